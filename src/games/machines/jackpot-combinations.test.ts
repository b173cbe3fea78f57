/**
 * 003 §4.5.5: a machine's jackpot level may name a combination of the game; each machine declares those it reports
 * (`jackpotCombinations`), the list a link is checked against (server/tables/jackpot-link). The top results named in
 * docs/jackpots.md are each in their machine's list, with nothing twice; electronic roulette names none.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyGame } from '../../core/contract.js';
import { games } from './index.js';

const declared = (id: string): string[][] => {
  const g = games.find((x) => x.id === id) as AnyGame;
  return g.profiles.ids().map((p) => [...(g.jackpotCombinations?.(g.profiles.get(p)) ?? [])]);
};

test('003 §4.5.5: each machine declares the combinations it reports, its top result among them', () => {
  const top: Record<string, string> = { 'video-poker-jacks-or-better': 'royal-flush', 'video-poker-deuces-wild': 'natural-royal-flush', 'video-poker-joker-poker': 'natural-royal-flush', 'reel-slot': 'seven seven seven', keno: '10-of-10', 'hi-lo': 'max-calls', 'machine-bingo': 'three-lines', 'electronic-blackjack': 'blackjack' };
  for (const [id, combination] of Object.entries(top)) {
    for (const list of declared(id)) {
      assert.ok(list.includes(combination), `${id} reports ${combination}`);
      assert.equal(new Set(list).size, list.length, `${id}: each combination once`);
    }
  }
  assert.deepEqual(declared('electronic-roulette').flat(), [], 'electronic roulette names none');
  assert.ok(declared('keno').every((l) => l.includes('0-of-1') && !l.includes('11-of-10')), 'keno: every catch of each count it plays, none beyond');
  assert.ok(games.every((g) => typeof g.jackpotCombinations === 'function'), 'every machine declares its list');
});
