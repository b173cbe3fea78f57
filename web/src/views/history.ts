/**
 * @module web/views/history
 * Game recall: a player's last rounds (or a table's, for everyone who may see them), newest first by the time each
 * row shows (time-order.ts), with the balance before and after, the net, and a link to every card and decision of
 * the round.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RoundSummary } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { useApp } from '../session.js';
import { href } from '../router.js';
import { errorText } from './errors.js';
import { gameName } from './lobby.js';
import { inTimeOrder, shownTime } from './time-order.js';

/** Columns left out on a phone: game, status, balance before, the details link (the round's name links there too). */
const OPTIONAL = new Set([1, 3, 4, 7]);

export const when = (iso: string | null, locale: string): string => (iso ? new Date(iso).toLocaleString(locale) : '—');

export function HistoryPage({ table }: { table: string | null }): ComponentChild {
  const app = useApp();
  const { t, account, money } = app;
  const [rounds, setRounds] = useState<readonly RoundSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!account) return;
    const q = new URLSearchParams({ limit: '20' });
    if (table) q.set('table', table);
    else q.set('player', account.username);
    api<{ rounds: RoundSummary[] }>(`/api/recall?${q.toString()}`, { token: account.token }).then((r) => setRounds(inTimeOrder(r.rounds))).catch((e) => setError(errorText(t, e)));
  }, [table, account?.token]);

  if (!account) return h('p', {}, h('a', { href: href({ page: 'login' }) }, t('nav.login')));
  const me = account.username;
  return h('section', { class: 'history' },
    h('h1', {}, table ? t('history.table') : t('history.mine')),
    table ? h('p', { class: 'hint' }, table) : null,
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    rounds === null && !error ? h('p', {}, t('history.loading')) : rounds?.length === 0 ? h('p', {}, t('history.none')) : null,
    rounds?.length ? h('div', { class: 'scroll' }, h('table', { class: 'rounds' },
      // On a phone (class opt) the round's name stands for its game and links to its details; the balance after and the net stay.
      h('thead', {}, h('tr', {}, [t('history.round'), t('history.game'), t('history.when'), t('history.status'), t('history.before'), t('history.after'), t('history.net'), ''].map((c, i) => h('th', { key: i, class: OPTIONAL.has(i) ? 'opt' : '' }, c)))),
      h('tbody', {}, rounds.map((r) => {
        const p = r.players.find((x) => x.player === me);
        const net = p ? p.returned - p.staked : null;
        return h('tr', { key: r.id, 'data-round-id': r.id },
          h('td', {}, h('a', { href: href({ page: 'round', round: String(r.id) }), 'data-round-link': r.id }, `${r.table} #${r.no}`)),
          h('td', { class: 'opt' }, gameName(t, r.game)),
          h('td', {}, when(shownTime(r), app.locale)),
          h('td', { class: 'opt' }, t(`history.round-status.${r.status}`)),
          h('td', { class: 'num opt' }, p && p.balanceBefore !== null ? money(p.balanceBefore) : ''),
          h('td', { class: 'num' }, p && p.balanceAfter !== null ? money(p.balanceAfter) : ''),
          h('td', { class: `num ${net === null ? '' : net > 0 ? 'pos' : net < 0 ? 'neg' : ''}` }, net === null ? '' : money(net)),
          h('td', { class: 'opt' }, h('a', { href: href({ page: 'round', round: String(r.id) }) }, t('history.details'))));
      })))) : null);
}
