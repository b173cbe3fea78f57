/**
 * @module web/views/audit-rounds
 * The auditor's rounds: a table's last rounds (`GET /api/recall?table=`), each with its stakes, returns and the
 * house's net as money, a link to the round in full, and *Replay and verify* (`POST /api/audit/rounds/<id>/verify`);
 * a round dealt from a shoe not yet revealed says so (it is verified once the shoe ends). And the table's shoes:
 * each commitment checked against the order and salt once revealed (`GET /api/audit/shoes?table=`).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RoundSummary, TableSummary, VerifyRoundResponse } from '../../../src/protocol/http.js';
import { api, ApiError } from '../net/api.js';
import { useApp } from '../session.js';
import { href } from '../router.js';
import { errorText } from './errors.js';
import { gameName, jurisdictionName } from './lobby.js';

interface Shoe { readonly table: string; readonly shoeNo: number; readonly commitment: string; readonly revealed: boolean; readonly verified: boolean | null }
type Verdict = { readonly ok: boolean; readonly text: string };

export function AuditRounds(): ComponentChild {
  const { t, account, money, locale } = useApp();
  const [tables, setTables] = useState<readonly TableSummary[]>([]);
  const [table, setTable] = useState('');
  const [rounds, setRounds] = useState<readonly RoundSummary[] | null>(null);
  const [shoes, setShoes] = useState<readonly Shoe[] | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<{ tables: TableSummary[] }>('/api/tables').then((r) => { setTables(r.tables); setTable((x) => x || r.tables[0]?.id || ''); }).catch((e) => setError(errorText(t, e)));
  }, []);
  useEffect(() => {
    if (!account || !table) return;
    setRounds(null);
    setShoes(null);
    const q = encodeURIComponent(table);
    api<{ rounds: RoundSummary[] }>(`/api/recall?table=${q}&limit=20`, { token: account.token }).then((r) => setRounds(r.rounds)).catch((e) => setError(errorText(t, e)));
    api<{ shoes: Shoe[] }>(`/api/audit/shoes?table=${q}`, { token: account.token }).then((r) => setShoes(r.shoes)).catch((e) => setError(errorText(t, e)));
  }, [account?.token, table]);
  const verify = (id: number): void => {
    api<VerifyRoundResponse>(`/api/audit/rounds/${id}/verify`, { token: account?.token ?? null, method: 'POST' })
      .then((v) => setVerdicts((m) => ({ ...m, [id]: { ok: v.ok, text: v.ok ? t('history.verified') : t('history.not-verified', { message: v.checks.filter((c) => !c.ok).map((c) => c.name).join(', ') }) } })))
      .catch((e) => setVerdicts((m) => ({ ...m, [id]: { ok: false, text: e instanceof ApiError && e.error.code === 'audit/shoe-not-revealed' ? t('audit.sealed') : errorText(t, e) } })));
  };
  const sum = (r: RoundSummary, f: 'staked' | 'returned'): number => r.players.reduce((a, p) => a + p[f], 0);
  return h('section', { class: 'staff-block' },
    h('h2', {}, t('audit.rounds')),
    h('label', { class: 'inline-field' }, t('audit.table'),
      h('select', { name: 'audit-table', value: table, onChange: (e: Event) => setTable((e.target as HTMLSelectElement).value) },
        tables.map((x) => h('option', { key: x.id, value: x.id }, `${gameName(t, x.game)} · ${jurisdictionName(t, x.profile)} (${x.id})`)))),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    rounds?.length === 0 ? h('p', { class: 'hint' }, t('history.none')) : null,
    rounds?.length ? h('div', { class: 'scroll' }, h('table', { class: 'rounds' },
      h('thead', {}, h('tr', {}, [t('history.round'), t('history.status'), t('table.stake'), t('table.returned'), t('audit.house-net'), ''].map((c, i) => h('th', { key: i, class: i === 1 ? 'opt' : '' }, c)))),
      h('tbody', {}, rounds.map((r) => {
        const v = verdicts[r.id];
        return h('tr', { key: r.id, 'data-audit-round': r.id },
          h('td', {}, h('a', { href: href({ page: 'round', round: String(r.id) }) }, `#${r.no}`), h('span', { class: 'hint' }, ` ${r.endedAt ? new Date(r.endedAt).toLocaleTimeString(locale) : ''}`)),
          h('td', { class: 'opt' }, t(`history.round-status.${r.status}`)),
          h('td', { class: 'num' }, money(sum(r, 'staked'))),
          h('td', { class: 'num' }, money(sum(r, 'returned'))),
          h('td', { class: 'num' }, r.houseNet === null ? '' : money(r.houseNet)),
          h('td', {}, v ? h('span', { class: v.ok ? 'ok' : 'bad', 'data-verdict': v.ok ? 'ok' : 'not-ok' }, v.text)
            : h('button', { type: 'button', class: 'small', 'data-verify': r.id, onClick: () => verify(r.id) }, t('audit.verify'))));
      })))) : null,
    h('h3', {}, t('audit.shoes')),
    shoes?.length === 0 ? h('p', { class: 'hint' }, t('audit.no-shoes')) : null,
    shoes?.length ? h('ul', { class: 'shoe-list' }, shoes.map((s) => h('li', { key: `${s.table}-${s.shoeNo}`, 'data-shoe': s.shoeNo, 'data-shoe-state': !s.revealed ? 'sealed' : s.verified ? 'verified' : 'mismatch' },
      h('span', {}, t('audit.shoe', { n: s.shoeNo })), ' ',
      h('code', { title: s.commitment }, `${s.commitment.slice(0, 12)}…`), ' ',
      !s.revealed ? h('span', { class: 'hint' }, t('audit.shoe-sealed')) : s.verified ? h('span', { class: 'ok' }, t('audit.shoe-verified')) : h('span', { class: 'bad' }, t('audit.shoe-mismatch'))))) : null);
}
