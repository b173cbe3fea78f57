/**
 * @module games/wheel-of-fortune/game
 * One spin of the wheel of fortune: "place your bets", bets on the boxes (one per symbol: `24`, `15`, `7`, `4`,
 * `2`, `joker-1`, `joker-2` by default), "no more" (a later bet is refused and handed back), the wheel stops on
 * a division, losers are collected and winners paid on top of their stake (000 §10 V.3, 001 §10 V.3).
 * The spin's result is the division's index (`segment`), or a symbol (the first division showing it).
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import { settlementView } from '../../core/settlement.js';
import { ratio } from '../../money/rounding.js';
import type { Rng } from '../../rng/rng.js';
import { citeOf } from '../../rules/cites.js';
import { findBet, spotTotals, type TableEvent } from '../../wheel/layout-bets.js';
import { closeBetsActionSchema, collectThenPay, placeActionSchema, spinRoundAwaiting, spinRoundLegalActions, spinRoundReducer, withdrawActionSchema, type SpinRoundBetAction, type SpinRoundState } from '../../wheel/layout-round.js';
import { spinIndex } from '../../wheel/wheel.js';
import { symbolsOf, type WofProfile, type WofTable } from './profile.js';

export interface WofState extends SpinRoundState<WofProfile, WofTable> {
  readonly segment: number | null;
}

export const wofActionSchema = z.discriminatedUnion('type', [
  placeActionSchema,
  withdrawActionSchema,
  closeBetsActionSchema,
  z.object({ type: z.literal('spin'), segment: z.number().int().min(0).optional(), symbol: z.string().max(20).optional() }),
]);
export type WofAction = { by: Actor } & (SpinRoundBetAction | { type: 'spin'; segment?: number; symbol?: string });
type Of<T extends WofAction['type']> = Extract<WofAction, { type: T }>;

/** Refuses a layout with a box that is not paid, or one whose bet would return more than it costs. */
export function validateWof(p: WofProfile, t: WofTable): void {
  const n = p.segments.value.length;
  for (const s of symbolsOf(p)) {
    const pay = p.pays.value[s];
    if (!pay) throw new ConfigError('wheel-of-fortune/no-payout', `no payout for the box ${s}`, { cite: p.pays.cite });
    const count = p.segments.value.filter((x) => x === s).length;
    if (count * (pay.num + pay.den) > n * pay.den)
      throw new ConfigError('wheel-of-fortune/player-advantage', `the box ${s} (${count} of ${n} divisions at ${pay.num}:${pay.den}) would return more than its stake`, { cite: p.pays.cite });
  }
  if (p.floatPerMinimum.value !== null && t.float < p.floatPerMinimum.value * t.minimum)
    throw new ConfigError('wheel-of-fortune/float-too-small', `the table float must be at least ${p.floatPerMinimum.value} × the minimum`, { cite: p.floatPerMinimum.cite });
  if (t.maximum < t.minimum) throw new ConfigError('wheel-of-fortune/invalid-table', 'the maximum is below the minimum');
}

export function createWof(input: RoundInput<WofProfile, WofTable, null>, game: string): { state: WofState; events: TableEvent[] } {
  validateWof(input.profile, input.table);
  return { state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', bets: [], segment: null, settlement: null }, events: [{ type: 'bets-opened', call: 'place your bets' }] };
}

const player = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);

export function amountRange(s: WofState, p: string, bet: string): { min: number; max: number; step: number } {
  const step = s.table.chipUnit;
  const on = spotTotals(s.bets, p)[bet] ?? 0;
  return { min: on ? step : Math.ceil(s.table.minimum / step) * step, max: Math.floor((s.table.maximum - on) / step) * step, step };
}

export function checkPlace(s: WofState, by: Actor, a: Of<'place'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('wheel-of-fortune/player-only', 'only a player bets');
  if (s.phase !== 'betting') return reject('wheel-of-fortune/bets-closed', 'no more bets: the late bet is handed back', citeOf(s.profile, 'no-more-bets'));
  if (!symbolsOf(s.profile).includes(a.bet)) return reject('wheel-of-fortune/unknown-bet', `no box ${a.bet}; the boxes are ${symbolsOf(s.profile).join(', ')}`, citeOf(s.profile, 'boxes'));
  if (s.profile.betsPerPlayer.value === 'one' && s.bets.some((b) => b.bettor === p && b.bet !== a.bet)) return reject('wheel-of-fortune/one-box', 'one box per player and spin', s.profile.betsPerPlayer.cite);
  const r = amountRange(s, p, a.bet);
  if (a.amount % r.step) return reject('wheel-of-fortune/bet-not-a-multiple', `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject('wheel-of-fortune/bet-below-minimum', `at least ${r.min}`, citeOf(s.profile, 'limits'));
  if (a.amount > r.max) return reject('wheel-of-fortune/bet-over-limit', `at most ${Math.max(0, r.max)} more on ${a.bet}`, citeOf(s.profile, 'limits'));
  return null;
}

const checkWithdraw = (s: WofState, by: Actor, a: Of<'withdraw'>): Rejection | null => {
  const p = player(by);
  if (!p) return reject('wheel-of-fortune/player-only', 'only a player bets');
  if (s.phase !== 'betting') return reject('wheel-of-fortune/bets-closed', 'no more bets', citeOf(s.profile, 'no-more-bets'));
  return findBet(s.bets, p, a.bet) ? null : reject('wheel-of-fortune/no-such-bet', `you have no bet ${a.bet}`);
};

const checkClose = (s: WofState, by: Actor): Rejection | null =>
  by.kind !== 'dealer' ? reject('wheel-of-fortune/dealer-only', '"no more" is the table’s call') : s.phase !== 'betting' ? reject('wheel-of-fortune/bets-closed', 'already closed') : null;

function resultSegment(s: WofState, a: Of<'spin'>): number | null {
  if (a.segment !== undefined) return a.segment < s.profile.segments.value.length ? a.segment : null;
  if (a.symbol !== undefined) {
    const i = s.profile.segments.value.indexOf(a.symbol);
    return i >= 0 ? i : null;
  }
  return null;
}

const checkSpin = (s: WofState, by: Actor, a: Of<'spin'>): Rejection | null => {
  if (by.kind !== 'dealer') return reject('wheel-of-fortune/dealer-only', 'the table head spins the wheel');
  if (s.phase !== 'closed') return reject('wheel-of-fortune/bets-not-closed', 'announce "no more" first', citeOf(s.profile, 'no-more-bets'));
  if (a.segment === undefined && a.symbol === undefined) return reject('wheel-of-fortune/no-result', 'a spin carries the division the wheel stopped on (the runtime fills it)');
  return resultSegment(s, a) === null ? reject('wheel-of-fortune/no-such-segment', 'no such division on this wheel', s.profile.segments.cite) : null;
};

/** The wheel of fortune on the reducer scaffold (core/reducer): the spin round's betting rules after its checks, and the spin. */
export const wofReducer = spinRoundReducer<WofState, { type: 'spin'; segment?: number; symbol?: string }>(
  'wheel-of-fortune',
  { place: checkPlace, withdraw: checkWithdraw, close: checkClose },
  {
    check: (s, a) => checkSpin(s, a.by, a),
    run: (s, a) => {
      const seg = resultSegment(s, a) as number;
      const symbol = s.profile.segments.value[seg] as string;
      const out = collectThenPay(
        s.bets.map((b) => {
          const pay = s.profile.pays.value[b.bet] as { num: number; den: number };
          const returned = b.bet === symbol ? b.amount + ratio(b.amount, pay.num, pay.den, s.profile.rounding.value) : 0;
          return { bettor: b.bettor, bet: b.bet, stake: b.amount, returned, net: returned - b.amount, outcome: returned ? 'win' : 'lose' };
        }),
      );
      return { state: { ...s, phase: 'over', segment: seg, settlement: out.settlement }, events: [{ type: 'wheel-stopped', segment: seg, symbol }, ...out.events] };
    },
  },
);

export const wofLegalActions = (s: WofState, by: Actor): LegalAction[] =>
  spinRoundLegalActions(s, by, symbolsOf(s.profile), (p, bet) => {
    const r = amountRange(s, p, bet);
    return r.min <= r.max && !checkPlace(s, by, { type: 'place', bet, amount: r.min, by }) ? r : null;
  });

export const wofAwaiting: (s: WofState) => Actor[] = spinRoundAwaiting;

export function wofRandomize(s: WofState, a: WofAction, rng: Rng): WofAction {
  if (a.type !== 'spin' || a.segment !== undefined || a.symbol !== undefined || s.phase !== 'closed') return a;
  return { ...a, segment: spinIndex({ id: 'wheel-of-fortune', pockets: s.profile.segments.value }, rng) };
}

export const wofView = (s: WofState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  segments: [...s.profile.segments.value],
  pays: Object.fromEntries(Object.entries(s.profile.pays.value).map(([k, v]) => [k, `${v.num}:${v.den}`])),
  limits: { minimum: s.table.minimum, maximum: s.table.maximum },
  bets: s.bets.map((b) => ({ bettor: b.bettor, bet: b.bet, amount: b.amount })),
  result: s.segment === null ? null : { segment: s.segment, symbol: s.profile.segments.value[s.segment] },
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
});
