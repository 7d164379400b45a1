import { parse } from 'csv-parse/sync';
import { splitPartIds } from '@/lib/wedding/shapes';
import { isRandomGuestId } from '@/lib/wedding/guest-id';
import { storableTag } from '@/lib/wedding/languages';
import { csvCell } from '../safe-text';
import { guestFieldProblems } from './guest-checks';
import { detectSeparator, SEPARATORS, type Separator } from './separator';

export const COLUMNS = ['name', 'personal_message', 'photo_dir', 'language', 'invited_to', 'id'] as const;
type Column = (typeof COLUMNS)[number];
export const EXPORT_ONLY_COLUMNS = ['link', 'first_opened_at', 'last_opened_at'] as const;

export const CLEAR_MARK = '-';

export interface Problem {
  row: number;
  name?: string;
  message: string;
}

/** A field left undefined keeps what is stored; null (or [] for invited_to) clears it. */
export interface ImportRow {
  row: number;
  id?: string;
  name: string;
  personal_message?: string | null;
  photo_dir?: string | null;
  language?: string | null;
  invited_to?: string[];
}

export class ImportError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ImportError';
  }
}

export const formatProblem = (p: Problem) => (p.row > 0 ? `row ${p.row}${p.name ? ` (${p.name})` : ''}: ${p.message}` : p.message);

export const cleanName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');
export const nameKey = (name: string) => cleanName(name).toLocaleLowerCase('und');

const NOT_UTF8 = 'this row is not UTF-8 text. Save the file as "CSV UTF-8" (Excel) or with UTF-8 encoding, then import it again.';

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    let start = 0;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] !== 0x0a) continue;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, i));
      } catch {
        break;
      }
      start = i + 1;
    }
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, start)).replace(/\r\n?/g, '\n');
    throw new ImportError([{ row: rowAtEnd(before), message: NOT_UTF8 }]);
  }
}

interface Info {
  records: number;
  empty_lines: number;
}

interface Parsed {
  record: string[];
  info: Info;
}

// csv-parse's types do not model `info`, nor the counts its errors carry.
const parseRecords = parse as (input: string, options: object) => Parsed[];
const options = (delimiter: Separator) => ({ bom: true, delimiter, info: true, skip_empty_lines: true, relax_column_count: true });

/** A spreadsheet numbers empty lines as rows too, and a value's line breaks as none. */
const rowOf = (info: Info) => info.records + info.empty_lines;

function rowAtEnd(text: string): number {
  try {
    return rowOf(parseRecords(`${text}x`, options(detectSeparator(text))).at(-1)!.info);
  } catch (e) {
    return rowOf(e as Info) + 1;
  }
}

function records(text: string, delimiter: Separator): { record: string[]; row: number }[] {
  try {
    return parseRecords(text.replace(/\r\n?/g, '\n'), options(delimiter)).map((p) => ({ record: p.record, row: rowOf(p.info) }));
  } catch (e) {
    const code = (e as { code?: string }).code;
    const message =
      code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a value opens a double quote (") that is never closed'
        : code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || code === 'INVALID_OPENING_QUOTE'
          ? 'a double quote (") in the middle of a value: put the whole value in quotes and write a quote inside it as ""'
          : `the row cannot be read as CSV (${e instanceof Error ? e.message : String(e)})`;
    throw new ImportError([{ row: rowOf(e as Info) + 1, message }]);
  }
}

function readHeader(header: { record: string[]; row: number }, problems: Problem[]): (Column | null)[] {
  const seen = new Set<string>();
  const columns = header.record.map((raw) => {
    const name = raw.trim().toLowerCase().replace(/^\uFEFF/, '');
    if (name === '' || (EXPORT_ONLY_COLUMNS as readonly string[]).includes(name)) return null;
    if (!(COLUMNS as readonly string[]).includes(name)) {
      problems.push({
        row: header.row,
        message: `unknown column "${raw.trim()}". The columns are name, personal_message, photo_dir, language and invited_to (and id, to update a guest by id)`,
      });
      return null;
    }
    if (seen.has(name)) problems.push({ row: header.row, message: `the column "${name}" appears twice` });
    seen.add(name);
    return name as Column;
  });
  if (!seen.has('name')) {
    problems.push({
      row: header.row,
      message: `the first row must be the header row naming the columns, with at least "name" (found: ${header.record.join(', ') || 'nothing'})`,
    });
  }
  return columns;
}

export interface ReadOptions {
  emptyClears?: boolean;
}

function cell(raw: string | undefined, emptyClears: boolean): string | null | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value === CLEAR_MARK) return null;
  if (value === '') return emptyClears ? null : undefined;
  return value;
}

export function parseGuestCsv(text: string, options: ReadOptions = {}): ImportRow[] {
  const { rows, problems } = readGuestCsv(text, options);
  if (problems.length) throw new ImportError(problems);
  return rows;
}

export function readGuestCsv(text: string, { emptyClears = false }: ReadOptions = {}): { rows: ImportRow[]; problems: Problem[] } {
  const separator = detectSeparator(text.replace(/\r\n?/g, '\n'));
  const all = records(text, separator);
  const [header, ...body] = all;
  if (!header) throw new ImportError([{ row: 0, message: 'the file is empty: it needs a header row (name,personal_message,photo_dir) and one row per guest' }]);
  const problems: Problem[] = [];
  const columns = readHeader(header, problems);
  if (problems.length) return { rows: [], problems };
  if (body.length === 0) return { rows: [], problems: [{ row: 0, message: 'the file has a header row but no guests' }] };

  const rows: ImportRow[] = [];
  // With an id column, an empty id says "a new guest": namesakes are then told apart by the ids made for them.
  const hasIdColumn = columns.includes('id');
  const byName = new Map<string, number>();
  const byId = new Map<string, number>();
  for (const { record, row: at } of body) {
    const value = (c: Column) => {
      const i = columns.indexOf(c);
      return i === -1 ? undefined : (record[i] ?? '');
    };
    const name = cleanName(value('name') ?? '');
    const named = readableName(name);
    const problem = (message: string) => problems.push({ row: at, ...named, message });
    // More values than columns shifts everything after an unquoted comma: refused. Fewer are empty values.
    if (record.length > columns.length) {
      problem(`${record.length} values, but the header has ${columns.length} columns. A name or message with a ${SEPARATORS[separator]} must be in double quotes, e.g. "Smith${separator === '\t' ? ' ' : separator} Jo"`);
      continue;
    }
    const message = cell(value('personal_message'), emptyClears);
    const dir = cell(value('photo_dir'), emptyClears);
    const language = cell(value('language'), emptyClears);
    const parts = cell(value('invited_to'), emptyClears);
    const rawId = value('id');
    const row: ImportRow = { row: at, name };

    if (name === CLEAR_MARK) problem(`the name cannot be cleared: "${CLEAR_MARK}" clears a message, photo folder, language or parts of the day, never a name`);
    const fields = { ...(name === CLEAR_MARK ? {} : { name }), personal_message: message, photo_dir: dir, language };
    guestFieldProblems(fields).forEach(problem);
    if (message !== undefined) row.personal_message = message;
    if (dir !== undefined) row.photo_dir = dir;
    if (language !== undefined) row.language = language === null ? null : storableTag(language);
    if (parts !== undefined) row.invited_to = parts === null ? [] : splitPartIds(parts);
    if (rawId !== undefined && rawId.trim() !== '') {
      const id = rawId.trim().toLowerCase();
      if (!isRandomGuestId(id)) {
        problem(`id "${rawId.trim()}" is not a guest id as the database makes them (a random, version 4 UUID); leave it empty for a new guest`);
      } else {
        const earlier = byId.get(id);
        if (earlier !== undefined) problem(`the id ${id} is already on row ${earlier}`);
        byId.set(id, at);
        row.id = id;
      }
    } else if (name !== '' && !hasIdColumn) {
      const earlier = byName.get(nameKey(name));
      if (earlier !== undefined) {
        problem(`this name is already on row ${earlier}. If they are two guests, add an id column and leave it empty on both rows: each new guest gets an id made for them`);
      }
      byName.set(nameKey(name), at);
    }
    rows.push(row);
  }
  return { rows, problems };
}

export const readableName = (name: string): { name?: string } =>
  name !== CLEAR_MARK && guestFieldProblems({ name }).length === 0 ? { name } : {};

export const csvField = (raw: string, separator: Separator = ',') => {
  const value = csvCell(raw);
  return value.includes(separator) || /["\n\r]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

// A BOM keeps accented names in spreadsheets; a semicolon for Excel where the comma is the decimal mark.
export const csvFile = (header: string[], rows: string[][], separator: Separator = ',') =>
  `\uFEFF${[header, ...rows].map((row) => row.map((v) => csvField(v, separator)).join(separator)).join('\r\n')}\r\n`;
