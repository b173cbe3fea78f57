/**
 * @module jackpots/table-link
 * A table's link to a jackpot and what the table shows of it (docs/jackpots.md "At the table"). The link is the
 * table's configuration, `jackpot: { id, stake }`, whatever the game (the games that take a jackpot bet write it so);
 * the display is the jackpot's name, the amount in its pool and its status, pushed to every linked table after each
 * change. The amount shown never decides a payment (003 §2.3.4): a prize is computed from the pool's ledger balance
 * inside the round's transaction (src/jackpots/resolve), never from a display.
 */
import { UnknownCombinationError, UnknownJackpotError } from './errors.js';
import type { JackpotDefinition, JackpotStatus } from './jackpot.js';

/** The jackpot a table feeds and its jackpot bet's one stake. */
export interface JackpotLink {
  readonly id: string;
  readonly stake: number;
}

/** What a table shows of its jackpot (003 §2.3.4: shown, never deciding a payment; §2.3.5: out of order shown as such). */
export interface JackpotDisplay {
  readonly id: string;
  readonly name: string;
  /** The pool's balance in minor units, as last published. */
  readonly amount: number;
  readonly status: JackpotStatus;
}

/** The jackpot a table's configuration links it to (`jackpot: { id, stake }`), or null. */
export function linkedJackpot(config: unknown): JackpotLink | null {
  if (typeof config !== 'object' || config === null) return null;
  const j = (config as { jackpot?: unknown }).jackpot;
  if (typeof j !== 'object' || j === null) return null;
  const { id, stake } = j as { id?: unknown; stake?: unknown };
  return typeof id === 'string' && typeof stake === 'number' ? { id, stake } : null;
}

/**
 * Every jackpot a table's configuration names, whatever the game's form of the link: a jackpot bet's
 * `jackpot: { id, stake }`, a poker room's drop `jackpot: { id }` (003-CP-JP), a linked bingo hall's `linked: { id }`
 * (000-A3 para 4), a machine's systems `jackpots: [{ levels: [{ id }] }]` (003 §4.5). Each is checked when the table
 * is created or configured (server/tables/jackpot-link), so no round finds out at its end.
 */
export function linkedJackpotIds(config: unknown): string[] {
  if (typeof config !== 'object' || config === null) return [];
  const c = config as { jackpot?: unknown; linked?: unknown };
  return [...new Set([idOf(c.jackpot), idOf(c.linked), ...machineLevels(config).map(idOf)].filter((x): x is string => x !== null))];
}

const idOf = (x: unknown): string | null => (typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string' ? (x as { id: string }).id : null);

/** The levels of a machine's systems (`jackpots: [{ levels: [...] }]`), as written. */
function machineLevels(config: unknown): unknown[] {
  const systems = typeof config === 'object' && config !== null ? (config as { jackpots?: unknown }).jackpots : undefined;
  return Array.isArray(systems) ? systems.flatMap((sys: unknown) => (typeof sys === 'object' && sys !== null && Array.isArray((sys as { levels?: unknown }).levels) ? (sys as { levels: unknown[] }).levels : [])) : [];
}

/** The levels of a machine's systems that name a combination of the game (003 §4.5.5), in order. */
export function linkedCombinations(config: unknown): { id: string; combination: string }[] {
  return machineLevels(config).flatMap((l) => {
    const id = idOf(l);
    const combination = (l as { combination?: unknown }).combination;
    return id !== null && typeof combination === 'string' ? [{ id, combination }] : [];
  });
}

/**
 * Refuses a machine's link whose level names a combination the machine never reports (`combinations`: the game's
 * `jackpotCombinations`, none where it declares none): such a level could never be won by it (003 §4.5.5). Checked
 * with the link at creation and configuration; nothing is changed by a refusal.
 */
export function checkJackpotCombinations(config: unknown, combinations: readonly string[]): void {
  for (const l of linkedCombinations(config)) if (!combinations.includes(l.combination)) throw new UnknownCombinationError(l.id, l.combination, combinations);
}

/**
 * Refuses a table configuration whose link names a jackpot that does not exist (`def` null) or does not take the
 * table's game (the jackpot's `games`): checked when the table is created or configured, so the first jackpot bet
 * never finds out. Nothing is changed by a refusal.
 */
export function checkJackpotLink(link: Pick<JackpotLink, 'id'>, game: string, def: Pick<JackpotDefinition, 'games'> | null): void {
  if (!def) throw new UnknownJackpotError(link.id, 'no such jackpot: create it first, then link the table to it');
  if (!def.games.includes(game)) throw new UnknownJackpotError(link.id, `it does not take ${game} bets (its games: ${def.games.join(', ')})`);
}
