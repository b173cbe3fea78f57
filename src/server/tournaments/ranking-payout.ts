/**
 * @module server/tournaments/ranking-payout
 * The quarterly ranking at the server (003 §3.4, 003-CP-RANK): the quarter's standings from the finished ranking
 * tournaments (poker bases with the 2% ranking fund), one point's value and the TOP 10's payout from the ranking fund's
 * balance (src/tournaments/ranking `quarterRanking`, `quarterPayout`), and the payout itself: ledger entries from the
 * fund to the players' wallets, written with the quarter's row in `ranking_payouts` (migration 12) in one transaction,
 * once per quarter and only after the quarter has ended. Decision: a tournament's date is its start's UTC date; its
 * participants are its players; its prize fund is its pool (entries without the fees).
 */
import { postEntry } from '../../ledger/ledger-store.js';
import { quarterPayout, quarterRanking, rankingFundAccount, rankingProfiles, RankingError, type QuarterPayout, type QuarterRanking, type RankedTournament } from '../../tournaments/ranking/index.js';
import { appendStaffLog } from '../audit/staff-log.js';
import type { Db } from '../db/db.js';
import type { Requester } from '../store/account-store.js';

/** The part of a poker tournament's state the ranking reads. */
interface RankedState {
  readonly id: string;
  readonly status: string;
  readonly startedAt: number | null;
  readonly pool: number;
  readonly bases: { readonly rankingFundPercent?: number | null };
  readonly players: readonly { readonly player: string; readonly place: number | null }[];
}

export interface RankingScreen {
  readonly ranking: QuarterRanking;
  readonly payout: Omit<QuarterPayout, 'entries'>;
  /** When the quarter ends (ms since the epoch, UTC): it is paid after. */
  readonly endsAt: number;
  readonly paidOut: { readonly at: number; readonly by: string; readonly amount: number } | null;
}

const PROFILE = 'ee-oc';

/** When a quarter (`2026-Q4`) ends, UTC; a bad quarter is refused. */
export function quarterEnd(quarter: string): number {
  return quarterSpan(quarter).end;
}
function quarterSpan(quarter: string): { start: number; end: number } {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) throw new RankingError('bad-quarter', `a quarter is written YYYY-Qn, not ${quarter}`);
  return { start: Date.UTC(Number(m[1]), (Number(m[2]) - 1) * 3, 1), end: Date.UTC(Number(m[1]), Number(m[2]) * 3, 1) };
}

/** The finished ranking tournaments of a quarter, as the ranking reads them. */
export function rankedTournaments(states: readonly unknown[], quarter: string): RankedTournament[] {
  const { start, end } = quarterSpan(quarter);
  return (states as RankedState[])
    .filter((s) => s.status === 'finished' && s.bases.rankingFundPercent && s.startedAt !== null && s.startedAt >= start && s.startedAt < end)
    .map((s) => ({
      id: s.id,
      date: new Date(s.startedAt as number).toISOString().slice(0, 10),
      kind: 'open' as const,
      designated: true,
      currency: 'EUR',
      prizeFund: s.pool,
      participants: s.players.length,
      places: s.players.filter((p) => p.place !== null).map((p) => ({ player: p.player, place: p.place as number })),
    }));
}

const balanceOf = async (db: Pick<Db, 'one'>, account: string): Promise<number> => Number((await db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);

/** The staff's screen of a quarter: standings, the point value, the TOP 10's payout from the fund now, and whether it was paid. */
export async function rankingScreen(db: Db, states: readonly unknown[], quarter: string): Promise<RankingScreen> {
  const profile = rankingProfiles.get(PROFILE);
  const ranking = quarterRanking(profile, quarter, rankedTournaments(states, quarter));
  const paid = await db.one<{ at: number; by_actor: string; amount: number }>('SELECT at, by_actor, amount FROM ranking_payouts WHERE quarter = ?', [quarter]);
  const { entries: _e, ...payout } = quarterPayout(profile, ranking, await balanceOf(db, rankingFundAccount(profile.id)));
  return { ranking, payout, endsAt: quarterEnd(quarter), paidOut: paid ? { at: Number(paid.at), by: paid.by_actor, amount: Number(paid.amount) } : null };
}

/** Pays a quarter's TOP 10 from the ranking fund: once (a second payout is refused), after the quarter's end. */
export async function payRanking(db: Db, states: readonly unknown[], quarter: string, by: Requester, now: number): Promise<RankingScreen> {
  const profile = rankingProfiles.get(PROFILE);
  if (now < quarterEnd(quarter)) throw new RankingError('quarter-open', `${quarter} has not ended: its ranking is paid after ${new Date(quarterEnd(quarter)).toISOString()}`, '003 §3.4.5');
  const ranking = quarterRanking(profile, quarter, rankedTournaments(states, quarter));
  await db.tx(async (q) => {
    if (await q.one('SELECT quarter FROM ranking_payouts WHERE quarter = ?', [quarter])) throw new RankingError('already-paid', `the ranking of ${quarter} has been paid`, '003 §3.4.5');
    const payout = quarterPayout(profile, ranking, await balanceOf(q, rankingFundAccount(profile.id)));
    await q.run('INSERT INTO ranking_payouts (quarter, at, by_actor, amount) VALUES (?, ?, ?, ?)', [quarter, now, by.actor, payout.paid]);
    let i = 0;
    for (const e of payout.entries) await postEntry(q, e, { at: now, idemKey: `ranking:${quarter}:${i++}` });
    await appendStaffLog(q, { actor: by.actor, action: 'tournament-command', target: `ranking:${quarter}`, details: { type: 'ranking-payout', paid: payout.paid, players: payout.payouts.length }, address: by.address ?? null });
  });
  return rankingScreen(db, states, quarter);
}
