/**
 * @module games/house-poker/holdem/game
 * Builds a `Game` for a board game (variant.ts: Casino Texas Hold'em / Texas poker, Ultimate Texas Hold'em) on its
 * reducer: the round's creation (engine/deck.ts: a fresh shuffled deck, committed before any card is seen; a
 * scenario's stacked deck), the legal actions per actor, who is awaited, the time-out decision (the street's choice
 * that places no bet: fold where the text makes going on a bet, 000 §16 VII step 6, 003 §2.2.10.18, §2.2.9.21; check
 * where the text lets the player see the next cards free, 003 §2.2.9.16, .19), and the views.
 *
 * Views (STYLE §2, field by field): a box's cards are seen by its own player only until the showdown shows the boxes
 * played (and a folded box whose side bet is paid); a blind box's cards (blind.ts) by nobody, its player included, until
 * the showdown opens them (003 §2.2.10.13, §2.2.9.12); the dealer's cards are hidden from every audience (players,
 * spectators, staff) until the showdown; the board is public once dealt. The round's deck is never in a view: only its
 * commitment.
 */
import { z } from 'zod';
import type { Game, LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { settlementView } from '../../../core/settlement.js';
import { bettingCandidates, spotRange, undecidedPlayers } from '../engine/boxes.js';
import { dealDeck } from '../engine/deck.js';
import { BLIND_SPOT, blindOf, blindRange } from './blind.js';
import { checkJackpotTable, jackpotSpotOf, jackpotSpotRange } from './jackpot.js';
import { defaultHoldemTable, holdemTableSchema, type HoldemTable } from './profile.js';
import { boardCheckBet, boardReducer, streetOf } from './rules.js';
import type { HhAction, HhEvent, HhState } from './state.js';
import type { BoardProfileBase, BoardVariant } from './variant.js';

const box = z.number().int().min(1).max(9);
const spot = z.string().regex(/^[a-z-]{1,20}$/);
export const holdemActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), box, spot, amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), box, spot }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('play'), box, multiple: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('check'), box }),
  z.object({ type: z.literal('fold'), box }),
  z.object({ type: z.literal('showdown') }),
]);

export type BoardGame<P extends BoardProfileBase> = Game<P, HoldemTable, HhState<P>, HhAction, HhEvent, null>;

/** Refuses a table the profile does not allow (more boxes than the text has, a maximum off the allowed multiples). */
export function validateHoldemTable(p: BoardProfileBase, t: HoldemTable): void {
  if (t.boxes > p.boxes.value) throw new ConfigError('house-poker/too-many-boxes', `at most ${p.boxes.value} boxes`, { cite: p.boxes.cite });
  if (t.maximum < t.minimum || t.sideMaximum < t.sideMinimum) throw new ConfigError('house-poker/invalid-table', 'a maximum is below its minimum');
  const ratios = p.limitRatios.value;
  if (ratios && !ratios.some((r) => t.maximum === t.minimum * r))
    throw new ConfigError('house-poker/limit-ratio', `the maximum must be the minimum × ${ratios.join(', ')}`, { cite: p.limitRatios.cite });
}

function create<P extends BoardProfileBase>(v: BoardVariant<P>, input: RoundInput<P, HoldemTable, null>): { state: HhState<P>; events: HhEvent[] } {
  v.check(input.profile);
  validateHoldemTable(input.profile, input.table);
  checkJackpotTable(v, input.profile, input.table);
  const { shoe, events } = dealDeck(input);
  return { state: { game: v.id, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', street: 0, boxes: [], dealer: [], board: [], shoe, settlement: null }, events };
}

function legalActions<P extends BoardProfileBase>(v: BoardVariant<P>, s: HhState<P>, by: Actor): LegalAction[] {
  const reducer = boardReducer(v);
  if (by.kind === 'dealer') return reducer.legal(s, by, s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'showdown' ? [{ type: 'showdown' }] : []);
  const st = streetOf(v, s);
  if (by.kind === 'system') return s.phase === 'deciding' ? s.boxes.filter((b) => !b.decision).map((b) => ({ type: st.pass, box: b.box })) : [];
  if (s.phase === 'betting') {
    const j = jackpotSpotOf(v, s.profile, s.table);
    const range = (st: HhState<P>, box: number, spot: string): { min: number; max: number; step: number } =>
      j && spot === j.spot ? jackpotSpotRange(st, box, j.link, spot) : spot === BLIND_SPOT ? blindRange(v, st, box) : spotRange(st, box, spot);
    const spots = ['ante', ...v.sideSpots, ...(blindOf(s.profile) ? [BLIND_SPOT] : [])];
    const out = bettingCandidates(s, by, spots, (a) => boardCheckBet(v, s, { type: 'bet', ...a }), range as typeof spotRange);
    return reducer.legal(s, by, out, (l) => ({ ...l, amount: (l.amount as { min: number } | undefined)?.min, by }) as unknown as HhAction);
  }
  const out: LegalAction[] = [];
  if (s.phase === 'deciding')
    for (const b of s.boxes)
      if (b.owner === by.player && !b.decision) out.push(...st.multiples.map((multiple) => ({ type: 'play', box: b.box, multiple })), { type: st.pass, box: b.box });
  return out;
}

function awaiting(s: HhState<BoardProfileBase>): Actor[] {
  if ((s.phase === 'betting' && s.boxes.length) || s.phase === 'showdown') return [{ kind: 'dealer' }];
  return s.phase === 'deciding' ? undecidedPlayers(s) : [];
}

function timeoutAction<P extends BoardProfileBase>(v: BoardVariant<P>, s: HhState<P>): HhAction | null {
  if (s.phase === 'betting') return s.boxes.length ? { type: 'close-bets', by: { kind: 'dealer' } } : null;
  if (s.phase === 'showdown') return { type: 'showdown', by: { kind: 'dealer' } };
  const b = s.phase === 'deciding' ? s.boxes.find((x) => !x.decision) : undefined;
  return b ? { type: streetOf(v, s).pass, box: b.box, by: { kind: 'system' } } : null;
}

/** At a linked table: the jackpot, the JP bet's one stake and the spot it is (the meter itself is the server's). */
function jackpotView<P extends BoardProfileBase>(v: BoardVariant<P>, s: HhState<P>): { jackpot?: { id: string; stake: number; spot: string } } {
  const j = jackpotSpotOf(v, s.profile, s.table);
  return j ? { jackpot: { id: j.link.id, stake: j.link.stake, spot: j.spot } } : {};
}

export function boardView<P extends BoardProfileBase>(v: BoardVariant<P>, s: HhState<P>, a: Audience): unknown {
  const over = s.phase === 'over';
  const me = a.kind === 'player' ? a.player : null;
  const sidePaid = new Set((s.settlement?.lines ?? []).filter((l) => v.sideSpots.includes(l.bet) && l.returned > 0).map((l) => l.box));
  const has = Object.fromEntries(v.sideSpots.map((x) => [`has${x[0]?.toUpperCase()}${x.slice(1)}`, !!v.sideTable(s.profile, x)?.value]));
  return {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    street: s.street,
    limits: { minimum: s.table.minimum, maximum: s.table.maximum, sideMinimum: s.table.sideMinimum, sideMaximum: s.table.sideMaximum, chipUnit: s.table.chipUnit },
    boxCount: s.table.boxes,
    playMultiples: [...streetOf(v, s).multiples],
    ...has,
    ...jackpotView(v, s),
    commitment: s.shoe.commitment,
    dealer: { cards: over ? [...s.dealer] : null, count: s.dealer.length },
    board: [...s.board],
    boxes: s.boxes.map((b) => ({
      box: b.box,
      owner: b.owner,
      stakes: { ...b.stakes },
      decision: b.decision,
      blind: b.blind,
      count: b.cards.length,
      cards: (b.owner === me && !b.blind) || (over && (b.decision === 'play' || sidePaid.has(b.box))) ? [...b.cards] : null,
    })),
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}

/** The game object of a board variant. */
export function boardGame<P extends BoardProfileBase>(v: BoardVariant<P>): BoardGame<P> {
  const reducer = boardReducer(v);
  return {
    id: v.id,
    family: 'house-poker',
    profiles: v.profiles,
    tableSchema: holdemTableSchema,
    defaultTable: (p) => defaultHoldemTable(p),
    tableSeats: (_p, t) => ({ boxes: t.boxes }),
    actionSchema: holdemActionSchema,
    bets: v.bets,
    create: (input) => create(v, input),
    legalActions: (s, by) => legalActions(v, s, by),
    apply: reducer.apply,
    chips: reducer.chips,
    timeoutAction: (s) => timeoutAction(v, s),
    awaiting,
    view: (s, a) => boardView(v, s, a),
    isOver: (s) => s.phase === 'over',
    settlement: (s) => s.settlement,
    carry: () => null,
    version: (s) => s.v,
    shoes: (s) => (s.phase === 'over' ? [] : [s.shoe]),
    ...(v.tools ? { tools: v.tools } : {}),
  };
}
