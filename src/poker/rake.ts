/**
 * @module poker/rake
 * The house's cut at a table of players, as named methods (each cut is its own ledger line, docs/money.md):
 * - `pot-percent`: a percentage of the pot, counted on whole `per` units of it (003 §3.2.39: 5% of each full 10 EUR,
 *   i.e. 0.50 per full 10), capped (000 §17 II.3 a: at most 5%, "it may be capped in amount"; 003: cap 10, up to 20
 *   in special cases). `noFlopNoDrop` (003 §3.2.43): nothing when the hand ends in its first betting round.
 * - `player-fee`: a fixed amount per player dealt in, taken at the start of the first betting round (000 §17 II.3 c:
 *   20–50% of the table minimum per player and hand).
 * - `none`: no cut (a private game, a tournament table).
 * Time-based charges (000 §17 II.3 b session fee, 003 §3.2.40 time rake) are not per hand: not built here.
 */
export type RakeRule =
  | { readonly method: 'pot-percent'; readonly percent: number; readonly per: number; readonly cap: number; readonly noFlopNoDrop: boolean }
  | { readonly method: 'player-fee'; readonly amount: number }
  | { readonly method: 'none' };

/** The pot-percent cut of a pot total (0 for other methods). */
export function potRake(rule: RakeRule, pot: number, firstRoundOnly: boolean): number {
  if (rule.method !== 'pot-percent') return 0;
  if (rule.noFlopNoDrop && firstRoundOnly) return 0;
  const counted = Math.floor(pot / rule.per) * rule.per;
  return Math.min(rule.cap, Math.floor((counted * rule.percent) / 100));
}

/** The fee each player dealt in pays (0 for other methods). */
export const playerFee = (rule: RakeRule): number => (rule.method === 'player-fee' ? rule.amount : 0);

