/**
 * The time charge on the table's clock (000 §17 II.3 b, 003 §3.2.40; issue 19): a circle-poker table with a time
 * charge takes its `time-charge` step by itself before the first hand of each period, as a recorded step of the
 * round's log, never in the middle of a hand; the next due time comes from the recorded last charge, so a restart
 * neither forgets nor repeats it. The tables' time is a `ManualClock`; every hand is played by the time-outs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paceServer, recordedSteps, type PaceServer } from './pace-fixture.js';

const MIN = 60_000;
const T = 'cp-time';
// Each hand plays out on the time-outs (four minutes per decision): a few hands a period.
const timings = { decisionMs: 4 * MIN, stepMs: 1_000, graceMs: 24 * 60 * MIN };

interface Charge {
  readonly at: number;
  readonly round: number;
  readonly period: number | null;
  readonly half: boolean;
  readonly paid: Record<string, number>;
}

/** Every time charge recorded in the table's rounds: when, the period it opened, and what each player paid. */
async function charges(p: PaceServer): Promise<Charge[]> {
  const out: Charge[] = [];
  for (const { round, recorded, action, timeCharge } of await recordedSteps(p, T))
    if (action.type === 'time-charge') out.push({ at: recorded, round, period: action.at ?? null, half: !!action.half, paid: timeCharge });
  return out;
}

const phase = (p: PaceServer): string | undefined => (p.table(T).current?.state as { phase?: string } | undefined)?.phase;

test('003 §3.2.40: the time rake is taken by the table before each 30-minute period, shared to the cent by the players seated; one who left before the period pays nothing; a restart does not take it twice', async () => {
  const p = await paceServer({ timings, seed: 'cp-time' });
  const t0 = p.clock.now();
  try {
    const rt = await p.open(T, 'texas-holdem', 'ee-oc-time');
    for (const [i, u] of ['alice', 'bob', 'carol'].entries()) {
      rt.attach(u);
      await rt.sit(u, i + 1);
      await rt.buyIn(u, 20_000, `buy-${u}`);
    }
    await p.idle();
    assert.deepEqual(await charges(p), [], 'nothing before the pause ahead of the first deal');
    await p.advance(1_000);
    const first = await charges(p);
    assert.equal(first.length, 1, 'the first period is charged before the first hand');
    assert.deepEqual(first[0]?.paid, { alice: 1000, bob: 1000, carol: 1000 }, '30.00 shared by three: 10.00 each');
    assert.equal(first[0]?.period, t0 + 1_000, 'the period starts when it is charged');
    await p.advance(1_000);
    assert.notEqual(phase(p), 'waiting', 'then, after the pause between steps, the hand is dealt');

    // carol leaves during the first period (her seat freed at the hand's end, her stack cashed out).
    await p.advance(10 * MIN);
    for (let i = 0; i < 20 && rt.seats.holder(3) !== null; i++) {
      await rt.stand('carol', 3).catch((e: { code?: string }) => assert.equal(e.code, 'table/chips-at-risk', 'refused only while her chips are in a hand'));
      if (rt.seats.holder(3) !== null) await p.advance(MIN);
    }
    assert.equal(rt.seats.holder(3), null, 'carol has left');
    await rt.cashOut('carol', 'out-carol');
    assert.equal((await charges(p)).length, 1, 'no second charge inside the first period');

    // The second period starts at t0 + 1 s + 30 min: taken before the first hand dealt after it.
    await p.advance(t0 + 1_000 + 30 * MIN - 1 - p.clock.now());
    assert.equal((await charges(p)).length, 1, '1 ms before the period: not yet');
    for (let i = 0; i < 10 && (await charges(p)).length < 2; i++) await p.advance(MIN);
    const second = (await charges(p))[1];
    assert.ok(second, 'the second period is charged');
    assert.deepEqual(second.paid, { alice: 1500, bob: 1500 }, '30.00 shared by the two seated; carol, gone, pays nothing');
    assert.equal(second.period, t0 + 1_000 + 30 * MIN, 'the period starts on the clock’s boundary, even if a hand ran over it');
    assert.ok(second.at >= (second.period as number), 'never taken before the period starts');
    // The house has the charges of the hands settled so far, to the cent (its own line: the rake is none here).
    const house = async (): Promise<number> => Number((await p.s.ctx.db.one<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE id = 'revenue'"))?.balance ?? 0);
    await p.advance(3 * MIN);
    assert.equal(await house(), 3 * 1000 + 2 * 1500, 'the two charges are booked to the house’s revenue with their hands');
  } finally {
    await p.stop(true);
  }
  // A restart reads the last charge from the recorded rounds: no charge again before the third period.
  const q = await paceServer({ dir: p.dir, clock: p.clock, timings, seed: 'cp-time' });
  try {
    await q.s.ctx.host.tick();
    await q.idle();
    await q.advance(t0 + 1_000 + 60 * MIN - 1 - q.clock.now());
    const after = await charges(q);
    assert.equal(after.length, 2, 'after the restart, not taken again within the second period');
    for (let i = 0; i < 10 && (await charges(q)).length < 3; i++) await q.advance(MIN);
    const third = (await charges(q))[2];
    assert.equal(third?.period, t0 + 1_000 + 60 * MIN, 'the third period is charged on time after the restart');
  } finally {
    await q.stop();
  }
});
