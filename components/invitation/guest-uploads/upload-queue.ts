import { guestUploadPath, guestUploadsPath } from '@/lib/site/upload-routes';
import { isRefusal, type Refusal, type UploadKind } from '@/lib/wedding/guest-uploads';

// The phone's own queue: kept across a reload, sent one file at a time, each only once (docs/decisions.md, "The day's photos from guests' phones").

export interface QueuedFile {
  /** A hash of the bytes sent: the same file is one place on the server, however often it is tried. */
  clientRef: string;
  name: string;
  type: string;
  kind: UploadKind;
  blob: Blob;
  /** Where its resumable upload is, once Storage made one. */
  uploadUrl?: string;
  addedAt: number;
}

export interface SentUpload {
  id: string;
  kind: UploadKind;
  src: string;
  sending: boolean;
}

export interface QueueStore {
  all(): Promise<QueuedFile[]>;
  put(file: QueuedFile): Promise<void>;
  remove(clientRef: string): Promise<void>;
}

export interface Place {
  endpoint: string;
  token: string;
  bucket: string;
  path: string;
}

/** Sends the file's bytes to Storage (TUS); rejects with Offline when the phone has no signal, or `signal` says it lost it. */
export type Send = (file: QueuedFile, place: Place, events: { url(url: string): void; progress(fraction: number): void }, signal: AbortSignal) => Promise<void>;

export interface QueueState {
  waiting: number;
  /** 0…1 of the file being sent, or null. */
  progress: number | null;
  offline: boolean;
  refused: { name: string; reason: Refusal }[];
  sent: SentUpload[];
}

export class Offline extends Error {}

const RETRY_MS = 10_000;

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown>; retryAfter: number }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: 'no-store', headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  } catch {
    throw new Offline();
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: response.status, body, retryAfter: Number(response.headers.get('retry-after')) || 0 };
}

export const NOTHING_YET: QueueState = { waiting: 0, progress: null, offline: false, refused: [], sent: [] };

export class UploadQueue {
  private files: QueuedFile[] = [];
  private running = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending: AbortController | null = null;
  state: QueueState = NOTHING_YET;

  constructor(
    private readonly guestId: string,
    private readonly store: QueueStore,
    private readonly send: Send,
    private readonly changed: (state: QueueState) => void,
    private readonly online: () => boolean = () => navigator.onLine,
  ) {}

  private update(change: Partial<QueueState>) {
    this.state = { ...this.state, waiting: this.files.length, ...change };
    this.changed(this.state);
  }

  /** What is waiting on this phone, and what the server holds already. */
  async start(): Promise<void> {
    this.files = (await this.store.all()).sort((a, b) => a.addedAt - b.addedAt);
    this.update({});
    await this.refresh().catch(() => undefined);
    void this.run();
  }

  async refresh(): Promise<void> {
    const { status, body } = await call(guestUploadsPath(this.guestId));
    if (status === 200 && Array.isArray(body.own)) this.update({ sent: (body.own as SentUpload[]).filter((u) => !u.sending) });
  }

  async add(files: QueuedFile[]): Promise<void> {
    for (const file of files) {
      if (this.files.some((f) => f.clientRef === file.clientRef)) continue;
      await this.store.put(file);
      this.files.push(file);
    }
    this.update({});
    void this.run();
  }

  refuse(name: string, reason: Refusal): void {
    this.update({ refused: [...this.state.refused, { name, reason }] });
  }

  async remove(upload: SentUpload): Promise<boolean> {
    const { status } = await call(guestUploadPath(this.guestId, upload.id), { method: 'DELETE' }).catch(() => ({ status: 0 }));
    if (status === 200 || status === 404) this.update({ sent: this.state.sent.filter((u) => u.id !== upload.id) });
    return status === 200;
  }

  /** Sends one file after another until none waits, or the phone has no signal (then 'online' starts it again). */
  async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    clearTimeout(this.timer);
    try {
      while (this.files.length > 0) {
        if (!this.online()) throw new Offline();
        this.update({ offline: false });
        const wait = await this.sendOne(this.files[0] as QueuedFile);
        if (wait > 0) {
          this.timer = setTimeout(() => void this.run(), wait);
          return;
        }
      }
    } catch (e) {
      if (!(e instanceof Offline)) throw e;
      this.update({ offline: true, progress: null });
      if (this.online()) this.timer = setTimeout(() => void this.run(), RETRY_MS);
    } finally {
      this.running = false;
    }
  }

  private async done(file: QueuedFile, result: { upload?: SentUpload; refused?: Refusal }) {
    await this.store.remove(file.clientRef);
    this.files = this.files.filter((f) => f.clientRef !== file.clientRef);
    const sent = result.upload ? [result.upload, ...this.state.sent.filter((u) => u.id !== result.upload!.id)] : this.state.sent;
    this.update({ progress: null, sent, refused: result.refused ? [...this.state.refused, { name: file.name, reason: result.refused }] : this.state.refused });
  }

  /** One file's turn; the milliseconds to wait before the next try (0: go on). */
  private async sendOne(file: QueuedFile): Promise<number> {
    const asked = await call(guestUploadsPath(this.guestId), { method: 'POST', body: JSON.stringify({ clientRef: file.clientRef, type: file.type, bytes: file.blob.size }) });
    if (asked.status === 429 || asked.status >= 500) return Math.max(asked.retryAfter * 1000, 2000);
    if (asked.status !== 200) {
      await this.done(file, { refused: isRefusal(asked.body.refused) ? asked.body.refused : 'failed' });
      return 0;
    }
    const id = String(asked.body.id);
    if (asked.body.state === 'sending') {
      this.update({ progress: 0 });
      this.sending = new AbortController();
      try {
        await this.send(
          file,
          asked.body as unknown as Place,
          {
            url: (url) => void this.store.put({ ...file, uploadUrl: url }).then(() => (file.uploadUrl = url)),
            progress: (fraction) => this.update({ progress: fraction }),
          },
          this.sending.signal,
        );
      } catch (e) {
        if (e instanceof Offline || !this.online()) throw new Offline();
        return RETRY_MS; // Storage refused for now (an expired token, say), or the line went quiet: a fresh try comes
      } finally {
        this.sending = null;
      }
    }
    const claimed = await call(guestUploadPath(this.guestId, id), { method: 'POST' });
    if (claimed.status === 200) await this.done(file, { upload: claimed.body.upload as SentUpload });
    else if (claimed.status === 404 || claimed.status === 422) await this.done(file, { refused: isRefusal(claimed.body.refused) ? claimed.body.refused : 'failed' });
    else return Math.max(claimed.retryAfter * 1000, 2000);
    return 0;
  }

  /** The phone says it lost its signal: the file under way stops, to go on from Storage's offset once it is back. */
  lostSignal(): void {
    this.sending?.abort();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.sending?.abort();
  }
}
