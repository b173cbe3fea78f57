/**
 * @module web/games/baccarat/deux
 * Baccarat à deux tableaux: the bank (its banker and amount, or the offer and the auction's bids), the shoe, the two
 * tableaux on either side of the banker's hand (each with the player holding its cards, its point and word), the
 * stakes in the order they were made (on a tableau, or banco), and the boxes of each tableau around the table.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { GameViewProps } from '../types.js';
import { translateOr } from '../../i18n/index.js';
import { Actions, Boxes, Calls, Hand, Head, name, Shoe } from './felt.js';
import type { DtView } from './view.js';

function Bank({ v, p }: { v: DtView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  if (v.banker) {
    return h('div', { class: 'bac-bank', 'data-banker': v.banker.player },
      h('span', { class: 'bac-bank-label' }, t('bet.bank')),
      h('strong', { class: 'bac-bank-amount', 'data-bank': v.banker.bank }, p.money(v.banker.bank)),
      h('span', { class: 'bac-who' }, name(p, v.banker.player)),
      h('span', { class: 'hint' }, t('bac.bank-coups', { n: v.banker.coups })));
  }
  return h('div', { class: 'bac-bank open' },
    h('span', { class: 'bac-bank-label' }, t('bet.bank')),
    h('span', null, v.offer ? t('bac.bank-from', { min: p.money(v.offer) }) : t('bac.auction')),
    v.bids.length ? h('ol', { class: 'bac-bids' }, v.bids.map((b, i) => h('li', { key: i, 'data-bid': b.player }, `${name(p, b.player)} ${p.money(b.amount)}`))) : null);
}

export function Deux({ v, p }: { v: DtView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  const calls = v.inPlay.length ? v.inPlay : v.stakes;
  const label = (c: { tableau: number; banco: boolean }): string => t(c.banco ? 'bet.banco' : `bet.tableau-${c.tableau}`);
  const tabBoxes = (tab: 1 | 2) => v.seats.filter((s) => s.tableau === tab).map((s) => ({
    box: s.seat,
    player: s.player,
    badges: [
      s.player !== null && v.banker?.player === s.player ? t('bac.banker') : null,
      s.player !== null && v.holders[tab - 1] === s.player ? t('bac.punto-cards') : null,
    ].filter((x): x is string => x !== null),
    stakes: s.player === null ? [] : calls.filter((c) => c.player === s.player).map((c) => ({ label: label(c), amount: c.amount })),
  }));
  const tab = (i: 0 | 1): ComponentChild => {
    const x = v.tableaux[i];
    const r = v.result?.tabs[i];
    return h(Hand, { label: t(`bet.tableau-${i + 1}`), who: v.holders[i] ? name(p, v.holders[i]) : null, cards: x?.cards ?? [], point: x?.point ?? null, said: x?.said ?? null, side: `tableau-${i + 1}`, win: r?.winner === 'punto', t });
  };
  return h('div', { class: 'bac-table bac-deux-tableaux', 'data-phase': v.phase, 'data-me-banker': v.you?.isBanker ? '1' : '0' },
    h(Head, { parts: [t('bac.coup', { n: v.coupNo }), translateOr(t, `bac.phase.${v.phase}`, v.phase), t(v.mode === 'free' ? 'bac.free-bank' : 'bac.limited-bank')] }),
    h(Bank, { v, p }),
    h(Shoe, { shoe: v.shoe, last: v.lastCoup, t }),
    h('div', { class: 'bac-hands three' },
      tab(0),
      h(Hand, { label: t('bet.bank'), who: v.banker ? name(p, v.banker.player) : null, cards: v.bankerCards, point: v.bankerPoint, side: 'banker', win: !!v.result && v.result.tabs.some((r) => r.winner === 'banker'), t }),
      tab(1)),
    v.result ? h('p', { class: 'bac-result' }, v.result.void ? t('bac.void') : v.result.tabs.map((r, i) => `${t(`bet.tableau-${i + 1}`)}: ${translateOr(t, `bac.${r.winner}`, r.winner)}`).join(' · '), v.result.levy ? ` · ${t('bac.cagnotte', { amount: p.money(v.result.levy) })}` : '') : null,
    h(Calls, { calls: calls.map((c) => ({ player: c.player, label: label(c), amount: c.amount })), p, title: t('bac.calls') }),
    h('div', { class: 'bac-tableaux' },
      h('div', { class: 'bac-tableau', 'data-tableau': 1 }, h('span', { class: 'bac-calls-title' }, t('bac.tableau-1')), h(Boxes, { boxes: tabBoxes(1), p, tableau: 1 })),
      h('div', { class: 'bac-tableau', 'data-tableau': 2 }, h('span', { class: 'bac-calls-title' }, t('bac.tableau-2')), h(Boxes, { boxes: tabBoxes(2), p, tableau: 2 }))),
    h(Actions, { p }));
}
