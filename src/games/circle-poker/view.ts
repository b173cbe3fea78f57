/**
 * @module games/circle-poker/view
 * What each audience sees, field by field: seats, stacks, bets, the pot, the boards, whose turn it is and the
 * legal range of a bet. A card dealt face down is seen only by the player who holds it, until it is shown at the
 * showdown (000 §17 VII.14: only a player may look at his own face-down cards); mucked and folded hands are never
 * shown (a hand mucked at a showdown in order, 003 §3.1.3.2, is folded: the same); the auditor sees every card once the hand is over. Never the shoe's order or salt.
 */
import type { Audience } from '../../core/ids.js';
import { publicShoe } from '../../shoe/shoe.js';
import { betRange, turnOf } from './rules.js';
import { heldForFloor } from './undercalls.js';
import { drawerOf, drawRuleOf } from './draw.js';
import { callAmount } from '../../poker/betting.js';
import { situation } from './rules.js';
import { stackOf, type CpState } from './state.js';
import type { CpSeatView, CpView } from '../../protocol/views/circle-poker.js';
import { roomWinners } from './room-jackpot.js';
import { deciderOf } from './showdown.js';

export type { CpSeatView, CpView };

export function viewHand(s: CpState, a: Audience): CpView {
  const sees = (player: string): boolean => (a.kind === 'player' && a.player === player) || (a.kind === 'auditor' && s.phase === 'over');
  const seats: CpSeatView[] = [...s.seats]
    .sort((x, y) => x.box - y.box)
    .map((seat) => {
      const p = s.hand.find((h) => h.player === seat.player && h.box === seat.box);
      const open = !!p && (sees(p.player) || (p.shown && !p.folded));
      return {
        box: seat.box,
        player: seat.player,
        out: seat.out,
        inHand: !!p && s.phase !== 'waiting',
        stack: p ? p.stack : s.bank ? stackOf(s, seat.player) : null,
        bet: p?.bet ?? 0,
        total: p?.total ?? 0,
        folded: p?.folded ?? false,
        allIn: p?.allIn ?? false,
        cards: (p?.cards ?? []).map((c) => (c.up || open ? { card: c.card, up: c.up } : null)),
        // A penalty's hands left, public (003 §3.1.10.5: the penalised player is away from the table).
        ...(seat.penalty ? { penalty: seat.penalty } : {}),
        ...(p?.mucked ? { mucked: true } : {}),
      };
    });
  const t = turnOf(s);
  const d = drawerOf(s);
  const rule = drawRuleOf(s);
  const shower = deciderOf(s);
  return {
    game: s.variant.id,
    name: s.variant.name,
    phase: s.phase,
    version: s.v,
    handNo: s.handNo,
    button: s.button,
    structure: s.profile.structure.value,
    seats,
    boards: s.boards,
    pot: s.hand.reduce((x, p) => x + p.total, 0),
    currentBet: s.currentBet,
    // `floor`: his turn held for the floor's ruling on his undercall (003 §3.1.8.12, undercalls.ts).
    toAct: t ? { box: t.box, player: t.player, call: callAmount(situation(s, t)), bet: betRange(s, 'bet'), raise: betRange(s, 'raise'), ...(heldForFloor(s) ? { floor: true } : {}) } : null,
    drawer: d && rule ? { box: d.box, player: d.player, min: rule.min, max: rule.max } : null,
    shower: shower ? { box: shower.box, player: shower.player } : null,
    result: s.result,
    runTwice: s.runTwice ?? null,
    shoe: publicShoe(s.shoe),
    // The poker-room jackpot (003-CP-JP): its prizes' winners once the hand is over (their amounts are the ledger's).
    ...(s.jackpot ? { jackpot: { id: s.jackpot, ...(s.phase === 'over' ? roomWinners(s) : { badBeat: null, royalFlush: [] }) } } : {}),
  };
}
