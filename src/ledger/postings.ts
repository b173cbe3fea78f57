/**
 * @module ledger/postings
 * Pure double-entry bookkeeping: every money movement is an entry whose postings sum to zero. Entries are derived
 * from what the game says happened — `stake` and `stake-withdrawn` events, the settlement lines, a void — so the
 * ledger follows the game exactly and can be re-derived from a replay.
 */
import type { GameEvent, StakeEvent, StakeWithdrawnEvent } from '../core/contract.js';
import { CriticalStateError } from '../core/errors.js';
import { settledChips, type HouseCut, type Settlement, type SettlementLine } from '../core/settlement.js';
import { EXTERNAL, HOUSE, REVENUE, TIPS, stackAccount, tableAccount, walletAccount } from './accounts.js';

export interface Posting {
  readonly account: string;
  /** Minor units; positive credits the account, negative debits it. */
  readonly amount: number;
}

/**
 * `stake`/`withdraw`: chips move between a player's money (wallet or seat stack) and the table; `payout` (won),
 * `refund` (returned whole: a push, a void line), `partial` (part returned: surrender, a commission kept), `loss`,
 * `tip` (a bet for the staff): a settlement line against the house; `pot`: a pot's chips to the players who won them
 * (never through the house); `cut`: the house's cut of a pot to its revenue, naming its rule; `void`: a voided round's
 * stakes returned; `buy-in`/`cash-out`: wallet ↔ seat stack; `credit`/`debit`: cashier; `sale`/`prize`: a draw game's ticket
 * sold and prize paid (src/draws); a tournament's `entry` (wallet → prize pool), `fee` (wallet → revenue) and
 * `ranking-fund` (prize pool → the ranking fund, 003 §3.4.3); its prizes are `prize`, its refunds `refund` (src/tournaments);
 * a progressive jackpot's (src/jackpots): `jackpot-contribution` (a jackpot bet: table → the jackpot's pool, the
 * casino's deduction → revenue), `jackpot-award` (the pool → the winner's money), `jackpot-seed` (the funder → the
 * pool: the starting amount, a reset, a guaranteed minimum the pool cannot cover); a machine's cash-out ticket
 * (003 §4.3): `ticket-issue` (the credit paid out: wallet → `pool:tickets`, a liability until the ticket is cashed) and
 * `ticket-redeem` (cashed at the cashier: `pool:tickets` → external, cash across the counter); a prize in kind handed
 * over (003 §1.2.5, the car): `prize-handover` (`pool:prizes-in-kind` → external, the liability cleared).
 */
export type EntryKind =
  | 'stake' | 'withdraw' | 'payout' | 'refund' | 'partial' | 'loss' | 'tip' | 'pot' | 'cut' | 'void' | 'buy-in' | 'cash-out' | 'credit' | 'debit' | 'sale' | 'prize' | 'entry' | 'fee' | 'ranking-fund'
  | 'jackpot-contribution' | 'jackpot-award' | 'jackpot-seed' | 'ticket-issue' | 'ticket-redeem' | 'prize-handover';

export interface Entry {
  readonly kind: EntryKind;
  readonly postings: readonly Posting[];
  readonly memo?: string;
  /** The rule a house cut applies (`cagnotte`, `rake`, …), with its citation: the auditor's "from which rule". */
  readonly rule?: string;
}

/** Where a player's chips come from and go back to at a table: the wallet, or the player's seat stack there. */
export type MoneyOf = (player: string) => string;

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

/** A house cut: its own entry, from the table to the house's revenue, naming the rule (`rake 003 §3.5.2`). */
function cutEntry(tableId: string, cut: HouseCut, pot: string): Entry {
  return { ...entry('cut', [{ account: tableAccount(tableId), amount: -cut.amount }, { account: REVENUE, amount: cut.amount }], `${cut.rule} of pot ${pot}${cut.from ? ` (${cut.from})` : ''}`), rule: `${cut.rule} ${cut.cite}` };
}

const isStake = (e: GameEvent): e is StakeEvent => e.type === 'stake';
const isWithdrawn = (e: GameEvent): e is StakeWithdrawnEvent => e.type === 'stake-withdrawn';

/**
 * One entry per chip movement in the events: a stake takes from the player's money (the wallet, or the seat stack at a
 * table that plays from stacks) to the table, a withdrawal gives back.
 */
export function stakeEntries(tableId: string, events: readonly GameEvent[], money: MoneyOf = walletAccount): Entry[] {
  const out: Entry[] = [];
  for (const e of events) {
    if (isStake(e)) {
      if (!Number.isSafeInteger(e.amount) || e.amount <= 0) throw new CriticalStateError('ledger/bad-stake', `stake of ${e.amount}`, { event: e });
      out.push(entry('stake', [{ account: money(e.bettor), amount: -e.amount }, { account: tableAccount(tableId), amount: e.amount }], `${e.bet}${e.box === undefined ? '' : ` box ${e.box}`}`));
    } else if (isWithdrawn(e)) {
      if (!Number.isSafeInteger(e.amount) || e.amount <= 0) throw new CriticalStateError('ledger/bad-stake', `withdrawal of ${e.amount}`, { event: e });
      out.push(entry('withdraw', [{ account: tableAccount(tableId), amount: -e.amount }, { account: money(e.bettor), amount: e.amount }], `${e.bet}${e.box === undefined ? '' : ` box ${e.box}`}`));
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
  l.paidTo === 'tips' || l.bet === 'tip' || l.outcome === 'tip' ? 'tip' : l.returned > l.stake ? 'payout' : l.returned === l.stake ? 'refund' : l.returned > 0 ? 'partial' : 'loss';

/**
 * One entry per settlement line: the stake leaves the table, the bettor gets `returned`, and the difference goes
 * to (or comes from) the house — to the tips account for a tip. Checks the lines' stakes equal the chips the round
 * put on the table, plus the chips standing from earlier rounds, minus the chips left standing for later ones
 * (`Game.standing`: a craps point bet, a bet in prison): a game that settles other chips than it staked is a
 * broken invariant. Standing chips stay in the table's account between rounds.
 */
export function settlementEntries(tableId: string, s: Settlement, onTable: number, standingBefore = 0, standingAfter = 0, money: MoneyOf = walletAccount): Entry[] {
  const staked = settledChips(s);
  const expected = onTable + standingBefore - standingAfter;
  if (staked !== expected)
    throw new CriticalStateError('ledger/settlement-mismatch', `settlement stakes ${staked} ≠ ${expected} (${onTable} staked this round, ${standingBefore} standing before, ${standingAfter} after)`, { staked, onTable, standingBefore, standingAfter });
  const lines = s.lines.map((l) =>
    entry(
      lineKind(l),
      [
        { account: tableAccount(tableId), amount: -l.stake },
        // A line paid to the staff (a tip bet): its return goes to the tips, and the house pays or keeps the rest.
        ...(l.paidTo === 'tips'
          ? [{ account: TIPS, amount: l.returned }, { account: HOUSE, amount: l.stake - l.returned }]
          : [{ account: money(l.bettor), amount: l.returned }, { account: lineKind(l) === 'tip' ? TIPS : HOUSE, amount: l.stake - l.returned }]),
      ],
      `${l.bet}${l.box === undefined ? '' : ` box ${l.box}`}: ${l.outcome}`,
    ),
  );
  // A pot: the house's cuts, each its own entry, then the awards from the table straight to the winners.
  const pots: Entry[] = [];
  for (const p of s.pots ?? []) {
    for (const c of p.cuts) if (c.amount > 0) pots.push(cutEntry(tableId, c, p.pot));
    const awards = new Map<string, number>();
    for (const a of p.awards) if (a.amount > 0) awards.set(money(a.player), (awards.get(money(a.player)) ?? 0) + a.amount);
    const total = [...awards.values()].reduce((x, y) => x + y, 0);
    if (total > 0) pots.push(entry('pot', [{ account: tableAccount(tableId), amount: -total }, ...[...awards].sort(([a], [b]) => a.localeCompare(b)).map(([account, amount]) => ({ account, amount }))], `pot ${p.pot}: ${p.outcome}`));
  }
  return [...lines, ...pots];
}

/**
 * A voided round: every account gets back exactly what its owner still has on the table (keys are the accounts the
 * chips came from — wallets, seat stacks — or, given players, their wallets).
 */
export function voidEntries(tableId: string, net: ReadonlyMap<string, number>, reason: string, money: MoneyOf = walletAccount): Entry[] {
  const to = (k: string): string => (k.includes(':') ? k : money(k));
  return [...net.entries()]
    .filter(([, a]) => a !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, amount]) => entry('void', [{ account: tableAccount(tableId), amount: -amount }, { account: to(k), amount }], reason));
}

/** Chips from a wallet to a seat stack at a table (`buy-in`, a top-up too), or back (`cash-out`). */
export function stackEntry(kind: 'buy-in' | 'cash-out', tableId: string, username: string, amount: number): Entry {
  const w = walletAccount(username);
  const st = stackAccount(tableId, username);
  return entry(kind, kind === 'buy-in' ? [{ account: w, amount: -amount }, { account: st, amount }] : [{ account: st, amount: -amount }, { account: w, amount }], `${kind} ${tableId}`);
}

/** Money in (credit) or out (debit) of a wallet through the cashier. */
export function cashierEntry(username: string, op: 'credit' | 'debit', amount: number, memo?: string): Entry {
  const a = op === 'credit' ? amount : -amount;
  return entry(op, [{ account: walletAccount(username), amount: a }, { account: EXTERNAL, amount: -a }], memo);
}
