/**
 * @module games/roulette/announced
 * Announced (call) bets, expanded into the chips the croupier puts on the cloth.
 * - Neighbours: the number and its two neighbours either side on the wheel, one chip straight up on each
 *   (000 §01 IV.1.j: "zero and neighbours" = 0, 3, 15, 26, 32; 000 §02 I.e: button 17 = 2, 6, 17, 25, 34).
 * - Voisins du zéro / zero sector / big series, 9 chips: 2 on 0-2-3, 1 on 4-7, 12-15, 18-21, 19-22, 2 on the
 *   corner 25-26-28-29, 1 on 32-35 (000 §01 IV.1.k; 001 §01 IV.1.B.a).
 * - Tiers du cylindre / small series, 6 chips on 5-8, 10-11, 13-16, 23-24, 27-30, 33-36 (000 §01 IV.1.k; 001 §01 IV.1.B.b).
 * - Orphelins, 5 chips: 1 straight up, 6-9, 14-17, 17-20, 31-34 (000 §01 IV.1.k; 001 §01 IV.1.B.c).
 * - Jeu zéro, 4 chips: 26 straight up, 0-3, 12-15, 32-35 (001 §01 IV.1.B.d).
 * The bet's amount is the total of its chips; every chip has the same value.
 */
import { label, parseNumber, wheelNeighbours, type WheelKind } from './layout.js';

export const SERIES = ['voisins-du-zero', 'tiers-du-cylindre', 'orphelins', 'jeu-zero'] as const;
export type Series = (typeof SERIES)[number];

export interface ChipPlacement {
  readonly spot: string;
  readonly chips: number;
}

/** One chip on each spot. */
const oneEach = (spots: readonly string[]): ChipPlacement[] => spots.map((spot) => ({ spot, chips: 1 }));

export const SERIES_CHIPS: Record<Series, readonly ChipPlacement[]> = {
  'voisins-du-zero': [
    { spot: 'street-0-2-3', chips: 2 },
    ...oneEach(['split-4-7', 'split-12-15', 'split-18-21', 'split-19-22']),
    { spot: 'corner-25-26-28-29', chips: 2 },
    ...oneEach(['split-32-35']),
  ],
  'tiers-du-cylindre': oneEach(['5-8', '10-11', '13-16', '23-24', '27-30', '33-36'].map((s) => `split-${s}`)),
  orphelins: oneEach(['straight-1', 'split-6-9', 'split-14-17', 'split-17-20', 'split-31-34']),
  'jeu-zero': oneEach(['straight-26', 'split-0-3', 'split-12-15', 'split-32-35']),
};

export const isSeries = (id: string): id is Series => (SERIES as readonly string[]).includes(id);

/** `neighbours-17` → 17; null for anything else. */
export function neighboursCentre(id: string): number | null {
  const m = /^neighbours-(00|\d{1,2})$/.exec(id);
  return m ? parseNumber(m[1] as string) : null;
}

export function neighboursChips(wheel: WheelKind, centre: number, eachSide: number): ChipPlacement[] {
  return wheelNeighbours(wheel, centre, eachSide).map((n) => ({ spot: `straight-${label(n)}`, chips: 1 }));
}

export const chipCount = (chips: readonly ChipPlacement[]): number => chips.reduce((s, c) => s + c.chips, 0);
