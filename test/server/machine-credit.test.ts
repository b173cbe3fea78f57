/**
 * Credit at the machine (issue 22; 003 §4.2, §4.3): a machine plays from the player's seat stack at its table — the
 * credit meter. Credit is loaded from the wallet in whole coins of the machine's denomination (`buy-in`), each game's
 * stake is taken from it and its win added; the whole credit leaves as a cash-out ticket (stack → pool:tickets); a
 * ticket inserted into another machine of the casino is redeemed once and loaded as credit there (pool:tickets →
 * stack), refused with a typed error and nothing written when unknown, of another casino, presented for another
 * amount, or a copy; the last ticket is cashed at the cashier. Every balance to the cent; the ledger's audit is ok.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { machineBingo } from '../../src/games/machines/bingo/index.js';
import { keno } from '../../src/games/machines/keno/index.js';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
before(async () => {
  s = await startTestServer({ games: [machineBingo, keno], tickets: { casino: 'olympic-tallinn', validDays: 30, denomination: 1 }, timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000, outcomeMs: 0, stepMs: 0 } });
});
after(async () => s.stop());

interface Ticket { code: string; casino: string; amount: number; holder: string; redeemedAt: number | null }
const bal = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
const snapshot = async (): Promise<string> =>
  JSON.stringify([await s.ctx.db.all('SELECT COUNT(*) AS n FROM ledger_tx'), await s.ctx.db.all('SELECT id, balance FROM ledger_accounts ORDER BY id'), await s.ctx.db.all('SELECT * FROM machine_tickets ORDER BY code')]);

async function machine(id: string, game: typeof keno | typeof machineBingo): Promise<TableRuntime> {
  await s.ctx.catalog.create({ id, game: game.id, profile: 'ee-oc', name: id, config: game.defaultTable(game.profiles.get('ee-oc') as never), boxes: 1, maxBoxesPerPlayer: 1 });
  await s.ctx.host.tick();
  const rt = s.ctx.host.get(id) as TableRuntime;
  rt.attach('alice');
  await rt.sit('alice', 1);
  return rt;
}

let k = 0;
/** Plays one game's actions as alice; returns what the settlement returned her. */
async function play(rt: TableRuntime, actions: object[]): Promise<{ stake: number; returned: number }> {
  const before = rt.last?.id ?? null;
  for (const action of actions) {
    let r = rt.roundFor('player', 'alice');
    for (let i = 0; i < 200 && !r; i++) {
      await new Promise((ok) => setTimeout(ok, 10));
      r = rt.roundFor('player', 'alice');
    }
    assert.ok(r, 'a game is open');
    await rt.act({ username: 'alice', as: 'player', key: `g-${++k}`, round: r.id, version: r.version, action: action as never });
  }
  for (let i = 0; i < 300 && (rt.last?.id ?? null) === before; i++) await new Promise((ok) => setTimeout(ok, 10));
  await rt.idle();
  const line = rt.last?.lines[0];
  assert.ok(line && rt.last?.outcome === 'settled', 'the game was settled');
  return { stake: line.stake, returned: line.returned };
}

test('003 §4.2–§4.3: load → play → ticket → the ticket as credit at another machine → play → ticket → cash at the cashier, to the cent', async () => {
  const alice = await login(s.url, 'alice');
  const cashier = await login(s.url, 'cashier');
  const wallet0 = await bal('wallet:alice');
  const pool0 = await bal('pool:tickets');
  const external0 = await bal('external');
  const a = await machine('bingo-a', machineBingo);
  const b = await machine('keno-b', keno);

  // Credit from the wallet, in whole coins of the denomination (1.00): 1.50 is refused and moves nothing.
  const quiet = await snapshot();
  await assert.rejects(a.buyIn('alice', 150, 'load-x'), { code: 'table/buy-in-denomination' });
  assert.equal(await snapshot(), quiet);
  const loaded = await a.buyIn('alice', 5_000, 'load-1');
  assert.deepEqual([loaded.stack, loaded.wallet], [5_000, wallet0 - 5_000]);

  // One game: the stake from the credit, the win added to it.
  const g1 = await play(a, [{ type: 'play', amount: 300 }]);
  assert.equal(g1.stake, 300);
  const credit1 = 5_000 - 300 + g1.returned;
  assert.equal(await bal('stack:bingo-a:alice'), credit1, 'the credit meter: 50.00 − 3.00 + the win');
  assert.equal(a.stackBalances.alice, credit1);

  // Cash-out: the whole credit as a ticket; the same key is the same ticket; no credit left, no ticket.
  const t1r = await http<{ ticket: Ticket; duplicate: boolean }>(s.url, 'POST', '/api/tables/bingo-a/ticket', { key: 'cash-out-1' }, alice);
  assert.equal(t1r.status, 200, JSON.stringify(t1r.body));
  const t1 = t1r.body.ticket;
  assert.deepEqual([t1.amount, t1.casino, t1.holder, t1.redeemedAt], [credit1, 'olympic-tallinn', 'alice', null], '003 §4.3.2: the ticket is for the credit paid out');
  assert.equal((await http<{ duplicate: boolean }>(s.url, 'POST', '/api/tables/bingo-a/ticket', { key: 'cash-out-1' }, alice)).body.duplicate, true);
  assert.equal(await bal('stack:bingo-a:alice'), 0);
  assert.equal(await bal('pool:tickets'), pool0 + credit1);
  const none = await http<{ code: string }>(s.url, 'POST', '/api/tables/bingo-a/ticket', { key: 'cash-out-2' }, alice);
  assert.deepEqual([none.status, none.body.code], [409, 'tickets/no-credit']);

  // The ticket at another machine: each refusal typed, nothing written.
  const before = await snapshot();
  const refusals: [object, number, string][] = [
    [{ code: '000000-000000-000000', amount: credit1, casino: 'olympic-tallinn' }, 404, 'tickets/unknown'],
    [{ code: t1.code, amount: credit1, casino: 'olympic-tartu' }, 403, 'tickets/other-casino'],
    [{ code: t1.code, amount: credit1 + 1, casino: 'olympic-tallinn' }, 409, 'tickets/amount-differs'],
  ];
  for (const [body, status, code] of refusals) {
    const r = await http<{ code: string }>(s.url, 'POST', '/api/tables/keno-b/ticket-credit', body, alice);
    assert.deepEqual([r.status, r.body.code], [status, code]);
  }
  assert.equal(await snapshot(), before, 'a refused ticket changes nothing');
  const inserted = await http<{ credited: number; credit: number; ticket: Ticket }>(s.url, 'POST', '/api/tables/keno-b/ticket-credit', { code: t1.code, amount: credit1, casino: 'olympic-tallinn' }, alice);
  assert.equal(inserted.status, 200, JSON.stringify(inserted.body));
  assert.deepEqual([inserted.body.credited, inserted.body.credit], [credit1, credit1]);
  assert.equal(await bal('stack:keno-b:alice'), credit1);
  assert.equal(await bal('pool:tickets'), pool0, 'the ticket is redeemed: the casino owes it no more');
  const copy = await snapshot();
  const again = await http<{ code: string }>(s.url, 'POST', '/api/tables/keno-b/ticket-credit', { code: t1.code, amount: credit1, casino: 'olympic-tallinn' }, alice);
  assert.deepEqual([again.status, again.body.code], [409, 'tickets/already-cashed'], '003 §4.3.6: a copy');
  const atDesk = await http<{ code: string }>(s.url, 'POST', '/api/cashier/tickets/redeem', { code: t1.code, amount: credit1, casino: 'olympic-tallinn' }, cashier);
  assert.deepEqual([atDesk.status, atDesk.body.code], [409, 'tickets/already-cashed'], 'nor is it cashed at the desk after');
  assert.equal(await snapshot(), copy);

  // A game of keno from the ticket's credit, then the credit out as a ticket, cashed at the cashier.
  const g2 = await play(b, [{ type: 'bet', amount: 200 }, { type: 'mark', number: 7 }, { type: 'play' }]);
  const credit2 = credit1 - 200 + g2.returned;
  assert.equal(await bal('stack:keno-b:alice'), credit2);
  const t2 = (await http<{ ticket: Ticket }>(s.url, 'POST', '/api/tables/keno-b/ticket', { key: 'cash-out-3' }, alice)).body.ticket;
  assert.equal(t2.amount, credit2);
  const cashed = await http<{ ticket: Ticket }>(s.url, 'POST', '/api/cashier/tickets/redeem', { code: t2.code, amount: credit2, casino: 'olympic-tallinn' }, cashier);
  assert.equal(cashed.status, 200, JSON.stringify(cashed.body));
  assert.equal(await bal('external'), external0 + credit2, 'the cashier paid the second ticket across the counter');
  assert.deepEqual(
    [await bal('wallet:alice'), await bal('stack:bingo-a:alice'), await bal('stack:keno-b:alice'), await bal('pool:tickets')],
    [wallet0 - 5_000, 0, 0, pool0],
    'the wallet paid 50.00 once; the credit left as tickets; every ticket is redeemed',
  );
  assert.equal(credit2, 5_000 - 300 - 200 + g1.returned + g2.returned, 'what the cashier paid is the load less the stakes plus the wins');
  const audit = await auditLedger(s.ctx.db);
  assert.equal(audit.ok, true, JSON.stringify(audit));
});
