/**
 * The casino-wide win display (issue 22; 003 §4.5.2 "the winning machine's number and the amount appear on the
 * display", §4.4.2 a fault display is never a win; server/tables/win-display): a reel machine's win and its jackpot
 * appear on the public feed only once the game is settled in the ledger — not while the win waits at the double-up
 * offer — with the machine and the amount read from the round; a game voided in play never appears; the long poll
 * answers when a win comes.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { reelSlot } from '../../src/games/machines/reels/index.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import type { DisplayedWin } from '../../src/server/tables/win-display.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { seatAtLinkedReelMachine } from '../fixtures/machine-spin.js';
import { http, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let rt: TableRuntime;
before(async () => {
  s = await startTestServer({ games: [reelSlot], winDisplay: { minAmount: 1 }, rng: () => seededRng('win-display'), timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, stepMs: 0 } });
  rt = await seatAtLinkedReelMachine(s.ctx, { table: 'wd-m1', profile: 'ee-oc', kind: 'mystery', player: 'alice', credit: 20_000, jackpot: { id: 'wd-mystery', name: 'Mystery', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 1_000, cite: '003 §4.5.2', basis: 'stake', trigger: { kind: 'chance', num: 1, den: 1 } } });
});
after(async () => s.stop());

const feed = async (): Promise<DisplayedWin[]> => (await http<{ wins: DisplayedWin[] }>(s.url, 'GET', '/api/wins')).body.wins;
const settle = async (): Promise<void> => {
  await rt.idle();
  await new Promise((ok) => setTimeout(ok, 30));
};

let k = 0;
/** Spins until a game waits at the double-up offer with a win (not settled); returns its round. */
async function spinToOffer(): Promise<number> {
  for (let i = 0; i < 60; i++) {
    let r = rt.roundFor('player', 'alice');
    for (let j = 0; j < 200 && !r?.legal.some((l) => l.type === 'spin'); j++) {
      await new Promise((ok) => setTimeout(ok, 10));
      r = rt.roundFor('player', 'alice');
    }
    assert.ok(r);
    await rt.act({ username: 'alice', as: 'player', key: `wd-spin-${++k}`, round: r.id, version: r.version, action: { type: 'spin', lines: 5, amount: 50 } });
    await rt.idle();
    const x = rt.roundFor('player', 'alice');
    if (x?.id === r.id && x.legal.some((l) => l.type === 'collect')) return r.id;
  }
  throw new Error('no win offered for doubling in 60 spins');
}

test('003 §4.5.2, §4.4.2: a machine win and its jackpot appear on the display after the game is settled in the ledger, not before; the machine and the amounts are the round’s', async () => {
  await settle();
  const before = (await feed()).length;
  const round = await spinToOffer();
  await settle();
  assert.equal((await feed()).filter((w) => w.round === round).length, 0, 'the win waiting at the double-up offer is not settled: not shown');
  const r = rt.roundFor('player', 'alice');
  assert.ok(r);
  // A long poll waiting for the next win is answered by the settlement.
  const seq = (await feed()).at(-1)?.seq ?? 0;
  const polled = http<{ wins: DisplayedWin[] }>(s.url, 'GET', `/api/wins?after=${seq}`);
  await rt.act({ username: 'alice', as: 'player', key: `wd-collect-${++k}`, round: r.id, version: r.version, action: { type: 'collect' } });
  await settle();
  const shown = (await feed()).filter((w) => w.round === round);
  const last = rt.last;
  assert.ok(last && last.id === round && last.outcome === 'settled');
  const won = last.lines.filter((l) => l.bet !== 'jackpot').reduce((a, l) => a + l.returned, 0);
  const paid = await s.ctx.db.one<{ amount: number }>("SELECT SUM(p.amount) AS amount FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.round_id = ? AND t.kind = 'jackpot-award' AND p.amount > 0", [round]);
  assert.deepEqual(
    shown.map((w) => [w.kind, w.machine, w.amount, w.jackpot ?? null]).sort(),
    [['jackpot', 'wd-m1', Number(paid?.amount), 'wd-mystery'], ['machine', 'wd-m1', won, null]].sort(),
    'the machine win and the jackpot, as the round and the ledger have them',
  );
  assert.ok((await polled).body.wins.some((w) => w.round === round), 'the long poll answered with the win');
  assert.equal((await feed()).length, before + 2);
});

test('003 §4.4.2: a game voided in play (a fault) never reaches the display', async () => {
  await settle();
  const round = await spinToOffer();
  await settle();
  const before = await feed();
  await rt.dealer({ kind: 'void-round', reason: 'a fault on the machine' });
  await settle();
  assert.equal(rt.last?.outcome, 'voided');
  assert.deepEqual(await feed(), before, 'nothing shown for the voided game');
  assert.equal((await feed()).filter((w) => w.round === round).length, 0);
});
