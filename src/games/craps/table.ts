/**
 * @module games/craps/table
 * A craps table's configuration (minimum, simple-chance maximum, multiple-chance maxima, layout, staff, dice
 * size, the players on the rail) and the limits it implies for every spot under a profile (000 §06 IV.2,
 * 001 §09 IV.2º). `tableIssues` checks a table against the profile's ratios; `create` refuses a bad table.
 */
import { z } from 'zod';
import type { CrapsProfile } from './profile.js';
import { pctAt } from './profile.js';
import { MULTIPLE_SPOTS, type MultipleSpot, type PointNo } from './spots.js';

export const crapsTableSchema = z.object({
  /** Table minimum, minor units: the least any bet may total. */
  min: z.number().int().positive(),
  /** Simple-chance maximum, minor units (000 §06 IV.2: 20–1,000 × min; 001 §09 IV.2º: 100–1,000 × min). */
  simpleMax: z.number().int().positive(),
  /** Multiple-chance maxima by spot; a missing spot gets the least maximum whose win reaches the simple maximum's. */
  multipleMax: z.record(z.string(), z.number().int().positive()).default({}),
  layout: z.enum(['full', 'small']).default('full'),
  staff: z.object({ heads: z.number().int().min(0), croupiers: z.number().int().min(0), stickmen: z.number().int().min(0), croupierStickmen: z.number().int().min(0) }),
  /** Side of the dice in play, millimetres (000 §06 II.1, 001 §09 II.1º: 20–25). */
  diceSideMm: z.number().positive(),
  /** The players at the rail, clockwise from the one on the croupiers' left (000 §06 IV.3, 001 §09 IV.3º). */
  players: z.array(z.string().min(1)).default([]),
});
export type CrapsTable = z.infer<typeof crapsTableSchema>;

export function defaultCrapsTable(p: CrapsProfile): CrapsTable {
  const min = 100;
  const staff = p.staff.value.full;
  return {
    min,
    simpleMax: Math.max(p.limits.simpleMaxTimesMin.value.min, 100) * min,
    multipleMax: {},
    layout: 'full',
    staff: { heads: staff.heads, croupiers: staff.croupiersMax, stickmen: staff.stickmen, croupierStickmen: 0 },
    diceSideMm: p.equipment.value.diceSideMm.min,
    players: ['you'],
  };
}

/** Net winnings per unit staked on a multiple chance, under the profile's reading of "N times". */
export function multipleWin(p: CrapsProfile, spot: MultipleSpot): number {
  const n = p.multiples[spot].value;
  return p.timesReading.value === 'to-one' ? n : n - 1;
}

/** The maximum on a multiple chance: the table's setting, or the least stake (≥ the table minimum) whose win reaches the simple maximum. */
export function multipleMaxOf(p: CrapsProfile, t: CrapsTable, spot: MultipleSpot): number {
  const set = t.multipleMax[spot];
  if (set !== undefined) return set;
  // The least maximum whose possible win reaches the simple maximum's, but never below the table minimum
  // (with a simple maximum of 20 × min, 30 to 1 would otherwise allow less than the minimum bet).
  const k = multipleWin(p, spot);
  return Math.max(t.min, Math.ceil((p.limits.multipleWinTimesSimpleMax.value.min * t.simpleMax) / k));
}

export const rightMax = (p: CrapsProfile, t: CrapsTable, n: PointNo): number => Math.floor((pctAt(p.limits.rightMaxPct.value, n) * t.simpleMax) / 100);
export const wrongMax = (p: CrapsProfile, t: CrapsTable, n: PointNo): number => Math.floor((pctAt(p.limits.wrongMaxPct.value, n) * t.simpleMax) / 100);
export const winOddsMax = (p: CrapsProfile, flat: number, n: PointNo): number => Math.floor((pctAt(p.limits.winOddsMaxPct.value, n) * flat) / 100);
export const dontOddsMax = (p: CrapsProfile, flat: number, n: PointNo): number => Math.floor((pctAt(p.limits.dontOddsMaxPct.value, n) * flat) / 100);

/** Everything wrong with a table under a profile, one message each with its citation; empty when it is legal. */
export function tableIssues(p: CrapsProfile, t: CrapsTable): string[] {
  const out: string[] = [];
  const lim = p.limits;
  const { min: lo, max: hi } = lim.simpleMaxTimesMin.value;
  if (t.simpleMax < lo * t.min || t.simpleMax > hi * t.min)
    out.push(`simple-chance maximum ${t.simpleMax} must lie between ${lo} and ${hi} times the minimum ${t.min} (${lim.simpleMaxTimesMin.cite})`);
  const { min: wlo, max: whi } = lim.multipleWinTimesSimpleMax.value;
  for (const spot of MULTIPLE_SPOTS) {
    const max = multipleMaxOf(p, t, spot);
    const win = max * multipleWin(p, spot);
    if (win < wlo * t.simpleMax || win > whi * t.simpleMax)
      out.push(`${spot}: maximum ${max} wins ${win}, outside ${wlo}–${whi} × the simple maximum's win ${t.simpleMax} (${lim.multipleWinTimesSimpleMax.cite})`);
    if (max < t.min) out.push(`${spot}: maximum ${max} is below the table minimum ${t.min}`);
  }
  for (const k of Object.keys(t.multipleMax)) if (!(MULTIPLE_SPOTS as readonly string[]).includes(k)) out.push(`multipleMax: ${k} is not a multiple chance`);
  const eq = p.equipment.value;
  if (t.diceSideMm < eq.diceSideMm.min || t.diceSideMm > eq.diceSideMm.max) out.push(`dice side ${t.diceSideMm} mm outside ${eq.diceSideMm.min}–${eq.diceSideMm.max} mm (${p.equipment.cite})`);
  const staff = p.staff.value;
  if (t.layout === 'full') {
    const f = staff.full;
    if (t.staff.heads < f.heads || t.staff.stickmen < f.stickmen || t.staff.croupiers < f.croupiersMin || t.staff.croupiers > f.croupiersMax)
      out.push(`a full table needs ${f.heads} head, ${f.croupiersMin}–${f.croupiersMax} croupiers and ${f.stickmen} stickman (${p.staff.cite})`);
  } else if (!staff.small) out.push(`this profile has no small craps table (${p.staff.cite})`);
  else if (t.staff.croupierStickmen + Math.min(t.staff.croupiers, t.staff.stickmen) < staff.small.croupierStickmenMin)
    out.push(`a small table needs at least ${staff.small.croupierStickmenMin} croupier-stickman (${p.staff.cite})`);
  const maxPlayers = p.maxPlayers.value;
  if (maxPlayers !== null && t.players.length > maxPlayers) out.push(`at most ${maxPlayers} players (${p.maxPlayers.cite})`);
  if (new Set(t.players).size !== t.players.length) out.push('a player appears twice at the rail');
  return out;
}
