import type { GalleryPhoto, Guest, GuestPhoto, TimelineEntry, WeddingInfo } from '@/lib/wedding/types';

/**
 * How a stored photo is cut when it is signed: 'whole' keeps its shape (hero, venue), 'tile'
 * is the spec's 1200×1200 crop (gallery, story). Only Supabase's transforms tell them apart.
 */
export type PhotoFit = 'whole' | 'tile';

/** What a source answers; `null` wedding info means none is stored ("not found"). */
export interface DataSource {
  readonly kind: 'supabase' | 'local' | 'sample';
  getWeddingInfo(): Promise<WeddingInfo | null>;
  getGuest(id: string): Promise<Guest | null>;
  getLoveStory(): Promise<TimelineEntry[]>;
  /** The gallery rows; rejects when they cannot be read (an empty table lists the folder instead). */
  getGallery(): Promise<GalleryPhoto[]>;
  /** The gallery folder's photos (spec §7's gallery fallback): used while no gallery rows were ever read. */
  getGalleryFolder(): Promise<GalleryPhoto[]>;
  /** The guest's own photo links (already signed), or null when the folder has none. */
  getGuestPhotos(guest: Guest): Promise<GuestPhoto[] | null>;
  /** Turns a stored photo path into a link the browser can load (cut as `fit` says; 'whole' unless told). */
  resolvePhoto(path: string, fit?: PhotoFit): Promise<string>;
  /** A stored photo's bytes (for the sharing image); site paths are read from public/. */
  readPhoto(path: string): Promise<Uint8Array>;
}
