/**
 * @module games/machines/electronic-roulette/game
 * One spin of the electronic roulette (003 §4.6.6): the player places bets on the cloth (`place {bet, amount}`,
 * `withdraw {bet}`), then spins (`spin`: the pocket is drawn by the server's RNG); the winning bets are paid 36/n − 1
 * to 1 with the stake, rounded by the profile's policy (an eight pays 7 to 2). One zero unless the profile has two
 * (003 does not say: `zeros`, default 1). The first bet takes the machine for the game; from then on the player is
 * awaited, and left too long the machine spins the bets on the cloth (a documented choice: 003 does not say). The
 * game's whole payment is capped by the machine's `maxWin` (003 §4.4.1, machine-profile `capLines`).
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import { ratio } from '../../../money/rounding.js';
import type { Rng } from '../../../rng/rng.js';
import { capLines, checkReturn, type WinCapped } from '../machine-profile.js';
import { jackpotDrawsRejection, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import type { EgProfile, EgTable } from './profile.js';
import { egSpots, type EGSpot } from './spots.js';

export interface EgState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: EgProfile;
  readonly table: EgTable;
  readonly phase: 'betting' | 'over';
  readonly player: string | null;
  readonly bets: readonly { bet: string; amount: number }[];
  /** The pocket: 0–36, and 37 for the double zero. */
  readonly pocket: number | null;
  readonly settlement: Settlement | null;
}

export const egActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), bet: z.string().max(40), amount: z.number().int().min(1) }),
  z.object({ type: z.literal('withdraw'), bet: z.string().max(40) }),
  z.object({ type: z.literal('spin'), pocket: z.number().int().min(0).max(37).optional(), jackpotDraws: jackpotDrawsSchema }),
]);
export type EgAction = { by: Actor } & ({ type: 'place'; bet: string; amount: number } | { type: 'withdraw'; bet: string } | { type: 'spin'; pocket?: number; jackpotDraws?: number[] });
type Of<T extends EgAction['type']> = Extract<EgAction, { type: T }>;
export type EgEvent = { type: 'stake' | 'stake-withdrawn'; bettor: string; bet: string; amount: number } | { type: 'ball-stopped'; pocket: number } | WinCapped;

const SPOTS = egSpots();
const BY_ID = new Map(SPOTS.map((s) => [s.id, s]));
export const spotOf = (id: string): EGSpot | undefined => BY_ID.get(id);
export const egSpotIds = (): string[] => SPOTS.map((s) => s.id);

/** Every bet returns 36/(36 + zeros) of its stake (before rounding). */
export const egReturn = (p: EgProfile): number => 36 / (36 + p.zeros.value);

export function createEg(game: string, input: RoundInput<EgProfile, EgTable, null>): { state: EgState; events: EgEvent[] } {
  checkReturn(input.profile, egReturn(input.profile), 'electronic-roulette');
  return { state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', player: null, bets: [], pocket: null, settlement: null }, events: [] };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const total = (s: EgState): number => s.bets.reduce((a, b) => a + b.amount, 0);
const onSpot = (s: EgState, bet: string): number => s.bets.filter((b) => b.bet === bet).reduce((a, b) => a + b.amount, 0);

function mine(s: EgState, by: Actor): Rejection | null {
  const p = who(by);
  if (!p) return reject('electronic-roulette/player-only', 'only a player bets and spins');
  if (s.phase !== 'betting') return reject('electronic-roulette/spun', 'the ball has stopped');
  if (s.player !== null && s.player !== p) return reject('electronic-roulette/not-your-game', `${s.player} is playing this machine`);
  return null;
}

export const egReducer = makeReducer<EgState, EgAction, EgEvent>({
  unknown: unknownAction('electronic-roulette'),
  chips: total,
  rules: {
    place: {
      check: (s, a: Of<'place'>) => {
        const no = mine(s, a.by);
        if (no) return no;
        if (!spotOf(a.bet)) return reject('electronic-roulette/unknown-bet', `no bet ${a.bet}: bets are on 1, 2, 4, 6, 8, 12 or 18 numbers`, s.profile.bets.cite);
        if (a.amount % s.table.denomination) return reject('electronic-roulette/whole-coins', `whole coins of ${s.table.denomination}`);
        if (onSpot(s, a.bet) + a.amount > s.table.maxPerBet) return reject('electronic-roulette/over-limit', `at most ${s.table.maxPerBet} on one bet`);
        if (total(s) + a.amount > s.table.maxTotal) return reject('electronic-roulette/over-total', `at most ${s.table.maxTotal} on one spin`);
        return null;
      },
      run: (s, a: Of<'place'>) => {
        const p = who(a.by) as string;
        return { state: { ...s, player: p, bets: [...s.bets, { bet: a.bet, amount: a.amount }] }, events: [{ type: 'stake', bettor: p, bet: a.bet, amount: a.amount }] };
      },
    },
    withdraw: {
      check: (s, a: Of<'withdraw'>) => mine(s, a.by) ?? (onSpot(s, a.bet) ? null : reject('electronic-roulette/no-such-bet', `no bet on ${a.bet}`)),
      run: (s, a: Of<'withdraw'>) => {
        const p = who(a.by) as string;
        const bets = s.bets.filter((b) => b.bet !== a.bet);
        return { state: { ...s, bets, player: bets.length ? s.player : null }, events: [{ type: 'stake-withdrawn', bettor: p, bet: a.bet, amount: onSpot(s, a.bet) }] };
      },
    },
    spin: {
      check: (s, a: Of<'spin'>) =>
        mine(s, a.by) ?? (!s.bets.length ? reject('electronic-roulette/no-bet', 'place a bet first') : a.pocket === undefined || a.pocket > 36 + s.profile.zeros.value - 1 ? reject('electronic-roulette/no-pocket', 'the ball stops where the server’s RNG says') : jackpotDrawsRejection(s.table.jackpots, a.jackpotDraws, 'electronic-roulette')),
      run: (s, a: Of<'spin'>) => {
        const pocket = a.pocket as number;
        const player = s.player as string;
        const won = egSpotIds()
          .filter((id) => onSpot(s, id))
          .map((id) => {
            const sp = spotOf(id) as EGSpot;
            const stake = onSpot(s, id);
            const returned = sp.numbers.includes(pocket) ? stake + ratio(stake, sp.num, sp.den, s.profile.rounding.value) : 0;
            return { bettor: player, bet: id, stake, returned, net: returned - stake, outcome: returned ? 'win' : 'lose', cite: s.profile.bets.cite };
          });
        // 003 §4.4.1: the game's whole payment is capped, the bets paid in their order until the cap is reached.
        const { lines, capped } = capLines(s.profile.maxWin, won);
        return { state: { ...s, phase: 'over', pocket, settlement: makeSettlement(lines, [], machineJackpotResult(s.table.jackpots, player, 'spin', total(s), a.jackpotDraws)) }, events: capped ? [{ type: 'ball-stopped', pocket }, capped] : [{ type: 'ball-stopped', pocket }] };
      },
    },
  },
});

export const egRandomize = (s: EgState, a: EgAction, rng: Rng): EgAction => (a.type === 'spin' && a.pocket === undefined ? { ...a, pocket: rng.int(36 + s.profile.zeros.value) } : a);

export function egLegalActions(s: EgState, by: Actor): LegalAction[] {
  if (mine(s, by)) return [];
  const d = s.table.denomination;
  const out: LegalAction[] = [];
  for (const id of egSpotIds()) {
    const room = Math.floor(Math.min(s.table.maxPerBet - onSpot(s, id), s.table.maxTotal - total(s)) / d) * d;
    if (room >= d) out.push({ type: 'place', bet: id, amount: { min: d, max: room, step: d } });
  }
  for (const id of new Set(s.bets.map((b) => b.bet))) out.push({ type: 'withdraw', bet: id, optional: true });
  if (s.bets.length) out.push({ type: 'spin' });
  return out;
}

/** Once a bet is on the cloth, its player is awaited (the table's decision timer runs). */
export const egAwaiting = (s: EgState): Actor[] => (s.phase === 'betting' && s.player && s.bets.length ? [{ kind: 'player', player: s.player }] : []);

/** Left too long, the machine spins the bets on the cloth (the pocket drawn by the server's RNG, `randomize`). */
export const egTimeout = (s: EgState): EgAction | null => (s.phase === 'betting' && s.player && s.bets.length ? { type: 'spin', by: { kind: 'player', player: s.player } } : null);

export const egView = (s: EgState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  player: s.player,
  zeros: s.profile.zeros.value,
  bets: s.bets.map((b) => ({ ...b })),
  pocket: s.pocket,
  declaredReturn: s.profile.declaredReturn.value,
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
  /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
  jackpots: s.table.jackpots ?? null,
});
