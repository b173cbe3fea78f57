/**
 * @module ledger/postings
 * Pure double-entry bookkeeping: every money movement is an entry whose postings sum to zero. Entries are derived
 * from what the game says happened — `stake` and `stake-withdrawn` events, the settlement lines, a void — so the
 * ledger follows the game exactly and can be re-derived from a replay.
 */
import type { GameEvent, StakeEvent, StakeWithdrawnEvent } from '../core/contract.js';
import { CriticalStateError } from '../core/errors.js';
import type { Settlement, SettlementLine } from '../core/settlement.js';
import { EXTERNAL, HOUSE, TIPS, tableAccount, walletAccount } from './accounts.js';

export interface Posting {
  readonly account: string;
  /** Minor units; positive credits the account, negative debits it. */
  readonly amount: number;
}

/**
 * `stake`/`withdraw`: chips move between a wallet and the table; `payout` (won), `refund` (returned whole: a push,
 * a void line), `partial` (part returned: surrender, a commission kept), `loss`, `tip` (a bet for the staff):
 * a settlement line; `void`: a voided round's stakes returned; `credit`/`debit`: cashier.
 */
export type EntryKind = 'stake' | 'withdraw' | 'payout' | 'refund' | 'partial' | 'loss' | 'tip' | 'void' | 'credit' | 'debit';

export interface Entry {
  readonly kind: EntryKind;
  readonly postings: readonly Posting[];
  readonly memo?: string;
}

/** Drops zero postings and checks the entry balances and is made of safe integers. */
export function entry(kind: EntryKind, postings: readonly Posting[], memo?: string): Entry {
  let sum = 0;
  const seen = new Set<string>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount)) throw new CriticalStateError('ledger/not-an-integer', `posting ${p.account} ${p.amount} is not an integer`, { kind });
    if (seen.has(p.account) && p.amount !== 0) throw new CriticalStateError('ledger/duplicate-account', `two postings to ${p.account}`, { kind });
    if (p.amount !== 0) seen.add(p.account);
    sum += p.amount;
  }
  if (sum !== 0) throw new CriticalStateError('ledger/unbalanced', `entry ${kind} sums to ${sum}`, { kind, postings });
  return memo ? { kind, postings: postings.filter((p) => p.amount !== 0), memo } : { kind, postings: postings.filter((p) => p.amount !== 0) };
}

const isStake = (e: GameEvent): e is StakeEvent => e.type === 'stake';
const isWithdrawn = (e: GameEvent): e is StakeWithdrawnEvent => e.type === 'stake-withdrawn';

/** One entry per chip movement in the events: a stake takes from the wallet to the table, a withdrawal gives back. */
export function stakeEntries(tableId: string, events: readonly GameEvent[]): Entry[] {
  const out: Entry[] = [];
  for (const e of events) {
    if (isStake(e)) {
      if (!Number.isSafeInteger(e.amount) || e.amount <= 0) throw new CriticalStateError('ledger/bad-stake', `stake of ${e.amount}`, { event: e });
      out.push(entry('stake', [{ account: walletAccount(e.bettor), amount: -e.amount }, { account: tableAccount(tableId), amount: e.amount }], `${e.bet}${e.box === undefined ? '' : ` box ${e.box}`}`));
    } else if (isWithdrawn(e)) {
      if (!Number.isSafeInteger(e.amount) || e.amount <= 0) throw new CriticalStateError('ledger/bad-stake', `withdrawal of ${e.amount}`, { event: e });
      out.push(entry('withdraw', [{ account: tableAccount(tableId), amount: -e.amount }, { account: walletAccount(e.bettor), amount: e.amount }], `${e.bet}${e.box === undefined ? '' : ` box ${e.box}`}`));
    }
  }
  return out;
}

/** Net chips each bettor has on the table from these events (stakes minus withdrawals). */
export function netStaked(events: readonly GameEvent[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of events) {
    if (isStake(e)) m.set(e.bettor, (m.get(e.bettor) ?? 0) + e.amount);
    else if (isWithdrawn(e)) m.set(e.bettor, (m.get(e.bettor) ?? 0) - e.amount);
  }
  return m;
}

const lineKind = (l: SettlementLine): EntryKind =>
  l.bet === 'tip' || l.outcome === 'tip' ? 'tip' : l.returned > l.stake ? 'payout' : l.returned === l.stake ? 'refund' : l.returned > 0 ? 'partial' : 'loss';

/**
 * One entry per settlement line: the stake leaves the table, the bettor gets `returned`, and the difference goes
 * to (or comes from) the house — to the tips account for a tip. Checks the lines' stakes equal the chips the round
 * put on the table, plus the chips standing from earlier rounds, minus the chips left standing for later ones
 * (`Game.standing`: a craps point bet, a bet in prison): a game that settles other chips than it staked is a
 * broken invariant. Standing chips stay in the table's account between rounds.
 */
export function settlementEntries(tableId: string, s: Settlement, onTable: number, standingBefore = 0, standingAfter = 0): Entry[] {
  const staked = s.lines.reduce((a, l) => a + l.stake, 0);
  const expected = onTable + standingBefore - standingAfter;
  if (staked !== expected)
    throw new CriticalStateError('ledger/settlement-mismatch', `settlement stakes ${staked} ≠ ${expected} (${onTable} staked this round, ${standingBefore} standing before, ${standingAfter} after)`, { staked, onTable, standingBefore, standingAfter });
  return s.lines.map((l) =>
    entry(
      lineKind(l),
      [
        { account: tableAccount(tableId), amount: -l.stake },
        { account: walletAccount(l.bettor), amount: l.returned },
        { account: lineKind(l) === 'tip' ? TIPS : HOUSE, amount: l.stake - l.returned },
      ],
      `${l.bet}${l.box === undefined ? '' : ` box ${l.box}`}: ${l.outcome}`,
    ),
  );
}

/** A voided round: every bettor gets back exactly what they still have on the table. */
export function voidEntries(tableId: string, net: ReadonlyMap<string, number>, reason: string): Entry[] {
  return [...net.entries()]
    .filter(([, a]) => a !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([bettor, amount]) => entry('void', [{ account: tableAccount(tableId), amount: -amount }, { account: walletAccount(bettor), amount }], reason));
}

/** Money in (credit) or out (debit) of a wallet through the cashier. */
export function cashierEntry(username: string, op: 'credit' | 'debit', amount: number, memo?: string): Entry {
  const a = op === 'credit' ? amount : -amount;
  return entry(op, [{ account: walletAccount(username), amount: a }, { account: EXTERNAL, amount: -a }], memo);
}
