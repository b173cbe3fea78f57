/**
 * @module games/blackjack/math/tools
 * What the CLI reaches through `game.tools`: `croupier rtp blackjack` (exact main bet for the optimal or basic
 * player, insurance, every offered side bet), `croupier strategy blackjack` (the basic-strategy chart) and
 * `croupier simulate blackjack` (rounds played through the real engine).
 *
 * Options (`--strategy`, `--opt key=value`): `strategy` = `optimal` (default) | `basic`; `holeCard` = `none` |
 * `peek` | `no-peek` and `dealerBjTakes` = `all` | `original-only` evaluate the profile under those variants; `with` =
 * the casino's options the figures include (`croupier rtp --with pairs surrender`; none: the base game).
 */
import type { GameTools, RtpReport, SimulationReport } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import { parseOptions, playedProfile } from '../options.js';
import type { BlackjackProfile } from '../profile.js';
import { basicStrategyFor, mainBetFor } from './analysis.js';
import { renderChart } from './chart.js';
import { rulesFromProfile, type RulesOverrides } from './from-profile.js';
import { handKey, type StrategyName } from './main-bet.js';
import { describeRules, type BjRules } from './rules.js';
import { insuranceReturn, sideBetReturns } from './side-bets-ev.js';
import { simulateThroughEngine, type BjGame } from './simulate.js';

function strategyOf(o: Readonly<Record<string, string>>, fallback: StrategyName): StrategyName {
  const s = o.strategy ?? fallback;
  if (s !== 'optimal' && s !== 'basic') throw new ConfigError('blackjack/bad-strategy', `strategy is optimal or basic, not ${s}`);
  return s;
}

export function overridesOf(o: Readonly<Record<string, string>>): RulesOverrides {
  const out: { holeCard?: 'none' | 'peek' | 'no-peek'; dealerBjTakes?: 'all' | 'original-only' } = {};
  if (o.holeCard !== undefined) {
    if (o.holeCard !== 'none' && o.holeCard !== 'peek' && o.holeCard !== 'no-peek') throw new ConfigError('blackjack/bad-option', 'holeCard is none, peek or no-peek');
    out.holeCard = o.holeCard;
  }
  if (o.dealerBjTakes !== undefined) {
    if (o.dealerBjTakes !== 'all' && o.dealerBjTakes !== 'original-only') throw new ConfigError('blackjack/bad-option', 'dealerBjTakes is all or original-only');
    out.dealerBjTakes = o.dealerBjTakes;
  }
  return out;
}

/** Whether the box draws a third card on 7+7 against each up-card under the strategy (for the sevens bets). */
function drawsOnSevens(r: BjRules, strategy: StrategyName): (up: number) => boolean {
  if (strategy === 'basic') {
    const chart = basicStrategyFor(r);
    return (up) => {
      const p = chart.byUp[up]?.pairs[7];
      return !!p && (p.split || p.alt.act === 'H' || p.alt.act === 'D');
    };
  }
  const tables = mainBetFor(r, 'optimal').tables;
  const key = handKey([7, 7]);
  return (up) => {
    const a = tables?.root[up]?.get(key);
    return a === 'H' || a === 'D' || a === 'P';
  };
}

/** What a report says of the casino's options: those its figures include, and those the profile has. */
export function optionsNote(p: BlackjackProfile, included: readonly string[]): { included: string[]; available: string[]; cite: string } {
  return { included: [...included], available: [...p.casinoOptions.value], cite: p.casinoOptions.cite };
}

/**
 * The exact RTP report of a profile (main bet, insurance, offered side bets), for the base game the text prescribes
 * plus the casino's options named in `with` (`pairs,sevens,surrender`: 000 §03 V.1.g); the report says which.
 */
export function rtpReport(base: BlackjackProfile, profileId: string, options: Readonly<Record<string, string>> = {}): RtpReport {
  const included = parseOptions(base, options.with);
  const profile = playedProfile(base, included);
  const strategy = strategyOf(options, 'optimal');
  const rules = rulesFromProfile(profile, overridesOf(options));
  const main = mainBetFor(rules, strategy);
  const bets = [
    {
      bet: 'main',
      houseEdge: -main.ev,
      rtp: 1 + main.ev,
      method: 'exact' as const,
      strategy,
      approximationBound: main.bound,
      note: main.bound > 0 ? 'resplits beyond the exact depth are extrapolated; |error| ≤ approximationBound' : 'exact for the strategy class (see docs/math/blackjack.md)',
    },
    ...(profile.insurance.offered.value ? [insuranceReturn(rules.decks, profile.insurance.pays.value)] : []),
    ...sideBetReturns(profile, { drawsOnSevens: drawsOnSevens(rules, strategy) }),
  ];
  return { game: 'blackjack', profile: profileId, options: optionsNote(base, included), rules: describeRules(rules), bets };
}

export function strategyChart(base: BlackjackProfile, options: Readonly<Record<string, string>> = {}): string {
  const profile = playedProfile(base, parseOptions(base, options.with));
  const rules = rulesFromProfile(profile, overridesOf(options));
  return renderChart(basicStrategyFor(rules), `${profile.id} (${profile.name})`);
}

/** A simulation of the base game (the engine's default table offers none of the casino's options). */
export function simulateProfile(game: BjGame, base: BlackjackProfile, profileId: string, options: { rounds: number; seed: string; strategy?: string; onProgress?: (done: number) => void }): SimulationReport {
  const profile = playedProfile(base, []);
  const strategy = strategyOf(options.strategy === undefined ? {} : { strategy: options.strategy }, 'basic');
  const rules = rulesFromProfile(profile);
  return simulateThroughEngine(game, profile, profileId, rules, { ...options, strategy });
}

/**
 * The tools of the `blackjack` game. The Game is passed in as a function (`blackjackMathTools(() => blackjack)`),
 * read only when a simulation runs, so this module never imports the family's index: any import order works.
 */
export function blackjackMathTools(game: () => BjGame): Pick<GameTools<BlackjackProfile>, 'rtp' | 'strategy' | 'simulate'> {
  return {
    rtp: rtpReport,
    strategy: strategyChart,
    simulate: (profile, profileId, options) => simulateProfile(game(), profile, profileId, options),
  };
}
