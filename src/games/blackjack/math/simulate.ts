/**
 * @module games/blackjack/math/simulate
 * Rounds played through the real engine (the loop of engine-rounds.ts: `Game.create` / `legalActions` / `apply`,
 * a seeded generator): one player on box 1, the table minimum as main bet, each offered side bet at its minimum,
 * insurance and even money declined, decisions by the analysed strategy (player.ts). Every round starts a new shoe
 * (the engine's whole shoe procedure: shuffle, commitment, cut, cut card, burn), so each round is dealt from a full
 * shoe and the exact full-shoe value is the expectation the simulation estimates. RTP is per unit of the initial
 * bet with a 99% confidence interval (mean ± 2.576·s/√n).
 */
import type { Game, SimulationReport } from '../../../core/contract.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import type { BjAction } from '../actions.js';
import type { BlackjackProfile } from '../profile.js';
import type { BjState } from '../state.js';
import type { BjTable } from '../table.js';
import { SIDE_KINDS, sideBetName } from '../side-kinds.js';
import { NetAccumulator, playEngineRounds, SIM_PLAYER } from './engine-rounds.js';
import { A_D, A_H, A_P, A_R, A_S, type Act } from './hand-ev.js';
import type { StrategyName } from './main-bet.js';
import { makeDecider } from './player.js';
import type { BjRules } from './rules.js';
import { valueOfCard } from './shoe-model.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BjGame = Game<BlackjackProfile, BjTable, BjState, BjAction, any, any>;

export interface SimulateOptions {
  readonly rounds: number;
  readonly seed: string;
  readonly strategy?: StrategyName;
  readonly onProgress?: (done: number) => void;
  /** Place each offered side bet every round (default true). */
  readonly sideBets?: boolean;
  /**
   * Benchmarks only: carry the shoe from round to round (dealt to the cut card) instead of a new shoe per round.
   * The rounds then depend on each other and on the cut card, so the exact full-shoe value no longer applies.
   */
  readonly continuousShoe?: boolean;
  /** Called after each round with the state `create` returned and the main bet's net per unit (tests). */
  readonly onRound?: (initial: BjState, net: number) => void;
}

const MAIN_SPLIT = /^main-\d+$/;
const ACT_TYPE: Record<Act, 'stand' | 'hit' | 'double' | 'surrender' | 'split'> = { S: 'stand', H: 'hit', D: 'double', R: 'surrender', P: 'split' };

/** Side bets to place and their stakes: each kind's minimum (under/over 13: both sides). */
function sidePlan(profile: BlackjackProfile, table: BjTable): Array<{ kind: (typeof SIDE_KINDS)[number]; side?: 'under' | 'over'; amount: number; name: string }> {
  const out: Array<{ kind: (typeof SIDE_KINDS)[number]; side?: 'under' | 'over'; amount: number; name: string }> = [];
  // 21+3 first: TOP3 may only be placed by a box that has a 21+3 bet (003 §2.2.1.27.3)
  const kinds = [...SIDE_KINDS].sort((a, b) => (a === 'twentyOnePlus3' ? -1 : b === 'twentyOnePlus3' ? 1 : 0));
  for (const kind of kinds) {
    const sb = profile.sideBets[kind];
    if (!sb.offered.value) continue;
    const r = sb.minOfTableMinimum.value;
    const amount = Math.max(1, Math.ceil((table.minimum * r.num) / r.den));
    if (kind === 'underOver13') {
      out.push({ kind, side: 'under', amount, name: sideBetName(kind, 'under') });
      out.push({ kind, side: 'over', amount, name: sideBetName(kind, 'over') });
    } else out.push({ kind, amount, name: sideBetName(kind) });
  }
  return out;
}

export function simulateThroughEngine(game: BjGame, profile: BlackjackProfile, profileId: string, rules: BjRules, opts: SimulateOptions): SimulationReport {
  const strategy = opts.strategy ?? 'basic';
  const decide = makeDecider(rules, strategy);
  const rng = seededRng(opts.seed);
  // The profile given is the game as played: the table offers every casino option, so none is switched off here.
  const table: BjTable = { ...game.defaultTable(profile), players: ['sim'], options: [...profile.casinoOptions.value] };
  const stake = table.minimum;
  const sides = opts.sideBets === false ? [] : sidePlan(profile, table);
  const main = new NetAccumulator();
  const sideAcc = new Map(sides.map((s) => [s.name, new NetAccumulator()]));
  const seconds = playEngineRounds(game, profile, table, {
    rounds: opts.rounds,
    rng,
    continuousShoe: opts.continuousShoe,
    onProgress: opts.onProgress,
    bet: (s0, apply) => {
      let s = apply(s0, { type: 'bet', box: 1, amount: stake, by: SIM_PLAYER });
      for (const sb of sides) s = apply(s, sb.side ? { type: 'side-bet', box: 1, kind: sb.kind, amount: sb.amount, side: sb.side, by: SIM_PLAYER } : { type: 'side-bet', box: 1, kind: sb.kind, amount: sb.amount, by: SIM_PLAYER });
      return s;
    },
    decide: (s, turn, hand, legal) => {
      let allowed = 0;
      for (const l of legal) {
        if (l.type === 'stand') allowed |= A_S;
        else if (l.type === 'hit') allowed |= A_H;
        else if (l.type === 'double') allowed |= A_D;
        else if (l.type === 'surrender') allowed |= A_R;
        else if (l.type === 'split') allowed |= A_P;
      }
      const values = hand.cards.map(valueOfCard);
      const up = valueOfCard(s.dealer.cards[0] as string);
      const splitPair = hand.fromSplit ? (values[0] as number) : 0;
      const a = decide(values, up, splitPair, allowed);
      return { type: ACT_TYPE[a], box: turn.box, by: SIM_PLAYER };
    },
    settled: (initial, st) => {
      let net = 0;
      const sideNet = sides.length > 0 ? new Map<string, number>() : null;
      for (const l of st.lines) {
        if (l.bettor !== 'sim') continue;
        if (l.bet === 'main' || MAIN_SPLIT.test(l.bet)) net += l.net;
        else if (sideNet && sideAcc.has(l.bet)) sideNet.set(l.bet, (sideNet.get(l.bet) ?? 0) + l.net);
      }
      main.add(net / stake);
      opts.onRound?.(initial, net / stake);
      for (const sb of sides) sideAcc.get(sb.name)?.add((sideNet?.get(sb.name) ?? 0) / sb.amount);
    },
  });
  return {
    game: 'blackjack',
    profile: profileId,
    seed: opts.seed,
    rounds: opts.rounds,
    strategy,
    roundsPerSecond: opts.rounds / seconds,
    bets: [main.report('main', { stake }), ...sides.map((sb) => (sideAcc.get(sb.name) as NetAccumulator).report(sb.name, { stake: sb.amount }))],
  };
}
