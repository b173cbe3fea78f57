/**
 * 000 §09 V.2, 001 §08 V: free-bank baccara "may be run at one table only" per casino — enforced across tables by the
 * server, not only declared in each table's `freeBankTables`: a second free-bank table is refused when it is created
 * or a closed one opened again (409, `deux-tableaux/free-bank-tables`, the rule cited), and nothing changes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { games as registered } from '../../src/registry.js';
import { http, login, startTestServer } from './helpers.js';

const DEUX = 'baccarat-deux-tableaux';

test('000 §09 V.2: the casino runs one free-bank table; a second is refused at creation and at reopening, a limited bank is not', async () => {
  const s = await startTestServer({ games: registered() as AnyGame[] });
  try {
    const admin = await login(s.url, 'admin');
    const dealer = await login(s.url, 'dealer');
    const game = registered().find((g) => g.id === DEUX) as AnyGame;
    const free = { ...(game.defaultTable(game.profiles.get('eus')) as object), mode: 'free' };
    const create = (id: string, config: unknown) => http<{ code?: string; cite?: string; status?: string }>(s.url, 'POST', '/api/tables', { id, game: DEUX, profile: 'eus', config }, admin);
    const first = await create('free-1', free);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const second = await create('free-2', free);
    assert.equal(second.status, 409, 'a second free-bank table is refused');
    assert.equal(second.body.code, 'deux-tableaux/free-bank-tables');
    assert.equal(second.body.cite, '000 §09 V.2');
    assert.equal((await s.ctx.catalog.get('free-2')), null, 'nothing was created');
    // Under cv the same limit, counted across the casino's tables whatever their profile.
    assert.equal((await http<{ code?: string }>(s.url, 'POST', '/api/tables', { id: 'free-cv', game: DEUX, profile: 'cv', config: { ...free } }, admin)).body.code, 'deux-tableaux/free-bank-tables');
    assert.equal((await create('limited-2', { ...free, mode: 'limited' })).status, 200, 'a limited bank has no such limit');
    // Closed, the first free-bank table no longer counts; once another is created, it may not open again.
    const close = await http(s.url, 'POST', '/api/tables/free-1/command', { key: 'close-free-1', command: { kind: 'close' } }, dealer);
    assert.equal(close.status, 200, JSON.stringify(close.body));
    await s.ctx.host.get('free-1')?.idle();
    assert.equal((await s.ctx.catalog.get('free-1'))?.status, 'closed');
    assert.equal((await create('free-3', free)).status, 200, 'the one free-bank table is now free-3');
    const reopen = await http<{ code?: string }>(s.url, 'POST', '/api/tables/free-1/command', { key: 'open-free-1', command: { kind: 'open' } }, admin);
    assert.equal(reopen.status, 409);
    assert.equal(reopen.body.code, 'deux-tableaux/free-bank-tables');
    assert.equal((await s.ctx.catalog.get('free-1'))?.status, 'closed', 'free-1 stays closed');
    // Nor may a limited table be configured into a second free bank.
    const reconf = await http<{ code?: string }>(s.url, 'POST', '/api/tables/limited-2/command', { key: 'limited-to-free', command: { kind: 'configure', config: free } }, dealer);
    assert.equal(reconf.status, 409);
    assert.equal(reconf.body.code, 'deux-tableaux/free-bank-tables');
    assert.equal(((await s.ctx.catalog.get('limited-2'))?.pendingConfig as { mode?: string } | null)?.mode ?? 'limited', 'limited', 'limited-2 is unchanged');
  } finally {
    await s.stop();
  }
});
