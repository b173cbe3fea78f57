/**
 * @module bench/baccarat-exact
 * Exact analyses of the baccarat family: `croupier rtp` for punto y banca (every bet and commission variant, 6 and
 * 8 decks; target ≤ 1 s), chemin de fer (the banker's best response) and deux tableaux; plus simulation speed
 * through the engine. Prints the median of several runs.
 */
import { puntoBanca } from '../src/games/baccarat/punto-banca/game.js';
import { cheminDeFer } from '../src/games/baccarat/chemin-de-fer/game.js';
import { deuxTableaux } from '../src/games/baccarat/deux-tableaux/game.js';
import { clearDeuxCache } from '../src/games/baccarat/deux-tableaux/exact.js';

function time(label: string, runs: number, f: () => unknown): void {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} median ${ms[Math.floor(ms.length / 2)]!.toFixed(1).padStart(8)} ms   min ${ms[0]!.toFixed(1).padStart(8)} ms`);
}

export async function run(): Promise<void> {
  const pb = puntoBanca.profiles.get('eus');
  for (const decks of ['6', '8']) time(`punto-banca rtp, ${decks} decks (every bet, 3 variants)`, 7, () => puntoBanca.tools!.rtp!(pb, 'eus', { decks }));
  const cdf = cheminDeFer.profiles.get('eus');
  for (const decks of ['6', '8']) time(`chemin-de-fer rtp, ${decks} decks (3 banker policies)`, 5, () => cheminDeFer.tools!.rtp!(cdf, 'eus', { decks }));
  const dt = deuxTableaux.profiles.get('eus');
  time('deux-tableaux rtp, 6 decks (limited and free)', 3, () => {
    clearDeuxCache();
    return deuxTableaux.tools!.rtp!(dt, 'eus', {});
  });
  for (const [g, p, rounds] of [[puntoBanca, pb, 20000], [cheminDeFer, cdf, 5000], [deuxTableaux, dt, 3000]] as const) {
    const t0 = performance.now();
    (g.tools!.simulate! as (p: unknown, id: string, o: { rounds: number; seed: string }) => unknown)(p, 'eus', { rounds, seed: 'bench' });
    const s = (performance.now() - t0) / 1000;
    console.log(`${`${g.id} simulation through the engine`.padEnd(52)} ${(rounds / s).toFixed(0).padStart(8)} coups/s`);
  }
}
