/**
 * The quarterly ranking's payout at the server (003 §3.4.5, 003-CP-RANK): a ranking sit & go (the 2% ranking fund) is
 * played to its end; the staff's screen of the quarter shows the standings, one point's value and the TOP 10's payout
 * from the fund; paying before the quarter has ended is refused; after it, the cashier pays it — ledger entries from
 * the fund to the wallets, to the cent, the rounding remainder left in the fund — and a second payout is refused with a
 * typed error that changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { games as registered } from '../../src/registry.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import { ManualClock } from './manual-clock.js';
import { http, login, sleep, startTestServer, type TestServer } from './helpers.js';

const ID = 'rank-hu';
const clock = new ManualClock(Date.UTC(2026, 10, 27, 18));
let s: TestServer;
before(async () => {
  s = await startTestServer({ games: registered().filter((g) => g.id === 'texas-holdem'), clock });
});
after(async () => s.stop());

const balance = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);
interface Legal { type: string; amount?: { min: number; max: number } }
interface Screen {
  ranking: { standings: { rank: number; player: string; micro: number }[] };
  payout: { fund: number; paidMicro: number; pointValue: number; payouts: { player: string; micro: number; amount: number }[]; paid: number; remainder: number };
  paidOut: { amount: number } | null;
}

test('003 §3.4.5: the quarter\'s ranking screen (points, point value, TOP 10 payout) and its payout from the ranking fund to the wallets, to the cent, once, after the quarter', async () => {
  const b = shippedBases().find((x) => x.kind === 'sit-and-go');
  assert.ok(b);
  const dealer = await login(s.url, 'dealer');
  const bases = { ...b, id: ID, name: 'Ranking heads-up', seatsPerTable: 2, minPlayers: 2, maxPlayers: 2, breaks: [], rankingFundPercent: 2 };
  assert.equal((await http(s.url, 'POST', '/api/tournaments', { id: ID, bases }, dealer)).status, 200);
  const tokens = new Map<string, string>();
  for (const p of ['alice', 'bob']) {
    tokens.set(p, await login(s.url, p));
    assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/register`, { key: `${p}-register` }, tokens.get(p))).status, 200);
  }
  // Both players shove and call until one has every chip.
  let status = '';
  for (let i = 0; i < 500 && status !== 'finished'; i++) {
    let acted = false;
    for (const [p, token] of tokens) {
      const r = (await http<{ status: string; view: { mine?: { table: string; legal: Legal[] } | null } }>(s.url, 'GET', `/api/tournaments/${ID}`, undefined, token)).body;
      status = r.status;
      const l = r.view.mine?.legal.find((x) => x.amount) ?? r.view.mine?.legal.find((x) => x.type === 'call');
      if (!r.view.mine || !l) continue;
      const action: Record<string, unknown> = { type: l.type, ...(l.amount ? { amount: l.amount.max } : {}) };
      await http(s.url, 'POST', `/api/tournaments/${ID}/hand`, { key: `${p}-shove-${i}`, table: r.view.mine.table, action }, token);
      acted = true;
    }
    if (!acted) await sleep(10);
  }
  assert.equal(status, 'finished');
  const fund = await balance('pool:ranking-fund');
  assert.equal(fund, Math.floor((2 * bases.entry * 2) / 100), '2% of the pool went to the ranking fund');

  const cashier = await login(s.url, 'cashier');
  const screen = (await http<Screen>(s.url, 'GET', '/api/tournaments-ranking/2026-Q4', undefined, cashier)).body;
  assert.deepEqual(screen.ranking.standings.map((x) => x.player).sort(), ['alice', 'bob']);
  assert.equal(screen.payout.fund, fund);
  const total = screen.ranking.standings.reduce((t, x) => t + x.micro, 0);
  assert.equal(screen.payout.paidMicro, total);
  for (const p of screen.payout.payouts) assert.equal(p.amount, Math.floor((fund * p.micro) / total), `${p.player}: fund × points ÷ the TOP 10's points, rounded down to the cent`);
  assert.equal(screen.payout.paid + screen.payout.remainder, fund);
  assert.equal(screen.paidOut, null);
  assert.equal((await http(s.url, 'GET', '/api/tournaments-ranking/2026-Q4', undefined, tokens.get('alice'))).status, 403, 'a player does not see the staff screen');

  const early = await http<{ code: string }>(s.url, 'POST', '/api/tournaments-ranking/2026-Q4/pay', { key: 'pay-2026-q4' }, cashier);
  assert.equal(early.status, 409);
  assert.equal(early.body.code, 'ranking/quarter-open', 'not paid before the quarter ends');
  assert.equal(await balance('pool:ranking-fund'), fund);

  await clock.advance(Date.UTC(2027, 0, 1) - clock.now());
  const wallets = new Map([['alice', await balance('wallet:alice')], ['bob', await balance('wallet:bob')]]);
  const paid = await http<Screen>(s.url, 'POST', '/api/tournaments-ranking/2026-Q4/pay', { key: 'pay-2026-q4' }, cashier);
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  assert.equal(paid.body.paidOut?.amount, screen.payout.paid);
  for (const p of screen.payout.payouts) assert.equal(await balance(`wallet:${p.player}`), (wallets.get(p.player) as number) + p.amount, `${p.player} paid to the cent`);
  assert.equal(await balance('pool:ranking-fund'), screen.payout.remainder, 'the remainder stays in the fund');
  const again = await http<{ code: string }>(s.url, 'POST', '/api/tournaments-ranking/2026-Q4/pay', { key: 'pay-2026-q4-again' }, cashier);
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 'ranking/already-paid', 'a quarter is paid once');
  assert.equal(await balance('pool:ranking-fund'), screen.payout.remainder, 'the refused payout changed nothing');
  assert.equal((await auditLedger(s.ctx.db)).ok, true);
});
