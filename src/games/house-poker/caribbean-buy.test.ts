/**
 * Buying a card at poker without discards (000 §11 VI.3, "Karta bat erostea"; profile `eus`'s `buyCard`): at the
 * go/pass turn a box's player sets one card aside and pays his initial bet to the house for the next card, dealt face
 * up; once a box; the insurance and the jackpot bet the box holds are lost by it. 001 §11 (`cv`) sells no card.
 * Stacked decks deal one card at a time: box 1, (box 2,) dealer, five times round; the card bought is the next one.
 * The exact kernel of one hand (math/caribbean-buy.ts) is checked against the engine by simulation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { num } from '../../math/rational.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { caribbean, caribbeanMethod } from './caribbean.js';
import { defaultHousePokerTable, type HousePokerTable } from './engine/profile.js';
import { chipsOf, type HpState } from './engine/state.js';
import { buyKernel } from './math/caribbean-buy.js';
import { renderHousePoker } from './render.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): unknown => r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];

/** One box (p1) with an ante of 200 (and the side bets asked), dealt `player` against `dealer` (its fifth card up), then `next` on the deck. */
function dealt(id: string, player: string, dealer: string, next: string, sides: { insurance?: boolean; jackpot?: boolean } = {}): RoundRunner {
  const p = caribbean.profiles.get(id);
  const [pc, dc] = [split(player), split(dealer)];
  const table: HousePokerTable = { ...defaultHousePokerTable(p), ...(sides.jackpot ? { jackpot: { id: 'car', stake: 100 } } : {}) };
  const r = new RoundRunner(caribbean, { profile: p, profileId: id, table, carry: null, rng: seededRng('t'), stack: [...pc.flatMap((c, i) => [c, dc[i] as string]), ...split(next)], roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 });
  if (sides.insurance) act(r, { type: 'bet', box: 1, spot: 'insurance', amount: 100, by: P1 });
  if (sides.jackpot) act(r, { type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  return r;
}
const state = (r: RoundRunner): HpState => r.state as HpState;

test('000 §11 VI.3: at the go/pass turn the box may buy one card per card it could set aside; 001 §11 sells none', () => {
  const eus = dealt('eus', 'AhKh9d5c2s', '7c7d2h4cJd', '3d');
  assert.deepEqual(
    caribbean.legalActions(state(eus), P1).filter((a) => a.type === 'buy-card'),
    [0, 1, 2, 3, 4].map((position) => ({ type: 'buy-card', box: 1, position })),
  );
  act(eus, { type: 'buy-card', box: 1, position: 4, by: P1 });
  // One extra card ("karta osagarri bat"): the choices are gone; going on or passing remain.
  assert.deepEqual(caribbean.legalActions(state(eus), P1), [{ type: 'play', box: 1, multiple: 2 }, { type: 'fold', box: 1 }]);
  const cv = dealt('cv', 'AhKh9d5c2s', '7c7d2h4cJd', '3d');
  assert.equal(caribbean.legalActions(state(cv), P1).filter((a) => a.type === 'buy-card').length, 0);
  assert.throws(() => act(cv, { type: 'buy-card', box: 1, position: 0, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/no-card-buying');
});

test('000 §11 VI.3: the card set aside is replaced in place by the next card; the price (the initial bet) is staked as the box’s own line; out-of-range positions are refused with nothing changed', () => {
  const r = dealt('eus', 'AhKh9d5c2s', '7c7d2h4cJd', '3d');
  const before = state(r);
  assert.throws(() => act(r, { type: 'buy-card', box: 1, position: 5, by: P1 }), (e: unknown) => e instanceof IllegalActionError);
  assert.equal(state(r), before);
  const events = act(r, { type: 'buy-card', box: 1, position: 1, by: P1 });
  assert.deepEqual(events, [
    { type: 'stake', bettor: 'p1', box: 1, bet: 'buy-card', amount: 200 },
    { type: 'card-bought', box: 1, position: 1, card: '3d', price: 200, cite: '000 §11 VI.3' },
  ]);
  const b = state(r).boxes[0];
  assert.deepEqual(b?.cards, ['Ah', '3d', '9d', '5c', '2s']);
  assert.deepEqual(b?.bought, { card: '3d', setAside: 'Kh', forfeited: [] });
  assert.equal(chipsOf(state(r)), 400);
});

test('000 §11 VI.3: the card bought is face up to every audience; the card set aside is in no view, the other cards stay hidden', () => {
  const r = dealt('eus', 'AhKh9d5c2s', '7c7d2h4cJd', '3d');
  act(r, { type: 'buy-card', box: 1, position: 1, by: P1 });
  const view = (a: Audience): string => JSON.stringify(caribbean.view(state(r), a));
  for (const a of [{ kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }, { kind: 'player', player: 'p2' }] as const) {
    assert.ok(view(a).includes('"bought":"3d"'), `${a.kind} sees the card bought`);
    assert.deepEqual(['Kh', 'Ah', '9d', '5c', '2s', '7c', '7d', '2h', '4c'].filter((c) => view(a).includes(`"${c}"`)), [], a.kind);
  }
  assert.ok(!view({ kind: 'player', player: 'p1' }).includes('"Kh"'), 'the card set aside is out of play, even for its player');
  // The terminal (`croupier play`) shows it face up among the hidden cards.
  assert.match(renderHousePoker(caribbean.view(state(r), { kind: 'spectator' })), /box 1 p1 +\?\? \?\? \?\? \?\? 3d .*buy-card 2\.00 — bought 3d face up/);
  act(r, { type: 'fold', box: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  // A passed box stays face down at the end but for the card dealt face up.
  assert.ok(view({ kind: 'spectator' }).includes('"bought":"3d"'));
  assert.ok(!view({ kind: 'spectator' }).includes('"Ah"'));
});

test('000 §11 VI.3 and V.3 step 5: a time-out at the decision passes, whether or not a card was bought; the timer never buys', () => {
  for (const buy of [false, true]) {
    const r = dealt('eus', 'AhKh9d5c2s', '7c7d2h4cJd', '3d');
    if (buy) act(r, { type: 'buy-card', box: 1, position: 4, by: P1 });
    const t = caribbean.timeoutAction?.(state(r));
    assert.deepEqual(t, { type: 'fold', box: 1, by: { kind: 'system' } });
    assert.throws(() => act(r, { type: 'buy-card', box: 1, position: 0, by: { kind: 'system' } }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/not-your-box');
    act(r, t as unknown as Record<string, unknown>);
    act(r, { type: 'showdown', by: DEALER });
    assert.deepEqual(state(r).settlement?.lines.map((l) => [l.bet, l.returned, l.outcome]), [['ante', 0, 'fold'], ...(buy ? [['buy-card', 0, 'fee']] : [])]);
  }
});

test('000 §11 VI.3: buying loses the insurance (to the house) and the jackpot bet (its contribution stays, no prize) even on a royal flush; each loss is an event; chips are conserved', () => {
  const r = dealt('eus', 'AhKhQhJh2c', 'AsKs8c6dQd', 'Th', { insurance: true, jackpot: true });
  const events = act(r, { type: 'buy-card', box: 1, position: 4, by: P1 }) as unknown[];
  assert.deepEqual(events.slice(2), [
    { type: 'side-bet-forfeited', bettor: 'p1', box: 1, bet: 'insurance', stake: 100, cite: '000 §11 VI.3' },
    { type: 'side-bet-forfeited', bettor: 'p1', box: 1, bet: 'jackpot', stake: 100, cite: '000 §11 VI.3' },
  ]);
  act(r, { type: 'play', box: 1, multiple: 2, by: P1 });
  const onCloth = chipsOf(state(r));
  act(r, { type: 'showdown', by: DEALER });
  const s = state(r).settlement;
  assert.deepEqual(s?.lines.map((l) => [l.bet, l.stake, l.returned, l.outcome]), [
    ['buy-card', 200, 0, 'fee'],
    ['insurance', 100, 0, 'forfeited'],
    ['ante', 200, 400, 'win'],
    ['play', 400, 40400, 'royal-flush'],
  ]);
  assert.deepEqual(s?.jackpots?.awards, []);
  assert.deepEqual(s?.jackpots?.contributions.map((c) => [c.bettor, c.stake]), [['p1', 100]]);
  // Every chip on the cloth is on a line or went to the pool.
  assert.equal(onCloth, (s?.lines.reduce((a, l) => a + l.stake, 0) ?? 0) + 100);
  assert.equal(s?.houseNet, 200 + 100 - 200 - 40000);
});

test('000 §11 VI.1–2: without a purchase the same royal flush wins the insurance and the pool (the forfeit is the purchase’s alone)', () => {
  const r = dealt('eus', 'AhKhQhJhTh', 'AsKs8c6dQd', '2c', { insurance: true, jackpot: true });
  act(r, { type: 'play', box: 1, multiple: 2, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  const s = state(r).settlement;
  assert.equal(s?.lines.find((l) => l.bet === 'insurance')?.returned, 100 + 2000 * 100);
  assert.deepEqual(s?.jackpots?.awards.map((a) => a.combination), ['royal-flush']);
});

test('000 §11 VI.3: two boxes; the one that buys takes the card after the whole deal, the other’s cards unchanged', () => {
  const p = caribbean.profiles.get('eus');
  // Box 1 2-5-8-J of hearts and 3c, box 2 7-7-2-Q-K, the dealer 4-9-10-6 and the up jack; then the ace of hearts.
  const stack = split('2h7s4c5h7c9s8h2dTcJhQd6d3cKcJdAh');
  const r = new RoundRunner(caribbean, { profile: p, profileId: 'eus', table: defaultHousePokerTable(p), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 200, by: P2 });
  act(r, { type: 'close-bets', by: DEALER });
  const box2 = state(r).boxes[1]?.cards;
  act(r, { type: 'buy-card', box: 1, position: 4, by: P1 });
  assert.deepEqual(state(r).boxes[0]?.cards, ['2h', '5h', '8h', 'Jh', 'Ah']);
  assert.equal(state(r).boxes[1]?.cards, box2);
  assert.throws(() => act(r, { type: 'buy-card', box: 2, position: 0, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/not-your-box');
});

test('000 §11 VI.3 (math/caribbean-buy): the exact kernel of one hand agrees with the engine — 2,500 seeded rounds of 2-5-8-J of hearts and the king of clubs against an up jack, buying at the kernel’s best card (the king) and deciding by it, within 4 standard errors', () => {
  const p = caribbean.profiles.get('eus');
  const hand = ['2h', '5h', '8h', 'Jh', 'Kc'];
  const up = 'Jd';
  const k = buyKernel(p, hand, up);
  const best = k.buys.reduce((a, b) => (num(b.value) > num(a.value) ? b : a));
  const rest = Array.from({ length: 52 }, (_, i) => `${'23456789TJQKA'[i >> 2]}${'cdhs'[i & 3]}`).filter((c) => !hand.includes(c) && c !== up);
  const rng = seededRng('carib-kernel');
  const n = 2500;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const deck = [...rest];
    for (let j = 0; j < 5; j++) {
      const x = j + rng.int(deck.length - j);
      [deck[j], deck[x]] = [deck[x] as string, deck[j] as string];
    }
    const dealer = [...deck.slice(0, 4), up];
    const r = new RoundRunner(caribbean, { profile: p, profileId: 'eus', table: defaultHousePokerTable(p), carry: null, rng, stack: [...hand.flatMap((c, j) => [c, dealer[j] as string]), deck[4] as string], roundNo: 1 });
    act(r, { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 });
    act(r, { type: 'close-bets', by: DEALER });
    act(r, { type: 'buy-card', box: 1, position: best.position, by: P1 });
    act(r, best.raises(deck[4] as string) ? { type: 'play', box: 1, multiple: 2, by: P1 } : { type: 'fold', box: 1, by: P1 });
    act(r, { type: 'showdown', by: DEALER });
    const net = (state(r).settlement?.lines ?? []).reduce((a, l) => a + l.net, 0) / 200;
    sum += net;
    sq += net * net;
  }
  const mean = sum / n;
  // The kernel's best is to set the king aside for a flush draw, better than passing (−1 ante).
  assert.equal(k.best.position, 4);
  assert.ok(num(best.value) > num(k.noBuy.best));
  const se = Math.sqrt((sq / n - mean * mean) / n);
  assert.ok(Math.abs(mean - num(best.value)) < 4 * se, `simulated ${mean.toFixed(4)} ± ${se.toFixed(4)}, exact ${num(best.value).toFixed(4)}`);
  // The kernel's no-buy figure is the best of going on and passing over the 163,185 hidden dealer hands.
  assert.equal(num(k.noBuy.best), Math.max(num(k.noBuy.raise), -1));
});

test('000 §11 VI.3: rtp’s method says the eus figures are the no-buy strategy’s and what an exact count with buying would cost; cv’s says nothing of buying', () => {
  assert.match(caribbeanMethod(caribbean.profiles.get('eus')), /buying a card \(000 §11 VI\.3\) is not in these figures.*CPU hours/);
  assert.doesNotMatch(caribbeanMethod(caribbean.profiles.get('cv')), /buying/);
});

test('000 §11 VI.3 with IV.3: a blind box (its cards unseen) may not buy — no choice offered, the action refused with nothing changed', () => {
  const r = dealt('eus', 'AhKh9d5c2s', '7c7d2h4cJd', '3d');
  const s = state(r);
  const blind: HpState = { ...s, boxes: s.boxes.map((b) => ({ ...b, blind: true }) as typeof b) };
  assert.deepEqual(caribbean.legalActions(blind, P1).filter((a) => a.type === 'buy-card'), []);
  const res = caribbean.apply(blind, { type: 'buy-card', box: 1, position: 0, by: P1 } as never);
  assert.equal(res.ok ? null : res.rejection.code, 'house-poker/blind-box-buys');
});
