/**
 * @module bench/casino-holdem-exact
 * The exact optimal ante + call of Casino Texas Hold'em (src/games/house-poker/math/casino-holdem-exact.ts): the
 * board pass over every board, suit classes valued once, for `eus` and `ee-oc` together (one qualifier). Prints its
 * progress and the CPU time per 100,000 boards enumerated and per 1,000 boards valued; with `--store` writes the
 * figures and the canonical flops' partial sums to math/casino-holdem-exact.json (what `croupier rtp` serves).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { casinoHoldem } from '../src/games/house-poker/casino-holdem.js';
import { BOARDS } from '../src/games/house-poker/math/canonical-boards.js';
import { exactOptimum } from '../src/games/house-poker/math/casino-holdem-exact.js';
import { profileKey } from '../src/games/house-poker/math/casino-holdem-store.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../src/games/house-poker/math/casino-holdem-exact.json');

export async function run(): Promise<void> {
  const profiles = ['eus', 'ee-oc'].map((id) => casinoHoldem.profiles.get(id));
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let lastSeen = 0;
  const res = exactOptimum(profiles, (valued, seen) => {
    if (seen - lastSeen < 100_000) return;
    lastSeen = seen;
    const u = process.cpuUsage(cpu);
    const cpuS = (u.user + u.system) / 1e6;
    console.log(`${seen.toLocaleString('en')} of ${BOARDS.toLocaleString('en')} boards enumerated, ${valued.toLocaleString('en')} valued: ${cpuS.toFixed(0)} s CPU, ${((performance.now() - wall) / 1000).toFixed(0)} s wall; ${((cpuS / seen) * 1e5).toFixed(1)} s CPU per 100,000 boards`);
  });
  const u = process.cpuUsage(cpu);
  const cpuS = (u.user + u.system) / 1e6;
  const wallS = (performance.now() - wall) / 1000;
  profiles.forEach((p, k) => {
    const r = res[k] as (typeof res)[number];
    console.log(`${p.id}: ante + call, optimal: ${r.mean.toFixed(8)} per ante (house edge ${(-100 * r.mean).toFixed(4)}%), element of risk ${(-100 * r.perWager).toFixed(4)}%, calls ${(100 * r.callRate).toFixed(3)}%; the simple strategy exactly ${r.simpleMean.toFixed(8)} (house edge ${(-100 * r.simpleMean).toFixed(4)}%)`);
  });
  console.log(`full pass: ${cpuS.toFixed(0)} s CPU, ${wallS.toFixed(0)} s wall (load ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`);
  if (process.argv.includes('--store')) {
    const data = {
      measured: { cpuSeconds: Math.round(cpuS), wallSeconds: Math.round(wallS), date: new Date().toISOString().slice(0, 10) },
      profiles: Object.fromEntries(profiles.map((p, k) => {
        const r = res[k] as (typeof res)[number];
        return [p.id, { key: profileKey(p), mean: r.mean, callRate: r.callRate, perWager: r.perWager, simpleMean: r.simpleMean, flops: r.flops }];
      })),
    };
    writeFileSync(OUT, JSON.stringify(data));
    console.log(`stored ${OUT}`);
  }
}
