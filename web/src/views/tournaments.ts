/**
 * @module web/views/tournaments
 * The tournaments' pages (issue 20). `#/tournaments`: the lobby — every tournament registering, running or finished,
 * with its game, entry and fee, players and prize pool. `#/tournaments/<id>`: one tournament — its bases before
 * registering (entry to the prize pool and fee to the house as money, the starting stack, the levels and breaks, late
 * registration, the prize table), the clock (level, blinds and ante, the time left, counting down), the players left,
 * the average stack, the prize pool and the payouts, the standings and results; a player registers or unregisters
 * (one idempotency key per submitted form) and plays his hand at his table with the circle-poker table's own
 * component; the tournament director (a dealer or the administrator) starts, pauses, resumes or cancels it. The page
 * waits for the next change (`?since=`), so the clock and the hands move as they happen. Tournament chips are shown
 * as chips, never as money.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LegalAction } from '../../../src/core/contract.js';
import { CircleTable } from '../games/circle-poker/index.js';
import { api } from '../net/api.js';
import { FormKeys } from '../net/form-key.js';
import { randomKey } from '../net/keys.js';
import { href } from '../router.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';
import { TableGameTournament, type TableGameView } from './table-tournament.js';

interface LevelView { readonly no: number; readonly small: number; readonly big: number; readonly ante: number; readonly onBreak: boolean; readonly endsAt: number | null; readonly left: number | null; readonly next: { small: number; big: number; ante: number; minutes: number } | null }
interface Standing {
  readonly player: string; readonly status: string; readonly chips: number; readonly table: string | null; readonly place: number | null; readonly prize: number; readonly entries: number;
  /** 003 §3.1.10.5: penalty hands left, and a disqualification (public: the player is away from the table). */
  readonly penalty?: number; readonly disqualified?: boolean;
}
interface TableView { readonly id: string; readonly seats: readonly { box: number; player: string; chips: number }[]; readonly halted: boolean; readonly hand: unknown }
interface Bases {
  readonly name: string; readonly game: string; readonly kind: string; readonly entry: number; readonly fee: number; readonly startingStack: number; readonly seatsPerTable: number;
  readonly minPlayers: number; readonly maxPlayers: number; readonly startsAt: number | null;
  readonly levels: readonly { small: number; big: number; ante: number; minutes: number }[];
  readonly breaks: readonly { afterLevel: number; minutes: number }[];
  readonly lateRegistration: { untilLevel: number } | null;
  /** The bases' timers, seconds (bases stored before they were fields have none: the defaults). */
  readonly decisionSeconds?: number; readonly handForHand?: boolean; readonly handForHandSeconds?: number;
  readonly rankingFundPercent: number | null;
}
interface TView {
  readonly id: string; readonly name: string; readonly game: string; readonly kind: string; readonly status: string; readonly bases: Bases;
  readonly level: LevelView; readonly registered: number; readonly playersLeft: number; readonly averageStack: number; readonly prizePool: number;
  readonly payouts: readonly number[]; readonly lateRegistration: boolean; readonly handForHand: boolean; readonly finalTable: boolean;
  readonly standings: readonly Standing[]; readonly tables: readonly TableView[];
  /** The viewer's table and decisions now (a player's view only). */
  readonly mine?: { readonly table: string; readonly legal: readonly LegalAction[] } | null;
}
interface Answer { readonly version: number; readonly status: string; readonly view: TView }

const chipsOf = (locale: string, n: number): string => new Intl.NumberFormat(locale).format(n);

function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return now;
}

const clockText = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function TournamentsPage({ id }: { id: string | null }): ComponentChild {
  return id ? h(TournamentPage, { id }) : h(TournamentLobby, {});
}

function TournamentLobby(): ComponentChild {
  const { t, account, money } = useApp();
  const [list, setList] = useState<Answer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => api<{ tournaments: Answer[] }>('/api/tournaments', { token: account?.token ?? null }).then((r) => live && setList(r.tournaments), (e: unknown) => live && setError(errorText(t, e)));
    void load();
    const timer = setInterval(load, 5000);
    return () => { live = false; clearInterval(timer); };
  }, [account?.token]);
  if (error) return h('p', { class: 'error', role: 'alert' }, error);
  if (!list) return h('p', { class: 'hint' }, t('tournaments.loading'));
  return h('section', { class: 'tournaments' },
    h('h1', {}, t('tournaments.title')),
    list.length === 0 ? h('p', { class: 'hint' }, t('tournaments.none')) : null,
    h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, ['name', 'game', 'status', 'buy-in', 'players', 'prize-pool'].map((k) => h('th', { key: k }, t(`tournaments.col.${k}`))))),
      h('tbody', {}, list.map((x) => h('tr', { key: x.view.id, 'data-tournament': x.view.id, 'data-status': x.status },
        h('td', {}, h('a', { href: href({ page: 'tournaments', id: x.view.id }) }, x.view.name)),
        h('td', {}, t(`game.${x.view.game}`)),
        h('td', {}, t(`tournaments.status.${x.status}`)),
        h('td', {}, t('tournaments.buy-in', { entry: money(x.view.bases.entry), fee: money(x.view.bases.fee) })),
        h('td', {}, x.status === 'registering' ? `${x.view.registered} / ${x.view.bases.maxPlayers}` : `${x.view.playersLeft} / ${x.view.registered}`),
        h('td', {}, money(x.view.prizePool)))))));
}

function TournamentPage({ id }: { id: string }): ComponentChild {
  const { t, account, money, locale, setBalance } = useApp();
  const [a, setA] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new FormKeys('tournament'));
  const now = useNow();
  useEffect(() => {
    let live = true;
    let since = -1;
    const loop = async (): Promise<void> => {
      while (live) {
        try {
          const r = await api<Answer>(`/api/tournaments/${encodeURIComponent(id)}?since=${since}`, { token: account?.token ?? null });
          if (!live) return;
          since = r.version;
          setA(r);
        } catch (e) {
          if (!live) return;
          setError(errorText(t, e));
          await new Promise((ok) => setTimeout(ok, 3000));
        }
      }
    };
    void loop();
    return () => { live = false; };
  }, [id, account?.token]);

  const post = async (path: string, body: Record<string, unknown>, keyed: FormKeys | null): Promise<void> => {
    setError(null);
    const key = keyed ? keyed.keyFor({ path, ...body }) : randomKey('hand');
    try {
      const r = await api<{ view: TView; version: number; balance?: number | null }>(`/api/tournaments/${encodeURIComponent(id)}/${path}`, { token: account?.token ?? null, method: 'POST', body: { ...body, key } });
      keyed?.settle(null);
      if (typeof r.balance === 'number') setBalance(r.balance);
    } catch (e) {
      keyed?.settle(e);
      setError(errorText(t, e));
    }
  };

  if (!a) return error ? h('p', { class: 'error', role: 'alert' }, error) : h('p', { class: 'hint' }, t('tournaments.loading'));
  // A table-game tournament (its view says so): the same heading, registration and director's buttons, its own body.
  if ((a.view as unknown as { format?: string }).format === 'table-game') {
    const tv = a.view as unknown as TableGameView;
    const registered = !!account && tv.entrants.some((e) => e.player === account.username);
    const director = hasRole(account, 'dealer') || hasRole(account, 'admin');
    return h('section', { class: 'tournament', 'data-tournament': tv.id, 'data-status': a.status },
      h('p', {}, h('a', { href: href({ page: 'tournaments' }) }, t('tournaments.back'))),
      h('h1', {}, tv.name),
      h('p', { class: 'status', 'data-field': 'status' }, t(`tournaments.status.${a.status}`), ` · ${t(`game.${tv.game}`)}`),
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
      account && hasRole(account, 'player') && a.status === 'registering' && !registered ? h('button', { type: 'button', class: 'primary', 'data-do': 'register', onClick: () => void post('register', {}, keys.current) }, t('tournaments.register', { amount: money(tv.bases.entry + tv.bases.fee) })) : null,
      registered && a.status === 'registering' ? h('button', { type: 'button', 'data-do': 'unregister', onClick: () => void post('unregister', {}, keys.current) }, t('tournaments.unregister')) : null,
      director ? h('div', { class: 'director' }, (['start', 'pause', 'resume', 'cancel'] as const).map((x) => h('button', { key: x, type: 'button', 'data-do': x, onClick: () => void post(x, {}, keys.current) }, t(`tournaments.do.${x}`)))) : null,
      h(TableGameTournament, { v: tv, status: a.status, now, send: (table, action) => void post('hand', { table, action }, null) }),
      h('p', {}, h('a', { href: href({ page: 'lobby' }) }, t('nav.lobby'))));
  }
  const v = a.view;
  const me = account?.username ?? null;
  const mine = v.standings.find((s) => s.player === me) ?? null;
  const myTable = mine?.table ? v.tables.find((x) => x.id === mine.table) ?? null : null;
  const director = hasRole(account, 'dealer') || hasRole(account, 'admin');
  const left = v.level.left ?? (v.level.endsAt !== null ? v.level.endsAt - now : null);
  const chips = (n: number) => chipsOf(locale, n);
  return h('section', { class: 'tournament', 'data-tournament': v.id, 'data-status': a.status },
    h('p', {}, h('a', { href: href({ page: 'tournaments' }) }, t('tournaments.back'))),
    h('h1', {}, v.name),
    h('p', { class: 'status', 'data-field': 'status' }, t(`tournaments.status.${a.status}`), v.handForHand ? ` · ${t('tournaments.hand-for-hand')}` : '', v.finalTable ? ` · ${t('tournaments.final-table')}` : ''),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    // The clock: the level, its blinds and ante, the time left.
    a.status !== 'registering' && a.status !== 'cancelled' ? h('div', { class: 'tournament-clock', 'data-level': v.level.no },
      h('strong', {}, v.level.onBreak ? t('tournaments.break') : t('tournaments.level', { no: v.level.no })),
      ' ', t('tournaments.blinds', { small: chips(v.level.small), big: chips(v.level.big) }),
      v.level.ante ? ` · ${t('tournaments.ante', { ante: chips(v.level.ante) })}` : '',
      left !== null ? h('span', { class: 'clock', 'data-left': Math.max(0, Math.round(left / 1000)) }, ` · ${clockText(left)}`) : null,
      a.status === 'paused' ? ` · ${t('tournaments.status.paused')}` : '') : null,
    h('dl', { class: 'tournament-facts' },
      h('dt', {}, t('tournaments.players-left')), h('dd', { 'data-field': 'players-left' }, `${v.playersLeft} / ${v.registered}`),
      h('dt', {}, t('tournaments.average-stack')), h('dd', {}, chips(v.averageStack)),
      h('dt', {}, t('tournaments.col.prize-pool')), h('dd', { 'data-field': 'prize-pool' }, money(v.prizePool))),
    // The player's own actions; the director's.
    account && hasRole(account, 'player') && a.status === 'registering' && !mine ? h('button', { type: 'button', class: 'primary', 'data-do': 'register', onClick: () => void post('register', {}, keys.current) }, t('tournaments.register', { amount: money(v.bases.entry + v.bases.fee) })) : null,
    mine && a.status === 'registering' ? h('button', { type: 'button', 'data-do': 'unregister', onClick: () => void post('unregister', {}, keys.current) }, t('tournaments.unregister')) : null,
    director ? h('div', { class: 'director' }, (['start', 'pause', 'resume', 'cancel'] as const).map((x) => h('button', { key: x, type: 'button', 'data-do': x, onClick: () => void post(x, {}, keys.current) }, t(`tournaments.do.${x}`)))) : null,
    // My table: the circle-poker table, my hole cards and my decisions.
    myTable && myTable.hand ? h('div', { class: 'tournament-table', 'data-table': myTable.id },
      h('h2', {}, t('tournaments.your-table', { table: myTable.id })),
      h(CircleTable, {
        game: v.game, profile: '', view: myTable.hand, legal: v.mine?.table === myTable.id ? v.mine.legal : [], me, role: 'player', chip: 0, t, locale, money: chips,
        names: {}, stacks: Object.fromEntries(myTable.seats.map((s) => [s.player, s.chips])),
        send: (action) => void post('hand', { table: myTable.id, action }, null),
      })) : null,
    h('h2', {}, t('tournaments.payouts')),
    v.payouts.length ? h('ol', { class: 'payouts' }, v.payouts.map((p, i) => h('li', { key: i }, money(p)))) : h('p', { class: 'hint' }, t('tournaments.payouts-later')),
    h('h2', {}, t('tournaments.standings')),
    h('table', { class: 'lines standings' }, h('tbody', {}, [...v.standings].sort((x, y) => (x.place ?? 0) - (y.place ?? 0) || y.chips - x.chips).map((s) => h('tr', { key: s.player, 'data-player': s.player, 'data-place': s.place ?? '' },
      h('td', {}, s.place ? t('tournaments.place', { place: s.place }) : ''),
      h('td', {}, s.player),
      h('td', {}, s.status === 'playing' ? chips(s.chips) : t(`tournaments.player.${s.disqualified ? 'disqualified' : s.status}`), s.penalty ? h('span', { class: 'penalty', 'data-field': 'penalty' }, ` · ${t('tournaments.penalty', { n: s.penalty })}`) : null),
      h('td', {}, s.table ?? ''),
      h('td', {}, s.prize ? money(s.prize) : ''),
      // The floor's penalties (003 §3.1.10.5), the tournament director's: a penalty round per press, a disqualification.
      director && s.status === 'playing' && a.status !== 'finished' ? h('td', { class: 'director' }, (['penalty', 'disqualify'] as const).map((x) => h('button', { key: x, type: 'button', 'data-do': x, onClick: () => void post(x, x === 'penalty' ? { player: s.player, rounds: 1 } : { player: s.player }, keys.current) }, t(`tournaments.do.${x}`)))) : null)))),
    h('h2', {}, t('tournaments.bases')),
    h('dl', { class: 'bases' },
      h('dt', {}, t('tournaments.col.buy-in')), h('dd', {}, t('tournaments.buy-in', { entry: money(v.bases.entry), fee: money(v.bases.fee) })),
      h('dt', {}, t('tournaments.starting-stack')), h('dd', {}, chips(v.bases.startingStack)),
      h('dt', {}, t('tournaments.field')), h('dd', {}, t('tournaments.field-size', { min: v.bases.minPlayers, max: v.bases.maxPlayers, seats: v.bases.seatsPerTable })),
      v.bases.startsAt ? [h('dt', {}, t('tournaments.starts')), h('dd', {}, new Date(v.bases.startsAt).toLocaleString(locale))] : null,
      h('dt', {}, t('tournaments.late')), h('dd', {}, v.bases.lateRegistration ? t('tournaments.late-until', { level: v.bases.lateRegistration.untilLevel }) : t('tournaments.late-none')),
      v.bases.rankingFundPercent ? [h('dt', {}, t('tournaments.ranking-fund')), h('dd', {}, `${v.bases.rankingFundPercent}%`)] : null,
      h('dt', {}, t('tournaments.decision-time')), h('dd', { 'data-field': 'decision-time' }, t('tournaments.seconds', { seconds: v.bases.decisionSeconds ?? 30 })),
      v.bases.handForHand ? [h('dt', {}, t('tournaments.h4h-round')), h('dd', { 'data-field': 'h4h-round' }, t('tournaments.seconds', { seconds: v.bases.handForHandSeconds ?? 120 }))] : null),
    h('table', { class: 'lines levels' },
      h('thead', {}, h('tr', {}, ['level', 'blinds', 'ante', 'minutes'].map((k) => h('th', { key: k }, t(`tournaments.col.${k}`))))),
      h('tbody', {}, v.bases.levels.map((l, i) => [
        h('tr', { key: `l${i}`, class: i + 1 === v.level.no ? 'current' : '' }, h('td', {}, i + 1), h('td', {}, `${chips(l.small)} / ${chips(l.big)}`), h('td', {}, l.ante ? chips(l.ante) : ''), h('td', {}, l.minutes)),
        ...v.bases.breaks.filter((b) => b.afterLevel === i + 1).map((b) => h('tr', { key: `b${i}`, class: 'break' }, h('td', { colSpan: 3 }, t('tournaments.break')), h('td', {}, b.minutes))),
      ]))),
    h('p', {}, h('a', { href: href({ page: 'lobby' }) }, t('nav.lobby'))));
}
