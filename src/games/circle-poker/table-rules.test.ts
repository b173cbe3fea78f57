/**
 * A cash game's table rules, stacked decks and scripted hands: the live straddle (003 §3.2.17–18), the new player
 * blind and waiting for the big blind (003 §3.2.13), sitting out between the button and the small blind or buying
 * the button (003 §3.2.15), the blind owed on coming back (003 §3.2.27); none of them at a table whose text has none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scripted, type Scripted } from './testing.js';
import type { CpEvent } from './state.js';

const S = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
const legal = (s: Scripted, who: string): string[] => s.game.legalActions(s.state, { kind: 'player', player: who }).map((l) => l.type);
const rangeOf = (s: Scripted, who: string, type: string) => s.game.legalActions(s.state, { kind: 'player', player: who }).find((l) => l.type === type)?.amount;
const stakes = (events: readonly CpEvent[], bet: string): [unknown, unknown][] => events.filter((e) => e.type === 'stake' && e.bet === bet).map((e) => [e.bettor, e.amount]);
const toAct = (s: Scripted): string | undefined => s.state.hand[s.state.toAct as number]?.player;

/** Hand 1 at boxes `boxes`, button `button`: everyone folds to the big blind. Returns the finished hand. */
function firstHand(players: Record<string, number>, boxes: number[], button: number): Scripted {
  const h = scripted('texas-holdem', 'ee-oc', players, [], button, { boxes });
  while (h.state.phase === 'betting') {
    const who = toAct(h) as string;
    h.act(who, legal(h, who).includes('check') ? 'check' : 'fold');
  }
  return h;
}

test('003 §3.2.17–18: a live straddle from the seat after the big blind doubles it, the straddler speaks last before the flop, and it counts as a third blind for the minimum raise', () => {
  // Button box 4: p1 small blind, p2 big blind, p3 straddles 400.
  const h = scripted('texas-holdem', 'ee-oc', S, [], 4, { before: [['p3', 'straddle']] });
  assert.deepEqual(stakes(h.events, 'straddle'), [['p3', 400]]);
  assert.equal(h.state.currentBet, 400);
  assert.equal(toAct(h), 'p4', 'the seat after the straddler speaks first');
  assert.deepEqual(rangeOf(h, 'p4', 'raise'), { min: 800, max: 10000, step: 1 }, 'the minimum raise is another straddle, to 800');
  h.act('p4', 'call');
  h.act('p1', 'call');
  h.act('p2', 'call');
  assert.equal(toAct(h), 'p3', 'the straddler speaks last');
  assert.deepEqual(legal(h, 'p3').sort(), ['check', 'fold', 'raise', 'sit-out'], 'his straddle is live: he may check or raise (and ask to sit out from the next hand)');
});

test('003 §3.2.17: straddles continue seat by seat up to the button, each double the last; a seat that does not straddle ends the chain', () => {
  const five = { ...S, p5: 10000 };
  const h = scripted('texas-holdem', 'ee-oc', five, [], 5, { before: [['p3', 'straddle'], ['p4', 'straddle'], ['p5', 'straddle']] });
  assert.deepEqual(stakes(h.events, 'straddle'), [['p3', 400], ['p4', 800], ['p5', 1600]]);
  assert.equal(toAct(h), 'p1', 'the small blind speaks first after the button straddled');
  assert.equal(rangeOf(h, 'p1', 'raise')?.min, 3200);
  const gap = scripted('texas-holdem', 'ee-oc', five, [], 5, { before: [['p4', 'straddle'], ['p5', 'straddle']] });
  assert.deepEqual(stakes(gap.events, 'straddle'), [], 'no straddle without one from the seat after the big blind (000 §17.1 II likewise)');
  assert.ok(gap.state.seats.every((x) => !x.straddle), 'a declared straddle lasts one hand');
});

test('000 §17 VII.5 (eus): no straddle at a table whose text has none', () => {
  const h = scripted('texas-holdem', 'eus', S, [], 4);
  assert.equal(h.refused('p1', 'straddle'), 'circle-poker/no-straddle');
});

test('003 §3.2.13: a player joining a game under way posts the new player blind, a live big blind, and may check when the betting comes round with no raise', () => {
  const h1 = firstHand({ p1: 10000, p2: 10000, p3: 10000 }, [1, 2, 3], 3);
  // Hand 2: the button moves to box 1 (p1), p2 small blind, p3 big blind; p4 sits at box 4, after the big blind.
  const h = scripted('texas-holdem', 'ee-oc', S, [], null, { carry: h1.carry(), before: [['p4', 'sit', { box: 4 }]] });
  assert.equal(h.state.button, 1);
  assert.deepEqual(stakes(h.events, 'new-player-blind'), [['p4', 200]]);
  assert.equal(toAct(h), 'p4');
  assert.ok(legal(h, 'p4').includes('check'), 'his blind is live');
  assert.equal(h.state.seats.find((x) => x.player === 'p4')?.owes, false);
});

test('003 §3.2.13: a new player who waits for the big blind is not dealt in until it reaches his seat, and then posts only the big blind', () => {
  const h1 = firstHand({ p1: 10000, p2: 10000, p3: 10000 }, [1, 2, 3], 3);
  const h2 = scripted('texas-holdem', 'ee-oc', S, [], null, { carry: h1.carry(), before: [['p4', 'sit', { box: 4 }], ['p4', 'entry', { choice: 'wait' }]] });
  assert.deepEqual(h2.state.hand.map((p) => p.player), ['p2', 'p3', 'p1'], 'p4 waits (button p1, small blind p2, big blind p3)');
  while (h2.state.phase === 'betting') h2.act(toAct(h2) as string, 'fold');
  // Hand 3: the button moves to box 2; with p4 the big blind is his seat: he comes in as the big blind.
  const h3 = scripted('texas-holdem', 'ee-oc', S, [], null, { carry: h2.carry() });
  assert.deepEqual(h3.state.hand.map((p) => p.player), ['p3', 'p4', 'p1', 'p2']);
  assert.deepEqual(stakes(h3.events, 'big-blind'), [['p4', 200]]);
  assert.deepEqual(stakes(h3.events, 'new-player-blind'), []);
});

test('003 §3.2.15: a new player between the button and the small blind sits out one hand and then gets cards, or buys the button: the big blind live, the small blind dead', () => {
  // Hand 1 at boxes 1, 3, 5, button 5. Hand 2: button box 1, small blind box 3; p4 at box 2 sits between them.
  const h1 = firstHand({ p1: 10000, p2: 10000, p3: 10000 }, [1, 3, 5], 5);
  const waits = scripted('texas-holdem', 'ee-oc', { ...S }, [], null, { carry: h1.carry(), before: [['p4', 'sit', { box: 2 }]] });
  assert.ok(!waits.state.hand.some((p) => p.player === 'p4'), 'he sits out this hand');
  assert.ok(waits.events.some((e) => e.type === 'player-waited' && e.player === 'p4'));
  while (waits.state.phase === 'betting') waits.act(toAct(waits) as string, 'fold');
  const after = scripted('texas-holdem', 'ee-oc', { ...S }, [], null, { carry: waits.carry() });
  assert.ok(after.state.hand.some((p) => p.player === 'p4'), 'then gets cards');
  assert.deepEqual(stakes(after.events, 'new-player-blind'), [], 'without a blind of his own');

  const buys = scripted('texas-holdem', 'ee-oc', { ...S }, [], null, { carry: h1.carry(), before: [['p4', 'sit', { box: 2 }], ['p4', 'entry', { choice: 'buy-button' }]] });
  assert.deepEqual(buys.state.hand.map((p) => p.player), ['p4', 'p2', 'p3', 'p1']);
  assert.deepEqual(stakes(buys.events, 'dead-small-blind'), [['p4', 100]]);
  assert.deepEqual(stakes(buys.events, 'buy-button'), [['p4', 200]]);
  const p4 = buys.state.hand[0];
  assert.deepEqual([p4?.bet, p4?.total], [200, 300], 'the small blind is dead (in the pot, not his bet), the big blind live');
  assert.equal(buys.state.currentBet, 200);
});

test('003 §3.2.27: a player back from sitting out owes the new player blind for the hands he missed', () => {
  // Hand 1 at boxes 1–5, button 5; p5 sits out hand 2 (button 1); back for hand 3 (button 2, big blind box 4).
  const five = { ...S, p5: 10000 };
  const h1 = firstHand(five, [1, 2, 3, 4, 5], 5);
  const out = scripted('texas-holdem', 'ee-oc', five, [], null, { carry: h1.carry(), before: [['p5', 'sit-out']] });
  assert.ok(!out.state.hand.some((p) => p.player === 'p5'));
  assert.equal(out.state.seats.find((x) => x.player === 'p5')?.owes, true);
  while (out.state.phase === 'betting') out.act(toAct(out) as string, 'fold');
  const back = scripted('texas-holdem', 'ee-oc', five, [], null, { carry: out.carry(), before: [['p5', 'come-back']] });
  assert.equal(back.state.button, 2);
  assert.deepEqual(stakes(back.events, 'new-player-blind'), [['p5', 200]]);
});

test('000 §17 VII.5 (eus): a player joining a game under way is dealt in at the next hand with no blind of his own', () => {
  const eus = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
  const h1 = scripted('texas-holdem', 'eus', eus, [], 4);
  while (h1.state.phase === 'betting') h1.act(toAct(h1) as string, 'fold');
  const h2 = scripted('texas-holdem', 'eus', { ...eus, p5: 10000 }, [], null, { carry: h1.carry(), before: [['p5', 'sit', { box: 5 }]] });
  assert.ok(h2.state.hand.some((p) => p.player === 'p5'));
  assert.deepEqual(stakes(h2.events, 'new-player-blind'), []);
  assert.equal(h2.state.seats.find((x) => x.player === 'p5')?.owes, false);
});
