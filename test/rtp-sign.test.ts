/**
 * `croupier rtp` prints every game's `fraction` with one sign convention: the player's expectation per unit staked
 * (negative where the house has the edge), equal to −houseEdge (issue 17: craps printed the house edge).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { rtpSignProblems } from '../src/core/rtp-sign.js';
import { games } from '../src/registry.js';

/**
 * Games whose report takes seconds to count check the convention in their own test, on the report that test already
 * counts (the same code path serves every profile of the game): counting it again here cost about 45 s of the suite.
 */
const CHECKED_BY: Readonly<Record<string, string>> = {
  'video-poker-jacks-or-better': 'src/games/machines/video-poker/video-poker.test.ts',
  'video-poker-deuces-wild': 'src/games/machines/video-poker/video-poker.test.ts',
  'video-poker-joker-poker': 'src/games/machines/video-poker/video-poker.test.ts',
  trijoker: 'src/games/house-poker/trijoker.test.ts',
  'caribbean-stud': 'src/games/house-poker/caribbean.test.ts',
  monte: 'src/games/monte/monte.test.ts',
};

for (const g of games()) {
  const rtp = g.tools?.rtp;
  if (!rtp) continue;
  const by = CHECKED_BY[g.id];
  if (by) {
    test(`${g.id}: its own test (${by}) checks the sign of every exact fraction \`croupier rtp\` prints`, () => {
      assert.match(readFileSync(new URL(`../${by}`, import.meta.url), 'utf8'), /rtpSignProblems\(/);
    });
    continue;
  }
  test(`${g.id}: every exact fraction \`croupier rtp\` prints is the player's expectation, −houseEdge`, () => {
    const id = g.profiles.ids()[0] as string;
    const report = rtp(g.profiles.get(id) as never, id, {});
    const { problems, exact } = rtpSignProblems(report);
    assert.deepEqual(problems, []);
    // Trente et quarante prints its fractions only with --fraction exact (50 s): its decimals are checked elsewhere.
    // Poker with discards, Pai Gow and the exchange games (Russian, Oasis) serve a stored simulation under a stated
    // strategy (docs/games/house-poker.md): every bet of theirs says `method: 'simulation'`, and no exact figure.
    const simulated = report.bets.every((b) => b.method === 'simulation');
    if (g.id !== 'trente-et-quarante' && !simulated) assert.ok(exact > 0, 'some bet has an exact fraction');
  });
}

test('every game a test is named for exists and has `croupier rtp`', () => {
  const ids = new Set(games().filter((g) => g.tools?.rtp).map((g) => g.id));
  for (const id of Object.keys(CHECKED_BY)) assert.ok(ids.has(id), id);
});
