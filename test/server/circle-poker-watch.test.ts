/**
 * Who may watch a circle-poker table (issue 19, "no spectators where the text forbids them"): 000 §17 IV ("nobody may
 * stand around the table watching except casino staff") and 001 §12 VII.3.6 ("nobody outside the game may watch,
 * except authorised casino staff") — the profile's `spectators: staff-only`. 003 says nothing: anyone may watch there.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { games as circle } from '../../src/games/circle-poker/index.js';
import { Client, http, login, startTestServer } from './helpers.js';

test('000 §17 IV, 001 §12 VII.3.6: nobody joins a Basque or Valencian poker table as a spectator; the lobby offers no "watch" there; players join to sit, the staff join and may watch; 003 tables may be watched', async () => {
  const holdem = circle.find((g) => g.id === 'texas-holdem');
  const synthetic = circle.find((g) => g.id === 'synthetic-poker');
  assert.ok(holdem && synthetic);
  const s = await startTestServer({ games: [holdem, synthetic], demo: true });
  try {
    const admin = await login(s.url, 'admin');
    for (const [game, profile, id] of [['texas-holdem', 'eus', 'w-eus'], ['texas-holdem', 'ee-oc', 'w-ee'], ['synthetic-poker', 'cv', 'w-cv']] as const)
      assert.equal((await http(s.url, 'POST', '/api/tables', { game, profile, id }, admin)).status, 200);
    await s.ctx.host.tick();
    const lobby = await http<{ tables: { id: string; watch: boolean }[] }>(s.url, 'GET', '/api/tables');
    const watch = Object.fromEntries(lobby.body.tables.filter((t) => t.id.startsWith('w-')).map((t) => [t.id, t.watch]));
    assert.deepEqual(watch, { 'w-eus': false, 'w-ee': true, 'w-cv': false });

    const guest = await Client.connect(s.url);
    for (const table of ['w-eus', 'w-cv']) {
      const r = await guest.request({ type: 'join', table, as: 'spectator' });
      assert.equal(r.type, 'error', `${table}: ${JSON.stringify(r)}`);
      assert.equal(r.code, 'table/no-spectators');
      assert.match(String(r.message), table === 'w-eus' ? /000 §17 IV/ : /001 §12 VII\.3\.6/);
    }
    // Nothing changed: the guest watches nothing, and gets no frame of the table.
    assert.equal(guest.lastTable('w-eus'), undefined);
    assert.equal((await guest.request({ type: 'join', table: 'w-ee', as: 'spectator' })).type, 'ok', '003 says nothing: anyone may watch');

    // A player joins as a player (to take a seat); the auditor and the dealer as themselves; the casino's staff (a
    // cashier) may watch.
    for (const [user, as] of [['alice', 'player'], ['auditor', 'auditor'], ['dealer', 'dealer'], ['cashier', 'spectator']] as const) {
      const c = await Client.connect(s.url, await login(s.url, user));
      const r = await c.request({ type: 'join', table: 'w-eus', as });
      assert.equal(r.type, 'ok', `${user} as ${as}: ${JSON.stringify(r)}`);
      // Asked as a spectator, a signed-in player is refused too.
      if (user === 'alice') assert.equal((await c.request({ type: 'join', table: 'w-eus', as: 'spectator' })).code, 'table/no-spectators');
      await c.close();
    }
    await guest.close();
  } finally {
    await s.stop();
  }
});
