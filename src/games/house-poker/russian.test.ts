/**
 * Russian poker (003 §2.2.8, profile `ee-oc`) on stacked decks: every decision (play, exchange, sixth card, fold,
 * insurance, taking the ANTE or buying the dealer a game), the dealer's qualification and his purchase, the two
 * combinations and their cap, the pay-table lines, the misdeal, the time-outs, the load-time refusal of a table that
 * gives the player the edge, and the stored simulation re-run. Stacked decks deal one card at a time: box 1, dealer,
 * five times round; the cards after the first ten are the exchanges' (box order), then the dealer's replacements.
 * Amounts in minor units: ANTE 100, BET 200.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { defaultExchangeTable } from './exchange/profile.js';
import type { ExState } from './exchange/state.js';
import { simulateExchange } from './exchange/simulate.js';
import { CHECK_ROUNDS } from './math/exchange-store.js';
import { RUSSIAN_STORED, russianPoker } from './russian.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const DEALER: Actor = { kind: 'dealer' };
const SYSTEM: Actor = { kind: 'system' };
const split = (s: string): string[] => s.match(/../g) ?? [];
const profile = russianPoker.profiles.get('ee-oc');

/** A round dealt: p1 on box 1 with `ante`; `rest` the cards after the deal. */
function dealt(player: string, dealer: string, rest = '', ante = 100): { r: RoundRunner; act: (a: Record<string, unknown>) => void; state: () => ExState } {
  const [pc, dc] = [split(player), split(dealer)];
  const stack = [...pc.flatMap((c, i) => [c, dc[i] as string]), ...split(rest)];
  const r = new RoundRunner(russianPoker, { profile, profileId: 'ee-oc', table: defaultExchangeTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  const act = (a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
  act({ type: 'bet', box: 1, spot: 'ante', amount: ante, by: P1 });
  act({ type: 'close-bets', by: DEALER });
  return { r, act, state: () => r.state as ExState };
}
/** What each bet returned (stake included). */
const returned = (s: ExState): Record<string, number> => Object.fromEntries((s.settlement?.lines ?? []).map((l) => [l.bet, l.returned]));
/** Declines insurance where offered, then the dealer opens. */
function open(d: ReturnType<typeof dealt>): void {
  if (d.state().phase === 'insuring') d.act({ type: 'no-insurance', box: 1, by: P1 });
  d.act({ type: 'open', by: DEALER });
}
/** Plays the cards as dealt, declines insurance where offered, and lets the dealer open (and settle). */
function playOut(d: ReturnType<typeof dealt>, buy?: 'take-ante' | 'buy-game'): ExState {
  if (d.state().phase === 'insuring') d.act({ type: 'no-insurance', box: 1, by: P1 });
  d.act({ type: 'open', by: DEALER });
  if (d.state().phase === 'buying') d.act({ type: buy ?? 'take-ante', box: 1, by: P1 });
  if (d.state().phase === 'settling') d.act({ type: 'settle', by: DEALER });
  return d.state();
}
const played = (player: string, dealer: string): ExState => {
  const d = dealt(player, dealer);
  d.act({ type: 'play', box: 1, by: P1 });
  return playOut(d);
};

test('003 §2.2.8.31–33: against a dealer with ace-king the higher hand wins the BET by the table (pair 1:1) and the ANTE is returned, not paid', () => {
  const s = played('7h7c2d5s9h', 'AsKd4h3c2c');
  assert.equal(s.boxes[0]?.stakes.bet, 200, 'the BET is twice the ANTE (§2.2.8.21)');
  assert.deepEqual(returned(s), { ante: 100, bet: 400 });
});

test('003 §2.2.8.32, §2.2.8.43: a lower hand loses ANTE and BET; an equal five-card hand (suits have no rank) leaves both untouched', () => {
  assert.deepEqual(returned(played('7h7c2d5s9h', '8s8d4h3c2c')), { ante: 0, bet: 0 });
  assert.deepEqual(returned(played('7h7c2d5s9h', '7s7d2h5c9c')), { ante: 100, bet: 200 });
});

test('003 §2.2.8.33 with the published table: two pair 2, three 3, straight 4, flush 5, full house 7, four 20, straight flush 50, royal 100 (§2.2.8.42) on the BET', () => {
  const bet = (cards: string): number | undefined => returned(played(cards, '9s9d4h3c2c')).bet;
  const hands = ['TsTh5d5c2h', '7s7h7dJcTh', '5h6c7d8s9h', '2s5s7s9sJs', 'QsQhQdJcJh', 'JsJhJdJc3h', '5h6h7h8h9h', 'AhKhQhJhTh'];
  assert.deepEqual(hands.map(bet), [600, 800, 1000, 1200, 1600, 4200, 10200, 20200]);
  assert.equal(bet('Ah2s3h4s5s'), 1000, 'A-2-3-4-5 is a straight: from ace to ace (§2.2.8.44)');
  assert.equal(returned(played('QhKsAh2s3s', '9s9d4h3c2c')).bet, 0, 'Q-K-A-2-3 is no straight (§2.2.8.44): ace-king high loses to a pair');
});

test('003 §2.2.8.38, §2.2.8.41: ace-king beside a pair is a second combination: both are paid (1 + 1)', () => {
  assert.deepEqual(returned(played('AhKc7d7s2h', 'AsKd4h3c2c')), { ante: 100, bet: 600 });
  assert.deepEqual(returned(played('AhKc7d5s2h', 'AsQd4h3c2c')), { ante: 200, bet: 200 }, 'A-Q high has no game: the ANTE is paid 1:1, the BET returned (§2.2.8.31)');
});

test('003 §2.2.8.18, §2.2.8.39–41: a sixth card for one ANTE; Q-Q-Q-Q-8-8 is paid four queens and the full house Q-Q-Q-8-8 (20 + 7)', () => {
  const d = dealt('QhQdQcQs8h', '2s2d4h5c9c', '8d');
  d.act({ type: 'sixth', box: 1, by: P1 });
  assert.equal(d.state().phase, 'replacing');
  d.act({ type: 'replace', by: DEALER });
  assert.deepEqual(d.state().boxes[0]?.cards, ['Qh', 'Qd', 'Qc', 'Qs', '8h', '8d']);
  d.act({ type: 'play', box: 1, by: P1 });
  const s = playOut(d);
  assert.deepEqual(returned(s), { sixth: 0, ante: 100, bet: 200 + 27 * 200 });
  assert.equal(s.settlement?.lines.find((l) => l.bet === 'bet')?.outcome, 'four-of-a-kind+full-house');
});

test('003 §2.2.8.42: two combinations are paid at most the royal flush at the table maximum (100 × the maximum BET): royal + straight flush on six cards', () => {
  const max = defaultExchangeTable(profile).maximum;
  const d = dealt('AhKhQhJhTh', '2s2d4h5c9c', '9h', max);
  d.act({ type: 'sixth', box: 1, by: P1 });
  d.act({ type: 'replace', by: DEALER });
  d.act({ type: 'play', box: 1, by: P1 });
  const s = playOut(d);
  const bet = s.settlement?.lines.find((l) => l.bet === 'bet');
  assert.equal(bet?.returned, 2 * max + 100 * 2 * max, 'capped at 100:1 instead of 150:1');
  assert.match(bet?.outcome ?? '', /capped/);
});

test('003 §2.2.8.18, §2.2.8.20–21: an exchange of three cards costs one ANTE whatever the count; the cards come only when every box has decided; then play or fold', () => {
  const d = dealt('Ah7c2d5s9h', 'AsKd4h3c2c', 'AdAc3s');
  d.act({ type: 'exchange', box: 1, positions: [1, 2, 3], by: P1 });
  assert.equal(d.state().boxes[0]?.stakes.exchange, 100);
  d.act({ type: 'replace', by: DEALER });
  assert.deepEqual(d.state().boxes[0]?.cards, ['Ah', '9h', 'Ad', 'Ac', '3s']);
  d.act({ type: 'play', box: 1, by: P1 });
  const s = playOut(d);
  assert.deepEqual(returned(s), { exchange: 0, ante: 100, bet: 200 + 3 * 200 });
  const f = dealt('Ah7c2d5s9h', 'AsKd4h3c2c', 'Jd8c3s');
  f.act({ type: 'exchange', box: 1, positions: [1, 2, 3], by: P1 });
  f.act({ type: 'replace', by: DEALER });
  f.act({ type: 'fold', box: 1, by: P1 });
  assert.deepEqual(returned(playOut(f)), { exchange: 0, ante: 0 }, 'a fold after the exchange loses the ANTE and the fee');
});

test('003 §2.2.8.18–20: an exchange of no card or of six, twice the same card, or a second first decision is refused and changes nothing', () => {
  const d = dealt('Ah7c2d5s9h', 'AsKd4h3c2c');
  for (const positions of [[], [0, 1, 2, 3, 4, 5], [1, 1]]) assert.throws(() => d.act({ type: 'exchange', box: 1, positions, by: P1 }), IllegalActionError);
  d.act({ type: 'sixth', box: 1, by: P1 });
  const v = d.state().v;
  assert.throws(() => d.act({ type: 'exchange', box: 1, positions: [0], by: P1 }), IllegalActionError, 'one first decision: a sixth card or an exchange, not both');
  assert.equal(d.state().v, v);
});

test('003 §2.2.8.34–35: a dealer without a game offers the purchase; bought, his highest card is replaced and he pays against his new game (the ANTE returned, the fee lost)', () => {
  const d = dealt('5h6c7d8s9h', 'Ks9d7h4c2c', '9c');
  d.act({ type: 'play', box: 1, by: P1 });
  open(d);
  assert.equal(d.state().phase, 'buying');
  d.act({ type: 'buy-game', box: 1, by: P1 });
  d.act({ type: 'settle', by: DEALER });
  const s = d.state();
  assert.deepEqual([...s.dealer].sort(), ['2c', '4c', '7h', '9c', '9d']);
  assert.deepEqual(returned(s), { 'buy-game': 0, ante: 100, bet: 200 + 4 * 200 });
});

test('003 §2.2.8.36: a replacement of the removed card’s rank is thrown again, as often as it comes, unless it gives the dealer a game (a flush)', () => {
  const d = dealt('5h6c7d8s9h', 'Ks9d7h4c2c', 'KhKdTd');
  d.act({ type: 'play', box: 1, by: P1 });
  open(d);
  d.act({ type: 'buy-game', box: 1, by: P1 });
  d.act({ type: 'settle', by: DEALER });
  assert.deepEqual([...d.state().dealer].sort(), ['2c', '4c', '7h', '9d', 'Td']);
  const f = dealt('5h6c7d8s9h', 'Kc9h7h4h2h', 'Kh');
  f.act({ type: 'play', box: 1, by: P1 });
  open(f);
  f.act({ type: 'buy-game', box: 1, by: P1 });
  f.act({ type: 'settle', by: DEALER });
  assert.deepEqual([...f.state().dealer].sort(), ['2h', '4h', '7h', '9h', 'Kh'], 'the king of hearts makes a flush: kept');
  assert.deepEqual(returned(f.state()), { 'buy-game': 0, ante: 0, bet: 0 }, 'the flush beats the straight');
});

test('003 §2.2.8.37: when the bought game does not come, ANTE and BET are not paid (returned) and the fee is lost; taking the ANTE instead pays it 1:1', () => {
  const d = dealt('5h6c7d8s9h', 'Ks9d7h4c2c', 'Jd');
  d.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(returned(playOut(d, 'buy-game')), { 'buy-game': 0, ante: 100, bet: 200 });
  const t = dealt('5h6c7d8s9h', 'Ks9d7h4c2c', 'Jd');
  t.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(returned(playOut(t, 'take-ante')), { ante: 200, bet: 200 });
});

test('003 §2.2.8.22–28: insurance on three of a kind, one ANTE to half the payout; paid 1:1 on no game, lost on a lower game, returned when the dealer’s game beats the hand', () => {
  const insured = (dealer: string, amount: number): ExState => {
    const d = dealt('7s7h7dJcTh', dealer);
    d.act({ type: 'play', box: 1, by: P1 });
    assert.equal(d.state().phase, 'insuring');
    d.act({ type: 'insure', box: 1, amount, by: P1 });
    return playOut(d);
  };
  assert.deepEqual(returned(insured('Ks9d6h4c2c', 300)), { ante: 200, bet: 200, insurance: 600 }, 'no game: insurance 1:1 and the ANTE taken');
  assert.deepEqual(returned(insured('8s8d6h4c2c', 100)), { ante: 100, bet: 800, insurance: 0 }, 'a lower game: the BET wins 3:1, the insurance is lost');
  assert.deepEqual(returned(insured('8s8d8h4c4s', 100)), { ante: 0, bet: 0, insurance: 100 }, 'the dealer’s full house beats the three: ANTE and BET lost, the insurance stays');
  const d = dealt('7s7h7dJcTh', '8s8d6h4c2c');
  d.act({ type: 'play', box: 1, by: P1 });
  for (const amount of [0, 50, 400]) assert.throws(() => d.act({ type: 'insure', box: 1, amount, by: P1 }), IllegalActionError, `insurance of ${amount}: 100–300 (half of 3 × 200)`);
  const pair = dealt('7s7hAdJcTh', '8s8d6h4c2c');
  pair.act({ type: 'play', box: 1, by: P1 });
  assert.equal(pair.state().phase, 'opening', 'a pair is not insured: no insurance step');
  assert.throws(() => pair.act({ type: 'insure', box: 1, amount: 100, by: P1 }), IllegalActionError);
});

test('003 §2.2.8.13: a misdeal before any decision takes the cards back and leaves every bet untouched', () => {
  const d = dealt('7h7c2d5s9h', 'AsKd4h3c2c');
  d.act({ type: 'misdeal', by: DEALER });
  assert.deepEqual(returned(d.state()), { ante: 100 });
  const e = dealt('7h7c2d5s9h', 'AsKd4h3c2c');
  e.act({ type: 'play', box: 1, by: P1 });
  assert.equal(e.state().phase, 'opening');
  assert.throws(() => e.act({ type: 'misdeal', by: DEALER }), IllegalActionError);
});

test('003 §2.2.8.21, §2.2.8.31: the timer folds a box that has not decided (ANTE lost) and takes the ANTE for one that has not chosen to buy', () => {
  const d = dealt('7h7c2d5s9h', 'AsKd4h3c2c');
  d.act(russianPoker.timeoutAction?.(d.state()) as unknown as Record<string, unknown>);
  assert.equal(d.state().boxes[0]?.decision, 'fold');
  assert.deepEqual(returned(playOut(d)), { ante: 0 });
  const b = dealt('5h6c7d8s9h', 'Ks9d7h4c2c');
  b.act({ type: 'play', box: 1, by: P1 });
  open(b);
  const t = russianPoker.timeoutAction?.(b.state());
  assert.deepEqual(t, { type: 'take-ante', box: 1, by: SYSTEM });
  b.act(t as unknown as Record<string, unknown>);
  b.act({ type: 'settle', by: DEALER });
  assert.deepEqual(returned(b.state()), { ante: 200, bet: 200 });
});

test('views: a box’s cards are its player’s alone, the dealer shows his last card only until he opens, and how many cards were exchanged is public, not which', () => {
  const d = dealt('Ah7c2d5s9h', 'AsKd4h3c2c');
  d.act({ type: 'exchange', box: 1, positions: [1, 2], by: P1 });
  const other = russianPoker.view(d.state(), { kind: 'player', player: 'p2' }) as { dealer: { cards: unknown; up: string[] }; boxes: { cards: unknown; discarded: number }[] };
  assert.equal(other.boxes[0]?.cards, null);
  assert.equal(other.boxes[0]?.discarded, 2);
  assert.deepEqual(other.dealer.up, ['2c']);
  assert.equal(other.dealer.cards, null);
  assert.ok(!JSON.stringify(other).includes('discards'));
});

test('003 §2.2.8.33 (table left to the casino): a profile whose pay table gives the player the edge under the stated strategy is refused at load', () => {
  const generous = { 'ace-king': { num: 5, den: 1 }, pair: { num: 5, den: 1 } };
  assert.throws(
    () => russianPoker.profiles.derive('ee-oc', { id: 'generous', payTable: { value: { ...profile.payTable.value, ...generous }, cite: 'test' } }),
    (e: unknown) => e instanceof ConfigError && /player-advantage/.test(e.message),
  );
});

test('mathematics: the stored simulation is the engine’s (its check run repeats exactly), its 99.9% interval lies below 1, and `rtp` serves it', () => {
  const stored = RUSSIAN_STORED['ee-oc'];
  assert.ok(stored);
  const fresh = simulateExchange(russianPoker, profile, 'ee-oc', { rounds: CHECK_ROUNDS, seed: stored.check['ante-bet']?.seed as string });
  assert.equal(fresh.bets.find((b) => b.bet === 'ante-bet')?.rtp, stored.check['ante-bet']?.rtp);
  const main = stored.bets['ante-bet'];
  assert.ok(main && main.ci999[1] < 1, `ante-bet ${main?.rtp}`);
  assert.ok(stored.check['ante-bet'] && stored.check['ante-bet'].ci999[0] <= main.rtp && main.rtp <= stored.check['ante-bet'].ci999[1], 'the short run’s 99.9% interval holds the long run’s figure');
  const report = russianPoker.tools?.rtp?.(profile, 'ee-oc', {});
  assert.equal(report?.bets[0]?.rtp, main.rtp);
  assert.equal(report?.bets[0]?.method, 'simulation');
});
