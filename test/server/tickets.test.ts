/**
 * A machine's cash-out tickets at the server (003 §4.3, issue 22): a player cashes out credit from the wallet as a
 * ticket (a random validation code, the amount, the casino, issue and expiry times); the cashier cashes it once, only
 * in the issuing casino, within its validity and for the amount issued. Every refusal is a typed error and writes
 * nothing; the ledger moves the amount wallet → pool:tickets → external, to the cent.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';

let s: TestServer;
let base: string;
const clock = new ManualClock();
before(async () => {
  s = await startTestServer({ clock, tickets: { casino: 'olympic-tallinn', validDays: 30, denomination: 1 } });
  base = s.url;
});
after(async () => s.stop());

interface Ticket { code: string; casino: string; amount: number; holder: string; issuedAt: number; expiresAt: number; redeemedAt: number | null }
const balance = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
/** Everything a refusal must leave as it was: the ledger's transactions, the accounts' balances, the tickets. */
const snapshot = async (): Promise<string> =>
  JSON.stringify([
    await s.ctx.db.all('SELECT COUNT(*) AS n FROM ledger_tx'),
    await s.ctx.db.all('SELECT id, balance FROM ledger_accounts ORDER BY id'),
    await s.ctx.db.all('SELECT * FROM machine_tickets ORDER BY code'),
  ]);

test('003 §4.3.2: a cash-out is a ticket for the credit paid out — a random code, the amount, the casino, issued now and valid 30 days (§1.2.4); a retry with the same key is the same ticket', async () => {
  const alice = await login(base, 'alice');
  const before = await balance('wallet:alice');
  const pool = await balance('pool:tickets');
  const r = await http<{ ticket: Ticket; duplicate: boolean }>(base, 'POST', '/api/tickets', { key: 'cash-out-1', amount: 2_537 }, alice);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const t = r.body.ticket;
  assert.match(t.code, /^\d{6}-\d{6}-\d{6}$/);
  assert.deepEqual([t.casino, t.amount, t.holder, t.issuedAt, t.expiresAt - t.issuedAt, t.redeemedAt], ['olympic-tallinn', 2_537, 'alice', clock.now(), 30 * 86_400_000, null]);
  const again = await http<{ ticket: Ticket; duplicate: boolean }>(base, 'POST', '/api/tickets', { key: 'cash-out-1', amount: 2_537 }, alice);
  assert.deepEqual([again.body.ticket.code, again.body.duplicate], [t.code, true]);
  assert.equal(await balance('wallet:alice'), before - 2_537, 'the wallet paid the ticket once, to the cent');
  assert.equal(await balance('pool:tickets'), pool + 2_537, 'the ticket is a liability until cashed');
  const other = await http<{ ticket: Ticket }>(base, 'POST', '/api/tickets', { key: 'cash-out-2', amount: 100 }, alice);
  assert.notEqual(other.body.ticket.code, t.code, 'every ticket has its own code');
  const mine = await http<{ tickets: Ticket[] }>(base, 'GET', '/api/tickets', undefined, alice);
  assert.deepEqual(mine.body.tickets.map((x) => x.code).sort(), [t.code, other.body.ticket.code].sort());
});

test('000 GP9: a cash-out larger than the wallet is refused and writes nothing', async () => {
  const bob = await login(base, 'bob');
  const snap = await snapshot();
  const r = await http<{ code: string }>(base, 'POST', '/api/tickets', { key: 'too-much-1', amount: (await balance('wallet:bob')) + 1 }, bob);
  assert.equal(r.body.code, 'ledger/insufficient-funds', JSON.stringify(r.body));
  assert.equal(await snapshot(), snap);
});

test('003 §4.3: the cashier cashes a ticket once; every refusal is typed and changes nothing: another casino (§4.3.4), an unknown code, an amount other than issued (§4.3.3), a copy of a cashed ticket (§4.3.6), an expired ticket (§4.3.4, §4.3.5)', async () => {
  const carol = await login(base, 'carol');
  const cashier = await login(base, 'cashier');
  const first = await http<{ ticket: Ticket }>(base, 'POST', '/api/tickets', { key: 'to-cash-1', amount: 12_345 }, carol);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const issued = first.body.ticket;
  const late = (await http<{ ticket: Ticket }>(base, 'POST', '/api/tickets', { key: 'to-expire', amount: 500 }, carol)).body.ticket;
  const redeem = (body: unknown, token = cashier) => http<{ code: string; cite?: string; ticket?: Ticket }>(base, 'POST', '/api/cashier/tickets/redeem', body, token);
  const refused = async (body: unknown, status: number, code: string, token = cashier): Promise<void> => {
    const snap = await snapshot();
    const r = await redeem(body, token);
    assert.deepEqual([r.status, r.body.code], [status, code], JSON.stringify(r.body));
    assert.equal(await snapshot(), snap, `${code} changed nothing`);
  };
  await refused({ code: issued.code, amount: issued.amount, casino: issued.casino }, 403, 'auth/forbidden', carol);
  await refused({ code: issued.code, amount: issued.amount, casino: 'olympic-riga' }, 403, 'tickets/other-casino');
  await refused({ code: '000000-000000-000000', amount: issued.amount, casino: issued.casino }, 404, 'tickets/unknown');
  await refused({ code: issued.code, amount: issued.amount + 1, casino: issued.casino }, 409, 'tickets/amount-differs');
  const pool = await balance('pool:tickets');
  const external = await balance('external');
  const ok = await redeem({ code: issued.code, amount: 12_345, casino: 'olympic-tallinn' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal(ok.body.ticket?.redeemedAt, clock.now());
  assert.equal(await balance('pool:tickets'), pool - 12_345, 'the liability is paid off, to the cent');
  assert.equal(await balance('external'), external + 12_345, 'cash across the counter');
  await refused({ code: issued.code, amount: 12_345, casino: 'olympic-tallinn' }, 409, 'tickets/already-cashed');
  await clock.advance(30 * 86_400_000 + 1);
  await refused({ code: late.code, amount: 500, casino: 'olympic-tallinn' }, 410, 'tickets/expired');
  const looked = await http<{ ticket: Ticket }>(base, 'GET', `/api/cashier/tickets/${issued.code}`, undefined, cashier);
  assert.equal(looked.body.ticket.redeemedAt !== null, true);
  const audit = await auditLedger(s.ctx.db);
  assert.equal(audit.ok, true, JSON.stringify(audit));
});
