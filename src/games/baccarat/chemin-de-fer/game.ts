/**
 * @module games/baccarat/chemin-de-fer/game
 * Chemin de fer (000 §08, 001 §07) on the Game contract: several players at one table, one of them the banker.
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
import { bankCell, puntoCell } from '../core/tableau.js';
import * as Assoc from './association.js';
import * as Bank from './bank.js';
import { partsOf, standingBank } from './bank-chips.js';
import * as Bet from './betting.js';
import type { CdfEvent, Handler } from './handler.js';
import * as Irr from './irregular.js';
import * as Lists from './lists.js';
import * as Play from './play.js';
import { cheminProfileSchema, cheminTableSchema, type CheminProfile, type CheminTable } from './profile.js';
import { bankMax, bankerHasNatural, bankerTwo, puntoThirdValue, puntoTwo, seatOf } from './rules.js';
import * as Seats from './seats.js';
import { cdfChips, settleCdf } from './settle.js';
import type { CdfAction, CdfCarry, CdfState } from './state.js';
import { viewCdf } from './view.js';
import { cheminTools } from './tools.js';

const HANDLERS: { [T in CdfAction['type']]: Handler<T> } = {
  sit: Seats.sit,
  leave: Seats.leave,
  'take-bank': Bank.takeBank,
  'decline-bank': Bank.declineBank,
  bid: Bank.bid,
  'close-offer': Bank.closeOffer,
  'close-auction': Bank.closeAuction,
  'raise-bank': Bank.raiseBank,
  garage: Bank.garage,
  'pass-bank': Bank.passBank,
  banco: Bet.banco,
  'banco-suivi': Bet.bancoSuivi,
  'lift-cards': Bet.liftCards,
  associate: Assoc.associate,
  'accept-associate': Assoc.acceptAssociate,
  'refuse-associate': Assoc.refuseAssociate,
  'join-list': Lists.joinList,
  'leave-list': Lists.leaveList,
  'ask-seat-change': Lists.askSeatChange,
  'player-absent': Bank.playerAbsent,
  'avec-la-table': Bet.avecLaTable,
  complete: Bet.complete,
  punto: Bet.punto,
  withdraw: Bet.withdraw,
  done: Bet.done,
  'close-bets': Bet.closeBets,
  deal: Play.deal,
  show: Play.show,
  carte: Play.carte,
  non: Play.non,
  'ask-advice': Play.askAdvice,
  'ask-table': Play.askTable,
  'give-card': Play.giveCard,
  'refuse-card': Play.refuseCard,
  draw: Play.drawThird,
  announce: Play.announce,
  'early-cards': Bet.earlyCards,
  'discard-early-cards': Bet.discardEarlyCards,
  'stuck-cards': Irr.stuckCards,
  'card-on-floor': Irr.cardOnFloor,
  'exposed-card': Irr.exposedCard,
  'wrong-card-call': Irr.wrongCardCall,
  'fifth-card': Irr.fifthCard,
  'banker-overdealt': Irr.bankerOverdealt,
  'two-cards': Irr.twoCards,
  'card-in-basket': Irr.cardInBasket,
  'banker-shows-early': Irr.bankerShowsEarly,
  'cards-in-basket-unseen': Irr.cardsInBasketUnseen,
  'outside-advice': Irr.outsideAdvice,
};

const reducer = makeReducer<CdfState, CdfAction, CdfEvent>({
  rules: HANDLERS,
  unknown: unknownAction('chemin'),
  /** A new stage of the bank or a new phase waits for everyone again. */
  after: awaitAgainWhen((x, y) => y.phase !== x.phase || y.stage !== x.stage),
  chips: cdfChips,
});

const amount = z.number().int().positive();
export const cdfActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), box: z.number().int().positive() }),
  z.object({ type: z.literal('leave'), box: z.number().int().positive().optional() }),
  ...(['decline-bank', 'close-offer', 'close-auction', 'pass-bank', 'banco', 'avec-la-table', 'complete', 'withdraw', 'done', 'close-bets', 'deal', 'show', 'carte', 'non', 'ask-advice', 'ask-table', 'give-card', 'refuse-card', 'draw', 'announce', 'discard-early-cards', 'stuck-cards', 'card-on-floor', 'fifth-card', 'banker-shows-early', 'banco-suivi', 'lift-cards', 'accept-associate', 'refuse-associate', 'join-list', 'leave-list', 'ask-seat-change', 'player-absent'] as const).map((t) => z.object({ type: z.literal(t) })),
  ...(['take-bank', 'bid', 'raise-bank', 'garage', 'punto', 'associate'] as const).map((t) => z.object({ type: z.literal(t), amount })),
  z.object({ type: z.literal('early-cards'), count: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('exposed-card'), hand: z.enum(['punto', 'banker']), index: z.number().int().min(0).max(1), who: z.enum(['croupier', 'banker']) }),
  z.object({ type: z.literal('wrong-card-call'), cards: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('banker-overdealt'), extra: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('two-cards'), to: z.enum(['punto', 'banker']) }),
  z.object({ type: z.literal('card-in-basket'), which: z.enum(['punto-first-two', 'punto-third']) }),
  z.object({ type: z.literal('cards-in-basket-unseen'), side: z.enum(['punto', 'banker']) }),
  z.object({ type: z.literal('outside-advice'), to: z.enum(['punto', 'banker']) }),
]);

export function validateCdfTable(p: CheminProfile, t: CheminTable): void {
  if (t.bankMin < t.puntoMin) throw new ConfigError('chemin/bad-bank-minimum', `the bank minimum may not be below the punto minimum (${p.bankMaxMultiple.cite})`);
  if (p.bankMaxMultiple.value !== null && !t.unlimitedBank && t.bankMin > p.bankMaxMultiple.value * t.puntoMin) throw new ConfigError('chemin/bad-bank-minimum', 'the bank minimum is above the bank maximum');
  for (const k of Object.keys(t.seats)) if (!p.seats.value.includes(Number(k))) throw new ConfigError('chemin/no-such-seat', `the table has no seat ${k}`);
}

function create(input: RoundInput<CheminProfile, CheminTable, CdfCarry>): { state: CdfState; events: CdfEvent[] } {
  const { profile, table, carry, rng, stack } = input;
  validateCdfTable(profile, table);
  const sh = shoeForCoup(carry?.shoe ?? null, profile.shoe, rng, 6, stack);
  const base: CdfState = {
    v: 0,
    roundNo: input.roundNo ?? (carry ? carry.coupNo + 1 : 1),
    coupNo: (carry?.coupNo ?? 0) + 1,
    profile,
    table,
    phase: 'bank',
    seats: carry ? carry.seats : table.seats,
    lists: { ...Lists.EMPTY_LISTS, ...carry?.lists, ...(sh.fresh ? { shoeCoups: 0 } : {}) },
    associationOffers: [],
    bankShares: [],
    cardsLifted: false,
    bancoSuiviAtOpen: carry?.bancoSuivi ?? null,
    ready: [],
    refusals: carry?.refusals ?? {},
    shoe: sh.shoe,
    lastCoup: false,
    stage: null,
    offerQueue: [],
    bids: [],
    passed: carry?.passed ?? null,
    banker: null,
    bankStaked: 0,
    bankChips: [],
    declared: [],
    accepted: [],
    seq: 0,
    puntoHolder: null,
    bancoSuivi: carry?.bancoSuivi ?? null,
    lastBanco: carry?.lastBanco ?? null,
    cardsRight: carry?.cardsRight ?? null,
    earlyCards: [],
    punto: [],
    bankerCards: [],
    pendingFifth: null,
    puntoShown: false,
    bankerShown: false,
    puntoOverride: null,
    bankerOverride: null,
    puntoSaid: null,
    bankerSaid: null,
    puntoForgot: false,
    tableMode: 'free',
    bankerMayShow: true,
    forfeit: null,
    withdrawOpen: false,
    exposed: { punto: [], banker: [] },
    puntoAdvised: false,
    croupierAdvised: false,
    basketThird: false,
    result: null,
  };
  const events: CdfEvent[] = [...(sh.events as CdfEvent[]), { type: 'coup-opened', coupNo: base.coupNo }];
  // Vacant seats go to the lists: the seat changes asked for when a shoe ends, the waiting list (000 §08 IV).
  const seated = Lists.fillVacancies(base, events);
  const b = carry?.banker ?? null;
  if (b) {
    const seat = seatOf(seated, b.player);
    // The bank stands on the table from the last coup (bank-chips.ts): nothing is staked for it now.
    const banker = { ...b, seat, associates: b.associates ?? [] };
    const state: CdfState = { ...seated, phase: 'betting', banker, bankStaked: 0, bankChips: partsOf(banker) };
    events.push({ type: 'bank-announced', player: b.player, bank: b.bank, cite: citeOf(profile, 'stakes') });
    return { state, events };
  }
  return { state: Bank.openBank(seated, events), events };
}

const candidates = (s: CdfState, by: Actor): CdfAction[] => {
  const out: Record<string, unknown>[] = [];
  if (by.kind === 'player') {
    for (const n of s.profile.seats.value) if (s.seats[String(n)] === undefined) out.push({ type: 'sit', box: n });
    out.push({ type: 'leave', box: seatOf(s, by.player) });
    out.push(
      ...['decline-bank', 'pass-bank', 'banco', 'banco-suivi', 'lift-cards', 'accept-associate', 'refuse-associate', 'join-list', 'leave-list', 'ask-seat-change', 'avec-la-table', 'complete', 'withdraw', 'done', 'show', 'carte', 'non', 'ask-advice', 'ask-table', 'give-card', 'refuse-card'].map((type) => ({ type })),
    );
  } else out.push(...['close-offer', 'close-auction', 'close-bets', 'deal', 'draw', 'announce', 'player-absent'].map((type) => ({ type })));
  return out.map((a) => ({ ...a, by }) as CdfAction);
};

const IRREGULAR: Record<string, unknown>[] = [
  { type: 'early-cards', count: 1 },
  { type: 'discard-early-cards' },
  { type: 'stuck-cards' },
  { type: 'card-on-floor' },
  ...(['croupier', 'banker'] as const).flatMap((who) => [0, 1].map((index) => ({ type: 'exposed-card', hand: 'punto', index, who }))),
  { type: 'exposed-card', hand: 'banker', index: 0, who: 'croupier' },
  { type: 'wrong-card-call', cards: 1 },
  { type: 'wrong-card-call', cards: 2 },
  { type: 'fifth-card' },
  { type: 'banker-overdealt', extra: 1 },
  { type: 'two-cards', to: 'punto' },
  { type: 'two-cards', to: 'banker' },
  { type: 'card-in-basket', which: 'punto-first-two' },
  { type: 'card-in-basket', which: 'punto-third' },
  { type: 'banker-shows-early' },
  { type: 'cards-in-basket-unseen', side: 'punto' },
  { type: 'cards-in-basket-unseen', side: 'banker' },
  { type: 'outside-advice', to: 'punto' },
  { type: 'outside-advice', to: 'banker' },
];

function legalActions(s: CdfState, by: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  for (const a of candidates(s, by)) {
    if (reducer.check(s, a)) continue;
    const { by: _by, ...rest } = a;
    out.push(rest as LegalAction);
  }
  if (by.kind === 'player') {
    const max = Math.min(bankMax(s), Number.MAX_SAFE_INTEGER);
    const ranged: [CdfAction['type'], number, number][] = [
      ['take-bank', s.stage === 'forced' ? s.table.bankMin : Bank.minBank(s), s.stage === 'forced' ? s.table.bankMin : max],
      ['bid', s.table.bankMin, max],
      ['raise-bank', 1, max - (s.banker?.bank ?? 0)],
      ['garage', 1, s.banker?.winnings ?? 0],
      ['punto', s.table.puntoMin, s.banker?.bank ?? 0],
      ['associate', 1, max - (s.banker?.bank ?? 0)],
    ];
    for (const [type, min, maxA] of ranged) {
      if (maxA < min) continue;
      if (!reducer.check(s, { type, by, amount: min } as CdfAction)) out.push({ type, amount: { min, max: maxA, step: 1 } });
    }
    return out;
  }
  for (const a of IRREGULAR) if (!reducer.check(s, { ...a, by } as CdfAction)) out.push({ ...(a as { type: string }), optional: true });
  return out;
}

function awaiting(s: CdfState): Actor[] {
  const p = (id: string | null | undefined): Actor[] => (id ? [player(id)] : []);
  const everyone = () =>
    [...new Set([...Object.entries(s.seats).sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x), ...s.table.players, ...(s.banker ? [s.banker.player] : []), ...s.declared.map((d) => d.player), ...s.bids.map((b) => b.player)])].filter(
      (x) => !s.ready.includes(x),
    );
  // Nobody known: nobody is awaited (a newcomer may sit down, take the bank or stake).
  const orDealer = (list: string[]): Actor[] => (list.length ? list.map((x) => player(x)) : s.banker || s.bids.length || Object.keys(s.seats).length ? [DEALER] : []);
  switch (s.phase) {
    case 'bank':
      if (s.stage === 'offer' || s.stage === 'forced') return p(s.seats[String(s.offerQueue[0])]);
      if (s.stage === 'retake') return p(s.passed?.player);
      return orDealer(everyone());
    case 'betting': {
      // Everyone at the table has answered: the croupier closes the bets — a coup with its stakes, or, when nobody
      // staked, no coup (close-bets: every chip back, the bank stands for the next coup, where all are asked again).
      // Before, nobody was awaited once all had said "done" with nothing staked, and a table whose bank was taken by
      // auction (betting already closed for the server) waited for ever.
      const w = everyone();
      return w.length ? w.map((x) => player(x)) : [DEALER];
    }
    case 'punto':
      return p(s.puntoHolder);
    case 'announcement-error':
    case 'banker':
      return p(s.banker?.player);
    case 'punto-card':
      return bankerHasNatural(s) && s.bankerMayShow ? p(s.banker?.player) : [DEALER];
    case 'over':
      return [];
    default:
      return [DEALER];
  }
}

/** The action a timer takes: the rules' default (decline an offer; the punto's rule with the croupier's advice on 5; the table). */
function timeoutAction(s: CdfState): CdfAction | null {
  const as = (id: string | null | undefined) => (id ? player(id) : SYSTEM);
  switch (s.phase) {
    case 'bank':
      if (s.stage === 'standing') return { type: 'close-offer', by: SYSTEM };
      if (s.stage === 'auction') return { type: 'close-auction', by: SYSTEM };
      if (s.stage === 'forced') return { type: 'decline-bank', by: as(s.seats[String(s.offerQueue[0])]) };
      return { type: 'decline-bank', by: as(s.stage === 'retake' ? s.passed?.player : s.seats[String(s.offerQueue[0])]) };
    case 'betting':
      return { type: 'close-bets', by: SYSTEM };
    case 'deal':
      return { type: 'deal', by: SYSTEM };
    case 'punto': {
      const cell = puntoCell(s.profile.puntoRule.value, puntoTwo(s));
      const by = as(s.puntoHolder);
      return cell === 'N' ? { type: 'show', by } : cell === 'T' || (cell === 'O' && s.profile.adviceAtFive.value === 'draw') ? { type: 'carte', by } : { type: 'non', by };
    }
    case 'announcement-error':
      return { type: puntoCell(s.profile.puntoRule.value, puntoTwo(s)) === 'T' ? 'give-card' : 'refuse-card', by: as(s.banker?.player) };
    case 'punto-card':
      return bankerHasNatural(s) && s.bankerMayShow ? { type: 'show', by: as(s.banker?.player) } : { type: 'draw', by: SYSTEM };
    case 'banker': {
      const by = as(s.banker?.player);
      if (bankerHasNatural(s) && s.bankerMayShow) return { type: 'show', by };
      const bt = bankerTwo(s);
      if (bt >= 8) return { type: 'non', by };
      const must = Play.bankerMust(s);
      const cell = must ?? bankCell(s.profile.bankTable.value, bt, s.punto.length > 2 ? puntoThirdValue(s) : null);
      return { type: cell === 'T' ? 'carte' : 'non', by };
    }
    case 'banker-card':
      return { type: 'draw', by: SYSTEM };
    case 'result':
      return { type: 'announce', by: SYSTEM };
    default:
      return null;
  }
}

function bets(p: CheminProfile): BetInfo[] {
  const f = p.cagnotte.value;
  return [
    { id: 'punto', pays: '1:1 (against the banker)', cite: citeOf(p, 'stakes') },
    { id: 'banco', pays: '1:1, the whole bank', cite: citeOf(p, 'bank') },
    { id: 'avec-la-table', pays: '1:1, half the bank', cite: citeOf(p, 'stakes') },
    { id: 'bank', pays: `1:1 less a cagnotte of ${(100 * f.num) / f.den}% of the win`, cite: p.cagnotte.cite },
  ];
}

/**
 * What a voided coup leaves (`Game.voidCarry`): the bank that stood before it stands again as it stood, while its
 * chips are still on the table; a bank taken back in the voided coup (garaged or passed) stays taken back, and the
 * hand is then offered again as after a voluntary pass. The coup's own stakes come back; the shoe goes on from where
 * the coup left it (its cards are not dealt again). A coup that cannot be rebuilt leaves the table as it was.
 */
export function cdfVoidCarry(carryIn: CdfCarry | null, s: CdfState | null): CdfCarry | null {
  if (s === null) return carryIn;
  const next = cheminDeFer.carry(s);
  const stood = partsOf(carryIn?.banker ?? null);
  const onTable = (p: string) => s.bankChips.filter((x) => x.player === p).reduce((t, x) => t + x.amount, 0);
  const b = carryIn?.banker ?? null;
  if (b && stood.every((x) => onTable(x.player) >= x.amount)) return { ...next, banker: b, passed: null, bancoSuivi: carryIn!.bancoSuivi, lastBanco: carryIn!.lastBanco, cardsRight: carryIn!.cardsRight, refusals: carryIn!.refusals };
  const passed = b ? { player: b.player, seat: b.seat, bank: b.bank, voluntary: true, associates: b.associates.map((x) => x.player) } : (carryIn?.passed ?? null);
  return { ...next, banker: null, passed, bancoSuivi: carryIn?.bancoSuivi ?? null, lastBanco: carryIn?.lastBanco ?? null, cardsRight: carryIn?.cardsRight ?? null, refusals: carryIn?.refusals ?? {} };
}

const profilesDir = fileURLToPath(new URL('../profiles/chemin-de-fer', import.meta.url));

export const cheminDeFer: Game<CheminProfile, CheminTable, CdfState, CdfAction, CdfEvent, CdfCarry> = {
  id: 'chemin-de-fer',
  family: 'baccarat',
  profiles: profileSetFromDir(cheminProfileSchema, profilesDir),
  tableSchema: cheminTableSchema,
  defaultTable: () => ({ puntoMin: 1000, bankMin: 1000, unlimitedBank: false, seats: {}, players: [] }),
  /** The numbered seats of the profile's `seats` (cited there), one per player. */
  tableSeats: (p) => ({ boxes: Math.max(...p.seats.value), maxBoxesPerPlayer: 1 }),
  actionSchema: cdfActionSchema,
  bets,
  create,
  legalActions,
  apply: reducer.apply,
  // 000 §08 VII: no coup with fewer seated players than the profile's minimum (as the close of bets counts them).
  playersNeeded: (s) => {
    const seated = Object.keys(s.seats).length;
    return seated < s.profile.minPlayers.value ? { needed: s.profile.minPlayers.value, seated: [seated], cite: s.profile.minPlayers.cite } : null;
  },
  seating: {
    sit: (box, by) => ({ type: 'sit', box, by }),
    leave: (box, by) => ({ type: 'leave', box, by }),
    present: (t, players) => ({ ...t, players: [...players] }),
  },
  shoes: (s) => [s.shoe],
  timeoutAction,
  awaiting,
  view: viewCdf,
  isOver: (s) => s.phase === 'over',
  settlement: settleCdf,
  standing: standingBank,
  voidCarry: cdfVoidCarry,
  carry: (s) => ({
    shoe: s.shoe,
    seats: s.seats,
    banker: s.banker,
    passed: s.banker ? null : s.passed,
    bancoSuivi: s.bancoSuivi,
    lastBanco: s.lastBanco,
    cardsRight: s.cardsRight,
    refusals: s.refusals,
    coupNo: s.coupNo,
    lists: s.lists,
  }),
  version: (s) => s.v,
  // 000 GP3.1.a: a card table announces its last three hands at closing time.
  closing: (p) => lastRounds(3, 'last-three-hands', closingCite(p.seed)),
  // 000 §08 IV, 001 §07 IV: "a player may not occupy seats at more than one table at the same time" (the seats rule).
  oneTableAtATime: (p) => citeOf(p, 'seats'),
  chips: reducer.chips,
  get tools() {
    return cheminTools(cheminDeFer);
  },
};
