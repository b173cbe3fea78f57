/**
 * @module games/house-poker/math/ultimate-holdem-store
 * The stored exact optimum of Ultimate Texas Hold'em's ANTE + BLIND + PLAY (ultimate-holdem-exact.json, written by
 * `npm run bench -- ultimate-holdem-exact --store`): the figures, the 169 starting hands (the preflop chart) and each
 * canonical flop's partial sums, served only to a profile whose settlement parameters are those it was computed with
 * (`uthKey`).
 */
import type { UthProfile } from '../ultimate/profile.js';
import { storedPass } from './stored-pass.js';
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

const store = storedPass<StoredUthOptimum>('ultimate-holdem-exact.json');

/** The stored file (null when none has been written). */
export const storedUthExact = store.read;

/** The stored optimum for a profile, if one was computed with the same settlement parameters. */
export const storedUthOptimum = (p: UthProfile): StoredUthOptimum | null => store.under(uthKey(p));
