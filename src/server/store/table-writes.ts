/**
 * @module server/store/table-writes
 * The table store's transactions as procedures (server/db `procedure`): with SQLite on a file they run on the
 * database thread, so the SQL of an action does not load the event loop's thread. Arguments are plain data prepared
 * by `SqlTableStore` (JSON already serialised, blobs already found, the fence decided); each procedure is one
 * transaction: an accepted action, its ledger entries, the recall rows and, at the end of a round, the settlement
 * and carry, all or nothing.
 */
import { accountsOf, ensureAccount, lockAccounts, postEntry, InsufficientFundsError } from '../../ledger/ledger-store.js';
import { ownerOf, stackAccount, walletAccount } from '../../ledger/accounts.js';
import { stackEntry, voidEntries, type Entry } from '../../ledger/postings.js';
import { CriticalStateError } from '../../core/errors.js';
import { DuplicateKeyError, TableMovedError, type Balances } from '../../table/table-port.js';
import type { Blob } from '../../table/state-digest.js';
import { isUniqueViolation, procedure, type Sql, type SqlValue } from '../db/db.js';
import { registerErrorClass } from '../db/wire-errors.js';
import { JackpotOutOfOrderError, UnknownJackpotError } from '../../jackpots/errors.js';
import { jackpotAccounts } from '../../jackpots/resolve.js';
import type { JackpotPaid, JackpotPlan } from '../../table/table-port.js';
import { checkJackpotBets, resolveInTx } from './jackpot-writes.js';

// What these transactions throw comes back to the caller's thread as the same classes.
registerErrorClass(TableMovedError, DuplicateKeyError, InsufficientFundsError, JackpotOutOfOrderError, UnknownJackpotError);

/** What an action's transaction changed: wallet balances, and what its round's jackpots paid. */
export interface ActionWritten {
  readonly balances: Balances;
  readonly jackpots?: JackpotPaid;
}

/** Every account an action's transaction will move, once each, sorted: its entries' and its round's jackpots'. */
function accountsOfAction(tableId: string, a: { readonly entries: readonly Entry[]; readonly end: { readonly entries: readonly Entry[]; readonly jackpot?: JackpotPlan } | null }): string[] {
  const j = a.end?.jackpot;
  const jp = j ? jackpotAccounts(tableId, j.result, (b) => j.payTo[b] ?? walletAccount(b)) : [];
  return [...new Set([...accountsOf(a.end ? [...a.entries, ...a.end.entries] : a.entries), ...jp])].sort();
}

const M = import.meta.url;
/** The player whose wallet an account is (a wallet balance is pushed to the player's sockets), or null. */
const walletOwner = (account: string): string | null => (account.startsWith('wallet:') ? account.slice('wallet:'.length) : null);

/** Renew this process's lease on the table, or fail: the fence that keeps one writer per table across processes. */
export interface Fence {
  readonly tableId: string;
  readonly owner: string;
  readonly expiresAt: number;
}

/** A shoe's commitment when it is shuffled; its order and salt once revealed (for the auditor's check). */
export type ShoeWrite =
  | { readonly kind: 'shuffled'; readonly commitment: string; readonly shoeNo: number }
  | { readonly kind: 'revealed'; readonly commitment: string; readonly shoeNo: number; readonly shuffled: string; readonly salt: string; readonly cutOffset: number };

export interface Fenced {
  /** Null while the last committed renewal is recent enough (`SqlTableStore`). */
  readonly fence: Fence | null;
  readonly tableId: string;
}

export async function fence(q: Sql, f: Fence | null): Promise<void> {
  if (!f) return;
  const r = await q.run('UPDATE table_leases SET expires_at = ? WHERE table_id = ? AND owner = ?', [f.expiresAt, f.tableId, f.owner]);
  if (r.changes !== 1) throw new TableMovedError(f.tableId, 'lease lost');
}

/**
 * In the order of their hashes: a blob another transaction is inserting too (a rule profile, shared by the tables of
 * one game and profile) is waited for, as a lock is, so every transaction inserts them in one order as well.
 */
async function writeBlobs(q: Sql, blobs: readonly Blob[]): Promise<void> {
  for (const b of [...blobs].sort((x, y) => (x.hash < y.hash ? -1 : x.hash > y.hash ? 1 : 0))) await q.run('INSERT INTO blobs (hash, body) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING', [b.hash, b.json]);
}

async function writeShoes(q: Sql, tableId: string, roundId: number, shoes: readonly ShoeWrite[], at: number): Promise<void> {
  for (const s of shoes) {
    if (s.kind === 'shuffled') await q.run('INSERT INTO shoes (table_id, commitment, shoe_no, round_id) VALUES (?, ?, ?, ?) ON CONFLICT (table_id, commitment) DO NOTHING', [tableId, s.commitment, s.shoeNo, roundId]);
    else
      await q.run(
        'INSERT INTO shoes (table_id, commitment, shoe_no, round_id, shuffled, salt, cut_offset, revealed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, commitment) DO UPDATE SET shuffled = excluded.shuffled, salt = excluded.salt, cut_offset = excluded.cut_offset, revealed_at = excluded.revealed_at',
        [tableId, s.commitment, s.shoeNo, roundId, s.shuffled, s.salt, s.cutOffset, at],
      );
  }
}

/**
 * Posts entries and keeps the recall rows in step: each player the round moves chips for has a row with the
 * balance before the first movement (also one paid for chips that stood from an earlier round, a craps point or a
 * bet in prison, and staked nothing now), what they staked and what came back. The transaction has locked every
 * account of these entries at its start (`lockAccounts`, ledger-store's lock order), so the balance read for a row
 * is the one its posting changes: no other transaction can change it in between.
 */
async function post(q: Sql, entries: readonly Entry[], tableId: string, roundId: number, seq: number, at: number, balances: Record<string, number>): Promise<void> {
  for (const e of entries) {
    const staking = e.kind === 'stake' || e.kind === 'withdraw';
    for (const w of e.postings) {
      // Recall rows follow the player's money at the table: the wallet, or the seat stack.
      const who = ownerOf(w.account);
      if (who === null) continue;
      // Before the posting: the row's first balance is the one before any movement.
      await q.run(
        'INSERT INTO round_players (round_id, player, balance_before, balance_after, staked, returned) SELECT ?, ?, balance, NULL, ?, ? FROM ledger_accounts WHERE id = ? ON CONFLICT (round_id, player) DO UPDATE SET staked = round_players.staked + excluded.staked, returned = round_players.returned + excluded.returned',
        [roundId, who, staking ? -w.amount : 0, staking ? 0 : w.amount, w.account],
      );
    }
    const { balances: after } = await postEntry(q, e, { at, tableId, roundId, seq, locked: true });
    for (const w of e.postings) {
      const who = walletOwner(w.account);
      if (who !== null) balances[who] = after.get(w.account) as number;
    }
  }
}

/**
 * A player whose chips stood on the table for the whole round (a chemin de fer bank running on from the last coup: its
 * chips were staked when the bank was taken) moves no money of his own in it, yet played it: the settlement names him
 * in a pot (a contribution, an award, chips kept for the next coup) or a line. He gets a recall row too (nothing staked
 * or returned now; his balance unchanged), so the round is in his history with what stays on the table for him. So
 * does everyone the settlement lists as dealt in (`Settlement.dealt`: a poker player who folded with no chip in).
 */
async function recallBankers(q: Sql, tableId: string, roundId: number, settlement: string): Promise<void> {
  const s = JSON.parse(settlement) as { lines?: { bettor?: string }[]; pots?: { contributions?: { player?: string }[]; awards?: { player?: string }[]; kept?: { player?: string }[] }[]; dealt?: string[] };
  // Everyone dealt in (Settlement.dealt): a circle-poker player who folded without a chip in played the hand too.
  const named = new Set<string>(s.dealt ?? []);
  for (const l of s.lines ?? []) if (l.bettor) named.add(l.bettor);
  for (const p of s.pots ?? []) for (const x of [...(p.contributions ?? []), ...(p.awards ?? []), ...(p.kept ?? [])]) if (x.player) named.add(x.player);
  for (const player of named)
    await q.run(
      "INSERT INTO round_players (round_id, player, balance_before, balance_after, staked, returned) SELECT ?, ?, balance, NULL, 0, 0 FROM ledger_accounts WHERE id = COALESCE((SELECT id FROM ledger_accounts WHERE id = 'stack:' || ? || ':' || ?), 'wallet:' || ?) ON CONFLICT (round_id, player) DO NOTHING",
      [roundId, player, tableId, player, player],
    );
}

/** Every player of the round gets their balance after it: the seat stack at a table of stacks, else the wallet. */
async function closeRound(q: Sql, tableId: string, roundId: number): Promise<void> {
  await q.run(
    "UPDATE round_players SET balance_after = COALESCE((SELECT balance FROM ledger_accounts WHERE id = 'stack:' || ? || ':' || round_players.player), (SELECT balance FROM ledger_accounts WHERE id = 'wallet:' || round_players.player)) WHERE round_id = ?",
    [tableId, roundId],
  );
}

export interface TableKind {
  readonly game: string;
  readonly profile: string;
}

export interface CreateRoundArgs extends Fenced {
  /** The id reserved for the round; a new one when absent or null. */
  readonly id?: number | null;
  readonly no: number;
  readonly at: number;
  readonly version: number;
  readonly config: string;
  readonly carryIn: string;
  readonly initial: string;
  readonly events: string;
  readonly blobs: readonly Blob[];
  /** The table's game and profile if the caller knows them; else read here and returned. */
  readonly kind: TableKind | null;
  readonly shoes: readonly ShoeWrite[];
}

export const createRoundTx = procedure(M, 'createRound', async (q, a: CreateRoundArgs): Promise<{ id: number; kind: TableKind | null }> => {
  await fence(q, a.fence);
  return insertRound(q, a);
});

/** A new round's rows: the round (open), its start, the table's next number and configuration, its shoes. */
async function insertRound(q: Sql, a: Omit<CreateRoundArgs, 'fence'>): Promise<{ id: number; kind: TableKind | null }> {
  await writeBlobs(q, a.blobs);
  const open = await q.one("SELECT id FROM rounds WHERE table_id = ? AND status = 'open'", [a.tableId]);
  if (open) throw new TableMovedError(a.tableId, 'a round is already open');
  const kind = a.kind ?? (await q.one<{ game: string; profile: string }>('SELECT game, profile FROM game_tables WHERE id = ?', [a.tableId])) ?? null;
  const row =
    a.id === null || a.id === undefined
      ? await q.one<{ id: number }>("INSERT INTO rounds (table_id, round_no, game, profile, status, version, actions, started_at) VALUES (?, ?, ?, ?, 'open', ?, 0, ?) RETURNING id", [a.tableId, a.no, kind?.game ?? '', kind?.profile ?? '', a.version, a.at])
      : await q.one<{ id: number }>("INSERT INTO rounds (id, table_id, round_no, game, profile, status, version, actions, started_at) VALUES (?, ?, ?, ?, ?, 'open', ?, 0, ?) RETURNING id", [a.id, a.tableId, a.no, kind?.game ?? '', kind?.profile ?? '', a.version, a.at]);
  const id = Number(row?.id);
  await q.run('INSERT INTO round_starts (round_id, config, carry_in, initial, create_events) VALUES (?, ?, ?, ?, ?)', [id, a.config, a.carryIn, a.initial, a.events]);
  await q.run('UPDATE game_tables SET next_round_no = ?, config = ?, pending_config = NULL WHERE id = ?', [a.no + 1, a.config, a.tableId]);
  await writeShoes(q, a.tableId, id, a.shoes, a.at);
  return { id, kind: kind ? { game: kind.game, profile: kind.profile } : null };
}

export interface AppendActionArgs extends Fenced {
  readonly roundId: number;
  readonly seq: number;
  readonly at: number;
  readonly actor: string;
  readonly action: string;
  readonly events: string;
  readonly version: number;
  readonly account: string | null;
  readonly key: string | null;
  readonly entries: readonly Entry[];
  readonly end: { readonly entries: readonly Entry[]; readonly settlement: string; readonly finalHash: string; readonly carry: string; readonly jackpot?: JackpotPlan } | null;
  readonly blobs: readonly Blob[];
  readonly shoes: readonly ShoeWrite[];
  /** The jackpots the action's stakes bet on (checked here: 003 §2.3.5). */
  readonly jackpotBets?: readonly string[];
}

export const appendActionTx = procedure(M, 'appendAction', async (q, a: AppendActionArgs): Promise<ActionWritten> => {
  await fence(q, a.fence);
  // The ledger accounts of the stakes, of the settlement and of its jackpots, all locked here, in one order (ledger-store).
  await lockAccounts(q, accountsOfAction(a.tableId, a));
  return insertAction(q, a);
});

/** One accepted action: its row, its ledger entries, the round's version and, if it ends the round, the settlement. */
async function insertAction(q: Sql, a: Omit<AppendActionArgs, 'fence'>): Promise<ActionWritten> {
  // A jackpot bet on a jackpot out of order (or unknown) is refused before anything is written (003 §2.3.5).
  if (a.jackpotBets?.length) await checkJackpotBets(q, a.tableId, a.jackpotBets);
  try {
    await q.run('INSERT INTO round_actions (round_id, seq, at, actor, action, events, version, account, idem_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      a.roundId,
      a.seq,
      a.at,
      a.actor,
      a.action,
      a.events,
      a.version,
      a.account,
      a.key,
    ]);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const m = `${(e as Error).message} ${(e as { constraint?: string }).constraint ?? ''}`;
    if (/idem/.test(m) && a.account && a.key) throw new DuplicateKeyError(a.account, a.key);
    throw new TableMovedError(a.tableId, `action ${a.seq} of round ${a.roundId} already recorded`);
  }
  const balances: Record<string, number> = {};
  await post(q, a.entries, a.tableId, a.roundId, a.seq, a.at, balances);
  const u = await q.run("UPDATE rounds SET version = ?, actions = ? WHERE id = ? AND status = 'open'", [a.version, a.seq, a.roundId]);
  if (u.changes !== 1) throw new TableMovedError(a.tableId, `round ${a.roundId} is no longer open`);
  await writeShoes(q, a.tableId, a.roundId, a.shoes, a.at);
  let jackpots: JackpotPaid | undefined;
  if (a.end) {
    await post(q, a.end.entries, a.tableId, a.roundId, a.seq, a.at, balances);
    // The jackpots: the pools read now, their accounts locked since the transaction began (jackpot-writes).
    const plan = a.end.jackpot;
    if (plan) {
      const r = await resolveInTx(q, a.tableId, plan.result, plan.payTo, a.at);
      await post(q, r.entries, a.tableId, a.roundId, a.seq, a.at, balances);
      jackpots = { awards: r.awards, pools: r.balances };
    }
    await recallBankers(q, a.tableId, a.roundId, a.end.settlement);
    await closeRound(q, a.tableId, a.roundId);
    await q.run("UPDATE rounds SET status = 'settled', ended_at = ?, settlement = ?, final_hash = ? WHERE id = ? AND status = 'open'", [a.at, a.end.settlement, a.end.finalHash, a.roundId]);
    await writeBlobs(q, a.blobs);
    await q.run('UPDATE game_tables SET carry = ? WHERE id = ?', [a.end.carry, a.tableId]);
  }
  return jackpots ? { balances, jackpots } : { balances };
}

export interface OpenRoundArgs extends Fenced {
  readonly round: Omit<CreateRoundArgs, 'fence' | 'tableId'>;
  /** The steps drafted into the round and the action that made it real, in order (each with `roundId` 0: set here). */
  readonly actions: readonly Omit<AppendActionArgs, 'fence' | 'tableId' | 'roundId'>[];
}

/** A draft round becomes real: the round and every action so far, in one transaction. */
export const openRoundTx = procedure(M, 'openRound', async (q, a: OpenRoundArgs): Promise<{ id: number; kind: TableKind | null } & ActionWritten> => {
  await fence(q, a.fence);
  // Every ledger account the round's first actions touch, locked here, in one order (ledger-store).
  await lockAccounts(q, [...new Set(a.actions.flatMap((x) => accountsOfAction(a.tableId, x)))].sort());
  const { id, kind } = await insertRound(q, { ...a.round, tableId: a.tableId });
  const balances: Record<string, number> = {};
  let jackpots: JackpotPaid | undefined;
  for (const x of a.actions) {
    const w = await insertAction(q, { ...x, tableId: a.tableId, roundId: id });
    Object.assign(balances, w.balances);
    jackpots = w.jackpots ?? jackpots;
  }
  return jackpots ? { id, kind, balances, jackpots } : { id, kind, balances };
});

export interface VoidRoundArgs extends Fenced {
  readonly roundId: number;
  readonly at: number;
  readonly reason: string;
  readonly carry: string | null;
  /** Chips that stood from earlier rounds and do not stand in `carry`, per bettor: returned with the stakes (none by default). */
  readonly standingReturned?: Readonly<Record<string, number>>;
  /** The round was rebuilt (its state known to the game's `voidCarry`); false after a failed recovery. Default true. */
  readonly rebuilt?: boolean;
  readonly blobs: readonly Blob[];
  readonly shoes: readonly ShoeWrite[];
}

export const voidRoundTx = procedure(M, 'voidRound', async (q, a: VoidRoundArgs): Promise<{ balances: Balances; refunds: { bettor: string; amount: number }[] }> => {
  await fence(q, a.fence);
  // Every chip back to the account it came from: a wallet, or a seat stack at this table.
  const rows = await q.all<{ account_id: string; s: number }>(
    "SELECT p.account_id, SUM(p.amount) AS s FROM ledger_postings p JOIN ledger_tx t ON t.id = p.tx_id WHERE t.round_id = ? AND t.kind IN ('stake', 'withdraw') AND (p.account_id LIKE 'wallet:%' OR p.account_id LIKE 'stack:%') GROUP BY p.account_id",
    [a.roundId],
  );
  const net = new Map<string, number>();
  for (const r of rows) if (-Number(r.s) !== 0) net.set(r.account_id, -Number(r.s));
  // Standing chips (banked games) came from wallets.
  for (const [p, n] of Object.entries(a.standingReturned ?? {})) net.set(walletAccount(p), (net.get(walletAccount(p)) ?? 0) + n);
  for (const [k, n] of net) {
    if (n < 0) throw new CriticalStateError('table/void-negative', `a void would take ${-n} from ${k}: the table's chips and its bets disagree`, { account: k });
    if (n === 0) net.delete(k);
  }
  const balances: Record<string, number> = {};
  const last = await q.one<{ n: number }>('SELECT actions AS n FROM rounds WHERE id = ?', [a.roundId]);
  const entries = voidEntries(a.tableId, net, a.reason);
  await lockAccounts(q, accountsOf(entries));
  await post(q, entries, a.tableId, a.roundId, Number(last?.n ?? 0), a.at, balances);
  await closeRound(q, a.tableId, a.roundId);
  const detail = JSON.stringify({ lines: [], houseNet: 0, void: { rebuilt: a.rebuilt ?? true, standingReturned: a.standingReturned ?? {} } });
  const u = await q.run("UPDATE rounds SET status = 'voided', ended_at = ?, void_reason = ?, settlement = ? WHERE id = ? AND status = 'open'", [a.at, a.reason, detail, a.roundId]);
  if (u.changes !== 1) throw new TableMovedError(a.tableId, `round ${a.roundId} is no longer open`);
  await writeBlobs(q, a.blobs);
  await q.run('UPDATE game_tables SET carry = ? WHERE id = ?', [a.carry, a.tableId]);
  await writeShoes(q, a.tableId, a.roundId, a.shoes, a.at);
  return { balances, refunds: [...net.entries()].map(([account, amount]) => ({ bettor: ownerOf(account) ?? account, amount })) };
});

export interface SaveSeatArgs extends Fenced {
  readonly box: number;
  /** Null frees the box. */
  readonly seat: { readonly holder: string; readonly behind: string } | null;
}

export const saveSeatTx = procedure(M, 'saveSeat', async (q, a: SaveSeatArgs): Promise<void> => {
  await fence(q, a.fence);
  if (!a.seat) await q.run('DELETE FROM seats WHERE table_id = ? AND box = ?', [a.tableId, a.box]);
  else
    await q.run('INSERT INTO seats (table_id, box, holder, behind) VALUES (?, ?, ?, ?) ON CONFLICT (table_id, box) DO UPDATE SET holder = excluded.holder, behind = excluded.behind', [
      a.tableId,
      a.box,
      a.seat.holder,
      a.seat.behind,
    ]);
});

export interface SetTableArgs extends Fenced {
  /** The column set: the table's status, the configuration for its next round, or why it is frozen. */
  readonly column: 'status' | 'pending_config' | 'frozen';
  readonly value: SqlValue;
}

const SET_COLUMN = {
  status: 'UPDATE game_tables SET status = ? WHERE id = ?',
  pending_config: 'UPDATE game_tables SET pending_config = ? WHERE id = ?',
  frozen: 'UPDATE game_tables SET frozen = ? WHERE id = ?',
} as const;

export const setTableTx = procedure(M, 'setTable', async (q, a: SetTableArgs): Promise<void> => {
  await fence(q, a.fence);
  await q.run(SET_COLUMN[a.column], [a.value, a.tableId]);
});

export interface MoveStackArgs extends Fenced {
  readonly username: string;
  readonly kind: 'buy-in' | 'cash-out';
  /** Minor units; a cash-out of 0 or more than the stack takes the whole stack. */
  readonly amount: number;
  /** Idempotency (`stack:<user>:<key>` in the ledger's unique key), or null. */
  readonly key: string | null;
  readonly at: number;
}

/**
 * A player's chips between the wallet and the seat stack at this table: one ledger entry (a wallet or a stack that
 * would go below zero refuses it: `ledger/insufficient-funds`). A repeated key moves nothing.
 */
export const moveStackTx = procedure(M, 'moveStack', async (q, a: MoveStackArgs): Promise<{ wallet: number; stack: number; duplicate: boolean }> => {
  await fence(q, a.fence);
  const st = stackAccount(a.tableId, a.username);
  const w = walletAccount(a.username);
  await ensureAccount(q, st, 'stack');
  const idem = a.key ? `stack:${a.username}:${a.key}` : null;
  const balance = async (id: string): Promise<number> => Number((await q.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);
  if (idem && (await q.one('SELECT id FROM ledger_tx WHERE idem_key = ?', [idem]))) return { wallet: await balance(w), stack: await balance(st), duplicate: true };
  const amount = a.kind === 'cash-out' && (a.amount <= 0 || a.amount > (await balance(st))) ? await balance(st) : a.amount;
  if (amount > 0) await postEntry(q, stackEntry(a.kind, a.tableId, a.username, amount), { at: a.at, tableId: a.tableId, idemKey: idem });
  return { wallet: await balance(w), stack: await balance(st), duplicate: false };
});
