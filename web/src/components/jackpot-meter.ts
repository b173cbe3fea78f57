/**
 * @module web/components/jackpot-meter
 * The jackpot meter every table linked to a progressive jackpot shows, whatever its game (docs/jackpots.md "At the
 * table"): the jackpot's name, the amount in its pool as money, the jackpot bet's stake, and — out of order — that no
 * jackpot bet is taken (003 §2.3.5). The figure comes from the table frames the server pushes after every change; it
 * is for information only: a prize is computed from the jackpot's ledger account, never from a display (003 §2.3.4).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { TableInfo } from '../../../src/protocol/server-messages.js';
import type { Translate } from '../i18n/index.js';

export function JackpotMeter(props: { jackpot: NonNullable<TableInfo['jackpot']>; t: Translate; money: (minor: number) => string }): ComponentChild {
  const { jackpot: j, t, money } = props;
  const out = j.status === 'out-of-order';
  return h('div', { class: `jackpot-meter${out ? ' out-of-order' : ''}`, role: 'status', 'aria-live': 'polite', 'data-jackpot': j.id, 'data-jackpot-amount': j.amount, 'data-jackpot-status': j.status, title: t('jackpot.display-only') },
    h('span', { class: 'jackpot-label' }, `${t('jackpot.meter')} · ${j.name}`),
    h('strong', { class: 'jackpot-amount' }, money(j.amount)),
    // A poker room's jackpot has no stake (the drop comes from the pot, 003-CP-JP): no stake is shown.
    out ? h('span', { class: 'badge warn' }, t('jackpot.out-of-order')) : j.stake !== undefined ? h('span', { class: 'jackpot-stake' }, t('jackpot.stake', { stake: money(j.stake) })) : null);
}
