/**
 * @module server/audit/sealed-shoes
 * Nothing of a shoe leaves the server before its commitment is revealed — to anyone, auditors included: a round
 * still in play, or a finished one whose shoe is still being dealt, would otherwise give its undealt cards, its
 * order, salt and cut (an account that was player and auditor predicted 12 cards of 12 that way). The shoes of a
 * round are found in its initial state and in every state its replay passes through (a reshuffle brings a new one
 * mid-round); a shoe not yet revealed (`shoes.revealed_at`) is secret, and in what an auditor is given of the round
 * each such shoe is replaced by its public part and commitment, each copy of its order by its commitment, and its
 * salt by the word "sealed". Verification waits for the reveal (`audit/shoe-not-revealed`).
 */
import type { AnyGame } from '../../core/contract.js';
import { isShoe, remaining, shoesIn, type ShoeState } from '../../shoe/shoe.js';
import { canonical } from '../../table/same-request.js';
import type { RoundRecordFull } from '../store/recall-store.js';

/** Every shoe a round's states hold, from its initial state through its replay, by commitment. */
export function shoesOfRound(game: AnyGame | undefined, rec: Pick<RoundRecordFull, 'initial' | 'actions'>): ShoeState[] {
  const found = new Map<string, ShoeState>();
  const add = (state: unknown): void => {
    for (const s of shoesIn(state)) if (!found.has(s.commitment)) found.set(s.commitment, s);
  };
  let state = rec.initial;
  add(state);
  for (const x of rec.actions) {
    const r = game?.apply(state, x.action);
    if (!r?.ok) break;
    state = r.state;
    add(state);
  }
  return [...found.values()];
}

/** What is shown of a sealed shoe: its number, commitment and counts, never a card. */
export const sealedShoe = (s: ShoeState): { sealed: true; shoeNo: number; commitment: string; cards: number; remaining: number } => ({
  sealed: true,
  shoeNo: s.shoeNo,
  commitment: s.commitment,
  cards: s.order.length,
  remaining: remaining(s),
});

/** A copy of `x` with every trace of the `secret` shoes sealed (see the module's note). */
export function seal<T>(x: T, secret: readonly ShoeState[]): T {
  if (secret.length === 0) return x;
  const byCommitment = new Map(secret.map((s) => [s.commitment, s]));
  const orders = new Map<string, string>();
  const salts = new Set<string>();
  for (const s of secret) {
    orders.set(canonical(s.shuffled), s.commitment);
    orders.set(canonical(s.order), s.commitment);
    salts.add(s.salt);
  }
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return salts.has(v) ? 'sealed' : v;
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      const order = v.length > 1 ? orders.get(canonical(v)) : undefined;
      return order !== undefined ? { sealed: order } : v.map(walk);
    }
    const o = v as Record<string, unknown>;
    if (isShoe(o)) {
      const s = byCommitment.get(o.commitment as string);
      if (s) return sealedShoe(s);
    }
    return Object.fromEntries(Object.entries(o).map(([k, y]) => [k, walk(y)]));
  };
  return walk(x) as T;
}
