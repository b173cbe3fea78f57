/**
 * @module server/db/sqlite-worker
 * The database thread of `sqlite-thread`: the only writer of the SQLite file, running the in-thread adapter
 * (`sqlite`, with its group commit) on a connection of its own. It runs what the caller's thread sends, in the
 * order sent: procedures (a whole transaction per message), single writes, and transactions whose statements the
 * caller sends one at a time (`tx` with a body on the caller's thread). Replies go back only after COMMIT.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { registeredProcedure, type Sql, type SqlValue } from './db.js';
import { outbox } from './outbox.js';
import { openSqlite } from './sqlite.js';
import { toWireError } from './wire-errors.js';
import type { FromDbThread, ToDbThread } from './sqlite-thread.js';

if (!parentPort) throw new Error('sqlite-worker runs as a worker thread');
const port = parentPort;
const db = openSqlite((workerData as { file: string }).file);
/** Replies go out in arrays (`outbox`): a batch's replies all come at its COMMIT, sent REPLY_CHUNK at a time. */
const REPLY_CHUNK = 16;
const post = outbox<FromDbThread>((ms) => port.postMessage(ms), REPLY_CHUNK);
const settle = (id: number, p: Promise<unknown>): void => {
  p.then(
    (value) => post({ t: 'done', id, value }),
    (e: unknown) => post({ t: 'fail', id, error: toWireError(e) }),
  );
};

/** Transactions whose body runs on the caller's thread: each waits here for its statements and its end. */
const remote = new Map<number, { readonly q: Sql; readonly end: (ok: boolean) => void }>();

/** The caller's body failed: its transaction is rolled back (the caller keeps its own error). */
class RemoteAbort extends Error {}

const statement = (q: Sql, op: 'all' | 'one' | 'run', sql: string, params: readonly SqlValue[]): Promise<unknown> =>
  op === 'all' ? q.all(sql, params) : op === 'one' ? q.one(sql, params) : q.run(sql, params);

async function handle(m: ToDbThread): Promise<void> {
  switch (m.t) {
    case 'call': {
      let p = registeredProcedure(m.module, m.name);
      if (!p) {
        try {
          await import(m.module);
        } catch (e) {
          post({ t: 'fail', id: m.id, error: toWireError(e) });
          return;
        }
        p = registeredProcedure(m.module, m.name);
      }
      if (!p) {
        post({ t: 'fail', id: m.id, error: toWireError(new Error(`no procedure ${m.name} in ${m.module}`)) });
        return;
      }
      const proc = p;
      settle(m.id, db.tx((q) => proc.run(q, m.args)));
      return;
    }
    case 'stmt':
      settle(m.id, db.tx((q) => statement(q, m.op, m.sql, m.params)));
      return;
    case 'pragma':
      settle(m.id, db.run(m.sql));
      return;
    case 'tx':
      settle(
        m.id,
        db.tx(
          (q) =>
            new Promise<undefined>((ok, fail) => {
              remote.set(m.id, { q, end: (good) => (good ? ok(undefined) : fail(new RemoteAbort('the transaction body failed'))) });
              post({ t: 'open', id: m.id });
            }),
        ),
      );
      return;
    case 'q': {
      const r = remote.get(m.tx);
      if (!r) {
        post({ t: 'fail', id: m.id, error: toWireError(new Error(`transaction ${m.tx} is not open`)) });
        return;
      }
      settle(m.id, statement(r.q, m.op, m.sql, m.params));
      return;
    }
    case 'end': {
      const r = remote.get(m.id);
      remote.delete(m.id);
      r?.end(m.ok);
      return;
    }
    case 'close':
      await db.close();
      // After the replies still queued: `close` is sent only once every request has been answered.
      setImmediate(() => {
        port.postMessage([{ t: 'closed' }]);
        port.close();
      });
      return;
  }
}

// Messages come in arrays (the caller's sends of one turn) and are handled strictly in the order sent (a
// procedure's module may have to be imported first).
let chain: Promise<void> = Promise.resolve();
port.on('message', (ms: ToDbThread[]) => {
  chain = chain
    .then(async () => {
      for (const m of ms) await handle(m);
    })
    .catch((e: unknown) => post({ t: 'crash', error: toWireError(e) }));
});
post({ t: 'ready' });
