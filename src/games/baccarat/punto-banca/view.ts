/**
 * @module games/baccarat/punto-banca/view
 * Views, built field by field from an allow-list: the cards on the cloth, bets, seats, the shoe's public face.
 * Never the shoe order, the salt, the burned cards or a card set aside face down.
 */
import type { Audience } from '../../../core/ids.js';
import { publicShoe } from '../../../shoe/shoe.js';
import type { PbView } from '../../../protocol/views/baccarat.js';
import { handPoint } from '../core/values.js';
import { modelOf, seatOf, stakedOn } from './rules.js';
import { SPOTS, type PbState } from './state.js';

export type { PbView };

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
