/**
 * @module games/machines/bingo/game
 * One game of machine bingo (003 §4.6.5): the card's nine fields (numbered 0–8 row by row) each show a number of
 * 1…N, drawn by the RNG when the game is drawn up and recorded in the state; the player stakes whole coins and plays
 * (`play {amount}`: the stake takes the machine), and five different numbers of 1…N are drawn by the server's RNG
 * (`randomFields: drawn`, never from a client). Every field whose number is drawn is covered; the lines complete
 * (rows, columns and, where the profile counts them, diagonals) are classed by number and position (lines.ts) and
 * paid by the pay table, "for 1", the payout capped by the machine's `maxWin` (003 §4.4.1).
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import { num } from '../../../math/rational.js';
import type { Rng } from '../../../rng/rng.js';
import { checkCoins, coinRange } from '../coins.js';
import { capWin, checkReturn, oncePerProfile, type WinCapped } from '../machine-profile.js';
import { jackpotDrawsRejection, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import { BINGO_BET, classOf, linesIn, type BingoClass } from './lines.js';
import { bingoReturnExact } from './math.js';
import type { BingoProfile, BingoTable } from './profile.js';

export interface BingoState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: BingoProfile;
  readonly table: BingoTable;
  readonly phase: 'betting' | 'over';
  readonly player: string | null;
  readonly stake: number;
  /** The card's nine numbers, row by row. */
  readonly card: readonly number[];
  readonly drawn: readonly number[];
  /** The fields covered (0–8), the lines complete (as masks of fields) and their class. */
  readonly covered: readonly number[];
  readonly lines: readonly number[];
  readonly result: BingoClass | null;
  readonly settlement: Settlement | null;
}

export const bingoActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('play'), amount: z.number().int().min(1), drawn: z.array(z.number().int().min(1)).optional(), jackpotDraws: jackpotDrawsSchema })]);
export type BingoAction = { by: Actor } & { type: 'play'; amount: number; drawn?: number[]; jackpotDraws?: number[] };
export type BingoEvent = { type: 'stake'; bettor: string; bet: string; amount: number } | { type: 'numbers-drawn'; drawn: number[]; covered: number[]; lines: number[]; result: BingoClass | null } | WinCapped;

export { BINGO_BET };

/** The exact return checked against the jurisdiction's minimum, 100% and the declaration; a payout that falls as lines are added is refused. */
export const validateBingo = oncePerProfile((p: BingoProfile): void => {
  const t = p.payTable.value;
  if (!(t['one-line'] <= t['two-crossing'] && t['two-crossing'] <= t['three-lines'] && t['two-parallel'] <= t['three-lines']))
    throw new ConfigError('machine-bingo/bad-pay-table', `${p.id}: more lines must pay no less (003 §4.6.5: "the more lines, the bigger the win")`, { cite: p.payTable.cite });
  checkReturn(p, num(bingoReturnExact(p)), 'machine-bingo');
});

function stacked(stack: unknown, p: BingoProfile): number[] | null {
  const given = (stack as { card?: unknown } | undefined)?.card;
  if (given === undefined) return null;
  const card = (typeof given === 'string' ? given.split(/\s+/).filter(Boolean).map(Number) : (given as unknown[]).map(Number)) as number[];
  if (card.length !== 9 || card.some((x) => !Number.isInteger(x) || x < 1 || x > p.numbers.value)) throw new ConfigError('machine-bingo/bad-stack', `a stacked card is nine numbers of 1…${p.numbers.value}: ${JSON.stringify(given)}`);
  return card;
}

export function createBingo(game: string, input: RoundInput<BingoProfile, BingoTable, null>): { state: BingoState; events: BingoEvent[] } {
  const p = input.profile;
  validateBingo(p);
  const card = stacked(input.stack, p) ?? Array.from({ length: 9 }, () => input.rng.int(p.numbers.value) + 1);
  return { state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: p, table: input.table, phase: 'betting', player: null, stake: 0, card, drawn: [], covered: [], lines: [], result: null, settlement: null }, events: [] };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
export const playRange = coinRange;

function checkPlay(s: BingoState, a: BingoAction): Rejection | null {
  if (!who(a.by)) return reject('machine-bingo/player-only', 'only a player stakes');
  if (s.phase !== 'betting') return reject('machine-bingo/game-over', 'the game is over');
  const coins = checkCoins(s.table, a.amount, 'machine-bingo');
  if (coins) return coins;
  const d = a.drawn;
  const n = s.profile.numbers.value;
  if (!d || d.length !== s.profile.drawn.value || new Set(d).size !== d.length || d.some((x) => x > n)) return reject('machine-bingo/no-draw', 'the numbers are drawn by the server’s RNG (the runtime fills them)');
  return jackpotDrawsRejection(s.table.jackpots, a.jackpotDraws, 'machine-bingo');
}

export const bingoReducer = makeReducer<BingoState, BingoAction, BingoEvent>({
  unknown: unknownAction('machine-bingo'),
  chips: (s) => s.stake,
  rules: {
    play: {
      check: checkPlay,
      run: (s, a) => {
        const player = who(a.by) as string;
        const drawn = [...(a.drawn as number[])];
        const mask = s.card.reduce((m, x, f) => (drawn.includes(x) ? m | (1 << f) : m), 0);
        const covered = s.card.flatMap((x, f) => (drawn.includes(x) ? [f] : []));
        const lines = linesIn(mask, s.profile.diagonals.value);
        const result = classOf(mask, s.profile.diagonals.value);
        const won = result ? a.amount * s.profile.payTable.value[result] : 0;
        const { paid: returned, capped } = capWin(s.profile.maxWin, won);
        const events: BingoEvent[] = [{ type: 'stake', bettor: player, bet: BINGO_BET, amount: a.amount }, { type: 'numbers-drawn', drawn, covered, lines, result }];
        if (capped) events.push(capped);
        const settlement = makeSettlement([{ bettor: player, bet: BINGO_BET, stake: a.amount, returned, net: returned - a.amount, outcome: result ?? 'lose', cite: s.profile.payTable.cite }], [], machineJackpotResult(s.table.jackpots, player, BINGO_BET, a.amount, a.jackpotDraws, result ? [result] : []));
        return { state: { ...s, phase: 'over', player, stake: a.amount, drawn, covered, lines, result, settlement }, events };
      },
    },
  },
});

/** The server's RNG draws five different numbers of 1…N for a play that carries none. */
export function bingoRandomize(s: BingoState, a: BingoAction, rng: Rng): BingoAction {
  if (a.type !== 'play' || a.drawn !== undefined) return a;
  const pool = Array.from({ length: s.profile.numbers.value }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < s.profile.drawn.value; i++) drawn.push(pool.splice(rng.int(pool.length), 1)[0] as number);
  return { ...a, drawn };
}

export function bingoLegalActions(s: BingoState, by: Actor): LegalAction[] {
  if (s.phase !== 'betting' || !who(by)) return [];
  return [{ type: 'play', amount: playRange(s.table) }];
}

export const bingoView = (s: BingoState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  player: s.player,
  stake: s.stake,
  card: [...s.card],
  numbers: s.profile.numbers.value,
  diagonals: s.profile.diagonals.value,
  drawn: [...s.drawn],
  covered: [...s.covered],
  lines: [...s.lines],
  result: s.result,
  coins: { denomination: s.table.denomination, max: s.table.maxCoins },
  payTable: { ...s.profile.payTable.value },
  declaredReturn: s.profile.declaredReturn.value,
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
  /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
  jackpots: s.table.jackpots ?? null,
});
