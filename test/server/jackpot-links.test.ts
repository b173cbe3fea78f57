/**
 * A table's link to a jackpot is checked when the table is created, whatever the game's form of the link (docs/
 * jackpots.md "At the table"): a machine's levels (003 §4.5) naming a jackpot that does not exist, or one that does not
 * take the machine's game, are refused with `jackpot/unknown` and no table is created — before, the machine found out
 * at the end of its first game (its last action failed: a video poker game could stay in its draw).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { reelSlot } from '../../src/games/machines/reels/index.js';
import { checkJackpotCombinations, linkedCombinations, linkedJackpotIds } from '../../src/jackpots/table-link.js';
import { http, login, startTestServer, type TestServer } from './helpers.js';

const PASSWORD = 'jackpot-links-1';
let s: TestServer;
before(async () => {
  s = await startTestServer({ demo: false, games: [reelSlot] });
  await s.ctx.accounts.create('admin', PASSWORD, ['admin']);
  await s.ctx.accounts.create('dealer', PASSWORD, ['dealer']);
});
after(async () => s.stop());

test('docs/jackpots.md: every form of a table\'s jackpot link is read (a bet, a room\'s drop, a linked hall, a machine\'s levels)', () => {
  assert.deepEqual(linkedJackpotIds({ jackpot: { id: 'carib', stake: 100 } }), ['carib']);
  assert.deepEqual(linkedJackpotIds({ jackpot: { id: 'olympic' } }), ['olympic']);
  assert.deepEqual(linkedJackpotIds({ linked: { id: 'halls' } }), ['halls']);
  assert.deepEqual(linkedJackpotIds({ jackpots: [{ system: 'a', kind: 'multi-level', levels: [{ id: 'mini' }, { id: 'major' }] }, { system: 'b', kind: 'mystery', levels: [{ id: 'mini' }] }] }), ['mini', 'major']);
  assert.deepEqual(linkedJackpotIds({ minimum: 100 }), []);
  assert.deepEqual(linkedJackpotIds(null), []);
});

test('003 §4.5.1: a machine linked to an unknown jackpot, or to one that does not take its game, is refused at creation; a good link is taken', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  const made = await http(s.url, 'POST', '/api/jackpots', { id: 'mystery', name: 'Mystery', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, basis: 'stake', trigger: { kind: 'must-hit-by', ceiling: 20_000 }, cite: '003 §4.5.2' }, admin);
  assert.equal(made.status, 200, JSON.stringify(made.body));
  assert.equal((await http(s.url, 'POST', '/api/jackpots', { id: 'carib', name: 'Caribbean', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 50_000, cite: '000 §11 VI.1' }, admin)).status, 200);
  const base = reelSlot.defaultTable(reelSlot.profiles.get('eus'));
  const table = (id: string, level: string) => ({ id, game: 'reel-slot', profile: 'eus', config: { ...base, jackpots: [{ system: 'floor', kind: 'mystery', levels: [{ id: level }] }] } });
  const unknown = await http<{ code: string }>(s.url, 'POST', '/api/tables', table('slot-x', 'nope'), admin);
  assert.deepEqual([unknown.status, unknown.body.code], [409, 'jackpot/unknown'], JSON.stringify(unknown.body));
  const other = await http<{ code: string; message: string }>(s.url, 'POST', '/api/tables', table('slot-y', 'carib'), admin);
  assert.deepEqual([other.status, other.body.code], [409, 'jackpot/unknown']);
  assert.match(other.body.message, /does not take reel-slot/);
  assert.equal(await s.ctx.catalog.get('slot-x'), null, 'no table was created');
  assert.equal(await s.ctx.catalog.get('slot-y'), null, 'no table was created');
  const good = await http(s.url, 'POST', '/api/tables', table('slot-1', 'mystery'), admin);
  assert.equal(good.status, 200, JSON.stringify(good.body));
});

test('003 §4.5.5: the levels naming a combination are read, and one the machine never reports is refused with the list it may name', () => {
  const config = { jackpots: [{ system: 'floor', kind: 'multi-level', levels: [{ id: 'mini' }, { id: 'major', combination: 'seven seven seven' }] }] };
  assert.deepEqual(linkedCombinations(config), [{ id: 'major', combination: 'seven seven seven' }]);
  assert.doesNotThrow(() => checkJackpotCombinations(config, ['seven seven seven', 'cherry * *']));
  assert.throws(() => checkJackpotCombinations(config, ['royal-flush']), (e: { code: string; combinations: string[]; message: string }) => e.code === 'jackpot/unknown-combination' && e.combinations.join() === 'royal-flush' && /seven seven seven/.test(e.message));
  // Electronic roulette names none: any combination is refused; a level without one is taken.
  assert.throws(() => checkJackpotCombinations(config, []), /won at random only/);
  assert.doesNotThrow(() => checkJackpotCombinations({ jackpots: [{ system: 'floor', kind: 'mystery', levels: [{ id: 'mini' }] }] }, []));
});

test('003 §4.5.5: a reel machine whose level names a combination its pay table does not have is refused at creation (no table); its own pattern is taken', async () => {
  const admin = await login(s.url, 'admin', PASSWORD);
  const made = await http(s.url, 'POST', '/api/jackpots', { id: 'sevens', name: 'Sevens', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, basis: 'stake', trigger: null, cite: '003 §4.5.5' }, admin);
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const base = reelSlot.defaultTable(reelSlot.profiles.get('eus'));
  const table = (id: string, combination: string) => ({ id, game: 'reel-slot', profile: 'eus', config: { ...base, jackpots: [{ system: 'sevens', kind: 'mystery', levels: [{ id: 'sevens', combination }] }] } });
  const bad = await http<{ code: string; message: string; cite: string; details: { jackpot: string; combination: string; combinations: string[] } }>(s.url, 'POST', '/api/tables', table('slot-rf', 'royal-flush'), admin);
  assert.deepEqual([bad.status, bad.body.code, bad.body.cite], [400, 'jackpot/unknown-combination', '003 §4.5.5'], JSON.stringify(bad.body));
  assert.equal(bad.body.details.combination, 'royal-flush');
  assert.deepEqual(bad.body.details.combinations, reelSlot.jackpotCombinations?.(reelSlot.profiles.get('eus')));
  assert.ok(bad.body.details.combinations.includes('seven seven seven'));
  assert.equal(await s.ctx.catalog.get('slot-rf'), null, 'no table was created');
  const good = await http(s.url, 'POST', '/api/tables', table('slot-777', 'seven seven seven'), admin);
  assert.equal(good.status, 200, JSON.stringify(good.body));
  // The dealer's configure is checked the same way; the configuration stays as it was.
  const dealer = await login(s.url, 'dealer', PASSWORD);
  const conf = await http<{ code: string }>(s.url, 'POST', '/api/tables/slot-777/command', { key: 'combination-conf-1', command: { kind: 'configure', config: table('slot-777', 'seven  seven seven').config } }, dealer);
  assert.deepEqual([conf.status, conf.body.code], [400, 'jackpot/unknown-combination'], JSON.stringify(conf.body));
  assert.equal(s.ctx.host.get('slot-777')?.table.pendingConfig, null);
  assert.deepEqual((s.ctx.host.get('slot-777')?.table.config as { jackpots: unknown }).jackpots, table('slot-777', 'seven seven seven').config.jackpots);
});
