/**
 * @module games/house-poker/exchange/game
 * Builds a `Game` for an exchange variant (Russian poker, Oasis poker) on the exchange reducer: the round's creation
 * (a fresh shuffled 52-card deck, committed before any card is seen; a scenario's stacked deck), the legal actions per
 * actor, who is awaited, the time-outs, and the views (field by field, STYLE §2).
 * Time-outs take the step the rules imply for a player who has not chosen: the first and second decisions fold (the
 * BET was not placed: the ANTE is lost, 003 §2.2.8.21, §2.2.4.17), except that a blind box's first decision plays (its
 * BET was placed before the deal, exchange/blind.ts); the insurance is not taken; against a dealer
 * without a game, the ANTE is taken (§2.2.8.31: it is paid unless a game is bought).
 */
import { housePokerGameOf, viewHead } from '../engine/scaffold.js';
import { z } from 'zod';
import type { Game, LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { settlementView } from '../../../core/settlement.js';
import { newShoe, stackedShoe } from '../../../shoe/shoe.js';
import { discardChoices } from '../engine/draw.js';
import { blindOpened, blindRule, blindTurn } from './blind.js';
import { anteRange, exchangeReducer, insuranceRange } from './rules.js';
import { defaultExchangeTable, exchangeTableSchema, type ExchangeProfile, type ExchangeTable } from './profile.js';
import type { ExAction, ExBox, ExEvent, ExState } from './state.js';
import type { BetInfo, GameTools, ProfileSet } from '../../../core/contract.js';

const box = z.number().int().min(1).max(7);
export const exchangeActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), box, spot: z.enum(['ante', 'bet', 'jackpot']), amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), box, spot: z.enum(['ante', 'bet', 'jackpot']) }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('misdeal') }),
  z.object({ type: z.literal('play'), box }),
  z.object({ type: z.literal('fold'), box }),
  z.object({ type: z.literal('exchange'), box, positions: z.array(z.number().int().min(0).max(5)).min(1).max(5) }),
  z.object({ type: z.literal('sixth'), box }),
  z.object({ type: z.literal('replace') }),
  z.object({ type: z.literal('insure'), box, amount: z.number().int().positive() }),
  z.object({ type: z.literal('no-insurance'), box }),
  z.object({ type: z.literal('open') }),
  z.object({ type: z.literal('take-ante'), box }),
  z.object({ type: z.literal('buy-game'), box }),
  z.object({ type: z.literal('settle') }),
]);

export interface ExchangeVariant {
  readonly id: string;
  readonly profiles: ProfileSet<ExchangeProfile>;
}

export type ExchangeGame = Game<ExchangeProfile, ExchangeTable, ExState, ExAction, ExEvent, null>;

/** Refuses a table the profile does not allow (more boxes than the text has, a maximum below the minimum). */
export function validateExchangeTable(p: ExchangeProfile, t: ExchangeTable): void {
  if (t.boxes > p.boxes.value) throw new ConfigError('house-poker/too-many-boxes', `at most ${p.boxes.value} boxes`, { cite: p.boxes.cite });
  if (t.maximum < t.minimum) throw new ConfigError('house-poker/invalid-table', 'the maximum is below the minimum');
  // The JP bet (003 §2.3.2): only where the profile has a prize table; one stake, a multiple of the chip unit.
  if (t.jackpot && !p.jackpot?.value) throw new ConfigError('house-poker/no-jackpot', 'this game has no jackpot bet', { cite: p.jackpot?.cite });
  if (t.jackpot && t.jackpot.stake % t.chipUnit) throw new ConfigError('house-poker/jackpot-stake', `the jackpot bet is a multiple of the chip unit ${t.chipUnit}`, { cite: p.jackpot?.cite });
}

function create(v: ExchangeVariant, input: RoundInput<ExchangeProfile, ExchangeTable, null>, check: (p: ExchangeProfile) => void): { state: ExState; events: ExEvent[] } {
  check(input.profile);
  validateExchangeTable(input.profile, input.table);
  const events: ExEvent[] = [];
  let shoe;
  if (input.stack !== undefined) shoe = stackedShoe(z.array(z.string().regex(/^[2-9TJQKA][cdhs]$/)).parse(input.stack));
  else {
    const s = newShoe({ decks: 1, mode: 'cut-card', reserve: 0, burn: 0 }, input.rng);
    shoe = s.shoe;
    events.push(...s.events);
  }
  events.push({ type: 'bets-opened', call: 'place your bets' });
  return { state: { game: v.id, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', boxes: [], dealer: [], shoe, settlement: null }, events };
}

const DEALER_STEP: Partial<Record<ExState['phase'], ExAction['type']>> = { betting: 'close-bets', replacing: 'replace', opening: 'open', settling: 'settle' };

/** The boxes a player (or the timer) has a decision on now. */
function pending(s: ExState): ExBox[] {
  switch (s.phase) {
    case 'choosing':
      return s.boxes.filter((b) => !b.first);
    case 'deciding':
      return s.boxes.filter((b) => !b.decision);
    case 'insuring':
      return s.boxes.filter((b) => b.insured === undefined && insuranceRange(s, b) !== null);
    case 'buying': {
      // The blind boxes after every open box, one at a time (exchange/blind.ts).
      const open = s.boxes.filter((b) => !b.blind && b.decision === 'play' && !b.buy);
      const blind = blindTurn(s);
      return open.length ? open : blind ? [blind] : [];
    }
    default:
      return [];
  }
}

function boxChoices(s: ExState, b: ExBox): LegalAction[] {
  const p = s.profile;
  switch (s.phase) {
    case 'choosing': {
      const e = p.exchange.value;
      const blind = b.blind ? blindRule(s) : null;
      return [
        { type: 'play', box: b.box },
        ...(!b.blind || blind?.exchange ? discardChoices(b.cards.length, e.max).filter((x) => x.length >= e.min).map((positions) => ({ type: 'exchange', box: b.box, positions })) : []),
        ...(p.sixthCard.value && (!b.blind || blind?.sixthCard) ? [{ type: 'sixth', box: b.box }] : []),
        ...(b.blind ? [] : [{ type: 'fold', box: b.box }]),
      ];
    }
    case 'deciding':
      return [{ type: 'play', box: b.box }, { type: 'fold', box: b.box }];
    case 'insuring': {
      const r = insuranceRange(s, b);
      return r ? [{ type: 'insure', box: b.box, amount: r }, { type: 'no-insurance', box: b.box }] : [];
    }
    case 'buying':
      return [{ type: 'take-ante', box: b.box }, { type: 'buy-game', box: b.box }];
    default:
      return [];
  }
}

const TIMEOUT: Partial<Record<ExState['phase'], ExAction['type']>> = { choosing: 'fold', deciding: 'fold', insuring: 'no-insurance', buying: 'take-ante' };
/** What the timer decides for a box: the phase's default, except that a blind box plays its first decision (its BET stands). */
const timeoutOf = (s: ExState, b: ExBox): ExAction['type'] | undefined => (s.phase === 'choosing' && b.blind ? 'play' : TIMEOUT[s.phase]);

export function exchangeLegal(s: ExState, by: Actor): LegalAction[] {
  const reducer = exchangeReducer();
  if (by.kind === 'dealer') {
    const step = DEALER_STEP[s.phase];
    const l: LegalAction[] = step ? [{ type: step }] : [];
    if (s.phase === 'choosing') l.push({ type: 'misdeal', optional: true });
    return reducer.legal(s, by, l);
  }
  if (by.kind === 'system') {
    return pending(s).flatMap((b) => {
      const t = timeoutOf(s, b);
      return t ? [{ type: t, box: b.box }] : [];
    });
  }
  if (s.phase === 'betting') {
    const out: LegalAction[] = [];
    for (let b = 1; b <= s.table.boxes; b++) {
      const r = anteRange(s, b);
      if (r.min <= r.max) out.push({ type: 'bet', box: b, spot: 'ante', amount: r });
    }
    const jp = s.table.jackpot;
    const blindBet = blindRule(s) !== null;
    for (const b of s.boxes)
      if (b.owner === by.player) {
        if (jp && s.profile.jackpot?.value && !b.stakes.jackpot) out.push({ type: 'bet', box: b.box, spot: 'jackpot', amount: { min: jp.stake, max: jp.stake, step: jp.stake } });
        // A blind hand's BET, before the deal (exchange/blind.ts): the box's ANTE times the BET multiple.
        const bet = (b.stakes.ante ?? 0) * s.profile.betMultiple.value;
        if (blindBet && !b.stakes.bet) out.push({ type: 'bet', box: b.box, spot: 'bet', amount: { min: bet, max: bet, step: bet } });
        out.push({ type: 'withdraw', box: b.box, spot: 'ante' });
        if (b.stakes.bet) out.push({ type: 'withdraw', box: b.box, spot: 'bet' });
        if (b.stakes.jackpot) out.push({ type: 'withdraw', box: b.box, spot: 'jackpot' });
      }
    return reducer.legal(s, by, out, (l) => ({ ...l, amount: (l.amount as { min: number } | undefined)?.min, by }) as unknown as ExAction);
  }
  return pending(s).filter((b) => b.owner === by.player).flatMap((b) => boxChoices(s, b));
}

export function exchangeAwaiting(s: ExState): Actor[] {
  if ((s.phase === 'betting' && s.boxes.length) || s.phase === 'replacing' || s.phase === 'opening' || s.phase === 'settling') return [{ kind: 'dealer' }];
  return [...new Set(pending(s).map((b) => b.owner))].map((player) => ({ kind: 'player', player }));
}

export function exchangeTimeout(s: ExState): ExAction | null {
  if (s.phase === 'betting') return s.boxes.length ? { type: 'close-bets', by: { kind: 'dealer' } } : null;
  const step = DEALER_STEP[s.phase];
  if (step) return { type: step, by: { kind: 'dealer' } } as ExAction;
  const b = pending(s)[0];
  const t = b ? timeoutOf(s, b) : undefined;
  return t && b ? ({ type: t, box: b.box, by: { kind: 'system' } } as ExAction) : null;
}

/**
 * The view: a box's cards seen by its own player only until the end, when the boxes in play are shown (a folded box's
 * stay face down); a blind box's (`blind: true`) by nobody, its player included, until the dealer opens it (after his
 * own cards; against a dealer without a game, when its turn to choose comes: exchange/blind.ts), then by everyone;
 * the dealer's last card face up from the deal, all five once he opens (and the card he replaced);
 * how many cards a box exchanged, never which; the deck never, only its commitment.
 */
export function exchangeView(s: ExState, a: Audience): unknown {
  const over = s.phase === 'over';
  const open = over || s.opened !== undefined;
  const me = a.kind === 'player' ? a.player : null;
  return {
    ...viewHead(s),
    betMultiple: s.profile.betMultiple.value,
    exchange: { ...s.profile.exchange.value },
    sixthCard: s.profile.sixthCard.value,
    hasInsurance: s.profile.insurance.value !== null,
    ...(s.table.jackpot && s.profile.jackpot?.value ? { jackpot: { id: s.table.jackpot.id, stake: s.table.jackpot.stake } } : {}),
    dealer: { cards: open ? [...s.dealer] : null, count: s.dealer.length, up: !open && s.dealer.length ? s.dealer.slice(-1) : [] },
    boxes: s.boxes.map((b) => ({
      box: b.box,
      owner: b.owner,
      blind: b.blind,
      stakes: { ...b.stakes },
      decision: b.decision ?? b.first,
      ...(b.first === 'exchange' ? { discarded: b.discards?.length ?? 0 } : {}),
      ...(b.buy ? { buy: b.buy } : {}),
      count: b.cards.length,
      cards: (b.blind ? blindOpened(s, b) : b.owner === me || (over && b.decision === 'play')) ? [...b.cards] : null,
    })),
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}

export function exchangeGame(v: ExchangeVariant, bets: (p: ExchangeProfile) => BetInfo[], tools: GameTools<ExchangeProfile>, check: (p: ExchangeProfile) => void): ExchangeGame {
  const reducer = exchangeReducer();
  return housePokerGameOf({
    id: v.id,
    profiles: v.profiles,
    tableSchema: exchangeTableSchema,
    defaultTable: defaultExchangeTable,
    actionSchema: exchangeActionSchema,
    bets,
    create: (input) => create(v, input, check),
    legalActions: exchangeLegal,
    apply: reducer.apply,
    chips: reducer.chips,
    timeoutAction: exchangeTimeout,
    awaiting: exchangeAwaiting,
    view: exchangeView,
    tools,
  });
}
