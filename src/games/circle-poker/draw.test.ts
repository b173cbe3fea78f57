/**
 * The draw variants with stacked decks: five-card draw (000 §17.1: the replacements' order, the stub running short,
 * "Figures", the 32-card deck's flush over full house) and Crazy Pineapple (003 §3.5.7: one discard before the turn).
 * Exact stacks, pots and cuts at the end.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRng } from '../../rng/seeded-rng.js';
import { finalStacks, rakeOf, scripted } from './testing.js';
import type { CpAction, CpState } from './state.js';

const cardsOf = (s: CpState, player: string): string[] => (s.hand.find((p) => p.player === player)?.cards ?? []).map((c) => c.card);
const stand = (h: ReturnType<typeof scripted>, ...players: string[]): void => players.forEach((p) => h.act(p, 'draw', { discard: [] }));

// Four players, button at box 4: a (box 1) is the Hand and posts the table minimum, b the second Hand posts double.
// The deal goes a, b, c, d five times.
const deal = (a: string[], b: string[], c: string[], d: string[]): string[] => [0, 1, 2, 3, 4].flatMap((i) => [a[i], b[i], c[i], d[i]] as string[]);

test('000 §17.1 III: a player discarding four gets three, and his fourth card only after the others have theirs; the pot after two betting rounds, less 5% (000 §17 II.3 a)', () => {
  const deck = [
    ...deal(['Ts', '2c', '3c', '4c', '6c'], ['Ah', 'Ad', 'As', '7d', '8s'], ['Kh', 'Kd', 'Qh', 'Qd', 'Js'], ['5h', '5d', '5s', '2h', '2d']),
    'Td', '9c', '9d', '3h', '9h',
  ];
  const h = scripted('five-card-draw', 'eus', { a: 5000, b: 5000, c: 5000, d: 5000 }, deck, 4);
  h.act('c', 'call');
  h.act('d', 'fold');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next');
  assert.equal(h.state.phase, 'drawing');
  h.act('a', 'draw', { discard: ['2c', '3c', '4c', '6c'] });
  h.act('b', 'draw', { discard: ['8s'] });
  h.act('c', 'draw', { discard: [] });
  h.act('dealer', 'next');
  // a: Td 9c 9d in the first pass, b: 3h, then a's fourth: 9h (nines full of tens); all at once would give a 3h.
  assert.deepEqual(cardsOf(h.state, 'a').sort(), ['9c', '9d', '9h', 'Td', 'Ts']);
  assert.deepEqual(cardsOf(h.state, 'b').sort(), ['3h', '7d', 'Ad', 'Ah', 'As']);
  // After the draw the Hand (first seat left of the button) speaks first.
  h.act('a', 'bet', { amount: 400 });
  h.act('b', 'fold');
  h.act('c', 'call');
  const st = h.state;
  assert.equal(st.phase, 'over');
  // Pot 3 × 200 + 2 × 400 = 1400; 5% = 70 to the house; a's full house beats c's Figures.
  assert.equal(rakeOf(st), 70);
  assert.deepEqual(finalStacks(st), { a: 5000 - 600 + 1330, b: 4800, c: 4400, d: 5000 });
  assert.equal(h.events.filter((e) => e.type === 'player-drew').map((e) => e.count).join(','), '4,1,0');
  assert.ok(!h.events.some((e) => e.type === 'player-drew' && 'cards' in e), 'a discard event never names the cards');
});

test('000 §17 VI.1 h: in draw poker "Figures" (five cards of aces to jacks) beats two pair, even aces and kings', () => {
  const deck = deal(['Ac', 'Ad', 'Kc', 'Kd', '2s'], ['3c', '4d', '6h', '8s', 'Ts'], ['Qh', 'Qs', 'Jh', 'Js', 'Kh'], ['3d', '4c', '6d', '8c', '9s']);
  const h = scripted('five-card-draw', 'eus', { a: 5000, b: 5000, c: 5000, d: 5000 }, deck, 4);
  h.act('c', 'call');
  h.act('d', 'fold');
  h.act('a', 'call');
  h.act('b', 'fold');
  h.act('dealer', 'next');
  stand(h, 'a', 'c');
  h.act('dealer', 'next');
  h.act('a', 'check');
  h.act('c', 'check');
  const st = h.state;
  // Pot 200 + 200 + 200 = 600, 5% = 30; c's Figures (queens and jacks, king) take 570.
  assert.equal(rakeOf(st), 30);
  assert.deepEqual(finalStacks(st), { a: 4800, b: 4800, c: 4800 + 570, d: 5000 });
});

test('000 §17.1 I, §17 VI.1: with 32 cards a flush beats a full house (the profile names the 32-card deck)', () => {
  const deck = deal(['7h', '9h', 'Jh', 'Kh', 'Ah'], ['7c', '8d', '9s', 'Jc', 'Kd'], ['Tc', 'Td', 'Ts', '8c', '8s'], ['7d', '7s', '9c', 'Js', 'Qd']);
  const h = scripted('five-card-draw', 'eus-32', { a: 5000, b: 5000, c: 5000, d: 5000 }, deck, 4);
  assert.equal(h.state.variant.ranks, '789TJQKA');
  assert.equal(h.state.shoe.order.length, 32);
  h.act('c', 'call');
  h.act('d', 'fold');
  h.act('a', 'call');
  h.act('b', 'fold');
  h.act('dealer', 'next');
  stand(h, 'a', 'c');
  h.act('dealer', 'next');
  h.act('a', 'check');
  h.act('c', 'check');
  assert.deepEqual(finalStacks(h.state), { a: 4800 + 570, b: 4800, c: 4800, d: 5000 });
});

// Five players at the 32-card table (button at box 5): 25 cards dealt, a stub of 7.
const five = (a: string[], b: string[], c: string[], d: string[], e: string[]): string[] => [0, 1, 2, 3, 4].flatMap((i) => [a[i], b[i], c[i], d[i], e[i]] as string[]);
const short32 = five(['7c', '7d', '7h', '7s', '8c'], ['8d', '8h', '8s', '9c', '9d'], ['9h', '9s', 'Tc', 'Td', 'Th'], ['Ts', 'Jc', 'Jd', 'Jh', 'Js'], ['Qc', 'Qd', 'Qh', 'Qs', 'Kc']);
const stub = ['Kd', 'Kh', 'Ks', 'Ac', 'Ad', 'Ah', 'As'];
const toDraw = (): ReturnType<typeof scripted> => {
  const h = scripted('five-card-draw', 'eus-32', { a: 5000, b: 5000, c: 5000, d: 5000, e: 5000 }, [...short32, ...stub], 5);
  h.act('c', 'call');
  h.act('d', 'call');
  h.act('e', 'call');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next');
  return h;
};

test('000 §17.1 III: when the stub runs out the dealer completes the hands from all the players\' discards', () => {
  const h = toDraw();
  h.act('a', 'draw', { discard: ['7c', '7d', '7h', '7s'] });
  h.act('b', 'draw', { discard: ['8d', '8h', '8s', '9c'] });
  h.act('c', 'draw', { discard: ['9h', '9s', 'Tc', 'Td'] });
  stand(h, 'd', 'e');
  h.act('dealer', 'next');
  // 12 cards owed, 7 in the stub: a Kd Kh Ks, b Ac Ad Ah, c As; then the discards in the players' order (no
  // reshuffle given): c 7c 7d, and the fourth cards a 7h, b 7s, c 8d.
  assert.deepEqual(cardsOf(h.state, 'a'), ['8c', 'Kd', 'Kh', 'Ks', '7h']);
  assert.deepEqual(cardsOf(h.state, 'b'), ['9d', 'Ac', 'Ad', 'Ah', '7s']);
  assert.deepEqual(cardsOf(h.state, 'c'), ['Th', 'As', '7c', '7d', '8d']);
  assert.ok(h.events.some((e) => e.type === 'discards-reused' && e.cards === 12));
});

test("000 §17.1 III: when only one player is still short, he is completed from the other players' discards, not his own", () => {
  const h = toDraw();
  h.act('a', 'draw', { discard: ['7c', '7d', '7h', '7s'] });
  h.act('b', 'draw', { discard: ['8d', '8h', '8s', '9c'] });
  stand(h, 'c', 'd', 'e');
  h.act('dealer', 'next');
  // 8 owed, 7 in the stub: a Kd Kh Ks, b Ac Ad Ah, a's fourth As; b alone is short: a's discard 7c, not one of his.
  assert.deepEqual(cardsOf(h.state, 'a'), ['8c', 'Kd', 'Kh', 'Ks', 'As']);
  assert.deepEqual(cardsOf(h.state, 'b'), ['9d', 'Ac', 'Ad', 'Ah', '7c']);
});

test('000 §17.1 III: the discards are reshuffled by the server (randomize), only when the stub runs short', () => {
  const h = toDraw();
  h.act('a', 'draw', { discard: ['7c', '7d', '7h', '7s'] });
  h.act('b', 'draw', { discard: ['8d', '8h', '8s', '9c'] });
  h.act('c', 'draw', { discard: ['9h', '9s', 'Tc', 'Td'] });
  stand(h, 'd', 'e');
  const next = h.game.randomize?.(h.state, { type: 'next', by: { kind: 'dealer' } } as CpAction, seededRng('r')) as CpAction & { reshuffle?: number[] };
  assert.deepEqual([...(next.reshuffle ?? [])].sort((x, y) => x - y), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  assert.equal(h.refused('dealer', 'next', { reshuffle: [0, 1] }), 'circle-poker/reshuffle');
  h.act('dealer', 'next', { reshuffle: [...(next.reshuffle ?? [])] });
  const dealt = ['a', 'b', 'c'].flatMap((p) => cardsOf(h.state, p));
  assert.equal(new Set(dealt).size, 15, 'no card twice');
  // A stub that suffices takes no reshuffle.
  const g = toDraw();
  stand(g, 'a', 'b', 'c', 'd', 'e');
  assert.equal((g.game.randomize?.(g.state, { type: 'next', by: { kind: 'dealer' } } as CpAction, seededRng('r')) as { reshuffle?: unknown }).reshuffle, undefined);
  assert.equal(g.refused('dealer', 'next', { reshuffle: [] }), 'circle-poker/reshuffle');
});

test('000 §17.1 III: a discard of five cards, of a card not held, or out of turn is refused and changes nothing; the time-out stands pat', () => {
  const h = toDraw();
  assert.equal(h.refused('a', 'draw', { discard: ['7c', '7d', '7h', '7s', '8c'] }), 'circle-poker/discard-count');
  assert.equal(h.refused('a', 'draw', { discard: ['Kd'] }), 'circle-poker/discard');
  assert.equal(h.refused('a', 'draw', { discard: ['7c', '7c'] }), 'circle-poker/discard');
  assert.equal(h.refused('b', 'draw', { discard: [] }), 'circle-poker/not-your-turn');
  assert.equal(h.refused('dealer', 'next'), 'circle-poker/not-now');
  const legal = h.game.legalActions(h.state, { kind: 'player', player: 'a' });
  assert.equal(legal.filter((l) => l.type === 'draw').length, 31, 'none to four of five cards: 1 + 5 + 10 + 10 + 5');
  assert.deepEqual(h.game.timeoutAction?.(h.state), { type: 'draw', discard: [], by: { kind: 'system' } });
});

// Crazy Pineapple, four players, button at box 4: three hole cards each, a, b, c, d three times; burn, flop.
const pineapple = ['Ah', 'Kd', '2c', '3d', 'Ad', 'Kh', '7c', '4h', '9s', '5s', '8d', '5h', 'Tc', 'As', 'Ks', '6c', 'Jc', 'Kc', 'Qc', '2h'];
test('003 §3.5.7: in Crazy Pineapple each player still in discards exactly one of his three cards after the flop, before the turn; the hand plays on as hold\'em', () => {
  const h = scripted('crazy-pineapple', 'ee-oc', { a: 10000, b: 10000, c: 10000, d: 10000 }, pineapple, 4);
  assert.equal(cardsOf(h.state, 'a').length, 3);
  h.act('c', 'fold');
  h.act('d', 'fold');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next'); // burn Tc, flop As Ks 6c
  h.act('a', 'bet', { amount: 400 });
  h.act('b', 'call');
  h.act('dealer', 'next');
  assert.equal(h.state.phase, 'drawing');
  assert.equal(h.refused('a', 'draw', { discard: [] }), 'circle-poker/discard-count');
  assert.equal(h.refused('a', 'draw', { discard: ['Ah', 'Ad'] }), 'circle-poker/discard-count');
  assert.equal(h.game.legalActions(h.state, { kind: 'player', player: 'a' }).filter((l) => l.type === 'draw').length, 3);
  h.act('a', 'draw', { discard: ['9s'] });
  // b's time-out discards his last card dealt (the text names no default: a documented choice).
  const timeout = h.game.timeoutAction?.(h.state) as CpAction;
  assert.deepEqual(timeout, { type: 'draw', discard: ['5s'], by: { kind: 'system' } });
  h.act('system', 'draw', { discard: ['Kh'] });
  assert.deepEqual(cardsOf(h.state, 'a'), ['Ah', 'Ad']);
  assert.deepEqual(cardsOf(h.state, 'b'), ['Kd', '5s']);
  h.act('dealer', 'next'); // burn Jc, turn Kc
  assert.deepEqual(h.state.boards[0], ['As', 'Ks', '6c', 'Kc']);
  h.act('a', 'check');
  h.act('b', 'check');
  h.act('dealer', 'next'); // burn Qc, river 2h
  h.act('a', 'check');
  h.act('b', 'check');
  h.showAll(); // 003 §3.1.3.6: the showdown in order, every hand tabled
  const st = h.state;
  // Kept: a aces full of kings against b's kings full of aces (his discarded Kh would have made four kings).
  // Pot: the blinds called, 2 × 200, and the flop's 2 × 400 = 1200.
  assert.equal(st.phase, 'over');
  const pot = st.result?.pots.reduce((t, p) => t + p.amount, 0);
  assert.equal(pot, 1200);
  // 0.50 per full 10.00 of pot (003 §3.2.39): one full ten, 50.
  assert.equal(rakeOf(st), 50);
  assert.deepEqual(finalStacks(st), { a: 10000 - 600 + 1150, b: 9400, c: 10000, d: 10000 });
  // Nobody's view, nor any event, names a discarded card.
  const views = JSON.stringify(['a', 'b', 'c'].map((p) => h.game.view(st, { kind: 'player', player: p })));
  assert.ok(!views.includes('9s') && !views.includes('"Kh"'), 'a discard is never shown');
});
