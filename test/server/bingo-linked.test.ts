/**
 * Linked bingo halls at the server (000-A3 para 4; src/jackpots/linked-halls, docs/games/bingo.md): two halls (bingo
 * tables with different card prices) name one linked pool in their configuration; each game's purchases feed it, to the
 * cent, in the game's own settlement transaction; a bingo by the rule's ball in hall B takes the whole pool, which the
 * house resets to its seed; while the pool is out of order a hall's game still plays and pays its own prizes, its share
 * is deducted to revenue and its qualifying bingo is refused the linked prize (003 §2.3.5 by analogy). Each round
 * verifies (replay, settlement, stakes, jackpot postings) and the ledger audit is clean. The halls' games are the real
 * bingo with the series and the balls fixed per hall (the test's only change), so the outcome is known.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { cardNumbers, generateSeries, type BingoCard } from '../../src/games/bingo/cards.js';
import { createBingo, seriesPrice, type BingoAction, type BingoState } from '../../src/games/bingo/game.js';
import { bingo90 } from '../../src/games/bingo/index.js';
import { HOUSE, REVENUE, tableAccount, walletAccount } from '../../src/ledger/accounts.js';
import { auditLedger, balanceOf } from '../../src/ledger/ledger-store.js';
import { jackpotAccount } from '../../src/jackpots/jackpot.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer, type RunningServer } from '../../src/server/app.js';
import { verifyRound } from '../../src/server/audit/verify-round.js';
import { JackpotStore } from '../../src/server/store/jackpot-store.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { http, tempDir } from './helpers.js';
import { ManualClock } from './manual-clock.js';

/** The k-th series a player buys, the same in every run. */
const seriesOf = (player: string, k: number): BingoCard[] => generateSeries(seededRng(`linked-${player}-${k}`));
const ALL = Array.from({ length: 90 }, (_, i) => i + 1);
/** The balls: a card of `player`'s first series first (a bingo on ball 15), the rest in order. */
const early = (player: string): number[] => {
  const card = cardNumbers(seriesOf(player, 0)[0] as BingoCard);
  return [...card, ...ALL.filter((n) => !card.includes(n))];
};
/** The balls: one number of every card of these series held back to the end: no bingo before ball 72. */
const late = (series: BingoCard[][]): number[] => {
  const held = [...new Set(series.flat().map((c) => cardNumbers(c)[0] as number))];
  return [...ALL.filter((n) => !held.includes(n)), ...held];
};

/** The balls of each hall's games, by hall and game number (a game is drawn up before anyone buys). */
const urns: Record<string, number[]> = {};
/** Bingo with the hall's balls stacked and each buyer's series fixed: the real game otherwise. */
const stackedBingo = {
  ...bingo90,
  create: (input: Parameters<typeof bingo90.create>[0]) => createBingo('bingo', { ...input, stack: { balls: urns[`${input.table.cardPrice === 100 ? 'hall-a' : 'hall-b'}#${input.roundNo ?? 1}`] } }),
  randomize: (s: BingoState, a: BingoAction): BingoAction => {
    if (a.type !== 'buy' || a.series !== undefined || a.by.kind !== 'player') return a;
    const who = a.by.player;
    const had = s.cards.filter((c) => c.holder === who).length / 6;
    return { ...a, series: Array.from({ length: a.amount / seriesPrice(s) }, (_, i) => seriesOf(who, had + i)) };
  },
} as unknown as AnyGame;

const PLAYERS = ['ana', 'bo', 'cy'];
const FUNDS = 1_000_000;
const SEED = 5_000;

async function start(dir: string, clock: ManualClock): Promise<RunningServer> {
  const s = await createServer({
    port: 0, host: '127.0.0.1', db: join(dir, 'halls.db'), games: [stackedBingo], demo: false, web: false, logger: false, clock,
    timings: { bettingMs: 15_000, decisionMs: 20_000, graceMs: 600_000, outcomeMs: 0, stepMs: 0 },
    rng: () => seededRng('linked-halls'),
  });
  for (const u of PLAYERS) {
    await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
    await s.ctx.accounts.cashier(u, 'credit', FUNDS, `open-${u}`);
  }
  return s;
}

test('000-A3 para 4 at the server: two linked halls feed one pool to the cent; a bingo by ball 45 in hall B takes it all and the house resets it to the seed; out of order, a hall plays on without it (003 §2.3.5 by analogy); every round verifies and the ledger audit is clean', async () => {
  const dir = tempDir();
  const clock = new ManualClock();
  const s = await start(dir, clock);
  const idle = async (): Promise<void> => {
    for (let i = 0; i < 3; i++) {
      await Promise.all(s.ctx.host.all().map((rt) => rt.idle()));
      await new Promise((ok) => setImmediate(ok));
    }
  };
  const bal = async (account: string): Promise<number> => Number(await balanceOf(s.ctx.db, account));
  let k = 0;
  /** One game in `hall`: each buyer buys his series; the sale closes when its time is up; every ball at once. */
  const game = async (rt: TableRuntime, buys: [string, number][]): Promise<NonNullable<TableRuntime['last']>> => {
    const before = rt.last;
    for (const [u, n] of buys) {
      rt.attach(u);
      const r = rt.roundFor('player', u);
      assert.ok(r, `${u} sees the game`);
      await rt.act({ username: u, as: 'player', key: `buy-${++k}`, round: r.id, version: r.version, action: { type: 'buy', amount: n * 6 * (rt.table.config as { cardPrice: number }).cardPrice } });
    }
    await clock.advance(15_000, idle);
    await idle();
    assert.ok(rt.last && rt.last !== before, 'the game is over');
    return rt.last;
  };
  try {
    const jackpots = new JackpotStore(s.ctx.db);
    await jackpots.create({ id: 'halls', name: 'Linked halls', games: ['bingo'], share: { num: 1, den: 1 }, seed: SEED, cite: '000-A3 para 4' }, { actor: 'root' });
    for (const [id, cardPrice] of [['hall-a', 100], ['hall-b', 150]] as const) {
      await s.ctx.catalog.create({ id, game: 'bingo', profile: 'eus', name: id, config: { cardPrice, category: 'first', linked: { id: 'halls' } }, boxes: 12, maxBoxesPerPlayer: 1 });
    }
    // Hall A's first game: the bingo late (after ball 45); hall B's: bo's first card on ball 15; hall A's second: ana's.
    urns['hall-a#1'] = late([seriesOf('ana', 0), seriesOf('ana', 1), seriesOf('cy', 0)]);
    urns['hall-b#1'] = early('bo');
    urns['hall-a#2'] = early('ana');
    await s.ctx.host.tick();
    await idle();
    const hallA = s.ctx.host.get('hall-a') as TableRuntime;
    const hallB = s.ctx.host.get('hall-b') as TableRuntime;
    const pool = jackpotAccount('halls');
    assert.equal(await bal(pool), SEED, 'the seed, paid by the house');

    // Hall A: ana buys 2 series (1,200), cy 1 (600); the bingo comes late (after ball 45): no linked prize.
    const a1 = await game(hallA, [['ana', 2], ['cy', 1]]);
    // 2% of 1,200 = 24 and of 600 = 12: 36 to the pool, to the cent.
    assert.equal(await bal(pool), SEED + 36);
    assert.deepEqual(a1.lines.filter((l) => l.bet === 'linked').map((l) => [l.bettor, l.stake, l.returned]), [['ana', 24, 0], ['cy', 12, 0]]);
    assert.equal(await bal(tableAccount('hall-a')), 0, 'nothing stays on the hall’s table');

    // Hall B: bo buys 1 series at 150 a card (900): 18 to the pool; his first card makes the bingo on ball 15.
    const houseBefore = await bal(HOUSE);
    const boBefore = await bal(walletAccount('bo'));
    const b1 = await game(hallB, [['bo', 1]]);
    const won = SEED + 36 + 18;
    const linked = b1.lines.find((l) => l.bet === 'linked');
    assert.deepEqual([linked?.bettor, linked?.stake, linked?.returned, linked?.outcome], ['bo', 18, won, 'linked-bingo'], 'bo takes the whole pool: both halls’ shares and the seed');
    const own = b1.lines.find((l) => l.bet === 'cards');
    assert.equal(own?.stake, 882);
    // His own prizes: the line (10% of 900 = 90) and the bingo (55% = 495), as in any hall.
    assert.equal(own?.returned, 90 + 495);
    assert.equal(await bal(walletAccount('bo')), boBefore - 900 + 585 + won);
    assert.equal(await bal(pool), SEED, 'reset to the seed');
    // The house: the hall's 33% of 900 (297), less the seed it put back.
    assert.equal(await bal(HOUSE), houseBefore + 297 - SEED);
    const shown = await http<{ jackpots: { id: string; amount: number }[] }>(s.url, 'GET', '/api/jackpots');
    assert.equal(shown.body.jackpots.find((j) => j.id === 'halls')?.amount, SEED, 'the displays read the pool');

    // Out of order: hall A's game plays on; ana's bingo on ball 15 is refused the linked prize; her share goes to revenue.
    await jackpots.setStatus('halls', 'out-of-order', { actor: 'root' });
    const revenue = await bal(REVENUE);
    const a2 = await game(hallA, [['ana', 1]]);
    assert.deepEqual(a2.lines.filter((l) => l.bet === 'linked').map((l) => [l.bettor, l.stake, l.returned]), [['ana', 12, 0]]);
    assert.equal(a2.lines.find((l) => l.bet === 'cards')?.returned, 60 + 330, 'the hall’s own line and bingo are paid');
    assert.equal(await bal(pool), SEED, 'the pool did not move');
    assert.equal(await bal(REVENUE), revenue + 12);

    // Every round replays to its stored settlement and its jackpot postings; the ledger balances.
    const rounds = await s.ctx.db.all<{ id: number }>("SELECT id FROM rounds WHERE status = 'settled' ORDER BY id");
    assert.equal(rounds.length, 3);
    for (const { id } of rounds) {
      const rec = await s.ctx.recall.round(id);
      assert.ok(rec);
      const v = verifyRound(stackedBingo, rec, await s.ctx.recall.postings(id));
      assert.ok(v.ok, JSON.stringify(v.checks.filter((c) => !c.ok)));
    }
    const audit = await auditLedger(s.ctx.db);
    assert.ok(audit.ok, JSON.stringify(audit));
    const total = await s.ctx.db.one<{ t: number }>("SELECT SUM(balance) AS t FROM ledger_accounts WHERE id LIKE 'wallet:%'");
    assert.equal(Number(total?.t), 3 * FUNDS - 1_800 - 900 - 600 + 0 + (a1.lines.reduce((x, l) => x + l.returned, 0) + b1.lines.reduce((x, l) => x + l.returned, 0) + a2.lines.reduce((x, l) => x + l.returned, 0)));
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
