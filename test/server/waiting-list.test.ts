/**
 * A table's waiting list (issue 19; 003 §3.2.3–3.2.7, §3.2.24; 000 GP-12; 001 §12 IV) at a full nine-seat hold'em
 * table (003's profile): the order kept, the freed seat offered to the first and held for him (nobody else takes it),
 * the offer lapsing to the millisecond and passing on, every refusal writing nothing, a restart keeping the list, its
 * offers and the time a player has been away (15 minutes with a list, 30 without), and a tournament registration taking
 * the player off the list. The tables' time is a `ManualClock`; nobody buys in, so no hand is dealt.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import { TEST_COST } from '../fixtures/accounts.js';
import { http } from './helpers.js';
import { paceServer, type PaceServer } from './pace-fixture.js';

const MIN = 60_000;
const T = 'wl-holdem';
const timings = { decisionMs: 2 * MIN, stepMs: 1_000, graceMs: MIN };
const SEATED = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'];
const PASSWORD = 'waiting-list-1';

/** A full table: s1…s9 in boxes 1…9 (each connected); alice…erin and the dealer `boss` can sign in over HTTP. */
async function fullTable(p: PaceServer): Promise<void> {
  const hash = await hashPassword(PASSWORD, TEST_COST);
  for (const u of SEATED) await p.s.ctx.accounts.create(u, { hash }, ['player']);
  for (const u of ['alice', 'bob', 'carol', 'dave', 'erin']) await p.s.ctx.db.run('UPDATE accounts SET password_hash = ? WHERE username = ?', [hash, u]);
  await p.s.ctx.accounts.create('boss', { hash }, ['dealer']);
  const rt = await p.open(T, 'texas-holdem', 'ee-oc');
  for (const [i, u] of SEATED.entries()) {
    rt.attach(u);
    await rt.sit(u, i + 1);
  }
  await p.idle();
}

const token = async (p: PaceServer, u: string): Promise<string> => (await http<{ token: string }>(p.s.url, 'POST', '/api/login', { username: u, password: PASSWORD })).body.token;
const rows = async (p: PaceServer): Promise<{ username: string; offer_box: number | null; offer_until: number | null }[]> => p.s.ctx.db.all('SELECT username, offer_box, offer_until FROM waiting_list WHERE table_id = ? ORDER BY seq', [T]);
const logLines = async (p: PaceServer): Promise<{ actor: string | null; details: Record<string, unknown> }[]> =>
  (await p.s.ctx.db.all<{ actor: string | null; details: string }>("SELECT actor, details FROM staff_log WHERE action = 'waiting-list' ORDER BY id")).map((r) => ({ actor: r.actor, details: JSON.parse(r.details) as Record<string, unknown> }));

test('003 §3.2.3, §3.2.5, §3.2.6: the list keeps its order; a freed seat is offered to the first, nobody else may take it, he takes it and leaves the list', async () => {
  const p = await paceServer({ timings, seed: 'wl-order' });
  try {
    await fullTable(p);
    const rt = p.table(T);
    for (const u of ['alice', 'bob', 'carol']) await rt.joinWaitingList(u);
    assert.deepEqual([rt.waitingPlace('alice').position, rt.waitingPlace('bob').position, rt.waitingPlace('carol').position], [1, 2, 3]);
    assert.deepEqual(rt.waitingPlace('dave'), { size: 3, position: null, offer: null });
    await rt.stand('s4', 4);
    const t0 = p.clock.now();
    assert.deepEqual(rt.waitingPlace('alice').offer, { box: 4, until: t0 + 2 * MIN }, 'box 4 is offered to alice for the default two minutes');
    assert.equal(rt.waitingPlace('bob').offer, null);
    // 003 §3.2.6: nobody else takes the offered seat — not the next on the list, not a player off it.
    await assert.rejects(rt.sit('bob', 4), (e: Error & { code?: string }) => e.code === 'waitlist/seat-offered');
    await assert.rejects(rt.sit('dave', 4), (e: Error & { code?: string }) => e.code === 'waitlist/seat-offered');
    assert.equal(rt.seats.holder(4), null);
    await rt.sit('alice', 4);
    assert.equal(rt.seats.holder(4), 'alice');
    assert.deepEqual((await rows(p)).map((r) => r.username), ['bob', 'carol'], 'alice left the list when she sat');
    assert.deepEqual([rt.waitingPlace('bob').position, rt.waitingPlace('carol').position], [1, 2]);
    // The staff log has each step: joined ×3, offered (by the table), seated (by alice).
    const lines = await logLines(p);
    assert.deepEqual(lines.map((l) => [l.actor, l.details.event, l.details.player]), [['alice', 'joined', 'alice'], ['bob', 'joined', 'bob'], ['carol', 'joined', 'carol'], [null, 'offered', 'alice'], ['alice', 'seated', 'alice']]);
    assert.equal(lines[3]?.details.until, t0 + 2 * MIN);
  } finally {
    await p.stop();
  }
});

test('003 §3.2.5: an offer not taken lapses at the time set (the table’s `seatOfferMs`), to the millisecond, and passes to the next', async () => {
  const p = await paceServer({ timings, seed: 'wl-lapse' });
  try {
    await fullTable(p);
    const rt = p.table(T);
    // The dealer sets the table's own time (validated: 30 s to 30 minutes); no hand was begun, so it is in force at once.
    const bad = await rt.dealer({ kind: 'configure', config: { seatOfferMs: 5_000 } }).catch((e: Error & { code?: string }) => e.code);
    assert.equal(bad, 'table/invalid-config', 'an offer shorter than 30 s is refused');
    await rt.dealer({ kind: 'configure', config: { seatOfferMs: 45_000 } });
    await rt.joinWaitingList('alice');
    await rt.joinWaitingList('bob');
    await rt.stand('s9', 9);
    const t0 = p.clock.now();
    const first = rt.waitingPlace('alice').offer;
    assert.ok(first && first.box === 9);
    const held = first.until - t0;
    assert.equal(held, 45_000, 'held for the table’s 45 s');
    await p.advance(held - 1);
    assert.equal(rt.waitingPlace('alice').offer?.box, 9, '1 ms before the offer lapses it is still alice’s');
    await p.advance(1);
    assert.equal(rt.waitingPlace('alice').position, null, 'then alice is off the list');
    assert.deepEqual(rt.waitingPlace('bob').offer, { box: 9, until: t0 + held + held }, 'and box 9 is offered to bob, for the same time');
    const lines = (await logLines(p)).map((l) => [l.details.event, l.details.player]);
    assert.deepEqual(lines.slice(-3), [['offered', 'alice'], ['lapsed', 'alice'], ['offered', 'bob']]);
  } finally {
    await p.stop();
  }
});

test('003 §3.2.3–3.2.7: every refusal is typed and writes nothing; a player sees the count and his place, the dealer the names', async () => {
  const p = await paceServer({ timings, seed: 'wl-refuse' });
  try {
    await fullTable(p);
    const base = p.s.url;
    const alice = await token(p, 'alice');
    const s1 = await token(p, 's1');
    const before = { rows: (await rows(p)).length, log: (await logLines(p)).length };
    const refused = async (path: string, tok: string | undefined, status: number, code: string, method = 'POST'): Promise<void> => {
      const r = await http<{ code: string }>(base, method, path, undefined, tok);
      assert.equal(r.status, status, `${method} ${path}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.code, code);
    };
    await refused(`/api/tables/${T}/waiting-list`, undefined, 401, 'auth/not-authenticated');
    await refused('/api/tables/nowhere/waiting-list', alice, 404, 'table/unknown');
    await refused(`/api/tables/${T}/waiting-list`, s1, 409, 'waitlist/already-seated');
    await refused(`/api/tables/${T}/waiting-list`, alice, 409, 'waitlist/not-listed', 'DELETE');
    await refused(`/api/tables/${T}/waiting-list`, await token(p, 'boss'), 403, 'auth/forbidden');
    assert.equal(p.s.ctx.host.get(T)?.waitingList.length, 0);
    const joined = await http<{ position: number; size: number }>(base, 'POST', `/api/tables/${T}/waiting-list`, undefined, alice);
    assert.equal(joined.status, 200);
    assert.deepEqual([joined.body.position, joined.body.size], [1, 1]);
    await refused(`/api/tables/${T}/waiting-list`, alice, 409, 'waitlist/already-listed');
    // Box 2 freed is offered to alice (not free for anyone else); box 3 freed too is free: bob is told to sit there.
    await p.table(T).stand('s2', 2);
    await p.table(T).stand('s3', 3);
    await refused(`/api/tables/${T}/waiting-list`, await token(p, 'bob'), 409, 'waitlist/seat-free');
    assert.equal((await rows(p)).length, before.rows + 1, 'only alice’s row was written');
    assert.equal((await logLines(p)).length, before.log + 2, 'and two log lines: her joining and her offer');
    // What each sees: the player his place, the dealer every name.
    const mine = await http<{ size: number; position: number; entries?: unknown }>(base, 'GET', `/api/tables/${T}/waiting-list`, undefined, await token(p, 'carol'));
    assert.deepEqual([mine.body.size, mine.body.position, mine.body.entries], [1, null, undefined]);
    const staff = await http<{ entries: { username: string; offer: { box: number } | null }[] }>(base, 'GET', `/api/tables/${T}/waiting-list`, undefined, await token(p, 'boss'));
    assert.deepEqual(staff.body.entries.map((e) => [e.username, e.offer?.box]), [['alice', 2]]);
    const lists = await http<{ lists: { table: string; position: number }[] }>(base, 'GET', '/api/waiting-lists', undefined, alice);
    assert.deepEqual(lists.body.lists.map((l) => [l.table, l.position]), [[T, 1]]);
  } finally {
    await p.stop();
  }
});

test('003 §3.2.7: a player in a tournament may not join a cash list, and registering takes him off every list', async () => {
  const p = await paceServer({ timings, seed: 'wl-tournament' });
  try {
    await fullTable(p);
    const base = p.s.url;
    const rt = p.table(T);
    const dave = await token(p, 'dave');
    assert.equal((await http(base, 'POST', `/api/tables/${T}/waiting-list`, undefined, dave)).status, 200);
    await rt.joinWaitingList('erin');
    const b = shippedBases().find((x) => x.kind === 'sit-and-go');
    assert.ok(b);
    const bases = { ...b, id: 'sng-wl', name: 'Waiting-list sit & go', seatsPerTable: 6, minPlayers: 6, maxPlayers: 6, startingStack: 400, breaks: [], levels: b.levels.slice(0, 4) };
    assert.equal((await http(base, 'POST', '/api/tournaments', { id: 'sng-wl', bases }, await token(p, 'boss'))).status, 200);
    assert.equal((await http(base, 'POST', '/api/tournaments/sng-wl/register', { key: 'dave-reg' }, dave)).status, 200);
    assert.equal(rt.waitingPlace('dave').position, null, 'dave is off the list');
    assert.deepEqual((await rows(p)).map((r) => r.username), ['erin']);
    const removed = (await logLines(p)).find((l) => l.details.event === 'tournament');
    assert.deepEqual([removed?.actor, removed?.details.player, removed?.details.tournament], [null, 'dave', 'sng-wl']);
    const again = await http<{ code: string; cite: string }>(base, 'POST', `/api/tables/${T}/waiting-list`, undefined, dave);
    assert.deepEqual([again.status, again.body.code, again.body.cite], [409, 'tournaments/in-tournament', '003 §3.2.7']);
    assert.deepEqual((await rows(p)).map((r) => r.username), ['erin'], 'refused: nothing written');
  } finally {
    await p.stop();
  }
});

for (const withList of [true, false]) {
  const held = withList ? 15 * MIN : 30 * MIN;
  test(`003 §3.2.24: a restart keeps the list and the time away: the seat is held ${withList ? '15 minutes (a waiting list)' : '30 minutes (no list)'} from when he left, to the millisecond`, async () => {
    const p = await paceServer({ timings, seed: 'wl-restart' });
    let q: PaceServer | null = null;
    try {
      await fullTable(p);
      if (withList) {
        await p.table(T).joinWaitingList('alice');
        await p.table(T).joinWaitingList('bob');
      }
      const t0 = p.clock.now();
      p.table(T).detach('s5');
      await p.advance(10 * MIN);
      await p.stop(true);
      // The same database and clock; nobody reconnects to the new process.
      q = await paceServer({ dir: p.dir, clock: p.clock, timings, seed: 'wl-restart' });
      await q.s.ctx.host.tick();
      await q.idle();
      const rt = q.table(T);
      assert.deepEqual(rt.waitingList.map((e) => e.username), withList ? ['alice', 'bob'] : [], 'the list and its order are kept');
      await q.advance(t0 + held - 1 - q.clock.now());
      assert.equal(rt.seats.holder(5), 's5', '1 ms short: the seat is still his (the restart did not start his time again)');
      await q.advance(1);
      assert.equal(rt.seats.holder(5), null, 'at the rule’s time the seat is freed');
      if (withList) assert.deepEqual(rt.waitingPlace('alice').offer, { box: 5, until: t0 + held + 2 * MIN }, 'and offered to the first on the list');
    } finally {
      if (q) await q.stop();
      else await p.stop();
    }
  });
}
