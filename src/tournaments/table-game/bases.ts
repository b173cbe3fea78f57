/**
 * @module tournaments/table-game/bases
 * The bases of a table-game tournament (000 Art. 2bis ¶1.b: registration and its cost, the game's rules, the
 * classification and the prizes, stated before anyone registers; 003 §1.5: the results of the rounds played are added
 * up and the best win a prize): the game and profile from the registry (a blackjack or roulette game), the entry (to
 * the prize pool) and the fee (the organisation's share, 000 Art. 2bis ¶1.d: "a small percentage", no figure), the
 * starting tournament chips, the number of rounds, the least and most a player stakes while a round's betting is open,
 * the prize table in ten-thousandths of the pool, and how ties are classified. Validated whole: a typed error names the
 * field.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AnyGame } from '../../core/contract.js';
import { readJsonFile } from '../../rules/json-file.js';
import { deepMerge } from '../../rules/profile-set.js';
import { getGame } from '../../registry.js';
import { TableTournamentError } from './errors.js';

/** The families a table-game tournament runs on (issue 20: "a blackjack or roulette table"). */
export const TABLE_GAME_FAMILIES = ['blackjack', 'roulette'] as const;

const minor = z.number().int().min(0);

export const tableGameBasesSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    /** The citations of the rules the bases apply. */
    cite: z.string().min(1),
    game: z.string().min(1),
    profile: z.string().min(1),
    currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/), decimals: z.number().int().min(0).max(4) }),
    /** Paid into the prize pool, minor units. */
    entry: minor,
    /** The organisation's share, to the house's revenue, minor units. */
    fee: minor,
    startingChips: z.number().int().positive(),
    rounds: z.number().int().min(1).max(1000),
    /** The least and most a player stakes while a round's betting is open (tournament chips). */
    minBet: z.number().int().positive(),
    maxBet: z.number().int().positive(),
    minPlayers: z.number().int().min(1),
    maxPlayers: z.number().int().min(1),
    /** Overrides of the game's default table (limits, boxes), validated by the game's own table schema. */
    table: z.record(z.string(), z.unknown()).default({}),
    /** Game actions the tournament refuses from anyone (tips, side bets, seating moves, limit changes). */
    excludedActions: z.array(z.string().min(1)).default([]),
    /** Prize per place, in ten-thousandths of the pool (5000 = 50%); they add up to 10000. */
    prizes: z.array(z.object({ place: z.number().int().positive(), share: z.number().int().positive() })).min(1),
    /** Prizes are rounded down to this many minor units; what rounding leaves goes to the best placed player. */
    prizeUnit: z.number().int().positive().default(1),
    /** Equal chips at the end: `share` (one place, the places' prizes shared equally) or `registration` (earlier first). */
    ties: z.enum(['share', 'registration']),
    /** How long betting stays open after a round is dealt, seconds (default 30); 5 to 600. */
    bettingSeconds: z.number().int().min(5).max(600).default(30),
    /** How long a player awaited after betting (a blackjack decision) has before the game's time-out, seconds (default 20); 5 to 600. */
    decisionSeconds: z.number().int().min(5).max(600).default(20),
    /** The pause between a round's settlement and the next deal, seconds (default 4); 0 to 120. */
    pauseSeconds: z.number().int().min(0).max(120).default(4),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string): void => void ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.maxBet < b.minBet) issue('maxBet', 'at least the minimum bet');
    if (b.minBet > b.startingChips) issue('minBet', 'at most the starting chips');
    if (b.maxPlayers < b.minPlayers) issue('maxPlayers', 'at least the minimum number of players');
    b.prizes.forEach((p, i) => {
      if (p.place !== i + 1) issue('prizes', `places are listed 1, 2, 3 … (item ${i + 1} is place ${p.place})`);
    });
    const total = b.prizes.reduce((t, p) => t + p.share, 0);
    if (total !== 10_000) issue('prizes', `the shares add up to 10000 (the whole pool), not ${total}`);
    if (b.prizes.length > b.minPlayers) issue('prizes', `at most ${b.minPlayers} paid places (the minimum number of players), not ${b.prizes.length}`);
  });

export type TableGameBases = z.infer<typeof tableGameBasesSchema>;

/** The bases, validated, with the game they name (from the registry) and its table configuration. */
export interface ResolvedBases {
  readonly bases: TableGameBases;
  readonly game: AnyGame;
  readonly profile: unknown;
  readonly table: unknown;
  /** Boxes the players sit at (seated games: blackjack), or null (layout bets: roulette). */
  readonly boxes: number | null;
}

const bad = (field: string, message: string, cause?: unknown): never => {
  throw new TableTournamentError('bad-bases', `bases: ${field}: ${message}`, { field, ...(cause instanceof Error && 'code' in cause ? { cause: (cause as { code: unknown }).code } : {}) });
};

/** Validates bases whole (a `tournaments/bad-bases` error names the field) and resolves the game through the registry. */
export function resolveBases(input: unknown): ResolvedBases {
  const r = tableGameBasesSchema.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    return bad(i?.path.join('.') || '(root)', i?.message ?? 'invalid');
  }
  const bases = r.data;
  let game: AnyGame;
  try {
    game = getGame(bases.game);
  } catch (e) {
    return bad('game', `no game ${bases.game} in the registry`, e);
  }
  if (!(TABLE_GAME_FAMILIES as readonly string[]).includes(game.family)) bad('game', `${bases.game} is a ${game.family} game; table-game tournaments run on ${TABLE_GAME_FAMILIES.join(' or ')}`);
  let profile: unknown;
  try {
    profile = game.profiles.get(bases.profile);
  } catch (e) {
    return bad('profile', `${bases.game} has no profile ${bases.profile} (${game.profiles.ids().join(', ')})`, e);
  }
  const t = game.tableSchema.safeParse(deepMerge(game.defaultTable(profile), bases.table));
  if (!t.success) return bad('table', t.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; '));
  const table = t.data;
  const boxes = game.seating?.sit ? (game.tableSeats?.(profile, table).boxes ?? ((table as { boxes?: number }).boxes ?? 7)) : null;
  if (boxes !== null && bases.maxPlayers > boxes) bad('maxPlayers', `${bases.maxPlayers} players for ${boxes} boxes: one box each`);
  return { bases, game, profile, table, boxes };
}

const here = dirname(fileURLToPath(import.meta.url));

/** The bases shipped in `bases/` (`roulette-american-ee-oc`, `blackjack-ee-oc`), as plain JSON to give to `open`. */
export function shippedBases(file: string): unknown {
  if (!/^[a-z0-9-]+$/.test(file)) throw new TableTournamentError('bad-bases', `no shipped bases ${file}`);
  return readJsonFile(join(here, 'bases', `${file}.json`), 'tournament bases');
}
