/**
 * @module games/house-poker/trijoker
 * Trijoker poker (`trijoker`: 000 §13 as profile `eus`), Let It Ride's kind: three equal bets a box, three cards to
 * each box and two community cards face down; bet 1 may be taken back on the three cards, bet 2 after the left
 * community card (whatever was done with bet 1), the third always stays; every bet still in play is paid by the final
 * five cards' line of the table (a pair of Jacks or better) or lost. No dealer hand. The exact return, by enumeration
 * over the deck under the optimal decisions, is in math/trijoker.ts; a profile whose table gives the player the edge
 * is refused when loaded (`house-poker/player-advantage`), from the stored figures of the shipped tables where they
 * apply (math/trijoker-known.json, recounted by a test).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { num, parse, str, type Rational } from '../../math/rational.js';
import { parseCard } from '../../poker-eval/cards.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { analyseTrijoker } from './math/trijoker.js';
import { exactBet, rtpReport, simulationReport } from './math/report.js';
import { renderHousePoker } from './render.js';
import { trijokerGame } from './trijoker/game.js';
import { defaultTrijokerTable, trijokerProfileSchema, type TrijokerProfile } from './trijoker/profile.js';
import type { TjState } from './trijoker/state.js';
import { SIM_DEALER, SIM_PLAYER, simulateRounds } from './engine/simulate.js';

const ID = 'trijoker';

/** What the exact figure depends on: the table and the lowest paying pair. */
export const trijokerKey = (p: TrijokerProfile): string => JSON.stringify([p.payTable.value, p.pairMinimum.value]);
/** The total return per unit of one bet of the shipped tables, by `trijokerKey` (a test recounts every entry). */
export const KNOWN_FIGURES = JSON.parse(readFileSync(new URL('./math/trijoker-known.json', import.meta.url), 'utf8')) as Record<string, string>;

export function checkTrijokerEdge(p: TrijokerProfile): void {
  const known = KNOWN_FIGURES[trijokerKey(p)];
  const total: Rational = known ? parse(known) : analyseTrijoker(p).total;
  if (total.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: the three bets return ${str(total)} per unit under optimal play: the player would have the edge`, { cite: p.payTable.cite });
}

const schema = trijokerProfileSchema.superRefine((p, ctx) => {
  try {
    checkTrijokerEdge(p);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: e instanceof ConfigError ? `${e.code}: ${e.message}` : String(e) });
  }
});

const profiles = profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID));

function bets(p: TrijokerProfile): BetInfo[] {
  const pays = Object.entries(p.payTable.value).map(([k, v]) => `${k === 'pair' ? `pair of ${p.pairMinimum.value}s or better` : k} ${v?.num}:${v?.den}`).join(', ');
  return [
    { id: 'bet-1', pays, cite: p.payTable.cite },
    { id: 'bet-2', pays, cite: p.payTable.cite },
    { id: 'bet-3', pays, cite: p.payTable.cite },
  ];
}

const METHOD = 'exact: every three-card hand up to suit symmetry (1,755 classes of 22,100) with every ordered pair of community cards (2,352), 4.1 million five-card evaluations; bet 1 and bet 2 each kept exactly when their expectation at the decision is positive (the optimum: a decision changes no other bet)';

export function trijokerRtp(p: TrijokerProfile, profileId: string): RtpReport {
  const a = analyseTrijoker(p);
  return rtpReport(
    ID,
    profileId,
    [exactBet('bet-1', a.bet1, { kept: `${a.keep1}/22100` }), exactBet('bet-2', a.bet2, { kept: `${a.keep2}/1082900` }), exactBet('bet-3', a.bet3), exactBet('all-three', a.total)],
    METHOD,
    'each bet: the player’s expectation per unit placed on it (a bet taken back counts as nothing); all-three: the three together per unit of one bet',
  );
}

export function trijokerStrategy(p: TrijokerProfile): string {
  const a = analyseTrijoker(p);
  return [
    `Trijoker (${p.id}): the optimal decisions, by exact count over the deck.`,
    `Bet 1 (three cards): leave it only where its expectation is positive: ${a.keep1.toLocaleString('en')} of 22,100 hands; take it back otherwise.`,
    `Bet 2 (three cards and the left community card): leave it only where its expectation is positive: ${a.keep2.toLocaleString('en')} of 1,082,900 situations; take it back otherwise.`,
    `Bet 3 stays. Return per unit of one bet: ${str(a.total)} (${(num(a.total) * 100).toFixed(4)}%).`,
  ].join('\n');
}

/** Rounds through the engine: one box with three bets of the table minimum, decided by the exact strategy. */
export function trijokerSimulate(p: TrijokerProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const a = analyseTrijoker(p);
  const table = defaultTrijokerTable(p);
  const unit = table.minimum;
  const [me, dealer] = [SIM_PLAYER, SIM_DEALER];
  const tally = simulateRounds(trijoker, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, amount: unit, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: dealer }, rng);
    const s = run.state as TjState;
    const cards = (s.boxes[0]?.cards ?? []).map(parseCard);
    run.act({ type: a.decide1(cards) ? 'let-ride' : 'take-back', box: 1, by: me } as unknown as GameAction, rng);
    run.act({ type: 'show-community', by: dealer }, rng);
    const left = parseCard((run.state as TjState).community[0] as string);
    run.act({ type: a.decide2([...cards, left]) ? 'let-ride' : 'take-back', box: 1, by: me } as unknown as GameAction, rng);
    run.act({ type: 'showdown', by: dealer }, rng);
    const nets: Record<string, number> = { 'bet-1': 0, 'bet-2': 0, 'bet-3': 0 };
    for (const l of (run.state as TjState).settlement?.lines ?? []) nets[l.bet] = l.net / unit;
    for (const [k, x] of Object.entries(nets)) tally.add(k, x);
    tally.add('all-three', (nets['bet-1'] as number) + (nets['bet-2'] as number) + (nets['bet-3'] as number));
  });
  return simulationReport(ID, profileId, o, tally.results(1));
}

export const trijoker = trijokerGame(ID, profiles, bets, {
  rtp: (p, id) => trijokerRtp(p, id),
  strategy: (p) => trijokerStrategy(p),
  simulate: (p, id, o) => trijokerSimulate(p, id, o),
  render: renderHousePoker,
});
