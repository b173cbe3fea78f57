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
import { drawHits, inKindEntries, PRIZES_IN_KIND, stakeContributionEntry, stakeShare, standingAwards } from './machine-jackpot.js';

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
export function resolveJackpots(tableId: string, result: JackpotResult, pools: Readonly<Record<string, PoolState>>, payTo: (bettor: string) => string, at?: number): Resolution {
  const balances: Record<string, number> = {};
  const pool = (id: string): PoolState => {
    const p = pools[id];
    if (!p) throw new UnknownJackpotError(id);
    if (balances[id] === undefined) balances[id] = p.balance;
    return p;
  };
  const entries: Entry[] = [];
  // The machines' jackpots (machine-jackpot): each pool before this round's shares of stakes, what they added, the stakes.
  const fed: Record<string, { before: number; added: number; staked: number }> = {};
  for (const c of result.contributions) {
    const { def } = pool(c.jackpot);
    if (c.basis === 'stake' || def.basis === 'stake') {
      if (c.basis !== 'stake' || def.basis !== 'stake') throw new UnknownJackpotError(c.jackpot, `it takes ${def.basis === 'stake' ? 'a share of every stake, not a jackpot bet' : 'jackpot bets, not a share of every stake'}`);
      const f = (fed[c.jackpot] ??= { before: balances[c.jackpot] as number, added: 0, staked: 0 });
      // Out of order, a machine's jackpot takes no share and pays no prize: the machine plays on without it.
      const toPool = def.status === 'in-order' ? stakeShare(def, c.stake, balances[c.jackpot] as number) : 0;
      f.added += toPool;
      f.staked += c.stake;
      balances[c.jackpot] = (balances[c.jackpot] as number) + toPool;
      if (toPool > 0) entries.push(stakeContributionEntry(c, def, jackpotAccount(c.jackpot), toPool));
      continue;
    }
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
  // A machine's conditional award stands only if its draw hits (machine-jackpot); none while its jackpot is out of order.
  const awards = standingAwards(result.awards, (a) => {
    const { def, balance } = pool(a.jackpot);
    const f = fed[a.jackpot] ?? { before: balances[a.jackpot] ?? balance, added: 0, staked: 0 };
    return def.status === 'in-order' && drawHits(def.trigger, a.draw as number, f.before, f.added, f.staked);
  }).filter((a) => pool(a.jackpot).def.basis !== 'stake' || pool(a.jackpot).def.status === 'in-order');
  const ids = [...new Set(awards.map((a) => a.jackpot))].sort();
  for (const id of ids) {
    const { def } = pool(id);
    const acct = jackpotAccount(id);
    const mine = awards.filter((a) => a.jackpot === id);
    const orders = [...new Set(mine.map((a) => a.order))].sort((a, b) => a - b);
    for (const o of orders) {
      const group = mine.filter((a) => a.order === o);
      const first = group[0] as JackpotAward;
      const same = group.every((a) => (a.fixed ?? null) === (first.fixed ?? null) && a.share?.num === first.share?.num && a.share?.den === first.share?.den && a.basis === first.basis && a.max === first.max);
      const balance = balances[id] as number;
      let each: number;
      if (def.prize) {
        // A prize in kind (the car, 003 §4.5.3): its value at cost, from the pool and the house; no money to the winner.
        for (const a of group) {
          const k = inKindEntries(a, def.prize, acct, balances[id] as number, at);
          entries.push(...k.entries);
          balances[id] = (balances[id] as number) - k.fromPool;
          paid.push({ ...a, amount: 0 });
        }
        continue;
      } else if (first.share && same) {
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
  if (result.awards.length || result.contributions.some((c) => c.basis === 'stake')) ids.add(HOUSE);
  if (result.awards.length) ids.add(PRIZES_IN_KIND);
  for (const c of result.contributions) ids.add(jackpotAccount(c.jackpot));
  for (const a of result.awards) ids.add(jackpotAccount(a.jackpot)).add(payTo(a.bettor));
  return [...ids].sort();
}
