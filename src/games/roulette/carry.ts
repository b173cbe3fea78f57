/**
 * @module games/roulette/carry
 * What a round leaves to the next: bets in prison (none after the session's last spin), colour chips, the value-chip
 * restriction, the limits (a change takes effect once its announced balls are spun: 000 §01 IV.2.B), the wheel's
 * direction (000 §01 IV.3.a), the last number (a void spin puts the ball back on it: 000 §01 IV.3.d), and the
 * winning grid bets that ride for an absent winner (003 §2.1.9.1).
 */
import { addBet, type PlacedBet } from '../../wheel/layout-bets.js';
import { catalogue } from './bets.js';
import type { Limits, RouletteCarry, RouletteState } from './state.js';
import type { Spot } from './spots.js';

const GRID = new Set(['straight', 'split', 'street', 'corner', 'six-line']);

function scaled(l: Limits, minimum: number): Limits {
  return {
    minimum,
    simpleMinimum: Math.max(minimum, Math.round((l.simpleMinimum * minimum) / l.minimum)),
    maxMultipliers: l.maxMultipliers,
    maximum: Math.floor((l.maximum * minimum) / l.minimum),
  };
}

/** Winning parts on the number grid, as plain spot bets. */
function winningGridBets(s: RouletteState): PlacedBet[] {
  if (s.result === null || s.profile.absentWinner.value === 'none') return [];
  const cat = catalogue(s.profile);
  let out: PlacedBet[] = [];
  for (const b of s.bets)
    for (const p of b.parts) {
      const spot = cat.get(p.spot) as Spot;
      if (GRID.has(spot.kind) && spot.numbers.includes(s.result)) out = addBet(out, { bettor: b.bettor, bet: p.spot, amount: p.amount, parts: [p], chips: b.chips ?? 'value' });
    }
  return out;
}

export function rouletteCarry(s: RouletteState): RouletteCarry {
  const spun = s.phase === 'over' && s.result !== null;
  let limits: Limits | null = s.limits;
  let limitChange = s.limitChange;
  let limitsJustChanged = false;
  if (spun && limitChange) {
    const left = limitChange.ballsLeft - 1;
    if (left <= 0) {
      limits = scaled(s.limits, limitChange.minimum);
      limitChange = null;
      limitsJustChanged = true;
    } else limitChange = { ...limitChange, ballsLeft: left };
  }
  return {
    prison: spun ? (s.lastSpin ? [] : s.nextPrison) : s.prison,
    colours: s.colours,
    valueChipsForbidden: s.valueChipsForbidden,
    limits,
    limitChange,
    limitsJustChanged,
    direction: s.direction,
    previousNumber: s.result ?? s.previousNumber,
    ride: spun ? winningGridBets(s) : s.ride,
  };
}
