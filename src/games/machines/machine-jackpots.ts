/**
 * @module games/machines/machine-jackpots
 * A machine's link to the jackpot systems it belongs to (003 §4.5; docs/jackpots.md "Machines' jackpots"), in the
 * machine's table configuration (operator data, as a table's `jackpot` link): each system its label (§4.5.1: "each
 * machine carries a special label showing which jackpot system it belongs to"), its kind and its levels, each level a
 * jackpot of the facility (its own pool and definition: share of every stake, seed, trigger). A mystery or car system
 * has one level; a multi-level system 2 to 6 (§4.5.4); a machine may belong to several systems (§4.5.2). A level may
 * name a combination of the game that wins it (§4.5.5: video poker a final hand, `royal-flush`; the reel slot a pay
 * line's pattern, `seven seven seven`; keno a catch, `10-of-10`; Hi/Lo `max-calls`; machine bingo a class,
 * `three-lines`; electronic blackjack `blackjack`; electronic roulette none). Every machine links in a few lines:
 * the table schema's `jackpots`, the staking action's `jackpotDraws` (`jackpotDrawsRejection`), the settlement's
 * `machineJackpotResult`, the `Game`'s `machineJackpotRandomness`.
 * With the stake, the game draws one number per level from the server's RNG (`jackpotDraws`, a random field of the
 * action: recorded, replayed, never a client's); at its end it names, for each level, the share of its stake
 * (`basis: 'stake'`) and a conditional award carrying the draw, or a sure award when the level's combination came.
 * The winner is the player who staked (§4.4.4). Whether a draw wins is decided in the round's transaction from the
 * level's trigger and its pool (src/jackpots/machine-jackpot).
 */
import { z } from 'zod';
import { reject, type Rejection } from '../../core/errors.js';
import type { JackpotAward, JackpotContribution, JackpotResult } from '../../core/settlement.js';
import type { Rng } from '../../rng/rng.js';

export const MACHINE_JACKPOT_KINDS = ['mystery', 'multi-level', 'car'] as const;

/** A jackpot's id, as the facility writes it (src/jackpots/jackpot: lowercase letters, digits and dashes). */
const jackpotId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes, at most 40');
const level = z.object({ id: jackpotId, combination: z.string().trim().min(1).max(80).optional() });
export const machineJackpotLinkSchema = z
  .object({ system: z.string().trim().min(1).max(40), kind: z.enum(MACHINE_JACKPOT_KINDS), levels: z.array(level).min(1).max(6) })
  .refine((l) => (l.kind === 'multi-level' ? l.levels.length >= 2 : l.levels.length === 1), { message: 'a multi-level system has 2 to 6 levels (003 §4.5.4); a mystery or car system one', path: ['levels'] });
export const machineJackpotsSchema = z
  .array(machineJackpotLinkSchema)
  .max(6)
  .refine((ls) => new Set(ls.flatMap((l) => l.levels.map((x) => x.id))).size === ls.reduce((a, l) => a + l.levels.length, 0), { message: 'a jackpot is one level of one system' });
export type MachineJackpotLink = z.infer<typeof machineJackpotLinkSchema>;

/** The random field a machine's staking action carries: one draw per level, in the order of the links. */
export const jackpotDrawsSchema = z.array(z.number().int().min(0).max(0xffff_ffff)).max(36).optional();

/** Every level of the links, in order. */
export const levelsOf = (links: readonly MachineJackpotLink[] | undefined): { id: string; kind: MachineJackpotLink['kind']; system: string; combination?: string }[] =>
  (links ?? []).flatMap((l) => l.levels.map((x) => ({ id: x.id, kind: l.kind, system: l.system, ...(x.combination ? { combination: x.combination } : {}) })));

/** The draws of a stake: one `uint32` per level from the server's RNG (none without a link). */
export const drawJackpots = (links: readonly MachineJackpotLink[] | undefined, rng: Rng): number[] => levelsOf(links).map(() => rng.uint32());

/** The draws recorded are one per level. */
export const drawsFit = (links: readonly MachineJackpotLink[] | undefined, draws: readonly number[] | undefined): boolean => levelsOf(links).length === (draws ?? []).length;

const CITE = { contribution: '003 §4.5.4', draw: '003 §4.5.2, §4.4.4', combination: '003 §4.5.5, §4.4.4' };

/**
 * The jackpot movements of a machine's game: for each level, the share of the stake and a conditional award with its
 * draw, or a sure award when the game came to the level's combination (`combinations`: those the game reached).
 */
export function machineJackpotResult(links: readonly MachineJackpotLink[] | undefined, player: string, bet: string, stake: number, draws: readonly number[] | undefined, combinations: readonly string[] = []): JackpotResult {
  const levels = levelsOf(links);
  if (!levels.length || stake <= 0) return { contributions: [], awards: [] };
  const contributions: JackpotContribution[] = levels.map((l) => ({ jackpot: l.id, bettor: player, bet, stake, basis: 'stake', cite: CITE.contribution }));
  const awards: JackpotAward[] = levels.flatMap((l, i): JackpotAward[] => {
    const won = l.combination !== undefined && combinations.includes(l.combination);
    const base = { jackpot: l.id, bettor: player, share: { num: 1, den: 1 }, order: 0 };
    const draw = draws?.[i];
    // No draw recorded for the level (a game staked before the link): no chance, never a default that could win.
    return won ? [{ ...base, combination: l.combination as string, cite: CITE.combination }] : draw === undefined ? [] : [{ ...base, combination: l.kind, draw, cite: CITE.draw }];
  });
  return { contributions, awards };
}

/**
 * A staking action with its draws filled from the server's RNG (after the game's own random fields), where linked.
 * `stakeType`: the action that places the stake and starts the game, by its type or a test (Hi/Lo: the first call).
 */
export function withJackpotDraws<A extends { readonly type: string; readonly jackpotDraws?: readonly number[] }>(a: A, stakeType: string | ((a: A) => boolean), links: readonly MachineJackpotLink[] | undefined, rng: Rng): A {
  const staking = typeof stakeType === 'string' ? a.type === stakeType : stakeType(a);
  return staking && a.jackpotDraws === undefined && levelsOf(links).length ? { ...a, jackpotDraws: drawJackpots(links, rng) } : a;
}

/** The refusal of a staking action whose draws do not fit the links (`<game>/no-jackpot-draws`), or null. */
export const jackpotDrawsRejection = (links: readonly MachineJackpotLink[] | undefined, draws: readonly number[] | undefined, game: string): Rejection | null =>
  drawsFit(links, draws) ? null : reject(`${game}/no-jackpot-draws`, 'one jackpot draw per linked level, from the server’s RNG', '003 §4.5.2');

/**
 * A machine game's jackpot parts for its `Game` object: the draws made with the staking action (`stakeType`), after the
 * game's own `randomize`, and the random fields with `jackpotDraws` added.
 */
export function machineJackpotRandomness<S extends { readonly table: { readonly jackpots?: readonly MachineJackpotLink[] } }, A extends { readonly type: string; readonly jackpotDraws?: readonly number[] }>(
  stakeType: string | ((a: A) => boolean),
  randomFields: readonly string[],
  randomize?: (s: S, a: A, rng: Rng) => A,
): { randomize: (s: S, a: A, rng: Rng) => A; randomFields: string[] } {
  return { randomize: (s, a, rng) => withJackpotDraws(randomize ? randomize(s, a, rng) : a, stakeType, s.table.jackpots, rng), randomFields: [...randomFields, 'jackpotDraws'] };
}
