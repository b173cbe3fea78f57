/**
 * @module server/db/migrations
 * The schema, as one ordered list of migrations written once for both engines; the only dialect difference is
 * the auto-numbered key. Applied on start inside a transaction (PostgreSQL: under an advisory lock, so several
 * processes starting together migrate once). docs/server.md describes every table.
 */
import type { Db } from './db.js';

type Dialect = Db['kind'];
const serial = (d: Dialect): string => (d === 'postgres' ? 'BIGSERIAL PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT');

const KINDS = "'wallet', 'stack', 'table', 'house', 'revenue', 'tips', 'pool', 'external'";

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: (d: Dialect) => string[];
  /**
   * SQLite only: run with foreign keys off (SQLite's documented way to rebuild a table others reference: a new table,
   * the rows copied, the old dropped, the new renamed), checked with `foreign_key_check` before the commit.
   */
  readonly rebuildsReferencedTable?: boolean;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, ledger, tables, rounds, shoes',
    sql: (d) => [
      `CREATE TABLE accounts (
        username TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        roles TEXT NOT NULL,
        created_at BIGINT NOT NULL)`,
      `CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        username TEXT NOT NULL REFERENCES accounts(username),
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL)`,
      `CREATE TABLE ledger_accounts (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('wallet', 'table', 'house', 'tips', 'external')),
        balance BIGINT NOT NULL DEFAULT 0,
        CHECK (kind IN ('house', 'external') OR balance >= 0))`,
      `CREATE TABLE ledger_tx (
        id ${serial(d)},
        at BIGINT NOT NULL,
        kind TEXT NOT NULL,
        table_id TEXT,
        round_id BIGINT,
        action_seq INTEGER,
        idem_key TEXT UNIQUE,
        memo TEXT)`,
      `CREATE INDEX ledger_tx_round ON ledger_tx(round_id)`,
      `CREATE TABLE ledger_postings (
        tx_id BIGINT NOT NULL REFERENCES ledger_tx(id),
        account_id TEXT NOT NULL REFERENCES ledger_accounts(id),
        amount BIGINT NOT NULL,
        PRIMARY KEY (tx_id, account_id))`,
      `CREATE INDEX ledger_postings_account ON ledger_postings(account_id)`,
      `CREATE TABLE game_tables (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        profile TEXT NOT NULL,
        name TEXT NOT NULL,
        config TEXT NOT NULL,
        pending_config TEXT,
        boxes INTEGER NOT NULL,
        max_boxes_per_player INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'closing', 'closed')),
        carry TEXT,
        next_round_no INTEGER NOT NULL,
        created_at BIGINT NOT NULL)`,
      `CREATE TABLE seats (
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        box INTEGER NOT NULL,
        holder TEXT NOT NULL REFERENCES accounts(username),
        behind TEXT NOT NULL,
        PRIMARY KEY (table_id, box))`,
      `CREATE TABLE table_leases (
        table_id TEXT PRIMARY KEY REFERENCES game_tables(id),
        owner TEXT NOT NULL,
        url TEXT,
        expires_at BIGINT NOT NULL)`,
      `CREATE TABLE rounds (
        id ${serial(d)},
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        round_no INTEGER NOT NULL,
        game TEXT NOT NULL,
        profile TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'settled', 'voided')),
        version INTEGER NOT NULL,
        actions INTEGER NOT NULL,
        started_at BIGINT NOT NULL,
        ended_at BIGINT,
        settlement TEXT,
        final_hash TEXT,
        void_reason TEXT,
        UNIQUE (table_id, round_no))`,
      `CREATE INDEX rounds_table ON rounds(table_id, id)`,
      // The large, never-changing part of a round, apart: updating a round's status does not rewrite it.
      `CREATE TABLE round_starts (
        round_id BIGINT PRIMARY KEY REFERENCES rounds(id),
        config TEXT NOT NULL,
        carry_in TEXT,
        initial TEXT NOT NULL,
        create_events TEXT NOT NULL)`,
      `CREATE INDEX rounds_open ON rounds(status)`,
      `CREATE TABLE round_actions (
        round_id BIGINT NOT NULL REFERENCES rounds(id),
        seq INTEGER NOT NULL,
        at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        version INTEGER NOT NULL,
        account TEXT,
        idem_key TEXT,
        PRIMARY KEY (round_id, seq))`,
      `CREATE UNIQUE INDEX round_actions_idem ON round_actions(account, idem_key)`,
      `CREATE TABLE round_players (
        round_id BIGINT NOT NULL REFERENCES rounds(id),
        player TEXT NOT NULL,
        balance_before BIGINT NOT NULL,
        balance_after BIGINT,
        staked BIGINT NOT NULL,
        returned BIGINT NOT NULL,
        PRIMARY KEY (round_id, player))`,
      `CREATE INDEX round_players_player ON round_players(player, round_id)`,
      `CREATE TABLE shoes (
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        commitment TEXT NOT NULL,
        shoe_no INTEGER NOT NULL,
        round_id BIGINT,
        shuffled TEXT,
        salt TEXT,
        cut_offset INTEGER,
        revealed_at BIGINT,
        PRIMARY KEY (table_id, commitment))`,
      `CREATE TABLE dealer_commands (
        account TEXT NOT NULL,
        idem_key TEXT NOT NULL,
        table_id TEXT NOT NULL,
        result TEXT NOT NULL,
        at BIGINT NOT NULL,
        PRIMARY KEY (account, idem_key))`,
    ],
  },
  {
    version: 2,
    name: 'the open round of a table, by index',
    // `WHERE table_id = ? AND status = 'open'` runs at every round start and recovery; without this index it
    // walks every round the table ever played.
    sql: () => [`CREATE INDEX rounds_table_open ON rounds(table_id) WHERE status = 'open'`],
  },
  {
    version: 3,
    name: 'values stored once by content hash; an unused index dropped',
    // A round's stored state and a table's carry refer to the rule profile and the shoes' card orders by hash
    // (table/state-digest): most of a blackjack state, written once instead of with every round. `rounds_open`
    // served no query (each names its table: `rounds_table_open`) and cost an index update per round.
    sql: () => [`CREATE TABLE blobs (hash TEXT PRIMARY KEY, body TEXT NOT NULL)`, `DROP INDEX rounds_open`],
  },
  {
    version: 4,
    name: 'the staff audit log, sign-in throttling, dealer commands kept with their request, sessions by expiry',
    sql: (d) => [
      // Every staff action, sign-in failure and lock-out, appended in the transaction of the action it records
      // (server/audit/staff-log); the auditor reads it. Append-only: no code path updates or deletes a row, and the
      // database refuses to (the triggers below).
      `CREATE TABLE staff_log (
        id ${serial(d)},
        at BIGINT NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        target TEXT,
        details TEXT NOT NULL,
        address TEXT)`,
      ...(d === 'postgres'
        ? [
            `CREATE FUNCTION staff_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'staff_log is append-only'; END $$`,
            `CREATE TRIGGER staff_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON staff_log FOR EACH STATEMENT EXECUTE FUNCTION staff_log_append_only()`,
          ]
        : [
            `CREATE TRIGGER staff_log_no_update BEFORE UPDATE ON staff_log BEGIN SELECT RAISE(ABORT, 'staff_log is append-only'); END`,
            `CREATE TRIGGER staff_log_no_delete BEFORE DELETE ON staff_log BEGIN SELECT RAISE(ABORT, 'staff_log is append-only'); END`,
          ]),
      // Failed sign-ins per account (`account:<name>`) and per address (`address:<ip>`), shared by every process
      // (server/auth/throttle).
      `CREATE TABLE sign_in_throttle (
        key TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last_failure_at BIGINT NOT NULL,
        blocked_until BIGINT NOT NULL)`,
      // A dealer command's key answers "duplicate" only for the same command at the same table.
      `ALTER TABLE dealer_commands ADD COLUMN command TEXT`,
      // The purge of expired sessions, and ending every session of one account.
      `CREATE INDEX sessions_expiry ON sessions(expires_at)`,
      `CREATE INDEX sessions_user ON sessions(username)`,
    ],
  },
  {
    version: 5,
    name: 'frozen tables',
    // Why a table is frozen (a broken invariant, an automatic step that kept failing), or NULL: a frozen table takes
    // no action until a dealer resumes it or voids its round, across restarts.
    sql: () => [`ALTER TABLE game_tables ADD COLUMN frozen TEXT`],
  },
  {
    version: 6,
    name: 'table money: seat stacks, the house revenue, prize pools; the rule of a house cut',
    // New ledger account kinds (docs/money.md): `stack` (a player's chips at a table that plays from seat stacks),
    // `revenue` (the house's cuts at player-against-player tables), `pool` (a tournament's prize pool). The kind's
    // CHECK is widened: PostgreSQL replaces the constraint; SQLite rebuilds the table. `ledger_tx.rule` names the
    // rule a cut applies, so the auditor can sum the house's earnings by table and rule.
    rebuildsReferencedTable: true,
    sql: (d) => [
      ...(d === 'postgres'
        ? ['ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check', `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (${KINDS}))`]
        : [
            `CREATE TABLE ledger_accounts_new (
              id TEXT PRIMARY KEY,
              kind TEXT NOT NULL CHECK (kind IN (${KINDS})),
              balance BIGINT NOT NULL DEFAULT 0,
              CHECK (kind IN ('house', 'external') OR balance >= 0))`,
            'INSERT INTO ledger_accounts_new (id, kind, balance) SELECT id, kind, balance FROM ledger_accounts',
            'DROP TABLE ledger_accounts',
            'ALTER TABLE ledger_accounts_new RENAME TO ledger_accounts',
          ]),
      'ALTER TABLE ledger_tx ADD COLUMN rule TEXT',
      'CREATE INDEX ledger_tx_cut ON ledger_tx(table_id, rule) WHERE kind = \'cut\'',
    ],
  },
  {
    version: 7,
    name: 'closed staff accounts',
    // When an administrator closed the account (issue 17), or NULL: a closed account signs in no more and has no
    // session; the row stays, so the staff log, the rounds and the ledger that name it keep their history.
    sql: () => ['ALTER TABLE accounts ADD COLUMN closed_at BIGINT'],
  },
  {
    version: 8,
    name: 'draw games',
    // One row per draw game (src/draws: lotteries, instant lots, raffles, tombolas, promotions): its whole state as
    // JSON, the secret included (never sent before the draw), and a version that serialises every change.
    sql: () => [
      `CREATE TABLE draws (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        opened_at BIGINT NOT NULL,
        opened_by TEXT)`,
    ],
  },
  {
    version: 9,
    name: 'tournaments',
    // One row per tournament (src/tournaments, issue 20): its bases, its whole state as JSON (hole cards and deck seeds
    // included, never sent to anyone before they are shown) and a version that serialises every change; and every
    // action it took, in order, with the account that sent it and its idempotency key, so a tournament replays from
    // its bases and its actions and an action sent twice is taken once.
    sql: () => [
      `CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        bases TEXT NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        opened_at BIGINT NOT NULL,
        opened_by TEXT)`,
      `CREATE TABLE tournament_actions (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        seq INTEGER NOT NULL,
        action TEXT NOT NULL,
        account TEXT,
        idem_key TEXT,
        at BIGINT NOT NULL,
        PRIMARY KEY (tournament_id, seq))`,
      `CREATE UNIQUE INDEX tournament_actions_idem ON tournament_actions(tournament_id, account, idem_key)`,
    ],
  },
  {
    version: 10,
    name: 'progressive jackpots',
    // One row per jackpot (src/jackpots, docs/jackpots.md): its definition as JSON (games, share, seed, cap, rounding,
    // authorisation) and its status; the money is the ledger account `pool:jackpot-<id>`, never a column here.
    sql: () => [
      `CREATE TABLE jackpots (
        id TEXT PRIMARY KEY,
        definition TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('in-order', 'out-of-order')),
        created_at BIGINT NOT NULL,
        created_by TEXT)`,
    ],
  },
  {
    version: 11,
    name: 'machine-tickets',
    // A machine's cash-out tickets (003 §4.3, src/server/store/ticket-store.ts): the validation code (random, from the
    // server's RNG: a ticket is known only by the code printed on it), the casino that issued it, the amount, who cashed
    // out, when it was issued and until when it is valid; once cashed, when and by which cashier (single use). The
    // player's idempotency key makes a cash-out sent twice one ticket.
    sql: () => [
      `CREATE TABLE machine_tickets (
        code TEXT PRIMARY KEY,
        casino TEXT NOT NULL,
        amount BIGINT NOT NULL,
        holder TEXT NOT NULL,
        idem_key TEXT NOT NULL,
        issued_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        redeemed_at BIGINT,
        redeemed_by TEXT)`,
      `CREATE UNIQUE INDEX machine_tickets_idem ON machine_tickets(holder, idem_key)`,
    ],
  },
  {
    version: 12,
    name: 'tournament snapshots',
    // A tournament's row keeps its state as a snapshot (src/server/store/tournament-store.ts): `state_version` says
    // which action the stored state is at; the actions after it are in `tournament_actions` and are replayed onto it
    // (the live state is kept in the process). Existing rows store the state at their version.
    // And the quarterly ranking's payouts (src/server/tournaments/ranking-payout.ts): one row per quarter paid, written
    // with its ledger entries, so a quarter is paid once.
    sql: () => [
      `ALTER TABLE tournaments ADD COLUMN state_version INTEGER`,
      `UPDATE tournaments SET state_version = version`,
      `CREATE TABLE ranking_payouts (quarter TEXT PRIMARY KEY, at BIGINT NOT NULL, by_actor TEXT NOT NULL, amount BIGINT NOT NULL)`,
    ],
  },
  {
    version: 13,
    name: 'waiting lists and absences',
    // A table's waiting list (003 §3.2.3–3.2.7, 000 GP-12, 001 §12 IV: the inspector's list), one row per player and
    // table, in the order joined (`seq`), with the seat offered to him and until when (003 §3.2.5); kept so that a
    // restart keeps the order and the offers (src/table/waiting-list.ts). And since when a seated player has been away
    // (his last connection dropped), so that after a restart 003 §3.2.24's time runs on instead of from the start.
    sql: () => [
      `CREATE TABLE waiting_list (
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        username TEXT NOT NULL REFERENCES accounts(username),
        seq INTEGER NOT NULL,
        joined_at BIGINT NOT NULL,
        offer_box INTEGER,
        offer_until BIGINT,
        PRIMARY KEY (table_id, username))`,
      `CREATE INDEX waiting_list_user ON waiting_list(username)`,
      `CREATE TABLE table_absences (
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        username TEXT NOT NULL,
        since BIGINT NOT NULL,
        PRIMARY KEY (table_id, username))`,
    ],
  },
];

/** Applies every migration not yet applied; returns the versions applied now. */
export async function migrate(db: Db): Promise<number[]> {
  // SQLite: a migration that rebuilds a referenced table runs with foreign keys off (set outside any transaction),
  // and is checked before it commits.
  const offKeys = db.kind === 'sqlite' && (await pendingRebuild(db));
  if (offKeys) await db.run('PRAGMA foreign_keys = OFF');
  try {
    return await migrateInTx(db);
  } finally {
    if (offKeys) await db.run('PRAGMA foreign_keys = ON');
  }
}

async function pendingRebuild(db: Db): Promise<boolean> {
  const has = await db.one<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'");
  const done = Number(has?.n) ? new Set((await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version))) : new Set<number>();
  return MIGRATIONS.some((m) => m.rebuildsReferencedTable && !done.has(m.version));
}

async function migrateInTx(db: Db): Promise<number[]> {
  // Built inside the body: a transaction retried after a passing failure (PostgreSQL) starts the list again.
  return db.tx(async (q) => {
    const applied: number[] = [];
    if (db.kind === 'postgres') await q.all('SELECT pg_advisory_xact_lock(72001)');
    await q.run('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
    const done = new Set((await q.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)));
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const stmt of m.sql(db.kind)) await q.run(stmt);
      if (m.rebuildsReferencedTable && db.kind === 'sqlite') {
        const broken = await q.all('PRAGMA foreign_key_check');
        if (broken.length) throw new Error(`migration ${m.version}: ${broken.length} rows break a foreign key`);
      }
      await q.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, Date.now()]);
      applied.push(m.version);
    }
    return applied;
  });
}
