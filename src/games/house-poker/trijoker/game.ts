/**
 * @module games/house-poker/trijoker/game
 * Builds the Trijoker `Game` (000 §13) on its reducer: the round's creation (a fresh shuffled deck committed before
 * any card is seen; a scenario's stacked deck), the legal actions per actor, who is awaited, the time-out (the
 * profile's `timeout`: the bet stays, as leaving it needs no act), the closing announcement (the last three coups,
 * V.5), and the views.
 *
 * Views (STYLE §2, field by field): a box's three cards to its own player until the showdown shows every box; the
 * community cards to everyone once face up (turned, or exposed by mistake and left in play), otherwise only how many
 * lie face down. The round's deck is never in a view: only its commitment.
 */
import { housePokerGameOf, viewHead } from '../engine/scaffold.js';
import { z } from 'zod';
import { lastRounds, type BetInfo, type Game, type GameTools, type LegalAction, type RoundInput } from '../../../core/contract.js';
import { ConfigError } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { settlementView } from '../../../core/settlement.js';
import { dealDeck } from '../engine/deck.js';
import type { ProfileSet } from '../../../core/contract.js';
import { defaultTrijokerTable, trijokerTableSchema, type TrijokerProfile, type TrijokerTable } from './profile.js';
import { checkTjBet, tjRange, trijokerReducer } from './rules.js';
import type { TjAction, TjEvent, TjState } from './state.js';

const box = z.number().int().min(1).max(7);
export const trijokerActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), box, amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), box }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('let-ride'), box }),
  z.object({ type: z.literal('take-back'), box }),
  z.object({ type: z.literal('show-community') }),
  z.object({ type: z.literal('community-exposed'), card: z.union([z.literal(0), z.literal(1)]) }),
  z.object({ type: z.literal('showdown') }),
]);

export type TrijokerGame = Game<TrijokerProfile, TrijokerTable, TjState, TjAction, TjEvent, null>;

export function validateTrijokerTable(p: TrijokerProfile, t: TrijokerTable): void {
  if (t.boxes > p.boxes.value) throw new ConfigError('trijoker/too-many-boxes', `at most ${p.boxes.value} boxes`, { cite: p.boxes.cite });
  if (t.maximum < t.minimum) throw new ConfigError('trijoker/invalid-table', 'the maximum is below the minimum');
  const ratios = p.limitRatios.value;
  if (ratios && !ratios.some((r) => t.maximum === t.minimum * r)) throw new ConfigError('trijoker/limit-ratio', `the maximum must be the minimum × ${ratios.join(', ')}`, { cite: p.limitRatios.cite });
}

function create(id: string, input: RoundInput<TrijokerProfile, TrijokerTable, null>): { state: TjState; events: TjEvent[] } {
  validateTrijokerTable(input.profile, input.table);
  const { shoe, events } = dealDeck(input);
  return { state: { game: id, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'betting', boxes: [], community: [], shown: 0, exposed: [], shoe, settlement: null }, events };
}

const deciding = (s: TjState): 'first' | 'second' | null => (s.phase === 'first' ? 'first' : s.phase === 'second' ? 'second' : null);

function legalActions(s: TjState, by: Actor): LegalAction[] {
  const reducer = trijokerReducer();
  if (by.kind === 'dealer') {
    const l: LegalAction[] = s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'show-first' ? [{ type: 'show-community' }] : s.phase === 'showdown' ? [{ type: 'showdown' }] : [];
    return reducer.legal(s, by, l);
  }
  const which = deciding(s);
  if (by.kind === 'system') return which ? s.boxes.filter((b) => !b[which]).map((b) => ({ type: s.profile.timeout.value, box: b.box })) : [];
  const out: LegalAction[] = [];
  if (s.phase === 'betting') {
    for (let b = 1; b <= s.table.boxes; b++) {
      const r = tjRange(s, b);
      if (r.min <= r.max && !checkTjBet(s, { type: 'bet', box: b, amount: r.min, by })) out.push({ type: 'bet', box: b, amount: r });
    }
    for (const b of s.boxes) if (b.owner === by.player) out.push({ type: 'withdraw', box: b.box });
    return out;
  }
  if (which) for (const b of s.boxes) if (b.owner === by.player && !b[which]) out.push({ type: 'let-ride', box: b.box }, { type: 'take-back', box: b.box });
  return out;
}

function awaiting(s: TjState): Actor[] {
  if ((s.phase === 'betting' && s.boxes.length) || s.phase === 'show-first' || s.phase === 'showdown') return [{ kind: 'dealer' }];
  const which = deciding(s);
  return which ? [...new Set(s.boxes.filter((b) => !b[which]).map((b) => b.owner))].map((player) => ({ kind: 'player', player })) : [];
}

function timeoutAction(s: TjState): TjAction | null {
  if (s.phase === 'betting') return s.boxes.length ? { type: 'close-bets', by: { kind: 'dealer' } } : null;
  if (s.phase === 'show-first') return { type: 'show-community', by: { kind: 'dealer' } };
  if (s.phase === 'showdown') return { type: 'showdown', by: { kind: 'dealer' } };
  const which = deciding(s);
  const b = which ? s.boxes.find((x) => !x[which]) : undefined;
  return b ? { type: s.profile.timeout.value, box: b.box, by: { kind: 'system' } } : null;
}

export function trijokerView(s: TjState, a: Audience): unknown {
  const over = s.phase === 'over';
  const me = a.kind === 'player' ? a.player : null;
  const up = s.community.map((c, i) => (over || i < s.shown || s.exposed.includes(i) ? c : null));
  return {
    ...viewHead(s),
    dealer: { cards: null, count: 0 },
    community: up,
    board: up.filter((c): c is string => c !== null),
    boxes: s.boxes.map((b) => ({
      box: b.box,
      owner: b.owner,
      stakes: { 'bet-1': b.stake, 'bet-2': b.stake, 'bet-3': b.stake },
      decision: b.second ?? b.first,
      choices: { 'bet-1': b.first, 'bet-2': b.second },
      count: b.cards.length,
      cards: b.owner === me || over ? [...b.cards] : null,
    })),
    settlement: s.settlement ? settlementView(s.settlement, a) : null,
  };
}

export function trijokerGame(id: string, profiles: ProfileSet<TrijokerProfile>, bets: (p: TrijokerProfile) => BetInfo[], tools: GameTools<TrijokerProfile>): TrijokerGame {
  const reducer = trijokerReducer();
  return housePokerGameOf({
    id,
    profiles,
    tableSchema: trijokerTableSchema,
    defaultTable: defaultTrijokerTable,
    actionSchema: trijokerActionSchema,
    bets,
    create: (input) => create(id, input),
    legalActions,
    apply: reducer.apply,
    chips: reducer.chips,
    timeoutAction,
    awaiting,
    view: trijokerView,
    // 000 §13 V.5: at the end of the session the table chief announces the last three coups.
    closing: () => lastRounds(3, 'last-three-hands', '000 §13 V.5'),
    tools,
  });
}
