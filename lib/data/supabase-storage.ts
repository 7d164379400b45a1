import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BACKEND_TIMEOUT_MS, GUEST_ID_HEADER, IMAGES, SIGNED_URL_REUSE_MARGIN_SECONDS, STORAGE } from '@/lib/wedding/constants';
import { readPublicFile } from './public-files';
import { isDirectLink, isVideo } from '@/lib/wedding/media';
import { SignedUrlCache } from './signed-url-cache';

export interface StoredFile {
  name: string;
  id: string | null;
}

/** The bucket's listing and signing, as spec §7 asks for them. */
export class PhotoStorage {
  private readonly cache = new SignedUrlCache(SIGNED_URL_REUSE_MARGIN_SECONDS * 1000);

  constructor(
    private readonly client: SupabaseClient,
    private readonly imageTransforms: boolean,
  ) {}

  private get bucket() {
    return this.client.storage.from(STORAGE.bucket);
  }

  /**
   * The bucket as a guest's request: x-guest-id names the guest, which the storage policies
   * require before they show that guest's photo folder (supabase/README.md).
   */
  private bucketFor(guestId?: string) {
    return guestId ? this.bucket.setHeader(GUEST_ID_HEADER, guestId) : this.bucket;
  }

  /** Lists a folder (limit 100, by name ascending); throws when storage fails. `guestId` names the guest whose folder it is. */
  async list(folder: string, guestId?: string): Promise<StoredFile[]> {
    const { data, error } = await this.bucketFor(guestId).list(folder, {
      limit: STORAGE.listLimit,
      sortBy: { column: 'name', order: 'asc' },
    });
    if (error) throw error;
    return (data ?? []).map((f) => ({ name: f.name, id: f.id ?? null }));
  }

  /** One signed URL (3600 s); images are transformed 1200×1200 cover q90, .mp4 never. Throws on failure. */
  async sign(path: string, guestId?: string): Promise<string> {
    const transform = this.imageTransforms && !isVideo(path) ? STORAGE.transform : undefined;
    const key = `${transform ? 't' : 'o'}:${path}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { data, error } = await this.bucketFor(guestId).createSignedUrl(
      path,
      STORAGE.signedUrlSeconds,
      transform ? { transform: { ...transform } } : undefined,
    );
    if (error || !data?.signedUrl) throw error ?? new Error(`No signed URL for ${path}`);
    this.cache.set(key, data.signedUrl, STORAGE.signedUrlSeconds * 1000);
    return data.signedUrl;
  }

  /**
   * Signs many paths; a path that fails is null. Without transforms this is one batch
   * call (the free plan has no image transformation; the site resizes instead).
   */
  async signMany(paths: string[], guestId?: string): Promise<(string | null)[]> {
    if (this.imageTransforms || paths.length === 0) {
      return Promise.all(paths.map((p) => this.sign(p, guestId).catch((e: unknown) => warnSign(p, e))));
    }
    const missing = paths.filter((p) => !this.cache.get(`o:${p}`));
    if (missing.length > 0) {
      const { data, error } = await this.bucketFor(guestId).createSignedUrls(missing, STORAGE.signedUrlSeconds);
      if (error) {
        for (const p of missing) warnSign(p, error);
      }
      for (const item of data ?? []) {
        if (item.path && item.signedUrl && !item.error) {
          this.cache.set(`o:${item.path}`, item.signedUrl, STORAGE.signedUrlSeconds * 1000);
        } else if (item.path) {
          warnSign(item.path, item.error);
        }
      }
    }
    return paths.map((p) => this.cache.get(`o:${p}`) ?? null);
  }

  /** A file's bytes: site paths from public/, links fetched, storage paths downloaded. */
  async read(path: string): Promise<Uint8Array> {
    if (path.startsWith('/') && !path.startsWith('//')) return readPublicFile(path);
    if (isDirectLink(path)) {
      const response = await fetch(path, { signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Photo answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    }
    const { data, error } = await this.bucket.download(path);
    if (error || !data) throw error ?? new Error(`No bytes for ${path}`);
    return new Uint8Array(await data.arrayBuffer());
  }

  /** The path resolver: links pass through, storage paths are signed, failures become the placeholder. */
  async resolve(path: string): Promise<string> {
    if (isDirectLink(path)) return path;
    const [url] = await this.signMany([path]);
    return url ?? IMAGES.placeholder;
  }
}

function warnSign(path: string, error: unknown): null {
  console.warn(`Could not sign a URL for ${path}:`, describe(error));
  return null;
}

/** A short description of a failure for the logs (never a stack or a key). */
export function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}
