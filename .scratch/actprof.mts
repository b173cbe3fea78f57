import { startTestServer, login, sleep } from '../test/server/helpers.js';
import { games } from '../src/registry.js';
import { Bot } from '../test/fixtures/bot.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { TableRuntime } from '../src/table/table-runtime.js';
const s = await startTestServer({ games: games(), logger: { level: 'warn' }, timings: { bettingMs: 500, decisionMs: 10000, graceMs: 10000 } });
// wrap prototype methods to time them
const P: any = TableRuntime.prototype;
const stats: Record<string, number[]> = {};
for (const m of ['commit', 'advance', 'startRound', 'mirrorSeats', 'accept', 'roundFor', 'lastFor', 'betting', 'closeBetting']) {
  const orig = P[m];
  P[m] = function (...a: unknown[]) { const t = performance.now(); const r = orig.apply(this, a); const done = () => (stats[m] ??= []).push(performance.now() - t); if (r && typeof r.then === 'function') return r.then((x: unknown) => (done(), x)); done(); return r; };
}
const st = s.ctx.host.get('blackjack-eus')!; const store: any = (st as any).deps.store;
for (const m of ['appendAction', 'createRound']) { const orig = store[m].bind(store); store[m] = async (...a: unknown[]) => { const t = performance.now(); const r = await orig(...a); (stats['store.' + m] ??= []).push(performance.now() - t); return r; }; }
const g: any = st.game;
for (const m of ['apply', 'legalActions', 'view', 'create', 'awaiting']) { const orig = g[m]; g[m] = (...a: unknown[]) => { const t = performance.now(); const r = orig(...a); (stats['game.' + m] ??= []).push(performance.now() - t); return r; }; }
const b = new Bot({ url: s.url, token: await login(s.url, 'alice'), username: 'alice', table: 'blackjack-eus', box: 1, rng: seededRng('x'), thinkMs: 0 });
await b.start();
await sleep(3000);
b.stop();
for (const [k, v] of Object.entries(stats)) console.log(k.padEnd(22), 'n', String(v.length).padStart(5), 'total', v.reduce((a, b) => a + b, 0).toFixed(1).padStart(8), 'ms  max', Math.max(...v).toFixed(1));
await s.stop();
