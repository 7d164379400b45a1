// Runs PGlite in a plain Node process for the tests and the Supabase stand-in: PGlite loads its
// WebAssembly with dynamic import(), which Jest's module sandbox refuses. The parent talks to this
// process over IPC (see postgres.ts): one database, one session, requests in order.
// argv[2], when given, is a data directory saved by `dump` to start from (a migrated template).
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const template = process.argv[2];
const db = template ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) : new PGlite();

const describeError = (e, statement) => ({
  message: e instanceof Error ? e.message : String(e),
  code: e && typeof e === 'object' && 'code' in e ? e.code : undefined,
  statement,
});

const rowsOf = (r) => ({ rows: r.rows, affectedRows: r.affectedRows ?? 0 });

/**
 * One request as PostgREST and Storage run it: a transaction, switched to `role` with the request's
 * headers in request.headers, its statements in order; any error rolls all of them back.
 */
async function transaction({ role, headers, claims, statements }) {
  let failed;
  const results = [];
  try {
    await db.transaction(async (tx) => {
      if (role)
        await tx.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $3, true), set_config('role', $2, true)`, [
          headers ?? '{}',
          role,
          claims ?? '{}',
        ]);
      for (let i = 0; i < statements.length; i++) {
        const { sql, params } = statements[i];
        try {
          results.push(rowsOf(await tx.query(sql, params ?? [])));
        } catch (e) {
          failed = describeError(e, i);
          throw e;
        }
      }
    });
  } catch (e) {
    throw failed ? Object.assign(new Error(failed.message), failed) : e;
  }
  return results;
}

let queue = Promise.resolve();

process.on('message', (request) => {
  queue = queue.then(async () => {
    const { id, op, sql, params } = request;
    try {
      let result;
      if (op === 'query') {
        result = rowsOf(await db.query(sql, params ?? []));
      } else if (op === 'exec') {
        await db.exec(sql);
        result = null;
      } else if (op === 'tx') {
        result = await transaction(request);
      } else if (op === 'dump') {
        result = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      } else if (op === 'close') {
        await db.close();
        process.send({ id, ok: true, result: null }, () => process.exit(0));
        return;
      } else {
        throw new Error(`unknown operation ${op}`);
      }
      process.send({ id, ok: true, result });
    } catch (e) {
      process.send({ id, ok: false, error: describeError(e, e?.statement) });
    }
  });
});

process.on('disconnect', () => process.exit(0));
await db.waitReady;
process.send({ ready: true });
