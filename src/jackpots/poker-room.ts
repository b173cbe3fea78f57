/**
 * @module jackpots/poker-room
 * The poker-room jackpots of 003-CP-JP (003 §3.2.41–43, §3.3.1–12) on the jackpot facility: the rules a circle-poker
 * profile writes for them (`roomJackpotSchema`, profile data with its citations; kept in src/poker/room-jackpot so a
 * game may read them, re-exported here), the prizes as shares of the jackpot (pure arithmetic), and the close of the
 * casino day that fixes the amount that counts (003 §3.3.4).
 * - **The drop** (§3.2.41–42, §3.3.1, §3.3.3): `drop.amount` (1.00) of the main pot of every hand at a cash table
 *   linked to the Olympic Poker Jackpot with at least `drop.minDealtIn` (6) players dealt in, once the flop (flop
 *   games) or the second open card (stud) is dealt (§3.2.43: never when the hand ends in its first betting round).
 *   It leaves the pot for the jackpot's pool (`jackpot-contribution`), never from the house's cut.
 * - **Bad Beat** (§3.3.6–8): `badBeat.share` (60%) of the jackpot, `loser` 50% of it to the best losing hand that
 *   meets `minimum` (five cards under the variant's high ranking: its value or better), `winner` 25% to the hand that
 *   beat it, `table` 25% shared by the other players (`tableAmong`); equal hands share their part.
 * - **Royal Flush** (§3.3.9–10): `royalFlush.share` (20%) of the jackpot, at most `max` (500.00): 500.00 from a
 *   jackpot of 2,500.00 up, 20% below it (the two rules meet at exactly 2,500.00).
 * - `twoHoleCards` (§3.3.7, §3.3.9, §3.3.12): the hand counts only if it uses two of the player's own cards (the
 *   flop games with any number of hole cards; Omaha always uses two; stud has no board, so the rule is moot there).
 * A profile without `roomJackpot`, or with `badBeat: null` (razz, short deck: no qualifier in §3.3.7's table), has no
 * such prize: data, not code.
 */
import { z } from 'zod';
export { roomJackpotSchema, times, type Fraction, type RoomJackpot } from '../poker/room-jackpot.js';

const int = z.number().int();

/** When the casino day closes (003 §3.3.4: "at 07.00 at the latest"), in the casino's time zone. */
export interface DayClose {
  readonly hour: number;
  readonly timeZone: string;
}

/** 003 §3.3.4's latest close, at Olympic Casino Estonia's: 07:00 in Tallinn. */
export const DEFAULT_DAY_CLOSE: DayClose = { hour: 7, timeZone: 'Europe/Tallinn' };

export const dayCloseSchema = z.object({ hour: int.min(0).max(23), timeZone: z.string().min(1).refine(validZone, 'an IANA time zone') }).strict();

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const DAY = 86_400_000;

/** The zone's offset from UTC at an instant, in ms (local wall time − UTC). */
function offsetMs(at: number, timeZone: string): number {
  const f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const v = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(v.year), Number(v.month) - 1, Number(v.day), Number(v.hour), Number(v.minute), Number(v.second));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The close of the previous casino day as seen at `at` (epoch ms): the latest instant at or before `at` when the
 * casino's clock shows `hour`:00 (003 §3.3.4). At 10:00 the day closed at 07:00 this morning; at 03:00, at 07:00
 * yesterday.
 */
export function lastDayClose(at: number, rule: DayClose = DEFAULT_DAY_CLOSE): number {
  const local = at + offsetMs(at, rule.timeZone);
  const d = new Date(local);
  let wall = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), rule.hour);
  if (wall > local) wall -= DAY;
  let instant = wall - offsetMs(wall, rule.timeZone);
  instant = wall - offsetMs(instant, rule.timeZone);
  return instant > at ? instant - DAY : instant;
}

/**
 * The amount that counts (003 §3.3.4) from the pool's balance now and the drops paid into it since the last close:
 * what the pool held at the close, less any prize paid from it since (the same money is never promised twice), plus
 * any reset by the house since. Never below zero nor above the balance.
 */
export const amountThatCounts = (balance: number, dropsSinceClose: number): number => Math.max(0, Math.min(balance, balance - dropsSinceClose));

/** One part of a prize shared by `n` equal hands: each gets the floor; the odd cents stay in the pool (docs/jackpots.md). */
export const shareEach = (prize: number, n: number): number => (n > 0 ? Math.floor(prize / n) : 0);
