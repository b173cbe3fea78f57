/**
 * @module web/views/cash-movements
 * The day's cash movements (`GET /api/cashier/movements` from the viewer's local midnight): each credit and debit
 * with its time, player, amount and cashier, newest first, and the day's totals (credits, debits, net).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CashMovementsResponse } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { useApp } from '../session.js';
import { errorText } from './errors.js';

/** Midnight today in the viewer's time zone, as an ISO instant. */
export const localMidnight = (now = new Date()): string => new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();

export function CashMovements({ player, refresh }: { player?: string | null; refresh: number }): ComponentChild {
  const { t, account, money, locale } = useApp();
  const [data, setData] = useState<CashMovementsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!account) return;
    const q = new URLSearchParams({ since: localMidnight() });
    if (player) q.set('player', player);
    api<CashMovementsResponse>(`/api/cashier/movements?${q.toString()}`, { token: account.token }).then((d) => { setData(d); setError(null); }).catch((e) => setError(errorText(t, e)));
  }, [account?.token, player, refresh]);
  const time = (iso: string): string => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  return h('section', { class: 'staff-block', 'data-movements': data ? data.count : '' },
    h('h2', {}, t('cashier.movements')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    data ? h('p', { class: 'totals' },
      h('span', {}, t('cashier.total-credits', { amount: money(data.credits) })), ' · ',
      h('span', {}, t('cashier.total-debits', { amount: money(data.debits) })), ' · ',
      h('strong', { 'data-net': data.credits - data.debits }, t('cashier.total-net', { amount: money(data.credits - data.debits) }))) : null,
    data && data.movements.length === 0 ? h('p', { class: 'hint' }, t('cashier.no-movements')) : null,
    data?.movements.length ? h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('cashier.time'), t('cashier.player'), t('cashier.operation'), t('cashier.amount'), t('cashier.by')].map((c, i) => h('th', { key: i, class: i === 4 ? 'opt' : '' }, c)))),
      h('tbody', {}, data.movements.map((m) => h('tr', { key: m.tx, 'data-movement': m.tx, 'data-op': m.op, 'data-amount': m.amount },
        h('td', {}, time(m.at)), h('td', {}, m.username), h('td', {}, t(`cashier.op.${m.op}`)),
        h('td', { class: `num ${m.op === 'credit' ? 'pos' : 'neg'}` }, money(m.op === 'credit' ? m.amount : -m.amount)),
        h('td', { class: 'opt' }, m.by ?? t('cashier.by-system'))))))) : null,
    data?.truncated ? h('p', { class: 'hint' }, t('cashier.truncated')) : null);
}
