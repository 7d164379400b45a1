'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/wedding/zod';
import { deskAction } from '@/lib/desk/desk-action';
import { forgetHealth } from '@/lib/desk/desk-health';
import { refreshDeskSnapshot } from '@/lib/desk/desk-snapshot';
import { done, refused, type DeskState } from '@/lib/desk/desk-state';

export const refreshSnapshotAction = deskAction({ needs: 'owner', schema: z.object({}) }, async (): Promise<DeskState> => {
  const answer = await refreshDeskSnapshot();
  if (!answer.ok) return refused(answer.message);
  forgetHealth();
  revalidatePath('/desk/health');
  return done(answer.message);
});
