/**
 * @module web/games/baccarat/punto-banca
 * Punto y banca's table: the shoe and who holds it, the punto and banca hands side by side (the winner marked), the
 * three betting spots (punto, tie, banca: a spot is a button while the server lists a bet on it, with the chips
 * standing on it, the viewer's apart, and a withdraw button while the viewer may take them back), then the boxes
 * around the table in the model's own numbering (no 13 where the regulation leaves it out, 000 §07 II.3), each with
 * its player and stakes, and the other actions.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameViewProps } from '../types.js';
import { toSend } from '../../components/action-bar.js';
import { spotRow } from '../../components/spot-row.js';
import { translateOr } from '../../i18n/index.js';
import { Actions, Boxes, Hand, Head, name, Shoe } from './felt.js';
import type { PbView } from './view.js';

/** The spots as on the cloth: punto on the left, banca on the right, the tie between. */
const SPOTS = ['punto', 'tie', 'banca'] as const;

function Spot({ v, p, spot }: { v: PbView; p: GameViewProps; spot: (typeof SPOTS)[number] }): ComponentChild {
  const bet = p.legal.find((a) => a.type === 'bet' && a.spot === spot);
  const withdraw = p.legal.find((a) => a.type === 'withdraw' && a.spot === spot);
  const on = v.bets.filter((b) => b.spot === spot);
  const mine = on.filter((b) => b.bettor === p.me).reduce((s, b) => s + b.amount, 0);
  const all = on.reduce((s, b) => s + b.amount, 0);
  const won = v.result?.winner === spot;
  const send = bet ? toSend(bet, p.chip) : null;
  const body = [
    h('span', { class: 'bac-spot-name' }, p.t(`bet.${spot}`)),
    h('span', { class: 'bac-spot-chips' },
      mine ? h('span', { class: 'mine', 'data-mine': mine }, p.money(mine)) : null,
      all > mine ? h('span', { class: 'others' }, `${mine ? ' + ' : ''}${p.money(all - mine)}`) : null),
    send && typeof send.amount === 'number' ? h('span', { class: 'bac-spot-add' }, `+ ${p.money(send.amount)}`) : null,
  ];
  return h('div', { class: `bac-spot-cell spot-${spot}${won ? ' win' : ''}`, 'data-spot': spot },
    send
      ? h('button', { type: 'button', class: 'spot bac-spot live', 'data-action': 'bet', 'data-spot': spot, onClick: () => p.send(send) }, body)
      : h('div', { class: 'spot bac-spot' }, body),
    withdraw ? h('button', { type: 'button', class: 'small link', 'data-action': 'withdraw', 'data-spot': spot, onClick: () => p.send(toSend(withdraw, 0)) }, p.t('action.withdraw')) : null);
}

const onCloth = (a: LegalAction): boolean => (a.type === 'bet' || a.type === 'withdraw') && typeof a.spot === 'string';

export function PuntoBanca({ v, p }: { v: PbView; p: GameViewProps }): ComponentChild {
  const t = p.t;
  const holder = v.seats.find((s) => s.seat === v.shoeHolder)?.player ?? null;
  const boxes = v.seats.map((s) => {
    const bets = v.bets.filter((b) => b.box === s.seat || (b.box === null && s.player !== null && b.bettor === s.player));
    const stakes = ['punto', 'banca', 'tie'].map((sp) => ({ label: t(`bet.${sp}`), amount: bets.filter((b) => b.spot === sp).reduce((x, b) => x + b.amount, 0) })).filter((x) => x.amount > 0);
    const badges = [
      v.shoeHolder === s.seat ? t('bac.shoe') : null,
      s.player !== null && v.puntoHolder === s.player ? t('bac.punto-cards') : null,
    ].filter((x): x is string => x !== null);
    return { box: s.seat, player: s.player, badges, stakes };
  });
  const winner = v.result?.winner ?? null;
  return h('div', { class: 'bac-table bac-punto-banca', 'data-phase': v.phase },
    h(Head, { parts: [t('bac.coup', { n: v.coupNo }), translateOr(t, `bac.phase.${v.phase}`, v.phase), v.dead && t('bac.without-bets')] }),
    h(Shoe, { shoe: v.shoe, holder: holder ? name(p, holder) : null, last: v.lastCoup, t }),
    h('div', { class: 'bac-hands' },
      h(Hand, { label: t('bet.punto'), who: v.puntoHolder ? name(p, v.puntoHolder) : null, cards: v.punto, point: v.points.punto, side: 'punto', win: winner === 'punto', t }),
      h(Hand, { label: t('bet.banca'), cards: v.banca, point: v.points.banca, side: 'banca', win: winner === 'banca', t })),
    v.result ? h('p', { class: 'bac-result', 'data-winner': v.result.winner }, v.result.winner === 'tie' ? t('bac.tie') : t('bac.wins', { side: t(`bet.${v.result.winner}`) }), ` · ${v.result.puntoPoint}–${v.result.bancaPoint}`) : null,
    h('div', { ...spotRow(3, 3), class: 'spot-row bac-spots' }, SPOTS.map((sp) => h(Spot, { key: sp, v, p, spot: sp }))),
    h(Boxes, { boxes, p }),
    h(Actions, { p, skip: onCloth }));
}
