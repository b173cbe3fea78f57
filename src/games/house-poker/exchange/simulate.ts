/**
 * @module games/house-poker/exchange/simulate
 * Rounds of an exchange game through the engine under the stated strategy (strategy.ts): one box with the table
 * minimum as its ANTE. Two bets are measured, per unit of ANTE: `ante-bet` (the ANTE, the BET and every fee together)
 * and `insurance` (per unit insured, on the rounds where the strategy insures). Each with its 99.9% interval.
 * With `hand`, every round deals box 1 those five cards (a deck stacked to that starting hand, the other 47 shuffled
 * by the seeded generator): the simulation the exact kernel of one starting hand is checked against
 * (math/exchange-exact.ts).
 */
import type { Card } from '../../../cards/card.js';
import { frenchDeck } from '../../../cards/decks.js';
import type { GameAction, SimulationReport } from '../../../core/contract.js';
import { shuffled, type Rng } from '../../../rng/rng.js';
import { simulationReport, withBounds } from '../math/report.js';
import type { ExchangeGame } from './game.js';
import { defaultExchangeTable, type ExchangeProfile } from './profile.js';
import type { ExState } from './state.js';
import { insuranceRange } from './rules.js';
import { buysGame, firstChoice, secondPlays, strategyText } from './strategy.js';
import { SIM_DEALER, SIM_PLAYER, simulateRounds } from '../engine/simulate.js';



/** A deck that deals box 1 (of one box) `hand`: box and dealer take turns, five each; the rest shuffled. */
export function deckForHand(hand: readonly Card[], rng: Rng): Card[] {
  const rest = shuffled(frenchDeck().cards.filter((c) => !hand.includes(c)), rng);
  return [...hand.flatMap((c, i) => [c, rest[i] as Card]), ...rest.slice(hand.length)];
}

export function simulateExchange(game: ExchangeGame, p: ExchangeProfile, profileId: string, o: { rounds: number; seed: string; hand?: readonly Card[]; onProgress?: (done: number) => void }): SimulationReport {
  const table = defaultExchangeTable(p);
  const unit = table.minimum;
  const [me, dealer] = [SIM_PLAYER, SIM_DEALER];
  const hand = o.hand;
  const tally = simulateRounds(game, { profile: p, profileId, table, ...(hand ? { stack: (rng: Rng) => deckForHand(hand, rng) } : {}) }, o, (run, rng, tally) => {
    const act = (a: Record<string, unknown>): void => void run.act(a as unknown as GameAction, rng);
    const st = (): ExState => run.state as ExState;
    act({ type: 'bet', box: 1, spot: 'ante', amount: unit, by: me });
    act({ type: 'close-bets', by: dealer });
    act({ ...firstChoice(p, st().boxes[0]?.cards ?? []), box: 1, by: me });
    if (st().phase === 'replacing') {
      act({ type: 'replace', by: dealer });
      act({ type: secondPlays(p, st().boxes[0]?.cards ?? []) ? 'play' : 'fold', box: 1, by: me });
    }
    if (st().phase === 'insuring') {
      const range = insuranceRange(st(), st().boxes[0] as ExState['boxes'][number]);
      act(range ? { type: 'insure', box: 1, amount: range.min, by: me } : { type: 'no-insurance', box: 1, by: me });
    }
    if (st().phase === 'opening') act({ type: 'open', by: dealer });
    if (st().phase === 'buying') act({ type: buysGame(st().boxes[0]?.cards ?? []) ? 'buy-game' : 'take-ante', box: 1, by: me });
    if (st().phase === 'settling') act({ type: 'settle', by: dealer });
    let main = 0;
    let ins: number | null = null;
    for (const l of st().settlement?.lines ?? []) {
      if (l.bet === 'insurance') ins = l.net / l.stake;
      else main += l.net / unit;
    }
    tally.add('ante-bet', main);
    if (ins !== null) tally.add('insurance', ins);
  });
  return simulationReport(game.id, profileId, o, withBounds(tally.results(1)), { strategy: strategyText(p) });
}
