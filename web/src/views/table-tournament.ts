/**
 * @module web/views/table-tournament
 * The page of a table-game tournament (000 Art. 2bis, 003 §1.5): its bases (entry to the prize pool and fee to the
 * house as money; starting chips, rounds, the least and most staked a round, the prize table in percent), the rounds
 * left, the betting or decision timer counting down, the standings (tournament chips, shown as chips, never as money)
 * and, when over, the places and prizes; and the player's own table drawn by the game's own web component (the one the
 * cash table uses), with a chip tray in tournament chips and the tournament's "ready" where the game has none of its
 * own. The tournament page (views/tournaments.ts) hands over here when the view's `format` is `table-game`.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useState } from 'preact/hooks';
import type { LegalAction } from '../../../src/core/contract.js';
import { componentFor } from '../games/index.js';
import type { ActionToSend } from '../games/types.js';
import { useApp } from '../session.js';

export interface TableGameView {
  readonly id: string; readonly name: string; readonly game: string; readonly profile: string; readonly family: string; readonly status: string;
  readonly bases: { readonly entry: number; readonly fee: number; readonly startingChips: number; readonly rounds: number; readonly minBet: number; readonly maxBet: number; readonly prizes: readonly { place: number; share: number }[]; readonly ties: string; readonly cite: string; readonly bettingSeconds?: number; readonly decisionSeconds?: number; readonly pauseSeconds?: number };
  readonly pool: number;
  readonly roundsPlayed: number;
  readonly entrants: readonly { player: string; box: number | null; chips: number }[];
  readonly round: { readonly no: number; readonly players: readonly string[]; readonly bettingClosed: boolean; readonly ready: readonly string[]; readonly table: unknown } | null;
  readonly lastRound: { readonly no: number; readonly players: readonly string[]; readonly table: unknown } | null;
  readonly timer: { readonly kind: 'betting' | 'decision'; readonly endsAt: number } | null;
  readonly results: readonly { player: string; place: number; chips: number; prize: number }[] | null;
  readonly mine?: { readonly table: string; readonly legal: readonly LegalAction[] } | null;
}

export interface TableGameProps {
  readonly v: TableGameView;
  readonly status: string;
  readonly now: number;
  /** Sends a game action (or `ready`) at the tournament's table. */
  readonly send: (table: string, action: ActionToSend) => void;
}

export function TableGameTournament({ v, status, now, send }: TableGameProps): ComponentChild {
  const { t, account, money, locale } = useApp();
  const chipsFmt = (n: number): string => new Intl.NumberFormat(locale).format(n);
  const trays = [1, 5, 10].map((x) => x * v.bases.minBet).filter((x) => x <= v.bases.maxBet);
  const [chip, setChip] = useState(trays[0] ?? v.bases.minBet);
  const me = account?.username ?? null;
  const mine = v.entrants.find((e) => e.player === me) ?? null;
  const Component = componentFor(v.family);
  const shown = v.round ?? v.lastRound;
  const playing = !!mine && !!shown && shown.players.includes(mine.player);
  const legal = v.mine?.legal ?? [];
  const gameLegal = legal.filter((l) => l.type !== 'ready');
  const canReady = legal.some((l) => l.type === 'ready');
  const left = v.timer ? Math.max(0, Math.round((v.timer.endsAt - now) / 1000)) : null;
  const results = v.results ?? [];
  return h('div', { class: 'table-tournament', 'data-format': 'table-game' },
    h('dl', { class: 'tournament-facts' },
      h('dt', {}, t('tgt.rounds-left')), h('dd', { 'data-field': 'rounds-left' }, `${Math.max(0, v.bases.rounds - v.roundsPlayed)} / ${v.bases.rounds}`),
      v.round ? [h('dt', {}, t('tgt.round')), h('dd', { 'data-field': 'round' }, String(v.round.no))] : null,
      left !== null && status === 'running' ? [h('dt', {}, t(`tgt.timer.${v.timer?.kind ?? 'betting'}`)), h('dd', { class: 'clock', 'data-left': left }, `${left} s`)] : null,
      h('dt', {}, t('tournaments.col.prize-pool')), h('dd', { 'data-field': 'prize-pool' }, money(v.pool || v.entrants.length * v.bases.entry)),
      mine && status !== 'registering' ? [h('dt', {}, t('tgt.my-chips')), h('dd', { 'data-field': 'my-chips' }, chipsFmt(mine.chips))] : null),
    // My table: the game's own component, chips as chips.
    playing && shown ? h('div', { class: 'tournament-table', 'data-table': 'main', 'data-round': shown === v.round ? v.round?.no : '' },
      h('h2', {}, v.round ? t('tgt.round-of', { no: v.round.no, of: v.bases.rounds }) : t('tgt.last-round', { no: shown.no })),
      v.round && !v.round.bettingClosed && gameLegal.some((l) => l.amount) ? h('div', { class: 'chip-tray', role: 'group', 'aria-label': t('tgt.chip') },
        trays.map((c) => h('button', { key: c, type: 'button', class: c === chip ? 'chip selected' : 'chip', 'data-chip': c, 'aria-pressed': c === chip, onClick: () => setChip(c) }, chipsFmt(c)))) : null,
      h(Component.Table, {
        game: v.game, profile: v.profile, view: shown.table, legal: v.round ? gameLegal : [], me, role: 'player', chip, t, locale, money: chipsFmt, names: {},
        send: (action: ActionToSend) => send(v.mine?.table ?? 'main', action),
      }),
      canReady ? h('button', { type: 'button', class: 'primary', 'data-do': 'ready', onClick: () => send(v.mine?.table ?? 'main', { type: 'ready' }) }, t('tgt.ready')) : null,
      v.round?.ready.includes(me ?? '') ? h('p', { class: 'hint' }, t('tgt.waiting')) : null) : null,
    h('h2', {}, t('tournaments.standings')),
    h('table', { class: 'lines standings' }, h('tbody', {}, (results.length ? results.map((r) => ({ player: r.player, chips: r.chips, place: r.place as number | null, prize: r.prize })) : [...v.entrants].sort((a, b) => b.chips - a.chips).map((e) => ({ player: e.player, chips: e.chips, place: null as number | null, prize: 0 }))).map((s) =>
      h('tr', { key: s.player, 'data-player': s.player, 'data-place': s.place ?? '' },
        h('td', {}, s.place ? t('tournaments.place', { place: s.place }) : ''),
        h('td', {}, s.player),
        h('td', { 'data-chips': s.chips }, status === 'registering' ? '' : t('tgt.chips', { chips: chipsFmt(s.chips) })),
        h('td', {}, s.prize ? money(s.prize) : ''))))),
    h('h2', {}, t('tournaments.bases')),
    h('dl', { class: 'bases' },
      h('dt', {}, t('tournaments.col.buy-in')), h('dd', {}, t('tournaments.buy-in', { entry: money(v.bases.entry), fee: money(v.bases.fee) })),
      h('dt', {}, t('tgt.starting-chips')), h('dd', {}, t('tgt.chips', { chips: chipsFmt(v.bases.startingChips) })),
      h('dt', {}, t('tgt.rounds')), h('dd', {}, String(v.bases.rounds)),
      h('dt', {}, t('tgt.stakes')), h('dd', {}, t('tgt.stakes-range', { min: chipsFmt(v.bases.minBet), max: chipsFmt(v.bases.maxBet) })),
      h('dt', {}, t('tgt.prizes')), h('dd', {}, v.bases.prizes.map((p) => t('tgt.prize', { place: p.place, percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(p.share / 100) })).join(' · ')),
      h('dt', {}, t('tgt.ties')), h('dd', {}, t(`tgt.ties.${v.bases.ties}`)),
      h('dt', {}, t('tgt.timers')), h('dd', { 'data-field': 'timers' }, t('tgt.timers-value', { betting: v.bases.bettingSeconds ?? 30, decision: v.bases.decisionSeconds ?? 20, pause: v.bases.pauseSeconds ?? 4 })),
      h('dt', {}, t('tgt.rules')), h('dd', {}, v.bases.cite)));
}
