/**
 * @module poker/showdown
 * Who wins each pot, and how much: the pot is shared equally between the variant's hand types (high and low in a
 * hi/lo game, one per board with two boards); a share nobody qualifies for (no low) goes to the other hand types
 * (003 §3.5.4.3: without a low the high hand wins the whole pot). Within a share the best hands split it equally
 * (003 §3.5.4.3, §3.1.3.10). Odd chips — what cannot be split in whole units of the smallest chip — go by a named
 * rule (003 §3.1.3.9): between the shares of a split pot to the first hand type (the high hand); between tied
 * players to the first seat left of the button (`left-of-button`, flop games) or to the highest card by suit of the
 * winning five (`high-card-by-suit`, stud games; suits ranked spades, hearts, diamonds, clubs — the text names no
 * order, docs/games/circle-poker.md).
 */
import { NO_HAND } from '../poker-eval/index.js';
import { handValue, playedFive, type HandType } from './hand-type.js';
import type { PotLayer } from './pots.js';

export type OddChipRule = 'left-of-button' | 'high-card-by-suit';

export interface Contender {
  readonly player: string;
  /** Seats clockwise from the first seat left of the button: 0 is that seat. */
  readonly order: number;
  readonly cards: readonly string[];
}

export interface Award {
  readonly player: string;
  readonly amount: number;
  /** The hand type index the chips were won with (a pot won uncontested: -1). */
  readonly handType: number;
}

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';
/** A card's strength for the odd chip: rank first, then suit (spades highest). */
const cardKey = (c: string): number => RANKS.indexOf(c[0] as string) * 4 + SUITS.indexOf(c[1] as string);

/** Splits `amount` into `n` parts in whole `unit`s; the remainder goes to the first parts, one unit each. */
export function splitEvenly(amount: number, n: number, unit: number): number[] {
  const units = Math.floor(amount / unit);
  const rest = amount - units * unit;
  const each = Math.floor(units / n);
  const odd = units - each * n;
  return Array.from({ length: n }, (_, i) => (each + (i < odd ? 1 : 0)) * unit + (i === 0 ? rest : 0));
}

/** Awards of one pot among its eligible contenders (at least one). */
export function awardPot(pot: PotLayer, contenders: readonly Contender[], types: readonly HandType[], boards: readonly (readonly string[])[], oddChip: OddChipRule, unit: number): Award[] {
  const eligible = contenders.filter((c) => pot.eligible.includes(c.player));
  if (eligible.length === 1) return [{ player: (eligible[0] as Contender).player, amount: pot.amount, handType: -1 }];
  const values = types.map((t) => eligible.map((c) => handValue(t, c.cards, boards[t.board ?? 0] ?? [])));
  const qualified = types.map((_, i) => (values[i] as number[]).some((v) => v > NO_HAND));
  const playing = types.map((_, i) => i).filter((i) => qualified[i]);
  const shares = splitEvenly(pot.amount, playing.length, unit);
  const out: Award[] = [];
  playing.forEach((ti, k) => {
    const vals = values[ti] as number[];
    const best = Math.max(...vals);
    let winners = eligible.filter((_, j) => vals[j] === best);
    const t = types[ti] as HandType;
    if (oddChip === 'high-card-by-suit') {
      const top = (c: Contender): number => Math.max(...playedFive(t, c.cards, boards[t.board ?? 0] ?? []).map(cardKey));
      winners = [...winners].sort((a, b) => top(b) - top(a));
    } else winners = [...winners].sort((a, b) => a.order - b.order);
    splitEvenly(shares[k] as number, winners.length, unit).forEach((amount, j) => out.push({ player: (winners[j] as Contender).player, amount, handType: ti }));
  });
  return out;
}
