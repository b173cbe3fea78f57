/**
 * 003 §3.2.24's absences in time at a circle-poker table (issue 19): a player whose last connection drops keeps the
 * seat 30 minutes (free seats; the runtime keeps no waiting list), is dealt in and has his blinds taken meanwhile
 * (003 §3.2.25), then loses the seat: the game's `leave` is recorded in the round's log and his stack goes back to
 * his wallet by a ledger transaction. 000's tables keep the server's reconnection grace (and their hand count). The
 * tables' time is a `ManualClock`; the hands are played by the time-outs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paceServer, type PaceServer } from './pace-fixture.js';

const MIN = 60_000;
const T = 'cp-away';
// The server's grace is one minute: the profile's 30 minutes replace it at a 003 table.
const timings = { decisionMs: 2 * MIN, stepMs: 1_000, graceMs: MIN };
const START = 10_000_000;

const bal = async (p: PaceServer, id: string): Promise<number> => Number((await p.s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);

async function seated(p: PaceServer, profile: string): Promise<void> {
  const rt = await p.open(T, 'texas-holdem', profile);
  for (const [i, u] of ['alice', 'bob', 'carol'].entries()) {
    rt.attach(u);
    await rt.sit(u, i + 1);
    await rt.buyIn(u, 20_000, `buy-${u}`);
  }
  await p.idle();
}

test('003 §3.2.24: a player away keeps his seat 30 minutes with his blinds taken, then the seat is freed and his stack cashed out to his wallet, to the cent', async () => {
  const p = await paceServer({ timings, seed: 'cp-away' });
  try {
    await seated(p, 'ee-oc');
    const rt = p.table(T);
    const t0 = p.clock.now();
    rt.detach('carol');
    await p.advance(30 * MIN - 1);
    assert.equal(rt.seats.holder(3), 'carol', '1 ms short of 30 minutes: the seat is held (the server’s one-minute grace does not apply)');
    // Her blinds are taken while she is away (003 §3.2.25): stakes of hers recorded after she left, by the dealer's deal.
    const rows = await p.s.ctx.db.all<{ events: string }>('SELECT a.events FROM round_actions a JOIN rounds r ON r.id = a.round_id WHERE r.table_id = ? AND a.at > ?', [T, t0]);
    const blinds = rows.flatMap((r) => JSON.parse(r.events) as { type: string; bettor?: string; bet?: string }[]).filter((e) => e.type === 'stake' && e.bettor === 'carol');
    assert.ok(blinds.length >= 5, `her blinds were taken while she was away (${blinds.length} stakes: ${[...new Set(blinds.map((b) => b.bet))].join(', ')})`);
    for (let i = 0; i < 20 && rt.seats.holder(3) !== null; i++) await p.advance(MIN);
    assert.equal(rt.seats.holder(3), null, 'then the seat is freed (at once, or when her hand is over)');
    assert.ok(p.clock.now() >= t0 + 30 * MIN);
    // The stack is removed to the wallet by one ledger transaction, to the cent.
    const out = await p.s.ctx.db.all<{ account_id: string; amount: number }>(
      "SELECT p.account_id, p.amount FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.id = (SELECT MAX(t2.id) FROM ledger_tx t2 JOIN ledger_postings p2 ON p2.tx_id = t2.id WHERE p2.account_id = 'wallet:carol') ORDER BY p.account_id",
    );
    const removed = Number(out.find((x) => x.account_id === `stack:${T}:carol`)?.amount ?? 0);
    assert.ok(removed < 0, 'the last transaction on her wallet empties her stack');
    assert.deepEqual(out.map((x) => [x.account_id, Number(x.amount)]), [[`stack:${T}:carol`, removed], ['wallet:carol', -removed]]);
    assert.equal(await bal(p, `stack:${T}:carol`), 0);
    assert.equal(await bal(p, 'wallet:carol'), START - 20_000 - removed, 'her wallet has her whole stack back');
    // The seat freed is recorded: the game was told she left (its `leave`, in the round's log).
    const leaves = await p.s.ctx.db.all<{ action: string; actor: string }>("SELECT a.action, a.actor FROM round_actions a JOIN rounds r ON r.id = a.round_id WHERE r.table_id = ? AND a.action LIKE '%leave%'", [T]);
    assert.ok(leaves.some((l) => (JSON.parse(l.action) as { type: string; box?: number }).type === 'leave' && (JSON.parse(l.action) as { box?: number }).box === 3), `the leave is a recorded step: ${JSON.stringify(leaves)}`);
    await p.advance(2 * MIN);
    const seats = (rt.current?.state as { seats?: { player: string }[] } | undefined)?.seats ?? [];
    assert.deepEqual(seats.map((x) => x.player), ['alice', 'bob'], 'the game no longer seats her');
  } finally {
    await p.stop();
  }
});

test('000 §17 IV counts hands, not time: at a 000 table a player away has only the server’s reconnection grace', async () => {
  const p = await paceServer({ timings, seed: 'cp-away' });
  try {
    await seated(p, 'eus');
    const rt = p.table(T);
    rt.detach('carol');
    for (let i = 0; i < 10 && rt.seats.holder(3) !== null; i++) await p.advance(MIN);
    assert.equal(rt.seats.holder(3), null, 'freed after the grace (or her hand), well before 30 minutes');
  } finally {
    await p.stop();
  }
});
