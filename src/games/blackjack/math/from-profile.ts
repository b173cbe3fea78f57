/**
 * @module games/blackjack/math/from-profile
 * Maps the engine's cited `BlackjackProfile` onto the plain `BjRules` the mathematics uses, with the variants the
 * issue asks for (`holeCard`, `dealerBjTakes`) as overrides.
 */
import { ConfigError } from '../../../core/errors.js';
import type { BlackjackProfile, SoftHand } from '../profile.js';
import type { BjRules, HoleCardMode } from './rules.js';

export interface RulesOverrides {
  readonly holeCard?: HoleCardMode;
  readonly dealerBjTakes?: 'all' | 'original-only';
}

const HOLE: Record<BlackjackProfile['dealer']['holeCard']['value'], HoleCardMode> = {
  none: 'none',
  'peek-ace-ten': 'peek',
  'hole-no-peek': 'no-peek',
};

const softValue = (h: SoftHand): number => (h === 'AA' ? 1 : Number(h.slice(1)));

export function rulesFromProfile(p: BlackjackProfile, over: RulesOverrides = {}): BjRules {
  if (p.blackjack.afterSplitCounts.value) {
    throw new ConfigError('blackjack/math-unsupported', 'the exact analysis assumes a two-card 21 after a split is not a blackjack (blackjack.afterSplitCounts)');
  }
  const maxSplits = p.split.maxSplits.value;
  return {
    decks: p.shoe.decks.value,
    hitsSoft17: p.dealer.hitsSoft17.value,
    holeCard: over.holeCard ?? HOLE[p.dealer.holeCard.value],
    blackjackPays: p.blackjack.pays.value.num / p.blackjack.pays.value.den,
    dealerBjTakes: over.dealerBjTakes ?? p.dealerBlackjackTakes.value,
    standOn21: p.play.standOn21.value,
    double: {
      hardTotals: p.double.hardTotals.value,
      softHands: p.double.softHands.value === 'any' ? 'any' : p.double.softHands.value.map(softValue),
      initialAceCountsOne: p.double.initialAceCountsOne.value,
      afterSplit: p.double.afterSplit.value,
      onSplitAces: p.double.onSplitAces.value,
    },
    split: {
      match: p.split.match.value,
      maxHands: maxSplits === null ? Number.POSITIVE_INFINITY : maxSplits + 1,
      resplitAces: p.split.resplitAces.value,
      acesOneCard: p.split.splitAcesOneCard.value,
    },
    surrender: { mode: p.surrender.mode.value, vsAce: p.surrender.vsAce.value, afterSplit: p.surrender.afterSplit.value },
    insurancePays: p.insurance.pays.value.num / p.insurance.pays.value.den,
  };
}
