/**
 * @module protocol/views/roulette
 * The roulette view on the wire (games `roulette-french`, `roulette-american`): what `game.view(state, audience)`
 * returns, built by src/games/roulette/views.ts and drawn by web/src/games/roulette/. Everything on a roulette table
 * is public; a player's view adds `you`.
 */
import type { ViewSettlement } from './common.js';

/** The kinds of spot a maximum multiplier applies to (000 §01 IV.2, 001 §01 IV.2). */
export type RouletteSpotKind = 'straight' | 'split' | 'street' | 'corner' | 'six-line' | 'column' | 'dozen' | 'two-columns' | 'two-dozens' | 'even-chance';

export interface RouletteView {
  readonly game: string;
  readonly profile: string;
  readonly roundNo: number;
  readonly phase: 'betting' | 'closed' | 'zero-choice' | 'settled';
  readonly wheel: 'single' | 'double';
  readonly limits: { readonly minimum: number; readonly simpleMinimum: number; readonly maxMultipliers: Partial<Record<RouletteSpotKind, number>>; readonly maximum: number };
  readonly bets: { bettor: string; bet: string; amount: number; chips: string; parts: { spot: string; amount: number }[] }[];
  readonly prison: { bettor: string; chance: string; initial: number; level: number }[];
  readonly colours: { player: string; colour: number; value: number }[];
  readonly valueChipsForbidden: boolean;
  readonly lastSpin: boolean;
  readonly limitChange: { minimum: number; ballsLeft: number } | null;
  readonly direction: string;
  readonly previousNumber: string | null;
  readonly result: { pocket: string; colour: string } | null;
  readonly spins: { direction: string; pocket: string | null; voided?: string }[];
  readonly decisions: { bettor: string; bet: string; residual: number; forced: string | null; choice: string | null }[];
  readonly settlement: ViewSettlement | null;
  readonly you?: { player: string; colour: number | null; colourValue: number | null; pending: string[] };
}
