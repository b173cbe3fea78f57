import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs'; import { tmpdir } from 'node:os'; import { join } from 'node:path';
const d = new Database(join(mkdtempSync(join(tmpdir(), 'sq-')), 'x.db'));
d.pragma('journal_mode = WAL'); d.pragma('synchronous = NORMAL');
d.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
const ins = d.prepare('INSERT INTO t (v) VALUES (?)'); const b = d.prepare('BEGIN IMMEDIATE'), c = d.prepare('COMMIT');
const big = 'x'.repeat(10000);
let t = performance.now(); const lat = [];
for (let i = 0; i < 2000; i++) { const s = performance.now(); b.run(); ins.run(i % 20 ? 'small' : big); c.run(); lat.push(performance.now() - s); }
lat.sort((a, b) => a - b);
console.log('2000 tx', (performance.now() - t).toFixed(0), 'ms; p50', lat[1000].toFixed(3), 'p99', lat[1980].toFixed(3), 'max', lat[1999].toFixed(1));
