/**
 * 003 §2.1.9.2, checked by the table (issue 17): at a blackjack table under a profile of seed 003, a player whose
 * last connection dropped and who is away five minutes after the cards were dealt has the cards and the bet of
 * each box left as they are — the box stands, play moves on to the next box — and a win set aside. The table's time
 * is a `ManualClock`; the step is recorded in the round's log like any other.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { paceServer, type PaceServer } from './pace-fixture.js';

interface BoxView { readonly id: number; readonly absent?: string | null; readonly hands?: readonly { readonly end?: string | null }[] }
const boxes = (rt: TableRuntime): BoxView[] => ((rt.current?.state as { boxes: BoxView[] } | undefined)?.boxes ?? []);
const absent = (rt: TableRuntime, box: number): string | null => boxes(rt).find((b) => b.id === box)?.absent ?? null;

async function act(rt: TableRuntime, username: string, action: Record<string, unknown>, key: string): Promise<void> {
  const r = rt.roundFor('player', username);
  assert.ok(r, `${username} sees a round`);
  await rt.act({ username, as: 'player', key, round: r.id, version: r.version, action });
}

/** alice at box 1 and bob at box 2, both connected, bet and are done: the cards are dealt. */
async function dealt(p: PaceServer, profile: string): Promise<TableRuntime> {
  const rt = await p.open('bj', 'blackjack', profile);
  const min = (rt.table.config as { minimum: number }).minimum;
  for (const [u, box] of [['alice', 1], ['bob', 2]] as const) {
    rt.attach(u);
    await rt.sit(u, box);
  }
  await p.idle();
  await act(rt, 'alice', { type: 'bet', box: 1, amount: min }, 'a-1');
  await act(rt, 'bob', { type: 'bet', box: 2, amount: min }, 'b-1');
  await act(rt, 'alice', { type: 'done-betting' }, 'a-2');
  await act(rt, 'bob', { type: 'done-betting' }, 'b-2');
  await p.idle();
  assert.ok(boxes(rt).some((b) => (b.hands ?? []).length > 0), 'the cards are dealt');
  return rt;
}

// Decisions are given longer than the rule's five minutes, so that only the absence rule acts.
const slow = { decisionMs: 3_600_000, graceMs: 3_600_000 };

test('003 §2.1.9.2: a player away five minutes after the deal has the box left as it is, by the table, at exactly five minutes', async () => {
  const p = await paceServer({ timings: slow, seed: 'absence' });
  try {
    const rt = await dealt(p, 'ee-oc');
    rt.detach('alice');
    await p.advance(5 * 60_000 - 1);
    assert.equal(absent(rt, 1), null, 'not yet: 1 ms short of five minutes');
    await p.advance(1);
    assert.equal(absent(rt, 1), 'away', 'box 1 is left as it is (003 §2.1.9.2)');
    assert.equal(absent(rt, 2), null, 'bob, present, is not touched');
  } finally {
    await p.stop(true);
  }
  // Recorded in the round's log like any other step: a restart replays it.
  const q = await paceServer({ dir: p.dir, clock: p.clock, timings: slow, seed: 'absence' });
  try {
    await q.s.ctx.host.tick();
    await q.idle();
    const rt = q.table('bj');
    assert.equal(absent(rt, 1), 'away', 'the replayed round has box 1 left as it is');
  } finally {
    await q.stop();
  }
});

test('003 §2.1.9.2: the five minutes count from the drop when it comes after the deal, and a return before them cancels the step', async () => {
  const p = await paceServer({ timings: slow, seed: 'absence' });
  try {
    const rt = await dealt(p, 'ee-oc');
    await p.advance(2 * 60_000);
    rt.detach('alice');
    await p.advance(5 * 60_000 - 1);
    assert.equal(absent(rt, 1), null, 'away 5 min less 1 ms (7 min after the deal)');
    rt.attach('alice');
    await p.advance(10 * 60_000);
    assert.equal(absent(rt, 1), null, 'alice came back in time: her box plays on');
  } finally {
    await p.stop();
  }
});

test('003 §2.1.9.2 is 003’s: under gr the table leaves an away player’s box to the dealer', async () => {
  const p = await paceServer({ timings: slow, seed: 'absence' });
  try {
    const rt = await dealt(p, 'gr');
    rt.detach('alice');
    await p.advance(10 * 60_000);
    assert.equal(absent(rt, 1), null);
  } finally {
    await p.stop();
  }
});
