import { createServer } from '../src/server/app.js';
import { games } from '../src/registry.js';
import { rmSync } from 'node:fs';
rmSync('/tmp/cw/reg.db', { force: true }); rmSync('/tmp/cw/reg.db-wal', { force: true });
const s = await createServer({ port: 0, host: '127.0.0.1', db: '/tmp/cw/reg.db', web: false, logger: { level: 'warn' }, games: games() });
console.log('tables', s.ctx.host.all().map((t) => `${t.id}:${t.current?.seq ?? 'none'}`).join(' '));
await s.close();
