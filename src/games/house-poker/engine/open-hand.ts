/**
 * @module games/house-poker/engine/open-hand
 * What the blind hands of every house-poker engine share (the three-card engine, blind.ts; the board games,
 * holdem/blind.ts; the exchange games, exchange/blind.ts), each game keeping its own refusals, events and citations:
 * - one open hand per player (003 §2.2.5.6, §2.2.10.6, §2.2.9.5, §2.2.8.7, §2.2.4.6, §2.2.6.6; 000 §11 IV.3): at the
 *   close of bets a player keeps one of his boxes without the continuation bet as his open hand, and the others are
 *   returned (`extraOpenHands`). Which one he keeps is the caller's parameter (`KeepOpen`): the lowest-numbered
 *   (first in dealing order) where no preference is given, else the lowest-numbered the preference accepts, if any;
 * - side-by-side boxes, where the text wants them adjacent (003 §2.2.10.7, §2.2.9.6, §2.2.8.8, §2.2.4.7, §2.2.6.7):
 *   a player's box numbers after an ante on a new box or a box taken back (`boxesAfter`), and whether they form one
 *   run of neighbours (`sideBySide`).
 */
import type { BoxId, PlayerId } from '../../../core/ids.js';

/** A box as these rules see it: its number, its player, and whether it is blind (its continuation bet placed). */
export interface OwnedBox {
  readonly box: BoxId;
  readonly owner: PlayerId;
  readonly blind?: boolean;
}

/** True when box numbers form one run of neighbours (repeats ignored; none or one always does). */
export const sideBySide = (boxes: readonly number[]): boolean => {
  const distinct = new Set(boxes);
  return distinct.size < 2 || Math.max(...distinct) - Math.min(...distinct) === distinct.size - 1;
};

/** A player's box numbers at the table now. */
export const boxesOf = (boxes: readonly OwnedBox[], player: PlayerId): BoxId[] => boxes.filter((b) => b.owner === player).map((b) => b.box);

/** A player's box numbers once an ante goes on `box` (`add`: a new box joins them) or `box` is taken back (`remove`). */
export function boxesAfter(boxes: readonly OwnedBox[], player: PlayerId, box: BoxId, change: 'add' | 'remove'): BoxId[] {
  const own = boxesOf(boxes, player);
  if (change === 'remove') return own.filter((b) => b !== box);
  return own.includes(box) ? own : [...own, box];
}

/** Whether a player would rather keep `open` as his open hand, given all his boxes (`mine`, blind ones included). */
export type KeepOpen = (open: OwnedBox, mine: readonly OwnedBox[]) => boolean;

/** Keep the open box with which the player's blind boxes lie side by side (where the text wants them adjacent). */
export const keepsSideBySide: KeepOpen = (open, mine) => sideBySide(mine.filter((b) => b.blind || b === open).map((b) => b.box));

/** Keep an open box next to one of the player's blind boxes. */
export const nextToBlind: KeepOpen = (open, mine) => mine.some((b) => b.blind && Math.abs(b.box - open.box) === 1);

/**
 * One open hand per player at the close of bets: the boxes to return, in the order given (box order). Of each player's
 * boxes without the continuation bet he keeps the first `keep` accepts, else the first (the lowest-numbered: boxes
 * come in box order), and every other is returned. Blind boxes always stay.
 */
export function extraOpenHands<B extends OwnedBox>(boxes: readonly B[], keep?: KeepOpen): B[] {
  const returned = new Set<B>();
  for (const player of new Set(boxes.map((b) => b.owner))) {
    const mine = boxes.filter((b) => b.owner === player);
    const open = mine.filter((b) => !b.blind);
    const kept = (keep ? open.find((b) => keep(b, mine)) : undefined) ?? open[0];
    for (const b of open) if (b !== kept) returned.add(b);
  }
  return boxes.filter((b) => returned.has(b));
}
