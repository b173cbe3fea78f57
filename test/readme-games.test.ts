/**
 * The README's games table lists every registered game, one row each, with exactly the profiles it ships, and every
 * document it links to exists (issue 17: the table said triple blackjack had six profiles; it has one).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { games } from '../src/registry.js';

test("the README's games table names every registered game with exactly its profiles, and its links resolve", () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of readme.split('\n')) {
    const m = /^\| `([a-z-]+)` \| [a-z-]+ \| ([^|]+) \| (.+) \|$/.exec(line);
    if (!m) continue;
    const [, id, profiles, links] = m as unknown as [string, string, string, string];
    assert.ok(!rows.has(id), `${id} has two rows`);
    rows.set(id, profiles.split(',').map((p) => p.trim()).sort());
    for (const [, href] of links.matchAll(/\]\(([^)]+)\)/g)) assert.ok(existsSync(new URL(`../${href}`, import.meta.url)), `${id}: ${href} does not exist`);
  }
  const registered = new Map(games().map((g) => [g.id, [...g.profiles.ids()].sort()]));
  assert.deepEqual([...rows.keys()].sort(), [...registered.keys()].sort(), 'one row per registered game');
  for (const [id, ids] of registered) assert.deepEqual(rows.get(id), ids, `${id}'s profiles`);
});
