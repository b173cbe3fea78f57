/**
 * @module poker/rake
 * The house's cut at a table of players, as named methods (each cut is its own ledger line, docs/money.md):
 * - `pot-percent`: a percentage of the pot, counted on whole `per` units of it (003 §3.2.39: 5% of each full 10 EUR,
 *   i.e. 0.50 per full 10), capped (000 §17 II.3 a: at most 5%, "it may be capped in amount"; 003: cap 10, up to 20
 *   in special cases). `noFlopNoDrop` (003 §3.2.43): nothing when the hand ends in its first betting round.
 * - `player-fee`: a fixed amount per player dealt in, taken at the start of the first betting round (000 §17 II.3 c:
 *   20–50% of the table minimum per player and hand).
 * - `none`: no cut (a private game, a tournament table).
 * Time-based charges are not per hand (`TimeCharge`, below): taken between hands from each seated player's stack,
 * never from a pot.
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


/**
 * A charge per period of play, paid by each seated player from his stack between hands:
 * - `session-fee` (000 §17 II.3 b): `percent` (10–20) of the table's maximum stack per player per session (an hour
 *   plus the last two hands); a session extended by part of an hour is charged in half sessions (`half`);
 * - `time-rake` (003 §3.2.40): the table's `price` per period (30 minutes), paid equally by the players.
 */
export type TimeCharge =
  | { readonly method: 'session-fee'; readonly percent: number; readonly periodMinutes: number }
  | { readonly method: 'time-rake'; readonly price: number; readonly periodMinutes: number };

/**
 * Each player's share of one period's charge: `maximum` is the table's maximum stack, `players` how many pay.
 * The time rake's equal shares are whole minor units; a remainder too small to share is not charged (no player pays
 * more than another).
 */
export function timeChargeEach(rule: TimeCharge, maximum: number, players: number, half: boolean): number {
  if (players <= 0) return 0;
  if (rule.method === 'session-fee') {
    const full = Math.floor((maximum * rule.percent) / 100);
    return half ? Math.floor(full / 2) : full;
  }
  return Math.floor(rule.price / players);
}
