/**
 * @module games/baccarat/punto-banca/game
 * Punto y banca (000 §07 with Mini and Midi, 001 §06, 003 §2.2.7, 004 PB) on the Game contract: the house banks,
 * players bet on punto, banca and the tie; the shoe passes among the seated players where they deal.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BetInfo, Game, LegalAction, RoundInput } from '../../../core/contract.js';
import { closingCite, lastRounds } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import { SYSTEM, type Actor } from '../../../core/ids.js';
import { profileSetFromDir } from '../../../rules/profile-set.js';
import { shoeForCoup } from '../core/shoe-setup.js';
import { pbReducer, type PbEvent } from './apply.js';
import * as C from './check.js';
import { checkShufflerFailure, randomizeFailure } from './shuffler.js';
import { puntoBancaProfileSchema, puntoBancaTableSchema, type PuntoBancaProfile, type PuntoBancaTable } from './profile.js';
import { due, firstSeat, isDealer, nextSeat, seatOf, spotLimits, spotStep, stakedOn } from './rules.js';
import { settlePb } from './settle.js';
import { SPOTS, type PbAction, type PbCarry, type PbState } from './state.js';
import { viewPb } from './view.js';
import { puntoBancaTools } from './tools.js';

const profilesDir = fileURLToPath(new URL('../profiles/punto-banca', import.meta.url));
const spot = z.enum(['punto', 'banca', 'tie']);
const side = z.enum(['punto', 'banca']);

export const pbActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), box: z.number().int().positive() }),
  z.object({ type: z.literal('leave'), box: z.number().int().positive().optional() }),
  z.object({ type: z.literal('bet'), spot, amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), spot }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('pass-shoe') }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('deal'), placed: z.array(side).length(4).optional() }),
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('announce') }),
  z.object({ type: z.literal('extra-card'), faceUp: z.boolean() }),
  z.object({ type: z.literal('wrong-third-card'), hand: side }),
  z.object({ type: z.literal('shuffler-failure'), order: z.array(z.string()).optional(), cut: z.number().int().min(0).optional(), salt: z.string().optional() }),
]);

/** Refuses a table configuration the profile does not allow (000 §07 V: max 20 or 100 × min; 001 §06 V: 50 or 100). */
export function validatePbTable(p: PuntoBancaProfile, t: PuntoBancaTable): void {
  const model = p.models.value.find((m) => m.id === t.model);
  if (!model) throw new ConfigError('punto-banca/unknown-model', `profile ${p.id} has no table model ${t.model}; have ${p.models.value.map((m) => m.id).join(', ')}`);
  if (t.maxBet < t.minBet || t.tieMax < t.tieMin) throw new ConfigError('punto-banca/bad-limits', 'a maximum below its minimum');
  const mult = p.maxMultiples.value;
  if (mult.length && !mult.some((m) => m * t.minBet === t.maxBet))
    throw new ConfigError('punto-banca/bad-maximum', `the maximum must be ${mult.join(' or ')} × the minimum (${p.maxMultiples.cite})`);
  for (const k of Object.keys(t.seats)) if (!model.seats.includes(Number(k))) throw new ConfigError('punto-banca/no-such-seat', `table model ${model.id} has no seat ${k}`);
  if (new Set(Object.values(t.seats)).size !== Object.values(t.seats).length) throw new ConfigError('punto-banca/two-seats', 'one seat per player');
}

function create(input: RoundInput<PuntoBancaProfile, PuntoBancaTable, PbCarry>): { state: PbState; events: PbEvent[] } {
  const { profile, table, carry, rng, stack } = input;
  validatePbTable(profile, table);
  const sh = shoeForCoup(carry?.shoe ?? null, profile.shoe, rng, 6, stack, table.shuffler && profile.shufflerBurn.value === 'table-opening');
  const seats = carry ? carry.seats : table.seats;
  const deadCards = carry && !sh.fresh ? carry.deadCards : [];
  const pending = carry && !sh.fresh ? [...carry.pending, ...deadCards] : [];
  const base: PbState = {
    v: 0,
    roundNo: input.roundNo ?? (carry ? carry.coupNo + 1 : 1),
    coupNo: (carry?.coupNo ?? 0) + 1,
    profile,
    table,
    phase: deadCards.length ? 'dealing' : 'betting',
    seats,
    ready: [],
    shoeHolder: null,
    holderDealt: carry?.holderDealt ?? 0,
    salutes: sh.fresh ? {} : (carry?.salutes ?? {}),
    refusals: carry?.refusals ?? {},
    shoe: sh.shoe,
    pending,
    deadCards: [],
    dead: deadCards.length > 0,
    bets: [],
    punto: [],
    banca: [],
    puntoHolder: null,
    dealtBy: null,
    result: null,
    lastCoup: false,
  };
  const model = profile.models.value.find((m) => m.id === table.model);
  let holder: number | null = null;
  if (model?.dealing === 'players') {
    holder = carry?.shoeHolder ?? firstSeat(base, seats);
    if (holder !== null && seats[String(holder)] === undefined) holder = nextSeat(base, holder, seats);
  }
  const state: PbState = { ...base, shoeHolder: holder, holderDealt: holder === carry?.shoeHolder ? base.holderDealt : 0 };
  const events: PbEvent[] = [...(sh.events as PbEvent[]), { type: 'coup-opened', coupNo: state.coupNo, shoeHolder: holder }];
  if (state.dead) events.push({ type: 'hand-without-bets', cite: '003 §2.2.7.23' });
  return { state, events };
}

function legalActions(s: PbState, by: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  if (by.kind === 'player') {
    if (s.phase !== 'betting') return out;
    if (seatOf(s, by.player) === null) for (const n of freeSeats(s)) if (!C.checkSit(s, by, n)) out.push({ type: 'sit', box: n });
    for (const sp of SPOTS) {
      const lim = spotLimits(s, sp);
      const step = spotStep(s, sp);
      const cur = stakedOn(s.bets, by.player, sp);
      const min = cur > 0 ? step : Math.ceil(lim.min / step) * step;
      const max = Math.floor((lim.max - cur) / step) * step;
      if (max >= min && !C.checkBet(s, by, sp, min)) out.push({ type: 'bet', spot: sp, amount: { min, max, step } });
      if (!C.checkWithdraw(s, by, sp)) out.push({ type: 'withdraw', spot: sp });
    }
    if (!C.checkDone(s, by)) out.push({ type: 'done' });
    if (!C.checkPassShoe(s, by)) out.push({ type: 'pass-shoe' });
    if (!C.checkLeave(s, by)) out.push({ type: 'leave', box: seatOf(s, by.player) });
    return out;
  }
  if (!isDealer(by)) return out;
  if (!C.checkCloseBets(s, by)) out.push({ type: 'close-bets' });
  // Dealing while bets are open is an irregularity (003 §2.2.7.24): listed, but not a step the table takes by itself.
  if (!C.checkDeal(s, by)) out.push(s.phase === 'betting' ? { type: 'deal', optional: true } : { type: 'deal' });
  if (!C.checkDraw(s, by)) out.push({ type: 'draw' });
  if (!C.checkAnnounce(s, by)) out.push({ type: 'announce' });
  for (const faceUp of [false, true]) if (!C.checkExtraCard(s, by, faceUp)) out.push({ type: 'extra-card', faceUp, optional: true });
  for (const hand of ['punto', 'banca'] as const) if (!C.checkWrongThirdCard(s, by, hand)) out.push({ type: 'wrong-third-card', hand, optional: true });
  if (!checkShufflerFailure(s, { by })) out.push({ type: 'shuffler-failure', optional: true });
  return out;
}

const freeSeats = (s: PbState): number[] => s.profile.models.value.find((m) => m.id === s.table.model)!.seats.filter((n) => s.seats[String(n)] === undefined);

function awaiting(s: PbState): Actor[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'betting') {
    const seated = Object.entries(s.seats)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, p]) => p);
    const waiting = [...new Set([...seated, ...s.table.players, ...s.bets.map((b) => b.bettor)])].filter((p) => !s.ready.includes(p));
    if (waiting.length) return waiting.map((p) => ({ kind: 'player', player: p }));
    // Nobody known and nothing staked: nobody is awaited (a newcomer may sit down or bet).
    if (!s.bets.length && !s.dead) return [];
  }
  return [{ kind: 'dealer' }];
}

function timeoutAction(s: PbState): PbAction | null {
  switch (s.phase) {
    case 'betting':
      // An empty table has nothing to close (nobody is awaited either): the timer waits, it is not refused.
      return C.checkCloseBets(s, SYSTEM) ? null : { type: 'close-bets', by: SYSTEM };
    case 'dealing':
      return { type: 'deal', by: SYSTEM };
    case 'drawing':
      return due(s) ? { type: 'draw', by: SYSTEM } : null;
    case 'result':
      return { type: 'announce', by: SYSTEM };
    default:
      return null;
  }
}

function bets(p: PuntoBancaProfile): BetInfo[] {
  const b = p.banca.value;
  const out: BetInfo[] = [
    { id: 'punto', pays: '1:1', cite: '000 §07 V' },
    { id: 'banca', pays: b.mode === 'six-half' ? '1:1, 1:2 when banca wins with 6' : b.num === 0 ? '1:1' : `1:1 less ${(100 * b.num) / b.den}%`, cite: p.banca.cite },
  ];
  if (p.tie.value.offered) out.push({ id: 'tie', pays: `${p.tie.value.pays}:1`, cite: p.tie.cite });
  return out;
}

export const puntoBanca: Game<PuntoBancaProfile, PuntoBancaTable, PbState, PbAction, PbEvent, PbCarry> = {
  id: 'punto-banca',
  family: 'baccarat',
  profiles: profileSetFromDir(puntoBancaProfileSchema, profilesDir),
  tableSchema: puntoBancaTableSchema,
  defaultTable: (p) => {
    const minBet = p.bancaStakeMultiple.value > 1000 ? p.bancaStakeMultiple.value : 1000;
    const mult = p.maxMultiples.value.length ? Math.max(...p.maxMultiples.value) : 100;
    return { model: p.models.value[0]!.id, minBet, maxBet: minBet * mult, tieMin: minBet, tieMax: minBet * mult, multiplesOfMin: false, seats: {}, players: [], shuffler: false };
  },
  /** The table model's numbered seats (000 §07 II.3: no 13, so the highest number is the count of boxes), one per player. */
  tableSeats: (p, t) => ({ boxes: Math.max(...(p.models.value.find((m) => m.id === t.model) ?? p.models.value[0]!).seats), maxBoxesPerPlayer: 1 }),
  actionSchema: pbActionSchema,
  bets,
  create,
  randomize: (s, a, rng) => (a.type === 'shuffler-failure' ? randomizeFailure(s, a, rng) : a),
  randomFields: ['order', 'cut', 'salt'],
  seating: {
    sit: (box, by) => ({ type: 'sit', box, by }),
    leave: (box, by) => ({ type: 'leave', box, by }),
    present: (t, players) => ({ ...t, players: [...players] }),
  },
  shoes: (s) => [s.shoe],
  legalActions,
  apply: pbReducer.apply,
  timeoutAction,
  awaiting,
  view: viewPb,
  isOver: (s) => s.phase === 'over',
  settlement: settlePb,
  carry: (s) => ({
    shoe: s.shoe,
    seats: s.seats,
    shoeHolder: s.shoeHolder,
    holderDealt: s.holderDealt,
    salutes: s.salutes,
    refusals: s.refusals,
    pending: s.lastCoup ? [] : s.pending,
    deadCards: s.lastCoup ? [] : s.deadCards,
    coupNo: s.coupNo,
  }),
  version: (s) => s.v,
  // 000 GP3.1.a: a card table announces its last three hands at closing time.
  closing: (p) => lastRounds(3, 'last-three-hands', closingCite(p.seed)),
  chips: pbReducer.chips,
  get tools() {
    return puntoBancaTools(puntoBanca);
  },
};
