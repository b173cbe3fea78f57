/**
 * @module web/views/audit
 * The auditor's page (`#/audit`): the ledger audit in words and money (balanced or not, every negative balance,
 * every table account that differs from what its state says is on it), the day's cash movements, each table's
 * rounds replayed and verified and its shoes checked after their reveal, and the staff audit log.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { z } from 'zod';
import type { ledgerAuditResponse } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';
import { StaffOnly } from './staff-only.js';
import { AuditRounds } from './audit-rounds.js';
import { StaffLog } from './staff-log.js';
import { CashMovements } from './cash-movements.js';

type LedgerAudit = z.infer<typeof ledgerAuditResponse>;

function LedgerAuditBlock(): ComponentChild {
  const { t, account, money } = useApp();
  const [audit, setAudit] = useState<LedgerAudit | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (): void => {
    api<LedgerAudit>('/api/audit/ledger', { token: account?.token ?? null }).then((a) => { setAudit(a); setError(null); }).catch((e) => setError(errorText(t, e)));
  };
  useEffect(run, [account?.token]);
  return h('section', { class: 'staff-block', 'data-ledger-ok': audit ? String(audit.ok) : '' },
    h('h2', {}, t('audit.ledger')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    audit ? h('div', {},
      h('p', { class: audit.ok ? 'status ok' : 'error' }, audit.ok ? t('audit.ledger-ok') : t('audit.ledger-bad')),
      h('dl', { class: 'facts-list' },
        h('dt', {}, t('audit.total')), h('dd', { 'data-ledger-total': audit.total }, money(audit.total)),
        h('dt', {}, t('audit.accounts')), h('dd', {}, String(audit.accounts)),
        h('dt', {}, t('audit.transactions')), h('dd', {}, String(audit.transactions)),
        h('dt', {}, t('audit.tables-checked')), h('dd', {}, String(audit.tables.checked))),
      audit.negative.length ? h('ul', { class: 'bad' }, audit.negative.map((n) => h('li', { key: n.account }, t('audit.negative', { account: n.account, amount: money(n.balance) })))) : null,
      audit.unbalanced.length ? h('p', { class: 'bad' }, t('audit.unbalanced', { list: audit.unbalanced.join(', ') })) : null,
      audit.drift.length ? h('ul', { class: 'bad' }, audit.drift.map((d) => h('li', { key: d.account }, t('audit.drift', { account: d.account, balance: money(d.balance), postings: money(d.postings) })))) : null,
      audit.tables.mismatched.length ? h('ul', { class: 'bad' }, audit.tables.mismatched.map((m) => h('li', { key: m.table }, t('audit.mismatch', { table: m.table, balance: money(m.balance), expected: money(m.expected) })))) : null) : null,
    h('button', { type: 'button', 'data-rerun': 'ledger', onClick: run }, t('audit.run-again')));
}

export function AuditPage(): ComponentChild {
  const { t, account } = useApp();
  if (!hasRole(account, 'auditor')) return h(StaffOnly, { role: 'auditor' });
  return h('section', { class: 'staff-page audit-page' },
    h('h1', {}, t('audit.title')),
    h('div', { class: 'staff-grid' }, h(LedgerAuditBlock, {}), h(CashMovements, { refresh: 0 })),
    h(AuditRounds, {}),
    h(StaffLog, {}));
}
