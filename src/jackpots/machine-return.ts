/**
 * @module jackpots/machine-return
 * The effect of a machine's jackpots on its declared return (003 §1.2.6: the average paid to players is greater than
 * 80% of all stakes; docs/jackpots.md "Machines' jackpots"): the return of the pay table alone (the game's exact
 * figure), plus the share of every stake that the linked jackpots pay back to players (`contributionShare`: a
 * stake-basis jackpot pays every cent of its pool to a winner, so its share is returned; a jackpot bet's jackpot is
 * not fed by the stake). The house pays the shares from its take, so the return with the jackpots is the pay table's
 * plus the shares; the machine's own load check stays on the pay table alone (the stricter figure: a pay table above
 * the minimum stays above it with any jackpot), and `checkLinkedReturn` refuses a link whose total would reach 100%
 * or more of the stakes (the house would pay out more than it takes) or not exceed the minimum.
 */
import type { RtpReport } from '../core/contract.js';
import { JackpotConfigError } from './errors.js';
import type { JackpotDefinition } from './jackpot.js';
import { contributionShare } from './machine-jackpot.js';

export interface LinkedReturn {
  /** The share of every stake the jackpots return. */
  readonly contributionShare: number;
  readonly jackpots: readonly string[];
  readonly bets: readonly { readonly bet: string; readonly without: number; readonly with: number }[];
}

/** Each bet's return without the jackpots and with their shares. */
export function linkedReturn(report: RtpReport, defs: readonly JackpotDefinition[]): LinkedReturn {
  const share = contributionShare(defs);
  return { contributionShare: share, jackpots: defs.map((d) => d.id), bets: report.bets.map((b) => ({ bet: b.bet, without: b.rtp, with: b.rtp + share })) };
}

/** Refuses a link whose return with the jackpots is not above the minimum (003 §1.2.6) or reaches the whole stake. */
export function checkLinkedReturn(r: LinkedReturn, minimum: number | null): void {
  for (const b of r.bets) {
    if (minimum !== null && !(b.with > minimum))
      throw new JackpotConfigError('jackpot/return-below-minimum', `${b.bet}: ${(b.with * 100).toFixed(4)}% with the jackpots, not more than ${(minimum * 100).toFixed(2)}%`, { cite: '003 §1.2.6' });
    if (b.with >= 1) throw new JackpotConfigError('jackpot/return-above-stakes', `${b.bet}: ${(b.with * 100).toFixed(4)}% with the jackpots (${(r.contributionShare * 100).toFixed(4)}% of every stake to ${r.jackpots.join(', ')}): the machine would pay out all it takes`, { cite: '003 §4.5.4' });
  }
}

/** The lines `croupier rtp --opt jackpots=FILE` prints. */
export function linkedReturnText(r: LinkedReturn): string[] {
  return [
    `jackpots ${r.jackpots.join(', ')}: ${(r.contributionShare * 100).toFixed(4)}% of every stake, returned to players by the jackpots (003 §4.5.4)`,
    ...r.bets.map((b) => `${b.bet.padEnd(24)} RTP ${(b.without * 100).toFixed(4)}% without the jackpots, ${(b.with * 100).toFixed(4)}% with them`),
  ];
}
