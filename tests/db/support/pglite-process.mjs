// Runs PGlite in a plain Node process for the Jest tests: PGlite loads its WebAssembly
// with dynamic import(), which Jest's module sandbox refuses. The tests talk to this
// process over IPC (see postgres.ts): one database, one session, requests in order.
import { PGlite } from '@electric-sql/pglite';

const db = new PGlite();

const describeError = (e) => ({
  message: e instanceof Error ? e.message : String(e),
  code: e && typeof e === 'object' && 'code' in e ? e.code : undefined,
});

let queue = Promise.resolve();

process.on('message', (request) => {
  queue = queue.then(async () => {
    const { id, op, sql, params } = request;
    try {
      let result;
      if (op === 'query') {
        const r = await db.query(sql, params ?? []);
        result = { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
      } else if (op === 'exec') {
        await db.exec(sql);
        result = null;
      } else if (op === 'close') {
        await db.close();
        process.send({ id, ok: true, result: null }, () => process.exit(0));
        return;
      } else {
        throw new Error(`unknown operation ${op}`);
      }
      process.send({ id, ok: true, result });
    } catch (e) {
      process.send({ id, ok: false, error: describeError(e) });
    }
  });
});

process.on('disconnect', () => process.exit(0));
await db.waitReady;
process.send({ ready: true });
