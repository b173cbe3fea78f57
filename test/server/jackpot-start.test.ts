/**
 * 000 §12 8.1 at configuration (docs/jackpots.md "At the table"): a poker-with-discards table is linked to a jackpot
 * only if the jackpot holds at least what the text requires for the table's jackpot stake — b) a progressive starts at
 * ≥ 1,000 stakes, a) a fixed jackpot holds ≥ 2,000 (the digest's Numbers 50). Below, the table is refused
 * (`jackpot/start-too-low`, 409, the citation) at creation and at configuration, and nothing is written; at exactly the
 * minimum it is taken. A game whose profile has no such rule (Caribbean stud, 000 §11) links to the same jackpot freely.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { caribbean } from '../../src/games/house-poker/caribbean.js';
import { pokerWithDiscards } from '../../src/games/house-poker/poker-with-discards.js';
import { checkJackpotStart, isFixedJackpot, profileJackpotStart } from '../../src/jackpots/table-start.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

const PASSWORD = 'jackpot-start-1';
const GAMES = ['poker-with-discards', 'caribbean-stud'];
let s: TestServer;
before(async () => {
  s = await startTestServer({ demo: false, games: [pokerWithDiscards, caribbean] });
  await s.ctx.accounts.create('admin', PASSWORD, ['admin']);
  await s.ctx.accounts.create('dealer', PASSWORD, ['dealer']);
});
after(async () => s.stop());

const STAKE = 100;
const BASE = pokerWithDiscards.defaultTable(pokerWithDiscards.profiles.get('eus')) as Record<string, unknown>;
const table = (id: string, jackpot: string, stake = STAKE) => ({ id, game: 'poker-with-discards', profile: 'eus', config: { ...BASE, jackpot: { id: jackpot, stake } } });
const jackpot = (id: string, seed: number, fixed = false) => ({ id, name: id, games: GAMES, share: { num: fixed ? 0 : 7, den: 10 }, seed, cite: '000 §12 8.1' });

test('000 §12 8.1: the rule is the profile\'s cited data (progressive 1,000 stakes, fixed 2,000); a profile without it has none', () => {
  assert.deepEqual(profileJackpotStart(pokerWithDiscards.profiles.get('eus')), { value: { progressive: 1000, fixed: 2000 }, cite: '000 §12 8.1 a–b' });
  assert.equal(profileJackpotStart(caribbean.profiles.get('eus')), null);
  assert.equal(isFixedJackpot({ share: { num: 0, den: 1 }, seed: 5, cap: null }), true, 'nothing of the bets reaches the pool');
  assert.equal(isFixedJackpot({ share: { num: 7, den: 10 }, seed: 5, cap: 5 }), true, 'capped at its seed');
  assert.equal(isFixedJackpot({ share: { num: 7, den: 10 }, seed: 5, cap: 6 }), false);
  const rule = profileJackpotStart(pokerWithDiscards.profiles.get('eus'));
  assert.throws(() => checkJackpotStart(rule, { id: 'p', stake: 50 }, { id: 'p', share: { num: 1, den: 2 }, seed: 49_999, cap: null }), { code: 'jackpot/start-too-low' });
  assert.doesNotThrow(() => checkJackpotStart(rule, { id: 'p', stake: 50 }, { id: 'p', share: { num: 1, den: 2 }, seed: 50_000, cap: null }));
  assert.doesNotThrow(() => checkJackpotStart(null, { id: 'p', stake: 50 }, { id: 'p', share: { num: 1, den: 2 }, seed: 1, cap: null }));
});

test('000 §12 8.1 b: a table linked to a progressive starting below 1,000 jackpot stakes is refused at creation and at configuration, nothing written; at exactly 1,000 it is taken', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  for (const j of [jackpot('short', 1_000 * STAKE - 1), jackpot('enough', 1_000 * STAKE)]) assert.equal((await http(s.url, 'POST', '/api/jackpots', j, admin)).status, 200);
  const tables = await s.ctx.catalog.list();
  const refused = await http<{ code: string; message: string; cite?: string }>(s.url, 'POST', '/api/tables', table('draw-x', 'short'), admin);
  assert.deepEqual([refused.status, refused.body.code, refused.body.cite], [409, 'jackpot/start-too-low', '000 §12 8.1 a–b'], JSON.stringify(refused.body));
  assert.match(refused.body.message, /progressive starts at no less than 1,000 jackpot stakes .*: 100000 for a stake of 100; its seed is 99999/);
  assert.equal(await s.ctx.catalog.get('draw-x'), null, 'no table was created');
  assert.deepEqual(await s.ctx.catalog.list(), tables, 'the catalogue is as it was');
  // Half the stake, half the minimum: the same jackpot is enough.
  assert.equal((await http(s.url, 'POST', '/api/tables', table('draw-half', 'short', 50), admin)).status, 200);
  const taken = await http(s.url, 'POST', '/api/tables', table('draw-1', 'enough'), admin);
  assert.equal(taken.status, 200, JSON.stringify(taken.body));
  // The dealer's configure meets the same rule; the configuration stays as it was.
  const dealer = await login(s.url, 'dealer', PASSWORD);
  const conf = await http<{ code: string }>(s.url, 'POST', '/api/tables/draw-1/command', { key: 'jackpot-start-conf-1', command: { kind: 'configure', config: { ...BASE, jackpot: { id: 'short', stake: STAKE } } } }, dealer);
  assert.deepEqual([conf.status, conf.body.code], [409, 'jackpot/start-too-low'], JSON.stringify(conf.body));
  assert.equal(s.ctx.host.get('draw-1')?.table.pendingConfig, null);
  assert.deepEqual((s.ctx.host.get('draw-1')?.table.config as { jackpot: unknown }).jackpot, { id: 'enough', stake: STAKE });
});

test('000 §12 8.1 a: a fixed jackpot (nothing of the bets reaches its pool) must hold 2,000 jackpot stakes: 1,999 refused, 2,000 taken', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  for (const j of [jackpot('fixed-short', 2_000 * STAKE - STAKE, true), jackpot('fixed-enough', 2_000 * STAKE, true)]) assert.equal((await http(s.url, 'POST', '/api/jackpots', j, admin)).status, 200);
  const refused = await http<{ code: string; message: string }>(s.url, 'POST', '/api/tables', table('draw-y', 'fixed-short'), admin);
  assert.deepEqual([refused.status, refused.body.code], [409, 'jackpot/start-too-low'], JSON.stringify(refused.body));
  assert.match(refused.body.message, /fixed jackpot holds at least 2,000 jackpot stakes/);
  assert.equal(await s.ctx.catalog.get('draw-y'), null, 'no table was created');
  assert.equal((await http(s.url, 'POST', '/api/tables', table('draw-2', 'fixed-enough'), admin)).status, 200);
});

test('a game whose text sets no minimum (Caribbean stud, 000 §11: no jackpotStart in its profile) links to the same short jackpot', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  const config = { ...caribbean.defaultTable(caribbean.profiles.get('eus')), jackpot: { id: 'short', stake: STAKE } };
  const r = await http(s.url, 'POST', '/api/tables', { id: 'carib-1', game: 'caribbean-stud', profile: 'eus', config }, admin);
  assert.equal(r.status, 200, JSON.stringify(r.body));
});
