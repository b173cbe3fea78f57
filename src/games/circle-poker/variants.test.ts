/**
 * The variants added as data (circle poker 2), each by a stacked deck: eight-or-better stud's split (003 §3.5.12),
 * Courchevel's first flop card with the hole cards (003 §3.5.8), Sökö's four-card hands (003 §3.5.5.2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scripted, type Scripted } from './testing.js';

/** Plays the hand out with checks (calls where a check is not allowed) and the dealer's steps. */
function checkDown(s: Scripted): void {
  for (let i = 0; i < 100 && s.state.phase !== 'over'; i++) {
    if (s.state.phase === 'dealing') {
      s.act('dealer', 'next');
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
