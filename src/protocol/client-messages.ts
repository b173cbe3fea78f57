/**
 * @module protocol/client-messages
 * Every message a client sends over the WebSocket (`/ws`), as zod schemas validated on receipt.
 * Each carries a request `id`, echoed in the server's `ok` or `error` reply. A message that does not
 * validate gets `protocol/invalid-message` and changes nothing.
 */
import { z } from 'zod';
import { boxNo, idempotencyKey, joinAs, requestId, tableId, username } from './common.js';

/** Authenticates the connection with a session token from `POST /api/login` (or pass `?token=` on the URL). */
export const authMessage = z.object({ type: z.literal('auth'), id: requestId, token: z.string().min(16).max(200) }).strict();

/** Subscribes to a table; the server answers with a `table` frame and keeps sending them on every change. */
export const joinMessage = z.object({ type: z.literal('join'), id: requestId, table: tableId, as: joinAs.optional() }).strict();

export const leaveMessage = z.object({ type: z.literal('leave'), id: requestId, table: tableId }).strict();

/** Takes a free box (several boxes per player are allowed, up to the table's `maxBoxesPerPlayer`). */
export const sitMessage = z.object({ type: z.literal('sit'), id: requestId, table: tableId, box: boxNo }).strict();

/** Gives a box up. Refused while the player has chips at risk on it in the current round. */
export const standMessage = z.object({ type: z.literal('stand'), id: requestId, table: tableId, box: boxNo }).strict();

/**
 * At a table that plays from seat stacks (circle poker): chips from the wallet to the player's stack — the buy-in, or
 * a top-up between hands — within the table's buy-in range. Idempotent by `key`. The player must hold a box.
 */
export const buyInMessage = z.object({ type: z.literal('buy-in'), id: requestId, table: tableId, key: idempotencyKey, amount: z.number().int().positive() }).strict();

/** At a table of seat stacks: the player's whole stack back to the wallet, between hands (leaving the table does it too). */
export const cashOutMessage = z.object({ type: z.literal('cash-out'), id: requestId, table: tableId, key: idempotencyKey }).strict();

/**
 * The box holder allows (or withdraws permission for) a bettor to bet behind on that box: one username, or
 * `*` for anyone. Applies from the next bet placed; a bet already placed stays.
 */
export const consentMessage = z
  .object({ type: z.literal('consent'), id: requestId, table: tableId, box: boxNo, bettor: z.union([username, z.literal('*')]), allow: z.boolean() })
  .strict();

/** The player has finished betting for this round (betting closes early when every seated player is ready). */
export const readyMessage = z.object({ type: z.literal('ready'), id: requestId, table: tableId }).strict();

/**
 * A game action. `action` is the game's own action without `by` (the server sets `by` from the session and
 * the role the connection joined as), validated with the game's `actionSchema`. `round` and `version` are the round
 * id and version the client saw: another round → `table/stale-version`; another version → `table/stale-version`,
 * except while bets are open (bets from several players commute: the game alone decides). `key` makes the action
 * idempotent.
 */
export const actMessage = z
  .object({
    type: z.literal('act'),
    id: requestId,
    table: tableId,
    key: idempotencyKey,
    round: z.number().int().min(1).optional(),
    version: z.number().int().min(0),
    action: z.record(z.string(), z.unknown()),
  })
  .strict();

/** Table management by a dealer/inspector (role `dealer`, joined `as: 'dealer'`). */
export const dealerCommand = z.discriminatedUnion('kind', [
  /** Opens a closed table (a new round starts). */
  z.object({ kind: z.literal('open') }).strict(),
  /** Closes the table after the round in progress (status `closing`, then `closed`). */
  z.object({ kind: z.literal('close') }).strict(),
  /** New table configuration (limits), validated by the game's `tableSchema`; takes effect from the next round. */
  z.object({ kind: z.literal('configure'), config: z.record(z.string(), z.unknown()) }).strict(),
  /**
   * Voids the round in progress: every stake is returned (a malfunction the rules void the coup for); what stood
   * before the round stands again or is returned, by the game's rule. Lifts a freeze.
   */
  z.object({ kind: z.literal('void-round'), reason: z.string().min(1).max(200) }).strict(),
  /** Lifts a freeze (`table.frozen`): the round goes on where it stood. */
  z.object({ kind: z.literal('resume') }).strict(),
]);
export type DealerCommand = z.infer<typeof dealerCommand>;

export const dealerMessage = z.object({ type: z.literal('dealer'), id: requestId, table: tableId, key: idempotencyKey, command: dealerCommand }).strict();

export const pingMessage = z.object({ type: z.literal('ping'), id: requestId }).strict();

export const clientMessage = z.discriminatedUnion('type', [
  authMessage,
  joinMessage,
  leaveMessage,
  sitMessage,
  standMessage,
  consentMessage,
  readyMessage,
  buyInMessage,
  cashOutMessage,
  actMessage,
  dealerMessage,
  pingMessage,
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type AuthMessage = z.infer<typeof authMessage>;
export type JoinMessage = z.infer<typeof joinMessage>;
export type SitMessage = z.infer<typeof sitMessage>;
export type StandMessage = z.infer<typeof standMessage>;
export type ConsentMessage = z.infer<typeof consentMessage>;
export type ActMessage = z.infer<typeof actMessage>;
export type DealerMessage = z.infer<typeof dealerMessage>;
