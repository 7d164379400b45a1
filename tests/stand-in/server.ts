import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { STORAGE } from '../../lib/wedding/spec-values';
import { StandInAuth } from './auth';
import { Bucket } from './bucket';
import { parseArgs, USAGE } from './cli-args';
import { readDataFile, writeDataFile } from './data-file';
import { StandInDatabase, TABLES } from './database';
import { DEMO_CONTENT_DIR, loadDemoFiles, loadDemoTables, toStoredFile } from './demo-data';
import { FailureBook, gatewayPage, internalError, malformed, tooManyRequests, unauthorized } from './failures';
import { relayError } from './functions';
import { headersOf, route, type RouterContext } from './router';
import { classify, pathSegments, queryObject, readRequestBody, type ParsedRoute } from './routes';
import { DROPPED, Resumable } from './resumable';
import { Signer } from './storage';
import type { Answer, FunctionHandler, RecordedRequest, Row, StandIn, StandInOptions, StoredFile } from './types';

/**
 * A local stand-in for the hosted Supabase project: a plain `http` server answering the
 * PostgREST (`/rest/v1`), Storage (`/storage/v1`) and Auth (`/auth/v1`, auth.ts) requests that
 * @supabase/supabase-js sends for our calls, from a real PostgreSQL (PGlite) with supabase/migrations
 * applied and their row-level-security policies on (database.ts), so the real client can be pointed
 * at it in tests and benchmarks, and the couple can try the tools and the site without a project.
 *
 *   npm run stand-in -- [--empty] [--data stand-in-data.json] [--port 54321] [--latency 80]
 */

export type {
  FailureMode,
  FailureRule,
  FailureWhere,
  FileInput,
  RecordedRequest,
  RouteKind,
  Row,
  StandIn,
  StandInOptions,
} from './types';

export type { FunctionHandler, FunctionRequest } from './types';

export const DEFAULT_ANON_KEY = 'stand-in-anon-key';
export const DEFAULT_SERVICE_KEY = 'stand-in-service-key';

/** The requests that may change the tables, files or bucket: after each, the data file (if any) is rewritten. */
const WRITES = new Set<string>(['rest-write', 'bucket', 'upload', 'upload-signed', 'remove', 'rpc', 'tus-patch']);

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  // What a browser's resumable upload reads back (Storage's TUS server exposes the same).
  'access-control-expose-headers': 'Location, Upload-Offset, Upload-Length, Tus-Resumable, Tus-Complete, Upload-Metadata',
};


export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const useDemo = options.demo !== false;
  const contentDir = options.contentDir ?? DEMO_CONTENT_DIR;
  const anonKey = options.anonKey ?? DEFAULT_ANON_KEY;
  const serviceKey = options.serviceKey ?? DEFAULT_SERVICE_KEY;
  const saved = options.dataFile ? readDataFile(options.dataFile) : null;
  const tables: Record<string, Row[]> = saved
    ? Object.fromEntries(saved.tables)
    : { ...(useDemo ? loadDemoTables(contentDir) : {}), ...options.tables };
  const files: Map<string, StoredFile> = saved
    ? saved.files
    : options.files
      ? new Map(Object.entries(options.files).map(([p, f]) => [p, toStoredFile(p, f)]))
      : useDemo
        ? loadDemoFiles(contentDir)
        : new Map();
  const db = await StandInDatabase.acquire({ rls: options.rls !== false, guestOpens: options.guestOpens !== false, guestReplies: options.guestReplies !== false, deskMessages: options.deskMessages !== false, lastSeed: options.lastSeed !== false });
  const bucket = new Bucket(db, options.bucket ?? STORAGE.bucket, files);
  try {
    for (const table of [...TABLES, ...Object.keys(tables).filter((t) => !(TABLES as readonly string[]).includes(t))]) {
      if (tables[table]?.length) await db.insertRows(table, tables[table]);
    }
    await bucket.load(saved ? saved.bucket.exists : options.bucketExists !== false, saved?.bucket.public === true);
  } catch (e) {
    db.release();
    throw e;
  }
  let imageTransforms = options.imageTransforms !== false;
  const functions = new Map<string, FunctionHandler>();
  const authSettings = { disableSignup: options.disableSignup === true, mailerAutoconfirm: options.mailerAutoconfirm !== false, tokenSeconds: options.authTokenSeconds ?? 3600 };
  const ctx: RouterContext = {
    db,
    bucket,
    signer: new Signer(randomBytes(32).toString('hex'), options.now),
    anonKey,
    serviceKey,
    auth: new StandInAuth(db, authSettings, options.now ?? Date.now, { anon: anonKey, service: serviceKey }),
    functions,
    imageTransforms: () => imageTransforms,
    resumable: new Resumable(bucket),
  };
  const save = async () => {
    if (!options.dataFile) return;
    const rows = await Promise.all(TABLES.map(async (t): Promise<[string, Row[]]> => [t, await db.rows(t)]));
    writeDataFile(options.dataFile, { tables: new Map(rows.filter(([t]) => db.tables.has(t))), files, bucket: await bucket.state() });
  };
  await save();
  const failures = new FailureBook(options.failures);
  const requests: RecordedRequest[] = [];
  let latencyMs = options.latencyMs ?? 0;
  let pending = 0;
  let closed = false;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  async function handle(req: IncomingMessage, res: ServerResponse, release: () => void) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const segments = pathSegments(url.pathname);
    const parsed: ParsedRoute = segments ? classify(method, segments) : { route: 'unknown' };
    // A resumable upload's bytes are read as they arrive (resumable.ts), never held here first.
    const { body, bytes } = parsed.route === 'tus-patch' ? { body: undefined, bytes: Buffer.alloc(0) } : await readRequestBody(req);
    requests.push({
      method,
      path: segments ? `/${segments.join('/')}` : url.pathname,
      query: queryObject(url.searchParams),
      headers: headersOf(req),
      body,
      route: parsed.route,
      ...(parsed.table !== undefined ? { table: parsed.table } : {}),
      ...(parsed.bucket !== undefined ? { bucket: parsed.bucket } : {}),
      at: Date.now(),
    });
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (parsed.route !== 'health' && latencyMs > 0) await sleep(latencyMs);
    if (closed) return;

    // Health answers as it is, never slowed or failed (the router's first case).
    const failure = parsed.route === 'unknown' || parsed.route === 'health' ? undefined : failures.take(parsed, body);
    if (failure?.mode === 'hang') {
      release();
      return; // the socket stays open until close()
    }
    if (failure?.mode === 'refuse') {
      req.socket.destroy();
      return;
    }
    let out: Answer;
    if (failure?.mode === '500') out = internalError(failure.route);
    else if (failure?.mode === 'relay-error') out = relayError();
    else if (failure?.mode === 'html-502') out = gatewayPage();
    else if (failure?.mode === '401') out = unauthorized();
    else if (failure?.mode === '429') out = tooManyRequests();
    else if (failure?.mode === 'malformed-json') out = malformed(failure.route, await route(ctx, parsed, req, url, body, bytes, false));
    else out = await route(ctx, parsed, req, url, body, bytes, failure?.mode === 'wrong-shape');
    if (closed || out === DROPPED) return;

    if (WRITES.has(parsed.route) && out.status < 300) await save();
    const payload = out.body ?? '';
    res.writeHead(out.status, { ...CORS, ...out.headers, 'content-length': String(Buffer.byteLength(payload)) });
    res.end(method === 'HEAD' ? undefined : payload);
  }

  const server = createServer((req, res) => {
    pending += 1;
    let counted = true;
    const release = () => {
      if (counted) pending -= 1;
      counted = false;
    };
    res.on('close', release);
    const work = handle(req, res, release).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`stand-in crashed: ${String(e)}`);
    });
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (e) {
    db.release();
    throw e;
  }
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    port,
    anonKey,
    bucket: bucket.name,
    get pending() {
      return pending;
    },
    requests,
    requestsTo: (route) => requests.filter((r) => r.route === route),
    clearRequests: () => {
      requests.length = 0;
    },
    setFailure: (route, mode, where) => failures.set(route, mode, where),
    clearFailures: () => failures.clear(),
    setLatency: (ms) => {
      latencyMs = ms;
    },
    setTable: (name, rows) => db.replaceRows(name, rows).then(() => undefined),
    setFile: (p, f) => bucket.setFile(p, toStoredFile(p, f)),
    removeFile: (p) => bucket.removeFile(p),
    serviceKey,
    table: (name) => db.rows(name),
    filePaths: () => [...files.keys()].sort(),
    fileBytes: (p) => files.get(p)?.bytes,
    bucketState: () => bucket.state(),
    sql: (statement) => db.alter(statement),
    setImageTransforms: (on) => {
      imageTransforms = on;
    },
    uploadedBytes: (p) => ctx.resumable.bytesReceived(p),
    cutUploadAt: (p, offset) => ctx.resumable.cutAt(p, offset),
    setFunction: (name, handler) => {
      functions.set(name, handler);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const t of timers) clearTimeout(t);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      // Requests already inside the database finish before it is emptied for the next stand-in.
      await Promise.allSettled([...inFlight]);
      db.release();
    },
  };
}

if (require.main === module) {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  startStandIn(options)
    .then((standIn) => {
      // The URL alone on the first line, for scripts that start this as a separate process.
      console.log(standIn.url);
      console.error(
        `Supabase stand-in ready: SUPABASE_URL=${standIn.url} SUPABASE_ANON_KEY=${standIn.anonKey} SUPABASE_SERVICE_ROLE_KEY=${standIn.serviceKey}\n` +
          (options.dataFile ? `Kept in ${options.dataFile} across restarts. ` : 'Forgotten when it stops (give --data FILE to keep it). ') +
          'Ctrl+C stops it.',
      );
      const stop = () => void standIn.close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
