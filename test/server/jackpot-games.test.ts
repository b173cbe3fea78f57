/**
 * The special prize (jackpot) bet of poker with discards (000 §12 8.1, profile `eus`): a) without discards, royal
 * flush 100% of the pool, straight flush 10%, four of a kind 5%; b) with discards 10%, 1%, 0.5%; every prize without
 * discards paid before any with discards; the highest hand first, the next on what remains; the stake at most half the
 * table minimum. The settlement names the contributions and awards; src/jackpots turns them into exact entries from the
 * pool. Stacked decks deal one card at a time: box 1, box 2, the Bank, five times round; then the replacements box by
 * box, then the Bank's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../src/core/contract.js';
import { ConfigError } from '../../src/core/errors.js';
import type { Actor } from '../../src/core/ids.js';
import { RoundRunner } from '../../src/core/round-runner.js';
import { jackpotDefinitionSchema } from '../../src/jackpots/jackpot.js';
import { resolveJackpots } from '../../src/jackpots/resolve.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { defaultHousePokerTable, type HousePokerTable } from '../../src/games/house-poker/engine/profile.js';
import type { HpState } from '../../src/games/house-poker/engine/state.js';
import { pokerWithDiscards as game } from '../../src/games/house-poker/poker-with-discards.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>) => r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];
const profile = game.profiles.get('eus');
const linked = (stake = 100): HousePokerTable => ({ ...defaultHousePokerTable(profile), jackpot: { id: 'draw', stake } });
const CITE = '000 §12 8.1';
const DECK = [...'23456789TJQKA'].flatMap((r) => [...'cdhs'].map((su) => r + su));

/** Two boxes with an initial bet and a jackpot bet each; `d1`/`d2`: each box's decision and discards; `rest`: the draw. */
function round(b1: string, b2: string, bank: string, d1: { play: boolean; discard?: number[] }, d2: { play: boolean; discard?: number[] }, rest = ''): HpState {
  const [x, y, d] = [split(b1), split(b2), split(bank)];
  const dealt = [...x.flatMap((c, i) => [c, y[i] as string, d[i] as string]), ...split(rest)];
  // The Bank's replacements come from the rest of the deck, in its factory order.
  const stack = [...dealt, ...DECK.filter((c) => !dealt.includes(c))];
  const table = linked();
  const r = new RoundRunner(game, { profile, profileId: 'eus', table, carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  for (const [by, box] of [[P1, 1], [P2, 2]] as const) {
    act(r, { type: 'bet', box, spot: 'ante', amount: table.minimum, by });
    act(r, { type: 'bet', box, spot: 'jackpot', amount: 100, by });
  }
  act(r, { type: 'close-bets', by: DEALER });
  for (const [by, box, dd] of [[P1, 1, d1], [P2, 2, d2]] as const) act(r, dd.play ? { type: 'play', box, multiple: 2, by } : { type: 'fold', box, by });
  for (const [by, box, dd] of [[P1, 1, d1], [P2, 2, d2]] as const) if (dd.play) act(r, { type: 'discard', box, positions: dd.discard ?? [], by });
  act(r, { type: 'showdown', by: DEALER });
  return r.state as HpState;
}

/** The prizes paid from a pool of `pool` (the jackpot's share 7/10 of each bet, rounded down), as the round's transaction would. */
function paid(s: HpState, pool: number): { balances: Record<string, number>; amounts: [string, string, number][] } {
  const def = jackpotDefinitionSchema.parse({ id: 'draw', name: 'Draw progressive', games: ['poker-with-discards'], share: { num: 7, den: 10 }, seed: 100_000, cite: CITE });
  const r = resolveJackpots('t1', s.settlement?.jackpots as NonNullable<NonNullable<HpState['settlement']>['jackpots']>, { draw: { def, balance: pool } }, (b) => `wallet:${b}`);
  return { balances: r.balances, amounts: r.awards.map((a) => [a.bettor, a.combination, a.amount as number]) };
}

test('000 §12 8.1 a: without discards a royal flush takes the whole pool and four of a kind 5% of what remains, whatever the Bank holds; each bet leaves the table whole', () => {
  const s = round('AhKhQhJhTh', '9s9c9d9h2c', '3c5d7h8sJc', { play: true }, { play: true });
  assert.deepEqual(s.settlement?.jackpots, {
    contributions: [
      { jackpot: 'draw', bettor: 'p1', box: 1, bet: 'jackpot', stake: 100, cite: CITE },
      { jackpot: 'draw', bettor: 'p2', box: 2, bet: 'jackpot', stake: 100, cite: CITE },
    ],
    awards: [
      { jackpot: 'draw', bettor: 'p1', box: 1, combination: 'royal-flush', share: { num: 1, den: 1 }, order: 0, cite: CITE },
      { jackpot: 'draw', bettor: 'p2', box: 2, combination: 'four-of-a-kind', share: { num: 1, den: 20 }, order: 1, cite: CITE },
    ],
  });
  // 100,000 + 70 + 70 = 100,140 to the royal flush; 5% of the 0 left is 0; the house resets the pool to its seed.
  assert.deepEqual(paid(s, 100_000), { balances: { draw: 100_000 }, amounts: [['p1', 'royal-flush', 100_140], ['p2', 'four-of-a-kind', 0]] });
});

test('000 §12 8.1 b: a hand made with discards wins the smaller prize, paid after every prize without discards: four of a kind dealt 5%, then a royal flush drawn 10% of what remains', () => {
  // Box 1 is dealt four hearts to the royal and throws the 2c (position 4) for the Th; box 2 is dealt four nines.
  const s = round('AhKhQhJh2c', '9s9c9d9h3c', '3d5d7s8sJc', { play: true, discard: [4] }, { play: true }, 'Th');
  assert.deepEqual(s.boxes.map((b) => b.cards.join('')), ['AhKhQhJhTh', '9s9c9d9h3c']);
  assert.deepEqual(s.settlement?.jackpots?.awards.map((a) => [a.bettor, a.combination, a.share, a.order]), [
    ['p2', 'four-of-a-kind', { num: 1, den: 20 }, 0],
    ['p1', 'royal-flush (with discards)', { num: 1, den: 10 }, 1],
  ]);
  // 100,140 in the pool: 5% = 5,007 to p2; 10% of the 95,133 left = 9,513 to p1; 85,620 stays, reset to 100,000.
  assert.deepEqual(paid(s, 100_000), { balances: { draw: 100_000 }, amounts: [['p2', 'four-of-a-kind', 5_007], ['p1', 'royal-flush (with discards)', 9_513]] });
  // Four of a kind made by drawing: 0.5% of the pool (200,140 → 1,000).
  const t = round('9s9c9d2h3c', '4s5c7dJhKc', '3d5d7s8sJd', { play: true, discard: [3, 4] }, { play: true }, '9hQs');
  assert.deepEqual(paid(t, 200_000).amounts, [['p1', 'four-of-a-kind (with discards)', 1_000]]);
});

test('000 §12 8.1: the prize depends on the player’s hand only: a player who passes keeps his five cards as dealt and wins by them; a hand below four of a kind wins nothing and its bet still feeds the pool', () => {
  const s = round('KsKcKdKh2c', '4s5c7dJhQc', 'AhAd7s8sJd', { play: false }, { play: true });
  assert.deepEqual(s.settlement?.jackpots?.awards.map((a) => [a.bettor, a.combination, a.share]), [['p1', 'four-of-a-kind', { num: 1, den: 20 }]]);
  assert.equal(s.settlement?.jackpots?.contributions.length, 2);
  // 200,140 in the pool: 5% = 10,007; 190,133 stays (above the seed: no reset).
  assert.deepEqual(paid(s, 200_000), { balances: { draw: 190_133 }, amounts: [['p1', 'four-of-a-kind', 10_007]] });
});

test('000 §12 8.1: the jackpot stake may never exceed half the table minimum', () => {
  const min = defaultHousePokerTable(profile).minimum;
  assert.throws(() => game.create({ profile, table: linked(min), carry: null, rng: seededRng('t'), roundNo: 1 }), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/jackpot-limit');
  assert.doesNotThrow(() => game.create({ profile, table: linked(min / 2), carry: null, rng: seededRng('t'), roundNo: 1 }));
});
