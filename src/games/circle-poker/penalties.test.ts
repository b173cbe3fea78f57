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
import type { CircleProfile } from './profile.js';
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
  const eus = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  assert.equal(eus.refused('dealer', 'penalty', { box: 1, rounds: 1 }), 'circle-poker/unwritten');
});

test('003 §3.1.10.5: every other player penalised too: the lone live hand (the button, nothing posted) wins the mucked hands\' dead blinds uncontested, and every count goes down', () => {
  const pen3 = [1, 2, 3].map((box) => ['dealer', 'penalty', { box, rounds: 1 }] as const);
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4, { before: pen3 });
  assert.deepEqual(h.state.hand.filter((p) => p.folded).map((p) => p.player), ['p1', 'p2', 'p3'], 'three hands mucked');
  assert.equal(h.state.phase, 'over', 'a walk: no decision asked');
  assert.deepEqual(finalStacks(h.state), { p1: 9900, p2: 9800, p3: 10000, p4: 10300 });
  assert.equal(sum(finalStacks(h.state)), 40000, 'chips conserved: the dead blinds are in a pot, his');
  assert.deepEqual(h.state.result?.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })), [{ amount: 300, eligible: ['p4'] }]);
  assert.deepEqual(h.state.seats.map((x) => x.penalty ?? 0), [3, 3, 3, 0], 'one hand served each');
});

test('003 §3.1.10.5 heads-up: the penalised big blind posted and mucked, the small blind walks with 300; the next hand his small blind is dead against the live big blind (100 of it won, the uncalled 100 back)', () => {
  const S2 = { p1: 10000, p2: 10000 };
  // Heads-up the button (p1, box 1) posts the small blind (003 §3.1.6.3); p2 the big blind.
  const h = scripted('texas-holdem', 'ee-oc', S2, TOP4, 1, { before: [['dealer', 'penalty', { box: 2, rounds: 1 }]] });
  assert.equal(h.events.find((e) => e.type === 'penalty')?.hands, 2, 'one round at two players: two hands');
  assert.equal(h.state.phase, 'over');
  assert.deepEqual(finalStacks(h.state), { p1: 10200, p2: 9800 });
  assert.equal(h.state.seats.find((x) => x.player === 'p2')?.penalty, 1);
  const h2 = scripted('texas-holdem', 'ee-oc', finalStacks(h.state), TOP4, null, { carry: h.carry() });
  assert.equal(h2.state.button, 2, 'the button moved to p2: his small blind');
  assert.equal(h2.state.phase, 'over');
  assert.deepEqual(finalStacks(h2.state), { p1: 10300, p2: 9700 });
  assert.equal(h2.state.seats.find((x) => x.player === 'p2')?.penalty, 0, 'served');
  // Served: the third hand is played (p1 the button, small blind, to act).
  const h3 = scripted('texas-holdem', 'ee-oc', finalStacks(h2.state), TOP4, null, { carry: h2.carry() });
  assert.ok(h3.state.hand.every((p) => !p.folded) && h3.state.phase === 'betting');
});

test('003 §3.1.10.5: both players penalised heads-up: no live hand to win the blinds — each goes back to its poster, the hand counts for both', () => {
  const S2 = { p1: 10000, p2: 10000 };
  const h = scripted('texas-holdem', 'ee-oc', S2, TOP4, 1, { before: [['dealer', 'penalty', { box: 1, rounds: 1 }], ['dealer', 'penalty', { box: 2, rounds: 1 }]] });
  assert.equal(h.state.phase, 'over');
  assert.deepEqual(h.events.filter((e) => e.type === 'stake-withdrawn').map((e) => [e.bettor, e.amount]).sort(), [['p1', 100], ['p2', 200]]);
  assert.deepEqual(finalStacks(h.state), S2);
  assert.deepEqual(h.state.result?.pots, []);
  assert.deepEqual(h.state.seats.map((x) => x.penalty), [1, 1]);
  assert.ok(h.events.some((e) => e.type === 'no-live-hand' && e.cite === '003 §3.1.10.5'));
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

test('003 §3.1.10.5; 000 §17 VIII.3 a, h: the disqualification cites its own profile field (`penalties.disqualify`), not the penalty rounds\' `missHands`', () => {
  const g = lookup('texas-holdem');
  const base = g?.profiles.get('ee-oc') as CircleProfile;
  // A table with penalty rounds whose disqualification is 000's exclusion: the record cites what its field says.
  const mixed = { ...base, penalties: { ...base.penalties, value: { ...base.penalties.value, disqualify: { value: 'excluded' as const, cite: '000 §17 VIII.3 a, h' } } } };
  const h = scripted('texas-holdem', mixed, S4, TOP4, 4);
  h.act('dealer', 'disqualify', { box: 3 });
  assert.equal(h.events.find((e) => e.type === 'disqualified')?.cite, '000 §17 VIII.3 a, h');
  assert.equal(base.penalties.value.disqualify.cite, '003 §3.1.10.5');
  assert.equal((g?.profiles.get('eus') as CircleProfile).penalties.value.disqualify.value, 'excluded');
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
