'use client';

import { ErrorState } from '@/components/invitation/states/error-state';

export default function InviteError() {
  return <ErrorState message="loadFailed" />;
}
