/**
 * @module jackpots/machine-jackpot
 * The machines' jackpots (003 §4.5, 003-SLOT-JP; docs/jackpots.md "Machines' jackpots"), on the jackpot facility:
 * - **a percentage of every stake** (`basis: 'stake'`, §4.5.4): a machine linked to the jackpot feeds it a share of
 *   each stake, not a separate jackpot bet. The stake is already on the game's settlement line (the house keeps or
 *   pays its difference), so the share is paid by the house out of its take: house → pool, rounded by the jackpot's
 *   policy, up to its cap. No chip leaves the table for it;
 * - **a random trigger** (`trigger`, §4.5.2 "the win occurs at random, upon a stake being placed and a game being
 *   started"): the game draws a number from the server's RNG with the stake (recorded in the action, so the round
 *   replays) and names a conditional award carrying it (`draw`); the round's transaction decides the hit from the
 *   draw, the pool as it stands and the trigger:
 *   - `must-hit-by {ceiling}`: the jackpot is won at the latest when the pool reaches `ceiling`, at a point uniform
 *     between the seed and the ceiling. Drawn fresh at each stake rather than stored at each reset: a pool at `b` that
 *     a contribution `c` brings towards the ceiling hits with the chance c / (ceiling − b), the chance that a point
 *     uniform in (b, ceiling] falls in (b, b + c] — the same law as a hit point drawn at the reset, with nothing to
 *     store. Every cent contributed is paid out, so the contribution's share is part of the machines' return;
 *   - `chance {num, den}`: a probability per minor unit staked (num/den per unit; capped at 1);
 *   A level with no trigger (`null`) is won only by a combination in the game (§4.5.5: a pay-table line naming it);
 * - **a prize in kind** (`prize`, §4.5.3, the car): no money leaves the pool to the player; the award moves the
 *   goods' value at cost into `pool:prizes-in-kind` (the house's liability until the car is handed over, within two
 *   weeks, 003 §1.2.5), paid from the pool as far as it holds and by the house for the rest.
 * Draws are 32-bit (`DRAW_RANGE`); a hit compares integers exactly (bigint), so the decision replays bit for bit.
 */
import { z } from 'zod';
import type { JackpotAward, JackpotContribution } from '../core/settlement.js';
import { HOUSE } from '../ledger/accounts.js';
import { entry, type Entry } from '../ledger/postings.js';
import { ratio, type RoundingPolicy } from '../money/rounding.js';

/** A draw lies in [0, DRAW_RANGE): one `Rng.uint32()`. */
export const DRAW_RANGE = 0x1_0000_0000;

const int = z.number().int();
export const jackpotTriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('must-hit-by'), ceiling: int.min(1).max(Number.MAX_SAFE_INTEGER) }),
  z.object({ kind: z.literal('chance'), num: int.min(1), den: int.min(1) }),
]);
export type JackpotTrigger = z.infer<typeof jackpotTriggerSchema>;

/** A prize in kind (the car, §4.5.3): what it is and its value at cost, in minor units. */
export const prizeInKindSchema = z.object({ kind: z.literal('in-kind'), item: z.string().trim().min(1).max(80), value: int.min(1).max(Number.MAX_SAFE_INTEGER), handOverDays: int.min(1).max(60).default(14) });
export type PrizeInKind = z.infer<typeof prizeInKindSchema>;

/** The ledger account that holds the value of prizes in kind won and not yet handed over. */
export const PRIZES_IN_KIND = 'pool:prizes-in-kind';

/** What the machines' part of a resolution needs of a jackpot's definition. */
export interface MachineJackpotDef {
  readonly id: string;
  readonly share: { readonly num: number; readonly den: number };
  readonly seed: number;
  readonly cap: number | null;
  readonly rounding: RoundingPolicy;
  readonly cite: string;
  readonly trigger?: JackpotTrigger | null;
  readonly prize?: PrizeInKind | null;
}

/** The pool's share of a stake (rounded by the jackpot's policy) and what of it fits under the cap. */
export function stakeShare(def: MachineJackpotDef, stake: number, balance: number): number {
  const shared = Math.min(stake, ratio(stake, def.share.num, def.share.den, def.rounding));
  return def.cap === null ? shared : Math.max(0, Math.min(shared, def.cap - balance));
}

/** A share of a machine's stake: the house → the pool (the stake itself stays on the game's settlement line). */
export function stakeContributionEntry(c: JackpotContribution, def: MachineJackpotDef, account: string, toPool: number): Entry {
  return {
    ...entry('jackpot-contribution', [{ account: HOUSE, amount: -toPool }, { account, amount: toPool }], `jackpot ${c.jackpot}: ${def.share.num}/${def.share.den} of the stake ${c.stake} (${c.bet}) ${c.bettor}`),
    rule: `jackpot share of every stake ${def.cite}`,
  };
}

/**
 * Whether a recorded draw wins the jackpot, the pool standing at `before` and this round's contributions having added
 * `added` to it (of `staked` minor units staked). No trigger: never at random.
 */
export function drawHits(trigger: JackpotTrigger | null | undefined, draw: number, before: number, added: number, staked: number): boolean {
  if (!trigger || !Number.isSafeInteger(draw) || draw < 0 || draw >= DRAW_RANGE) return false;
  const d = BigInt(draw);
  const range = BigInt(DRAW_RANGE);
  if (trigger.kind === 'must-hit-by') {
    if (before + added >= trigger.ceiling) return true;
    if (added <= 0) return false;
    // P = added / (ceiling − before): hit iff draw / 2^32 < added / (ceiling − before).
    return d * BigInt(trigger.ceiling - before) < BigInt(added) * range;
  }
  // P = staked × num / den (at most 1).
  return d * BigInt(trigger.den) < BigInt(staked) * BigInt(trigger.num) * range;
}

/** The chance a draw hits, as a number (for displays and the return's figures). */
export function hitChance(trigger: JackpotTrigger | null | undefined, before: number, added: number, staked: number): number {
  if (!trigger) return 0;
  if (trigger.kind === 'must-hit-by') return before + added >= trigger.ceiling ? 1 : Math.min(1, added / (trigger.ceiling - before));
  return Math.min(1, (staked * trigger.num) / trigger.den);
}

/** The awards that stand: unconditional ones, and conditional ones (`draw`) whose draw hits. */
export function standingAwards(awards: readonly JackpotAward[], hits: (a: JackpotAward) => boolean): JackpotAward[] {
  return awards.filter((a) => a.draw === undefined || hits(a));
}

/**
 * A prize in kind: its value at cost moves to `PRIZES_IN_KIND`, from the pool as far as it holds, the house paying the
 * rest; nothing goes to the winner's money. Returns the entries and what left the pool.
 */
export function inKindEntries(a: JackpotAward, prize: PrizeInKind, account: string, balance: number, at?: number): { entries: Entry[]; fromPool: number } {
  const fromPool = Math.min(balance, prize.value);
  const fromHouse = prize.value - fromPool;
  const by = at === undefined ? `within ${prize.handOverDays} days` : `by ${new Date(at + prize.handOverDays * 86_400_000).toISOString().slice(0, 10)}`;
  const e = entry(
    'jackpot-award',
    [{ account, amount: -fromPool }, { account: HOUSE, amount: -fromHouse }, { account: PRIZES_IN_KIND, amount: prize.value }],
    `jackpot ${a.jackpot}: ${prize.item} won by ${a.bettor} (${a.combination}), value at cost ${prize.value}; hand over ${by} (003 §1.2.5)`,
  );
  return { entries: [{ ...e, rule: 'prize in kind 003 §4.5.3' }], fromPool };
}

/**
 * The share of every stake that the linked jackpots return to players, as the definitions say: a stake-basis jackpot's
 * share counts (every cent of its pool is paid to a winner: a must-hit-by pool always hits by its ceiling; a chance or
 * combination pool pays its whole balance); a prize in kind counts too, its pool's money going to the car's cost; a
 * jackpot-bet jackpot is not fed by the machine's stake and counts nothing.
 */
export function contributionShare(defs: readonly (MachineJackpotDef & { readonly basis?: string })[]): number {
  return defs.filter((d) => d.basis === 'stake').reduce((a, d) => a + d.share.num / d.share.den, 0);
}
