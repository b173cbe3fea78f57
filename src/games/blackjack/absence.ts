/**
 * @module games/blackjack/absence
 * 003 §2.1.9.2, as the table checks it (table/absence): at a card table, a player who has bet and has been away at
 * least five minutes after the cards were dealt — "the cards and the bet are left untouched; the dealer moves on to
 * the next box, and so on to the last, then draws; lost bets are collected, winning bets set aside". The game's own
 * `player-away` step does exactly that for one box; this rule names the boxes of an away player that are still in
 * play. A profile has it when it sets `irregularities.awayAfterDealMinutes` (ee-oc and ee-oc-2d: 5, 003 §2.1.9.2).
 */
import type { AbsenceRule } from '../../core/contract.js';
import { DEALER, type PlayerId } from '../../core/ids.js';
import type { BjAction } from './actions.js';
import type { BlackjackProfile } from './profile.js';
import type { BjState } from './state.js';

/** The boxes `player` commands whose hands are still being played, and not already marked absent. */
function awayBoxes(s: BjState, who: PlayerId): number[] {
  return s.boxes.filter((b) => b.commander === who && b.absent === null && b.hands.some((h) => h.end === null)).map((b) => b.id);
}

/** The table's absence rule for a profile: 003's, or none. */
export function absenceRule(p: BlackjackProfile): AbsenceRule<BjState, BjAction> | null {
  const away = p.irregularities.awayAfterDealMinutes;
  if (!away) return null;
  return {
    afterMs: away.value * 60_000,
    cite: away.cite,
    dealt: (s) => s.phase !== 'betting' && s.boxes.some((b) => b.hands.length > 0),
    steps: (s, who) => (s.phase === 'over' ? [] : awayBoxes(s, who).map((box) => ({ type: 'player-away', box, by: DEALER }) as BjAction)),
  };
}
