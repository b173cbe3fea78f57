/**
 * Poker without discards, Caribbean type (000 §11 as `eus`, 001 §11 as `cv`): the engine on stacked decks for every
 * pay-table line, every qualification case and every decision; the insurance (000 §11 VI.2); the views with the
 * dealer's up card; the load-time refusal of a profile that gives the player the edge; the exact figures and their
 * agreement with simulation through the engine. Stacked decks deal one card at a time: box 1, dealer, five times round.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { rtpSignProblems } from '../../core/rtp-sign.js';
import type { SettlementLine } from '../../core/settlement.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { caribbean } from './caribbean.js';
import { defaultHousePokerTable } from './engine/profile.js';
import type { HpState } from './engine/state.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const split = (s: string): string[] => s.match(/../g) ?? [];
const minimum = (id: string): number => defaultHousePokerTable(caribbean.profiles.get(id)).minimum;

/** One box (p1, box 1) against the dealer; cards as strings (`AhKh…`), the dealer's fifth card the up card. */
function round(id: string, player: string, dealer: string, opts: { insurance?: number; decision?: 'play' | 'fold' | 'timeout' } = {}): { lines: SettlementLine[]; state: HpState; runner: RoundRunner } {
  const p = caribbean.profiles.get(id);
  const [pc, dc] = [split(player), split(dealer)];
  const stack = pc.flatMap((c, i) => [c, dc[i] as string]);
  const r = new RoundRunner(caribbean, { profile: p, profileId: id, table: defaultHousePokerTable(p), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: minimum(id), by: P1 });
  if (opts.insurance) act(r, { type: 'bet', box: 1, spot: 'insurance', amount: opts.insurance, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  const d = opts.decision ?? 'play';
  if (d === 'timeout') act(r, caribbean.timeoutAction?.(r.state as HpState) as unknown as Record<string, unknown>);
  else act(r, d === 'play' ? { type: 'play', box: 1, multiple: 2, by: P1 } : { type: 'fold', box: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as HpState;
  return { lines: [...(state.settlement?.lines ?? [])], state, runner: r };
}
/** Returned per bet, in antes (the ante's own stake is one). */
const returns = (id: string, lines: SettlementLine[]): Record<string, number> => Object.fromEntries(lines.map((l) => [l.bet, l.returned / minimum(id)]));

for (const [id, sec] of [['eus', '000 §11 V.3'], ['cv', '001 §11 V.4']] as const) {
  test(`${sec} step 7: a dealer without A-K (A-Q-J-10-8, the highest such hand) does not qualify: the ante is paid 1 to 1, the second bet (2× the ante) returned`, () => {
    assert.deepEqual(returns(id, round(id, '2h3d5s7c9h', 'AsQdJhTc8d').lines), { ante: 2, play: 2 });
  });
  test(`${sec} steps 7–8: the dealer qualifies with A-K-4-3-2, the lowest A-K; a higher hand wins the ante 1 to 1 and the second bet by its line (high card: 1)`, () => {
    const { lines, state } = round(id, 'AhKc5d3h2s', 'AsKd4h3c2d');
    assert.equal(state.boxes[0]?.stakes.play, 2 * minimum(id));
    assert.deepEqual(returns(id, lines), { ante: 2, play: 4 });
    assert.equal(lines.find((l) => l.bet === 'play')?.outcome, 'high-card');
  });
  test(`${sec} steps 8–10: against a qualifying dealer a lower hand loses ante and second bet; an equal hand keeps both, without prize`, () => {
    assert.deepEqual(returns(id, round(id, '9h9c5d3h2s', 'TsTd4h3c2d').lines), { ante: 0, play: 0 });
    assert.deepEqual(returns(id, round(id, '9h9c5d3h2s', '9s9d5h3c2d').lines), { ante: 1, play: 2 });
  });
  test(`${sec} step 5: a pass loses the ante; the time-out passes (no second bet placed)`, () => {
    assert.deepEqual(returns(id, round(id, 'AhKc5d3h2s', '2d4s7c9dJh', { decision: 'fold' }).lines), { ante: 0 });
    const t = round(id, 'AhKc5d3h2s', '2d4s7c9dJh', { decision: 'timeout' });
    assert.deepEqual(returns(id, t.lines), { ante: 0 });
    assert.equal(t.state.boxes[0]?.decision, 'fold');
  });
  test(`${sec.replace(/ V\.\d/, ' V.1')}: the second bet pays royal 100, straight flush 25 (as written), four 20, full house 7, flush 5, straight 4, three 3, two pair 2, pair 1 against a qualifying dealer`, () => {
    const play = (cards: string): number | undefined => returns(id, round(id, cards, 'AcKd4h3c2d').lines).play;
    const hands = ['AsKsQsJsTs', '5h6h7h8h9h', '9s9h9d9c2h', 'QsQhQdJcJh', '2s5s7s9sJs', '5h6c7d8s9h', '7s7h7dJcTh', '7s7hJdJcTh', '5s5hJd9cTh'];
    // stake 2, returned 2 × (1 + N)
    assert.deepEqual(hands.map(play), [202, 52, 42, 16, 12, 10, 8, 6, 4]);
    assert.equal(play('As2s3h4s5s'), 10, 'A-2-3-4-5 is a straight (the ace low)');
  });
}

test('000 §11 VI.2: insurance (at most half the minimum) pays full house 100, four 300, straight flush 1000, royal 2000 on the first five cards, whatever the decision and the dealer; any other hand loses it', () => {
  const ins = (cards: string, decision: 'play' | 'fold' = 'play'): number | undefined => round('eus', cards, 'AcKd4h3c2d', { insurance: 100, decision }).lines.find((l) => l.bet === 'insurance')?.returned;
  assert.deepEqual([ins('QsQhQdJcJh'), ins('9s9h9d9c2h'), ins('5h6h7h8h9h'), ins('AsKsQsJsTs'), ins('2s5s7s9sJs')], [10100, 30100, 100100, 200100, 0]);
  assert.equal(ins('QsQhQdJcJh', 'fold'), 10100, 'a pass keeps the insurance');
  assert.equal(round('eus', 'QsQhQdJcJh', '2d4s7c9d8h', { insurance: 100 }).lines.find((l) => l.bet === 'insurance')?.returned, 10100, 'the dealer not qualified');
});

test('000 §11 V.2, VI.2; 001 §11: the insurance over half the minimum, and in 001 at all, is refused; the second bet is 2× the ante, no other size', () => {
  const make = (id: string): RoundRunner => {
    const p = caribbean.profiles.get(id);
    const r = new RoundRunner(caribbean, { profile: p, profileId: id, table: defaultHousePokerTable(p), carry: null, rng: seededRng('b'), roundNo: 1 });
    act(r, { type: 'bet', box: 1, spot: 'ante', amount: minimum(id), by: P1 });
    return r;
  };
  const refused = (r: RoundRunner, a: Record<string, unknown>, code: string): void => {
    const before = JSON.stringify(r.state);
    assert.throws(() => act(r, a), (e: unknown) => e instanceof IllegalActionError && e.code === code);
    assert.equal(JSON.stringify(r.state), before);
  };
  const eus = make('eus');
  refused(eus, { type: 'bet', box: 1, spot: 'insurance', amount: 200, by: P1 }, 'house-poker/bet-over-limit');
  refused(eus, { type: 'bet', box: 1, spot: 'pair-plus', amount: 100, by: P1 }, 'house-poker/no-side-bet');
  refused(make('cv'), { type: 'bet', box: 1, spot: 'insurance', amount: 100, by: P1 }, 'house-poker/no-side-bet');
  act(eus, { type: 'close-bets', by: DEALER });
  refused(eus, { type: 'play', box: 1, multiple: 1, by: P1 }, 'house-poker/play-size');
  const p = caribbean.profiles.get('eus');
  assert.throws(() => caribbean.create({ profile: p, table: { ...defaultHousePokerTable(p), sideMaximum: 200 }, carry: null, rng: seededRng('l') }), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/side-limit');
});

test('000 §11 V.2; 001 §11 V.3: the maximum is the minimum × 10, 20, 25 or 50 (000), × 10, 20, 25 or 30 (001)', () => {
  const make = (id: string, maximum: number): unknown => {
    const p = caribbean.profiles.get(id);
    return caribbean.create({ profile: p, table: { ...defaultHousePokerTable(p), minimum: 200, maximum, sideMaximum: 100 }, carry: null, rng: seededRng('l') });
  };
  for (const m of [10, 20, 25, 50]) make('eus', 200 * m);
  for (const m of [10, 20, 25, 30]) make('cv', 200 * m);
  assert.throws(() => make('eus', 200 * 30), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/limit-ratio');
  assert.throws(() => make('cv', 200 * 50), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/limit-ratio');
});

test('000 §11 V.3 step 4: the dealer’s last card is dealt face up and seen by everyone; its other four by nobody until the showdown; a box’s cards by its player only', () => {
  const p = caribbean.profiles.get('eus');
  const stack = split('2h3hAsKd4h3c5h6h7h8h9s9hTdTsJd9dQcJs2cQd');
  const r = new RoundRunner(caribbean, { profile: p, profileId: 'eus', table: defaultHousePokerTable(p), carry: null, rng: seededRng('v'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 200, by: { kind: 'player', player: 'p2' } });
  act(r, { type: 'close-bets', by: DEALER });
  const s = r.state as HpState;
  const up = s.dealer[4] as string;
  const hidden = [...s.dealer.slice(0, 4), ...(s.boxes[0]?.cards ?? []), ...(s.boxes[1]?.cards ?? [])];
  const view = (a: Parameters<typeof caribbean.view>[1]): string => JSON.stringify(caribbean.view(r.state as HpState, a));
  for (const a of [{ kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }, { kind: 'player', player: 'p2' }] as const) {
    assert.ok(view(a).includes(`"up":["${up}"]`), `${a.kind} sees the up card`);
    const own = a.kind === 'player' ? (s.boxes[1]?.cards ?? []) : [];
    assert.deepEqual(hidden.filter((c) => !own.includes(c) && view(a).includes(`"${c}"`)), [], a.kind);
  }
  assert.ok(view({ kind: 'player', player: 'p1' }).includes(`"${s.boxes[0]?.cards[0]}"`));
});

test('a profile that gives the player the edge is refused when it is loaded (ante + second bet under the analysed strategy; insurance)', () => {
  assert.throws(() => caribbean.profiles.derive('cv', { anteWhenNotQualified: { value: { num: 3, den: 1 } } }), (e: unknown) => e instanceof ConfigError && /house-poker\/player-advantage/.test(e.message));
  assert.throws(() => caribbean.profiles.derive('eus', { insurance: { value: { 'full-house': { num: 2000, den: 1 } } } }), (e: unknown) => e instanceof ConfigError && /house-poker\/player-advantage/.test(e.message));
});

test('exact figures: ante + second bet −53378072753/996661525860 per ante (5.3557%) raising A-K or better as the count of every deal says; insurance −11839/15470 (76.53%)', () => {
  const eus = caribbean.tools?.rtp?.(caribbean.profiles.get('eus'), 'eus', {});
  const cv = caribbean.tools?.rtp?.(caribbean.profiles.get('cv'), 'cv', {});
  // 000 §11 IV.3, 001 §11 IV.1: a blind bet raises every hand unseen: −165910341203/996661525860 per ante (16.65%).
  assert.deepEqual(eus?.bets.map((b) => b.fraction), ['-53378072753/996661525860', '-11839/15470', '-165910341203/996661525860']);
  assert.deepEqual(cv?.bets.map((b) => b.fraction), ['-53378072753/996661525860', '-165910341203/996661525860']);
  // Each fraction is the player's expectation, −houseEdge (test/rtp-sign.test.ts leaves this game to this test).
  for (const r of [eus, cv]) assert.deepEqual(r && rtpSignProblems(r).problems, []);
  assert.equal(eus?.bets[0]?.raiseProbability, '22699/43316');
  assert.match(caribbean.tools?.strategy?.(caribbean.profiles.get('eus'), {}) ?? '', /Raise \(second bet = 2× the ante\) with ace high, king kicker or better/);
});

test('a seeded simulation through the engine agrees with the exact figures (99.9%: |z| < 3.29)', () => {
  const p = caribbean.profiles.get('eus');
  const exact = Object.fromEntries((caribbean.tools?.rtp?.(p, 'eus', {}).bets ?? []).map((b) => [b.bet, b.rtp]));
  const sim = caribbean.tools?.simulate?.(p, 'eus', { rounds: 20000, seed: 'caribbean-eus' });
  assert.equal(sim?.bets.length, 2);
  for (const b of sim?.bets ?? []) {
    const z = (b.rtp - (exact[b.bet] as number)) / ((b.sd as number) / Math.sqrt(b.rounds));
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: ${b.rtp} vs ${exact[b.bet]}, z = ${z.toFixed(2)}`);
  }
});

test('the figures kept for the load-time check are the count\'s: every entry recounted (a changed analysis or table cannot keep a stale figure); a profile with other tables is counted when loaded', async () => {
  const { KNOWN_FIGURES, checkCaribbeanEdge } = await import('./caribbean.js');
  const { analyseCaribbean, analysisKey, insurance, insuranceKey } = await import('./math/caribbean.js');
  const { STANDARD_HIGH } = await import('../../poker-eval/presets.js');
  const { str } = await import('../../math/rational.js');
  const kept = { antePlay: new Set(Object.keys(KNOWN_FIGURES.antePlay)), insurance: new Set(Object.keys(KNOWN_FIGURES.insurance)) };
  for (const id of caribbean.profiles.ids()) {
    const p = caribbean.profiles.get(id);
    const k = analysisKey(p, STANDARD_HIGH);
    assert.equal(KNOWN_FIGURES.antePlay[k], str(analyseCaribbean(p, STANDARD_HIGH).antePlay), `${id}: ante and second bet`);
    kept.antePlay.delete(k);
    const ik = insuranceKey(p, STANDARD_HIGH);
    if (ik) {
      assert.equal(KNOWN_FIGURES.insurance[ik], str(insurance(p, STANDARD_HIGH) ?? { n: 0n, d: 1n }), `${id}: insurance`);
      kept.insurance.delete(ik);
    }
  }
  assert.deepEqual([...kept.antePlay, ...kept.insurance], [], 'no figure kept for tables no shipped profile has (regenerate: npx tsx scripts/gen-caribbean-known.ts)');
  // A straight flush of 5000 to 1 is not among the kept tables: it is counted, and refused.
  const eus = caribbean.profiles.get('eus');
  const rich = { ...eus, playTable: { ...eus.playTable!, value: { ...eus.playTable!.value, 'straight-flush': { num: 5000, den: 1 }, 'four-of-a-kind': { num: 2000, den: 1 } } } };
  assert.throws(() => checkCaribbeanEdge(rich), { code: 'house-poker/player-advantage' });
});
