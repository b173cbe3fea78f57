/**
 * @module games/blackjack/math/triple-simulate
 * Triple-blackjack rounds played through the real engine (`Game.create` / `legalActions` / `apply`, a seeded
 * generator): one player at position 1 betting the table minimum on each box it plays (1 … `boxes`), the jackpot
 * (sevens) bet at its minimum where offered, insurance and even money declined, stand or draw by the analysed
 * strategy. Every round starts a new shoe, so each is dealt from a full shoe and the exact full-shoe values are
 * what the simulation estimates. RTP per unit staked with a 99% confidence interval (mean ± 2.576·s/√n).
 */
import type { Game, LegalAction, SimulatedBet, SimulationReport } from '../../../core/contract.js';
import type { Actor } from '../../../core/ids.js';
import { DEALER } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import type { BjAction } from '../actions.js';
import type { TripleBlackjackProfile } from '../profile.js';
import type { BjState } from '../state.js';
import type { BjTable } from '../table.js';
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

class Acc {
  n = 0;
  sum = 0;
  sq = 0;
  add(x: number): void {
    this.n++;
    this.sum += x;
    this.sq += x * x;
  }
  report(bet: string, extra: Record<string, unknown> = {}): SimulatedBet {
    const mean = this.sum / this.n;
    const sd = Math.sqrt(Math.max(0, this.sq / this.n - mean * mean) * (this.n / Math.max(1, this.n - 1)));
    const h = (2.576 * sd) / Math.sqrt(this.n);
    return { bet, rtp: 1 + mean, ci99: [1 + mean - h, 1 + mean + h], rounds: this.n, sd, ...extra };
  }
}

const PLAYER: Actor = { kind: 'player', player: 'sim' };

export function simulateTriple(game: TripleGame, profile: TripleBlackjackProfile, profileId: string, decide: (values: readonly number[], up: number) => StandOrDraw, opts: TripleSimulateOptions): SimulationReport {
  const rng = seededRng(opts.seed);
  const table: BjTable = { ...game.defaultTable(profile), players: ['sim'] };
  const stake = table.minimum;
  const nBoxes = opts.boxes ?? profile.triple.boxesPerPosition.value;
  const sevens = opts.sideBets !== false && profile.sideBets.sevens.offered.value;
  const r = profile.sideBets.sevens.minOfTableMinimum.value;
  const sevensStake = Math.max(1, Math.ceil((table.minimum * r.num) / r.den));
  const boxAcc = Array.from({ length: nBoxes }, () => new Acc());
  const allAcc = new Acc();
  const sevensAcc = new Acc();
  const t0 = performance.now();
  const apply = (s: BjState, a: Record<string, unknown>, by: Actor): BjState => {
    const act = { ...a, by } as unknown as BjAction;
    const res = game.apply(s, game.randomize ? game.randomize(s, act, rng) : act);
    if (!res.ok) throw new Error(`simulation: ${JSON.stringify(a)} rejected: ${res.rejection.code}`);
    return res.state;
  };
  for (let round = 1; round <= opts.rounds; round++) {
    let s = game.create({ profile, table, carry: null, rng, roundNo: round }).state;
    const initial = s;
    if (s.boxes[0]?.seated !== 'sim') s = apply(s, { type: 'sit', box: 1 }, PLAYER);
    for (let k = 1; k <= nBoxes; k++) s = apply(s, { type: 'bet', box: 1, sub: k, amount: stake }, PLAYER);
    if (sevens) s = apply(s, { type: 'side-bet', box: 1, kind: 'sevens', amount: sevensStake }, PLAYER);
    s = apply(s, { type: 'done-betting' }, PLAYER);
    s = apply(s, { type: 'deal' }, DEALER);
    for (let guard = 0; s.phase !== 'over'; guard++) {
      if (guard > 200) throw new Error(`simulation: round ${round} does not end (phase ${s.phase})`);
      const legal = game.legalActions(s, PLAYER) as LegalAction[];
      if (s.phase === 'insurance') {
        const no = legal.find((l) => l.type === 'decline-insurance' || l.type === 'wait');
        if (!no) throw new Error('simulation: no way to decline insurance');
        s = apply(s, { ...no }, PLAYER);
        continue;
      }
      if (s.phase !== 'play' || !s.turn) {
        const t = game.timeoutAction ? game.timeoutAction(s) : null;
        if (!t) throw new Error(`simulation: stuck in ${s.phase}`);
        s = apply(s, t as unknown as Record<string, unknown>, t.by);
        continue;
      }
      const hand = s.boxes[s.turn.box - 1]?.hands[s.turn.hand];
      if (!hand) throw new Error('simulation: no hand on turn');
      const want = decide(hand.cards.map(valueOfCard), valueOfCard(s.dealer.cards[0] as string));
      const type = want === 'H' && legal.some((l) => l.type === 'hit') ? 'hit' : 'stand';
      s = apply(s, { type, box: s.turn.box }, PLAYER);
    }
    const st = game.settlement(s);
    if (!st) throw new Error('simulation: round over without settlement');
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
    if (opts.onProgress && (round % 1000 === 0 || round === opts.rounds)) opts.onProgress(round);
  }
  const seconds = (performance.now() - t0) / 1000;
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
