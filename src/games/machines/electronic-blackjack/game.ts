/**
 * @module games/machines/electronic-blackjack/game
 * One game of electronic blackjack (003 §4.6.3): the player stakes whole coins (`bet`, which takes the machine for the
 * game); the player and the dealer receive two cards each (the player's and the dealer's first face up, the dealer's
 * second face down); the player hits or stands (003 describes no other choice: no double, split, insurance or
 * blackjack bonus); then the dealer draws by the profile's rule (`dealerSoft17`). Over 21 loses; a higher total than
 * the dealer's within 21, or a dealer bust, returns twice the stake; equal totals return the stake. At 21 the machine
 * stands for the player. The cards: a sequence drawn independently from a full pack (an infinite deck), committed
 * before the stake and revealed when the game ends. Left too long, the player stands (a documented choice).
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { makeReducer, unknownAction } from '../../../core/reducer.js';
import { makeSettlement, settlementView, type Settlement } from '../../../core/settlement.js';
import { frenchDeck } from '../../../cards/decks.js';
import type { Card } from '../../../cards/card.js';
import type { Rng } from '../../../rng/rng.js';
import { reveal, stackedShoe, type ShoeEvent, type ShoeState } from '../../../shoe/shoe.js';
import { checkCoins, coinRange } from '../coins.js';
import { capWin, checkReturn, oncePerProfile, type WinCapped } from '../machine-profile.js';
import { jackpotDrawsRejection, jackpotDrawsSchema, machineJackpotResult } from '../machine-jackpots.js';
import { best, dealerDraws, ebjReturn } from './math.js';
import type { EbjProfile, EbjTable } from './profile.js';

/** Cards committed for one game: more than a game can use (the player at most 22, the dealer at most 17). */
export const SEQUENCE = 52;
const PACK: readonly Card[] = frenchDeck('red', 0).cards;

export interface EbjState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: EbjProfile;
  readonly table: EbjTable;
  readonly phase: 'betting' | 'playing' | 'over';
  readonly player: string | null;
  readonly stake: number;
  readonly cards: ShoeState;
  readonly hand: readonly Card[];
  readonly dealer: readonly Card[];
  /** `win`, `push` or `lose`, when the game is over. */
  readonly result: string | null;
  readonly settlement: Settlement | null;
  /** The jackpot draws made with the stake (games/machines/machine-jackpots). */
  readonly jackpotDraws?: readonly number[];
}

export const ebjActionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('bet'), amount: z.number().int().min(1), jackpotDraws: jackpotDrawsSchema }), z.object({ type: z.literal('hit') }), z.object({ type: z.literal('stand') })]);
export type EbjAction = { by: Actor } & ({ type: 'bet'; amount: number; jackpotDraws?: number[] } | { type: 'hit' } | { type: 'stand' });
type Of<T extends EbjAction['type']> = Extract<EbjAction, { type: T }>;
export type EbjEvent =
  | ShoeEvent
  | { type: 'stake'; bettor: string; bet: string; amount: number }
  | { type: 'cards-dealt'; player: readonly Card[]; dealerUp: Card }
  | { type: 'card-drawn'; to: 'player' | 'dealer'; card: Card }
  | { type: 'hole-card-turned'; card: Card }
  | { type: 'hand-settled'; player: number; dealer: number; result: string }
  | WinCapped;

const BET = 'electronic-blackjack';

/** The combination a game names for a jackpot level (003 §4.5.5): the player's first two cards make 21, whatever the dealer holds. */
export const EBJ_BLACKJACK = 'blackjack';

/** A card's value: ace 1 (or 11), pictures 10. */
export const valueOf = (c: Card): number => {
  const r = c[0] as string;
  return r === 'A' ? 1 : 'TJQK'.includes(r) ? 10 : Number(r);
};
/** A hand's hard total and whether it holds an ace. */
export const handOf = (cards: readonly Card[]): { hard: number; ace: boolean } => ({ hard: cards.reduce((a, c) => a + valueOf(c), 0), ace: cards.some((c) => c[0] === 'A') });
export const totalOf = (cards: readonly Card[]): number => {
  const h = handOf(cards);
  return best(h.hard, h.ace);
};

/** A scenario's stacked cards (`{ "cards": "Th 6d 7c Kh 5s" }`: player, dealer up, player, dealer hole, then the draws). */
function stackedOrder(stack: unknown, rng: Rng): Card[] | null {
  const given = (stack as { cards?: unknown } | undefined)?.cards;
  if (given === undefined) return null;
  const cards = typeof given === 'string' ? given.split(/\s+/).filter(Boolean) : (given as Card[]);
  if (!Array.isArray(cards) || cards.length > SEQUENCE || cards.some((c) => !PACK.includes(c))) throw new ConfigError('electronic-blackjack/bad-stack', `a stacked sequence lists cards of a pack (at most ${SEQUENCE}): ${JSON.stringify(given)}`);
  return [...cards, ...drawn(rng, SEQUENCE - cards.length)];
}

const drawn = (rng: Rng, n: number): Card[] => Array.from({ length: n }, () => PACK[rng.int(PACK.length)] as Card);

export const validateEbj = oncePerProfile((p: EbjProfile): void => checkReturn(p, ebjReturn(p), 'electronic-blackjack'));

export function createEbj(game: string, input: RoundInput<EbjProfile, EbjTable, null>): { state: EbjState; events: EbjEvent[] } {
  validateEbj(input.profile);
  const order = stackedOrder(input.stack, input.rng) ?? drawn(input.rng, SEQUENCE);
  const cards = stackedShoe(order, { mode: 'csm', salt: input.rng.hex(32), shoeNo: input.roundNo ?? 1 });
  return {
    state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', player: null, stake: 0, cards, hand: [], dealer: [], result: null, settlement: null },
    events: [{ type: 'shoe-shuffled', shoeNo: cards.shoeNo, commitment: cards.commitment, cards: SEQUENCE, mode: 'csm' }],
  };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
export const betRange = coinRange;

function next(s: EbjState): { card: Card; cards: ShoeState } {
  const card = s.cards.order[s.cards.pos];
  if (card === undefined) throw new ConfigError('electronic-blackjack/sequence-spent', 'the committed sequence of cards is spent');
  return { card, cards: { ...s.cards, pos: s.cards.pos + 1 } };
}

/** The dealer turns the hole card and draws by the rule; the game is settled. */
function finish(s: EbjState, events: EbjEvent[]): { state: EbjState; events: EbjEvent[] } {
  let st = s;
  const out = [...events];
  const mine = totalOf(st.hand);
  if (mine <= 21) {
    out.push({ type: 'hole-card-turned', card: st.dealer[1] as Card });
    for (;;) {
      const h = handOf(st.dealer);
      if (!dealerDraws(h.hard, h.ace, st.profile.dealerSoft17.value)) break;
      const d = next(st);
      st = { ...st, cards: d.cards, dealer: [...st.dealer, d.card] };
      out.push({ type: 'card-drawn', to: 'dealer', card: d.card });
    }
  }
  const theirs = totalOf(st.dealer);
  const result = mine > 21 ? 'lose' : theirs > 21 || mine > theirs ? 'win' : mine === theirs ? 'push' : 'lose';
  const { paid: returned, capped } = capWin(st.profile.maxWin, result === 'win' ? 2 * st.stake : result === 'push' ? st.stake : 0);
  const player = st.player as string;
  const settlement = makeSettlement([{ bettor: player, bet: BET, stake: st.stake, returned, net: returned - st.stake, outcome: result, cite: '003 §4.6.3' }], [], machineJackpotResult(st.table.jackpots, player, BET, st.stake, st.jackpotDraws, totalOf(st.hand.slice(0, 2)) === 21 ? [EBJ_BLACKJACK] : []));
  out.push({ type: 'hand-settled', player: mine, dealer: theirs, result }, reveal(st.cards));
  if (capped) out.push(capped);
  return { state: { ...st, phase: 'over', result, settlement }, events: out };
}

function playing(s: EbjState, by: Actor): Rejection | null {
  if (s.phase !== 'playing') return reject('electronic-blackjack/not-dealt', s.phase === 'betting' ? 'stake first: the cards are dealt with the stake' : 'the game is over');
  if (who(by) !== s.player) return reject('electronic-blackjack/not-your-game', `${s.player} is playing this machine`);
  return null;
}

export const ebjReducer = makeReducer<EbjState, EbjAction, EbjEvent>({
  unknown: unknownAction('electronic-blackjack'),
  chips: (s) => s.stake,
  rules: {
    bet: {
      check: (s, a: Of<'bet'>) => {
        if (!who(a.by)) return reject('electronic-blackjack/player-only', 'only a player stakes');
        if (s.phase !== 'betting') return reject('electronic-blackjack/game-in-progress', 'the game has started: finish it first');
        return checkCoins(s.table, a.amount, 'electronic-blackjack') ?? jackpotDrawsRejection(s.table.jackpots, a.jackpotDraws, 'electronic-blackjack');
      },
      run: (s, a: Of<'bet'>) => {
        const p = who(a.by) as string;
        const [p1, d1, p2, d2] = s.cards.order.slice(0, 4) as [Card, Card, Card, Card];
        const st: EbjState = { ...s, phase: 'playing', player: p, stake: a.amount, hand: [p1, p2], dealer: [d1, d2], cards: { ...s.cards, pos: 4 }, ...(a.jackpotDraws ? { jackpotDraws: a.jackpotDraws } : {}) };
        const events: EbjEvent[] = [{ type: 'stake', bettor: p, bet: BET, amount: a.amount }, { type: 'cards-dealt', player: [p1, p2], dealerUp: d1 }];
        return totalOf(st.hand) === 21 ? finish(st, events) : { state: st, events };
      },
    },
    hit: {
      check: (s, a: Of<'hit'>) => playing(s, a.by),
      run: (s) => {
        const d = next(s);
        const st = { ...s, cards: d.cards, hand: [...s.hand, d.card] };
        const events: EbjEvent[] = [{ type: 'card-drawn', to: 'player', card: d.card }];
        return totalOf(st.hand) >= 21 ? finish(st, events) : { state: st, events };
      },
    },
    stand: { check: (s, a: Of<'stand'>) => playing(s, a.by), run: (s) => finish(s, []) },
  },
});

export function ebjLegalActions(s: EbjState, by: Actor): LegalAction[] {
  if (!who(by)) return [];
  if (s.phase === 'betting') return [{ type: 'bet', amount: betRange(s.table) }];
  return ebjReducer.legal(s, by, [{ type: 'hit' }, { type: 'stand' }]);
}

export const ebjAwaiting = (s: EbjState): Actor[] => (s.phase === 'playing' && s.player ? [{ kind: 'player', player: s.player }] : []);

/** Left too long, the player stands. */
export const ebjTimeout = (s: EbjState): EbjAction | null => (s.phase === 'playing' && s.player ? { type: 'stand', by: { kind: 'player', player: s.player } } : null);

/** The dealer's second card stays face down until the game is over; the sequence is never shown. */
export const ebjView = (s: EbjState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  player: s.player,
  stake: s.stake,
  coins: { denomination: s.table.denomination, max: s.table.maxCoins },
  dealerRule: s.profile.dealerSoft17.value,
  declaredReturn: s.profile.declaredReturn.value,
  hand: [...s.hand],
  total: s.hand.length ? totalOf(s.hand) : null,
  dealer: s.phase === 'over' ? [...s.dealer] : s.dealer.slice(0, 1),
  dealerTotal: s.phase === 'over' ? totalOf(s.dealer) : null,
  result: s.result,
  cards: { commitment: s.cards.commitment },
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
  /** The jackpot systems the machine belongs to (its label, 003 §4.5.1), or null. */
  jackpots: s.table.jackpots ?? null,
});
