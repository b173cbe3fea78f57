/**
 * Poker with discards (000 §12, profile `eus`): the engine on stacked decks for the go/pass decision, the discard
 * step, each of the Bank's seven discard rules, the qualification with a pair of 8s, every line of the second bet's
 * table, ties; the views during the discard; the stored simulation equal to a fresh run of its seed. Stacked decks
 * deal one card at a time: box 1, Bank, five times round; then box 1's new cards, then the Bank's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import type { SettlementLine } from '../../core/settlement.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { dealerDiscard } from './discards/dealer-rule.js';
import { defaultHousePokerTable } from './engine/profile.js';
import type { HpState } from './engine/state.js';
import { discardsSimulate, pokerWithDiscards as game, STORED, strategyGoes } from './poker-with-discards.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];
const profile = game.profiles.get('eus');
const MIN = defaultHousePokerTable(profile).minimum;

interface Opts {
  decision?: 'play' | 'fold' | 'timeout';
  discard?: number[] | 'timeout';
  /** Box 1's new cards, then the Bank's, in dealing order. */
  draws?: string;
}
/** One box (p1, box 1) against the Bank: first five cards of each as strings (`AhKh…`). */
function round(player: string, bank: string, o: Opts = {}): { lines: SettlementLine[]; state: HpState; runner: RoundRunner } {
  const [pc, bc] = [split(player), split(bank)];
  const stack = [...pc.flatMap((c, i) => [c, bc[i] as string]), ...split(o.draws ?? '')];
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultHousePokerTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: MIN, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  const d = o.decision ?? 'play';
  if (d === 'timeout') act(r, game.timeoutAction?.(r.state as HpState) as unknown as Record<string, unknown>);
  else act(r, d === 'play' ? { type: 'play', box: 1, multiple: 2, by: P1 } : { type: 'fold', box: 1, by: P1 });
  if ((r.state as HpState).phase === 'drawing') {
    if (o.discard === 'timeout') act(r, game.timeoutAction?.(r.state as HpState) as unknown as Record<string, unknown>);
    else act(r, { type: 'discard', box: 1, positions: o.discard ?? [], by: P1 });
  }
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as HpState;
  return { lines: [...(state.settlement?.lines ?? [])], state, runner: r };
}
const returns = (lines: SettlementLine[]): Record<string, number> => Object.fromEntries(lines.map((l) => [l.bet, l.returned / MIN]));

test('000 §12 VII 7.3 rules 1–7: the Bank discards nothing on a straight or better, the other two to three of a kind, the odd card to two pair, the two lowest others to a pair, the fifth to four of a suit (even with four in a row), the fifth to four in a row, else the two lowest', () => {
  const d = (s: string): [number, string[]] => {
    const c = split(s);
    const r = dealerDiscard(c);
    return [r.rule, r.positions.map((i) => c[i] as string)];
  };
  assert.deepEqual(d('5h6c7d8s9h'), [1, []]);
  assert.deepEqual(d('2s5s7s9sJs'), [1, []]);
  assert.deepEqual(d('QsQhQdJcJh'), [1, []]);
  assert.deepEqual(d('7s7h7dJc2h'), [2, ['Jc', '2h']]);
  assert.deepEqual(d('7s7hJdJc2h'), [3, ['2h']]);
  assert.deepEqual(d('5s5hAd9c2h'), [4, ['9c', '2h']], 'the ace, the highest kicker, stays');
  assert.deepEqual(d('9h8hThJhKc'), [5, ['Kc']], 'four of a suit over four in a row (8-9-10-J)');
  assert.deepEqual(d('9h8cTdJhKs'), [6, ['Ks']]);
  assert.deepEqual(d('AhKcQdJs3h'), [6, ['3h']], 'A-K-Q-J: the ace high');
  assert.deepEqual(d('Ah2c3d4s9h'), [7, ['2c', '3d']], 'A-2-3-4 is no run of values ≥ 2 (ambiguity 4): the two lowest go');
  assert.deepEqual(d('Kh9c7d4s2h'), [7, ['4s', '2h']]);
});

test('000 §12 VII 7.2: to go on ("banoa") the second bet is twice the initial bet; a pass ("paso") loses the initial bet and the time-out passes', () => {
  const { state } = round('9h9c5d3h2s', '2d4s7c9dJh', { draws: '3c5c' });
  assert.equal(state.boxes[0]?.stakes.play, 2 * MIN);
  assert.deepEqual(returns(round('AhKc5d3h2s', '2d4s7c9dJh', { decision: 'fold' }).lines), { ante: 0 });
  const t = round('AhKc5d3h2s', '2d4s7c9dJh', { decision: 'timeout' });
  assert.deepEqual(returns(t.lines), { ante: 0 });
  assert.equal(t.state.boxes[0]?.decision, 'fold');
  assert.throws(() => round('9h9c5d3h2s', '2d4s7c9dJh', { draws: '3c5c' }).runner.act({ type: 'play', box: 1, multiple: 1, by: P1 } as unknown as GameAction, seededRng('x')), IllegalActionError);
});

test('000 §12 VII 7.3: a box in play discards at most two cards, replaced before the Bank draws; the Bank shows its five, discards by the rules, and without a pair of 8s pays each box its initial bet and returns the second', () => {
  // The box throws 5d 3h (positions 2 and 3) and draws 9s 9d: three nines. The Bank (K-J-9-7-4, rule 7) throws 7c 4d, draws 2c 3s: no pair.
  const { lines, state } = round('9h9c5d3h2s', 'KsJd9c7c4d', { discard: [2, 3], draws: '9s9d2c3s' });
  assert.deepEqual(state.boxes[0]?.cards, ['9h', '9c', '2s', '9s', '9d']);
  assert.deepEqual(state.dealer, ['Ks', 'Jd', '9c', '2c', '3s']);
  assert.deepEqual(returns(lines), { ante: 2, play: 2 });
  assert.equal(lines.find((l) => l.bet === 'ante')?.outcome, 'dealer-not-qualified');
});

test('000 §12 VII 7.3: a box may not discard three cards, twice, or another box; the time-out in the discard step stands pat', () => {
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultHousePokerTable(profile), carry: null, rng: seededRng('t'), stack: split('9h2d9c4s5d7c3hTd2sJh'), roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: MIN, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  act(r, { type: 'play', box: 1, multiple: 2, by: P1 });
  assert.equal((r.state as HpState).phase, 'drawing');
  assert.throws(() => act(r, { type: 'discard', box: 1, positions: [0, 1, 2], by: P1 }), IllegalActionError);
  assert.throws(() => act(r, { type: 'discard', box: 1, positions: [1, 1], by: P1 }), IllegalActionError);
  assert.throws(() => act(r, { type: 'discard', box: 1, positions: [1], by: { kind: 'player', player: 'p2' } }), IllegalActionError);
  assert.equal(game.legalActions(r.state as HpState, P1).length, 16, 'stand pat, five singles, ten pairs');
  const { state } = round('9h9c5d3h2s', 'KsJd9c7c4d', { discard: 'timeout', draws: '2c3s' });
  assert.deepEqual(state.boxes[0]?.cards, ['9h', '9c', '5d', '3h', '2s']);
  assert.deepEqual(state.boxes[0]?.discards, []);
});

test('000 §12 VII 7.3: the Bank qualifies with a pair of 8s (8-8 after its draw); a pair of 7s does not', () => {
  // Bank 8h8d K 5 2: rule 4 throws 5 and 2, draws 3c 4c: 8-8-K-4-3 qualifies; the box's 9-9 beats it.
  assert.deepEqual(returns(round('9h9cAd3h2s', '8h8dKc5s2d', { discard: [3, 4], draws: 'JdTd3c4c' }).lines), { ante: 2, play: 4 });
  assert.deepEqual(returns(round('9h9cAd3h2s', '7h7dKc5s2d', { discard: [3, 4], draws: 'JdTd3c4c' }).lines), { ante: 2, play: 2 });
});

test('000 §12 V 5.1 a–i: against a qualifying Bank the second bet pays royal 100, straight flush 25, four 20, full house 7, flush 5, straight 3, three 2, two pair 1, a pair of 8s or better 1; the initial bet 1 to 1', () => {
  // The Bank 8-8-4-3-2 is its lowest qualifying hand (rule 4: it throws 3 and 2, and draws 3c 2c back).
  const play = (cards: string): Record<string, number> => returns(round(cards, '8h8d4h3d2d', { discard: [], draws: '3c2c' }).lines);
  const hands = ['AsKsQsJsTs', '5h6h7h8h9h', '9s9h9d9c2h', 'QsQhQdJcJh', '2s5s7s9sJs', '5h6c7d8s9h', '7s7h7dJcTh', '7s7hJdJc2h', '9s9hJd5cTh'];
  assert.deepEqual(hands.map((h) => play(h).play), [202, 52, 42, 16, 12, 8, 6, 4, 4]);
  assert.deepEqual(hands.map((h) => play(h).ante), hands.map(() => 2));
  assert.deepEqual(play('As2s3h4s5s'), { ante: 2, play: 8 }, 'A-2-3-4-5 is a straight (the ace low, II 2.1)');
});

test('000 §12 V 5.1, VII 7.3: against a qualifying Bank a hand below a pair of 8s loses both bets (no such line); a lower hand loses both', () => {
  assert.deepEqual(returns(round('7s7hAd5cTh', '8h8d4h3d2d', { draws: '3c2c' }).lines), { ante: 0, play: 0 });
  assert.deepEqual(returns(round('AsKhQd5cTh', '8h8d4h3d2d', { draws: '3c2c' }).lines), { ante: 0, play: 0 });
  assert.deepEqual(returns(round('9s9hAd5cTh', 'TcTd4h3d2d', { draws: '3c2c' }).lines), { ante: 0, play: 0 });
});

test('000 §12 V 5.1–5.2: equal hands keep both bets without prize; two pair goes to the higher pair, then the other, then the odd card; a pair to the highest remaining card', () => {
  // The Bank 9-9-A-T-5 keeps 9-9-A (rule 4) and draws T 5: the same hand as the box's: a tie.
  assert.deepEqual(returns(round('9s9hAd5cTh', '9c9dAh5dTc', { draws: 'Td5s' }).lines), { ante: 1, play: 2 });
  // The Bank J-J-7-7-2 throws the 2 (rule 3) and draws a queen: the box's king wins.
  assert.deepEqual(returns(round('JsJh7s7hKs', 'JcJd7c7d2h', { draws: 'Qh' }).lines), { ante: 2, play: 4 });
  // The Bank 9-9-K keeps its king and draws T 5: the box's ace wins.
  assert.deepEqual(returns(round('9s9hAd5cTh', '9c9dKh5d2c', { draws: 'Td5s' }).lines), { ante: 2, play: 4 });
});

test('000 §12 VII 7.3: the views during the discard show a box its own cards and how many each box threw, never which; the Bank’s cards to nobody', () => {
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultHousePokerTable(profile), carry: null, rng: seededRng('t'), stack: split('9h2d9c4s5d7c3hTd2sJhAsKs2c3c'), roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: MIN, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  act(r, { type: 'play', box: 1, multiple: 2, by: P1 });
  act(r, { type: 'discard', box: 1, positions: [2, 3], by: P1 });
  const other = game.view(r.state as HpState, { kind: 'player', player: 'p2' }) as { boxes: { cards: unknown; discarded: number }[]; dealer: { cards: unknown } };
  const mine = game.view(r.state as HpState, { kind: 'player', player: 'p1' }) as { boxes: { cards: string[] }[]; drawMax: number };
  assert.equal(other.boxes[0]?.cards, null);
  assert.equal(other.boxes[0]?.discarded, 2);
  assert.equal(other.dealer.cards, null);
  assert.deepEqual(mine.boxes[0]?.cards, ['9h', '9c', '5d', '3h', '2s']);
  assert.equal(mine.drawMax, 2);
  assert.ok(!JSON.stringify(r.record.events).includes('5d'), 'no event names a thrown card');
});

test('the strategy the figures are for goes on with any pair, a four-card draw or a card above an 8, and passes the rest', () => {
  assert.deepEqual(['2h2c5d7s9h', '2h5h7h9hKc', '8h7c5d3s2h', '9h7c5d3s2h'].map((c) => strategyGoes(split(c))), [true, true, false, true]);
});

test('rtp serves a stored simulation: a fresh run of its seed gives the same figures (the stored check entry; the full run with CROUPIER_EXHAUSTIVE=1)', () => {
  const stored = STORED.eus as (typeof STORED)['eus'] & { check: { rounds: number; rtp: number; sd: number } };
  const fresh = (rounds: number) => discardsSimulate(profile, 'eus', { rounds, seed: stored.seed }).bets[0];
  const check = fresh(stored.check.rounds);
  assert.equal(check?.rtp, stored.check.rtp);
  assert.equal(check?.sd, stored.check.sd);
  if (process.env.CROUPIER_EXHAUSTIVE === '1') assert.equal(fresh(stored.rounds)?.rtp, stored.rtp);
  const report = game.tools?.rtp?.(profile, 'eus', {});
  assert.equal(report?.bets[0]?.rtp, stored.rtp);
  assert.equal(report?.bets[0]?.method, 'simulation');
});
