/**
 * @module tournaments/money
 * The only money a tournament moves (tournament chips are not money): the entry from the player's wallet to the
 * prize pool `pool:<id>`, the fee to the house's revenue (000 Art. 2bis 1.d: the organisation's share), both back
 * on an unregistration or a cancellation, the ranking fund's share from the pool (003 §3.4.3) and the prizes from the
 * pool to the winners' wallets.
 */
import { poolAccount, REVENUE, walletAccount } from '../ledger/accounts.js';
import { entry, type Entry } from '../ledger/postings.js';

/** The ranking fund (003 §3.4.3), paid to the quarter's TOP 10 (003 §3.4.5). */
export const RANKING_FUND = poolAccount('ranking-fund');
export const tournamentPool = (id: string): string => poolAccount(`tournament-${id}`);
const FEE_RULE = 'fee 000 Art. 2bis 1.d';

/** A purchase (registration, re-entry, rebuy, add-on): the entry to the pool, the fee to the house. */
export function buyEntries(id: string, player: string, amount: number, fee: number, what: string): Entry[] {
  const out: Entry[] = [];
  if (amount > 0) out.push(entry('entry', [{ account: walletAccount(player), amount: -amount }, { account: tournamentPool(id), amount }], `${id} ${what}`));
  if (fee > 0) out.push({ ...entry('fee', [{ account: walletAccount(player), amount: -fee }, { account: REVENUE, amount: fee }], `${id} ${what} fee`), rule: FEE_RULE });
  return out;
}

/** The entry and fee returned (unregistration before the start, a cancelled tournament). */
export function refundEntries(id: string, player: string, amount: number, fee: number, why: string): Entry[] {
  const out: Entry[] = [];
  if (amount > 0) out.push(entry('refund', [{ account: tournamentPool(id), amount: -amount }, { account: walletAccount(player), amount }], `${id} ${why}: entry`));
  if (fee > 0) out.push({ ...entry('refund', [{ account: REVENUE, amount: -fee }, { account: walletAccount(player), amount: fee }], `${id} ${why}: fee`), rule: FEE_RULE });
  return out;
}

export const fundEntry = (id: string, amount: number): Entry => ({ ...entry('ranking-fund', [{ account: tournamentPool(id), amount: -amount }, { account: RANKING_FUND, amount }], `${id} ranking fund`), rule: 'ranking fund 003 §3.4.3' });

export const prizeEntry = (id: string, player: string, amount: number, place: number): Entry => entry('prize', [{ account: tournamentPool(id), amount: -amount }, { account: walletAccount(player), amount }], `${id} place ${place}`);
