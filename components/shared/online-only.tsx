'use client';

import type { ReactNode } from 'react';
import { useOffline } from './offline-status';

export function OnlineOnly({ children, offline }: { children: ReactNode; offline: ReactNode }) {
  return useOffline() ? offline : children;
}
