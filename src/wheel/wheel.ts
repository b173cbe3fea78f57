/**
 * @module wheel/wheel
 * A wheel is an ordered ring of pockets (roulette's 37, boule's 18, the wheel of fortune's 54 segments).
 * A spin is recorded as the pocket index, so replays need no RNG.
 */
import type { Rng } from '../rng/rng.js';

export interface Wheel<P> {
  readonly id: string;
  /** Pockets in physical order around the wheel. */
  readonly pockets: readonly P[];
}

export const spinIndex = <P>(w: Wheel<P>, rng: Rng): number => rng.int(w.pockets.length);

/** The `n` neighbours either side of pocket index `i`, wrapping round the ring. */
export function neighbours<P>(w: Wheel<P>, i: number, n: number): P[] {
  const len = w.pockets.length;
  const out: P[] = [];
  for (let k = -n; k <= n; k++) out.push(w.pockets[(((i + k) % len) + len) % len] as P);
  return out;
}
