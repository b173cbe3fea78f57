/**
 * @module tournaments/ranking/quarter
 * The quarterly ranking (003 §3.4.5): each player's points summed over the quarter's ranking tournaments; at the
 * quarter's end the value of one point is the ranking fund ÷ the points of the TOP 10, and the TOP 10 are paid
 * points × that value from the fund, as ledger entries from the fund's account to their wallets.
 *
 * Decisions (docs/tournament-ranking.md): players tied on points share a rank (1, 2, 2, 4) and are listed by name;
 * everyone tied with the 10th is paid (the TOP 10 is "the players ranked 10th or better"), so no tie is broken by a
 * rule the text does not have. Each share is fund × points ÷ TOP-10 points rounded down to the profile's unit, so
 * tied players get the same amount and the sum never exceeds the fund; the remainder (less than one unit per paid
 * player) stays in the fund for the next quarter. Exact integer arithmetic throughout (BigInt for the products).
 */
import { walletAccount } from '../../ledger/accounts.js';
import { RANKING_FUND } from '../money.js';
import { entry, type Entry } from '../../ledger/postings.js';
import { RankingError } from './errors.js';
import { tournamentPoints, type RankedTournament, type TournamentPoints } from './points.js';
import type { RankingProfile } from './profile.js';

/**
 * The ranking fund's ledger account (a pool: money held for players, paid out by rule): the one the poker director
 * pays the 2% of every ranking tournament into (src/tournaments/money.ts `RANKING_FUND`), whatever the profile.
 */
export const rankingFundAccount = (_profileId: string): string => RANKING_FUND;

/** The share of a ranking tournament's prize fund that goes to the ranking fund (003 §3.4.3: 2%), rounded down. */
export const rankingShare = (profile: RankingProfile, prizeFund: number): number => Number((BigInt(prizeFund) * BigInt(Math.round(profile.fundPercent.value * 100))) / 10_000n);

export interface Standing {
  readonly rank: number;
  readonly player: string;
  readonly micro: number;
  readonly points: number;
  readonly results: readonly { readonly tournament: string; readonly place: number; readonly micro: number }[];
}

export interface QuarterRanking {
  readonly profile: string;
  readonly quarter: string;
  readonly tournaments: readonly TournamentPoints[];
  readonly standings: readonly Standing[];
}

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The quarter (`2026-Q4`) of a local date (`2026-11-27`). */
export const quarterOf = (date: string): string => `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

/** Competition ranks over a list sorted best first: equal keys share the rank of the first of them. */
function ranks<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): number[] {
  const out: number[] = [];
  sorted.forEach((x, i) => out.push(i > 0 && same(sorted[i - 1] as T, x) ? (out[i - 1] as number) : i + 1));
  return out;
}

/** The quarter's standings from its ranking tournaments (each checked: §3.4.1, §3.4.2, its factors). */
export function quarterRanking(profile: RankingProfile, quarter: string, tournaments: readonly RankedTournament[]): QuarterRanking {
  if (!QUARTER.test(quarter)) throw new RankingError('bad-quarter', `a quarter is written YYYY-Qn, not ${quarter}`);
  const ids = new Set<string>();
  for (const t of tournaments) {
    if (ids.has(t.id)) throw new RankingError('duplicate-tournament', `tournament ${t.id} is listed twice`);
    ids.add(t.id);
    if (quarterOf(t.date) !== quarter) throw new RankingError('out-of-quarter', `tournament ${t.id} (${t.date}) is not in ${quarter}`, '003 §3.4.5');
  }
  const points = tournaments.map((t) => tournamentPoints(profile, t));
  const by = new Map<string, { micro: number; results: { tournament: string; place: number; micro: number }[] }>();
  for (const tp of points)
    for (const a of tp.awards) {
      const p = by.get(a.player) ?? { micro: 0, results: [] };
      p.micro += a.micro;
      p.results.push({ tournament: tp.tournament, place: a.place, micro: a.micro });
      by.set(a.player, p);
    }
  const sorted = [...by].sort(([pa, a], [pb, b]) => b.micro - a.micro || pa.localeCompare(pb));
  const r = ranks(sorted, ([, a], [, b]) => a.micro === b.micro);
  const standings = sorted.map(([player, p], i) => ({ rank: r[i] as number, player, micro: p.micro, points: p.micro / 1_000_000, results: p.results }));
  return { profile: profile.id, quarter, tournaments: points, standings };
}

export interface Payout {
  readonly rank: number;
  readonly player: string;
  readonly micro: number;
  readonly amount: number;
}

export interface QuarterPayout {
  readonly quarter: string;
  readonly account: string;
  readonly fund: number;
  /** The TOP 10's points (with everyone tied with the 10th), in millionths. */
  readonly paidMicro: number;
  /** One point's value in minor units, for people (the amounts are computed exactly, not from this figure). */
  readonly pointValue: number;
  readonly payouts: readonly Payout[];
  readonly paid: number;
  /** What stays in the fund for the next quarter: the rounding remainder (all of it when nobody scored). */
  readonly remainder: number;
  readonly entries: readonly Entry[];
}

/**
 * The quarter's payout from the ranking fund (its balance `fund`, minor units): the TOP 10 and everyone tied with
 * the 10th, each paid fund × points ÷ (their points together), rounded down to the profile's unit.
 */
export function quarterPayout(profile: RankingProfile, ranking: QuarterRanking, fund: number): QuarterPayout {
  if (!Number.isSafeInteger(fund) || fund < 0) throw new RankingError('bad-fund', `the ranking fund is a non-negative integer of minor units, not ${fund}`);
  if (ranking.profile !== profile.id) throw new RankingError('bad-fund', `a ${ranking.profile} ranking paid under the ${profile.id} profile`);
  const account = rankingFundAccount(profile.id);
  const top = ranking.standings.filter((s) => s.rank <= profile.paidPlayers.value && s.micro > 0);
  const paidMicro = top.reduce((t, s) => t + s.micro, 0);
  if (paidMicro === 0) return { quarter: ranking.quarter, account, fund, paidMicro, pointValue: 0, payouts: [], paid: 0, remainder: fund, entries: [] };
  const unit = BigInt(profile.rounding.value.unit);
  const payouts = top.map((s) => ({ rank: s.rank, player: s.player, micro: s.micro, amount: Number(((BigInt(fund) * BigInt(s.micro)) / (BigInt(paidMicro) * unit)) * unit) }));
  const paid = payouts.reduce((t, p) => t + p.amount, 0);
  const entries = payouts
    .filter((p) => p.amount > 0)
    .map((p) => entry('prize', [{ account, amount: -p.amount }, { account: walletAccount(p.player), amount: p.amount }], `ranking ${profile.id} ${ranking.quarter}: rank ${p.rank}, ${p.micro / 1_000_000} points (${profile.paidPlayers.cite})`));
  return { quarter: ranking.quarter, account, fund, paidMicro, pointValue: (fund * 1_000_000) / paidMicro, payouts, paid, remainder: fund - paid, entries };
}
