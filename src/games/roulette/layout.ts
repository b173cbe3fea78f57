/**
 * @module games/roulette/layout
 * The wheel and the cloth. 000 §01 II and 001 §01 II describe a 37-pocket wheel (0–36, zero neither red nor
 * black, no two consecutive numbers adjacent, black = even digit sum plus 10 and 29, except 19) but the figures
 * with the order are missing; the order used is the standard European single-zero wheel, which matches every
 * arc the texts give (000 §01 IV.1.j: zero's neighbours 3, 26, 32, 15; 000 §02 I.e: 17's are 2, 25, 34, 6;
 * 001 §01 IV.1.B: the four series' arcs). The double-zero order (003 wheel parameter) is the standard American one.
 * Pocket 00 is the number 37 inside the engine and "00" in bet names and views.
 *
 * The cloth: the 36 numbers in three columns of twelve (1-4-…-34, 2-5-…-35, 3-6-…-36), zero at the head.
 */
export const EUROPEAN_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const;
/** 37 stands for 00. */
export const AMERICAN_ORDER = [0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, 37, 27, 10, 25, 29, 12, 8, 19, 31, 18, 6, 21, 33, 16, 4, 23, 35, 14, 2] as const;
export const DOUBLE_ZERO = 37;

export type WheelKind = 'single' | 'double';

export const wheelOrder = (w: WheelKind): readonly number[] => (w === 'single' ? EUROPEAN_ORDER : AMERICAN_ORDER);

/** The colour rule of 000 §01 II / 001 §01 II, as written: black if the digit sum is even, and 10 and 29, except 19. */
export function isBlackByRule(n: number): boolean {
  if (n < 1 || n > 36) return false;
  if (n === 19) return false;
  if (n === 10 || n === 29) return true;
  const digitSum = String(n).split('').reduce((s, d) => s + Number(d), 0);
  return digitSum % 2 === 0;
}

export type Colour = 'red' | 'black' | 'green';
export const colourOf = (n: number): Colour => (n === 0 || n === DOUBLE_ZERO ? 'green' : isBlackByRule(n) ? 'black' : 'red');

export const label = (n: number): string => (n === DOUBLE_ZERO ? '00' : String(n));
export const parseNumber = (s: string): number | null => (s === '00' ? DOUBLE_ZERO : /^(0|[1-9]\d?)$/.test(s) && Number(s) <= 36 ? Number(s) : null);

/** `n` neighbours either side of `number` on the wheel, the number included, in wheel order. */
export function wheelNeighbours(w: WheelKind, number: number, n: number): number[] {
  const order = wheelOrder(w);
  const i = order.indexOf(number);
  if (i < 0) throw new RangeError(`no pocket ${number}`);
  const out: number[] = [];
  for (let k = -n; k <= n; k++) out.push(order[(((i + k) % order.length) + order.length) % order.length] as number);
  return out;
}

export const column = (n: number): number => ((n - 1) % 3) + 1;
export const dozen = (n: number): number => Math.ceil(n / 12);
