import type { IncomingMessage } from 'node:http';
import { answerFunction } from './functions';
import type { FunctionHandler } from './types';
import type { ParsedRoute } from './routes';
import { json, storageError } from './answers';
import type { Answer, Row, StoredFile } from './types';
import { answerBucket, deleteRows, permissionDenied, removeFiles, requestedGuestFolder, upload, visibleFiles, visibleRows, writeRows, type BucketState } from './writes';

/**
 * The stand-in's additions for the couple's tools and the edge-function client: the
 * service-role key, writes, buckets, uploads, `/functions/v1/{name}`, a projects-without-image-
 * transformation switch, and (opt-in) our row-level-security policies for the anon key.
 * server.ts asks these first and falls through to the site's read routes.
 */

export interface ExtrasOptions {
  tables: Map<string, Row[]>;
  files: Map<string, StoredFile>;
  bucket: string;
  serviceKey: string;
  rls: boolean;
  imageTransforms: boolean;
  bucketExists: boolean;
}

export function createExtras(o: ExtrasOptions) {
  const bucketState: BucketState = { exists: o.bucketExists, public: false };
  const functions = new Map<string, FunctionHandler>();
  let imageTransforms = o.imageTransforms;

  const isService = (req: IncomingMessage) => req.headers.apikey === o.serviceKey;

  return {
    isService,

    /** The rows and files this request may read: everything, or what our policies show the anon key. */
    view(req: IncomingMessage): { tables: Map<string, Row[]>; files: Map<string, StoredFile> } {
      if (!o.rls || isService(req)) return { tables: o.tables, files: o.files };
      const header = req.headers['x-guest-id'];
      return { tables: visibleRows(o.tables, header), files: visibleFiles(o.files, requestedGuestFolder(o.tables, header)) };
    },

    /** The answer for the added routes (and the transform switch), or undefined for the site's own routes. */
    answer(parsed: ParsedRoute, req: IncomingMessage, url: URL, body: unknown, bytes: Buffer): Answer | undefined {
      const service = isService(req);
      switch (parsed.route) {
        case 'rest-write': {
          if (!service) return permissionDenied(parsed.table as string);
          if (req.method === 'DELETE') return deleteRows(o.tables, parsed.table as string, url.searchParams, String(req.headers.prefer ?? ''));
          if (req.method !== 'POST') return json(501, { message: 'stand-in: only inserts, upserts and deletes are written' });
          return writeRows(o.tables, parsed.table as string, url.searchParams, String(req.headers.prefer ?? ''), body);
        }
        case 'function':
          return answerFunction(functions, { name: parsed.objectPath as string, method: req.method ?? 'POST', headers: req.headers, body });
        case 'bucket':
          // storage.buckets is hidden from the anon key by row-level security.
          if (!service) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
          return answerBucket(req.method ?? 'GET', parsed.bucket, o.bucket, bucketState, body);
        default:
          break;
      }
      if (parsed.bucket === undefined) return undefined;
      if (parsed.bucket !== o.bucket || !bucketState.exists) return storageError(400, '404', 'Bucket not found', 'Bucket not found');
      if (parsed.route === 'upload') {
        if (!service) return storageError(400, '403', 'Unauthorized', 'new row violates row-level security policy');
        return upload(o.files, o.bucket, parsed.objectPath as string, req.method ?? 'POST', req.headers, bytes);
      }
      if (parsed.route === 'remove') {
        // With the anon key the delete policy matches nothing: Storage answers an empty list.
        return service ? removeFiles(o.files, o.bucket, body) : json(200, []);
      }
      if (parsed.route === 'file' && parsed.rendered && !imageTransforms) {
        // What Storage answers a project whose plan has no image transformation.
        return json(403, { statusCode: '403', error: 'FeatureNotEnabled', message: 'feature not enabled for this tenant', code: 'FeatureNotEnabled' });
      }
      return undefined;
    },

    bucketState: () => ({ ...bucketState }),
    /** Restores the bucket's state (from a data file). */
    setBucketState: (state: BucketState) => {
      Object.assign(bucketState, state);
    },
    setImageTransforms: (on: boolean) => {
      imageTransforms = on;
    },
    setFunction: (name: string, handler: FunctionHandler) => {
      functions.set(name, handler);
    },
  };
}
