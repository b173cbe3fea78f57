/**
 * 000 §08 IV, 001 §07 IV: "a player may not occupy seats at more than one table at the same time" — at chemin de
 * fer, the server refuses a seat at a second table of the game (`table/seated-elsewhere`, citing the profile's seats
 * rule); games without the rule (blackjack) seat a player at as many tables as he likes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IllegalActionError } from '../../src/core/errors.js';
import { refuseSeatElsewhere } from '../../src/server/tables/one-table.js';
import { paceServer } from './pace-fixture.js';

test('000 §08 IV / 001 §07 IV: a chemin de fer player seated at one table is refused a seat at another, with the rule cited', async () => {
  const p = await paceServer({ seed: 'one-table' });
  try {
    for (const [profile, cite] of [['eus', '000 §08 IV'], ['cv', '001 §07 IV']] as const) {
      const a = await p.open(`cdf-a-${profile}`, 'chemin-de-fer', profile);
      const b = await p.open(`cdf-b-${profile}`, 'chemin-de-fer', profile);
      await a.sit('alice', 1);
      await assert.rejects(refuseSeatElsewhere(p.s.ctx, b, 'alice'), (e: unknown) => e instanceof IllegalActionError && e.code === 'table/seated-elsewhere' && e.rejection.cite === cite && e.message.includes(`cdf-a-${profile}`));
      // Sitting again at her own table, or at another once she has left the first, is not refused.
      await refuseSeatElsewhere(p.s.ctx, a, 'alice');
      await a.stand('alice', 1);
      await refuseSeatElsewhere(p.s.ctx, b, 'alice');
    }
    const x = await p.open('bj-x', 'blackjack', 'eus');
    const y = await p.open('bj-y', 'blackjack', 'eus');
    await x.sit('bob', 1);
    await refuseSeatElsewhere(p.s.ctx, y, 'bob');
  } finally {
    await p.stop();
  }
});
