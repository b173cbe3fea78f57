/**
 * Fuzzing the WebSocket protocol (fast-check, fixed seed): malformed JSON, wrong types, unknown messages, huge
 * frames, out-of-turn actions, negative, fractional and over-limit amounts, stakes beyond the balance. Every one
 * gets a typed error and changes nothing: no recorded action, no ledger entry, no balance, no round version moves.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { after, before, test } from 'node:test';
import { Client, http, login, sleep, startTestServer, type TestServer } from './helpers.js';

const SEED = 20_240_611;
const T = 'high-card-test';
let s: TestServer;
let alice: Client;
let poor: Client;

async function snapshot(): Promise<string> {
  const rows = await s.ctx.db.all('SELECT (SELECT COUNT(*) FROM round_actions) AS actions, (SELECT COUNT(*) FROM ledger_tx) AS txs, (SELECT COUNT(*) FROM seats) AS seats, (SELECT COUNT(*) FROM rounds) AS rounds');
  const wallets = await s.ctx.db.all('SELECT id, balance FROM ledger_accounts ORDER BY id');
  return JSON.stringify({ rows, wallets, version: (s.ctx.host.get(T)?.current as { seq: number } | null)?.seq ?? null });
}

before(async () => {
  s = await startTestServer({ rateLimit: 1_000_000, timings: { bettingMs: 3_600_000, decisionMs: 3_600_000, graceMs: 3_600_000 } });
  const cashier = await login(s.url, 'cashier');
  await http(s.url, 'POST', '/api/accounts', { username: 'poor', password: 'demo', roles: ['player'] }, cashier);
  await http(s.url, 'POST', '/api/cashier/wallets/poor', { op: 'credit', amount: 150, key: 'poor-opening-1' }, cashier);
  alice = await Client.connect(s.url, await login(s.url, 'alice'));
  poor = await Client.connect(s.url, await login(s.url, 'poor'));
  for (const [c, box] of [[alice, 1], [poor, 2]] as const) {
    await c.request({ type: 'join', table: T });
    await c.request({ type: 'sit', table: T, box });
  }
  await alice.until((f) => f.type === 'table' && (f.table as { seats: { holder: string | null }[] }).seats[1]?.holder === 'poor');
});
after(async () => {
  await alice.close();
  await poor.close();
  await s.stop();
});

const CODE = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** Sends raw text; returns the single error reply (by id when it has one, else the next id-less error). */
async function refused(c: Client, raw: string, id: string | null): Promise<{ code: string }> {
  const reply = c.next((f) => (f.type === 'error' || f.type === 'ok') && f.id === id, 3000);
  c.sendRaw(raw);
  const f = await reply;
  assert.equal(f.type, 'error', `accepted: ${raw.slice(0, 200)}`);
  assert.match(f.code as string, CODE);
  return f as unknown as { code: string };
}

test('malformed JSON gets protocol/malformed-json and changes nothing', async () => {
  const before = await snapshot();
  await fc.assert(
    fc.asyncProperty(
      fc.string({ maxLength: 200 }).filter((x) => {
        try {
          JSON.parse(x);
          return false;
        } catch {
          return true;
        }
      }),
      async (junk) => assert.equal((await refused(alice, junk, null)).code, 'protocol/malformed-json'),
    ),
    { seed: SEED, numRuns: 150 },
  );
  assert.equal(await snapshot(), before);
});

test('any JSON that is not a valid message gets protocol/invalid-message and changes nothing', async () => {
  const before = await snapshot();
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (v) => {
      const id = `fz-${++n}`;
      const msg = v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...v, id } : v;
      const f = await refused(alice, JSON.stringify(msg), msg !== null && typeof msg === 'object' && !Array.isArray(msg) ? id : null);
      assert.equal(f.code, 'protocol/invalid-message');
    }),
    { seed: SEED, numRuns: 200 },
  );
  assert.equal(await snapshot(), before);
});

test('known messages with wrong field types are refused', async () => {
  const before = await snapshot();
  const wrong = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.string({ maxLength: 5 }), fc.array(fc.integer(), { maxLength: 3 }), fc.constant({}));
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('join', 'sit', 'stand', 'consent', 'ready', 'act', 'dealer', 'auth'), fc.constantFrom('table', 'box', 'key', 'version', 'action', 'token', 'command', 'allow', 'bettor'), wrong, async (type, field, value) => {
      const id = `wt-${++n}`;
      const base: Record<string, unknown> = { type, id, table: T, box: 1, key: 'fuzz-key-00001', version: 0, action: { type: 'stay', box: 1 }, bettor: 'bob', allow: true, token: 'x'.repeat(20), command: { kind: 'open' } };
      const msg = { ...base, [field]: value };
      const f = await refused(alice, JSON.stringify(msg), id);
      assert.match(f.code, CODE);
    }),
    { seed: SEED, numRuns: 200 },
  );
  assert.equal(await snapshot(), before);
});

test('bad amounts: negative, zero, fractional, over the limit, not numbers — each refused, nothing staked', async () => {
  const before = await snapshot();
  const round = () => s.ctx.host.get(T)?.current as { id: number };
  let n = 0;
  const amounts = fc.oneof(fc.integer({ max: 99 }), fc.integer({ min: 10_001 }), fc.double({ noInteger: true, noNaN: true }), fc.constant(Number.MAX_SAFE_INTEGER + 2), fc.string({ maxLength: 4 }), fc.constant(null));
  await fc.assert(
    fc.asyncProperty(amounts, fc.integer({ min: -2, max: 9 }), async (amount, box) => {
      const id = `am-${++n}`;
      const msg = { type: 'act', id, table: T, key: `fuzz-amount-${n}`, round: round().id, version: 0, action: { type: 'bet', box, amount } };
      const f = await refused(alice, JSON.stringify(msg), id);
      assert.match(f.code, /^(high-card|table)\//);
    }),
    { seed: SEED, numRuns: 200 },
  );
  assert.equal(await snapshot(), before);
});

test('out-of-turn and out-of-phase actions are refused', async () => {
  const before = await snapshot();
  const round = () => s.ctx.host.get(T)?.current as { id: number };
  let n = 0;
  const action = fc.oneof(
    fc.record({ type: fc.constantFrom('stay', 'double', 'withdraw'), box: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ type: fc.constantFrom('deal', 'reveal') }),
    fc.record({ type: fc.constant('bet'), box: fc.constantFrom(3, 4, 5), amount: fc.integer({ min: 100, max: 10_000 }) }),
  );
  await fc.assert(
    fc.asyncProperty(action, async (a) => {
      const id = `ot-${++n}`;
      const f = await refused(alice, JSON.stringify({ type: 'act', id, table: T, key: `fuzz-turn-${n}`, round: round().id, version: 0, action: a }), id);
      assert.match(f.code, /^(high-card|table)\//);
    }),
    { seed: SEED, numRuns: 100 },
  );
  assert.equal(await snapshot(), before);
});

test('random results chosen by the client (the burn of a deal) are refused on the wire, by a player or a dealer, and change nothing', async () => {
  const before = await snapshot();
  const dealer = await Client.connect(s.url, await login(s.url, 'dealer'));
  try {
    assert.equal((await dealer.request({ type: 'join', table: T, as: 'dealer' })).type, 'ok');
    const round = () => s.ctx.host.get(T)?.current as { id: number };
    let n = 0;
    // The fixture game's own random field (`burn`, filled by its randomize) among fields other games fill.
    const field = fc.constantFrom('burn');
    const value = fc.oneof(fc.integer({ min: -5, max: 60 }), fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 3 }), { maxLength: 4 }));
    const action = fc.record({ type: fc.constantFrom('deal', 'bet', 'stay', 'reveal'), box: fc.integer({ min: 1, max: 5 }) });
    await fc.assert(
      fc.asyncProperty(action, field, value, fc.boolean(), async (a, f, v, asDealer) => {
        const id = `rnd-${++n}`;
        const c = asDealer ? dealer : alice;
        const e = await refused(c, JSON.stringify({ type: 'act', id, table: T, key: `fuzz-random-${n}`, round: round().id, version: 0, action: { ...a, [f]: v } }), id);
        assert.equal(e.code, 'table/random-from-client');
      }),
      { seed: SEED, numRuns: 60 },
    );
  } finally {
    await dealer.close();
  }
  assert.equal(await snapshot(), before);
});

test('000 GP9: stakes beyond the balance are refused with ledger/insufficient-funds', async () => {
  const before = await snapshot();
  const round = () => s.ctx.host.get(T)?.current as { id: number };
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 151, max: 10_000 }), async (amount) => {
      const id = `gp9-${++n}`;
      const f = await refused(poor, JSON.stringify({ type: 'act', id, table: T, key: `fuzz-gp9-${n}`, round: round().id, version: 0, action: { type: 'bet', box: 2, amount } }), id);
      assert.equal(f.code, 'ledger/insufficient-funds');
    }),
    { seed: SEED, numRuns: 60 },
  );
  assert.equal(await snapshot(), before);
});

test('huge frames: over 16 KiB gets protocol/too-large; over 1 MiB closes the connection; nothing changes', async () => {
  const before = await snapshot();
  const big = JSON.stringify({ type: 'act', id: 'huge-1', table: T, key: 'fuzz-huge-0001', version: 0, action: { type: 'bet', box: 1, amount: 100, pad: 'x'.repeat(20_000) } });
  assert.equal((await refused(alice, big, null)).code, 'protocol/too-large');
  const c = await Client.connect(s.url, await login(s.url, 'bob'));
  const closed = new Promise<number>((ok) => c.ws.once('close', (code) => ok(code)));
  c.sendRaw('x'.repeat(2 * 1024 * 1024));
  assert.equal(await closed, 1009);
  c.sendRaw(Buffer.from([1, 2, 3]));
  assert.equal(await snapshot(), before);
});

test('binary frames and message floods are refused', async () => {
  const limited = await startTestServer();
  const c = await Client.connect(limited.url, await login(limited.url, 'carol'));
  const bin = c.next((f) => f.type === 'error', 3000);
  c.ws.send(Buffer.from('{"type":"ping","id":"b1"}'), { binary: true });
  assert.equal((await bin).code, 'protocol/invalid-message');
  await sleep(1100);
  for (let i = 0; i < 150; i++) c.sendRaw(JSON.stringify({ type: 'ping', id: `p${i}` }));
  await sleep(300);
  const refusals = c.frames.filter((f) => f.type === 'error' && f.code === 'protocol/rate-limited');
  const refusedN = refusals.length;
  const pongs = c.frames.filter((f) => f.type === 'pong').length;
  assert.ok(refusedN >= 40 && pongs <= 100, `${refusedN} limited, ${pongs} pongs`);
  // Each refusal names the request it refuses, so a client can send that one again (not a reply to nobody).
  const answered = new Set([...refusals, ...c.frames.filter((f) => f.type === 'pong')].map((f) => f.id));
  assert.equal(answered.size, 150, 'every ping answered once, by a pong or by a refusal with its id');
  await c.close();
  await limited.stop();
});
