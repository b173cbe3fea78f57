/**
 * @module games/trente-et-quarante/state
 * One coup of trente et quarante as plain JSON, what passes to the next coup (the shoe in use, bets in prison),
 * and `create`: a new shoe is shuffled (committed) and waits for the cut; a scenario's stack is
 * `{ cards, cutAt? }` (the cards in the order they come out; the red card before the last five by default).
 */
import { z } from 'zod';
import { parseCards, type Card } from '../../cards/card.js';
import type { RoundInput } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import type { Settlement } from '../../core/settlement.js';
import { newShoe, reveal, stackedShoe, type ShoeState } from '../../shoe/shoe.js';
import type { PlacedBet, TableEvent } from '../../wheel/layout-bets.js';
import type { PrisonBet, ZeroDecision } from '../../wheel/prison.js';
import type { Verdict } from './coup.js';
import type { TqProfile, TqTable } from './profile.js';

export type Phase = 'cut' | 'betting' | 'closed' | 'zero-choice' | 'over';

export interface TqState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: TqProfile;
  readonly table: TqTable;
  readonly phase: Phase;
  readonly shoe: ShoeState;
  readonly bets: readonly PlacedBet[];
  /** `bettor:chance` of the insured bets, with the premium paid. */
  readonly insured: readonly { readonly bettor: string; readonly chance: string; readonly premium: number }[];
  readonly prison: readonly PrisonBet[];
  readonly lastCoup: boolean;
  readonly noir: readonly Card[];
  readonly rouge: readonly Card[];
  readonly verdict: Verdict | null;
  /** Why the coup is void (`red-card`), else null. */
  readonly voided: string | null;
  readonly decisions: readonly ZeroDecision[];
  readonly settlement: Settlement | null;
  readonly nextPrison: readonly PrisonBet[];
  /** The shoe ended with this coup: the next coup starts a new shoe. */
  readonly shoeOver: boolean;
}

export interface TqCarry {
  readonly shoe: ShoeState | null;
  readonly prison: readonly PrisonBet[];
}

export const stackSchema = z.object({ cards: z.union([z.array(z.string()), z.string()]), cutAt: z.number().int().min(0).nullable().optional() });

export function validateTqTable(p: TqProfile, t: TqTable): void {
  if (!p.limits.maxima.value.includes(t.maximumMultiplier))
    throw new ConfigError('trente-et-quarante/invalid-table', `the maximum is ${p.limits.maxima.value.join(', ')} × the minimum (${p.limits.maxima.cite})`, { cite: p.limits.maxima.cite });
}

export function createCoup(input: RoundInput<TqProfile, TqTable, TqCarry>, game: string): { state: TqState; events: TableEvent[] } {
  const { profile: p, table } = input;
  validateTqTable(p, table);
  const events: TableEvent[] = [];
  let shoe: ShoeState;
  let phase: Phase = 'betting';
  if (input.stack !== undefined) {
    const st = stackSchema.safeParse(input.stack);
    if (!st.success) throw new ConfigError('trente-et-quarante/invalid-stack', 'a stack is { cards, cutAt? }');
    const cards = typeof st.data.cards === 'string' ? parseCards(st.data.cards) : st.data.cards;
    const cutAt = st.data.cutAt === undefined ? Math.max(0, cards.length - p.shoe.redCardReserve.value) : st.data.cutAt;
    shoe = stackedShoe(cards, { cutAt, shoeNo: (input.carry?.shoe?.shoeNo ?? 0) + 1 });
    events.push({ type: 'shoe-stacked', cards: cards.length, redCardAt: cutAt });
  } else if (input.carry?.shoe) {
    shoe = input.carry.shoe;
  } else {
    const made = newShoe({ decks: p.shoe.decks.value, mode: 'cut-card', reserve: p.shoe.redCardReserve.value, burn: 0 }, input.rng, 1);
    shoe = made.shoe;
    events.push(...made.events);
    phase = 'cut';
  }
  const state: TqState = {
    game,
    v: 0,
    roundNo: input.roundNo ?? 1,
    profile: p,
    table,
    phase,
    shoe,
    bets: [],
    insured: [],
    prison: input.carry?.prison ?? [],
    lastCoup: false,
    noir: [],
    rouge: [],
    verdict: null,
    voided: null,
    decisions: [],
    settlement: null,
    nextPrison: [],
    shoeOver: false,
  };
  return { state, events };
}

export function tqCarry(s: TqState): TqCarry {
  return { shoe: s.shoeOver ? null : s.shoe, prison: s.phase === 'over' ? s.nextPrison : s.prison };
}

export const revealEvent = (s: ShoeState): TableEvent => reveal(s) as unknown as TableEvent;
