'use client';

import { ErrorState } from '@/components/invitation/states/error-state';

// The spec's failure message, never a stack trace.
export default function InviteError() {
  return <ErrorState message="loadFailed" />;
}
