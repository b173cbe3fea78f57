/**
 * @module cards/decks
 * Deck builders: the French 52-card deck (with optional jokers) and the Spanish 40-card deck (Monte).
 * A deck carries its back colour, which shoes and the shuffle procedure track (decks of two colours alternate).
 */
import { FRENCH_RANKS, FRENCH_SUITS, SPANISH_RANKS, SPANISH_SUITS, type Card } from './card.js';

export type BackColour = string; // 'red', 'blue', … as the casino's stock names them

export interface Deck {
  readonly kind: 'french52' | 'spanish40';
  readonly back: BackColour;
  readonly cards: readonly Card[];
}

export function frenchDeck(back: BackColour = 'red', jokers = 0): Deck {
  const cards: Card[] = [];
  for (const s of FRENCH_SUITS) for (const r of FRENCH_RANKS) cards.push(r + s);
  for (let j = 1; j <= jokers; j++) cards.push(`X${j}`);
  return { kind: 'french52', back, cards };
}

export function spanishDeck(back: BackColour = 'red'): Deck {
  const cards: Card[] = [];
  for (const s of SPANISH_SUITS) for (const r of SPANISH_RANKS) cards.push(r + s);
  return { kind: 'spanish40', back, cards };
}

/** Factory order of `n` French decks, built once per (decks, jokers) and shared: callers copy before changing it. */
const factoryOrders = new Map<string, readonly Card[]>();

/**
 * The cards of `n` French decks, in factory order, and each deck's back colour (deck `i` has
 * `backs[i % backs.length]`). The card array is shared between calls (it is read-only: a shuffle copies it).
 */
export function frenchDecks(n: number, backs: readonly BackColour[] = ['red'], jokersPerDeck = 0): { cards: readonly Card[]; backs: BackColour[] } {
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new RangeError(`deck count 1–16, got ${n}`);
  const key = `${n}/${jokersPerDeck}`;
  let cards = factoryOrders.get(key);
  if (!cards) {
    const built: Card[] = [];
    const one = frenchDeck('red', jokersPerDeck).cards;
    for (let i = 0; i < n; i++) for (const c of one) built.push(c);
    cards = built;
    factoryOrders.set(key, cards);
  }
  const deckBacks: BackColour[] = [];
  for (let i = 0; i < n; i++) deckBacks.push(backs[i % backs.length] ?? 'red');
  return { cards, backs: deckBacks };
}
