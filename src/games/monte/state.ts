/**
 * @module games/monte/state
 * One round of Monte (001 §13) as plain JSON: a fresh 40-card pack (the red and the blue in turn) shuffled and
 * committed, the four boxes, Primeras then Segundas, each with its bets and deciding card. A scenario's stack is
 * `{ cards }`: the cards in the order they come out (a string such as `"5o 2c 4e 3b"` or an array); the rest of the
 * pack follows in factory order.
 */
import { z } from 'zod';
import { parseCards, type Card } from '../../cards/card.js';
import { spanishDeck } from '../../cards/decks.js';
import type { RoundInput } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import type { SettlementLine, Settlement } from '../../core/settlement.js';
import { shuffled } from '../../rng/rng.js';
import { stackedShoe, type ShoeState } from '../../shoe/shoe.js';
import type { PlacedBet, TableEvent } from '../../wheel/layout-bets.js';
import type { Decision, Position } from './layout.js';
import type { MonteProfile, MonteTable } from './profile.js';

export type MontePhase = 'layout' | 'betting' | 'closed' | 'over';
export type Stage = 'primeras' | 'segundas';

export interface MonteState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: MonteProfile;
  readonly table: MonteTable;
  readonly phase: MontePhase;
  readonly stage: Stage;
  readonly shoe: ShoeState;
  /** The back colour of this round's pack. */
  readonly back: string;
  /** Each box's cards, the laid-out card first (empty before the layout). */
  readonly boxes: readonly (readonly Card[])[];
  readonly burned: readonly Card[];
  readonly voided: string | null;
  /** The boxes in play in the current stage. */
  readonly inPlay: readonly Position[];
  /** Cards turned up in Primeras and in Segundas (the deciding card last). */
  readonly turned: { readonly primeras: readonly Card[]; readonly segundas: readonly Card[] };
  readonly decisions: { readonly primeras: Decision | null; readonly segundas: Decision | null };
  /** Bets on the cloth, not yet settled. */
  readonly bets: readonly PlacedBet[];
  /** `bettor:bet` of the Cartas bets carried from Primeras into Segundas (not withdrawn). */
  readonly carried: readonly string[];
  /** Lines settled so far (Primeras, then Segundas). */
  readonly lines: readonly SettlementLine[];
  readonly settlement: Settlement | null;
}

export const monteStackSchema = z.object({ cards: z.union([z.array(z.string()), z.string()]) });

/** A stacked pack: the given cards first, then the rest of the pack in factory order. */
function stackedOrder(stack: unknown, back: string): Card[] {
  const st = monteStackSchema.safeParse(stack);
  if (!st.success) throw new ConfigError('monte/invalid-stack', 'a stack is { cards }: the cards in the order they come out');
  const first = typeof st.data.cards === 'string' ? parseCards(st.data.cards) : st.data.cards;
  const pack = spanishDeck(back).cards;
  if (first.some((c) => !pack.includes(c)) || new Set(first).size !== first.length) throw new ConfigError('monte/invalid-stack', 'a stack holds distinct cards of the 40-card Spanish pack');
  return [...first, ...pack.filter((c) => !first.includes(c))];
}

export function createMonte(input: RoundInput<MonteProfile, MonteTable, null>, game: string): { state: MonteState; events: TableEvent[] } {
  const p = input.profile;
  const roundNo = input.roundNo ?? 1;
  const back = p.decks.value[(roundNo - 1) % p.decks.value.length] as string;
  const events: TableEvent[] = [];
  let shoe: ShoeState;
  if (input.stack !== undefined) {
    shoe = { ...stackedShoe(stackedOrder(input.stack, back), { shoeNo: roundNo }), backs: [back] };
    events.push({ type: 'shoe-stacked', cards: 40 });
  } else {
    const order = shuffled(spanishDeck(back).cards, input.rng);
    shoe = { ...stackedShoe(order, { salt: input.rng.hex(32), shoeNo: roundNo }), backs: [back] };
    events.push({ type: 'shoe-shuffled', shoeNo: roundNo, commitment: shoe.commitment, cards: 40, back });
  }
  const state: MonteState = {
    game,
    v: 0,
    roundNo,
    profile: p,
    table: input.table,
    phase: 'layout',
    stage: 'primeras',
    shoe,
    back,
    boxes: [[], [], [], []],
    burned: [],
    voided: null,
    inPlay: [1, 2, 3, 4],
    turned: { primeras: [], segundas: [] },
    decisions: { primeras: null, segundas: null },
    bets: [],
    carried: [],
    lines: [],
    settlement: null,
  };
  return { state, events };
}
