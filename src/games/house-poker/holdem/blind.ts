/**
 * @module games/house-poker/holdem/blind
 * Blind hands at the board games (003's house pokers: Casino Hold'em §2.2.10.6–7, .9, .13; Ultimate Texas Hold'em
 * §2.2.9.5–8, .12), read only where the profile offers them (`blindHands`; 000 and 001 have none):
 * - a player on more than one box has one open hand (he may look at its cards); his other boxes are blind hands,
 *   which nobody looks at (§2.2.10.6, §2.2.9.5); a blind hand places its continuation bet — Casino Hold'em's BET,
 *   "always double the ANTE" (§2.2.10.9), UTH's PLAY, "one, two, three or four times the ANTE" (§2.2.9.8) — with
 *   its ANTE, before the deal: a `bet` on the `play` spot while betting is open makes the box blind;
 * - the box's cards stay hidden from every view until the dealer opens them at the end of the game (§2.2.10.13,
 *   §2.2.9.12: the showdown); the box makes no decision (its bet is placed), so it is never awaited nor timed out;
 * - at "no more bets" a player's boxes without that bet beyond one are not kept as second open hands: their stakes
 *   come back (`stake-withdrawn`, reason `house-poker/one-open-hand`); the open hand kept is the lowest-numbered of
 *   them that keeps his boxes side by side where the text wants them so (`keepsSideBySide`: with boxes 1 open, 2
 *   blind, 3 open, 4 blind he keeps 3, not 1, which would leave 1, 2 and 4), elsewhere the lowest-numbered next to one
 *   of his blind boxes (`nextToBlind`), else his lowest-numbered (a croupier decision: the text names none;
 *   engine/open-hand.ts, shared with the other engines);
 * - where the text says so (`adjacent`, §2.2.10.7, §2.2.9.6) a player's boxes lie side by side: an ANTE on a box not
 *   next to his others, or taking back one that would split them, is refused (`house-poker/boxes-not-adjacent`).
 */
import { z } from 'zod';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import { boxOf, playerOf } from '../engine/boxes.js';
import { boxesAfter, extraOpenHands, keepsSideBySide, nextToBlind, sideBySide } from '../engine/open-hand.js';
import type { HhBox, HhEvent, HhState } from './state.js';
import type { BoardProfileBase, BoardVariant } from './variant.js';

const F = 'house-poker';
/** The spot a blind hand's continuation bet (BET / PLAY) takes: the one a decision fills on an open hand. */
export const BLIND_SPOT = 'play';

/** The profile's blind hands: offered or not, adjacent boxes required, the continuation bet's multiples of the ANTE (absent: the first street's). */
export const blindHandsSchema = z
  .object({ offered: z.boolean(), adjacent: z.boolean(), multiples: z.array(z.number().int().min(1).max(4)).min(1).optional() })
  .strict();
export type BlindHands = z.infer<typeof blindHandsSchema>;

type S<P extends BoardProfileBase> = HhState<P>;
type Bet = { readonly by: Actor; readonly box: BoxId; readonly spot: string; readonly amount: number };
type Withdraw = { readonly by: Actor; readonly box: BoxId; readonly spot: string };

/** The profile's blind hands where offered, with their citation; null otherwise. */
export function blindOf(p: BoardProfileBase): { value: BlindHands; cite: string } | null {
  return p.blindHands?.value.offered ? p.blindHands : null;
}

/** The blind hand's continuation bet as allowed multiples of the ANTE. */
export const blindMultiples = <P extends BoardProfileBase>(v: BoardVariant<P>, p: P): readonly number[] => blindOf(p)?.value.multiples ?? v.streets(p)[0]?.multiples ?? [];

function checkAdjacent(s: S<BoardProfileBase>, player: PlayerId, boxes: readonly number[], what: string): Rejection | null {
  const b = blindOf(s.profile);
  if (!b?.value.adjacent || sideBySide(boxes)) return null;
  return reject(`${F}/boxes-not-adjacent`, `a player's boxes lie side by side: ${what} would leave ${player} on boxes ${[...boxes].sort((x, y) => x - y).join(', ')}`, b.cite);
}

/**
 * The blind hands' checks of a bet (after the ordinary ones passed): an ANTE on a new box next to the player's
 * others (where required), no ANTE added under a placed continuation bet (its size is fixed against the ANTE).
 */
export function checkBlindAnte(s: S<BoardProfileBase>, a: Bet): Rejection | null {
  const b = blindOf(s.profile);
  const player = playerOf(a.by);
  if (!b || a.spot !== 'ante' || !player) return null;
  const box = boxOf(s, a.box);
  if (box?.stakes[BLIND_SPOT]) return reject(`${F}/blind-bet-placed`, `box ${a.box} is a blind hand: take back its ${BLIND_SPOT} to change the ante`, b.cite);
  return box ? null : checkAdjacent(s, player, boxesAfter(s.boxes, player, a.box, 'add'), `an ante on box ${a.box}`);
}

/** The continuation bet before the deal: on a box of one's own with an ANTE, once, the ANTE times one of the blind multiples. */
export function checkBlindBet<P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>, a: Bet): Rejection | null {
  const b = blindOf(s.profile);
  const player = playerOf(a.by);
  if (!b) return reject(`${F}/unknown-spot`, `no spot ${a.spot} before the deal`);
  if (!player) return reject(`${F}/player-only`, 'only a player bets');
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  const box = boxOf(s, a.box);
  if (!box || box.owner !== player || !box.stakes.ante) return reject(`${F}/side-bet-needs-ante`, `a blind hand places its ${BLIND_SPOT} with an ante on the same box`, b.cite);
  if (box.stakes[BLIND_SPOT]) return reject(`${F}/blind-bet-placed`, `box ${a.box} is already a blind hand`, b.cite);
  const ms = blindMultiples(v, s.profile);
  if (!ms.some((m) => m * (box.stakes.ante as number) === a.amount)) return reject(`${F}/play-size`, `a blind hand's ${BLIND_SPOT} is ${ms.map((m) => `${m}×`).join(' or ')} the ante (${box.stakes.ante})`, b.cite);
  return null;
}

/** The amount range of a box's continuation bet before the deal (the ANTE × the blind multiples). */
export function blindRange<P extends BoardProfileBase>(v: BoardVariant<P>, s: S<P>, box: number): { min: number; max: number; step: number } {
  const ante = boxOf(s, box)?.stakes.ante ?? 0;
  const ms = blindMultiples(v, s.profile);
  return { min: ante * Math.min(...ms), max: ante * Math.max(...ms), step: Math.max(1, ante) };
}

/** A withdrawal's blind-hand check: an ANTE taken back (freeing its box) must not split the player's boxes. */
export function checkBlindWithdraw(s: S<BoardProfileBase>, a: Withdraw): Rejection | null {
  const player = playerOf(a.by);
  if (a.spot !== 'ante' || !player) return null;
  return checkAdjacent(s, player, boxesAfter(s.boxes, player, a.box, 'remove'), `taking back box ${a.box}`);
}

/** A box's `blind` flag while betting is open: its continuation bet is on it. */
export const markBlind = (boxes: readonly HhBox[]): HhBox[] => boxes.map((b) => ({ ...b, blind: b.stakes[BLIND_SPOT] !== undefined }));

/**
 * At "no more bets": each blind box's bet stands as its decision (`play`); a player's boxes without it beyond his one
 * open hand are given back, each stake with a `stake-withdrawn` naming the rule. Without blind hands: unchanged.
 */
export function closeBlindHands(s: S<BoardProfileBase>): { boxes: HhBox[]; events: HhEvent[] } {
  const b = blindOf(s.profile);
  if (!b) return { boxes: [...s.boxes], events: [] };
  // The open hand kept: where the text wants his boxes side by side (§2.2.10.7, §2.2.9.6) the lowest-numbered that keeps
  // them so; elsewhere the lowest-numbered next to one of his blind boxes; else his lowest-numbered.
  const back = extraOpenHands(s.boxes, b.value.adjacent ? keepsSideBySide : nextToBlind);
  const events: HhEvent[] = [];
  for (const x of back)
    for (const [bet, amount] of Object.entries(x.stakes)) if (amount) events.push({ type: 'stake-withdrawn', bettor: x.owner, box: x.box, bet, amount, reason: `${F}/one-open-hand`, cite: b.cite });
  const blind = s.boxes.filter((x) => x.blind).map((x) => x.box);
  if (blind.length) events.push({ type: 'blind-hands', boxes: blind, cite: b.cite });
  const boxes = s.boxes.filter((x) => !back.includes(x)).map((x) => (x.blind ? { ...x, decision: 'play' as const } : x));
  return { boxes, events };
}
