/**
 * @module games/house-poker/russian
 * Russian poker (`russian-poker`: 003 §2.2.8 as profile `ee-oc`): five cards to each box (at most four) and to the
 * dealer from one 52-card deck, the dealer's last face up; the ANTE before the deal; play (the BET, twice the ANTE),
 * exchange one to five cards or buy a sixth for one ANTE, or fold; after the cards, play or fold; insurance on three
 * of a kind or better; the dealer qualifies with ace-king; without a game, each box takes the ANTE or buys him one
 * (his highest card replaced); two combinations paid on a box. The engine is the exchange engine (exchange/).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../../core/errors.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { exchangeGame, type ExchangeGame } from './exchange/game.js';
import { checkExchangeEdge, exchangeBets, exchangeRtp, type StoredFigures } from './exchange/math.js';
import { exchangeProfileSchema } from './exchange/profile.js';
import { simulateExchange } from './exchange/simulate.js';
import { EXCHANGE_STRATEGY } from './exchange/strategy.js';
import { renderHousePoker } from './render.js';

const ID = 'russian-poker';

/** The stored simulations `rtp` serves (regenerate: `npx tsx scripts/exchange-sim.ts russian-poker`). */
export const RUSSIAN_STORED = JSON.parse(readFileSync(new URL('./math/russian-poker-sim.json', import.meta.url), 'utf8')) as Record<string, StoredFigures>;

const schema = exchangeProfileSchema.superRefine((p, ctx) => {
  try {
    checkExchangeEdge(() => russianPoker, RUSSIAN_STORED, p);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ConfigError ? `${e.code}: ${e.message}` : String(e) });
  }
});

export const russianPoker: ExchangeGame = exchangeGame(
  { id: ID, profiles: profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)) },
  exchangeBets,
  {
    rtp: (p, id, o) => exchangeRtp(russianPoker, RUSSIAN_STORED, p, id, o),
    strategy: () => `Russian poker (003 §2.2.8): the strategy the figures are for (stated, not the optimum).\n${EXCHANGE_STRATEGY}.`,
    simulate: (p, id, o) => simulateExchange(russianPoker, p, id, o),
    render: renderHousePoker,
  },
  (p) => checkExchangeEdge(() => russianPoker, RUSSIAN_STORED, p),
);
