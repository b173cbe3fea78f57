/**
 * @module games/house-poker/engine/edge
 * The player-advantage refusal every house-poker profile schema carries, written once: a profile whose pay tables give
 * the player the edge is refused at load, the check's typed error becoming the schema's issue (code and message);
 * and the pay tables written out for `bets` (`ratioText`, `tableText`).
 */
import type { output, ZodType } from 'zod';
import { ConfigError } from '../../../core/errors.js';

/** A payout ratio. */
export interface Ratio {
  readonly num: number;
  readonly den: number;
}

/** `schema`, refining every parsed profile with `check` (which throws a `ConfigError` when the player has the edge). */
export function refusingPlayerEdge<S extends ZodType>(schema: S, check: (p: output<S>) => void): S {
  return schema.superRefine((p, ctx) => {
    try {
      check(p);
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: e instanceof ConfigError ? `${e.code}: ${e.message}` : String(e) });
    }
  });
}

/** A ratio as the table prints it: `3:1`. */
export const ratioText = (r: Ratio): string => `${r.num}:${r.den}`;

/** A pay table as a line: `royal-flush 100:1, straight-flush 50:1`; `—` when there is none. */
export const tableText = (t: Readonly<Record<string, Ratio | undefined>> | null): string =>
  t ? Object.entries(t).map(([k, v]) => `${k} ${ratioText(v as Ratio)}`).join(', ') : '—';
