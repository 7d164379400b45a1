'use server';

import { revalidatePath } from 'next/cache';
import { memberSession } from '@/lib/desk/desk-session';
import { isWeddingField, planWedding, weddingFormSent } from '@/lib/desk/desk-wedding';
import { changeLabel, type LabelledChange } from '@/lib/desk/wedding-form-model';
import { deskPublished } from '@/lib/desk/desk-published';

export interface WeddingState {
  errors?: Record<string, string[]>;
  /** What publishing would change, once previewed; publishing sends `basis` back. */
  preview?: LabelledChange[];
  basis?: string;
  published?: string;
  /** What was sent, back in the form (React empties a form after its action). */
  values?: Record<string, string>;
}

// A problem with no field of its own (a venue's coordinates as a pair) is listed above the form, named as the couple knows it.
function placed(errors: Record<string, string[]>, next: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key === 'form' || isWeddingField(key)) (out[key] ??= []).push(...messages);
    else (out.form ??= []).push(`${changeLabel(key, null, next)}: ${messages.join(' ')}`);
  }
  return out;
}

/** Preview, then publish: the second press writes only what the first showed, or shows the newer state again. */
export async function weddingAction(_: WeddingState, form: FormData): Promise<WeddingState> {
  const member = await memberSession();
  if (!member) return { errors: { form: ['You are signed out: sign in again, then save.'] } };
  const read = weddingFormSent(form);
  if (!read) return { errors: { form: ['The form came back incomplete: reload the page.'] } };
  const { sent, values } = read;
  try {
    const plan = await planWedding(member.place, sent);
    if (Object.keys(plan.errors).length) return { errors: placed(plan.errors, plan.next), values };
    const { basis } = plan;
    if (form.get('intent') !== 'publish') return { preview: plan.changes, basis, values };
    if (form.get('basis') !== basis) {
      return { preview: plan.changes, basis, values, errors: { form: ['The wedding or the form changed since the preview: here is what publishing changes now.'] } };
    }
    if (plan.changes.length) await member.place.writeWedding(plan.next);
  } catch {
    return { errors: { form: ['The wedding could not be saved: try again in a moment.'] }, values };
  }
  await deskPublished();
  revalidatePath('/desk/wedding');
  return { published: "Published. Every guest's page shows it now." };
}
