/**
 * @module web/views/prizes-in-kind
 * The cashier's "Prizes in kind" screen (the car, 003 §4.5.3, §1.2.5; `GET /api/cashier/prizes-in-kind`): each prize
 * won at the machines with its winner, machine, value and the last day of its hand-over (two weeks), those overdue
 * marked; the cashier records a hand-over — to whom — once (`POST …/:id/hand-over`), and the row then says when, by
 * whom and to whom.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PrizeInKind } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';

export type PrizeRow = PrizeInKind;

/** The rows in the order the cashier works them: awaiting first (the earliest date first), then those handed over. */
export function prizeOrder(rows: readonly PrizeRow[]): PrizeRow[] {
  return [...rows].sort((a, b) => Number(!!a.handedOver) - Number(!!b.handedOver) || (a.handedOver ? b.id - a.id : a.handOverBy.localeCompare(b.handOverBy) || a.id - b.id));
}

/** A row's state: `given`, `overdue` or `awaiting`. */
export const prizeState = (r: PrizeRow): 'given' | 'overdue' | 'awaiting' => (r.handedOver ? 'given' : r.overdue ? 'overdue' : 'awaiting');

export function PrizesInKind(): ComponentChild {
  const { t, account, money, locale } = useApp();
  const [rows, setRows] = useState<PrizeRow[] | null>(null);
  const [to, setTo] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = (): void => {
    if (!account) return;
    api<{ prizes: PrizeRow[] }>('/api/cashier/prizes-in-kind', { token: account.token }).then((r) => { setRows(r.prizes); setError(null); }).catch((e) => setError(errorText(t, e)));
  };
  useEffect(load, [account?.token]);
  const handOver = async (id: number): Promise<void> => {
    if (!account) return;
    setBusy(true);
    try {
      await api(`/api/cashier/prizes-in-kind/${id}/hand-over`, { method: 'POST', token: account.token, body: { to: (to[id] ?? '').trim() } });
      setError(null);
      load();
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const date = (ms: number): string => new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const canGive = hasRole(account, 'cashier');
  return h('section', { class: 'staff-block', 'data-block': 'prizes-in-kind' },
    h('h2', {}, t('mauto.prizes')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    rows && rows.length === 0 ? h('p', { class: 'hint' }, t('mauto.prizes-none')) : null,
    rows?.length ? h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('mauto.prize-won'), t('mauto.prize-item'), t('mauto.prize-player'), t('mauto.prize-by'), t('mauto.prize-state')].map((c, i) => h('th', { key: i }, c)))),
      h('tbody', {}, prizeOrder(rows).map((r) => h('tr', { key: r.id, 'data-prize': r.id, 'data-state': prizeState(r) },
        h('td', {}, date(r.wonAt), ' · ', r.machine),
        h('td', {}, r.item, ' · ', money(r.value)),
        h('td', {}, r.player),
        h('td', { class: r.overdue ? 'neg' : '' }, r.handOverBy),
        h('td', {}, r.handedOver
          ? t(r.handedOver.late ? 'mauto.given-late' : 'mauto.given', { when: date(r.handedOver.at), by: r.handedOver.by, to: r.handedOver.to })
          : canGive
            ? h('form', { style: 'display:flex;flex-wrap:wrap;gap:.3rem', onSubmit: (e: Event) => { e.preventDefault(); void handOver(r.id); } },
              h('input', { placeholder: t('mauto.to'), 'aria-label': t('mauto.to'), value: to[r.id] ?? '', minLength: 2, maxLength: 120, required: true, onInput: (e: Event) => setTo({ ...to, [r.id]: (e.target as HTMLInputElement).value }) }),
              h('button', { type: 'submit', disabled: busy, 'data-action': 'hand-over' }, t('mauto.hand-over')))
            : t(r.overdue ? 'mauto.overdue' : 'mauto.awaiting'))))))) : null);
}
