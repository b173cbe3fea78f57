/**
 * @module server/openapi
 * The OpenAPI 3.1 description of the HTTP API, generated from the same zod schemas the server validates with
 * (src/protocol/http.ts), served at `GET /openapi.json` and kept in docs/openapi.json (a test checks they agree).
 */
import { z, type ZodType } from 'zod';
import { PROTOCOL_VERSION } from '../protocol/common.js';
import * as H from '../protocol/http.js';
import { autoplayRequestSchema, autoplayStatusSchema } from '../table/autoplay.js';
import { prizeHandOverRequest, prizeInKindListResponse, prizeInKindResponse } from './http/prize-routes.js';
import { winsResponse } from './http/win-routes.js';

const json = (s: ZodType, io: 'input' | 'output' = 'output'): unknown => z.toJSONSchema(s, { io, unrepresentable: 'any' });
const body = (s: ZodType) => ({ required: true, content: { 'application/json': { schema: json(s, 'input') } } });
const ok = (s: ZodType, description = 'OK') => ({ description, content: { 'application/json': { schema: json(s) } } });
const err = { description: 'Refused: `{ code, message, cite? }`', content: { 'application/json': { schema: json(H.errorBody) } } };
const secured = [{ bearer: [] as string[] }];

type Op = { summary: string; auth?: boolean; body?: ZodType; res: ZodType; params?: string[]; query?: Record<string, string> };

function op(o: Op): Record<string, unknown> {
  const parameters = [
    ...(o.params ?? []).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(o.query ?? {}).map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } })),
  ];
  return {
    summary: o.summary,
    ...(o.auth ? { security: secured } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(o.body ? { requestBody: body(o.body) } : {}),
    responses: { '200': ok(o.res), '4XX': err },
  };
}

export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'Croupier', version: String(PROTOCOL_VERSION), description: 'Casino table server. The WebSocket protocol (`/ws`) is described in docs/protocol.md. Amounts are integer minor units.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token from POST /api/login' } } },
    paths: {
      '/api/info': { get: op({ summary: 'Server information', res: H.infoResponse }) },
      '/api/health': {
        get: {
          summary: 'Can this process record? An empty transaction through the database write path, answered within 2 s',
          responses: { '200': ok(H.healthResponse, 'Healthy'), '503': ok(H.healthResponse, 'Unavailable: the database is lost, refused the check or did not answer in time (`reason`)') },
        },
      },
      '/api/login': {
        post: op({
          summary: 'Sign in; returns a session token. Throttled per account and per address: 429 `auth/throttled` with `details.retryAfterMs` (and Retry-After) while blocked',
          body: H.loginRequest,
          res: H.loginResponse,
        }),
      },
      '/api/logout': { post: op({ summary: 'End the session', auth: true, res: z.object({ ok: z.literal(true) }) }) },
      '/api/me': { get: op({ summary: 'The signed-in account and its balance', auth: true, res: H.meResponse }) },
      '/api/me/password': { post: op({ summary: "Change one's password (the current one is checked as a sign-in is); every other session of the account ends", auth: true, body: H.passwordChangeRequest, res: z.object({ ok: z.literal(true) }) }) },
      '/api/games': { get: op({ summary: 'Registered games, their profiles and bets', res: H.gamesResponse }) },
      '/api/games/{game}/profiles/{profile}': { get: op({ summary: 'A rule profile whole, every parameter with its citation (the dealer panel offers the choices it allows)', params: ['game', 'profile'], res: H.profileResponse }) },
      '/api/tables': {
        get: op({ summary: 'The lobby: every table, its limits and free seats', res: H.tablesResponse }),
        post: op({ summary: 'Create a table (administrator)', auth: true, body: H.createTableRequest, res: H.tableSummary }),
      },
      '/api/tables/{id}': { get: op({ summary: 'One table', params: ['id'], res: H.tableResponse }) },
      '/api/tables/{id}/command': { post: op({ summary: 'A table command: open, close, configure, void-round (dealer); open and close (administrator)', auth: true, params: ['id'], body: H.tableCommandRequest, res: z.object({ ok: z.literal(true), result: z.unknown(), duplicate: z.boolean() }) }) },
      '/api/tables/{id}/waiting-list': {
        get: op({ summary: "The table's waiting list (003 §3.2.3): its length and your place and seat offer; every entry by name for the dealer and the administrator", auth: true, params: ['id'], res: H.waitingListResponse }),
        post: op({ summary: 'Join the waiting list of a table with no free seat (player; 003 §3.2.3–3.2.7): refused when a seat is free, you are seated or listed, or in a live tournament; nothing written on a refusal', auth: true, params: ['id'], res: H.waitingListResponse }),
        delete: op({ summary: 'Leave the waiting list (player); a seat offered to you goes to the next', auth: true, params: ['id'], res: H.waitingListResponse }),
      },
      '/api/waiting-lists': { get: op({ summary: 'Your places on the waiting lists of the tables this server runs, with any seat offered to you and until when (003 §3.2.5)', auth: true, res: H.myWaitingListsResponse }) },
      '/api/recall': { get: op({ summary: 'Last rounds, newest first (players: their own)', auth: true, query: { table: 'table id', player: 'username', limit: '1–100, default 10' }, res: H.recallResponse }) },
      '/api/rounds/{id}': { get: op({ summary: 'A round in detail', auth: true, params: ['id'], res: H.roundDetailResponse }) },
      '/api/rounds/{id}/phh': { get: op({ summary: "A finished hand's PHH hand history: the auditor's, or the player's own with others' unshown cards withheld", auth: true, params: ['id'], res: H.handHistoryResponse }) },
      '/api/audit/rounds/{id}/verify': { post: op({ summary: 'Replay a recorded round and compare it with the stored outcome (auditor)', auth: true, params: ['id'], res: H.verifyRoundResponse }) },
      '/api/audit/shoes': { get: op({ summary: "Every shoe's commitment, verified after its reveal (auditor)", auth: true, query: { table: 'table id' }, res: H.shoesResponse }) },
      '/api/audit/ledger': { get: op({ summary: "The ledger's invariants, and every table account against its state (auditor)", auth: true, res: H.ledgerAuditResponse }) },
      '/api/audit/revenue': { get: op({ summary: "The house's cuts (rake, cagnotte, levy, fees) by table and rule (auditor)", auth: true, query: { table: 'table id', since: 'ISO date-time' }, res: H.revenueResponse }) },
      '/api/audit/staff-log': {
        get: op({
          summary: 'The staff audit log, newest first (auditor)',
          auth: true,
          query: { before: 'the `next` of the previous page', limit: '1–200, default 50', actor: 'username', action: 'e.g. dealer-command' },
          res: H.staffLogResponse,
        }),
      },
      '/api/cashier/wallets': { get: op({ summary: 'Every wallet (cashier, auditor)', auth: true, res: H.walletsResponse }) },
      '/api/cashier/wallets/{username}': { post: op({ summary: 'Credit or debit a wallet, idempotent by key (cashier)', auth: true, params: ['username'], body: H.cashierRequest, res: H.cashierResponse }) },
      '/api/cashier/movements': {
        get: op({
          summary: 'The cash movements of a period, newest first (at most 500), with its totals (cashier, auditor)',
          auth: true,
          query: { since: 'ISO date-time, default 24 h before until', until: 'ISO date-time, default now; a period is at most 31 days', player: 'username' },
          res: H.cashMovementsResponse,
        }),
      },
      '/api/accounts': {
        get: op({ summary: 'Accounts by name: every account (administrator), the players with their wallets (cashier); at most 200', auth: true, query: { q: 'part of the name', role: 'one role (the cashier: player only)' }, res: H.accountsResponse }),
        post: op({ summary: 'Create an account: staff accounts by the administrator, player accounts by the cashier', auth: true, body: H.createAccountRequest, res: H.meResponse }),
      },
      '/api/draws': {
        get: op({ summary: 'The draw games (000-A6 to A10): name, kind, phase, price, tickets sold, commitment', auth: true, res: H.drawListResponse }),
        post: op({ summary: 'Open a draw game from its configuration, validated whole (administrator)', auth: true, body: z.record(z.string(), z.unknown()), res: H.drawView }),
      },
      '/api/jackpots': {
        get: op({ summary: 'The progressive jackpots and the amount in each pool, for the displays (the amount never decides a payment, 003 §2.3.4)', auth: false, res: H.jackpotListResponse }),
        post: op({ summary: 'Create a jackpot: games, the share of each jackpot bet to the pool, seed, cap, authorisation; the seed is paid in by the house (administrator)', auth: true, body: z.record(z.string(), z.unknown()), res: H.jackpotView }),
      },
      '/api/jackpots/{id}/status': { post: op({ summary: 'Set a jackpot in or out of order (administrator; 003 §2.3.5)', auth: true, params: ['id'], body: H.jackpotStatusRequest, res: H.jackpotView }) },
      '/api/draws/report': { get: op({ summary: 'What every draw game sold and paid, with its exact return (cashier, auditor)', auth: true, res: H.drawReportResponse }) },
      '/api/draws/{id}': { get: op({ summary: 'A draw game: your own tickets (staff: all); the secret, result and wins once drawn', auth: true, params: ['id'], res: H.drawView }) },
      '/api/draws/{id}/tickets': { post: op({ summary: "Buy a ticket with the wallet's money, idempotent by key (player)", auth: true, params: ['id'], body: H.drawTicketRequest, res: H.drawTicketResponse }) },
      '/api/draws/{id}/close': { post: op({ summary: 'Close the sale (dealer)', auth: true, params: ['id'], res: H.drawView }) },
      '/api/draws/{id}/draw': { post: op({ summary: 'Hold the draw: reveal the committed secret, decide the wins (dealer)', auth: true, params: ['id'], res: H.drawView }) },
      '/api/draws/{id}/pay': { post: op({ summary: "Pay a win to its holder's wallet, by ticket number or validation code (cashier)", auth: true, params: ['id'], body: H.drawPayRequest, res: H.drawPayResponse }) },
      '/api/tickets': {
        get: op({ summary: 'Your cash-out tickets and the casino that issues them (player)', auth: true, res: H.ticketListResponse }),
        post: op({ summary: "Cash out machine credit from the wallet as a ticket (003 §4.3.2), idempotent by key (player)", auth: true, body: H.ticketIssueRequest, res: H.ticketIssueResponse }),
      },
      '/api/tables/{id}/ticket': { post: op({ summary: 'Cash out the whole credit at a machine as a ticket (003 §4.3.2), between games, idempotent by key (player seated)', auth: true, params: ['id'], body: H.creditTicketRequest, res: H.ticketIssueResponse }) },
      '/api/tables/{id}/ticket-credit': { post: op({ summary: 'Insert a ticket into a machine: redeemed once, its amount loaded as credit (003 §4.2.2; the cashier\'s refusals) (player seated)', auth: true, params: ['id'], body: H.ticketCreditRequest, res: H.ticketCreditResponse }) },
      '/api/tables/{id}/autoplay': {
        get: op({ summary: 'Your autoplay at this machine: running, or the last ended and why (player)', auth: true, params: ['id'], res: z.object({ autoplay: autoplayStatusSchema.nullable() }) }),
        post: op({ summary: '[Autoplay] (003 §4.1.2): stake, games (1–1000), the game’s choices, stops (a win of at least, the credit below, a jackpot or feature); each game played as your actions, stopped between games (player seated and connected)', auth: true, params: ['id'], body: autoplayRequestSchema, res: z.object({ autoplay: autoplayStatusSchema }) }),
      },
      '/api/tables/{id}/autoplay/stop': { post: op({ summary: '[Stop/Autoplay] (003 §4.1.2): the run ends after the game in play (player)', auth: true, params: ['id'], res: z.object({ autoplay: autoplayStatusSchema.nullable() }) }) },
      '/api/cashier/prizes-in-kind': { get: op({ summary: 'Prizes in kind won at the machines (the car, 003 §4.5.3) with the last day of their hand-over (003 §1.2.5) (cashier, auditor)', auth: true, query: { awaiting: '1: only those not handed over' }, res: prizeInKindListResponse }) },
      '/api/cashier/prizes-in-kind/{id}/hand-over': { post: op({ summary: 'Record a prize in kind handed over, to whom, once: the liability cleared (pool:prizes-in-kind → external) (cashier)', auth: true, params: ['id'], body: prizeHandOverRequest, res: prizeInKindResponse }) },
      '/api/wins': { get: op({ summary: 'The casino-wide win display (003 §4.5.2): machine wins above the configured amount and every jackpot win, once settled; `after` waits up to 20 s for a newer one', query: { after: 'the last seq seen: wait for a newer win' }, res: winsResponse }) },
      '/api/cashier/tickets/{code}': { get: op({ summary: 'A cash-out ticket by its validation code (cashier, auditor)', auth: true, params: ['code'], res: H.ticketResponse }) },
      '/api/cashier/tickets/redeem': { post: op({ summary: 'Cash a ticket as presented — code, amount, casino — once, in the issuing casino, within its validity (cashier; 003 §4.3)', auth: true, body: H.ticketRedeemRequest, res: H.ticketResponse }) },
      '/api/tournaments': {
        get: op({ summary: 'The tournaments (registering, running, finished) with their bases, clock, level, players left and payouts', auth: true, res: H.tournamentListResponse }),
        post: op({ summary: 'Open a tournament from its bases, validated whole (tournament director: dealer or administrator)', auth: true, body: H.tournamentOpenRequest, res: H.tournamentResponse }),
      },
      '/api/tournaments/{id}': { get: op({ summary: 'A tournament as you may see it (your own hole cards only); with `since`, waits up to 20 s for the next change', auth: true, params: ['id'], query: { since: 'the version you have' }, res: H.tournamentResponse }) },
      ...Object.fromEntries(['register', 'unregister', 're-enter', 'rebuy', 'add-on'].map((a) => [`/api/tournaments/{id}/${a}`, { post: op({ summary: `${a[0]?.toUpperCase()}${a.slice(1)}: money moves between your wallet, the prize pool and the fee, idempotent by key (player)`, auth: true, params: ['id'], body: H.tournamentKeyedRequest, res: H.tournamentActionResponse }) }])),
      '/api/tournaments/{id}/hand': { post: op({ summary: 'Your decision in your hand at a tournament table (player)', auth: true, params: ['id'], body: H.tournamentHandRequest, res: H.tournamentActionResponse }) },
      ...Object.fromEntries(['start', 'pause', 'resume', 'cancel'].map((a) => [`/api/tournaments/{id}/${a}`, { post: op({ summary: `${a[0]?.toUpperCase()}${a.slice(1)} the tournament (tournament director: dealer or administrator; cancel refunds every entry and fee)`, auth: true, params: ['id'], body: H.tournamentKeyedRequest, res: H.tournamentActionResponse }) }])),
      '/api/tournaments/{id}/penalty': { post: op({ summary: "Penalty rounds to a player (tournament director: dealer or administrator; 003 §3.1.10.5): one hand per player at his table × the rounds, his seat dealt, his blinds and ante posted, his hands mucked; carried with him across tables", auth: true, params: ['id'], body: H.tournamentPenaltyRequest, res: H.tournamentActionResponse }) },
      '/api/tournaments/{id}/disqualify': { post: op({ summary: 'Disqualifies a player (tournament director: dealer or administrator; 003 §3.1.10.5): out and placed at once, a live hand of his dead, his chips removed from play (no money moves)', auth: true, params: ['id'], body: H.tournamentDisqualifyRequest, res: H.tournamentActionResponse }) },
      '/api/tournaments/{id}/log': { get: op({ summary: "A tournament's actions in order and whether replaying them from the bases gives the stored state (auditor, administrator)", auth: true, params: ['id'], res: z.object({ replayMatches: z.boolean(), actions: z.array(z.unknown()) }) }) },
      '/api/tournaments/{id}/hands': { get: op({ summary: 'Tournament hand recall: the finished hands (poker) or rounds (table game) you may recall — those you were dealt into; every one for the dealer and the auditor', auth: true, params: ['id'], res: z.object({ hands: z.array(z.object({ table: z.string(), no: z.number().int(), game: z.string(), players: z.array(z.string()) })) }) }) },
      '/api/tournaments/{id}/hands/{table}/{no}': { get: op({ summary: "A finished tournament hand or round as the game's view for you at its end: your own cards; others' only where shown (the auditor sees all)", auth: true, params: ['id', 'table', 'no'], res: z.object({ table: z.string(), no: z.number().int(), game: z.string(), players: z.array(z.string()), view: z.unknown() }) }) },
      '/api/tournaments-ranking/{quarter}': { get: op({ summary: "The quarterly ranking (003 §3.4.5) of a quarter (`2026-Q4`): standings, one point's value, the TOP 10's payout from the ranking fund, and whether it was paid (administrator, auditor, cashier, dealer)", auth: true, params: ['quarter'], res: z.object({ ranking: z.unknown(), payout: z.unknown(), endsAt: z.number().int(), paidOut: z.unknown() }) }) },
      '/api/tournaments-ranking/{quarter}/pay': { post: op({ summary: "Pays a quarter's TOP 10 from the ranking fund to their wallets, once, after the quarter has ended (cashier, administrator); a second payout is refused (`ranking/already-paid`)", auth: true, params: ['quarter'], body: H.tournamentKeyedRequest, res: z.object({ ranking: z.unknown(), payout: z.unknown(), endsAt: z.number().int(), paidOut: z.unknown() }) }) },
      '/api/tournaments-book': { get: op({ summary: 'The Sit & Go book (000 Art. 2bis ¶5): every tournament, its entries, prize pool and results; `format=csv` for a file (auditor, administrator, cashier)', auth: true, query: { format: 'csv for a CSV file' }, res: z.object({ book: z.array(z.unknown()) }) }) },
      '/api/accounts/{username}/roles': { put: op({ summary: "Replace an account's roles (administrator; not their own); the account's sessions end", auth: true, params: ['username'], body: H.setRolesRequest, res: H.meResponse }) },
      '/api/accounts/{username}/close': { post: op({ summary: 'Close a staff account (administrator; not their own, not a player\'s): its sessions end at once, it signs in no more, its history is kept', auth: true, params: ['username'], res: H.closeAccountResponse }) },
    },
  };
}
