/**
 * @module games/house-poker/engine/game
 * Builds a `Game` from a house-poker variant (data) on the reducer scaffold: the round's creation (deck.ts: a fresh
 * shuffled deck, committed before any card is seen; a scenario's stacked deck), the legal actions per actor, who is awaited,
 * the time-out decision (fold: a player who does not place the play bet has not chosen to go on, 000 §15 V.3 step 5;
 * 003 §2.2.5.16; never a card bought, 000 §11 VI.3; in a draw game's discard step, no discard), and the views.
 */
import { housePokerGameOf } from './scaffold.js';
import { z } from 'zod';
import type { Game, LegalAction, RoundInput } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { Actor } from '../../../core/ids.js';
import { dealDeck } from './deck.js';
import { buyChoices } from './buy.js';
import { discardChoices } from './draw.js';
import { bettingCandidates } from './boxes.js';
import { BLIND_SPOT } from './blind.js';
import { blindMultiple, checkBet, housePokerReducer, spotRange } from './rules.js';
import { housePokerTableSchema, defaultHousePokerTable, type HousePokerProfile, type HousePokerTable } from './profile.js';
import type { HpAction, HpEvent, HpState } from './state.js';
import { BETTING_SPOTS, type HousePokerVariant } from './variant.js';
import { housePokerView } from './views.js';

const box = z.number().int().min(1).max(7);
export const housePokerActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), box, spot: z.enum([...BETTING_SPOTS, BLIND_SPOT]), amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), box, spot: z.enum([...BETTING_SPOTS, BLIND_SPOT]) }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('play'), box, multiple: z.number().int().min(1).max(4) }),
  z.object({ type: z.literal('fold'), box }),
  z.object({ type: z.literal('discard'), box, positions: z.array(z.number().int().min(0).max(4)).max(5) }),
  z.object({ type: z.literal('buy-card'), box, position: z.number().int().min(0).max(4) }),
  z.object({ type: z.literal('showdown') }),
]);

/** Refuses a table the profile does not allow (more boxes than the text has, a maximum off the allowed multiples). */
export function validateTable(p: HousePokerProfile, t: HousePokerTable): void {
  if (t.boxes > p.boxes.value) throw new ConfigError('house-poker/too-many-boxes', `at most ${p.boxes.value} boxes`, { cite: p.boxes.cite });
  if (t.maximum < t.minimum || t.sideMaximum < t.sideMinimum) throw new ConfigError('house-poker/invalid-table', 'a maximum is below its minimum');
  const lim = p.sideLimit?.value;
  if (lim && t.sideMaximum * lim.den > t.minimum * lim.num)
    throw new ConfigError('house-poker/side-limit', `a side bet is at most ${lim.num}/${lim.den} of the table minimum`, { cite: p.sideLimit?.cite });
  // The jackpot bet: only where the profile has a prize table; at most the side limit of the table minimum (000 §11 VI.1).
  if (t.jackpot && !p.jackpot?.value) throw new ConfigError('house-poker/no-jackpot', 'this game has no jackpot bet', { cite: p.jackpot?.cite });
  if (t.jackpot && lim && t.jackpot.stake * lim.den > t.minimum * lim.num)
    throw new ConfigError('house-poker/jackpot-limit', `the jackpot bet is at most ${lim.num}/${lim.den} of the table minimum`, { cite: p.jackpot?.cite });
  if (t.jackpot && t.jackpot.stake % t.chipUnit) throw new ConfigError('house-poker/jackpot-stake', `the jackpot bet is a multiple of the chip unit ${t.chipUnit}`, { cite: p.jackpot?.cite });
  const ratios = p.limitRatios.value;
  if (ratios && !ratios.some((r) => t.maximum === t.minimum * r))
    throw new ConfigError('house-poker/limit-ratio', `the maximum must be the minimum × ${ratios.join(', ')}`, { cite: p.limitRatios.cite });
}

export function createRound(v: HousePokerVariant, input: RoundInput<HousePokerProfile, HousePokerTable, null>, check: (p: HousePokerProfile) => void): { state: HpState; events: HpEvent[] } {
  check(input.profile);
  validateTable(input.profile, input.table);
  const { shoe, events } = dealDeck(input, v.decks);
  return { state: { game: v.id, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', boxes: [], dealer: [], shoe, settlement: null }, events };
}

export function legalActions(v: HousePokerVariant, s: HpState, by: Actor): LegalAction[] {
  const reducer = housePokerReducer(v);
  if (by.kind === 'dealer') {
    const l: LegalAction[] = s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'showdown' ? [{ type: 'showdown' }] : [];
    return reducer.legal(s, by, l);
  }
  if (by.kind === 'system') {
    if (s.phase === 'drawing') return s.boxes.filter((b) => b.decision === 'play' && !b.discards).map((b) => ({ type: 'discard', box: b.box, positions: [] }));
    return s.phase === 'deciding' ? s.boxes.filter((b) => !b.decision).map((b) => (b.blind ? { type: 'play', box: b.box, multiple: blindMultiple(b) } : { type: 'fold', box: b.box })) : [];
  }
  const out: LegalAction[] = [];
  if (s.phase === 'betting') {
    const spots = s.profile.blindHands?.value ? [...BETTING_SPOTS, BLIND_SPOT] : BETTING_SPOTS;
    out.push(...bettingCandidates(s, by, spots, (a) => checkBet(s, { type: 'bet', ...a } as Extract<HpAction, { type: 'bet' }>), (st, box, spot) => spotRange(st as HpState, box, spot)));
    return reducer.legal(s, by, out, (l) => ({ ...l, amount: (l.amount as { min: number } | undefined)?.min, by }) as unknown as HpAction);
  }
  if (s.phase === 'deciding')
    for (const b of s.boxes)
      if (b.owner === by.player && !b.decision) {
        for (const multiple of b.blind ? [blindMultiple(b)] : s.profile.playMultiples.value) out.push({ type: 'play', box: b.box, multiple });
        out.push({ type: 'fold', box: b.box });
        out.push(...buyChoices(s, b));
      }
  if (s.phase === 'drawing' && v.draw)
    for (const b of s.boxes)
      if (b.owner === by.player && b.decision === 'play' && !b.discards) for (const positions of discardChoices(b.cards.length, v.draw.max)) out.push({ type: 'discard', box: b.box, positions });
  return out;
}

export function awaiting(s: HpState): Actor[] {
  if ((s.phase === 'betting' && s.boxes.length) || s.phase === 'showdown') return [{ kind: 'dealer' }];
  if (s.phase === 'drawing') return [...new Set(s.boxes.filter((b) => b.decision === 'play' && !b.discards).map((b) => b.owner))].map((player) => ({ kind: 'player', player }));
  if (s.phase !== 'deciding') return [];
  return [...new Set(s.boxes.filter((b) => !b.decision).map((b) => b.owner))].map((player) => ({ kind: 'player', player }));
}

export function timeoutAction(s: HpState): HpAction | null {
  if (s.phase === 'betting') return s.boxes.length ? { type: 'close-bets', by: { kind: 'dealer' } } : null;
  if (s.phase === 'showdown') return { type: 'showdown', by: { kind: 'dealer' } };
  // A box in play that has not discarded within the time stands pat (the discard is a right, 000 §12 VII 7.3: "may").
  const d = s.phase === 'drawing' ? s.boxes.find((x) => x.decision === 'play' && !x.discards) : undefined;
  if (d) return { type: 'discard', box: d.box, positions: [], by: { kind: 'system' } };
  const b = s.phase === 'deciding' ? s.boxes.find((x) => !x.decision) : undefined;
  // A blind box that may pass and has not: it plays with the continuation bet its player placed before the deal.
  if (b?.blind) return { type: 'play', box: b.box, multiple: blindMultiple(b), by: { kind: 'system' } };
  return b ? { type: s.profile.timeout.value, box: b.box, by: { kind: 'system' } } : null;
}

/** The game object of a variant; `check` refuses a profile at load of a round (the player-advantage check). */
export function housePokerGame(v: HousePokerVariant, extra: Pick<Game<HousePokerProfile, HousePokerTable, HpState, HpAction, HpEvent, null>, 'bets' | 'tools'>, check: (p: HousePokerProfile) => void): Game<HousePokerProfile, HousePokerTable, HpState, HpAction, HpEvent, null> {
  const reducer = housePokerReducer(v);
  return housePokerGameOf({
    id: v.id,
    profiles: v.profiles,
    tableSchema: housePokerTableSchema,
    defaultTable: defaultHousePokerTable,
    actionSchema: housePokerActionSchema,
    bets: extra.bets,
    create: (input) => createRound(v, input, check),
    legalActions: (s, by) => legalActions(v, s, by),
    apply: reducer.apply,
    chips: reducer.chips,
    timeoutAction,
    awaiting,
    view: (s, a) => housePokerView(s, a, v.cards.dealerUp ?? 0, v.draw?.max ?? 0),
    ...(extra.tools ? { tools: extra.tools } : {}),
  });
}
