/**
 * The house's cut by time (000 §17 II.3 b session fee, 003 §3.2.40 time rake): taken between hands from each seated
 * player's stack, booked as its own settlement line to the house, never from a pot.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRng } from '../../rng/seeded-rng.js';
import { gameOf, scripted, type Scripted } from './testing.js';
import { timeChargeDue } from './time-charge.js';
import type { CpAction, CpState } from './state.js';

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

test('000 §17 II.3 b on the clock: the first session is charged in full before the first hand; when its hour is over, its last hands are begun on the hour; never during a hand', () => {
  const profile = gameOf('texas-holdem').profiles.get('eus-session');
  const waiting = gameOf('texas-holdem').create({ profile, table: {}, carry: null, rng: seededRng('t'), stacks: S }).state as CpState;
  const first = timeChargeDue(waiting);
  assert.equal(first?.due, -Infinity, 'never charged: due at once');
  assert.deepEqual(first?.step(1_000), { type: 'time-charge', by: { kind: 'dealer' }, at: 1_000 }, 'a full session opening now');
  const after = { ...waiting, lastCharge: { at: 1_000, half: false } };
  assert.equal(timeChargeDue(after)?.due, 1_000 + 60 * MIN, 'the session lasts an hour');
  assert.deepEqual(timeChargeDue(after)?.step(1_000 + 62 * MIN), { type: 'last-hands', by: { kind: 'dealer' }, at: 1_000 + 60 * MIN }, 'after a hand that ran over the hour: the last two hands begin, the hour recorded as the end');
  const half = { ...waiting, lastCharge: { at: 1_000 + 70 * MIN, half: true } };
  assert.equal(timeChargeDue(half)?.due, 1_000 + 100 * MIN, 'a half session lasts 30 minutes');
  assert.deepEqual(timeChargeDue(half)?.step(1_000 + 101 * MIN), { type: 'last-hands', by: { kind: 'dealer' }, at: 1_000 + 100 * MIN }, 'a half session likewise ends with its last hands');
  assert.deepEqual(timeChargeDue(half)?.step(1_000 + 200 * MIN), { type: 'time-charge', by: { kind: 'dealer' }, at: 1_000 + 200 * MIN, half: true }, 'after a pause longer than the next half session: no last hands, the period opens when play does');
  assert.equal(timeChargeDue({ ...half, phase: 'betting' }), null, 'never in the middle of a hand');
  assert.equal(timeChargeDue({ ...half, charges: { p1: 1000 } }), null, 'taken once before a hand');
});

/** The next hand's table between hands, from the last hand's carry as the store keeps it (JSON): what a restart reads. */
const nextWaiting = (carry: unknown, stacks: Record<string, number>): CpState =>
  gameOf('texas-holdem').create({ profile: gameOf('texas-holdem').profiles.get('eus-session'), table: {}, carry: JSON.parse(JSON.stringify(carry)), rng: seededRng('t'), stacks }).state as CpState;
const stacksAfter = (h: Scripted): Record<string, number> => Object.fromEntries(h.state.hand.map((p) => [p.player, p.stack]));

test('000 §17 II.3 b: a session is one hour of play plus the last two hands — the half session is charged before the third hand dealt after the hour, never before, and its clock starts at the charge', () => {
  // Hand 1: the first session, charged in full at 0 (20.00 each: 10% of the 200.00 maximum).
  const h1 = scripted('texas-holdem', 'eus-session', S, [], 1, { before: [['dealer', 'time-charge', { at: 0 }]] });
  foldOut(h1);
  assert.deepEqual(charged(h1).map(([, a]) => a), [2000, 2000, 2000, 2000]);
  // Between hands 1 and 2, after the hour: the last hands begin (not a charge).
  let w = nextWaiting(h1.carry(), stacksAfter(h1));
  const ended = timeChargeDue(w)?.step(61 * MIN) as CpAction;
  assert.deepEqual(ended, { type: 'last-hands', by: { kind: 'dealer' }, at: 60 * MIN });
  assert.equal(gameOf('texas-holdem').apply(w, { type: 'time-charge', by: { kind: 'dealer' }, at: 61 * MIN, half: true } as never).ok, true, 'a charge would still be accepted before the end is recorded');
  const h2 = scripted('texas-holdem', 'eus-session', stacksAfter(h1), [], null, { carry: h1.carry(), before: [['dealer', 'last-hands', { at: 60 * MIN }]] });
  assert.deepEqual(h2.events.filter((e) => e.type === 'last-hands'), [{ type: 'last-hands', at: 60 * MIN, hands: 2, cite: '000 §17 II.3 b' }]);
  assert.deepEqual(charged(h2), [], 'the first last hand: no charge');
  foldOut(h2);
  assert.deepEqual(h2.carry().lastCharge, { at: 0, half: false, end: { at: 60 * MIN, hands: 1 } }, 'one last hand counted in the carry');
  // Between hands 2 and 3: the second last hand still belongs to the session.
  w = nextWaiting(h2.carry(), stacksAfter(h2));
  assert.equal(timeChargeDue(w)?.due, 60 * MIN + 30 * MIN, 'not due (only a pause longer than a half session would end the session)');
  const early = gameOf('texas-holdem').apply(w, { type: 'time-charge', by: { kind: 'dealer' }, at: 63 * MIN, half: true } as never);
  assert.equal(early.ok ? 'accepted' : early.rejection.code, 'circle-poker/last-hands-pending', 'the charge is refused before the two hands');
  const h3 = scripted('texas-holdem', 'eus-session', stacksAfter(h2), [], null, { carry: h2.carry() });
  foldOut(h3);
  assert.deepEqual(charged(h3), [], 'the second last hand: no charge');
  assert.deepEqual(h3.carry().lastCharge?.end, { at: 60 * MIN, hands: 2 });
  // Before the third hand: the half session (10.00 each), opening at the charge.
  w = nextWaiting(h3.carry(), stacksAfter(h3));
  assert.equal(timeChargeDue(w)?.due, -Infinity, 'due at once');
  assert.deepEqual(timeChargeDue(w)?.step(66 * MIN), { type: 'time-charge', by: { kind: 'dealer' }, at: 66 * MIN, half: true }, 'the half session starts at the charge, after the last hands');
  const h4 = scripted('texas-holdem', 'eus-session', stacksAfter(h3), [], null, { carry: h3.carry(), before: [['dealer', 'time-charge', { at: 66 * MIN, half: true }]] });
  assert.deepEqual(charged(h4).map(([, a]) => a), [1000, 1000, 1000, 1000], 'a half session: 10.00 each');
  assert.deepEqual(h4.state.lastCharge, { at: 66 * MIN, half: true }, 'the new half session, its hands not yet counted');
  foldOut(h4);
  // The half session's 30 minutes run from the charge; then its own last two hands.
  w = nextWaiting(h4.carry(), stacksAfter(h4));
  assert.equal(timeChargeDue(w)?.due, 96 * MIN);
  assert.deepEqual(timeChargeDue(w)?.step(97 * MIN), { type: 'last-hands', by: { kind: 'dealer' }, at: 96 * MIN }, 'half sessions likewise');
});

test('000 §17 II.3 b: the last hands are counted from the recorded carry — a restart between the two hands keeps the count; a misdealt (void) hand does not count', () => {
  const h1 = scripted('texas-holdem', 'eus-session', S, [], null, { before: [['dealer', 'last-hands', { at: 60 * MIN }]], carry: { seats: [1, 2, 3, 4].map((box) => ({ box, player: `p${box}`, out: false })), button: 4, handNo: 5, lastCharge: { at: 0, half: false } } });
  foldOut(h1);
  // The restart: the table reads the carry the store kept (JSON) and builds the next hand's table from it.
  const restarted = nextWaiting(h1.carry(), S);
  assert.deepEqual(restarted.lastCharge, { at: 0, half: false, end: { at: 60 * MIN, hands: 1 } });
  assert.equal(timeChargeDue(restarted)?.due, 90 * MIN, 'not charged after the restart: one last hand to go');
  assert.equal(gameOf('texas-holdem').apply(restarted, { type: 'last-hands', by: { kind: 'dealer' }, at: 70 * MIN } as never).ok, false, 'nor are the last hands begun again');
  // A misdeal voids the second last hand: it is dealt again and only then counts.
  const h2 = scripted('texas-holdem', 'eus-session', S, [], null, { carry: h1.carry() });
  h2.act('dealer', 'misdeal', { reason: 'wrong-order' });
  assert.deepEqual(h2.carry().lastCharge?.end, { at: 60 * MIN, hands: 1 }, 'the misdealt hand is not counted');
  const h3 = scripted('texas-holdem', 'eus-session', S, [], null, { carry: h2.carry() });
  foldOut(h3);
  assert.deepEqual(h3.carry().lastCharge?.end, { at: 60 * MIN, hands: 2 });
  assert.equal(timeChargeDue(nextWaiting(h3.carry(), S))?.due, -Infinity, 'then the charge is due');
});

test('000 §17 II.3 b: after a pause longer than a half session among the last hands, the session is over: the charge is due when play resumes, opening then', () => {
  const carry = { seats: [1, 2, 3, 4].map((box) => ({ box, player: `p${box}`, out: false })), button: 4, handNo: 5, lastCharge: { at: 0, half: false, end: { at: 60 * MIN, hands: 1 } } };
  const w = nextWaiting(carry, S);
  assert.equal(timeChargeDue(w)?.due, 90 * MIN);
  assert.deepEqual(timeChargeDue(w)?.step(95 * MIN), { type: 'time-charge', by: { kind: 'dealer' }, at: 95 * MIN, half: true });
  assert.equal(gameOf('texas-holdem').apply(w, { type: 'time-charge', by: { kind: 'dealer' }, at: 95 * MIN, half: true } as never).ok, true, 'accepted after the pause');
  const r = gameOf('texas-holdem').apply(w, { type: 'time-charge', by: { kind: 'dealer' }, at: 89 * MIN, half: true } as never);
  assert.equal(r.ok ? 'accepted' : r.rejection.code, 'circle-poker/last-hands-pending', 'refused within the half session after the end');
});

test('000 §17 II.3 b, 003 §3.2.40: the last hands are refused where the table has none (a time rake, extraHands 0, no charge), before the period is over, to a player, and twice', () => {
  const oc = gameOf('texas-holdem').create({ profile: gameOf('texas-holdem').profiles.get('ee-oc-time'), table: {}, carry: null, rng: seededRng('t'), stacks: S }).state as CpState;
  const code = (s: CpState, a: Record<string, unknown>): string => {
    const r = gameOf('texas-holdem').apply(s, { by: { kind: 'dealer' }, ...a } as never);
    return r.ok ? 'accepted' : r.rejection.code;
  };
  assert.equal(code({ ...oc, lastCharge: { at: 0, half: false } }, { type: 'last-hands', at: 30 * MIN }), 'circle-poker/no-last-hands', '003 §3.2.40: the time rake is paid before each period, with no hands after it');
  const p = gameOf('texas-holdem').profiles.get('eus-session');
  const none = { ...p, timeCharge: { ...p.timeCharge, value: { ...p.timeCharge.value, extraHands: 0 } } };
  const zero = gameOf('texas-holdem').create({ profile: none, table: {}, carry: { seats: [], button: null, handNo: 0, lastCharge: { at: 0, half: false } }, rng: seededRng('t'), stacks: S }).state as CpState;
  assert.equal(code(zero, { type: 'last-hands', at: 60 * MIN }), 'circle-poker/no-last-hands');
  assert.deepEqual(timeChargeDue(zero)?.step(61 * MIN), { type: 'time-charge', by: { kind: 'dealer' }, at: 60 * MIN, half: true }, 'extraHands 0: charged on the hour as before');
  const eus = nextWaiting({ seats: [], button: null, handNo: 0 }, S);
  assert.equal(code(eus, { type: 'last-hands', at: 60 * MIN }), 'circle-poker/period-not-over', 'no session charged yet');
  const open = { ...eus, lastCharge: { at: 0, half: false } };
  assert.equal(code(open, { type: 'last-hands', at: 59 * MIN }), 'circle-poker/period-not-over', 'the hour is not over');
  assert.equal(code({ ...open, lastCharge: { at: 0, half: false, end: { at: 60 * MIN, hands: 0 } } }, { type: 'last-hands', at: 61 * MIN }), 'circle-poker/period-not-over', 'already begun');
  const r = gameOf('texas-holdem').apply(open, { type: 'last-hands', at: 60 * MIN, by: { kind: 'player', player: 'p1' } } as never);
  assert.equal(r.ok ? 'accepted' : r.rejection.code, 'circle-poker/dealer-only');
  assert.equal(code(open, { type: 'last-hands', at: 60 * MIN }), 'accepted');
});

test('003 §3.2.40 on the clock: the time rake falls due every 30 minutes from the period last charged, recorded in the state and carried to the next hand', () => {
  const h = scripted('texas-holdem', 'ee-oc-time', S, [], 4, { before: [['dealer', 'time-charge', { at: 5_000 }]] });
  assert.deepEqual(h.state.lastCharge, { at: 5_000, half: false });
  assert.deepEqual(h.carry().lastCharge, { at: 5_000, half: false }, 'carried to the next hand (and so kept by a restart)');
  const next = gameOf('texas-holdem').create({ profile: h.state.profile, table: {}, carry: h.carry(), rng: seededRng('t'), stacks: S }).state as CpState;
  assert.equal(timeChargeDue(next)?.due, 5_000 + 30 * MIN);
  assert.equal(timeChargeDue(gameOf('texas-holdem').create({ profile: gameOf('texas-holdem').profiles.get('ee-oc'), table: {}, carry: null, rng: seededRng('t'), stacks: S }).state as CpState), null, 'a table without a time charge has no clock');
});
