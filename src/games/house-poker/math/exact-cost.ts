/**
 * @module games/house-poker/math/exact-cost
 * Why the draw and exchange games and Pai Gow serve a simulation rather than an exact figure (issue 18): what the
 * exact computation under the stated strategy costs, measured on this machine (one core, CPU time, shared machine)
 * by the benches named, and extrapolated. `croupier rtp` puts the game's sentence in its report's `method`;
 * docs/games/house-poker.md ("Exact figures: what they cost") gives the sizes and the measurements in full.
 */

/** Measured 2026-11-27 by `npm run bench -- exchange-exact` (load average 11–12 on the shared machine). */
const RUSSIAN =
  'the exact figure is out of reach on one core: the exact kernel of one starting hand (math/exchange-exact.ts: every replacement card, every dealer hand, every card bought for him) takes 0.26 s CPU for a hand played as dealt, 1.6 s where a straight or better buys the dealer a game, 4.3 s for an exchange (bench/exchange-exact.ts); 134,459 suit classes × a mean 0.36 s ≈ 14 h';
const OASIS =
  'the exact figure is out of reach on one core: the exact kernel of one starting hand (math/exchange-exact.ts: every replacement card, every dealer hand, every card bought for him) takes 0.18 s CPU for a hand played as dealt, 1.1 s where a straight or better buys the dealer a game, 3.9 s for an exchange (bench/exchange-exact.ts); 134,459 suit classes × a mean 0.31 s ≈ 11 h';
/** Measured 2026-11-27 by `npm run bench -- exchange-exact` (load average 13–17 on the shared machine). */
const DRAW =
  "the exact figure is out of reach on one core: the exact kernel of one starting hand (math/draw-exact.ts: every replacement, every dealer hand and every draw of his, the dealer's hands grouped by the cards his rules keep so each group's draws are evaluated once) takes 2.0 s CPU for a hand played as dealt, 5.3 s for a four-card flush exchanging one card, 50 s for a low pair exchanging two (bench/exchange-exact.ts): 2.0 s a hand + 0.17 s per replacement after which the strategy plays, a mean 491 of them; 134,459 suit classes × a mean 86 s ≈ 134 days";

/** The sentence of an exchange game's `method` saying what its exact figure costs, by game id. */
export const EXCHANGE_EXACT_COST: Readonly<Record<string, string>> = {
  'russian-poker': RUSSIAN,
  'oasis-poker': OASIS,
  'draw-poker': DRAW,
};

/** Measured 2026-11-27 by `npm run bench -- pai-gow-exact-cost` (load average 13). */
export const PAI_GOW_EXACT_COST =
  'the exact figure over every pair of hands is out of reach on one core and no exact kernel is implemented: the Bank’s setting by the house way and the outcome take 45 µs CPU per Bank hand (bench/pai-gow-exact-cost.ts), so one starting hand (53,524,680 Bank hands) ≈ 40 min and ≈ 6.9 million suit classes ≈ 500 years';
