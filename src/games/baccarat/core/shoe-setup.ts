/**
 * @module games/baccarat/core/shoe-setup
 * Preparing and continuing a baccarat shoe, as the texts write it: six decks (000 §07 II.1, 001 §06 II.1,
 * 003 §2.2.7.1, 004 PB), shuffled and cut (003 §2.2.7.3: at least 13 cards), a stop card with 7 cards below it
 * (000 §07 VII, 001 §06 VII, 000 §08 VII, 001 §07 VII) or 10 (000 §09 VII, 001 §08 VII), and the burn: the first
 * card shown and as many cards discarded as its value, tens and pictures counting 10 (000 §07 VII, 001 §06 VII), or
 * the first six cards unseen (003 §2.2.7.6). When the stop card comes out the coup in progress is the shoe's last.
 *
 * A scenario's stack is `{ cards, cutAt?, faceUp?, burn? }`: the cards in the order they come out of the shoe
 * (docs/games/baccarat.md). A stacked shoe starts at the first card dealt unless `burn: true`.
 */
import { z } from 'zod';
import type { Card } from '../../../cards/card.js';
import { parseCards } from '../../../cards/card.js';
import { ConfigError } from '../../../core/errors.js';
import type { Rng } from '../../../rng/rng.js';
import { burn, cutShoe, draw, newShoe, placeCutCard, remaining, reveal, stackedShoe, type ShoeEvent, type ShoeState } from '../../../shoe/shoe.js';
import { cited } from '../../../rules/cited.js';
import { burnCount } from './values.js';

export const burnRuleSchema = z.discriminatedUnion('mode', [
  /** The first card is shown; it and as many further cards as its value (tens and pictures 10) are discarded. */
  z.object({ mode: z.literal('first-card-value') }),
  /** A fixed number of cards burned unseen. */
  z.object({ mode: z.literal('fixed'), count: z.number().int().min(0).max(20) }),
]);
export type BurnRule = z.infer<typeof burnRuleSchema>;

export const shoeProfileSchema = z.object({
  decks: cited(z.number().int().min(1).max(16)),
  /** Cards left below the stop card. */
  stopCardReserve: cited(z.number().int().min(0).max(52)),
  burn: cited(burnRuleSchema),
  /** The cut must leave at least this many cards on either side. */
  cutMinimum: cited(z.number().int().min(1)),
});
export type ShoeProfile = z.infer<typeof shoeProfileSchema>;

export const stackSchema = z.object({
  cards: z.array(z.string()).or(z.string()),
  cutAt: z.number().int().min(0).nullable().optional(),
  faceUp: z.array(z.number().int().min(0)).optional(),
  burn: z.boolean().optional(),
});
export type BaccaratStack = z.infer<typeof stackSchema>;

export type BaccaratShoeEvent = ShoeEvent | { readonly type: 'burn-card-shown'; readonly card: Card; readonly count: number };

function burnPerRule(shoe: ShoeState, rule: BurnRule): { shoe: ShoeState; events: BaccaratShoeEvent[] } {
  if (rule.mode === 'fixed') return burn(shoe, rule.count);
  const first = draw(shoe);
  const count = burnCount(first.card);
  const shown: BaccaratShoeEvent = { type: 'burn-card-shown', card: first.card, count };
  // The shown card goes to the discard box with the `count` cards after it (docs/decisions/baccarat.md).
  const s1: ShoeState = { ...first.shoe, burned: first.shoe.burned.concat(first.card) };
  const b = burn(s1, count);
  return { shoe: b.shoe, events: [...first.events, shown, ...b.events] };
}

/** A fresh shoe: shuffled (committed), cut at a random offset within the profile's bounds, stop card placed, burned. */
export function freshShoe(p: ShoeProfile, rng: Rng, shoeNo: number, burned = true): { shoe: ShoeState; events: BaccaratShoeEvent[] } {
  const events: BaccaratShoeEvent[] = [];
  const made = newShoe({ decks: p.decks.value, mode: 'cut-card', reserve: p.stopCardReserve.value, burn: 0, backs: ['red', 'blue'] }, rng, shoeNo);
  events.push(...made.events);
  const n = made.shoe.order.length;
  const min = Math.min(p.cutMinimum.value, Math.floor(n / 2));
  const cut = cutShoe(made.shoe, min + rng.int(n - 2 * min + 1), min);
  events.push(...cut.events);
  const placed = placeCutCard(cut.shoe, p.stopCardReserve.value);
  events.push(...placed.events);
  if (!burned) return { shoe: placed.shoe, events };
  const b = burnPerRule(placed.shoe, p.burn.value);
  events.push(...b.events);
  return { shoe: b.shoe, events };
}

/** A scenario's stacked shoe (the cards in the order they come out), burned only when the stack asks for it. */
export function stackedBaccaratShoe(stack: unknown, p: ShoeProfile, shoeNo: number): { shoe: ShoeState; events: BaccaratShoeEvent[] } {
  const r = stackSchema.safeParse(stack);
  if (!r.success) throw new ConfigError('baccarat/bad-stack', `stack: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const cards: Card[] = typeof r.data.cards === 'string' ? parseCards(r.data.cards) : r.data.cards.flatMap((c) => parseCards(c));
  const shoe = stackedShoe(cards, { cutAt: r.data.cutAt ?? null, faceUp: r.data.faceUp ?? [], shoeNo });
  if (!r.data.burn) return { shoe, events: [] };
  return burnPerRule(shoe, p.burn.value);
}

/**
 * The shoe a new coup starts from: the carried one, or a new one when there is none, when the stop card came out
 * in the previous coup (000 §07 VII: no further coup), or when fewer than `needed` cards remain. A new shoe is
 * burned unless `burnLater` says the table burns only when it opens and this is not its first shoe (003 §2.2.7.6:
 * with a mechanical shuffler, 6 cards are burned only after the table opens).
 */
export function shoeForCoup(carried: ShoeState | null, p: ShoeProfile, rng: Rng, needed: number, stack?: unknown, burnLater = false): { shoe: ShoeState; events: BaccaratShoeEvent[]; fresh: boolean } {
  const nextNo = (carried?.shoeNo ?? 0) + 1;
  const ended: BaccaratShoeEvent[] = carried ? [reveal(carried)] : [];
  if (stack !== undefined) {
    const s = stackedBaccaratShoe(stack, p, nextNo);
    return { shoe: s.shoe, events: [...ended, ...s.events], fresh: true };
  }
  if (carried && !carried.cutCardOut && remaining(carried) >= needed) return { shoe: carried, events: [], fresh: false };
  const s = freshShoe(p, rng, nextNo, !(burnLater && carried !== null));
  return { shoe: s.shoe, events: [...ended, ...s.events], fresh: true };
}
