/**
 * @module games/machines/machine-profile
 * What every machine's profile says, whatever its game: the class of machine (000-A4: type A recreational, B with a
 * prize, C chance machines, only in casinos), the least average return the jurisdiction allows (003 §1.2.6: greater
 * than 80% of all stakes; 000-A4 gives none), the return the machine declares, and the cap on a single win where the
 * text sets one (003 §4.4.1: may be capped at 320,000 EUR). A machine whose exact return is not above the minimum,
 * is above 100%, or differs from what it declares, is refused when it is loaded.
 */
import { z } from 'zod';
import { ConfigError } from '../../core/errors.js';
import { cited } from '../../rules/cited.js';

export const machineProfileParts = {
  machineType: cited(z.enum(['A', 'B', 'C'])),
  /** The return the machine must exceed (a fraction of all stakes), or null where the text sets none. */
  minimumReturn: cited(z.number().min(0).max(1).nullable()),
  /** The return the machine declares (a fraction of all stakes, under the play its `declaredReturn.note` states). */
  declaredReturn: cited(z.number().min(0).max(1)),
  /** The largest single win in minor units, or null. */
  maxWin: cited(z.number().int().min(1).nullable()),
};

/** Refuses a machine whose exact return breaks the jurisdiction's minimum, exceeds 100%, or is not what it declares. */
export function checkReturn(p: { readonly id: string; readonly minimumReturn: { value: number | null; cite: string }; readonly declaredReturn: { value: number; cite: string } }, exact: number, family: string): void {
  const min = p.minimumReturn.value;
  if (min !== null && !(exact > min))
    throw new ConfigError(`${family}/return-below-minimum`, `${p.id}: the machine returns ${(exact * 100).toFixed(4)}%, not more than ${(min * 100).toFixed(2)}% of all stakes`, { cite: p.minimumReturn.cite });
  if (exact > 1) throw new ConfigError(`${family}/return-above-stakes`, `${p.id}: the machine would return ${(exact * 100).toFixed(4)}% of all stakes: more than it takes`, { cite: p.declaredReturn.cite });
  if (Math.abs(exact - p.declaredReturn.value) > 5e-7)
    throw new ConfigError(`${family}/return-not-declared`, `${p.id}: the machine declares ${(p.declaredReturn.value * 100).toFixed(4)}% but returns ${(exact * 100).toFixed(6)}% exactly`, { cite: p.declaredReturn.cite });
}
