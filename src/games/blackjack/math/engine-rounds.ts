/**
 * @module games/blackjack/math/engine-rounds
 * The loop that plays simulated rounds through the real engine (`Game.create` / `randomize` / `apply`, a seeded
 * generator), shared by simulate.ts (blackjack) and triple-simulate.ts (triple blackjack): one player, `sim`,
 * seated on box 1; each round the caller's bets, "done betting", the deal, insurance and even money declined, the
 * table's own timer actions for the dealer's steps, the caller's decision on each of the player's turns; then the
 * caller reads the settlement. Actions are built whole, sender included (no spread per action: this loop is what
 * the blackjack-sim benchmark times). Also the running mean and spread each simulated bet reports.
 */
import type { Game, LegalAction, SimulatedBet } from '../../../core/contract.js';
import type { Actor } from '../../../core/ids.js';
import { DEALER } from '../../../core/ids.js';
import type { Settlement } from '../../../core/settlement.js';
import type { Rng } from '../../../rng/rng.js';
import type { BjAction } from '../actions.js';
import type { BjState, Hand, Turn } from '../state.js';
import type { BjTable } from '../table.js';

/** The simulated player. */
export const SIM_PLAYER: Actor = { kind: 'player', player: 'sim' };

/** A bet's net results per unit: mean, spread, and the RTP with its 99% confidence interval (mean ± 2.576·s/√n). */
export class NetAccumulator {
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

/** One action applied (its random result filled first); a rejection stops the simulation. */
export type ApplyStep = (s: BjState, act: BjAction) => BjState;

export interface EngineRounds {
  readonly rounds: number;
  readonly rng: Rng;
  /** Carry the shoe from round to round (dealt to the cut card) instead of a new shoe per round. */
  readonly continuousShoe?: boolean;
  readonly onProgress?: (done: number) => void;
  /** The round's bets, placed once the player sits on box 1. */
  bet(s: BjState, apply: ApplyStep): BjState;
  /** The player's action on his turn: `hand` is the hand on turn, `legal` what he may do. */
  decide(s: BjState, turn: Turn, hand: Hand, legal: readonly LegalAction[]): BjAction;
  /** The round over: the state `create` returned, and the round's settlement. */
  settled(initial: BjState, settlement: Settlement): void;
}

/** Plays `run.rounds` rounds through `game` at `table`; returns the seconds they took. */
export function playEngineRounds<P>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: Game<P, BjTable, BjState, BjAction, any, any>,
  profile: P,
  table: BjTable,
  run: EngineRounds,
): number {
  const { rng } = run;
  const t0 = performance.now();
  const apply: ApplyStep = (s, act) => {
    const r = game.apply(s, game.randomize ? game.randomize(s, act, rng) : act);
    if (!r.ok) throw new Error(`simulation: ${JSON.stringify(act)} rejected: ${r.rejection.code}`);
    return r.state;
  };
  const by = (a: LegalAction, actor: Actor): BjAction => {
    const x: Record<string, unknown> = {};
    for (const k in a) x[k] = (a as Record<string, unknown>)[k];
    x.by = actor;
    return x as unknown as BjAction;
  };
  let carry: unknown = null;
  for (let round = 1; round <= run.rounds; round++) {
    let s = game.create({ profile, table, carry, rng, roundNo: round }).state;
    const initial = s;
    if (s.boxes[0]?.seated !== 'sim') s = apply(s, { type: 'sit', box: 1, by: SIM_PLAYER });
    s = run.bet(s, apply);
    s = apply(s, { type: 'done-betting', by: SIM_PLAYER });
    s = apply(s, { type: 'deal', by: DEALER });
    for (let guard = 0; s.phase !== 'over'; guard++) {
      if (guard > 200) throw new Error(`simulation: round ${round} does not end (phase ${s.phase})`);
      const legal = game.legalActions(s, SIM_PLAYER) as LegalAction[];
      if (s.phase === 'insurance') {
        const no = legal.find((l) => l.type === 'decline-insurance' || l.type === 'wait');
        if (!no) throw new Error('simulation: no way to decline insurance');
        s = apply(s, by(no, SIM_PLAYER));
        continue;
      }
      if (s.phase !== 'play' || !s.turn) {
        const t = game.timeoutAction ? game.timeoutAction(s) : null;
        if (!t) throw new Error(`simulation: stuck in ${s.phase} awaiting ${JSON.stringify(game.awaiting(s))}`);
        s = apply(s, t);
        continue;
      }
      const hand = s.boxes[s.turn.box - 1]?.hands[s.turn.hand];
      if (!hand) throw new Error('simulation: no hand on turn');
      s = apply(s, run.decide(s, s.turn, hand, legal));
    }
    if (run.continuousShoe) carry = game.carry(s);
    const st = game.settlement(s);
    if (!st) throw new Error('simulation: round over without settlement');
    run.settled(initial, st);
    if (run.onProgress && (round % 1000 === 0 || round === run.rounds)) run.onProgress(round);
  }
  return (performance.now() - t0) / 1000;
}
