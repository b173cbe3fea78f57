/**
 * `croupier rtp` prints every game's `fraction` with one sign convention: the player's expectation per unit staked
 * (negative where the house has the edge), equal to −houseEdge (issue 17: craps printed the house edge).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { games } from '../src/registry.js';

/** The value of an exact rational printed as "a/b" or "a". */
const valueOf = (f: string): number => {
  const [n, d = '1'] = f.split('/');
  return Number(n) / Number(d);
};

for (const g of games()) {
  const rtp = g.tools?.rtp;
  if (!rtp) continue;
  test(`${g.id}: every exact fraction \`croupier rtp\` prints is the player's expectation, −houseEdge`, () => {
    const id = g.profiles.ids()[0] as string;
    const report = rtp(g.profiles.get(id) as never, id, {});
    let checked = 0;
    for (const b of report.bets) {
      if (b.fraction === undefined) continue;
      checked++;
      assert.ok(Math.abs(valueOf(b.fraction) + b.houseEdge) < 1e-9, `${b.bet}: fraction ${b.fraction} against house edge ${b.houseEdge}`);
      if (typeof b.houseEdgeFraction === 'string') assert.ok(Math.abs(valueOf(b.houseEdgeFraction) - b.houseEdge) < 1e-9, `${b.bet}: houseEdgeFraction ${b.houseEdgeFraction}`);
    }
    // Trente et quarante prints its fractions only with --fraction exact (50 s): its decimals are checked elsewhere.
    // Poker with discards, Pai Gow and the exchange games (Russian, Oasis) serve a stored simulation under a stated
    // strategy (docs/games/house-poker.md): every bet of theirs says `method: 'simulation'`, and no exact figure.
    const simulated = report.bets.every((b) => b.method === 'simulation');
    if (g.id !== 'trente-et-quarante' && !simulated) assert.ok(checked > 0, 'some bet has an exact fraction');
  });
}
