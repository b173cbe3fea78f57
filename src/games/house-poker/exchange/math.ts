/**
 * @module games/house-poker/exchange/math
 * The exchange games' figures: the exact figure under the stated strategy (strategy.ts) over every exchange of the
 * player's and every buy of the dealer's game is out of reach on one core (math/exact-cost.ts: the exact kernel of
 * one starting hand, math/exchange-exact.ts, measured and extrapolated), so `rtp` serves the stored result of a
 * seeded simulation through the engine under that strategy, with its 99.9% interval, and says what the exact figure
 * would cost in its `method`; a test re-runs the stored check seed and proves it equal.
 * The load-time check refuses a profile whose return under that strategy is at least 1 (the player would have the
 * edge): a profile whose mathematics matches a stored result (`mathKey`) is judged on it; any other is simulated when
 * loaded (`LOAD_ROUNDS` rounds, a fixed seed) and judged on that estimate.
 */
import type { BetInfo, RtpReport } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { ExchangeGame } from './game.js';
import type { ExchangeProfile } from './profile.js';
import { storedBets, type StoredSim } from '../engine/simulate.js';
import { simulateExchange } from './simulate.js';
import { boundedBet, rtpReport, simulationMethod } from '../math/report.js';
import { strategyText } from './strategy.js';
import { EXCHANGE_EXACT_COST } from '../math/exact-cost.js';

/** Rounds simulated to judge, at load, a profile with no stored result. */
export const LOAD_ROUNDS = 20_000;

export interface StoredFigures {
  /** What the figures depend on (`mathKey`). */
  readonly key: string;
  readonly bets: Readonly<Record<string, StoredSim>>;
  /** A short run of the same kind that a test repeats exactly. */
  readonly check: Readonly<Record<string, StoredSim>>;
}

/** The parts of a profile the return depends on. */
export const mathKey = (p: ExchangeProfile): string =>
  JSON.stringify([p.betMultiple.value, p.qualifier.value, p.exchange.value, p.sixthCard.value, p.payTable.value, p.antePays.value, p.anteWhenNotQualified.value, p.twoCombinations.value, p.buyGame.value, p.insurance.value, p.rounding.value, ...(p.dealerDraw ? [p.dealerDraw.value] : [])]);

/** Returns already judged at load, by game and `mathKey` (a round's creation checks its profile again). */
const judged = new Map<string, number>();

export function checkExchangeEdge(game: () => ExchangeGame, stored: Readonly<Record<string, StoredFigures>>, p: ExchangeProfile): void {
  const key = mathKey(p);
  const known = Object.values(stored).find((f) => f.key === key);
  const memo = `${game().id}:${key}`;
  let rtp = known ? (known.bets['ante-bet'] as StoredSim).rtp : judged.get(memo);
  if (rtp === undefined) {
    judged.set(memo, 0); // the simulation's own rounds check the profile too: not again
    rtp = simulateExchange(game(), p, p.id, { rounds: LOAD_ROUNDS, seed: `load-${p.id}` }).bets.find((b) => b.bet === 'ante-bet')?.rtp ?? 0;
    judged.set(memo, rtp);
  }
  if (rtp >= 1) throw new ConfigError('house-poker/player-advantage', `${p.id}: ANTE, BET and fees return ${rtp.toFixed(4)} per ANTE under the stated strategy: the player would have the edge`, { cite: p.payTable.cite });
}

const ratioText = (r: { num: number; den: number }): string => `${r.num}:${r.den}`;

export function exchangeBets(p: ExchangeProfile): BetInfo[] {
  const table = Object.entries(p.payTable.value).map(([k, v]) => `${k} ${ratioText(v as { num: number; den: number })}`).join(', ');
  const out: BetInfo[] = [
    { id: 'ante', pays: `${ratioText(p.antePays.value)} against a qualifying dealer (no game: ${ratioText(p.anteWhenNotQualified.value)})`, cite: p.antePays.cite },
    { id: 'bet', pays: `${table}${p.twoCombinations.value ? '; two combinations paid' : ''}`, cite: p.payTable.cite },
  ];
  if (p.insurance.value) out.push({ id: 'insurance', pays: `${ratioText(p.insurance.value.pays)} when the dealer has no game`, cite: p.insurance.cite });
  return out;
}

export function exchangeRtp(game: ExchangeGame, stored: Readonly<Record<string, StoredFigures>>, p: ExchangeProfile, profileId: string, options: Readonly<Record<string, string>>): RtpReport {
  const s = stored[profileId];
  const useStored = s && s.key === mathKey(p) && !options.rounds && !options.seed;
  const sim: Record<string, StoredSim> = useStored
    ? { ...s.bets }
    : storedBets(simulateExchange(game, p, profileId, { rounds: Number(options.rounds ?? 200_000), seed: options.seed ?? `${game.id}-${profileId}` }));
  const first = Object.values(sim)[0] as StoredSim;
  return rtpReport(
    game.id,
    profileId,
    Object.entries(sim).map(([bet, f]) => boundedBet(bet, f, { strategy: strategyText(p) })),
    simulationMethod(first, ' under the stated strategy', EXCHANGE_EXACT_COST[game.id] ?? 'exact play over every exchange is not computed'),
    'ante-bet: the player’s return per unit of ANTE on the ANTE, the BET and the fees together; insurance: per unit insured',
  );
}
