/**
 * The jackpot bet of poker without discards (000 §11 VI.1 as `eus`; 001 §11 V.5, the carousel, as `cv`): a fixed
 * stake with an ante, on the jackpot the table's configuration names; the showdown names each bet's contribution and
 * each prize (src/core/settlement `jackpots`), and src/jackpots turns them into exact ledger entries from the pool.
 * Stacked decks deal one card at a time: box 1, box 2, dealer, five times round.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { caribbean } from './caribbean.js';
import { defaultHousePokerTable, type HousePokerTable } from './engine/profile.js';
import type { HpState } from './engine/state.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>) => r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];
const linked = (id: string, stake = 100): HousePokerTable => ({ ...defaultHousePokerTable(caribbean.profiles.get(id)), jackpot: { id: 'car', stake } });

/** Two boxes (p1 on 1, p2 on 2), each with an ante and a jackpot bet; p1 folds, p2 plays. */
function round(id: string, b1: string, b2: string, dealer: string): { state: HpState; stakes: unknown[] } {
  const p = caribbean.profiles.get(id);
  const [x, y, d] = [split(b1), split(b2), split(dealer)];
  const stack = x.flatMap((c, i) => [c, y[i] as string, d[i] as string]);
  const table = linked(id);
  const r = new RoundRunner(caribbean, { profile: p, profileId: id, table, carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  const stakes: unknown[] = [];
  for (const [by, box] of [[P1, 1], [P2, 2]] as const) {
    act(r, { type: 'bet', box, spot: 'ante', amount: table.minimum, by });
    stakes.push(...act(r, { type: 'bet', box, spot: 'jackpot', amount: 100, by }));
  }
  act(r, { type: 'close-bets', by: DEALER });
  act(r, { type: 'fold', box: 1, by: P1 });
  act(r, { type: 'play', box: 2, multiple: 2, by: P2 });
  act(r, { type: 'showdown', by: DEALER });
  return { state: r.state as HpState, stakes };
}

test('000 §11 VI.1: a royal flush wins the whole pool and a straight flush 10% of what remains, on the player’s cards alone (the royal flush folded); each jackpot bet leaves the table whole', () => {
  const { state, stakes } = round('eus', 'AhKhQhJhTh', '9s8s7s6s5s', '2c3d4c9dJc');
  assert.deepEqual(stakes, [{ type: 'stake', bettor: 'p1', box: 1, bet: 'jackpot', amount: 100, jackpot: 'car' }, { type: 'stake', bettor: 'p2', box: 2, bet: 'jackpot', amount: 100, jackpot: 'car' }]);
  const cite = '000 §11 VI.1';
  assert.deepEqual(state.settlement?.jackpots, {
    contributions: [
      { jackpot: 'car', bettor: 'p1', box: 1, bet: 'jackpot', stake: 100, cite },
      { jackpot: 'car', bettor: 'p2', box: 2, bet: 'jackpot', stake: 100, cite },
    ],
    awards: [
      { jackpot: 'car', bettor: 'p1', box: 1, combination: 'royal-flush', share: { num: 1, den: 1 }, order: 0, cite },
      { jackpot: 'car', bettor: 'p2', box: 2, combination: 'straight-flush', share: { num: 1, den: 10 }, order: 1, cite },
    ],
  });
  // The jackpot bets are not lines against the house: the house's net is the antes and the second bet alone.
  assert.deepEqual(state.settlement?.lines.map((l) => l.bet).sort(), ['ante', 'ante', 'play']);
});

test('000 §11 VI.1: four of a kind wins 5%; a hand below it wins nothing and its bet still feeds the pool', () => {
  const { state } = round('eus', '9h9c9d9s2h', 'KhKdQc3s4d', '2c3d4c8dJc');
  assert.deepEqual(state.settlement?.jackpots?.awards, [{ jackpot: 'car', bettor: 'p1', box: 1, combination: 'four-of-a-kind', share: { num: 1, den: 20 }, order: 0, cite: '000 §11 VI.1' }]);
  assert.equal(state.settlement?.jackpots?.contributions.length, 2);
});

test('000 §12 8.1 (read into §11): two royal flushes are equal hands: one order, so they share one prize', () => {
  const { state } = round('eus', 'AhKhQhJhTh', 'AsKsQsJsTs', '2c3d4c9dJc');
  assert.deepEqual(state.settlement?.jackpots?.awards.map((a) => [a.bettor, a.combination, a.order]), [['p1', 'royal-flush', 0], ['p2', 'royal-flush', 0]]);
});

test('001 §11 V.5: the carousel pays its minimum table as fixed sums of the stake: a flush 60 stakes, a full house 100', () => {
  const { state } = round('cv', 'Ah9h7h4h2h', 'KcKdKh3s3d', '2c3d4c9dJc');
  assert.deepEqual(state.settlement?.jackpots?.awards.map((a) => [a.bettor, a.combination, a.fixed, a.order]), [['p2', 'full-house', 10_000, 0], ['p1', 'flush', 6_000, 1]]);
});

test('000 §11 VI.1: the jackpot bet is refused without a linked jackpot, without an ante, off its one stake, twice on a box; a table whose stake is over half the minimum is refused', () => {
  const p = caribbean.profiles.get('eus');
  const refuse = (table: HousePokerTable, bets: Record<string, unknown>[], code: string): void => {
    const r = new RoundRunner(caribbean, { profile: p, profileId: 'eus', table, carry: null, rng: seededRng('t'), roundNo: 1 });
    const last = bets.pop() as Record<string, unknown>;
    for (const b of bets) act(r, b);
    assert.throws(() => act(r, last), (e: unknown) => e instanceof IllegalActionError && e.code === code);
  };
  const ante = { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 };
  const jp = { type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 };
  refuse(defaultHousePokerTable(p), [ante, jp], 'house-poker/no-jackpot');
  refuse(linked('eus'), [jp], 'house-poker/side-bet-needs-ante');
  refuse(linked('eus'), [ante, { ...jp, amount: 200 }], 'house-poker/jackpot-stake');
  refuse(linked('eus'), [ante, jp, jp], 'house-poker/jackpot-placed');
  assert.throws(() => caribbean.create({ profile: p, table: linked('eus', 200), carry: null, rng: seededRng('t'), roundNo: 1 }), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/jackpot-limit');
});

test('000 §11 VI.1: the jackpot bet is offered as the table’s one stake once the box has its ante, and no more once placed', () => {
  const p = caribbean.profiles.get('eus');
  const table = linked('eus', 100);
  const r = new RoundRunner(caribbean, { profile: p, profileId: 'eus', table, carry: null, rng: seededRng('t'), roundNo: 1 });
  const offered = (): unknown[] => caribbean.legalActions(r.state as HpState, P1).filter((l) => l.type === 'bet' && l.spot === 'jackpot' && l.box === 1);
  assert.deepEqual(offered(), [], 'not before the ante');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: table.minimum, by: P1 });
  assert.deepEqual(offered(), [{ type: 'bet', box: 1, spot: 'jackpot', amount: { min: 100, max: 100, step: 100 } }]);
  act(r, { type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 });
  assert.deepEqual(offered(), [], 'once a box');
});
