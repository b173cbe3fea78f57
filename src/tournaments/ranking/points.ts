/**
 * @module tournaments/ranking/points
 * One tournament's ranking points (003 §3.4.4, §3.4.6): each of the TOP 9 gets position factor × entry-fee factor ×
 * field factor. The entry-fee factor is read from the average entry cost = prize fund ÷ participants (the table's
 * footnote), compared exactly in minor units (prize fund ≥ band start × participants); the field factor from the
 * number of participants. Points are exact: factors have at most two decimals, so a player's points are kept as an
 * integer count of millionths (`micro`). A tournament that does not count (§3.4.1 not designated, §3.4.2 an excluded
 * kind) or needs a factor the profile leaves blank is refused with a typed error.
 */
import { RankingError } from './errors.js';
import { bandLabel, TOURNAMENT_KINDS, type FactorBand, type RankingProfile, type TournamentKind } from './profile.js';

/** A finished tournament as the ranking reads it. */
export interface RankedTournament {
  readonly id: string;
  /** The casino's local date of the tournament (`YYYY-MM-DD`): it decides the quarter. */
  readonly date: string;
  readonly kind: TournamentKind;
  /** Chosen for the ranking by the poker manager when the schedule was drawn up (003 §3.4.1). */
  readonly designated: boolean;
  readonly currency: string;
  /** The prize fund as collected (entries, without the fees), in minor units, before the ranking fund's share. */
  readonly prizeFund: number;
  /** Number of participants (osavõtjate arv). */
  readonly participants: number;
  /** The classification: a place per player; players sharing a place carry the same number (5, 5, 7). */
  readonly places: readonly { readonly player: string; readonly place: number }[];
}

/** The two factors that depend on the tournament, with the bands they were read from. */
export interface TournamentFactors {
  readonly entryFee: { readonly band: string; readonly factor: number };
  readonly field: { readonly band: string; readonly factor: number };
}

export interface Award {
  readonly player: string;
  readonly place: number;
  /** Points in millionths (exact); `points` is the same as a number for people. */
  readonly micro: number;
  readonly points: number;
}

export interface TournamentPoints {
  readonly tournament: string;
  readonly factors: TournamentFactors;
  readonly awards: readonly Award[];
}

const hundredths = (f: number): number => Math.round(f * 100);

function bandOf(bands: readonly FactorBand[], fits: (b: FactorBand) => boolean, table: string, unit: string, cite: string): { band: string; factor: number } {
  const b = [...bands].reverse().find(fits);
  if (!b) throw new RankingError('no-band', `no band of the ${table} table holds this tournament`, cite);
  const label = bandLabel(b, unit);
  if (b.factor === null)
    throw new RankingError('missing-factor', `the ${table} factor for ${label} is blank in the source and not set in the profile: this tournament cannot be ranked`, cite, { table, band: label });
  return { band: label, factor: b.factor };
}

/** Checks that a tournament counts for the ranking and is well formed (a typed error otherwise). */
export function checkTournament(profile: RankingProfile, t: RankedTournament): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t.date)) throw new RankingError('bad-tournament', `tournament ${t.id}: the date is YYYY-MM-DD, not ${t.date}`);
  if (!TOURNAMENT_KINDS.includes(t.kind)) throw new RankingError('bad-tournament', `tournament ${t.id}: unknown kind ${String(t.kind)}`);
  if (profile.excludedKinds.value.includes(t.kind))
    throw new RankingError('excluded-tournament', `tournament ${t.id} is a ${t.kind} tournament, which does not count for the ranking`, profile.excludedKinds.cite, { tournament: t.id, kind: t.kind });
  if (!t.designated) throw new RankingError('not-designated', `tournament ${t.id} was not chosen for the ranking when the schedule was drawn up`, '003 §3.4.1', { tournament: t.id });
  if (t.currency !== profile.currency.value.code)
    throw new RankingError('currency', `tournament ${t.id} is in ${t.currency}; the entry-fee bands are in ${profile.currency.value.code}`, profile.currency.cite);
  if (!Number.isSafeInteger(t.prizeFund) || t.prizeFund < 0) throw new RankingError('bad-tournament', `tournament ${t.id}: the prize fund is a non-negative integer of minor units`);
  if (!Number.isSafeInteger(t.participants) || t.participants < 1) throw new RankingError('bad-tournament', `tournament ${t.id}: at least one participant`);
  if (t.places.length > t.participants) throw new RankingError('bad-tournament', `tournament ${t.id}: ${t.places.length} places for ${t.participants} participants`);
  const seen = new Set<string>();
  for (const p of t.places) {
    if (!p.player) throw new RankingError('bad-tournament', `tournament ${t.id}: a place without a player`);
    if (seen.has(p.player)) throw new RankingError('bad-tournament', `tournament ${t.id}: ${p.player} is placed twice`);
    seen.add(p.player);
    if (!Number.isInteger(p.place) || p.place < 1 || p.place > t.participants) throw new RankingError('bad-tournament', `tournament ${t.id}: ${p.player}'s place ${p.place} is not 1…${t.participants}`);
    // A shared place n covers places n … n+k−1: no other player may be placed inside it.
    const sharing = t.places.filter((q) => q.place === p.place).length;
    if (t.places.some((q) => q.place > p.place && q.place < p.place + sharing))
      throw new RankingError('bad-tournament', `tournament ${t.id}: ${sharing} players share place ${p.place}, so nobody is placed ${p.place + 1}…${p.place + sharing - 1}`);
  }
}

/** The entry-fee and field factors of a tournament (003 §3.4.6): a typed error names a blank band. */
export function factorsOf(profile: RankingProfile, t: RankedTournament): TournamentFactors {
  const unit = profile.currency.value.minorPerUnit;
  // The average entry cost is at least `from` whole units exactly when prizeFund ≥ from × unit × participants.
  const entryFee = bandOf(profile.entryFeeFactors.value, (b) => t.prizeFund >= b.from * unit * t.participants, 'entry-fee', profile.currency.value.code, profile.entryFeeFactors.cite);
  const field = bandOf(profile.fieldFactors.value, (b) => t.participants >= b.from, 'participants', 'participants', profile.fieldFactors.cite);
  return { entryFee, field };
}

/**
 * The points of one ranking tournament. Players sharing a place each get the factor of the place written for them
 * (two players 5th both score as 5th; the next is 7th): the text gives no rule for shared places, and the place in
 * the results is what the table is read by.
 */
export function tournamentPoints(profile: RankingProfile, t: RankedTournament): TournamentPoints {
  checkTournament(profile, t);
  const factors = factorsOf(profile, t);
  const scale = hundredths(factors.entryFee.factor) * hundredths(factors.field.factor);
  const awards: Award[] = [];
  for (const p of [...t.places].sort((a, b) => a.place - b.place || a.player.localeCompare(b.player))) {
    const position = profile.positionFactors.value[p.place - 1];
    if (position === undefined) continue; // only the TOP 9 score (003 §3.4.4)
    const micro = hundredths(position) * scale;
    awards.push({ player: p.player, place: p.place, micro, points: micro / 1_000_000 });
  }
  return { tournament: t.id, factors, awards };
}
