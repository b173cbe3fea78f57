/**
 * @module core/settlement
 * A round's settlement: one line per bet with stake, return and net, plus the house's net.
 * Invariant: the players' nets and the house's net sum to zero.
 */
import type { BoxId, PlayerId } from './ids.js';
import { CriticalStateError } from './errors.js';

export interface SettlementLine {
  readonly bettor: PlayerId;
  /** The box or betting position, when the bet sits on one. */
  readonly box?: BoxId;
  /** The bet's name in the game's vocabulary: `main`, `insurance`, `pairs`, `split-1`, `straight-17`. */
  readonly bet: string;
  /** Total staked on this bet (after doubling, in minor units). */
  readonly stake: number;
  /** Total handed back to the bettor, stake included (0 on a loss). */
  readonly returned: number;
  /** returned − stake. */
  readonly net: number;
  /** Why: `blackjack`, `win`, `push`, `lose`, `surrender`, `void`, … */
  readonly outcome: string;
  readonly cite?: string;
}

export interface Settlement {
  readonly lines: readonly SettlementLine[];
  /** The house's net: −Σ line.net (plus any levy or commission already inside the lines). */
  readonly houseNet: number;
}

export function makeSettlement(lines: SettlementLine[]): Settlement {
  let sum = 0;
  for (const l of lines) {
    if (!Number.isSafeInteger(l.stake) || !Number.isSafeInteger(l.returned) || l.stake < 0 || l.returned < 0)
      throw new CriticalStateError('core/bad-settlement', `non-integer or negative amount in ${l.bet}`, { line: l });
    if (l.net !== l.returned - l.stake) throw new CriticalStateError('core/bad-settlement', `net ≠ returned − stake in ${l.bet}`, { line: l });
    sum += l.net;
  }
  return { lines, houseNet: -sum };
}

/** Net per bettor, for wallets. */
export function netByBettor(s: Settlement): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const l of s.lines) out[l.bettor] = (out[l.bettor] ?? 0) + l.net;
  return out;
}
