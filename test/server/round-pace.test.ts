/**
 * Issue 17, "The pace of a round": who holds a round, how long its outcome stays on the table, and where its timers
 * stand after a restart. In-process servers with the registered games; the tables' time is a `ManualClock`, so
 * nothing here depends on the machine's speed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Actor } from '../../src/core/ids.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { paceServer } from './pace-fixture.js';

const names = (awaiting: readonly Actor[] | undefined): string[] => (awaiting ?? []).map((a) => (a.kind === 'player' ? a.player : a.kind));

async function bet(rt: TableRuntime, username: string, action: Record<string, unknown>, key: string): Promise<void> {
  const r = rt.roundFor('player', username);
  assert.ok(r, `${username} sees a round`);
  await rt.act({ username, as: 'player', key, round: r.id, version: r.version, action });
}

test('a player who only opens the table holds no round: blackjack deals as soon as the seated bettor is done', async () => {
  const p = await paceServer();
  try {
    const rt = await p.open('bj', 'blackjack', 'gr');
    await rt.sit('alice', 1);
    // carol opens the table's page signed in (joined as a player), takes no box and stakes nothing.
    rt.attach('carol');
    await p.idle();
    assert.ok(!names(rt.roundFor('player', 'alice')?.awaiting).includes('carol'), 'carol is not waited for');
    await bet(rt, 'alice', { type: 'bet', box: 1, amount: 1000 }, 'a-1');
    await bet(rt, 'alice', { type: 'done-betting' }, 'a-2');
    await p.idle();
    const after = rt.roundFor('player', 'alice');
    assert.notEqual(after?.timer, 'betting', 'betting closed when the only bettor was done');
    assert.ok(!names(after?.awaiting).includes('carol'), `still waiting for carol: ${JSON.stringify(after?.awaiting)}`);
    assert.notEqual((after?.view as { phase?: string } | undefined)?.phase, 'betting', 'the cards are dealt');
    // carol's arrivals and departures while the round is played void nothing.
    for (let i = 0; i < 5; i++) {
      rt.detach('carol');
      rt.attach('carol');
    }
    await p.idle();
    const voided = await p.s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE status = 'voided'");
    assert.equal(Number(voided?.n), 0);
  } finally {
    await p.stop();
  }
});
