/**
 * Sviten Special (003 §3.5.13), by stacked decks: five cards each, the exchange of none to five after the flop's
 * betting round in turn from the button's left, the face-up offer of a one-card exchange (kept, or refused for the
 * next card face down), the pot shared between the best hand-only five and the best 5 Card Omaha hand, at most six
 * players, and an exchange limited to the cards the deck has left.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, rakeOf, scripted } from './testing.js';
import type { CpState } from './state.js';

const cardsOf = (s: CpState, player: string): { card: string; up: boolean }[] => (s.hand.find((p) => p.player === player)?.cards ?? []).map((c) => ({ card: c.card, up: c.up }));
const names = (s: CpState, player: string): string[] => cardsOf(s, player).map((c) => c.card);

// Three players, button at box 3 (a small blind, b big blind, c the button): five cards each in turn, a, b, c.
// a: Ah Kh Qh 4c 3d; b: 9c 9d 2s 7h 5c; c: Ac Ad Kc Kd 8s. Burn 6d, flop 9h 9s 2c. The exchange: Jh Th (a's two),
// 6s offered to b, 7d, 7c offered to c. Burn 4s, turn 3h; burn 5d, river 8d.
const deck = ['Ah', '9c', 'Ac', 'Kh', '9d', 'Ad', 'Qh', '2s', 'Kc', '4c', '7h', 'Kd', '3d', '5c', '8s', '6d', '9h', '9s', '2c', 'Jh', 'Th', '6s', '7d', '7c', '4s', '3h', '5d', '8d'];

test('003 §3.5.13: Sviten Special exchanges in turn from the button\'s left after the flop; a one-card exchange is offered the top card face up, kept or refused for the next face down; the pot is shared between the best hand-only five and the best 5 Card Omaha hand (exact pots and cut)', () => {
  const h = scripted('sviten-special', 'ee-oc', { a: 10000, b: 10000, c: 10000 }, deck, 3);
  assert.ok(['a', 'b', 'c'].every((p) => names(h.state, p).length === 5), 'five cards each');
  h.act('c', 'call');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next'); // burn 6d, flop 9h 9s 2c
  assert.deepEqual(h.state.boards[0], ['9h', '9s', '2c']);
  for (const p of ['a', 'b', 'c']) h.act(p, 'check');
  h.act('dealer', 'next');
  assert.equal(h.state.phase, 'drawing', 'the exchange comes after the flop\'s betting round');
  assert.equal(h.game.legalActions(h.state, { kind: 'player', player: 'a' }).filter((l) => l.type === 'draw').length, 32, 'none to five of five cards');
  h.act('a', 'draw', { discard: ['4c', '3d'] });
  h.act('b', 'draw', { discard: ['5c'] });
  h.act('c', 'draw', { discard: ['8s'] });
  h.act('dealer', 'next');
  // a's two come face down; b is offered the next card face up and the hand waits for him.
  assert.deepEqual(names(h.state, 'a'), ['Ah', 'Kh', 'Qh', 'Jh', 'Th']);
  assert.deepEqual(cardsOf(h.state, 'b').at(-1), { card: '6s', up: true });
  assert.deepEqual(h.game.awaiting(h.state), [{ kind: 'player', player: 'b' }]);
  const seen = h.game.view(h.state, { kind: 'player', player: 'a' }) as { seats: { player: string; cards: ({ card: string } | null)[] }[] };
  assert.deepEqual(seen.seats.find((x) => x.player === 'b')?.cards.at(-1), { card: '6s', up: true }, 'every player sees the offered card');
  assert.equal(h.refused('c', 'offer', { take: true }), 'circle-poker/not-your-turn');
  assert.equal(h.refused('dealer', 'next'), 'circle-poker/not-now');
  assert.deepEqual(h.game.timeoutAction?.(h.state), { type: 'offer', take: true, by: { kind: 'system' } }, 'a time-out keeps the offered card');
  h.act('b', 'offer', { take: false });
  assert.deepEqual(names(h.state, 'b'), ['9c', '9d', '2s', '7h'], 'the refused card is out of play');
  h.act('dealer', 'next');
  assert.deepEqual(cardsOf(h.state, 'b').at(-1), { card: '7d', up: false }, 'the next card, face down');
  assert.deepEqual(cardsOf(h.state, 'c').at(-1), { card: '7c', up: true });
  h.act('c', 'offer', { take: true });
  h.act('dealer', 'next'); // burn 4s, turn 3h
  assert.deepEqual(h.state.boards[0], ['9h', '9s', '2c', '3h']);
  h.act('a', 'bet', { amount: 600 });
  h.act('b', 'call');
  h.act('c', 'fold');
  h.act('dealer', 'next'); // burn 5d, river 8d
  h.act('a', 'check');
  h.act('b', 'check');
  h.showAll(); // 003 §3.1.3.6: the showdown in order, every hand tabled
  const st = h.state;
  assert.equal(st.phase, 'over');
  // Hand-only: a's royal flush (Ah Kh Qh Jh Th). 5 Card Omaha: b's four nines (9c 9d + 9h 9s 3h).
  // Pot: 3 × 200 and 2 × 600 = 1800; 0.50 per full 10.00: 50; 1750 halved.
  assert.deepEqual(st.result?.pots.map((p) => [p.amount, p.rake, p.awards.map((x) => [x.player, x.amount, x.handType])]), [[1800, 50, [['a', 875, 0], ['b', 875, 1]]]]);
  assert.equal(rakeOf(st), 50);
  assert.deepEqual(finalStacks(st), { a: 10075, b: 10075, c: 9800 });
});

test('003 §3.5.13: at most six players sit at a Sviten Special table, and an exchange may not take the cards the turn and river need (the deck is short: the texts are silent)', () => {
  const players = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((p) => [p, 10000]));
  const h = scripted('sviten-special', 'ee-oc', players, [], 6);
  assert.equal(h.game.profiles.get('ee-oc').seats.value, 6);
  assert.equal(h.refused('g', 'sit', { box: 7 }), 'circle-poker/no-such-seat');
  h.act('c', 'call');
  h.act('d', 'call');
  h.act('e', 'call');
  h.act('f', 'call');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next');
  for (const p of ['a', 'b', 'c', 'd', 'e', 'f']) h.act(p, 'check');
  h.act('dealer', 'next');
  // 52 − 30 dealt − burn and flop 4 = 18 in the stub; the turn and river need 4: 14 for the exchanges.
  const hand = (p: string): string[] => names(h.state, p);
  h.act('a', 'draw', { discard: hand('a') });
  h.act('b', 'draw', { discard: hand('b') });
  assert.equal(h.refused('c', 'draw', { discard: hand('c') }), 'circle-poker/deck-short', 'four cards left for c');
  h.act('c', 'draw', { discard: hand('c').slice(0, 3) });
  // One left: a one-card exchange may take two (the offer and the card after it).
  assert.equal(h.refused('d', 'draw', { discard: hand('d').slice(0, 1) }), 'circle-poker/deck-short');
  assert.deepEqual(h.game.legalActions(h.state, { kind: 'player', player: 'd' }).filter((l) => l.type === 'draw'), [{ type: 'draw', discard: [] }]);
  h.act('d', 'draw', { discard: [] });
  h.act('e', 'draw', { discard: [] });
  h.act('f', 'draw', { discard: [] });
  h.act('dealer', 'next');
  assert.ok(['a', 'b', 'c'].every((p) => hand(p).length === 5), 'every exchange served');
  assert.equal(h.state.boards[0]?.length, 4, 'the turn is dealt');
});
