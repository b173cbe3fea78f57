/**
 * @module protocol/views/craps
 * The craps view on the wire: what `game.view(state, audience)` returns, built by src/games/craps/views.ts and drawn
 * by web/src/games/craps/. Craps has no hidden information: every audience sees the same fields, a player's view
 * adds `you`.
 */

/** A point number (000 §06, 001 §09). */
export type CrapsPointNo = 4 | 5 | 6 | 8 | 9 | 10;

/** Why a throw does not count (the dice broken, stacked, off the table, …). */
export type CrapsInvalidReason = 'dice-broken' | 'dice-stacked' | 'on-chip' | 'off-table' | 'on-rail' | 'in-reserve-basket' | 'did-not-reach-wall' | 'slid' | 'improper';

export interface CrapsThrowView {
  readonly dice: readonly [1 | 2 | 3 | 4 | 5 | 6, 1 | 2 | 3 | 4 | 5 | 6];
  readonly total: number;
  readonly hard: boolean;
  readonly comeOut: boolean;
}

export interface CrapsBetView {
  readonly id: string;
  readonly bettor: string;
  readonly bet: string;
  readonly kind: string;
  readonly number: CrapsPointNo | null;
  readonly stake: number;
}

export interface CrapsView {
  readonly game: 'craps';
  readonly profile: string;
  readonly section: string;
  readonly version: number;
  readonly roundNo: number;
  readonly phase: 'betting' | 'closed' | 'done';
  readonly puck: 'on' | 'off';
  readonly point: CrapsPointNo | null;
  readonly shooter: string | null;
  readonly rail: readonly string[];
  readonly ready: readonly string[];
  readonly barred: readonly string[];
  readonly faults: number;
  readonly bets: readonly CrapsBetView[];
  readonly lastThrow: CrapsThrowView | null;
  readonly settled: readonly { readonly bettor: string; readonly bet: string; readonly stake: number; readonly returned: number; readonly outcome: 'win' | 'lose' | 'push' | 'off'; readonly cite: string }[];
  readonly dice: { readonly set: number; readonly inPlay: readonly string[]; readonly reserve: readonly string[]; readonly lost: string | null; readonly mustPick: boolean; readonly throws: number };
  readonly limits: {
    readonly min: number;
    readonly simpleMax: number;
    readonly multipleMax: Readonly<Record<string, number>>;
    readonly rightMax: Readonly<Record<string, number>>;
    readonly wrongMax: Readonly<Record<string, number>>;
    readonly placeNumbers: readonly CrapsPointNo[];
  };
  readonly invalidReasons: readonly CrapsInvalidReason[];
  /** The player the view is for (player audience only), with the odds he may still add. */
  readonly you?: { readonly player: string; readonly oddsRoom: Readonly<Record<string, number>> };
}
