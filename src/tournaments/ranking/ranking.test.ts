import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CroupierError } from '../../core/errors.js';
import { rankingProfiles, type RankingProfile } from './profile.js';
import { tournamentPoints, type RankedTournament } from './points.js';
import { quarterPayout, quarterRanking, rankingFundAccount, rankingShare } from './quarter.js';

const profile = rankingProfiles.get('ee-oc');

/** A designated open tournament in EUR with `n` participants, the given prize fund and players placed 1, 2, 3 … */
const t = (id: string, date: string, participants: number, prizeFund: number, players: readonly string[], extra: Partial<RankedTournament> = {}): RankedTournament => ({
  id,
  date,
  kind: 'open',
  designated: true,
  currency: 'EUR',
  prizeFund,
  participants,
  places: players.map((player, i) => ({ player, place: i + 1 })),
  ...extra,
});

const code = (c: string) => (e: unknown) => e instanceof CroupierError && e.code === c;
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

test('003 §3.4.6: the profile keeps the table as written — position 30…6, entry-fee 2 and 2,5 then blanks (null), participants 1…4', () => {
  assert.deepEqual(profile.positionFactors.value, [30, 24, 20, 16, 14, 12, 10, 8, 6]);
  assert.deepEqual(profile.entryFeeFactors.value.map((b) => b.factor), [2, 2.5, null, null, null, null, null, null]);
  assert.deepEqual(profile.fieldFactors.value.map((b) => b.factor), [1, 1.5, 2, 2.5, 3, 3.5, 4]);
  assert.equal(profile.fundPercent.value, 2);
  assert.equal(profile.scoredPlaces.value, 9);
  assert.equal(profile.paidPlayers.value, 10);
});

test('003 §3.4.4, §3.4.6: points = position × entry-fee × participants factor for the TOP 9 only (15 players at 15 EUR: 30 × 2 × 1,5 = 90 … 6 × 2 × 1,5 = 18)', () => {
  const r = tournamentPoints(profile, t('a', '2026-10-03', 15, 15 * 1500, names('p', 12)));
  assert.deepEqual(r.factors, { entryFee: { band: 'up to 19 EUR', factor: 2 }, field: { band: '11–20 participants', factor: 1.5 } });
  assert.deepEqual(r.awards.map((a) => a.points), [90, 72, 60, 48, 42, 36, 30, 24, 18]);
  assert.deepEqual(r.awards.map((a) => a.player), names('p', 9), 'the 10th, 11th and 12th score nothing');
  assert.equal(r.awards[0]?.micro, 90_000_000);
});

test('003 §3.4.6 footnote: the average entry cost is prize fund ÷ participants, compared exactly (19.99 EUR is "up to 19", 20.00 is "20 – 34")', () => {
  const below = tournamentPoints(profile, t('b', '2026-10-03', 10, 19_999, ['x']));
  assert.deepEqual(below.factors.entryFee, { band: 'up to 19 EUR', factor: 2 });
  const at = tournamentPoints(profile, t('c', '2026-10-03', 10, 20_000, ['x']));
  assert.deepEqual(at.factors.entryFee, { band: '20–34 EUR', factor: 2.5 });
  assert.equal(at.awards[0]?.points, 30 * 2.5 * 1, '1st of 10 at 20 EUR: 75 points');
  assert.equal(tournamentPoints(profile, t('d', '2026-10-03', 150, 150 * 1000, ['x'])).factors.field.factor, 3.5);
  assert.equal(tournamentPoints(profile, t('e', '2026-10-03', 151, 151 * 1000, ['x'])).factors.field.factor, 4);
});

test('003 §3.4.6: a ranking that needs a factor the source leaves blank is refused, naming the band (35 EUR average → 35–59 EUR)', () => {
  assert.throws(() => tournamentPoints(profile, t('f', '2026-10-03', 20, 20 * 3500, ['x'])), (e: unknown) => {
    assert.ok(e instanceof CroupierError);
    assert.equal(e.code, 'ranking/missing-factor');
    assert.match(e.message, /35–59 EUR/);
    assert.equal(e.context.band, '35–59 EUR');
    assert.equal(e.context.cite, '003 §3.4.6');
    return true;
  });
  assert.throws(() => tournamentPoints(profile, t('g', '2026-10-03', 10, 10 * 50_000, ['x'])), (e: unknown) => e instanceof CroupierError && e.context.band === '500+ EUR');
});

test('a profile that fills a blank band ranks the tournament (the blank is data, not code)', () => {
  const filled: RankingProfile = rankingProfiles.derive('ee-oc', { entryFeeFactors: { value: profile.entryFeeFactors.value.map((b) => (b.from === 35 ? { ...b, factor: 3 } : b)) } });
  const r = tournamentPoints(filled, t('f', '2026-10-03', 20, 20 * 3500, ['x']));
  assert.equal(r.awards[0]?.points, 30 * 3 * 1.5);
});

test('003 §3.4.1–§3.4.2: satellites, international, private and restricted tournaments, and tournaments not designated, are refused', () => {
  for (const kind of ['satellite', 'international', 'private', 'restricted'] as const)
    assert.throws(() => tournamentPoints(profile, t('s', '2026-10-03', 15, 15_000, ['x'], { kind })), (e: unknown) => code('ranking/excluded-tournament')(e) && (e as CroupierError).context.cite === '003 §3.4.2');
  assert.throws(() => tournamentPoints(profile, t('s', '2026-10-03', 15, 15_000, ['x'], { designated: false })), code('ranking/not-designated'));
  assert.throws(() => tournamentPoints(profile, t('s', '2026-10-03', 15, 15_000, ['x'], { currency: 'USD' })), code('ranking/currency'));
});

test('bad classifications are refused: a player placed twice, a place beyond the field, a place inside a shared place', () => {
  assert.throws(() => tournamentPoints(profile, t('h', '2026-10-03', 15, 15_000, ['x', 'x'])), code('ranking/bad-tournament'));
  assert.throws(() => tournamentPoints(profile, t('h', '2026-10-03', 2, 15_000, ['x'], { places: [{ player: 'x', place: 3 }] })), code('ranking/bad-tournament'));
  const inside = [{ player: 'a', place: 5 }, { player: 'b', place: 5 }, { player: 'c', place: 6 }];
  assert.throws(() => tournamentPoints(profile, t('h', '2026-10-03', 15, 15_000, [], { places: inside })), code('ranking/bad-tournament'));
});

test('a shared place scores the place written for each player (two 8th: both 8 × factors; the next is 10th, unscored)', () => {
  const places = [...names('p', 7).map((player, i) => ({ player, place: i + 1 })), { player: 'a', place: 8 }, { player: 'b', place: 8 }, { player: 'c', place: 10 }];
  const r = tournamentPoints(profile, t('i', '2026-10-03', 15, 15 * 1500, [], { places }));
  assert.deepEqual(r.awards.slice(-2).map((a) => [a.player, a.points]), [['a', 24], ['b', 24]]);
  assert.equal(r.awards.length, 9);
});

/** Three tournaments of one quarter: a1…a9 and b1…b9 tie pair by pair (factor 2 × 1,5), c1 wins a 10-player one (2 × 1). */
function quarter() {
  return [
    t('A', '2026-10-03', 15, 15 * 1500, names('a', 12)),
    t('B', '2026-11-07', 15, 15 * 1500, names('b', 12)),
    t('C', '2026-12-31', 10, 10 * 1000, ['c1']),
  ];
}

test('003 §3.4.5: quarterly standings sum each player over the quarter; equal points share a rank (1, 1, 3, 3, 5, 5, 5, 8, 8, 10, 10, 12 …)', () => {
  const q = quarterRanking(profile, '2026-Q4', quarter());
  assert.deepEqual(q.standings.slice(0, 12).map((s) => [s.rank, s.player, s.points]), [
    [1, 'a1', 90], [1, 'b1', 90], [3, 'a2', 72], [3, 'b2', 72], [5, 'a3', 60], [5, 'b3', 60], [5, 'c1', 60],
    [8, 'a4', 48], [8, 'b4', 48], [10, 'a5', 42], [10, 'b5', 42], [12, 'a6', 36],
  ]);
});

test('003 §3.4.5: a tournament outside the quarter, a duplicate, or an excluded one refuses the whole ranking', () => {
  assert.throws(() => quarterRanking(profile, '2026-Q4', [...quarter(), t('D', '2027-01-01', 10, 1000, ['x'])]), code('ranking/out-of-quarter'));
  assert.throws(() => quarterRanking(profile, '2026-Q4', [...quarter(), t('A', '2026-10-05', 10, 1000, ['x'])]), code('ranking/duplicate-tournament'));
  assert.throws(() => quarterRanking(profile, '2026-Q4', [...quarter(), t('S', '2026-10-05', 10, 1000, ['x'], { kind: 'satellite' })]), code('ranking/excluded-tournament'));
  assert.throws(() => quarterRanking(profile, '2026-13', quarter()), code('ranking/bad-quarter'));
});

test('003 §3.4.5: the TOP 10 (and both tied 10th) are paid fund × points ÷ 684 points, rounded down to the cent; the 7 cents left stay in the fund', () => {
  const q = quarterRanking(profile, '2026-Q4', quarter());
  const p = quarterPayout(profile, q, 100_000);
  assert.equal(p.payouts.length, 11, 'ten places and the player tied for 10th');
  assert.equal(p.paidMicro, 684_000_000);
  assert.deepEqual(p.payouts.map((x) => x.amount), [13_157, 13_157, 10_526, 10_526, 8_771, 8_771, 8_771, 7_017, 7_017, 6_140, 6_140]);
  assert.equal(p.paid, 99_993);
  assert.equal(p.remainder, 7);
  // The ledger: one prize entry per paid player, from the fund's account to the wallet, balanced.
  assert.equal(p.entries.length, 11);
  const fundMove = p.entries.flatMap((e) => e.postings).filter((x) => x.account === rankingFundAccount('ee-oc')).reduce((a, x) => a + x.amount, 0);
  assert.equal(fundMove, -99_993);
  for (const e of p.entries) assert.equal(e.postings.reduce((a, x) => a + x.amount, 0), 0);
  assert.deepEqual(p.entries[0]?.postings, [{ account: 'pool:ranking-fund', amount: -13_157 }, { account: 'wallet:a1', amount: 13_157 }]);
});

test('a quarter in which nobody scored pays nothing and leaves the whole fund; a negative fund is refused', () => {
  const q = quarterRanking(profile, '2026-Q1', []);
  const p = quarterPayout(profile, q, 5_000);
  assert.deepEqual([p.paid, p.remainder, p.entries.length], [0, 5_000, 0]);
  assert.throws(() => quarterPayout(profile, q, -1), code('ranking/bad-fund'));
});

test('003 §3.4.3: the ranking fund takes 2% of a ranking tournament\'s prize fund, rounded down (2% of 22,555 cents = 451)', () => {
  assert.equal(rankingShare(profile, 22_500), 450);
  assert.equal(rankingShare(profile, 22_555), 451);
});

test('a profile whose bands leave a gap, or whose position factors do not match the scored places, does not load', () => {
  assert.throws(() => rankingProfiles.derive('ee-oc', { fieldFactors: { value: [{ from: 1, to: 10, factor: 1 }, { from: 12, to: null, factor: 2 }] } }), code('rules/invalid-profile'));
  assert.throws(() => rankingProfiles.derive('ee-oc', { positionFactors: { value: [30, 24] } }), code('rules/invalid-profile'));
  assert.throws(() => rankingProfiles.derive('ee-oc', { rounding: { value: { mode: 'up', unit: 1 } } }), code('rules/invalid-profile'));
});
