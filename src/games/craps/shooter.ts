/**
 * @module games/craps/shooter
 * The dice on the table and who holds them: a session's six dice (two in play, four in reserve, 000 §06 II.1,
 * 001 §09 II.1º), and the offer of the dice clockwise from the player on the croupiers' left (000 §06 IV.3,
 * 001 §09 IV.3º), skipping players who refused them in this offer or were deprived of the right to throw.
 */
import type { DiceInventory } from './state.js';

/** A fresh set of dice: `set` numbers it; dice `set-1` … `set-n`, the first `inPlay` in play. */
export function freshDice(set: number, perSession: number, inPlay: number): DiceInventory {
  const ids = Array.from({ length: perSession }, (_, k) => `${set}-${k + 1}`);
  return { set, inPlay: ids.slice(0, inPlay), reserve: ids.slice(inPlay), lost: null, mustPick: false, throws: 0 };
}

/** The dice after the shooter (or the head) puts `chosen` in play; every other die on the table goes to the reserve. */
export function withChosen(d: DiceInventory, chosen: readonly string[]): DiceInventory {
  const onTable = [...d.inPlay, ...d.reserve];
  return { ...d, inPlay: [...chosen], reserve: onTable.filter((x) => !chosen.includes(x)), mustPick: false, throws: 0 };
}

/**
 * The next player to be offered the dice, clockwise after `after` (a rail index; -1 starts at the croupiers'
 * left), skipping `skip`. Wraps round, so a lone eligible player gets the dice back. Null when nobody is eligible.
 */
export function nextShooter(rail: readonly string[], after: number, skip: readonly string[]): string | null {
  const n = rail.length;
  for (let k = 1; k <= n; k++) {
    const p = rail[(((after + k) % n) + n) % n] as string;
    if (!skip.includes(p)) return p;
  }
  return null;
}
