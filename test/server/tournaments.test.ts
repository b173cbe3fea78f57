/**
 * Tournaments at the server (issue 20): a sit & go opened from its bases, registered for with the wallet's money
 * (entry to the prize pool `pool:<id>`, fee to the house's revenue), refunded on unregistration, started when full by
 * the server's clock, played by bots over HTTP hand by hand to the last player, paid by the prize table from the pool
 * — the ledger balanced to the cent —, its log replaying to the stored state; 003 §3.2.7 (no tournament and cash game
 * at once); hidden cards hidden from everyone, staff included; the Sit & Go book.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auditLedger } from '../../src/ledger/ledger-store.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { games as registered } from '../../src/registry.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import { highCard } from '../fixtures/high-card/index.js';
import { Client, http, login, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
let base: string;
const PLAYERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];
before(async () => {
  // Hold'em's cash tables too (003 §3.2.7 is about them).
  s = await startTestServer({ games: [highCard, ...registered().filter((g) => g.id === 'texas-holdem')] });
  base = s.url;
  await s.ctx.accounts.create('frank', 'frank-password-1', ['player']);
  await s.ctx.accounts.cashier('frank', 'credit', 100_000, 'frank-opening', 'test opening');
});
after(async () => s.stop());

const balance = async (account: string): Promise<number> => Number((await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);

interface Legal { type: string; amount?: { min: number; max: number } }
interface TView {
  status: string;
  playersLeft: number;
  prizePool: number;
  standings: { player: string; status: string; chips: number; table: string | null; place: number | null; prize: number }[];
  tables: { id: string; hand: unknown }[];
  mine?: { table: string; legal: Legal[] } | null;
}

/** A short sit & go for six: the shipped bases, fewer chips and seats, so bots finish it in seconds. */
const bases = () => {
  const b = shippedBases().find((x) => x.kind === 'sit-and-go');
  assert.ok(b, 'a sit & go is shipped');
  return { ...b, id: 'sng-test', name: 'Test sit & go', seatsPerTable: 6, minPlayers: 6, maxPlayers: 6, startingStack: 400, breaks: [], levels: b.levels.slice(0, 8) };
};

test('000 Art. 2bis, 003-CP-PRIZE: a sit & go from registration to payout — entries to the pool, fees to the house, refunds, the clock, the prize table, the ledger to the cent, replay', async () => {
  const dealer = await login(base, 'dealer');
  const refused = await http<{ code: string; message: string }>(base, 'POST', '/api/tournaments', { id: 'bad', bases: { ...bases(), startingStack: 0 } }, dealer);
  assert.equal(refused.status, 400, 'bad bases are refused, naming the field');
  assert.match(refused.body.message, /startingStack/);
  assert.equal((await http(base, 'POST', '/api/tournaments', { id: 'sng-test', bases: bases() }, await login(base, 'alice'))).status, 403, 'a player opens no tournament');
  const opened = await http<{ status: string }>(base, 'POST', '/api/tournaments', { id: 'sng-test', bases: bases() }, dealer);
  assert.equal(opened.status, 200);
  assert.equal(opened.body.status, 'registering');

  const tokens = new Map<string, string>();
  for (const p of PLAYERS) tokens.set(p, await login(base, p, p === 'frank' ? 'frank-password-1' : undefined));
  const opening = new Map<string, number>();
  for (const p of PLAYERS) opening.set(p, await balance(`wallet:${p}`));
  const revenue0 = await balance('revenue');
  const { entry, fee } = bases();

  // Register and unregister: the money goes and comes back whole; the same key is one registration.
  const alice = tokens.get('alice') as string;
  const r1 = await http<{ duplicate: boolean; balance: number }>(base, 'POST', '/api/tournaments/sng-test/register', { key: 'alice-reg-1' }, alice);
  assert.equal(r1.status, 200);
  assert.equal(r1.body.balance, (opening.get('alice') as number) - entry - fee);
  assert.equal((await http<{ duplicate: boolean }>(base, 'POST', '/api/tournaments/sng-test/register', { key: 'alice-reg-1' }, alice)).body.duplicate, true);
  assert.equal(await balance('pool:tournament-sng-test'), entry);
  const un = await http<{ balance: number }>(base, 'POST', '/api/tournaments/sng-test/unregister', { key: 'alice-unreg-1' }, alice);
  assert.equal(un.status, 200);
  assert.equal(un.body.balance, opening.get('alice'), 'unregistered before the start: entry and fee refunded');
  assert.equal(await balance('pool:tournament-sng-test'), 0);

  for (const p of PLAYERS) assert.equal((await http(base, 'POST', '/api/tournaments/sng-test/register', { key: `${p}-register` }, tokens.get(p))).status, 200, `${p} registers`);
  assert.equal(await balance('pool:tournament-sng-test'), entry * PLAYERS.length);
  assert.equal((await balance('revenue')) - revenue0, fee * PLAYERS.length, 'the fees are the house\'s revenue');

  // The server starts it when full and deals; bots play over HTTP until one player has every chip.
  const rng = seededRng('sng-bots');
  let hands = 0;
  let view: TView | null = null;
  for (let step = 0; step < 20_000; step++) {
    let acted = false;
    for (const p of PLAYERS) {
      const r = await http<{ version: number; status: string; view: TView }>(base, 'GET', '/api/tournaments/sng-test', undefined, tokens.get(p));
      view = r.body.view;
      if (r.body.status === 'finished') break;
      const table = view.tables.find((t) => t.id === view?.mine?.table);
      const legal = view.mine?.legal ?? [];
      if (!table || legal.length === 0) continue;
      // Other players' hole cards are never in my view.
      assert.ok(!JSON.stringify(table.hand).includes('"up":false') || JSON.stringify(table.hand).split('"up":false').length <= 3, 'at most my own two face-down cards');
      const pick = legal[rng.int(legal.length)] as Legal;
      const action: Record<string, unknown> = { type: pick.type };
      if (pick.amount) action.amount = rng.int(3) === 0 ? pick.amount.max : pick.amount.min;
      const sent = await http<{ code?: string }>(base, 'POST', '/api/tournaments/sng-test/hand', { key: `${p}-hand-${step}`, table: table.id, action }, tokens.get(p));
      assert.equal(sent.status, 200, `${p}'s legal ${pick.type} is taken: ${JSON.stringify(sent.body)}`);
      acted = true;
      hands++;
    }
    if (view?.status === 'finished') break;
    if (!acted) await new Promise((ok) => setTimeout(ok, 20));
  }
  assert.equal(view?.status, 'finished', `the sit & go finished (${hands} decisions)`);

  // Paid by the prize table (003-CP-PRIZE: up to 8 players, 60% and 40%), from the pool, to the cent.
  const pool = entry * PLAYERS.length;
  view = (await http<{ view: TView }>(base, 'GET', '/api/tournaments/sng-test', undefined, tokens.get('alice'))).body.view;
  const places = view.standings.filter((x) => x.prize > 0).sort((a, b) => (a.place as number) - (b.place as number));
  // Players out in one hand across the money share its prizes (003 §3.1.9.5, docs/tournaments.md); otherwise exact.
  const shared = view.standings.some((x) => (x.place ?? 0) > 2 && x.prize > 0) || view.standings.filter((x) => x.place === 2).length > 1;
  if (!shared) assert.deepEqual(places.map((x) => x.prize), [pool * 0.6, pool * 0.4], JSON.stringify(view.standings));
  else assert.equal(places[0]?.prize, pool * 0.6, 'the winner is paid first place whole');
  assert.equal(places.reduce((t, x) => t + x.prize, 0), pool, 'the whole pool is paid');
  assert.equal(await balance('pool:tournament-sng-test'), 0, 'the pool is paid out whole');
  for (const p of PLAYERS) {
    const won: number = (view as TView).standings.find((x) => x.player === p)?.prize ?? 0;
    assert.equal(await balance(`wallet:${p}`), (opening.get(p) as number) - entry - fee + won, `${p}'s wallet: entry and fee out, prize in`);
  }
  const audit = await auditLedger(s.ctx.db);
  assert.equal(audit.ok, true, JSON.stringify(audit));

  // The auditor replays it from its bases and its log; the book lists it.
  const auditor = await login(base, 'auditor');
  const log = await http<{ replayMatches: boolean; actions: { action: Record<string, unknown> }[] }>(base, 'GET', '/api/tournaments/sng-test/log', undefined, auditor);
  assert.equal(log.body.replayMatches, true);
  assert.ok(log.body.actions.every((a) => a.action.seed === undefined && a.action.draw === undefined), 'no deck seed, no start draw leaves the database');
  const csv = await fetch(`${base}/api/tournaments-book?format=csv`, { headers: { authorization: `Bearer ${auditor}` } });
  assert.match(await csv.text(), /sng-test,Test sit & go,texas-holdem/);
});

test('003 §3.2.7: a player with chips at a cash table may not register, and a registered player may not buy in at a cash table; nobody — staff included — sees a hole card that is not his', async () => {
  const dealer = await login(base, 'dealer');
  const hu = { ...bases(), id: 'hu-test', name: 'Heads-up', seatsPerTable: 2, minPlayers: 2, maxPlayers: 2 };
  assert.equal((await http(base, 'POST', '/api/tournaments', { id: 'hu-test', bases: hu }, dealer)).status, 200);
  const carol = await login(base, 'carol');
  const dave = await login(base, 'dave');
  // carol buys chips at a cash Hold'em table.
  const cash = 'texas-holdem-ee-oc';
  const c = await Client.connect(base, carol);
  const joined = await c.request({ type: 'join', table: cash, as: 'player' });
  assert.equal(joined.type, 'ok', JSON.stringify(joined));
  const sat = await c.request({ type: 'sit', table: cash, box: 1 });
  assert.equal(sat.type, 'ok', JSON.stringify(sat));
  const bought = await c.request({ type: 'buy-in', table: cash, amount: 5_000, key: 'carol-buy-in-1' });
  assert.equal(bought.type, 'ok', JSON.stringify(bought));
  const refused = await http<{ code: string; cite?: string }>(base, 'POST', '/api/tournaments/hu-test/register', { key: 'carol-register' }, carol);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.code, 'tournaments/at-cash-table');
  assert.equal(refused.body.cite, '003 §3.2.7');
  const out = await c.request({ type: 'cash-out', table: cash, key: 'carol-cash-out-1' });
  assert.equal(out.type, 'ok', JSON.stringify(out));
  assert.equal((await http(base, 'POST', '/api/tournaments/hu-test/register', { key: 'carol-register' }, carol)).status, 200, 'cashed out, she registers');
  const again = await c.request({ type: 'buy-in', table: cash, amount: 5_000, key: 'carol-buy-in-2' });
  assert.equal(again.type, 'error');
  assert.equal(again.code, 'tournaments/in-tournament', JSON.stringify(again));
  await c.close();

  // Two players: it starts; each sees his own two cards face up to him, the other's as backs; staff see none.
  assert.equal((await http(base, 'POST', '/api/tournaments/hu-test/register', { key: 'dave-register' }, dave)).status, 200);
  const cardsIn = (hand: unknown): string[] => JSON.stringify(hand).match(/"card":"[2-9TJQKA][cdhs]"/g) ?? [];
  let seen: { carol: string[]; dave: string[]; staff: string[]; board: number } | null = null;
  for (let i = 0; i < 100 && !seen; i++) {
    const get = async (token: string) => (await http<{ view: TView & { tables: { hand: { boards?: string[][] } }[] } }>(base, 'GET', '/api/tournaments/hu-test', undefined, token)).body.view;
    const [vc, vd, vs] = [await get(carol), await get(dave), await get(dealer)];
    const hand = vc.tables[0]?.hand as { phase?: string; boards?: string[][] } | undefined;
    if (hand && hand.phase === 'betting' && (hand.boards?.[0]?.length ?? 0) === 0) seen = { carol: cardsIn(vc.tables[0]?.hand), dave: cardsIn(vd.tables[0]?.hand), staff: cardsIn(vs.tables[0]?.hand), board: 0 };
    else await new Promise((ok) => setTimeout(ok, 20));
  }
  assert.ok(seen, 'a hand was dealt');
  assert.equal(seen.carol.length, 2, 'carol sees her two cards');
  assert.equal(seen.dave.length, 2, 'dave sees his two cards');
  assert.deepEqual(seen.carol.filter((x) => seen?.dave.includes(x)), [], 'and not each other\'s');
  assert.deepEqual(seen.staff, [], 'the tournament director sees no hole card');
});

test('tournament hand recall: a finished hand is recalled by a player dealt into it (his own cards, not the folded opponent\'s), the dealer (no hole card) and the auditor (every card); another player is refused', async () => {
  const carol = await login(base, 'carol');
  const dave = await login(base, 'dave');
  const tokens: Record<string, string> = { carol, dave };
  // hu-test (the test above) has a hand in play: whoever may fold, folds.
  let hands: { table: string; no: number; players: string[] }[] = [];
  for (let i = 0; i < 200 && hands.length === 0; i++) {
    for (const [p, tok] of Object.entries(tokens)) {
      const v = (await http<{ view: TView }>(base, 'GET', '/api/tournaments/hu-test', undefined, tok)).body.view;
      if (v.mine?.legal.some((l) => l.type === 'fold')) await http(base, 'POST', '/api/tournaments/hu-test/hand', { key: `${p}-recall-fold-${i}`, table: v.mine.table, action: { type: 'fold' } }, tok);
    }
    hands = (await http<{ hands: typeof hands }>(base, 'GET', '/api/tournaments/hu-test/hands', undefined, carol)).body.hands;
    if (!hands.length) await new Promise((ok) => setTimeout(ok, 20));
  }
  const h = hands[0];
  assert.ok(h, 'a hand finished');
  assert.deepEqual([...h.players].sort(), ['carol', 'dave']);
  const path = `/api/tournaments/hu-test/hands/${h.table}/${h.no}`;
  const cardsIn = (v: unknown): string[] => JSON.stringify(v).match(/"card":"[2-9TJQKA][cdhs]"/g) ?? [];
  const asCarol = await http<{ view: unknown }>(base, 'GET', path, undefined, carol);
  const asDave = await http<{ view: unknown }>(base, 'GET', path, undefined, dave);
  const asAuditor = await http<{ view: unknown }>(base, 'GET', path, undefined, await login(base, 'auditor'));
  const asDealer = await http<{ view: unknown }>(base, 'GET', path, undefined, await login(base, 'dealer'));
  assert.equal(asCarol.status, 200);
  const [c, d, au, de] = [cardsIn(asCarol.body.view), cardsIn(asDave.body.view), cardsIn(asAuditor.body.view), cardsIn(asDealer.body.view)];
  assert.equal(c.length, 2, 'carol sees her two cards (no board: a fold before the flop)');
  assert.equal(d.length, 2, 'dave sees his');
  assert.deepEqual(c.filter((x) => d.includes(x)), [], 'a folded hand\'s cards stay hidden from the other player');
  assert.equal(au.length, 4, 'the auditor sees every hole card');
  assert.deepEqual(de, [], 'the dealer sees none that was not shown');
  const frank = await login(base, 'frank', 'frank-password-1');
  assert.equal((await http(base, 'GET', path, undefined, frank)).status, 403, 'a player who was not dealt in is refused');
  assert.deepEqual((await http<{ hands: unknown[] }>(base, 'GET', '/api/tournaments/hu-test/hands', undefined, frank)).body.hands, [], 'and lists none');
  assert.equal((await http(base, 'GET', `/api/tournaments/hu-test/hands/${h.table}/999`, undefined, carol)).status, 404);
});
