/**
 * @module games/baccarat/chemin-de-fer/view
 * Views from an allow-list. The first two cards of each side are face down: the punto holder sees his, the banker
 * his; others see them once shown (a natural, the showdown) or exposed. Third cards are dealt face up. Never the
 * shoe order, the salt, a card drawn early or a fifth card set aside.
 */
import type { Card } from '../../../cards/card.js';
import type { Audience } from '../../../core/ids.js';
import { publicShoe } from '../../../shoe/shoe.js';
import type { CdfView } from '../../../protocol/views/baccarat.js';
import { handPoint } from '../core/values.js';
import { bankMax, seatOf } from './rules.js';
import type { CdfState } from './state.js';

export type { CdfView };

const mask = (cards: readonly Card[], visibleAll: boolean, mine: boolean, exposed: readonly number[]): (Card | null)[] =>
  cards.map((c, i) => (visibleAll || mine || i >= 2 || exposed.includes(i) ? c : null));

export function viewCdf(s: CdfState, audience: Audience): CdfView {
  const me = audience.kind === 'player' ? audience.player : null;
  const over = s.phase === 'result' || s.phase === 'over';
  const puntoOpen = over || s.puntoShown;
  const bankerOpen = over || s.bankerShown;
  const punto = mask(s.punto, puntoOpen, me !== null && me === s.puntoHolder, s.exposed.punto);
  const banker = mask(s.bankerCards, bankerOpen, me !== null && me === s.banker?.player, s.exposed.banker);
  const pointOf = (cards: (Card | null)[]) => (cards.length && cards.every((c) => c !== null) ? handPoint(cards as Card[]) : null);
  const max = bankMax(s);
  return {
    game: 'chemin-de-fer',
    profile: s.profile.id,
    phase: s.phase,
    coupNo: s.coupNo,
    limits: { puntoMin: s.table.puntoMin, bankMin: s.table.bankMin, bankMax: max === Number.MAX_SAFE_INTEGER ? null : max },
    seats: s.profile.seats.value.map((n) => ({ seat: n, player: s.seats[String(n)] ?? null })),
    banker: s.banker ? { player: s.banker.player, seat: s.banker.seat, bank: s.banker.bank, coups: s.banker.coups, associates: s.banker.associates.map((x) => ({ player: x.player, amount: x.amount })) } : null,
    associationOffers: s.associationOffers.map((x) => ({ player: x.player, amount: x.amount })),
    lists: { waiting: [...s.lists.waiting], seatChange: [...s.lists.seatChange], mustSalute: [...s.lists.mustSalute] },
    cardsLifted: s.cardsLifted,
    bank: {
      stage: s.stage,
      offeredTo: s.stage === 'offer' || s.stage === 'forced' ? (s.seats[String(s.offerQueue[0])] ?? null) : s.stage === 'retake' ? (s.passed?.player ?? null) : null,
      minimum: s.passed?.voluntary ? Math.max(s.passed.bank, s.table.bankMin) : s.table.bankMin,
      bids: s.bids.map((b) => ({ player: b.player, amount: b.amount })),
      passedBy: s.passed?.player ?? null,
    },
    stakes: s.declared.map((d) => ({ player: d.player, seat: d.seat, kind: d.kind, amount: d.amount })),
    inPlay: s.accepted.map((d) => ({ player: d.player, kind: d.kind, amount: d.amount })),
    puntoHolder: s.puntoHolder,
    bancoSuivi: s.bancoSuivi,
    punto,
    bankerCards: banker,
    points: { punto: s.puntoOverride ?? pointOf(punto), banker: pointOf(banker) },
    said: { punto: s.puntoSaid, banker: s.bankerSaid },
    tableMode: s.tableMode,
    withdrawOpen: s.withdrawOpen,
    result: s.result,
    shoe: publicShoe(s.shoe),
    lastCoup: s.lastCoup,
    you: me === null ? null : { player: me, seat: seatOf(s, me), isBanker: s.banker?.player === me, holdsCards: s.puntoHolder === me },
  };
}
