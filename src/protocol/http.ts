/**
 * @module protocol/http
 * Request and response bodies of the HTTP API (`/api/…`), as zod schemas. The OpenAPI document
 * (`GET /openapi.json`, docs/openapi.json) is generated from these. Authenticated requests carry
 * `Authorization: Bearer <token>`; errors are `{ code, message, cite? }` with a 4xx status.
 */
import { z } from 'zod';
import { idempotencyKey, minor, newPassword, positiveMinor, potResult, role, settlementLine, tableId, tableIdentity, username } from './common.js';
import { dealerCommand } from './client-messages.js';
import { tableInfo, waitingPlace } from './server-messages.js';

export const loginRequest = z.object({ username, password: z.string().min(1).max(200) }).strict();
export const loginResponse = z.object({ token: z.string(), username: z.string(), roles: z.array(role), balance: minor.nullable() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ username: z.string(), roles: z.array(role), balance: minor.nullable() });
/** An account closed by the administrator (issue 17): when. */
export const closeAccountResponse = z.object({ username: z.string(), closedAt: z.string() });

export const infoResponse = z.object({
  name: z.literal('croupier'),
  protocol: z.number().int(),
  storage: z.enum(['sqlite', 'postgres']),
  process: z.string(),
  games: z.number().int(),
  tables: z.number().int(),
  /** Demo mode only: the demo accounts that still have their demo password, for one-click sign-in. */
  demo: z.array(z.object({ username: z.string(), password: z.string(), roles: z.array(role) })).optional(),
});

/** `GET /api/health`: 200 when this process can record (its database answers through the write path), else 503. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  process: z.string(),
  /** Tables this process runs now. */
  tables: z.number().int(),
  /** WebSocket connections open on this process. */
  connections: z.number().int(),
  /** Milliseconds the database took to answer an empty transaction; null when it did not. */
  databaseMs: z.number().nullable(),
  /** Why the process is unavailable. */
  reason: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const betInfo = z.object({ id: z.string(), pays: z.string(), cite: z.string() });
export const gameInfo = z.object({
  id: z.string(),
  family: z.string(),
  profiles: z.array(z.object({ id: z.string(), name: z.string(), jurisdiction: z.string(), bets: z.array(betInfo) })),
});
export const gamesResponse = z.object({ games: z.array(gameInfo) });
export type GameInfo = z.infer<typeof gameInfo>;
/** `GET /api/games/:game/profiles/:profile`: a rule profile whole, every parameter `{ value, cite }` (what `croupier profile show` prints). */
export const profileResponse = z.object({ game: z.string(), profile: z.record(z.string(), z.unknown()) });

/** A lobby row. */
export const tableSummary = tableIdentity.extend({
  boxes: z.number().int(),
  free: z.number().int(),
  players: z.array(z.string()),
  /** Anyone may watch (false where the rules let only the players and the staff: 000 §17 IV, 001 §12 VII.3.6). */
  watch: z.boolean(),
  /** The process that owns the table now (several server processes on one PostgreSQL), or null if none. */
  owner: z.string().nullable(),
  /** The WebSocket URL to join it on, when another process owns it; null means this server. */
  url: z.string().nullable(),
  /** How many players are on its waiting list (003 §3.2.3); 0 when another process runs it. */
  waiting: z.number().int(),
});
export type TableSummary = z.infer<typeof tableSummary>;
export const tablesResponse = z.object({ tables: z.array(tableSummary) });
export const tableResponse = z.object({ table: tableInfo.nullable(), summary: tableSummary });

/**
 * A table's waiting list as the caller may see it (003 §3.2.3–3.2.7): its length and the caller's own place and offer;
 * staff (dealer, administrator) also get every entry in order, with names.
 */
export const waitingListResponse = waitingPlace.extend({
  table: z.string(),
  entries: z.array(z.object({ position: z.number().int(), username: z.string(), joinedAt: z.number(), offer: waitingPlace.shape.offer })).optional(),
});
export type WaitingListResponse = z.infer<typeof waitingListResponse>;
/** The caller's places on every waiting list of the tables this server runs. */
export const myWaitingListsResponse = z.object({ lists: z.array(waitingPlace.extend({ table: z.string() })) });
export type MyWaitingListsResponse = z.infer<typeof myWaitingListsResponse>;

export const createTableRequest = z
  .object({ id: tableId.optional(), game: z.string(), profile: z.string(), name: z.string().min(1).max(80).optional(), config: z.record(z.string(), z.unknown()).optional() })
  .strict();

export const tableCommandRequest = z.object({ key: idempotencyKey, command: dealerCommand }).strict();

/** A player's part in a round. Wallet balances are the player's own and the auditor's: null for anyone else. */
export const recallPlayer = z.object({
  player: z.string(),
  balanceBefore: minor.nullable(),
  balanceAfter: minor.nullable(),
  staked: minor,
  returned: minor,
});

export const roundSummary = z.object({
  id: z.number().int(),
  table: z.string(),
  game: z.string(),
  profile: z.string(),
  no: z.number().int(),
  status: z.enum(['open', 'settled', 'voided']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  players: z.array(recallPlayer),
  lines: z.array(settlementLine),
  /** Pots between players, with the house's cuts (player-against-player games: chemin de fer, poker). */
  pots: z.array(potResult).optional(),
  /** The house's net: the auditor's and the dealer's; null for a player (issue 17) and for a round still open. */
  houseNet: minor.nullable(),
  voidReason: z.string().nullable(),
});
export type RoundSummary = z.infer<typeof roundSummary>;
export const recallResponse = z.object({ rounds: z.array(roundSummary) });
/** A hand's history in its family's format (circle poker: PHH, TOML text): the auditor's, or the player's copy. */
export const handHistoryResponse = z.object({ round: z.number().int(), game: z.string(), format: z.literal('phh'), fileName: z.string(), withheld: z.boolean(), text: z.string() });
export type HandHistoryResponse = z.infer<typeof handHistoryResponse>;

export const recordedAction = z.object({ seq: z.number().int(), at: z.string(), by: z.unknown(), action: z.unknown(), version: z.number().int() });

/** What is shown of a shoe not yet revealed: its number, commitment and counts, never a card, its salt or its cut. */
export const sealedShoe = z.object({ sealed: z.literal(true), shoeNo: z.number().int(), commitment: z.string(), cards: z.number().int(), remaining: z.number().int() });

/**
 * A round in detail. Players see their own finished rounds: the final view for them and the players' decisions.
 * Until a shoe the round was dealt from is revealed, nobody — auditors included — gets anything of it but its
 * commitment: in the initial state, actions and events each such shoe is replaced by `sealedShoe`, any copy of its
 * order by `{ sealed: commitment }` and its salt by "sealed".
 */
export const roundDetailResponse = z.object({
  round: roundSummary,
  view: z.unknown(),
  actions: z.array(recordedAction),
  /** Auditors only: the initial state, every event and the ledger postings. */
  initial: z.unknown().optional(),
  events: z.array(z.unknown()).optional(),
  postings: z.array(z.object({ tx: z.number().int(), kind: z.string(), account: z.string(), amount: minor })).optional(),
  /** Auditors only, while the round's shoes are not all revealed: those still sealed. */
  sealed: z.array(sealedShoe).optional(),
});

export const verifyCheck = z.object({ name: z.string(), ok: z.boolean(), detail: z.string().optional() });
export const verifyRoundResponse = z.object({ round: z.number().int(), ok: z.boolean(), checks: z.array(verifyCheck) });
export type VerifyRoundResponse = z.infer<typeof verifyRoundResponse>;

export const shoeAudit = z.object({
  table: z.string(),
  shoeNo: z.number().int(),
  commitment: z.string(),
  revealed: z.boolean(),
  /** null until revealed. */
  verified: z.boolean().nullable(),
});
export const shoesResponse = z.object({ shoes: z.array(shoeAudit) });

export const ledgerAuditResponse = z.object({
  ok: z.boolean(),
  /** Σ of every account's balance: 0 always (the cashier's external account is the counterpart of deposits). */
  total: minor,
  accounts: z.number().int(),
  transactions: z.number().int(),
  negative: z.array(z.object({ account: z.string(), balance: minor })),
  unbalanced: z.array(z.number().int()),
  /** Balances that differ from the sum of their postings. */
  drift: z.array(z.object({ account: z.string(), balance: minor, postings: minor })),
  /**
   * Every table account against what its state says is on it (standing chips in its carry + the open round's stakes
   * less withdrawals): the tables that disagree, and those whose game is not registered here (not checked).
   */
  tables: z.object({
    checked: z.number().int(),
    mismatched: z.array(z.object({ table: z.string(), balance: minor, expected: minor, standing: minor, openRound: z.number().int().nullable(), openStakes: minor })),
    unknown: z.array(z.string()),
    /** Seat stacks holding chips, and whether their player still holds a box (an unseated one is cashed out at the table's next start). */
    stacks: z.array(z.object({ table: z.string(), player: z.string(), balance: minor, seated: z.boolean() })),
  }),
});

/** What the house earned at player-against-player tables, by table and by the rule that took it (`GET /api/audit/revenue`). */
export const revenueResponse = z.object({ revenue: z.array(z.object({ table: z.string(), rule: z.string(), amount: minor, entries: z.number().int() })), total: minor });

export const walletsResponse = z.object({ wallets: z.array(z.object({ username: z.string(), balance: minor })) });

export const cashierRequest = z.object({ op: z.enum(['credit', 'debit']), amount: positiveMinor, key: idempotencyKey, memo: z.string().max(200).optional() }).strict();
export const cashierResponse = z.object({ username: z.string(), balance: minor, tx: z.number().int(), duplicate: z.boolean() });

/** `GET /api/accounts`: the administrator sees every account, the cashier the players (with their wallets) — to find one by name. */
/** `closedAt`: when an administrator closed the account (it signs in no more), or null. */
export const accountListEntry = z.object({ username: z.string(), roles: z.array(role), createdAt: z.string(), closedAt: z.string().nullable(), balance: minor.nullable() });
export const accountsResponse = z.object({ accounts: z.array(accountListEntry), truncated: z.boolean() });

/** One cashier credit or debit (`GET /api/cashier/movements`); `by` is the cashier, null for the demo's opening balances. */
export const cashMovement = z.object({ tx: z.number().int(), at: z.string(), username: z.string(), op: z.enum(['credit', 'debit']), amount: minor, memo: z.string().nullable(), by: z.string().nullable() });
/** The cash movements of a period, newest first (at most 500), with the period's totals over every movement in it. */
export const cashMovementsResponse = z.object({ since: z.string(), until: z.string(), movements: z.array(cashMovement), credits: minor, debits: minor, count: z.number().int(), truncated: z.boolean() });
export type CashMovementsResponse = z.infer<typeof cashMovementsResponse>;

/** A new account: the administrator opens staff accounts (dealer, cashier, auditor, admin), the cashier players. */
export const createAccountRequest = z.object({ username, password: newPassword, roles: z.array(role).min(1).max(5) }).strict();
/** The administrator replaces an account's roles (not their own). */
export const setRolesRequest = z.object({ roles: z.array(role).min(1).max(5) }).strict();
/** A password change: the current one (checked as a sign-in, throttled) and the new one. */
export const passwordChangeRequest = z.object({ current: z.string().min(1).max(200), password: newPassword }).strict();

export const staffLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The account that acted; null for the installation command or a sign-in under an unknown name. */
  actor: z.string().nullable(),
  action: z.enum(['account-created', 'roles-changed', 'password-changed', 'cashier-credit', 'cashier-debit', 'table-created', 'dealer-command', 'sign-in-failed', 'sign-in-throttled', 'sign-in-refused', 'account-closed', 'draw-open', 'draw-close', 'draw-held', 'draw-prize-paid', 'tournament-open', 'tournament-command', 'jackpot-created', 'jackpot-status', 'ticket-cashed', 'prize-in-kind-won', 'machine-autoplay', 'machine-autoplay-ended', 'prize-in-kind-handed-over', 'waiting-list']),
  /** The account or table acted on. */
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  address: z.string().nullable(),
});
/** Newest first; `next` is the `before` of the next page (null on the last). */
export const staffLogResponse = z.object({ entries: z.array(staffLogEntry), next: z.number().int().nullable() });

export const errorBody = z.object({ code: z.string(), message: z.string(), cite: z.string().optional(), details: z.unknown().optional() });


/** A player buys a draw game's ticket: the key makes the purchase idempotent; a lottery ticket's numbers, or a quick pick. */
export const drawTicketRequest = z.object({ key: idempotencyKey, numbers: z.array(z.number().int().positive()).max(200).optional() }).strict();
/** The cashier pays a draw game's win: a drawn ticket by its number, an instant or tombola ticket by its validation code. */
export const drawPayRequest = z.union([
  z.object({ no: z.number().int().positive() }).strict(),
  z.object({ code: z.string().regex(/^[a-z0-9-]{3,120}$/, 'a validation code as printed on the ticket') }).strict(),
]);
/** A draw game as anyone may see it (the secret, result and wins only once drawn; a player's own tickets only). */
export const drawView = z.object({
  config: z.record(z.string(), z.unknown()),
  phase: z.enum(['selling', 'closed', 'drawn']),
  commitment: z.string(),
  sold: z.number().int(),
  tickets: z.array(z.object({ no: z.number().int(), holder: username, numbers: z.array(z.number().int()).optional(), code: z.string().optional(), key: z.string().optional() })),
  result: z.array(z.number().int()).nullable().optional(),
  wins: z.array(z.object({ no: z.number().int(), holder: username, amount: minor, prize: z.string().optional(), by: z.string(), paid: z.boolean() })).optional(),
  secret: z.object({ order: z.array(z.string()), salt: z.string() }).optional(),
  carriedOut: minor.optional(),
});
export const drawListResponse = z.object({ draws: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), phase: z.string(), price: minor, sold: z.number().int(), commitment: z.string() })) });
export const drawTicketResponse = z.object({ ticket: drawView.shape.tickets.element, duplicate: z.boolean(), balance: minor.nullable() });
export const drawPayResponse = z.object({ win: drawView.shape.wins.unwrap().element, balance: minor.nullable() });
export const drawReportResponse = z.object({
  draws: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), phase: z.string(), price: minor, sold: z.number().int(), takings: minor, prizesWon: minor, prizesPaid: minor, unpaid: minor, organiser: minor, carriedOut: minor, commitment: z.string(), return: z.object({ exact: z.string(), value: z.number() }).nullable(), method: z.string() })),
  takings: minor,
  prizesPaid: minor,
  unpaid: minor,
});
export type DrawReportResponse = z.infer<typeof drawReportResponse>;

/** Tournaments (issue 20): a tournament's id, lower-case letters, digits and dashes. */
export const tournamentId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a tournament id (lower-case letters, digits and dashes)');
/** The director opens a tournament from its bases (validated whole by src/tournaments: a refusal names the field). */
export const tournamentOpenRequest = z.object({ id: tournamentId, bases: z.record(z.string(), z.unknown()) }).strict();
/** A player's registration, unregistration, re-entry, rebuy or add-on, or a director's start, pause, resume or cancel. */
export const tournamentKeyedRequest = z.object({ key: idempotencyKey }).strict();
/** The tournament director's penalty rounds to a player (003 §3.1.10.5: one to ten rounds; the director checks). */
export const tournamentPenaltyRequest = z.object({ key: idempotencyKey, player: z.string().min(1).max(64), rounds: z.number().int() }).strict();
/** The tournament director's disqualification of a player (003 §3.1.10.5: his chips removed from play). */
export const tournamentDisqualifyRequest = z.object({ key: idempotencyKey, player: z.string().min(1).max(64) }).strict();
/** A player's decision in his hand at a tournament table, as the game's own action (fold, call, raise …). */
export const tournamentHandRequest = z.object({ key: idempotencyKey, table: z.string().min(1).max(64), action: z.object({ type: z.string().min(1).max(40) }).passthrough() }).strict();
/** A tournament as this viewer may see it; `version` is the `since` of the next wait. */
export const tournamentResponse = z.object({ version: z.number().int(), status: z.string(), view: z.unknown() });
export const tournamentActionResponse = z.object({ version: z.number().int(), duplicate: z.boolean(), balance: z.number().int().nullable().optional(), status: z.string().optional(), view: z.unknown() });
export const tournamentListResponse = z.object({ tournaments: z.array(z.object({ version: z.number().int(), status: z.string(), book: z.unknown(), view: z.unknown() })) });


/** A progressive jackpot as its displays show it (docs/jackpots.md): the amount is its pool's ledger balance. */
export const jackpotView = z.object({
  id: z.string(),
  name: z.string(),
  games: z.array(z.string()),
  amount: minor,
  status: z.enum(['in-order', 'out-of-order']),
  seed: minor,
  cap: minor.nullable(),
  share: z.object({ num: z.number().int(), den: z.number().int() }),
  cite: z.string(),
  /** What feeds the pool: jackpot bets, or a share of every stake (a machine system, 003 §4.5.4). */
  basis: z.enum(['jackpot-bet', 'stake']),
  /** A machine system's random trigger (003 §4.5.2), or null: won by a combination. */
  trigger: z.union([z.object({ kind: z.literal('must-hit-by'), ceiling: minor }), z.object({ kind: z.literal('chance'), num: z.number().int(), den: z.number().int() })]).nullable(),
  /** A prize in kind (003 §4.5.3: the car): what it is and its value at cost; null for money. */
  prize: z.object({ item: z.string(), value: minor }).nullable(),
});
export const jackpotListResponse = z.object({ jackpots: z.array(jackpotView) });
/** The administrator sets a jackpot in or out of order (003 §2.3.5: out of order, it takes no bet). */
export const jackpotStatusRequest = z.object({ status: z.enum(['in-order', 'out-of-order']) }).strict();
/** A player cashes out machine credit as a ticket (003 §4.3.2): the amount, and a key that makes a retry the same ticket. */
export const ticketIssueRequest = z.object({ key: idempotencyKey, amount: positiveMinor }).strict();
/** The cashier cashes a ticket as presented: its validation code, amount and casino as printed on it (003 §4.3.4). */
export const ticketRedeemRequest = z.object({ code: z.string().regex(/^\d{6}-\d{6}-\d{6}$/, 'a validation code as printed on the ticket'), amount: positiveMinor, casino: z.string().min(1).max(64) }).strict();
/** A cash-out ticket (003 §4.3). */
export const ticketView = z.object({ code: z.string(), casino: z.string(), amount: minor, holder: z.string(), issuedAt: z.number().int(), expiresAt: z.number().int(), redeemedAt: z.number().int().nullable() });
export const ticketIssueResponse = z.object({ ticket: ticketView, duplicate: z.boolean() });
export const ticketListResponse = z.object({ tickets: z.array(ticketView), casino: z.string() });
/** A machine's cash-out: the whole credit at the machine paid out as a ticket (003 §4.3.2), idempotent by key. */
export const creditTicketRequest = z.object({ key: idempotencyKey }).strict();
/** A ticket inserted into a machine as credit (003 §4.2.2): as printed, like the cashier's form. */
export const ticketCreditRequest = ticketRedeemRequest;
export const ticketCreditResponse = z.object({ ticket: ticketView, credited: minor, credit: minor });
export const ticketResponse = z.object({ ticket: ticketView });

/** `GET /api/cashier/prizes-in-kind`: a prize in kind won at the machines (the car, 003 §4.5.3) and its hand-over (§1.2.5). */
export interface PrizeInKind {
  /** The staff-log line of the win. */
  readonly id: number;
  readonly wonAt: number;
  readonly jackpot: string;
  readonly player: string;
  readonly machine: string;
  readonly item: string;
  readonly value: number;
  /** The last day of the hand-over (003 §1.2.5), as the win's line wrote it (YYYY-MM-DD, UTC). */
  readonly handOverBy: string;
  /** The date has passed and it is not handed over. */
  readonly overdue: boolean;
  readonly handedOver: { readonly at: number; readonly by: string; readonly to: string; readonly late: boolean } | null;
}
