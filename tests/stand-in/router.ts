import type { IncomingMessage } from 'node:http';
import { json, storageError } from './answers';
import { bearerOf, type StandInAuth } from './auth';
import { answerAuth } from './auth-routes';
import type { Verified } from './auth-tokens';
import type { Bucket, Caller } from './bucket';
import type { StandInDatabase } from './database';
import { answerFunction } from './functions';
import { answerRest, pgrstError } from './postgrest';
import type { Resumable } from './resumable';
import type { ParsedRoute } from './routes';
import { callFunction } from './rpc';
import { download, listFolder, normalizeFolder, serveSigned, type Signer, signMany, signOne } from './storage';
import { writeRest } from './writes';
import type { Answer, FunctionHandler } from './types';

/**
 * Which key a request carries decides its role, as Supabase's gateway does: the anon key runs
 * as `anon`, the secret key as `service_role` (which bypasses row-level security); a Bearer that
 * is a user's access token runs as `authenticated` with its claims in request.jwt.claims (so
 * auth.uid() is the user), as PostgREST and Storage do. The request's headers reach Postgres as
 * request.headers. Then each route is answered by its module.
 */

export interface RouterContext {
  db: StandInDatabase;
  bucket: Bucket;
  signer: Signer;
  anonKey: string;
  serviceKey: string;
  auth: StandInAuth;
  functions: Map<string, FunctionHandler>;
  imageTransforms(): boolean;
  resumable: Resumable;
}

/** A request's headers as one string each (a repeated one joined), as PostgREST hands them to request.headers. */
export const headersOf = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));

const BUCKET_NOT_FOUND = () => storageError(400, '404', 'Bucket not found', 'Bucket not found');

const STORAGE_REFUSALS = { malformed: 'jwt malformed', signature: 'invalid signature', expired: 'jwt expired' };

/** A Bearer that is no valid token, as PostgREST (401) or Storage (400, InvalidJWT) answers it. */
function badToken(kind: string, refused: Exclude<Verified, { ok: true }>): Answer {
  if (kind !== 'rest' && kind !== 'rest-write' && kind !== 'rpc') return storageError(400, '400', 'InvalidJWT', STORAGE_REFUSALS[refused.reason]);
  const message = {
    malformed: `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${refused.parts})`,
    signature: 'JWSError JWSInvalidSignature',
    expired: 'JWT expired',
  }[refused.reason];
  const answer = pgrstError(401, 'PGRST301', message);
  return { ...answer, headers: { ...answer.headers, 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` } };
}

/** Who a request runs as: its Bearer when that is a key or a user's access token (PostgREST and Storage check its signature and expiry, not its session), else its apikey. */
function callerOf(ctx: RouterContext, req: IncomingMessage, kind: string): Caller | Answer {
  const headers = headersOf(req);
  // Edge functions and signed links read no user token here.
  const bearer = kind === 'function' || kind === 'file' ? undefined : bearerOf(headers);
  if (bearer && bearer !== ctx.anonKey && bearer !== ctx.serviceKey) {
    const verified = ctx.auth.verify(bearer);
    return verified.ok ? { role: 'authenticated', headers, claims: verified.claims } : badToken(kind, verified);
  }
  const role = (bearer ?? req.headers.apikey) === ctx.serviceKey ? 'service_role' : 'anon';
  return { role, headers, claims: { role } };
}

/** The normal answer (or its wrong-shaped twin) to a request. */
export async function route(ctx: RouterContext, parsed: ParsedRoute, req: IncomingMessage, url: URL, body: unknown, bytes: Buffer, wrongShape: boolean): Promise<Answer> {
  const { route: kind } = parsed;
  if (kind === 'health') return json(200, { status: 'ok' });
  if (kind === 'unknown') return json(404, { message: 'stand-in: no such route' });
  // A signed link, and an upload to a signed address, carry their token alone, as a browser sends them.
  const keyless = kind === 'file' || kind === 'upload-signed' || (kind.startsWith('tus-') && parsed.signed) || (kind === 'auth' && parsed.objectPath === '.well-known/jwks.json');
  if (!keyless && req.headers.apikey !== ctx.anonKey && req.headers.apikey !== ctx.serviceKey) {
    return json(401, { message: req.headers.apikey ? 'Invalid API key' : 'No API key found in request' });
  }
  const method = req.method ?? 'GET';
  if (kind === 'auth') {
    const issuer = `http://${req.headers.host ?? 'localhost'}/auth/v1`;
    const request = { path: parsed.objectPath as string, method, query: url.searchParams, headers: headersOf(req), body, issuer };
    return answerAuth(ctx.auth, request);
  }
  const caller = callerOf(ctx, req, kind);
  if (!('role' in caller)) return caller;
  const service = caller.role === 'service_role';
  const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
  switch (kind) {
    case 'rpc':
      return callFunction(ctx.db, parsed.objectPath as string, body, caller);
    case 'rest':
      return answerRest(ctx.db, { table: parsed.table as string, query: url.searchParams, accept: req.headers.accept ?? '', ...caller, range }, wrongShape);
    case 'rest-write':
      return writeRest(ctx.db, { table: parsed.table as string, method, query: url.searchParams, prefer: String(req.headers.prefer ?? ''), body, ...caller });
    case 'function':
      return answerFunction(ctx.functions, { name: parsed.objectPath as string, method, headers: req.headers, body });
    case 'bucket':
      // storage.buckets is hidden from the anon key and signed-in users by row-level security.
      return service ? ctx.bucket.answerBucket(method, parsed.bucket, body) : BUCKET_NOT_FOUND();
    default:
      break;
  }
  const { bucket, signer } = ctx;
  if (kind.startsWith('tus-')) return answerResumable(ctx, parsed, req, keyless ? null : caller);
  if (parsed.bucket !== bucket.name || !(await bucket.state()).exists) return BUCKET_NOT_FOUND();
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, never>;
  const objectPath = parsed.objectPath as string;
  switch (kind) {
    case 'upload':
      return bucket.upload(caller, objectPath, method, req.headers, bytes);
    case 'upload-sign':
      return bucket.signUpload(caller, objectPath, req.headers['x-upsert'] === 'true');
    case 'upload-signed':
      return bucket.uploadSigned(url.searchParams.get('token') ?? '', objectPath, req.headers, bytes);
    case 'remove':
      return bucket.remove(caller, body);
    case 'list': {
      const folder = normalizeFolder(typeof b.prefix === 'string' ? b.prefix : '');
      return listFolder(bucket.name, await bucket.visible(caller, { under: folder ? `${folder}/` : '' }), b, wrongShape);
    }
    case 'sign':
      return signOne(signer, bucket.name, objectPath, await bucket.visible(caller, { paths: [objectPath] }), b, wrongShape, ctx.imageTransforms());
    case 'sign-batch': {
      const paths: unknown = (b as { paths?: unknown }).paths;
      const asked = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
      return signMany(signer, bucket.name, await bucket.visible(caller, { paths: asked }), b, wrongShape);
    }
    case 'file':
      if (parsed.rendered && !ctx.imageTransforms()) {
        // What Storage answers a render link on a project whose plan has no image transformation.
        return json(403, { statusCode: '403', error: 'FeatureNotEnabled', message: 'feature not enabled for this tenant', code: 'FeatureNotEnabled' });
      }
      return serveSigned(signer, bucket.name, objectPath, url.searchParams.get('token'), Boolean(parsed.rendered), bucket.files, wrongShape, range);
    case 'download':
      return download(objectPath, await bucket.visible(caller, { paths: [objectPath] }), wrongShape, range);
    default:
      return json(404, { message: 'stand-in: no such route' });
  }
}

function answerResumable(ctx: RouterContext, parsed: ParsedRoute, req: IncomingMessage, caller: Caller | null): Promise<Answer> | Answer {
  const signed = parsed.signed === true;
  const id = parsed.uploadId as string;
  switch (parsed.route) {
    case 'tus-create':
      return ctx.resumable.create(req, caller, signed, `http://${req.headers.host ?? 'localhost'}`);
    case 'tus-offset':
      return ctx.resumable.head(req, id, signed);
    case 'tus-patch':
      return ctx.resumable.patch(req, id, signed);
    default:
      return ctx.resumable.remove(req, id, signed);
  }
}
