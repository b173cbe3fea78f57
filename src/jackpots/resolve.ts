/**
 * @module jackpots/resolve
 * A round's jackpot movements as ledger entries, from the pools' balances as the round's transaction reads them
 * (pure: the caller reads and locks the pools, posts the entries). In order, for each jackpot:
 * 1. each contribution: the whole jackpot bet leaves the table; the jackpot's share of it (rounded by its policy) goes
 *    to the pool, up to the cap; the rest, the casino's deduction, to the house's revenue (`jackpot-contribution`);
 * 2. the awards by their order (the highest hand first, 000 §11 VI.1, §12 8.1): a share is taken of the pool as it
 *    stands then (what the earlier prizes left); awards of one order (equal hands) share that prize equally; what no
 *    division gives stays in the pool. A fixed sum the pool cannot cover is first made up by the funder
 *    (`jackpot-seed`): the pool never goes below zero and a prize is never cut;
 * 3. the reset: a pool left below its seed by a prize is brought back to the seed by the funder (`jackpot-seed`).
 * The entries balance and are integers (ledger/postings `entry`); every cent of a jackpot bet is in the pool or the
 * revenue, every cent of a prize came out of the pool.
 */
import type { JackpotAward, JackpotResult } from '../core/settlement.js';
import { HOUSE, REVENUE, tableAccount } from '../ledger/accounts.js';
import { entry, type Entry } from '../ledger/postings.js';
import { ratio } from '../money/rounding.js';
import { UnknownJackpotError } from './errors.js';
import { jackpotAccount, type JackpotDefinition } from './jackpot.js';

export interface PoolState {
  readonly def: JackpotDefinition;
  /** The pool's balance as the transaction read it (the account locked). */
  readonly balance: number;
  /** The amount that counts for a `basis: 'day-close'` award (003 §3.3.4, src/jackpots/poker-room), when one needs it. */
  readonly dayClose?: number;
}

export interface Resolution {
  readonly entries: Entry[];
  /** The awards with what each was paid (`amount`). */
  readonly awards: JackpotAward[];
  /** Each pool's balance after the entries. */
  readonly balances: Record<string, number>;
}

const withEntry = (e: Entry, rule?: string): Entry => (rule ? { ...e, rule } : e);

/**
 * The entries of a round's jackpot result. `payTo(bettor)`: the account a prize goes to (the table's money route:
 * the wallet). `pools`: every jackpot the result names, with its balance.
 */
export function resolveJackpots(tableId: string, result: JackpotResult, pools: Readonly<Record<string, PoolState>>, payTo: (bettor: string) => string): Resolution {
  const balances: Record<string, number> = {};
  const pool = (id: string): PoolState => {
    const p = pools[id];
    if (!p) throw new UnknownJackpotError(id);
    if (balances[id] === undefined) balances[id] = p.balance;
    return p;
  };
  const entries: Entry[] = [];
  for (const c of result.contributions) {
    const { def } = pool(c.jackpot);
    const shared = Math.min(c.stake, ratio(c.stake, def.share.num, def.share.den, def.rounding));
    const room = def.cap === null ? shared : Math.max(0, def.cap - (balances[c.jackpot] as number));
    const toPool = Math.min(shared, room);
    const deduction = c.stake - toPool;
    balances[c.jackpot] = (balances[c.jackpot] as number) + toPool;
    const e = entry(
      'jackpot-contribution',
      [{ account: tableAccount(tableId), amount: -c.stake }, { account: jackpotAccount(c.jackpot), amount: toPool }, { account: REVENUE, amount: deduction }],
      `jackpot ${c.jackpot}: ${c.bet}${c.box === undefined ? '' : ` box ${c.box}`} ${c.bettor}`,
    );
    entries.push(withEntry(e, deduction > 0 ? `jackpot deduction ${def.cite}` : undefined));
  }
  const paid: JackpotAward[] = [];
  const ids = [...new Set(result.awards.map((a) => a.jackpot))].sort();
  for (const id of ids) {
    const { def } = pool(id);
    const acct = jackpotAccount(id);
    const mine = result.awards.filter((a) => a.jackpot === id);
    const orders = [...new Set(mine.map((a) => a.order))].sort((a, b) => a - b);
    for (const o of orders) {
      const group = mine.filter((a) => a.order === o);
      const first = group[0] as JackpotAward;
      const same = group.every((a) => (a.fixed ?? null) === (first.fixed ?? null) && a.share?.num === first.share?.num && a.share?.den === first.share?.den && a.basis === first.basis && a.max === first.max);
      const balance = balances[id] as number;
      let each: number;
      if (first.share && same) {
        // One prize for the equal hands, shared equally; the remainder of the division stays in the pool.
        // A share of the amount that counts (003 §3.3.4) rather than of the pool as it stands, at most `max` (§3.3.10).
        const base = first.basis === 'day-close' ? (pools[id]?.dayClose ?? balance) : balance;
        const prize = Math.min(balance, first.max ?? balance, ratio(base, first.share.num, first.share.den, def.rounding));
        each = Math.floor(prize / group.length);
      } else if (first.fixed !== undefined && same) {
        each = first.fixed;
        const short = each * group.length - balance;
        if (short > 0) {
          entries.push(entry('jackpot-seed', [{ account: HOUSE, amount: -short }, { account: acct, amount: short }], `jackpot ${id}: guaranteed ${first.combination} (${each} × ${group.length}) beyond the pool`));
          balances[id] = balance + short;
        }
      } else throw new UnknownJackpotError(id, `awards of order ${o} differ: equal hands share one prize`);
      for (const a of group) {
        balances[id] = (balances[id] as number) - each;
        if (each > 0) entries.push(entry('jackpot-award', [{ account: acct, amount: -each }, { account: payTo(a.bettor), amount: each }], `jackpot ${id}: ${a.combination}${a.box === undefined ? '' : ` box ${a.box}`} ${a.bettor}`));
        paid.push({ ...a, amount: each });
      }
    }
    const after = balances[id] as number;
    if (mine.length && after < def.seed) {
      entries.push(entry('jackpot-seed', [{ account: HOUSE, amount: -(def.seed - after) }, { account: acct, amount: def.seed - after }], `jackpot ${id}: reset to ${def.seed}`));
      balances[id] = def.seed;
    }
  }
  return { entries, awards: paid, balances };
}

/** The entry that puts a new jackpot's seed in its pool (the funder pays it). */
export function seedEntry(def: JackpotDefinition): Entry | null {
  return def.seed > 0 ? entry('jackpot-seed', [{ account: HOUSE, amount: -def.seed }, { account: jackpotAccount(def.id), amount: def.seed }], `jackpot ${def.id}: seed`) : null;
}

/** Every ledger account a resolution may move: the transaction locks them first, in one order (ledger-store). */
export function jackpotAccounts(tableId: string, result: JackpotResult, payTo: (bettor: string) => string): string[] {
  const ids = new Set<string>();
  if (result.contributions.length) ids.add(tableAccount(tableId)).add(REVENUE);
  if (result.awards.length) ids.add(HOUSE);
  for (const c of result.contributions) ids.add(jackpotAccount(c.jackpot));
  for (const a of result.awards) ids.add(jackpotAccount(a.jackpot)).add(payTo(a.bettor));
  return [...ids].sort();
}
