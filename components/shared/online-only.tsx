'use client';

import type { ReactNode } from 'react';
import { useOffline } from './offline-status';

/** Shows `children` with a connection and `offline` without one (an embed would only be an empty frame). */
export function OnlineOnly({ children, offline }: { children: ReactNode; offline: ReactNode }) {
  return useOffline() ? offline : children;
}
