/**
 * @module core/rtp-sign
 * The sign convention every `croupier rtp` report keeps (issue 17: craps printed the house edge): a bet's exact
 * `fraction` is the player's expectation per unit staked, the opposite of its `houseEdge`, and `houseEdgeFraction`,
 * where printed, equals the house edge. test/rtp-sign.test.ts applies it to every game's report; a game whose report
 * takes seconds to count applies it in its own test, to the report that test already counts.
 */
import type { RtpReport } from './contract.js';

/** The value of an exact rational printed as "a/b" or "a". */
const valueOf = (f: string): number => {
  const [n, d = '1'] = f.split('/');
  return Number(n) / Number(d);
};

/** What breaks the convention in a report (empty: none), and how many bets carry an exact fraction. */
export function rtpSignProblems(report: RtpReport): { readonly problems: readonly string[]; readonly exact: number } {
  const problems: string[] = [];
  let exact = 0;
  for (const b of report.bets) {
    if (b.fraction === undefined) continue;
    exact++;
    if (!(Math.abs(valueOf(b.fraction) + b.houseEdge) < 1e-9)) problems.push(`${b.bet}: fraction ${b.fraction} against house edge ${b.houseEdge}`);
    if (typeof b.houseEdgeFraction === 'string' && !(Math.abs(valueOf(b.houseEdgeFraction) - b.houseEdge) < 1e-9)) problems.push(`${b.bet}: houseEdgeFraction ${b.houseEdgeFraction} against house edge ${b.houseEdge}`);
  }
  return { problems, exact };
}
