/**
 * Oasis poker (003 §2.2.4, profile `ee-oc`) on stacked decks: the ANTE and the BET against a qualifying dealer, the
 * pay-table lines, the exchange of one or two cards at one ANTE each, the dealer without a game (the ANTE taken, or a
 * game bought: his highest card replaced, a same-rank card standing), the refusals, and the stored simulation re-run.
 * Stacked decks deal one card at a time: box 1, dealer, five times round; then the exchanges, then the dealer's
 * replacement. ANTE 100, BET 200.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { defaultExchangeTable } from './exchange/profile.js';
import type { ExState } from './exchange/state.js';
import { simulateExchange } from './exchange/simulate.js';
import { CHECK_ROUNDS } from './math/exchange-store.js';
import { OASIS_STORED, oasisPoker } from './oasis.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const DEALER: Actor = { kind: 'dealer' };
const split = (s: string): string[] => s.match(/../g) ?? [];
const profile = oasisPoker.profiles.get('ee-oc');

function dealt(player: string, dealer: string, rest = ''): { act: (a: Record<string, unknown>) => void; state: () => ExState } {
  const [pc, dc] = [split(player), split(dealer)];
  const stack = [...pc.flatMap((c, i) => [c, dc[i] as string]), ...split(rest)];
  const r = new RoundRunner(oasisPoker, { profile, profileId: 'ee-oc', table: defaultExchangeTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  const act = (a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
  act({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act({ type: 'close-bets', by: DEALER });
  return { act, state: () => r.state as ExState };
}
const returned = (s: ExState): Record<string, number> => Object.fromEntries((s.settlement?.lines ?? []).map((l) => [l.bet, l.returned]));
function finish(d: ReturnType<typeof dealt>, buy: 'take-ante' | 'buy-game' = 'take-ante'): ExState {
  assert.notEqual(d.state().phase, 'insuring', 'Oasis poker has no insurance');
  d.act({ type: 'open', by: DEALER });
  if (d.state().phase === 'buying') {
    d.act({ type: buy, box: 1, by: P1 });
    d.act({ type: 'settle', by: DEALER });
  }
  return d.state();
}
const played = (player: string, dealer: string): ExState => {
  const d = dealt(player, dealer);
  d.act({ type: 'play', box: 1, by: P1 });
  return finish(d);
};

test('003 §2.2.4.24–25: against a dealer with ace-king a higher hand wins the ANTE 1:1 and the BET by its line; a lower one loses both; an equal one pushes', () => {
  assert.deepEqual(returned(played('7h7c2d5s9h', 'AsKd4h3c2c')), { ante: 200, bet: 400 });
  assert.deepEqual(returned(played('7h7c2d5s9h', '8s8d4h3c2c')), { ante: 0, bet: 0 });
  assert.deepEqual(returned(played('7h7c2d5s9h', '7s7d2h5c9c')), { ante: 100, bet: 200 });
});

test('003 §2.2.4.26 with the published table: two pair 2, three 3, straight 4, flush 5, full house 7, four 20, straight flush 50, royal 100; ace-king 1', () => {
  const bet = (cards: string): number | undefined => returned(played(cards, '9s9d4h3c2c')).bet;
  assert.deepEqual(['TsTh5d5c2h', '7s7h7dJcTh', '5h6c7d8s9h', '2s5s7s9sJs', 'QsQhQdJcJh', 'JsJhJdJc3h', '5h6h7h8h9h', 'AhKhQhJhTh'].map(bet), [600, 800, 1000, 1200, 1600, 4200, 10200, 20200]);
  assert.equal(returned(played('AhKc7d5s2h', 'AsKd4h3c2c')).bet, 400, 'A-K-7 beats A-K-4: ace-king 1:1');
  assert.equal(returned(played('AhKc7d7s2h', 'AsKd4h3c2c')).bet, 400, 'a pair beside ace-king is paid once (no second combination in Oasis poker)');
});

test('003 §2.2.4.18–19: one or two cards exchanged at one ANTE a card, after every box has decided; three cards, or a sixth card, are refused', () => {
  const d = dealt('Ah7c2d5s9h', 'AsKd4h3c2c', 'AdAc');
  for (const a of [{ type: 'exchange', box: 1, positions: [1, 2, 3], by: P1 }, { type: 'sixth', box: 1, by: P1 }]) assert.throws(() => d.act(a), IllegalActionError);
  d.act({ type: 'exchange', box: 1, positions: [1, 2], by: P1 });
  assert.equal(d.state().boxes[0]?.stakes.exchange, 200);
  d.act({ type: 'replace', by: DEALER });
  assert.deepEqual(d.state().boxes[0]?.cards, ['Ah', '5s', '9h', 'Ad', 'Ac']);
  d.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(returned(finish(d)), { exchange: 0, ante: 200, bet: 800 }, 'three aces: 3:1');
});

test('003 §2.2.4.24: a dealer without a game pays the ANTE 1:1 to a box that takes it; the BET is returned', () => {
  const d = dealt('7h7c2d5s9h', 'AsQd4h3c2c');
  d.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(returned(finish(d, 'take-ante')), { ante: 200, bet: 200 });
});

test('003 §2.2.4.30–32: a game bought for one ANTE replaces the dealer’s highest card; a card of the same rank stands (no rule repeats the draw); no game: ANTE and BET not paid (returned), the fee lost', () => {
  const d = dealt('7h7c2d5s9h', 'AsQd4h3c2c', 'Qh');
  d.act({ type: 'play', box: 1, by: P1 });
  const s = finish(d, 'buy-game');
  assert.deepEqual([...s.dealer].sort(), ['2c', '3c', '4h', 'Qd', 'Qh'], 'the queen pair: a game');
  assert.deepEqual(returned(s), { 'buy-game': 0, ante: 0, bet: 0 }, 'queens beat sevens');
  const n = dealt('7h7c2d5s9h', 'AsQd4h3c2c', 'Ad');
  n.act({ type: 'play', box: 1, by: P1 });
  const t = finish(n, 'buy-game');
  assert.deepEqual([...t.dealer].sort(), ['2c', '3c', '4h', 'Ad', 'Qd'], 'an ace for the ace: it stands, no game');
  assert.deepEqual(returned(t), { 'buy-game': 0, ante: 100, bet: 200 });
  const w = dealt('7h7c2d5s9h', 'AsQd4h3c2c', '2h');
  w.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(returned(finish(w, 'buy-game')), { 'buy-game': 0, ante: 200, bet: 400 }, 'the dealer’s twos: the sevens win ANTE 1:1 and the BET');
});

test('mathematics: the stored simulation is the engine’s (its check run repeats exactly), its 99.9% interval lies below 1, and `rtp` serves it', () => {
  const stored = OASIS_STORED['ee-oc'];
  assert.ok(stored);
  const fresh = simulateExchange(oasisPoker, profile, 'ee-oc', { rounds: CHECK_ROUNDS, seed: stored.check['ante-bet']?.seed as string });
  assert.equal(fresh.bets.find((b) => b.bet === 'ante-bet')?.rtp, stored.check['ante-bet']?.rtp);
  const main = stored.bets['ante-bet'];
  assert.ok(main && main.ci999[1] < 1, `ante-bet ${main?.rtp}`);
  assert.ok(stored.check['ante-bet'] && stored.check['ante-bet'].ci999[0] <= main.rtp && main.rtp <= stored.check['ante-bet'].ci999[1]);
  assert.equal(oasisPoker.tools?.rtp?.(profile, 'ee-oc', {}).bets[0]?.rtp, main.rtp);
});
