/**
 * @module web/games/baccarat/table
 * The baccarat tables: punto y banca (the two hands, the bets on punto, banca and the tie, the seats and the shoe's
 * holder), chemin de fer (the banker and his bank, its offer or auction, the stakes in play, both hands with the
 * words said) and deux tableaux (two tableaux against the banker). Face-down cards come as null in the view and are
 * drawn face down. Every decision is a legal action the server listed; the client decides nothing.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameViewProps, RecallProps } from '../types.js';
import { Cards } from '../../components/card.js';
import { ActionBar } from '../../components/action-bar.js';
import { translateOr, type Translate } from '../../i18n/index.js';
import { asView, type CdfView, type DtView, type PbView } from './view.js';

const name = (p: { names: Readonly<Record<string, string>> }, id: string | null | undefined): string => (id ? (p.names[id] ?? id) : '—');

/** Extra words on a button: the spot, seat, tableau or hand it acts on. */
function describe(t: Translate, a: LegalAction): string | null {
  const parts: string[] = [];
  for (const k of ['spot', 'tableau', 'hand', 'to', 'side', 'which']) if (a[k] !== undefined) parts.push(translateOr(t, `bac.${String(a[k])}`, String(a[k])));
  if (typeof a.box === 'number') parts.push(t('bac.seat', { n: a.box }));
  if (typeof a.player === 'string') parts.push(a.player);
  if (typeof a.count === 'number' || typeof a.cards === 'number' || typeof a.extra === 'number') parts.push(String(a.count ?? a.cards ?? a.extra));
  if (a.faceUp !== undefined) parts.push(t(a.faceUp ? 'bac.face-up' : 'bac.face-down'));
  return parts.length ? parts.join(' · ') : null;
}

function Hand({ label, cards, point, said, side, t }: { label: string; cards: readonly (string | null)[]; point: number | null; said?: string | null; side?: string; t: Translate }): ComponentChild {
  return h('div', { class: 'bac-hand', 'data-hand': label, ...(side ? { 'data-side': side } : {}) },
    h('strong', null, label), ' ',
    cards.length ? h(Cards, { cards }) : '—',
    point === null ? null : h('span', { class: 'bac-point', 'data-point': point }, ` ${t('bac.point', { n: point })}`),
    said ? h('em', null, ` «${translateOr(t, `action.${said}`, said)}»`) : null);
}

/** The game's seat actions: the page offers them through the protocol's `sit` / `stand`, which the server mirrors. */
const PAGE_ACTIONS = new Set(['sit', 'leave']);

const actions = (p: GameViewProps) => {
  const legal = p.legal.filter((a) => !PAGE_ACTIONS.has(a.type));
  return legal.length ? h(ActionBar, { legal, chip: p.chip, send: p.send, t: p.t, money: p.money, describe: (a) => describe(p.t, a) }) : null;
};

function Punto({ v, p }: { v: PbView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  const seated = v.seats.filter((s) => s.player);
  return h('div', { class: 'bac-table bac-punto-banca' },
    h('p', null, t('bac.coup', { n: v.coupNo }), ' · ', translateOr(t, `bac.phase.${v.phase}`, v.phase), v.dead ? ` · ${t('bac.without-bets')}` : '', v.lastCoup ? ` · ${t('bac.last-coup')}` : ''),
    h('p', null, seated.length ? seated.map((s) => h('span', { key: s.seat, class: 'bac-seat', 'data-seat': s.seat }, `${s.seat}: ${name(p, s.player)}${v.shoeHolder === s.seat ? ` (${t('bac.shoe')})` : ''}  `)) : t('bac.no-seats')),
    h(Hand, { label: t('bet.punto'), cards: v.punto, point: v.points.punto, t }),
    h(Hand, { label: t('bet.banca'), cards: v.banca, point: v.points.banca, t }),
    v.result ? h('p', { class: 'bac-result', 'data-winner': v.result.winner }, v.result.winner === 'tie' ? t('bac.tie') : t('bac.wins', { side: t(`bet.${v.result.winner}`) })) : null,
    v.bets.length ? h('ul', { class: 'bac-bets' }, v.bets.map((b, i) => h('li', { key: i }, `${name(p, b.bettor)}${b.box ? ` (${b.box})` : ''}: ${t(`bet.${b.spot}`)} ${p.money(b.amount)}`))) : null,
    actions(p));
}

function Chemin({ v, p }: { v: CdfView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  return h('div', { class: 'bac-table bac-chemin', 'data-phase': v.phase, 'data-me-banker': v.you?.isBanker ? '1' : '0', 'data-me-holder': v.you?.holdsCards ? '1' : '0' },
    h('p', null, t('bac.coup', { n: v.coupNo }), ' · ', translateOr(t, `bac.phase.${v.phase}`, v.phase)),
    v.banker?.associates.length ? h('p', { class: 'bac-associates' }, t('bac.associates', { who: v.banker.associates.map((a) => `${name(p, a.player)} ${p.money(a.amount)}`).join(', ') })) : null,
    v.lists.waiting.length ? h('p', { class: 'bac-waiting' }, t('bac.waiting-list', { who: v.lists.waiting.map((x) => name(p, x)).join(', ') })) : null,
    v.banker
      ? h('p', { class: 'bac-banker' }, t('bac.banker-holds', { who: name(p, v.banker.player), bank: p.money(v.banker.bank) }))
      : h('p', null, t('bac.bank-offer', { who: name(p, v.bank.offeredTo), min: p.money(v.bank.minimum) }), v.bank.bids.map((b) => ` · ${name(p, b.player)} ${p.money(b.amount)}`).join('')),
    v.stakes.length || v.inPlay.length ? h('ul', { class: 'bac-bets' }, (v.inPlay.length ? v.inPlay : v.stakes).map((s, i) => h('li', { key: i }, `${name(p, s.player)}: ${t(`bet.${s.kind}`)} ${p.money(s.amount)}`))) : null,
    v.punto.length ? h(Hand, { label: `${t('bet.punto')} (${name(p, v.puntoHolder)})`, cards: v.punto, point: v.points.punto, said: v.said.punto, side: 'punto', t }) : null,
    v.bankerCards.length ? h(Hand, { label: t('bet.bank'), cards: v.bankerCards, point: v.points.banker, said: v.said.banker, side: 'banker', t }) : null,
    v.result ? h('p', { class: 'bac-result', 'data-winner': v.result.winner }, v.result.winner === 'void' ? t('bac.void') : v.result.winner === 'tie' ? t('bac.tie') : t('bac.wins', { side: t(v.result.winner === 'punto' ? 'bet.punto' : 'bet.bank') }), v.result.levy ? ` · ${t('bac.cagnotte', { amount: p.money(v.result.levy) })}` : '') : null,
    actions(p));
}

function Deux({ v, p }: { v: DtView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  return h('div', { class: 'bac-table bac-deux-tableaux' },
    h('p', null, t('bac.coup', { n: v.coupNo }), ' · ', translateOr(t, `bac.phase.${v.phase}`, v.phase), ' · ', t(v.mode === 'free' ? 'bac.free-bank' : 'bac.limited-bank')),
    v.banker ? h('p', { class: 'bac-banker' }, t('bac.banker-holds', { who: name(p, v.banker.player), bank: p.money(v.banker.bank) })) : h('p', null, v.offer ? t('bac.bank-offer', { who: '—', min: p.money(v.offer) }) : t('bac.auction')),
    v.tableaux.map((tab, i) => (tab.cards.length ? h(Hand, { key: i, label: `${t(`bet.tableau-${i + 1}`)} (${name(p, v.holders[i])})`, cards: tab.cards, point: tab.point, said: tab.said, t }) : null)),
    v.bankerCards.length ? h(Hand, { label: t('bet.bank'), cards: v.bankerCards, point: v.bankerPoint, t }) : null,
    (v.inPlay.length ? v.inPlay : v.stakes).length ? h('ul', { class: 'bac-bets' }, (v.inPlay.length ? v.inPlay : v.stakes).map((s, i) => h('li', { key: i }, `${name(p, s.player)}: ${t(`bet.${s.banco ? 'banco' : `tableau-${s.tableau}`}`)} ${p.money(s.amount)}`))) : null,
    v.result ? h('p', { class: 'bac-result' }, v.result.void ? t('bac.void') : v.result.tabs.map((r, i) => `${t(`bet.tableau-${i + 1}`)}: ${translateOr(t, `bac.${r.winner}`, r.winner)}`).join(' · '), v.result.levy ? ` · ${t('bac.cagnotte', { amount: p.money(v.result.levy) })}` : '') : null,
    actions(p));
}

export function BaccaratTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  if (!v) return h('div', { class: 'bac-table' }, p.t('bac.waiting'), actions(p));
  if (v.game === 'punto-banca') return h(Punto, { v, p });
  if (v.game === 'chemin-de-fer') return h(Chemin, { v, p });
  return h(Deux, { v, p });
}

export function BaccaratRecall(r: RecallProps): ComponentChild {
  const p = { ...r, legal: [], send: () => undefined, me: null, role: 'auditor' as const, chip: 0, names: {}, profile: '' };
  return h(BaccaratTable, p);
}
