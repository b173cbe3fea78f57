/**
 * @module games/blackjack/seating
 * Who commands a box: the player seated facing it (000 §03 IV.a; 001 §03 IV.a "en cualquier caso"); on a box
 * nobody sits at, the first bettor, or under 001 the largest bet, and on equal bets the bettor whose own box is
 * nearest the chip tray (the middle of the layout).
 */
import type { PlayerId } from '../../core/ids.js';
import type { BjState, Box } from './state.js';

/** Distinct main bettors of a box, in the order they bet. */
export function bettorsOf(b: Box): PlayerId[] {
  const out: PlayerId[] = [];
  for (const m of b.bets) if (!out.includes(m.bettor)) out.push(m.bettor);
  return out;
}

const totalOf = (b: Box, p: PlayerId): number => b.bets.reduce((t, m) => (m.bettor === p ? t + m.amount : t), 0);

/** The commander while betting is open (it is fixed when the dealer closes bets). */
export function computeCommander(s: Pick<BjState, 'profile' | 'boxes'>, b: Box): PlayerId | null {
  if (s.profile.seating.seatedCommands.value && b.seated) return b.seated;
  const bettors = bettorsOf(b);
  if (bettors.length === 0) return null;
  if (s.profile.seating.emptyBoxCommand.value === 'first-bettor') return bettors[0] as PlayerId;
  const mid = (s.boxes.length + 1) / 2;
  const distance = (p: PlayerId): number => {
    const own = s.boxes.filter((x) => x.seated === p).map((x) => Math.abs(x.id - mid));
    return own.length ? Math.min(...own) : Number.POSITIVE_INFINITY;
  };
  let best = bettors[0] as PlayerId;
  for (const p of bettors.slice(1)) {
    const a = totalOf(b, p);
    const c = totalOf(b, best);
    if (a > c || (a === c && distance(p) < distance(best))) best = p;
  }
  return best;
}

/** The commander of a box: fixed at the deal, computed while betting. */
export const commanderOf = (s: Pick<BjState, 'profile' | 'boxes' | 'phase'>, b: Box): PlayerId | null => (s.phase === 'betting' ? computeCommander(s, b) : b.commander);

/** Whoever grants consent to bet behind: the seated player, else the box's first bettor. */
export const ownerOf = (b: Box): PlayerId | null => b.seated ?? b.bets[0]?.bettor ?? null;
