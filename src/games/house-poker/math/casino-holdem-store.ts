/**
 * @module games/house-poker/math/casino-holdem-store
 * The stored exact optimum of Casino Texas Hold'em's ante + call (casino-holdem-exact.json, written by
 * `npm run bench -- casino-holdem-exact --store`): per profile, the figures and each canonical flop's partial sum,
 * served only to a profile whose settlement parameters are those it was computed with (`profileKey`).
 */
import type { HoldemProfile } from '../holdem/profile.js';
import type { FlopSum } from './casino-holdem-exact.js';
import { storedPass } from './stored-pass.js';

export interface StoredOptimum {
  readonly key: string;
  readonly mean: number;
  readonly callRate: number;
  readonly perWager: number;
  /** The stated simple strategy's expectation per unit of ante, exactly (absent from a file written before it was summed). */
  readonly simpleMean?: number;
  readonly flops: Readonly<Record<string, FlopSum>>;
}

const store = storedPass<StoredOptimum>('casino-holdem-exact.json');

/** Everything the value of a call depends on: the ante's and the call's pay tables, the call's size, the qualifier. */
export const profileKey = (p: HoldemProfile): string =>
  JSON.stringify([p.antePays.value, p.playPays.value, p.callMultiple.value, p.qualifier.value, p.anteAgainstUnqualified.value]);

/** The stored file (null when none has been written). */
export const storedExact = store.read;

/** The stored optimum for a profile, if one was computed with the same settlement parameters. */
export const storedOptimum = (p: HoldemProfile): StoredOptimum | null => store.under(profileKey(p));
