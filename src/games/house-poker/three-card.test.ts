/**
 * Three-card poker / Tripoker (000 §15 as `eus`, 003 §2.2.5 as `ee-oc`): the engine on stacked decks for every
 * pay-table line, every qualification case and every decision; the views; the load-time refusal of a pay table that
 * gives the player the edge; the exact figures and their agreement with simulation through the engine.
 * Stacked decks deal one card at a time: box 1, (box 2, …), dealer, three times round.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import type { SettlementLine } from '../../core/settlement.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { defaultHousePokerTable, type HousePokerProfile } from './engine/profile.js';
import type { HpState } from './engine/state.js';
import { threeCard } from './three-card.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));

/** One box (p1, box 1) against the dealer: player cards and dealer cards interleaved as dealt. */
function round(profileId: string, player: string[], dealer: string[], opts: { pairPlus?: number; decision?: 'play' | 'fold' | 'timeout'; profile?: HousePokerProfile } = {}): { lines: SettlementLine[]; state: HpState; runner: RoundRunner } {
  const p = opts.profile ?? threeCard.profiles.get(profileId);
  const rest = ['2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc', 'Jc'].filter((c) => !player.includes(c) && !dealer.includes(c));
  const stack = [player[0], dealer[0], player[1], dealer[1], player[2], dealer[2], ...rest];
  const r = new RoundRunner(threeCard, { profile: p, profileId, table: defaultHousePokerTable(p), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  if (opts.pairPlus) act(r, { type: 'bet', box: 1, spot: 'pair-plus', amount: opts.pairPlus, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  const d = opts.decision ?? 'play';
  if (d === 'timeout') act(r, threeCard.timeoutAction?.(r.state as HpState) as unknown as Record<string, unknown>);
  else act(r, d === 'play' ? { type: 'play', box: 1, multiple: 1, by: P1 } : { type: 'fold', box: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as HpState;
  return { lines: [...(state.settlement?.lines ?? [])], state, runner: r };
}
const returns = (lines: SettlementLine[]): Record<string, number> => Object.fromEntries(lines.map((l) => [l.bet, l.returned]));

for (const [id, sec] of [['eus', '000 §15 V.3'], ['ee-oc', '003 §2.2.5']] as const) {
  test(`${sec}: the dealer without queen high does not qualify: the ante is paid 1 to 1, the play bet is left unchanged (000 #69)`, () => {
    const { lines } = round(id, ['2h', '3d', '5s'], ['Jh', '9d', '7s']);
    assert.deepEqual(returns(lines), { ante: 200, play: 100 });
  });
  test(`${sec}: the dealer with queen high qualifies (Q-3-2, the lowest), and a higher hand wins ante and play 1 to 1 (000 #70)`, () => {
    assert.deepEqual(returns(round(id, ['Kh', '3d', '5s'], ['Qh', '3s', '2d']).lines), { ante: 200, play: 200 });
  });
  test(`${sec}: against a qualifying dealer a lower hand loses ante and play`, () => {
    assert.deepEqual(returns(round(id, ['Kh', '3d', '5s'], ['Ah', '3s', '2d']).lines), { ante: 0, play: 0 });
  });
  test(`${sec}: an equal hand against a qualifying dealer is a push on ante and play`, () => {
    assert.deepEqual(returns(round(id, ['Kh', '9d', '5s'], ['Kd', '9s', '5c']).lines), { ante: 100, play: 100 });
  });
  test(`${sec}: a fold loses the ante, and the time-out folds (no play bet placed)`, () => {
    assert.deepEqual(returns(round(id, ['Kh', '9d', '5s'], ['2d', '4s', '7c'], { decision: 'fold' }).lines), { ante: 0 });
    const t = round(id, ['Kh', '9d', '5s'], ['2d', '4s', '7c'], { decision: 'timeout' });
    assert.deepEqual(returns(t.lines), { ante: 0 });
    assert.equal(t.state.boxes[0]?.decision, 'fold');
  });
  test(`${sec}: the ante bonus is paid on a played straight (1), three of a kind (4), straight flush (5) whatever the dealer holds (000 #71)`, () => {
    assert.equal(returns(round(id, ['4h', '5d', '6s'], ['Qh', 'Qs', 'Qd']).lines)['ante-bonus'], 100);
    assert.equal(returns(round(id, ['4h', '4d', '4s'], ['2h', '3s', '7d']).lines)['ante-bonus'], 400);
    assert.equal(returns(round(id, ['4h', '5h', '6h'], ['2d', '3s', '7d']).lines)['ante-bonus'], 500);
    assert.equal(returns(round(id, ['Ah', 'Kh', 'Qh'], ['2d', '3s', '7d']).lines)['ante-bonus'], 500, 'the royal is a straight flush');
    assert.equal(returns(round(id, ['4h', '5h', '6h'], ['2d', '3s', '7d'], { decision: 'fold' }).lines)['ante-bonus'], undefined, 'no bonus on a fold');
  });
}

test('000 §15 V "I." (000 #72): Par Plus pays royal 50, straight flush 40, three of a kind 3 (as written), straight 6, flush 3, pair 1, on the box’s own cards', () => {
  const pp = (cards: string[]): number | undefined => returns(round('eus', cards, ['Ah', 'Ks', 'Qd'], { pairPlus: 100 }).lines)['pair-plus'];
  assert.deepEqual([pp(['As', 'Ks', 'Qs']), pp(['4h', '5h', '6h']), pp(['4h', '4d', '4s']), pp(['4h', '5d', '6s']), pp(['2h', '9h', '5h']), pp(['9h', '9d', '5s']), pp(['9h', '7d', '5s'])], [5100, 4100, 400, 700, 400, 200, 0]);
});

test('000 §15 V "I.": Par Plus is independent: a fold leaves it to be settled on the cards; 003 §2.2.5.16: a fold loses the BONUS', () => {
  assert.equal(returns(round('eus', ['9h', '9d', '5s'], ['Ah', 'Ks', 'Qd'], { pairPlus: 100, decision: 'fold' }).lines)['pair-plus'], 200);
  assert.equal(returns(round('ee-oc', ['9h', '9d', '5s'], ['Ah', 'Ks', 'Qd'], { pairPlus: 100, decision: 'fold' }).lines)['pair-plus'], 0);
});

test('003 §2.2.5 (croupier default): BONUS pays straight flush 40, three of a kind 30, straight 6, flush 3, pair 1', () => {
  const pp = (cards: string[]): number | undefined => returns(round('ee-oc', cards, ['Ah', 'Ks', 'Qd'], { pairPlus: 100 }).lines)['pair-plus'];
  assert.deepEqual([pp(['As', 'Ks', 'Qs']), pp(['4h', '4d', '4s']), pp(['4h', '5d', '6s']), pp(['2h', '9h', '5h']), pp(['9h', '9d', '5s'])], [4100, 3100, 700, 400, 200]);
});

test('003 §2.2.5.7, §2.2.5.10: the bonus only with an ANTE; one player per box; 000 §15 V.3: no bets after "no more"', () => {
  const p = threeCard.profiles.get('ee-oc');
  const r = new RoundRunner(threeCard, { profile: p, profileId: 'ee-oc', table: defaultHousePokerTable(p), carry: null, rng: seededRng('b'), roundNo: 1 });
  const refused = (a: Record<string, unknown>, code: string): void => {
    const before = JSON.stringify(r.state);
    assert.throws(() => act(r, a), (e: unknown) => e instanceof IllegalActionError && e.code === code);
    assert.equal(JSON.stringify(r.state), before);
  };
  refused({ type: 'bet', box: 1, spot: 'pair-plus', amount: 100, by: P1 }, 'house-poker/side-bet-needs-ante');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  refused({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P2 }, 'house-poker/box-taken');
  refused({ type: 'bet', box: 7, spot: 'ante', amount: 100, by: P2 }, 'house-poker/no-such-box');
  act(r, { type: 'close-bets', by: DEALER });
  refused({ type: 'bet', box: 2, spot: 'ante', amount: 100, by: P2 }, 'house-poker/bets-closed');
  refused({ type: 'play', box: 1, multiple: 2, by: P1 }, 'house-poker/play-size');
  refused({ type: 'play', box: 1, multiple: 1, by: P2 }, 'house-poker/not-your-box');
});

test('hidden cards stay hidden: a box’s cards only to its player, the dealer’s to nobody (players, spectators, staff) until the showdown; a folded box stays face down', () => {
  const p = threeCard.profiles.get('eus');
  const r = new RoundRunner(threeCard, { profile: p, profileId: 'eus', table: defaultHousePokerTable(p), carry: null, rng: seededRng('v'), roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P2 });
  act(r, { type: 'close-bets', by: DEALER });
  const s = r.state as HpState;
  const secret = [...s.dealer, ...(s.boxes[0]?.cards ?? []), ...(s.boxes[1]?.cards ?? [])];
  const shows = (a: Parameters<typeof threeCard.view>[1], cards: readonly string[]): boolean => cards.some((c) => JSON.stringify(threeCard.view(r.state as HpState, a)).includes(`"${c}"`));
  for (const a of [{ kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }] as const) assert.equal(shows(a, secret), false, a.kind);
  assert.equal(shows({ kind: 'player', player: 'p1' }, s.boxes[0]?.cards ?? []), true);
  assert.equal(shows({ kind: 'player', player: 'p1' }, [...s.dealer, ...(s.boxes[1]?.cards ?? [])]), false);
  act(r, { type: 'play', box: 1, multiple: 1, by: P1 });
  act(r, { type: 'fold', box: 2, by: P2 });
  act(r, { type: 'showdown', by: DEALER });
  assert.equal(shows({ kind: 'spectator' }, s.dealer), true);
  assert.equal(shows({ kind: 'spectator' }, s.boxes[0]?.cards ?? []), true);
  assert.equal(shows({ kind: 'spectator' }, s.boxes[1]?.cards ?? []), false, 'the folded box');
});

test('000 §15 V.2 (000 #74): the table maximum is the minimum × 10, 20, 30 or 50', () => {
  const p = threeCard.profiles.get('eus');
  const make = (maximum: number): unknown => threeCard.create({ profile: p, table: { ...defaultHousePokerTable(p), minimum: 100, maximum }, carry: null, rng: seededRng('l') });
  for (const m of [1000, 2000, 3000, 5000]) make(m);
  assert.throws(() => make(4000), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/limit-ratio');
});

test('a pay table that gives the player the edge under optimal play is refused when the profile is loaded', () => {
  assert.throws(() => threeCard.profiles.derive('ee-oc', { pairPlus: { value: { pair: { num: 2, den: 1 } } } }), (e: unknown) => e instanceof ConfigError && /house-poker\/player-advantage/.test(e.message));
  assert.throws(() => threeCard.profiles.derive('eus', { anteBonus: { value: { straight: { num: 5, den: 1 } } } }), (e: unknown) => e instanceof ConfigError && /house-poker\/player-advantage/.test(e.message));
  threeCard.profiles.derive('eus', { pairPlus: { value: { 'three-of-a-kind': { num: 30, den: 1 } } } });
});

test('exact figures: ante + play −686689/20358520 per ante (3.37%), playing Q-6-4 or better (149/221 of hands); pair plus 40/30/6/3/1 −402/5525 (7.28%), with trips at 3 −743/5525', () => {
  const ee = threeCard.tools?.rtp?.(threeCard.profiles.get('ee-oc'), 'ee-oc', {});
  const eus = threeCard.tools?.rtp?.(threeCard.profiles.get('eus'), 'eus', {});
  // 003 §2.2.5.6/.17: ee-oc's blind hand plays every hand unseen: −1947749/25448150 per ante (7.65%, the published "play every hand" edge).
  assert.deepEqual(ee?.bets.map((b) => b.fraction), ['-686689/20358520', '-402/5525', '-1947749/25448150']);
  assert.equal(ee?.bets[2]?.bet, 'blind-hand');
  assert.deepEqual(eus?.bets.map((b) => b.fraction), ['-686689/20358520', '-743/5525']);
  assert.equal(ee?.bets[0]?.playProbability, '149/221');
  assert.match(threeCard.tools?.strategy?.(threeCard.profiles.get('eus'), {}) ?? '', /queen high, six kicker or better/);
});

test('a seeded simulation through the engine agrees with the exact figures (99.9%: |z| < 3.29)', () => {
  for (const id of ['eus', 'ee-oc']) {
    const p = threeCard.profiles.get(id);
    const exact = Object.fromEntries((threeCard.tools?.rtp?.(p, id, {}).bets ?? []).map((b) => [b.bet, b.rtp]));
    const sim = threeCard.tools?.simulate?.(p, id, { rounds: 6000, seed: `3cp-${id}` });
    for (const b of sim?.bets ?? []) {
      const z = (b.rtp - (exact[b.bet] as number)) / ((b.sd as number) / Math.sqrt(b.rounds));
      assert.ok(Math.abs(z) < 3.29, `${id} ${b.bet}: ${b.rtp} vs ${exact[b.bet]}, z = ${z.toFixed(2)}`);
    }
  }
});
