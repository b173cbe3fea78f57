/**
 * @module protocol/server-messages
 * Every frame the server sends over the WebSocket. The table state is sent whole (a `table` frame) after every
 * change, built for the connection's audience from `game.view(state, audience)` only: never raw game events,
 * never the shoe, never another player's hidden cards.
 */
import { z } from 'zod';
import { actor, joinAs, legalAction, minor, potResult, requestId, role, settlementLine, tableIdentity, wireError } from './common.js';

export const welcomeFrame = z.object({
  type: z.literal('welcome'),
  protocol: z.number().int(),
  /** null until the connection is authenticated (spectating needs no account). */
  account: z.object({ username: z.string(), roles: z.array(role) }).nullable(),
  balance: minor.nullable(),
  serverTime: z.number(),
});

/** The reply to a request that succeeded. `duplicate` is true when an idempotency key was seen before. */
export const okFrame = z.object({ type: z.literal('ok'), id: requestId, result: z.unknown().optional(), duplicate: z.boolean().optional() });

/** The reply to a request that was refused (or an unreadable frame: then `id` is null). Nothing changed. */
export const errorFrame = wireError.extend({ type: z.literal('error'), id: requestId.nullable() });

export const seatInfo = z.object({
  box: z.number().int(),
  /** The seated player holding the box, or null when free. */
  holder: z.string().nullable(),
  /** Whether the holder has a live connection (false during the reconnection grace). */
  connected: z.boolean(),
  /** Who may bet behind on this box (usernames, or `*`), by the holder's consent. */
  behind: z.array(z.string()),
});
export type SeatInfo = z.infer<typeof seatInfo>;

/**
 * A player's place on a table's waiting list (003 §3.2.3–3.2.7): the list's length, his position (1 = first; null when
 * he is not on it) and the seat offered to him with the epoch ms its offer lapses (003 §3.2.5), or null.
 */
export const waitingPlace = z.object({
  size: z.number().int(),
  position: z.number().int().nullable(),
  offer: z.object({ box: z.number().int(), until: z.number() }).nullable(),
});
export type WaitingPlace = z.infer<typeof waitingPlace>;

export const tableInfo = tableIdentity.extend({
  /** Configuration waiting for the next round (a dealer `configure`), or null. */
  pendingConfig: z.unknown().nullable(),
  boxes: z.number().int(),
  maxBoxesPerPlayer: z.number().int(),
  seats: z.array(seatInfo),
  /** Connections watching the table, all audiences. */
  watchers: z.number().int(),
  /**
   * Why the table is frozen, or null: a broken invariant or an automatic step that kept failing. Nothing is taken
   * or done until a dealer resumes the table or voids its round.
   */
  frozen: z.string().nullable(),
  /** At a table that plays from seat stacks: each player's stack (chips in front of a player are public). */
  stacks: z.record(z.string(), z.number().int()).optional(),
  /**
   * While the table is `closing` after an announcement (000 GP3.1.a): what the croupier announced (`last-three-balls`,
   * `last-shooter`, `last-shoe`, `last-three-hands`), its citation, and the rounds settled since.
   */
  closing: z.object({ announcement: z.string(), cite: z.string(), played: z.number().int() }).nullable().optional(),
  /**
   * At a table linked to a progressive jackpot (its configuration's `jackpot: { id, stake }`): the jackpot's name, the
   * amount in its pool (minor units) and its status, pushed after every change (docs/jackpots.md). A display only:
   * a prize is computed from the ledger in the round's transaction, never from this figure (003 §2.3.4); out of order,
   * no jackpot bet is taken (003 §2.3.5). Null while the server has not read the jackpot. A circle-poker table that
   * drops into a poker-room jackpot (`jackpot: { id }`, 003-CP-JP) shows it too, without `stake` (no jackpot bet).
   */
  jackpot: z.object({ id: z.string(), name: z.string(), amount: minor, status: z.enum(['in-order', 'out-of-order']), stake: minor.optional() }).nullable().optional(),
  /** How many players are on the table's waiting list (names only for staff: `GET /api/tables/{id}/waiting-list`). */
  waiting: z.number().int().optional(),
  /** The boxes offered to players on the waiting list (nobody else may take them until the offer lapses, 003 §3.2.6). */
  offered: z.array(z.number().int()).optional(),
});
export type TableInfo = z.infer<typeof tableInfo>;

export const roundInfo = z.object({
  /** The round's id (recall, `act.round`). It is reserved before anything of the round is recorded. */
  id: z.number().int(),
  no: z.number().int(),
  /** `Game.version(state)`: send it back in `act.version`. */
  version: z.number().int(),
  /** `game.view(state, audience)` for this connection. */
  view: z.unknown(),
  /** What this connection may do now (already filtered to the boxes it holds or may bet behind). */
  legal: z.array(legalAction),
  awaiting: z.array(actor),
  /** Epoch ms when the running timer fires (betting closes / the default action is taken), or null. */
  deadline: z.number().nullable(),
  timer: z.enum(['betting', 'decision']).nullable(),
  /** Usernames who have sent `ready` this round. */
  ready: z.array(z.string()),
  /** The game plays no coup with the players seated: it needs `needed` in each group of `seated` (one, or per tableau). */
  needs: z.object({ needed: z.number().int(), seated: z.array(z.number().int()), cite: z.string() }).optional(),
});
export type RoundInfo = z.infer<typeof roundInfo>;

export const roundResult = z.object({
  id: z.number().int(),
  no: z.number().int(),
  outcome: z.enum(['settled', 'voided']),
  /** The final `game.view` of the finished round for this audience (all cards shown by then, as the game decides). */
  view: z.unknown(),
  lines: z.array(settlementLine),
  /** Pots between players, with the house's cuts by rule (player-against-player games). */
  pots: z.array(potResult).optional(),
  /** The house's net on the round: sent to the dealer and the auditor only, never to a player or a spectator (issue 17). */
  houseNet: minor.optional(),
  reason: z.string().optional(),
  /** While the outcome is shown on the table (its outcome pause), epoch ms when the next round opens. */
  nextRoundAt: z.number().optional(),
});
export type RoundResult = z.infer<typeof roundResult>;

/** The whole table as this connection may see it; sent on join and after every change. */
export const tableFrame = z.object({
  type: z.literal('table'),
  table: tableInfo,
  as: joinAs,
  you: z.object({ username: z.string().nullable(), boxes: z.array(z.number().int()), balance: minor.nullable(), waiting: waitingPlace.optional() }),
  round: roundInfo.nullable(),
  /** The last finished round at this table, for showing its result until the next deal. */
  last: roundResult.nullable(),
  /** Increases by one per frame sent for this table. */
  seq: z.number().int(),
});
export type TableFrame = z.infer<typeof tableFrame>;

/** The player's wallet changed (a stake, a payout, a cashier operation). */
export const walletFrame = z.object({ type: z.literal('wallet'), balance: minor });

/** The connection left a table (on request, or because the table moved to another process or closed). */
export const leftFrame = z.object({ type: z.literal('left'), table: z.string(), reason: z.string() });

/** The player's place on a table's waiting list changed (joined, a seat offered, the offer lapsed, off the list). */
export const waitingFrame = waitingPlace.extend({ type: z.literal('waiting'), table: z.string() });
export type WaitingFrame = z.infer<typeof waitingFrame>;

export const pongFrame = z.object({ type: z.literal('pong'), id: requestId, serverTime: z.number() });

export const serverFrame = z.discriminatedUnion('type', [welcomeFrame, okFrame, errorFrame, tableFrame, walletFrame, leftFrame, pongFrame, waitingFrame]);
export type ServerFrame = z.infer<typeof serverFrame>;
export type WelcomeFrame = z.infer<typeof welcomeFrame>;
export type OkFrame = z.infer<typeof okFrame>;
export type ErrorFrame = z.infer<typeof errorFrame>;
export type WalletFrame = z.infer<typeof walletFrame>;

/** The `result` of an accepted `act`: where the action was recorded. */
export const actResult = z.object({ round: z.number().int(), seq: z.number().int(), version: z.number().int() });
export type ActResult = z.infer<typeof actResult>;
