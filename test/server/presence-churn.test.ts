/**
 * Issue 15 item 9: people arriving and leaving never create or void rounds. A round is a draft until someone stakes
 * (or decides, or a dealer step is taken); presence changes draw the draft up again in memory. Join/leave churn at
 * message rate used to create and void a round per arrival (749 in 10 s). Checked on the games whose rounds name the
 * players present (craps' rail, blackjack's and chemin de fer's players), in-process, with the SQL store.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { games as registered } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { createServer } from '../../src/server/app.js';
import { tableShape } from '../../src/server/tables/table-shape.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { tempDir } from './helpers.js';

const GAMES = ['blackjack', 'craps', 'chemin-de-fer'];

test('join and leave churn writes no round and voids nothing; the first stake records the round with the players present', async () => {
  const games = registered().filter((g) => GAMES.includes(g.id)) as AnyGame[];
  assert.equal(games.length, GAMES.length);
  const dir = tempDir();
  const s = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'churn.db'), games, demo: false, web: false, logger: false, timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000 }, rng: () => seededRng('churn') });
  try {
    const users = ['alice', 'bob', 'carol', 'dave'];
    for (const u of users) {
      await s.ctx.accounts.create(u, { hash: 'x' }, ['player']);
      await s.ctx.accounts.cashier(u, 'credit', 1_000_000, `open-${u}`);
    }
    for (const g of games) {
      const profile = g.profiles.ids()[0] as string;
      const config = g.tableSchema.parse(g.defaultTable(g.profiles.get(profile)));
      await s.ctx.catalog.create({ id: `churn-${g.id}`, game: g.id, profile, name: g.id, config, ...tableShape(config, g, g.profiles.get(profile)) });
    }
    await s.ctx.host.tick();
    const rounds = async (): Promise<{ n: number; voided: number }> => {
      const r = await s.ctx.db.one<{ n: number; voided: number }>("SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'voided' THEN 1 ELSE 0 END) AS voided FROM rounds");
      return { n: Number(r?.n ?? 0), voided: Number(r?.voided ?? 0) };
    };
    for (const g of games) {
      const rt = s.ctx.host.get(`churn-${g.id}`) as TableRuntime;
      const id = rt.current?.id;
      for (let i = 0; i < 250; i++) {
        const u = users[i % users.length] as string;
        rt.attach(u);
        if (i % 3 !== 0) rt.detach(u);
      }
      await rt.idle();
      assert.equal(rt.current?.recorded, false, `${g.id}: the round is still a draft`);
      assert.equal(rt.current?.id, id, `${g.id}: every draft of the round keeps its reserved id`);
    }
    assert.deepEqual(await rounds(), { n: 0, voided: 0 }, 'no round was written, none voided');

    // Craps: the first stake records the coup, with the players present at the rail.
    const rt = s.ctx.host.get('churn-craps') as TableRuntime;
    const r = rt.roundFor('player', 'alice');
    assert.ok(r);
    await rt.act({ username: 'alice', as: 'player', key: 'churn-first-stake', round: r.id, version: r.version, action: { type: 'bet', spot: 'win', amount: 100 } });
    await rt.idle();
    assert.equal(rt.current?.recorded, true);
    assert.equal(rt.current?.id, r.id, 'recorded under the id its drafts showed');
    const start = await s.ctx.db.one<{ config: string }>('SELECT s.config FROM round_starts s JOIN rounds r ON r.id = s.round_id WHERE r.table_id = ?', ['churn-craps']);
    assert.deepEqual((JSON.parse(start?.config ?? '{}') as { players: string[] }).players, [...(rt.current?.state as { rail: string[] }).rail].sort(), 'the rail is the players present');
    assert.deepEqual(await rounds(), { n: 1, voided: 0 });
    // Presence changes after the stake leave the recorded coup alone.
    for (let i = 0; i < 50; i++) {
      rt.attach('bob');
      rt.detach('bob');
    }
    await rt.idle();
    assert.deepEqual(await rounds(), { n: 1, voided: 0 });
  } finally {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
