/**
 * @module games/house-poker/engine/draw
 * The discard step of a draw game (variant `draw`; 000 §12 VII 7.3):
 * - `discard {box, positions}` (the box's player, or the system on time-out with no position): the box still in play
 *   names the positions (0-based) of at most `max` of its cards to throw. Positions, not cards, so that neither the
 *   action nor its event tells the table what was thrown; a box declares once.
 * - at the showdown (`drawCards`): the croupier first takes the discards, then gives the new cards box by box from the
 *   box nearest his left (box order), then shows his own first cards, discards by the variant's fixed rule and draws.
 *   The declarations do not depend on one another's order: the cards come only after every box has declared, in box
 *   order, so declaring at once (as the engine takes them) deals exactly what the text's "set order" deals.
 */
import type { Card } from '../../../cards/card.js';
import { reject, type Rejection } from '../../../core/errors.js';
import { draw, type ShoeState } from '../../../shoe/shoe.js';
import type { HpAction, HpBox, HpEvent, HpState } from './state.js';
import type { DrawStep } from './variant.js';

type Discard = Extract<HpAction, { type: 'discard' }>;
const F = 'house-poker';

/** Every set of positions a box of `n` cards may discard, smallest first (the empty set: stand pat). */
export function discardChoices(n: number, max: number): number[][] {
  const out: number[][] = [[]];
  const grow = (from: number, cur: number[]): void => {
    for (let i = from; i < n; i++) {
      const next = [...cur, i];
      out.push(next);
      if (next.length < max) grow(i + 1, next);
    }
  };
  if (max > 0) grow(0, []);
  return out.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

export function checkDiscard(s: HpState, a: Discard, step: DrawStep | undefined): Rejection | null {
  if (!step) return reject(`${F}/no-discards`, 'this game has no discards');
  if (s.phase !== 'drawing') return reject(`${F}/not-drawing`, 'no discard is open', step.cite);
  const b = s.boxes.find((x) => x.box === a.box);
  if (!b || b.decision !== 'play') return reject(`${F}/no-such-box`, `box ${a.box} is not in play`, step.cite);
  const timer = a.by.kind === 'system' && a.positions.length === 0;
  if (!timer && (a.by.kind !== 'player' || a.by.player !== b.owner)) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, step.cite);
  if (b.discards) return reject(`${F}/already-discarded`, `box ${a.box} has discarded`, step.cite);
  if (!Array.isArray(a.positions) || a.positions.length > step.max) return reject(`${F}/too-many-discards`, `at most ${step.max} cards`, step.cite);
  const seen = new Set<number>();
  for (const p of a.positions) {
    if (!Number.isInteger(p) || p < 0 || p >= b.cards.length || seen.has(p)) return reject(`${F}/bad-discard`, `positions are distinct, 0–${b.cards.length - 1}`, step.cite);
    seen.add(p);
  }
  return null;
}

export function runDiscard(s: HpState, a: Discard): { boxes: HpBox[]; events: HpEvent[] } {
  const positions = [...a.positions].sort((x, y) => x - y);
  const boxes = s.boxes.map((b) => (b.box === a.box ? { ...b, discards: positions } : b));
  return { boxes, events: [{ type: 'box-discarded', box: a.box, count: positions.length, timeout: a.by.kind === 'system' }] };
}

/** True when every box in play has declared its discards. */
export const allDiscarded = (s: HpState): boolean => s.boxes.every((b) => b.decision !== 'play' || b.discards !== undefined);

/** The replacements at the showdown: each box in play in box order, then the dealer by the variant's rule. */
export function drawCards(s: HpState, step: DrawStep): { boxes: HpBox[]; dealer: Card[]; shoe: ShoeState; events: HpEvent[] } {
  let shoe = s.shoe;
  const take = (): Card => {
    const d = draw(shoe);
    shoe = d.shoe;
    return d.card;
  };
  const replace = (cards: readonly Card[], positions: readonly number[]): Card[] => {
    const kept = cards.filter((_, i) => !positions.includes(i));
    return [...kept, ...positions.map(() => take())];
  };
  const boxes = s.boxes.map((b) => (b.decision === 'play' && b.discards?.length ? { ...b, cards: replace(b.cards, b.discards) } : b));
  const first = [...s.dealer];
  const thrown = step.dealerDiscards(first);
  const dealer = replace(first, thrown);
  const events: HpEvent[] = [
    { type: 'cards-replaced', boxes: boxes.filter((b) => b.decision === 'play').map((b) => ({ box: b.box, count: b.discards?.length ?? 0 })) },
    { type: 'dealer-discarded', first, discarded: thrown.map((i) => first[i]), cite: step.cite },
  ];
  return { boxes, dealer, shoe, events };
}
