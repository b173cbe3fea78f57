/**
 * @module games/house-poker/engine/buy
 * Buying a card (profile `buyCard`; 000 §11 VI.3, "Karta bat erostea"):
 * - `buy-card {box, position}` (the box's player, at his decision, before going on or passing): he sets aside the card
 *   at `position` (0-based) and pays `price` × his ante; the card set aside is out of play (never shown), and the next
 *   card of the deck takes its place, dealt face up (every view shows it as the box's `bought`). Once a box ("karta
 *   osagarri bat": one extra card). He then goes on or passes on the new hand.
 * - A blind box (000 §11 IV.3: bets doubled "kartak ikusi gabe", without seeing the cards) buys nothing: the purchase
 *   sets aside one of the five cards the player received, a choice made on cards seen (`house-poker/blind-box-buys`).
 * - The price is the house's from the moment it is paid: it is staked as the box's `buy-card` spot and settled as a
 *   line that returns nothing (settle.ts), whatever happens after; never returned.
 * - The side bets the profile names in `forfeits` (000 §11 VI.3: the jackpot and insurance bets) are lost by the
 *   purchase, each said by a `side-bet-forfeited` event: the insurance is lost to the house (settle.ts), the jackpot
 *   bet still goes to the pool but cannot win (jackpot.ts). The purchase itself is never refused for them.
 */
import type { Card } from '../../../cards/card.js';
import type { LegalAction } from '../../../core/contract.js';
import { reject, type Rejection } from '../../../core/errors.js';
import { draw } from '../../../shoe/shoe.js';
import { boxOf, playerOf, withBox } from './boxes.js';
import type { HpAction, HpBox, HpEvent, HpState } from './state.js';
import type { Spot } from './variant.js';

type Buy = Extract<HpAction, { type: 'buy-card' }>;
const F = 'house-poker';
/** A blind box (000 §11 IV.3, engine/blind.ts where built): played without its cards being seen. */
const isBlind = (b: HpBox): boolean => (b as { blind?: boolean }).blind === true;

export function checkBuyCard(s: HpState, a: Buy): Rejection | null {
  const offer = s.profile.buyCard;
  if (!offer?.value) return reject(`${F}/no-card-buying`, 'this game sells no card', offer?.cite);
  if (s.phase !== 'deciding') return reject(`${F}/not-deciding`, 'no decision is open', offer.cite);
  const b = boxOf(s, a.box);
  if (!b) return reject(`${F}/no-such-box`, `box ${a.box} is not in play`);
  if (playerOf(a.by) !== b.owner) return reject(`${F}/not-your-box`, `box ${a.box} is another player's`, offer.cite);
  if (b.decision) return reject(`${F}/already-decided`, `box ${a.box} has ${b.decision === 'play' ? 'played' : 'folded'}`, s.profile.cites.decide);
  if (isBlind(b)) return reject(`${F}/blind-box-buys`, 'a blind box plays its cards unseen: it cannot choose one to set aside', offer.cite);
  if (b.bought) return reject(`${F}/card-bought`, 'one card may be bought a box', offer.cite);
  if (!Number.isInteger(a.position) || a.position < 0 || a.position >= b.cards.length) return reject(`${F}/bad-card-position`, `positions are 0–${b.cards.length - 1}`, offer.cite);
  return null;
}

/** The purchase: the price staked, the card at `position` replaced in place by the next card, the forfeits said. */
export function runBuyCard(s: HpState, a: Buy): { state: HpState; events: HpEvent[] } {
  const offer = s.profile.buyCard?.value as { price: number; forfeits: readonly Spot[] };
  const cite = s.profile.buyCard?.cite as string;
  const b = boxOf(s, a.box) as HpBox;
  const price = (b.stakes.ante ?? 0) * offer.price;
  const d = draw(s.shoe);
  const setAside = b.cards[a.position] as Card;
  const forfeited = offer.forfeits.filter((spot) => b.stakes[spot]);
  const nb: HpBox = { ...b, cards: b.cards.map((c, i) => (i === a.position ? d.card : c)), stakes: { ...b.stakes, 'buy-card': price }, bought: { card: d.card, setAside, forfeited } };
  return {
    state: { ...s, shoe: d.shoe, boxes: withBox(s, nb) },
    events: [
      { type: 'stake', bettor: b.owner, box: b.box, bet: 'buy-card', amount: price },
      { type: 'card-bought', box: b.box, position: a.position, card: d.card, price, cite },
      ...forfeited.map((bet) => ({ type: 'side-bet-forfeited', bettor: b.owner, box: b.box, bet, stake: b.stakes[bet], cite })),
    ],
  };
}

/** The buying choices a box's player has now: one per card he may set aside (none once bought, decided, or where not offered). */
export function buyChoices(s: HpState, b: HpBox): LegalAction[] {
  if (!s.profile.buyCard?.value || b.bought || b.decision || isBlind(b)) return [];
  return b.cards.map((_, position) => ({ type: 'buy-card', box: b.box, position }));
}
