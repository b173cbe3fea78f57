/**
 * @module poker/room-jackpot
 * The poker-room jackpots' rules as a circle-poker profile writes them (003-CP-JP; the money is src/jackpots/
 * poker-room, the table's part src/games/circle-poker/room-jackpot): the drop, the Bad Beat's qualifier and shares,
 * the Royal Flush's share and ceiling. Here, among the shared poker parts, so that a game may read them.
 */
import { z } from 'zod';

const int = z.number().int();
const fraction = z.object({ num: int.min(1), den: int.min(1) }).strict().refine((r) => r.num <= r.den, 'a share is at most the whole');
export type Fraction = z.infer<typeof fraction>;

export const roomJackpotSchema = z
  .object({
    drop: z.object({ amount: int.min(1), minDealtIn: int.min(2).max(10) }).strict(),
    badBeat: z
      .object({
        /** The weakest losing hand that qualifies, as five cards (`AcAdAhJcJd`): that hand's value or better. */
        minimum: z.array(z.string().regex(/^[2-9TJQKA][cdhs]$/)).length(5),
        twoHoleCards: z.boolean(),
        share: fraction,
        loser: fraction,
        winner: fraction,
        table: fraction,
        /** Who shares the table's part: the players dealt into the hand, or every player holding a seat. */
        tableAmong: z.enum(['dealt-in', 'seated']),
        /** Whether the qualifying loser and winner also take part in the table's share. */
        tableIncludesQualifiers: z.boolean(),
      })
      .strict()
      .nullable(),
    royalFlush: z.object({ twoHoleCards: z.boolean(), share: fraction, max: int.min(1) }).strict().nullable(),
    /**
     * A hand whose board was run twice (003 §3.2.32–36) and the prizes: 003-CP-JP is silent (§3.3.6 speaks of "the
     * showdown", one board). `not-eligible` (default: a poker room's usual rule, no prize judged on one of two runs):
     * no Bad Beat or Royal Flush prize, the drop still taken; `first-run`: judged on the first run's board.
     */
    runTwice: z.enum(['not-eligible', 'first-run']).default('not-eligible'),
  })
  .strict();
export type RoomJackpot = z.infer<typeof roomJackpotSchema>;

/** `a × b` as one fraction of the jackpot (60% × 50% = 30%). */
export const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });
