/**
 * Recall keeps wallet balances private (issue 15, item 10): a player sees their own balance before and after a
 * round, never another player's (their stakes and returns are public at the table); a dealer sees stakes and
 * returns, no balance; the auditor sees every balance. The house's net is the dealer's and the auditor's: a player's
 * recall and table frames never carry it (issue 17).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { games as registered } from '../../src/registry.js';
import { actionSeenBy } from '../../src/server/http/recall-routes.js';
import { Client, http, login, startTestServer, type Frame } from './helpers.js';

interface Row {
  player: string;
  balanceBefore: number | null;
  balanceAfter: number | null;
  staked: number;
}
type Round = { id: number; players: Row[]; houseNet: number | null };

const roundOf = (f: Frame | undefined): { id: number; version: number; awaiting: { player?: string }[] } => f?.round as { id: number; version: number; awaiting: { player?: string }[] };

test('recall: a player sees their own balances only; a dealer none; the auditor all', async () => {
  const s = await startTestServer({ timings: { bettingMs: 60_000 } });
  try {
    const tokens = { alice: await login(s.url, 'alice'), bob: await login(s.url, 'bob') };
    const clients: Record<string, Client> = {};
    for (const [name, box] of [['alice', 1], ['bob', 2]] as const) {
      const c = await Client.connect(s.url, tokens[name]);
      clients[name] = c;
      await c.request({ type: 'join', table: 'high-card-test' });
      await c.request({ type: 'sit', table: 'high-card-test', box });
      const r = roundOf(c.lastTable('high-card-test') ?? (await c.next((f) => f.type === 'table')));
      assert.equal((await c.request({ type: 'act', table: 'high-card-test', key: `privacy-bet-${name}`, round: r.id, version: r.version, action: { type: 'bet', box, amount: 500 } })).type, 'ok');
    }
    const alice = clients.alice as Client;
    const bob = clients.bob as Client;
    const mark = alice.frames.length;
    const id = roundOf(alice.lastTable('high-card-test')).id;
    await alice.request({ type: 'ready', table: 'high-card-test' });
    await bob.request({ type: 'ready', table: 'high-card-test' });
    for (const [c, name, box] of [[alice, 'alice', 1], [bob, 'bob', 2]] as const) {
      const f = roundOf(await c.until((x) => x.type === 'table' && (roundOf(x)?.awaiting ?? []).some((a) => a.player === name), mark));
      await c.request({ type: 'act', table: 'high-card-test', key: `privacy-stay-${name}`, round: f.id, version: f.version, action: { type: 'stay', box } });
    }
    const end = await alice.until((x) => x.type === 'table' && (x.last as { id: number } | null)?.id === id, mark);
    // Issue 17: the last result a player's frame carries has the lines, not the house's net.
    assert.equal((end.last as { houseNet?: number }).houseNet, undefined, 'a player is not sent the house’s net');
    assert.ok(Array.isArray((end.last as { lines?: unknown }).lines), 'the result lines are sent');
    await alice.close();
    await bob.close();

    const seen = async (who: string, token: string): Promise<Round[]> => {
      const list = (await http<{ rounds: Round[] }>(s.url, 'GET', '/api/recall?table=high-card-test', undefined, token)).body.rounds.filter((r) => r.id === id);
      const detail = await http<{ round: Round }>(s.url, 'GET', `/api/rounds/${id}`, undefined, token);
      assert.equal(detail.status, 200, who);
      return [...list, detail.body.round];
    };
    for (const r of await seen('alice', tokens.alice)) {
      const mine = r.players.find((p) => p.player === 'alice');
      const his = r.players.find((p) => p.player === 'bob');
      assert.equal(mine?.balanceBefore, 100_000);
      assert.equal(mine?.balanceAfter !== null, true);
      assert.deepEqual([his?.balanceBefore, his?.balanceAfter, his?.staked], [null, null, 500], 'bob’s stake is public, his balance is not');
      assert.equal(r.houseNet, null, 'issue 17: a player never sees the house’s net');
    }
    for (const r of await seen('dealer', await login(s.url, 'dealer'))) {
      for (const p of r.players) assert.deepEqual([p.balanceBefore, p.balanceAfter], [null, null], p.player);
      assert.equal(typeof r.houseNet, 'number', 'the dealer sees the house’s net');
    }
    for (const r of await seen('auditor', await login(s.url, 'auditor'))) {
      for (const p of r.players) assert.equal(p.balanceBefore, 100_000, p.player);
      assert.equal(typeof r.houseNet, 'number', 'the auditor sees the house’s net');
    }
  } finally {
    await s.stop();
  }
});

test('000 §17 VII.13: a draw poker player\'s discarded cards stay his in the recall — the others (and the dealer) see how many he drew, not which', () => {
  const draw = registered().find((g) => g.id === 'five-card-draw');
  assert.ok(draw, 'five-card draw is registered');
  const action = { type: 'draw', discard: ['Ks', '7d'] };
  const by = { kind: 'player', player: 'alice' };
  assert.deepEqual(actionSeenBy(draw, action, by, 'alice'), action, 'the drawer sees his own discards');
  assert.deepEqual(actionSeenBy(draw, action, by, 'bob'), { type: 'draw', discard: 2 }, 'another player sees the count');
  assert.deepEqual(actionSeenBy(draw, { type: 'raise', amount: 400 }, by, 'bob'), { type: 'raise', amount: 400 }, 'a bet is public');
});
