/**
 * @module tournaments/penalties
 * The floor's penalties at a tournament table (003 §3.1.10.5), carried with the player, not the seat: the director
 * builds each hand's seats itself, so the hands a penalised player still has to miss and his disqualification live on
 * his `TPlayer` and survive table balancing, a broken table and the final table's redraw; they are part of the
 * tournament's state, so its snapshot and the replay of its recorded actions restore them after a crash.
 * - `penalty { player, rounds }` (the tournament director): one hand for each player at his table, himself included,
 *   times the rounds, counted when recorded (003 §3.1.10.5). At each deal the count goes to the circle-poker hand as
 *   the seat's `penalty` (his seat dealt, his blinds and ante posted, his hand mucked after the deal; heads-up the lone
 *   live hand walks with them: circle-poker's penalties.ts) and the count the hand leaves comes back to him. Recorded
 *   during a hand he plays, it starts with the next ("any other penalty starts after the hand", 003 §3.1.10.2). A
 *   player sitting a hand out for his new seat's position (003 §3.1.2.4) is not dealt it, and it does not count.
 * - `disqualify { player }` (the tournament director): "Diskvalifitseeritud mängija žetoonid eemaldatakse mängust" —
 *   a disqualified player's chips are removed from play (003 §3.1.10.5). Tournament chips are not money: they leave
 *   play and nobody receives them (no ledger entry; the buy-ins and prizes stay the only money). A live hand of his is
 *   dead at once (what he put in stays in the pot, as a folded hand's); the rest of his chips leave play when his hand
 *   ends, or at once between hands. He is out at the ruling and placed then, below every player still playing or out
 *   in a hand not yet placed (he went out first); his place is paid what the prize table pays it, as any place: 003
 *   takes his chips, not the money he paid in, and writes no forfeiture of a prize (docs/tournaments.md). He may not
 *   re-enter.
 */
import type { Bases } from './bases.js';
import type { TournamentEvent } from './contract.js';
import { TournamentError } from './errors.js';
import { gameOf } from './hands.js';

/** The most penalty rounds one record gives (as at a cash table: circle-poker's bound on input, not a rule). */
export const MAX_PENALTY_ROUNDS = 10;
export const PENALTY_CITE = '003 §3.1.10.5';

/** What a tournament player carries of the floor's penalties (absent on states stored before they existed). */
export interface PenaltyCarry {
  /** Hands still to miss (003 §3.1.10.5). */
  penalty?: number;
  /** Disqualified: out, his chips removed from play (003 §3.1.10.5). */
  disqualified?: boolean;
}

interface ProfilePenalties {
  readonly penalties: { readonly value: { readonly missHands: boolean; readonly disqualify: { readonly cite: string } }; readonly cite: string };
}

/** The bases' profile's penalties (circle-poker's cited `penalties`, read through the registry). */
export function penaltiesOf(b: Bases): ProfilePenalties['penalties'] {
  return (gameOf(b).profiles.get(b.profile) as ProfilePenalties).penalties;
}

/** Refuses a penalty the rules of the bases' game do not write, or a number of rounds out of range. */
export function checkPenalty(b: Bases, rounds: number): void {
  const p = penaltiesOf(b);
  if (!p.value.missHands) throw new TournamentError('unwritten', 'the rules of this tournament write no penalty rounds: the person in charge decides', { cite: p.cite });
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_PENALTY_ROUNDS) throw new TournamentError('penalty-rounds', `one to ${MAX_PENALTY_ROUNDS} penalty rounds`, { cite: PENALTY_CITE });
}

/** Adds a penalty of `rounds` to a player seated at a table of `atTable` players (003 §3.1.10.5). */
export function addPenalty(p: PenaltyCarry & { readonly player: string }, table: string, atTable: number, rounds: number, events: TournamentEvent[]): void {
  const hands = atTable * rounds;
  p.penalty = (p.penalty ?? 0) + hands;
  events.push({ type: 'penalty', player: p.player, table, rounds, hands, cite: PENALTY_CITE });
}

/** The hands each seated player still has to miss, for the deal (hands.ts gives them to the hand of those dealt in). */
export function owedAtDeal(players: readonly (PenaltyCarry & { readonly player: string })[], seated: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of players) if (seated.includes(p.player) && (p.penalty ?? 0) > 0) out[p.player] = p.penalty as number;
  return out;
}

/** After the deal: each penalised player dealt in takes back the count the hand left him (one hand fewer). */
export function servedAtDeal(players: readonly (PenaltyCarry & { readonly player: string })[], hand: { readonly hand: readonly { readonly player: string }[]; readonly seats: readonly { readonly player: string; readonly penalty?: number }[] }): void {
  for (const p of players) {
    if (!(p.penalty ?? 0) || !hand.hand.some((x) => x.player === p.player)) continue;
    p.penalty = hand.seats.find((x) => x.player === p.player)?.penalty ?? 0;
  }
}

/**
 * The place of a player disqualified now: the worst place not yet given — below every player still playing and every
 * player out in a hand whose places are not yet given (hand-for-hand's round) —, himself counted.
 */
export function disqualifiedPlace(players: readonly { readonly status: string; readonly place: number | null }[]): number {
  return players.filter((q) => q.status !== 'registered' && q.place === null).length;
}

/** The chips of a disqualified player leave play: nobody receives them (003 §3.1.10.5). */
export function chipsRemoved(player: string, chips: number, cite: string): TournamentEvent {
  return { type: 'chips-removed', player, chips, cite };
}
