/**
 * @module server/ws/frames
 * Builds the `table` frame for one connection from the table runtime: the table's public information (shared by
 * every watcher) and the round as the connection's audience may see it (`game.view` only).
 */
import type { TableFrame, TableInfo } from '../../protocol/server-messages.js';
import type { TableRole, TableRuntime } from '../../table/table-runtime.js';
import { linkedJackpot, type JackpotDisplay } from '../../jackpots/table-link.js';

/**
 * The jackpot whose meter a table shows: a jackpot bet's `jackpot: { id, stake }`, or the poker-room jackpot a circle
 * poker table drops into, `jackpot: { id }` (003-CP-JP; no stake: the drop is taken from the pot). Null: none.
 */
export function shownJackpot(config: unknown): { readonly id: string; readonly stake?: number } | null {
  const bet = linkedJackpot(config);
  if (bet) return bet;
  const j = typeof config === 'object' && config !== null ? (config as { jackpot?: unknown }).jackpot : undefined;
  const id = typeof j === 'object' && j !== null ? (j as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? { id } : null;
}

/** The jackpot a table's configuration in force links it to, as the board shows it (absent: no link). */
export function tableJackpot(rt: TableRuntime, board?: { get(id: string): JackpotDisplay | null }): TableInfo['jackpot'] {
  const link = shownJackpot(rt.table.config);
  if (!link) return undefined;
  const d = board?.get(link.id) ?? null;
  return d ? { ...d, ...(link.stake !== undefined ? { stake: link.stake } : {}) } : null;
}

export function tableInfo(rt: TableRuntime, watchers: number, board?: { get(id: string): JackpotDisplay | null }): TableInfo {
  const t = rt.table;
  const seats = [];
  for (let box = 1; box <= t.boxes; box++) {
    const s = rt.seats.record(box);
    seats.push({ box, holder: s?.holder ?? null, connected: s ? rt.isConnected(s.holder) : false, behind: s ? [...s.behind] : [] });
  }
  return {
    id: t.id,
    game: t.game,
    family: rt.game.family,
    profile: t.profile,
    name: t.name,
    status: t.status,
    config: t.config,
    pendingConfig: t.pendingConfig,
    boxes: t.boxes,
    maxBoxesPerPlayer: t.maxBoxesPerPlayer,
    seats,
    watchers,
    frozen: rt.frozen,
    closing: rt.closing,
    ...(rt.game.money?.kind === 'stacks' ? { stacks: { ...rt.stackBalances } } : {}),
    ...jackpotPart(rt, board),
    ...waitingPart(rt),
  };
}

/** The waiting list's length and the boxes offered from it (003 §3.2.5–3.2.6), when it has anyone. */
const waitingPart = (rt: TableRuntime): Pick<TableInfo, 'waiting' | 'offered'> => {
  const list = rt.waitingList;
  if (list.length === 0) return {};
  return { waiting: list.length, offered: list.flatMap((e) => (e.offer ? [e.offer.box] : [])).sort((a, b) => a - b) };
};

const jackpotPart = (rt: TableRuntime, board?: { get(id: string): JackpotDisplay | null }): Pick<TableInfo, 'jackpot'> => {
  const j = tableJackpot(rt, board);
  return j === undefined ? {} : { jackpot: j };
};

/** The audience-specific part of a frame; equal for every connection with the same key. */
export function audiencePart(rt: TableRuntime, as: TableRole, username: string | null): Pick<TableFrame, 'round' | 'last'> {
  const last = rt.lastFor(as, username);
  const next = rt.nextRoundAt;
  return { round: rt.roundFor(as, username), last: last && next !== null ? { ...last, nextRoundAt: next } : last };
}

/** Connections that share an audience share its part: players by name, everyone else by role. */
export const audienceKey = (as: TableRole, username: string | null): string => (as === 'player' ? `player:${username ?? ''}` : as);
