/**
 * @module ledger/accounts
 * Ledger account names: where a chip can be (docs/money.md).
 * - `wallet:<user>`: a player's money, in and out through the cashier (never below zero: 000 GP9, no credit);
 * - `stack:<table>:<user>`: the chips a player bought in at a table that plays from seat stacks (circle poker): bought
 *   from the wallet, topped up between hands, cashed out when the player leaves or the table closes; never touched by
 *   another table, never below zero;
 * - `table:<id>`: the chips at risk in a table's rounds — bets, pots, bets standing from earlier rounds;
 * - `house`: the bank of the banked games (its result, may go below zero);
 * - `revenue`: what the house earns at player-against-player tables (rake, cagnotte, levy, fees), each entry naming the
 *   table and the rule that took it;
 * - `tips`: the staff's tips;
 * - `pool:<id>`: a tournament's prize pool (entries in, prizes out; tournament chips are not money);
 * - `external`: the counterpart of every cashier deposit and withdrawal: its balance is minus the money players have
 *   brought in, so the sum over all accounts is always zero.
 */
export type LedgerAccountKind = 'wallet' | 'stack' | 'table' | 'house' | 'revenue' | 'tips' | 'pool' | 'external';

export const walletAccount = (username: string): string => `wallet:${username}`;
export const stackAccount = (tableId: string, username: string): string => `stack:${tableId}:${username}`;
export const tableAccount = (tableId: string): string => `table:${tableId}`;
export const poolAccount = (id: string): string => `pool:${id}`;
export const HOUSE = 'house';
export const REVENUE = 'revenue';
export const TIPS = 'tips';
export const EXTERNAL = 'external';

export const kindOf = (account: string): LedgerAccountKind => {
  if (account.startsWith('wallet:')) return 'wallet';
  if (account.startsWith('stack:')) return 'stack';
  if (account.startsWith('table:')) return 'table';
  if (account.startsWith('pool:')) return 'pool';
  if (account === HOUSE || account === REVENUE || account === TIPS || account === EXTERNAL) return account;
  throw new RangeError(`not a ledger account: ${account}`);
};

/** The player whose money an account holds (a wallet or a seat stack), or null. */
export function ownerOf(account: string): string | null {
  if (account.startsWith('wallet:')) return account.slice('wallet:'.length);
  if (account.startsWith('stack:')) {
    const rest = account.slice('stack:'.length);
    const i = rest.lastIndexOf(':');
    return i < 0 ? null : rest.slice(i + 1);
  }
  return null;
}

/** Accounts allowed below zero: the house's result and the external counterpart. Never a player (000 GP9). */
export const mayGoNegative = (kind: LedgerAccountKind): boolean => kind === 'house' || kind === 'external';
