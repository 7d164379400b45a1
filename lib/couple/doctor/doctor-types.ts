export type Level = 'ok' | 'info' | 'warn' | 'fail';

export interface Finding {
  level: Level;
  title: string;
  detail?: string;
  fix?: string;
  desk?: string;
  deskAction?: 'refresh-snapshot';
}

export const TABLES = ['wedding_info', 'guests', 'love_story', 'photo_gallery'] as const;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const MIGRATIONS = 'apply supabase/migrations (see supabase/README.md)';

export interface Deployment {
  url: string;
  anonKey: string;
  imageTransforms: boolean;
  serviceKey?: string;
  timeoutMs: number;
  trackOpens?: boolean;
}
