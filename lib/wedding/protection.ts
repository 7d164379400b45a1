import { isDevelopmentHost } from '@/lib/wedding/dev-host';

export type ContentProtection = 'auto' | 'on' | 'off';

export interface ProtectionMode {
  blockInspect: boolean;
  photoStyle: 'production' | 'development';
}

export function protectionFor(setting: ContentProtection, host: string | null): ProtectionMode {
  const block = setting === 'on' || (setting === 'auto' && !isDevelopmentHost(host));
  return { blockInspect: block, photoStyle: block ? 'production' : 'development' };
}
