/**
 * @module games/blackjack/side-kinds
 * The side-bet kinds a blackjack profile can offer, and the name each one's settlement line carries.
 */
import type { SideBetKind } from './profile.js';

export const SIDE_KINDS = ['pairs', 'sevens', 'underOver13', 'progressive', 'perfectPair', 'galaxy', 'top3', 'twentyOnePlus3'] as const satisfies readonly SideBetKind[];

/** Settlement-line name of a side bet (`under-13` / `over-13` for the two sides of 001's bet). */
export function sideBetName(kind: SideBetKind, side?: 'under' | 'over'): string {
  switch (kind) {
    case 'pairs':
      return 'pairs';
    case 'sevens':
      return 'sevens';
    case 'underOver13':
      return side === 'over' ? 'over-13' : 'under-13';
    case 'progressive':
      return 'progressive';
    case 'perfectPair':
      return 'perfect-pair';
    case 'galaxy':
      return 'galaxy';
    case 'top3':
      return 'top3';
    case 'twentyOnePlus3':
      return '21+3';
  }
}
