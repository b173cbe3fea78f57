/**
 * @module bench/house-poker-exact
 * The exact analysis of three-card poker (src/games/house-poker/math/three-card.ts): all 407,170,400 deals counted by
 * inclusion–exclusion, each a profile load with a qualifier not analysed before (the first also builds the value tables for eus' own load). Target: under 1 s.
 */
import { str } from '../src/math/rational.js';
import { THREE_CARD } from '../src/poker-eval/presets.js';
import { analyseThreeCard } from '../src/games/house-poker/math/three-card.js';
import { threeCard } from '../src/games/house-poker/three-card.js';

export async function run(): Promise<void> {
  for (const id of ['ee-oc', 'eus']) {
    const json = { ...threeCard.profiles.get(id), qualifier: { value: 'Qc4d2h', cite: 'bench' } };
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const p = threeCard.profiles.parse(json, 'bench'); // the load-time check runs the analysis
    const a = analyseThreeCard(p, THREE_CARD);
    const used = process.cpuUsage(cpu);
    console.log(`${id} (fresh analysis): ${(performance.now() - wall).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU — ante+play ${str(a.antePlay)}, pair plus ${a.pairPlus ? str(a.pairPlus) : '—'}`);
  }
}
