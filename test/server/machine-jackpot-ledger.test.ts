/**
 * The machines' jackpots at the server (003 §4.5; src/jackpots/machine-jackpot, games/machines/machine-jackpots):
 * two reel machines linked to one mystery jackpot play through their table runtimes on one database; each stake's
 * share reaches the pool to the cent, paid by the house, in the game's own transaction; the draw that takes the pool
 * to its must-hit-by ceiling wins it for the player who staked (003 §4.4.4), the pool is reset to its seed; every
 * round verifies from its record and the ledger audit is clean.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import type { Settlement } from '../../src/core/settlement.js';
import { reelSlot } from '../../src/games/machines/reels/index.js';
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

const profile = reelSlot.profiles.get('eus');
const link = [{ system: 'casino mystery', kind: 'mystery', levels: [{ id: 'mystery' }] }];
// 1% of every stake; seed 10,000; won at the latest when the pool reaches 10,013.
const JACKPOT = { id: 'mystery', name: 'Mystery', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, cite: '003 §4.5.2', basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 10_013 } };
/** The credit each player loads at his machine: the machine's whole buy-in range allows it. */
const CREDIT = 20_000;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function setUp(db: Db, jackpot: object = JACKPOT, links: object[] = link): Promise<TableRecord[]> {
  await openJackpotLedger(db, jackpot);
  const catalog = new CatalogStore(db);
  const out: TableRecord[] = [];
  for (const id of ['m1', 'm2']) {
    await catalog.create({ id, game: reelSlot.id, profile: 'eus', name: id, config: { ...reelSlot.defaultTable(profile), jackpots: links }, boxes: 1, maxBoxesPerPlayer: 1 });
    await db.run("INSERT INTO table_leases (table_id, owner, url, expires_at) VALUES (?, 'test-owner', NULL, ?)", [id, Date.now() + 3_600_000]);
    out.push((await catalog.get(id)) as TableRecord);
  }
  return out;
}

const start = (db: Db, rec: TableRecord): Promise<TableRuntime> =>
  TableRuntime.start({ game: reelSlot as unknown as AnyGame, profile, store: new SqlTableStore(db, 'test-owner', 3_600_000), clock: systemClock, rng: seededRng(`mjack-${rec.id}`), timings: { bettingMs: 600_000, decisionMs: 600_000, graceMs: 600_000, outcomeMs: 0 }, log, onChange: () => undefined, onWallets: () => undefined }, rec);

let keys = 0;
/** One spin of 5 lines × 5 coins of 10 (250); the free games and a double-up offer play out (collected). */
async function spin(rt: TableRuntime, who: string): Promise<void> {
  let r = rt.roundFor('player', who);
  assert.ok(r, `${who} has a game`);
  await rt.act({ username: who, as: 'player', key: `spin-${++keys}`, round: r.id, version: r.version, action: { type: 'spin', lines: 5, amount: 250 } });
  for (let i = 0; i < 200; i++) {
    r = rt.roundFor('player', who);
    if (!r || !(r.awaiting ?? []).some((a) => a.kind === 'player')) break;
    await rt.act({ username: who, as: 'player', key: `collect-${++keys}`, round: r.id, version: r.version, action: { type: 'collect' } });
  }
  await rt.idle();
}

test('003 §4.5.2, §4.4.4: two linked machines feed one mystery jackpot to the cent; the stake that takes it to its ceiling wins it for its player; the pool is reset; the audit is clean', async () => {
  const db = await openDb(':memory:');
  try {
    const [r1, r2] = await setUp(db);
    const m1 = await start(db, r1 as TableRecord);
    const m2 = await start(db, r2 as TableRecord);
    await m1.sit('ana', 1);
    await m2.sit('bo', 1);
    // A machine plays from its credit (003 §4.2: a seat stack loaded from the wallet).
    await m1.buyIn('ana', CREDIT, 'credit-ana');
    await m2.buyIn('bo', CREDIT, 'credit-bo');
    const pool = async (): Promise<number> => Number(await balanceOf(db, 'pool:jackpot-mystery'));
    const house = async (): Promise<number> => Number(await balanceOf(db, 'house'));
    assert.equal(await pool(), 10_000);
    // Each spin's share: 1% of 250 = 2.5 → 2 (rounded down). Five spins take the pool to 10,010 unless a draw hits first.
    const wins: { who: string; amount: number }[] = [];
    let expected = 10_000;
    const byWho: Record<string, number> = {};
    const rounds = async (): Promise<{ id: number; table_id: string; settlement: string }[]> => db.all("SELECT id, table_id, settlement FROM rounds WHERE status = 'settled' ORDER BY id");
    for (let i = 0; i < 12 && !wins.length; i++) {
      const [rt, who] = i % 2 ? [m2, 'bo'] : [m1, 'ana'];
      const credit = `stack:${rt === m1 ? 'm1' : 'm2'}:${who}`;
      const wallet = Number(await balanceOf(db, credit));
      const houseBefore = await house();
      await spin(rt, who);
      const last = (await rounds()).at(-1) as { settlement: string };
      const s = JSON.parse(last.settlement) as Settlement;
      const line = s.lines[0] as { stake: number; returned: number };
      assert.deepEqual(s.jackpots?.contributions.map((c) => [c.jackpot, c.bettor, c.stake, c.basis]), [['mystery', who, 250, 'stake']]);
      const after = await pool();
      if (after === 10_000 && expected + 2 >= 10_000) {
        // Won: the pool with this stake's share paid to the player who staked, then the reset to the seed by the house.
        const prize = expected + 2;
        wins.push({ who, amount: prize });
        assert.equal(Number(await balanceOf(db, credit)), wallet - 250 + line.returned + prize, 'the prize in the staking player’s credit, to the cent');
        assert.equal(await house(), houseBefore + (250 - line.returned) - 2 - 10_000, 'the house kept the stake’s difference, paid the share and the reset');
      } else {
        expected += 2;
        assert.equal(after, expected, 'the pool grew by the share, to the cent');
        assert.equal(await house(), houseBefore + (250 - line.returned) - 2, 'the house paid the share out of its take');
        assert.equal(Number(await balanceOf(db, credit)), wallet - 250 + line.returned, 'the player’s money moved by the line only');
      }
      byWho[who] = (byWho[who] ?? 0) + 1;
    }
    assert.equal(wins.length, 1, 'the mystery was won by the ceiling (10,013) at the latest');
    assert.ok((byWho.ana ?? 0) >= 1 && (byWho.bo ?? 0) >= 1, 'both machines fed it');
    const award = await db.one<{ memo: string }>("SELECT memo FROM ledger_tx WHERE kind = 'jackpot-award'");
    assert.match(award?.memo ?? '', new RegExp(`jackpot mystery: mystery ${wins[0]?.who}`));
    assert.equal(await pool(), 10_000, 'reset to the seed');
    // Every round verifies from its record (the share is no chip on the table), and the ledger is clean.
    const recall = new RecallStore(db);
    for (const r of await rounds()) {
      const rec = await recall.round(r.id);
      assert.ok(rec);
      const v = verifyRound(reelSlot as unknown as AnyGame, rec, await recall.postings(r.id));
      assert.ok(v.ok, `round ${r.id}: ${JSON.stringify(v.checks.filter((c) => !c.ok))}`);
    }
    const audit = await auditLedger(db);
    assert.ok(audit.ok, JSON.stringify(audit));
    m1.dispose('test over');
    m2.dispose('test over');
  } finally {
    await db.close();
  }
});

test('003 §4.5.3, §1.2.5: a car won pays no money to the player: its value at cost is owed in prizes in kind (the pool’s shares, the house the rest), and the staff log says to hand it over within two weeks', async () => {
  const db = await openDb(':memory:');
  try {
    const car = { id: 'car', name: 'Car jackpot', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 0, cite: '003 §4.5.3', basis: 'stake', trigger: { kind: 'chance', num: 1, den: 1 }, prize: { kind: 'in-kind', item: 'passenger car', value: 2_500_000 } };
    const [r1] = await setUp(db, car, [{ system: 'car', kind: 'car', levels: [{ id: 'car' }] }]);
    const m1 = await start(db, r1 as TableRecord);
    await m1.sit('ana', 1);
    await m1.buyIn('ana', CREDIT, 'credit-ana');
    const wallet = Number(await balanceOf(db, 'stack:m1:ana'));
    const houseBefore = Number(await balanceOf(db, 'house'));
    await spin(m1, 'ana');
    const s = JSON.parse(((await db.one<{ settlement: string }>("SELECT settlement FROM rounds WHERE status = 'settled'")) as { settlement: string }).settlement) as Settlement;
    const line = s.lines[0] as { returned: number };
    assert.equal(Number(await balanceOf(db, 'stack:m1:ana')), wallet - 250 + line.returned, 'no money to the player');
    assert.equal(Number(await balanceOf(db, 'pool:prizes-in-kind')), 2_500_000, 'the car’s value at cost, owed');
    assert.equal(Number(await balanceOf(db, 'pool:jackpot-car')), 0);
    assert.equal(Number(await balanceOf(db, 'house')), houseBefore + (250 - line.returned) - 2_500_000, 'the house paid the share and the rest of the car');
    const staff = await db.one<{ action: string; target: string; details: string }>("SELECT action, target, details FROM staff_log WHERE action = 'prize-in-kind-won'");
    const d = JSON.parse(staff?.details ?? '{}') as { player: string; item: string; handOverBy: string };
    assert.deepEqual([staff?.target, d.player, d.item], ['car', 'ana', 'passenger car']);
    assert.ok(Date.parse(d.handOverBy) - Date.now() <= 14 * 86_400_000 && Date.parse(d.handOverBy) - Date.now() > 12 * 86_400_000, `hand over by ${d.handOverBy}`);
    assert.ok((await auditLedger(db)).ok);
    m1.dispose('test over');
  } finally {
    await db.close();
  }
});
