/**
 * @module poker/showing
 * Stud's order of speaking, from the cards showing: the bring-in (the lowest up card; in a low game the highest,
 * the ace counting low) and the first to speak on later rounds (the best showing hand; in a low game the lowest)
 * (000 §17.4: "the player with the highest combination begins the betting"; 003 §3.1.3.6 for the same order at the
 * showdown). Equal cards are told apart by suit, spades highest (no text ranks suits: docs/games/circle-poker.md).
 */
const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';

/** A comparable key of the showing cards: group sizes, then ranks, highest first (pairs before high cards). */
function showingKey(cards: readonly string[], aceLow: boolean): number[] {
  const rank = (c: string): number => (aceLow && c[0] === 'A' ? -1 : RANKS.indexOf(c[0] as string));
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rank(c), (counts.get(rank(c)) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  return groups.flatMap(([r, n]) => [n, r]);
}

const cmp = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -2) - (b[i] ?? -2);
    if (d !== 0) return d;
  }
  return 0;
};
const suitKey = (cards: readonly string[]): number => Math.max(...cards.map((c) => SUITS.indexOf(c[1] as string) + 4 * RANKS.indexOf(c[0] as string)));

/** Index (into `hands`) of the best showing hand; `low`: the lowest instead (razz). Ties: the highest card by suit. */
export function bestShowing(hands: readonly (readonly string[])[], low: boolean): number {
  let best = 0;
  for (let i = 1; i < hands.length; i++) {
    const d = cmp(showingKey(hands[i] as string[], low), showingKey(hands[best] as string[], low));
    const better = low ? d < 0 : d > 0;
    if (better || (d === 0 && suitKey(hands[i] as string[]) > suitKey(hands[best] as string[]))) best = i;
  }
  return best;
}

/** Index of the player who brings it in: the lowest up card (low game: the highest, ace low); ties by suit, clubs lowest. */
export function bringIn(upCards: readonly string[], low: boolean): number {
  const key = (c: string): number => {
    const r = low && c[0] === 'A' ? -1 : RANKS.indexOf(c[0] as string);
    return (low ? -r : r) * 4 + (low ? -SUITS.indexOf(c[1] as string) : SUITS.indexOf(c[1] as string));
  };
  let at = 0;
  for (let i = 1; i < upCards.length; i++) if (key(upCards[i] as string) < key(upCards[at] as string)) at = i;
  return at;
}
