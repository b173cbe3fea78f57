/**
 * @module server/db/ping
 * An empty transaction through the write path (for SQLite on a file, on the database thread behind the writes in
 * its queue): the health check's proof that the process can still record.
 */
import { procedure } from './db.js';

export const pingTx = procedure(import.meta.url, 'ping', async (q) => Number((await q.one<{ one: number }>('SELECT 1 AS one'))?.one) === 1);
