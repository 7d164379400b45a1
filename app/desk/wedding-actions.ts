'use server';

import { memberSession } from '@/lib/desk/desk-session';
import { saveWeddingForm } from '@/lib/desk/desk-wedding';
import { refreshContent } from '@/lib/invitation/refresh';

export interface PartsState {
  errors?: Record<string, string[]>;
  saved?: boolean;
}

const PART_FIELD = /^wedding\.parts\[\d{1,2}\]\.(name|start|end)$/;

export async function savePartsAction(_: PartsState, form: FormData): Promise<PartsState> {
  const member = await memberSession();
  if (!member) return { errors: { form: ['You are signed out: sign in again, then save.'] } };
  const sent = new URLSearchParams();
  const count = Number(form.get('parts.count'));
  if (!Number.isInteger(count) || count < 0 || count > 50) return { errors: { form: ['The form came back incomplete: reload the page.'] } };
  sent.set('parts.count', String(count));
  for (const [key, value] of form) if (PART_FIELD.test(key) && typeof value === 'string') sent.set(key, value.slice(0, 200));
  try {
    const errors = await saveWeddingForm(member.client, sent);
    if (Object.keys(errors).length) return { errors };
  } catch {
    return { errors: { form: ['The wedding could not be saved: try again in a moment.'] } };
  }
  await refreshContent();
  return { saved: true };
}
