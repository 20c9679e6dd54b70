// PGlite in a worker thread (see pglite.ts): a long statement runs here, never on the stand-in's
// main thread, so /health and every other request keep being answered. Plain JavaScript: a
// worker is started by Node itself, without the TypeScript loader of the stand-in or the tests.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** A PostgreSQL error's fields (code, detail, hint, …) survive the trip to the main thread. */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message };
}

let pg;
try {
  pg = await PGlite.create({ dataDir: workerData.dataDir });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ fatal: plain(error) });
}

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    if (op === 'close') {
      await pg.close();
      parentPort.postMessage({ id, result: null });
    } else if (op === 'exec') {
      await pg.exec(sql);
      parentPort.postMessage({ id, result: null });
    } else {
      const result = await pg.query(sql, params);
      parentPort.postMessage({
        id,
        result: { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length },
      });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: plain(error) });
  }
});
