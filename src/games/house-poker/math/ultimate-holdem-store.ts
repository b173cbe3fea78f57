/**
 * @module games/house-poker/math/ultimate-holdem-store
 * The stored exact optimum of Ultimate Texas Hold'em's ANTE + BLIND + PLAY (ultimate-holdem-exact.json, written by
 * `npm run bench -- ultimate-holdem-exact --store`): the figures, the 169 starting hands (the preflop chart) and each
 * canonical flop's partial sums, served only to a profile whose settlement parameters are those it was computed with
 * (`uthKey`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UthProfile } from '../ultimate/profile.js';
import { uthKey, type StartingHand, type UthFlopSum } from './ultimate-holdem-exact.js';

export interface StoredUthOptimum {
  readonly key: string;
  readonly mean: number;
  readonly wagered: number;
  readonly perWager: number;
  readonly preflopRate: number;
  readonly hands: readonly StartingHand[];
  readonly flops: Readonly<Record<string, UthFlopSum>>;
}
interface StoredUthExact {
  readonly measured: { readonly cpuSeconds: number; readonly wallSeconds: number; readonly date: string };
  readonly profiles: Readonly<Record<string, StoredUthOptimum>>;
}

const PATH = join(dirname(fileURLToPath(import.meta.url)), 'ultimate-holdem-exact.json');
let stored: StoredUthExact | null | undefined;

/** The stored file (null when none has been written). */
export function storedUthExact(): StoredUthExact | null {
  if (stored === undefined) stored = existsSync(PATH) ? (JSON.parse(readFileSync(PATH, 'utf8')) as StoredUthExact) : null;
  return stored;
}

/** The stored optimum for a profile, if one was computed with the same settlement parameters. */
export function storedUthOptimum(p: UthProfile): StoredUthOptimum | null {
  const s = storedUthExact();
  return s ? (Object.values(s.profiles).find((o) => o.key === uthKey(p)) ?? null) : null;
}
