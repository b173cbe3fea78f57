/**
 * @module web/views/admin-tables
 * The administrator's tables: every table with its status and one button to close it (after the round in play)
 * or open it again (`POST /api/tables/<id>/command`, idempotent by key: the same key when the same button is
 * pressed again after a lost answer), and a new table from a game and one of its rule profiles (`POST /api/tables`).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameInfo, TableSummary } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { FormKeys } from '../net/form-key.js';
import { useApp } from '../session.js';
import { href } from '../router.js';
import { errorText } from './errors.js';
import { gameName, jurisdictionName } from './lobby.js';

function NewTableForm({ games, onCreated }: { games: readonly GameInfo[]; onCreated: (t: TableSummary) => void }): ComponentChild {
  const { t, account } = useApp();
  const [game, setGame] = useState('');
  const [profile, setProfile] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Submissions answered (done, refused or stopped on the page): tests wait on it through `data-answers`. */
  const [answers, setAnswers] = useState(0);
  const profiles = games.find((g) => g.id === game)?.profiles ?? [];
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    if (!game || !profile) return setError(t('admin.pick-game'));
    setBusy(true);
    setError(null);
    try {
      const r = await api<TableSummary>('/api/tables', { token: account?.token ?? null, body: { game, profile, ...(name.trim() ? { name: name.trim() } : {}) } });
      setName('');
      onCreated(r);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return h('form', { class: 'form', 'data-form': 'new-table', 'data-answers': answers, onSubmit: (e: Event) => void submit(e).finally(() => setAnswers((n) => n + 1)) },
    h('label', {}, t('admin.game'), h('select', { name: 'game', value: game, onChange: (e: Event) => { setGame((e.target as HTMLSelectElement).value); setProfile(''); } },
      h('option', { value: '' }, '—'), games.map((g) => h('option', { key: g.id, value: g.id }, gameName(t, g.id))))),
    h('label', {}, t('admin.rules'), h('select', { name: 'profile', value: profile, disabled: !game, onChange: (e: Event) => setProfile((e.target as HTMLSelectElement).value) },
      h('option', { value: '' }, '—'), profiles.map((p) => h('option', { key: p.id, value: p.id }, jurisdictionName(t, p.id, games))))),
    h('label', {}, t('admin.table-name'), h('input', { name: 'table-name', maxLength: 80, value: name, onInput: (e: Event) => setName((e.target as HTMLInputElement).value) })),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    h('button', { type: 'submit', class: 'primary', disabled: busy }, t('admin.create-table')));
}

export function AdminTables(): ComponentChild {
  const { t, account } = useApp();
  const [tables, setTables] = useState<readonly TableSummary[]>([]);
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const keys = useRef(new FormKeys('admin'));
  const load = (): void => {
    api<{ tables: TableSummary[] }>('/api/tables').then((r) => setTables(r.tables)).catch((e) => setError(errorText(t, e)));
  };
  useEffect(() => {
    load();
    api<{ games: GameInfo[] }>('/api/games').then((g) => setGames(g.games)).catch((e) => setError(errorText(t, e)));
  }, []);
  const command = async (table: string, kind: 'open' | 'close'): Promise<void> => {
    const key = keys.current.keyFor({ table, kind });
    try {
      await api(`/api/tables/${encodeURIComponent(table)}/command`, { token: account?.token ?? null, body: { key, command: { kind } } });
      keys.current.answered();
      setError(null);
      setNotice(t(kind === 'close' ? 'admin.closing' : 'admin.opened', { table }));
      load();
    } catch (e) {
      keys.current.settle(e);
      setError(errorText(t, e));
    }
  };
  return h('section', { class: 'staff-block' },
    h('h2', {}, t('admin.tables')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    notice ? h('p', { class: 'status ok', 'data-done': '' }, notice) : null,
    h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('admin.table'), t('admin.status'), ''].map((c, i) => h('th', { key: i }, c)))),
      h('tbody', {}, tables.map((x) => h('tr', { key: x.id, 'data-admin-table': x.id, 'data-status': x.status },
        h('td', {}, h('a', { href: href({ page: 'table', table: x.id, as: 'spectator' }) }, `${gameName(t, x.game)} · ${jurisdictionName(t, x.profile, games)}`), h('div', { class: 'hint' }, x.id)),
        h('td', {}, h('span', { class: `badge status-${x.status}` }, t(`status.${x.status}`))),
        h('td', {}, x.status === 'closed'
          ? h('button', { type: 'button', class: 'small', 'data-table-open': x.id, onClick: () => void command(x.id, 'open') }, t('dealer.open'))
          : x.status === 'open' ? h('button', { type: 'button', class: 'small danger', 'data-table-close': x.id, onClick: () => void command(x.id, 'close') }, t('dealer.close')) : null)))))),
    h('h3', {}, t('admin.new-table')),
    h(NewTableForm, { games, onCreated: (x) => { setNotice(t('admin.table-created', { table: x.id })); load(); } }));
}
