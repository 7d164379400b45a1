import type { Notice } from '@/lib/wedding/notices';
import type { GalleryPhoto, Guest, GuestPhoto, TimelineEntry, WeddingInfo } from '@/lib/wedding/types';

// 'tile' is the spec's 1200×1200 crop; only Supabase's transforms tell them apart.
export type PhotoFit = 'whole' | 'tile';

export interface DataSource {
  readonly kind: 'supabase' | 'local' | 'sample';
  getWeddingInfo(): Promise<WeddingInfo | null>;
  getGuest(id: string): Promise<Guest | null>;
  getLoveStory(): Promise<TimelineEntry[]>;
  getGallery(): Promise<GalleryPhoto[]>;
  // Spec §7's gallery fallback, used while no gallery rows were ever read.
  getGalleryFolder(): Promise<GalleryPhoto[]>;
  getGuestPhotos(guest: Guest): Promise<GuestPhoto[] | null>;
  resolvePhoto(path: string, fit?: PhotoFit): Promise<string>;
  readPhoto(path: string): Promise<Uint8Array>;
  recordOpen?(guestId: string): Promise<void>;
  /** The couple's notices this guest may read (the project's policies decide; a folder's file is filtered by noticesFor). */
  getNotices?(guest: Guest): Promise<Notice[]>;
}
