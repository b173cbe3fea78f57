/**
 * @module jackpots/linked-halls
 * Linked bingo halls (000-A3 para 4: "all or some bingo halls of the Basque Autonomous Community may be authorised to
 * interconnect, to give a prize other than each hall's own") on the jackpot facility (docs/jackpots.md, "Linked bingo
 * halls"): the linked prize is a jackpot pool that several halls (bingo tables, of one casino or several) name in
 * their configuration. Nothing here is a new money path: a hall's game names `linked` contributions and awards in its
 * settlement (src/games/bingo/linked), and the round's transaction turns them into the facility's entries
 * (src/jackpots/resolve).
 * - **Contribution**: each buyer's share of what he paid for cards, `basisPoints` of it rounded down to the profile's
 *   unit (a share rounded up would take more than the rule says; the remainder stays in the hall's takings), posted
 *   table → pool as a `jackpot-contribution` (the pool's own `share` of it, normally 1/1; the rest deducted).
 * - **Award**: every card that makes the qualifying bingo (profile data: a bingo on ball `maxBall` or earlier) gets one
 *   equal award of the whole pool (`share` 1/1, one order): winners in one hall share it per card, like the hall's own
 *   prizes (para 1, "proportionally"); the odd cent stays in the pool; the house resets it to the seed.
 * - **Two halls at once**: the round transactions lock the pool before reading it (ledger-store's one order), so the
 *   first to commit takes the pool and the other reads the reset pool (the seed and the contributions since).
 * - **Not taking part**: while the pool is out of order (003 §2.3.5: "participation is not possible", by analogy), or
 *   when it does not exist or does not take bingo, the hall's game still plays and pays its own prizes; its linked
 *   shares are deducted to revenue (as a share past a cap is: the card's price and the hall's prizes do not change) and
 *   its qualifying bingo is refused the linked prize (paid 0). The status read in the game's last transaction decides.
 */
import type { JackpotResult } from '../core/settlement.js';
import { REVENUE, tableAccount } from '../ledger/accounts.js';
import { entry, type Entry } from '../ledger/postings.js';
import { resolveJackpots, type PoolState, type Resolution } from './resolve.js';

/** Why a linked hall's game does not take part in its pool, or null when it does. */
export function notTakingPart(pool: PoolState | undefined, game: string | null): string | null {
  if (!pool) return 'no such pool';
  if (game !== null && !pool.def.games.includes(game)) return `the pool does not take ${game}`;
  if (pool.def.status !== 'in-order') return 'the pool is out of order (003 §2.3.5)';
  return null;
}

/**
 * A round's jackpot result with its linked-hall parts: those whose pool takes part are resolved like any jackpot's
 * (resolveJackpots); the others are deducted to revenue (contributions, `jackpot-contribution` table → revenue) or
 * refused (awards, paid 0). `game`: the table's game (null: not checked). A result without linked parts is resolved
 * exactly as resolveJackpots does.
 */
export function resolveWithLinkedHalls(tableId: string, game: string | null, result: JackpotResult, pools: Readonly<Record<string, PoolState>>, payTo: (bettor: string) => string, at?: number): Resolution {
  const why = (linked: true | undefined, id: string): string | null => (linked ? notTakingPart(pools[id], game) : null);
  const kept: JackpotResult = { contributions: result.contributions.filter((c) => !why(c.linked, c.jackpot)), awards: result.awards.filter((a) => !why(a.linked, a.jackpot)) };
  if (kept.contributions.length === result.contributions.length && kept.awards.length === result.awards.length) return resolveJackpots(tableId, result, pools, payTo, at);
  const deducted: Entry[] = result.contributions
    .filter((c) => why(c.linked, c.jackpot))
    .map((c) => ({
      ...entry('jackpot-contribution', [{ account: tableAccount(tableId), amount: -c.stake }, { account: REVENUE, amount: c.stake }], `jackpot ${c.jackpot}: ${c.bet} ${c.bettor}, not taking part`),
      rule: `linked hall not taking part: ${why(c.linked, c.jackpot) as string}`,
    }));
  const refused = result.awards.filter((a) => why(a.linked, a.jackpot)).map((a) => ({ ...a, amount: 0 }));
  const r = resolveJackpots(tableId, kept, pools, payTo, at);
  return { entries: [...deducted, ...r.entries], awards: [...r.awards, ...refused], balances: r.balances };
}
