/**
 * @module games/house-poker/holdem/game
 * Builds a `Game` for a community-card house game (Casino Texas Hold'em / Texas poker) on the reducer scaffold: the
 * round's creation (a fresh shuffled deck, committed before any card is seen; a scenario's stacked deck), the legal
 * actions per actor, who is awaited, the time-out decision (fold: to go on the player must place the call, 000 §16
 * VII step 6; 003 §2.2.10.18), and the views.
 *
 * Views (STYLE §2, field by field): a box's cards are seen by its own player only until the showdown shows the boxes
 * played (and a folded box whose bonus is paid); the dealer's cards are hidden from every audience (players,
 * spectators, staff) until the showdown; the flop is public once dealt, the turn and river once drawn. The round's
 * deck is never in a view: only its commitment.
 */
import { z } from 'zod';
import type { Audience } from '../../../core/ids.js';
import type { BetInfo, Game, GameTools, LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { Actor } from '../../../core/ids.js';
import { settlementView } from '../../../core/settlement.js';
import { newShoe, stackedShoe } from '../../../shoe/shoe.js';
import { defaultHoldemTable, holdemTableSchema, type HoldemProfile, type HoldemTable } from './profile.js';
import { hhCheckBet, hhSpotRange, holdemReducer } from './rules.js';
import { HH_BETTING_SPOTS, type HhAction, type HhEvent, type HhState } from './state.js';

const box = z.number().int().min(1).max(9);
export const holdemActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), box, spot: z.enum(HH_BETTING_SPOTS), amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), box, spot: z.enum(HH_BETTING_SPOTS) }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('play'), box, multiple: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('fold'), box }),
  z.object({ type: z.literal('showdown') }),
]);

export type HoldemGame = Game<HoldemProfile, HoldemTable, HhState, HhAction, HhEvent, null>;

/** Refuses a table the profile does not allow (more boxes than the text has, a maximum off the allowed multiples). */
export function validateHoldemTable(p: HoldemProfile, t: HoldemTable): void {
  if (t.boxes > p.boxes.value) throw new ConfigError('house-poker/too-many-boxes', `at most ${p.boxes.value} boxes`, { cite: p.boxes.cite });
  if (t.maximum < t.minimum || t.sideMaximum < t.sideMinimum) throw new ConfigError('house-poker/invalid-table', 'a maximum is below its minimum');
  const ratios = p.limitRatios.value;
  if (ratios && !ratios.some((r) => t.maximum === t.minimum * r))
    throw new ConfigError('house-poker/limit-ratio', `the maximum must be the minimum × ${ratios.join(', ')}`, { cite: p.limitRatios.cite });
}

function create(id: string, input: RoundInput<HoldemProfile, HoldemTable, null>, check: (p: HoldemProfile) => void): { state: HhState; events: HhEvent[] } {
  check(input.profile);
  validateHoldemTable(input.profile, input.table);
  const events: HhEvent[] = [];
  let shoe;
  if (input.stack !== undefined) shoe = stackedShoe(z.array(z.string().regex(/^[2-9TJQKA][cdhs]$/)).parse(input.stack));
  else {
    const s = newShoe({ decks: 1, mode: 'cut-card', reserve: 0, burn: 0 }, input.rng);
    shoe = s.shoe;
    events.push(...s.events);
  }
  events.push({ type: 'bets-opened', call: 'place your bets' });
  return { state: { game: id, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', boxes: [], dealer: [], board: [], shoe, settlement: null }, events };
}

function legalActions(s: HhState, by: Actor): LegalAction[] {
  const reducer = holdemReducer();
  if (by.kind === 'dealer') return reducer.legal(s, by, s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'showdown' ? [{ type: 'showdown' }] : []);
  if (by.kind === 'system') return s.phase === 'deciding' ? s.boxes.filter((b) => !b.decision).map((b) => ({ type: 'fold', box: b.box })) : [];
  const out: LegalAction[] = [];
  if (s.phase === 'betting') {
    for (let b = 1; b <= s.table.boxes; b++)
      for (const spot of HH_BETTING_SPOTS) {
        const r = hhSpotRange(s, b, spot);
        if (r.min <= r.max && !hhCheckBet(s, { type: 'bet', box: b, spot, amount: r.min, by })) out.push({ type: 'bet', box: b, spot, amount: r });
      }
    for (const b of s.boxes) if (b.owner === by.player) for (const spot of HH_BETTING_SPOTS) if (b.stakes[spot]) out.push({ type: 'withdraw', box: b.box, spot });
    return reducer.legal(s, by, out, (l) => ({ ...l, amount: (l.amount as { min: number } | undefined)?.min, by }) as unknown as HhAction);
  }
  if (s.phase === 'deciding')
    for (const b of s.boxes)
      if (b.owner === by.player && !b.decision) out.push({ type: 'play', box: b.box, multiple: s.profile.callMultiple.value }, { type: 'fold', box: b.box });
  return out;
}

function awaiting(s: HhState): Actor[] {
  if ((s.phase === 'betting' && s.boxes.length) || s.phase === 'showdown') return [{ kind: 'dealer' }];
  if (s.phase !== 'deciding') return [];
  return [...new Set(s.boxes.filter((b) => !b.decision).map((b) => b.owner))].map((player) => ({ kind: 'player', player }));
}

function timeoutAction(s: HhState): HhAction | null {
  if (s.phase === 'betting') return s.boxes.length ? { type: 'close-bets', by: { kind: 'dealer' } } : null;
  if (s.phase === 'showdown') return { type: 'showdown', by: { kind: 'dealer' } };
  const b = s.phase === 'deciding' ? s.boxes.find((x) => !x.decision) : undefined;
  return b ? { type: s.profile.timeout.value, box: b.box, by: { kind: 'system' } } : null;
}

export function holdemView(s: HhState, a: Audience): unknown {
  const over = s.phase === 'over';
  const me = a.kind === 'player' ? a.player : null;
  const bonusPaid = new Set((s.settlement?.lines ?? []).filter((l) => l.bet === 'bonus' && l.returned > 0).map((l) => l.box));
  return {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    limits: { minimum: s.table.minimum, maximum: s.table.maximum, sideMinimum: s.table.sideMinimum, sideMaximum: s.table.sideMaximum, chipUnit: s.table.chipUnit },
    boxCount: s.table.boxes,
    playMultiples: [s.profile.callMultiple.value],
    hasBonus: s.profile.bonus.value !== null,
    commitment: s.shoe.commitment,
    dealer: { cards: over ? [...s.dealer] : null, count: s.dealer.length },
    board: [...s.board],
    boxes: s.boxes.map((b) => ({
      box: b.box,
      owner: b.owner,
      stakes: { ...b.stakes },
      decision: b.decision,
      count: b.cards.length,
      cards: b.owner === me || (over && (b.decision === 'play' || bonusPaid.has(b.box))) ? [...b.cards] : null,
    })),
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}

/** The game object of a community-card house game; `check` refuses a profile at load of a round. */
export function holdemGame(id: string, profiles: HoldemGame['profiles'], extra: { bets: (p: HoldemProfile) => BetInfo[]; tools?: GameTools<HoldemProfile> }, check: (p: HoldemProfile) => void): HoldemGame {
  const reducer = holdemReducer();
  return {
    id,
    family: 'house-poker',
    profiles,
    tableSchema: holdemTableSchema,
    defaultTable: defaultHoldemTable,
    tableSeats: (_p, t) => ({ boxes: t.boxes }),
    actionSchema: holdemActionSchema,
    bets: extra.bets,
    create: (input) => create(id, input, check),
    legalActions,
    apply: reducer.apply,
    chips: reducer.chips,
    timeoutAction,
    awaiting,
    view: holdemView,
    isOver: (s) => s.phase === 'over',
    settlement: (s) => s.settlement,
    carry: () => null,
    version: (s) => s.v,
    shoes: (s) => (s.phase === 'over' ? [] : [s.shoe]),
    ...(extra.tools ? { tools: extra.tools } : {}),
  };
}
