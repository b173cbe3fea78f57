/**
 * @module games/baccarat/punto-banca/tools
 * Mathematics of punto y banca: the exact return of every bet off the top of a full shoe (enumeration over the
 * composition, exact rationals), each commission variant, and a simulation through the real engine.
 */
import type { BetReturn, GameTools, RtpReport, SimulationReport } from '../../../core/contract.js';
import { player, DEALER } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { fullShoeCounts } from '../core/composition.js';
import { fractionString, fractionValue } from '../core/fraction.js';
import { Running } from '../core/stats.js';
import { puntoBancaOutcomes, type PbOutcomeCounts } from './exact.js';
import type { BancaPay, PuntoBancaProfile } from './profile.js';
import type { PbAction, PbCarry, PbState } from './state.js';
import type { PbView } from './view.js';
import type { PbEvent } from './apply.js';
import type { Game } from '../../../core/contract.js';
import type { PuntoBancaTable } from './profile.js';

type PbGame = Game<PuntoBancaProfile, PuntoBancaTable, PbState, PbAction, PbEvent, PbCarry>;
import { renderPb } from './render.js';

const ret = (bet: string, num: bigint, den: bigint, extra: Record<string, unknown> = {}): BetReturn => {
  const ev = fractionValue(num, den);
  return { bet, houseEdge: -ev, rtp: 1 + ev, method: 'exact', fraction: fractionString(num, den), ...extra };
};

/** Expected value per unit staked on banca, as an exact fraction, for a way of paying it. */
export function bancaEv(o: PbOutcomeCounts, pay: BancaPay): [bigint, bigint] {
  if (pay.mode === 'six-half') return [2n * (o.banca - o.banca6) + o.banca6 - 2n * o.punto, 2n * o.total];
  const num = BigInt(pay.num);
  const den = BigInt(pay.den);
  return [(den - num) * o.banca - den * o.punto, den * o.total];
}

export function rtpPb(p: PuntoBancaProfile, profileId: string, options: Readonly<Record<string, string>>): RtpReport {
  const decks = options.decks ? Number(options.decks) : p.shoe.decks.value;
  if (!Number.isInteger(decks) || decks < 1 || decks > 16) throw new RangeError('decks must be 1–16');
  const o = puntoBancaOutcomes(fullShoeCounts(decks), p.bankTable.value, p.puntoRule.value);
  const bets: BetReturn[] = [ret('punto', o.punto - o.banca, o.total, { cite: '000 §07 V' })];
  const [bn, bd] = bancaEv(o, p.banca.value);
  bets.push(ret('banca', bn, bd, { cite: p.banca.cite }));
  if (p.tie.value.offered) bets.push(ret('tie', BigInt(p.tie.value.pays) * o.tie - (o.total - o.tie), o.total, { cite: p.tie.cite }));
  // Every commission variant the seeds name, whatever the profile chose (000 §07 V).
  const variants: [string, BancaPay][] = [
    ['banca:commission-5%', { mode: 'commission', num: 5, den: 100 }],
    ['banca:six-half', { mode: 'six-half' }],
    ['banca:no-commission', { mode: 'commission', num: 0, den: 1 }],
  ];
  for (const [name, pay] of variants) {
    const [n, d] = bancaEv(o, pay);
    bets.push(ret(name, n, d, { variant: true }));
  }
  return {
    game: 'punto-banca',
    profile: profileId,
    decks,
    basis: 'one coup off the top of a full shoe; fraction = the bettor’s expectation per unit staked; a tie returns punto and banca stakes',
    probabilities: { punto: fractionString(o.punto, o.total), banca: fractionString(o.banca, o.total), tie: fractionString(o.tie, o.total), bancaWinsWithSix: fractionString(o.banca6, o.total) },
    bets,
  };
}

/** Plays `rounds` coups through the real engine (RoundRunner), one standing or seated bettor per spot. */
export function simulatePb(game: PbGame, p: PuntoBancaProfile, profileId: string, opts: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const base = game.defaultTable(p);
  const spots = p.tie.value.offered ? (['punto', 'banca', 'tie'] as const) : (['punto', 'banca'] as const);
  const seats: Record<string, string> = {};
  const model = p.models.value.find((m) => m.id === base.model)!;
  spots.forEach((sp, i) => (seats[String(model.seats[i])] = `sim-${sp}`));
  const stake = base.minBet;
  const table = { ...base, seats };
  const rng = seededRng(`simulate:punto-banca:${opts.seed}`);
  const stats = Object.fromEntries(spots.map((sp) => [sp, new Running()])) as Record<string, Running>;
  let carry: unknown = null;
  for (let r = 1; r <= opts.rounds; r++) {
    const run = new RoundRunner(game, { profile: p, profileId, table, carry, rng, roundNo: r });
    const dead = (run.state as PbState).dead;
    if (!dead) for (const sp of spots) run.act({ type: 'bet', by: player(`sim-${sp}`), spot: sp, amount: stake } as never, rng);
    while (!run.over) {
      const legal = game.legalActions(run.state as PbState, DEALER);
      run.act({ ...(legal[0] as object), by: DEALER } as never, rng);
    }
    if (!dead) {
      const s = game.settlement(run.state as PbState)!;
      for (const l of s.lines) stats[l.bet]!.add(l.net / stake);
    }
    carry = game.carry(run.state as PbState);
    if (opts.onProgress && r % 1000 === 0) opts.onProgress(r);
  }
  return {
    game: 'punto-banca',
    profile: profileId,
    seed: opts.seed,
    rounds: opts.rounds,
    bets: spots.map((sp) => {
      const st = stats[sp]!;
      const [lo, hi] = st.ci();
      return { bet: sp, rtp: 1 + st.mean, ci99: [1 + lo, 1 + hi] as const, rounds: st.n, se: st.se };
    }),
  };
}

/** The tools, bound to the game object (the simulation plays through it). */
export const puntoBancaTools = (game: PbGame): GameTools<PuntoBancaProfile> => ({
  rtp: rtpPb,
  simulate: (p, id, o) => simulatePb(game, p, id, o),
  render: (v) => renderPb(v as PbView),
});
