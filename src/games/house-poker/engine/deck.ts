/**
 * @module games/house-poker/engine/deck
 * The deck a house-poker round opens with: a fresh shuffled deck (or shoe of `decks` decks) whose order is committed
 * (SHA-256, in every view) before any card is seen, or a scenario's stacked deck in the order given (`input.stack`,
 * docs/scenarios.md). One function for every house-poker engine (the three-card engine, the board-street games,
 * Trijoker).
 */
import { z } from 'zod';
import type { RoundInput } from '../../../core/contract.js';
import { newShoe, stackedShoe, type ShoeState } from '../../../shoe/shoe.js';

const stackSchema = z.array(z.string().regex(/^[2-9TJQKA][cdhs]$/));

/** The round's deck and the events of its shuffle (none for a stacked deck), then the call for bets. */
export function dealDeck(input: RoundInput<unknown, unknown, unknown>, decks = 1): { shoe: ShoeState; events: { readonly type: string; readonly [field: string]: unknown }[] } {
  const events: { readonly type: string; readonly [field: string]: unknown }[] = [];
  let shoe: ShoeState;
  if (input.stack !== undefined) shoe = stackedShoe(stackSchema.parse(input.stack));
  else {
    const s = newShoe({ decks, mode: 'cut-card', reserve: 0, burn: 0 }, input.rng);
    shoe = s.shoe;
    events.push(...s.events);
  }
  events.push({ type: 'bets-opened', call: 'place your bets' });
  return { shoe, events };
}
