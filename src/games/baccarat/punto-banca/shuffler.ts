/**
 * @module games/baccarat/punto-banca/shuffler
 * 003 §2.2.7.25: "if the mechanical shuffler stops working for technical reasons in the middle of a hand in
 * progress, and the hand cannot be played to the end, the remaining cards are taken out of the machine, put in the
 * card corner, shuffled and cut, and the hand is finished with an ordinary shoe".
 *
 * A table with a shuffler says so (`table.shuffler`). The croupier records the failure (`shuffler-failure`) once the
 * bets are closed and before the hand is complete. The cards shuffled are the profile's reading
 * (`shufflerFailure`): the remaining cards put in the card corner together with the cards already there (every card
 * of the pack not on the table: `reshuffle-with-discards`, the default), or the remaining cards alone. The shuffle is
 * the action's random result, filled by `randomize` and recorded (the new order, its cut — at least 13 cards either
 * side, 003 §2.2.7.3, fewer when the pack is small — and the commitment's salt), so a hand replays exactly. The new
 * shoe has its stop card like any shoe and no burn (the hand is under way); the hand and the following coups are
 * dealt from it.
 */
import type { Card } from '../../../cards/card.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor } from '../../../core/ids.js';
import type { Rng } from '../../../rng/rng.js';
import { shuffled } from '../../../rng/rng.js';
import { cutShoe, placeCutCard, reveal, stackedShoe } from '../../../shoe/shoe.js';
import type { PbEvent } from './apply.js';
import type { PbAction, PbState } from './state.js';

const CITE = '003 §2.2.7.25';
type Failure = Extract<PbAction, { type: 'shuffler-failure' }>;

/** Removes each card of `out` once from `cards`. */
function without(cards: readonly Card[], out: readonly Card[]): Card[] {
  const left = cards.slice();
  for (const c of out) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The cards that are shuffled into the ordinary shoe. */
export function failurePool(s: PbState): Card[] {
  const rest = s.shoe.order.slice(s.shoe.pos);
  if (s.profile.shufflerFailure.value === 'reshuffle-remaining') return rest;
  // The card corner: the cards already out of this shoe, less those on the table or set aside for the next cards.
  const out = without(s.shoe.order.slice(0, s.shoe.pos), [...s.punto, ...s.banca, ...s.pending, ...s.deadCards]);
  return [...out, ...rest];
}

/** The cut must leave this many cards either side: 13 (003 §2.2.7.3), or half a smaller pack. */
const cutMin = (s: PbState, n: number) => Math.min(s.profile.shoe.cutMinimum.value, Math.floor(n / 2));

const sameCards = (a: readonly Card[], b: readonly Card[]) => a.length === b.length && without(a, b).length === 0;

export function checkShufflerFailure(s: PbState, a: { by: Actor; order?: readonly Card[]; cut?: number; salt?: string }): Rejection | null {
  if (a.by.kind !== 'dealer' && a.by.kind !== 'system') return reject('punto-banca/dealer-only', 'only the dealer may do this');
  if (s.profile.shufflerFailure.value === 'none') return reject('punto-banca/no-such-rule', 'this profile has no rule for a shuffler failure', s.profile.shufflerFailure.cite);
  if (!s.table.shuffler) return reject('punto-banca/no-shuffler', 'this table deals from a shoe, not a mechanical shuffler', CITE);
  if (s.phase !== 'dealing' && s.phase !== 'drawing') return reject('punto-banca/not-mid-hand', 'the shuffler fails in the middle of a hand in progress', CITE);
  if (a.order === undefined) return null; // filled by randomize
  const pool = failurePool(s);
  if (!sameCards(a.order, pool)) return reject('punto-banca/bad-shuffle', `the shuffle is an order of the ${pool.length} cards taken out`, CITE);
  const min = cutMin(s, pool.length);
  if (a.cut === undefined || !Number.isInteger(a.cut) || a.cut < min || a.cut > pool.length - min) return reject('punto-banca/bad-cut', `the cut leaves at least ${min} cards either side`, '003 §2.2.7.3');
  return null;
}

/** The shuffle and the cut: the action's random result. */
export function randomizeFailure(s: PbState, a: Failure, rng: Rng): Failure {
  if (a.order !== undefined) return a;
  const pool = failurePool(s);
  const min = cutMin(s, pool.length);
  return { ...a, order: shuffled(pool, rng), cut: min + rng.int(pool.length - 2 * min + 1), salt: rng.hex(32) };
}

/** The ordinary shoe the hand is finished with. */
export function runShufflerFailure(s: PbState, a: Failure): { s: PbState; events: PbEvent[] } {
  const order = a.order!;
  const events: PbEvent[] = [{ type: 'shuffler-failure', cards: order.length, cite: CITE, note: 'the hand is finished with an ordinary shoe' }, reveal(s.shoe) as PbEvent];
  const fresh = stackedShoe(order, { shoeNo: s.shoe.shoeNo + 1, ...(a.salt ? { salt: a.salt } : {}) });
  events.push({ type: 'shoe-shuffled', shoeNo: fresh.shoeNo, commitment: fresh.commitment, cards: order.length, mode: 'cut-card', cite: CITE });
  const cut = cutShoe(fresh, a.cut!, cutMin(s, order.length));
  const placed = placeCutCard(cut.shoe, s.profile.shoe.stopCardReserve.value);
  events.push(...(cut.events as PbEvent[]), ...(placed.events as PbEvent[]));
  return { s: { ...s, shoe: placed.shoe, lastCoup: false }, events };
}
