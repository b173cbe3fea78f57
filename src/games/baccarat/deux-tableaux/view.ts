/**
 * @module games/baccarat/deux-tableaux/view
 * Views from an allow-list. A tableau's first two cards are seen by the player holding them; the banker sees his;
 * everyone sees them once shown or at the result; third cards are face up. A banco player may not see the second
 * tableau's cards before the first has been played (000 §09 VI). Never the shoe, a card drawn early or set aside.
 */
import type { Card } from '../../../cards/card.js';
import type { Audience } from '../../../core/ids.js';
import { publicShoe } from '../../../shoe/shoe.js';
import type { DtView } from '../../../protocol/views/baccarat.js';
import { handPoint } from '../core/values.js';
import { allSeats, seatOf } from './rules.js';
import type { DtState } from './state.js';

export type { DtView };

export function viewDt(s: DtState, audience: Audience): DtView {
  const me = audience.kind === 'player' ? audience.player : null;
  const end = s.phase === 'result' || s.phase === 'over';
  const pts = (cards: (Card | null)[]) => (cards.length && cards.every((c) => c !== null) ? handPoint(cards as Card[]) : null);
  const tab = (t: 0 | 1) => {
    const mine = me !== null && s.holders[t] === me && !(s.banco === me && t === 1 && s.turn === 0 && s.phase !== 'banker' && s.phase !== 'banker-card');
    const open = end || s.said[t] === 'show' || s.bankerShown;
    const cards = s.hands[t].map((c, i) => (open || mine || i >= 2 ? c : null));
    return { cards, point: pts(cards), said: s.said[t], void: s.tabVoid[t] };
  };
  const bCards = s.bankerCards.map((c, i) => (end || s.bankerShown || i >= 2 || (me !== null && me === s.banker?.player) ? c : null));
  const max = (x: number) => (s.table.mode === 'free' ? null : x);
  return {
    game: 'baccarat-deux-tableaux',
    profile: s.profile.id,
    mode: s.table.mode,
    phase: s.phase,
    coupNo: s.coupNo,
    closed: s.closed,
    session: s.session ? { day: s.session.day, count: s.session.count, open: s.session.open, shoes: s.session.shoes, blocked: s.sessionBlock } : null,
    limits: { minStake: s.table.minStake, maxStake: max(s.table.maxStake), bankMin: s.table.bankMin, bankMax: max(s.table.bankMax), unit: s.table.unit },
    seats: allSeats(s).map((n) => ({ seat: n, tableau: (n <= s.profile.seatsPerTableau.value ? 1 : 2) as 1 | 2, player: s.seats[String(n)] ?? null })),
    banker: s.banker ? { player: s.banker.player, bank: s.banker.bank, coups: s.banker.coups } : null,
    offer: s.offer,
    bids: s.bids.map((b) => ({ player: b.player, amount: b.amount })),
    stakes: s.declared.map((d) => ({ player: d.player, tableau: d.tab + 1, amount: d.amount, banco: d.banco })),
    inPlay: s.accepted.map((d) => ({ player: d.player, tableau: d.tab + 1, amount: d.amount, banco: d.banco })),
    holders: s.holders.slice(),
    banco: s.banco,
    turn: s.turn + 1,
    tableaux: [tab(0), tab(1)],
    bankerCards: bCards,
    bankerPoint: pts(bCards),
    tableAsked: s.tableAsked,
    result: s.result,
    shoe: publicShoe(s.shoe),
    lastCoup: s.lastCoup,
    you: me === null ? null : { player: me, seat: seatOf(s, me), isBanker: s.banker?.player === me },
  };
}
