/**
 * 000 §17 II.3 b's session fee on the table's clock (issue 19): a session is "one hour of play plus the last two
 * hands". The table records the dealer's `last-hands` step before the first hand after the hour, deals two hands,
 * and takes the half session's charge before the third — across a restart between the two hands. The tables' time is
 * a `ManualClock`; every hand is played by the time-outs.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paceServer, recordedSteps, type PaceServer } from './pace-fixture.js';

const MIN = 60_000;
const T = 'cp-session';
const timings = { decisionMs: 4 * MIN, stepMs: 1_000, graceMs: 24 * 60 * MIN };

interface Step {
  readonly type: string;
  readonly round: number;
  readonly recorded: number;
  readonly at: number | null;
  readonly half: boolean;
  readonly paid: Record<string, number>;
}

/** The table's clock steps (`time-charge`, `last-hands`) and the rounds that dealt a hand, from the recorded log. */
async function log(p: PaceServer): Promise<{ steps: Step[]; dealt: number[] }> {
  const steps: Step[] = [];
  const dealt: number[] = [];
  for (const { round, recorded, action, timeCharge } of await recordedSteps(p, T)) {
    if (action.type === 'deal') dealt.push(round);
    if (action.type === 'time-charge' || action.type === 'last-hands') steps.push({ type: action.type, round, recorded, at: action.at ?? null, half: !!action.half, paid: timeCharge });
  }
  return { steps, dealt };
}

test('000 §17 II.3 b: the session is an hour plus the last two hands — the half session is charged before the third hand dealt after the hour, its clock starting then; a restart between the two hands keeps the count', async () => {
  const p = await paceServer({ timings, seed: 'cp-session' });
  const t0 = p.clock.now();
  let ended: Step;
  try {
    const rt = await p.open(T, 'texas-holdem', 'eus-session');
    for (const [i, u] of ['alice', 'bob', 'carol', 'dave'].entries()) {
      rt.attach(u);
      await rt.sit(u, i + 1);
      await rt.buyIn(u, 20_000, `buy-${u}`);
    }
    await p.idle();
    await p.advance(1_000);
    const first = (await log(p)).steps;
    assert.deepEqual(first.map((s) => [s.type, s.at, s.half, s.paid]), [['time-charge', t0 + 1_000, false, { alice: 2000, bob: 2000, carol: 2000, dave: 2000 }]], 'the first session in full: 10% of 200.00 each');
    // Play on until the hour is over and the first hand after it is dealt.
    for (let i = 0; i < 90 && !(await log(p)).steps.some((s) => s.type === 'last-hands'); i++) await p.advance(MIN);
    const after = await log(p);
    ended = after.steps[1] as Step;
    assert.equal(ended?.type, 'last-hands', 'no charge on the hour: the last hands begin');
    assert.equal(ended.at, t0 + 1_000 + 60 * MIN, 'the hour’s end recorded');
    assert.ok(ended.recorded >= (ended.at as number));
    // Play until the first last hand is over and the second is dealt, then stop between the two.
    for (let i = 0; i < 30 && !(await log(p)).dealt.includes(ended.round + 1); i++) await p.advance(MIN);
    assert.ok((await log(p)).dealt.includes(ended.round + 1), 'the second last hand is dealt');
    assert.equal((await log(p)).steps.length, 2, 'no charge before it');
  } finally {
    await p.stop(true);
  }
  const q = await paceServer({ dir: p.dir, clock: p.clock, timings, seed: 'cp-session' });
  try {
    await q.s.ctx.host.tick();
    await q.idle();
    for (let i = 0; i < 30 && (await log(q)).steps.length < 3; i++) await q.advance(MIN);
    const { steps, dealt } = await log(q);
    const charge = steps[2] as Step;
    assert.equal(charge?.type, 'time-charge', 'the half session is charged after the restart');
    assert.equal(charge.round, ended.round + 2, 'before the third hand after the hour, not before');
    assert.ok(dealt.includes(ended.round) && dealt.includes(ended.round + 1), 'the two last hands were dealt');
    assert.equal(charge.half, true);
    assert.deepEqual(charge.paid, { alice: 1000, bob: 1000, carol: 1000, dave: 1000 }, 'half a session: 10.00 each');
    assert.equal(charge.at, charge.recorded, 'the half session’s clock starts at the charge');
    assert.ok((charge.at as number) > (ended.at as number) + 2 * MIN, 'after the two hands, not on the hour');
  } finally {
    await q.stop();
  }
});
