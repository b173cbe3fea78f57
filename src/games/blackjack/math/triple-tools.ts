/**
 * @module games/blackjack/math/triple-tools
 * What the CLI reaches through `tripleBlackjack.tools`: `croupier rtp triple-blackjack` (exact value of each box's
 * main bet, each box's insurance and the jackpot bet), `croupier strategy triple-blackjack` (the stand-or-draw
 * chart) and `croupier simulate triple-blackjack` (rounds through the real engine).
 *
 * Options (`--strategy`, `--opt key=value`): `strategy` = `optimal` (default for rtp) | `basic` (default for
 * simulate); `boxes` = how many of the position's boxes carry a bet (1 … 3, default all): the strategy maximises
 * the sum over the boxes bet, which matters only when boxes 2 and 3 pay differently from box 1.
 *
 * The Game is passed in as a function (`tripleMathTools(() => tripleBlackjack)`) so this module never imports the
 * family's index and cannot be evaluated before it.
 */
import type { BetReturn, GameTools, RtpReport, SimulationReport } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import { parseOptions, playedProfile } from '../options.js';
import type { SideBetsProfile, TripleBlackjackProfile } from '../profile.js';
import { optionsNote } from './tools.js';
import { insuranceReturn, sideBetReturns } from './side-bets-ev.js';
import { renderTripleChart } from './triple-chart.js';
import { tripleAnalysisFor, type TripleStrategyName } from './triple-main-bet.js';
import { describeTripleRules, tripleRulesFromProfile } from './triple-rules.js';
import { simulateTriple, type TripleGame } from './triple-simulate.js';

function strategyOf(s: string | undefined, fallback: TripleStrategyName): TripleStrategyName {
  const v = s ?? fallback;
  if (v !== 'optimal' && v !== 'basic') throw new ConfigError('blackjack/bad-strategy', `strategy is optimal or basic, not ${v}`);
  return v;
}

function boxesOf(o: Readonly<Record<string, string>>): { boxes?: number } {
  if (o.boxes === undefined) return {};
  const n = Number(o.boxes);
  if (!Number.isInteger(n)) throw new ConfigError('blackjack/bad-option', 'boxes is 1, 2 or 3');
  return { boxes: n };
}

/** The profile with every side bet but the jackpot (sevens) bet withdrawn: the only one triple blackjack takes. */
function sevensOnly(p: TripleBlackjackProfile): TripleBlackjackProfile {
  const sideBets = Object.fromEntries(Object.entries(p.sideBets).map(([k, v]) => [k, k === 'sevens' ? v : { ...v, offered: { ...v.offered, value: false } }])) as unknown as SideBetsProfile;
  return { ...p, sideBets };
}

/** The exact report: box-1 … box-n (main bets), insurance-1 … insurance-n, the jackpot bet where offered. */
export function tripleRtpReport(base: TripleBlackjackProfile, profileId: string, options: Readonly<Record<string, string>> = {}): RtpReport {
  const included = parseOptions(base, options.with);
  const profile = playedProfile(base, included);
  const strategy = strategyOf(options.strategy, 'optimal');
  const rules = tripleRulesFromProfile(profile, boxesOf(options));
  const a = tripleAnalysisFor(rules, strategy);
  const bets: BetReturn[] = a.perBox.map((ev, k) => ({
    bet: `box-${k + 1}`,
    houseEdge: -ev,
    rtp: 1 + ev,
    method: 'exact' as const,
    strategy,
    note: 'stand or draw only; insurance and even money declined; exact (no approximation)',
  }));
  if (profile.insurance.offered.value) {
    const ins = insuranceReturn(rules.decks, profile.insurance.pays.value);
    rules.boxes.forEach((b, k) => {
      bets.push(b.dealerBjCounts
        ? { ...ins, bet: `insurance-${k + 1}`, note: `against dealer hand ${k + 1}; ${ins.note ?? ''}`.trim() }
        : { bet: `insurance-${k + 1}`, houseEdge: 1, rtp: 0, method: 'exact', fraction: '-1/1', note: 'a redrawn two-card 21 is not a blackjack here (triple.dealerRedrawBlackjack), so this insurance never wins' });
    });
  }
  const sevens = sideBetReturns(sevensOnly(profile), { drawsOnSevens: (up) => a.decide([7, 7], up) === 'H' });
  bets.push(...sevens);
  return { game: 'triple-blackjack', profile: profileId, options: optionsNote(base, included), rules: describeTripleRules(rules), strategy, perUnitOverBoxes: a.perUnit, bets };
}

export function tripleStrategyChart(base: TripleBlackjackProfile, options: Readonly<Record<string, string>> = {}): string {
  const profile = playedProfile(base, parseOptions(base, options.with));
  const rules = tripleRulesFromProfile(profile, boxesOf(options));
  const a = tripleAnalysisFor(rules, 'basic');
  return renderTripleChart(a.chart ?? [], rules, `${profile.id} (${profile.name})`);
}

/** The tools of the `triple-blackjack` Game, which is reached only when a simulation runs. */
export function tripleMathTools(game: () => TripleGame): Pick<GameTools<TripleBlackjackProfile>, 'rtp' | 'strategy' | 'simulate'> {
  return {
    rtp: tripleRtpReport,
    strategy: tripleStrategyChart,
    simulate: (base, profileId, options): SimulationReport => {
      // The base game: the engine's default table offers none of the casino's options.
      const profile = playedProfile(base, []);
      const strategy = strategyOf(options.strategy, 'basic');
      const rules = tripleRulesFromProfile(profile);
      const a = tripleAnalysisFor(rules, strategy);
      return simulateTriple(game(), profile, profileId, a.decide, { ...options, strategy });
    },
  };
}
