/**
 * Trijoker poker (000 §13, profile `eus`): the engine on stacked decks for every line of the pay table, the lowest
 * paying pair, each bet taken back or left, the deal's order, the exposed-card rule, the views; the exact figures by
 * enumeration (and the stored figure the load-time check reads) and their agreement with simulation through the
 * engine. With one box a stacked deck deals: the box's first card, the left community card, its second, the right
 * community card, its third (V.4).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { rtpSignProblems } from '../../core/rtp-sign.js';
import type { SettlementLine } from '../../core/settlement.js';
import { num, str } from '../../math/rational.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { analyseTrijoker } from './math/trijoker.js';
import { checkTrijokerEdge, KNOWN_FIGURES, trijoker as game, trijokerKey } from './trijoker.js';
import { defaultTrijokerTable } from './trijoker/profile.js';
import type { TjState } from './trijoker/state.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];
const profile = game.profiles.get('eus');
const MIN = defaultTrijokerTable(profile).minimum;
type Choice = 'let-ride' | 'take-back' | 'timeout';

function start(player: string, community: string): RoundRunner {
  const [p, c] = [split(player), split(community)];
  const stack = [p[0], c[0], p[1], c[1], p[2]] as string[];
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultTrijokerTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, amount: MIN, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  return r;
}
const choose = (r: RoundRunner, c: Choice): void => act(r, c === 'timeout' ? (game.timeoutAction?.(r.state as TjState) as unknown as Record<string, unknown>) : { type: c, box: 1, by: P1 });

/** One box (p1, box 1): its three cards and the two community cards (left, right) as strings. */
function round(player: string, community: string, first: Choice = 'let-ride', second: Choice = 'let-ride'): { lines: SettlementLine[]; state: TjState } {
  const r = start(player, community);
  choose(r, first);
  act(r, { type: 'show-community', by: DEALER });
  choose(r, second);
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as TjState;
  return { lines: [...(state.settlement?.lines ?? [])], state };
}
const returns = (lines: SettlementLine[]): number[] => lines.map((l) => l.returned / MIN);

test('000 §13 V.1: every bet still in play pays pair of Jacks or better 1, two pair 2, three 3, straight 5, flush 8, full house 11, four 50, straight flush 200, royal 500 (to 1)', () => {
  const cases: [string, string, number][] = [
    ['JsJh4d', '7c2s', 2], ['7s7h4d', '4c2s', 3], ['7s7h7d', 'Kc2s', 4], ['5h6c7d', '8s9h', 6], ['2s5s7s', '9sJs', 9],
    ['QsQhQd', 'JcJh', 12], ['9s9h9d', '9c2h', 51], ['5h6h7h', '8h9h', 201], ['AsKsQs', 'JsTs', 501], ['As2s3h', '4s5s', 6],
  ];
  for (const [p, c, each] of cases) assert.deepEqual(returns(round(p, c).lines), [each, each, each], `${p} ${c}`);
});

test('000 §13 I, V.1: a pair below Jacks, or no pair, loses every bet still in play', () => {
  assert.deepEqual(returns(round('TsTh4d', '7c2s').lines), [0, 0, 0]);
  assert.deepEqual(returns(round('AsKh4d', '7c2s').lines), [0, 0, 0]);
});

test('000 §13 V.4: bet 1 may be taken back on the three cards, bet 2 after the left card whatever was done with bet 1; the third stays; a bet taken back comes back whole', () => {
  const r1 = round('JsJh4d', '7c2s', 'take-back', 'let-ride');
  assert.deepEqual(returns(r1.lines), [1, 2, 2]);
  assert.deepEqual(r1.lines.map((l) => l.outcome), ['taken-back', 'pair', 'pair']);
  assert.deepEqual(returns(round('AsKh4d', '7c2s', 'let-ride', 'take-back').lines), [0, 1, 0]);
  assert.deepEqual(returns(round('AsKh4d', '7c2s', 'take-back', 'take-back').lines), [1, 1, 0], 'the third bet is always in play');
  const r = start('AsKh4d', '7c2s');
  assert.deepEqual(game.legalActions(r.state as TjState, P1).map((a) => a.type), ['let-ride', 'take-back']);
  assert.throws(() => act(r, { type: 'show-community', by: DEALER }), IllegalActionError, 'the left card waits for every decision on bet 1');
});

test('000 §13 V.4: a player who does not decide in time leaves the bet in play (the profile time-out)', () => {
  assert.deepEqual(returns(round('JsJh4d', '7c2s', 'timeout', 'timeout').lines), [2, 2, 2]);
});

test('000 §13 V.4: the deal goes a card to each box, the left community card, a second to each box, the right card, a third to each box; one box a player, three equal bets', () => {
  const stack = split('AhKh2cQh3cJhTh4c9h');
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultTrijokerTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, amount: MIN, by: P1 });
  act(r, { type: 'bet', box: 2, amount: MIN, by: { kind: 'player', player: 'p2' } });
  assert.throws(() => act(r, { type: 'bet', box: 3, amount: MIN, by: P1 }), IllegalActionError, 'one box a player');
  act(r, { type: 'close-bets', by: DEALER });
  const s = r.state as TjState;
  assert.deepEqual(s.boxes.map((b) => b.cards), [['Ah', 'Qh', 'Th'], ['Kh', '3c', '4c']]);
  assert.deepEqual(s.community, ['2c', 'Jh']);
  assert.equal(s.boxes[0]?.stake, MIN);
  assert.equal(r.record.events.filter((e) => e.type === 'stake').length, 6, 'three equal bets a box');
});

test('000 §13 V.2–V.3: the minimum and maximum apply to each of the three bets; the maximum is the minimum × 10, 20 or 30', () => {
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultTrijokerTable(profile), carry: null, rng: seededRng('t'), stack: [], roundNo: 1 });
  assert.throws(() => act(r, { type: 'bet', box: 1, amount: 11 * MIN, by: P1 }), IllegalActionError);
  act(r, { type: 'bet', box: 1, amount: 10 * MIN, by: P1 });
  assert.throws(() => new RoundRunner(game, { profile, profileId: 'eus', table: { ...defaultTrijokerTable(profile), maximum: 40 * MIN }, carry: null, rng: seededRng('t'), roundNo: 1 }), /limit-ratio|minimum ×/);
});

test('000 §13 V.4, VI.1: an exposed community card of J or higher voids the whole hand (every bet returned); a lower one is left face up and the hand goes on', () => {
  const r = start('JsJh4d', 'Qc2s');
  act(r, { type: 'community-exposed', card: 0, by: DEALER });
  const s = r.state as TjState;
  assert.equal(s.phase, 'over');
  assert.deepEqual(s.settlement?.lines.map((l) => [l.returned / MIN, l.outcome]), [[1, 'void'], [1, 'void'], [1, 'void']]);
  const g = start('JsJh4d', '7c2s');
  act(g, { type: 'community-exposed', card: 1, by: DEALER });
  assert.equal((g.state as TjState).phase, 'first');
  const view = game.view(g.state as TjState, { kind: 'player', player: 'p2' }) as { community: (string | null)[] };
  assert.deepEqual(view.community, [null, '2s'], 'the exposed right card is face up for everyone');
  assert.throws(() => act(g, { type: 'community-exposed', card: 1, by: DEALER }), IllegalActionError);
});

test('views: a box’s cards to its player only until the showdown; the community cards to everyone once turned', () => {
  const r = start('JsJh4d', '7c2s');
  const other = (): { boxes: { cards: unknown }[]; community: unknown[] } => game.view(r.state as TjState, { kind: 'player', player: 'p2' }) as never;
  assert.equal(other().boxes[0]?.cards, null);
  assert.deepEqual(other().community, [null, null]);
  act(r, { type: 'let-ride', box: 1, by: P1 });
  act(r, { type: 'show-community', by: DEALER });
  assert.deepEqual(other().community, ['7c', null]);
  act(r, { type: 'let-ride', box: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  assert.deepEqual(other().boxes[0]?.cards, ['Js', 'Jh', '4d']);
});

test('exact figures (000 §13, eus): per unit, bet 1 19301/216580, bet 2 3309/16660, bet 3 −94971/216580; all three −32653/216580 per unit of one bet (house edge 15.08%); the stored figure the load check reads is the same', () => {
  const a = analyseTrijoker(profile);
  assert.deepEqual([a.bet1, a.bet2, a.bet3, a.total].map(str), ['19301/216580', '3309/16660', '-94971/216580', '-32653/216580']);
  assert.equal(KNOWN_FIGURES[trijokerKey(profile)], str(a.total));
  // `croupier rtp` reports the same count (kept per profile): each fraction the player's expectation, −houseEdge.
  const report = game.tools?.rtp?.(profile, 'eus', {});
  assert.ok(report);
  const sign = rtpSignProblems(report);
  assert.deepEqual(sign.problems, []);
  assert.ok(sign.exact >= 4, String(sign.exact));
  // Let It Ride's own table (pair of tens, royal 1000) gives its published 3.51% with the same count.
  const lir = analyseTrijoker({ ...profile, pairMinimum: { ...profile.pairMinimum, value: 'T' }, payTable: { ...profile.payTable, value: { ...profile.payTable.value, 'royal-flush': { num: 1000, den: 1 } } } });
  assert.ok(Math.abs(num(lir.total) + 0.035057) < 1e-6, String(num(lir.total)));
});

test('a pay table that gives the player the edge is refused when the profile is loaded (house-poker/player-advantage)', () => {
  const rich = { ...profile, payTable: { ...profile.payTable, value: { ...profile.payTable.value, pair: { num: 2, den: 1 } } } };
  assert.throws(() => checkTrijokerEdge(rich), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/player-advantage');
});

test('a seeded simulation through the engine under the exact strategy agrees with the exact figures (99.9%: |z| < 3.29)', () => {
  const a = analyseTrijoker(profile);
  const sim = game.tools?.simulate?.(profile, 'eus', { rounds: 20000, seed: 'trijoker-eus' });
  const exact: Record<string, number> = { 'bet-1': num(a.bet1), 'bet-2': num(a.bet2), 'bet-3': num(a.bet3), 'all-three': num(a.total) };
  for (const b of sim?.bets ?? []) {
    const z = (b.rtp - 1 - (exact[b.bet] as number)) / ((b.sd as number) / Math.sqrt(b.rounds));
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: ${b.rtp} vs ${exact[b.bet]}, z = ${z.toFixed(2)}`);
  }
});

test('000 §13 V.5: the croupier settles starting from his right (the highest box first); the closing announces the last three coups', () => {
  const stack = split('AhKh2cQh3cJhTh4c9h');
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: defaultTrijokerTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  const P2: Actor = { kind: 'player', player: 'p2' };
  act(r, { type: 'bet', box: 1, amount: MIN, by: P1 });
  act(r, { type: 'bet', box: 2, amount: MIN, by: P2 });
  act(r, { type: 'close-bets', by: DEALER });
  for (const [b, by] of [[1, P1], [2, P2]] as const) act(r, { type: 'let-ride', box: b, by });
  act(r, { type: 'show-community', by: DEALER });
  for (const [b, by] of [[1, P1], [2, P2]] as const) act(r, { type: 'let-ride', box: b, by });
  act(r, { type: 'showdown', by: DEALER });
  assert.deepEqual((r.state as TjState).settlement?.lines.map((l) => l.box), [2, 2, 2, 1, 1, 1]);
  assert.deepEqual([game.closing?.(profile).announcement, game.closing?.(profile).cite], ['last-three-hands', '000 §13 V.5']);
});
