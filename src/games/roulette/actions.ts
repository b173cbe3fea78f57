/**
 * @module games/roulette/actions
 * Roulette actions (the wire shape is `actionSchema`, without `by`).
 * Players: `place` { bet, amount, chips? }, `withdraw` { bet }, `buy-colour-chips` { value? },
 * `cash-colour-chips`, `prison-choice` { bet, choice }.
 * Dealer: `close-bets` (rien ne va plus), `spin` { pocket?, turns? } (the runtime fills `pocket`), `void-spin`
 * { reason }, `announce-last-spin`, `change-limits` { minimum }, `forbid-value-chips`, `allow-value-chips`,
 * `absent-winner` { player } (003 §2.1.9.1: an absent winner's grid bets ride).
 */
import { z } from 'zod';
import type { GameAction } from '../../core/contract.js';
import type { PrisonChoice } from '../../wheel/prison.js';

const amount = z.number().int().positive();
const pocket = z.union([z.number().int().min(0).max(37), z.literal('00')]);

export const rouletteActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), bet: z.string().min(1).max(40), amount, chips: z.enum(['colour', 'value']).optional() }),
  z.object({ type: z.literal('withdraw'), bet: z.string().min(1).max(40) }),
  z.object({ type: z.literal('buy-colour-chips'), value: amount.optional() }),
  z.object({ type: z.literal('cash-colour-chips') }),
  z.object({ type: z.literal('prison-choice'), bet: z.string().min(1).max(40), choice: z.enum(['half', 'prison']) }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('spin'), pocket: pocket.optional(), turns: z.number().int().min(0).max(1000).optional() }),
  z.object({ type: z.literal('void-spin'), reason: z.string().min(1).max(80) }),
  z.object({ type: z.literal('announce-last-spin') }),
  z.object({ type: z.literal('change-limits'), minimum: amount }),
  z.object({ type: z.literal('forbid-value-chips') }),
  z.object({ type: z.literal('allow-value-chips') }),
  z.object({ type: z.literal('absent-winner'), player: z.string().min(1).max(64) }),
]);

export type RouletteAction = GameAction &
  (
    | { type: 'place'; bet: string; amount: number; chips?: 'colour' | 'value' }
    | { type: 'withdraw'; bet: string }
    | { type: 'buy-colour-chips'; value?: number }
    | { type: 'cash-colour-chips' }
    | { type: 'prison-choice'; bet: string; choice: PrisonChoice }
    | { type: 'close-bets' }
    | { type: 'spin'; pocket?: number | '00'; turns?: number }
    | { type: 'void-spin'; reason: string }
    | { type: 'announce-last-spin' }
    | { type: 'change-limits'; minimum: number }
    | { type: 'forbid-value-chips' }
    | { type: 'allow-value-chips' }
    | { type: 'absent-winner'; player: string }
  );

export const pocketNumber = (p: number | '00'): number => (p === '00' ? 37 : p);
