'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/wedding/zod';
import { deskAction } from '@/lib/desk/desk-action';
import { deskPublished } from '@/lib/desk/desk-published';
import { done, joined, refused } from '@/lib/desk/desk-state';
import { isWeddingField, planWedding, weddingFormSent } from '@/lib/desk/desk-wedding';
import { changeLabel, type WeddingState } from '@/lib/desk/wedding-form-model';


const weddingForm = z.object({
  sent: z.object({ sent: z.instanceof(URLSearchParams), values: z.record(z.string(), z.string()) }),
  intent: z.optional(z.string()),
  basis: z.optional(z.string()),
});
const fields = (form: FormData) => ({ sent: weddingFormSent(form), intent: form.get('intent') ?? undefined, basis: form.get('basis') ?? undefined });

function placed(errors: Record<string, string[]>, next: Record<string, unknown>): { above: string[]; byField: Record<string, string[]> } {
  const above: string[] = [];
  const byField: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key === 'form') above.push(...messages);
    else if (isWeddingField(key)) (byField[key] ??= []).push(...messages);
    else above.push(`${changeLabel(key, null, next)}: ${messages.join(' ')}`);
  }
  return { above, byField };
}

export const weddingAction = deskAction(
  { needs: 'member', schema: weddingForm, fields, values: (form) => weddingFormSent(form)?.values ?? {}, incomplete: 'The form came back incomplete: reload the page.' },
  async ({ sent: { sent, values }, intent, basis: shownBasis }, member): Promise<WeddingState> => {
    try {
      const plan = await planWedding(member.place, sent);
      if (Object.keys(plan.errors).length) {
        const { above, byField } = placed(plan.errors, plan.next);
        return refused(above.join(' ') || undefined, { errors: joined(byField), values });
      }
      const result = { preview: plan.changes, basis: plan.basis };
      if (intent !== 'publish') return { values, result };
      if (shownBasis !== plan.basis) return refused('The wedding or the form changed since the preview: here is what publishing changes now.', { values, result });
      if (plan.changes.length) await member.place.writeWedding(plan.next);
    } catch {
      return refused('The wedding could not be saved: try again in a moment.', { values });
    }
    await deskPublished();
    revalidatePath('/desk/wedding');
    return done("Published. Every guest's page shows it now.");
  },
);
