/**
 * @module games/house-poker/casino-holdem
 * Casino Texas Hold'em (`casino-holdem`: 003 §2.2.10 as profile `ee-oc`; the Basque "Texas poker" against the house,
 * 000 §16 with its Texas Bonus, as `eus`): two cards to each box and to the dealer from one 52-card deck, the flop
 * face up, then call (the BET / 2nd bet, twice the ante) or fold; the turn and the river; the dealer qualifies with a
 * pair of fours; the ante paid by its table, the call 1 to 1; the bonus on the player's two cards and the flop.
 * Under `ee-oc` a player's boxes beyond one open hand are blind hands, their BET placed before the deal and their cards
 * unseen until the showdown (003 §2.2.10.6–7, .9, .13; holdem/blind.ts); `eus` has none.
 * A profile whose bonus returns its stake or more (exact), or whose ante and call could return it or more under the
 * simple strategy (the stored simulation's 99.9% upper bound, see math/casino-holdem.ts), is refused when it is loaded (`house-poker/player-advantage`).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetInfo, GameAction, RtpReport, SimulationReport } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import { neg, num, str } from '../../math/rational.js';
import { parseCard } from '../../poker-eval/cards.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { boardGame } from './holdem/game.js';
import { holdemValue, qualifierOf } from './holdem/hands.js';
import { holdemJackpot } from './holdem/jackpot.js';
import { settleHoldemBox } from './holdem/settle.js';
import type { BoardVariant } from './holdem/variant.js';
import { defaultHoldemTable, holdemProfileSchema, type HoldemProfile } from './holdem/profile.js';
import type { HhState } from './holdem/state.js';
import { analyseBonus, callsSimple, estimateAnte } from './math/casino-holdem.js';
import { storedExact, storedOptimum } from './math/casino-holdem-store.js';
import { renderHousePoker } from './render.js';
import { ratioText, refusingPlayerEdge, tableText } from './engine/edge.js';
import { SIM_PLAYER, simulateRounds } from './engine/simulate.js';

const ID = 'casino-holdem';

/** Refuses a profile whose bonus (exact) or ante and call (simple strategy, 99.9% upper bound) favour the player. */
export function checkHoldemEdge(p: HoldemProfile): void {
  const b = analyseBonus(p);
  if (b && b.ev.n >= 0n) throw new ConfigError('house-poker/player-advantage', `${p.id}: the bonus returns ${str(b.ev)} per unit: the player would have the edge`, { cite: p.bonus.cite });
  const a = estimateAnte(p);
  const upper = a.mean + (3.29 * a.sd) / Math.sqrt(a.hands);
  if (upper >= 0) throw new ConfigError('house-poker/player-advantage', `${p.id}: ante and call return ${a.mean.toFixed(4)} per ante (up to ${upper.toFixed(4)}): the player could have the edge`, { cite: p.antePays.cite });
  const o = storedOptimum(p);
  if (o && o.mean >= 0) throw new ConfigError('house-poker/player-advantage', `${p.id}: ante and call return ${o.mean.toFixed(6)} per ante under the optimal call: the player would have the edge`, { cite: p.antePays.cite });
}

const schema = refusingPlayerEdge(holdemProfileSchema, checkHoldemEdge);

function bets(p: HoldemProfile): BetInfo[] {
  const out: BetInfo[] = [
    { id: 'ante', pays: `${tableText(p.antePays.value)} (dealer without ${p.qualifier.value}: ${p.anteAgainstUnqualified.value})`, cite: p.antePays.cite },
    { id: 'play', pays: `${ratioText(p.playPays.value)}, ${p.callMultiple.value}× the ante`, cite: p.playPays.cite },
  ];
  if (p.bonus.value) out.push({ id: 'bonus', pays: tableText(p.bonus.value), cite: p.bonus.cite });
  return out;
}

const STRATEGY = 'call with a pair or better using one of your cards, four to a flush using one of them, four of five consecutive ranks (an open-ended or inside straight draw) using one of them, or a ten or higher in your hand; fold otherwise';

const OPTIMAL = 'call where the exact expectation of calling (every turn, river and dealer holding) is above −1 ante, the ante lost by folding; fold otherwise';

/** What `rtp`'s method says of the optimal ante + call: served from the stored board pass, or why not. */
function optimumMethod(p: HoldemProfile): string {
  const s = storedExact();
  const o = storedOptimum(p);
  if (o && s)
    return `ante-play-optimal: exact, the optimal call/fold over every (holding, flop) situation (25,989,600), by one pass over every board (math/casino-holdem-exact.ts: 1,081 seven-card values per board, sorted and counted, suit classes valued once: 134,459 boards for 2,598,960), ${s.measured.cpuSeconds} s CPU on one core (${s.measured.date}, stored in math/casino-holdem-exact.json)${o.simpleMean === undefined ? '' : `; the same pass gives the simple strategy exactly: ${o.simpleMean.toFixed(8)} per ante (house edge ${(-100 * o.simpleMean).toFixed(4)}%)`}`;
  return 'ante-play-optimal: not served for these pay tables (the stored board pass, math/casino-holdem-exact.json, was computed for other settlement parameters; `npm run bench -- casino-holdem-exact --store` computes it)';
}

export function holdemRtp(p: HoldemProfile, profileId: string): RtpReport {
  const a = estimateAnte(p);
  const se = a.sd / Math.sqrt(a.hands);
  const b = analyseBonus(p);
  const o = storedOptimum(p);
  return {
    game: ID,
    profile: profileId,
    bets: [
      { bet: 'ante-play', houseEdge: -a.mean, rtp: 1 + a.mean, method: 'simulation', standardError: se, hands: a.hands, elementOfRisk: -a.perWager, callRate: a.callRate, strategy: STRATEGY },
      ...(o ? [{ bet: 'ante-play-optimal', houseEdge: -o.mean, rtp: 1 + o.mean, method: 'exact' as const, elementOfRisk: -o.perWager, callRate: o.callRate, strategy: OPTIMAL }] : []),
      ...(b ? [{ bet: 'bonus', houseEdge: -num(b.ev), rtp: 1 + num(b.ev), method: 'exact' as const, fraction: str(b.ev), houseEdgeFraction: str(neg(b.ev)), lines: b.lines }] : []),
    ],
    method: `bonus: exact, every deal (the player's two cards up to suit symmetry × every flop: 25,989,600 deals); ante-play: a seeded simulation of ${a.hands.toLocaleString('en')} whole deals under the stated simple strategy (what the engine's simulation plays), counted by outcome and final hand (stored, independent of the pay tables), standard error ${se.toFixed(5)}; ${optimumMethod(p)}`,
    basis: 'ante-play, ante-play-optimal: the player’s expectation per unit of ante on ante + call together; elementOfRisk: per unit wagered on average',
  };
}

const optimumLine = (p: HoldemProfile): string => {
  const o = storedOptimum(p);
  return o ? ` (exact: ${(100 * o.callRate).toFixed(2)}% of situations called, house edge ${(-100 * o.mean).toFixed(4)}% of the ante)` : '';
};

export function holdemStrategy(p: HoldemProfile): string {
  return [
    `Casino Texas Hold'em (${p.id}): a stated simple strategy, and the optimum.`,
    `After the flop, ${STRATEGY}. The call is ${p.callMultiple.value}× the ante.`,
    `The optimum: ${OPTIMAL}${optimumLine(p)}.`,
    p.bonus.value ? 'The bonus is independent of the decision.' : '',
  ].filter(Boolean).join('\n');
}

/** Rounds through the engine, one box with an ante and a bonus of one minimum each, played by the simple strategy. */
export function holdemSimulate(p: HoldemProfile, profileId: string, o: { rounds: number; seed: string; onProgress?: (done: number) => void }): SimulationReport {
  const table = defaultHoldemTable(p);
  const unit = table.minimum;
  const me = SIM_PLAYER;
  const tally = simulateRounds(casinoHoldem, { profile: p, profileId, table }, o, (run, rng, tally) => {
    run.act({ type: 'bet', box: 1, spot: 'ante', amount: unit, by: me } as GameAction, rng);
    if (p.bonus.value) run.act({ type: 'bet', box: 1, spot: 'bonus', amount: unit, by: me } as GameAction, rng);
    run.act({ type: 'close-bets', by: { kind: 'dealer' } }, rng);
    const s = run.state as HhState;
    const call = callsSimple((s.boxes[0]?.cards ?? []).map(parseCard), s.board.map(parseCard));
    run.act((call ? { type: 'play', box: 1, multiple: p.callMultiple.value, by: me } : { type: 'fold', box: 1, by: me }) as unknown as GameAction, rng);
    run.act({ type: 'showdown', by: { kind: 'dealer' } }, rng);
    const nets: Record<string, number> = { 'ante-play': 0, bonus: 0 };
    for (const l of (run.state as HhState).settlement?.lines ?? []) {
      const k = l.bet === 'bonus' ? 'bonus' : 'ante-play';
      nets[k] = (nets[k] as number) + l.net / unit;
    }
    for (const [k, x] of Object.entries(nets)) {
      if (k === 'bonus' && !p.bonus.value) continue;
      tally.add(k, x);
    }
  });
  return {
    game: ID,
    profile: profileId,
    seed: o.seed,
    rounds: o.rounds,
    bets: tally.results(1),
  };
}

/** The terminal view: the three-card rendering with the board. */
export function renderBoard(view: unknown): string {
  const board = (view as { board?: string[] }).board ?? [];
  const [head, ...rest] = renderHousePoker(view).split('\n');
  return [head, `board: ${board.length ? board.join(' ') : '—'}`, ...rest].join('\n');
}

/** Casino Hold'em as a board variant: one street, opened by the flop: call (the profile's multiple) or fold (the timer's choice). */
export const casinoHoldemVariant: BoardVariant<HoldemProfile> = {
  id: ID,
  profiles: profileSetFromDir(schema, join(dirname(fileURLToPath(import.meta.url)), 'profiles', ID)),
  streets: (p) => [{ board: { cards: 3, event: 'flop', cite: p.cites.flop }, multiples: [p.callMultiple.value], pass: p.timeout.value, cite: p.callMultiple.cite }],
  showdownBoard: (p) => ({ cards: 2, event: 'turn-river', cite: p.cites.showdown }),
  sideSpots: ['bonus'],
  sideTable: (p, spot) => (spot === 'bonus' ? p.bonus : null),
  withAnte: [],
  qualifies: (p, dealer, board) => holdemValue([...dealer, ...board]) >= qualifierOf(p),
  settle: (p, b, board, dealer) => {
    const dv = holdemValue([...dealer, ...board]);
    return settleHoldemBox(p, b, board.slice(0, 3), holdemValue([...b.cards, ...board]), dv, dv >= qualifierOf(p));
  },
  bets,
  tools: {
    rtp: (p, id) => holdemRtp(p, id),
    strategy: (p) => holdemStrategy(p),
    simulate: (p, id, o) => holdemSimulate(p, id, o),
    render: renderBoard,
  },
  check: checkHoldemEdge,
  jackpot: holdemJackpot,
};

export const casinoHoldem = boardGame(casinoHoldemVariant);
