/**
 * @module web/games/baccarat/felt
 * The pieces the three baccarat tables share: a hand on the cloth (its cards, point, the word said, the winner
 * marked), the shoe (number, cards left, who holds it), the ring of boxes around the table (number, player, what
 * each has staked, badges such as the shoe or the bank, the tableau a box belongs to) and the legal actions as
 * buttons. Everything comes from the game's view; the client decides nothing.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { PublicShoe } from '../../../../src/protocol/views/common.js';
import type { GameViewProps } from '../types.js';
import { Cards } from '../../components/card.js';
import { ActionBar } from '../../components/action-bar.js';
import { translateOr, type Translate } from '../../i18n/index.js';

export const name = (p: { names: Readonly<Record<string, string>> }, id: string | null | undefined): string => (id ? (p.names[id] ?? id) : '—');

/** Extra words on a button: the spot, seat, tableau or hand it acts on. */
export function describe(t: Translate, a: LegalAction): string | null {
  const parts: string[] = [];
  for (const k of ['spot', 'tableau', 'hand', 'to', 'side', 'which']) if (a[k] !== undefined) parts.push(translateOr(t, `bac.${String(a[k])}`, String(a[k])));
  if (typeof a.box === 'number') parts.push(t('bac.seat', { n: a.box }));
  if (typeof a.player === 'string') parts.push(a.player);
  if (typeof a.count === 'number' || typeof a.cards === 'number' || typeof a.extra === 'number') parts.push(String(a.count ?? a.cards ?? a.extra));
  if (a.faceUp !== undefined) parts.push(t(a.faceUp ? 'bac.face-up' : 'bac.face-down'));
  return parts.length ? parts.join(' · ') : null;
}

/** The game's seat actions: the page offers them through the protocol's `sit` / `stand`, which the server mirrors. */
const PAGE_ACTIONS = new Set(['sit', 'leave']);

/** The legal actions as buttons, but those `skip` leaves to the cloth (a betting spot) and the page's seat actions. */
export function Actions({ p, skip }: { p: GameViewProps; skip?: (a: LegalAction) => boolean }): ComponentChild {
  const legal = p.legal.filter((a) => !PAGE_ACTIONS.has(a.type) && !skip?.(a));
  return legal.length ? h('div', { class: 'bac-actions' }, h(ActionBar, { legal, chip: p.chip, send: p.send, t: p.t, money: p.money, describe: (a) => describe(p.t, a) })) : null;
}

/** One hand on the cloth: label, who holds it, its cards (face down as backs), its point and the word said. */
export function Hand(props: { label: string; who?: string | null; cards: readonly (string | null)[]; point: number | null; said?: string | null; side: string; win?: boolean; t: Translate }): ComponentChild {
  const { t } = props;
  return h('div', { class: `bac-hand${props.win ? ' win' : ''}`, 'data-hand': props.label, 'data-side': props.side },
    h('div', { class: 'bac-hand-head' },
      h('strong', null, props.label),
      props.who ? h('span', { class: 'bac-who' }, props.who) : null),
    h('div', { class: 'bac-hand-cards' }, props.cards.length ? h(Cards, { cards: props.cards }) : h('span', { class: 'bac-empty' }, '—')),
    h('div', { class: 'bac-hand-facts' },
      props.point === null ? null : h('span', { class: 'bac-point', 'data-point': props.point }, t('bac.point', { n: props.point })),
      props.said ? h('em', { class: 'bac-said' }, `«${translateOr(t, `action.${props.said}`, props.said)}»`) : null,
      props.win ? h('span', { class: 'badge win' }, t('bac.winner')) : null));
}

/** The shoe: its number, the cards left, and who holds it (punto y banca's players deal in turn). */
export function Shoe({ shoe, holder, last, t }: { shoe: PublicShoe; holder?: string | null; last: boolean; t: Translate }): ComponentChild {
  return h('div', { class: 'bac-shoe', 'data-shoe': shoe.shoeNo, title: shoe.commitment },
    h('span', { class: 'bac-shoe-box', 'aria-hidden': 'true' }, '▤'),
    h('span', null, t('bac.shoe-left', { n: shoe.shoeNo, left: shoe.remaining })),
    holder ? h('span', { class: 'bac-who' }, t('bac.shoe-held', { who: holder })) : null,
    last ? h('span', { class: 'badge warn' }, t('bac.last-coup')) : null);
}

export interface BoxSpot {
  readonly box: number;
  readonly player: string | null;
  /** e.g. "tableau 1" for deux tableaux. */
  readonly note?: string;
  readonly badges: readonly string[];
  readonly stakes: readonly { readonly label: string; readonly amount: number }[];
}

/** The boxes around the table, in number order, the viewer's marked. */
export function Boxes({ boxes, p, tableau }: { boxes: readonly BoxSpot[]; p: GameViewProps; tableau?: number }): ComponentChild {
  if (!boxes.length) return null;
  return h('ol', { class: 'bac-boxes', ...(tableau ? { 'data-tableau': tableau } : {}) }, boxes.map((b) => {
    const mine = b.player !== null && b.player === p.me;
    return h('li', { key: b.box, class: `bac-box${mine ? ' mine' : ''}${b.player ? '' : ' free'}`, 'data-box': b.box, 'data-player': b.player ?? '' },
      h('span', { class: 'bac-box-no' }, b.box),
      h('span', { class: 'bac-box-who' }, b.player ? name(p, b.player) : p.t('table.box-free')),
      b.note ? h('span', { class: 'bac-box-note' }, b.note) : null,
      b.badges.length ? h('span', { class: 'bac-box-badges' }, b.badges.map((x, i) => h('span', { key: i, class: 'badge' }, x))) : null,
      b.stakes.map((s, i) => h('span', { key: i, class: 'bac-box-stake' }, `${s.label} ${p.money(s.amount)}`)));
  }));
}

/** The stakes in the order they were called: banco, banco suivi, with the table (chemin de fer, deux tableaux). */
export function Calls({ calls, p, title }: { calls: readonly { player: string; label: string; amount: number }[]; p: GameViewProps; title: string }): ComponentChild {
  if (!calls.length) return null;
  return h('div', { class: 'bac-calls' },
    h('span', { class: 'bac-calls-title' }, title),
    h('ol', null, calls.map((c, i) => h('li', { key: i, class: c.player === p.me ? 'mine' : '', 'data-call': i + 1, 'data-player': c.player }, `${name(p, c.player)} · ${c.label} ${p.money(c.amount)}`))));
}

/** The coup's number, phase and notes in one line at the head of the cloth. */
export function Head({ parts }: { parts: readonly (string | null | false)[] }): ComponentChild {
  return h('p', { class: 'bac-head' }, parts.filter(Boolean).join(' · '));
}
