/**
 * Casino Hold'em's jackpot system (003 §2.2.10.21; 003-TJP §2.3; holdem/jackpot.ts, profile `ee-oc`'s `jackpotSystem`):
 * at a table linked to a jackpot the bonus bet is the JP bet — one stake, dropped into the box whole even when it wins
 * — and its combination (two cards and the flop) wins by the jackpot's prize table, from the pool. Stacked decks deal
 * one card at a time: each box, the dealer, twice round; then the flop, the turn and the river.
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
import { casinoHoldem } from '../../src/games/house-poker/casino-holdem.js';
import { settleHoldemJackpots } from '../../src/games/house-poker/holdem/jackpot.js';
import { defaultHoldemTable, type HoldemTable } from '../../src/games/house-poker/holdem/profile.js';
import type { HhBox, HhState } from '../../src/games/house-poker/holdem/state.js';
import { ultimateHoldem } from '../../src/games/house-poker/ultimate-holdem.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const CITE = '003 §2.2.10.19–21, §2.3.1–6';
const profile = casinoHoldem.profiles.get('ee-oc');
const linked = (stake = 100): HoldemTable => ({ ...defaultHoldemTable(profile), jackpot: { id: 'che', stake } });
const cards = (s: string): string[] => s.match(/../g) ?? [];
const act = (r: RoundRunner, a: Record<string, unknown>) => r.act(a as unknown as GameAction, seededRng('x'));

/** Two boxes (p1 on 1, p2 on 2), an ante of 100 and a bonus of 100 each; each box's decision; the round's state. */
function round(b1: string, b2: string, dealer: string, board: string, d: ['play' | 'fold', 'play' | 'fold'], table: HoldemTable = linked()): HhState {
  const [x, y, z] = [cards(b1), cards(b2), cards(dealer)];
  const stack = [x[0], y[0], z[0], x[1], y[1], z[1], ...cards(board)] as string[];
  const r = new RoundRunner(casinoHoldem, { profile, profileId: 'ee-oc', table, carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  for (const [by, box] of [[P1, 1], [P2, 2]] as const) {
    act(r, { type: 'bet', box, spot: 'ante', amount: 100, by });
    act(r, { type: 'bet', box, spot: 'bonus', amount: 100, by });
  }
  act(r, { type: 'close-bets', by: DEALER });
  for (const [by, box, dd] of [[P1, 1, d[0]], [P2, 2, d[1]]] as const) act(r, dd === 'play' ? { type: 'play', box, multiple: 2, by } : { type: 'fold', box, by });
  act(r, { type: 'showdown', by: DEALER });
  return r.state as HhState;
}

/** What the round's transaction pays from a pool of `pool` (the jackpot keeps 7/10 of each bet, seed 50,000). */
function paid(s: HhState, pool: number): { balances: Record<string, number>; amounts: [string, string, number][]; seeded: number } {
  const def = jackpotDefinitionSchema.parse({ id: 'che', name: 'Casino Hold’em progressive', games: ['casino-holdem'], share: { num: 7, den: 10 }, seed: 50_000, cite: CITE });
  const r = resolveJackpots('t1', s.settlement?.jackpots as NonNullable<NonNullable<HhState['settlement']>['jackpots']>, { che: { def, balance: pool } }, (b) => `wallet:${b}`);
  const seeded = r.entries.filter((e) => e.kind === 'jackpot-seed').reduce((a, e) => a + (e.postings.find((x) => x.account === 'pool:jackpot-che')?.amount ?? 0), 0);
  return { balances: r.balances, amounts: r.awards.map((a) => [a.bettor, a.combination, a.amount as number]), seeded };
}

test('003 §2.2.10.21: at a linked table even a winning bonus bet drops into the box: no line returns it, the whole stake is a contribution; the prize comes from the jackpot', () => {
  // p1: royal flush on his two cards and the flop; p2: three queens with a queen of his own (10× the stake).
  const s = round('AhKh', 'QsQd', '2c3d', 'QhJhTh4s7c', ['play', 'play']);
  assert.equal(s.settlement?.lines.some((l) => l.bet === 'bonus'), false, 'the bonus has no settlement line');
  assert.deepEqual(s.settlement?.jackpots, {
    contributions: [
      { jackpot: 'che', bettor: 'p1', box: 1, bet: 'bonus', stake: 100, cite: CITE },
      { jackpot: 'che', bettor: 'p2', box: 2, bet: 'bonus', stake: 100, cite: CITE },
    ],
    awards: [
      { jackpot: 'che', bettor: 'p1', box: 1, combination: 'royal-flush', share: { num: 1, den: 1 }, order: 0, cite: CITE },
      { jackpot: 'che', bettor: 'p2', box: 2, combination: 'three-of-a-kind', fixed: 1_000, order: 1, cite: CITE },
    ],
  });
  // 50,000 + 70 + 70 = 50,140 to the royal flush; the 1,000 of three queens is made up by the house (the pool is
  // empty) and paid from the pool; the pool is reset to its seed.
  assert.deepEqual(paid(s, 50_000), { balances: { che: 50_000 }, amounts: [['p1', 'royal-flush', 50_140], ['p2', 'three-of-a-kind', 1_000]], seeded: 51_000 });
});

test('003 §2.2.10.19: the prize is judged on the two cards and the flop whatever the decision: a folded box wins too, a box without a combination only feeds the pool', () => {
  // p1 folds a straight flush made with both cards (500×); p2 holds nothing.
  const s = round('9h8h', '2s3c', 'AcAd', '7h6h5hKdQs', ['fold', 'play']);
  assert.deepEqual(s.settlement?.jackpots?.awards.map((a) => [a.bettor, a.combination, a.fixed, a.order]), [['p1', 'straight-flush', 50_000, 0]]);
  assert.equal(s.settlement?.jackpots?.contributions.length, 2);
  // 200,140 in the pool: 50,000 to p1, 150,140 stays (above the seed: no reset).
  assert.deepEqual(paid(s, 200_000), { balances: { che: 150_140 }, amounts: [['p1', 'straight-flush', 50_000]], seeded: 0 });
  assert.deepEqual(s.settlement?.lines.find((l) => l.bettor === 'p1'), { bettor: 'p1', box: 1, bet: 'ante', stake: 100, returned: 0, net: -100, outcome: 'fold', cite: '003 §2.2.10.18' });
});

test('003 §2.2.10.19: the jackpot prize table follows the bonus rules: four of a kind needs both of the player’s cards; three of a kind at least one', () => {
  const box = (b: number, c: string): HhBox => ({ box: b, owner: `p${b}`, stakes: { ante: 100, bonus: 100 }, cards: cards(c), decision: 'play', blind: false });
  const r = settleHoldemJackpots(profile, { id: 'che', stake: 100 }, [box(1, '9h2c'), box(2, '3d4s'), box(3, 'KcKd')], cards('9c9s9dAh5h'));
  // Box 1: four nines with one nine of his own (not paid); box 2: the flop's three nines alone (no card of his: not
  // paid); box 3: a full house with both kings (75×).
  assert.deepEqual(r.awards.map((a) => [a.box, a.combination, a.fixed]), [[3, 'full-house', 7_500]]);
  assert.equal(r.contributions.reduce((a, c) => a + c.stake, 0), 300);
});

test('003-TJP: the shipped prize table is the bonus table’s (003 §2.2.10.20) as times the stake, the royal flush taking the whole pool', () => {
  const sys = profile.jackpotSystem?.value;
  assert.equal(sys?.spot, 'bonus');
  const bonus = profile.bonus.value ?? {};
  for (const [k, v] of Object.entries(sys?.prizes ?? {})) {
    if (k === 'royal-flush') assert.deepEqual(v, { share: { num: 1, den: 1 } });
    else assert.deepEqual(v, { times: bonus[k as keyof typeof bonus]?.num }, k);
  }
  assert.deepEqual(Object.keys(sys?.prizes ?? {}).sort(), Object.keys(bonus).sort());
});

test('003 §2.3.2: the JP bet is the link’s one stake, once a box, on a box with an ante; its stake event names the jackpot; the legal bonus amount is the stake', () => {
  const r = new RoundRunner(casinoHoldem, { profile, profileId: 'ee-oc', table: linked(200), carry: null, rng: seededRng('t'), roundNo: 1 });
  const rejected = (a: Record<string, unknown>): string | undefined => {
    try {
      act(r, a);
      return undefined;
    } catch (e) {
      return (e as { code?: string }).code;
    }
  };
  assert.equal(rejected({ type: 'bet', box: 1, spot: 'bonus', amount: 200, by: P1 }), 'house-poker/side-bet-needs-ante');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  assert.equal(rejected({ type: 'bet', box: 1, spot: 'bonus', amount: 100, by: P1 }), 'house-poker/jackpot-stake');
  assert.equal(rejected({ type: 'bet', box: 1, spot: 'bonus', amount: 400, by: P1 }), 'house-poker/jackpot-stake');
  const legal = casinoHoldem.legalActions(r.state as HhState, P1).find((a) => a.type === 'bet' && a.spot === 'bonus' && a.box === 1);
  assert.deepEqual(legal?.amount, { min: 200, max: 200, step: 200 });
  const events = act(r, { type: 'bet', box: 1, spot: 'bonus', amount: 200, by: P1 });
  assert.deepEqual(events, [{ type: 'stake', bettor: 'p1', box: 1, bet: 'bonus', amount: 200, jackpot: 'che' }]);
  assert.equal(rejected({ type: 'bet', box: 1, spot: 'bonus', amount: 200, by: P1 }), 'house-poker/jackpot-placed');
  assert.equal(casinoHoldem.legalActions(r.state as HhState, P1).some((a) => a.type === 'bet' && a.spot === 'bonus' && a.box === 1), false);
  assert.deepEqual((casinoHoldem.view(r.state as HhState, { kind: 'spectator' }) as { jackpot?: unknown }).jackpot, { id: 'che', stake: 200, spot: 'bonus' });
});

test('003 §2.2.10.21: without the link nothing changes: the winning bonus stays on the table and is paid by the house, no jackpot movement', () => {
  const s = round('AhKh', 'QsQd', '2c3d', 'QhJhTh4s7c', ['play', 'play'], defaultHoldemTable(profile));
  assert.equal(s.settlement?.jackpots, undefined);
  assert.deepEqual(s.settlement?.lines.filter((l) => l.bet === 'bonus').map((l) => [l.bettor, l.returned]), [['p1', 100_100], ['p2', 1_100]]);
});

test('003-TJP: a table linked to a jackpot is refused where the profile has no jackpot system (Texas poker, 000 §16; Ultimate Texas Hold’em), or where the stake is off the chip unit or the side limits', () => {
  const create = (g: typeof casinoHoldem | typeof ultimateHoldem, id: string, t: Record<string, unknown>) => (): unknown => (g.create as (i: unknown) => unknown)({ profile: g.profiles.get(id), table: { ...g.defaultTable(g.profiles.get(id) as never), ...t }, carry: null, rng: seededRng('t'), roundNo: 1 });
  const code = (c: string) => (e: unknown): boolean => e instanceof ConfigError && e.code === c;
  assert.throws(create(casinoHoldem, 'eus', { jackpot: { id: 'che', stake: 100 } }), code('house-poker/no-jackpot'));
  assert.throws(create(ultimateHoldem, 'ee-oc', { jackpot: { id: 'che', stake: 100 } }), code('house-poker/no-jackpot'));
  assert.throws(create(casinoHoldem, 'ee-oc', { jackpot: { id: 'che', stake: 150 } }), code('house-poker/jackpot-stake'));
  assert.throws(create(casinoHoldem, 'ee-oc', { jackpot: { id: 'che', stake: 100 }, sideMinimum: 200 }), code('house-poker/jackpot-stake'));
  assert.doesNotThrow(create(casinoHoldem, 'ee-oc', { jackpot: { id: 'che', stake: 100 } }));
});
