/**
 * @module games/blackjack/math/rules
 * Exactly what the mathematics needs to know about a blackjack rule set, as plain values. `from-profile.ts` maps a
 * cited engine profile onto it; tests and benchmarks build it directly (`bjRules({...})`) to check published
 * figures for rule sets no seed has (hole card with peek, hitting soft 17, late surrender, 6:5).
 *
 * Cards are counted by blackjack value: rank 1 = ace, 2–9, 10 = any ten-value card (T, J, Q, K).
 */

/** `none`: European, the dealer's second card comes after the players; `peek`: US hole card, checked under an
 * ace or a ten; `no-peek`: a hole card that is not checked (the same mathematics as `none`). */
export type HoleCardMode = 'none' | 'peek' | 'no-peek';

export interface BjRules {
  /** Decks of 52 cards in the shoe. */
  readonly decks: number;
  readonly hitsSoft17: boolean;
  readonly holeCard: HoleCardMode;
  /** What a player blackjack wins per unit staked: 1.5 for 3:2, 1.2 for 6:5. */
  readonly blackjackPays: number;
  /** With no peek, a dealer blackjack takes doubled and split stakes too (`all`) or only the original bet. */
  readonly dealerBjTakes: 'all' | 'original-only';
  /** No card may be drawn on 21 (soft or hard). */
  readonly standOn21: boolean;
  readonly double: {
    /** Two-card hands without an ace that may double: `any` or the allowed hard totals. */
    readonly hardTotals: 'any' | readonly number[];
    /** Two-card hands with an ace that may double: `any` or the other card's value (1 for A+A, 2 … 9). */
    readonly softHands: 'any' | readonly number[];
    /** An ace among the two doubled cards counts 1 for good (000, 001); a drawn ace may still count 11. */
    readonly initialAceCountsOne: boolean;
    readonly afterSplit: boolean;
    readonly onSplitAces: boolean;
  };
  readonly split: {
    /** `value`: any two ten-value cards split; `rank`: only identical ranks. */
    readonly match: 'value' | 'rank';
    /** Hands one initial hand may become (1 + splits); `Infinity` when only the cards limit it. */
    readonly maxHands: number;
    readonly resplitAces: boolean;
    /** A split ace receives one card only. */
    readonly acesOneCard: boolean;
  };
  readonly surrender: {
    /** `late`: after the peek; `early`: before it (with no hole card every surrender is "early"). */
    readonly mode: 'none' | 'late' | 'early';
    readonly vsAce: boolean;
    /** A split hand may surrender after its second card (003 §2.1.9.3). */
    readonly afterSplit: boolean;
  };
  /** Insurance pays this many units per unit (2 for 2:1). */
  readonly insurancePays: number;
}

/** The common "6 decks, S17, DAS, no surrender, resplit to 4, 3:2, peek" game; override what differs. */
export function bjRules(over: Partial<Omit<BjRules, 'double' | 'split' | 'surrender'>> & {
  double?: Partial<BjRules['double']>;
  split?: Partial<BjRules['split']>;
  surrender?: Partial<BjRules['surrender']>;
} = {}): BjRules {
  const { double, split, surrender, ...rest } = over;
  return {
    decks: 6,
    hitsSoft17: false,
    holeCard: 'peek',
    blackjackPays: 1.5,
    dealerBjTakes: 'all',
    standOn21: true,
    insurancePays: 2,
    ...rest,
    double: { hardTotals: 'any', softHands: 'any', initialAceCountsOne: false, afterSplit: true, onSplitAces: false, ...double },
    split: { match: 'value', maxHands: 4, resplitAces: false, acesOneCard: true, ...split },
    surrender: { mode: 'none', vsAce: true, afterSplit: false, ...surrender },
  };
}

/** True when a dealer blackjack is found before the players act (peek), so nothing but the original bet is at risk. */
export const peeks = (r: BjRules): boolean => r.holeCard === 'peek';

/** With no peek, whether a dealer blackjack takes only the original bet (the other stakes are returned). */
export const originalOnly = (r: BjRules): boolean => !peeks(r) && r.dealerBjTakes === 'original-only';

/** A short human description of the rules, for reports and charts. */
export function describeRules(r: BjRules): string {
  const parts = [
    `${r.decks} deck${r.decks > 1 ? 's' : ''}`,
    r.hitsSoft17 ? 'H17' : 'S17',
    r.holeCard === 'peek' ? 'hole card, peek' : r.holeCard === 'no-peek' ? `hole card, no peek (dealer BJ takes ${r.dealerBjTakes})` : `no hole card (dealer BJ takes ${r.dealerBjTakes})`,
    `BJ pays ${r.blackjackPays}`,
    `double ${r.double.hardTotals === 'any' ? 'any hard' : r.double.hardTotals.join('/')}${r.double.softHands === 'any' ? ', any soft' : r.double.softHands.length ? `, soft A+${r.double.softHands.join('/')}` : ''}${r.double.initialAceCountsOne ? ' (ace counts 1)' : ''}`,
    r.double.afterSplit ? 'DAS' : 'no DAS',
    `split to ${Number.isFinite(r.split.maxHands) ? r.split.maxHands : 'any number of'} hands (${r.split.match})`,
    r.split.resplitAces ? 'RSA' : 'no RSA',
    r.surrender.mode === 'none' ? 'no surrender' : `${r.surrender.mode} surrender${r.surrender.vsAce ? '' : ' (not vs ace)'}`,
  ];
  return parts.join(', ');
}
