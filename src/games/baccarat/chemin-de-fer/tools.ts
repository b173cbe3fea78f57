/**
 * @module games/baccarat/chemin-de-fer/tools
 * Mathematics of chemin de fer: exact expectations for punto and banker (and the house's cagnotte per coup) under
 * the forced rules and a documented banker policy, and a simulation through the real engine with the same policy.
 */
import type { BetReturn, Game, GameTools, RtpReport, SimulationReport } from '../../../core/contract.js';
import { player, type Actor } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { fullShoeCounts } from '../core/composition.js';
import { fractionString, fractionValue } from '../core/fraction.js';
import { Running } from '../core/stats.js';
import { puntoCell } from '../core/tableau.js';
import { analyseChemin, type BankerPolicy, type CdfAnalysis } from './exact.js';
import type { CdfEvent } from './handler.js';
import type { CheminProfile, CheminTable } from './profile.js';
import { bankerHasNatural, bankerTwo, puntoThirdValue, puntoTwo } from './rules.js';
import type { CdfAction, CdfCarry, CdfState } from './state.js';
import { renderCdf, type CdfViewLike } from './render.js';
import { resultLines } from '../../../core/settlement.js';

type CdfGame = Game<CheminProfile, CheminTable, CdfState, CdfAction, CdfEvent, CdfCarry>;

export interface CdfStrategy {
  readonly puntoFive: 'stand' | 'draw';
  readonly policy: BankerPolicy;
}

export const strategyOf = (p: CheminProfile, o: Readonly<Record<string, string>>): CdfStrategy => ({
  puntoFive: (o.puntoFive ?? o.five ?? p.adviceAtFive.value) === 'draw' ? 'draw' : 'stand',
  policy: (['best-response', 'table', 'table-draw'] as const).find((x) => x === (o.banker ?? o.strategy)) ?? 'best-response',
});

export function analyse(p: CheminProfile, st: CdfStrategy, decks = p.shoe.decks.value): CdfAnalysis {
  return analyseChemin({ counts: fullShoeCounts(decks), puntoRule: p.puntoRule.value, puntoFive: st.puntoFive, table: p.bankTable.value, mustDraw: p.bankerMustDraw.value, levy: p.cagnotte.value, policy: st.policy });
}

const ret = (bet: string, num: bigint, den: bigint, extra: Record<string, unknown>): BetReturn => {
  const ev = fractionValue(num, den);
  return { bet, houseEdge: -ev, rtp: 1 + ev, method: 'exact', fraction: fractionString(num, den), ...extra };
};

/** Expectations per unit staked against the bank: the punto's, the banker's after the cagnotte, and the cagnotte. */
export function cheminReturns(a: CdfAnalysis, levy: { num: number; den: number }, suffix = ''): { bets: BetReturn[]; levy: string } {
  const n = BigInt(levy.num);
  const d = BigInt(levy.den);
  return {
    bets: [
      ret(`punto${suffix}`, a.bankerLosses - a.bankerWins, a.total, { against: 'the banker' }),
      ret(`bank${suffix}`, (d - n) * a.bankerWins - d * a.bankerLosses, d * a.total, { note: 'per unit of the stakes the bank covers, after the cagnotte' }),
    ],
    levy: fractionString(n * a.bankerWins, d * a.total),
  };
}

export function rtpCdf(p: CheminProfile, profileId: string, o: Readonly<Record<string, string>>): RtpReport {
  const st = strategyOf(p, o);
  const decks = o.decks ? Number(o.decks) : p.shoe.decks.value;
  const a = analyse(p, st, decks);
  const main = cheminReturns(a, p.cagnotte.value);
  const bets = [...main.bets];
  for (const policy of ['best-response', 'table', 'table-draw'] as const) {
    if (policy === st.policy) continue;
    bets.push(...cheminReturns(analyse(p, { ...st, policy }, decks), p.cagnotte.value, `:${policy}`).bets.map((b) => ({ ...b, variant: true })));
  }
  const deviations: string[] = [];
  a.decisions.forEach((row, b) => row.forEach((d, col) => d !== (p.bankTable.value[b]?.[col] === 'O' ? d : p.bankTable.value[b]?.[col]) && deviations.push(`bank ${b} vs ${col === 10 ? 'stood' : col}: ${d === 'T' ? 'draw' : 'stand'}`)));
  return {
    game: 'chemin-de-fer',
    profile: profileId,
    decks,
    strategy: { puntoOnFive: st.puntoFive, banker: st.policy },
    basis: 'one coup off the top of a full shoe; fraction = expectation per unit staked against the bank; a tie returns the stakes',
    probabilities: { bankerWins: fractionString(a.bankerWins, a.total), puntoWins: fractionString(a.bankerLosses, a.total), tie: fractionString(a.ties, a.total) },
    houseLevyPerCoup: { perUnitStaked: main.levy, value: fractionValue(BigInt(p.cagnotte.value.num) * a.bankerWins, BigInt(p.cagnotte.value.den) * a.total) },
    bankerDecisions: a.decisions.map((r, b) => `${b}: ${r.join('')}`),
    bankerDeviationsFromTable: deviations,
    bets,
  };
}

/** The bot's words: the punto by his rule (the chosen word on 5), the banker by the analysed policy. */
function botAction(s: CdfState, st: CdfStrategy, decisions: CdfAnalysis['decisions']): CdfAction | null {
  const by = (id: string | null | undefined): Actor => player(id as string);
  if (s.phase === 'punto') {
    const cell = puntoCell(s.profile.puntoRule.value, puntoTwo(s));
    if (cell === 'N') return { type: 'show', by: by(s.puntoHolder) };
    return { type: cell === 'T' || (cell === 'O' && st.puntoFive === 'draw') ? 'carte' : 'non', by: by(s.puntoHolder) };
  }
  if ((s.phase === 'banker' || s.phase === 'punto-card') && bankerHasNatural(s) && s.bankerMayShow) return { type: 'show', by: by(s.banker?.player) };
  if (s.phase === 'banker') {
    const col = s.punto.length > 2 ? (puntoThirdValue(s) as number) : 10;
    return { type: decisions[bankerTwo(s)]?.[col] === 'T' ? 'carte' : 'non', by: by(s.banker?.player) };
  }
  return null;
}

export function simulateCdf(game: CdfGame, p: CheminProfile, profileId: string, o: { rounds: number; seed: string; strategy?: string; onProgress?: (n: number) => void }): SimulationReport {
  const st = strategyOf(p, o.strategy ? { banker: o.strategy } : {});
  const a = analyse(p, st);
  const seats: Record<string, string> = { '1': 'sim-1', '2': 'sim-2', '3': 'sim-3', '4': 'sim-4' };
  const table = { ...game.defaultTable(p), seats };
  const stake = table.puntoMin;
  const rng = seededRng(`simulate:chemin-de-fer:${o.seed}`);
  const punto = new Running();
  const bank = new Running();
  const levy = new Running();
  let carry: CdfCarry | null = null;
  for (let r = 1; r <= o.rounds; r++) {
    const run = new RoundRunner(game, { profile: p, profileId, table, carry, rng, roundNo: r });
    const state = () => run.state as CdfState;
    for (let guard = 0; !run.over && guard < 100; guard++) {
      const s = state();
      let act: CdfAction | null = botAction(s, st, a.decisions);
      if (!act && s.phase === 'bank' && (s.stage === 'offer' || s.stage === 'forced')) act = { type: 'take-bank', by: player(s.seats[String(s.offerQueue[0])]!), amount: 10 * stake };
      if (!act && s.phase === 'betting' && !s.declared.length) {
        const who = Object.values(s.seats).find((x) => x !== s.banker?.player)!;
        act = { type: 'punto', by: player(who), amount: stake };
      }
      // The croupier's steps: the action his timer would take (close, deal, draw, announce).
      if (!act) act = game.timeoutAction!(s);
      if (!act) throw new Error(`simulation stuck in ${s.phase}`);
      run.act(act, rng);
    }
    const s = state();
    const settle = game.settlement(s)!;
    if (s.result && s.result.winner !== 'void') {
      const lines = resultLines(settle);
      const bl = lines.find((l) => l.bet === 'bank')!;
      const pl = lines.filter((l) => l.bet !== 'bank').reduce((x, l) => x + l.net, 0);
      punto.add(pl / stake);
      bank.add(bl.net / stake);
      levy.add(s.result.levy / stake);
    }
    carry = game.carry(s);
    if (o.onProgress && r % 1000 === 0) o.onProgress(r);
  }
  const rep = (bet: string, x: Running) => ({ bet, rtp: 1 + x.mean, ci99: [1 + x.ci()[0], 1 + x.ci()[1]] as const, rounds: x.n, se: x.se });
  return { game: 'chemin-de-fer', profile: profileId, seed: o.seed, rounds: o.rounds, strategy: st, bets: [rep('punto', punto), rep('bank', bank)], levyPerCoup: { mean: levy.mean, se: levy.se } };
}

export const cheminTools = (game: CdfGame): GameTools<CheminProfile> => ({
  rtp: rtpCdf,
  simulate: (p, id, o) => simulateCdf(game, p, id, o),
  strategy: (p, o) => {
    const a = analyse(p, strategyOf(p, o));
    const head = 'bank\\3rd  0 1 2 3 4 5 6 7 8 9 stood';
    return [head, ...a.decisions.map((r, b) => `   ${b}      ${r.slice(0, 10).join(' ')}   ${r[10]}`)].join('\n');
  },
  render: (v) => renderCdf(v as CdfViewLike),
});
