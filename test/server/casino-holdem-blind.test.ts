/**
 * Casino Hold'em's blind hands through the server (003 §2.2.10.6–7, .9, .13; holdem/blind.ts): alice holds boxes 1–3,
 * places an ANTE on each and the BET (2× the ANTE) on box 2 before the deal. At the close box 3 — a second open hand —
 * is given back (`house-poker/one-open-hand`); no frame she receives before the showdown names box 2's cards (her
 * own blind hand's); her open box 1 times out (a fold, §2.2.10.18) while the blind box is not awaited; the dealer opens
 * box 2 at the end and it is paid. Every balance to the cent, the table account back at zero, the ledger audit clean.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Card } from '../../src/cards/card.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { casinoHoldem } from '../../src/games/house-poker/casino-holdem.js';
import { stackingRng } from '../fixtures/stacking-rng.js';
import { Client, http, login, startTestServer, type TestServer } from './helpers.js';

const split = (s: string): Card[] => s.match(/../g) ?? [];
// Box 1, box 2 and the dealer, twice round (box 3 is given back before the deal); then the flop, the turn, the river.
const DECK = ['2c', '9s', '4c', '5d', '9h', '4d', '9c', '2d', '7s', 'Ks', '3h'].flatMap((c) => split(c));
const PASSWORD = 'che-blind-1';
const CONFIG = casinoHoldem.defaultTable(casinoHoldem.profiles.get('ee-oc'));
const ANTE = CONFIG.minimum;
type Round = { id: number; version: number; legal: { type: string; spot?: string }[] } | null;
type Last = { id: number; lines: { bettor: string; box: number; bet: string; stake: number; returned: number }[] } | null;
let s: TestServer;

before(async () => {
  s = await startTestServer({ demo: false, games: [casinoHoldem], timings: { bettingMs: 3_000, decisionMs: 150, graceMs: 60_000, outcomeMs: 0, stepMs: 0 }, rng: () => stackingRng('che-blind', { queue: [DECK], then: DECK }) });
  await s.ctx.accounts.create('admin', PASSWORD, ['admin']);
  await s.ctx.accounts.create('alice', PASSWORD, ['player']);
  await s.ctx.accounts.cashier('alice', 'credit', 100_000, 'fund-alice');
});
after(async () => s.stop());

const bal = async (id: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);

test('003 §2.2.10.6, .9, .13: a blind hand through the server — the second open box given back at the close, the blind cards in no frame before the showdown, paid to the cent', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  assert.equal((await http(s.url, 'POST', '/api/tables', { id: 'che-b', game: 'casino-holdem', profile: 'ee-oc', config: CONFIG }, admin)).status, 200);
  const start = { house: await bal('house'), alice: await bal('wallet:alice') };
  const alice = await Client.connect(s.url, await login(s.url, 'alice', PASSWORD));
  try {
    assert.equal((await alice.request({ type: 'join', table: 'che-b' })).type, 'ok');
    for (const box of [1, 2, 3]) assert.equal((await alice.request({ type: 'sit', table: 'che-b', box })).type, 'ok', `sit ${box}`);
    const open = await alice.until((f) => f.type === 'table' && !!(f.round as Round)?.legal.some((l) => l.spot === 'ante'), 0, 5000);
    const round = open.round as NonNullable<Round>;
    let version = round.version;
    let key = 0;
    for (const [box, spot, amount] of [[1, 'ante', ANTE], [2, 'ante', ANTE], [3, 'ante', ANTE], [2, 'play', 2 * ANTE]] as const) {
      const r = await alice.request({ type: 'act', table: 'che-b', key: `che-blind-${++key}`, round: round.id, version, action: { type: 'bet', box, spot, amount } });
      assert.equal(r.type, 'ok', JSON.stringify(r));
      version = (r.result as { version: number }).version;
    }
    assert.equal((await alice.request({ type: 'ready', table: 'che-b' })).type, 'ok');
    const done = await alice.until((f) => f.type === 'table' && (f.last as Last)?.id === round.id, 0, 8000);
    const upTo = alice.frames.indexOf(done);
    const before = alice.raw.slice(0, upTo).filter((x) => !x.includes('"over"'));
    assert.ok(before.some((x) => x.includes('"deciding"')), 'frames of the deciding phase were sent');
    for (const x of before) assert.ok(!x.includes('"9s"') && !x.includes('"9h"'), `a frame before the showdown names a blind card: ${x.slice(0, 300)}`);
    const lines = (done.last as NonNullable<Last>).lines.map((l) => `${l.box}:${l.bet} ${l.stake}→${l.returned}`).sort();
    // Box 1 timed out (a fold, §2.2.10.18); box 2's three nines beat the dealer's fours: BET 1:1, ANTE 1:1 (§2.2.10.28, .31).
    assert.deepEqual(lines, [`1:ante ${ANTE}→0`, `2:ante ${ANTE}→${2 * ANTE}`, `2:play ${2 * ANTE}→${4 * ANTE}`]);
    assert.ok(alice.raw.slice(upTo).some((x) => x.includes('"9s"')) || JSON.stringify(done).includes('"9s"'), 'opened by the dealer at the end');
    assert.deepEqual(
      { house: await bal('house'), alice: await bal('wallet:alice'), table: await bal('table:che-b') },
      { house: start.house - 2 * ANTE, alice: start.alice + 2 * ANTE, table: 0 },
      'box 3 came back whole; box 1 lost its ANTE; box 2 won 3 ANTE',
    );
    const audit = await s.ctx.db.tx((q) => auditLedger(q));
    assert.equal(audit.ok, true, JSON.stringify(audit));
  } finally {
    await alice.close();
  }
});
