/**
 * @module games/house-poker/oasis
 * Oasis poker (`oasis-poker`: 003 §2.2.4 as profile `ee-oc`): five cards to each box (at most six) and to the dealer
 * from one 52-card deck, the dealer's last face up; the ANTE before the deal; play (the BET, twice the ANTE), exchange
 * one or two cards for one ANTE each, or fold; after the cards, play or fold; the dealer qualifies with ace-king; a
 * higher hand wins the ANTE 1:1 and the BET by the table; without a game, each box takes the ANTE or buys him one (his
 * highest card replaced). The engine is the exchange engine (exchange/), as Russian poker's.
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

const ID = 'oasis-poker';

/** The stored simulations `rtp` serves (regenerate: `npx tsx src/games/house-poker/math/exchange-store.ts oasis-poker`). */
export const OASIS_STORED = JSON.parse(readFileSync(new URL('./math/oasis-poker-sim.json', import.meta.url), 'utf8')) as Record<string, StoredFigures>;

const schema = exchangeProfileSchema.superRefine((p, ctx) => {
  try {
    checkExchangeEdge(() => oasisPoker, OASIS_STORED, p);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ConfigError ? `${e.code}: ${e.message}` : String(e) });
  }
});

export const oasisPoker: ExchangeGame = exchangeGame(
  { id: ID, profiles: profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)) },
  exchangeBets,
  {
    rtp: (p, id, o) => exchangeRtp(oasisPoker, OASIS_STORED, p, id, o),
    strategy: () => `Oasis poker (003 §2.2.4): the strategy the figures are for (stated, not the optimum).\n${EXCHANGE_STRATEGY}.`,
    simulate: (p, id, o) => simulateExchange(oasisPoker, p, id, o),
    render: renderHousePoker,
  },
  (p) => checkExchangeEdge(() => oasisPoker, OASIS_STORED, p),
);
