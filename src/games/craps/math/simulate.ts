/**
 * @module games/craps/math/simulate
 * Plays N throws through the real engine (create → apply bets → «no more bets» → randomize + apply the throw →
 * carry) with a seeded RNG, one player holding every bet of the layout at once, and measures each bet's return
 * per decision (with its standard error and 99% interval) and per throw working. Stakes are chosen so every
 * payout divides evenly (1,320 = lcm of the price denominators), so the exact edges apply unchanged.
 */
import type { SimulatedBet, SimulationReport } from '../../../core/contract.js';
import { CriticalStateError } from '../../../core/errors.js';
import { DEALER, player } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { crapsReducer } from '../apply.js';
import { betRoom } from '../check.js';
import type { CrapsProfile } from '../profile.js';
import { entries } from './exact.js';
import { priceAt } from '../profile.js';
import { carryOf, createRound, randomizeThrow } from '../round.js';
import { betName, MULTIPLE_SPOTS, type Kind } from '../spots.js';
import type { CrapsAction, CrapsCarry, CrapsState } from '../state.js';
import type { CrapsTable } from '../table.js';

const SIM = 'sim';
const BY = player(SIM);
/** lcm(2, 3, 5, 6, 8, 11) × 1: every odds and place price divides it. */
export const SIM_STAKE = 1320;

function step(s: CrapsState, a: CrapsAction): CrapsState {
  const r = crapsReducer.apply(s, a);
  if (!r.ok) throw new CriticalStateError('craps/simulation-rejected', `${a.type}: ${r.rejection.code} ${r.rejection.message}`, { action: a });
  return r.state;
}

/** The settlement-line name's bet family: a come bet is one bet whether decided on its first throw or on its box. */
export const entryOf = (bet: string): string => bet.replace(/^(come|dont-come)-(\d+)$/, '$1');

export function simTable(p: CrapsProfile): CrapsTable {
  const min = 100;
  const full = p.staff.value.full;
  return {
    min,
    simpleMax: p.limits.simpleMaxTimesMin.value.max * min,
    multipleMax: {},
    layout: 'full',
    staff: { heads: full.heads, croupiers: full.croupiersMax, stickmen: full.stickmen, croupierStickmen: 0 },
    diceSideMm: p.equipment.value.diceSideMm.min,
    players: [SIM],
  };
}

/** The stake for a spot: SIM_STAKE, or for odds the most that fits under the maximum and divides by the price. */
function stakeFor(s: CrapsState, spot: string, room: { min: number; max: number; number: number | null }): number | null {
  let den = 1;
  if (spot.includes('odds') && room.number !== null) {
    const dont = spot.startsWith('dont');
    den = priceAt((dont ? s.profile.dontOddsPays : s.profile.oddsPays).value, room.number as 4)[1];
    const amt = Math.floor(room.max / den) * den;
    return amt >= room.min ? amt : null;
  }
  return SIM_STAKE >= room.min && SIM_STAKE <= room.max ? SIM_STAKE : null;
}

/** The spots the simulated player wants covered now (each only when not already standing). */
function wanted(s: CrapsState): string[] {
  const mine = s.bets.filter((b) => b.bettor === SIM);
  const has = (k: Kind): boolean => mine.some((b) => b.kind === k);
  const out: string[] = [];
  if (s.point === null) out.push('win', 'dont-win');
  else {
    if (!has('come')) out.push('come');
    if (!has('dont-come')) out.push('dont-come');
    out.push('win-odds', 'dont-win-odds');
    for (const b of mine) if ((b.kind === 'come' || b.kind === 'dont-come') && b.number !== null) out.push(`${b.kind}-odds-${b.number}`);
  }
  out.push('field', 'big-6', 'big-8', 'under-7', 'over-7', ...MULTIPLE_SPOTS);
  for (const n of s.profile.placeNumbers.value) out.push(`right-${n}`, `wrong-${n}`);
  return out;
}

interface Acc {
  n: number;
  sx: number;
  sxx: number;
  pushes: number;
  net: number;
  exposure: number;
}

export interface CrapsSimulatedBet extends SimulatedBet {
  /** Standard error of `rtp`. */
  readonly se: number;
  readonly houseEdge: number;
  readonly perRoll: number;
  readonly pushes: number;
}

export function simulateCraps(p: CrapsProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport & { bets: CrapsSimulatedBet[] } {
  const rng = seededRng(`craps:${o.seed}`);
  const table = simTable(p);
  const acc = new Map<string, Acc>();
  const get = (k: string): Acc => {
    let a = acc.get(k);
    if (!a) acc.set(k, (a = { n: 0, sx: 0, sxx: 0, pushes: 0, net: 0, exposure: 0 }));
    return a;
  };
  const off = new Set<string>(p.offOnComeOut.value);
  let carry: CrapsCarry | null = null;
  for (let r = 0; r < o.rounds; r++) {
    let s = createRound({ profile: p, table, carry, rng }).state;
    for (const spot of wanted(s)) {
      const room = betRoom(s, SIM, spot);
      if ('code' in room || room.existing > 0) continue;
      const amount = stakeFor(s, spot, room);
      if (amount !== null) s = step(s, { type: 'bet', by: BY, spot, amount });
    }
    s = step(s, { type: 'done-betting', by: BY });
    s = step(s, { type: 'no-more-bets', by: DEALER });
    const comeOut = s.point === null;
    for (const b of s.bets) if (!(comeOut && off.has(b.kind))) get(entryOf(betName(b.kind, b.number))).exposure += b.stake;
    s = step(s, randomizeThrow(s, { type: 'throw', by: BY }, rng));
    for (const l of s.resolved) {
      const a = get(entryOf(l.bet));
      const net = l.returned - l.stake;
      a.net += net;
      if (l.outcome === 'push' || l.outcome === 'off') {
        a.pushes++;
        continue;
      }
      const x = net / l.stake;
      a.n++;
      a.sx += x;
      a.sxx += x * x;
    }
    carry = carryOf(s);
    if (o.onProgress && (r + 1) % 1000 === 0) o.onProgress(r + 1);
  }
  const order = entries(p).map((e) => e.bet);
  const bets: CrapsSimulatedBet[] = [...acc.entries()]
    .filter(([, a]) => a.n > 0)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([bet, a]) => {
      const mean = a.sx / a.n;
      const variance = a.n > 1 ? (a.sxx - a.n * mean * mean) / (a.n - 1) : 0;
      const se = Math.sqrt(variance / a.n);
      const rtp = 1 + mean;
      return { bet, rtp, houseEdge: -mean, ci99: [rtp - 2.576 * se, rtp + 2.576 * se] as const, rounds: a.n, se, perRoll: a.exposure > 0 ? -a.net / a.exposure : 0, pushes: a.pushes };
    });
  return { game: 'craps', profile: profileId, seed: o.seed, rounds: o.rounds, bets };
}
