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

/**
 * A profile's load-time check, run once per profile: a machine's exact return can take a second to count (keno's
 * every count marked, the reels' every stop), and each game's `create` checks its profile, so a check that passed is
 * remembered for the profile object and for any profile with the same content (a table re-read from the database). A
 * check that throws is not remembered: the next call throws again.
 */
export function oncePerProfile<P extends object, R>(check: (p: P) => R): (p: P) => R {
  const byObject = new WeakMap<P, R>();
  const byContent = new Map<string, R>();
  return (p) => {
    if (byObject.has(p)) return byObject.get(p) as R;
    const key = JSON.stringify(p);
    const r = byContent.has(key) ? (byContent.get(key) as R) : check(p);
    byContent.set(key, r);
    byObject.set(p, r);
    return r;
  };
}

/** Refuses a machine whose exact return breaks the jurisdiction's minimum, exceeds 100%, or is not what it declares. */
export function checkReturn(p: { readonly id: string; readonly minimumReturn: { value: number | null; cite: string }; readonly declaredReturn: { value: number; cite: string } }, exact: number, family: string): void {
  const min = p.minimumReturn.value;
  if (min !== null && !(exact > min))
    throw new ConfigError(`${family}/return-below-minimum`, `${p.id}: the machine returns ${(exact * 100).toFixed(4)}%, not more than ${(min * 100).toFixed(2)}% of all stakes`, { cite: p.minimumReturn.cite });
  if (exact > 1) throw new ConfigError(`${family}/return-above-stakes`, `${p.id}: the machine would return ${(exact * 100).toFixed(4)}% of all stakes: more than it takes`, { cite: p.declaredReturn.cite });
  if (Math.abs(exact - p.declaredReturn.value) > 5e-7)
    throw new ConfigError(`${family}/return-not-declared`, `${p.id}: the machine declares ${(p.declaredReturn.value * 100).toFixed(4)}% but returns ${(exact * 100).toFixed(6)}% exactly`, { cite: p.declaredReturn.cite });
}

/** The event a game records when the cap cut what it pays: what it won, what it pays, the text. */
export type WinCapped = { type: 'win-capped'; won: number; paid: number; cite: string };

/**
 * The cap on a win (003 §4.4.1), one meaning at every machine: the **amount the game pays** — what its win meter
 * shows and adds to the credit, the stake's return included (a machine's pay table pays "for 1"), free games and
 * double-up included — is at most `maxWin`. The text caps "the machine's maximum win amounts" at 320,000 EUR
 * "whatever number of bonus games or winning combinations is displayed": the sum the machine pays out for the game,
 * not a profit over the stake. `paid` is what the game pays; `capped` the event when the cap cut it, else null.
 */
export function capWin(maxWin: { readonly value: number | null; readonly cite: string }, won: number): { paid: number; capped: WinCapped | null } {
  const cap = maxWin.value;
  if (cap === null || won <= cap) return { paid: won, capped: null };
  return { paid: cap, capped: { type: 'win-capped', won, paid: cap, cite: maxWin.cite } };
}

/**
 * The cap on a game of several bets (electronic roulette): the game's whole payment is at most `maxWin`; the lines
 * are paid in their order until the cap is reached (a line past it returns what is left of the cap, then nothing).
 */
export function capLines<L extends { readonly stake: number; readonly returned: number; readonly net: number }>(maxWin: { readonly value: number | null; readonly cite: string }, lines: readonly L[]): { lines: L[]; capped: WinCapped | null } {
  const won = lines.reduce((a, l) => a + l.returned, 0);
  const { paid, capped } = capWin(maxWin, won);
  if (!capped) return { lines: [...lines], capped: null };
  let left = paid;
  return {
    lines: lines.map((l) => {
      const returned = Math.min(l.returned, left);
      left -= returned;
      return { ...l, returned, net: returned - l.stake };
    }),
    capped,
  };
}
