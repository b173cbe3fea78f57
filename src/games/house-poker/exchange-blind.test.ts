/**
 * Blind hands at the exchange games of 003 (exchange/blind.ts): Russian poker §2.2.8.7–9, .19, .23, .27, .34; Oasis
 * poker §2.2.4.6–8, .30; Draw poker §2.2.6.6–8, .16. A player's second box is blind when he places its BET before the
 * deal: nobody, its player included, sees its cards until the dealer opens them; one open hand per player; his boxes
 * adjacent. Stacked decks deal one card at a time: box by box from the dealer's left, then the dealer, five times.
 * Amounts in minor units: ANTE 100, BET 200.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { drawPoker } from './draw-poker.js';
import type { ExchangeGame } from './exchange/game.js';
import { defaultExchangeTable } from './exchange/profile.js';
import type { ExState } from './exchange/state.js';
import { oasisPoker } from './oasis.js';
import { russianPoker } from './russian.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const SYSTEM: Actor = { kind: 'system' };
const split = (s: string): string[] => s.match(/../g) ?? [];

/** A round at the betting: `hands` the boxes' five cards in box order, then the dealer's; `rest` the cards after. */
function table(game: ExchangeGame, hands: string[], rest = '', profile = game.profiles.get('ee-oc')) {
  const cards = hands.map(split);
  const stack = [...[0, 1, 2, 3, 4].flatMap((i) => cards.map((h) => h[i] as string)), ...split(rest)];
  const r = new RoundRunner(game, { profile, profileId: 'ee-oc', table: defaultExchangeTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  const events: { type: string; [k: string]: unknown }[] = [];
  const act = (a: Record<string, unknown>): void => void events.push(...(r.act(a as unknown as GameAction, seededRng('x')) as typeof events));
  const state = (): ExState => r.state as ExState;
  const view = (a: Audience, box: number): string[] | null =>
    ((game.view(state(), a) as { boxes: { box: number; cards: string[] | null }[] }).boxes.find((b) => b.box === box)?.cards ?? null);
  const code = (a: Record<string, unknown>): string => {
    const before = JSON.stringify(state());
    try {
      act(a);
    } catch (e) {
      assert.equal(JSON.stringify(state()), before, 'a refusal changes nothing');
      return e instanceof IllegalActionError ? e.code : String(e);
    }
    return 'accepted';
  };
  return { r, act, state, view, code, events };
}
const ante = (box: number, by = P1) => ({ type: 'bet', box, spot: 'ante', amount: 100, by });
const blindBet = (box: number, by = P1) => ({ type: 'bet', box, spot: 'bet', amount: 200, by });
const returned = (s: ExState, box: number): Record<string, number> =>
  Object.fromEntries((s.settlement?.lines ?? []).filter((l) => l.box === box).map((l) => [l.bet, l.returned]));
/** What the players put on the table, less what came back to them before the settlement, equals the settlement's stakes. */
function conserved(t: ReturnType<typeof table>): void {
  const staked = t.events.filter((e) => e.type === 'stake').reduce((n, e) => n + (e.amount as number), 0);
  const back = t.events.filter((e) => e.type === 'stake-withdrawn').reduce((n, e) => n + (e.amount as number), 0);
  assert.equal(staked - back, (t.state().settlement?.lines ?? []).reduce((n, l) => n + l.stake, 0), 'chips conserved');
}

const SPECTATOR: Audience = { kind: 'spectator' };
const STAFF: Audience = { kind: 'dealer' };
const OWNER: Audience = { kind: 'player', player: 'p1' };

test('003 §2.2.8.7–9, §2.2.6.16: a blind box\'s cards are hidden from its own player, the staff and the spectators until the dealer opens them; then shown to all', () => {
  const t = table(russianPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'AcKh4d3s2h']);
  t.act(ante(1));
  t.act(ante(2));
  t.act(blindBet(2));
  t.act({ type: 'close-bets', by: DEALER });
  assert.deepEqual([t.state().boxes[0]?.blind, t.state().boxes[1]?.blind], [false, true]);
  assert.deepEqual(t.view(OWNER, 1), split('7h7c2d5s9h'), 'the open hand is its player\'s to see');
  for (const a of [OWNER, STAFF, SPECTATOR, { kind: 'auditor' } as Audience]) assert.equal(t.view(a, 2), null, `${a.kind}: the blind box face down`);
  assert.equal((russianPoker.view(t.state(), OWNER) as { boxes: { blind: boolean }[] }).boxes[1]?.blind, true, 'the view says the box is blind');
  t.act({ type: 'play', box: 1, by: P1 });
  t.act({ type: 'play', box: 2, by: P1 });
  t.act({ type: 'no-insurance', box: 2, by: P1 });
  assert.equal(t.view(OWNER, 2), null, 'still hidden before the dealer opens');
  t.act({ type: 'open', by: DEALER });
  for (const a of [OWNER, STAFF, SPECTATOR]) assert.deepEqual(t.view(a, 2), split('KsKd3h6c8d'), `${a.kind}: opened after the dealer's cards`);
  // §2.2.8.33: each pair beats ace-king: the BET 1:1, the ANTE returned (not paid); the blind BET was placed before the deal.
  assert.deepEqual(returned(t.state(), 1), { ante: 100, bet: 400 });
  assert.deepEqual(returned(t.state(), 2), { ante: 100, bet: 400 });
  conserved(t);
});

test('003 §2.2.8.7, §2.2.4.6: one open hand — a second box without its BET at the close of bets is returned with the rule named, the player\'s boxes kept adjacent', () => {
  const t = table(oasisPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'AcKh4d3s2h']);
  t.act(ante(1));
  t.act(ante(2));
  t.act(ante(3));
  t.act(blindBet(3));
  t.act(ante(4, P2));
  t.act({ type: 'withdraw', box: 4, spot: 'ante', by: P2 });
  t.act({ type: 'close-bets', by: DEALER });
  const back = t.events.filter((e) => e.type === 'stake-withdrawn' && e.reason === 'house-poker/one-open-hand');
  assert.deepEqual(back.map((e) => [e.box, e.bet, e.amount]), [[1, 'ante', 100]], 'box 1 returned: keeping box 2 open leaves boxes 2–3 side by side');
  assert.equal(back[0]?.cite, '003 §2.2.4.6–8, §2.2.4.30');
  assert.deepEqual(t.events.find((e) => e.type === 'box-returned'), { type: 'box-returned', box: 1, owner: 'p1', reason: 'house-poker/one-open-hand', cite: '003 §2.2.4.6–8, §2.2.4.30' });
  assert.deepEqual(t.state().boxes.map((b) => [b.box, b.blind]), [[2, false], [3, true]]);
  assert.equal(t.state().boxes[0]?.cards.length, 5, 'the deal goes to the boxes kept');
});

test('003 §2.2.8.8, §2.2.4.7, §2.2.6.7: a player\'s boxes are adjacent — an ANTE away from his other boxes, or taking back a middle box, is refused', () => {
  for (const game of [russianPoker, oasisPoker, drawPoker]) {
    const t = table(game, []);
    t.act(ante(1));
    assert.equal(t.code(ante(3)), 'house-poker/boxes-not-adjacent', game.id);
    t.act(ante(2));
    t.act(ante(3));
    assert.equal(t.code({ type: 'withdraw', box: 2, spot: 'ante', by: P1 }), 'house-poker/boxes-not-adjacent');
    assert.equal(t.code({ type: 'withdraw', box: 3, spot: 'ante', by: P1 }), 'accepted', 'an end box may go');
    assert.equal(t.code(ante(4, P2)), 'accepted', 'another player\'s boxes are his own');
  }
});

test('003 §2.2.8.9, §2.2.4.8, §2.2.6.8: a blind hand\'s BET is twice its ANTE, once, with the ANTE; a profile without blind hands refuses a BET before the deal', () => {
  const t = table(drawPoker, []);
  assert.equal(t.code(blindBet(1)), 'house-poker/blind-needs-ante');
  t.act(ante(1));
  assert.equal(t.code({ ...blindBet(1), amount: 100 }), 'house-poker/play-size');
  t.act(blindBet(1));
  assert.equal(t.code(blindBet(1)), 'house-poker/blind-bet-placed', 'one BET');
  assert.equal(t.code(ante(1)), 'house-poker/blind-bet-placed', 'the ANTE of a blind box stays as its BET was sized');
  t.act({ type: 'withdraw', box: 1, spot: 'bet', by: P1 });
  assert.equal(t.state().boxes[0]?.blind, false, 'taking back the BET makes the box open again');
  const none = table(drawPoker, [], '', { ...drawPoker.profiles.get('ee-oc'), blindHands: { value: null, cite: 'none' } });
  none.act(ante(1));
  assert.equal(none.code(blindBet(1)), 'house-poker/no-blind-hands');
  assert.equal(none.code(ante(3)), 'accepted', 'no adjacency rule without blind hands');
});

test('003 §2.2.8.19, §2.2.8.21: a blind box may not exchange nor fold, may buy a sixth card (one ANTE) and then plays without a second decision; its time-out plays', () => {
  const t = table(russianPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'AcKh4d3s2h'], 'Kc');
  t.act(ante(1));
  t.act(ante(2));
  t.act(blindBet(2));
  t.act({ type: 'close-bets', by: DEALER });
  assert.deepEqual(russianPoker.legalActions(t.state(), P1).filter((l) => l.box === 2).map((l) => l.type), ['play', 'sixth']);
  assert.equal(t.code({ type: 'fold', box: 2, by: P1 }), 'house-poker/blind-hand');
  assert.equal(t.code({ type: 'exchange', box: 2, positions: [0], by: P1 }), 'house-poker/blind-hand');
  assert.equal(t.code({ type: 'fold', box: 2, by: SYSTEM }), 'house-poker/not-your-box', 'the timer does not fold a blind box');
  t.act({ type: 'sixth', box: 2, by: P1 });
  assert.deepEqual(russianPoker.timeoutAction?.(t.state()), { type: 'fold', box: 1, by: SYSTEM }, 'the open hand\'s time-out folds');
  t.act({ type: 'play', box: 1, by: P1 });
  t.act({ type: 'replace', by: DEALER });
  assert.equal(t.state().boxes[1]?.decision, 'play', 'no second decision on cards nobody sees');
  assert.equal(t.state().phase, 'insuring', 'three kings: the blind box may insure (§2.2.8.23)');
  t.act({ type: 'insure', box: 2, amount: 100, by: P1 });
  t.act({ type: 'open', by: DEALER });
  assert.deepEqual(returned(t.state(), 2), { sixth: 0, ante: 100, bet: 800, insurance: 0 }, 'three kings 3:1; the dealer has a game: the insurance lost');
  conserved(t);

  const timed = table(russianPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'AcKh4d3s2h']);
  timed.act(ante(1));
  timed.act(ante(2));
  timed.act(blindBet(2));
  timed.act({ type: 'close-bets', by: DEALER });
  timed.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(russianPoker.timeoutAction?.(timed.state()), { type: 'play', box: 2, by: SYSTEM }, 'the blind box\'s time-out plays: its BET stands');
  timed.act({ type: 'play', box: 2, by: SYSTEM });
  assert.equal(timed.state().boxes[1]?.stakes.bet, 200, 'no second BET');
});

test('003 §2.2.8.23–24, §2.2.8.27: a blind box insures unseen for one ANTE; below three of a kind the insurance is returned whatever comes', () => {
  const t = table(russianPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'AcQh4d3s2h']);
  t.act(ante(1));
  t.act(ante(2));
  t.act(blindBet(2));
  t.act({ type: 'close-bets', by: DEALER });
  t.act({ type: 'play', box: 1, by: P1 });
  t.act({ type: 'play', box: 2, by: P1 });
  assert.deepEqual(russianPoker.legalActions(t.state(), P1), [{ type: 'insure', box: 2, amount: { min: 100, max: 100, step: 100 } }, { type: 'no-insurance', box: 2 }]);
  t.act({ type: 'insure', box: 2, amount: 100, by: P1 });
  t.act({ type: 'open', by: DEALER });
  assert.equal(t.state().phase, 'buying', 'ace-queen: the dealer has no game');
  t.act({ type: 'take-ante', box: 1, by: P1 });
  t.act({ type: 'take-ante', box: 2, by: P1 });
  t.act({ type: 'settle', by: DEALER });
  assert.deepEqual(returned(t.state(), 2), { ante: 200, bet: 200, insurance: 100 }, 'a pair of kings insured: returned, not paid');
  conserved(t);
});

test('003 §2.2.4.30, §2.2.8.34: against a dealer without a game the blind boxes choose after every open box, opened one at a time from the dealer\'s right; their time-out takes the ANTE', () => {
  const t = table(oasisPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'QsJd9h6d4c', 'AcQh8s3s2h', '5h3c2c9c7d'], 'Kh');
  t.act(ante(1));
  t.act(ante(2));
  t.act(blindBet(2));
  t.act(ante(3));
  t.act(blindBet(3));
  t.act(ante(4, P2));
  t.act({ type: 'close-bets', by: DEALER });
  assert.equal(t.state().phase, 'choosing', 'only the open hands decide: the blind boxes play as dealt (Oasis: no exchange)');
  assert.deepEqual(t.state().boxes.map((b) => b.decision), [null, 'play', 'play', null]);
  t.act({ type: 'play', box: 1, by: P1 });
  t.act({ type: 'play', box: 4, by: P2 });
  t.act({ type: 'open', by: DEALER });
  assert.equal(t.state().phase, 'buying');
  assert.equal(t.code({ type: 'buy-game', box: 3, by: P1 }), 'house-poker/blind-waits', 'the open boxes first');
  assert.deepEqual(oasisPoker.awaiting(t.state()), [P1, P2]);
  t.act({ type: 'take-ante', box: 1, by: P1 });
  assert.equal(t.view(SPECTATOR, 3), null, 'box 4 (p2) has not chosen: nothing opened yet');
  t.act({ type: 'take-ante', box: 4, by: P2 });
  assert.deepEqual(t.events.at(-1), { type: 'blind-box-opened', box: 3, cards: split('QsJd9h6d4c'), cite: '003 §2.2.4.6–8, §2.2.4.30' });
  assert.deepEqual([t.view(SPECTATOR, 3), t.view(OWNER, 2)], [split('QsJd9h6d4c'), null], 'box 3 opened for its choice, box 2 not yet');
  assert.equal(t.code({ type: 'buy-game', box: 2, by: P1 }), 'house-poker/blind-waits', 'right to left: box 3 before box 2');
  t.act({ type: 'buy-game', box: 3, by: P1 });
  assert.deepEqual(t.view(OWNER, 2), split('KsKd3h6c8d'));
  assert.deepEqual(oasisPoker.timeoutAction?.(t.state()), { type: 'take-ante', box: 2, by: SYSTEM });
  t.act({ type: 'take-ante', box: 2, by: SYSTEM });
  t.act({ type: 'settle', by: DEALER });
  // The king replaces the ace: A-Q-8-3-2 → K-Q-8-3-2, still no game: box 3's ANTE and BET returned, its fee lost (§2.2.4.32).
  assert.deepEqual(returned(t.state(), 3), { 'buy-game': 0, ante: 100, bet: 200 });
  assert.deepEqual(returned(t.state(), 2), { ante: 200, bet: 200 }, 'the blind box took the ANTE: 1:1, the BET returned (§2.2.4.24)');
  conserved(t);
});

test('003 §2.2.6.8, §2.2.6.16: Draw poker — a blind box plays as dealt, no exchange; a misdeal returns its BET with its ANTE', () => {
  const t = table(drawPoker, ['7h7c2d5s9h', 'KsKd3h6c8d', 'AcQh8s3s2h']);
  t.act(ante(1));
  t.act(ante(2));
  t.act(blindBet(2));
  t.act({ type: 'close-bets', by: DEALER });
  assert.deepEqual(drawPoker.legalActions(t.state(), P1).filter((l) => l.box === 2), [], 'nothing to decide on box 2');
  assert.equal(t.code({ type: 'exchange', box: 2, positions: [4], by: P1 }), 'house-poker/blind-hand');
  t.act({ type: 'misdeal', by: DEALER });
  assert.deepEqual(returned(t.state(), 2), { ante: 100, bet: 200 });
  assert.equal(t.view(SPECTATOR, 2), null, 'a misdeal opens nothing');
  conserved(t);
});
