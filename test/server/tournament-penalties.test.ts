/**
 * 003 §3.1.10.5 at a tournament over HTTP: the tournament director gives penalty rounds and disqualifies; only staff
 * may; the penalty's count and the disqualification are in the stored state, so a process with no copy of it (a
 * restart) rebuilds them from the snapshot and the actions after it; the money ledger balances at the finish (the
 * disqualified player's chips leave play, no money moves for them).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { games as registered } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { TournamentStore } from '../../src/server/store/tournament-store.js';
import { anyDirector } from '../../src/server/tournaments/directors.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import type { TState } from '../../src/tournaments/director.js';
import { http, login, sleep, startTestServer, type TestServer } from './helpers.js';

const ID = 'pen-hu';
let s: TestServer;
before(async () => {
  s = await startTestServer({ games: registered().filter((g) => g.id === 'texas-holdem') });
});
after(async () => s.stop());

const stored = async (): Promise<TState> => {
  const other = new TournamentStore(s.ctx.db, anyDirector, () => seededRng('restarted'));
  return (await other.get(ID))?.state as TState;
};

test('003 §3.1.10.5: penalty rounds and a disqualification by the tournament director over HTTP, restored from storage; the pool paid out to zero', async () => {
  const b = shippedBases().find((x) => x.kind === 'sit-and-go');
  assert.ok(b);
  const dealer = await login(s.url, 'dealer');
  const bases = { ...b, id: ID, name: 'Penalties heads-up', seatsPerTable: 2, minPlayers: 2, maxPlayers: 2, breaks: [] };
  assert.equal((await http(s.url, 'POST', '/api/tournaments', { id: ID, bases }, dealer)).status, 200);
  const alice = await login(s.url, 'alice');
  const bob = await login(s.url, 'bob');
  for (const [p, token] of [['alice', alice], ['bob', bob]] as const) assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/register`, { key: `${p}-register` }, token)).status, 200);
  for (let i = 0; i < 200 && (await stored()).status !== 'running'; i++) await sleep(10);
  // A player may not; rounds out of range are refused, nothing written.
  assert.equal((await http(s.url, 'POST', `/api/tournaments/${ID}/penalty`, { key: 'penalty-by-bob', player: 'alice', rounds: 1 }, bob)).status, 403);
  const bad = await http<{ code: string }>(s.url, 'POST', `/api/tournaments/${ID}/penalty`, { key: 'penalty-zero', player: 'alice', rounds: 0 }, dealer);
  assert.equal(bad.body.code, 'tournaments/penalty-rounds');
  const r = await http(s.url, 'POST', `/api/tournaments/${ID}/penalty`, { key: 'penalty-alice', player: 'alice', rounds: 3 }, dealer);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  // Three rounds at two players: six hands, counted on her, not on a seat; a restarted process has them.
  assert.equal((await stored()).players.find((p) => p.player === 'alice')?.penalty, 6);
  const d = await http(s.url, 'POST', `/api/tournaments/${ID}/disqualify`, { key: 'disqualify-bob', player: 'bob' }, dealer);
  assert.equal(d.status, 200, JSON.stringify(d.body));
  const st = await stored();
  const bobNow = st.players.find((p) => p.player === 'bob');
  assert.equal(bobNow?.disqualified, true);
  assert.equal(bobNow?.place, 2);
  assert.equal(st.status, 'finished', 'one player left: alice wins');
  // Bob was disqualified in the first hand: his blind (10 or 20 at level 1) stays in the pot, alice's; his other
  // chips left play.
  assert.ok([3010, 3020].includes(st.players.find((p) => p.player === 'alice')?.chips as number));
  const pool = await s.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [`pool:tournament-${ID}`]);
  assert.equal(Number(pool?.balance ?? 0), 0, 'the pool paid out to zero');
});
