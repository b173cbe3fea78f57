/**
 * @module cards/card
 * Cards are short strings, so state stays plain JSON and logs stay readable:
 * French cards `Ah`, `Td`, `2c` (rank `23456789TJQKA`, suit `cdhs`), jokers `X1`, `X2`;
 * Spanish cards `1o`…`7o`, `Jo` (sota), `Co` (caballo), `Ro` (rey) with suits oros `o`, copas `c`, espadas `e`, bastos `b`.
 */
export type Card = string;

export const FRENCH_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const FRENCH_SUITS = ['c', 'd', 'h', 's'] as const;
export type FrenchRank = (typeof FRENCH_RANKS)[number];
export type FrenchSuit = (typeof FRENCH_SUITS)[number];

export const SPANISH_RANKS = ['1', '2', '3', '4', '5', '6', '7', 'J', 'C', 'R'] as const;
export const SPANISH_SUITS = ['o', 'c', 'e', 'b'] as const;

const FRENCH = /^[2-9TJQKA][cdhs]$/;
const JOKER = /^X[12]$/;
const SPANISH = /^[1-7JCR][oceb]$/;

export const isFrenchCard = (c: string): boolean => FRENCH.test(c);
export const isJoker = (c: string): boolean => JOKER.test(c);
export const isSpanishCard = (c: string): boolean => SPANISH.test(c);

export const rankOf = (c: Card): string => c[0] as string;
export const suitOf = (c: Card): string => c[1] as string;

/** Red suits of the French deck (hearts, diamonds): trente et quarante's rouge, baccarat displays. */
export const isRed = (c: Card): boolean => c[1] === 'h' || c[1] === 'd';

/**
 * Point value in the "ten-card" family: A=1, 2–9 face, T/J/Q/K=10. Blackjack and trente et quarante use it
 * directly; baccarat takes it modulo 10.
 */
export function pointValue(c: Card): number {
  const r = c[0];
  if (r === 'A') return 1;
  if (r === 'T' || r === 'J' || r === 'Q' || r === 'K') return 10;
  const n = Number(r);
  if (!(n >= 2 && n <= 9)) throw new RangeError(`not a French card: ${c}`);
  return n;
}

/** Parses a compact string of cards, e.g. `"AhKd9s"` or `"Ah Kd 9s"`. */
export function parseCards(s: string): Card[] {
  const t = s.replace(/[\s,]+/g, '');
  if (t.length % 2) throw new RangeError(`odd card string: ${s}`);
  const out: Card[] = [];
  for (let i = 0; i < t.length; i += 2) {
    const c = t.slice(i, i + 2);
    if (!isFrenchCard(c) && !isJoker(c) && !isSpanishCard(c)) throw new RangeError(`not a card: ${c}`);
    out.push(c);
  }
  return out;
}
