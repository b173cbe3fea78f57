/**
 * @module games/craps/game
 * Craps on the foundation's contract. A round is one throw (a coup): betting open → «no more bets» → the
 * shooter's throw (its dice filled by `randomize` from the RNG, or from a scenario's fixed dice, and recorded)
 * → every bet that throw decides is settled; standing bets, the point, the shooter and the dice carry on.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { closingCite, type BetInfo, type ClosingRule, type Game } from '../../core/contract.js';
import { profileSetFromDir } from '../../rules/profile-set.js';
import { crapsReducer } from './apply.js';
import { awaiting, legalActions, timeoutAction } from './legal.js';
import { rtpReport } from './math/exact.js';
import { simulateCraps } from './math/simulate.js';
import { crapsProfileSchema, priceAt, type CrapsProfile } from './profile.js';
import { renderCraps } from './render.js';
import { carryOf, createRound, crapsVoidCarry, randomizeThrow, settlementOf, standingBets } from './round.js';
import { MULTIPLE_SPOTS, POINTS } from './spots.js';
import { INVALID_REASONS, type CrapsAction, type CrapsCarry, type CrapsEvent, type CrapsState } from './state.js';
import { crapsTableSchema, defaultCrapsTable, type CrapsTable } from './table.js';
import { crapsView } from './views.js';

const pick = z.array(z.string()).length(2).optional();
export const crapsActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), spot: z.string(), amount: z.number().int() }),
  z.object({ type: z.literal('withdraw'), spot: z.string() }),
  z.object({ type: z.literal('done-betting') }),
  z.object({ type: z.literal('decline-dice') }),
  z.object({ type: z.literal('change-dice'), pick }),
  z.object({ type: z.literal('dice-change'), pick }),
  z.object({ type: z.literal('no-more-bets') }),
  // No `dice` on the wire: the parsed action drops whatever a client sends, and `randomize` draws the throw.
  z.object({ type: z.literal('throw') }),
  z.object({ type: z.literal('invalid-throw'), reason: z.enum(INVALID_REASONS as [string, ...string[]]), die: z.union([z.literal(0), z.literal(1)]).optional() }),
  z.object({ type: z.literal('die-found') }),
  z.object({ type: z.literal('deprive-shooter') }),
  z.object({ type: z.literal('restore-shooter'), player: z.string() }),
]);

const fmt = (p: readonly [number, number]): string => `${p[0]} to ${p[1]}`;
const perPointText = (tbl: Readonly<Record<string, readonly [number, number]>>): string => POINTS.map((n) => `${n}: ${fmt(priceAt(tbl, n))}`).join(', ');

function bets(p: CrapsProfile): BetInfo[] {
  const A = p.simpleChances.cite;
  const times = (n: number): string => (p.timesReading.value === 'to-one' ? `${n} to 1` : `${n} for 1`);
  const out: BetInfo[] = [
    { id: 'win', pays: '1 to 1', cite: A },
    { id: 'dont-win', pays: `1 to 1; 12 on the come-out ${p.barTwelve.value === 'stays' ? 'no decision' : 'push'}`, cite: A },
    { id: 'come', pays: '1 to 1', cite: A },
    { id: 'dont-come', pays: `1 to 1; 12 ${p.barTwelve.value === 'stays' ? 'no decision' : 'push'}`, cite: A },
    { id: 'win-odds', pays: perPointText(p.oddsPays.value), cite: p.oddsPays.cite },
    { id: 'dont-win-odds', pays: perPointText(p.dontOddsPays.value), cite: p.dontOddsPays.cite },
    { id: 'come-odds-N', pays: perPointText(p.oddsPays.value), cite: p.oddsPays.cite },
    { id: 'dont-come-odds-N', pays: perPointText(p.dontOddsPays.value), cite: p.dontOddsPays.cite },
    { id: 'field', pays: `1 to 1; ${p.field.value.doublePays} to 1 on ${p.field.value.doubleOn.join(' and ')}`, cite: p.field.cite },
    { id: 'big-6', pays: '1 to 1', cite: A },
    { id: 'big-8', pays: '1 to 1', cite: A },
    { id: 'under-7', pays: '1 to 1', cite: A },
    { id: 'over-7', pays: '1 to 1', cite: A },
  ];
  for (const m of MULTIPLE_SPOTS) out.push({ id: m, pays: times(p.multiples[m].value), cite: p.multiples[m].cite });
  for (const n of p.placeNumbers.value) out.push({ id: `right-${n}`, pays: fmt(priceAt(p.rightPays.value, n)), cite: p.rightPays.cite });
  for (const n of p.placeNumbers.value) out.push({ id: `wrong-${n}`, pays: fmt(priceAt(p.wrongPays.value, n)), cite: p.wrongPays.cite });
  return out;
}

/**
 * 000 GP3.1.a: at closing time the croupier announces the last shooter. The mark is the shooter holding the dice when
 * the close is asked for (or, if nobody holds them, the next to take them); the play is over when his hand ends — the
 * dice pass to another player or are left with nobody.
 */
export function lastShooter(p: CrapsProfile): ClosingRule {
  return {
    announcement: 'last-shooter',
    cite: closingCite(p.seed),
    start: (carry) => (carry as CrapsCarry | null)?.shooter ?? null,
    next: (mark, carry) => {
      const now = (carry as CrapsCarry | null)?.shooter ?? null;
      if (mark === null) return { mark: now, over: false };
      return { mark, over: now !== mark };
    },
  };
}

export const craps: Game<CrapsProfile, CrapsTable, CrapsState, CrapsAction, CrapsEvent, CrapsCarry> = {
  id: 'craps',
  family: 'craps',
  profiles: profileSetFromDir(crapsProfileSchema, fileURLToPath(new URL('./profiles/', import.meta.url))),
  tableSchema: crapsTableSchema as unknown as z.ZodType<CrapsTable>,
  defaultTable: defaultCrapsTable,
  actionSchema: crapsActionSchema,
  bets,
  create: createRound,
  legalActions,
  apply: crapsReducer.apply,
  chips: crapsReducer.chips,
  randomize: randomizeThrow,
  timeoutAction,
  awaiting,
  view: crapsView,
  isOver: (s) => s.phase === 'over',
  settlement: settlementOf,
  carry: carryOf,
  standing: standingBets,
  voidCarry: crapsVoidCarry,
  randomFields: ['dice'],
  seating: { present: (t, players) => ({ ...t, players: [...players] }) },
  readyAction: (by) => ({ type: 'done-betting', by }),
  version: (s) => s.v,
  closing: lastShooter,
  tools: {
    rtp: (p, profileId) => rtpReport(p, profileId),
    simulate: (p, profileId, o) => simulateCraps(p, profileId, o),
    render: renderCraps,
  },
};
