/**
 * @module games/machines/hi-lo/game
 * One game of Hi/Lo (003 §4.6.7): reels side by side each show a number of 1…n (drawn by the RNG when the game is
 * drawn up, recorded in the state). The player stakes whole coins with a call on one reel (`call {reel, call,
 * amount}`: will its next number be higher or lower than the one shown?); the reel spins (its next number drawn by the
 * server's RNG, `randomFields: next`) and the call wins when the number is strictly higher (lower): equal numbers lose
 * (the profile's `equal`; 003 does not say). A win is the amount at stake times the call's prize (math.ts: ⌊100·R·n/k⌋
 * hundredths, k the numbers that win it), and the player then collects it (`collect`) or plays it on (`call {reel,
 * call}` without an amount: the whole win at stake, on any reel, the spun reel now showing its new number), up to the
 * profile's `maxCalls` calls in the game (a win at the cap is paid). A lost call loses everything at stake. The ledger
 * moves the stake and the final result only. Left too long after a win, the machine collects it for the player.
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import type { Rng } from '../../../rng/rng.js';
import { checkCoins, coinRange } from '../coins.js';
import { capWin, checkReturn, oncePerProfile, type WinCapped } from '../machine-profile.js';
import { jackpotDrawsRejection, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import { machineReturn, paysHundredths, winners, type Call } from './math.js';
import { rOf, type HiLoProfile, type HiLoTable } from './profile.js';

export type HiLoPhase = 'calling' | 'won' | 'over';

/** One call: the reel, the call, the number shown and the next, the prize (hundredths) and what it left at stake. */
export interface HiLoCall {
  readonly reel: number;
  readonly call: Call;
  readonly shown: number;
  readonly next: number;
  readonly pays: number;
  readonly won: boolean;
  readonly staked: number;
  readonly amount: number;
}

export interface HiLoState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: HiLoProfile;
  readonly table: HiLoTable;
  readonly phase: HiLoPhase;
  readonly player: string | null;
  readonly stake: number;
  /** The numbers the reels show, reel 1 first. */
  readonly reels: readonly number[];
  /** What is at stake now: the stake, then each win played on. */
  readonly win: number;
  readonly calls: readonly HiLoCall[];
  readonly settlement: Settlement | null;
  /** The jackpot draws made with the first call (games/machines/machine-jackpots). */
  readonly jackpotDraws?: readonly number[];
}

const callSchema = z.enum(['higher', 'lower']);
export const hiLoActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), reel: z.number().int().min(1).max(5), call: callSchema, amount: z.number().int().min(1).optional(), next: z.number().int().min(1).max(100).optional(), jackpotDraws: jackpotDrawsSchema }),
  z.object({ type: z.literal('collect') }),
]);
export type HiLoAction = { by: Actor } & ({ type: 'call'; reel: number; call: Call; amount?: number; next?: number; jackpotDraws?: number[] } | { type: 'collect' });
type Of<T extends HiLoAction['type']> = Extract<HiLoAction, { type: T }>;
export type HiLoEvent =
  | { type: 'stake'; bettor: string; bet: string; amount: number }
  | { type: 'reel-spun'; reel: number; shown: number; next: number; call: Call; won: boolean; pays: number; amount: number }
  | { type: 'win-paid'; amount: number; calls: number }
  | WinCapped;

export const HI_LO_BET = 'hi-lo';

/** The combination a game names for a jackpot level (003 §4.5.5): every call the machine allows made and won. */
export const HI_LO_TOP = 'max-calls';
const hiLoTop = (s: HiLoState): boolean => s.calls.length >= s.profile.maxCalls.value && s.calls.every((c) => c.won);

/** The machine's exact return (the least call) checked against the jurisdiction's minimum and its declaration. */
export const validateHiLo = oncePerProfile((p: HiLoProfile): number => {
  const exact = machineReturn(p.numbers.value, rOf(p));
  checkReturn(p, exact, 'hi-lo');
  return exact;
});

/** A scenario's reels (`{ "reels": [1, 5, 10] }`): the numbers shown when the game is drawn up. */
function stackedReels(stack: unknown, p: HiLoProfile): number[] | null {
  const given = (stack as { reels?: unknown } | undefined)?.reels;
  if (given === undefined) return null;
  if (!Array.isArray(given) || given.length !== p.reels.value || given.some((x) => !Number.isInteger(x) || x < 1 || x > p.numbers.value))
    throw new ConfigError('hi-lo/bad-stack', `a stacked game lists ${p.reels.value} numbers of 1…${p.numbers.value}: ${JSON.stringify(given)}`);
  return given as number[];
}

export function createHiLo(game: string, input: RoundInput<HiLoProfile, HiLoTable, null>): { state: HiLoState; events: HiLoEvent[] } {
  const p = input.profile;
  validateHiLo(p);
  const reels = stackedReels(input.stack, p) ?? Array.from({ length: p.reels.value }, () => input.rng.int(p.numbers.value) + 1);
  return { state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: p, table: input.table, phase: 'calling', player: null, stake: 0, reels, win: 0, calls: [], settlement: null }, events: [] };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
export const betRange = coinRange;

function checkCall(s: HiLoState, a: Of<'call'>): Rejection | null {
  const p = who(a.by);
  if (!p) return reject('hi-lo/player-only', 'only a player calls');
  if (s.phase === 'over') return reject('hi-lo/over', 'the game is over');
  if (s.player !== null && s.player !== p) return reject('hi-lo/not-your-game', `${s.player} is playing this machine`);
  if (a.reel > s.reels.length) return reject('hi-lo/no-reel', `the machine has ${s.reels.length} reels`, s.profile.reels.cite);
  if (winners(s.profile.numbers.value, s.reels[a.reel - 1] as number, a.call) <= 0) return reject('hi-lo/cannot-win', `no number is ${a.call} than ${s.reels[a.reel - 1]}`, s.profile.numbers.cite);
  if (s.phase === 'calling') {
    if (a.amount === undefined) return reject('hi-lo/stake-first', 'the first call carries the stake');
    const coins = checkCoins(s.table, a.amount, 'hi-lo');
    if (coins) return coins;
  } else if (a.amount !== undefined) return reject('hi-lo/win-at-stake', 'a call played on stakes the whole win, nothing more', s.profile.maxCalls.cite);
  if (a.next === undefined || a.next > s.profile.numbers.value) return reject('hi-lo/no-number', 'the reel stops where the server’s RNG says');
  return s.phase === 'calling' ? jackpotDrawsRejection(s.table.jackpots, a.jackpotDraws, 'hi-lo') : null;
}

/** The game ends: the win (or nothing) returned, capped by the machine's `maxWin` (003 §4.4.1). */
function settle(s: HiLoState, returnedRaw: number): { state: HiLoState; events: HiLoEvent[] } {
  const { paid: returned, capped } = capWin(s.profile.maxWin, returnedRaw);
  const player = s.player as string;
  const settlement = makeSettlement([{ bettor: player, bet: HI_LO_BET, stake: s.stake, returned, net: returned - s.stake, outcome: returned > 0 ? 'win' : 'lose', cite: s.profile.callReturn.cite }], [], machineJackpotResult(s.table.jackpots, player, HI_LO_BET, s.stake, s.jackpotDraws, hiLoTop(s) ? [HI_LO_TOP] : []));
  return { state: { ...s, phase: 'over', win: returned, settlement }, events: capped ? [capped] : [] };
}

export const hiLoReducer = makeReducer<HiLoState, HiLoAction, HiLoEvent>({
  unknown: unknownAction('hi-lo'),
  chips: (s) => s.stake,
  rules: {
    call: {
      check: checkCall,
      run: (s, a: Of<'call'>) => {
        const p = who(a.by) as string;
        const first = s.phase === 'calling';
        const staked = first ? (a.amount as number) : s.win;
        const shown = s.reels[a.reel - 1] as number;
        const next = a.next as number;
        const won = a.call === 'higher' ? next > shown : next < shown;
        const pays = paysHundredths(s.profile.numbers.value, shown, a.call, rOf(s.profile));
        const amount = won ? ratio(staked, pays, 100, s.profile.rounding.value) : 0;
        const reels = s.reels.map((x, i) => (i === a.reel - 1 ? next : x));
        const calls = [...s.calls, { reel: a.reel, call: a.call, shown, next, pays, won, staked, amount }];
        const events: HiLoEvent[] = [];
        if (first) events.push({ type: 'stake', bettor: p, bet: HI_LO_BET, amount: staked });
        events.push({ type: 'reel-spun', reel: a.reel, shown, next, call: a.call, won, pays, amount });
        const st: HiLoState = { ...s, player: p, stake: first ? staked : s.stake, reels, calls, win: amount, phase: won ? 'won' : 'over', ...(first && a.jackpotDraws ? { jackpotDraws: a.jackpotDraws } : {}) };
        if (!won) return { state: settle(st, 0).state, events };
        if (calls.length >= s.profile.maxCalls.value) {
          const done = settle(st, amount);
          return { state: done.state, events: [...events, ...done.events, { type: 'win-paid', amount: done.state.win, calls: calls.length }] };
        }
        return { state: st, events };
      },
    },
    collect: {
      check: (s, a: Of<'collect'>) => (s.phase !== 'won' ? reject('hi-lo/nothing-won', 'there is no win to collect') : who(a.by) !== s.player ? reject('hi-lo/not-your-game', `${s.player} is playing this machine`) : null),
      run: (s) => {
        const done = settle(s, s.win);
        return { state: done.state, events: [...done.events, { type: 'win-paid', amount: done.state.win, calls: s.calls.length }] };
      },
    },
  },
});

export const hiLoRandomize = (s: HiLoState, a: HiLoAction, rng: Rng): HiLoAction => (a.type === 'call' && a.next === undefined ? { ...a, next: rng.int(s.profile.numbers.value) + 1 } : a);

/** The calls that can win on each reel, the first carrying the stake's range; after a win, collect too. */
export function hiLoLegalActions(s: HiLoState, by: Actor): LegalAction[] {
  const p = who(by);
  if (!p || s.phase === 'over' || (s.player !== null && s.player !== p)) return [];
  const out: LegalAction[] = [];
  s.reels.forEach((shown, i) => {
    for (const call of ['higher', 'lower'] as const)
      if (winners(s.profile.numbers.value, shown, call) > 0) out.push(s.phase === 'calling' ? { type: 'call', reel: i + 1, call, amount: betRange(s.table) } : { type: 'call', reel: i + 1, call });
  });
  if (s.phase === 'won') out.push({ type: 'collect' });
  return out;
}

export const hiLoAwaiting = (s: HiLoState): Actor[] => (s.phase === 'won' && s.player ? [{ kind: 'player', player: s.player }] : []);

/** Left too long after a win, the machine collects it for the player (it never plays a win on for a person). */
export const hiLoTimeout = (s: HiLoState): HiLoAction | null => (s.phase === 'won' && s.player ? { type: 'collect', by: { kind: 'player', player: s.player } } : null);

/** Everything on the screen is public: the numbers shown, each call's prize, the calls made. */
export const hiLoView = (s: HiLoState, a: Audience): unknown => {
  const n = s.profile.numbers.value;
  const r = rOf(s.profile);
  return {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    player: s.player,
    stake: s.stake,
    win: s.win,
    coins: { denomination: s.table.denomination, max: s.table.maxCoins },
    numbers: n,
    reels: [...s.reels],
    prizes: s.reels.map((shown) => ({ higher: paysHundredths(n, shown, 'higher', r), lower: paysHundredths(n, shown, 'lower', r) })),
    calls: s.calls.map((c) => ({ ...c })),
    callsLeft: s.profile.maxCalls.value - s.calls.length,
    equal: s.profile.equal.value,
    declaredReturn: s.profile.declaredReturn.value,
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
    /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
    jackpots: s.table.jackpots ?? null,
  };
};
