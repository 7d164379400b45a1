/** Shapes shared by the stand-in's modules (see server.ts for what the stand-in is). */

export type Row = Record<string, unknown>;

/** A file in the bucket. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  /** ISO time; the listing's created_at/updated_at. */
  createdAt: string;
}

/** What callers may pass for a file: bytes or text, with an optional content type (else guessed from the name). */
export type FileInput = Buffer | Uint8Array | string | { bytes: Buffer | Uint8Array | string; contentType?: string };

/** The kinds of request the stand-in answers; failures and latency are configured per kind. */
/** `file` is a signed-URL download (no key needed); `download` is the keyed `GET /object/{bucket}/{path}` of `download()`. */
/** `rest-write`, `bucket`, `upload` and `remove` serve the couple's tools (writes need the service key); `function` is `/functions/v1/{name}`; `rpc` is `POST /rest/v1/rpc/{fn}`. */
/** `auth` is Supabase Auth's `/auth/v1/…` (sign-up, token, user, logout, settings, admin/users). */
/** `tus-create`, `tus-offset`, `tus-patch`, `tus-delete`: a resumable upload's POST, HEAD, PATCH and DELETE (resumable.ts). */
export type RouteKind =
  | 'rest' | 'list' | 'sign' | 'sign-batch' | 'file' | 'download' | 'rest-write' | 'bucket' | 'upload' | 'upload-sign' | 'upload-signed' | 'remove' | 'function' | 'rpc' | 'auth'
  | 'tus-create' | 'tus-offset' | 'tus-patch' | 'tus-delete';

/**
 * - `hang`: never answers (until the stand-in is closed);
 * - `500`: an internal error in the service's own error format;
 * - `malformed-json`: 200 with a body that is not JSON;
 * - `wrong-shape`: 200 with JSON of the wrong shape (strings where rows or entries belong);
 * - `refuse`: the socket is destroyed without an answer;
 * - `relay-error`: 502 marked `x-relay-error: true`, as the platform's relay answers when it cannot reach an edge function;
 * - `html-502`: 502 with an HTML page, as a gateway answers when the service behind it is down;
 * - `401`: the key refused (rotated, or the project paused), in the API gateway's format;
 * - `429`: too many requests, with `retry-after`.
 */
export const FAILURE_MODES = ['hang', '500', 'malformed-json', 'wrong-shape', 'refuse', 'relay-error', 'html-502', '401', '429'] as const;

export type FailureMode = (typeof FAILURE_MODES)[number];

export interface FailureWhere {
  /** `rest` only: the table the failure applies to (all tables when absent). */
  table?: string;
  /**
   * Storage only: the object path (sign, file, download, upload), the listed prefix (list) or any of the paths (sign-batch);
   * `function`, `rpc`: the function's name; `auth`: the path under /auth/v1 (`signup`, `token`, `admin`).
   * A string matches the path itself or anything under it as a folder; a RegExp is tested.
   */
  path?: string | RegExp;
  /** Fails this many matching requests, then answers normally again (forever when absent). */
  times?: number;
}

export interface FailureRule extends FailureWhere {
  route: RouteKind;
  mode: FailureMode;
}

export interface RecordedRequest {
  method: string;
  /** The decoded path, e.g. `/rest/v1/guests` or `/storage/v1/object/sign/wedding-photos/gallery/a b.jpg`. */
  path: string;
  /** Query parameters; a parameter given more than once is a list. */
  query: Record<string, string | string[]>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The parsed JSON body, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  /** What the stand-in took the request for ('unknown' when it matched no route). */
  route: RouteKind | 'health' | 'unknown';
  /** `rest` only: the table. */
  table?: string;
  /** Storage only: the bucket. */
  bucket?: string;
  /** When it arrived (ms since epoch). */
  at: number;
}

/** An answer the router writes out. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A call to an edge function (`POST /functions/v1/{name}`), as its handler sees it. */
export interface FunctionRequest {
  name: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type FunctionHandler = (request: FunctionRequest) => Answer | unknown;

export interface StandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Rows per table; a table not given comes from the content folder (unless `demo` is false). */
  tables?: Record<string, Row[]>;
  /** The bucket's files by path; when given, they replace the content folder's media/ entirely. */
  files?: Record<string, FileInput>;
  /** false starts with our four tables empty and an empty bucket, instead of the content folder's data. */
  demo?: boolean;
  /** The content folder the defaults come from (content/demo). */
  contentDir?: string;
  bucket?: string;
  /** The key every REST and Storage call must carry as `apikey` (signed-URL downloads need none). */
  anonKey?: string;
  /** Delay before every answer, in ms (default 0). */
  latencyMs?: number;
  /** The clock signed URLs and Auth's tokens are issued and checked by (default Date.now). */
  now?: () => number;
  failures?: FailureRule[];
  /** The secret (service-role) key: reads everything, and is the only key that may write. */
  serviceKey?: string;
  /**
   * The row-level-security policies of supabase/migrations, on by default: the anon key reads a
   * guest only when x-guest-id names it, and in the bucket only gallery/, story/ and the named
   * guest's own folder. false is a project whose couple never applied them (RLS disabled, select granted).
   */
  rls?: boolean;
  /**
   * false is a project without image transformation (the free plan): signing with a transform
   * answers a plain object link, as Supabase does, and a render/image link answers 403.
   */
  imageTransforms?: boolean;
  /** false starts without the bucket: storage calls answer "Bucket not found" until it is created. */
  bucketExists?: boolean;
  /**
   * A JSON file the tables, files and bucket are kept in: read at start when it exists (it then
   * wins over the content folder), written after every change, so a restart keeps them.
   */
  dataFile?: string;
  /** false is a project without the guest-opens migration: no record_guest_open, no guest_opens table. */
  guestOpens?: boolean;
  /** false is a project without the replies migration: no guest_replies table. */
  guestReplies?: boolean;
  /** false is a project without the desk's messages migration: no desk_messages table. */
  deskMessages?: boolean;
  /** false is a project without the last-seed migration: no last_seed table. */
  lastSeed?: boolean;
  /** Auth: true refuses sign-ups (`signup_disabled`), as a project with "Allow new users to sign up" off. */
  disableSignup?: boolean;
  /** Auth: false is a project that confirms e-mail: sign-up answers the user without a session, and sign-in waits for confirmation. */
  mailerAutoconfirm?: boolean;
  /** Auth: an access token's lifetime in seconds (3600). */
  authTokenSeconds?: number;
}

export interface StandIn {
  url: string;
  port: number;
  anonKey: string;
  bucket: string;
  /** Requests received and not yet answered, leaving out those told to hang. */
  readonly pending: number;
  /** Every request, in order of arrival (a live list). */
  requests: RecordedRequest[];
  requestsTo(route: RouteKind): RecordedRequest[];
  clearRequests(): void;
  /** Makes matching requests fail in the given way (newest rule first); `null` removes the route's rules. */
  setFailure(route: RouteKind, mode: FailureMode | null, where?: FailureWhere): void;
  clearFailures(): void;
  setLatency(ms: number): void;
  /** Replaces a table's rows (as the service role would write them: the migrations' columns and constraints apply). */
  setTable(name: string, rows: Row[]): Promise<void>;
  /** Puts a file in the bucket (its bytes at once, its storage.objects row when the promise settles). */
  setFile(path: string, file: FileInput): Promise<void>;
  removeFile(path: string): Promise<void>;
  /** The secret key the stand-in accepts for writes. */
  serviceKey: string;
  /** A table's rows as they are now, as PostgREST writes them. */
  table(name: string): Promise<Row[]>;
  /** The bucket's paths, sorted. */
  filePaths(): string[];
  fileBytes(path: string): Buffer | undefined;
  bucketState(): Promise<{ exists: boolean; public: boolean }>;
  /** Runs SQL on the stand-in's database as its owner (a test breaking a policy on purpose). */
  sql(statement: string): Promise<void>;
  setImageTransforms(on: boolean): void;
  /** The bytes resumable uploads to `path` brought, every PATCH counted (what was sent again after a break included). */
  uploadedBytes(path: string): number;
  /** Breaks the connection of the next resumable upload to a matching object once it holds `offset` bytes, as lost signal would. */
  cutUploadAt(path: string | RegExp, offset: number): void;
  /** Makes `/functions/v1/{name}` answer with the handler (its value as JSON, or an Answer). */
  setFunction(name: string, handler: FunctionHandler): void;
  /** Stops answering; hanging requests are cut off. */
  close(): Promise<void>;
}
