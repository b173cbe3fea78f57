/**
 * @module games/roulette/spots
 * Every spot of the cloth with the numbers it covers and what it pays (000 §01 IV.1.A, 001 §01 IV.1.A–C,
 * 003 §2.2.3.13). A spot id is its kind and its numbers: `straight-17`, `split-4-7`, `street-0-2-3`,
 * `corner-25-26-28-29`, `six-line-1-2-3-4-5-6`, `column-1`, `dozen-2`, `columns-1-2`, `dozens-2-3`, and the even
 * chances `red`, `black`, `even`, `odd`, `manque` (1–18), `passe` (19–36).
 * "N times the stake" is N to 1, the stake kept (000 §01 IV.1 "bere apustuari eutsiko dio"; 001 §01 IV.1.B).
 */
import { colourOf, column, DOUBLE_ZERO, dozen, label, type WheelKind } from './layout.js';

export const SPOT_KINDS = ['straight', 'split', 'street', 'corner', 'six-line', 'column', 'dozen', 'two-columns', 'two-dozens', 'even-chance'] as const;
export type SpotKind = (typeof SPOT_KINDS)[number];
export const EVEN_CHANCES = ['red', 'black', 'even', 'odd', 'manque', 'passe'] as const;
export type EvenChance = (typeof EVEN_CHANCES)[number];

export interface Ratio {
  readonly num: number;
  readonly den: number;
}

/** Winnings per unit staked (the stake comes back on top). */
export const PAYS: Record<SpotKind, Ratio> = {
  straight: { num: 35, den: 1 },
  split: { num: 17, den: 1 },
  street: { num: 11, den: 1 },
  corner: { num: 8, den: 1 },
  'six-line': { num: 5, den: 1 },
  column: { num: 2, den: 1 },
  dozen: { num: 2, den: 1 },
  'two-columns': { num: 1, den: 2 },
  'two-dozens': { num: 1, den: 2 },
  'even-chance': { num: 1, den: 1 },
};

export interface Spot {
  readonly id: string;
  readonly kind: SpotKind;
  readonly numbers: readonly number[];
  readonly pays: Ratio;
}

const idOf = (kind: string, ns: readonly number[]): string => `${kind}-${[...ns].sort((a, b) => order(a) - order(b)).map(label).join('-')}`;
/** 0 first, then 00, then 1–36. */
const order = (n: number): number => (n === 0 ? -2 : n === DOUBLE_ZERO ? -1 : n);

const inRange = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Zero spots of each wheel (the first four numbers and zero's streets: 000 §01 IV.1.A.c–d, 001 §01 IV.1.A.c–d). */
export const ZERO_SPOTS: Record<WheelKind, readonly (readonly number[])[]> = {
  single: [[0, 1], [0, 2], [0, 3], [0, 1, 2], [0, 2, 3], [0, 1, 2, 3]],
  double: [[0, DOUBLE_ZERO], [0, 1], [0, 2], [DOUBLE_ZERO, 2], [DOUBLE_ZERO, 3], [0, 1, 2], [0, DOUBLE_ZERO, 2], [DOUBLE_ZERO, 2, 3]],
};

const kindOfZeroSpot = (ns: readonly number[]): SpotKind => (ns.length === 2 ? 'split' : ns.length === 3 ? 'street' : 'corner');

const cache = new Map<string, ReadonlyMap<string, Spot>>();

/** The spots of a cloth: the wheel's numbers, and the kinds the profile offers. */
export function spotsFor(wheel: WheelKind, kinds: readonly SpotKind[]): ReadonlyMap<string, Spot> {
  const key = `${wheel}|${kinds.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out = new Map<string, Spot>();
  const put = (kind: SpotKind, numbers: number[], id = idOf(kind, numbers)): void => {
    if (kinds.includes(kind)) out.set(id, { id, kind, numbers, pays: PAYS[kind] });
  };
  put('straight', [0]);
  if (wheel === 'double') put('straight', [DOUBLE_ZERO]);
  for (let n = 1; n <= 36; n++) put('straight', [n]);
  for (const ns of ZERO_SPOTS[wheel]) put(kindOfZeroSpot(ns), [...ns]);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) put('split', [n, n + 1]);
    if (n <= 33) put('split', [n, n + 3]);
  }
  for (let r = 0; r < 12; r++) put('street', inRange(3 * r + 1, 3 * r + 3));
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) put('corner', [n, n + 1, n + 3, n + 4]);
  for (let r = 0; r < 11; r++) put('six-line', inRange(3 * r + 1, 3 * r + 6));
  for (let c = 1; c <= 3; c++) put('column', inRange(1, 36).filter((n) => column(n) === c), `column-${c}`);
  for (let d = 1; d <= 3; d++) put('dozen', inRange(1, 36).filter((n) => dozen(n) === d), `dozen-${d}`);
  for (const [a, b] of [[1, 2], [2, 3]] as const) {
    put('two-columns', inRange(1, 36).filter((n) => column(n) === a || column(n) === b), `columns-${a}-${b}`);
    put('two-dozens', inRange(1, 36).filter((n) => dozen(n) === a || dozen(n) === b), `dozens-${a}-${b}`);
  }
  const all = inRange(1, 36);
  const chances: Record<EvenChance, number[]> = {
    red: all.filter((n) => colourOf(n) === 'red'),
    black: all.filter((n) => colourOf(n) === 'black'),
    even: all.filter((n) => n % 2 === 0),
    odd: all.filter((n) => n % 2 === 1),
    manque: inRange(1, 18),
    passe: inRange(19, 36),
  };
  for (const c of EVEN_CHANCES) put('even-chance', chances[c], c);
  cache.set(key, out);
  return out;
}

export const isEvenChance = (id: string): id is EvenChance => (EVEN_CHANCES as readonly string[]).includes(id);
