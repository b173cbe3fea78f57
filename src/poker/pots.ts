/**
 * @module poker/pots
 * The main pot and the side pots of a hand, from what each player put in (000 §17 VII.8 and VII.11: a player whose
 * stack does not reach the bet plays for a proportional part; 003 §3.1.3.10: each side pot is split separately).
 * Each pot is a layer: every player's chips up to the layer's level, less those of the layers below; the players
 * still in the hand who reached the level are eligible for it. The chips of a bet nobody called form a last layer
 * with one player eligible: they go back to him.
 */

export interface Contribution {
  readonly player: string;
  readonly amount: number;
  /** Folded players' chips stay in the pots, but they are eligible for none. */
  readonly folded: boolean;
}

export interface PotLayer {
  /** `main`, `side-1`, `side-2`, … */
  readonly name: string;
  readonly amount: number;
  /** What each player put into this layer (only those who put something in). */
  readonly shares: readonly { readonly player: string; readonly amount: number }[];
  /** Players still in the hand who may win it, in the order of `contributions`. */
  readonly eligible: readonly string[];
}

/** Splits the contributions into pots, lowest level first. Every chip is in exactly one layer. */
export function buildPots(contributions: readonly Contribution[]): PotLayer[] {
  const live = contributions.filter((c) => !c.folded);
  const top = Math.max(0, ...contributions.map((c) => c.amount));
  // The highest contribution above everyone else's (a folded player's too) is a bet nobody called: the level of the
  // next highest closes the pots below it, and the rest is the last layer, his alone (it goes back, uncut). Without
  // this level a raise everyone folded to was counted into the pot below it (and raked with it).
  const sorted = contributions.map((c) => c.amount).sort((a, b) => b - a);
  const second = sorted[1] ?? 0;
  const calledUpTo = top > second && live.some((c) => c.amount === top) ? [second] : [];
  const levels = [...new Set([...live.map((c) => c.amount), ...calledUpTo])].filter((a) => a > 0).sort((a, b) => a - b);
  // Chips a folded player put in above every live player's level (it cannot happen in legal play) join the last pot.
  if (levels.length && (levels.at(-1) as number) < top) levels[levels.length - 1] = top;
  // Dead chips only (a lone live hand that put nothing in: the forced bets of hands mucked under penalty, 003
  // §3.1.10.5): one pot, his.
  if (!levels.length && top > 0 && live.length) levels.push(top);
  const out: PotLayer[] = [];
  let prev = 0;
  for (const level of levels) {
    const shares = contributions.map((c) => ({ player: c.player, amount: Math.max(0, Math.min(c.amount, level) - Math.min(c.amount, prev)) })).filter((x) => x.amount > 0);
    const amount = shares.reduce((t, x) => t + x.amount, 0);
    const eligible = live.filter((c) => c.amount >= level || (level === top && c.amount === Math.max(...live.map((l) => l.amount)))).map((c) => c.player);
    if (amount > 0) out.push({ name: out.length === 0 ? 'main' : `side-${out.length}`, amount, shares, eligible });
    prev = level;
  }
  return out;
}
