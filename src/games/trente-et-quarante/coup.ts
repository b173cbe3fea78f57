/**
 * @module games/trente-et-quarante/coup
 * Dealing one coup from the shoe and judging it (000 §05 V.1, V.3; 001 §05 V.1, V.3). Ace 1, pictures 10, others
 * their face (`pointValue`). The noir (upper) row is dealt until it reaches 31 or more, then the rouge (lower) row
 * the same way: each ends between 31 and 40. The row nearer 31 (the lower total) wins; equal totals void the coup,
 * except 31–31 (après). Couleur wins when the winning row is the colour of the noir row's first card.
 * If the red card comes out while the coup is dealt, dealing stops: the coup is void and the shoe ends.
 */
import { isRed, pointValue, type Card } from '../../cards/card.js';
import { IllegalActionError } from '../../core/errors.js';
import { draw, remaining, type ShoeEvent, type ShoeState } from '../../shoe/shoe.js';

export const CHANCES = ['rouge', 'noir', 'couleur', 'inverse'] as const;
export type Chance = (typeof CHANCES)[number];

export type Verdict = { readonly kind: 'decisive'; readonly row: 'noir' | 'rouge'; readonly colour: 'couleur' | 'inverse' } | { readonly kind: 'tie'; readonly total: number } | { readonly kind: 'apres' };

export function judge(noirTotal: number, rougeTotal: number, firstCard: Card): Verdict {
  if (noirTotal === rougeTotal) return noirTotal === 31 ? { kind: 'apres' } : { kind: 'tie', total: noirTotal };
  const row = noirTotal < rougeTotal ? 'noir' : 'rouge';
  const first = isRed(firstCard) ? 'rouge' : 'noir';
  return { kind: 'decisive', row, colour: row === first ? 'couleur' : 'inverse' };
}

/** Whether a chance wins on a decisive coup. */
export const wins = (chance: string, v: Verdict): boolean => v.kind === 'decisive' && (chance === v.row || chance === v.colour);

export interface Dealt {
  readonly noir: Card[];
  readonly rouge: Card[];
  readonly shoe: ShoeState;
  readonly events: ShoeEvent[];
  /** The red card came out while the coup was dealt. */
  readonly redCard: boolean;
  /** The shoe ran out before the rows were complete (a short stacked shoe): the coup is void. */
  readonly exhausted?: boolean;
}

export const rowTotal = (cards: readonly Card[]): number => cards.reduce((s, c) => s + pointValue(c), 0);

/** `stopAtRedCard`: the red card voids the coup (dealing stops); else the coup is finished and the shoe ends after it. */
export function dealCoup(start: ShoeState, stopAtRedCard = true): Dealt {
  let shoe = start;
  const events: ShoeEvent[] = [];
  const noir: Card[] = [];
  const rouge: Card[] = [];
  try {
    for (const row of [noir, rouge])
      while (rowTotal(row) < 31) {
        if (stopAtRedCard && shoe.cutAt !== null && !shoe.cutCardOut && shoe.pos >= shoe.cutAt) {
          // The red card comes out: dealing stops, the cards behind it stay in the shoe to be counted.
          shoe = { ...shoe, cutCardOut: true };
          events.push({ type: 'cut-card-out', shoeNo: shoe.shoeNo });
          return { noir, rouge, shoe, events, redCard: true };
        }
        const d = draw(shoe);
        shoe = d.shoe;
        events.push(...d.events);
        row.push(d.card);
      }
  } catch (e) {
    if (!(e instanceof IllegalActionError)) throw e;
    return { noir, rouge, shoe, events, redCard: true, exhausted: true };
  }
  return { noir, rouge, shoe, events, redCard: events.some((e) => e.type === 'cut-card-out') };
}

/** The shoe is finished when the next card would be the red card (or there is none). */
export const shoeFinished = (shoe: ShoeState): boolean => shoe.cutCardOut || remaining(shoe) === 0 || (shoe.cutAt !== null && shoe.pos >= shoe.cutAt);
