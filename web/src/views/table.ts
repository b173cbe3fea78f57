/**
 * @module web/views/table
 * The table page for a player, a spectator or the dealer/inspector: seats and boxes, the game's own table
 * component, chips, the decision or betting timer, the last round's result, and (dealers) the management panel.
 * Everything shown comes from the server's `table` frames; every click is one protocol request.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TableFrame } from '../../../src/protocol/server-messages.js';
import type { WireError } from '../../../src/protocol/common.js';
import { TableSocket, socketUrl } from '../net/socket.js';
import type { SocketStatus } from '../net/socket.js';
import { randomKey } from '../net/keys.js';
import { hasRole, useApp } from '../session.js';
import { href } from '../router.js';
import { componentFor } from '../games/index.js';
import type { ActionToSend, GameViewProps } from '../games/types.js';
import { limitsOf } from '../games/limits.js';
import { ChipTray, chipValues } from '../components/chips.js';
import { chipFace, translateOr } from '../i18n/index.js';
import { Timer } from '../components/timer.js';
import { JackpotMeter } from '../components/jackpot-meter.js';
import { gameName, jurisdictionName, tableOwnName } from './lobby.js';
import { wireErrorText } from './errors.js';
import { SeatStrip } from './seats.js';
import { ResultPanel } from './result.js';
import { DealerPanel } from './dealer.js';
import { awaitingText } from './awaiting.js';
import { tableFull, WaitingPanel } from './waiting-list.js';

export function TablePage(props: { table: string; as: 'player' | 'spectator' | 'dealer' }): ComponentChild {
  const app = useApp();
  const { t, account } = app;
  const as = props.as === 'player' && !account ? 'spectator' : props.as === 'dealer' && !hasRole(account, 'dealer') ? 'spectator' : props.as;
  const [frame, setFrame] = useState<TableFrame | null>(null);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [chip, setChip] = useState(0);
  const [busy, setBusy] = useState(false);
  /** Requests answered so far (ok or error): tests wait on it through `data-answered`. */
  const [answered, setAnswered] = useState(0);
  const socket = useRef<TableSocket | null>(null);
  const frameRef = useRef<TableFrame | null>(null);

  useEffect(() => {
    const s = new TableSocket(socketUrl(), account?.token ?? null, props.table, as, {
      onTable: (f) => { frameRef.current = f; setFrame(f); if (f.you.balance !== null) app.setBalance(f.you.balance); },
      onWallet: (b) => app.setBalance(b),
      onWelcome: (w) => { if (w.balance !== null) app.setBalance(w.balance); },
      onStatus: setStatus,
      onError: (e) => setNotice({ text: wireErrorText(t, e), error: true }),
      // The server's reason is English free text ('asked', 'lease lost', 'server stopping'): the page says it in words of its own.
      onLeft: (reason) => setNotice({ text: t(reason === 'asked' ? 'table.left-asked' : 'table.left'), error: reason !== 'asked' }),
    });
    socket.current = s;
    return () => s.close();
  }, [props.table, as, account?.token]);

  const report = (e: unknown): void => {
    const w = e as WireError;
    setNotice({ text: t('table.rejected', { message: wireErrorText(t, w) }), error: true });
  };
  /** One protocol request; errors become the notice line. */
  const request = async (req: Parameters<TableSocket['request']>[0]): Promise<boolean> => {
    if (!socket.current) return false;
    setBusy(true);
    try {
      await socket.current.request(req);
      setNotice(null);
      return true;
    } catch (e) {
      report(e);
      return false;
    } finally {
      setBusy(false);
      setAnswered((n) => n + 1);
    }
  };
  const send = (action: ActionToSend): void => {
    const f = frameRef.current;
    if (!f?.round) return;
    void request({ type: 'act', table: props.table, key: randomKey(account?.username ?? 'anon'), version: f.round.version, action: { ...action } });
  };

  const lim = frame ? limitsOf(frame.table.family, frame.table.config) : null;
  const chips = useMemo(() => (lim ? chipValues(lim.min, lim.max) : [100, 500, 1000, 2500]), [lim?.min, lim?.max]);
  useEffect(() => { if (!chips.includes(chip)) setChip(chips[0] ?? 0); }, [chips]);

  if (!frame) {
    return h('section', { class: 'table-page' }, h('p', { class: 'status' }, status === 'reconnecting' ? t('table.reconnecting') : t('table.connecting')),
      notice ? h('p', { class: 'error', role: 'alert' }, notice.text) : null,
      h('a', { href: href({ page: 'lobby' }) }, t('table.back')));
  }

  const { table, round, last } = frame;
  const me = frame.you.username;
  const names: Record<string, string> = {};
  for (const s of table.seats) if (s.holder) names[s.holder] = s.holder === me ? `${s.holder} (${t('table.you')})` : s.holder;
  const Component = componentFor(table.family);
  const gameProps: GameViewProps = {
    game: table.game, profile: table.profile, view: round?.view ?? last?.view ?? null, legal: round?.legal ?? [],
    send, me: frame.as === 'player' ? me : null, role: frame.as, chip, t, locale: app.locale, money: app.money, names,
    ...(table.stacks ? { stacks: table.stacks, buyIn: (amount: number) => void request({ type: 'buy-in', table: table.id, key: randomKey(account?.username ?? 'anon'), amount }) } : {}),
  };
  const myTurn = !!round && round.legal.length > 0 && round.awaiting.some((a) => (a.kind === 'player' && a.player === me && frame.as === 'player') || (a.kind === 'dealer' && frame.as === 'dealer'));
  const seated = frame.you.boxes.length > 0;
  // The game's own "done betting" button, where it has one, says it already (types.ts `doneBetting`).
  const gameSaysDone = Component.doneBetting !== undefined && (round?.legal ?? []).some((a) => a.type === Component.doneBetting);
  // At a game without boxes a player bets without sitting, and says ready all the same.
  const canReady = frame.as === 'player' && (seated || Component.seatless === true) && round?.timer === 'betting' && me !== null && !round.ready.includes(me) && !gameSaysDone;

  return h('section', { class: `table-page as-${frame.as}${busy ? ' busy' : ''}`, 'data-table': table.id, 'data-round': round?.no ?? '', 'data-version': round?.version ?? '', 'data-answered': answered },
    h('div', { class: 'table-head' },
      h('h1', { title: tableOwnName(table) ?? undefined }, gameName(t, table.game), h('span', { class: 'sub' }, ` · ${jurisdictionName(t, table.profile)}`)),
      h('div', { class: 'facts' },
        h('span', { class: `badge status-${table.status}` }, t(`status.${table.status}`)),
        lim ? h('span', {}, t('table.limits', { min: app.money(lim.min), max: app.money(lim.max) })) : null,
        round ? h('span', {}, t('table.round', { n: round.no })) : null,
        h('span', {}, t('table.spectators', { n: table.watchers })),
        frame.as !== 'player' ? h('span', { class: 'badge' }, t('table.view-as', { role: t(`role.${frame.as}`) })) : null,
        frame.you.balance !== null ? h('span', { class: 'balance', 'data-table-balance': frame.you.balance }, `${t('table.balance')}: ${app.money(frame.you.balance)}`) : null)),
    // A table linked to a progressive jackpot shows its meter, whatever the game (docs/jackpots.md).
    table.jackpot ? h(JackpotMeter, { jackpot: table.jackpot, t, money: app.money }) : null,
    status !== 'open' ? h('p', { class: 'status warn' }, status === 'reconnecting' ? t('table.reconnecting') : t('table.connecting')) : null,
    table.status === 'closed' ? h('p', { class: 'status warn' }, t('table.closed'))
      // 000 GP3.1.a: what the croupier announced (the last three balls, the last shooter, the last shoe, the last three hands).
      : table.status === 'closing' ? h('p', { class: 'status warn', 'data-closing': table.closing?.announcement ?? '', title: table.closing?.cite },
        table.closing ? translateOr(t, `table.closing.${table.closing.announcement}`, t('table.closing'), { played: table.closing.played }) : t('table.closing')) : null,
    round?.deadline ? h('div', { class: 'timer-line' },
      h('span', {}, round.timer === 'betting' ? t('table.place-bets') : myTurn ? t('table.your-turn') : t('table.waiting-for', { who: awaitingText(t, round.awaiting, me) })),
      h(Timer, { key: `${round.id}-${round.version}-${round.deadline}`, deadline: round.deadline, label: t('table.timer') }))
      : round && round.awaiting.length > 0 && !myTurn ? h('p', { class: 'status' }, t('table.waiting-for', { who: awaitingText(t, round.awaiting, me) })) : null,
    // A game that plays no coup with the players seated says so before anything is staked (Game.playersNeeded).
    round?.needs ? h('p', { class: 'status warn', 'data-needs': round.needs.needed, title: round.needs.cite },
      t(round.needs.seated.length > 1 ? 'table.needs-players-per-tableau' : 'table.needs-players', { needed: round.needs.needed, seated: round.needs.seated.join(' / ') })) : null,
    notice ? h('p', { class: notice.error ? 'error' : 'status', role: 'alert', 'data-notice': '' }, notice.text) : null,
    // 003 §3.2.3–3.2.5: on a full table, the waiting list — join, the place, the seat held with its countdown.
    frame.as === 'player' && !seated ? h(WaitingPanel, { table: table.id, place: frame.you.waiting, full: tableFull(table), take: (box: number) => void request({ type: 'sit', table: table.id, box }) }) : null,
    h(SeatStrip, { frame, request, only: Component.seatless ? [] : Component.seats?.(gameProps.view, t) ?? null }),
    h('div', { class: 'game-area' }, h(Component.Table, gameProps)),
    frame.as === 'player' && seated || (round?.legal ?? []).some((a) => a.amount) ? h('div', { class: 'chips-line' },
      h(ChipTray, { values: chips, selected: chip, onSelect: setChip, face: (v: number) => chipFace(app.locale, v), money: app.money, label: t('table.chips') }),
      canReady ? h('button', { type: 'button', class: 'primary', 'data-ready': '', onClick: () => void request({ type: 'ready', table: table.id }) }, t('action.ready')) : null) : null,
    frame.as === 'dealer' ? h(DealerPanel, { frame, request }) : null,
    last ? h(ResultPanel, { result: last, me }) : null,
    h('p', { class: 'links' },
      h('a', { href: href({ page: 'lobby' }) }, t('table.back')),
      account ? [' · ', h('a', { href: href({ page: 'history', table: table.id }) }, t('history.table'))] : null));
}
