/**
 * A crash with a jackpot bet on the table (issue 18: "the jackpot's balance survives a crash like any other money";
 * docs/jackpots.md): the server runs in a child process (the crash harness, test/server/crash-scenario); at a
 * Caribbean stud table linked to a progressive, alice places her ante and her jackpot bet, the cards are dealt, and
 * while her decision is awaited the process is killed with SIGKILL. Before the kill her stakes sit on the table and
 * the pool has not moved (the contribution is posted at the round's end). After one restart the round goes on where
 * it stood and her decision's time runs out (000 §11 V.3: a pass): the ante is lost, the jackpot bet goes to the pool
 * (70) and the revenue (30) once, a prize only if her five cards are on the table; her wallet, the pool, the revenue
 * and the house (the lost ante, less a reset it funded) are exact to the cent, nothing is posted twice, and the ledger and the table accounts audit clean.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Settlement } from '../../src/core/settlement.js';
import { caribbean } from '../../src/games/house-poker/caribbean.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { games as registered } from '../../src/registry.js';
import { auditTableAccounts } from '../../src/server/audit/table-accounts.js';
import { openDb } from '../../src/server/db/db.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';
import { highCard } from '../fixtures/high-card/index.js';
import { exited, startChild, type Child } from './crash-scenario.js';
import { Client, http, sleep, type Frame } from './helpers.js';

const TABLE = 'carib-crash';
const SEED = 50_000;
const STAKE = 100;
const JP = { id: 'crash', name: 'Crash progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: SEED, cite: '000 §11 VI.1' };
const CONFIG = { ...caribbean.defaultTable(caribbean.profiles.get('eus')), jackpot: { id: 'crash', stake: STAKE } };
const ANTE = CONFIG.minimum;
/** Short timers: betting long enough to bet (the player's "ready" closes it), a decision long enough to kill in. */
const ENV = { CROUPIER_BETTING_MS: '20000', CROUPIER_DECISION_MS: '2500' };

type Round = { id: number; version: number; phase?: string; legal: { type: string; spot?: string }[] } | null;
const login = async (url: string, u: string): Promise<string> => (await http<{ token: string }>(url, 'POST', '/api/login', { username: u, password: DEMO_PASSWORD })).body.token;
const ofTable = (f: Frame): boolean => f.type === 'table' && (f.table as { id: string }).id === TABLE;

test('issue 18, 003-TJP: SIGKILL while a round with a jackpot bet awaits the decision; after the restart the round ends by the timer and the pool, the wallet and the revenue are exact to the cent, nothing posted twice, the ledger audits clean', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-jpcrash-'));
  const path = join(dir, 'croupier.db');
  let child: Child | null = await startChild(path, ENV);
  try {
    const admin = await login(child.url, 'admin');
    assert.equal((await http(child.url, 'POST', '/api/jackpots', JP, admin)).status, 200);
    const made = await http(child.url, 'POST', '/api/tables', { id: TABLE, game: 'caribbean-stud', profile: 'eus', config: CONFIG }, admin);
    assert.equal(made.status, 200, JSON.stringify(made.body));

    const db = await openDb(path);
    const bal = async (id: string): Promise<number> => Number((await db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [id]))?.balance ?? 0);
    const start = { alice: await bal('wallet:alice'), pool: await bal('pool:jackpot-crash'), revenue: await bal('revenue'), house: await bal('house') };
    assert.equal(start.pool, SEED, 'the seed');

    // Alice bets the ante and the jackpot, says she is done; the cards are dealt and her decision is awaited.
    const alice = await Client.connect(child.url, await login(child.url, 'alice'));
    assert.equal((await alice.request({ type: 'join', table: TABLE })).type, 'ok');
    assert.equal((await alice.request({ type: 'sit', table: TABLE, box: 1 })).type, 'ok');
    const open = await alice.until((f) => ofTable(f) && !!(f.round as Round)?.legal.some((l) => l.spot === 'ante'), 0, 10_000);
    const round = open.round as NonNullable<Round>;
    const ante = await alice.request({ type: 'act', table: TABLE, key: 'jpcrash-1', round: round.id, version: round.version, action: { type: 'bet', box: 1, spot: 'ante', amount: ANTE } });
    assert.equal(ante.type, 'ok', JSON.stringify(ante));
    const jackpot = await alice.request({ type: 'act', table: TABLE, key: 'jpcrash-2', round: round.id, version: (ante.result as { version: number }).version, action: { type: 'bet', box: 1, spot: 'jackpot', amount: STAKE } });
    assert.equal(jackpot.type, 'ok', JSON.stringify(jackpot));
    assert.equal((await alice.request({ type: 'ready', table: TABLE })).type, 'ok');
    await alice.until((f) => ofTable(f) && (f.round as Round)?.id === round.id && !!(f.round as Round)?.legal.some((l) => l.type === 'fold'), 0, 5_000);

    // The stakes are on the table; the pool has not moved (the contribution is posted at the round's end).
    assert.deepEqual({ alice: await bal('wallet:alice'), pool: await bal('pool:jackpot-crash'), table: await bal(`table:${TABLE}`) }, { alice: start.alice - ANTE - STAKE, pool: SEED, table: ANTE + STAKE });
    child.proc.kill('SIGKILL');
    await exited(child.proc);
    await alice.close();
    assert.equal((await db.one<{ status: string }>('SELECT status FROM rounds WHERE id = ?', [round.id]))?.status, 'open', 'the round was open at the kill');

    // One restart: the round goes on where it stood; nobody answers, the decision's time runs out.
    child = await startChild(path, ENV);
    let status = 'open';
    for (let i = 0; i < 150 && status === 'open'; i++) {
      await sleep(100);
      status = String((await db.one<{ status: string }>('SELECT status FROM rounds WHERE id = ?', [round.id]))?.status);
    }
    assert.equal(status, 'settled', 'the round was finished by its timer after the restart');
    const settlement = JSON.parse(String((await db.one<{ settlement: string }>('SELECT settlement FROM rounds WHERE id = ?', [round.id]))?.settlement)) as Settlement;
    assert.deepEqual(settlement.lines.map((l) => [l.bettor, l.bet, l.stake, l.returned]), [['alice', 'ante', ANTE, 0]], '000 §11 V.3: a pass loses the ante');
    assert.deepEqual(settlement.jackpots?.contributions.map((c) => [c.jackpot, c.bettor, c.stake]), [['crash', 'alice', STAKE]], 'the jackpot bet leaves the table once');
    const awarded = settlement.jackpots?.awards.length ?? 0;
    const prize = Number((await db.one<{ s: number | null }>("SELECT SUM(p.amount) AS s FROM ledger_postings p JOIN ledger_tx t ON t.id = p.tx_id WHERE t.round_id = ? AND t.kind = 'jackpot-award' AND p.account_id = 'wallet:alice'", [round.id]))?.s ?? 0);
    assert.equal(prize > 0, awarded > 0, 'a prize is paid if and only if her five cards won one');
    // The pool: the seed, the contribution (7/10 of 100), less a prize if her five cards won one, the house
    // resetting to the seed a pool a prize left below it.
    const pool = Math.max(SEED, SEED + 70 - prize);
    const reset = pool - (SEED + 70 - prize);
    assert.deepEqual(
      { alice: await bal('wallet:alice'), pool: await bal('pool:jackpot-crash'), table: await bal(`table:${TABLE}`), revenue: (await bal('revenue')) - start.revenue, house: (await bal('house')) - start.house },
      { alice: start.alice - ANTE - STAKE + prize, pool, table: 0, revenue: 30, house: ANTE - reset },
      'exact to the cent',
    );
    // Nothing posted twice: one entry of each kind for the round, no void.
    const kinds = await db.all<{ kind: string; n: number }>('SELECT kind, COUNT(*) AS n FROM ledger_tx WHERE round_id = ? GROUP BY kind ORDER BY kind', [round.id]);
    const want: Record<string, number> = { 'jackpot-contribution': 1, loss: 1, stake: 2 };
    if (prize > 0) want['jackpot-award'] = 1;
    if (reset > 0) want['jackpot-seed'] = 1;
    assert.deepEqual(Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)])), want);
    const audit = await auditLedger(db);
    assert.deepEqual([audit.total, audit.negative, audit.unbalanced, audit.drift], [0, [], [], []], 'the ledger audit is clean');
    const tables = await auditTableAccounts(db, [highCard, ...registered()]);
    assert.deepEqual(tables.mismatched, [], 'the table accounts agree with their states');
    await db.close();
    child.proc.kill('SIGTERM');
    await exited(child.proc);
    child = null;
  } finally {
    if (child) {
      child.proc.kill('SIGKILL');
      await exited(child.proc);
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
