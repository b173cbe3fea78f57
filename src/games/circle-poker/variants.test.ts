/**
 * The variants added as data (circle poker 2), each by a stacked deck: eight-or-better stud's split (003 §3.5.12),
 * Courchevel's first flop card with the hole cards (003 §3.5.8), Sökö's four-card hands (003 §3.5.5.2); and the variants
 * of issue 19: Watermelon's two discards (003 §3.5.10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, rakeOf, scripted, type Scripted } from './testing.js';
import type { CpState } from './state.js';

const cardsOf = (s: CpState, player: string): string[] => (s.hand.find((p) => p.player === player)?.cards ?? []).map((c) => c.card);

/** Plays the hand out with checks (calls where a check is not allowed) and the dealer's steps. */
function checkDown(s: Scripted): void {
  for (let i = 0; i < 100 && s.state.phase !== 'over'; i++) {
    if (s.state.phase === 'dealing') {
      s.act('dealer', 'next');
      continue;
    }
    // A showdown in order (003 §3.1.3.6): every hand is tabled.
    if (s.state.phase === 'showdown') {
      s.showAll();
      continue;
    }
    const who = s.state.hand[s.state.toAct as number]?.player as string;
    const legal = s.game.legalActions(s.state, { kind: 'player', player: who }).map((l) => l.type);
    s.act(who, legal.includes('check') ? 'check' : 'call');
  }
}

test('003 §3.5.12: eight-or-better stud shares the pot between the best high hand and the best low of five cards from ace to eight, any five of seven', () => {
  // Heads-up, button box 1: p2 is dealt first. p2: As Ad | Ac, then Kd Ks Kh, 9c (aces full). p1: 3d 4d | 2c, then 5h 7s Qd, Jc (7-5-4-3-2).
  const deck = ['As', '3d', 'Ad', '4d', 'Ac', '2c', 'Kd', '5h', 'Ks', '7s', 'Kh', 'Qd', '9c', 'Jc'];
  const s = scripted('stud-eight', 'ee-oc', { p1: 5000, p2: 5000 }, deck, 1);
  assert.deepEqual(s.events.filter((e) => e.type === 'stake' && e.bet === 'bring-in').map((e) => e.bettor), ['p1'], 'the lowest up card (2c) brings it in');
  checkDown(s);
  // Antes 2 × 0.50, the bring-in 1.00 and its call: 3.00, under the 10.00 the rake starts at.
  assert.deepEqual(s.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount, a.handType]), [['p2', 150, 0], ['p1', 150, 1]]);
});

test('003 §3.5.12 (read from §3.5.4.3): without a low of five cards ace to eight the high hand takes the whole stud pot', () => {
  const deck = ['As', '3d', 'Ad', '4d', 'Ac', '9c', 'Kd', 'Th', 'Ks', 'Js', 'Kh', 'Qd', '9d', 'Jc'];
  const s = scripted('stud-eight', 'ee-oc', { p1: 5000, p2: 5000 }, deck, 1);
  checkDown(s);
  assert.deepEqual(s.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount, a.handType]), [['p2', 300, 0]]);
});

test('003 §3.5.8: Courchevel deals the first flop card face up with the five hole cards, without a burn; the flop is completed with a burn and two cards', () => {
  const deck = Array.from('23456789TJQKA').flatMap((r) => [`${r}c`, `${r}d`]).slice(0, 14);
  const s = scripted('courchevel', 'ee-oc', { p1: 5000, p2: 5000 }, deck, 2);
  assert.ok(s.state.hand.every((p) => p.cards.length === 5 && p.cards.every((c) => !c.up)));
  assert.deepEqual(s.state.boards, [[deck[10]]], 'the eleventh card, no burn');
  assert.equal(s.state.phase, 'betting');
  s.act('p2', 'call');
  s.act('p1', 'check');
  s.act('dealer', 'next');
  assert.deepEqual(s.state.boards, [[deck[10], deck[12], deck[13]]], 'one card burned, two to complete the flop');
});

test('003 §3.5.5.2: in Sökö a four-card flush ranks above one pair (below two pairs)', () => {
  // Heads-up, button box 1: p2 first. p2: Ah | 9h, 7h, 2h, Kd (four hearts). p1: As | Ad, Ks, Qc, 9s (a pair of aces).
  const deck = ['Ah', 'As', '9h', 'Ad', '7h', 'Ks', '2h', 'Qc', 'Kd', '9s'];
  const s = scripted('soko', 'ee-oc', { p1: 5000, p2: 5000 }, deck, 1);
  checkDown(s);
  assert.equal(s.state.result?.showdown, true);
  assert.deepEqual(s.state.result?.pots[0]?.awards.map((a) => a.player), ['p2']);
});

// Watermelon, three players, button at box 3 (a small blind, b big blind, c the button): four cards each, a, b, c in
// turn; then burn Tc, flop As Ks 6c; burn Jc, turn Kc; burn Qc, river 2h.
const melon = ['Ah', 'Kd', '2c', 'Ad', 'Kh', '3d', '9s', '5s', '7c', '8c', 'Qh', '4h', 'Tc', 'As', 'Ks', '6c', 'Jc', 'Kc', 'Qc', '2h'];
test('003 §3.5.10: in Watermelon each player still in discards one of four cards before the flop and another before the turn, and plays his last two as in hold\'em (exact pots and cut)', () => {
  const h = scripted('watermelon', 'ee-oc', { a: 10000, b: 10000, c: 10000 }, melon, 3);
  assert.ok(['a', 'b', 'c'].every((p) => cardsOf(h.state, p).length === 4), 'four cards each');
  h.act('c', 'call');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next');
  // The first discard comes after the first betting round and before the flop is dealt.
  assert.equal(h.state.phase, 'drawing');
  assert.deepEqual(h.state.boards[0], []);
  assert.equal(h.refused('a', 'draw', { discard: [] }), 'circle-poker/discard-count');
  assert.equal(h.refused('a', 'draw', { discard: ['9s', '8c'] }), 'circle-poker/discard-count');
  h.act('a', 'draw', { discard: ['9s'] });
  h.act('b', 'draw', { discard: ['Qh'] });
  h.act('c', 'draw', { discard: ['2c'] });
  assert.deepEqual(['a', 'b', 'c'].map((p) => cardsOf(h.state, p)), [['Ah', 'Ad', '8c'], ['Kd', 'Kh', '5s'], ['3d', '7c', '4h']], 'nothing replaces a discard');
  h.act('dealer', 'next'); // burn Tc, flop As Ks 6c
  assert.deepEqual(h.state.boards[0], ['As', 'Ks', '6c']);
  h.act('a', 'bet', { amount: 400 });
  h.act('b', 'call');
  h.act('c', 'fold');
  h.act('dealer', 'next');
  // The second discard, before the turn: only the players still in.
  assert.equal(h.state.phase, 'drawing');
  h.act('a', 'draw', { discard: ['8c'] });
  // b's time-out discards his last card dealt (as in Crazy Pineapple: the text names no default).
  assert.deepEqual(h.game.timeoutAction?.(h.state), { type: 'draw', discard: ['5s'], by: { kind: 'system' } });
  h.act('system', 'draw', { discard: ['5s'] });
  assert.equal(h.state.phase, 'dealing', 'c, folded, does not discard');
  h.act('dealer', 'next'); // burn Jc, turn Kc
  assert.deepEqual(h.state.boards[0], ['As', 'Ks', '6c', 'Kc']);
  h.act('a', 'check');
  h.act('b', 'bet', { amount: 1000 });
  h.act('a', 'call');
  h.act('dealer', 'next'); // burn Qc, river 2h
  h.act('a', 'check');
  h.act('b', 'check');
  h.showAll(); // 003 §3.1.3.6: the showdown in order, every hand tabled
  const st = h.state;
  assert.equal(st.phase, 'over');
  // b's kings make four with the board (Kd Kh As Ks Kc) against a's aces full; a's discarded 9s and 8c play no part.
  // Pot: 3 × 200 before the flop, 2 × 400 on the flop, 2 × 1000 on the turn = 3400; 0.50 per full 10.00: 150.
  assert.deepEqual(st.result?.pots.map((p) => [p.amount, p.rake, p.awards.map((a) => [a.player, a.amount])]), [[3400, 150, [['b', 3250]]]]);
  assert.equal(rakeOf(st), 150);
  assert.deepEqual(finalStacks(st), { a: 8400, b: 11650, c: 9800 });
  const views = JSON.stringify(['a', 'b', 'c'].map((p) => h.game.view(st, { kind: 'player', player: p })));
  assert.ok(!views.includes('9s') && !views.includes('Qh') && !views.includes('"2c"'), 'a discard is never shown');
});
