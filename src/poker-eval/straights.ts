/**
 * @module poker-eval/straights
 * The straights a deck allows, derived from the ranking rules: runs of consecutive deck ranks (so 6-7-8-9-T in
 * the 36-card deck), plus the run with the ace below the deck's lowest rank (A-2-3-4-5, A-6-7-8-9, A-7-8-9-T,
 * A-8-9-T-J: 000 §17 II; 001 §12 II; 003 §3.5.2.3). Never around the corner (Q-K-A-2-3 is no straight,
 * 003 §2.2.8.44). Each run carries its tiebreak slots: its ranks from the top, the low ace last; under
 * `wheel: 'second-highest'` (Pai Gow, 000 §14 IV.2) the ace-low run lists the ace first, which puts it
 * just below the ace-high run and above every other.
 */
import { packSlots } from './value.js';
import type { RankingRules } from './rules.js';

export interface Run {
  /** Bit r set for each rank r of the run. */
  readonly mask: number;
  /** The run's ranks in tiebreak order. */
  readonly slots: readonly number[];
  /** `packSlots(slots)`, for comparing runs. */
  readonly packed: number;
}

const ACE = 12;

/** Runs of `length` cards for the ruleset, best first. */
export function runsOf(rules: RankingRules, length: number): Run[] {
  const d = rules.deckRanks;
  const runs: Run[] = [];
  for (let i = 0; i + length <= d.length; i++) {
    const ranks = d.slice(i, i + length);
    runs.push(makeRun([...ranks].reverse()));
  }
  if (rules.wheel !== 'none' && d.includes(ACE) && d.length > length) {
    const low = d.slice(0, length - 1);
    if (!low.includes(ACE)) {
      const down = [...low].reverse();
      runs.push(makeRun(rules.wheel === 'lowest' ? [...down, ACE] : [ACE, ...down]));
    }
  }
  return runs.sort((a, b) => b.packed - a.packed);
}

function makeRun(slots: number[]): Run {
  let mask = 0;
  for (const r of slots) mask |= 1 << r;
  return { mask, slots, packed: packSlots(slots) };
}
