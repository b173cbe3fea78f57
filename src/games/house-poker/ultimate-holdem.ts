/**
 * @module games/house-poker/ultimate-holdem
 * Ultimate Texas Hold'em (`ultimate-holdem`: 003 §2.2.9 as profile `ee-oc`) on the board-street engine (holdem/):
 * equal ANTE and BLIND, the optional TRIPS; two cards to each box and to the dealer from one 52-card deck; PLAY 3× or
 * 4× the ANTE before the flop or check, 2× after the flop or check, 1× after the river or fold; the dealer qualifies
 * with a pair of twos; the BLIND by its table from a straight; TRIPS by its table from three of a kind.
 * A player's boxes beyond one open hand are blind hands: PLAY 1× to 4× placed before the deal, no check, their cards
 * unseen until the showdown (003 §2.2.9.5–8, .12; holdem/blind.ts).
 * A profile whose TRIPS returns its stake or more (exact), or whose ANTE, BLIND and PLAY could (the stated strategy on
 * the stored sample plus an allowance for the optimum: see math/ultimate-holdem.ts) is refused when it
 * is loaded (`house-poker/player-advantage`).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import type { RoundRunner } from '../../core/round-runner.js';
import { str } from '../../math/rational.js';
import { parseCard } from '../../poker-eval/cards.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import type { Rng } from '../../rng/rng.js';
import { renderBoard } from './casino-holdem.js';
import { exactBet, rtpReport, simulatedBet, simulationReport } from './math/report.js';
import { boardGame } from './holdem/game.js';
import { defaultHoldemTable } from './holdem/profile.js';
import type { HhState } from './holdem/state.js';
import type { BoardVariant } from './holdem/variant.js';
import { flopBets, preflopBets, riverBets, storedUth, STRATEGY, tripsEv, weightsEv, weightsShape } from './math/ultimate-holdem.js';
import { preflopChart } from './math/ultimate-holdem-exact.js';
import { storedUthExact, storedUthOptimum } from './math/ultimate-holdem-store.js';
import { uthProfileSchemaBase, type UthProfile } from './ultimate/profile.js';
import { settleUth, uthQualifier, uthValue } from './ultimate/settle.js';
import { refusingPlayerEdge, tableText } from './engine/edge.js';
import { SIM_PLAYER, simulateRounds } from './engine/simulate.js';

const ID = 'ultimate-holdem';
/**
 * How much better than the stated strategy the optimum may play, per ante, in the load-time check: the published
 * optimal house edge of the default tables is 2.185%; the stated strategy's stored figure is within this of it.
 */
export const OPTIMUM_GAP = 0.005;

/** The stated strategy's figure on the stored sample under `p` (per ante), with the sample's standard error. */
export function anteBlindPlay(p: UthProfile): { mean: number; se: number } {
  const d = storedUth().simulation;
  return { mean: weightsEv(p, d.weights), se: d.se };
}

/**
 * Refuses a profile whose TRIPS (exact) or ANTE, BLIND and PLAY (the stated strategy's figure on the stored sample plus
 * the allowance for the optimum) favour the player. The sample's standard error (about 0.005) is not added: the check
 * is approximate on that scale (docs/games/house-poker.md).
 */
export function checkUthEdge(p: UthProfile): void {
  const t = tripsEv(p);
  if (t && t.ev.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: TRIPS returns ${str(t.ev)} per unit: the player would have the edge`, { cite: p.trips.cite });
  const a = anteBlindPlay(p);
  const upper = a.mean + OPTIMUM_GAP;
  if (upper >= 0) throw new ConfigError('house-poker/player-advantage', `${p.id}: ANTE, BLIND and PLAY return ${a.mean.toFixed(4)} per ante (the optimum up to ${upper.toFixed(4)}): the player could have the edge`, { cite: p.blind.cite });
  const o = storedUthOptimum(p);
  if (o && o.mean >= 0) throw new ConfigError('house-poker/player-advantage', `${p.id}: ANTE, BLIND and PLAY return ${o.mean.toFixed(6)} per ante under the optimal decisions: the player would have the edge`, { cite: p.blind.cite });
}

const schema = refusingPlayerEdge(uthProfileSchemaBase, checkUthEdge);

function bets(p: UthProfile): BetInfo[] {
  const out: BetInfo[] = [
    { id: 'ante', pays: `1:1 against a qualifying dealer (${p.qualifier.value}), untouched against one without a game`, cite: '003 §2.2.9.29–30' },
    { id: 'blind', pays: `${tableText(p.blind.value)}; below a straight untouched`, cite: p.blind.cite },
    { id: 'play', pays: `1:1; ${p.preflop.value.join('× or ')}× before the flop, ${p.flop.value.join('× or ')}× after it, ${p.river.value.join('× or ')}× after the river`, cite: p.cites.decide },
  ];
  if (p.trips.value) out.push({ id: 'trips', pays: tableText(p.trips.value), cite: p.trips.cite });
  return out;
}

const OPTIMAL =
  'every decision exact: before the flop the PLAY multiple (or the check) worth most over every later card and dealer holding; after the flop 2× where it is worth more than checking and then playing the river best; after the river 1× where it is worth more than folding';

/** What `rtp`'s method says of the optimal ANTE + BLIND + PLAY: served from the stored board pass, or why not. */
function optimumMethod(p: UthProfile): string {
  const s = storedUthExact();
  const o = storedUthOptimum(p);
  if (o && s)
    return `ante-blind-play-optimal: exact, every decision optimal by backward induction over every board (math/ultimate-holdem-exact.ts: per board 1,081 seven-card values sorted and counted against the 990 dealer holdings, river PLAY or fold per holding, the flop's 2× or check from the rows of the canonical flops, the preflop multiple or check per holding over its 19,600 flops; suit classes valued once: 134,459 boards for 2,598,960), ${s.measured.cpuSeconds} s CPU on one core (${s.measured.date}, stored in math/ultimate-holdem-exact.json); PLAY before the flop with ${(100 * o.preflopRate).toFixed(2)}% of holdings, ${o.wagered.toFixed(4)} wagered per ante on average`;
  return 'ante-blind-play-optimal: not served for these tables (the stored board pass, math/ultimate-holdem-exact.json, was computed for other settlement parameters; `npm run bench -- ultimate-holdem-exact --store` computes it)';
}

export function uthRtp(p: UthProfile, profileId: string): RtpReport {
  const d = storedUth().simulation;
  const a = anteBlindPlay(p);
  const shape = weightsShape(d.weights);
  const t = tripsEv(p);
  const o = storedUthOptimum(p);
  return rtpReport(
    ID,
    profileId,
    [
      simulatedBet('ante-blind-play', { ev: a.mean }, { standardError: a.se, boards: d.boards, elementOfRisk: -a.mean / shape.wagered, playRate: shape.playRate, strategy: STRATEGY }),
      ...(o ? [{ bet: 'ante-blind-play-optimal', houseEdge: -o.mean, rtp: 1 + o.mean, method: 'exact' as const, elementOfRisk: -o.perWager, wagered: o.wagered, preflopRate: o.preflopRate, strategy: OPTIMAL }] : []),
      ...(t ? [exactBet('trips', t.ev, { lines: t.lines })] : []),
    ],
    `trips: exact, every seven-card hand (133,784,560, enumerated); ante-blind-play: a seeded sample of ${d.boards.toLocaleString('en')} boards (seed ${d.seed}), each exact over every player holding (1,081) against every dealer holding (990), under the stated strategy, standard error ${a.se.toFixed(5)}; ${optimumMethod(p)}; the published optimal house edge of the default tables is 0.02185 per ante`,
    'ante-blind-play, ante-blind-play-optimal: the player’s expectation per unit of ante on ante + blind + play together; elementOfRisk: per unit wagered on average',
  );
}

export function uthStrategy(p: UthProfile): string {
  const o = storedUthOptimum(p);
  const optimum = o
    ? [`The optimum (exact, house edge ${(-100 * o.mean).toFixed(4)}% of the ante, element of risk ${(-100 * o.perWager).toFixed(4)}%): ${OPTIMAL}.`, 'Before the flop (suited above the diagonal, offsuit below; the PLAY multiple, · to check):', preflopChart(p, o.hands)]
    : ['The optimum is not stored for these tables (`npm run bench -- ultimate-holdem-exact --store`).'];
  return [`Ultimate Texas Hold'em (${p.id}): a stated strategy, and the optimum.`, `${STRATEGY}.`, ...optimum, p.trips.value ? 'TRIPS is independent of the decisions.' : ''].filter(Boolean).join('\n');
}

/** Rounds through the engine, one box with an ante (and blind) and a TRIPS of one minimum each, played by the stated strategy. */
export function uthSimulate(p: UthProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const table = defaultHoldemTable(p);
  const unit = table.minimum;
  const me = SIM_PLAYER;
  const tally = simulateRounds(ultimateHoldem, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, spot: 'ante', amount: unit, by: me } as GameAction, rng);
    if (p.trips.value) run.act({ type: 'bet', box: 1, spot: 'trips', amount: unit, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
    playByStrategy(run, p, me, rng);
    run.act({ type: 'showdown', by: { kind: 'dealer' } }, rng);
    const nets: Record<string, number> = { 'ante-blind-play': 0, trips: 0 };
    for (const l of (run.state as HhState<UthProfile>).settlement?.lines ?? []) {
      const k = l.bet === 'trips' ? 'trips' : 'ante-blind-play';
      nets[k] = (nets[k] as number) + l.net / unit;
    }
    for (const [k, x] of Object.entries(nets)) if (k !== 'trips' || p.trips.value) tally.add(k, x);
  });
  return simulationReport(ID, profileId, o, tally.results(1));
}

/** Box 1's decisions by the stated strategy, street by street, through the engine. */
export function playByStrategy(run: RoundRunner, p: UthProfile, me: { kind: 'player'; player: string }, rng: Rng): void {
  for (let guard = 0; guard < 3; guard++) {
    const s = run.state as HhState<UthProfile>;
    const b = s.boxes[0];
    if (s.phase !== 'deciding' || !b || b.decision) return;
    const hole = b.cards.map(parseCard);
    const board = s.board.map(parseCard);
    const [bet, m] = s.street === 0 ? [preflopBets(hole), Math.max(...p.preflop.value)] : s.street === 1 ? [flopBets(hole, board), Math.max(...p.flop.value)] : [riverBets(p, hole, board), Math.max(...p.river.value)];
    const pass = s.street < 2 ? 'check' : 'fold';
    run.act((bet ? { type: 'play', box: 1, multiple: m, by: me } : { type: pass, box: 1, by: me }) as unknown as GameAction, rng);
  }
}

/** Ultimate Texas Hold'em as a board variant: three streets, the board dealt before the second (the flop) and the third (the turn and the river together). */
export const ultimateVariant: BoardVariant<UthProfile> = {
  id: ID,
  profiles: profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)),
  streets: (p) => [
    { board: null, multiples: p.preflop.value, pass: 'check', cite: p.preflop.cite },
    { board: { cards: 3, event: 'flop', cite: p.cites.flop }, multiples: p.flop.value, pass: 'check', cite: p.flop.cite },
    { board: { cards: 2, event: 'turn-river', cite: p.cites.turnRiver }, multiples: p.river.value, pass: 'fold', cite: p.river.cite },
  ],
  showdownBoard: () => null,
  sideSpots: ['trips'],
  sideTable: (p, spot) => (spot === 'trips' ? p.trips : null),
  withAnte: ['blind'],
  qualifies: (p, dealer, board) => uthValue([...dealer, ...board]) >= uthQualifier(p),
  settle: settleUth,
  bets,
  tools: { rtp: (p, id) => uthRtp(p, id), strategy: (p) => uthStrategy(p), simulate: (p, id, o) => uthSimulate(p, id, o), render: renderBoard },
  check: checkUthEdge,
};

export const ultimateHoldem = boardGame(ultimateVariant);
