/**
 * @module poker-eval/cards
 * The evaluator's compact card encoding: a French card is the integer `rank * 4 + suit` (0…51), with rank
 * 0…12 for `23456789TJQKA` and suit 0…3 for `cdhs`; the jokers are 52 (`X1`) and 53 (`X2`). The strings are
 * the ones the shared cards module uses (`Ah`, `Td`, `2c`, `X1`), so games convert with `parseCard`.
 */

/** A card index: 0…51 for French cards, {@link JOKER_1} and {@link JOKER_2} for the jokers. */
export type CardIndex = number;

export const RANK_CHARS = '23456789TJQKA';
export const SUIT_CHARS = 'cdhs';
export const JOKER_1: CardIndex = 52;
export const JOKER_2: CardIndex = 53;

/** Rank indices by name, for readable rules and tests. */
export const RANK = { TWO: 0, THREE: 1, FOUR: 2, FIVE: 3, SIX: 4, SEVEN: 5, EIGHT: 6, NINE: 7, TEN: 8, JACK: 9, QUEEN: 10, KING: 11, ACE: 12 } as const;

export const rankOf = (c: CardIndex): number => c >> 2;
export const suitOf = (c: CardIndex): number => c & 3;
export const isJokerIndex = (c: CardIndex): boolean => c === JOKER_1 || c === JOKER_2;
export const makeCard = (rank: number, suit: number): CardIndex => rank * 4 + suit;

/**
 * Parses one card: `Ah`, `td` (rank letters are case-insensitive, `10` is accepted for `T`), `X1`/`X2` for jokers.
 * @example parseCard('Ah') === 50
 */
export function parseCard(s: string): CardIndex {
  const t = s.trim();
  if (t === 'X1' || t === 'x1') return JOKER_1;
  if (t === 'X2' || t === 'x2') return JOKER_2;
  const body = t.length === 3 && t.startsWith('10') ? `T${t[2]}` : t;
  if (body.length !== 2) throw new RangeError(`not a card: ${s}`);
  const r = RANK_CHARS.indexOf((body[0] as string).toUpperCase());
  const su = SUIT_CHARS.indexOf((body[1] as string).toLowerCase());
  if (r < 0 || su < 0) throw new RangeError(`not a card: ${s}`);
  return r * 4 + su;
}

/**
 * Parses a run of cards, with or without separators: `'AhKd'`, `'Ah Kd 9s'`, `'Ah,Kd'`; or an array of card strings.
 * @example parseCards('AhKdX1') → [50, 45, 52]
 */
export function parseCards(s: string | readonly string[]): CardIndex[] {
  if (typeof s !== 'string') return s.map(parseCard);
  const t = s.replace(/[\s,]+/g, '');
  const out: CardIndex[] = [];
  let i = 0;
  while (i < t.length) {
    const len = t.startsWith('10', i) ? 3 : 2;
    out.push(parseCard(t.slice(i, i + len)));
    i += len;
  }
  return out;
}

/** The shared string form of a card index: `Ah`, `2c`, `X1`. */
export function cardToString(c: CardIndex): string {
  if (c === JOKER_1) return 'X1';
  if (c === JOKER_2) return 'X2';
  if (!Number.isInteger(c) || c < 0 || c > 51) throw new RangeError(`not a card index: ${c}`);
  return `${RANK_CHARS[c >> 2]}${SUIT_CHARS[c & 3]}`;
}

/** Cards joined without separators, e.g. `AhKd9s`. */
export const cardsToString = (cards: readonly CardIndex[]): string => cards.map(cardToString).join('');

/** Throws unless every card is a valid index and none repeats (a hand from one deck). */
export function assertDistinct(cards: readonly CardIndex[]): void {
  let seen = 0n;
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 0 || c > JOKER_2) throw new RangeError(`not a card index: ${c}`);
    const bit = 1n << BigInt(c);
    if (seen & bit) throw new RangeError(`card repeated: ${cardToString(c)}`);
    seen |= bit;
  }
}
