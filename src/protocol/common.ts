/**
 * @module protocol/common
 * Shapes shared by the WebSocket and HTTP halves of the wire protocol (docs/protocol.md): names, amounts,
 * actors, legal actions, settlement lines. Zod only, no node modules: the web client imports this folder.
 */
import { z } from 'zod';

/** Version of the wire protocol; the server sends it in `welcome` and `GET /api/info`. */
export const PROTOCOL_VERSION = 1;

/** Largest WebSocket text frame the server reads; a longer one gets `protocol/too-large` and changes nothing. */
export const MAX_FRAME_BYTES = 16 * 1024;

/** Account names: the player id the games see. Lowercase letters, digits, `_` and `-`, 2–32 characters. */
export const username = z.string().regex(/^[a-z0-9_-]{2,32}$/, 'a username is 2–32 characters a–z 0–9 _ -');
export const tableId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'a table id is 1–64 characters a–z 0–9 -');
/** Integer minor units (cents), never a float. */
export const minor = z.number().int().refine(Number.isSafeInteger, 'not a safe integer');
export const positiveMinor = minor.refine((n) => n > 0, 'must be > 0');
export const boxNo = z.number().int().min(1).max(64);
/** A client-chosen request id, echoed in the `ok` / `error` reply. */
export const requestId = z.string().min(1).max(64);
/** A client-chosen idempotency key: a repeated key returns the first result and changes nothing. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,80}$/, 'an idempotency key is 8–80 characters A–Z a–z 0–9 _ . : -');

/**
 * Account roles (docs/server.md, "Roles and separation of duties"): `admin` (created at installation: creates staff
 * accounts and tables), `dealer` (inspector: runs tables), `cashier` (opens player accounts, moves money in and out of
 * wallets), `auditor` (reads everything, changes nothing), `player`.
 */
export const role = z.enum(['player', 'dealer', 'cashier', 'auditor', 'admin']);
export type Role = z.infer<typeof role>;

/** The shortest password a new account or a password change may have. */
export const MIN_PASSWORD_LENGTH = 10;
/** A new password: at least MIN_PASSWORD_LENGTH characters (and at most 200). */
export const newPassword = z.string().min(MIN_PASSWORD_LENGTH, `a password is at least ${MIN_PASSWORD_LENGTH} characters`).max(200);

/** How a connection looks at a table; each maps to the game's view audience of the same name. */
export const joinAs = z.enum(['player', 'spectator', 'dealer', 'auditor']);
export type JoinAs = z.infer<typeof joinAs>;

export const actor = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), player: z.string() }),
  z.object({ kind: z.literal('dealer') }),
  z.object({ kind: z.literal('system') }),
]);

/** A legal action as `Game.legalActions` lists it: fixed fields, and an amount range when it takes one. */
export const legalAction = z
  .object({
    type: z.string(),
    amount: z.object({ min: z.number(), max: z.number(), step: z.number() }).optional(),
  })
  .catchall(z.unknown());

export const settlementLine = z.object({
  bettor: z.string(),
  box: z.number().int().optional(),
  bet: z.string(),
  stake: minor,
  returned: minor,
  net: minor,
  outcome: z.string(),
  cite: z.string().optional(),
});
export type WireSettlementLine = z.infer<typeof settlementLine>;

const potShare = z.object({ player: z.string(), amount: minor, box: z.number().int().optional(), part: z.string().optional() });
/**
 * A pot between players (core/settlement `PotResult`): who put in what, who took what, the house's cuts by rule, and
 * what it keeps on the table for a later round (a bank that runs on).
 */
export const potResult = z.object({
  pot: z.string(),
  contributions: z.array(potShare),
  awards: z.array(potShare),
  kept: z.array(potShare).optional(),
  cuts: z.array(z.object({ rule: z.string(), amount: minor, cite: z.string(), from: z.string().optional() })),
  outcome: z.string(),
  cite: z.string().optional(),
});
export type WirePotResult = z.infer<typeof potResult>;

export const tableStatus = z.enum(['open', 'closing', 'closed']);
export type TableStatus = z.infer<typeof tableStatus>;

/** What names a table, in the lobby row (HTTP) and in the `table` frame (WebSocket) alike. */
export const tableIdentity = z.object({
  id: z.string(),
  game: z.string(),
  family: z.string(),
  profile: z.string(),
  name: z.string(),
  status: tableStatus,
  /** The table configuration (limits, boxes…) in the game's own shape (`Game.tableSchema`). */
  config: z.unknown(),
});

/** An error on the wire (WS `error` frame, HTTP 4xx body). `code` is namespaced: `protocol/…`, `blackjack/…`. */
export const wireError = z.object({
  code: z.string(),
  message: z.string(),
  cite: z.string().optional(),
  details: z.unknown().optional(),
});
export type WireError = z.infer<typeof wireError>;
