/**
 * The floor's penalties (penalties.ts) on stacked decks, exact chips: a player's cards exposed too early (003
 * §3.1.10.2; 000 §17 VIII.3 e), penalty rounds (003 §3.1.10.5) and disqualification (003 §3.1.10.5; 000 §17 VIII.3
 * a, h), and their PHH comment lines.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, rakeOf, scripted } from './testing.js';
import { phhText } from './phh.js';
import { replayPhh } from './phh-import.js';
import { viewHand } from './view.js';
import type { CpCarry } from './state.js';
import { games } from './index.js';

const S4 = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
// Four players, p4 on the button (p1 small blind 100, p2 big blind 200, p3 first to act).
const TOP4 = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
const lookup = (id: string) => games.find((g) => g.id === id);
const sum = (o: Record<string, number>): number => Object.values(o).reduce((t, x) => t + x, 0);

test('003 §3.1.10.2: a player who exposed his cards too early may check, call or fold but no longer bet or raise, for the rest of the hand; his hand stays live', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  assert.equal(h.refused('p3', 'cards-exposed', { box: 3 }), 'circle-poker/dealer-only');
  h.act('dealer', 'cards-exposed', { box: 3 });
  assert.equal(h.refused('p3', 'raise', { amount: 400 }), 'circle-poker/not-aggressor');
  assert.ok(!h.game.legalActions(h.state, { kind: 'player', player: 'p3' }).some((l) => l.type === 'raise'), 'no raise offered');
  // Out of turn neither: p1 (the small blind, not to act) exposed his too; his raise out of turn is refused.
  h.act('dealer', 'cards-exposed', { box: 1 });
  assert.equal(h.refused('dealer', 'out-of-turn', { box: 1, action: 'raise', amount: 400 }), 'circle-poker/not-aggressor');
  h.act('p3', 'call');
  h.act('p4', 'raise', { amount: 600 });
  // Chips he pushes out are a call: no raise is open to him (irregular-chips.ts).
  h.act('p1', 'fold');
  h.act('p2', 'fold');
  h.act('dealer', 'chips-pushed', { chips: [1000, 500] });
  assert.equal(h.state.hand.find((p) => p.player === 'p3')?.total, 600, 'a call, the rest back');
  h.act('dealer', 'next');
  assert.equal(h.refused('p3', 'bet', { amount: 200 }), 'circle-poker/not-aggressor', 'the next street too');
  h.act('p3', 'check');
  h.act('p4', 'bet', { amount: 200 });
  h.act('p3', 'call');
  assert.equal(h.state.hand.find((p) => p.player === 'p3')?.folded, false, 'his hand is live');
  assert.equal(h.events.find((e) => e.type === 'cards-exposed')?.cite, '003 §3.1.10.2');
});

test('000 §17 VIII.3 e: a player who exposes his own cards by mistake: the play stays valid, he may still raise', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  h.act('dealer', 'cards-exposed', { box: 3 });
  h.act('p3', 'raise', { amount: 400 });
  assert.equal(h.state.currentBet, 400);
  assert.equal(h.events.find((e) => e.type === 'cards-exposed')?.cite, '000 §17 VIII.3 e');
});

test('003 §3.1.10.5: one penalty round at a four-player table misses four hands: dealt, his blind posted, his hand mucked after the deal; shown to everyone; a 000 table writes no penalty rounds', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  assert.equal(h.refused('dealer', 'penalty', { box: 1, rounds: 0 }), 'circle-poker/penalty-rounds');
  // Recorded during the hand, it starts after it (003 §3.1.10.2: "any other penalty starts after the hand").
  h.act('dealer', 'penalty', { box: 1, rounds: 1 });
  assert.equal(h.events.at(-1)?.hands, 4);
  assert.equal(h.state.hand.find((p) => p.player === 'p1')?.folded, false);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'fold');
  assert.equal(h.state.phase, 'over');
  const after1 = finalStacks(h.state);
  assert.deepEqual(after1, { p1: 9900, p2: 10100, p3: 10000, p4: 10000 });
  // Next hand: the button to p1 (box 1); p2 small blind, p3 big blind. p1 is dealt and mucked at once.
  const carry: CpCarry = h.carry();
  const h2 = scripted('texas-holdem', 'ee-oc', after1, TOP4, null, { carry });
  const p1 = h2.state.hand.find((p) => p.player === 'p1');
  assert.equal(p1?.cards.length, 2, 'his seat is dealt');
  assert.equal(p1?.folded, true, 'his hand mucked, no decision asked');
  assert.ok(h2.events.some((e) => e.type === 'hand-mucked' && e.player === 'p1' && e.cite === '003 §3.1.10.5'));
  assert.equal(h2.state.seats.find((x) => x.player === 'p1')?.penalty, 3, 'one hand gone of four');
  const view = viewHand(h2.state, { kind: 'player', player: 'p4' });
  assert.equal(view.seats.find((x) => x.player === 'p1')?.penalty, 3, 'everyone sees the hands left');
  // A penalty recorded between hands on the big blind (p2, box 2): posted and mucked; p1's small blind wins it.
  const h5 = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4, { before: [['dealer', 'penalty', { box: 2, rounds: 1 }]] });
  assert.equal(h5.events.find((e) => e.type === 'stake' && e.bet === 'big-blind')?.bettor, 'p2', 'his blind is posted');
  assert.equal(h5.state.hand.find((p) => p.player === 'p2')?.folded, true);
  for (const p of ['p3', 'p4']) h5.act(p, 'fold');
  assert.deepEqual(finalStacks(h5.state), { p1: 10200, p2: 9800, p3: 10000, p4: 10000 });
  assert.equal(sum(finalStacks(h5.state)), 40000, 'chips conserved');
  // Three of four penalised: one hand would be left, facing dead blinds he has no chip against — played as dealt.
  const pen3 = [1, 2, 3].map((box) => ['dealer', 'penalty', { box, rounds: 1 }] as const);
  const h6 = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4, { before: pen3 });
  assert.ok(h6.state.hand.every((p) => !p.folded), 'nobody mucked');
  assert.equal(h6.state.seats.find((x) => x.player === 'p1')?.penalty, 4, 'no count goes down');
  const eus = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  assert.equal(eus.refused('dealer', 'penalty', { box: 1, rounds: 1 }), 'circle-poker/unwritten');
});

test('003 §3.1.10.5 (disqualification; 000 §17 VIII.3 a, h): his hand dead at once, the chips he put in stay in the pot, his stack cashed out with his seat at the hand\'s end — never confiscated', () => {
  for (const profile of ['ee-oc', 'eus']) {
    const h = scripted('texas-holdem', profile, S4, TOP4, 4);
    h.act('p3', 'raise', { amount: 600 });
    h.act('dealer', 'disqualify', { box: 3 });
    assert.equal(h.state.hand.find((p) => p.player === 'p3')?.folded, true);
    assert.equal(h.events.find((e) => e.type === 'disqualified')?.cite, profile === 'ee-oc' ? '003 §3.1.10.5' : '000 §17 VIII.3 a, h');
    for (const p of ['p4', 'p1']) h.act(p, 'fold');
    assert.equal(h.state.phase, 'over');
    const stacks = finalStacks(h.state);
    // p2 wins p1's blind and p3's 600 (less the house's cut where the table takes one).
    assert.deepEqual(stacks, { p1: 9900, p2: 10700 - rakeOf(h.state), p3: 9400, p4: 10000 });
    const carry = h.carry();
    assert.deepEqual(carry.freed, [{ box: 3, player: 'p3', reason: 'disqualified' }], 'the table frees the seat and cashes out his 9400');
    assert.ok(!carry.seats.some((x) => x.player === 'p3'));
  }
});

test('PHH: cards exposed, a penalty and a disqualification are `# dealer:` comment lines in their place, replayed to the same text', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('dealer', 'cards-exposed', { box: 3 });
  h.act('dealer', 'penalty', { box: 2, rounds: 2 });
  h.act('p3', 'call');
  h.act('dealer', 'disqualify', { box: 4 });
  for (const p of ['p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  h.act('p1', 'bet', { amount: 400 });
  for (const p of ['p2', 'p3']) h.act(p, 'fold');
  const text = phhText(h.game, h.initial, h.actions);
  const line = (json: string, cite: string): string => `"# dealer: ${json.replaceAll('"', '\\"')} (${cite})"`;
  for (const [json, cite] of [['{"type":"cards-exposed","box":3}', '003 §3.1.10.2'], ['{"type":"penalty","box":2,"rounds":2}', '003 §3.1.10.5'], ['{"type":"disqualify","box":4}', '003 §3.1.10.5']] as const)
    assert.ok(text.includes(line(json, cite)), `${json} written`);
  const back = replayPhh(text, lookup);
  assert.deepEqual(back.actions.filter((a) => a.by.kind === 'dealer' && a.type !== 'deal' && a.type !== 'next').map((a) => a.type), ['cards-exposed', 'penalty', 'disqualify']);
  assert.equal(phhText(h.game, back.initial, back.actions), text);
});
