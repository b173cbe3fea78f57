/**
 * @module games/machines/double-up/feature
 * The double-up feature a machine offers after a win (003 §4.1.3), as state and steps a machine's game embeds: the
 * win at stake, the doublings made, the cards of the step in play. The player gambles the win or collects it:
 * - **card** (`gamble {variant: card}`): five new cards from a full pack (drawn by the server's RNG, `cards`), the
 *   dealer's face up and four face down; the player picks one blind (`pick {index: 1..4}`): higher (ace high, suits
 *   equal) doubles the win, lower loses it all, **equal ranks leave it as it was** (a push: 003 does not address the
 *   tie; it is not a doubling);
 * - **colour** (`gamble {variant: colour, guess: red|black}`): the next card of a full pack; right pays twice the win;
 * - **suit** (`gamble {variant: suit, guess: h|d|c|s}`): right pays four times the win (003 gives no multiplier: the
 *   fair one).
 * Every step returns exactly the win gambled (math.ts), so the feature leaves the machine's return unchanged. The rule
 * (`DoubleUpRule`: the variants offered and the cap on doublings) is a profile parameter; at the cap, or when the win is
 * lost, the feature ends. A machine's game settles the final amount only: the ledger never sees the steps.
 */
import { z } from 'zod';
import type { LegalAction } from '../../../core/contract.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor } from '../../../core/ids.js';
import type { Rule, Step } from '../../../core/reducer.js';
import { frenchDeck } from '../../../cards/decks.js';
import type { Card } from '../../../cards/card.js';
import { cited } from '../../../rules/cited.js';
import { shuffled, type Rng } from '../../../rng/rng.js';
import type { DoubleUpVariant } from './math.js';

const variantSchema = z.enum(['card', 'colour', 'suit']);
const guessSchema = z.enum(['red', 'black', 'h', 'd', 'c', 's']);

/** The profile parameter: the variants a machine offers and the most doublings of one win; null: no double-up. */
export const doubleUpRuleSchema = cited(z.object({ variants: z.array(variantSchema).min(1), maxDoublings: z.number().int().min(1).max(10) }).nullable());
export interface DoubleUpRule {
  readonly variants: readonly DoubleUpVariant[];
  readonly maxDoublings: number;
}

export type Guess = z.infer<typeof guessSchema>;
export type StepResult = 'won' | 'push' | 'lost';

/** One gamble, as recorded: the cards it used (the card variant: the dealer's first), what the player said, the result. */
export interface DoubleUpStep {
  readonly variant: DoubleUpVariant;
  readonly guess: Guess | null;
  readonly pick: number | null;
  readonly cards: readonly Card[];
  readonly result: StepResult;
  /** The win after the step. */
  readonly win: number;
}

export interface DoubleUp {
  /** The amount at stake in the feature now. */
  readonly win: number;
  readonly doublings: number;
  /** The card variant's five cards once dealt, until the player picks (the four face down are never in a view). */
  readonly dealt: readonly Card[] | null;
  readonly steps: readonly DoubleUpStep[];
}

/** The actions the feature adds to a machine's actions (without `by`), for its wire schema. */
export const doubleUpActionSchemas = [
  z.object({ type: z.literal('gamble'), variant: variantSchema, guess: guessSchema.optional(), cards: z.array(z.string().max(3)).max(5).optional() }),
  z.object({ type: z.literal('pick'), index: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('collect') }),
] as const;
export type GambleAction = { type: 'gamble'; variant: DoubleUpVariant; guess?: Guess; cards?: readonly Card[] };
export type PickAction = { type: 'pick'; index: number };

export type DoubleUpEvent =
  | { type: 'double-up-dealt'; dealer: Card }
  | { type: 'double-up-decided'; variant: DoubleUpVariant; guess: Guess | null; pick: number | null; cards: readonly Card[]; result: StepResult; win: number };

const PACK: readonly Card[] = frenchDeck('red', 0).cards;
const RANKS = '23456789TJQKA';
const rank = (c: Card): number => RANKS.indexOf(c[0] as string);
const isRed = (c: Card): boolean => c[1] === 'h' || c[1] === 'd';

export const startDoubleUp = (win: number): DoubleUp => ({ win, doublings: 0, dealt: null, steps: [] });

/** Is the feature over (the win lost, or the cap on doublings reached)? */
export const doubleUpOver = (rule: DoubleUpRule, d: DoubleUp): boolean => d.win === 0 || d.doublings >= rule.maxDoublings;

export function checkGamble(rule: DoubleUpRule, d: DoubleUp, a: GambleAction, family: string, cite: string): Rejection | null {
  if (d.dealt) return reject(`${family}/pick-a-card`, 'the cards are dealt: pick one of the four', cite);
  if (!rule.variants.includes(a.variant)) return reject(`${family}/no-such-gamble`, `this machine doubles by ${rule.variants.join(', ')}`, cite);
  if (a.variant === 'card' && a.guess !== undefined) return reject(`${family}/no-guess`, 'the card game takes no guess: the player picks a card', cite);
  if (a.variant === 'colour' && a.guess !== 'red' && a.guess !== 'black') return reject(`${family}/guess-colour`, 'guess red or black', cite);
  if (a.variant === 'suit' && !['h', 'd', 'c', 's'].includes(a.guess ?? '')) return reject(`${family}/guess-suit`, 'guess a suit: h, d, c or s', cite);
  const n = a.variant === 'card' ? 5 : 1;
  if (!a.cards || a.cards.length !== n || a.cards.some((c) => !PACK.includes(c)) || new Set(a.cards).size !== n) return reject(`${family}/no-cards`, 'the cards come from the server’s RNG');
  return null;
}

export function checkPick(d: DoubleUp, family: string, cite: string): Rejection | null {
  return d.dealt ? null : reject(`${family}/not-dealt`, 'gamble on the card game first', cite);
}

function decided(d: DoubleUp, step: Omit<DoubleUpStep, 'win'>, times: number): { state: DoubleUp; events: DoubleUpEvent[] } {
  const win = step.result === 'won' ? d.win * times : step.result === 'push' ? d.win : 0;
  const full: DoubleUpStep = { ...step, win };
  return { state: { win, doublings: d.doublings + (step.result === 'won' ? 1 : 0), dealt: null, steps: [...d.steps, full] }, events: [{ type: 'double-up-decided', ...full }] };
}

/** A gamble: the card variant deals (and waits for the pick); colour and suit are decided at once. */
export function runGamble(d: DoubleUp, a: GambleAction): { state: DoubleUp; events: DoubleUpEvent[] } {
  const cards = a.cards as readonly Card[];
  if (a.variant === 'card') return { state: { ...d, dealt: [...cards] }, events: [{ type: 'double-up-dealt', dealer: cards[0] as Card }] };
  const c = cards[0] as Card;
  const guess = a.guess as Guess;
  const right = a.variant === 'colour' ? isRed(c) === (guess === 'red') : c[1] === guess;
  return decided(d, { variant: a.variant, guess, pick: null, cards: [c], result: right ? 'won' : 'lost' }, a.variant === 'colour' ? 2 : 4);
}

/** The pick of the card variant: the player's card against the dealer's. */
export function runPick(d: DoubleUp, a: PickAction): { state: DoubleUp; events: DoubleUpEvent[] } {
  const cards = d.dealt as readonly Card[];
  const mine = rank(cards[a.index] as Card);
  const theirs = rank(cards[0] as Card);
  return decided(d, { variant: 'card', guess: null, pick: a.index, cards: [...cards], result: mine > theirs ? 'won' : mine === theirs ? 'push' : 'lost' }, 2);
}

/** The cards of a gamble, from a full pack shuffled by the server's RNG (five for the card variant, else one). */
export function gambleCards(variant: DoubleUpVariant, rng: Rng): Card[] {
  return shuffled(PACK, rng).slice(0, variant === 'card' ? 5 : 1);
}

/** What the player may do: pick when dealt; else every gamble offered, and collect. */
export function doubleUpLegal(rule: DoubleUpRule, d: DoubleUp): LegalAction[] {
  if (d.dealt) return [1, 2, 3, 4].map((index) => ({ type: 'pick', index }));
  const out: LegalAction[] = [];
  for (const v of rule.variants) {
    if (v === 'card') out.push({ type: 'gamble', variant: 'card' });
    if (v === 'colour') for (const guess of ['red', 'black']) out.push({ type: 'gamble', variant: 'colour', guess });
    if (v === 'suit') for (const guess of ['h', 'd', 'c', 's']) out.push({ type: 'gamble', variant: 'suit', guess });
  }
  out.push({ type: 'collect' });
  return out;
}

/** The screen: the win, the doublings, the dealer's card while the four lie face down, every step decided. */
export const doubleUpView = (rule: DoubleUpRule, d: DoubleUp): unknown => ({
  win: d.win,
  doublings: d.doublings,
  maxDoublings: rule.maxDoublings,
  variants: [...rule.variants],
  dealer: d.dealt ? d.dealt[0] : null,
  steps: d.steps.map((s) => ({ ...s, cards: [...s.cards] })),
});

/** What a machine's state carries for the feature: its phase, the player whose game it is, the feature itself. */
export interface DoubleUpHost {
  readonly phase: string;
  readonly player: string | null;
  readonly doubleUp: DoubleUp | null;
}
type Actioned<T> = T & { readonly by: Actor };

/**
 * The three steps the feature adds to a machine's reducer rules (`gamble`, `pick`, `collect`), the same at every
 * machine but for its error prefix (`family`), its rule, its citation, and how the game goes on: `afterStep` after a
 * gamble or a pick (on while there is a win under the cap on doublings, else settled), `collect` to settle the win
 * the player takes (the step's events then end with `win-collected`, the amount the settlement returned).
 */
export function doubleUpSteps<S extends DoubleUpHost & { readonly settlement: { readonly lines: readonly { readonly returned: number }[] } | null }, E>(
  family: string,
  cite: string,
  rule: (s: S) => DoubleUpRule | null,
  afterStep: (s: S, d: DoubleUp, events: E[]) => Step<S, E>,
  collect: (s: S, win: number) => Step<S, E>,
): {
  gamble: Rule<S, Actioned<GambleAction>, E>;
  pick: Rule<S, Actioned<PickAction>, E>;
  collect: Rule<S, Actioned<{ type: 'collect' }>, E>;
} {
  const doubling = (s: S, by: Actor): Rejection | null => {
    if (s.phase !== 'doubling' || !s.doubleUp) return reject(`${family}/no-win-to-double`, 'there is no win to double or collect', cite);
    if ((by.kind === 'player' ? by.player : null) !== s.player) return reject(`${family}/not-your-game`, `${s.player} is playing this machine`);
    return null;
  };
  return {
    gamble: {
      check: (s, a) => doubling(s, a.by) ?? checkGamble(rule(s) as DoubleUpRule, s.doubleUp as DoubleUp, a, family, cite),
      run: (s, a) => {
        const r = runGamble(s.doubleUp as DoubleUp, a);
        return afterStep(s, r.state, r.events as E[]);
      },
    },
    pick: {
      check: (s, a) => doubling(s, a.by) ?? checkPick(s.doubleUp as DoubleUp, family, cite),
      run: (s, a) => {
        const r = runPick(s.doubleUp as DoubleUp, a);
        return afterStep(s, r.state, r.events as E[]);
      },
    },
    collect: {
      check: (s, a) => doubling(s, a.by) ?? (s.doubleUp?.dealt ? reject(`${family}/pick-a-card`, 'the cards are dealt: pick one of the four', cite) : null),
      run: (s) => {
        const done = collect(s, (s.doubleUp as DoubleUp).win);
        return { state: done.state, events: [...done.events, { type: 'win-collected', amount: done.state.settlement?.lines[0]?.returned ?? 0 } as E] };
      },
    },
  };
}
