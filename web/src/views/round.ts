/**
 * @module web/views/round
 * One recalled round: the final table as the viewer may see it (the game component's `Recall`, or the generic
 * data view), every decision in order, each player's balance before and after, and the settlement. Auditors
 * can replay the round on the server and see each verification check.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameInfo, HandHistoryResponse, RoundSummary, VerifyRoundResponse } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { hasRole, useApp } from '../session.js';
import { componentFor } from '../games/index.js';
import { describeFields, generic } from '../games/generic/index.js';
import type { LegalAction } from '../../../src/core/contract.js';
import { actionLabel } from '../components/action-bar.js';
import { errorText } from './errors.js';
import { gameName, jurisdictionName } from './lobby.js';
import { when } from './history.js';
import { ResultPanel } from './result.js';

interface RoundDetail {
  readonly round: RoundSummary;
  readonly view: unknown;
  readonly actions: readonly { seq: number; at: string; by: unknown; action: unknown; version: number }[];
}

const byText = (by: unknown, dealer: string): string => {
  if (by && typeof by === 'object' && 'kind' in by) {
    const b = by as { kind: string; player?: string };
    return b.kind === 'player' ? b.player ?? '' : b.kind === 'dealer' ? dealer : b.kind;
  }
  return '';
};

export function RoundPage({ round }: { round: string }): ComponentChild {
  const app = useApp();
  const { t, account, money } = app;
  const [detail, setDetail] = useState<RoundDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verify, setVerify] = useState<VerifyRoundResponse | null>(null);
  const [games, setGames] = useState<readonly GameInfo[]>([]);

  useEffect(() => {
    api<RoundDetail>(`/api/rounds/${encodeURIComponent(round)}`, { token: account?.token ?? null }).then(setDetail).catch((e) => setError(errorText(t, e)));
    api<{ games: GameInfo[] }>('/api/games').then((g) => setGames(g.games)).catch(() => undefined);
  }, [round, account?.token]);

  if (error) return h('p', { class: 'error', role: 'alert' }, error);
  if (!detail) return h('p', {}, t('history.loading'));
  const r = detail.round;
  const family = games.find((g) => g.id === r.game)?.family ?? r.game;
  const component = componentFor(family);
  const Recall = component.Recall ?? generic.Recall;
  const me = account?.username ?? null;

  return h('section', { class: 'round-page', 'data-round-id': r.id },
    h('h1', {}, `${gameName(t, r.game)} · ${jurisdictionName(t, r.profile)} · ${r.table} #${r.no}`),
    h('p', { class: 'hint' }, `${when(r.startedAt, app.locale)} – ${when(r.endedAt, app.locale)} · ${t(`history.round-status.${r.status}`)}`, r.voidReason ? ` · ${r.voidReason}` : ''),
    h('h2', {}, t('history.final-view')),
    Recall ? h('div', { class: 'game-area recall' }, h(Recall, { game: r.game, view: detail.view, t, locale: app.locale, money })) : null,
    h('h2', {}, t('history.actions')),
    h('ol', { class: 'actions-log' }, detail.actions.map((a) => {
      const act = (a.action ?? {}) as Record<string, unknown>;
      const type = typeof act.type === 'string' ? act.type : '?';
      const { by: _by, amount, ...rest } = act;
      const fields = describeFields(t, { ...rest, type } as LegalAction);
      return h('li', { key: a.seq, 'data-action': type },
        h('span', { class: 'who' }, byText(a.by, t('table.dealer'))), ' ',
        h('strong', {}, actionLabel(t, type)),
        fields ? ` · ${fields}` : '',
        typeof amount === 'number' ? ` · ${money(amount)}` : '');
    })),
    h('h2', {}, t('history.settlement')),
    h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('table.bettor'), t('history.before'), t('history.after'), t('table.stake'), t('table.returned')].map((c, i) => h('th', { key: i, class: i === 1 ? 'opt' : '' }, c)))),
      h('tbody', {}, r.players.map((p) => h('tr', { key: p.player, class: p.player === me ? 'mine' : '' },
        // Balances are shown to their owner (and the auditor) only: the server sends null for anyone else's.
        h('td', {}, p.player), h('td', { class: 'num opt' }, p.balanceBefore === null ? '' : money(p.balanceBefore)), h('td', { class: 'num' }, p.balanceAfter === null ? '' : money(p.balanceAfter)),
        h('td', { class: 'num' }, money(p.staked)), h('td', { class: 'num' }, money(p.returned))))))),
    r.status !== 'open' ? h(ResultPanel, { result: { id: r.id, no: r.no, outcome: r.status === 'voided' ? 'voided' : 'settled', view: detail.view, lines: r.lines, ...(r.houseNet === null ? {} : { houseNet: r.houseNet }) }, me }) : null,
    // A finished poker hand's PHH file (docs/games/circle-poker.md): the auditor's, or the player's own copy.
    family === 'circle-poker' && r.status === 'settled' && (hasRole(account, 'auditor') || r.players.some((p) => p.player === me))
      ? h('p', { class: 'phh' }, h('button', { type: 'button', 'data-phh': r.id, onClick: () => {
        api<HandHistoryResponse>(`/api/rounds/${r.id}/phh`, { token: account?.token ?? null }).then((x) => {
          const a = document.createElement('a');
          a.href = URL.createObjectURL(new Blob([x.text], { type: 'application/toml' }));
          a.download = x.fileName;
          a.click();
          URL.revokeObjectURL(a.href);
        }).catch((e) => setError(errorText(t, e)));
      } }, t('history.download-phh')))
      : null,
    hasRole(account, 'auditor') ? h('div', { class: 'verify' },
      h('button', { type: 'button', 'data-verify': r.id, onClick: () => {
        api<VerifyRoundResponse>(`/api/audit/rounds/${r.id}/verify`, { token: account?.token ?? null, method: 'POST' }).then(setVerify).catch((e) => setError(errorText(t, e)));
      } }, t('history.verify')),
      verify ? h('div', {},
        h('p', { class: verify.ok ? 'status ok' : 'error' }, verify.ok ? t('history.verified') : t('history.not-verified', { message: verify.checks.filter((c) => !c.ok).map((c) => c.name).join(', ') })),
        h('ul', {}, verify.checks.map((c) => h('li', { key: c.name, class: c.ok ? 'ok' : 'bad' }, `${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? `: ${c.detail}` : ''}`)))) : null) : null);
}
