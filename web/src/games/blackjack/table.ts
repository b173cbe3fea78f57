/**
 * @module web/games/blackjack/table
 * Blackjack's table: the dealer's hand at the top, then one panel per box with its bets (the commander's and those
 * behind), its hands (cards, total, how each ended, each bettor's stake and result), side bets and insurance, and
 * the decisions the viewer may take on that box. Actions without a box (the dealer's deal, irregularities) are
 * offered below the boxes. Everything comes from the game's view for this viewer and the legal actions the server
 * listed; the client decides nothing.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameViewProps, RecallProps } from '../types.js';
import { Cards } from '../../components/card.js';
import { toSend, actionLabel } from '../../components/action-bar.js';
import { translateOr } from '../../i18n/index.js';
import type { Translate } from '../../i18n/index.js';
import { asView } from './view.js';
import type { BjView, BoxView, HandView } from './view.js';

/** Side-bet kinds (the engine's `SIDE_KINDS`) → the bet name their settlement line carries. */
const SIDE_NAMES: Record<string, string> = { pairs: 'pairs', sevens: 'sevens', progressive: 'progressive', perfectPair: 'perfect-pair', galaxy: 'galaxy', top3: 'top3', twentyOnePlus3: '21+3' };
const sideName = (kind: string, side?: string): string => (kind === 'underOver13' ? (side === 'over' ? 'over-13' : 'under-13') : SIDE_NAMES[kind] ?? kind);
const betLabel = (t: Translate, bet: string): string => translateOr(t, `bet.${bet}`, bet);

/** The game's seat actions: the page offers them through the protocol's `sit` / `stand`, which the server mirrors. */
const PAGE_ACTIONS = new Set(['sit', 'leave']);

/** The words on a decision button. */
export function labelOf(t: Translate, a: LegalAction): string {
  if (a.type === 'side-bet') return `${actionLabel(t, 'side-bet')}: ${betLabel(t, sideName(String(a.kind), a.side as string | undefined))}`;
  if (a.type === 'withdraw') return `${actionLabel(t, 'withdraw')}: ${betLabel(t, String(a.bet ?? 'main'))}`;
  if (a.type === 'consent' || a.type === 'remove-bet') return `${actionLabel(t, a.type)}: ${String(a.player ?? a.bettor)}`;
  if (a.type === 'follow') return `${actionLabel(t, 'follow')}: ${translateOr(t, `bj.choice.${String(a.choice)}`, String(a.choice))}`;
  const base = actionLabel(t, a.type);
  return typeof a.sub === 'number' ? `${base} (${t('bj.sub', { n: a.sub })})` : base;
}

function Buttons({ legal, p }: { legal: readonly LegalAction[]; p: GameViewProps }): ComponentChild {
  if (!legal.length) return null;
  return h('div', { class: 'action-bar' }, legal.map((a, i) => {
    const send = toSend(a, p.chip);
    const amount = typeof send.amount === 'number' ? ` ${p.money(send.amount)}` : '';
    return h('button', {
      key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type,
      'data-box': typeof a.box === 'number' ? a.box : undefined, 'data-kind': typeof a.kind === 'string' ? a.kind : undefined,
      'data-player': typeof a.player === 'string' ? a.player : undefined, 'data-sub': typeof a.sub === 'number' ? a.sub : undefined,
      onClick: () => p.send(send),
    }, `${labelOf(p.t, a)}${amount}`);
  }));
}

const outcomeText = (t: Translate, outcome: string | null): string => (outcome ? translateOr(t, `outcome.${outcome}`, outcome) : '');
const resultClass = (returned: number, amount: number): string => (returned > amount ? 'pos' : returned < amount ? 'neg' : '');

/** A hand's total as the engine counted it (aces fixed at 1 included); null while its cards are face down. */
function Total({ total, soft, end, t }: { total: number | null; soft: boolean; end: string | null; t: Translate }): ComponentChild {
  if (total === null) return null;
  const text = end === 'blackjack' ? t('bj.blackjack') : total > 21 ? `${total} · ${t('bj.bust')}` : soft ? t('bj.soft', { n: total }) : t('bj.total', { n: total });
  return h('span', { class: `bj-total${total > 21 ? ' bust' : ''}`, 'data-total': total }, text);
}

/** Triple blackjack (000 §03.01): the dealer's hands, one per position somebody bet on, each with its position. */
type DealerHands = NonNullable<BjView['dealer']['hands']>;

function TripleDealer({ hands, t }: { hands: DealerHands; t: Translate }): ComponentChild {
  return h('div', { class: 'bj-dealer-hands' }, hands.map((d, i) => h('div', { key: i, class: `bj-dealer-hand${i === hands.length - 1 ? ' current' : ''}`, 'data-position': d.position },
    h('span', { class: 'bj-dealer-pos' }, t('bj.sub', { n: d.position })),
    d.cards.length ? h(Cards, { cards: d.cards }) : h('span', { class: 'hint' }, '—'),
    h(Total, { total: d.total, soft: false, end: null, t }))));
}

/** "against the dealer's 19 (position 2)": the dealer hand a triple blackjack stake was settled against. */
function againstDealer(t: Translate, hands: DealerHands | undefined, sub: number | undefined): string {
  if (!hands || sub === undefined) return '';
  const d = hands.find((x) => x.position === sub);
  return d && d.total !== null ? ` · ${t('bj.against-dealer', { n: d.total })}` : '';
}

function HandPanel({ hand, index, count, active, p, dealer }: { hand: HandView; index: number; count: number; active: boolean; p: GameViewProps; dealer?: DealerHands }): ComponentChild {
  const { t, money } = p;
  return h('div', { class: `bj-hand${active ? ' active' : ''}`, 'data-hand': index + 1 },
    count > 1 ? h('span', { class: 'bj-hand-no' }, t('bj.hand', { n: index + 1 })) : null,
    h(Cards, { cards: hand.cards }),
    h('div', { class: 'bj-hand-facts' },
      h(Total, { total: hand.total, soft: hand.soft, end: hand.end, t }),
      hand.doubled ? h('span', { class: 'badge' }, t('bj.doubled')) : null,
      hand.end && hand.end !== 'bust' && hand.end !== 'blackjack' ? h('span', { class: 'badge' }, translateOr(t, `bj.end.${hand.end}`, hand.end)) : null),
    hand.stakes.length ? h('ul', { class: 'bj-stakes' }, hand.stakes.map((s, i) => h('li', { key: i, class: s.bettor === p.me ? 'mine' : '', 'data-bettor': s.bettor },
      h('span', { class: 'who' }, p.names[s.bettor] ?? s.bettor), ' ',
      h('span', { class: 'amt' }, money(s.amount)),
      typeof s.sub === 'number' ? h('span', { class: 'bj-pos', 'data-position': s.sub }, ` (${t('bj.sub', { n: s.sub })})`) : '',
      s.returned !== null ? h('span', { class: `res ${resultClass(s.returned, s.amount)}` }, ` → ${money(s.returned)} (${outcomeText(t, s.outcome)}${againstDealer(t, dealer, s.sub)})`) : null))) : null);
}

function BoxPanel({ box, legal, p, turn, dealer }: { box: BoxView; legal: readonly LegalAction[]; p: GameViewProps; turn: { box: number; hand: number } | null; dealer?: DealerHands }): ComponentChild {
  const { t, money } = p;
  const holder = box.seated;
  const mine = p.me !== null && (holder === p.me || box.commander === p.me);
  const hasStake = box.bets.some((b) => b.bettor === p.me) || box.hands.some((hd) => hd.stakes.some((s) => s.bettor === p.me));
  const hands = box.hands;
  const commander = box.commander ?? holder;
  const empty = !hands.length && !box.bets.length && !legal.length;
  return h('div', { class: `bj-box${mine ? ' mine' : ''}${hasStake ? ' staked' : ''}${turn?.box === box.id ? ' turn' : ''}${empty ? ' idle' : ''}`, 'data-box': box.id },
    h('div', { class: 'bj-box-head' },
      h('span', { class: 'bj-box-no' }, t('table.box', { n: box.id })),
      commander ? h('span', { class: 'bj-commander' }, p.names[commander] ?? commander) : null),
    hands.length
      ? hands.map((hd, i) => h(HandPanel, { key: i, hand: hd, index: i, count: hands.length, active: turn?.box === box.id && turn.hand === i, p, ...(dealer ? { dealer } : {}) }))
      : box.bets.length ? h('ul', { class: 'bj-bets' }, box.bets.map((b, i) => h('li', { key: i, class: b.bettor === p.me ? 'mine' : '', 'data-bettor': b.bettor },
        h('span', { class: 'who' }, p.names[b.bettor] ?? b.bettor), ' ', h('span', { class: 'amt', 'data-bet': b.amount }, money(b.amount)),
        typeof b.sub === 'number' ? ` (${t('bj.sub', { n: b.sub })})` : ''))) : null,
    box.absent ? h('span', { class: 'badge warn' }, translateOr(t, `bj.absent.${box.absent}`, box.absent)) : null,
    box.sideBets.length ? h('ul', { class: 'bj-sides' }, box.sideBets.map((s, i) => h('li', { key: i, class: s.bettor === p.me ? 'mine' : '' },
      `${betLabel(t, s.bet)} · ${p.names[s.bettor] ?? s.bettor} ${money(s.amount)}`, s.returned !== null ? ` → ${money(s.returned)}` : ''))) : null,
    // The tip bet (003 §2.2.1.7, jootrahapanus): placed with the bet, booked to the staff's tips.
    box.tips.length ? h('ul', { class: 'bj-tips', 'data-tips': box.tips.reduce((n, x) => n + x.amount, 0) }, box.tips.map((x, i) => h('li', { key: i, class: x.bettor === p.me ? 'mine' : '' },
      `${t('bj.tips')} · ${p.names[x.bettor] ?? x.bettor} ${money(x.amount)}`))) : null,
    box.insurance.length ? h('ul', { class: 'bj-sides' }, box.insurance.map((s, i) => h('li', { key: i, class: s.bettor === p.me ? 'mine' : '' },
      `${betLabel(t, 'insurance')} · ${p.names[s.bettor] ?? s.bettor} ${money(s.amount)}`, s.returned !== null ? ` → ${money(s.returned)}` : ''))) : null,
    h(Buttons, { legal, p }));
}

export function BlackjackTable(p: GameViewProps): ComponentChild {
  const { t } = p;
  const v = asView(p.view);
  const legal = p.legal.filter((a) => !PAGE_ACTIONS.has(a.type));
  if (!v) return h('div', { class: 'bj-table' }, h('p', { class: 'bj-phase' }, t('bj.empty')), h(Buttons, { legal, p }));
  const byBox = (id: number): LegalAction[] => legal.filter((a) => a.box === id);
  const general = legal.filter((a) => typeof a.box !== 'number' || !v.boxes.some((b) => b.id === a.box));
  const myQuestions = v.questions.filter((q) => q.bettor === p.me);
  return h('div', { class: `bj-table phase-${v.phase}`, 'data-phase': v.phase },
    h('div', { class: 'bj-dealer' },
      h('span', { class: 'bj-dealer-label' }, t('bj.dealer')),
      v.dealer.hands && (v.dealer.hands.length > 1 || v.dealer.cards.length) ? h(TripleDealer, { hands: v.dealer.hands, t }) : [
        v.dealer.cards.length ? h(Cards, { key: 'c', cards: v.dealer.cards }) : null,
        h(Total, { key: 't', total: v.dealer.total, soft: false, end: null, t })]),
    h('p', { class: 'bj-phase' }, translateOr(t, `bj.phase.${v.phase}`, v.phase),
      myQuestions.length ? ` · ${myQuestions.map((q) => `${t('table.box', { n: q.box })}: ${translateOr(t, `bj.question.${q.kind}`, q.kind)}`).join(', ')}` : ''),
    v.lastShoe ? h('p', { class: 'status warn' }, t('bj.last-shoe')) : null,
    // The casino's options this table offers (000 §03 V.1.g: each casino's choice, told to the players at the table).
    v.options ? h('p', { class: 'bj-options hint', 'data-options': v.options.offered.join(' '), title: v.options.cite },
      v.options.offered.length ? t('bj.options', { list: v.options.offered.map((o) => translateOr(t, `bj.option.${o}`, o)).join(', ') }) : t('bj.options-none')) : null,
    h('p', { class: 'bj-shoe hint' }, t('bj.shoe', { left: v.shoe.remaining })),
    h('div', { class: 'bj-boxes' }, v.boxes.map((b) => h(BoxPanel, { key: b.id, box: b, legal: byBox(b.id), p, turn: v.turn, ...(v.dealer.hands ? { dealer: v.dealer.hands } : {}) }))),
    general.length ? h('div', { class: 'bj-general' }, h(Buttons, { legal: general, p })) : null);
}

/** A finished round on the history page: the same table, without actions. */
export function BlackjackRecall(props: RecallProps): ComponentChild {
  return h(BlackjackTable, { game: props.game, profile: '', view: props.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: props.t, locale: props.locale, money: props.money, names: {} });
}
