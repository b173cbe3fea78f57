/**
 * Issue 17 item 4, 000 GP3.1.a (seed 000 L2923–2925): a table that is to close announces what is left — the last
 * three balls at roulette (the last shooter at craps, the last shoe at blackjack, the last three hands at the other
 * card tables) — and closes after the announced rounds. The table information the players see carries the
 * announcement while the table is `closing`.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { blackjack } from '../../src/games/blackjack/index.js';
import { craps } from '../../src/games/craps/game.js';
import { frenchRoulette } from '../../src/games/roulette/index.js';
import { trenteEtQuarante } from '../../src/games/trente-et-quarante/index.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer } from '../../src/server/app.js';
import { tableShape } from '../../src/server/tables/table-shape.js';
import { tableInfo } from '../../src/server/ws/frames.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { tempDir } from './helpers.js';

const until = async (ok: () => boolean, what: string): Promise<void> => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(ok(), what);
};

test('000 GP3.1.a: closing a roulette table announces the last three balls, plays them, then closes', async () => {
  const game = frenchRoulette as AnyGame;
  const dir = tempDir();
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'r.db'), games: [game], demo: false, web: false, logger: false, timings: { bettingMs: 30, decisionMs: 60_000, graceMs: 600_000 }, rng: () => seededRng('closing') });
  try {
    await s.ctx.accounts.create('alice', { hash: 'x' }, ['player']);
    await s.ctx.accounts.cashier('alice', 'credit', 1_000_000, 'open-alice');
    const p = game.profiles.get('eus');
    const config = game.tableSchema.parse(game.defaultTable(p));
    await s.ctx.catalog.create({ id: 'r', game: game.id, profile: 'eus', name: 'r', config, ...tableShape(config, game, p) });
    await s.ctx.host.tick();
    const rt = s.ctx.host.get('r') as TableRuntime;
    rt.attach('alice');
    await rt.idle();
    const bet = async (n: number): Promise<void> => {
      await until(() => rt.roundFor('player', 'alice')?.legal.some((l) => l.type === 'place') === true, `betting open for bet ${n}`);
      const r = rt.roundFor('player', 'alice');
      assert.ok(r);
      await rt.act({ username: 'alice', as: 'player', key: `r-${n}`, round: r.id, version: r.version, action: { type: 'place', bet: 'straight-17', amount: 500 } });
    };
    await bet(0);
    const first = rt.roundFor('player', 'alice')?.id;
    await rt.dealer({ kind: 'close' });
    assert.equal(rt.status, 'closing');
    assert.deepEqual(tableInfo(rt, 1).closing, { announcement: 'last-three-balls', cite: '000 GP3.1.a', played: 0 });
    // The ball in play is the first of the three; two more rounds are played, then the table closes.
    await until(() => rt.last?.id === first, 'the first announced ball is spun');
    assert.equal(rt.status, 'closing', 'still closing after the first of the last three balls');
    assert.equal(tableInfo(rt, 1).closing?.played, 1);
    await bet(1);
    await until(() => tableInfo(rt, 1).closing?.played === 2, 'the second announced ball is spun');
    assert.equal(rt.status, 'closing');
    await bet(2);
    await until(() => rt.status === 'closed', 'the table closes after the third ball');
    assert.equal(tableInfo(rt, 1).closing, null);
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('000 GP3.1.a: each game names its announcement — last shoe (blackjack; a continuous shuffler: last three hands), last shooter (craps), last three hands (trente et quarante)', () => {
  const bj = blackjack.closing?.(blackjack.profiles.get('eus'));
  assert.equal(bj?.announcement, 'last-shoe');
  assert.deepEqual(bj?.next(bj.start(null), { newShoe: false }), { mark: null, over: false });
  assert.equal(bj?.next(null, { newShoe: true }).over, true, 'over when the shoe in play is finished');
  const csm = blackjack.profiles.derive('eus', { shoe: { mode: { value: 'csm', cite: 'test' } } });
  assert.equal(blackjack.closing?.(csm).announcement, 'last-three-hands');
  const c = craps.closing?.(craps.profiles.get('eus'));
  assert.equal(c?.announcement, 'last-shooter');
  const mark = c?.start({ shooter: 'ana' });
  assert.deepEqual(c?.next(mark, { shooter: 'ana' }), { mark: 'ana', over: false });
  assert.equal(c?.next(mark, { shooter: 'bo' }).over, true, 'over when the dice pass');
  assert.deepEqual(c?.next(c.start(null), { shooter: 'bo' }), { mark: 'bo', over: false }, 'nobody held the dice: the next shooter is the last');
  const tq = trenteEtQuarante.closing?.(trenteEtQuarante.profiles.get('cv'));
  assert.equal(tq?.announcement, 'last-three-hands');
  assert.match(tq?.cite ?? '', /croupier default/, '001 has no closing announcement: the practice of 000, said so');
});
