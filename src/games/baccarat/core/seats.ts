/**
 * @module games/baccarat/core/seats
 * Seats as a plain record (seat number → player), shared by the baccarat games where players sit.
 */
import type { PlayerId } from '../../../core/ids.js';

export type SeatMap = Readonly<Record<string, PlayerId>>;

/** The seat a player holds, or null. */
export const seatOf = (s: { seats: SeatMap }, p: PlayerId): number | null => {
  for (const [k, v] of Object.entries(s.seats)) if (v === p) return Number(k);
  return null;
};

/** The seats without `seat`. */
export function withoutSeat(seats: SeatMap, seat: number): Record<string, PlayerId> {
  const rest: Record<string, PlayerId> = { ...seats };
  delete rest[String(seat)];
  return rest;
}
