import { startTestServer, login, Client, sleep } from '../test/server/helpers.js';
import { games } from '../src/registry.js';
import { Bot } from '../test/fixtures/bot.js';
import { seededRng } from '../src/rng/seeded-rng.js';
const s = await startTestServer({ games: games(), logger: { level: 'warn' }, timings: { bettingMs: 300, decisionMs: 3000, graceMs: 10000 } });
const T = 'blackjack-eus';
const names = ['alice', 'bob', 'carol'];
const bots = [];
for (const [i, n] of names.entries()) { const b = new Bot({ url: s.url, token: await login(s.url, n), username: n, table: T, box: i + 1, rng: seededRng(n), thinkMs: 100 }); await b.start(); bots.push(b); }
const w = await Client.connect(s.url);
await w.request({ type: 'join', table: T, as: 'spectator' });
const t0 = Date.now();
w.ws.on('message', (d) => { const f = JSON.parse(d.toString()); if (f.type === 'table' && f.round) console.log(Date.now() - t0, f.round.id, f.round.version, f.round.view.phase, JSON.stringify(f.round.awaiting.map((a: any) => a.player ?? a.kind)), f.round.timer); });
await sleep(6000);
console.log('acked', bots.map((b) => b.acked.length), [...bots.flatMap((b) => [...b.errors])]);
for (const b of bots) b.stop();
await w.close(); await s.stop();
