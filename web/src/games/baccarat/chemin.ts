/**
 * @module web/games/baccarat/chemin
 * Chemin de fer's table: the bank (its banker, amount, coups and associates, or the offer in rotation and the
 * auction's bids), the shoe, the punto and bank hands with the words said ("carte", "non"), the calls in the order
 * they were made (banco, banco suivi, with the table, the puntos), the boxes around the table (banker, punto's cards,
 * each box's stake) and the actions the server lists.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { GameViewProps } from '../types.js';
import { translateOr } from '../../i18n/index.js';
import { Actions, Boxes, Calls, Hand, Head, name, Shoe } from './felt.js';
import type { CdfView } from './view.js';

function Bank({ v, p }: { v: CdfView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  if (v.banker) {
    return h('div', { class: 'bac-bank', 'data-banker': v.banker.player },
      h('span', { class: 'bac-bank-label' }, t('bet.bank')),
      h('strong', { class: 'bac-bank-amount', 'data-bank': v.banker.bank }, p.money(v.banker.bank)),
      h('span', { class: 'bac-who' }, name(p, v.banker.player)),
      h('span', { class: 'hint' }, t('bac.bank-coups', { n: v.banker.coups })),
      v.banker.associates.length ? h('span', { class: 'bac-associates hint' }, t('bac.associates', { who: v.banker.associates.map((a) => `${name(p, a.player)} ${p.money(a.amount)}`).join(', ') })) : null);
  }
  return h('div', { class: 'bac-bank open' },
    h('span', { class: 'bac-bank-label' }, t('bet.bank')),
    v.bank.offeredTo ? h('span', null, t('bac.bank-offer', { who: name(p, v.bank.offeredTo), min: p.money(v.bank.minimum) })) : h('span', null, t('bac.auction')),
    v.bank.bids.length ? h('ol', { class: 'bac-bids' }, v.bank.bids.map((b, i) => h('li', { key: i, 'data-bid': b.player }, `${name(p, b.player)} ${p.money(b.amount)}`))) : null);
}

export function Chemin({ v, p }: { v: CdfView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  const calls = v.inPlay.length ? v.inPlay : v.stakes;
  const seatOf = (player: string): number | null => v.seats.find((s) => s.player === player)?.seat ?? null;
  const boxes = v.seats.map((s) => ({
    box: s.seat,
    player: s.player,
    badges: [
      s.player !== null && v.banker?.player === s.player ? t('bac.banker') : null,
      s.player !== null && v.puntoHolder === s.player ? t('bac.punto-cards') : null,
      s.player !== null && v.lists.waiting.includes(s.player) ? t('bac.on-list') : null,
    ].filter((x): x is string => x !== null),
    stakes: s.player === null ? [] : calls.filter((c) => c.player === s.player && ('seat' in c ? c.seat === s.seat || c.seat === null : seatOf(c.player) === s.seat)).map((c) => ({ label: translateOr(t, `bet.${c.kind}`, c.kind), amount: c.amount })),
  }));
  const w = v.result?.winner ?? null;
  return h('div', { class: 'bac-table bac-chemin', 'data-phase': v.phase, 'data-me-banker': v.you?.isBanker ? '1' : '0', 'data-me-holder': v.you?.holdsCards ? '1' : '0' },
    h(Head, { parts: [t('bac.coup', { n: v.coupNo }), translateOr(t, `bac.phase.${v.phase}`, v.phase)] }),
    h(Bank, { v, p }),
    h(Shoe, { shoe: v.shoe, last: v.lastCoup, t }),
    v.lists.waiting.length ? h('p', { class: 'bac-waiting hint' }, t('bac.waiting-list', { who: v.lists.waiting.map((x) => name(p, x)).join(', ') })) : null,
    h('div', { class: 'bac-hands' },
      h(Hand, { label: t('bet.punto'), who: v.puntoHolder ? name(p, v.puntoHolder) : null, cards: v.punto, point: v.points.punto, said: v.said.punto, side: 'punto', win: w === 'punto', t }),
      h(Hand, { label: t('bet.bank'), who: v.banker ? name(p, v.banker.player) : null, cards: v.bankerCards, point: v.points.banker, said: v.said.banker, side: 'banker', win: w === 'banker', t })),
    v.result ? h('p', { class: 'bac-result', 'data-winner': v.result.winner }, v.result.winner === 'void' ? t('bac.void') : v.result.winner === 'tie' ? t('bac.tie') : t('bac.wins', { side: t(v.result.winner === 'punto' ? 'bet.punto' : 'bet.bank') }), v.result.levy ? ` · ${t('bac.cagnotte', { amount: p.money(v.result.levy) })}` : '') : null,
    h(Calls, { calls: calls.map((c) => ({ player: c.player, label: translateOr(t, `bet.${c.kind}`, c.kind), amount: c.amount })), p, title: t('bac.calls') }),
    h(Boxes, { boxes, p }),
    h(Actions, { p }));
}
