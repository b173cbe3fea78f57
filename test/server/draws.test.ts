/**
 * The catalogue's draw games at the server (issue 21, 000-A6 to A10): opened by the administrator from a configuration
 * validated whole, tickets bought with the wallet's money (idempotent), the sale closed and the draw held by a dealer,
 * wins paid by the cashier, the cashier's and auditor's report; the secret hidden from everyone until the draw.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { verifyCommitment } from '../../src/rng/commitment.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let base: string;
before(async () => {
  s = await startTestServer();
  base = s.url;
});
after(async () => s.stop());

type View = { phase: string; commitment: string; sold: number; tickets: { no: number; holder: string; numbers?: number[]; code?: string }[]; result?: number[]; wins?: { no: number; holder: string; amount: number; paid: boolean }[]; secret?: { order: string[]; salt: string } };
const wallet = async (u: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [`wallet:${u}`]))?.balance);

test('000-A8/A9/A10: the administrator\'s configuration is refused whole, with the paragraph it breaks; only the administrator opens a draw', async () => {
  const admin = await login(base, 'admin');
  const cash = await http<{ code: string; message: string }>(base, 'POST', '/api/draws', { kind: 'raffle', id: 'cash-raffle', name: 'Cash', price: 100, tickets: 10, prizes: [{ kind: 'cash', value: 500 }] }, admin);
  assert.equal(cash.status, 400);
  assert.equal(cash.body.code, 'draws/money-prize');
  assert.match(cash.body.message, /000-A8/);
  const short = await http<{ code: string }>(base, 'POST', '/api/draws', { kind: 'tombola', id: 'short', name: 'Short', price: 100, tickets: 10, mode: 'immediate', objects: [{ prize: { kind: 'goods', description: 'a radio', value: 1001 } }] }, admin);
  assert.equal(short.body.code, 'draws/takings-short');
  const promo = await http<{ code: string }>(base, 'POST', '/api/draws', { kind: 'promotion', id: 'promo', name: 'Promo', product: 'a coffee', surcharge: 5, entries: 1000, prizes: [{ kind: 'cash', value: 500 }] }, admin);
  assert.equal(promo.body.code, 'draws/surcharge');
  assert.equal((await http(base, 'POST', '/api/draws', { kind: 'raffle', id: 'x', name: 'X', price: 100, tickets: 10, prizes: [{ kind: 'goods', description: 'a pen', value: 100 }] }, await login(base, 'cashier'))).status, 403);
  assert.deepEqual((await http<{ draws: unknown[] }>(base, 'GET', '/api/draws', undefined, admin)).body.draws, [], 'nothing was opened');
});

test('000-A6 a: a lottery sells tickets for the wallet\'s money once per key, hides its draw from everyone until it is held, and the cashier pays each win once', async () => {
  const admin = await login(base, 'admin');
  const opened = await http<View>(base, 'POST', '/api/draws', { kind: 'lottery-fixed', id: 'tris', name: 'Tris', price: 100, numbers: 10, drawn: 3, pick: 3, prizes: [{ matches: 3, amount: 3000 }, { matches: 2, amount: 200 }, { matches: 1, amount: 50 }] }, admin);
  assert.equal(opened.status, 200);
  assert.equal(opened.body.secret, undefined, 'not even the administrator sees the draw');
  const alice = await login(base, 'alice');
  const bob = await login(base, 'bob');
  const a0 = await wallet('alice');
  const buy = (token: string, key: string, numbers?: number[]) => http<{ ticket: { no: number }; duplicate: boolean; balance: number; code?: string }>(base, 'POST', '/api/draws/tris/tickets', { key, ...(numbers ? { numbers } : {}) }, token);
  const first = await buy(alice, 'alice-ticket-1', [1, 2, 3]);
  assert.equal(first.status, 200);
  assert.equal(first.body.balance, a0 - 100);
  const again = await buy(alice, 'alice-ticket-1', [1, 2, 3]);
  assert.equal(again.body.duplicate, true, 'the same key is the same ticket');
  assert.equal(await wallet('alice'), a0 - 100, 'and is paid once');
  const bad = await buy(alice, 'alice-ticket-2', [1, 2, 11]);
  assert.equal(bad.status, 409);
  assert.equal(bad.body.code, 'draws/bad-combination');
  assert.equal(await wallet('alice'), a0 - 100, 'a refused ticket costs nothing');
  for (let i = 0; i < 9; i++) assert.equal((await buy(alice, `alice-more-${i}`, [(i % 8) + 1, (i % 8) + 2, 10])).status, 200);
  assert.equal((await buy(bob, 'bob-ticket-1')).status, 200, 'a quick pick');
  const seenByAlice = await http<View>(base, 'GET', '/api/draws/tris', undefined, alice);
  assert.equal(seenByAlice.body.sold, 11);
  assert.ok(seenByAlice.body.tickets.every((t) => t.holder === 'alice'), 'a player sees only her tickets');
  const dealer = await login(base, 'dealer');
  assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/tris/draw', undefined, dealer)).body.code, 'draws/sale-open');
  assert.equal((await http(base, 'POST', '/api/draws/tris/close', undefined, admin)).status, 403, 'the administrator configures; a dealer runs the draw');
  assert.equal((await http(base, 'POST', '/api/draws/tris/close', undefined, dealer)).status, 200);
  assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/tris/tickets', { key: 'alice-late-1' }, alice)).body.code, 'draws/sale-closed');
  assert.equal((await http<View>(base, 'GET', '/api/draws/tris', undefined, dealer)).body.secret, undefined, 'closed but not drawn: still hidden');
  const drawn = await http<View>(base, 'POST', '/api/draws/tris/draw', undefined, dealer);
  assert.equal(drawn.status, 200);
  const { secret, result, tickets, wins } = drawn.body;
  assert.ok(secret && result && wins);
  assert.ok(verifyCommitment(opened.body.commitment, secret.order, secret.salt), 'the draw is the one committed at the opening');
  const expected = tickets.flatMap((t) => {
    const m = (t.numbers ?? []).filter((n) => result.includes(n)).length;
    const amount = ({ 3: 3000, 2: 200, 1: 50 } as Record<number, number>)[m];
    return amount ? [{ no: t.no, holder: t.holder, amount }] : [];
  });
  assert.deepEqual(wins.map((w) => ({ no: w.no, holder: w.holder, amount: w.amount })), expected);
  const cashier = await login(base, 'cashier');
  const before = { alice: await wallet('alice'), bob: await wallet('bob') };
  for (const w of wins) assert.equal((await http(base, 'POST', '/api/draws/tris/pay', { no: w.no }, cashier)).status, 200);
  const owed = (u: string) => expected.filter((w) => w.holder === u).reduce((a, w) => a + w.amount, 0);
  assert.equal(await wallet('alice'), before.alice + owed('alice'));
  assert.equal(await wallet('bob'), before.bob + owed('bob'));
  if (wins[0]) assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/tris/pay', { no: wins[0].no }, cashier)).body.code, 'draws/already-paid');
  const losing = tickets.find((t) => !wins.some((w) => w.no === t.no));
  if (losing) assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/tris/pay', { no: losing.no }, cashier)).body.code, 'draws/not-a-winner');
  const report = await http<{ draws: { id: string; takings: number; prizesPaid: number; unpaid: number; return: { exact: string } | null }[] }>(base, 'GET', '/api/draws/report', undefined, await login(base, 'auditor'));
  const row = report.body.draws.find((d) => d.id === 'tris');
  assert.deepEqual(row && { takings: row.takings, paid: row.prizesPaid, unpaid: row.unpaid }, { takings: 1100, paid: owed('alice') + owed('bob'), unpaid: 0 });
  // (3000 × 1 + 200 × 21 + 50 × 63) / 120 / 100 = 10350 / 12000
  assert.equal(row?.return?.exact, '69/80');
  assert.equal((await http(base, 'GET', '/api/draws/report', undefined, alice)).status, 403);
});

test('000-A7: an instant lot\'s prize is paid on its validation code, once; a forged code is refused; a wallet short of the price buys nothing; the books stay clean', async () => {
  const admin = await login(base, 'admin');
  assert.equal((await http(base, 'POST', '/api/draws', { kind: 'instant-lot', id: 'rasca', name: 'Rasca', price: 500, series: 1, ticketsPerSeries: 4, prizes: [{ amount: 1000, count: 2 }, { amount: 400, count: 2 }] }, admin)).status, 200);
  const carol = await login(base, 'carol');
  const codes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await http<{ ticket: { code: string } }>(base, 'POST', '/api/draws/rasca/tickets', { key: `carol-rasca-${i}` }, carol);
    assert.equal(r.status, 200);
    codes.push(r.body.ticket.code);
  }
  assert.equal(new Set(codes).size, 4);
  assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/rasca/tickets', { key: 'carol-rasca-9' }, carol)).body.code, 'draws/sold-out');
  const cashier = await login(base, 'cashier');
  const c0 = await wallet('carol');
  let paid = 0;
  for (const code of codes) {
    const r = await http<{ win: { amount: number } }>(base, 'POST', '/api/draws/rasca/pay', { code }, cashier);
    assert.equal(r.status, 200, 'every ticket of this lot wins');
    paid += r.body.win.amount;
  }
  assert.equal(paid, 2800);
  assert.equal(await wallet('carol'), c0 + 2800);
  assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/rasca/pay', { code: codes[0] }, cashier)).body.code, 'draws/already-paid');
  const forged = (codes[0] as string).replace(/.$/, (c) => (c === '0' ? '1' : '0'));
  assert.equal((await http<{ code: string }>(base, 'POST', '/api/draws/rasca/pay', { code: forged }, cashier)).body.code, 'draws/unknown-code');
  // A player whose wallet cannot pay the price gets a typed refusal and no ticket.
  assert.equal((await http(base, 'POST', '/api/draws', { kind: 'raffle', id: 'hamper', name: 'Hamper', price: 10_000_000, tickets: 10, prizes: [{ kind: 'goods', description: 'a hamper', value: 5000 }] }, admin)).status, 200);
  const poor = await http<{ code: string }>(base, 'POST', '/api/draws/hamper/tickets', { key: 'carol-hamper-1' }, carol);
  assert.equal(poor.body.code, 'ledger/insufficient-funds');
  assert.equal((await http<View>(base, 'GET', '/api/draws/hamper', undefined, carol)).body.sold, 0);
  const audit = await auditLedger(s.ctx.db);
  assert.equal(audit.total, 0);
  assert.deepEqual(audit.negative, []);
  assert.deepEqual(audit.unbalanced, []);
  assert.deepEqual(audit.drift, []);
});
