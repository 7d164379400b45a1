import { describeError, isUnreachable } from '../project';

const CONSTRAINTS: Record<string, string> = {
  guests_language_tag: "a guest's language (a tag such as pl, ja or pt-PT)",
  guests_name_present: "a guest's name (empty, or longer than 200 characters)",
  guests_photo_dir_plain: "a guest's photo folder (one plain folder name: no / or \\, no control characters)",
  guests_invited_to_part_ids: "a guest's parts of the day (ids of lowercase letters, digits and hyphens)",
  guests_pkey: "a guest id that another guest already has",
};

const BY_CODE: Record<string, string> = {
  '23505': 'a guest id that another guest already has',
  '22P02': 'a value of the wrong kind (a guest id that is not a UUID)',
  '22P05': 'a character the database cannot store (a NUL)',
  '22021': 'a character the database cannot store',
  '23502': 'a guest without a required value',
  '42501': 'the key: it may not write guests (use the secret key, SUPABASE_SERVICE_ROLE_KEY)',
};

export function refusedInWords(error: { code?: unknown; message?: unknown } | null | undefined, what: string): string {
  // Unknown whether the write arrived: say so rather than "refused".
  if (isUnreachable(error)) return `Could not write ${what}: ${describeError(error)}. Run it again: the import writes all of it or nothing.`;
  const code = typeof error?.code === 'string' ? error.code : '';
  const constraint = /constraint "([^"]+)"/.exec(String(error?.message ?? ''))?.[1];
  const refused = (constraint && CONSTRAINTS[constraint]) ?? BY_CODE[code];
  return refused
    ? `Nothing was written: the Supabase project refused ${what} because of ${refused}. The check before writing missed it; please report this with the file.`
    : `Nothing was written: the Supabase project refused ${what}${code ? ` (its error code ${code})` : ''}. Check the file, and that the project has every migration in supabase/migrations/ applied.`;
}
