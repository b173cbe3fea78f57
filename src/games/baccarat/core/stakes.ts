/**
 * @module games/baccarat/core/stakes
 * The chips a coup holds where players bank (chemin de fer, deux tableaux), for the reducer scaffold's chip
 * conservation (core/reducer.ts): the stakes against the bank and the bank's stake in the coup.
 */

interface Staked {
  readonly amount: number;
}

/**
 * Stakes are declared while the bank and the betting are open; from "no more bets" those accepted are in play (the
 * rest came back with a `stake-withdrawn`). `bank` is the bank's stake in this coup: the bank itself is not on the
 * table between coups, each coup stakes what its stakes cover.
 */
export function coupChips(s: { readonly phase: string; readonly declared: readonly Staked[]; readonly accepted: readonly Staked[] }, bank: number): number {
  const stakes = s.phase === 'bank' || s.phase === 'betting' ? s.declared : s.accepted;
  return stakes.reduce((t, d) => t + d.amount, 0) + bank;
}
