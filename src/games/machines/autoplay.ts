/**
 * @module games/machines/autoplay
 * What each machine without a player's decision declares for [Autoplay] (003 §4.1.2; table/autoplay): the actions of
 * one game as the player sends them, from the stake and the choices given once when autoplay starts.
 * - machine bingo: `play` with the stake;
 * - keno: `bet`, the numbers marked (the choices: 1 to 10 distinct numbers), `play`;
 * - electronic roulette: `place` the stake on one spot (the choice: the spot's id), `spin`;
 * - the reel slot: `spin` of the lines chosen (the choice) for the stake; the free games play by themselves; a
 *   double-up offer after a win is declined (`collect`: the win to the credit, 003 §4.1.3 "choosing [NO] adds the
 *   win to the credit"); free games won are a feature (a stop condition).
 * Video poker (the hold), electronic blackjack (hit or stand) and Hi/Lo (the call) need a decision of the player each
 * game: they declare no autoplay and a request for it is refused (docs/games/machines.md "Autoplay").
 */
import { z } from 'zod';
import type { GameAutoplay, LegalAction } from '../../core/contract.js';

const CITE = '003 §4.1.2';
/** A double-up offer declined: the win to the credit (003 §4.1.3). */
const declineDoubleUp = (legal: readonly LegalAction[]): Record<string, unknown> | null => (legal.some((a) => a.type === 'collect') ? { type: 'collect' } : null);

export const bingoAutoplay: GameAutoplay = { actions: (stake) => [{ type: 'play', amount: stake }], cite: CITE };

export const kenoAutoplay: GameAutoplay = {
  choices: z.object({ marks: z.array(z.number().int().min(1).max(80)).min(1).max(10).refine((m) => new Set(m).size === m.length, 'each number once') }).strict(),
  actions: (stake, c) => [{ type: 'bet', amount: stake }, ...(c as { marks: number[] }).marks.map((n) => ({ type: 'mark', number: n })), { type: 'play' }],
  cite: CITE,
};

export const rouletteAutoplay: GameAutoplay = {
  choices: z.object({ bet: z.string().min(1).max(40) }).strict(),
  actions: (stake, c) => [{ type: 'place', bet: (c as { bet: string }).bet, amount: stake }, { type: 'spin' }],
  cite: CITE,
};

export const reelsAutoplay: GameAutoplay = {
  choices: z.object({ lines: z.number().int().min(1).max(100) }).strict(),
  actions: (stake, c) => [{ type: 'spin', lines: (c as { lines: number }).lines, amount: stake }],
  step: declineDoubleUp,
  feature: (s) => Number((s as { freePlayed?: number }).freePlayed ?? 0) > 0,
  cite: `${CITE}, §4.1.3`,
};
