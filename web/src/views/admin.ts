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

interface AccountRow { readonly username: string; readonly roles: readonly Role[]; readonly createdAt: string }

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
      h('thead', {}, h('tr', {}, [t('account.username'), t('account.roles'), t('admin.since')].map((c, i) => h('th', { key: i, class: i === 2 ? 'opt' : '' }, c)))),
      h('tbody', {}, rows.map((a) => h('tr', { key: a.username, 'data-staff': a.username },
        h('td', {}, a.username), h('td', {}, a.roles.map((r) => t(`role.${r}`)).join(', ')), h('td', { class: 'opt' }, new Date(a.createdAt).toLocaleDateString(locale))))))),
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
