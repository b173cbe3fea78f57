/**
 * @module games/blackjack/math/triple-simulate
 * Triple-blackjack rounds played through the real engine (the loop of engine-rounds.ts: `Game.create` /
 * `legalActions` / `apply`, a seeded generator): one player at position 1 betting the table minimum on each box it
 * plays (1 … `boxes`), the jackpot (sevens) bet at its minimum where offered, insurance and even money declined,
 * stand or draw by the analysed strategy. Every round starts a new shoe, so each is dealt from a full shoe and the
 * exact full-shoe values are what the simulation estimates. RTP per unit staked with a 99% confidence interval
 * (mean ± 2.576·s/√n).
 */
import type { Game, SimulationReport } from '../../../core/contract.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import type { BjAction } from '../actions.js';
import type { TripleBlackjackProfile } from '../profile.js';
import type { BjState } from '../state.js';
import type { BjTable } from '../table.js';
import { NetAccumulator, playEngineRounds, SIM_PLAYER } from './engine-rounds.js';
import { valueOfCard } from './shoe-model.js';
import type { StandOrDraw, TripleStrategyName } from './triple-main-bet.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TripleGame = Game<TripleBlackjackProfile, BjTable, BjState, BjAction, any, any>;

export interface TripleSimulateOptions {
  readonly rounds: number;
  readonly seed: string;
  readonly strategy: TripleStrategyName;
  /** Boxes 1 … `boxes` carry a bet (default: every box of the position). */
  readonly boxes?: number;
  /** Place the jackpot (sevens) bet where offered (default true). */
  readonly sideBets?: boolean;
  readonly onProgress?: (done: number) => void;
  /** Called after each round with the state `create` returned and each box's net per unit (tests). */
  readonly onRound?: (initial: BjState, netPerBox: readonly number[]) => void;
}

export function simulateTriple(game: TripleGame, profile: TripleBlackjackProfile, profileId: string, decide: (values: readonly number[], up: number) => StandOrDraw, opts: TripleSimulateOptions): SimulationReport {
  // The profile given is the game as played: the table offers every casino option, so none is switched off here.
  const table: BjTable = { ...game.defaultTable(profile), players: ['sim'], options: [...profile.casinoOptions.value] };
  const stake = table.minimum;
  const nBoxes = opts.boxes ?? profile.triple.boxesPerPosition.value;
  const sevens = opts.sideBets !== false && profile.sideBets.sevens.offered.value;
  const r = profile.sideBets.sevens.minOfTableMinimum.value;
  const sevensStake = Math.max(1, Math.ceil((table.minimum * r.num) / r.den));
  const boxAcc = Array.from({ length: nBoxes }, () => new NetAccumulator());
  const allAcc = new NetAccumulator();
  const sevensAcc = new NetAccumulator();
  const seconds = playEngineRounds(game, profile, table, {
    rounds: opts.rounds,
    rng: seededRng(opts.seed),
    onProgress: opts.onProgress,
    bet: (s0, apply) => {
      let s = s0;
      for (let k = 1; k <= nBoxes; k++) s = apply(s, { type: 'bet', box: 1, sub: k, amount: stake, by: SIM_PLAYER });
      return sevens ? apply(s, { type: 'side-bet', box: 1, kind: 'sevens', amount: sevensStake, by: SIM_PLAYER }) : s;
    },
    decide: (s, turn, hand, legal) => {
      const want = decide(hand.cards.map(valueOfCard), valueOfCard(s.dealer.cards[0] as string));
      return { type: want === 'H' && legal.some((l) => l.type === 'hit') ? 'hit' : 'stand', box: turn.box, by: SIM_PLAYER };
    },
    settled: (initial, st) => {
      const net = new Array<number>(nBoxes).fill(0);
      let sevensNet = 0;
      for (const l of st.lines) {
        if (l.bettor !== 'sim') continue;
        const m = /^box-(\d)$/.exec(l.bet);
        if (m) net[Number(m[1]) - 1]! += l.net;
        else if (l.bet === 'sevens') sevensNet += l.net;
      }
      const perUnit = net.map((x) => x / stake);
      perUnit.forEach((x, k) => boxAcc[k]?.add(x));
      allAcc.add(perUnit.reduce((a, b) => a + b, 0) / nBoxes);
      if (sevens) sevensAcc.add(sevensNet / sevensStake);
      opts.onRound?.(initial, perUnit);
    },
  });
  return {
    game: 'triple-blackjack',
    profile: profileId,
    seed: opts.seed,
    rounds: opts.rounds,
    strategy: opts.strategy,
    roundsPerSecond: opts.rounds / seconds,
    bets: [
      ...boxAcc.map((a, k) => a.report(`box-${k + 1}`, { stake })),
      allAcc.report('boxes', { stake: stake * nBoxes, note: 'per unit staked over the boxes played (boxes are correlated: one hand)' }),
      ...(sevens ? [sevensAcc.report('sevens', { stake: sevensStake })] : []),
    ],
  };
}
