/**
 * A tournament's live state is kept in the server's process and stored as a snapshot plus the actions after it
 * (issue 20's speed: a 200-player field's whole state was parsed and written at every decision). A hand's decisions
 * write their actions and the row's version, not the state; a rare action (a pause) writes the snapshot; another
 * process, or the server after a restart, rebuilds the state from the snapshot and the actions after it — equal to the
 * state the server plays on and to the replay of the whole log.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { games as registered } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { TournamentStore } from '../../src/server/store/tournament-store.js';
import { anyDirector } from '../../src/server/tournaments/directors.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import { http, login, sleep, startTestServer, type TestServer } from './helpers.js';

const ID = 'snap-hu';
let s: TestServer;
before(async () => {
  s = await startTestServer({ games: registered().filter((g) => g.id === 'texas-holdem') });
});
after(async () => s.stop());

interface Legal { type: string; amount?: { min: number; max: number } }
interface TView { status: string; mine?: { table: string; legal: Legal[] } | null }

const row = async () => {
  const r = await s.ctx.db.one<{ state: string; version: number; state_version: number }>('SELECT state, version, state_version FROM tournaments WHERE id = ?', [ID]);
  assert.ok(r);
  return { state: JSON.parse(r.state) as unknown, version: Number(r.version), stored: Number(r.state_version) };
};

test('issue 20: a decision stores its action, not the whole state; a second process rebuilds the live state from the last snapshot and the actions after it, equal to the server\'s and to the replay', async () => {
  const b = shippedBases().find((x) => x.kind === 'sit-and-go');
  assert.ok(b);
  const dealer = await login(s.url, 'dealer');
  const bases = { ...b, id: ID, name: 'Snapshot heads-up', seatsPerTable: 2, minPlayers: 2, maxPlayers: 2, breaks: [] };
  assert.equal((await http(s.url, 'POST', '/api/tournaments', { id: ID, bases }, dealer)).status, 200);
  const tokens = new Map<string, string>();
  for (const p of ['alice', 'bob']) {
    tokens.set(p, await login(s.url, p));
    assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/register`, { key: `${p}-register` }, tokens.get(p))).status, 200);
  }
  // Full: the clock starts it and deals. Six decisions (checks and calls), whoever is to act.
  let decided = 0;
  for (let i = 0; i < 400 && decided < 6; i++) {
    let acted = false;
    for (const [p, token] of tokens) {
      const v = (await http<{ view: TView }>(s.url, 'GET', `/api/tournaments/${ID}`, undefined, token)).body.view;
      const pick = v.mine?.legal.find((l) => l.type === 'check') ?? v.mine?.legal.find((l) => l.type === 'call');
      if (!v.mine || !pick) continue;
      const r = await http(s.url, 'POST', `/api/tournaments/${ID}/hand`, { key: `${p}-decision-${i}`, table: v.mine.table, action: { type: pick.type } }, token);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      decided++;
      acted = true;
    }
    if (!acted) await sleep(10);
  }
  assert.ok(decided >= 6);
  const auditor = await login(s.url, 'auditor');
  const served = (await http<{ version: number; view: unknown }>(s.url, 'GET', `/api/tournaments/${ID}`, undefined, auditor)).body;
  const mid = await row();
  assert.equal(mid.version, served.version);
  assert.ok(mid.stored < mid.version - 5, `the decisions did not write the state (snapshot at ${mid.stored}, version ${mid.version})`);

  // Another process: a store of its own on the same database, with no copy of the state.
  const other = new TournamentStore(s.ctx.db, anyDirector, () => seededRng('other-process'));
  const rebuilt = await other.get(ID);
  assert.ok(rebuilt);
  assert.equal(rebuilt.version, mid.version);
  assert.deepEqual(anyDirector.view(rebuilt.state, { kind: 'spectator' }), served.view, 'the state rebuilt from the snapshot is the one the server plays on');
  const replay = await other.replay(ID);
  assert.equal(replay.matches, true);
  assert.equal(JSON.stringify(replay.state), JSON.stringify(rebuilt.state), 'and the replay of the whole log');

  // A pause is rare: it writes the snapshot.
  assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/pause`, { key: 'pause-snapshot' }, dealer)).status, 200);
  const paused = await row();
  assert.equal(paused.stored, paused.version, 'a pause writes the state');
  const fresh = new TournamentStore(s.ctx.db, anyDirector, () => seededRng('third-process'));
  assert.equal(JSON.stringify(paused.state), JSON.stringify((await fresh.get(ID))?.state));
  // The other store's copy is behind the row by the pause: it catches up by replaying the one action.
  assert.equal(JSON.stringify((await other.get(ID))?.state), JSON.stringify(paused.state));
});
