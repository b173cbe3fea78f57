/**
 * @module games/machines/video-poker/game
 * One game of video poker (003 §4.6.1): the player stakes 1…maxCoins coins and the machine deals five cards from a
 * deck shuffled for this game (its order committed before the deal, revealed when the game ends); the player holds
 * any of the five and draws the others from the rest of the deck; the final hand is paid by the pay table, the
 * stake included. One player per game: the first stake takes the machine for the game. Left unfinished, the game is
 * completed standing on the dealt hand (no card replaced) — a documented choice; 003 does not say.
 * A win may be doubled where the profile offers it (003 §4.1.3, §4.6.1 "the amount won can also be doubled": the
 * `doubleUp` rule, games/machines/double-up/feature): the game then goes on in phase `doubling` until the player collects,
 * loses the win or reaches the cap on doublings, and settles the final amount only.
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import { frenchDeck } from '../../../cards/decks.js';
import type { Card } from '../../../cards/card.js';
import { shuffled, type Rng } from '../../../rng/rng.js';
import { reveal, stackedShoe, type ShoeEvent, type ShoeState } from '../../../shoe/shoe.js';
import { doubleUpActionSchemas, doubleUpLegal, doubleUpOver, doubleUpSteps, doubleUpView, gambleCards, startDoubleUp, type DoubleUp, type DoubleUpEvent, type DoubleUpRule, type GambleAction, type PickAction } from '../double-up/feature.js';
import { coinRange } from '../coins.js';
import { capWin, checkReturn, type WinCapped } from '../machine-profile.js';
import { drawsFit, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import { cardIndex } from './cards.js';
import type { HandKind } from './hand-kinds.js';
import { paysOf, type VpProfile, type VpTable } from './profile.js';
import { exactReturn } from './returns.js';

export type VpPhase = 'betting' | 'holding' | 'doubling' | 'over';

export interface VpState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: VpProfile;
  readonly table: VpTable;
  readonly phase: VpPhase;
  /** The player who staked (the machine is theirs for the game). */
  readonly player: string | null;
  readonly stake: number;
  readonly deck: ShoeState;
  /** The five cards dealt, then the final five. */
  readonly hand: readonly Card[];
  /** Which of the dealt cards were held (after the draw). */
  readonly held: readonly boolean[] | null;
  /** The final hand's category name (after the draw). */
  readonly result: string | null;
  /** The double-up feature after a win, where the profile offers it (phase `doubling`). */
  readonly doubleUp: DoubleUp | null;
  readonly settlement: Settlement | null;
  /** The jackpot draws made with the stake (games/machines/machine-jackpots). */
  readonly jackpotDraws?: readonly number[];
}

/** `hold`: five characters, `H` for a card held and `.` for one replaced, in the order the cards were dealt. */
const holdPattern = z.string().regex(/^[H.]{5}$/);

export const vpActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('bet'), amount: z.number().int().min(1), jackpotDraws: jackpotDrawsSchema }), z.object({ type: z.literal('draw'), hold: holdPattern }), ...doubleUpActionSchemas]);
export type VpAction = { by: Actor } & ({ type: 'bet'; amount: number; jackpotDraws?: number[] } | { type: 'draw'; hold: string } | GambleAction | PickAction | { type: 'collect' });
type Of<T extends VpAction['type']> = Extract<VpAction, { type: T }>;

export type VpEvent =
  | ShoeEvent
  | { type: 'stake'; bettor: string; bet: string; amount: number }
  | { type: 'cards-dealt'; cards: readonly Card[] }
  | { type: 'cards-drawn'; held: string; cards: readonly Card[] }
  | { type: 'hand-paid'; hand: string; pays: number; returned: number; cite: string }
  | DoubleUpEvent
  | WinCapped
  | { type: 'win-collected'; amount: number };

const BET = 'video-poker';

/** Checks the machine (pay table, exact return against the jurisdiction's minimum and the declared figure). */
export function validateMachine(kind: HandKind, p: VpProfile): number[] {
  const pays = paysOf(p, kind);
  checkReturn(p, exactReturn(kind, pays), 'video-poker');
  return pays;
}

export function createVp(kind: HandKind, game: string, input: RoundInput<VpProfile, VpTable, null>): { state: VpState; events: VpEvent[] } {
  validateMachine(kind, input.profile);
  const cards = frenchDeck('red', kind.deckSize - 52).cards;
  const deck = stackedShoe(stackedOrder(input.stack, cards) ?? shuffled(cards, input.rng), { mode: 'csm', salt: input.rng.hex(32), shoeNo: input.roundNo ?? 1 });
  return {
    state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', player: null, stake: 0, deck, hand: [], held: null, result: null, doubleUp: null, settlement: null },
    events: [{ type: 'shoe-shuffled', shoeNo: deck.shoeNo, commitment: deck.commitment, cards: cards.length, mode: 'csm' }],
  };
}

/**
 * A scenario's stacked deck (`{ "cards": "Ah Kh Qh Jh 9c Th" }`: the five dealt, then the cards drawn in order),
 * followed by the rest of the deck in its usual order. A card not in the deck, or given twice, is refused.
 */
function stackedOrder(stack: unknown, deck: readonly Card[]): Card[] | null {
  const given = (stack as { cards?: unknown } | undefined)?.cards;
  if (given === undefined) return null;
  const cards = typeof given === 'string' ? given.split(/\s+/).filter(Boolean) : (given as Card[]);
  if (!Array.isArray(cards) || cards.some((c) => !deck.includes(c)) || new Set(cards).size !== cards.length)
    throw new ConfigError('video-poker/bad-stack', `a stacked deck lists different cards of this machine's deck: ${JSON.stringify(given)}`);
  return [...cards, ...deck.filter((c) => !cards.includes(c))];
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);

export const betRange = coinRange;

function checkBet(s: VpState, a: Of<'bet'>): Rejection | null {
  if (!who(a.by)) return reject('video-poker/player-only', 'only a player stakes');
  if (s.phase !== 'betting') return reject('video-poker/game-in-progress', 'the game has started: finish it first');
  const r = betRange(s.table);
  if (a.amount % r.step) return reject('video-poker/whole-coins', `the stake is a whole number of coins of ${r.step}`, s.profile.declaredReturn.cite);
  if (a.amount < r.min || a.amount > r.max) return reject('video-poker/coins', `from 1 to ${s.table.maxCoins} coins (${r.min}–${r.max})`);
  if (!drawsFit(s.table.jackpots, a.jackpotDraws)) return reject('video-poker/no-jackpot-draws', 'one jackpot draw per linked level, from the server’s RNG', '003 §4.5.2');
  return null;
}

function checkDraw(s: VpState, a: Of<'draw'>): Rejection | null {
  if (s.phase !== 'holding') return reject('video-poker/not-dealt', s.phase === 'betting' ? 'stake first: the cards are dealt with the stake' : 'the game is over');
  if (who(a.by) !== s.player) return reject('video-poker/not-your-game', `${s.player} is playing this machine`);
  return null;
}

/** The machine's double-up rule, or null where it offers none. */
export const doubleUpRule = (p: VpProfile): DoubleUpRule | null => p.doubleUp?.value ?? null;
const DU_CITE = '003 §4.1.3';

/** The game ends with `raw` returned (the hand's pay, or what double-up left), capped by the machine's `maxWin` (003 §4.4.1). */
function settle(s: VpState, raw: number, events: VpEvent[]): { state: VpState; events: VpEvent[] } {
  const { paid: returned, capped } = capWin(s.profile.maxWin, raw);
  const outcome = returned > 0 ? (s.result as string) : 'lose';
  const settlement = makeSettlement([{ bettor: s.player as string, bet: BET, stake: s.stake, returned, net: returned - s.stake, outcome, cite: s.doubleUp ? DU_CITE : s.profile.payTable.cite }], [], machineJackpotResult(s.table.jackpots, s.player as string, BET, s.stake, s.jackpotDraws, s.result ? [s.result] : []));
  return { state: { ...s, phase: 'over', settlement }, events: capped ? [...events, capped] : events };
}

/** After a double-up step: on while there is a win under the cap, else settled. */
function afterStep(s: VpState, d: DoubleUp, events: VpEvent[]): { state: VpState; events: VpEvent[] } {
  const st = { ...s, doubleUp: d };
  return doubleUpOver(doubleUpRule(s.profile) as DoubleUpRule, d) && !d.dealt ? settle(st, d.win, events) : { state: st, events };
}

const deal = (s: VpState, n: number): { cards: Card[]; pos: number } => ({ cards: s.deck.order.slice(s.deck.pos, s.deck.pos + n) as Card[], pos: s.deck.pos + n });

export const makeVpReducer = (kind: HandKind) =>
  makeReducer<VpState, VpAction, VpEvent>({
    unknown: unknownAction('video-poker'),
    chips: (s) => s.stake,
    rules: {
      bet: {
        check: checkBet,
        run: (s, a) => {
          const p = who(a.by) as string;
          const d = deal(s, 5);
          return {
            state: { ...s, phase: 'holding', player: p, stake: a.amount, hand: d.cards, deck: { ...s.deck, pos: d.pos }, ...(a.jackpotDraws ? { jackpotDraws: a.jackpotDraws } : {}) },
            events: [
              { type: 'stake', bettor: p, bet: BET, amount: a.amount },
              { type: 'cards-dealt', cards: d.cards },
            ],
          };
        },
      },
      draw: {
        check: checkDraw,
        run: (s, a) => {
          const held = [...a.hold].map((c) => c === 'H');
          const replace = held.filter((h) => !h).length;
          const d = deal(s, replace);
          let k = 0;
          const hand = s.hand.map((c, i) => (held[i] ? c : (d.cards[k++] as Card)));
          const [c0, c1, c2, c3, c4] = hand.map(cardIndex) as [number, number, number, number, number];
          const cat = kind.category(c0, c1, c2, c3, c4);
          const name = kind.categories[cat] as string;
          const pays = s.profile.payTable.value[name] ?? 0;
          const won = s.stake * pays;
          const deck = { ...s.deck, pos: d.pos };
          const st: VpState = { ...s, hand, held, result: name, deck };
          const events: VpEvent[] = [{ type: 'cards-drawn', held: a.hold, cards: d.cards }, { type: 'hand-paid', hand: name, pays, returned: won, cite: s.profile.payTable.cite }, reveal(deck)];
          // 003 §4.1.3: a win may be doubled where the machine offers it; the ledger sees the final amount only.
          if (won > 0 && doubleUpRule(s.profile)) return { state: { ...st, phase: 'doubling', doubleUp: startDoubleUp(won) }, events };
          return settle(st, won, events);
        },
      },
      ...doubleUpSteps<VpState, VpEvent>('video-poker', DU_CITE, (s) => doubleUpRule(s.profile), afterStep, (s, win) => settle(s, win, [])),
    },
  });

/** The cards of a double-up gamble come from the server's RNG (`randomFields: cards`). */
export const vpRandomize = (_s: VpState, a: VpAction, rng: Rng): VpAction => (a.type === 'gamble' && a.cards === undefined ? { ...a, cards: gambleCards(a.variant, rng) } : a);

/** Every hold pattern, from standing pat to replacing all five. */
export const HOLDS: readonly string[] = Array.from({ length: 32 }, (_, m) => [0, 1, 2, 3, 4].map((i) => (m & (1 << (4 - i)) ? 'H' : '.')).join('')).reverse();

export function vpLegalActions(s: VpState, by: Actor, reducer: ReturnType<typeof makeVpReducer>): LegalAction[] {
  if (s.phase === 'betting') {
    const r = betRange(s.table);
    return who(by) ? [{ type: 'bet', amount: r }] : [];
  }
  if (s.phase === 'doubling') return who(by) === s.player && s.doubleUp ? doubleUpLegal(doubleUpRule(s.profile) as DoubleUpRule, s.doubleUp) : [];
  return reducer.legal(s, by, HOLDS.map((hold) => ({ type: 'draw', hold })), (l) => ({ ...(l as { type: 'draw'; hold: string }), by }) as VpAction);
}

export const vpAwaiting = (s: VpState): Actor[] => ((s.phase === 'holding' || s.phase === 'doubling') && s.player ? [{ kind: 'player', player: s.player }] : []);

/**
 * Left unfinished, the game stands on the dealt hand; a win offered for doubling is collected; once the double-up
 * cards are dealt, the machine turns the first of the four (a blind pick: nothing chosen for the player).
 */
export function vpTimeout(s: VpState): VpAction | null {
  if (!s.player) return null;
  const by = { kind: 'player', player: s.player } as const;
  if (s.phase === 'holding') return { type: 'draw', hold: 'HHHHH', by };
  if (s.phase === 'doubling') return s.doubleUp?.dealt ? { type: 'pick', index: 1, by } : { type: 'collect', by };
  return null;
}

/** The same for everyone: the cards dealt are the player's and are face up on the screen; the deck is never shown. */
export const vpView = (s: VpState, a: Audience): unknown => ({
  game: s.game,
  /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
  jackpots: s.table.jackpots ?? null,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  player: s.player,
  stake: s.stake,
  coins: { denomination: s.table.denomination, max: s.table.maxCoins },
  payTable: { ...s.profile.payTable.value },
  declaredReturn: s.profile.declaredReturn.value,
  hand: [...s.hand],
  held: s.held ? [...s.held] : null,
  result: s.result,
  doubleUp: s.doubleUp && doubleUpRule(s.profile) ? doubleUpView(doubleUpRule(s.profile) as DoubleUpRule, s.doubleUp) : null,
  deck: { commitment: s.deck.commitment, remaining: s.deck.order.length - s.deck.pos },
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
});
