/**
 * Two different machines linked to one jackpot at the server (003 §4.5.2: "contributions from linked machines"; games/
 * machines/machine-jackpots): a machine bingo and an electronic blackjack play through their table runtimes on one
 * database; each game's share of its stake reaches the pool to the cent, paid by the house, in the game's own
 * transaction; the draw that takes the pool to its must-hit-by ceiling wins it for the player who staked (003 §4.4.4),
 * whichever machine; the pool is reset to its seed; every round verifies from its record and the ledger audit is clean.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import type { Settlement } from '../../src/core/settlement.js';
import { machineBingo } from '../../src/games/machines/bingo/index.js';
import { electronicBlackjack } from '../../src/games/machines/electronic-blackjack/index.js';
import { auditLedger, balanceOf } from '../../src/ledger/ledger-store.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { verifyRound } from '../../src/server/audit/verify-round.js';
import { openDb, type Db } from '../../src/server/db/db.js';
import { CatalogStore } from '../../src/server/store/catalog-store.js';
import { RecallStore } from '../../src/server/store/recall-store.js';
import { SqlTableStore } from '../../src/server/store/table-store.js';
import type { TableRecord } from '../../src/table/table-port.js';
import { systemClock } from '../../src/table/table-port.js';
import { TableRuntime } from '../../src/table/table-runtime.js';
import { openJackpotLedger } from '../fixtures/jackpot-ledger.js';

const link = [{ system: 'floor mystery', kind: 'mystery', levels: [{ id: 'floor' }] }];
// 1% of every stake; seed 10,000; won at the latest when the pool reaches 10,013.
const JACKPOT = { id: 'floor', name: 'Floor mystery', games: ['machine-bingo', 'electronic-blackjack'], share: { num: 1, den: 100 }, seed: 10_000, cite: '003 §4.5.2', basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 10_013 } };
const CREDIT = 20_000;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Each machine, its player, its stake and the moves after the stake (blackjack: stand when asked). */
const MACHINES = [
  { id: 'bingo', game: machineBingo as unknown as AnyGame, player: 'ana', stake: 400, action: { type: 'play', amount: 400 }, then: null },
  { id: 'bj', game: electronicBlackjack as unknown as AnyGame, player: 'bo', stake: 200, action: { type: 'bet', amount: 200 }, then: { type: 'stand' } },
] as const;

async function setUp(db: Db): Promise<TableRecord[]> {
  await openJackpotLedger(db, JACKPOT);
  const catalog = new CatalogStore(db);
  const out: TableRecord[] = [];
  for (const m of MACHINES) {
    const profile = m.game.profiles.get('ee-oc');
    await catalog.create({ id: m.id, game: m.game.id, profile: 'ee-oc', name: m.id, config: { ...(m.game.defaultTable(profile) as object), jackpots: link }, boxes: 1, maxBoxesPerPlayer: 1 });
    await db.run("INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, 'test-owner', NULL, ?)", [m.id, Date.now() + 3_600_000]);
    out.push((await catalog.get(m.id)) as TableRecord);
  }
  return out;
}

let keys = 0;
async function play(rt: TableRuntime, m: (typeof MACHINES)[number]): Promise<void> {
  let r = rt.roundFor('player', m.player);
  assert.ok(r, `${m.player} has a game`);
  await rt.act({ username: m.player, as: 'player', key: `stake-${++keys}`, round: r.id, version: r.version, action: m.action });
  for (let i = 0; i < 20 && m.then; i++) {
    r = rt.roundFor('player', m.player);
    if (!r || !(r.awaiting ?? []).some((a) => a.kind === 'player')) break;
    await rt.act({ username: m.player, as: 'player', key: `then-${++keys}`, round: r.id, version: r.version, action: m.then });
  }
  await rt.idle();
}

test('003 §4.5.2, §4.4.4: a machine bingo and an electronic blackjack feed one mystery jackpot to the cent; the stake that takes it to its ceiling wins it for its player; the pool is reset; every round verifies and the audit is clean', async () => {
  const db = await openDb(':memory:');
  try {
    const recs = await setUp(db);
    const rts: TableRuntime[] = [];
    for (const [i, m] of MACHINES.entries()) {
      const rt = await TableRuntime.start({ game: m.game, profile: m.game.profiles.get('ee-oc'), store: new SqlTableStore(db, 'test-owner', 3_600_000), clock: systemClock, rng: seededRng(`mjm-ledger-${m.id}`), timings: { bettingMs: 600_000, decisionMs: 600_000, graceMs: 600_000, outcomeMs: 0 }, log, onChange: () => undefined, onWallets: () => undefined }, recs[i] as TableRecord);
      await rt.sit(m.player, 1);
      await rt.buyIn(m.player, CREDIT, `credit-${m.player}`);
      rts.push(rt);
    }
    const pool = async (): Promise<number> => Number(await balanceOf(db, 'pool:jackpot-floor'));
    const house = async (): Promise<number> => Number(await balanceOf(db, 'house'));
    assert.equal(await pool(), 10_000);
    const rounds = async (): Promise<{ id: number; table_id: string; settlement: string }[]> => db.all("SELECT id, table_id, settlement FROM rounds WHERE status = 'settled' ORDER BY id");
    const wins: { who: string; amount: number }[] = [];
    const fed = new Set<string>();
    let expected = 10_000;
    for (let i = 0; i < 12 && !wins.length; i++) {
      const m = MACHINES[i % 2] as (typeof MACHINES)[number];
      const credit = `stack:${m.id}:${m.player}`;
      const before = Number(await balanceOf(db, credit));
      const houseBefore = await house();
      await play(rts[i % 2] as TableRuntime, m);
      const s = JSON.parse(((await rounds()).at(-1) as { settlement: string }).settlement) as Settlement;
      const returned = (s.lines[0] as { returned: number }).returned;
      assert.deepEqual(s.jackpots?.contributions.map((c) => [c.jackpot, c.bettor, c.stake, c.basis]), [['floor', m.player, m.stake, 'stake']]);
      const share = m.stake / 100;
      const after = await pool();
      if (after === 10_000) {
        // Won: the pool with this stake's share paid to the player who staked, then the reset to the seed by the house.
        const prize = expected + share;
        wins.push({ who: m.player, amount: prize });
        assert.equal(Number(await balanceOf(db, credit)), before - m.stake + returned + prize, 'the prize in the staking player’s credit, to the cent');
        assert.equal(await house(), houseBefore + (m.stake - returned) - share - 10_000, 'the house kept the stake’s difference, paid the share and the reset');
      } else {
        expected += share;
        assert.equal(after, expected, 'the pool grew by the share, to the cent');
        assert.equal(await house(), houseBefore + (m.stake - returned) - share, 'the house paid the share out of its take');
        assert.equal(Number(await balanceOf(db, credit)), before - m.stake + returned, 'the player’s credit moved by the line only');
      }
      fed.add(m.id);
    }
    assert.equal(wins.length, 1, 'the mystery was won by the ceiling (10,013) at the latest');
    assert.deepEqual([...fed].sort(), ['bingo', 'bj'], 'both machines fed it');
    const award = await db.one<{ memo: string }>("SELECT memo FROM ledger_tx WHERE kind = 'jackpot-award'");
    assert.match(award?.memo ?? '', new RegExp(`jackpot floor: mystery ${wins[0]?.who}`));
    assert.equal(await pool(), 10_000, 'reset to the seed');
    const recall = new RecallStore(db);
    for (const r of await rounds()) {
      const rec = await recall.round(r.id);
      assert.ok(rec);
      const game = (MACHINES.find((m) => m.id === r.table_id) as (typeof MACHINES)[number]).game;
      const v = verifyRound(game, rec, await recall.postings(r.id));
      assert.ok(v.ok, `round ${r.id}: ${JSON.stringify(v.checks.filter((c) => !c.ok))}`);
    }
    const audit = await auditLedger(db);
    assert.ok(audit.ok, JSON.stringify(audit));
    for (const rt of rts) rt.dispose('test over');
  } finally {
    await db.close();
  }
});
