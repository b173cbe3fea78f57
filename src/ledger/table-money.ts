/**
 * @module ledger/table-money
 * Which ledger accounts a table's chips move through, from the game's declared `TableMoney` (docs/money.md): a
 * player's wallet (the default), the player's seat stack at that table, or nothing at all for tournament chips (which
 * are not money: a round of a tournament writes no ledger entry).
 */
import type { TableMoney } from '../core/contract.js';
import { stackAccount, walletAccount } from './accounts.js';
import type { MoneyOf } from './postings.js';

export interface MoneyRoute {
  /** The round's chips are money: stakes, withdrawals and settlements are ledger entries. */
  readonly counted: boolean;
  /** The account a player's chips come from and go back to. */
  readonly of: MoneyOf;
  /** The table plays from seat stacks. */
  readonly stacks: boolean;
}

export function moneyRoute(money: TableMoney<never, never> | undefined, tableId: string): MoneyRoute {
  if (money?.kind === 'stacks') return { counted: true, stacks: true, of: (p) => stackAccount(tableId, p) };
  if (money?.kind === 'tournament-chips') return { counted: false, stacks: false, of: walletAccount };
  return { counted: true, stacks: false, of: walletAccount };
}
