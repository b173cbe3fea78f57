/**
 * @module bench/reels
 * A reel machine's simulation: 10 million games through the real engine (create, the spin with its randomized stops,
 * the free games, the settlement) against a bare loop over the same strips (the RNG's stops and the pay evaluation,
 * no state, no events), in the same run; the ratio is the engine's cost per game. Plus the exact enumeration.
 * `GAMES=1000000 npm run bench -- reels` for a shorter run.
 */
import { RoundRunner } from '../src/core/round-runner.js';
import { reelSlot } from '../src/games/machines/reels/index.js';
import { resultAt, winUnits } from '../src/games/machines/reels/machine.js';
import { analyseReels } from '../src/games/machines/reels/math.js';
import type { ReelsState } from '../src/games/machines/reels/game.js';
import { seededRng } from '../src/rng/seeded-rng.js';

export async function run(): Promise<void> {
  const games = Number(process.env.GAMES ?? 10_000_000);
  const p = reelSlot.profiles.get('ee-oc');
  const m = p.machine.value;
  let t0 = performance.now();
  const a = analyseReels(m);
  console.log(`reel slot exact enumeration (${a.stops} stops): ${(performance.now() - t0).toFixed(0)} ms, return ${a.rtp.toFixed(8)}`);

  const rng = seededRng('bench-reels');
  t0 = performance.now();
  let bare = 0;
  let free = 0;
  for (let paid = 0; paid < games || free > 0; ) {
    if (free > 0) free--;
    else paid++;
    const stops = m.reels.map((s) => rng.int(s.length));
    const r = resultAt(m, stops, 5);
    bare += winUnits(r, 5);
    free += r.freeGames;
  }
  const bareMs = performance.now() - t0;
  console.log(`bare loop: ${games.toLocaleString('en')} games in ${(bareMs / 1000).toFixed(1)} s — ${Math.round(games / (bareMs / 1000)).toLocaleString('en')} games/s (return ${(bare / games / 5).toFixed(4)})`);

  const table = reelSlot.defaultTable(p);
  const by = { kind: 'player', player: 'bench' } as const;
  t0 = performance.now();
  let won = 0;
  for (let i = 0; i < games; i++) {
    const run = new RoundRunner(reelSlot as never, { profile: p, profileId: 'ee-oc', table, carry: null, rng, roundNo: i + 1 });
    run.act({ type: 'spin', lines: 5, amount: 50, by } as never, rng);
    while ((run.state as ReelsState).phase === 'free') run.act({ type: 'free-spin', by: { kind: 'system' } } as never, rng);
    if ((run.state as ReelsState).phase === 'doubling') run.act({ type: 'collect', by } as never, rng);
    won += (run.state as ReelsState).settlement?.lines[0]?.returned ?? 0;
  }
  const engineMs = performance.now() - t0;
  console.log(`engine: ${games.toLocaleString('en')} games in ${(engineMs / 1000).toFixed(1)} s — ${Math.round(games / (engineMs / 1000)).toLocaleString('en')} games/s (return ${(won / games / 50).toFixed(4)}); ${(engineMs / bareMs).toFixed(1)}× the bare loop's time`);
}
