/**
 * @module games/circle-poker/game
 * One engine for every circle-poker variant: `circleGame(variant)` makes the `Game` of a variant from its data and
 * its profiles. Players play from seat stacks (`money: stacks`, the buy-in range of the profile) and the house takes
 * its cut as its own ledger line. Seats are taken with the table's `sit` hook; the dealer's steps (deal a hand, deal
 * the next street) are the table's automatic steps; a player's time-out checks, or folds facing a bet
 * (003 §3.1.4.7), and at a showdown in order shows a hand that wins a pot against those tabled, else mucks it
 * (showdown.ts). The engine reads the variant's fields and never its id.
 */
import { z } from 'zod';
import type { Game, LegalAction } from '../../core/contract.js';
import { DEALER, SYSTEM, type Actor } from '../../core/ids.js';
import type { Rng } from '../../rng/rng.js';
import { shuffled } from '../../rng/rng.js';
import { stackedShoe, type ShoeState } from '../../shoe/shoe.js';
import { circleProfiles, type CircleProfile } from './profile.js';
import { betRange, reducer, turnOf } from './rules.js';
import { settleHand } from './settle.js';
import { allDiscards, defaultDiscard, discardChoices, drawerOf, offeredTo, shortfall } from './draw.js';
import { eligibleSeats, type CpAction, type CpCarry, type CpEvent, type CpState } from './state.js';
import { equityGame, variantFor, type CircleVariant } from './variant.js';
import { equity } from '../../poker/equity.js';
import { replayPhh } from './phh-import.js';
import { renderCirclePoker } from './render.js';
import { viewHand } from './view.js';
import { phhText } from './phh.js';
import { carriedCharge, timeChargeDue } from './time-charge.js';
import { seatHeldAway } from './absence.js';
import { irregularCandidates, irregularOf, misdealCarry, MISDEAL_REASONS, prematureStub, type MisdealReason } from './irregular.js';
import { cardsCandidates, deckRemovedStub, flopPickOf, flopScrambles } from './irregular-cards.js';
import { chipsCandidates } from './irregular-chips.js';
import { heldForFloor, pulledBack, undercallCandidates } from './undercalls.js';
import { DECLARED_WORDS, mustBet, type DeclaredWords } from './declarations.js';
import { disqualifiedCarry, penaltiesKept, penaltyCandidates } from './penalties.js';
import { deciderOf, showByDefault } from './showdown.js';

/** `jackpot`: the poker-room jackpot this cash table feeds (003-CP-JP: the drop and the prizes; room-jackpot). */
const tableSchema = z.object({ jackpot: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/) }).strict().optional() }).strict();
export type CpTable = z.infer<typeof tableSchema>;

const box = z.number().int();
const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), box }).strict(),
  z.object({ type: z.literal('leave'), box }).strict(),
  z.object({ type: z.literal('sit-out') }).strict(),
  z.object({ type: z.literal('come-back') }).strict(),
  z.object({ type: z.literal('straddle') }).strict(),
  z.object({ type: z.literal('entry'), choice: z.enum(['post', 'wait', 'buy-button']) }).strict(),
  z.object({ type: z.literal('deal'), button: box.optional() }).strict(),
  z.object({ type: z.literal('next'), reshuffle: z.array(z.number().int()).max(60).optional() }).strict(),
  z.object({ type: z.literal('draw'), discard: z.array(z.string().max(3)).max(7) }).strict(),
  z.object({ type: z.literal('offer'), take: z.boolean() }).strict(),
  z.object({ type: z.literal('run-twice'), agree: z.boolean() }).strict(),
  z.object({ type: z.literal('time-charge'), half: z.boolean().optional(), at: z.number().int().min(0).optional() }).strict(),
  z.object({ type: z.literal('last-hands'), at: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('fold') }).strict(),
  z.object({ type: z.literal('check') }).strict(),
  z.object({ type: z.literal('call') }).strict(),
  z.object({ type: z.literal('bet'), amount: z.number().int() }).strict(),
  z.object({ type: z.literal('raise'), amount: z.number().int() }).strict(),
  // The showdown in order (showdown.ts, 003 §3.1.3.2–3.1.3.8).
  z.object({ type: z.literal('show') }).strict(),
  z.object({ type: z.literal('muck') }).strict(),
  // The dealer's records of irregularities (irregular.ts).
  z.object({ type: z.literal('misdeal'), reason: z.enum(MISDEAL_REASONS as [MisdealReason, ...MisdealReason[]]) }).strict(),
  z.object({ type: z.literal('exposed-card'), box, card: z.number().int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('boxed-card') }).strict(),
  z.object({ type: z.literal('wrong-count'), box, count: z.enum(['too-many', 'too-few']) }).strict(),
  z.object({ type: z.literal('premature-card'), reshuffle: z.array(z.number().int()).max(60).optional() }).strict(),
  z.object({ type: z.literal('out-of-turn'), box, action: z.enum(['fold', 'check', 'call', 'bet', 'raise']), amount: z.number().int().optional() }).strict(),
  z.object({ type: z.literal('string-bet') }).strict(),
  z.object({ type: z.literal('foreign-card'), box, card: z.number().int().min(0).max(9), to: box, seen: z.boolean() }).strict(),
  // irregular-cards.ts: the button dealt short, flop errors, fouled hands.
  z.object({ type: z.literal('button-short'), round: z.number().int().min(0).max(9) }).strict(),
  z.object({ type: z.literal('four-card-flop'), pick: z.number().int().min(0).max(3).optional() }).strict(),
  z.object({ type: z.literal('unburned-flop'), pick: z.number().int().min(0).max(2).optional() }).strict(),
  z.object({ type: z.literal('cards-touching'), box, other: box, identifiable: z.boolean() }).strict(),
  z.object({ type: z.literal('cards-mixed'), box, identifiable: z.boolean() }).strict(),
  z.object({ type: z.literal('deck-removed'), restored: z.boolean(), reshuffle: z.array(z.number().int()).max(60).optional() }).strict(),
  z.object({ type: z.literal('extra-board-card'), board: z.number().int().min(0).max(1) }).strict(),
  // irregular-chips.ts: chips pushed out that are not the call, an ante not posted.
  z.object({ type: z.literal('chips-pushed'), chips: z.array(z.number().int()).min(1).max(100) }).strict(),
  z.object({ type: z.literal('ante-missing'), box: box.nullable(), posts: z.boolean() }).strict(),
  z.object({ type: z.literal('undercall-ruling'), box, ruling: z.enum(['call', 'fold', 'options']) }).strict(),
  z.object({ type: z.literal('prior-chips'), back: z.number().int(), chips: z.array(z.number().int()).max(100) }).strict(),
  // penalties.ts: a player's cards exposed too early, penalty rounds, disqualification.
  z.object({ type: z.literal('cards-exposed'), box }).strict(),
  z.object({ type: z.literal('penalty'), box, rounds: z.number().int() }).strict(),
  z.object({ type: z.literal('disqualify'), box }).strict(),
  // declarations.ts: what the player to act said.
  z
    .object({
      type: z.literal('declared'),
      words: z.enum(DECLARED_WORDS as [DeclaredWords, ...DeclaredWords[]]),
      chip: z.number().int().optional(),
      amount: z.object({ said: z.number().int(), scales: z.array(z.number().int()).max(4) }).strict().optional(),
    })
    .strict(),
]);

/**
 * A scenario's stack for circle poker: `{ cards, stacks }` — the named cards on top, then the rest of the variant's
 * deck in order, and each player's seat stack; null for any other shape.
 */
function scenarioStack(stack: unknown, v: CircleVariant): { cards: string[]; stacks?: Record<string, number> } | null {
  if (typeof stack !== 'object' || stack === null || Array.isArray(stack)) return null;
  const { cards, stacks } = stack as { cards?: unknown; stacks?: unknown };
  if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'string')) return null;
  const rest = deckOf(v).filter((c) => !cards.includes(c));
  const ok = stacks !== undefined && typeof stacks === 'object' && stacks !== null && Object.values(stacks).every((x) => Number.isSafeInteger(x) && (x as number) >= 0);
  return { cards: [...(cards as string[]), ...rest], ...(ok ? { stacks: stacks as Record<string, number> } : {}) };
}

/** The deck of a variant, in order: each rank of `ranks` in four suits. */
export const deckOf = (v: CircleVariant): string[] => [...v.ranks].flatMap((r) => ['c', 'd', 'h', 's'].map((x) => r + x));

/** A new shuffled deck for each hand, committed before any card is seen (docs/fairness.md). */
function newDeck(v: CircleVariant, rng: Rng, handNo: number): { shoe: ShoeState; events: CpEvent[] } {
  const shoe = stackedShoe(shuffled(deckOf(v), rng), { salt: rng.hex(32), shoeNo: handNo });
  return { shoe, events: [{ type: 'shoe-shuffled', shoeNo: handNo, commitment: shoe.commitment, cards: shoe.order.length, mode: 'cut-card' }] };
}

function legalActions(s: CpState, by: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  const ok = (a: Record<string, unknown>): boolean => reducer.check(s, { ...a, by } as unknown as CpAction) === null;
  if (by.kind === 'player') {
    if (s.phase === 'waiting') {
      for (let b = 1; b <= s.profile.seats.value; b++) if (ok({ type: 'sit', box: b })) out.push({ type: 'sit', box: b });
      const mine = s.seats.find((x) => x.player === by.player);
      if (mine) {
        out.push({ type: 'leave', box: mine.box });
        if (ok({ type: 'straddle' })) out.push({ type: 'straddle' });
        for (const choice of ['post', 'wait', 'buy-button'] as const) if (ok({ type: 'entry', choice })) out.push({ type: 'entry', choice });
      }
    }
    // Sitting out and coming back are asked at any time and take effect from the next deal (000 §17 IV): a
    // discretionary step (`optional`), never the answer to the player's turn.
    const seat = s.seats.find((x) => x.player === by.player);
    if (seat) out.push({ type: seat.out ? 'come-back' : 'sit-out', optional: true });
    const d = drawerOf(s);
    if (d && d.player === by.player) for (const cards of discardChoices(s)) out.push({ type: 'draw', discard: cards });
    if (offeredTo(s)?.player === by.player) out.push({ type: 'offer', take: true }, { type: 'offer', take: false });
    if (ok({ type: 'run-twice', agree: true })) out.push({ type: 'run-twice', agree: true }, { type: 'run-twice', agree: false });
    // The showdown in order (003 §3.1.3.2–3.1.3.8): table the hand or muck it unexposed.
    if (deciderOf(s)?.player === by.player) out.push({ type: 'show' }, { type: 'muck' });
    const t = turnOf(s);
    if (t && t.player === by.player) {
      for (const type of ['fold', 'check', 'call'] as const) if (ok({ type })) out.push({ type });
      for (const type of ['bet', 'raise'] as const) {
        const r = betRange(s, type);
        if (r) out.push({ type, amount: { min: r.min, max: r.max, step: 1 } });
      }
    }
    return out;
  }
  if (by.kind === 'dealer' || by.kind === 'system') {
    if (ok({ type: 'deal' })) out.push({ type: 'deal' });
    if (ok({ type: 'next' })) out.push({ type: 'next' });
    if (ok({ type: 'time-charge' })) out.push({ type: 'time-charge' });
  }
  // The irregularities the dealer may record now: optional steps, never the table's automatic one (irregular.ts). A
  // premature card's scramble is the server's random result: checked with the stub as it lies, listed without it.
  if (by.kind === 'dealer') {
    const scramble = irregularOf(s.profile).value.premature === 'reshuffle' ? { reshuffle: Array.from({ length: prematureStub(s) }, (_x, i) => i) } : {};
    for (const l of irregularCandidates(s)) if (ok(l.type === 'premature-card' ? { ...l, ...scramble } : l)) out.push({ ...l, optional: true });
    // A flop error's scrambled card is the server's random pick too: checked with the first, listed without it.
    for (const l of cardsCandidates(s)) {
      const t = l.type as 'four-card-flop' | 'unburned-flop';
      const filled = (t === 'four-card-flop' || t === 'unburned-flop') && flopScrambles(s, t) ? { ...l, pick: 0 } : l.type === 'deck-removed' && !l.restored ? { ...l, reshuffle: Array.from({ length: deckRemovedStub(s) }, (_x, i) => i) } : l;
      if (ok(filled)) out.push({ ...l, optional: true });
    }
    // A missing ante per player. Chips pushed out (`chips-pushed`) are the dealer's free input, as an out-of-turn
    // bet's amount: not listed, checked when recorded.
    for (const l of chipsCandidates(s)) if (ok(l)) out.push({ ...l, optional: true });
    // The floor's rulings on undercalls awaiting it (undercalls.ts); chips of a prior bet are free input, as above.
    for (const l of undercallCandidates(s)) if (ok(l)) out.push({ ...l, optional: true });
    // The floor's penalties (penalties.ts): listed with one penalty round, more being the dealer's input.
    for (const l of penaltyCandidates(s)) if (ok(l)) out.push({ ...l, optional: true });
  }
  return out;
}

function awaiting(s: CpState): Actor[] {
  if (s.phase === 'betting' || s.phase === 'drawing' || s.phase === 'showdown') {
    // A turn held for the floor's ruling on an undercall awaits the dealer's record, never an automatic step.
    if (heldForFloor(s)) return [];
    const t = turnOf(s) ?? drawerOf(s) ?? offeredTo(s) ?? deciderOf(s);
    return t ? [{ kind: 'player', player: t.player }] : [];
  }
  // Run it twice is asked (003 §3.2.35): every player still in who has not answered.
  const rit = s.runTwice;
  if (s.phase === 'dealing' && rit?.outcome === 'pending') return rit.asked.filter((p) => !(p in rit.answers)).map((player) => ({ kind: 'player', player }));
  if (s.phase === 'dealing') return [DEALER];
  if (s.phase === 'waiting' && eligibleSeats(s).length >= s.profile.minPlayers.value) return [DEALER];
  return [];
}

/**
 * On a time-out: the player to act checks, or folds facing a bet (003 §3.1.4.7) — bound by his declaration to a bet or
 * raise, he makes the minimum (declarations.ts); the dealer's due step.
 */
function timeoutAction(s: CpState): CpAction | null {
  const t = turnOf(s);
  // Held for the floor (003 §3.1.8.12): no default; committed by chips pulled back (003 §3.1.8.7): his call.
  if (t && heldForFloor(s)) return null;
  // Bound by his declaration to bet or raise (003 §3.1.8.12, §3.1.8.15–16), he makes the minimum (declarations.ts).
  const bound = mustBet(s);
  const min = bound && betRange(s, bound)?.min;
  if (t && bound && min) return { type: bound, amount: min, by: SYSTEM } as CpAction;
  if (t) return { type: t.bet >= s.currentBet ? 'check' : pulledBack(s) ? 'call' : 'fold', by: SYSTEM } as CpAction;
  if (drawerOf(s)) return { type: 'draw', discard: defaultDiscard(s), by: SYSTEM } as CpAction;
  // Not answering the face-up offer keeps the card (003 §3.5.13 deals the next card only to a player who refuses it).
  if (offeredTo(s)) return { type: 'offer', take: true, by: SYSTEM } as CpAction;
  // At a showdown in order a hand that wins or shares a pot against those tabled is shown, another mucked (showdown.ts).
  if (deciderOf(s)) return { type: showByDefault(s) ? 'show' : 'muck', by: SYSTEM } as CpAction;
  // A player who does not answer in time declines running the board twice (the text asks every player's consent).
  if (s.phase === 'dealing' && s.runTwice?.outcome === 'pending') return { type: 'run-twice', agree: false, by: SYSTEM } as CpAction;
  if (s.phase === 'dealing') return { type: 'next', by: DEALER } as CpAction;
  if (s.phase === 'waiting' && awaiting(s).length) return { type: 'deal', by: DEALER } as CpAction;
  return null;
}

/** The Game of one variant. */
export function circleGame(variant: CircleVariant): Game<CircleProfile, CpTable, CpState, CpAction, CpEvent, CpCarry> {
  const profiles = circleProfiles(variant.id);
  // A profile naming a deck the variant does not have fails at load.
  for (const id of profiles.ids()) variantFor(variant, profiles.get(id).deck?.value);
  const game: Game<CircleProfile, CpTable, CpState, CpAction, CpEvent, CpCarry> = {
    id: variant.id,
    family: 'circle-poker',
    profiles,
    tableSchema: tableSchema as unknown as z.ZodType<CpTable>,
    defaultTable: () => ({}),
    tableSeats: (p) => ({ boxes: p.seats.value, maxBoxesPerPlayer: 1 }),
    actionSchema,
    bets: (p) => [{ id: 'pot', pays: `the pot, less the house's cut (${p.rake.value.method})`, cite: p.rake.cite }],
    // The first stack's range, and the re-buys' where the profile gives them (000 §17.6 III: 5–100× the minimum).
    money: {
      kind: 'stacks',
      buyIn: (p) => {
        const r = p.stackLimits?.value.rebuy;
        return r ? { ...p.buyIn.value, rebuy: { min: r.min * p.tableMinimum.value, max: r.max * p.tableMinimum.value } } : p.buyIn.value;
      },
    },
    tools: {
      render: renderCirclePoker,
      equity: (profile, question) => equity(equityGame(variantFor(variant, profile.deck?.value)), question),
      replay: (text, lookup) => {
        const { final: _f, initial: _i, actions: _a, ...report } = replayPhh(text, lookup);
        return report;
      },
    },
    create: ({ profile, table, carry, rng, stacks, stack }) => {
      const handNo = carry?.handNo ?? 0;
      const v = variantFor(variant, profile.deck?.value);
      // A scenario's stack (docs/scenarios.md): the cards on top (the rest of the deck after them) and the seat stacks.
      const scene = scenarioStack(stack, v);
      const cards = scene?.cards ?? (Array.isArray(stack) ? (stack as string[]) : null);
      const bank = scene?.stacks ?? stacks;
      const fixed = cards ? { shoe: stackedShoe(cards, { shoeNo: handNo + 1 }), events: [] as CpEvent[] } : newDeck(v, rng, handNo + 1);
      const state: CpState = {
        v: 0, phase: 'waiting', variant: v, profile, bank: bank ? { ...bank } : null, charges: {}, seats: carry?.seats ?? [], button: carry?.button ?? null, handNo,
        hand: [], street: -1, boards: [], shoe: fixed.shoe, toAct: null, currentBet: 0, lastRaise: 0, raisesInRound: 0, forcedAt: null, lastAggressor: null, result: null,
        ...(carry?.blinds ? { blinds: carry.blinds } : {}),
        ...(carry?.lastCharge ? { lastCharge: carry.lastCharge } : {}),
        ...(table?.jackpot && profile.roomJackpot ? { jackpot: table.jackpot.id } : {}),
        ...(carry?.redeal !== undefined ? { irr: { redeal: carry.redeal } } : {}),
      };
      return { state, events: fixed.events };
    },
    legalActions,
    apply: reducer.apply,
    randomize: (s, a, rng) => {
      // The discards reshuffled when the stub runs short at a draw (000 §17.1 III): a permutation of them.
      if (a.type === 'next' && a.reshuffle === undefined && shortfall(s) > 0) return { ...a, reshuffle: shuffled(allDiscards(s.hand).map((_c, i) => i), rng) };
      // A premature card scrambled back into the stub (003 §3.1.7.6): a permutation of the stub.
      if (a.type === 'premature-card' && a.reshuffle === undefined && irregularOf(s.profile).value.premature === 'reshuffle') return { ...a, reshuffle: shuffled(Array.from({ length: prematureStub(s) }, (_x, i) => i), rng) };
      // A flop error's scramble (003 §3.1.7.5): the card taken as the burn, at random among the scrambled ones.
      if ((a.type === 'four-card-flop' || a.type === 'unburned-flop') && a.pick === undefined && flopScrambles(s, a.type)) return { ...a, pick: rng.int(flopPickOf(a.type)) };
      // The deck taken away too early and not recoverable (000 §17.1 IV): the unused cards shuffled, a permutation of the stub.
      if (a.type === 'deck-removed' && !a.restored && a.reshuffle === undefined) return { ...a, reshuffle: shuffled(Array.from({ length: deckRemovedStub(s) }, (_x, i) => i), rng) };
      if (a.type !== 'deal' || s.button !== null || a.button !== undefined || s.blinds) return a;
      // The re-run of a misdealt first hand keeps its drawn button (003 §3.1.7.1): nothing is drawn.
      if (s.irr?.redeal !== undefined) return a;
      const seats = eligibleSeats(s);
      // The button is drawn before the first hand (003 §3.2.8; 000 §17 IV draws the seats by lot).
      return seats.length ? { ...a, button: (seats[rng.int(seats.length)] as { box: number }).box } : a;
    },
    randomFields: ['button', 'reshuffle', 'pick'],
    // A discard is the drawer's alone: the others saw only how many cards he drew (000 §17 VII.13).
    privateFields: ['discard'],
    handHistory: (initial, actions, viewer) => phhText(game, initial, actions, viewer),
    // 000 §17 IV, 001 §12 VII.3.6: nobody but the players and the casino's staff watches (profile `spectators`).
    staffOnlyWatching: (p) => (p.spectators?.value === 'staff-only' ? p.spectators.cite : null),
    seating: {
      sit: (b, by) => ({ type: 'sit', box: b, by }) as CpAction,
      leave: (b, by) => ({ type: 'leave', box: b, by }) as CpAction,
      // Seats the last hand gave up (000 §17 IV: sitting out beyond the limit): the table frees them and cashes out.
      freed: (carry) => (carry as CpCarry | null)?.freed ?? [],
    },
    shoes: (s) => [s.shoe],
    timeoutAction,
    awaiting,
    view: viewHand,
    isOver: (s) => s.phase === 'over',
    settlement: settleHand,
    // After a misdeal: the re-run's seats and button (003 §3.1.7.1) or the button moving on (000 §17 VIII.1).
    carry: (s) => {
      const misdealt = misdealCarry(s);
      // A session's last hands are counted hand to hand (000 §17 II.3 b): a hand played, not a misdealt one.
      const lastCharge = carriedCharge(s, misdealt !== null);
      // A disqualified player's seat is freed at the hand's end and his stack cashed out (003 §3.1.10.5, penalties.ts);
      // a void hand's re-run keeps the penalties recorded during it.
      const dq = disqualifiedCarry(s, misdealt ? penaltiesKept(s, misdealt.seats) : s.seats);
      const freed = [...(s.freed ?? []), ...dq.freed];
      return { button: s.button, handNo: s.handNo, ...(freed.length ? { freed } : {}), ...(lastCharge ? { lastCharge } : {}), ...misdealt, seats: dq.seats };
    },
    periodic: timeChargeDue,
    seatHeldAway,
    version: (s) => s.v,
    chips: reducer.chips,
  };
  return game;
}
