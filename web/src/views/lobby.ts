/**
 * @module web/views/lobby
 * The lobby: every table (games × jurisdictions) with its limits, free boxes and status, filterable by game and
 * rules; buttons to play, watch, or (dealers) manage. Refreshes every few seconds.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TableSummary, GameInfo } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { hasRole, useApp } from '../session.js';
import { href } from '../router.js';
import { translateOr } from '../i18n/index.js';
import type { Translate } from '../i18n/index.js';
import { limitsOf } from '../games/limits.js';
import { errorText } from './errors.js';
import { WinsBoard } from './wins.js';
import { WaitingPanel } from './waiting-list.js';
import type { MyWaitingListsResponse } from '../../../src/protocol/http.js';

/** A game's name in the current language. */
export const gameName = (t: Translate, id: string): string => translateOr(t, `game.${id}`, id);

/**
 * A table's own name, or null when it is the server's default (`<game id> · <profile name>` for the demo tables,
 * `<game id> (<profile>)` when created without a name: English words the card says in its own language instead).
 */
export const tableOwnName = (x: { game: string; name: string }): string | null => (x.name.startsWith(`${x.game} `) ? null : x.name);

/** A profile's jurisdiction in the current language, else the server's profile name. */
export function jurisdictionName(t: Translate, profile: string, games: readonly GameInfo[] = []): string {
  const fallback = games.flatMap((g) => g.profiles).find((p) => p.id === profile)?.name ?? profile;
  return translateOr(t, `jurisdiction.${profile}`, fallback);
}

export function LobbyPage(): ComponentChild {
  const app = useApp();
  const { t, account } = app;
  const [tables, setTables] = useState<readonly TableSummary[] | null>(null);
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState('');
  const [profile, setProfile] = useState('');
  const [lists, setLists] = useState<MyWaitingListsResponse['lists']>([]);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    const load = (): void => {
      api<{ tables: TableSummary[] }>('/api/tables').then((r) => { if (live) { setTables(r.tables); setError(null); } }).catch((e) => live && setError(errorText(t, e)));
    };
    // The player's places on waiting lists, with any seat held for him (003 §3.2.5).
    const mine = (): void => {
      if (account && hasRole(account, 'player')) api<MyWaitingListsResponse>('/api/waiting-lists', { token: account.token }).then((r) => live && setLists(r.lists)).catch(() => undefined);
    };
    load();
    mine();
    api<{ games: GameInfo[] }>('/api/games').then((r) => live && setGames(r.games)).catch(() => undefined);
    const id = setInterval(() => { load(); mine(); }, 5000);
    return () => { live = false; clearInterval(id); };
  }, [account?.token, tick]);

  const rows = (tables ?? []).filter((x) => (!game || x.game === game) && (!profile || x.profile === profile));
  const gameIds = [...new Set((tables ?? []).map((x) => x.game))];
  const profiles = [...new Set((tables ?? []).map((x) => x.profile))];
  const isDealer = hasRole(account, 'dealer');
  const isPlayer = !account || hasRole(account, 'player');

  return h('section', { class: 'lobby' },
    h('h1', {}, t('lobby.title')),
    h(WinsBoard, {}),
    h('div', { class: 'filters' },
      h('select', { 'aria-label': t('lobby.game'), value: game, onChange: (e: Event) => setGame((e.target as HTMLSelectElement).value) },
        h('option', { value: '' }, t('lobby.filter-game')), gameIds.map((g) => h('option', { value: g, key: g }, gameName(t, g)))),
      h('select', { 'aria-label': t('lobby.jurisdiction'), value: profile, onChange: (e: Event) => setProfile((e.target as HTMLSelectElement).value) },
        h('option', { value: '' }, t('lobby.filter-jurisdiction')), profiles.map((p) => h('option', { value: p, key: p }, jurisdictionName(t, p, games))))),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    tables === null ? h('p', {}, t('lobby.loading')) : rows.length === 0 ? h('p', {}, t('lobby.none')) : null,
    h('ul', { class: 'table-list' }, rows.map((x) => {
      const lim = limitsOf(x.family, x.config);
      return h('li', { key: x.id, class: `table-card status-${x.status}`, 'data-table': x.id, 'data-game': x.game, 'data-profile': x.profile },
        h('div', { class: 'tc-head' },
          h('span', { class: 'tc-game' }, gameName(t, x.game)),
          h('span', { class: `badge status-${x.status}` }, t(`status.${x.status}`))),
        tableOwnName(x) ? h('div', { class: 'tc-name' }, tableOwnName(x)) : null,
        h('p', { class: 'tc-about hint', 'data-about': x.game }, translateOr(t, `about.${x.game}`, '')),
        h('dl', { class: 'tc-facts' },
          h('dt', {}, t('lobby.jurisdiction')), h('dd', {}, jurisdictionName(t, x.profile, games)),
          h('dt', {}, t('lobby.regulation')), h('dd', { 'data-regulation': x.profile }, translateOr(t, `regulation.${x.profile}`, games.flatMap((g) => g.profiles).find((p) => p.id === x.profile)?.name ?? x.profile)),
          h('dt', {}, t('lobby.limits')), h('dd', {}, lim ? t('lobby.limits-value', { min: app.money(lim.min), max: app.money(lim.max) }) : '—'),
          h('dt', {}, t('lobby.seats')), h('dd', { 'data-free': x.free }, t('lobby.seats-value', { free: x.free, total: x.boxes }))),
        isPlayer && account && x.status !== 'closed' ? h(WaitingPanel, {
          table: x.id, place: lists.find((l) => l.table === x.id) ?? null, full: x.free === 0 && !x.players.includes(account.username),
          take: () => { location.hash = href({ page: 'table', table: x.id, as: 'player' }); }, changed: () => setTick((n) => n + 1),
        }) : null,
        h('div', { class: 'tc-actions' },
          isPlayer && x.status !== 'closed' ? h('a', { class: 'button primary', href: account ? href({ page: 'table', table: x.id, as: 'player' }) : href({ page: 'login' }), 'data-play': x.id }, t('lobby.play')) : null,
          x.watch ? h('a', { class: 'button', href: href({ page: 'table', table: x.id, as: 'spectator' }), 'data-watch': x.id }, t('lobby.watch')) : null,
          isDealer ? h('a', { class: 'button', href: href({ page: 'table', table: x.id, as: 'dealer' }), 'data-manage': x.id }, t('lobby.manage')) : null));
    })));
}
