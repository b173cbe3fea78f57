/**
 * @module web/views/admin
 * The administrator's page (`#/admin`): the staff accounts with their roles and a form to open one (dealer,
 * cashier, auditor, administrator: the roles the server lets an administrator give, never a player's), and the
 * tables, created, closed and opened from here. The first administrator is created at installation
 * (`croupier admin create NAME`).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Role } from '../../../src/protocol/common.js';
import { api } from '../net/api.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';
import { StaffOnly } from './staff-only.js';
import { NewAccountForm } from './account-form.js';
import { AdminTables } from './admin-tables.js';

const STAFF_ROLES: readonly Role[] = ['dealer', 'cashier', 'auditor', 'admin'];

interface AccountRow { readonly username: string; readonly roles: readonly Role[]; readonly createdAt: string; readonly closedAt: string | null }

/**
 * Closing a staff account (issue 17): two steps — the button, then a confirmation naming the account — because every
 * session of the account ends at once and it cannot sign in again (`POST /api/accounts/:name/close`). Not offered for
 * the administrator's own account; a closed account shows when it was closed.
 */
function CloseAccount({ row, onDone }: { row: AccountRow; onDone: () => void }): ComponentChild {
  const { t, account, locale } = useApp();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (row.closedAt) return h('span', { class: 'hint', 'data-closed': row.username }, t('admin.closed-on', { date: new Date(row.closedAt).toLocaleDateString(locale) }));
  if (row.username === account?.username) return null;
  const close = (): void => {
    api(`/api/accounts/${encodeURIComponent(row.username)}/close`, { token: account?.token ?? null, method: 'POST' })
      .then(() => { setAsking(false); onDone(); })
      .catch((e) => setError(errorText(t, e)));
  };
  return h('span', {},
    asking
      ? [h('button', { key: 'y', type: 'button', class: 'danger', 'data-confirm-close': row.username, onClick: close }, t('admin.close-confirm', { name: row.username })),
        h('button', { key: 'n', type: 'button', class: 'link', onClick: () => setAsking(false) }, t('admin.close-cancel'))]
      : h('button', { type: 'button', class: 'link', 'data-close-account': row.username, onClick: () => setAsking(true) }, t('admin.close-account')),
    error ? h('span', { class: 'error', role: 'alert' }, error) : null);
}

function StaffAccounts(): ComponentChild {
  const { t, account, locale } = useApp();
  const [rows, setRows] = useState<readonly AccountRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = (): void => {
    api<{ accounts: AccountRow[] }>('/api/accounts', { token: account?.token ?? null })
      .then((r) => setRows(r.accounts.filter((a) => !a.roles.includes('player'))))
      .catch((e) => setError(errorText(t, e)));
  };
  useEffect(load, [account?.token]);
  return h('section', { class: 'staff-block' },
    h('h2', {}, t('admin.staff')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('account.username'), t('account.roles'), t('admin.since'), ''].map((c, i) => h('th', { key: i, class: i === 2 ? 'opt' : '' }, c)))),
      h('tbody', {}, rows.map((a) => h('tr', { key: a.username, 'data-staff': a.username, class: a.closedAt ? 'closed' : '' },
        h('td', {}, a.username), h('td', {}, a.roles.map((r) => t(`role.${r}`)).join(', ')), h('td', { class: 'opt' }, new Date(a.createdAt).toLocaleDateString(locale)),
        h('td', {}, h(CloseAccount, { row: a, onDone: load }))))))),
    h('h3', {}, t('admin.new-staff')),
    h(NewAccountForm, { roles: STAFF_ROLES, choose: true, onCreated: load }));
}

export function AdminPage(): ComponentChild {
  const { t, account } = useApp();
  if (!hasRole(account, 'admin')) return h(StaffOnly, { role: 'admin' });
  return h('section', { class: 'staff-page admin-page' },
    h('h1', {}, t('admin.title')),
    h('div', { class: 'staff-grid' }, h(StaffAccounts, {}), h(AdminTables, {})));
}
