/**
 * @module games/baccarat/deux-tableaux/game
 * Baccarat à deux tableaux (000 §09, 001 §08) on the Game contract: one banker, two tableaux, limited or free bank.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BetInfo, Game, LegalAction, RoundInput } from '../../../core/contract.js';
import { closingCite, lastRounds } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import { DEALER, SYSTEM, player, type Actor } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { profileSetFromDir } from '../../../rules/profile-set.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { awaitAgainWhen } from '../core/handler.js';
import { shoeForCoup } from '../core/shoe-setup.js';
import { puntoCell } from '../core/tableau.js';
import * as Bank from './bank.js';
import * as Bet from './betting.js';
import type { DtEvent, DtHandler } from './handler.js';
import * as Irr from './irregular.js';
import * as Play from './play.js';
import { deuxProfileSchema, deuxTableSchema, type DeuxProfile, type DeuxTable } from './profile.js';
import { bankerNatural, nextInTab, seatOf, tabSeats, tabTwo } from './rules.js';
import { standingBank } from './bank-chips.js';
import * as Seats from './seats.js';
import * as Session from './session.js';
import { dtChips, settleDt } from './settle.js';
import type { DtAction, DtCarry, DtState, Tab } from './state.js';
import { viewDt } from './view.js';
import { deuxTools } from './tools.js';

const H: { [T in DtAction['type']]: DtHandler<T> } = {
  sit: Seats.sit,
  leave: Seats.leave,
  'award-bank': Bank.awardBank,
  'take-bank': Bank.takeBank,
  bid: Bank.bid,
  'close-auction': Bank.closeAuction,
  'leave-bank': Bank.leaveBank,
  redeposit: Bank.redeposit,
  'open-session': Session.openSession,
  'close-session': Session.closeSession,
  stake: Bet.stake,
  banco: Bet.banco,
  withdraw: Bet.withdraw,
  done: Bet.done,
  'close-bets': Bet.closeBets,
  deal: Play.deal,
  show: Play.show,
  carte: Play.carte,
  non: Play.non,
  'ask-table': Play.askTable,
  draw: Play.draw,
  announce: Play.announce,
  'early-cards': Bet.earlyCards,
  'discard-early-cards': Bet.discardEarlyCards,
  'stuck-cards': Irr.stuckCards,
  'card-on-floor': Irr.cardOnFloor,
  'wrong-holder': Irr.wrongHolder,
  'cards-lost': Irr.cardsLost,
  'cards-thrown-unseen': Irr.cardsThrownUnseen,
  'wrong-card': Irr.wrongCard,
  'exposed-cards': Irr.exposedCards,
  'wrong-point': Irr.wrongPoint,
};

const reducer = makeReducer<DtState, DtAction, DtEvent>({
  rules: H,
  unknown: unknownAction('deux-tableaux'),
  /** The free bank's session gate first (session.ts). */
  gate: Session.sessionGate,
  /** A new phase waits for everyone again. */
  after: awaitAgainWhen((x, y) => y.phase !== x.phase),
  chips: dtChips,
});

const tabEnum = z.union([z.literal(1), z.literal(2)]);
const hand = z.enum(['tableau-1', 'tableau-2', 'banker']);
export const dtActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), box: z.number().int().positive() }),
  z.object({ type: z.literal('leave'), box: z.number().int().positive().optional() }),
  ...(['take-bank', 'leave-bank', 'banco', 'withdraw', 'done', 'deal', 'show', 'carte', 'non', 'ask-table', 'draw', 'announce', 'discard-early-cards', 'stuck-cards', 'card-on-floor'] as const).map((t) => z.object({ type: z.literal(t) })),
  z.object({ type: z.literal('award-bank'), player: z.string().min(1), amount: z.number().int().positive() }),
  z.object({ type: z.literal('bid'), amount: z.number().int().positive() }),
  z.object({ type: z.literal('redeposit'), amount: z.number().int().positive(), newShoe: z.boolean().optional() }),
  z.object({ type: z.literal('open-session'), day: z.string().min(1) }),
  z.object({ type: z.literal('close-session') }),
  z.object({ type: z.literal('close-auction'), lot: z.number().int().min(0).optional() }),
  z.object({ type: z.literal('close-bets'), lot: z.number().int().min(0).optional() }),
  z.object({ type: z.literal('stake'), tableau: z.union([tabEnum, z.literal('both')]), amount: z.number().int().positive(), line: z.boolean().optional(), spot: z.enum(['beside-banker', 'beside-croupier']).optional() }),
  z.object({ type: z.literal('early-cards'), count: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('wrong-holder'), tableau: tabEnum, player: z.string().min(1) }),
  z.object({ type: z.literal('cards-lost'), hand }),
  z.object({ type: z.literal('cards-thrown-unseen'), hand }),
  z.object({ type: z.literal('wrong-card'), to: tabEnum }),
  z.object({ type: z.literal('exposed-cards'), tableau: tabEnum }),
  z.object({ type: z.literal('wrong-point') }),
]);

export function validateDtTable(p: DeuxProfile, t: DeuxTable): void {
  if (t.bankMax < t.bankMin || t.maxStake < t.minStake) throw new ConfigError('deux-tableaux/bad-limits', 'a maximum below its minimum');
  if (t.minStake % t.unit !== 0) throw new ConfigError('deux-tableaux/bad-unit', 'the minimum stake is a whole number of betting units');
  const n = 2 * p.seatsPerTableau.value;
  for (const k of Object.keys(t.seats)) if (!(Number(k) >= 1 && Number(k) <= n)) throw new ConfigError('deux-tableaux/no-such-seat', `the table has no seat ${k}`);
  Session.validateFreeBankTable(p, t);
}

function create(input: RoundInput<DeuxProfile, DeuxTable, DtCarry>): { state: DtState; events: DtEvent[] } {
  const { profile, table, carry, rng, stack } = input;
  validateDtTable(profile, table);
  // 000 §09 V.1: a bank given up and taken again starts a new shoe.
  const forceNew = carry !== null && ((carry.banker === null && carry.offer !== null) || carry.changeShoe === true) && !carry.shoe.cutCardOut;
  const sh = shoeForCoup(carry ? (forceNew ? { ...carry.shoe, cutCardOut: true } : carry.shoe) : null, profile.shoe, rng, 9, stack);
  const base: DtState = {
    v: 0,
    roundNo: input.roundNo ?? (carry ? carry.coupNo + 1 : 1),
    coupNo: (carry?.coupNo ?? 0) + 1,
    shoeCoups: sh.fresh ? 0 : (carry?.shoeCoups ?? 0),
    profile,
    table,
    phase: 'bank',
    seats: carry ? carry.seats : table.seats,
    ready: [],
    shoe: sh.shoe,
    lastCoup: false,
    closed: false,
    session: null,
    sessionBlock: null,
    changeShoe: false,
    banker: null,
    bankStaked: 0,
    bankChips: 0,
    offer: carry?.offer ?? null,
    bids: [],
    barred: sh.fresh ? [] : (carry?.barred ?? []),
    declared: [],
    accepted: [],
    seq: 0,
    rotation: [null, null],
    holders: [null, null],
    banco: null,
    bancoRepeat: carry?.bancoRepeat ?? null,
    owed: carry?.owed ?? [null, null],
    earlyCards: [],
    pending: [],
    hands: [[], []],
    bankerCards: [],
    turn: 0,
    said: [null, null],
    lostShow: [false, false],
    tabVoid: [false, false],
    tabZero: [false, false],
    bankerZero: false,
    bankerShown: false,
    bankerMayShow: true,
    tableAsked: false,
    bankerErred: false,
    result: null,
  };
  const keep = (t: 0 | 1) => {
    const r = carry?.rotation[t] ?? null;
    return r !== null && base.seats[String(r)] !== undefined ? r : nextInTab(base, t, r);
  };
  const sess = Session.sessionForCoup(profile, table, carry?.session, sh.shoe.shoeNo);
  const st: DtState = { ...base, rotation: [keep(0), keep(1)], session: sess.session, sessionBlock: sess.block };
  const events: DtEvent[] = [...(sh.events as DtEvent[]), { type: 'coup-opened', coupNo: st.coupNo, mode: table.mode }, ...sess.events];
  const b = carry?.banker ?? null;
  // The free bank's session does not allow play: the inspector opens or closes a session (session.ts).
  // The bank stands on the table from the last coup (bank-chips.ts): nothing is staked for it now.
  const chips = b?.bank ?? 0;
  if (sess.block) return { state: { ...st, banker: b, bankChips: chips }, events };
  if (b && b.bank > 0) {
    events.push({ type: 'bank-announced', player: b.player, amount: b.bank, cite: citeOf(profile, 'stakes') });
    return { state: { ...st, phase: 'betting', banker: b, bankStaked: 0, bankChips: chips }, events };
  }
  if (b) events.push({ type: 'bank-jumped', player: b.player, note: 'a new deposit at least equal to the first, or the bank is given up' });
  else if (st.offer !== null) events.push({ type: 'bank-offered', amount: st.offer, cite: citeOf(profile, 'bank-offer') });
  return { state: { ...st, banker: b }, events };
}

const everyone = (s: DtState): string[] =>
  [...new Set([...Object.entries(s.seats).sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x), ...s.table.players, ...(s.banker ? [s.banker.player] : []), ...s.declared.map((d) => d.player), ...s.bids.map((b) => b.player)])].filter(
    (x) => !s.ready.includes(x),
  );
/** Players still to answer, else the croupier when there is anything to close; nobody at an empty table. */
const orDealer = (s: DtState, list: string[]): Actor[] => (list.length ? list.map((x) => player(x)) : s.banker || s.bids.length || Object.keys(s.seats).length ? [DEALER] : []);

function legalActions(s: DtState, by: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  const ok = (a: Record<string, unknown>) => !reducer.check(s, { ...a, by } as DtAction);
  if (by.kind === 'player') {
    for (let n = 1; n <= 2 * s.profile.seatsPerTableau.value; n++) if (ok({ type: 'sit', box: n })) out.push({ type: 'sit', box: n });
    if (ok({ type: 'leave' })) out.push({ type: 'leave', box: seatOf(s, by.player) });
    for (const type of ['take-bank', 'leave-bank', 'banco', 'withdraw', 'done', 'show', 'carte', 'non', 'ask-table']) if (ok({ type })) out.push({ type });
    const maxStake = s.table.mode === 'free' ? Number.MAX_SAFE_INTEGER : s.table.maxStake;
    for (const tableau of [1, 2, 'both'] as const) {
      const min = tableau === 'both' ? 2 * s.table.minStake : s.table.minStake;
      const max = tableau === 'both' ? 2 * maxStake : maxStake;
      if (ok({ type: 'stake', tableau, amount: min })) out.push({ type: 'stake', tableau, amount: { min, max: Math.min(max, Number.MAX_SAFE_INTEGER), step: s.table.unit } });
    }
    if (ok({ type: 'bid', amount: s.table.bankMin })) out.push({ type: 'bid', amount: { min: s.table.bankMin, max: s.table.mode === 'free' ? Number.MAX_SAFE_INTEGER : s.table.bankMax, step: 1 } });
    if (s.banker && ok({ type: 'redeposit', amount: s.banker.initial })) out.push({ type: 'redeposit', amount: { min: s.banker.initial, max: Number.MAX_SAFE_INTEGER, step: 1 } });
    return out;
  }
  // The croupier plays a tableau nobody holds by the rule; his normal steps come first.
  if (s.phase === 'speak' && s.holders[s.turn] === null) {
    const t = timeoutAction(s);
    if (t) out.push({ type: t.type });
  }
  for (const type of ['close-auction', 'close-bets', 'deal', 'draw', 'announce']) if (ok({ type, lot: 0 })) out.push({ type });
  if (ok({ type: 'close-session' })) out.push({ type: 'close-session', ...(s.sessionBlock ? {} : { optional: true }) });
  const day = s.session?.count !== undefined && s.session.count >= s.profile.freeBank.value.sessionsPerDay ? `${s.session.day}+1` : (s.session?.day ?? '');
  if (s.session && ok({ type: 'open-session', day })) out.push({ type: 'open-session', day });
  const optional: Record<string, unknown>[] = [
    { type: 'early-cards', count: 1 },
    { type: 'discard-early-cards' },
    { type: 'stuck-cards' },
    { type: 'card-on-floor' },
    { type: 'cards-lost', hand: 'tableau-1' },
    { type: 'cards-lost', hand: 'tableau-2' },
    { type: 'cards-lost', hand: 'banker' },
    { type: 'cards-thrown-unseen', hand: 'tableau-1' },
    { type: 'cards-thrown-unseen', hand: 'tableau-2' },
    { type: 'cards-thrown-unseen', hand: 'banker' },
    { type: 'wrong-card', to: 1 },
    { type: 'wrong-card', to: 2 },
    { type: 'exposed-cards', tableau: 1 },
    { type: 'exposed-cards', tableau: 2 },
    { type: 'wrong-point' },
  ];
  for (const a of optional) if (ok(a)) out.push({ ...(a as { type: string }), optional: true });
  if (s.phase === 'bank' && s.banker === null)
    for (const p of everyone(s)) if (ok({ type: 'award-bank', player: p, amount: s.table.bankMin })) out.push({ type: 'award-bank', player: p, amount: { min: s.table.bankMin, max: s.table.bankMax, step: 1 }, optional: true });
  return out;
}

function awaiting(s: DtState): Actor[] {
  const one = (id: string | null | undefined): Actor[] => (id ? [player(id)] : [DEALER]);
  switch (s.phase) {
    case 'bank':
      if (s.sessionBlock) return [DEALER];
      if (s.banker) return one(s.banker.player);
      return orDealer(s, everyone(s));
    case 'betting': {
      const w = everyone(s);
      // Everyone has answered: the croupier closes the bets (with no stake, no coup), as chemin de fer.
      return w.length ? w.map((x) => player(x)) : [DEALER];
    }
    case 'speak':
      return one(s.holders[s.turn]);
    case 'card':
      return bankerNatural(s) && s.bankerMayShow && !s.bankerShown ? one(s.banker?.player) : [DEALER];
    case 'banker':
      return one(s.banker?.player);
    case 'over':
      return [];
    default:
      return [DEALER];
  }
}

function timeoutAction(s: DtState): DtAction | null {
  const as = (id: string | null | undefined): Actor => (id ? player(id) : SYSTEM);
  switch (s.phase) {
    case 'bank':
      if (s.sessionBlock) return s.sessionBlock === 'shoes' ? { type: 'close-session', by: SYSTEM } : null;
      return s.banker ? { type: 'leave-bank', by: as(s.banker.player) } : { type: 'close-auction', by: SYSTEM };
    case 'betting':
      return { type: 'close-bets', by: SYSTEM };
    case 'deal':
      return { type: 'deal', by: SYSTEM };
    case 'speak': {
      const cell = puntoCell(s.profile.puntoRule.value, tabTwo(s, s.turn));
      const by = as(s.holders[s.turn]);
      return cell === 'N' ? { type: 'show', by } : cell === 'T' ? { type: 'carte', by } : { type: 'non', by };
    }
    case 'card':
      return bankerNatural(s) && s.bankerMayShow && !s.bankerShown ? { type: 'show', by: as(s.banker?.player) } : { type: 'draw', by: SYSTEM };
    case 'banker': {
      const by = as(s.banker?.player);
      if (bankerNatural(s) && !s.bankerShown) return { type: 'show', by };
      return { type: Play.bankerMust(s) === 'T' ? 'carte' : 'non', by };
    }
    case 'banker-card':
      return { type: 'draw', by: SYSTEM };
    case 'result':
      return { type: 'announce', by: SYSTEM };
    default:
      return null;
  }
}

/** Draws the lot between equal offers or equal bancos (000 §09 IV–V) when the action needs one. */
function randomize(s: DtState, a: DtAction, rng: Parameters<NonNullable<Game['randomize']>>[2]): DtAction {
  if (a.type === 'close-auction' && a.lot === undefined && s.bids.length && Bank.bestBids(s).length > 1) return { ...a, lot: rng.int(Bank.bestBids(s).length) };
  if (a.type === 'close-bets' && a.lot === undefined && Bet.bancoCallers(s).length > 1) return { ...a, lot: rng.int(Bet.bancoCallers(s).length) };
  return a;
}

function bets(p: DeuxProfile): BetInfo[] {
  const c = p.cagnotte.value;
  return [
    { id: 'tableau-1', pays: '1:1 against the banker', cite: citeOf(p, 'stakes') },
    { id: 'tableau-2', pays: '1:1 against the banker', cite: citeOf(p, 'stakes') },
    { id: 'banco', pays: '1:1 on each tableau, the whole bank', cite: citeOf(p, 'play') },
    { id: 'bank', pays: `net win less ${(100 * c.limited.num) / c.limited.den}% (limited) or ${(100 * c.free.num) / c.free.den}% (free)`, cite: p.cagnotte.cite },
  ];
}

/**
 * What a voided coup leaves (`Game.voidCarry`): the bank that stood before it stands again as it stood, while its
 * chips are still on the table; a bank left in the voided coup stays left (on offer for its initial sum). The coup's
 * own stakes come back; the shoe goes on from where the coup left it. A coup that cannot be rebuilt leaves the table
 * as it was.
 */
export function dtVoidCarry(carryIn: DtCarry | null, s: DtState | null): DtCarry | null {
  if (s === null) return carryIn;
  const next = deuxTableaux.carry(s);
  const b = carryIn?.banker ?? null;
  const keep = { barred: carryIn?.barred ?? [], rotation: carryIn?.rotation ?? next.rotation, bancoRepeat: carryIn?.bancoRepeat ?? null, owed: carryIn?.owed ?? next.owed };
  if (b && s.banker?.player === b.player && s.bankChips >= b.bank) return { ...next, ...keep, banker: b, offer: null, closed: false };
  return { ...next, ...keep, banker: null, offer: b ? b.initial : (carryIn?.offer ?? null), closed: false };
}

const profilesDir = fileURLToPath(new URL('../profiles/deux-tableaux', import.meta.url));

export const deuxTableaux: Game<DeuxProfile, DeuxTable, DtState, DtAction, DtEvent, DtCarry> = {
  id: 'baccarat-deux-tableaux',
  family: 'baccarat',
  profiles: profileSetFromDir(deuxProfileSchema, profilesDir),
  tableSchema: deuxTableSchema,
  defaultTable: () => ({ mode: 'limited', minStake: 1000, maxStake: 100000, bankMin: 50000, bankMax: 1000000, unit: 100, seats: {}, players: [], freeBankTables: 1, sessionDay: 'day-1' }),
  /** Both tableaux: seats 1…n on the first, n+1…2n on the second (`seatsPerTableau`, cited there), one per player. */
  tableSeats: (p) => ({ boxes: 2 * p.seatsPerTableau.value, maxBoxesPerPlayer: 1 }),
  actionSchema: dtActionSchema,
  bets,
  create,
  legalActions,
  apply: reducer.apply,
  randomize,
  randomFields: ['lot'],
  // 000 §09 VII: no coup unless each tableau has its minimum of seated players (as the close of bets counts them).
  playersNeeded: (s) => {
    const perTab = [0, 1].map((t) => tabSeats(s, t as Tab).filter((n) => s.seats[String(n)] !== undefined).length);
    const need = s.profile.minPlayersPerTableau.value;
    return perTab.some((n) => n < need) ? { needed: need, seated: perTab, cite: s.profile.minPlayersPerTableau.cite } : null;
  },
  seating: {
    sit: (box, by) => ({ type: 'sit', box, by }),
    leave: (box, by) => ({ type: 'leave', box, by }),
    present: (t, players) => ({ ...t, players: [...players] }),
  },
  shoes: (s) => [s.shoe],
  timeoutAction,
  awaiting,
  view: viewDt,
  isOver: (s) => s.phase === 'over',
  settlement: settleDt,
  standing: standingBank,
  voidCarry: dtVoidCarry,
  carry: (s) => ({
    shoe: s.shoe,
    seats: s.seats,
    banker: s.closed ? null : s.banker,
    offer: s.closed ? null : s.banker ? null : s.offer,
    barred: s.barred,
    rotation: s.rotation,
    bancoRepeat: s.bancoRepeat,
    owed: s.owed,
    coupNo: s.coupNo,
    shoeCoups: s.shoeCoups,
    closed: s.closed,
    session: s.session,
    changeShoe: s.changeShoe,
  }),
  version: (s) => s.v,
  // 000 GP3.1.a: a card table announces its last three hands at closing time.
  closing: (p) => lastRounds(3, 'last-three-hands', closingCite(p.seed)),
  perCasino: Session.freeBankPerCasino,
  chips: reducer.chips,
  get tools() {
    return deuxTools(deuxTableaux);
  },
};
