/**
 * @module games/roulette/bets
 * What a bet id means on a profile's cloth (its chips per spot), and the amount a player may put on it now:
 * minimum (each chip at least its spot's minimum; adding to a bet already placed, one step), maximum and step, from the limits in force (000 §01 IV.2, 001 §01 IV.2, 001 §02 V, 003 §2.1.4,
 * §2.2.3.5, §2.2.3.10), the multiples rule, and the player's colour chips (000 §02 V, 001 §02 V, 003 §2.2.3.6).
 */
import type { PlayerId } from '../../core/ids.js';
import { playerTotal, spotTotals } from '../../wheel/layout-bets.js';
import { chipCount, isSeries, neighboursCentre, neighboursChips, SERIES_CHIPS, type ChipPlacement } from './announced.js';
import { wheelOrder } from './layout.js';
import type { RouletteProfile } from './profile.js';
import type { RouletteState } from './state.js';
import { spotsFor, type Spot, type SpotKind } from './spots.js';

export interface BetShape {
  readonly id: string;
  readonly announced: boolean;
  readonly parts: readonly ChipPlacement[];
  readonly chips: number;
}

export const catalogue = (p: RouletteProfile): ReadonlyMap<string, Spot> => spotsFor(p.wheel.value, p.spotKinds.value);

/** Every bet id the profile offers: the spots, then the series, then the neighbours bets. */
export function betIds(p: RouletteProfile): string[] {
  const ids = [...catalogue(p).keys()];
  if (p.wheel.value === 'single') for (const s of p.announced.series.value) ids.push(s);
  if (p.announced.neighbours.value) for (const n of wheelOrder(p.wheel.value)) ids.push(`neighbours-${n === 37 ? '00' : n}`);
  return ids;
}

export function betShape(p: RouletteProfile, id: string): BetShape | null {
  const cat = catalogue(p);
  if (cat.has(id)) return { id, announced: false, parts: [{ spot: id, chips: 1 }], chips: 1 };
  if (isSeries(id) && p.wheel.value === 'single' && p.announced.series.value.includes(id)) {
    const parts = SERIES_CHIPS[id];
    if (parts.every((x) => cat.has(x.spot))) return { id, announced: true, parts, chips: chipCount(parts) };
  }
  const centre = neighboursCentre(id);
  if (centre !== null && p.announced.neighbours.value && wheelOrder(p.wheel.value).includes(centre)) {
    const parts = neighboursChips(p.wheel.value, centre, p.announced.neighboursEachSide.value);
    return { id, announced: true, parts, chips: chipCount(parts) };
  }
  return null;
}

export const spotKind = (p: RouletteProfile, spot: string): SpotKind => (catalogue(p).get(spot) as Spot).kind;

export interface AmountRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** The chips a player bets with: colour chips if he holds a colour (unless he says otherwise), else value chips. */
export const chipsOf = (s: RouletteState, player: PlayerId, asked?: 'colour' | 'value'): 'colour' | 'value' =>
  asked ?? (s.colours.some((c) => c.player === player) ? 'colour' : 'value');

/** The most one chip may be on a spot of this kind for a player (per-spot mode), or the table maximum. */
export const spotMaximum = (s: RouletteState, kind: SpotKind): number =>
  s.profile.limits.mode.value === 'player-total' ? s.limits.maximum : (s.limits.maxMultipliers[kind] ?? 0) * s.limits.minimum;

/**
 * The amount range for `player` on bet `shape` now. `step` divides every valid amount; `min` is the least amount
 * (each chip at least the minimum of its spot); `max` the most that keeps every spot within its maximum (or the
 * player within the table maximum). `min > max` means the bet cannot be placed.
 */
export function amountRange(s: RouletteState, player: PlayerId, shape: BetShape, chips: 'colour' | 'value'): AmountRange {
  const p = s.profile;
  const onlySimple = !shape.announced && catalogue(p).get(shape.id)?.kind === 'even-chance';
  const chipMin = onlySimple ? s.limits.simpleMinimum : s.limits.minimum;
  const multiples = p.limits.multiples.value;
  let step = s.table.chipUnit;
  if (multiples === 'all') step = chipMin;
  else if (multiples === 'simple-optional' && onlySimple && s.table.simpleMultiples) step = chipMin;
  if (shape.announced && p.announced.chipMultipleOfMinimum.value) step = lcm(step, s.limits.minimum);
  if (chips === 'colour') {
    const colour = s.colours.find((c) => c.player === player);
    if (colour) step = lcm(step, colour.value);
  }
  // Adding to a bet already on the cloth: the bet as a whole already meets its minimum.
  const adding = s.bets.some((b) => b.bettor === player && b.bet === shape.id);
  const minChip = adding ? step : Math.ceil(chipMin / step) * step;
  let maxChip: number;
  if (p.limits.mode.value === 'player-total') {
    maxChip = Math.floor((s.limits.maximum - playerTotal(s.bets, player)) / shape.chips);
  } else {
    const totals = spotTotals(s.bets, player);
    maxChip = Infinity;
    for (const part of shape.parts) {
      const room = spotMaximum(s, spotKind(p, part.spot)) - (totals[part.spot] ?? 0);
      maxChip = Math.min(maxChip, Math.floor(room / part.chips));
    }
  }
  maxChip = Math.floor(maxChip / step) * step;
  // 003 §2.1.4 (`pay-pro-rata`): a bet over the maximum is accepted; `max` stays what is paid in full, but at least
  // the least bet, so the bet is still offered to a player already at the maximum.
  if (p.limits.overMaximum.value === 'pay-pro-rata') maxChip = Math.max(maxChip, minChip);
  return { min: minChip * shape.chips, max: maxChip * shape.chips, step: step * shape.chips };
}
