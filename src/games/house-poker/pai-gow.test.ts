/**
 * Pai Gow poker (000 §14, profile `eus`): the engine on stacked decks and fixed dice for every case of the comparison
 * table, the commission and its rounding, the Bank's copies, the fouled hand and the hand the croupier finds set
 * incorrectly, the count of the dice and the deal from it (as written and with seven hands), the croupier's blindness
 * until every hand is set, the timer, refusals that change nothing, the house way, and the stored simulation. With
 * dice summing 9 (position 2, box 1's) and one box, the stacked deck's first seven cards are box 1's, the next seven
 * the Bank's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import type { SettlementLine } from '../../core/settlement.js';
import { parseCards } from '../../poker-eval/cards.js';
import { highBeatsLow, paiGowValues } from '../../poker-eval/pai-gow.js';
import { category } from '../../poker-eval/value.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { paiGow as game, paiGowRtp, paiGowSimulate, STORED } from './pai-gow.js';
import { commonHouseWay, holdsStraightOrFlush } from './pai-gow/house-way.js';
import { defaultPaiGowTable, type PaiGowProfile, type PaiGowTable } from './pai-gow/profile.js';
import { comparisonCase, positionOf } from './pai-gow/rules.js';
import type { PgState } from './pai-gow/state.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];
/** "No more", then every box passes the Bank offered to it (000 §14 VI), so the croupier banks: these tests are of the house's Bank. */
function closeBets(r: RoundRunner): void {
  act(r, { type: 'close-bets', by: DEALER });
  for (let s = r.state as PgState; s.phase === 'bank-offer'; s = r.state as PgState) act(r, { type: 'pass-bank', box: s.offer, by: { kind: 'system' } });
}
const profile = game.profiles.get('eus');
const TABLE = defaultPaiGowTable(profile);
const MIN = TABLE.minimum;
/** The Bank's seven cards in the comparison tests: one pair, so the house way plays 9-9-7-5-2 high and K-Q low. */
const BANK = '9h9d7s5c2hKsQd';

function deal(player: string, bank: string, o: { dice?: number[]; stake?: number; profile?: PaiGowProfile; table?: PaiGowTable } = {}): RoundRunner {
  const p = o.profile ?? profile;
  const r = new RoundRunner(game, { profile: p, profileId: 'eus', table: o.table ?? TABLE, carry: null, rng: seededRng('t'), stack: { cards: [...split(player), ...split(bank)], dice: o.dice ?? [3, 3, 3] }, roundNo: 1 });
  act(r, { type: 'bet', box: 1, amount: o.stake ?? MIN, by: P1 });
  closeBets(r);
  act(r, { type: 'throw-dice', by: DEALER });
  return r;
}

function round(player: string, low: string, bank = BANK, o: Parameters<typeof deal>[2] = {}): { line: SettlementLine; state: PgState } {
  const r = deal(player, bank, o);
  act(r, { type: 'set-hands', box: 1, low, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as PgState;
  return { line: state.settlement?.lines[0] as SettlementLine, state };
}

test('000 §14 VI (comparison table): cases 1–6 against the Bank’s 9-9-7-5-2 / K-Q: both higher wins, one higher and the other lower or equal is void, the rest lose', () => {
  const cases: [string, string, string, string, number][] = [
    ['ThTd7c5d2dAsQc', 'AsQc', '1', 'win', 1950],
    ['ThTd7c5d2dJs8c', 'Js8c', '2', 'void', 1000],
    ['8h8c7c5d2dAsQc', 'AsQc', '2b', 'void', 1000],
    ['ThTd7c5d2dKhQh', 'KhQh', '3', 'void', 1000],
    ['9c9s7c5d2dAsQc', 'AsQc', '3b', 'void', 1000],
    ['8h8c7c5d2dKhQh', 'KhQh', '4', 'lose', 0],
    ['9c9s7c5d2dJs8c', 'Js8c', '4b', 'lose', 0],
    ['9c9s7c5d2dKhQh', 'KhQh', '5', 'lose', 0],
    ['8h8c7c5d2dJs6c', 'Js6c', '6', 'lose', 0],
  ];
  for (const [player, low, c, outcome, returned] of cases) {
    const { line, state } = round(player, low);
    assert.deepEqual(state.bankSet, { high: split('9h9d7s5c2h'), low: ['Ks', 'Qd'] }, 'the house way sets the Bank');
    assert.equal(line.outcome, outcome, `case ${c}`);
    assert.equal(line.returned, returned, `case ${c}`);
    assert.equal(line.cite, `000 §14 VI (comparison table) (case ${c})`);
  }
});

test('000 §14 I, V: a win is paid even money less the 5% commission, rounded by the profile (the payout down: 10.10 wins 9.59)', () => {
  const table = { ...TABLE, chipUnit: 1 };
  assert.equal(round('ThTd7c5d2dAsQc', 'AsQc', BANK, { table, stake: 1010 }).line.returned, 1010 + 959);
  assert.equal(round('ThTd7c5d2dAsQc', 'AsQc', BANK, { table, stake: 2000 }).line.returned, 2000 + 1900);
  const free = game.profiles.derive('eus', { commission: { value: { num: 2, den: 100 } } });
  assert.equal(round('ThTd7c5d2dAsQc', 'AsQc', BANK, { table, stake: 1000, profile: free }).line.returned, 1980, 'a casino announcing 2% takes 2%');
});

test('000 §14 V, Additional Provision 6.3: a commission above the maximum is refused when the profile is loaded', () => {
  assert.throws(() => game.profiles.derive('eus', { commission: { value: { num: 6, den: 100 } } }), /commission-too-high/);
  assert.doesNotThrow(() => game.profiles.derive('eus', { commission: { value: { num: 6, den: 100 } }, commissionMaximum: { value: { num: 6, den: 100 } } }));
});

test('000 §14 I: the Bank wins every copy: equal hands both ways lose, even with the highest hands (five aces against five aces is impossible: A-A low copies)', () => {
  // Both low hands A-K (a copy), the player's high hand higher: case 3, void; his high lower: case 4, lost.
  assert.equal(round('QhQdJc5d2dAsKc', 'AsKc', 'JhJd7s5c2hAdKd').line.outcome, 'void');
  assert.equal(round('ThTd7c5d2dAsKc', 'AsKc', 'JhJd7s5c2hAdKd').line.outcome, 'lose');
});

test('000 §14 VII.3: a hand set incorrectly (the high hand not worth more than the low) is accepted face down and always loses', () => {
  const { line, state } = round('ThTd7c5d2dAsAc', 'AsAc', '2c3d4h6s8cJhQd');
  assert.equal(line.outcome, 'foul');
  assert.equal(line.returned, 0);
  assert.equal(line.cite, '000 §14 VII.3');
  assert.equal(state.boxes[0]?.set?.foul, true);
  const legal = game.legalActions(deal('ThTd7c5d2dAsAc', BANK).state as PgState, P1).filter((l) => l.type === 'set-hands');
  assert.equal(legal.length, 21, 'every choice of two low cards is offered');
  assert.equal(legal.find((l) => l.low === 'AsAc')?.foul, true, 'the fouling ones are marked');
  assert.equal(legal.find((l) => l.low === 'ThTd')?.foul, false);
});

test('000 §14 VII.3: a hand the croupier finds set incorrectly (e.g. the wrong number of cards in a hand) loses, even against a weaker Bank', () => {
  const r = deal('ThTd7c5d2dAsQc', BANK);
  act(r, { type: 'set-hands', box: 1, low: 'AsQc', by: P1 });
  assert.ok(game.legalActions(r.state as PgState, DEALER).some((l) => l.type === 'hand-set-incorrectly' && l.optional === true));
  act(r, { type: 'hand-set-incorrectly', box: 1, by: DEALER });
  act(r, { type: 'showdown', by: DEALER });
  const line = (r.state as PgState).settlement?.lines[0];
  assert.equal(line?.outcome, 'foul');
  assert.equal(line?.returned, 0);
});

test('000 §14 VI: the dice count from the Bank’s position — 1, 8 and 15 fall on the Bank, and the first hand goes to the position they give', () => {
  assert.deepEqual([3, 7, 8, 9, 14, 15, 18].map(positionOf), [3, 7, 1, 2, 7, 1, 4]);
  // Sum 8: the Bank receives the first seven cards, box 1 the next.
  const r = deal(BANK, 'ThTd7c5d2dAsQc', { dice: [2, 3, 3] });
  const s = r.state as PgState;
  assert.deepEqual(s.bank, split(BANK));
  assert.deepEqual(s.boxes[0]?.cards, split('ThTd7c5d2dAsQc'));
  assert.equal(s.first, 1);
});

test('000 §14 VI: "as many hands as players", placed clockwise from the dice; with seven hands, the empty positions’ hands are dead', () => {
  const hands = (p: PaiGowProfile): { state: PgState; events: readonly { type: string; [k: string]: unknown }[] } => {
    const deck = [...game.create({ profile: p, table: TABLE, carry: null, rng: seededRng('deck') }).state.shoe.order];
    const r = new RoundRunner(game, { profile: p, profileId: 'eus', table: TABLE, carry: null, rng: seededRng('t'), stack: { cards: deck, dice: [1, 1, 2] }, roundNo: 1 });
    act(r, { type: 'bet', box: 1, amount: MIN, by: P1 });
    act(r, { type: 'bet', box: 3, amount: MIN, by: P2 });
    closeBets(r);
    const events = r.act({ type: 'throw-dice', by: DEALER }, seededRng('x'));
    return { state: r.state as PgState, events: events as never };
  };
  const deck = [...game.create({ profile, table: TABLE, carry: null, rng: seededRng('deck') }).state.shoe.order];
  const hand = (k: number): string[] => deck.slice(7 * k, 7 * k + 7);
  // Sum 4: position 4 (box 3) first, then the Bank (position 1), then box 1 (position 2).
  const a = hands(profile);
  assert.deepEqual(a.state.boxes.find((b) => b.box === 3)?.cards, hand(0));
  assert.deepEqual(a.state.bank, hand(1));
  assert.deepEqual(a.state.boxes.find((b) => b.box === 1)?.cards, hand(2));
  assert.equal(a.events.find((e) => e.type === 'spare-cards-checked')?.count, 53 - 21);
  // Seven hands: positions 4, 5, 6, 7, 1, 2, 3 in turn; the Bank gets the fifth, box 1 the sixth.
  const b = hands(game.profiles.derive('eus', { hands: { value: 'seven' } }));
  assert.deepEqual(b.state.boxes.find((x) => x.box === 3)?.cards, hand(0));
  assert.deepEqual(b.state.bank, hand(4));
  assert.deepEqual(b.state.boxes.find((x) => x.box === 1)?.cards, hand(5));
  const spare = b.events.find((e) => e.type === 'spare-cards-checked');
  assert.equal(spare?.count, 4 + 4 * 7);
  assert.equal(spare?.deadHands, 4);
});

test('000 §14 II.1: a fresh round shuffles the 52 cards and one joker, committed before any card is seen', () => {
  const s = game.create({ profile, table: TABLE, carry: null, rng: seededRng('fresh') }).state;
  assert.equal(s.shoe.order.length, 53);
  assert.equal(new Set(s.shoe.order).size, 53);
  assert.ok(s.shoe.order.includes('X1'));
});

test('000 §14 VI: the croupier may not look at his cards until every box is set; a player sees only his own cards', () => {
  const r = deal('ThTd7c5d2dAsQc', BANK);
  const s = r.state as PgState;
  const dealerView = game.view(s, { kind: 'dealer' }) as { dealer: { cards: unknown }; boxes: { cards: unknown }[] };
  assert.equal(dealerView.dealer.cards, null);
  assert.equal((game.view(s, { kind: 'player', player: 'p1' }) as typeof dealerView).boxes[0]?.cards !== null, true);
  assert.equal((game.view(s, { kind: 'player', player: 'p2' }) as typeof dealerView).boxes[0]?.cards, null);
  assert.equal(JSON.stringify(game.view(s, { kind: 'spectator' })).includes('Ks'), false, 'no view shows the Bank’s cards');
  assert.throws(() => act(r, { type: 'showdown', by: DEALER }), (e: unknown) => e instanceof IllegalActionError && e.code === 'pai-gow/not-showdown');
  act(r, { type: 'set-hands', box: 1, low: 'AsQc', by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  const over = game.view(r.state as PgState, { kind: 'player', player: 'p2' }) as { dealer: { high: string[]; low: string[] }; boxes: { high: string[]; low: string[] }[] };
  assert.deepEqual(over.dealer.low, ['Ks', 'Qd']);
  assert.deepEqual(over.boxes[0]?.low, ['As', 'Qc']);
});

test('refusals change nothing: setting before the deal, twice, another player’s box, cards not in the hand, a bad throw, the croupier’s own setting', () => {
  const r0 = new RoundRunner(game, { profile, profileId: 'eus', table: TABLE, carry: null, rng: seededRng('t'), stack: { cards: split('ThTd7c5d2dAsQc' + BANK) }, roundNo: 1 });
  act(r0, { type: 'bet', box: 1, amount: MIN, by: P1 });
  const refused = (r: RoundRunner, a: Record<string, unknown>, code: string): void => {
    const before = JSON.stringify(r.state);
    const res = game.apply(r.state as PgState, a as never);
    assert.equal(res.ok, false, code);
    if (!res.ok) assert.equal(res.rejection.code, code);
    assert.equal(JSON.stringify(r.state), before);
  };
  refused(r0, { type: 'set-hands', box: 1, low: 'AsQc', by: P1 }, 'pai-gow/not-setting');
  refused(r0, { type: 'bet', box: 2, amount: MIN, by: P1 }, 'pai-gow/one-box');
  refused(r0, { type: 'bet', box: 7, amount: MIN, by: P2 }, 'pai-gow/no-such-box');
  refused(r0, { type: 'bet', box: 2, amount: MIN - 100, by: P2 }, 'pai-gow/below-minimum');
  closeBets(r0);
  refused(r0, { type: 'throw-dice', dice: [0, 3, 3], by: DEALER }, 'pai-gow/bad-dice');
  refused(r0, { type: 'throw-dice', dice: [3, 3, 3], by: P1 }, 'pai-gow/dealer-only');
  const r = deal('ThTd7c5d2dAsQc', BANK);
  refused(r, { type: 'set-hands', box: 1, low: 'AsQc', by: P2 }, 'pai-gow/not-your-box');
  refused(r, { type: 'set-hands', box: 1, low: 'AsKs', by: P1 }, 'pai-gow/not-your-cards');
  refused(r, { type: 'set-hands', box: 1, low: 'AsAs', by: P1 }, 'pai-gow/not-your-cards');
  refused(r, { type: 'set-hands', box: 1, low: 'As', by: P1 }, 'pai-gow/low-hand-two-cards');
  refused(r, { type: 'house-way', box: 1, by: DEALER }, 'pai-gow/not-your-box');
  act(r, { type: 'set-hands', box: 1, low: 'AsQc', by: P1 });
  refused(r, { type: 'set-hands', box: 1, low: 'ThTd', by: P1 }, 'pai-gow/not-setting');
});

test('the timer: a player who has not set his hands has them set by the house way (profile timeout)', () => {
  const r = deal('ThTd7c5d2dAsQc', BANK);
  const t = game.timeoutAction?.(r.state as PgState);
  assert.deepEqual(t, { type: 'house-way', box: 1, by: { kind: 'system' } });
  act(r, t as unknown as Record<string, unknown>);
  const set = (r.state as PgState).boxes[0]?.set;
  assert.deepEqual(set?.low, ['As', 'Qc'], 'one pair high, the next two cards low');
  assert.equal(set?.by, 'house-way');
  assert.equal((r.state as PgState).phase, 'showdown');
});

test('the house way (common): each rule on a hand of its own', () => {
  const low = (seven: string): string => {
    const s = commonHouseWay(parseCards(seven));
    return s.low.map((c) => parseCards(seven).indexOf(c)).map((i) => split(seven)[i]).sort().join('');
  };
  const cases: [string, string, string][] = [
    ['AhKd9s7c5h3d2c', '9sKd', 'no pair: the highest card high, the next two low'],
    ['8h8d9sJc5hKd2c', 'JcKd', 'one pair high, the next two low'],
    ['KhKd4s4c9hAs2c', '4c4s', 'two pairs with a king pair: split'],
    ['9h9d4s4cJhAs2c', 'AsJh', 'two pairs of 10s or lower with an ace: both high, the ace low'],
    ['9h9d4s4c6h6s2c', '9d9h', 'three pairs: the highest low'],
    ['7h7d7sJcQh3s2c', 'JcQh', 'three of a kind high, the next two low'],
    ['AhAdAsJcQh3s2c', 'AsQh', 'three aces: a pair high, an ace and the next card low'],
    ['7h7d7sJcJh3s2c', 'JcJh', 'full house: split'],
    ['7h7d7s2c2hAsKc', 'AsKc', 'full house with 2s, an ace and a king: kept, A-K low'],
    ['5h5d5s5cAhKd2c', 'AhKd', 'four 5s: together'],
    ['9h9d9s9cAhKd2c', 'AhKd', 'four 9s with an ace: together, the ace low'],
    ['9h9d9s9cQhKd2c', '9h9d', 'four 9s without an ace: split'],
    ['AhAdAsAcX1Kd2c', '2cKd', 'five aces: together'],
    ['2h3d4s5c6hKdQc', 'KdQc', 'a straight high, the best two cards left low'],
    ['2h3d4s5c6h6dQc', '6hQc', 'a straight with a pair: the pair cannot stay low with the straight, the straight high'],
    ['2h3h4h9hJhKdKc', 'KcKd', 'a flush and a pair: the flush high, the pair low'],
    ['2h3h4h9hJh4d9c', '4d4h', 'a flush and two pairs: the two pairs split (the pair low)'],
    ['X1Kd9s7c5h3d2c', 'Kd9s', 'the joker as an ace: ace high, the next two low'],
  ];
  for (const [seven, want, why] of cases) assert.equal(low(seven), [...split(want)].sort().join(''), `${seven}: ${why}`);
});

test('the house way never fouls and plays a straight or flush high when it finds one (20,000 random hands)', () => {
  const rng = seededRng('house-way');
  const deck = Array.from({ length: 53 }, (_, i) => i);
  for (let i = 0; i < 20_000; i++) {
    const d = [...deck];
    const seven = Array.from({ length: 7 }, () => d.splice(rng.int(d.length), 1)[0] as number);
    const s = commonHouseWay(seven);
    assert.equal(s.high.length + s.low.length, 7);
    assert.ok(highBeatsLow(paiGowValues(s)), `${seven}`);
    const c = category(paiGowValues(s).high);
    assert.ok(!(holdsStraightOrFlush(seven) && c === 'high-card'), `${seven} holds a straight or flush but plays ${c} high`);
  }
});

test('comparisonCase: the nine rows of the table (VI)', () => {
  const rows: [number, number, string][] = [[1, 1, '1'], [1, -1, '2'], [-1, 1, '2b'], [1, 0, '3'], [0, 1, '3b'], [-1, 0, '4'], [0, -1, '4b'], [0, 0, '5'], [-1, -1, '6']];
  for (const [h, l, c] of rows) assert.equal(comparisonCase(h, l).case, c);
});

test('rtp serves a stored simulation through the engine: a fresh run of its seed gives the same figures (the stored check entry), within the 99.9% bound of the full run', () => {
  const stored = STORED.eus;
  assert.ok(stored, 'a stored run for eus');
  const check = paiGowSimulate(profile, 'eus', { rounds: stored.check.rounds, seed: stored.seed }).bets[0];
  assert.equal(check?.rtp, stored.check.rtp);
  assert.equal(check?.sd, stored.check.sd);
  const half = (3.2905 * stored.sd) / Math.sqrt(stored.check.rounds);
  assert.ok(Math.abs((check?.rtp as number) - stored.rtp) < half + (stored.ci999[1] - stored.ci999[0]) / 2, 'the small run agrees with the stored one within their 99.9% bounds');
  if (process.env.CROUPIER_EXHAUSTIVE === '1') assert.equal(paiGowSimulate(profile, 'eus', { rounds: stored.rounds, seed: stored.seed }).bets[0]?.rtp, stored.rtp);
  const report = paiGowRtp(profile, 'eus', {});
  assert.equal(report.bets[0]?.rtp, stored.rtp);
  assert.equal(report.bets[0]?.method, 'simulation');
  // The published figure for the common house way against itself with a 5% commission: about 2.7% (within the bound).
  assert.ok(stored.ci999[0] < 1 - 0.0272 && 1 - 0.0272 < stored.ci999[1], `published 2.72% outside ${stored.ci999}`);
});
