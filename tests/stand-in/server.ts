import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { STORAGE } from '../../lib/wedding/constants';
import { parseArgs, USAGE } from './cli-args';
import { readDataFile, writeDataFile } from './data-file';
import { DEMO_CONTENT_DIR, loadDemoFiles, loadDemoTables, TABLES, toStoredFile } from './demo-data';
import { createExtras } from './extras';
import { FailureBook, internalError, malformed } from './failures';
import { relayError } from './functions';
import { answerRest } from './postgrest';
import { createRpc } from './rpc';
import { classify, pathSegments, queryObject, readRequestBody, type ParsedRoute } from './routes';
import { download, listFolder, serveSigned, Signer, signMany, signOne } from './storage';
import { json, storageError } from './answers';
import type { Answer, RecordedRequest, Row, StandIn, StandInOptions, StoredFile } from './types';

/**
 * A local stand-in for the hosted Supabase project: a plain `http` server answering the
 * PostgREST (`/rest/v1`) and Storage (`/storage/v1`) requests that @supabase/supabase-js
 * sends for our calls, so the real client can be pointed at it in tests and benchmarks.
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
const WRITES = new Set<string>(['rest-write', 'bucket', 'upload', 'remove']);

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
};

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const useDemo = options.demo !== false;
  const contentDir = options.contentDir ?? DEMO_CONTENT_DIR;
  const bucket = options.bucket ?? STORAGE.bucket;
  const anonKey = options.anonKey ?? DEFAULT_ANON_KEY;
  const saved = options.dataFile ? readDataFile(options.dataFile) : null;
  const tables = new Map<string, Row[]>(
    saved ? saved.tables : useDemo ? Object.entries(loadDemoTables(contentDir)) : TABLES.map((t): [string, Row[]] => [t, []]),
  );
  for (const [name, rows] of Object.entries(options.tables ?? {})) tables.set(name, rows);
  const files: Map<string, StoredFile> = saved
    ? saved.files
    : options.files
      ? new Map(Object.entries(options.files).map(([p, f]) => [p, toStoredFile(p, f)]))
      : useDemo
        ? loadDemoFiles(contentDir)
        : new Map();
  const signer = new Signer(randomBytes(32).toString('hex'), options.now);
  const serviceKey = options.serviceKey ?? DEFAULT_SERVICE_KEY;
  const extras = createExtras({
    tables,
    files,
    bucket,
    serviceKey,
    rls: options.rls === true,
    imageTransforms: options.imageTransforms !== false,
    bucketExists: options.bucketExists !== false,
  });
  if (saved) extras.setBucketState(saved.bucket);
  const save = () => {
    if (options.dataFile) writeDataFile(options.dataFile, { tables, files, bucket: extras.bucketState() });
  };
  save();
  const rpc = createRpc(tables, { rls: options.rls === true, migrated: options.guestOpens !== false });
  const failures = new FailureBook(options.failures);
  const requests: RecordedRequest[] = [];
  let latencyMs = options.latencyMs ?? 0;
  let pending = 0;
  let closed = false;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  /** The normal answer (or its wrong-shaped twin). */
  function answer(parsed: ParsedRoute, req: IncomingMessage, url: URL, body: unknown, wrongShape: boolean, bytes: Buffer): Answer {
    const { route } = parsed;
    if (route === 'health') return json(200, { status: 'ok' });
    if (route === 'unknown') return json(404, { message: 'stand-in: no such route' });
    if (route !== 'file' && req.headers.apikey !== anonKey && !extras.isService(req)) {
      return json(401, { message: req.headers.apikey ? 'Invalid API key' : 'No API key found in request' });
    }
    const called = rpc.answer(parsed, extras.isService(req), body);
    if (called) return called;
    const extra = extras.answer(parsed, req, url, body, bytes);
    if (extra) return extra;
    const visible = extras.view(req);
    if (route === 'rest') return answerRest(visible.tables, parsed.table as string, url.searchParams, req.headers.accept ?? '', wrongShape);
    if (parsed.bucket !== bucket) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, never>;
    const objectPath = parsed.objectPath as string;
    switch (route) {
      case 'list':
        return listFolder(bucket, visible.files, b, wrongShape);
      case 'sign':
        return signOne(signer, bucket, objectPath, visible.files, b, wrongShape);
      case 'sign-batch':
        return signMany(signer, bucket, visible.files, b, wrongShape);
      case 'file':
        return serveSigned(signer, bucket, objectPath, url.searchParams.get('token'), Boolean(parsed.rendered), files, wrongShape);
      case 'download':
        return download(objectPath, visible.files, wrongShape);
      default:
        return json(404, { message: 'stand-in: no such route' });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, release: () => void) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const segments = pathSegments(url.pathname);
    const { body, bytes } = await readRequestBody(req);
    const parsed: ParsedRoute = segments ? classify(method, segments) : { route: 'unknown' };
    requests.push({
      method,
      path: segments ? `/${segments.join('/')}` : url.pathname,
      query: queryObject(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
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

    const failure = parsed.route === 'health' || parsed.route === 'unknown' ? undefined : failures.take(parsed, body);
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
    else if (failure?.mode === 'malformed-json') out = malformed(failure.route, answer(parsed, req, url, body, false, bytes));
    else out = answer(parsed, req, url, body, failure?.mode === 'wrong-shape', bytes);

    if (WRITES.has(parsed.route) && out.status < 300) save();
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
    handle(req, res, release).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`stand-in crashed: ${String(e)}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    port,
    anonKey,
    bucket,
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
    setTable: (name, rows) => {
      tables.set(name, rows);
    },
    setFile: (p, f) => {
      files.set(p, toStoredFile(p, f));
    },
    removeFile: (p) => {
      files.delete(p);
    },
    serviceKey,
    table: (name) => (tables.get(name) ?? []).map((r) => ({ ...r })),
    filePaths: () => [...files.keys()].sort(),
    fileBytes: (p) => files.get(p)?.bytes,
    bucketState: () => extras.bucketState(),
    setImageTransforms: (on) => extras.setImageTransforms(on),
    setFunction: (name, handler) => extras.setFunction(name, handler),
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const t of timers) clearTimeout(t);
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
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
