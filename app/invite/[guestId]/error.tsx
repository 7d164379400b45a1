'use client';

import { ErrorState } from '@/components/invitation/states/error-state';
import { LOAD_FAILED_MESSAGE } from '@/lib/wedding/messages';

/** Anything unexpected while rendering: the spec's failure message, never a stack trace. */
export default function InviteError() {
  return <ErrorState message={LOAD_FAILED_MESSAGE} />;
}
