/**
 * The dealer's records of irregular-chips.ts on stacked decks, under 000 and 003: chips pushed out that are not the
 * call (000 §17 VIII.3 c–d; 003 §3.1.8.4–6, §3.1.8.12, the text's own examples), and an ante not posted (000 §17
 * VIII.3 g). Exact chips.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, scripted, type Scripted } from './testing.js';

const S4 = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
// Four players, p4 on the button (p1 small blind 100, p2 big blind 200, p3 first to act).
const TOP4 = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
const total = (h: Scripted, player: string): number => h.state.hand.find((p) => p.player === player)?.total ?? -1;
const stack = (h: Scripted, player: string): number => h.state.hand.find((p) => p.player === player)?.stack ?? -1;
const pushed = (h: Scripted) => h.events.filter((e) => e.type === 'chips-pushed').at(-1);
const toFlop = (h: Scripted): void => {
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
};

test('000 §17 VIII.3 c: chips short of the call cannot be withdrawn, only made up to the call; d: more than the call without a raise announced is a call, the excess returned', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  assert.equal(h.refused('p4', 'chips-pushed', { chips: [400] }), 'circle-poker/dealer-only', 'the dealer records it, not the player');
  h.act('dealer', 'chips-pushed', { chips: [400] });
  assert.equal(total(h, 'p4'), 600, 'made up to the call');
  assert.deepEqual({ ...pushed(h), type: undefined }, { type: undefined, box: 4, player: 'p4', chips: [400], pushed: 400, ruling: 'call', added: 200, returned: 0, cite: '000 §17 VIII.3 c' });
  // p1 (the small blind, 100 in) pushes out 1000 facing 600: a call, 500 handed back — not a raise.
  h.act('dealer', 'chips-pushed', { chips: [500, 500] });
  assert.equal(total(h, 'p1'), 600);
  assert.equal(stack(h, 'p1'), 9400);
  assert.equal(pushed(h)?.returned, 500);
  assert.equal(pushed(h)?.cite, '000 §17 VIII.3 d');
  assert.equal(h.state.currentBet, 600, 'no raise');
  assert.equal(h.refused('dealer', 'chips-pushed', { chips: [400] }), 'circle-poker/chips-pushed', 'the call exactly is the player\'s call');
  assert.equal(h.refused('dealer', 'chips-pushed', { chips: [20000] }), 'circle-poker/chips-pushed', 'more than he has');
  h.act('p2', 'fold');
  h.act('dealer', 'next');
  h.act('p1', 'check');
  assert.equal(h.refused('dealer', 'chips-pushed', { chips: [300] }), 'circle-poker/chips-pushed', 'with no bet to face, chips pushed out are his bet');
});

test('003 §3.1.8.22 and §3.1.8.4: 525 pushed out (a 500 and a 25) against an opening bet of 325 is a raise to 650; §3.1.8.5: a single oversized chip is a call; §3.1.8.6: every chip needed is a call', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  toFlop(h);
  h.act('p1', 'bet', { amount: 325 });
  h.act('dealer', 'chips-pushed', { chips: [500, 25] });
  assert.equal(total(h, 'p2'), 200 + 650, 'a full minimum raise: 650');
  assert.equal(pushed(h)?.ruling, 'raise');
  assert.equal(pushed(h)?.to, 650);
  assert.equal(pushed(h)?.added, 125);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.4');
  assert.equal(h.state.currentBet, 650);
  // p3 faces a raise in a four-way pot: his undercall would be the floor's (undercalls.test.ts).
  // A single 1000 chip facing 650: a call, 350 back.
  h.act('dealer', 'chips-pushed', { chips: [1000] });
  assert.equal(total(h, 'p3'), 200 + 650);
  assert.equal(pushed(h)?.returned, 350);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.5');
  // A 500 and a 200 facing 650: without the 200 less than the call remains — a call, 50 back.
  h.act('dealer', 'chips-pushed', { chips: [500, 200] });
  assert.equal(total(h, 'p4'), 200 + 650);
  assert.equal(pushed(h)?.ruling, 'call');
  assert.equal(pushed(h)?.cite, '003 §3.1.8.6');
  // p1's 1400 (a 1000 and a 400) facing 650, 325 in: 1725 raises by 1075, a full raise (325) or more — it stands.
  h.act('dealer', 'chips-pushed', { chips: [1000, 400] });
  assert.equal(total(h, 'p1'), 200 + 1725);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.4; §3.1.8.13');
});

test('003 §3.1.8.4: 1400 pushed out against an opening bet of 1000 (the raise under half the minimum) is a call; §3.1.8.12: an undercall facing the opening bet, or any bet heads-up, is a full call', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  // Facing the big blind, the opening bet before the flop: 100 pushed out is a full call of 200.
  h.act('dealer', 'chips-pushed', { chips: [100] });
  assert.equal(total(h, 'p3'), 200);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.12');
  h.act('p4', 'fold');
  h.act('p1', 'fold');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  h.act('p2', 'bet', { amount: 1000 });
  h.act('dealer', 'chips-pushed', { chips: [1000, 400] });
  assert.equal(total(h, 'p3'), 1200, 'a call: 400 is under half of a 1000 raise');
  assert.equal(pushed(h)?.returned, 400);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.4');
  h.act('dealer', 'next');
  h.act('p2', 'bet', { amount: 400 });
  h.act('p3', 'raise', { amount: 1200 });
  // Heads-up, facing a raise: p2's 500 is a full call.
  h.act('dealer', 'chips-pushed', { chips: [500] });
  assert.equal(total(h, 'p2'), 2400);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.12');
});

test('003 §3.1.8.6 (2): a player\'s last chips, not all needed for the call, are all-in', () => {
  const h = scripted('texas-holdem', 'ee-oc', { ...S4, p2: 2000 }, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('p4', 'fold');
  h.act('p1', 'fold');
  h.act('dealer', 'chips-pushed', { chips: [1000, 800] });
  assert.equal(total(h, 'p2'), 2000);
  assert.equal(h.state.hand.find((p) => p.player === 'p2')?.allIn, true);
  assert.equal(pushed(h)?.cite, '003 §3.1.8.6 (2)');
  h.act('p3', 'call');
  if (h.state.runTwice?.outcome === 'pending') h.act('p2', 'run-twice', { agree: false });
  h.runOut();
  const f = finalStacks(h.state);
  assert.equal(Object.values(f).reduce((t, x) => t + x, 0) + h.state.result!.pots.reduce((t, p) => t + p.rake, 0), 32000, 'every chip accounted for');
});

// Synthetic poker (000 §17.6): antes of 1.00; four players, p4 the Hand's last (the button).
const SYN = { p1: 4000, p2: 4000, p3: 4000, p4: 4000 };

test('000 §17 VIII.3 g: an ante not posted at the deal — the hand is valid; the player posts it to take part, or his ante goes back and he is out; nobody known: refused (the table\'s ledger names every poster)', () => {
  const h = scripted('synthetic-poker', 'eus', SYN, [], 4);
  assert.equal(h.refused('p2', 'ante-missing', { box: 2, posts: false }), 'circle-poker/dealer-only');
  assert.equal(h.refused('dealer', 'ante-missing', { box: null, posts: false }), 'circle-poker/ante-poster-unknown');
  h.act('dealer', 'ante-missing', { box: 2, posts: false });
  assert.equal(stack(h, 'p2'), 4000, 'his ante back');
  assert.equal(total(h, 'p2'), 0);
  assert.equal(h.state.hand.find((p) => p.player === 'p2')?.folded, true, 'out of the hand');
  assert.ok(h.events.some((e) => e.type === 'stake-withdrawn' && e.bettor === 'p2' && e.bet === 'ante' && e.amount === 100));
  h.act('dealer', 'ante-missing', { box: 3, posts: true });
  assert.equal(total(h, 'p3'), 100, 'he posts it: the ante stands');
  assert.equal(h.refused('dealer', 'ante-missing', { box: 3, posts: true }), 'circle-poker/no-ante-missing', 'once');
  h.act('p1', 'check');
  assert.equal(h.refused('dealer', 'ante-missing', { box: 1, posts: false }), 'circle-poker/no-ante-missing', 'not after his first decision');
  const stud = scripted('seven-card-stud', 'ee-oc', SYN, [], 4);
  assert.equal(stud.refused('dealer', 'ante-missing', { box: 1, posts: false }), 'circle-poker/unwritten', '003 writes no such case');
  const holdem = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  assert.equal(holdem.refused('dealer', 'ante-missing', { box: 1, posts: false }), 'circle-poker/no-ante-missing', 'a table without antes');
});

test('003 §3.1.8.14: a player bound by his action out of turn is bound when his chips are ruled — bound to call, chips over it are a call; bound to raise, a call is refused', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('dealer', 'out-of-turn', { box: 4, action: 'call' });
  h.act('p3', 'call');
  h.act('dealer', 'chips-pushed', { chips: [500, 300] });
  assert.equal(total(h, 'p4'), 200, 'no raise open to him: a call');
  assert.equal(pushed(h)?.returned, 600);
  const r = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  r.act('dealer', 'out-of-turn', { box: 4, action: 'raise', amount: 600 });
  r.act('p3', 'call');
  assert.equal(r.refused('dealer', 'chips-pushed', { chips: [1000] }), 'circle-poker/out-of-turn-binding', 'a single chip is a call, and his raise binds him');
});
