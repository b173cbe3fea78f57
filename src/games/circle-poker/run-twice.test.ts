/**
 * Run it twice (003 §3.2.32–36), stacked decks and scripted hands: asked once the betting is over with a player
 * all-in, every player still in consents (each answer a recorded action; a time-out is "no"), the rest of the board
 * dealt twice from the same deck, each pot halved (the odd chip to the first run) with the house's cut taken once;
 * 5 Card Omaha's crowded-table limit (§3.2.34); the PHH export and its replay.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { remaining } from '../../shoe/shoe.js';
import { finalStacks, rakeOf, scripted, type Scripted } from './testing.js';
import { phhText } from './phh.js';
import { replayPhh } from './phh-import.js';
import { games } from './index.js';
import type { CpAction, CpEvent } from './state.js';

const toAct = (s: Scripted): string | undefined => s.state.hand[s.state.toAct as number]?.player;
const awaited = (s: Scripted): string[] => s.game.awaiting(s.state).map((a) => (a.kind === 'player' ? a.player : a.kind));
const ofType = (s: Scripted, type: string): CpEvent[] => s.events.filter((e) => e.type === type);

/** Heads-up at ee-oc, p2 on the button (small blind, first to speak): AA against KK all-in before the flop. */
function allInPreflop(top: readonly string[]): Scripted {
  const h = scripted('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000 }, top, 2);
  h.act('p2', 'raise', { amount: 10000 });
  h.act('p1', 'call');
  return h;
}
// p1 AhAd, p2 KsKc; run 1: burn, 2c 7d 9h, burn, 3s, burn, 4c (aces hold); run 2: burn, Kh 5d 8s, burn, Jc, burn, 6h (a set of kings).
const AA_KK = ['Ah', 'Ks', 'Ad', 'Kc', 'Qd', '2c', '7d', '9h', 'Qs', '3s', 'Qh', '4c', 'Td', 'Kh', '5d', '8s', 'Tc', 'Jc', 'Th', '6h'];

test('003 §3.2.32–35: all-in before the flop, both players agree: the whole board is dealt twice from the same deck and the pot, less one cut, is halved between the runs', () => {
  const h = allInPreflop(AA_KK);
  assert.equal(h.state.phase, 'dealing');
  assert.deepEqual(h.state.runTwice, { from: 1, asked: ['p1', 'p2'], answers: {}, outcome: 'pending' });
  assert.deepEqual(awaited(h), ['p1', 'p2'], 'every player still in is asked');
  assert.equal(h.refused('dealer', 'next'), 'circle-poker/run-twice-pending', 'no card before every answer');
  h.act('p1', 'run-twice', { agree: true });
  assert.equal(h.refused('p1', 'run-twice', { agree: true }), 'circle-poker/answered');
  assert.deepEqual(awaited(h), ['p2']);
  h.act('p2', 'run-twice', { agree: true });
  assert.equal(h.state.runTwice?.outcome, 'agreed');
  h.runOut();
  assert.equal(h.state.phase, 'over');
  assert.deepEqual(h.state.boards, [['2c', '7d', '9h', '3s', '4c'], ['Kh', '5d', '8s', 'Jc', '6h']]);
  assert.equal(rakeOf(h.state), 1000, 'the cut once, on the whole pot of 200.00 (003 §3.2.39: cap 10.00)');
  assert.deepEqual(h.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount, a.run]), [['p1', 9500, 0], ['p2', 9500, 1]]);
  assert.deepEqual(finalStacks(h.state), { p1: 9500, p2: 9500 });
  const set = h.game.settlement(h.state);
  assert.deepEqual(set?.pots?.map((p) => p.cuts), [[{ rule: 'rake', amount: 1000, cite: '003 §3.2.39' }]], 'one rake line, not one per run');
  assert.deepEqual(ofType(h, 'board-dealt').map((e) => e.board), [0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);
});

test('003 §3.2.35: one "no" declines, and the board is dealt once', () => {
  const h = allInPreflop(AA_KK);
  h.act('p2', 'run-twice', { agree: false });
  assert.equal(h.state.runTwice?.outcome, 'declined');
  assert.equal(h.refused('p1', 'run-twice', { agree: true }), 'circle-poker/no-run-twice');
  h.runOut();
  assert.deepEqual(h.state.boards, [['2c', '7d', '9h', '3s', '4c']]);
  assert.deepEqual(finalStacks(h.state), { p1: 19000, p2: 0 });
});

test('003 §3.2.35: a player who does not answer in time declines (the time-out is a recorded "no"); the system may not agree for him', () => {
  const h = allInPreflop(AA_KK);
  h.act('p1', 'run-twice', { agree: true });
  const t = h.game.timeoutAction?.(h.state) as CpAction;
  assert.deepEqual(t, { type: 'run-twice', agree: false, by: { kind: 'system' } });
  assert.equal(h.refused('system', 'run-twice', { agree: true }), 'circle-poker/run-twice');
  h.act('system', 'run-twice', { agree: false });
  assert.deepEqual(ofType(h, 'run-twice-answered').map((e) => [e.player, e.agree, e.timedOut ?? false]), [['p1', true, false], ['p2', false, true]]);
  assert.equal(h.state.runTwice?.outcome, 'declined');
});

test('003 §3.2.33: all-in on the flop runs the turn and river twice; a folded player is not asked; the odd chip goes to the first run', () => {
  // Button p3: p1 small blind, p2 big blind. p3 raises to 401 and folds to the all-ins: the pot is 204.01.
  const top = ['Ah', 'Ks', 'Qc', 'Ad', 'Kc', 'Qd', 'Jd', '2c', '7d', '9h', 'Js', '3s', 'Jh', '4c', 'Td', 'Kh', 'Tc', '6h'];
  const h = scripted('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000, p3: 10000 }, top, 3);
  h.act('p3', 'raise', { amount: 401 });
  h.act('p1', 'call');
  h.act('p2', 'call');
  assert.equal(h.state.street, 0);
  h.runOut();
  h.act('p1', 'bet', { amount: 9599 });
  h.act('p2', 'call');
  h.act('p3', 'fold');
  assert.deepEqual(h.state.runTwice?.asked, ['p1', 'p2']);
  assert.equal(h.state.runTwice?.from, 2);
  h.act('p1', 'run-twice', { agree: true });
  h.act('p2', 'run-twice', { agree: true });
  h.runOut();
  assert.deepEqual(h.state.boards, [['2c', '7d', '9h', '3s', '4c'], ['2c', '7d', '9h', 'Kh', '6h']]);
  assert.equal(rakeOf(h.state), 1000);
  assert.deepEqual(h.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount, a.run]), [['p1', 9701, 0], ['p2', 9700, 1]], '194.01 halved: the odd cent to the first run');
});

test('003 §3.2.34: 5 Card Omaha with eight players all-in before the flop runs only the turn and river twice, dealing the last card of the deck; with seven, the whole board', () => {
  const eight = Object.fromEntries(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((p) => [p, 600]));
  const run = (players: Record<string, number>, button: number): Scripted => {
    const h = scripted('five-card-omaha', 'ee-oc', players, [], button);
    h.act(toAct(h) as string, 'raise', { amount: 600 });
    h.act(toAct(h) as string, 'call');
    while (h.state.phase === 'betting') h.act(toAct(h) as string, 'fold');
    return h;
  };
  const h8 = run(eight, 8);
  assert.equal(h8.state.runTwice?.from, 2, 'from the turn');
  for (const p of h8.state.runTwice?.asked ?? []) h8.act(p, 'run-twice', { agree: true });
  h8.runOut();
  const [one, two] = h8.state.boards as [string[], string[]];
  assert.equal(one.length, 5);
  assert.deepEqual(two.slice(0, 3), one.slice(0, 3), 'one flop');
  assert.notDeepEqual(two.slice(3), one.slice(3));
  assert.equal(remaining(h8.state.shoe), 0, 'the last card of the deck is dealt');
  const seven = Object.fromEntries(Object.entries(eight).slice(0, 7));
  const h7 = run(seven, 7);
  assert.equal(h7.state.runTwice?.from, 1, 'the whole board');
});

test('003 §3.2.32: not offered where the text has none (000, eus), nor in stud, nor while betting remains', () => {
  const eus = scripted('texas-holdem', 'eus', { p1: 10000, p2: 10000, p3: 10000, p4: 10000 }, [], 4);
  eus.act('p3', 'raise', { amount: 10000 });
  eus.act('p4', 'call');
  eus.act('p1', 'fold');
  eus.act('p2', 'fold');
  assert.equal(eus.state.runTwice, undefined);
  const three = scripted('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000, p3: 10000 }, [], 3);
  three.act('p3', 'raise', { amount: 10000 });
  three.act('p1', 'call');
  assert.equal(three.state.phase, 'betting', 'p2 may still call');
  assert.equal(three.state.runTwice, undefined);
});

test('PHH: a hand run twice exports its second run as board 2 with `_run_twice` and each answer as a comment, and replays from the text alone to the same stacks and text', () => {
  const h = allInPreflop(AA_KK);
  h.act('p1', 'run-twice', { agree: true });
  h.act('p2', 'run-twice', { agree: true });
  h.runOut();
  const text = phhText(h.game as never, h.initial, h.actions);
  assert.match(text, /_run_twice = true/);
  assert.match(text, /"d db Kh5d8sJc6h # board 2 \(run twice\)"/);
  assert.match(text, /"# p1 agrees to run the board twice"/);
  const r = replayPhh(text, (id) => games.find((g) => g.id === id));
  assert.deepEqual(r.finishingStacks, [9500, 9500]);
  assert.ok(r.checks.length === 2 && r.checks.every((c) => c.ok));
  assert.equal(phhText(h.game as never, r.initial, r.actions), text, 'exported again to the same text');
  const once = text.replace('_run_twice = true', '').replace(/ *"# p\d (agrees|declines) to run the board twice",\n/g, '');
  const single = replayPhh(once, (id) => games.find((g) => g.id === id));
  assert.deepEqual(single.finishingStacks, [19000, 0], 'without `_run_twice` the answers are "no": one run');
  assert.ok(single.checks.some((c) => !c.ok), "and the replay reports the file's stacks as not reproduced");
});
