/**
 * @module games/machines/video-poker/math
 * The machine's mathematics: its exact return under optimal holds (every deal, every hold: ./analysis), the
 * probability of each final hand (a PAR sheet's core), the best hold of any hand with the value of every hold, and
 * a simulation through the real engine that plays the optimal hold of each deal.
 */
import type { RtpReport, SimulationReport } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import { q, str, sub } from '../../../math/rational.js';
import { RoundRunner } from '../../../core/round-runner.js';
import type { AnyGame } from '../../../core/contract.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { bestHold, holdValues } from './analysis.js';
import { sortedHand } from './cards.js';
import type { VpState } from './game.js';
import type { HandKind } from './hand-kinds.js';
import { defaultVpTable, paysOf, type VpProfile } from './profile.js';
import { analysisOf, tablesOf } from './returns.js';

export function vpRtp(kind: HandKind, p: VpProfile, profileId: string, game: string): RtpReport {
  const pays = paysOf(p, kind);
  const a = analysisOf(kind, pays);
  const variance = kind.categories.reduce((v, _c, i) => v + (a.probabilities[i] as number) * ((pays[i] as number) - a.return) ** 2, 0);
  return {
    game,
    profile: profileId,
    bets: [{ bet: 'video-poker', houseEdge: 1 - a.return, rtp: a.return, method: 'exact', fraction: str(sub(q(a.exact.num, a.exact.den), q(1))), declared: p.declaredReturn.value, hitFrequency: 1 - (a.probabilities[a.probabilities.length - 1] as number) - zeroPaying(kind, pays, a.probabilities) }],
    method: `exact: every one of the ${a.deals.toLocaleString('en')} deals (${a.classes.toLocaleString('en')} classes under suit permutations) and every one of its 32 holds, counting the draws by inclusion–exclusion; the optimal hold of each deal (ties: the hold keeping more cards)`,
    hands: kind.categories.map((c, i) => ({ hand: c, pays: pays[i], probability: a.probabilities[i] })),
    standardDeviation: Math.sqrt(variance),
  };
}

/** The probability of the paying-nothing categories other than the last ("nothing"). */
function zeroPaying(kind: HandKind, pays: readonly number[], probs: readonly number[]): number {
  let z = 0;
  for (let i = 0; i < kind.categories.length - 1; i++) if (pays[i] === 0) z += probs[i] as number;
  return z;
}

/** Parses a hand typed as five cards (`Ah Kh Qh Jh 9c`, `X1` the joker). */
function handFrom(text: string, kind: HandKind): string[] {
  const cards = text.trim().split(/[\s,]+/).filter(Boolean);
  const ok = /^([2-9TJQKA][cdhs]|X1)$/;
  if (cards.length !== 5 || !cards.every((c) => ok.test(c)) || new Set(cards).size !== 5 || (kind.deckSize === 52 && cards.includes('X1')))
    throw new ConfigError('video-poker/bad-hand', `a hand is five different cards such as "Ah Kh Qh Jh 9c"${kind.deckSize === 53 ? ' (X1: the joker)' : ''}, not "${text}"`);
  return cards;
}

/** The value of each hold of a hand, best first, with the hold pattern in the hand's own order. */
export function holdsOf(kind: HandKind, p: VpProfile, hand: readonly string[]): { hold: string; value: number }[] {
  const pays = paysOf(p, kind);
  const { sorted, position } = sortedHand(hand);
  const values = holdValues(tablesOf(kind), sorted, pays);
  const best = bestHold(values);
  return values
    .map((value, m) => ({ hold: position.map((pos) => (m & (1 << pos) ? 'H' : '.')).join(''), value, m }))
    .sort((x, y) => (x.m === best ? -1 : y.m === best ? 1 : y.value - x.value))
    .map(({ hold, value }) => ({ hold, value }));
}

export function vpStrategy(kind: HandKind, p: VpProfile, o: Readonly<Record<string, string>>): string {
  if (!o.hand) {
    return [
      `${kind.id}, profile ${p.id}: the optimal hold depends on the whole hand; give one with --opt hand="Ah Kh Qh Jh 9c"`,
      'to see the value of each of its 32 holds (per unit staked), best first. The analysis behind `croupier rtp` plays the',
      'optimal hold of every deal.',
    ].join('\n');
  }
  const hand = handFrom(o.hand, kind);
  const rows = holdsOf(kind, p, hand);
  const show = (hold: string): string => hand.map((c, i) => (hold[i] === 'H' ? c : '--')).join(' ');
  return [`${hand.join(' ')}: hold ${show((rows[0] as { hold: string }).hold)}`, ...rows.map((r) => `  ${r.hold}  ${show(r.hold).padEnd(15)} ${r.value.toFixed(6)}`)].join('\n');
}

/** Plays `rounds` games through the engine, each with the optimal hold, one coin at a time, every win collected. */
export function vpSimulate(kind: HandKind, game: AnyGame, p: VpProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const pays = paysOf(p, kind);
  const t = tablesOf(kind);
  const rng = seededRng(o.seed);
  const table = defaultVpTable();
  const by = { kind: 'player', player: 'sim' } as const;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < o.rounds; i++) {
    const run = new RoundRunner(game, { profile: p, profileId, table, carry: null, rng, roundNo: i + 1 });
    run.act({ type: 'bet', amount: table.denomination, by } as never, rng);
    const s = run.state as VpState;
    const { sorted, position } = sortedHand(s.hand);
    const m = bestHold(holdValues(t, sorted, pays));
    run.act({ type: 'draw', hold: position.map((pos) => (m & (1 << pos) ? 'H' : '.')).join(''), by } as never, rng);
    // The base game's return: a win offered for doubling (003 §4.1.3) is collected.
    if ((run.state as VpState).phase === 'doubling') run.act({ type: 'collect', by } as never, rng);
    const line = (game.settlement(run.state)?.lines ?? [])[0];
    const r = (line?.returned ?? 0) / table.denomination;
    sum += r;
    sumSq += r * r;
    if (o.onProgress && i % 1000 === 0) o.onProgress(i);
  }
  const mean = sum / o.rounds;
  const sd = Math.sqrt(Math.max(0, sumSq / o.rounds - mean * mean));
  const half = (2.576 * sd) / Math.sqrt(o.rounds);
  return { game: game.id, profile: profileId, seed: o.seed, rounds: o.rounds, bets: [{ bet: 'video-poker', rtp: mean, ci99: [mean - half, mean + half], rounds: o.rounds, sd }] };
}
