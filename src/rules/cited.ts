/**
 * @module rules/cited
 * Every profile parameter is `{ value, cite, note? }`: the value, the seed section it comes from
 * (`"002 §14.15"`, or `"croupier default"` for a rule no seed has), and a note where a choice was made.
 */
import { z, type ZodType } from 'zod';

export interface Cited<T> {
  readonly value: T;
  readonly cite: string;
  readonly note?: string;
}

/** A zod schema for a cited parameter: the value's schema plus a mandatory non-empty citation. */
export const cited = <S extends ZodType>(value: S) =>
  z.object({
    value,
    cite: z.string().min(1, 'every parameter cites the seed section it comes from'),
    note: z.string().optional(),
  });

/** Takes the plain values out of a cited profile: `{ a: {value: 1, cite} }` → `{ a: 1 }` (one level deep). */
export function values<P extends Record<string, unknown>>(p: P): { [K in keyof P]: P[K] extends Cited<infer V> ? V : P[K] } {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) out[k] = v !== null && typeof v === 'object' && 'value' in v && 'cite' in v ? (v as Cited<unknown>).value : v;
  return out as { [K in keyof P]: P[K] extends Cited<infer V> ? V : P[K] };
}
