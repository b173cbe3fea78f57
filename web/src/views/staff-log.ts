/**
 * @module web/views/staff-log
 * The staff audit log for the auditor (`GET /api/audit/staff-log`), newest first, 50 a page: when, who, what and
 * on what, each entry's details said in words and amounts as money (`describeEntry`), never as raw fields.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { z } from 'zod';
import type { staffLogEntry } from '../../../src/protocol/http.js';
import type { Translate } from '../i18n/index.js';
import { api } from '../net/api.js';
import { useApp } from '../session.js';
import { errorText } from './errors.js';
import { gameName, jurisdictionName } from './lobby.js';

type Entry = z.infer<typeof staffLogEntry>;

const roles = (t: Translate, x: unknown): string => (Array.isArray(x) ? x.map((r) => t(`role.${String(r)}`)).join(', ') : '');

/** An entry's details in words: amounts as money, roles and commands by name. */
export function describeEntry(t: Translate, money: (minor: number) => string, e: Entry): string {
  const d = e.details;
  switch (e.action) {
    case 'cashier-credit':
    case 'cashier-debit':
      return [typeof d.amount === 'number' ? money(d.amount) : '', typeof d.memo === 'string' ? `“${d.memo}”` : ''].filter(Boolean).join(' · ');
    case 'account-created':
      return roles(t, d.roles);
    case 'roles-changed':
      return `${roles(t, d.before)} → ${roles(t, d.after)}`;
    case 'table-created':
      return typeof d.game === 'string' && typeof d.profile === 'string' ? `${gameName(t, d.game)} · ${jurisdictionName(t, d.profile)}` : '';
    case 'dealer-command': {
      const kind = d.command && typeof d.command === 'object' ? String((d.command as { kind?: unknown }).kind ?? '') : '';
      const what = kind ? t(`log.command.${kind}`) : '';
      return typeof d.refused === 'string' ? t('log.refused', { what, code: d.refused }) : what;
    }
    case 'sign-in-failed':
      return t('log.failures', { n: Number(d.accountFailures ?? 0) });
    case 'sign-in-throttled':
      return t('log.blocked', { s: Math.ceil(Number(d.blockedMs ?? 0) / 1000) });
    case 'sign-in-refused':
      return typeof d.why === 'string' ? d.why : '';
    case 'account-closed':
      return roles(t, d.roles);
    case 'waiting-list':
      return t(`waitlist.event.${String(d.event)}`, { player: String(d.player ?? ''), box: Number(d.box ?? 0) });
    default:
      return '';
  }
}

export function StaffLog(): ComponentChild {
  const { t, account, money, locale } = useApp();
  const [entries, setEntries] = useState<readonly Entry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = (before: number | null): void => {
    if (!account) return;
    const q = new URLSearchParams({ limit: '50' });
    if (before !== null) q.set('before', String(before));
    api<{ entries: Entry[]; next: number | null }>(`/api/audit/staff-log?${q.toString()}`, { token: account.token })
      .then((r) => { setEntries((old) => (before === null ? r.entries : [...old, ...r.entries])); setNext(r.next); setError(null); })
      .catch((e) => setError(errorText(t, e)));
  };
  useEffect(() => load(null), [account?.token]);
  return h('section', { class: 'staff-block', 'data-staff-log': entries.length },
    h('h2', {}, t('audit.staff-log')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('audit.when'), t('audit.who'), t('audit.what'), t('audit.on'), t('audit.details')].map((c, i) => h('th', { key: i }, c)))),
      h('tbody', {}, entries.map((e) => h('tr', { key: e.id, 'data-log-action': e.action, 'data-log-target': e.target ?? '' },
        h('td', {}, new Date(e.at).toLocaleString(locale)),
        h('td', {}, e.actor ?? t('audit.nobody')),
        h('td', {}, t(`log.${e.action}`)),
        h('td', {}, e.target ?? ''),
        h('td', {}, describeEntry(t, money, e))))))),
    next !== null ? h('button', { type: 'button', 'data-more': '', onClick: () => load(next) }, t('audit.older')) : null);
}
