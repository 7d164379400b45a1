import type { Guest } from '@/lib/wedding/types';

export type GuestField = 'name' | 'personal message' | 'photo folder' | 'language' | 'parts of the day';

export interface FieldChange {
  field: GuestField;
  before: string | null;
  after: string | null;
}

const NOTHING: Record<GuestField, string> = {
  name: '(none)',
  'personal message': '(none)',
  'photo folder': '(none)',
  language: "the wedding's language",
  'parts of the day': 'whole day',
};

export const valueInWords = (field: GuestField, value: string | null) => (value === null ? NOTHING[field] : field === 'personal message' ? `"${value}"` : value);

const parts = (g: Guest) => (g.invited_to?.length ? g.invited_to.join(', ') : null);
const sameParts = (a: Guest, b: Guest) => [...(a.invited_to ?? [])].sort().join(' ') === [...(b.invited_to ?? [])].sort().join(' ');

export function fieldChanges(before: Guest, after: Guest): FieldChange[] {
  const pairs: [GuestField, string | null, string | null][] = [
    ['name', before.name, after.name],
    ['personal message', before.personal_message, after.personal_message],
    ['photo folder', before.photo_dir, after.photo_dir],
    ['language', before.language ?? null, after.language ?? null],
    ['parts of the day', parts(before), sameParts(before, after) ? parts(before) : parts(after)],
  ];
  return pairs.filter(([, old, now]) => old !== now).map(([field, old, now]) => ({ field, before: old, after: now }));
}
