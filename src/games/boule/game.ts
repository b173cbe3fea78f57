/**
 * @module games/boule/game
 * One boule round: "place your bets" (000 §04 V.c, 001 §04 V.C), bets on the numbers and the simple chances, "no
 * more" (a later bet is refused and handed back), the ball rolls into a hole, losing bets are raked in and
 * winners paid on top of their stake. Bets: `number-1` … `number-9` (7 to 1), `red`, `black`, `even`, `odd`,
 * `passe` (6–9), `manque` (1–4) (1 to 1; all lose on 5). Maxima per player per spot (000 §04 V.b, 001 §04 V.B).
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import { settlementView, type Settlement } from '../../core/settlement.js';
import { ratio } from '../../money/rounding.js';
import type { Rng } from '../../rng/rng.js';
import { citeOf } from '../../rules/cites.js';
import { findBet, spotTotals, type TableEvent } from '../../wheel/layout-bets.js';
import { closeBetsActionSchema, collectThenPay, placeActionSchema, spinRoundAwaiting, spinRoundLegalActions, spinRoundReducer, withdrawActionSchema, type SpinRoundBetAction, type SpinRoundState } from '../../wheel/layout-round.js';
import type { BouleProfile, BouleTable } from './profile.js';

export const BLACK = [1, 3, 6, 8];
export const RED = [2, 4, 7, 9];
export const SIMPLE: Record<string, readonly number[]> = { red: RED, black: BLACK, even: [2, 4, 6, 8], odd: [1, 3, 7, 9], passe: [6, 7, 8, 9], manque: [1, 2, 3, 4] };
export const BET_IDS = [...Array.from({ length: 9 }, (_, i) => `number-${i + 1}`), ...Object.keys(SIMPLE)];

export const colourOf = (n: number): 'black' | 'red' | 'yellow' => (BLACK.includes(n) ? 'black' : RED.includes(n) ? 'red' : 'yellow');
export const numbersOf = (bet: string): readonly number[] => (bet.startsWith('number-') ? [Number(bet.slice(7))] : (SIMPLE[bet] ?? []));
const isSimple = (bet: string): boolean => bet in SIMPLE;

export interface BouleState extends SpinRoundState<BouleProfile, BouleTable> {
  readonly result: number | null;
}

export const bouleActionSchema = z.discriminatedUnion('type', [placeActionSchema, withdrawActionSchema, closeBetsActionSchema, z.object({ type: z.literal('spin'), pocket: z.number().int().min(1).max(9).optional() })]);
export type BouleAction = { by: Actor } & (SpinRoundBetAction | { type: 'spin'; pocket?: number });
type Of<T extends BouleAction['type']> = Extract<BouleAction, { type: T }>;

export function validateBouleTable(p: BouleProfile, t: BouleTable): void {
  const bad = (m: string, cite: string): never => {
    throw new ConfigError('boule/invalid-table', `${m} (${cite})`, { cite });
  };
  const L = p.limits;
  if (!L.clothMinimumFactors.value.some((f) => f * t.authorisedMinimum === t.minimum)) bad(`a cloth's minimum is ${L.clothMinimumFactors.value.join(' or ')} × the authorised minimum`, L.clothMinimumFactors.cite);
  const [n0, n1] = L.numberMaximum.value;
  if (t.numberMaximum < n0 || t.numberMaximum > n1) bad(`the number maximum is ${n0}–${n1} × the authorised minimum`, L.numberMaximum.cite);
  const [s0, s1] = L.simpleMaximum.value;
  if (t.simpleMaximum < s0 || t.simpleMaximum > s1) bad(`the simple-chance maximum is ${s0}–${s1} × the authorised minimum`, L.simpleMaximum.cite);
}

export function createBoule(input: RoundInput<BouleProfile, BouleTable, null>, game: string): { state: BouleState; events: TableEvent[] } {
  validateBouleTable(input.profile, input.table);
  const state: BouleState = { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', bets: [], result: null, settlement: null };
  return { state, events: [{ type: 'bets-opened', call: 'place your bets', minimum: input.table.minimum }] };
}

const player = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);

export const spotMaximum = (s: BouleState, bet: string): number => (isSimple(bet) ? s.table.simpleMaximum : s.table.numberMaximum) * s.table.authorisedMinimum;

export function amountRange(s: BouleState, p: string, bet: string): { min: number; max: number; step: number } {
  const step = s.table.chipUnit;
  const onSpot = spotTotals(s.bets, p)[bet] ?? 0;
  const min = onSpot > 0 ? step : Math.ceil(s.table.minimum / step) * step;
  return { min, max: Math.floor((spotMaximum(s, bet) - onSpot) / step) * step, step };
}

export function checkPlace(s: BouleState, by: Actor, a: Of<'place'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('boule/player-only', 'only a player bets');
  if (s.phase !== 'betting') return reject('boule/bets-closed', 'no more bets: the late bet is handed back', citeOf(s.profile, 'no-more-bets'));
  if (!BET_IDS.includes(a.bet)) return reject('boule/unknown-bet', `only the numbers and the simple chances: no ${a.bet}`, citeOf(s.profile, 'bets'));
  const r = amountRange(s, p, a.bet);
  const limits = citeOf(s.profile, 'limits');
  if (a.amount % r.step) return reject('boule/bet-not-a-multiple', `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject('boule/bet-below-minimum', `at least ${r.min}`, limits);
  if (a.amount > r.max) return reject('boule/bet-over-limit', `at most ${Math.max(0, r.max)} more on ${a.bet} (the maximum is per player)`, limits);
  return null;
}

export function checkWithdraw(s: BouleState, by: Actor, a: Of<'withdraw'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('boule/player-only', 'only a player bets');
  if (s.phase !== 'betting') return reject('boule/bets-closed', 'no more bets', citeOf(s.profile, 'no-more-bets'));
  return findBet(s.bets, p, a.bet) ? null : reject('boule/no-such-bet', `you have no bet ${a.bet}`);
}

export const checkClose = (s: BouleState, by: Actor): Rejection | null =>
  by.kind !== 'dealer' ? reject('boule/dealer-only', 'the croupier announces "no more"') : s.phase !== 'betting' ? reject('boule/bets-closed', 'already closed') : null;

export const checkSpin = (s: BouleState, by: Actor, a: Of<'spin'>): Rejection | null =>
  by.kind !== 'dealer'
    ? reject('boule/dealer-only', 'the croupier launches the ball')
    : s.phase !== 'closed'
      ? reject('boule/bets-not-closed', 'announce "no more" first', citeOf(s.profile, 'no-more-bets'))
      : a.pocket === undefined
        ? reject('boule/no-result', 'a spin carries the number the ball fell on (the runtime fills it)')
        : null;

function settle(s: BouleState, n: number): { settlement: Settlement; events: TableEvent[] } {
  const r = s.profile.rounding.value;
  return collectThenPay(
    s.bets.map((b) => {
      const wins = numbersOf(b.bet).includes(n);
      const pays = isSimple(b.bet) ? s.profile.simplePays.value : s.profile.numberPays.value;
      const returned = wins ? b.amount + ratio(b.amount, pays.num, pays.den, r) : 0;
      const outcome = wins ? 'win' : n === 5 && isSimple(b.bet) ? 'lose-on-five' : 'lose';
      return { bettor: b.bettor, bet: b.bet, stake: b.amount, returned, net: returned - b.amount, outcome };
    }),
  );
}

/** Boule on the reducer scaffold (core/reducer): the spin round's betting rules after boule's checks, and the spin. */
export const bouleReducer = spinRoundReducer<BouleState, { type: 'spin'; pocket?: number }>(
  'boule',
  { place: checkPlace, withdraw: checkWithdraw, close: checkClose },
  {
    check: (s, a) => checkSpin(s, a.by, a),
    run: (s, a) => {
      const n = a.pocket as number;
      const out = settle(s, n);
      const chances = Object.keys(SIMPLE).filter((c) => numbersOf(c).includes(n));
      return { state: { ...s, phase: 'over', result: n, settlement: out.settlement }, events: [{ type: 'ball-landed', number: n, colour: colourOf(n), chances }, ...out.events] };
    },
  },
);

export const bouleLegalActions = (s: BouleState, by: Actor): LegalAction[] =>
  spinRoundLegalActions(s, by, BET_IDS, (p, bet) => {
    const r = amountRange(s, p, bet);
    return r.min <= r.max ? r : null;
  });

export const bouleAwaiting: (s: BouleState) => Actor[] = spinRoundAwaiting;

export function bouleRandomize(s: BouleState, a: BouleAction, rng: Rng): BouleAction {
  if (a.type !== 'spin' || a.pocket !== undefined || s.phase !== 'closed') return a;
  const holes = s.profile.holes.value;
  return { ...a, pocket: holes[rng.int(holes.length)] as number };
}

export function bouleView(s: BouleState, a: Audience): unknown {
  return {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    limits: { minimum: s.table.minimum, numberMaximum: spotMaximum(s, 'number-1'), simpleMaximum: spotMaximum(s, 'red') },
    bets: s.bets.map((b) => ({ bettor: b.bettor, bet: b.bet, amount: b.amount })),
    result: s.result === null ? null : { number: s.result, colour: colourOf(s.result) },
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}
