/**
 * undercalls.ts on stacked decks, exact chips: the undercall the floor rules and two or more in a row (003 §3.1.8.11–12),
 * chips of a prior bet not yet pulled in (003 §3.1.8.7; 000 §17 VIII.3 c–d), and why no underraise can enter a hand
 * (003 §3.1.8.13). Every chip accounted for (the reducer's invariant runs after each action; the totals are checked).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEALER, SYSTEM } from '../../core/ids.js';
import { phhText } from './phh.js';
import { replayPhh } from './phh-import.js';
import { finalStacks, gameOf, rakeOf, scripted, type Scripted } from './testing.js';

const S4 = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
// Four players, p4 on the button (p1 small blind 100, p2 big blind 200, p3 first to act before the flop).
const TOP4 = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
const total = (h: Scripted, player: string): number => h.state.hand.find((p) => p.player === player)?.total ?? -1;
const bet = (h: Scripted, player: string): number => h.state.hand.find((p) => p.player === player)?.bet ?? -1;
const last = (h: Scripted, type: string) => h.events.filter((e) => e.type === type).at(-1);
const toAct = (h: Scripted): string | undefined => (h.state.toAct === null ? undefined : h.state.hand[h.state.toAct]?.player);
const lookup = (id: string) => gameOf(id);
/** Plays the hand out (calls and checks, the dealer's streets, every hand tabled at the showdown), then every chip of the four stacks: in the stacks and pots at the end, the house's cut included. */
const conserved = (h: Scripted, start = 40000): void => {
  for (let guard = 0; h.state.phase !== 'over' && guard < 100; guard++) {
    if (h.state.phase === 'dealing') h.act('dealer', 'next');
    else if (h.state.phase === 'showdown') h.showAll();
    else h.act(toAct(h) as string, bet(h, toAct(h) as string) < h.state.currentBet ? 'call' : 'check');
  }
  assert.equal(h.state.phase, 'over');
  assert.equal(Object.values(finalStacks(h.state)).reduce((t, x) => t + x, 0) + rakeOf(h.state), start, 'every chip accounted for');
};

test('003 §3.1.8.12: an undercall facing a raise multi-way goes in and stays (§3.1.8.11), the action goes on; back to him, his turn is held for the floor, who rules the full call', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('dealer', 'chips-pushed', { chips: [300] });
  assert.equal(total(h, 'p4'), 300, 'his 300 went in');
  assert.deepEqual({ ...last(h, 'undercall'), type: undefined }, { type: undefined, box: 4, player: 'p4', chips: [300], pushed: 300, facing: 600, inRow: false, cite: '003 §3.1.8.11–12' });
  assert.equal(toAct(h), 'p1', 'the action goes on');
  h.act('p1', 'call');
  h.act('p2', 'call');
  assert.equal(toAct(h), 'p4', 'the action comes back to the undercaller');
  const g = h.game;
  assert.equal(h.refused('p4', 'call'), 'circle-poker/undercall-floor');
  assert.equal(h.refused('p4', 'fold'), 'circle-poker/undercall-floor');
  assert.equal(h.refused('system', 'fold'), 'circle-poker/undercall-floor', 'no time-out folds him');
  assert.equal(h.refused('dealer', 'chips-pushed', { chips: [100] }), 'circle-poker/undercall-floor');
  assert.deepEqual(g.legalActions(h.state, { kind: 'player', player: 'p4' }).filter((l) => !l.optional), [], 'nothing for him to do');
  assert.deepEqual(g.awaiting(h.state), [], 'the hand waits for the floor\'s record, not an automatic step');
  assert.equal(g.timeoutAction?.(h.state), null);
  assert.equal((g.view(h.state, { kind: 'player', player: 'p1' }) as { toAct: { floor?: boolean } }).toAct.floor, true, 'the table sees his turn held for the floor');
  const listed = g.legalActions(h.state, DEALER).filter((l) => l.type === 'undercall-ruling');
  assert.deepEqual(listed.map((l) => l.ruling), ['call', 'fold'], 'a single undercall: the full call, or forfeited and folded');
  assert.equal(h.refused('dealer', 'undercall-ruling', { box: 4, ruling: 'options' }), 'circle-poker/undercall-ruling', 'his chips stay in the pot');
  assert.equal(h.refused('dealer', 'undercall-ruling', { box: 1, ruling: 'call' }), 'circle-poker/no-undercall');
  assert.equal(h.refused('p4', 'undercall-ruling', { box: 4, ruling: 'call' }), 'circle-poker/dealer-only');
  h.act('dealer', 'undercall-ruling', { box: 4, ruling: 'call' });
  assert.equal(total(h, 'p4'), 600, 'made up to the full call');
  assert.equal(last(h, 'undercall-ruled')?.ruling, 'call');
  assert.equal(h.state.phase, 'dealing', 'the round closes');
  assert.equal(h.refused('dealer', 'undercall-ruling', { box: 4, ruling: 'call' }), 'circle-poker/no-undercall', 'once');
  conserved(h);
});

test('003 §3.1.8.12: the floor rules an undercall forfeited — his chips stay in the pot (§3.1.8.11), his hand folded; ruled at once, before anyone else acts', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('dealer', 'chips-pushed', { chips: [300] });
  h.act('dealer', 'undercall-ruling', { box: 4, ruling: 'fold' });
  assert.equal(h.state.hand.find((p) => p.player === 'p4')?.folded, true);
  assert.equal(total(h, 'p4'), 300, 'forfeited');
  assert.equal(toAct(h), 'p1');
  h.act('p1', 'fold');
  h.act('p2', 'fold');
  assert.equal(h.state.phase, 'over');
  // p3 takes his own 600 back in part: the 300 he is not called on goes back, the pot is the blinds and p4's 300.
  assert.deepEqual(finalStacks(h.state), { p1: 9900, p2: 9800, p3: 10600 - rakeOf(h.state), p4: 9700 });
  conserved(h);
});

test('003 §3.1.8.12: two or more undercalls in a row — the action returns to the first, who corrects his bet (the full call, first); the floor rules the others: full call, forfeit, or his chips back and every option', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('dealer', 'chips-pushed', { chips: [300] }); // p4: 300 of 600
  h.act('dealer', 'chips-pushed', { chips: [200] }); // p1: 100 + 200 of 600, in a row
  h.act('dealer', 'chips-pushed', { chips: [300] }); // p2: 200 + 300 of 600, the third in a row
  assert.deepEqual(h.events.filter((e) => e.type === 'undercall').map((e) => [e.player, e.inRow]), [['p4', false], ['p1', true], ['p2', true]]);
  assert.equal(toAct(h), 'p4', 'the action returns to the first undercaller (the raiser has acted)');
  assert.deepEqual(h.game.legalActions(h.state, DEALER).filter((l) => l.type === 'undercall-ruling').map((l) => [l.box, l.ruling]), [[4, 'call']], 'the first corrects his bet; the others wait');
  assert.equal(h.refused('dealer', 'undercall-ruling', { box: 4, ruling: 'fold' }), 'circle-poker/undercall-ruling', 'he must correct his bet');
  assert.equal(h.refused('dealer', 'undercall-ruling', { box: 1, ruling: 'call' }), 'circle-poker/undercall-ruling', 'the first is corrected first');
  h.act('dealer', 'undercall-ruling', { box: 4, ruling: 'call' });
  assert.equal(last(h, 'undercall-corrected')?.player, 'p4');
  assert.equal(total(h, 'p4'), 600);
  assert.equal(toAct(h), 'p1', 'then the next undercaller, held for the floor');
  assert.deepEqual(h.game.legalActions(h.state, DEALER).filter((l) => l.type === 'undercall-ruling' && l.box === 1).map((l) => l.ruling), ['call', 'fold', 'options']);
  h.act('dealer', 'undercall-ruling', { box: 1, ruling: 'options' });
  assert.equal(bet(h, 'p1'), 100, 'his 200 back, his small blind stays');
  assert.ok(h.events.some((e) => e.type === 'stake-withdrawn' && e.bettor === 'p1' && e.amount === 200));
  assert.equal(toAct(h), 'p1', 'every option: the action is his');
  assert.equal(h.refused('p1', 'raise', { amount: 900 }), 'circle-poker/amount', 'a raise is open to him (at least 1000)');
  h.act('p1', 'raise', { amount: 1000 });
  assert.equal(toAct(h), 'p2', 'the last undercaller is still the floor\'s');
  assert.equal(h.refused('p2', 'fold'), 'circle-poker/undercall-floor');
  h.act('dealer', 'undercall-ruling', { box: 2, ruling: 'fold' });
  assert.equal(total(h, 'p2'), 500, 'forfeited: 500 in the pot');
  h.act('p3', 'call');
  h.act('p4', 'fold');
  assert.equal(h.state.phase, 'dealing');
  assert.deepEqual([total(h, 'p1'), total(h, 'p2'), total(h, 'p3'), total(h, 'p4')], [1000, 500, 1000, 600]);
  conserved(h);
});

test('003 §3.1.8.12: undercalls with another action between them are not in a row — each the floor\'s alone', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('dealer', 'chips-pushed', { chips: [300] });
  h.act('p1', 'call');
  h.act('dealer', 'chips-pushed', { chips: [200] });
  assert.deepEqual(h.events.filter((e) => e.type === 'undercall').map((e) => e.inRow), [false, false]);
  assert.deepEqual(h.game.legalActions(h.state, DEALER).filter((l) => l.type === 'undercall-ruling').map((l) => [l.box, l.ruling]), [[4, 'call'], [4, 'fold'], [2, 'call'], [2, 'fold']]);
  h.act('dealer', 'undercall-ruling', { box: 2, ruling: 'call' });
  h.act('dealer', 'undercall-ruling', { box: 4, ruling: 'call' });
  assert.equal(h.state.phase, 'dealing');
  conserved(h);
});

test('000 §17 VIII.3 c: the same chips short of a raise at a 000 table are a call, made up at once (no floor, no row)', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('dealer', 'chips-pushed', { chips: [300] });
  h.act('dealer', 'chips-pushed', { chips: [200] });
  assert.deepEqual([total(h, 'p4'), total(h, 'p1')], [600, 600]);
  assert.equal(h.events.filter((e) => e.type === 'undercall').length, 0);
});

// Post-flop, four in: p1 bets 300 (three 100 chips in front of him), p2 raises to 1000 (a 700 raise: the next at least 1700).
// `others`: what p3 and p4 do then (none: p3 is still to act).
const raised = (profile = 'ee-oc', others: 'call' | 'fold' | null = 'call'): Scripted => {
  const h = scripted('texas-holdem', profile, S4, TOP4, 4);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  h.act('p1', 'bet', { amount: 300 });
  h.act('p2', 'raise', { amount: 1000 });
  if (others) for (const p of ['p3', 'p4']) h.act(p, others);
  return h;
};

test('003 §3.1.8.7: facing a raise, pulling back chips of a prior bet commits the player to call or raise — his fold refused that turn, his time-out a call', () => {
  const h = raised('ee-oc', 'fold');
  assert.equal(h.refused('dealer', 'prior-chips', { back: 0, chips: [] }), 'circle-poker/prior-chips', 'nothing pulled back nor added');
  h.act('dealer', 'prior-chips', { back: 300, chips: [] });
  assert.deepEqual({ ...last(h, 'prior-chips-pulled'), type: undefined }, { type: undefined, box: 1, player: 'p1', back: 300, cite: '003 §3.1.8.7' });
  assert.equal(bet(h, 'p1'), 300, 'no chip moves: his prior bet is still his bet');
  assert.equal(h.refused('p1', 'fold'), 'circle-poker/pulled-back');
  assert.equal(h.refused('system', 'fold'), 'circle-poker/pulled-back');
  assert.deepEqual(h.game.timeoutAction?.(h.state), { type: 'call', by: SYSTEM }, 'the time-out calls');
  assert.ok(!h.game.legalActions(h.state, { kind: 'player', player: 'p1' }).some((l) => l.type === 'fold'));
  h.act('system', 'call');
  assert.equal(total(h, 'p1'), 200 + 1000);
  conserved(h);
  // 000 writes no such case.
  const e = raised('eus');
  assert.equal(e.refused('dealer', 'prior-chips', { back: 300, chips: [] }), 'circle-poker/unwritten');
});

test('003 §3.1.8.7 (1): prior chips left alone — a single new chip is a call, several new chips the 50% rule; (2): partly pulled back, the combined amount a raise when it meets the 50% rule', () => {
  // (1) 300 left in front, a single 2000 chip: a call of 1000, 1300 back.
  let h = raised();
  h.act('dealer', 'prior-chips', { back: 0, chips: [2000] });
  assert.deepEqual({ ...last(h, 'prior-chips'), type: undefined }, { type: undefined, box: 1, player: 'p1', prior: 300, back: 0, chips: [2000], final: 2300, ruling: 'call', added: 0, returned: 1300, cite: '003 §3.1.8.7 (1); §3.1.8.5' });
  assert.equal(bet(h, 'p1'), 1000);
  conserved(h);
  // (2) 100 of his 300 pulled back and the same 2000 chip: 2200 meets a full raise (1700) — a raise to 2200.
  h = raised();
  h.act('dealer', 'prior-chips', { back: 100, chips: [2000] });
  assert.equal(last(h, 'prior-chips')?.ruling, 'raise');
  assert.equal(last(h, 'prior-chips')?.to, 2200);
  assert.equal(last(h, 'prior-chips')?.cite, '003 §3.1.8.7 (2); §3.1.8.4; §3.1.8.13');
  assert.equal(bet(h, 'p1'), 2200);
  assert.equal(h.state.currentBet, 2200);
  conserved(h);
  // (1) several new chips: 300 + 500 + 500 = 1300, a raise of 300 under half of 700 — a call, 300 back.
  h = raised();
  h.act('dealer', 'prior-chips', { back: 0, chips: [500, 500] });
  assert.deepEqual([last(h, 'prior-chips')?.ruling, last(h, 'prior-chips')?.returned, bet(h, 'p1')], ['call', 300, 1000]);
  // 300 + 500 + 500 + 200 = 1500: a raise of 500, at least half of 700 — the full minimum raise to 1700.
  h = raised();
  h.act('dealer', 'prior-chips', { back: 0, chips: [500, 500, 200] });
  assert.deepEqual([last(h, 'prior-chips')?.ruling, last(h, 'prior-chips')?.to, last(h, 'prior-chips')?.added, last(h, 'prior-chips')?.cite], ['raise', 1700, 200, '003 §3.1.8.7 (1); §3.1.8.4']);
  // (1) fully pulled back: the new chips alone — a single 5000 chip is a call.
  h = raised();
  h.act('dealer', 'prior-chips', { back: 300, chips: [5000] });
  assert.deepEqual([last(h, 'prior-chips')?.ruling, last(h, 'prior-chips')?.returned, bet(h, 'p1')], ['call', 4000, 1000]);
  // Refused: the call exactly (his call), more than he has, less than his prior bet.
  h = raised();
  assert.equal(h.refused('dealer', 'prior-chips', { back: 0, chips: [700] }), 'circle-poker/prior-chips');
  assert.equal(h.refused('dealer', 'prior-chips', { back: 0, chips: [20000] }), 'circle-poker/prior-chips');
  assert.equal(h.refused('dealer', 'prior-chips', { back: 300, chips: [200] }), 'circle-poker/prior-chips');
  assert.equal(h.refused('dealer', 'prior-chips', { back: 400, chips: [2000] }), 'circle-poker/prior-chips', 'more pulled back than he had in front');
  assert.equal(raised('ee-oc', null).refused('dealer', 'prior-chips', { back: 0, chips: [2000] }), 'circle-poker/prior-chips', 'only a player with a prior bet in front of him');
});

test('003 §3.1.8.7 with §3.1.8.12: prior chips and new ones short of the call are an undercall — heads-up a full call, multi-way facing a raise the floor\'s; 000 §17 VIII.3 c–d: the combined amount a call', () => {
  let h = raised('ee-oc', 'fold');
  h.act('dealer', 'prior-chips', { back: 0, chips: [200] });
  assert.deepEqual([bet(h, 'p1'), last(h, 'prior-chips')?.cite, last(h, 'prior-chips')?.added], [1000, '003 §3.1.8.7; §3.1.8.12', 500]);
  h = raised();
  h.act('dealer', 'prior-chips', { back: 100, chips: [500] });
  assert.deepEqual({ ...last(h, 'undercall'), type: undefined }, { type: undefined, box: 1, player: 'p1', back: 100, chips: [500], pushed: 400, facing: 1000, inRow: false, cite: '003 §3.1.8.11–12' });
  assert.equal(bet(h, 'p1'), 700);
  h.act('dealer', 'undercall-ruling', { box: 1, ruling: 'call' });
  assert.equal(bet(h, 'p1'), 1000);
  conserved(h);
  h = raised('eus');
  h.act('dealer', 'prior-chips', { back: 100, chips: [2000] });
  assert.deepEqual([last(h, 'prior-chips')?.ruling, last(h, 'prior-chips')?.cite, bet(h, 'p1')], ['call', '000 §17 VIII.3 d', 1000]);
});

test('003 §3.1.8.13: no bet or raise below the legal minimum enters the hand — the text\'s NLHE 100-200 underraise (600 raised to 1000) is refused; silently pushed it is the full raise to 1200 before anyone acts; an out-of-turn underraise never binds', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  h.act('p1', 'bet', { amount: 600 });
  assert.equal(h.refused('p2', 'raise', { amount: 1000 }), 'circle-poker/amount', 'a raise of 400 where 600 is the least');
  assert.equal(h.refused('p2', 'bet', { amount: 100 }), 'circle-poker/cannot-bet');
  // p4 raises out of turn to 1000: it cannot bind him (not a legal raise), and his raise when his turn comes is checked.
  h.act('dealer', 'out-of-turn', { box: 4, action: 'raise', amount: 1000 });
  // p2 pushes out 1000 silently (a 500, two 200s and a 100): not every chip needed, a raise of 400 at least half of 600 — 1200.
  h.act('dealer', 'chips-pushed', { chips: [500, 200, 200, 100] });
  assert.deepEqual([last(h, 'chips-pushed')?.ruling, last(h, 'chips-pushed')?.to, bet(h, 'p2')], ['raise', 1200, 1200]);
  h.act('p3', 'call');
  assert.equal(h.refused('p4', 'raise', { amount: 1000 }), 'circle-poker/amount');
  h.act('p4', 'call');
  h.act('p1', 'call');
  assert.deepEqual(['p1', 'p2', 'p3', 'p4'].map((p) => bet(h, p)), [1200, 1200, 1200, 1200], 'every bettor at 1200 before the turn');
  conserved(h);
});

test('PHH: an undercall, the floor\'s ruling and chips of a prior bet are `# dealer:` comment lines in their place, replayed to the same text', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('p3', 'raise', { amount: 600 });
  h.act('dealer', 'chips-pushed', { chips: [300] });
  h.act('dealer', 'chips-pushed', { chips: [200] });
  h.act('p2', 'fold');
  h.act('dealer', 'undercall-ruling', { box: 4, ruling: 'call' });
  h.act('dealer', 'undercall-ruling', { box: 1, ruling: 'options' });
  h.act('dealer', 'prior-chips', { back: 100, chips: [] });
  h.act('dealer', 'prior-chips', { back: 100, chips: [500, 500, 200] });
  h.act('p3', 'fold');
  h.act('p4', 'fold');
  const text = phhText(h.game, h.initial, h.actions);
  const line = (json: string, cite: string): string => `"# dealer: ${json.replaceAll('"', '\\"')} (${cite})"`;
  for (const [json, cite] of [
    ['{"type":"chips-pushed","chips":[300]}', '003 §3.1.8.11–12'],
    ['{"type":"undercall-ruling","box":4,"ruling":"call"}', '003 §3.1.8.12'],
    ['{"type":"undercall-ruling","box":1,"ruling":"options"}', '003 §3.1.8.12; §3.1.8.14'],
    ['{"type":"prior-chips","back":100,"chips":[]}', '003 §3.1.8.7'],
    ['{"type":"prior-chips","back":100,"chips":[500,500,200]}', '003 §3.1.8.7 (1); §3.1.8.4; §3.1.8.13'],
  ] as const)
    assert.ok(text.includes(line(json, cite)), `${json} written`);
  const back = replayPhh(text, lookup);
  assert.deepEqual(back.actions.filter((a) => a.by.kind === 'dealer' && a.type !== 'deal' && a.type !== 'next').map((a) => a.type), ['chips-pushed', 'chips-pushed', 'undercall-ruling', 'undercall-ruling', 'prior-chips', 'prior-chips']);
  assert.equal(phhText(h.game, back.initial, back.actions), text);
  assert.equal(h.state.phase, 'over');
});
