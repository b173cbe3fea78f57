/**
 * @module tournaments/clock
 * The tournament clock, as plain data: the level (0-based), whether a break is on, and either the time the level
 * (or break) ends — while it runs — or the time left — while it is stopped (a pause, hand-for-hand). Time enters only
 * through an action's `at`. A new level applies to the next hand (003 §3.1.4.1): the director reads the level when it
 * deals. Levels end on schedule: the next one is timed from the end of the last, not from the tick that noticed it.
 */
import type { Bases, Break } from './bases.js';

export interface Clock {
  readonly level: number;
  readonly onBreak: boolean;
  /** When the level (or break) ends while the clock runs; null while it is stopped, or at the last level. */
  readonly endsAt: number | null;
  /** Milliseconds left while the clock is stopped; null while it runs. */
  readonly left: number | null;
}

const MIN = 60_000;

export const startClock = (b: Bases, at: number): Clock => ({ level: 0, onBreak: false, endsAt: at + (b.levels[0]?.minutes ?? 0) * MIN, left: null });

export const stopClock = (c: Clock, at: number): Clock => (c.endsAt === null ? c : { ...c, endsAt: null, left: Math.max(0, c.endsAt - at) });
export const runClock = (c: Clock, at: number): Clock => (c.left === null ? c : { ...c, endsAt: at + c.left, left: null });

/** The break after this level (1-based in the bases), if any. */
export const breakAfter = (b: Bases, level: number): Break | null => b.breaks.find((x) => x.afterLevel === level + 1) ?? null;

/**
 * The clock once its level or break has ended at `end`: a break follows the level if the bases say so, else the next
 * level; after a break, the next level. The last level goes on without end.
 */
export function advance(b: Bases, c: Clock, end: number): { clock: Clock; breakStarted: Break | null; breakEnded: Break | null } {
  const running = c.endsAt !== null;
  const timed = (ms: number): Pick<Clock, 'endsAt' | 'left'> => (running ? { endsAt: end + ms, left: null } : { endsAt: null, left: ms });
  if (c.onBreak) {
    const br = breakAfter(b, c.level);
    const next = c.level + 1;
    return { clock: { level: next, onBreak: false, ...timed((b.levels[next]?.minutes ?? 0) * MIN) }, breakStarted: null, breakEnded: br };
  }
  const br = breakAfter(b, c.level);
  if (br) return { clock: { level: c.level, onBreak: true, ...timed(br.minutes * MIN) }, breakStarted: br, breakEnded: null };
  const next = c.level + 1;
  if (next >= b.levels.length) return { clock: { level: c.level, onBreak: false, endsAt: null, left: null }, breakStarted: null, breakEnded: null };
  return { clock: { level: next, onBreak: false, ...timed((b.levels[next] as { minutes: number }).minutes * MIN) }, breakStarted: null, breakEnded: null };
}
