/**
 * @module games/house-poker/draw-poker
 * Draw poker (`draw-poker`: 003 §2.2.6 as profile `ee-oc`): five cards to each box (at most six) and to the dealer from
 * one 52-card deck, the dealer's last face up; the ANTE before the deal; play as dealt (the BET, twice the ANTE),
 * exchange one or two cards free of charge, or fold; after the cards, play or fold; the dealer then opens and draws by
 * fixed rules (exchange/dealer-draw.ts) and qualifies with a pair of eights; a higher hand wins the ANTE 1:1 and the
 * BET by the table; without a game the ANTE wins 1:1 and the BET is returned. The engine is the exchange engine
 * (exchange/), as Russian and Oasis poker's: the free exchange and the dealer's draw are its profile's parts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { refusingPlayerEdge } from './engine/edge.js';
import { exchangeGame, type ExchangeGame } from './exchange/game.js';
import { checkExchangeEdge, exchangeBets, exchangeRtp, type StoredFigures } from './exchange/math.js';
import { exchangeProfileSchema } from './exchange/profile.js';
import { simulateExchange } from './exchange/simulate.js';
import { DRAW_STRATEGY } from './exchange/strategy.js';
import { renderHousePoker } from './render.js';

const ID = 'draw-poker';

/** The stored simulations `rtp` serves (regenerate: `npx tsx src/games/house-poker/math/exchange-store.ts draw-poker`). */
export const DRAW_STORED = JSON.parse(readFileSync(new URL('./math/draw-poker-sim.json', import.meta.url), 'utf8')) as Record<string, StoredFigures>;

const check = (p: Parameters<typeof checkExchangeEdge>[2]): void => checkExchangeEdge(() => drawPoker, DRAW_STORED, p);

export const drawPoker: ExchangeGame = exchangeGame(
  { id: ID, profiles: profileSetFromDir(refusingPlayerEdge(exchangeProfileSchema, check), join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)) },
  exchangeBets,
  {
    rtp: (p, id, o) => exchangeRtp(drawPoker, DRAW_STORED, p, id, o),
    strategy: () => `Draw poker (003 §2.2.6): the strategy the figures are for (stated, not the optimum).\n${DRAW_STRATEGY}.`,
    simulate: (p, id, o) => simulateExchange(drawPoker, p, id, o),
    render: renderHousePoker,
  },
  check,
);
