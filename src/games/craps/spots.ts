/**
 * @module games/craps/spots
 * The craps layout as data: every bet both catalogues list (000 §06 IV.1, 001 §09 IV.1º), grouped as the texts
 * group them — simple chances paid at par (A), multiple chances (B), associated chances = odds (C), place bets
 * (D) — and the names a player sends (`spot`) and settlement lines carry (`bet`).
 */

/** The box numbers: a point, a come/don't-come number, a place number or a hard way's total. */
export const POINTS = [4, 5, 6, 8, 9, 10] as const;
export type PointNo = (typeof POINTS)[number];
export const isPoint = (n: unknown): n is PointNo => typeof n === 'number' && (POINTS as readonly number[]).includes(n);

/** What a bet is, independent of the number it sits on. */
export const KINDS = [
  'win',
  'dont-win',
  'come',
  'dont-come',
  'win-odds',
  'dont-win-odds',
  'come-odds',
  'dont-come-odds',
  'field',
  'big-6',
  'big-8',
  'under-7',
  'over-7',
  'hard',
  'any-7',
  'eleven',
  'any-craps',
  'craps-2',
  'craps-3',
  'craps-12',
  'horn',
  'right',
  'wrong',
] as const;
export type Kind = (typeof KINDS)[number];

/** The four groups of the texts: A simple (par), B multiple, C associated (odds), D place. */
export type Group = 'simple' | 'multiple' | 'odds' | 'place';

/** The multiple chances (group B), each with its own "N times" price in the profile. */
export const MULTIPLE_SPOTS = ['hard-4', 'hard-6', 'hard-8', 'hard-10', 'any-7', 'eleven', 'any-craps', 'craps-2', 'craps-3', 'craps-12', 'horn'] as const;
export type MultipleSpot = (typeof MULTIPLE_SPOTS)[number];

/** Simple chances decided on one throw (field, under/over 7). */
export const ONE_ROLL_SIMPLE = ['field', 'under-7', 'over-7'] as const;
/** Multiple chances decided on one throw (everything in group B except the hard ways). */
export const ONE_ROLL_MULTIPLE = ['any-7', 'eleven', 'any-craps', 'craps-2', 'craps-3', 'craps-12', 'horn'] as const;

/** Bets a profile may declare off (not working) on a come-out throw. */
export const OFFABLE = ['come-odds', 'dont-come-odds', 'right', 'wrong', 'hard', 'big-6', 'big-8'] as const;
export type Offable = (typeof OFFABLE)[number];

/** Bets a profile may declare withdrawable while they stand undecided. */
export const WITHDRAWABLE = ['dont-win', 'dont-come', 'win-odds', 'dont-win-odds', 'come-odds', 'dont-come-odds', 'big-6', 'big-8', 'hard', 'right', 'wrong'] as const;
export type Withdrawable = (typeof WITHDRAWABLE)[number];

export const groupOf = (k: Kind): Group => {
  switch (k) {
    case 'win':
    case 'dont-win':
    case 'come':
    case 'dont-come':
    case 'field':
    case 'big-6':
    case 'big-8':
    case 'under-7':
    case 'over-7':
      return 'simple';
    case 'win-odds':
    case 'dont-win-odds':
    case 'come-odds':
    case 'dont-come-odds':
      return 'odds';
    case 'right':
    case 'wrong':
      return 'place';
    default:
      return 'multiple';
  }
};

/** A spot a player can send in a `bet` action, parsed. `number` is null where the spot has none. */
export interface ParsedSpot {
  readonly kind: Kind;
  readonly number: PointNo | null;
}

const NUMBERED = new Set<Kind>(['come-odds', 'dont-come-odds', 'hard', 'right', 'wrong']);
const HARD_NUMBERS: readonly number[] = [4, 6, 8, 10];

/**
 * Parses a spot name: `win`, `dont-win`, `come`, `dont-come`, `win-odds`, `dont-win-odds`, `come-odds-6`,
 * `dont-come-odds-4`, `field`, `big-6`, `big-8`, `under-7`, `over-7`, `hard-8`, `any-7`, `eleven`, `any-craps`,
 * `craps-2`, `craps-3`, `craps-12`, `horn`, `right-5`, `wrong-10`. Returns null for anything else.
 */
export function parseSpot(spot: string): ParsedSpot | null {
  const m = /^(come-odds|dont-come-odds|hard|right|wrong)-(\d+)$/.exec(spot);
  if (m) {
    const kind = m[1] as Kind;
    const n = Number(m[2]);
    if (!isPoint(n)) return null;
    if (kind === 'hard' && !HARD_NUMBERS.includes(n)) return null;
    return { kind, number: n };
  }
  if ((KINDS as readonly string[]).includes(spot) && !NUMBERED.has(spot as Kind)) return { kind: spot as Kind, number: null };
  return null;
}

/** Every spot a player may name in a `bet` action, in layout order. */
export function placeableSpots(placeNumbers: readonly PointNo[]): string[] {
  const out = ['win', 'dont-win', 'come', 'dont-come', 'win-odds', 'dont-win-odds'];
  for (const n of POINTS) out.push(`come-odds-${n}`);
  for (const n of POINTS) out.push(`dont-come-odds-${n}`);
  out.push('field', 'big-6', 'big-8', 'under-7', 'over-7', ...MULTIPLE_SPOTS);
  for (const n of placeNumbers) out.push(`right-${n}`);
  for (const n of placeNumbers) out.push(`wrong-${n}`);
  return out;
}

/**
 * The name a standing bet has on the layout and in its settlement line: a come bet that moved to the 6 is
 * `come-6`; odds carry their number (`win-odds-6`, `come-odds-6`); the others as placed.
 */
export function betName(kind: Kind, number: PointNo | null): string {
  if (number === null) return kind;
  if (kind === 'big-6' || kind === 'big-8') return kind;
  return `${kind}-${number}`;
}
