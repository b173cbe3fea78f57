/**
 * @module games/house-poker/engine/views
 * Views built field by field (STYLE §2). A box's cards are seen by its own player only, until the showdown shows the
 * boxes still in play; a folded box's cards stay face down for everyone (000 §15 V.3 step 5: left face down and
 * collected); a blind box's (engine/blind.ts) by nobody, its own player included, until the showdown opens it. The dealer's cards are hidden from every audience (players, spectators, staff) until the showdown, but
 * for the `up` last ones the variant deals face up (`dealer.up`, 000 §11 V.3 step 4).
 * The round's deck is never in a view: only its commitment, and its order once revealed by the `shoe-revealed` event.
 * A draw game's view gives the most a box may discard (`drawMax`) and how many each box has discarded (never which).
 * A card bought (000 §11 VI.3) is dealt face up: every audience sees it as the box's `bought`; the card set aside is
 * in no view (out of play). `buyCardPrice`: the price in antes, where a card is sold.
 */
import type { Audience } from '../../../core/ids.js';
import { settlementView } from '../../../core/settlement.js';
import type { HpState } from './state.js';

export function housePokerView(s: HpState, a: Audience, up = 0, draw = 0): unknown {
  const over = s.phase === 'over';
  const me = a.kind === 'player' ? a.player : null;
  return {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    limits: { minimum: s.table.minimum, maximum: s.table.maximum, sideMinimum: s.table.sideMinimum, sideMaximum: s.table.sideMaximum, chipUnit: s.table.chipUnit },
    boxCount: s.table.boxes,
    playMultiples: [...s.profile.playMultiples.value],
    hasPairPlus: s.profile.pairPlus.value !== null,
    commitment: s.shoe.commitment,
    hasInsurance: !!s.profile.insurance?.value,
    ...(s.profile.buyCard?.value ? { buyCardPrice: s.profile.buyCard.value.price } : {}),
    ...(draw ? { drawMax: draw } : {}),
    dealer: { cards: over ? [...s.dealer] : null, count: s.dealer.length, up: !over && up && s.dealer.length ? s.dealer.slice(-up) : [] },
    boxes: s.boxes.map((b) => ({
      box: b.box,
      owner: b.owner,
      stakes: { ...b.stakes },
      decision: b.decision,
      ...(b.discards ? { discarded: b.discards.length } : {}),
      blind: !!b.blind,
      ...(b.bought ? { bought: b.bought.card } : {}),
      count: b.cards.length,
      // A blind box's cards are seen by nobody, its player included, until the dealer opens them (003 §2.2.5.17).
      cards: (b.owner === me && !b.blind) || (over && b.decision === 'play') ? [...b.cards] : null,
    })),
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}
