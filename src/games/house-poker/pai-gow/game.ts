/**
 * @module games/house-poker/pai-gow/game
 * Builds the Pai Gow poker `Game` (000 §14) on its reducer: the round's creation (a fresh shuffled 53-card deck, the
 * joker included, committed before any card is seen; a scenario's stacked deck and fixed dice), the legal actions
 * per actor, who is awaited, the time-out (the house way sets a player's hands), the dice filled by `randomize`
 * (never from a client), and the views.
 *
 * Views (STYLE §2, field by field): a box's seven cards, and its two hands once set, to its own player until the
 * showdown shows every box; the Bank's cards to nobody, the croupier included, until the showdown (VI: he may not
 * look at them before every hand is set). The round's deck is never in a view: only its commitment.
 */
import { housePokerGameOf, viewHead } from '../engine/scaffold.js';
import { z } from 'zod';
import { frenchDecks } from '../../../cards/decks.js';
import type { BetInfo, Game, GameTools, LegalAction, ProfileSet, RoundInput } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { settlementView } from '../../../core/settlement.js';
import { isDie, rollDice } from '../../../dice/dice.js';
import { shuffled, type Rng } from '../../../rng/rng.js';
import { subsets } from '../../../poker-eval/evaluate.js';
import { stackedShoe } from '../../../shoe/shoe.js';
import { defaultPaiGowTable, paiGowTableSchema, type PaiGowProfile, type PaiGowTable } from './profile.js';
import { checkPgBet, handAt, paiGowReducer, pgRange, splitOf } from './rules.js';
import { bankCarry, bankCover } from './bank.js';
import { HOUSE_HELD, type PgAction, type PgCarry, type PgEvent, type PgState } from './state.js';

const box = z.number().int().min(1).max(6);
// No `dice` on the wire: the parsed action drops whatever a client sends, and `randomize` draws the throw.
export const paiGowActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), box, amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), box }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('take-bank'), box, amount: z.number().int().positive() }),
  z.object({ type: z.literal('pass-bank'), box }),
  z.object({ type: z.literal('throw-dice') }),
  z.object({ type: z.literal('set-hands'), box, low: z.string().length(4) }),
  z.object({ type: z.literal('house-way'), box }),
  z.object({ type: z.literal('hand-set-incorrectly'), box }),
  z.object({ type: z.literal('showdown') }),
]);

export type PaiGowGame = Game<PaiGowProfile, PaiGowTable, PgState, PgAction, PgEvent, PgCarry>;

const CARD = /^([2-9TJQKA][cdhs]|X1)$/;
const stackSchema = z.union([z.array(z.string().regex(CARD)), z.object({ cards: z.array(z.string().regex(CARD)), dice: z.array(z.number().int().min(1).max(6)).length(3).optional() })]);

export function validatePaiGowTable(p: PaiGowProfile, t: PaiGowTable): void {
  if (t.boxes > p.boxes.value) throw new ConfigError('pai-gow/too-many-boxes', `at most ${p.boxes.value} boxes`, { cite: p.boxes.cite });
  if (t.maximum < t.minimum) throw new ConfigError('pai-gow/invalid-table', 'the maximum is below the minimum', { cite: '000 §14 V' });
}

function create(id: string, input: RoundInput<PaiGowProfile, PaiGowTable, PgCarry | null>): { state: PgState; events: PgEvent[] } {
  validatePaiGowTable(input.profile, input.table);
  const events: PgEvent[] = [];
  let shoe;
  let fixedDice: number[] | null = null;
  if (input.stack !== undefined) {
    const st = stackSchema.parse(input.stack);
    const cards = Array.isArray(st) ? st : st.cards;
    if (new Set(cards).size !== cards.length) throw new ConfigError('pai-gow/stack-repeats', 'a stacked deck repeats a card', { cite: input.profile.cites.deck });
    shoe = stackedShoe(cards);
    fixedDice = Array.isArray(st) ? null : (st.dice ?? null);
  } else {
    // 000 §14 II.1: the 52-card deck and one joker, shuffled and committed before any card is seen.
    const order = shuffled(frenchDecks(1, ['red'], 1).cards, input.rng);
    shoe = stackedShoe(order, { salt: input.rng.hex(32) });
    events.push({ type: 'shoe-shuffled', shoeNo: shoe.shoeNo, commitment: shoe.commitment, cards: order.length, mode: shoe.mode });
  }
  events.push({ type: 'bets-opened', call: 'place your bets', commission: input.profile.commission.value, cite: input.profile.commission.cite });
  return {
    state: { game: id, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', boxes: [], dice: null, first: null, fixedDice, bank: [], bankSet: null, shoe, settlement: null, carryIn: input.carry ?? HOUSE_HELD, offer: null, passed: [], banker: null },
    events,
  };
}

/** A box's 21 possible low hands, in its cards' dealt order, each marked when it would foul. */
export function lowChoices(cards: readonly string[]): { low: string; foul: boolean }[] {
  return [...subsets(cards, 2)].map((low) => ({ low: low.join(''), foul: splitOf(cards, low, 'player').foul }));
}

function legalActions(s: PgState, by: Actor): LegalAction[] {
  const reducer = paiGowReducer();
  if (by.kind === 'dealer') {
    const l: LegalAction[] = s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'dice' ? [{ type: 'throw-dice' }] : s.phase === 'showdown' ? [{ type: 'showdown' }] : [];
    // VII.3: any hand set on the cloth, a player's Bank's included, may be found set incorrectly (optional).
    const found = [...s.boxes.filter((b) => b.set && !b.irregular).map((b) => b.box), ...(s.banker?.set && !s.banker.irregular ? [s.banker.box] : [])];
    const irregular: LegalAction[] = found.map((box) => ({ type: 'hand-set-incorrectly', box, optional: true }));
    return reducer.legal(s, by, [...l, ...irregular], (x) => ({ ...x, by, ...(x.type === 'throw-dice' ? { dice: [1, 1, 1] } : {}) }) as unknown as PgAction);
  }
  if (by.kind === 'system') return s.phase === 'setting' ? unset(s).map((box) => ({ type: 'house-way', box })) : s.phase === 'bank-offer' && s.offer !== null ? [{ type: 'pass-bank', box: s.offer }] : [];
  const out: LegalAction[] = [];
  if (s.phase === 'bank-offer' && s.offer !== null && s.boxes.some((b) => b.box === s.offer && b.owner === by.player)) {
    const cover = bankCover(s);
    const step = s.table.chipUnit;
    const min = Math.ceil(cover / step) * step;
    // The most the Bank may be put up for: the table's cover at its maximum on every box (the rest comes back at the settlement).
    return [{ type: 'take-bank', box: s.offer, amount: { min, max: Math.max(min, s.table.maximum * s.table.boxes), step }, cover }, { type: 'pass-bank', box: s.offer }];
  }
  if (s.phase === 'betting') {
    for (let b = 1; b <= s.table.boxes; b++) {
      const r = pgRange(s, b);
      if (r.min <= r.max && !checkPgBet(s, { type: 'bet', box: b, amount: r.min, by })) out.push({ type: 'bet', box: b, amount: r });
    }
    for (const b of s.boxes) if (b.owner === by.player) out.push({ type: 'withdraw', box: b.box });
    return out;
  }
  if (s.phase === 'setting')
    for (const box of unset(s)) {
      const b = handAt(s, box);
      if (b?.owner !== by.player) continue;
      out.push({ type: 'house-way', box });
      for (const c of lowChoices(b.cards)) out.push({ type: 'set-hands', box, low: c.low, foul: c.foul });
    }
  return out;
}

/** The hands still to set: each box's, and a player's Bank's (he sets his own, VI). */
const unset = (s: PgState): number[] => [...s.boxes.filter((b) => !b.set).map((b) => b.box), ...(s.banker && !s.banker.set ? [s.banker.box] : [])];

function awaiting(s: PgState): Actor[] {
  if ((s.phase === 'betting' && s.boxes.length) || s.phase === 'dice' || s.phase === 'showdown') return [{ kind: 'dealer' }];
  if (s.phase === 'setting') return [...new Set(unset(s).map((box) => handAt(s, box)?.owner as string))].map((player) => ({ kind: 'player', player }));
  const offered = s.phase === 'bank-offer' ? s.boxes.find((b) => b.box === s.offer) : undefined;
  return offered ? [{ kind: 'player', player: offered.owner }] : [];
}

function timeoutAction(s: PgState): PgAction | null {
  if (s.phase === 'betting') return s.boxes.length ? { type: 'close-bets', by: { kind: 'dealer' } } : null;
  if (s.phase === 'dice') return { type: 'throw-dice', by: { kind: 'dealer' } };
  if (s.phase === 'showdown') return { type: 'showdown', by: { kind: 'dealer' } };
  if (s.phase === 'bank-offer') return s.offer === null ? null : { type: 'pass-bank', box: s.offer, by: { kind: 'system' } };
  const box = s.phase === 'setting' ? unset(s)[0] : undefined;
  return box === undefined ? null : { type: 'house-way', box, by: { kind: 'system' } };
}

/** The throw's dice: a recorded throw's own, else a scenario's fixed dice, else three from the RNG. */
function randomize(s: PgState, a: PgAction, rng: Rng): PgAction {
  if (a.type !== 'throw-dice') return a;
  if (a.dice && a.dice.length === 3 && a.dice.every(isDie)) return a;
  return { ...a, dice: s.fixedDice ? [...s.fixedDice] : rollDice(rng, 3) };
}

export function paiGowView(s: PgState, a: Audience): unknown {
  const over = s.phase === 'over';
  const me = a.kind === 'player' ? a.player : null;
  const bankShown = over && s.bankSet;
  return {
    ...viewHead(s),
    commission: s.profile.commission.value,
    dice: s.dice,
    first: s.first,
    dealer: { cards: bankShown ? [...s.bankSet.high, ...s.bankSet.low] : null, count: s.bank.length, high: bankShown ? s.bankSet.high : null, low: bankShown ? s.bankSet.low : null },
    // The Bank's holder (VI: marked with a white circle) and the offer; a player's Bank cards to himself until the showdown.
    bank: bankView(s, me, over),
    offer: s.phase === 'bank-offer' ? { box: s.offer, cover: bankCover(s) } : null,
    boxes: s.boxes.map((b) => {
      const mine = b.owner === me || over;
      const set = mine && b.set ? b.set : null;
      return {
        box: b.box,
        owner: b.owner,
        stakes: { main: b.stake },
        decision: b.set ? 'set-hands' : null,
        count: b.cards.length,
        cards: mine ? (set ? [...set.high, ...set.low] : [...b.cards]) : null,
        high: set ? set.high : null,
        low: set ? set.low : null,
        foul: set ? set.foul || b.irregular : null,
      };
    }),
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}

function bankView(s: PgState, me: string | null, over: boolean): unknown {
  const b = s.banker;
  if (!b) return { holder: 'croupier' };
  const set = (b.player === me || over) && b.set ? b.set : null;
  const mine = b.player === me || over;
  return { holder: 'player', box: b.box, owner: b.player, chips: b.chips, croupierWager: b.houseWager, count: b.cards.length, cards: mine ? (set ? [...set.high, ...set.low] : [...b.cards]) : null, high: set ? set.high : null, low: set ? set.low : null, foul: set ? set.foul || b.irregular : null, set: b.set !== null, ...(b.irregular ? { irregular: true } : {}) };
}

export function paiGowGame(id: string, profiles: ProfileSet<PaiGowProfile>, bets: (p: PaiGowProfile) => BetInfo[], tools: GameTools<PaiGowProfile>): PaiGowGame {
  const reducer = paiGowReducer();
  const game = housePokerGameOf<PaiGowProfile, PaiGowTable, PgState, PgAction, PgEvent>({
    id,
    profiles,
    tableSchema: paiGowTableSchema,
    defaultTable: defaultPaiGowTable,
    actionSchema: paiGowActionSchema,
    bets,
    create: (input) => create(id, input),
    legalActions,
    apply: reducer.apply,
    chips: reducer.chips,
    randomize,
    randomFields: ['dice'],
    timeoutAction,
    awaiting,
    view: paiGowView,
    tools,
  });
  // The rotation of the Bank passes from round to round (000 §14 VI); a voided round leaves it as it was.
  const withCarry: PaiGowGame = { ...game, create: (input) => create(id, input), carry: (s) => bankCarry(s), voidCarry: (carryIn) => carryIn };
  return withCarry;
}
