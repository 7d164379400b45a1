import { isDevelopmentHost } from '@/lib/wedding/dev-host';

/** The CONTENT_PROTECTION setting. */
export type ContentProtection = 'auto' | 'on' | 'off';

export interface ProtectionMode {
  /** Block the context menu, F12 and Ctrl/Cmd+Shift+I (Ctrl/Cmd+S is blocked always). */
  blockInspect: boolean;
  /** Photos get the production style (no drag, selection or save callout) or the development one. */
  photoStyle: 'production' | 'development';
}

/** Spec §6: the setting drives the blocking; 'auto' blocks outside development hosts. */
export function protectionFor(setting: ContentProtection, host: string | null): ProtectionMode {
  const block = setting === 'on' || (setting === 'auto' && !isDevelopmentHost(host));
  return { blockInspect: block, photoStyle: block ? 'production' : 'development' };
}
