import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { SIGNED_URL_REUSE_MARGIN_SECONDS, SIGNED_URL_RENEW_AHEAD_SECONDS, WHOLE_PHOTO_TRANSFORM } from '@/lib/wedding/limits';
import { IMAGES, GUEST_ID_HEADER } from '@/lib/site/routes';
import { readPublicFile } from './public-files';
import { isOwnSitePath, isSharedStoredPath, isVideo } from '@/lib/wedding/media';
import { describeError } from '@/lib/server/describe-error';
import { guestTag, withoutGuest } from '@/lib/server/guest-tag';
import { SignedUrlCache, type SignedKey } from './signed-url-cache';
import type { PhotoFit } from './source';

type Transform = { width: number; height: number; resize: 'cover' | 'contain'; quality: number };

export interface StoredFile {
  name: string;
  id: string | null;
}

const variantOf = (transform?: Transform) => (transform ? `${transform.resize}${transform.width}x${transform.height}` : 'o');

export class PhotoStorage {
  private readonly cache: SignedUrlCache;

  constructor(
    private readonly client: SupabaseClient,
    private readonly imageTransforms: boolean,
    now: () => number = Date.now,
  ) {
    this.cache = new SignedUrlCache((SIGNED_URL_REUSE_MARGIN_SECONDS + SIGNED_URL_RENEW_AHEAD_SECONDS) * 1000, 2000, now);
  }

  private get bucket() {
    return this.client.storage.from(STORAGE.bucket);
  }

  // x-guest-id: the storage policies require it before they show that guest's folder (supabase/README.md).
  private bucketFor(guestId?: string) {
    return guestId ? this.bucket.setHeader(GUEST_ID_HEADER, guestId) : this.bucket;
  }

  // Shared content signs gallery/ and story/ only, whatever a row names: never a guest's photo, in any spelling.
  private keyFor(path: string, guestId: string | undefined, transform?: Transform): SignedKey {
    if (!guestId && !isSharedStoredPath(path)) throw new Error('Shared content names a photo outside gallery/ and story/');
    return { path, variant: variantOf(transform), guest: guestId ?? null };
  }

  async list(folder: string, guestId?: string): Promise<StoredFile[]> {
    const { data, error } = await this.bucketFor(guestId).list(folder, {
      limit: STORAGE.listLimit,
      sortBy: { column: 'name', order: 'asc' },
    });
    if (error) throw error;
    return (data ?? []).map((f) => ({ name: f.name, id: f.id ?? null }));
  }

  async sign(path: string, guestId?: string, imageTransform: Transform = STORAGE.transform): Promise<string> {
    const transform = this.imageTransforms && !isVideo(path) ? imageTransform : undefined;
    const key = this.keyFor(path, guestId, transform);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const { data, error } = await this.bucketFor(guestId).createSignedUrl(
      path,
      STORAGE.signedUrlSeconds,
      transform ? { transform: { ...transform } } : undefined,
    );
    if (error || !isSignedUrl(data?.signedUrl)) throw error ?? new Error(`No signed URL for ${path}`);
    this.cache.set(key, data.signedUrl, STORAGE.signedUrlSeconds * 1000);
    return data.signedUrl;
  }

  async signMany(paths: string[], guestId?: string): Promise<(string | null)[]> {
    if (this.imageTransforms || paths.length === 0) {
      return Promise.all(paths.map((p) => this.sign(p, guestId).catch((e: unknown) => warnSign(p, e, guestId))));
    }
    const signable = paths.filter((p) => guestId || isSharedStoredPath(p));
    const missing = signable.filter((p) => !this.cache.get(this.keyFor(p, guestId)));
    if (missing.length > 0) {
      const { data, error } = await this.bucketFor(guestId).createSignedUrls(missing, STORAGE.signedUrlSeconds);
      const answers = new Map((Array.isArray(data) ? data : []).filter((item) => item?.path).map((item) => [item.path, item]));
      for (const p of missing) {
        const item = answers.get(p);
        if (!error && item && !item.error && isSignedUrl(item.signedUrl)) {
          this.cache.set(this.keyFor(p, guestId), item.signedUrl, STORAGE.signedUrlSeconds * 1000);
        } else {
          warnSign(p, error ?? item?.error ?? 'no signed URL in the answer', guestId);
        }
      }
    }
    return paths.map((p) => (signable.includes(p) ? (this.cache.get(this.keyFor(p, guestId)) ?? null) : null));
  }

  // Shared photos only (the hero's cut, the sharing image): never another site's, never a guest's.
  async read(path: string): Promise<Uint8Array> {
    if (isOwnSitePath(path)) return readPublicFile(path);
    if (!isSharedStoredPath(path)) throw new Error('Only photos of gallery/, story/ and the site are read');
    const { data, error } = await this.bucket.download(path);
    if (error || !data) throw error ?? new Error(`No bytes for ${path}`);
    return new Uint8Array(await data.arrayBuffer());
  }

  async resolve(path: string, fit: PhotoFit = 'whole'): Promise<string> {
    if (!this.imageTransforms || !isSharedStoredPath(path) || fit === 'tile') return (await this.resolveMany([path]))[0] as string;
    return this.sign(path, undefined, WHOLE_PHOTO_TRANSFORM).catch((e: unknown) => warnSign(path, e) ?? IMAGES.placeholder);
  }

  // A path shared content may not name is the placeholder, as a photo that cannot be signed (spec §8).
  async resolveMany(paths: (string | null)[]): Promise<(string | null)[]> {
    const stored = [...new Set(paths.filter((p): p is string => p !== null && isSharedStoredPath(p)))];
    const signed = new Map(stored.map((p, i) => [p, i]));
    const urls = await this.signMany(stored);
    return paths.map((p) => {
      if (p === null) return null;
      if (isOwnSitePath(p)) return p;
      return (signed.has(p) && urls[signed.get(p) as number]) || IMAGES.placeholder;
    });
  }
}

/** supabase-js glues the answer's path onto the project URL, so a missing one reads '…/v1undefined'. */
function isSignedUrl(url: string | undefined | null): url is string {
  return typeof url === 'string' && /\/sign\//.test(url) && !url.includes('undefined');
}

function warnSign(path: string, error: unknown, guestId?: string): null {
  if (!guestId) console.warn(`Could not sign a URL for ${path}:`, describeError(error));
  else console.warn(`Could not sign a URL for a photo of ${guestTag(guestId)}:`, withoutGuest(describeError(error), guestId, path.split('/')[1]));
  return null;
}
