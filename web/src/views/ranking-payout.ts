/**
 * @module web/views/ranking-payout
 * The quarterly poker ranking's payout screen (003 §3.4.5, `GET /api/tournaments-ranking/<YYYY-Qn>`): a quarter's
 * standings with their points, one point's value, the fund and what each of the TOP 10 is paid from it; the cashier
 * (or the administrator) pays it once the quarter has ended (`POST …/pay`), and the screen then says when and by whom.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../net/api.js';
import { FormKeys } from '../net/form-key.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';

/** The part of the server's answer this screen reads. */
export interface RankingScreenData {
  readonly ranking: { readonly quarter: string; readonly standings: readonly { readonly rank: number; readonly player: string; readonly points: number }[] };
  readonly payout: { readonly fund: number; readonly pointValue: number; readonly paid: number; readonly remainder: number; readonly payouts: readonly { readonly rank: number; readonly player: string; readonly amount: number }[] };
  readonly endsAt: number;
  readonly paidOut: { readonly at: number; readonly by: string; readonly amount: number } | null;
}

/** A quarter (`2026-Q4`) of a date, in the viewer's calendar. */
export const quarterOfDate = (d: Date): string => `${d.getFullYear()}-Q${Math.floor(d.getMonth() / 3) + 1}`;

/** The quarter before this one: the one a cashier pays (a quarter is paid after it ends). */
export function previousQuarter(q: string): string {
  const [y, n] = [Number(q.slice(0, 4)), Number(q.slice(6))];
  return n === 1 ? `${y - 1}-Q4` : `${y}-Q${n - 1}`;
}

/** One row a standing: its rank, player, points and what the payout gives him (0 outside the TOP 10). */
export function rankingRows(d: RankingScreenData): { rank: number; player: string; points: number; amount: number }[] {
  const paid = new Map(d.payout.payouts.map((p) => [p.player, p.amount]));
  return d.ranking.standings.map((s) => ({ rank: s.rank, player: s.player, points: s.points, amount: paid.get(s.player) ?? 0 }));
}

/** Whether the quarter can be paid now: `paid` (done), `open` (not ended), `nothing` (no points or no fund), `ready`. */
export function payState(d: RankingScreenData, now: number): 'paid' | 'open' | 'nothing' | 'ready' {
  if (d.paidOut) return 'paid';
  if (now < d.endsAt) return 'open';
  return d.payout.paid > 0 ? 'ready' : 'nothing';
}

const keys = new FormKeys('ranking');

export function RankingPayout(): ComponentChild {
  const { t, account, money, locale } = useApp();
  const [quarter, setQuarter] = useState(() => previousQuarter(quarterOfDate(new Date())));
  const [data, setData] = useState<RankingScreenData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = (q: string): void => {
    if (!account) return;
    api<RankingScreenData>(`/api/tournaments-ranking/${encodeURIComponent(q)}`, { token: account.token }).then((d) => { setData(d); setError(null); }).catch((e) => { setData(null); setError(errorText(t, e)); });
  };
  useEffect(() => load(quarter), [account?.token]);
  const pay = async (): Promise<void> => {
    if (!account || !data) return;
    const body = { key: keys.keyFor({ quarter: data.ranking.quarter }) };
    setBusy(true);
    try {
      setData(await api<RankingScreenData>(`/api/tournaments-ranking/${encodeURIComponent(data.ranking.quarter)}/pay`, { method: 'POST', token: account.token, body }));
      keys.answered();
      setError(null);
    } catch (e) {
      keys.settle(e);
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const date = (ms: number): string => new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const state = data ? payState(data, Date.now()) : null;
  const canPay = hasRole(account, 'cashier') || hasRole(account, 'admin');
  return h('section', { class: 'staff-block', 'data-ranking': data?.ranking.quarter ?? '', 'data-pay-state': state ?? '' },
    h('h2', {}, t('ranking.title')),
    h('form', { class: 'search', onSubmit: (e: Event) => { e.preventDefault(); load(quarter.trim().toUpperCase()); } },
      h('label', {}, t('ranking.quarter'), h('input', { name: 'quarter', value: quarter, pattern: '\\d{4}-[Qq][1-4]', placeholder: '2026-Q3', onInput: (e: Event) => setQuarter((e.target as HTMLInputElement).value) })),
      h('button', { type: 'submit' }, t('ranking.show'))),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    data ? h('p', { class: 'totals' },
      h('span', {}, t('ranking.fund', { amount: money(data.payout.fund) })), ' · ',
      h('span', {}, t('ranking.point-value', { amount: money(data.payout.pointValue) })), ' · ',
      h('span', {}, t('ranking.to-pay', { amount: money(data.payout.paid), rest: money(data.payout.remainder) }))) : null,
    data && data.ranking.standings.length === 0 ? h('p', { class: 'hint' }, t('ranking.none')) : null,
    data?.ranking.standings.length ? h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('ranking.rank'), t('ranking.player'), t('ranking.points'), t('ranking.amount')].map((c, i) => h('th', { key: i }, c)))),
      h('tbody', {}, rankingRows(data).map((r) => h('tr', { key: r.player, 'data-player': r.player, 'data-amount': r.amount },
        h('td', { class: 'num' }, String(r.rank)), h('td', {}, r.player), h('td', { class: 'num' }, r.points.toLocaleString(locale, { maximumFractionDigits: 2 })),
        h('td', { class: 'num' }, r.amount ? money(r.amount) : '—')))))) : null,
    data && state === 'paid' && data.paidOut ? h('p', { class: 'status ok', 'data-paid': data.paidOut.amount }, t('ranking.paid', { amount: money(data.paidOut.amount), when: date(data.paidOut.at), by: data.paidOut.by })) : null,
    data && state === 'open' ? h('p', { class: 'hint' }, t('ranking.open', { when: date(data.endsAt) })) : null,
    data && state === 'nothing' ? h('p', { class: 'hint' }, t('ranking.nothing')) : null,
    data && state === 'ready' && canPay ? h('button', { type: 'button', class: 'primary', disabled: busy, onClick: () => void pay() }, t('ranking.pay', { amount: money(data.payout.paid) })) : null);
}
