/**
 * @module games/roulette/state
 * The state of one roulette round (one spin) as plain JSON, what passes to the next round (`carry`: prison bets,
 * colour chips, limits and their announced change, the wheel's direction, the last number), and `create`.
 */
import type { RoundInput } from '../../core/contract.js';
import type { TableEvent as GameEvent } from '../../wheel/layout-bets.js';
import { ConfigError } from '../../core/errors.js';
import type { PlayerId } from '../../core/ids.js';
import type { Settlement } from '../../core/settlement.js';
import type { PlacedBet } from '../../wheel/layout-bets.js';
import type { PrisonBet, ZeroDecision } from '../../wheel/prison.js';
import type { RouletteProfile, RouletteTable } from './profile.js';
import { SPOT_KINDS, type SpotKind } from './spots.js';

export type Phase = 'betting' | 'closed' | 'zero-choice' | 'over';
export type Direction = 'clockwise' | 'counterclockwise';

/** The limits in force this round (they change only between rounds). */
export interface Limits {
  readonly minimum: number;
  readonly simpleMinimum: number;
  readonly maxMultipliers: Partial<Record<SpotKind, number>>;
  readonly maximum: number;
}

export interface ColourChip {
  readonly player: PlayerId;
  /** Compartment number, 1 … table.colours. */
  readonly colour: number;
  readonly value: number;
}

export interface RouletteCarry {
  readonly prison: readonly PrisonBet[];
  readonly colours: readonly ColourChip[];
  readonly valueChipsForbidden: boolean;
  readonly limits: Limits | null;
  readonly limitChange: { readonly minimum: number; readonly ballsLeft: number } | null;
  readonly direction: Direction;
  readonly previousNumber: number | null;
  /** 003 §2.1.9.1: the winning grid bets of the last spin, which ride for a winner who is away. */
  readonly ride: readonly PlacedBet[];
  /** The limits changed at the end of the previous round (announced on the next round's opening). */
  readonly limitsJustChanged: boolean;
}

export interface SpinRecord {
  readonly direction: Direction;
  readonly pocket: number | null;
  /** Why the spin did not count (a no-spin), else absent. */
  readonly voided?: string;
}

export interface RouletteState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: RouletteProfile;
  readonly table: RouletteTable;
  readonly limits: Limits;
  readonly phase: Phase;
  readonly bets: readonly PlacedBet[];
  readonly prison: readonly PrisonBet[];
  readonly colours: readonly ColourChip[];
  readonly valueChipsForbidden: boolean;
  readonly lastSpin: boolean;
  readonly limitChange: { readonly minimum: number; readonly ballsLeft: number } | null;
  readonly direction: Direction;
  readonly previousNumber: number | null;
  readonly ride: readonly PlacedBet[];
  readonly rode: readonly PlayerId[];
  readonly spins: readonly SpinRecord[];
  readonly result: number | null;
  readonly decisions: readonly ZeroDecision[];
  readonly settlement: Settlement | null;
  /** Prison bets the spin leaves for the next round. */
  readonly nextPrison: readonly PrisonBet[];
}

export const limitsOfTable = (t: RouletteTable): Limits => ({ minimum: t.minimum, simpleMinimum: t.simpleMinimum, maxMultipliers: t.maxMultipliers, maximum: t.maximum });

/** The table must choose, for each kind it offers, one of the maxima the profile allows (000 §01 IV.2.A). */
export function validateTable(p: RouletteProfile, t: RouletteTable): void {
  const bad = (msg: string, cite: string): never => {
    throw new ConfigError('roulette/invalid-table', `${msg} (${cite})`, { cite });
  };
  if (t.simpleMinimum > p.limits.simpleMinimumFactor.value * t.minimum) bad(`the simple-chance minimum may be at most ${p.limits.simpleMinimumFactor.value} × the table minimum`, p.limits.simpleMinimumFactor.cite);
  if (t.simpleMinimum < t.minimum) bad('the simple-chance minimum is at least the table minimum', p.limits.simpleMinimumFactor.cite);
  if (p.limits.mode.value === 'per-spot')
    for (const k of SPOT_KINDS) {
      if (!p.spotKinds.value.includes(k)) continue;
      const allowed = p.limits.maxima.value[k];
      const m = t.maxMultipliers[k];
      if (!allowed) bad(`the profile gives no maximum for ${k}`, p.limits.maxima.cite);
      if (m === undefined || !allowed?.includes(m)) bad(`the maximum for ${k} must be one of ${allowed?.join(', ')} × the minimum`, p.limits.maxima.cite);
    }
  if (p.limits.overMaximum.value === 'pay-pro-rata' && p.limits.mode.value !== 'player-total') bad('a bet over the maximum is paid pro rata only under one maximum per player (limits.mode player-total)', p.limits.overMaximum.cite);
  if (t.colours > p.colourChips.maxColours.value) bad(`at most ${p.colourChips.maxColours.value} colours`, p.colourChips.maxColours.cite);
  if (!t.allowedMinimums.includes(t.minimum)) bad('the table minimum must be one of its allowed minimums', p.limits.changeAnnouncedBalls.cite);
}

export function createRound(input: RoundInput<RouletteProfile, RouletteTable, RouletteCarry>, game: string): { state: RouletteState; events: GameEvent[] } {
  const { profile, table } = input;
  validateTable(profile, table);
  const c = input.carry;
  const events: GameEvent[] = [];
  const limits = c?.limits ?? limitsOfTable(table);
  if (c?.limitsJustChanged) events.push({ type: 'limits-changed', minimum: limits.minimum, simpleMinimum: limits.simpleMinimum, maximum: limits.maximum });
  const state: RouletteState = {
    game,
    v: 0,
    roundNo: input.roundNo ?? 1,
    profile,
    table,
    limits,
    phase: 'betting',
    bets: [],
    prison: c?.prison ?? [],
    colours: c?.colours ?? [],
    valueChipsForbidden: c?.valueChipsForbidden ?? false,
    lastSpin: false,
    limitChange: c?.limitChange ?? null,
    direction: c?.direction ?? 'clockwise',
    previousNumber: c?.previousNumber ?? null,
    ride: c?.ride ?? [],
    rode: [],
    spins: [],
    result: null,
    decisions: [],
    settlement: null,
    nextPrison: [],
  };
  events.push({ type: 'bets-opened', roundNo: state.roundNo, minimum: limits.minimum, prison: state.prison.length });
  return { state, events };
}
