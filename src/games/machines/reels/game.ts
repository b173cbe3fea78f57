/**
 * @module games/machines/reels/game
 * One game of a reel machine (003 §4.6.2): the player chooses how many lines to play and the coins per line
 * (`spin {lines, amount}`: the whole stake); the reels stop at random (the stops drawn by the server's RNG); each line
 * played pays by the pay table, the scatter pays on the whole stake and may award free games, which the machine
 * plays by itself (`free-spin`, at the same stake, randomized) until none is left; the game's win is paid up to the
 * machine's cap on a win (003 §4.4.1). Where the profile offers double-up (003 §4.6.2: "some games allow doubling the
 * win"; §4.1.3), a game that won goes on in phase `doubling` with the win (free games included) at stake, as in video
 * poker (games/machines/double-up/feature): the player gambles it or collects it; the ledger sees the final amount.
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import type { Rng } from '../../../rng/rng.js';
import { doubleUpActionSchemas, doubleUpLegal, doubleUpOver, doubleUpSteps, doubleUpView, gambleCards, startDoubleUp, type DoubleUp, type DoubleUpEvent, type DoubleUpRule, type GambleAction, type PickAction } from '../double-up/feature.js';
import { capWin, checkReturn, oncePerProfile, type WinCapped } from '../machine-profile.js';
import { linePay, patternName, resultAt, windowAt, winUnits } from './machine.js';
import { drawsFit, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import { reelReturn } from './known-returns.js';
import { machineOf, type ReelsProfile, type ReelsTable } from './profile.js';

export interface ReelsState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: ReelsProfile;
  readonly table: ReelsTable;
  readonly phase: 'ready' | 'free' | 'doubling' | 'over';
  readonly player: string | null;
  readonly lines: number;
  readonly stake: number;
  /** The win so far, in minor units (before the cap). */
  readonly won: number;
  readonly freeLeft: number;
  readonly freePlayed: number;
  readonly last: { stops: number[]; window: string[][]; lineWins: number[]; scatters: number; win: number } | null;
  /** The double-up feature after a win, where the profile offers it (phase `doubling`). */
  readonly doubleUp: DoubleUp | null;
  readonly settlement: Settlement | null;
  /** The jackpot draws made with the stake, and the pay lines' patterns reached (games/machines/machine-jackpots). */
  readonly jackpotDraws?: readonly number[];
  readonly jackpotCombos?: readonly string[];
}

const stops = z.array(z.number().int().min(0)).optional();
export const reelsActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('spin'), lines: z.number().int().min(1), amount: z.number().int().min(1), stops, jackpotDraws: jackpotDrawsSchema }), z.object({ type: z.literal('free-spin'), stops }), ...doubleUpActionSchemas]);
export type ReelsAction = { by: Actor } & ({ type: 'spin'; lines: number; amount: number; stops?: number[]; jackpotDraws?: number[] } | { type: 'free-spin'; stops?: number[] } | GambleAction | PickAction | { type: 'collect' });
type Of<T extends ReelsAction['type']> = Extract<ReelsAction, { type: T }>;
export type ReelsEvent =
  | { type: 'stake'; bettor: string; bet: string; amount: number }
  | { type: 'reels-stopped'; stops: number[]; window: string[][]; lineWins: number[]; scatters: number; win: number; free: boolean }
  | { type: 'free-games-won'; games: number }
  | WinCapped
  | { type: 'win-collected'; amount: number }
  | DoubleUpEvent;

export const validateReels = oncePerProfile((p: ReelsProfile): void => {
  const m = machineOf(p);
  for (const line of m.lines) if (line.length !== m.reels.length || line.some((r) => r >= m.rows)) throw new ConfigError('reels/bad-line', `a payline names one row (0–${m.rows - 1}) per reel: ${JSON.stringify(line)}`, { cite: p.machine.cite });
  for (const pay of m.pays) if (pay.pattern.length !== m.reels.length) throw new ConfigError('reels/bad-pattern', `a pay pattern names one symbol per reel: ${pay.pattern.join(' ')}`, { cite: p.machine.cite });
  checkReturn(p, reelReturn(m), 'reels');
});

export function createReels(game: string, input: RoundInput<ReelsProfile, ReelsTable, null>): { state: ReelsState; events: ReelsEvent[] } {
  validateReels(input.profile);
  return { state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'ready', player: null, lines: 0, stake: 0, won: 0, freeLeft: 0, freePlayed: 0, last: null, doubleUp: null, settlement: null }, events: [] };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const validStops = (s: ReelsState, st: readonly number[] | undefined): boolean => !!st && st.length === machineOf(s.profile).reels.length && st.every((x, r) => x < (machineOf(s.profile).reels[r] as string[]).length);

function checkSpin(s: ReelsState, a: Of<'spin'>): Rejection | null {
  if (!who(a.by)) return reject('reels/player-only', 'only a player stakes');
  if (s.phase !== 'ready') return reject('reels/game-in-progress', 'the game has started');
  const m = machineOf(s.profile);
  if (a.lines > m.lines.length) return reject('reels/lines', `1 to ${m.lines.length} lines`, s.profile.machine.cite);
  const perLine = a.amount / (a.lines * s.table.denomination);
  if (!Number.isInteger(perLine) || perLine < 1 || perLine > s.table.maxCoins) return reject('reels/coins', `the stake is ${a.lines} line(s) × 1–${s.table.maxCoins} coins of ${s.table.denomination}`);
  if (!validStops(s, a.stops)) return reject('reels/no-stops', 'the reels stop where the server’s RNG says (the runtime fills the stops)');
  if (!drawsFit(s.table.jackpots, a.jackpotDraws)) return reject('reels/no-jackpot-draws', 'one jackpot draw per linked level, from the server’s RNG', '003 §4.5.2');
  return null;
}

/** One stop of the reels: its win added, free games added, and the game settled once no free game is left. */
function stopReels(s: ReelsState, st: number[], free: boolean, extra: ReelsEvent[]): { state: ReelsState; events: ReelsEvent[] } {
  const m = machineOf(s.profile);
  const lineStake = s.stake / s.lines;
  const r = resultAt(m, st, s.lines);
  const win = winUnits(r, s.lines) * lineStake;
  const events: ReelsEvent[] = [...extra, { type: 'reels-stopped', stops: st, window: windowAt(m, st), lineWins: r.lines.map((x) => x * lineStake), scatters: r.scatters, win, free }];
  if (r.freeGames) events.push({ type: 'free-games-won', games: r.freeGames });
  const freeLeft = s.freeLeft - (free ? 1 : 0) + r.freeGames;
  const combos = s.table.jackpots ? [...(s.jackpotCombos ?? []), ...m.lines.slice(0, s.lines).flatMap((rows) => { const i = linePay(m, rows.map((row, k) => (windowAt(m, st)[k] as string[])[row] as string)).pattern; return i === null ? [] : [patternName(m.pays[i] as { pattern: readonly string[] })]; })] : undefined;
  const next: ReelsState = { ...s, ...(combos ? { jackpotCombos: combos } : {}), won: s.won + win, freeLeft, freePlayed: s.freePlayed + (free ? 1 : 0), last: { stops: st, window: windowAt(m, st), lineWins: r.lines.map((x) => x * lineStake), scatters: r.scatters, win } };
  if (freeLeft > 0) return { state: { ...next, phase: 'free' }, events };
  // 003 §4.6.2, §4.1.3: a win may be doubled where the machine offers it; the ledger sees the final amount only.
  if (next.won > 0 && doubleUpRule(s.profile)) return { state: { ...next, phase: 'doubling', doubleUp: startDoubleUp(next.won) }, events };
  return settleReels(next, next.won, events);
}

/** The machine's double-up rule, or null where it offers none. */
export const doubleUpRule = (p: ReelsProfile): DoubleUpRule | null => p.doubleUp?.value ?? null;
const DU_CITE = '003 §4.6.2, §4.1.3';

/** The game ends with `raw` returned (the win, or what double-up left of it), capped by the machine's `maxWin` (003 §4.4.1). */
function settleReels(s: ReelsState, raw: number, events: ReelsEvent[]): { state: ReelsState; events: ReelsEvent[] } {
  const { paid, capped } = capWin(s.profile.maxWin, raw);
  if (capped) events.push(capped);
  const player = s.player as string;
  const settlement = makeSettlement([{ bettor: player, bet: `${s.lines}-lines`, stake: s.stake, returned: paid, net: paid - s.stake, outcome: paid > 0 ? 'win' : 'lose', cite: s.doubleUp ? DU_CITE : s.profile.machine.cite }], [], machineJackpotResult(s.table.jackpots, player, `${s.lines}-lines`, s.stake, s.jackpotDraws, s.jackpotCombos));
  return { state: { ...s, phase: 'over', settlement }, events };
}

/** After a double-up step: on while there is a win under the cap on doublings, else settled. */
function afterStep(s: ReelsState, d: DoubleUp, events: ReelsEvent[]): { state: ReelsState; events: ReelsEvent[] } {
  const st = { ...s, doubleUp: d };
  return doubleUpOver(doubleUpRule(s.profile) as DoubleUpRule, d) && !d.dealt ? settleReels(st, d.win, events) : { state: st, events };
}

export const reelsReducer = makeReducer<ReelsState, ReelsAction, ReelsEvent>({
  unknown: unknownAction('reels'),
  chips: (s) => s.stake,
  rules: {
    spin: {
      check: checkSpin,
      run: (s, a) => {
        const p = who(a.by) as string;
        const staked: ReelsState = { ...s, player: p, lines: a.lines, stake: a.amount, ...(a.jackpotDraws ? { jackpotDraws: a.jackpotDraws } : {}) };
        return stopReels(staked, a.stops as number[], false, [{ type: 'stake', bettor: p, bet: `${a.lines}-lines`, amount: a.amount }]);
      },
    },
    'free-spin': {
      check: (s, a) => (a.by.kind !== 'system' && a.by.kind !== 'dealer' ? reject('reels/machine-only', 'the machine plays the free games') : s.phase !== 'free' ? reject('reels/no-free-game', 'no free game is left') : validStops(s, a.stops) ? null : reject('reels/no-stops', 'the runtime fills the stops')),
      run: (s, a) => stopReels(s, a.stops as number[], true, []),
    },
    ...doubleUpSteps<ReelsState, ReelsEvent>('reels', DU_CITE, (s) => doubleUpRule(s.profile), afterStep, (s, win) => settleReels(s, win, [])),
  },
});

export function reelsRandomize(s: ReelsState, a: ReelsAction, rng: Rng): ReelsAction {
  if (a.type === 'gamble') return a.cards === undefined ? { ...a, cards: gambleCards(a.variant, rng) } : a;
  if ((a.type !== 'spin' && a.type !== 'free-spin') || a.stops !== undefined) return a;
  return { ...a, stops: machineOf(s.profile).reels.map((strip) => rng.int(strip.length)) };
}

export function reelsLegalActions(s: ReelsState, by: Actor): LegalAction[] {
  if (s.phase === 'free') return by.kind === 'system' ? [{ type: 'free-spin' }] : [];
  if (s.phase === 'doubling') return who(by) === s.player && s.doubleUp ? doubleUpLegal(doubleUpRule(s.profile) as DoubleUpRule, s.doubleUp) : [];
  if (s.phase !== 'ready' || !who(by)) return [];
  const d = s.table.denomination;
  return machineOf(s.profile).lines.map((_l, i) => ({ type: 'spin', lines: i + 1, amount: { min: (i + 1) * d, max: (i + 1) * d * s.table.maxCoins, step: (i + 1) * d } }));
}

export const reelsAwaiting = (s: ReelsState): Actor[] => (s.phase === 'free' ? [{ kind: 'system' }] : s.phase === 'doubling' && s.player ? [{ kind: 'player', player: s.player }] : []);

/** A win offered for doubling is collected when the player is gone; once the card variant's cards are dealt, the first of the four is turned. */
export function reelsTimeout(s: ReelsState): ReelsAction | null {
  if (s.phase !== 'doubling' || !s.player) return null;
  const by = { kind: 'player', player: s.player } as const;
  return s.doubleUp?.dealt ? { type: 'pick', index: 1, by } : { type: 'collect', by };
}

export const reelsView = (s: ReelsState, a: Audience): unknown => ({
  game: s.game,
  /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
  jackpots: s.table.jackpots ?? null,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  player: s.player,
  lines: s.lines,
  stake: s.stake,
  won: s.won,
  freeLeft: s.freeLeft,
  freePlayed: s.freePlayed,
  last: s.last,
  coins: { denomination: s.table.denomination, max: s.table.maxCoins },
  paylines: machineOf(s.profile).lines.length,
  payTable: machineOf(s.profile).pays.map((p) => ({ pattern: [...p.pattern], pays: p.pays })),
  scatter: machineOf(s.profile).scatter,
  declaredReturn: s.profile.declaredReturn.value,
  doubleUp: s.doubleUp && doubleUpRule(s.profile) ? doubleUpView(doubleUpRule(s.profile) as DoubleUpRule, s.doubleUp) : null,
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
});
