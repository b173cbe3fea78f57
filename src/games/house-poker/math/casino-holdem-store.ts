/**
 * @module games/house-poker/math/casino-holdem-store
 * The stored exact optimum of Casino Texas Hold'em's ante + call (casino-holdem-exact.json, written by
 * `npm run bench -- casino-holdem-exact --store`): per profile, the figures and each canonical flop's partial sum,
 * served only to a profile whose settlement parameters are those it was computed with (`profileKey`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HoldemProfile } from '../holdem/profile.js';
import type { FlopSum } from './casino-holdem-exact.js';

export interface StoredOptimum {
  readonly key: string;
  readonly mean: number;
  readonly callRate: number;
  readonly perWager: number;
  /** The stated simple strategy's expectation per unit of ante, exactly (absent from a file written before it was summed). */
  readonly simpleMean?: number;
  readonly flops: Readonly<Record<string, FlopSum>>;
}
interface StoredExact {
  readonly measured: { readonly cpuSeconds: number; readonly wallSeconds: number; readonly date: string };
  readonly profiles: Readonly<Record<string, StoredOptimum>>;
}

const PATH = join(dirname(fileURLToPath(import.meta.url)), 'casino-holdem-exact.json');
let stored: StoredExact | null | undefined;

/** Everything the value of a call depends on: the ante's and the call's pay tables, the call's size, the qualifier. */
export const profileKey = (p: HoldemProfile): string =>
  JSON.stringify([p.antePays.value, p.playPays.value, p.callMultiple.value, p.qualifier.value, p.anteAgainstUnqualified.value]);

/** The stored file (null when none has been written). */
export function storedExact(): StoredExact | null {
  if (stored === undefined) stored = existsSync(PATH) ? (JSON.parse(readFileSync(PATH, 'utf8')) as StoredExact) : null;
  return stored;
}

/** The stored optimum for a profile, if one was computed with the same settlement parameters. */
export function storedOptimum(p: HoldemProfile): StoredOptimum | null {
  const s = storedExact();
  return s ? (Object.values(s.profiles).find((o) => o.key === profileKey(p)) ?? null) : null;
}
