/**
 * @module games/house-poker/engine/scaffold
 * What every house-poker game object and view shares, written once: the `Game` fields that only read the round's
 * state the same way in every engine (a round is over in phase `over`; its settlement, version and one committed deck;
 * nothing passes to the next round; the table's boxes are its seats), and the head of every view (the round, the
 * table's limits, the deck's commitment — never the deck). Each engine (the reducer scaffold, exchange, Trijoker,
 * Pai Gow) gives only its own parts.
 */
import type { Game, GameAction, GameEvent } from '../../../core/contract.js';
import type { Settlement } from '../../../core/settlement.js';
import type { ShoeState } from '../../../shoe/shoe.js';

/** The fields of a round's state the scaffold reads. */
export interface HousePokerRound {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly phase: string;
  readonly profile: { readonly id: string };
  readonly table: { readonly boxes: number; readonly minimum: number; readonly maximum: number; readonly chipUnit: number };
  readonly shoe: ShoeState;
  readonly settlement: Settlement | null;
}

type HpGame<P, T extends { readonly boxes: number }, S extends HousePokerRound, A extends GameAction, E extends GameEvent> = Game<P, T, S, A, E, null>;
type Shared = 'family' | 'tableSeats' | 'isOver' | 'settlement' | 'carry' | 'version' | 'shoes';

/** A house-poker `Game` from an engine's own parts; the shared fields (`Shared`) are filled here. */
export function housePokerGameOf<P, T extends { readonly boxes: number }, S extends HousePokerRound, A extends GameAction, E extends GameEvent>(
  parts: Omit<HpGame<P, T, S, A, E>, Shared>,
): HpGame<P, T, S, A, E> {
  return {
    ...parts,
    family: 'house-poker',
    tableSeats: (_p, t) => ({ boxes: t.boxes }),
    isOver: (s) => s.phase === 'over',
    settlement: (s) => s.settlement,
    carry: () => null,
    version: (s) => s.v,
    shoes: (s) => (s.phase === 'over' ? [] : [s.shoe]),
  };
}

/** The head of a view: the round, its phase, the table's limits and boxes, the deck's commitment. */
export function viewHead(s: HousePokerRound): {
  game: string;
  profile: string;
  roundNo: number;
  phase: string;
  limits: { minimum: number; maximum: number; chipUnit: number };
  boxCount: number;
  commitment: ShoeState['commitment'];
} {
  return {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    limits: { minimum: s.table.minimum, maximum: s.table.maximum, chipUnit: s.table.chipUnit },
    boxCount: s.table.boxes,
    commitment: s.shoe.commitment,
  };
}
