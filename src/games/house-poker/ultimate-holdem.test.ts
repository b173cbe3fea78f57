/**
 * Ultimate Texas Hold'em (003 §2.2.9, profile `ee-oc`): the engine on stacked decks for each decision street, every
 * settlement case of §2.2.9.28–33 with its exact payouts, the BLIND and TRIPS pay lines, the refusals, the views;
 * the load-time refusal of tables that give the player the edge; TRIPS' exact figure against a fresh enumeration;
 * the stored ANTE + BLIND + PLAY figure re-checked on a small fresh sample and against play through the engine.
 * Stacked decks deal one card at a time: box 1, dealer, box 1, dealer, then the flop, the turn and the river.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import type { SettlementLine } from '../../core/settlement.js';
import { str } from '../../math/rational.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { defaultHoldemTable } from './holdem/profile.js';
import type { HhState } from './holdem/state.js';
import { boardClasses, estimateUth, holdingClasses, parseCards, sevenCardCategories, storedUth, tripsEv } from './math/ultimate-holdem.js';
import type { UthProfile } from './ultimate/profile.js';
import { anteBlindPlay, checkUthEdge, OPTIMUM_GAP, ultimateHoldem, uthSimulate } from './ultimate-holdem.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const EE = (): UthProfile => ultimateHoldem.profiles.get('ee-oc');
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const cards = (s: string): string[] => s.match(/../g) ?? [];
type S = HhState<UthProfile>;

/** A runner with box 1 (p1, ante 100 = blind 100, optional trips) dealt: the player's two, the dealer's two, the board. */
function dealt(player: string, dealer: string, board: string, trips = 0, p: UthProfile = EE()): RoundRunner {
  const [a, b] = cards(player);
  const [c, d] = cards(dealer);
  const r = new RoundRunner(ultimateHoldem, { profile: p, profileId: p.id, table: defaultHoldemTable(p), carry: null, rng: seededRng('t'), stack: [a, c, b, d, ...cards(board)], roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  if (trips) act(r, { type: 'bet', box: 1, spot: 'trips', amount: trips, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  return r;
}

/** One box played to the end: `at` is the street of the bet (0: 4× before the flop, 1: 2× after it, 2: 1× at the river) or 'fold'. */
function round(player: string, dealer: string, board: string, at: 0 | 1 | 2 | 'fold', trips = 0): { lines: SettlementLine[]; state: S } {
  const r = dealt(player, dealer, board, trips);
  const mult = [4, 2, 1];
  for (let street = 0; street < 3; street++) {
    if (at === street) {
      act(r, { type: 'play', box: 1, multiple: mult[street], by: P1 });
      break;
    }
    act(r, street < 2 ? { type: 'check', box: 1, by: P1 } : { type: 'fold', box: 1, by: P1 });
  }
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as S;
  return { lines: [...(state.settlement?.lines ?? [])], state };
}
const returns = (lines: SettlementLine[]): Record<string, number> => Object.fromEntries(lines.map((l) => [l.bet, l.returned]));

test('003 §2.2.9.7: an ANTE places an equal BLIND; taking back the ANTE takes back the BLIND; TRIPS goes with an ANTE', () => {
  const p = EE();
  const r = new RoundRunner(ultimateHoldem, { profile: p, profileId: 'ee-oc', table: defaultHoldemTable(p), carry: null, rng: seededRng('t'), roundNo: 1 });
  assert.throws(() => act(r, { type: 'bet', box: 1, spot: 'trips', amount: 100, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/side-bet-needs-ante');
  assert.throws(() => act(r, { type: 'bet', box: 1, spot: 'blind', amount: 100, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/unknown-spot');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 300, by: P1 });
  assert.deepEqual((r.state as S).boxes[0]?.stakes, { ante: 300, blind: 300 });
  act(r, { type: 'withdraw', box: 1, spot: 'ante', by: P1 });
  assert.deepEqual((r.state as S).boxes, []);
});

test('003 §2.2.9.16, .19, .21: before the flop PLAY is 3× or 4× or check, after it 2× or check, after the river 1× or fold; the board comes street by street', () => {
  const r = dealt('AsKd', '7h2c', '9s7d2cJh3d');
  const legal = (): string[] => ultimateHoldem.legalActions(r.state as S, P1).map((a) => `${a.type}${a.multiple ? `:${String(a.multiple)}` : ''}`);
  assert.deepEqual(legal(), ['play:3', 'play:4', 'check']);
  assert.deepEqual((r.state as S).board, []);
  assert.throws(() => act(r, { type: 'fold', box: 1, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/no-fold');
  assert.throws(() => act(r, { type: 'play', box: 1, multiple: 2, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/play-size');
  act(r, { type: 'check', box: 1, by: P1 });
  assert.deepEqual((r.state as S).board, ['9s', '7d', '2c'], 'the flop (§2.2.9.17)');
  assert.deepEqual(legal(), ['play:2', 'check']);
  act(r, { type: 'check', box: 1, by: P1 });
  assert.deepEqual((r.state as S).board, ['9s', '7d', '2c', 'Jh', '3d'], 'the last two together (§2.2.9.20)');
  assert.deepEqual(legal(), ['play:1', 'fold']);
  assert.throws(() => act(r, { type: 'check', box: 1, by: P1 }), (e: unknown) => e instanceof IllegalActionError && e.code === 'house-poker/no-check');
  act(r, { type: 'play', box: 1, multiple: 1, by: P1 });
  assert.equal((r.state as S).phase, 'showdown');
});

test('003 §2.2.9.16: a 4× bet before the flop ends the box\'s decisions; the showdown deals the whole board', () => {
  const { state } = round('AsAd', '7h2c', '9s7d4cJh3d', 0);
  assert.equal(state.boxes[0]?.stakes.play, 400);
  assert.deepEqual(state.board, ['9s', '7d', '4c', 'Jh', '3d']);
});

test('003 §2.2.9.29: the player beats a qualifying dealer: PLAY and ANTE 1:1; BLIND untouched below a straight', () => {
  // A pair of aces against the dealer's pair of sevens; played 4× before the flop.
  assert.deepEqual(returns(round('AsAd', '7h2c', '9s7d4cJh3d', 0).lines), { play: 800, ante: 200, blind: 100 });
  // Two pairs against one pair (§2.2.9.32's example): the BLIND stays untouched.
  assert.deepEqual(returns(round('9hJd', '7h2c', '9s7d4cJh3d', 1).lines), { play: 400, ante: 200, blind: 100 });
});

test('003 §2.2.9.29, .32: the BLIND by its table from a straight: straight 1:1, flush 3:2, full house 3:1, four of a kind 10:1, straight flush 50:1, royal 500:1', () => {
  const blind = (player: string, board: string): number | undefined => returns(round(player, '2h2d', board, 2).lines).blind;
  assert.equal(blind('Ts8c', '9s7d6cKh3d'), 200, 'straight');
  assert.equal(blind('AsTs', '9s7s4sKh3d'), 250, 'flush 3:2');
  assert.equal(blind('KsKc', 'Kd9s9c4h3d'), 400, 'full house');
  assert.equal(blind('9h9d', '9s9c4h7dJd'), 1100, 'four of a kind');
  assert.equal(blind('8s7s', '6s5s4s2c3d'), 5100, 'straight flush');
  assert.equal(blind('AsKs', 'QsJsTs2c3d'), 50100, 'royal flush');
});

test('003 §2.2.9.28, .32: the dealer higher takes ANTE, PLAY and BLIND, a straight\'s BLIND too', () => {
  assert.deepEqual(returns(round('AsKd', '7h7c', '9s7d2cJh3d', 1).lines), { play: 0, ante: 0, blind: 0 });
  // The player's straight under the dealer's flush: the BLIND loses.
  assert.deepEqual(returns(round('Ts8c', 'Ad2d', '9d7d6dKh3c', 0).lines), { play: 0, ante: 0, blind: 0 });
});

test('003 §2.2.9.30: the dealer without a pair of twos: the ANTE stays untouched, PLAY 1:1 when the player wins, the BLIND by the table', () => {
  // The player's pair of kings against the dealer's ace high.
  assert.deepEqual(returns(round('KsKd', 'Ah5c', '9s7d2cJh3d', 1).lines), { play: 400, ante: 100, blind: 100 });
  // The player's flush against a dealer without a game: BLIND 3:2.
  assert.deepEqual(returns(round('AsTs', 'Qh5c', '9s7s4sKh3d', 2).lines), { play: 200, ante: 100, blind: 250 });
});

test('003 §2.2.9.31: neither has a game: the five high cards decide — dealer higher: PLAY and BLIND lose, ANTE back; player higher: PLAY 1:1, ANTE and BLIND back; equal: all back', () => {
  assert.deepEqual(returns(round('Ks8d', 'Ah5c', '9s7d2cJh3d', 2).lines), { play: 0, ante: 100, blind: 0 }, '§2.2.9.31.1');
  assert.deepEqual(returns(round('Ah5c', 'Ks8d', '9s7d2cJh3d', 2).lines), { play: 200, ante: 100, blind: 100 }, '§2.2.9.31.2');
  assert.deepEqual(returns(round('4h5c', '4s5d', 'As Kd Qc 9h 7d'.replace(/ /g, ''), 2).lines), { play: 100, ante: 100, blind: 100 }, '§2.2.9.31.3: the board plays for both');
});

test('003 §2.2.9.24: equal best fives tie against a qualifying dealer: every bet back (the other two cards do not count)', () => {
  assert.deepEqual(returns(round('2s3d', '2h4c', 'AsAdKcQhJd', 1).lines), { play: 200, ante: 100, blind: 100 });
});

test('003 §2.2.9.21–22: a fold at the river loses the ANTE and the BLIND; TRIPS stays independent (§2.2.9.33, foldLosesTrips false)', () => {
  const { lines, state } = round('9s9d', 'AhAc', '9h7d2cJh3d', 'fold', 100);
  assert.deepEqual(returns(lines), { trips: 400, ante: 0, blind: 0 });
  assert.equal(state.boxes[0]?.decision, 'fold');
});

test('003 §2.2.9.33: TRIPS by its table on the player\'s best five, whatever the dealer holds, from the board alone too: trips 3, straight 5, flush 6, full house 8, four of a kind 30, straight flush 40, royal 50; below trips it loses', () => {
  const trips = (player: string, dealer: string, board: string): number | undefined => returns(round(player, dealer, board, 2, 100).lines).trips;
  assert.equal(trips('AsKd', 'QhQc', '9s7d2cJh3d'), 0, 'high card');
  assert.equal(trips('2s3d', 'AhAc', '9s9d9cJh4d'), 400, 'three of a kind on the board alone');
  assert.equal(trips('Ts8c', 'AhAc', '9s7d6cKh3d'), 600, 'straight');
  assert.equal(trips('AsTs', 'AhAc', '9s7s4sKh3d'), 700, 'flush');
  assert.equal(trips('KsKc', 'AhAc', 'Kd9s9c4h3d'), 900, 'full house');
  assert.equal(trips('9h9d', 'AhAc', '9s9c4h7dJd'), 3100, 'four of a kind');
  assert.equal(trips('8s7s', 'AhAc', '6s5s4s2c3d'), 4100, 'straight flush');
  assert.equal(trips('AsKs', 'AhAc', 'QsJsTs2c3d'), 5100, 'royal flush');
});

test('time-out: before the river the system checks (the flop is free, §2.2.9.16, .19); at the river it folds (§2.2.9.21: going on is a bet)', () => {
  const r = dealt('AsKd', '7h2c', '9s7d2cJh3d');
  for (const expect of ['check', 'check', 'fold']) {
    const a = ultimateHoldem.timeoutAction?.(r.state as S);
    assert.equal(a?.type, expect);
    act(r, a as unknown as Record<string, unknown>);
  }
  assert.equal((r.state as S).phase, 'showdown');
});

test('streets wait for every box: two boxes, one bets 4× before the flop, the other checks; the flop comes when both have chosen', () => {
  const p = EE();
  const r = new RoundRunner(ultimateHoldem, { profile: p, profileId: 'ee-oc', table: defaultHoldemTable(p), carry: null, rng: seededRng('t'), roundNo: 1, stack: ['As', 'Kh', '2c', 'Ad', 'Kd', '3c', ...cards('9s7d4cJh3d')] });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P2 });
  act(r, { type: 'close-bets', by: DEALER });
  act(r, { type: 'play', box: 1, multiple: 4, by: P1 });
  assert.deepEqual((r.state as S).board, []);
  assert.deepEqual(ultimateHoldem.legalActions(r.state as S, P1), [], 'box 1 has bet: nothing more to decide');
  act(r, { type: 'check', box: 2, by: P2 });
  assert.deepEqual((r.state as S).board, ['9s', '7d', '4c']);
  act(r, { type: 'play', box: 2, multiple: 2, by: P2 });
  assert.equal((r.state as S).phase, 'showdown');
  act(r, { type: 'showdown', by: DEALER });
  const s = r.state as S;
  assert.deepEqual(s.board, cards('9s7d4cJh3d'));
  const by = (box: number): Record<string, number> => returns((s.settlement?.lines ?? []).filter((l) => l.box === box));
  assert.deepEqual(by(1), { play: 800, ante: 200, blind: 100 }, 'A-A-K over the dealer\'s 3-2: a pair of aces');
  assert.deepEqual(by(2), { play: 400, ante: 200, blind: 100 }, 'K-K over the dealer');
});

test('views: the board is public as dealt; the dealer\'s cards to nobody before the showdown; a box\'s cards to its player only', () => {
  const r = dealt('AsKd', '7h2c', '9s7d2cJh3d');
  act(r, { type: 'check', box: 1, by: P1 });
  const v = (a: Parameters<typeof ultimateHoldem.view>[1]): string => JSON.stringify(ultimateHoldem.view(r.state as S, a));
  for (const a of [P2, { kind: 'spectator' } as const, DEALER]) {
    assert.ok(!v(a).includes('"As"') && !v(a).includes('"7h"'), JSON.stringify(a));
    assert.ok(v(a).includes('"9s"'));
  }
  assert.ok(v(P1).includes('"As"') && !v(P1).includes('"7h"'));
  assert.equal((JSON.parse(v(P1)) as { hasTrips: boolean }).hasTrips, true);
});

test('a refused action changes nothing: another player\'s box, a decision after the box has bet, a showdown before every box has chosen', () => {
  const r = dealt('AsKd', '7h2c', '9s7d2cJh3d');
  for (const [a, code] of [
    [{ type: 'check', box: 1, by: P2 }, 'house-poker/not-your-box'],
    [{ type: 'showdown', by: DEALER }, 'house-poker/not-showdown'],
  ] as const) {
    const before = JSON.stringify(r.state);
    assert.throws(() => act(r, a), (e: unknown) => e instanceof IllegalActionError && e.code === code);
    assert.equal(JSON.stringify(r.state), before);
  }
  act(r, { type: 'play', box: 1, multiple: 3, by: P1 });
  assert.equal((r.state as S).boxes[0]?.stakes.play, 300, 'the 3× bet');
});

test('no player edge (003 §2.2.9.34 leaves the tables to the casino): a profile whose TRIPS or BLIND table favours the player is refused at load', () => {
  const p = EE();
  assert.doesNotThrow(() => checkUthEdge(p));
  const rich = { ...p, trips: { ...p.trips, value: { ...p.trips.value, 'three-of-a-kind': { num: 9, den: 1 } } } } as UthProfile;
  const edge = (e: unknown): boolean => e instanceof ConfigError && e.code === 'house-poker/player-advantage';
  assert.throws(() => checkUthEdge(rich), edge);
  const blind = { ...p, blind: { ...p.blind, value: { ...p.blind.value, straight: { num: 3, den: 1 }, flush: { num: 5, den: 1 } } } } as UthProfile;
  assert.throws(() => checkUthEdge(blind), edge);
  assert.throws(() => ultimateHoldem.profiles.derive('ee-oc', { trips: rich.trips } as never), /player-advantage/);
});

test('TRIPS, exact: the stored seven-card counts equal a fresh enumeration of all 133,784,560 hands; the default table (50/40/30/8/6/5/3) returns −48987/2572780 per unit (house edge 1.9040%)', { timeout: 600_000 }, () => {
  assert.deepEqual(sevenCardCategories(), storedUth().sevenCard);
  assert.equal(str((tripsEv(EE()) as { ev: Parameters<typeof str>[0] }).ev), '-48987/2572780');
});

test('the mathematics counts each holding against the dealer the way a dealer-by-dealer loop does (sorted values less the holdings that share a card)', () => {
  const p = EE();
  const board = parseCards(cards('9s7d2cJh3d'));
  const all = boardClasses(p, board);
  assert.equal(all.length, 1081);
  for (const k of [0, 1, 77, 500, 1080]) {
    const x = all[k] as (typeof all)[number];
    assert.deepEqual(x.cl, holdingClasses(p, x.hole, board));
    assert.equal(x.cl.reduce((a, b) => a + b, 0), 990);
  }
});

test('ANTE + BLIND + PLAY: the stored figure is re-checked by a fresh sample of boards (small N) and by rounds through the engine, each within its 99.9% bound', { timeout: 600_000 }, () => {
  const p = EE();
  const stored = anteBlindPlay(p);
  const fresh = estimateUth(p, { boards: 40, seed: 'uth-recheck' });
  assert.ok(Math.abs(fresh.mean - stored.mean) <= 3.29 * Math.hypot(fresh.se, stored.se), `boards: ${fresh.mean} vs ${stored.mean}`);
  const sim = uthSimulate(p, 'ee-oc', { rounds: 3000, seed: 'uth-engine' });
  const abp = sim.bets.find((b) => b.bet === 'ante-blind-play') as { rtp: number; sd?: number; ci99: readonly [number, number] };
  const se = (abp.ci99[1] - abp.ci99[0]) / 2 / 2.576;
  assert.ok(Math.abs(abp.rtp - 1 - stored.mean) <= 3.29 * Math.hypot(se, stored.se), `engine: ${abp.rtp - 1} vs ${stored.mean}`);
  assert.ok(Math.abs(-stored.mean - 0.02185) <= 3.29 * stored.se + OPTIMUM_GAP, 'the published optimal house edge (2.185%) is within the stored figure\'s bound');
});
