/**
 * @module table/pace
 * The table's own settings about the pace of its rounds, kept in the table configuration beside the game's fields
 * (limits, boxes…) and validated by the table, not by the game:
 * - `outcomeMs`: how long a finished round's outcome stays on the table (the dealer's final hand, the ball, the
 *   wheel's segment, the cards, with each player's net) before the next round opens (issue 17). Absent: the server's
 *   default (`TableTimings.outcomeMs`, 4 s). Between 0 and 60 s.
 * - `stepMs`: the pause the table leaves between two steps it takes by itself within a round (a bingo hall's balls
 *   called one by one, the dealer's cards). Absent: the server's `TableTimings.stepMs` when set, else the game's own
 *   `stepPauseMs`, else none (at once). Between 0 and 60 s.
 * - `seatOfferMs`: how long a seat freed is held for the first player on the table's waiting list before the offer
 *   passes to the next (003 §3.2.5: "held for the time set in the system"; table/waiting-list). Absent: the server's
 *   `TableTimings.seatOfferMs`, else 2 minutes. Between 30 s and 30 minutes.
 * The game never sees these fields: `gameConfig` takes them out before the game's schema or `create` does.
 */
import { z } from 'zod';

/** The outcome pause when neither the table nor the server sets one. */
export const DEFAULT_OUTCOME_MS = 4_000;
/** The longest outcome pause a table may set. */
export const MAX_OUTCOME_MS = 60_000;
/** The longest pause between a round's automatic steps a table may set. */
export const MAX_STEP_MS = 60_000;
/** A seat offered to the first on the waiting list is held this long when neither the table nor the server sets it. */
export const DEFAULT_SEAT_OFFER_MS = 120_000;
export const MIN_SEAT_OFFER_MS = 30_000;
export const MAX_SEAT_OFFER_MS = 30 * 60_000;

export const paceSchema = z.object({
  outcomeMs: z.number().int().min(0).max(MAX_OUTCOME_MS).optional(),
  stepMs: z.number().int().min(0).max(MAX_STEP_MS).optional(),
  seatOfferMs: z.number().int().min(MIN_SEAT_OFFER_MS).max(MAX_SEAT_OFFER_MS).optional(),
});

export type PaceSettings = z.infer<typeof paceSchema>;

const PACE_KEYS = ['outcomeMs', 'stepMs', 'seatOfferMs'] as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The configuration as the game knows it: without the table's own pace settings. */
export function gameConfig(config: unknown): unknown {
  if (!isObject(config) || !PACE_KEYS.some((k) => k in config)) return config;
  const out: Record<string, unknown> = { ...config };
  for (const k of PACE_KEYS) delete out[k];
  return out;
}

/**
 * Splits a configuration sent for a table into the game's part and the table's pace settings, validating the latter:
 * `{ error }` names the field and why (a refusal changes nothing); otherwise `pace` holds only the fields given.
 */
export function splitPace(config: unknown): { game: unknown; pace: PaceSettings } | { error: string } {
  if (!isObject(config)) return { game: config, pace: {} };
  const given: Record<string, unknown> = {};
  for (const k of PACE_KEYS) if (k in config) given[k] = config[k];
  const parsed = paceSchema.safeParse(given);
  if (!parsed.success) return { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; ') };
  return { game: gameConfig(config), pace: parsed.data };
}

/** A validated game configuration with the pace settings put back beside it (as the table stores it). */
export function withPace(game: unknown, pace: PaceSettings): unknown {
  if (!isObject(game)) return game;
  const own = Object.fromEntries(PACE_KEYS.filter((k) => pace[k] !== undefined).map((k) => [k, pace[k]]));
  return Object.keys(own).length ? { ...game, ...own } : game;
}

/** The outcome pause of a table with this configuration: its own setting, else the server's default. */
export function outcomeMsOf(config: unknown, fallback: number | undefined): number {
  const own = isObject(config) ? config.outcomeMs : undefined;
  return typeof own === 'number' && Number.isInteger(own) && own >= 0 ? Math.min(own, MAX_OUTCOME_MS) : (fallback ?? DEFAULT_OUTCOME_MS);
}

/**
 * The pause between a round's automatic steps at a table with this configuration: its own `stepMs`, else the server's
 * setting (`TableTimings.stepMs`), else the game's (`Game.stepPauseMs`), else 0.
 */
export function stepMsOf(config: unknown, server: number | undefined, game: number | undefined): number {
  const own = isObject(config) ? config.stepMs : undefined;
  if (typeof own === 'number' && Number.isInteger(own) && own >= 0) return Math.min(own, MAX_STEP_MS);
  return Math.min(Math.max(0, server ?? game ?? 0), MAX_STEP_MS);
}

/** How long a seat is offered to the first on the waiting list at a table with this configuration (003 §3.2.5). */
export function seatOfferMsOf(config: unknown, server: number | undefined): number {
  const own = isObject(config) ? config.seatOfferMs : undefined;
  const ms = typeof own === 'number' && Number.isInteger(own) ? own : (server ?? DEFAULT_SEAT_OFFER_MS);
  return Math.min(Math.max(ms, MIN_SEAT_OFFER_MS), MAX_SEAT_OFFER_MS);
}
