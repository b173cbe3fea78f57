/**
 * @module games/machines/credit
 * A machine's credit meter (003 §4.2.2): a machine plays from the player's seat stack at its table (`Game.money` of
 * kind `stacks`, as circle poker does). Credit is loaded from the wallet in whole coins of the machine's denomination
 * (003 §4.2.1; the `buy-in` entry), or by a cash-out ticket (server/tickets); each game's stake is taken from the
 * credit and its win added to it (the settlement's ledger entries, as at any table of stacks); the credit never goes
 * below zero (the ledger refuses a stake larger than it); it leaves the machine as a cash-out ticket (003 §4.3.2), or
 * back to the wallet when the player leaves. 003 sets no limit on the credit: one load brings at most 100 of the
 * machine's largest stakes (a documented choice).
 */
import type { TableMoney } from '../../core/contract.js';

/** The most credit one load brings, in the machine's largest stakes. */
export const CREDIT_LOADS_MAX_STAKES = 100;

/** The credit meter of a machine whose largest stake is `maxStake(profile, table)`. */
export function machineCredit<P, T extends { readonly denomination: number }>(maxStake: (p: P, t: T) => number): TableMoney<P, T> {
  return { kind: 'stacks', buyIn: (p, t) => ({ min: t.denomination, max: CREDIT_LOADS_MAX_STAKES * maxStake(p, t), step: t.denomination }) };
}
