/**
 * @module games/machines/electronic-roulette/spots
 * The bets of the electronic roulette (003 §4.6.6): "on 1, 2, 4, 6, 8, 12 or 18 numbers at once". Laid on the usual
 * cloth (three columns, twelve rows): a number, two touching numbers (and 0 with 1, 2 or 3), a square of four, two
 * rows (six), an eight — two touching columns over four rows, the one bet the tables do not have — a dozen or a
 * column (twelve), and the even chances (eighteen). No bet on three numbers: 003 lists none. Each pays 36/n − 1 to 1
 * (the stake returned), so every bet returns 36 of every 37 units staked with one zero.
 */
export interface EGSpot {
  readonly id: string;
  readonly numbers: readonly number[];
  /** Winnings per unit staked, as num/den (36/n − 1). */
  readonly num: number;
  readonly den: number;
}

const at = (row: number, col: number): number => row * 3 + col + 1;

function pays(n: number): { num: number; den: number } {
  const num = 36 - n;
  const g = gcd(num, n);
  return { num: num / g, den: n / g };
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

const spot = (kind: string, numbers: number[]): EGSpot => ({ id: `${kind}-${numbers.join('-')}`, numbers, ...pays(numbers.length) });

export function egSpots(): EGSpot[] {
  const out: EGSpot[] = [];
  for (let n = 0; n <= 36; n++) out.push(spot('straight', [n]));
  for (const n of [1, 2, 3]) out.push(spot('split', [0, n]));
  for (let row = 0; row < 12; row++)
    for (let col = 0; col < 3; col++) {
      if (col < 2) out.push(spot('split', [at(row, col), at(row, col + 1)]));
      if (row < 11) out.push(spot('split', [at(row, col), at(row + 1, col)]));
    }
  for (let row = 0; row < 11; row++) for (let col = 0; col < 2; col++) out.push(spot('corner', [at(row, col), at(row, col + 1), at(row + 1, col), at(row + 1, col + 1)]));
  for (let row = 0; row < 11; row++) out.push(spot('six', [0, 1, 2, 3, 4, 5].map((k) => at(row + Math.floor(k / 3), k % 3))));
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 2; col++) out.push(spot('eight', [0, 1, 2, 3].flatMap((r) => [at(row + r, col), at(row + r, col + 1)]).sort((a, b) => a - b)));
  for (let d = 0; d < 3; d++) out.push({ ...spot('dozen', Array.from({ length: 12 }, (_, i) => d * 12 + i + 1)), id: `dozen-${d + 1}` });
  for (let c = 0; c < 3; c++) out.push({ ...spot('column', Array.from({ length: 12 }, (_, r) => at(r, c))), id: `column-${c + 1}` });
  const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  for (const [id, f] of [
    ['red', (n: number) => RED.has(n)],
    ['black', (n: number) => !RED.has(n)],
    ['even', (n: number) => n % 2 === 0],
    ['odd', (n: number) => n % 2 === 1],
    ['low', (n: number) => n <= 18],
    ['high', (n: number) => n > 18],
  ] as const)
    out.push({ ...spot(id, all.filter(f)), id });
  return out;
}
