/**
 * @module games/house-poker/math/exchange-store
 * Writes the stored simulations of an exchange game (`math/<id>-sim.json`), which `croupier rtp` serves and the
 * load-time check reads: `npx tsx src/games/house-poker/math/exchange-store.ts russian-poker [rounds]`. Each profile
 * gets its long run and a short `check` run of the same seed that the tests repeat exactly.
 */
import { writeFileSync } from 'node:fs';
import type { ExchangeGame } from '../exchange/game.js';
import { mathKey, type StoredFigures } from '../exchange/math.js';
import { storedBets, type StoredSim } from '../engine/simulate.js';
import { simulateExchange } from '../exchange/simulate.js';

export const CHECK_ROUNDS = 3_000;

export function storeFigures(game: ExchangeGame, rounds: number): Record<string, StoredFigures> {
  const out: Record<string, StoredFigures> = {};
  for (const id of game.profiles.ids()) {
    const p = game.profiles.get(id);
    const seed = `${game.id}-${id}`;
    const run = (n: number): Record<string, StoredSim> => storedBets(simulateExchange(game, p, id, { rounds: n, seed }));
    out[id] = { key: mathKey(p), bets: run(rounds), check: run(CHECK_ROUNDS) };
  }
  return out;
}

if (process.argv[1]?.endsWith('exchange-store.ts')) {
  const id = process.argv[2];
  const rounds = Number(process.argv[3] ?? 200_000);
  const { games } = await import('../index.js');
  const game = games.find((g) => g.id === id) as unknown as ExchangeGame | undefined;
  if (!game) throw new Error(`no exchange game ${id}`);
  writeFileSync(new URL(`./${id}-sim.json`, import.meta.url), `${JSON.stringify(storeFigures(game, rounds), null, 2)}\n`);
}
