/**
 * @module games/house-poker/engine/blind
 * Blind hands, the parts every house-poker engine can share (profile parameter `blindHands`, docs/games/house-poker.md):
 * - A blind box is one whose player placed the continuation bet (BET / second bet, the `play` spot) while betting is
 *   open, before the deal (003 §2.2.5.9; 000 §11 IV.3: "he may double the bets without seeing the cards"). Its size is
 *   the ante × one of the profile's play multiples; it goes on a box with an ante, once.
 * - One open hand per player (003 §2.2.5.6; 000 §11 IV.3: he sees only the cards of the box where he sits): at the
 *   close of bets each player keeps his first box without the continuation bet (in dealing order, box 1 first) as his
 *   open hand — where his boxes must be adjacent, the first that keeps them so (open-hand.ts, shared with the other
 *   engines) —; the stakes of any other such box are returned with the reason `house-poker/one-open-hand`.
 * - Adjacency (where the text states it, `adjacent`): a player's boxes are next to each other; an ante on a box that
 *   would leave a gap, or a withdrawal that would split them, is refused `house-poker/boxes-not-adjacent`.
 * A blind box's cards are hidden from every view until the dealer opens them (views.ts).
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId } from '../../../core/ids.js';
import { boxOf, playerOf, type BoxBase, type RoundBase } from './boxes.js';
import { boxesAfter, extraOpenHands, keepsSideBySide, sideBySide } from './open-hand.js';

/** The profile's blind-hand rules (null or absent: the text has none and the BET before the deal is refused). */
export interface BlindHandsRule {
  /** The player's boxes must be next to each other. */
  readonly adjacent: boolean;
  /** A blind box may still pass (fold) after the deal, without its cards being seen; false: it always plays. */
  readonly mayPass: boolean;
}
export type BlindHandsParam = { readonly value: BlindHandsRule | null; readonly cite: string } | undefined;

type Bet = { readonly by: Actor; readonly box: BoxId; readonly spot: string; readonly amount: number };
const F = 'house-poker';
/** The spot of the continuation bet. */
export const BLIND_SPOT = 'play';

/** The amount range of a blind box's continuation bet: the ante × the play multiples (nothing once placed or without an ante). */
export function blindRange(s: RoundBase, box: BoxId, multiples: readonly number[]): { min: number; max: number; step: number } {
  const b = boxOf(s, box);
  const ante = b?.stakes.ante ?? 0;
  if (!ante || b?.stakes[BLIND_SPOT]) return { min: 1, max: 0, step: 1 };
  return { min: ante * Math.min(...multiples), max: ante * Math.max(...multiples), step: ante };
}

/** The continuation bet before the deal: where the profile offers blind hands, on one's own box with an ante, once, the ante × a play multiple. */
export function checkBlindBet(s: RoundBase, a: Bet, rule: BlindHandsParam, multiples: { readonly value: readonly number[]; readonly cite: string }): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject(`${F}/player-only`, 'only a player bets');
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  if (!rule?.value) return reject(`${F}/no-blind-hands`, 'the continuation bet is placed after the deal here: this game has no blind hands', rule?.cite ?? s.profile.cites.bets);
  const b = boxOf(s, a.box);
  if (!b) return reject(`${F}/blind-needs-ante`, 'a blind box takes its ante first', rule.cite);
  if (b.owner !== p) return reject(`${F}/box-taken`, `box ${a.box} is another player's`, s.profile.cites.bets);
  if (!b.stakes.ante) return reject(`${F}/blind-needs-ante`, 'a blind box takes its ante first', rule.cite);
  if (b.stakes[BLIND_SPOT]) return reject(`${F}/blind-bet-placed`, `box ${a.box} has its continuation bet already`, rule.cite);
  const ante = b.stakes.ante;
  if (!multiples.value.some((m) => a.amount === ante * m))
    return reject(`${F}/play-size`, `the continuation bet is ${multiples.value.map((m) => ante * m).join(' or ')} (the ante × ${multiples.value.join(' or ')})`, multiples.cite);
  return null;
}

/** An ante once the box's continuation bet is on: refused (the BET must stay the ante × its multiple; take it back first). */
export function checkAnteAfterBlind(s: RoundBase, a: Bet, rule: BlindHandsParam): Rejection | null {
  const b = boxOf(s, a.box);
  return a.spot === 'ante' && b?.stakes[BLIND_SPOT] ? reject(`${F}/blind-bet-placed`, 'take back the continuation bet before changing the ante', rule?.cite) : null;
}

/** An ante on a new box, or the withdrawal of a box's last stake, that would leave the player's boxes apart (where the text wants them adjacent). */
export function checkAdjacent(s: RoundBase, by: Actor, box: BoxId, change: 'add' | 'remove', rule: BlindHandsParam): Rejection | null {
  const p = playerOf(by);
  if (!p || !rule?.value?.adjacent) return null;
  return sideBySide(boxesAfter(s.boxes, p, box, change)) ? null : reject(`${F}/boxes-not-adjacent`, 'a player’s boxes are next to each other', rule.cite);
}

/**
 * One open hand per player at the close of bets: each player's first box without the continuation bet (where his boxes
 * must be adjacent: the first that keeps them so) stays his open hand; every other such box is taken off the table,
 * its stakes returned (`stake-withdrawn`, reason `house-poker/one-open-hand`). Where the profile has no blind hands
 * nothing changes.
 */
export function oneOpenHand<B extends BoxBase>(boxes: readonly B[], rule: BlindHandsParam): { boxes: B[]; events: { type: string; [k: string]: unknown }[] } {
  if (!rule?.value) return { boxes: [...boxes], events: [] };
  const inOrder = [...boxes].sort((x, y) => x.box - y.box);
  const returned = extraOpenHands(inOrder, rule.value.adjacent ? keepsSideBySide : undefined);
  const reason = `${F}/one-open-hand`;
  const events = returned.flatMap((b) => [
    { type: 'box-returned', box: b.box, owner: b.owner, reason, cite: rule.cite },
    ...Object.entries(b.stakes).filter(([, amount]) => amount).map(([bet, amount]) => ({ type: 'stake-withdrawn', bettor: b.owner, box: b.box, bet, amount, reason })),
  ]);
  return { boxes: inOrder.filter((b) => !returned.includes(b)), events };
}
