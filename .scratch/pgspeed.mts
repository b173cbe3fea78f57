import { startTestServer, login, freshPgDatabase, sleep } from '../test/server/helpers.js';
import { Bot } from '../test/fixtures/bot.js';
import { seededRng } from '../src/rng/seeded-rng.js';
const which = process.argv[2];
const db = which === 'pg' ? await freshPgDatabase('speed') : null;
let t0 = Date.now();
const s = await startTestServer({ ...(db ? { db: db.url } : {}), timings: { bettingMs: 150, decisionMs: 400 } });
console.log('start ms', Date.now() - t0);
const bots = [];
for (const [i, u] of ['alice', 'bob', 'carol'].entries()) { const b = new Bot({ url: s.url, token: await login(s.url, u), username: u, table: 'high-card-test', box: i + 1, rng: seededRng(u), thinkMs: 10 }); await b.start(); bots.push(b); }
t0 = Date.now();
await sleep(3000);
console.log(which, 'acked', bots.map((b) => b.acked.length), [...bots.flatMap((b) => [...b.errors])]);
for (const b of bots) b.stop();
t0 = Date.now(); await s.stop(); console.log('stop ms', Date.now() - t0);
await db?.drop();
