/**
 * The house's cut by time (000 §17 II.3 b session fee, 003 §3.2.40 time rake): taken between hands from each seated
 * player's stack, booked as its own settlement line to the house, never from a pot.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRng } from '../../rng/seeded-rng.js';
import { gameOf, scripted, type Scripted } from './testing.js';
import { timeChargeDue } from './time-charge.js';
import type { CpState } from './state.js';

const MIN = 60_000;

const S = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
const toAct = (s: Scripted): string | undefined => s.state.hand[s.state.toAct as number]?.player;
const foldOut = (s: Scripted): void => {
  while (s.state.phase === 'betting') s.act(toAct(s) as string, 'fold');
};
const charged = (s: Scripted): [unknown, unknown][] => s.events.filter((e) => e.type === 'stake' && e.bet === 'time-charge').map((e) => [e.bettor, e.amount]);

test('000 §17 II.3 b: the session fee is 10% of the table maximum per player, paid from the stack before the hand and booked as its own line, not from the pot', () => {
  const h = scripted('texas-holdem', 'eus-session', S, [], 4, { before: [['dealer', 'time-charge']] });
  assert.deepEqual(charged(h), [['p1', 2000], ['p2', 2000], ['p3', 2000], ['p4', 2000]]);
  assert.deepEqual(h.state.hand.map((p) => p.stack + p.total), [8000, 8000, 8000, 8000], 'each plays the hand with what the fee left');
  foldOut(h);
  const set = h.game.settlement(h.state);
  const line = set?.pots?.find((p) => p.pot === 'time-charge');
  assert.deepEqual(line?.cuts, [{ rule: 'time-charge', amount: 8000, cite: '000 §17 II.3 b' }]);
  assert.deepEqual(line?.contributions.map((c) => [c.player, c.amount]), [['p1', 2000], ['p2', 2000], ['p3', 2000], ['p4', 2000]]);
  assert.ok(set?.pots?.filter((p) => p.pot !== 'time-charge').every((p) => p.cuts.length === 0), 'the pot pays no cut');
  assert.equal(set?.houseNet, 8000);
});

test('000 §17 II.3 b: a session extended by part of an hour is charged in half sessions', () => {
  const h = scripted('texas-holdem', 'eus-session', S, [], 4, { before: [['dealer', 'time-charge', { half: true }]] });
  assert.deepEqual(charged(h).map(([, a]) => a), [1000, 1000, 1000, 1000]);
});

test('003 §3.2.40: the time rake is the table price per period, paid equally by the players; a remainder too small to share is not charged', () => {
  const four = scripted('texas-holdem', 'ee-oc-time', S, [], 4, { before: [['dealer', 'time-charge']] });
  assert.deepEqual(charged(four).map(([, a]) => a), [750, 750, 750, 750]);
  const seven = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p) => [p, 10000]));
  const h7 = scripted('texas-holdem', 'ee-oc-time', seven, [], 7, { before: [['dealer', 'time-charge']] });
  assert.deepEqual(charged(h7).map(([, a]) => a), [428, 428, 428, 428, 428, 428, 428], '30.00 / 7 = 4.28 each');
});

test('000 §17 II.3, 003 §3.2.40: the time charge is refused where the table has none, twice before one hand, in half periods for the time rake, and to a player', () => {
  const eus = scripted('texas-holdem', 'eus', S, [], 4);
  foldOut(eus);
  assert.equal(eus.refused('dealer', 'time-charge'), 'circle-poker/no-time-charge');
  const oc = scripted('texas-holdem', 'ee-oc-time', S, [], 4, { before: [['dealer', 'time-charge']] });
  assert.equal(oc.refused('dealer', 'time-charge'), 'circle-poker/time-charged');
  const fresh = scripted('texas-holdem', 'ee-oc-time', S, [], 4);
  assert.equal(fresh.refused('dealer', 'time-charge', { half: true }), 'circle-poker/no-half-period');
  assert.equal(fresh.refused('p1', 'time-charge'), 'circle-poker/dealer-only');
});

test('000 §17 VII.1: the time charge is not taken when it would leave too few players able to play the hand it is settled with', () => {
  const poor = { p1: 2100, p2: 2100, p3: 2100, p4: 10000 };
  const h = scripted('texas-holdem', 'eus-session', poor, [], 4);
  foldOut(h);
  const waiting = h.game.create({ profile: h.game.profiles.get('eus-session'), table: {}, carry: h.carry(), rng: seededRng('t'), stack: [], stacks: poor }).state;
  const r = h.game.apply(waiting, { type: 'time-charge', by: { kind: 'dealer' } } as never);
  assert.equal(r.ok ? 'accepted' : r.rejection.code, 'circle-poker/too-few-players');
});

test('000 §17 II.3 b on the clock: the first session is charged in full before the first hand, then a half session when each session or half session is over; never during a hand', () => {
  const profile = gameOf('texas-holdem').profiles.get('eus-session');
  const waiting = gameOf('texas-holdem').create({ profile, table: {}, carry: null, rng: seededRng('t'), stacks: S }).state as CpState;
  const first = timeChargeDue(waiting);
  assert.equal(first?.due, -Infinity, 'never charged: due at once');
  assert.deepEqual(first?.step(1_000), { type: 'time-charge', by: { kind: 'dealer' }, at: 1_000 }, 'a full session opening now');
  const after = { ...waiting, lastCharge: { at: 1_000, half: false } };
  assert.equal(timeChargeDue(after)?.due, 1_000 + 60 * MIN, 'the session lasts an hour');
  assert.deepEqual(timeChargeDue(after)?.step(1_000 + 62 * MIN), { type: 'time-charge', by: { kind: 'dealer' }, at: 1_000 + 60 * MIN, half: true }, 'taken after a hand that ran over the hour: the half session opened on the hour');
  const half = { ...waiting, lastCharge: { at: 1_000 + 60 * MIN, half: true } };
  assert.equal(timeChargeDue(half)?.due, 1_000 + 90 * MIN, 'a half session lasts 30 minutes');
  assert.equal((timeChargeDue(half)?.step(1_000 + 200 * MIN) as { at?: number }).at, 1_000 + 200 * MIN, 'after a pause longer than the period, the period opens when play does');
  assert.equal(timeChargeDue({ ...half, phase: 'betting' }), null, 'never in the middle of a hand');
  assert.equal(timeChargeDue({ ...half, charges: { p1: 1000 } }), null, 'taken once before a hand');
});

test('003 §3.2.40 on the clock: the time rake falls due every 30 minutes from the period last charged, recorded in the state and carried to the next hand', () => {
  const h = scripted('texas-holdem', 'ee-oc-time', S, [], 4, { before: [['dealer', 'time-charge', { at: 5_000 }]] });
  assert.deepEqual(h.state.lastCharge, { at: 5_000, half: false });
  assert.deepEqual(h.carry().lastCharge, { at: 5_000, half: false }, 'carried to the next hand (and so kept by a restart)');
  const next = gameOf('texas-holdem').create({ profile: h.state.profile, table: {}, carry: h.carry(), rng: seededRng('t'), stacks: S }).state as CpState;
  assert.equal(timeChargeDue(next)?.due, 5_000 + 30 * MIN);
  assert.equal(timeChargeDue(gameOf('texas-holdem').create({ profile: gameOf('texas-holdem').profiles.get('ee-oc'), table: {}, carry: null, rng: seededRng('t'), stacks: S }).state as CpState), null, 'a table without a time charge has no clock');
});
