/**
 * @module web/views/time-order
 * The history's order: by the time each row shows (when the round ended, or started while still in play), newest
 * first, the round's id breaking ties. The server lists rounds by id (the order they started in), so a long round
 * at one table would otherwise sit below shorter ones that ended after it.
 */

export interface Timed {
  readonly id: number;
  readonly startedAt: string;
  readonly endedAt: string | null;
}

/** The time a history row shows for a round. */
export const shownTime = (r: Timed): string => r.endedAt ?? r.startedAt;

/** The rounds newest first by the time shown. */
export function inTimeOrder<R extends Timed>(rounds: readonly R[]): R[] {
  return [...rounds].sort((a, b) => Date.parse(shownTime(b)) - Date.parse(shownTime(a)) || b.id - a.id);
}
