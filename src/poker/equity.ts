/**
 * @module poker/equity
 * The exact all-in equity of given hands (issue 19, `croupier equity`): every way the cards still to come can fall —
 * each player's missing cards and each board's — is enumerated over the rest of the variant's deck, each outcome
 * sharing the pot as the showdown does (`poker/showdown` `awardPot`): equally between the hand types that someone
 * qualifies for (a hi/lo pot with no low goes to the high hand, 003 §3.5.4.3), each share equally between the best
 * hands. A player's equity is the exact fraction of the pot he wins on average; `scoops` counts the outcomes where he
 * takes it all, `splits` those where he takes part. The hands are taken as they stand: a draw street's discards are
 * not modelled (a player in a draw game stands pat), and the odd chip is ignored (equity is a share, not chips).
 */
import type { EquityQuestion, EquityResult } from '../core/contract.js';
import { CroupierError } from '../core/errors.js';
import { NO_HAND, parseCard, type CardIndex } from '../poker-eval/index.js';
import { handValueOf, type HandType } from './hand-type.js';

/** A bad question: unknown or repeated cards, too many cards, an enumeration too large. Nothing is computed. */
export class EquityError extends CroupierError {}

/** What the enumeration needs to know of a variant (as the table plays it: the profile's deck). */
export interface EquityGame {
  /** Ranks in the deck, four suits each (`23456789TJQKA`, short decks fewer). */
  readonly ranks: string;
  /** The pot's shares (`CircleVariant.hands`). */
  readonly hands: readonly HandType[];
  readonly boards: number;
  /** The cards a player holds at the showdown (hole cards, down and up). */
  readonly holeCards: number;
  /** The cards on each board at the showdown. */
  readonly boardCards: number;
}

/** The largest enumeration answered (outcomes × players); beyond it the question must name more cards. */
export const MAX_EVALUATIONS = 60_000_000;

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const lcmUpTo = (n: number): number => {
  let l = 1n;
  for (let i = 2n; i <= BigInt(n); i++) l = (l * i) / gcd(l, i);
  return Number(l);
};

/** Parses and checks every known card: in the deck, not repeated, not more than a hand or a board holds. */
function known(game: EquityGame, q: EquityQuestion): { hands: CardIndex[][]; boards: CardIndex[][]; used: Set<CardIndex> } {
  const used = new Set<CardIndex>();
  const take = (c: string, where: string): CardIndex => {
    let idx: CardIndex;
    try {
      idx = parseCard(c);
    } catch {
      throw new EquityError('equity/bad-card', `${where}: "${c}" is not a card (rank then suit: Ah, Td, 7c)`, { card: c });
    }
    if (!game.ranks.includes(c[0]?.toUpperCase() ?? '')) throw new EquityError('equity/not-in-deck', `${where}: ${c} is not in this deck (ranks ${game.ranks})`, { card: c });
    if (used.has(idx)) throw new EquityError('equity/repeated-card', `${c} is given twice`, { card: c });
    used.add(idx);
    return idx;
  };
  if (q.hands.length < 2) throw new EquityError('equity/players', 'give at least two hands', { hands: q.hands.length });
  const hands = q.hands.map((h, i) => {
    if (h.length > game.holeCards) throw new EquityError('equity/too-many-cards', `hand ${i + 1} has ${h.length} cards; a player holds ${game.holeCards} in this game`, { hand: i + 1 });
    return h.map((c) => take(c, `hand ${i + 1}`));
  });
  const given = q.boards ?? [];
  if (given.length > game.boards) throw new EquityError('equity/boards', `this game has ${game.boards} board(s), ${given.length} given`, { boards: given.length });
  const boards = Array.from({ length: game.boards }, (_, b) => {
    const cards = given[b] ?? [];
    if (cards.length > game.boardCards) throw new EquityError('equity/too-many-cards', `board ${b + 1} has ${cards.length} cards; it holds ${game.boardCards} in this game`, { board: b + 1 });
    return cards.map((c) => take(c, `board ${b + 1}`));
  });
  for (const c of q.dead ?? []) take(c, 'dead cards');
  const players = hands.length;
  const needed = hands.reduce((s, h) => s + game.holeCards - h.length, 0) + boards.reduce((s, b) => s + game.boardCards - b.length, 0);
  if (needed > game.ranks.length * 4 - used.size) throw new EquityError('equity/deck-short', `${needed} cards still to come but only ${game.ranks.length * 4 - used.size} left in the deck`, { players });
  return { hands, boards, used };
}

/** How many outcomes the question has (each player's and each board's missing cards over the rest of the deck). */
export function outcomesOf(game: EquityGame, q: EquityQuestion): number {
  const { hands, boards, used } = known(game, q);
  let left = game.ranks.length * 4 - used.size;
  let n = 1;
  for (const need of [...hands.map((h) => game.holeCards - h.length), ...boards.map((b) => game.boardCards - b.length)]) {
    n *= binomial(left, need);
    left -= need;
  }
  return n;
}

/** The exact equity of each hand: every outcome enumerated, the pot shared as the showdown shares it. */
export function equity(game: EquityGame, q: EquityQuestion): EquityResult {
  const { hands, boards, used } = known(game, q);
  const outcomes = outcomesOf(game, q);
  const players = hands.length;
  if (outcomes * players > MAX_EVALUATIONS)
    throw new EquityError('equity/too-large', `${outcomes.toLocaleString('en')} outcomes for ${players} hands is more than this tool enumerates (${MAX_EVALUATIONS.toLocaleString('en')} hand values): give more cards`, { outcomes });
  const deck: CardIndex[] = [];
  for (const r of game.ranks) for (const s of 'cdhs') {
    const c = parseCard(`${r}${s}`);
    if (!used.has(c)) deck.push(c);
  }
  // Every share is 1/(Q·W) of the pot (Q hand types qualified, W tied winners): in units of 1/D, D = lcm(1..T)·lcm(1..P).
  const D = lcmUpTo(game.hands.length) * lcmUpTo(players);
  const units = new Array<number>(players).fill(0);
  const scoops = new Array<number>(players).fill(0);
  const splits = new Array<number>(players).fill(0);
  const holes = hands.map((h) => [...h]);
  const boardNow = boards.map((b) => [...b]);
  const slots: { kind: 'hand' | 'board'; i: number; need: number }[] = [
    ...hands.map((h, i) => ({ kind: 'hand' as const, i, need: game.holeCards - h.length })),
    ...boards.map((b, i) => ({ kind: 'board' as const, i, need: game.boardCards - b.length })),
  ].filter((s) => s.need > 0);
  const free = new Array<boolean>(deck.length).fill(true);
  const values = game.hands.map(() => new Array<number>(players).fill(0));
  const got = new Array<number>(players).fill(0);

  const settle = (): void => {
    let qualified = 0;
    for (let t = 0; t < game.hands.length; t++) {
      const type = game.hands[t] as HandType;
      const vals = values[t] as number[];
      let best = NO_HAND;
      for (let p = 0; p < players; p++) {
        const v = handValueOf(type, holes[p] as CardIndex[], boardNow[type.board ?? 0] ?? []);
        vals[p] = v;
        if (v > best) best = v;
      }
      if (best > NO_HAND) qualified++;
    }
    got.fill(0);
    if (qualified === 0) return;
    for (let t = 0; t < game.hands.length; t++) {
      const vals = values[t] as number[];
      const best = Math.max(...vals);
      if (best <= NO_HAND) continue;
      let w = 0;
      for (let p = 0; p < players; p++) if (vals[p] === best) w++;
      const share = D / (qualified * w);
      for (let p = 0; p < players; p++) if (vals[p] === best) got[p] = (got[p] as number) + share;
    }
    for (let p = 0; p < players; p++) {
      const g = got[p] as number;
      if (g === 0) continue;
      units[p] = (units[p] as number) + g;
      if (g === D) scoops[p] = (scoops[p] as number) + 1;
      else splits[p] = (splits[p] as number) + 1;
    }
  };

  /** Deals slot `k`'s missing cards as every combination of the free cards (from index `from` within the slot). */
  const deal = (k: number, left: number, from: number): void => {
    if (k === slots.length) return settle();
    const slot = slots[k] as (typeof slots)[number];
    if (left === 0) return deal(k + 1, (slots[k + 1]?.need ?? 0), 0);
    const into = slot.kind === 'hand' ? (holes[slot.i] as CardIndex[]) : (boardNow[slot.i] as CardIndex[]);
    for (let j = from; j <= deck.length - left; j++) {
      if (!free[j]) continue;
      free[j] = false;
      into.push(deck[j] as CardIndex);
      deal(k, left - 1, j + 1);
      into.pop();
      free[j] = true;
    }
  };
  deal(0, slots[0]?.need ?? 0, 0);

  const total = BigInt(outcomes) * BigInt(D);
  return {
    outcomes,
    players: q.hands.map((cards, p) => {
      const n = BigInt(units[p] as number);
      const g = gcd(n, total) || 1n;
      return { cards: [...cards], equity: total / g === 1n ? `${n / g}` : `${n / g}/${total / g}`, percent: (Number(n) / Number(total)) * 100, scoops: scoops[p] as number, splits: splits[p] as number };
    }),
  };
}
