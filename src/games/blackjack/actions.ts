/**
 * @module games/blackjack/actions
 * Every blackjack action, as the wire sees it (the server adds `by`). Players bet and decide; the dealer closes
 * bets and deals; the dealer or inspector reports irregularities, each with its written consequence.
 * Actions that reshuffle carry their random result (`order`, `cutOffset`, and the new commitment's `salt`), filled by
 * `randomize` from the server's RNG before they are applied and recorded, so a round replays exactly; a client never
 * sends them (`Game.randomFields`).
 */
import { z } from 'zod';
import type { GameAction } from '../../core/contract.js';
import { SIDE_KINDS } from './side-kinds.js';

const box = z.number().int().min(1).max(9);
const amount = z.number().int().positive();
const card = z.string().regex(/^[2-9TJQKA][cdhs]$/);
const reshuffle = { order: z.array(card).optional(), cutOffset: z.number().int().min(0).optional(), salt: z.string().regex(/^[0-9a-f]{32,128}$/).optional() };

export const bjActionSchema = z.discriminatedUnion('type', [
  // betting (players)
  z.object({ type: z.literal('sit'), box }),
  z.object({ type: z.literal('leave'), box }),
  z.object({ type: z.literal('bet'), box, amount, sub: z.number().int().min(1).max(3).optional() }),
  z.object({ type: z.literal('side-bet'), box, kind: z.enum(SIDE_KINDS), amount, side: z.enum(['under', 'over']).optional() }),
  z.object({ type: z.literal('tip'), box, amount }),
  z.object({ type: z.literal('withdraw'), box, bet: z.string(), sub: z.number().int().min(1).max(3).optional() }),
  z.object({ type: z.literal('consent'), box, player: z.string().min(1) }),
  z.object({ type: z.literal('done-betting') }),
  // betting (dealer)
  z.object({ type: z.literal('deal'), skipBoxes: z.array(box).optional(), extraBoxes: z.array(box).optional(), skipDealerCard: z.boolean().optional() }),
  z.object({ type: z.literal('remove-bet'), box, bettor: z.string().min(1) }),
  z.object({ type: z.literal('announce-last-shoe'), minimum: amount, maximum: amount }),
  z.object({ type: z.literal('close-empty-table') }),
  // insurance and even money
  z.object({ type: z.literal('insure'), box, amount, sub: z.number().int().min(1).max(3).optional() }),
  z.object({ type: z.literal('decline-insurance'), box, sub: z.number().int().min(1).max(3).optional() }),
  z.object({ type: z.literal('even-money'), box, sub: z.number().int().min(1).max(3).optional() }),
  z.object({ type: z.literal('wait'), box, sub: z.number().int().min(1).max(3).optional() }),
  // decisions
  z.object({ type: z.literal('hit'), box }),
  z.object({ type: z.literal('stand'), box }),
  z.object({ type: z.literal('double'), box }),
  z.object({ type: z.literal('split'), box }),
  z.object({ type: z.literal('surrender'), box }),
  z.object({ type: z.literal('follow'), box, choice: z.enum(['double', 'no', 'both', 'first', 'second']) }),
  z.object({ type: z.literal('accept-card'), box }),
  z.object({ type: z.literal('refuse-card'), box }),
  z.object({ type: z.literal('take-card'), box }),
  z.object({ type: z.literal('give-card'), box }),
  // irregularities (dealer / inspector)
  /**
   * 002 §14.7: cards exposed that `forBox` did not ask for (by default the box in turn; the box that has just
   * finished, when the exposure came from its call): they are offered from the box after it, in order.
   */
  z.object({ type: z.literal('expose-cards'), count: z.number().int().min(1).max(4), forBox: z.number().int().min(1).optional() }),
  z.object({ type: z.literal('redeal') }),
  z.object({ type: z.literal('notice-missing-dealer-card') }),
  z.object({ type: z.literal('notice-cut-card'), ...reshuffle }),
  z.object({ type: z.literal('reshuffle-discards'), ...reshuffle }),
  z.object({ type: z.literal('replace-shuffler'), ...reshuffle }),
  z.object({ type: z.literal('player-gone'), box }),
  z.object({ type: z.literal('player-away'), box }),
]);

export type BjWireAction = z.infer<typeof bjActionSchema>;
export type BjAction = BjWireAction & GameAction;
export type BjActionType = BjWireAction['type'];
/** An action of one type, with its sender. */
export type ActionOf<T extends BjActionType> = Extract<BjWireAction, { type: T }> & GameAction;
