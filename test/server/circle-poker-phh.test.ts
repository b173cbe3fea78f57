/**
 * The PHH download from recall (`GET /api/rounds/:id/phh`): the auditor gets every card; a player who played the hand
 * gets his copy, the others' unshown face-down cards written as PHH's unknown card (`??` each); a player who did not
 * play it, and the dealer, are refused.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { games as circle } from '../../src/games/circle-poker/index.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { http, login, startTestServer } from './helpers.js';

const PLAYERS = ['alice', 'bob', 'carol', 'dave'];

test('recall: the auditor downloads a hand\'s PHH with every card; the player his copy with the others\' unshown cards withheld; others are refused', async () => {
  const holdem = circle.find((g) => g.id === 'texas-holdem');
  assert.ok(holdem);
  const s = await startTestServer({ games: [holdem], timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 600_000 } });
  try {
    await s.ctx.catalog.create({ id: 'cp-phh', game: 'texas-holdem', profile: 'eus', name: 'cp-phh', config: {}, boxes: 10, maxBoxesPerPlayer: 1 });
    await s.ctx.host.tick();
    const rt = s.ctx.host.get('cp-phh') as TableRuntime;
    for (const [i, u] of PLAYERS.entries()) {
      rt.attach(u);
      await rt.sit(u, i + 1);
      await rt.buyIn(u, 20_000, `buy-${u}`);
    }
    const first = rt.roundFor('player', 'alice');
    assert.ok(first);
    let k = 0;
    // Everyone folds to the big blind: nobody shows.
    for (let guard = 0; guard < 20; guard++) {
      const r = rt.roundFor('player', 'alice');
      if (!r || r.id !== first.id) break;
      const who = r.awaiting.find((a) => a.kind === 'player');
      if (!who || who.kind !== 'player') break;
      await rt.act({ username: who.player, as: 'player', key: `k${++k}`, round: r.id, version: r.version, action: { type: 'fold' } });
    }
    const path = `/api/rounds/${first.id}/phh`;
    const audit = await http<{ text: string; withheld: boolean; fileName: string }>(s.url, 'GET', path, undefined, await login(s.url, 'auditor'));
    assert.equal(audit.status, 200);
    assert.equal(audit.body.withheld, false);
    assert.match(audit.body.fileName, /^cp-phh-\d+\.phh$/);
    const dealt = [...audit.body.text.matchAll(/"d dh p(\d) (\S+)"/g)].map((m) => [Number(m[1]), m[2] as string]);
    assert.equal(dealt.length, 4);
    assert.ok(dealt.every(([, c]) => /^([2-9TJQKA][cdhs]){2}$/.test(c as string)), 'the auditor sees every card');
    const players = (/players = \[(.*)\]/.exec(audit.body.text)?.[1] ?? '').split(',').map((x) => x.trim().replace(/"/g, ''));
    const me = players.indexOf('alice') + 1;
    const mine = await http<{ text: string; withheld: boolean }>(s.url, 'GET', path, undefined, await login(s.url, 'alice'));
    assert.equal(mine.status, 200);
    assert.equal(mine.body.withheld, true);
    for (const [p, cards] of dealt) {
      const line = `"d dh p${p} ${p === me ? cards : '????'}"`;
      assert.ok(mine.body.text.includes(line), `${line} in alice's copy`);
    }
    // Every player dealt in downloads his copy — also one who folded without a chip in (named by no pot: whoever sat
    // under the gun or on the button; before, such a player had no recall row and was refused).
    for (const u of PLAYERS) {
      const copy = await http<{ withheld: boolean }>(s.url, 'GET', path, undefined, await login(s.url, u));
      assert.deepEqual([u, copy.status, copy.body.withheld], [u, 200, true]);
    }
    const outsider = await http<{ code: string }>(s.url, 'GET', path, undefined, await login(s.url, 'erin'));
    assert.equal(outsider.status, 403);
    assert.equal((await http(s.url, 'GET', path, undefined, await login(s.url, 'dealer'))).status, 403, 'the dealer does not download hands');
    assert.equal((await http(s.url, 'GET', path)).status, 401);
  } finally {
    await s.stop();
  }
});
