/**
 * @module ledger/accounts
 * Ledger account names. A player's wallet, each table's chips at risk, the house (the bank of every banked
 * game), staff tips, and the external account, the counterpart of every cashier deposit and withdrawal: its
 * balance is minus the money players have brought in, so the sum over all accounts is always zero.
 */
export type LedgerAccountKind = 'wallet' | 'table' | 'house' | 'tips' | 'external';

export const walletAccount = (username: string): string => `wallet:${username}`;
export const tableAccount = (tableId: string): string => `table:${tableId}`;
export const HOUSE = 'house';
export const TIPS = 'tips';
export const EXTERNAL = 'external';

export const kindOf = (account: string): LedgerAccountKind => {
  if (account.startsWith('wallet:')) return 'wallet';
  if (account.startsWith('table:')) return 'table';
  if (account === HOUSE || account === TIPS || account === EXTERNAL) return account;
  throw new RangeError(`not a ledger account: ${account}`);
};

/** Accounts allowed below zero: the house's result and the external counterpart. Never a player (000 GP9). */
export const mayGoNegative = (kind: LedgerAccountKind): boolean => kind === 'house' || kind === 'external';
