/**
 * What a player says to the table (the protocol's `consent` and `ready`) reaches a game that asks for it in its own
 * actions: blackjack under 002 (`gr`) wants the box holder's own consent for each bet behind (002 §14.11) and
 * tracks who has finished betting (`done-betting`). One click at the table is enough.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { blackjack } from '../../src/games/blackjack/index.js';
import { Client, login, startTestServer, type Frame, type TestServer } from './helpers.js';

let s: TestServer;
before(async () => {
  s = await startTestServer({ games: [blackjack], timings: { bettingMs: 30_000, decisionMs: 30_000, graceMs: 30_000 } });
});
after(async () => s.stop());

type Legal = { type: string; box?: number; player?: string };
const legalOf = (f: Frame | undefined): Legal[] => ((f?.round as { legal?: Legal[] } | null)?.legal ?? []) as Legal[];

test('002 §14.11: the holder’s consent at the table is given in the game too; `ready` is the game’s done-betting', async () => {
  const t = 'blackjack-gr';
  const alice = await Client.connect(s.url, await login(s.url, 'alice'));
  const bob = await Client.connect(s.url, await login(s.url, 'bob'));
  for (const c of [alice, bob]) {
    await c.request({ type: 'join', table: t });
    await c.until((f) => f.type === 'table');
  }
  assert.equal((await alice.request({ type: 'sit', table: t, box: 1 })).type, 'ok');
  assert.equal((await bob.request({ type: 'sit', table: t, box: 2 })).type, 'ok');
  // Before any consent, the game offers alice its own consent for bob and bob no bet on box 1.
  const before = await alice.until((f) => f.type === 'table' && legalOf(f).some((l) => l.type === 'consent' && l.box === 1 && l.player === 'bob'));
  assert.ok(before);
  const mark = bob.frames.length;
  assert.equal((await alice.request({ type: 'consent', table: t, box: 1, bettor: 'bob', allow: true })).type, 'ok');
  // One click: the game now lets bob bet behind box 1, and no longer asks alice.
  await bob.until((f) => f.type === 'table' && legalOf(f).some((l) => l.type === 'bet' && l.box === 1), mark);
  const a = alice.lastTable(t);
  assert.equal(
    legalOf(a).some((l) => l.type === 'consent' && l.box === 1 && l.player === 'bob'),
    false,
  );
  // `ready` is the game's done-betting for that player.
  const r = a?.round as { id: number; version: number };
  const m1 = alice.frames.length;
  assert.equal((await alice.request({ type: 'act', table: t, key: 'mirror-bet-1', round: r.id, version: r.version, action: { type: 'bet', box: 1, amount: 1000 } })).type, 'ok');
  await alice.until((f) => f.type === 'table' && legalOf(f).some((l) => l.type === 'done-betting') && (f.round as { version: number }).version > r.version, m1);
  const m2 = alice.frames.length;
  assert.equal((await alice.request({ type: 'ready', table: t })).type, 'ok');
  const after = await alice.until((f) => f.type === 'table' && !legalOf(f).some((l) => l.type === 'done-betting'), m2);
  const events = await s.ctx.db.all<{ action: string }>("SELECT action FROM round_actions WHERE round_id = ? AND action LIKE '%done-betting%'", [(after.round as { id: number }).id]);
  assert.equal(events.length, 1);
  assert.deepEqual(JSON.parse(events[0]?.action as string).by, { kind: 'player', player: 'alice' });
  await alice.close();
  await bob.close();
});
