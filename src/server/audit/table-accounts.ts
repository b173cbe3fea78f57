/**
 * @module server/audit/table-accounts
 * The ledger audit's check of every table account against what the table's own state says is on it: the chips
 * standing from earlier rounds in the table's carry (`Game.standing`: bets in prison, a craps point's bets) plus the
 * open round's stakes less its withdrawals, as the round's recorded events say. The ledger's own invariants (every
 * entry balances, Σ = 0) cannot see chips that left a table its bets still need, or chips left behind on it; this
 * compares the two independent records. Read inside the audit's snapshot transaction.
 */
import { standingTotal, type AnyGame, type GameEvent, type StakeEvent, type StakeWithdrawnEvent } from '../../core/contract.js';
import { ownerOf } from '../../ledger/accounts.js';
import { expandState } from '../../table/state-digest.js';
import type { Sql } from '../db/db.js';

export interface TableAccountCheck {
  readonly table: string;
  /** The ledger balance of `table:<id>`. */
  readonly balance: number;
  /** What the table's state says is on it: standing + the open round's net stakes. */
  readonly expected: number;
  readonly standing: number;
  readonly openRound: number | null;
  readonly openStakes: number;
}

export interface TableAccountsAudit {
  readonly checked: number;
  /** Every seat stack that holds chips, and whether its player holds a box at the table (else it should be cashed out). */
  readonly stacks: { readonly table: string; readonly player: string; readonly balance: number; readonly seated: boolean }[];
  /** Tables whose account and state disagree. */
  readonly mismatched: TableAccountCheck[];
  /** Tables whose game is not registered here: their standing chips cannot be read (not counted as a mismatch). */
  readonly unknown: string[];
}

const netStakes = (events: readonly GameEvent[]): number => {
  let n = 0;
  for (const e of events) {
    if (e.type === 'stake') n += (e as StakeEvent).amount;
    else if (e.type === 'stake-withdrawn') n -= (e as StakeWithdrawnEvent).amount;
  }
  return n;
};

export async function auditTableAccounts(q: Sql, games: readonly AnyGame[]): Promise<TableAccountsAudit> {
  const blob = async (hash: string): Promise<string | null> => (await q.one<{ body: string }>('SELECT body FROM blobs WHERE hash = ?', [hash]))?.body ?? null;
  const balances = new Map((await q.all<{ id: string; balance: number }>("SELECT id, balance FROM ledger_accounts WHERE kind = 'table'")).map((r) => [r.id.slice('table:'.length), Number(r.balance)]));
  const tables = await q.all<{ id: string; game: string; carry: string | null }>('SELECT id, game, carry FROM game_tables ORDER BY id');
  const mismatched: TableAccountCheck[] = [];
  const unknown: string[] = [];
  let checked = 0;
  for (const t of tables) {
    const game = games.find((g) => g.id === t.game);
    if (!game) {
      unknown.push(t.id);
      continue;
    }
    const carry = t.carry === null ? null : await expandState(JSON.parse(t.carry), blob);
    const standing = standingTotal(game, carry);
    const open = await q.one<{ id: number; create_events: string }>("SELECT r.id, s.create_events FROM rounds r JOIN round_starts s ON s.round_id = r.id WHERE r.table_id = ? AND r.status = 'open'", [t.id]);
    let openStakes = 0;
    if (open) {
      openStakes += netStakes(JSON.parse(open.create_events) as GameEvent[]);
      for (const a of await q.all<{ events: string }>('SELECT events FROM round_actions WHERE round_id = ? ORDER BY seq', [open.id])) openStakes += netStakes(JSON.parse(a.events) as GameEvent[]);
    }
    const balance = balances.get(t.id) ?? 0;
    const expected = standing + openStakes;
    checked++;
    if (balance !== expected) mismatched.push({ table: t.id, balance, expected, standing, openRound: open ? Number(open.id) : null, openStakes });
  }
  const stacks: TableAccountsAudit['stacks'] = [];
  const seated = new Set((await q.all<{ table_id: string; holder: string }>('SELECT table_id, holder FROM seats')).map((r) => `${r.table_id}\u0000${r.holder}`));
  for (const r of await q.all<{ id: string; balance: number }>("SELECT id, balance FROM ledger_accounts WHERE kind = 'stack' AND balance <> 0 ORDER BY id")) {
    const player = ownerOf(r.id) as string;
    const table = r.id.slice('stack:'.length, r.id.length - player.length - 1);
    stacks.push({ table, player, balance: Number(r.balance), seated: seated.has(`${table}\u0000${player}`) });
  }
  return { checked, mismatched, unknown, stacks };
}
