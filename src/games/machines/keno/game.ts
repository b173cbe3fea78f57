/**
 * @module games/machines/keno/game
 * One game of keno at a machine (003 §4.6.4): the player stakes whole coins (`bet`, which takes the machine for the
 * game), marks numbers (1 to 10, as the pay table has lines for), then plays; the machine draws 20 of the 80 balls
 * from an urn whose order was committed before the stake and is revealed when the game ends; the hits are paid by the
 * pay table for the count marked. Once staked the player is awaited: left too long, the game plays the numbers marked,
 * or — with a count the pay table does not play — cancels it, the stake returned (`cancel`, which the player may also
 * choose before playing). A documented choice: 003 does not say.
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import { roundRational } from '../../../money/rounding.js';
import { shuffled } from '../../../rng/rng.js';
import { reveal, stackedShoe, type ShoeEvent, type ShoeState } from '../../../shoe/shoe.js';
import { checkCoins, coinRange } from '../coins.js';
import { capWin, checkReturn, oncePerProfile, type WinCapped } from '../machine-profile.js';
import { jackpotDrawsRejection, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import { num } from '../../../math/rational.js';
import { kenoReturn, spotReturn } from './math.js';
import { payHundredths, spotCounts, type KenoProfile, type KenoTable } from './profile.js';

export interface KenoState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: KenoProfile;
  readonly table: KenoTable;
  /** `betting`: no stake yet; `marking`: staked, marking; `over`: played or cancelled. */
  readonly phase: 'betting' | 'marking' | 'over';
  readonly player: string | null;
  readonly marked: readonly number[];
  readonly stake: number;
  readonly urn: ShoeState;
  readonly drawn: readonly number[];
  readonly hits: readonly number[];
  readonly settlement: Settlement | null;
}

export const kenoActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), amount: z.number().int().min(1) }),
  z.object({ type: z.literal('mark'), number: z.number().int().min(1).max(80) }),
  z.object({ type: z.literal('unmark'), number: z.number().int().min(1).max(80) }),
  z.object({ type: z.literal('play'), jackpotDraws: jackpotDrawsSchema }),
  z.object({ type: z.literal('cancel') }),
]);
export type KenoAction = { by: Actor } & ({ type: 'bet'; amount: number } | { type: 'mark'; number: number } | { type: 'unmark'; number: number } | { type: 'play'; jackpotDraws?: number[] } | { type: 'cancel' });
type Of<T extends KenoAction['type']> = Extract<KenoAction, { type: T }>;
export type KenoEvent = ShoeEvent | { type: 'stake'; bettor: string; bet: string; amount: number } | { type: 'balls-drawn'; balls: readonly number[]; hits: readonly number[] } | { type: 'number-marked' | 'number-unmarked'; number: number } | WinCapped;

const ALL = Array.from({ length: 80 }, (_, i) => String(i + 1));

function stackedOrder(stack: unknown): string[] | null {
  const given = (stack as { drawn?: unknown } | undefined)?.drawn;
  if (given === undefined) return null;
  const balls = (typeof given === 'string' ? given.split(/\s+/).filter(Boolean) : (given as unknown[]).map(String)) as string[];
  if (balls.length !== 20 || new Set(balls).size !== 20 || balls.some((b) => !ALL.includes(b))) throw new ConfigError('keno/bad-stack', `a stacked draw is 20 different numbers from 1 to 80: ${JSON.stringify(given)}`);
  return [...balls, ...ALL.filter((b) => !balls.includes(b))];
}

/** Every count marked must return no more than its stakes (the player may choose it), and the least above the minimum. */
export const validateKeno = oncePerProfile((p: KenoProfile): void => {
  for (const n of spotCounts(p)) {
    const r = num(spotReturn(p, n));
    if (r > 1) throw new ConfigError('keno/return-above-stakes', `${p.id}: ${n} numbers marked would return ${(r * 100).toFixed(4)}% of stakes: more than they take`, { cite: p.payTable.cite });
  }
  checkReturn(p, kenoReturn(p), 'keno');
});

export function createKeno(game: string, input: RoundInput<KenoProfile, KenoTable, null>): { state: KenoState; events: KenoEvent[] } {
  validateKeno(input.profile);
  const urn = stackedShoe(stackedOrder(input.stack) ?? shuffled(ALL, input.rng), { mode: 'csm', salt: input.rng.hex(32), shoeNo: input.roundNo ?? 1 });
  return {
    state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', player: null, marked: [], stake: 0, urn, drawn: [], hits: [], settlement: null },
    events: [{ type: 'shoe-shuffled', shoeNo: urn.shoeNo, commitment: urn.commitment, cards: 80, mode: 'csm' }],
  };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const maxSpots = (s: KenoState): number => Math.max(...spotCounts(s.profile));

const BET = 'keno';

function mine(s: KenoState, by: Actor): Rejection | null {
  const p = who(by);
  if (!p) return reject('keno/player-only', 'only a player stakes, marks and plays');
  if (s.phase === 'betting') return reject('keno/stake-first', 'stake first: the stake takes the machine for the game');
  if (s.phase !== 'marking') return reject('keno/game-over', 'the game is over');
  if (s.player !== p) return reject('keno/not-your-game', `${s.player} is playing this machine`);
  return null;
}

export const playRange = coinRange;

/** The combination a played game names for a jackpot level (003 §4.5.5): `<hits>-of-<marked>`; the top catch is `10-of-10`. */
export const kenoCatch = (hits: number, marked: number): string => `${hits}-of-${marked}`;

/** Every catch the machine can report: each number of hits (none to all) of each count of numbers it plays. */
export const kenoCatches = (p: KenoProfile): string[] => spotCounts(p).flatMap((m) => Array.from({ length: m + 1 }, (_, h) => kenoCatch(h, m)));

const playable = (s: KenoState): boolean => spotCounts(s.profile).includes(s.marked.length);

export const kenoReducer = makeReducer<KenoState, KenoAction, KenoEvent>({
  unknown: unknownAction('keno'),
  chips: (s) => s.stake,
  rules: {
    bet: {
      check: (s, a: Of<'bet'>) => {
        if (!who(a.by)) return reject('keno/player-only', 'only a player stakes');
        if (s.phase !== 'betting') return reject('keno/staked', s.phase === 'marking' ? `${s.player} has staked: the game is in progress` : 'the game is over');
        return checkCoins(s.table, a.amount, 'keno');
      },
      run: (s, a: Of<'bet'>) => {
        const p = who(a.by) as string;
        return { state: { ...s, phase: 'marking', player: p, stake: a.amount }, events: [{ type: 'stake', bettor: p, bet: BET, amount: a.amount }] };
      },
    },
    mark: {
      check: (s, a: Of<'mark'>) =>
        mine(s, a.by) ??
        (s.marked.includes(a.number) ? reject('keno/marked', `${a.number} is marked already`) : s.marked.length >= maxSpots(s) ? reject('keno/too-many', `at most ${maxSpots(s)} numbers`, s.profile.payTable.cite) : null),
      run: (s, a: Of<'mark'>) => ({ state: { ...s, marked: [...s.marked, a.number].sort((x, y) => x - y) }, events: [{ type: 'number-marked', number: a.number }] }),
    },
    unmark: {
      check: (s, a: Of<'unmark'>) => mine(s, a.by) ?? (s.marked.includes(a.number) ? null : reject('keno/not-marked', `${a.number} is not marked`)),
      run: (s, a: Of<'unmark'>) => ({ state: { ...s, marked: s.marked.filter((x) => x !== a.number) }, events: [{ type: 'number-unmarked', number: a.number }] }),
    },
    play: {
      check: (s, a: Of<'play'>) => mine(s, a.by) ?? (playable(s) ? null : reject('keno/spots', `mark ${spotCounts(s.profile).join(', ')} numbers to play (${s.marked.length} marked)`, s.profile.payTable.cite)) ?? jackpotDrawsRejection(s.table.jackpots, a.jackpotDraws, 'keno'),
      run: (s, a: Of<'play'>) => {
        const p = s.player as string;
        const drawn = s.urn.order.slice(0, 20).map(Number);
        const hits = s.marked.filter((n) => drawn.includes(n));
        const hundredths = payHundredths(s.profile, s.marked.length, hits.length);
        // 003 §4.4.1: what the game pays is capped by the machine's `maxWin`.
        const { paid: returned, capped } = capWin(s.profile.maxWin, roundRational(s.stake * hundredths, 100, s.profile.rounding.value));
        const bet = `keno-${s.marked.length}`;
        const settlement = makeSettlement([{ bettor: p, bet, stake: s.stake, returned, net: returned - s.stake, outcome: returned > 0 ? `${hits.length}-hits` : 'lose', cite: s.profile.payTable.cite }], [], machineJackpotResult(s.table.jackpots, p, bet, s.stake, a.jackpotDraws, [kenoCatch(hits.length, s.marked.length)]));
        const urn = { ...s.urn, pos: 20 };
        return { state: { ...s, phase: 'over', urn, drawn, hits, settlement }, events: capped ? [{ type: 'balls-drawn', balls: drawn, hits }, capped, reveal(urn)] : [{ type: 'balls-drawn', balls: drawn, hits }, reveal(urn)] };
      },
    },
    cancel: {
      check: (s, a: Of<'cancel'>) => mine(s, a.by),
      run: (s) => {
        const p = s.player as string;
        const urn = { ...s.urn, pos: 0 };
        const settlement = makeSettlement([{ bettor: p, bet: BET, stake: s.stake, returned: s.stake, net: 0, outcome: 'cancelled', cite: s.profile.payTable.cite }]);
        return { state: { ...s, phase: 'over', urn, settlement }, events: [reveal(urn)] };
      },
    },
  },
});

export function kenoLegalActions(s: KenoState, by: Actor): LegalAction[] {
  if (!who(by)) return [];
  if (s.phase === 'betting') return [{ type: 'bet', amount: playRange(s.table) }];
  if (mine(s, by)) return [];
  const cands: LegalAction[] = [...Array.from({ length: 80 }, (_, i) => ({ type: 'mark', number: i + 1 })), ...s.marked.map((n) => ({ type: 'unmark', number: n })), { type: 'play' }];
  return [...kenoReducer.legal(s, by, cands), { type: 'cancel', optional: true }];
}

/** Once staked, the player is awaited (the table's decision timer runs). */
export const kenoAwaiting = (s: KenoState): Actor[] => (s.phase === 'marking' && s.player ? [{ kind: 'player', player: s.player }] : []);

/** Left too long: the numbers marked are played; a count the pay table does not play gives the stake back. */
export const kenoTimeout = (s: KenoState): KenoAction | null =>
  s.phase === 'marking' && s.player ? { type: playable(s) ? 'play' : 'cancel', by: { kind: 'player', player: s.player } } : null;

export const kenoView = (s: KenoState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  player: s.player,
  marked: [...s.marked],
  stake: s.stake,
  coins: { denomination: s.table.denomination, max: s.table.maxCoins },
  spots: spotCounts(s.profile),
  payTable: s.profile.payTable.value,
  declaredReturn: s.profile.declaredReturn.value,
  drawn: [...s.drawn],
  hits: [...s.hits],
  urn: { commitment: s.urn.commitment },
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
  /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
  jackpots: s.table.jackpots ?? null,
});
