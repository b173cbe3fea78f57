/**
 * @module games/baccarat/punto-banca/view
 * Views, built field by field from an allow-list: the cards on the cloth, bets, seats, the shoe's public face.
 * Never the shoe order, the salt, the burned cards or a card set aside face down.
 */
import type { Audience } from '../../../core/ids.js';
import { publicShoe } from '../../../shoe/shoe.js';
import { handPoint } from '../core/values.js';
import { modelOf, seatOf, stakedOn } from './rules.js';
import { SPOTS, type PbState } from './state.js';

export interface PbView {
  readonly game: 'punto-banca';
  readonly profile: string;
  readonly phase: PbState['phase'];
  readonly roundNo: number;
  readonly coupNo: number;
  readonly model: string;
  readonly dealing: 'players' | 'croupier';
  readonly limits: { minBet: number; maxBet: number; tieMin: number; tieMax: number };
  readonly seats: { seat: number; player: string | null }[];
  readonly shoeHolder: number | null;
  readonly dealtBy: number | null;
  readonly puntoHolder: string | null;
  readonly bets: { bettor: string; box: number | null; spot: string; amount: number }[];
  readonly punto: readonly string[];
  readonly banca: readonly string[];
  readonly points: { punto: number | null; banca: number | null };
  readonly result: PbState['result'];
  readonly dead: boolean;
  readonly deadCards: readonly string[];
  readonly shoe: ReturnType<typeof publicShoe>;
  readonly lastCoup: boolean;
  readonly you: { player: string; seat: number | null; ready: boolean; staked: Record<string, number> } | null;
}

export function viewPb(s: PbState, audience: Audience): PbView {
  const me = audience.kind === 'player' ? audience.player : null;
  return {
    game: 'punto-banca',
    profile: s.profile.id,
    phase: s.phase,
    roundNo: s.roundNo,
    coupNo: s.coupNo,
    model: s.table.model,
    dealing: modelOf(s).dealing,
    limits: { minBet: s.table.minBet, maxBet: s.table.maxBet, tieMin: s.table.tieMin, tieMax: s.table.tieMax },
    seats: modelOf(s).seats.map((n) => ({ seat: n, player: s.seats[String(n)] ?? null })),
    shoeHolder: s.shoeHolder,
    dealtBy: s.dealtBy,
    puntoHolder: s.puntoHolder,
    bets: s.bets.map((b) => ({ bettor: b.bettor, box: b.box ?? null, spot: b.spot, amount: b.amount })),
    punto: s.punto.slice(),
    banca: s.banca.slice(),
    points: { punto: s.punto.length ? handPoint(s.punto) : null, banca: s.banca.length ? handPoint(s.banca) : null },
    result: s.result,
    dead: s.dead,
    deadCards: s.deadCards.slice(),
    shoe: publicShoe(s.shoe),
    lastCoup: s.lastCoup,
    you: me === null ? null : { player: me, seat: seatOf(s, me), ready: s.ready.includes(me), staked: Object.fromEntries(SPOTS.map((sp) => [sp, stakedOn(s.bets, me, sp)])) },
  };
}
