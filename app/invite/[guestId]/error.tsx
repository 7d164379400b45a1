'use client';

import { ErrorState } from '@/components/invitation/states/error-state';

/** Anything unexpected while rendering: the spec's failure message, never a stack trace. */
export default function InviteError() {
  return <ErrorState message="loadFailed" />;
}
