/**
 * @module bench/ultimate-holdem-exact
 * The exact optimal ANTE + BLIND + PLAY of Ultimate Texas Hold'em (src/games/house-poker/math/ultimate-holdem-exact.ts):
 * the board pass over every board, suit classes valued once, for `ee-oc`. Prints its progress and the CPU time per
 * 100,000 boards enumerated; `--limit=N` stops after N boards (a cost measurement); with `--store` writes the figures,
 * the 169 starting hands and the canonical flops' partial sums to math/ultimate-holdem-exact.json (what `croupier rtp`
 * serves).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ultimateHoldem } from '../src/games/house-poker/ultimate-holdem.js';
import { BOARDS } from '../src/games/house-poker/math/canonical-boards.js';
import { preflopChart, uthExact, uthKey } from '../src/games/house-poker/math/ultimate-holdem-exact.js';
import type { UthProfile } from '../src/games/house-poker/ultimate/profile.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/games/house-poker/math/ultimate-holdem-exact.json');

export async function run(): Promise<void> {
  const p = ultimateHoldem.profiles.get('ee-oc') as UthProfile;
  const limitArg = process.argv.find((a) => a.startsWith('--limit='));
  const limit = limitArg ? Number(limitArg.slice(8)) : undefined;
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let lastSeen = 0;
  const cost = (seen: number): string => {
    const u = process.cpuUsage(cpu);
    const cpuS = (u.user + u.system) / 1e6;
    return `${cpuS.toFixed(0)} s CPU, ${((performance.now() - wall) / 1000).toFixed(0)} s wall; ${((cpuS / seen) * 1e5).toFixed(1)} s CPU per 100,000 boards`;
  };
  const r = uthExact(p, {
    ...(limit === undefined ? {} : { limit }),
    onProgress: (valued, seen) => {
      if (seen - lastSeen < 100_000) return;
      lastSeen = seen;
      console.log(`${seen.toLocaleString('en')} of ${BOARDS.toLocaleString('en')} boards enumerated, ${valued.toLocaleString('en')} valued: ${cost(seen)}`);
    },
  });
  const u = process.cpuUsage(cpu);
  const cpuS = (u.user + u.system) / 1e6;
  const wallS = (performance.now() - wall) / 1000;
  const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
  if (!r) {
    console.log(`stopped after ${limit?.toLocaleString('en')} boards enumerated: ${cost(limit ?? 1)} (load ${load}); the full pass: about ${((cpuS / (limit ?? 1)) * BOARDS).toFixed(0)} s CPU`);
    return;
  }
  console.log(`${p.id}: ANTE + BLIND + PLAY, optimal: ${r.mean.toFixed(8)} per ante (house edge ${(-100 * r.mean).toFixed(4)}%), ${r.wagered.toFixed(5)} wagered per ante, element of risk ${(-100 * r.perWager).toFixed(4)}%, PLAY before the flop ${(100 * r.preflopRate).toFixed(3)}% of holdings`);
  console.log(preflopChart(p, r.hands));
  console.log(`full pass: ${cpuS.toFixed(0)} s CPU, ${wallS.toFixed(0)} s wall (load ${load})`);
  if (process.argv.includes('--store')) {
    const data = {
      measured: { cpuSeconds: Math.round(cpuS), wallSeconds: Math.round(wallS), date: new Date().toISOString().slice(0, 10) },
      profiles: { [p.id]: { key: uthKey(p), mean: r.mean, wagered: r.wagered, perWager: r.perWager, preflopRate: r.preflopRate, hands: r.hands, flops: r.flops } },
    };
    writeFileSync(OUT, JSON.stringify(data));
    console.log(`stored ${OUT}`);
  }
}
