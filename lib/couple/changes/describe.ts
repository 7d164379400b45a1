import type { Change } from './diff';
import type { EntryKind } from './state';

export function shownValue(value: string | undefined): string {
  if (value === undefined) return '(none)';
  const v: unknown = JSON.parse(value);
  if (typeof v === 'string') return v === '' || /\s|^\(none\)$/.test(v) ? `"${v}"` : v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

const entryLine = (c: Change) =>
  c.entry.kind === 'part' ? `Part of the day ${c.entry.label}` : c.entry.kind === 'wedding' ? "The wedding's details" : c.entry.label;

export function describeChange(c: Change, theirs: string): string {
  if (c.kind === 'add') return `+ ${entryLine(c)}`;
  if (c.kind === 'remove') return `− ${entryLine(c)}`;
  const field = c.field!;
  if (c.entry.kind === 'photo') return `${c.entry.label}: replaced by ${theirs}`;
  const where = c.entry.kind === 'wedding' ? field.label : `${c.entry.label} · ${field.label}`;
  return `${where}: ${shownValue(field.old)} → ${shownValue(field.new)}`;
}

export const looseLabel = (text: string) =>
  text
    .toLowerCase()
    .replace(/[·:"“”]/g, ' ')
    .replace(/^[+−-]\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();

export function changeName(c: Change): string {
  if (c.kind !== 'change' || c.entry.kind === 'photo') return entryLine(c);
  return c.entry.kind === 'wedding' ? c.field!.label : `${c.entry.label} · ${c.field!.label}`;
}

const PLURAL: Record<EntryKind, [string, string]> = {
  wedding: ["the wedding's details", "the wedding's details"],
  part: ['part of the day', 'parts of the day'],
  story: ['story entry', 'story entries'],
  gallery: ['gallery photo', 'gallery photos'],
  guest: ['guest', 'guests'],
  opens: ["guest's opens", "guests' opens"],
  reply: ["guest's reply", "guests' replies"],
  message: ["language's messages", "languages' messages"],
  upload: ["guest's photo or video", "guests' photos and videos"],
  'upload-settings': ["the guests' photos settings", "the guests' photos settings"],
  photo: ['photo', 'photos'],
};

export function countsOf(changes: Change[]): string {
  const counts = new Map<EntryKind, Set<string>>();
  for (const c of changes) counts.set(c.entry.kind, (counts.get(c.entry.kind) ?? new Set()).add(c.key));
  return [...counts]
    .map(([kind, keys]) => (kind === 'wedding' || kind === 'upload-settings' ? PLURAL[kind]![0] : `${keys.size} ${PLURAL[kind]![keys.size === 1 ? 0 : 1]}`))
    .join(', ');
}
