/**
 * The showdown in order (003 §3.1.3.2–3.1.3.8, showdown.ts), stacked decks and scripted hands: the first to show
 * (003 §3.2.26 at a cash table, §3.1.3.6 at a tournament's), each other player's show or muck (listed, awaited, his
 * alone), a mucked hand in no view and no player's PHH copy, the time-out's choice, the PHH round trip with PokerKit's
 * muck, and 000's showdown where every hand is shown at once. The exact chips of the muck and all-in cases are the
 * scenario files (scenarios/ee-oc-3.1.3.*).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Audience } from '../../core/ids.js';
import { finalStacks, scripted, type Scripted } from './testing.js';
import { phhText } from './phh.js';
import { replayPhh } from './phh-import.js';
import { games } from './index.js';
import type { CircleProfile } from './profile.js';
import type { CpView } from './view.js';

const decider = (s: Scripted): string | undefined => (s.state.phase === 'showdown' ? s.state.hand[s.state.toAct as number]?.player : undefined);
const awaited = (s: Scripted): string[] => s.game.awaiting(s.state).map((a) => (a.kind === 'player' ? a.player : a.kind));
const decisions = (s: Scripted, player: string): string[] => s.game.legalActions(s.state, { kind: 'player', player }).filter((l) => l.optional !== true).map((l) => l.type);
const cardsIn = (s: Scripted, audience: Audience, of: string): unknown => (s.game.view(s.state, audience) as CpView).seats.find((x) => x.player === of)?.cards;
const shownOrder = (s: Scripted): unknown[] => s.events.filter((e) => e.type === 'hand-shown').map((e) => e.player);

/** Deals `streets` streets, each checked round in `order`. */
function checkStreets(h: Scripted, streets: number, order: readonly string[]): void {
  for (let k = 0; k < streets; k++) {
    h.act('dealer', 'next');
    for (const p of order) h.act(p, 'check');
  }
}

/** Heads-up with p2 on the button: p2 limps, p1 checks, and the three streets are checked down (p1 first). */
function checkedDownHeadsUp(game: string, profile: string | CircleProfile, stacks: Record<string, number>, top: readonly string[]): Scripted {
  const h = scripted(game, profile, stacks, [...top], 2);
  h.act('p2', 'call');
  h.act('p1', 'check');
  checkStreets(h, 3, ['p1', 'p2']);
  return h;
}

/**
 * Heads-up at ee-oc, p2 on the button: p1 Ah Ad, p2 Ks Kc; board 2c 7d 9h 3s 4c (burns Qd Qs Qh). Checked to the
 * river, where p1 bets 4.00 and p2 calls: p1, the last aggressor, shows first (003 §3.2.26).
 */
function riverBetCalled(): Scripted {
  const h = scripted('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000 }, ['Ah', 'Ks', 'Ad', 'Kc', 'Qd', '2c', '7d', '9h', 'Qs', '3s', 'Qh', '4c'], 2);
  h.act('p2', 'call');
  h.act('p1', 'check');
  checkStreets(h, 2, ['p1', 'p2']);
  h.act('dealer', 'next');
  h.act('p1', 'bet', { amount: 400 });
  h.act('p2', 'call');
  return h;
}

test('003 §3.1.3.2–3.1.3.3, §3.1.3.6: the last aggressor shows first; a loser who mucks unexposed is seen by nobody — no player, spectator or dealer view, no event, no other player\'s PHH copy — and the auditor sees his cards once the hand is over', () => {
  const h = riverBetCalled();
  assert.equal(h.state.phase, 'showdown');
  assert.deepEqual(shownOrder(h), ['p1'], 'p1 bet the river: he tables his hand first');
  assert.equal(decider(h), 'p2');
  assert.deepEqual(awaited(h), ['p2'], 'the table awaits p2 alone (his timer runs)');
  assert.deepEqual(decisions(h, 'p2'), ['show', 'muck']);
  assert.deepEqual(decisions(h, 'p1'), [], 'the first to show has no choice left');
  assert.equal(h.refused('p1', 'muck'), 'circle-poker/not-your-turn');
  assert.equal(h.refused('dealer', 'show'), 'circle-poker/not-your-turn', 'the dealer never chooses for a player');
  assert.deepEqual(cardsIn(h, { kind: 'player', player: 'p2' }, 'p1'), [{ card: 'Ah', up: false }, { card: 'Ad', up: false }], 'p1 tabled');
  assert.deepEqual(cardsIn(h, { kind: 'spectator' }, 'p2'), [null, null], 'p2 has not chosen: still hidden');
  const before = h.events.length;
  h.act('p2', 'muck');
  assert.equal(h.state.phase, 'over');
  for (const audience of [{ kind: 'player', player: 'p1' }, { kind: 'spectator' }, { kind: 'dealer' }] as Audience[]) assert.deepEqual(cardsIn(h, audience, 'p2'), [null, null], `${JSON.stringify(audience)} never sees a mucked hand`);
  assert.deepEqual(cardsIn(h, { kind: 'player', player: 'p2' }, 'p2'), [{ card: 'Ks', up: false }, { card: 'Kc', up: false }], 'his own cards stay his');
  assert.deepEqual(cardsIn(h, { kind: 'auditor' }, 'p2'), [{ card: 'Ks', up: false }, { card: 'Kc', up: false }], 'the auditor, after the hand');
  const seat = (h.game.view(h.state, { kind: 'spectator' }) as CpView).seats.find((x) => x.player === 'p2');
  assert.equal(seat?.mucked, true);
  const after = h.events.slice(before);
  assert.ok(!JSON.stringify(after.filter((e) => e.type !== 'shoe-revealed')).match(/"K[sc]"/), 'no event of the muck names his cards');
  assert.deepEqual(after.filter((e) => e.type === 'hand-mucked').map((e) => [e.player, e.cite]), [['p2', '003 §3.1.3.2–3.1.3.3']]);
  // Pot 12.00, the cut 0.50 (003 §3.2.39): p1 takes 11.50.
  assert.deepEqual(finalStacks(h.state), { p1: 10550, p2: 9400 });
  const copy = phhText(h.game, h.initial, h.actions, 'p1');
  assert.match(copy, /"d dh p2 \?\?\?\?"/, "p1's copy withholds the mucked hand");
  assert.match(copy, /"p2 sm"/, "PokerKit's muck: `sm` without cards");
  assert.doesNotMatch(copy, /Ks|Kc/);
});

test('003 §3.1.3.2, §3.1.3.8: a winner may muck at his own risk — the pot goes to the best hand tabled; p1 beaten by the muck still loses nothing he did not put in', () => {
  const h = riverBetCalled();
  // p2 mucks here; the reverse — the first shows a loser, the winner mucks — is ee-oc-3.1.3.2-winner-mucks.json.
  h.act('p2', 'show');
  assert.equal(h.state.phase, 'over');
  assert.deepEqual(shownOrder(h), ['p1', 'p2']);
  assert.deepEqual(cardsIn(h, { kind: 'spectator' }, 'p2'), [{ card: 'Ks', up: false }, { card: 'Kc', up: false }], 'a hand tabled is everyone\'s to see');
  assert.deepEqual(finalStacks(h.state), { p1: 10550, p2: 9400 });
});

test('003 §3.2.26 against §3.1.3.6: at a cash table the hand\'s last aggressor shows first whatever the round; at a tournament\'s only the last round\'s, else the first seat left of the button', () => {
  // Three players, button box 3: p2 bets the flop, the turn and river are checked.
  const play = (profile: CircleProfile | string): Scripted => {
    const h = scripted('texas-holdem', profile, { p1: 10000, p2: 10000, p3: 10000 }, ['Qh', 'Js', 'As', 'Qd', 'Jc', 'Ac', '5c', '2c', '7d', '9h', '5d', '3s', '5h', 'Kd'], 3);
    h.act('p3', 'call');
    h.act('p1', 'call');
    h.act('p2', 'check');
    h.act('dealer', 'next');
    h.act('p1', 'check');
    h.act('p2', 'bet', { amount: 200 });
    h.act('p3', 'call');
    h.act('p1', 'call');
    checkStreets(h, 2, ['p1', 'p2', 'p3']);
    return h;
  };
  const cash = play('ee-oc');
  assert.deepEqual([shownOrder(cash), decider(cash)], [['p2'], 'p3'], 'p2, the last aggressor (on the flop), then clockwise');
  const game = cash.game;
  const tournament = game.profiles.derive('ee-oc', { showdown: { value: { order: 'in-order', first: 'final-round-aggressor' }, cite: '003 §3.1.3.6' } }) as CircleProfile;
  const t = play(tournament);
  assert.deepEqual([shownOrder(t), decider(t)], [['p1'], 'p2'], 'no river bet: the first seat left of the button shows first');
});

test('003 §3.1.3.2: on a time-out the table shows a hand that wins or shares a pot against the hands tabled, and mucks one that does not', () => {
  // p1 (aces) shows first; p2's kings lose to them: mucked on his time-out.
  const lose = riverBetCalled();
  assert.deepEqual(lose.game.timeoutAction?.(lose.state), { type: 'muck', by: { kind: 'system' } });
  lose.act('system', 'muck');
  assert.equal(lose.state.hand.find((p) => p.player === 'p2')?.mucked, true);
  // The same cards the other way round: p2's aces beat the kings tabled, and are shown.
  const win = checkedDownHeadsUp('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000 }, ['Kh', 'As', 'Kd', 'Ac', 'Qd', '2c', '7d', '9h', 'Qs', '3s', 'Qh', '4c']);
  assert.deepEqual([shownOrder(win), decider(win)], [['p1'], 'p2'], 'checked down: the first seat left of the button shows first');
  assert.deepEqual(win.game.timeoutAction?.(win.state), { type: 'show', by: { kind: 'system' } });
  win.act('system', 'show');
  assert.deepEqual(finalStacks(win.state), { p1: 9800, p2: 10200 });
  // A tie shares the pot: shown. Both play the board's straight (A K Q J T).
  const tie = checkedDownHeadsUp('texas-holdem', 'ee-oc', { p1: 10000, p2: 10000 }, ['2h', '3h', '4d', '5d', '6c', 'Ac', 'Kd', 'Qh', '7c', 'Js', '8c', 'Tc']);
  assert.deepEqual(tie.game.timeoutAction?.(tie.state), { type: 'show', by: { kind: 'system' } });
});

test('PHH: a showdown in order exports each choice in its place — `pN sm cards`, PokerKit\'s muck `pN sm`, a time-out marked — and replays from the file to the same stacks and the same text', () => {
  const h = riverBetCalled();
  h.act('system', 'muck');
  const text = phhText(h.game, h.initial, h.actions);
  assert.match(text, /"p1 cbr 400",\s*"p2 cc",\s*"p1 sm AhAd",\s*"p2 sm # timed out"/);
  const back = replayPhh(text, (id) => games.find((g) => g.id === id));
  assert.ok(back.checks.length > 0 && back.checks.every((c) => c.ok), JSON.stringify(back.checks));
  assert.equal(back.final.hand.find((p) => p.player === 'p2')?.mucked, true);
  assert.equal(phhText(h.game, back.initial, back.actions), text, 'export → import → export');
});

test('000 §17 VII.3: at a table of 000 every hand still in is shown at once — no showdown phase, nothing to choose', () => {
  const eus = games.find((g) => g.id === 'texas-holdem')?.profiles.derive('eus', { minPlayers: { value: 2, cite: 'heads-up for the test' } }) as CircleProfile;
  const h = checkedDownHeadsUp('texas-holdem', eus, { p1: 10000, p2: 10000 }, ['Ah', 'Ks', 'Ad', 'Kc', 'Qd', '2c', '7d', '9h', 'Qs', '3s', 'Qh', '4c']);
  assert.equal(h.state.phase, 'over');
  assert.deepEqual(shownOrder(h), ['p1', 'p2']);
  assert.equal(h.refused('p2', 'muck'), 'circle-poker/no-showdown');
});

test('003 §3.1.3.8, §3.5.4.3: at Omaha Hi/Lo each half goes to the best hand tabled — the low shown, the high mucked: the low takes the whole pot', () => {
  // Heads-up, button box 2; board A 2 7 K Q. p1 has the low (7-4-3-2-A), p2 three kings (hands.test.ts's deal).
  const play = (): Scripted => {
    const h = checkedDownHeadsUp('omaha-hi-lo', 'ee-oc', { p1: 5000, p2: 5000 }, ['As', 'Kd', 'Ks', 'Kh', '3d', 'Qd', '4d', 'Jc', '5c', 'Ah', '2c', '7s', '5d', 'Kc', '5h', 'Qh']);
    return h;
  };
  const timedOut = play();
  assert.deepEqual([shownOrder(timedOut), decider(timedOut)], [['p1'], 'p2']);
  assert.deepEqual(timedOut.game.timeoutAction?.(timedOut.state), { type: 'show', by: { kind: 'system' } }, 'the kings win the high half against the low tabled');
  timedOut.act('system', 'show');
  assert.deepEqual(timedOut.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount]), [['p2', 200], ['p1', 200]]);
  const mucked = play();
  mucked.act('p2', 'muck');
  assert.deepEqual(mucked.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount]), [['p1', 400]]);
  assert.deepEqual(finalStacks(mucked.state), { p1: 5200, p2: 4800 });
});

test('003 §3.1.3.6: without a bet in the last round, in stud the best hand showing shows first (a tournament\'s rule, where the cash rule has no aggressor either)', () => {
  // Heads-up, button box 2. p1's up cards Kh 4c 5d 7s; p2's 9s 9c 2d 3h: p2 shows a pair of nines, p1 king high.
  const deck = ['2c', '3c', '6h', '8d', 'Kh', '9s', '4c', '9c', '5d', '2d', '7s', '3h', 'Jc', 'Qd'];
  const h = scripted('seven-card-stud', 'ee-oc', { p1: 10000, p2: 10000 }, deck, 2);
  h.act('p1', 'call'); // p2's 9s brought it in
  h.act('p2', 'check');
  checkStreets(h, 4, ['p2', 'p1']);
  assert.deepEqual([shownOrder(h), decider(h)], [['p2'], 'p1'], 'p2, the best hand showing, though p1 sits first from the button');
});

test('003 §3.3.6–7: on a time-out a beaten hand that qualifies for the Bad Beat prize is shown, not mucked — the prize goes to hands shown', () => {
  // Six at a table linked to the room jackpot, button box 6, checked down. p1 four jacks shows first; p2's aces full
  // of jacks (both hole cards) lose to them and qualify; p3 … p6 hold junk.
  const holes = [['Jh', 'Jd'], ['As', 'Ad'], ['3h', '4h'], ['6c', '7d'], ['8h', '2d'], ['5s', '3d']];
  const board = ['Ah', 'Jc', 'Js', '5d', '2c'];
  const top = [...holes.map((x) => x[0] as string), ...holes.map((x) => x[1] as string), '9c', ...board.slice(0, 3), '9d', board[3] as string, '9s', board[4] as string];
  const stacks = Object.fromEntries(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((p) => [p, 10000]));
  const h = scripted('texas-holdem', 'ee-oc', stacks, top, 6, { table: { jackpot: { id: 'olympic' } } });
  for (const p of ['p3', 'p4', 'p5', 'p6', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  checkStreets(h, 3, ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  assert.deepEqual([shownOrder(h), decider(h)], [['p1'], 'p2']);
  assert.deepEqual(h.game.timeoutAction?.(h.state), { type: 'show', by: { kind: 'system' } });
  h.act('system', 'show');
  for (const p of ['p3', 'p4', 'p5', 'p6']) {
    assert.deepEqual(h.game.timeoutAction?.(h.state), { type: 'muck', by: { kind: 'system' } }, `${p}'s junk is mucked`);
    h.act('system', 'muck');
  }
  assert.deepEqual((h.game.view(h.state, { kind: 'spectator' }) as CpView).jackpot?.badBeat, { losers: ['p2'], winners: ['p1'], table: ['p3', 'p4', 'p5', 'p6'] });
});
