/**
 * @module web/app
 * The application shell: header (tables, history, language, account, balance), the page for the current
 * route, and the shared context (account, locale, translator, money format).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { LOCALES, LOCALE_NAMES, initialLocale, isLocale, money, translator } from './i18n/index.js';
import type { Locale } from './i18n/index.js';
import { Ctx, hasRole, loadAccount, saveAccount } from './session.js';
import type { Account, AppContext } from './session.js';
import { href, useRoute } from './router.js';
import { api } from './net/api.js';
import { LoginPage } from './views/login.js';
import { LobbyPage } from './views/lobby.js';
import { TablePage } from './views/table.js';
import { HistoryPage } from './views/history.js';
import { RoundPage } from './views/round.js';
import { CashierPage } from './views/cashier.js';
import { AuditPage } from './views/audit.js';
import { AdminPage } from './views/admin.js';
import { DrawsPage } from './views/draws.js';
import { TournamentsPage } from './views/tournaments.js';

function Header({ ctx }: { ctx: AppContext }): ComponentChild {
  const { t, account, balance } = ctx;
  return h('header', { class: 'top' },
    h('a', { class: 'brand', href: href({ page: 'lobby' }) }, t('app.name')),
    h('nav', {},
      h('a', { href: href({ page: 'lobby' }) }, t('nav.lobby')),
      account ? h('a', { href: href({ page: 'history' }) }, t('nav.history')) : null,
      // Each role sees only its own tools (the server enforces the roles on every request).
      account ? h('a', { href: href({ page: 'draws' }), 'data-link': 'draws' }, t('nav.draws')) : null,
      account ? h('a', { href: href({ page: 'tournaments' }), 'data-link': 'tournaments' }, t('nav.tournaments')) : null,
      hasRole(account, 'cashier') ? h('a', { href: href({ page: 'cashier' }), 'data-nav': 'cashier' }, t('nav.cashier')) : null,
      hasRole(account, 'auditor') ? h('a', { href: href({ page: 'audit' }), 'data-nav': 'audit' }, t('nav.audit')) : null,
      hasRole(account, 'admin') ? h('a', { href: href({ page: 'admin' }), 'data-nav': 'admin' }, t('nav.admin')) : null),
    h('div', { class: 'account' },
      account ? h('span', { class: 'who', 'data-user': account.username }, t('nav.signed-in', { name: account.username })) : null,
      account && balance !== null ? h('span', { class: 'balance', 'data-balance': balance }, t('nav.balance', { amount: ctx.money(balance) })) : null,
      h('label', { class: 'lang' }, h('span', { class: 'sr-only' }, t('nav.language')),
        h('select', {
          value: ctx.locale, 'aria-label': t('nav.language'),
          onChange: (e: Event) => { const v = (e.target as HTMLSelectElement).value; if (isLocale(v)) ctx.setLocale(v); },
        }, LOCALES.map((l) => h('option', { value: l, key: l }, LOCALE_NAMES[l])))),
      account
        ? h('button', { type: 'button', class: 'link', onClick: () => ctx.setAccount(null) }, t('nav.logout'))
        : h('a', { href: href({ page: 'login' }) }, t('nav.login'))));
}

export function App(): ComponentChild {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [account, setAccountState] = useState<Account | null>(loadAccount);
  const [balance, setBalance] = useState<number | null>(null);
  const route = useRoute();

  const ctx = useMemo<AppContext>(() => ({
    account, balance, locale, t: translator(locale), money: (m: number) => money(locale, m),
    setAccount: (a, b = null) => {
      saveAccount(a);
      setAccountState(a);
      setBalance(b);
      if (!a) location.hash = href({ page: 'lobby' });
    },
    setBalance,
    setLocale: (l) => { localStorage.setItem('croupier.locale', l); setLocale(l); },
  }), [account, balance, locale]);

  useEffect(() => { document.documentElement.lang = locale; }, [locale]);
  // Refresh the balance (and check the token still works) on sign-in and reload.
  useEffect(() => {
    if (!account) return;
    api<{ balance: number | null }>('/api/me', { token: account.token })
      .then((me) => setBalance(me.balance))
      .catch(() => ctx.setAccount(null));
  }, [account?.token]);

  let page: ComponentChild;
  switch (route.page) {
    case 'login': page = h(LoginPage, {}); break;
    case 'table': page = h(TablePage, { key: `${route.table}/${route.as}`, table: route.table, as: route.as }); break;
    case 'history': page = h(HistoryPage, { key: route.table ?? 'mine', table: route.table ?? null }); break;
    case 'round': page = h(RoundPage, { key: route.round, round: route.round }); break;
    case 'cashier': page = h(CashierPage, {}); break;
    case 'audit': page = h(AuditPage, {}); break;
    case 'admin': page = h(AdminPage, {}); break;
    case 'draws': page = h(DrawsPage, {}); break;
    case 'tournaments': page = h(TournamentsPage, { key: route.id ?? 'lobby', id: route.id ?? null }); break;
    default: page = h(LobbyPage, {});
  }
  return h(Ctx.Provider, { value: ctx }, h('div', { class: 'shell' }, h(Header, { ctx }), h('main', {}, page)));
}
