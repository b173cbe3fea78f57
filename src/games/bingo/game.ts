/**
 * @module games/bingo/game
 * One game of ninety-ball bingo in a hall (000-A3): cards are sold in series for a period (`buy`, a stake: the
 * series are generated from the server's RNG by `randomize`), the sale closes (`close-sales`, the table's timer),
 * then the balls come out one at a time (`draw`, a system step each, recorded) from an urn whose order was committed
 * when the game was created and is revealed when it ends. After each ball the game finds the winners itself: the
 * first ball at which any card completes a line wins the line prize for every card that completed one at that
 * ball; the first at which any card has all 15 numbers wins the bingo prize; simultaneous winners share
 * (games/bingo/prizes). A player may also claim (`claim`): the claim is good only for a card of his that won at the
 * ball just drawn (nobody completed it with an earlier ball).
 */
import { z } from 'zod';
import type { LegalAction, RoundInput } from '../../core/contract.js';
import { ConfigError, reject, type Rejection } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import { makeReducer, unknownAction } from '../../core/reducer.js';
import { makeSettlement, settlementView, type JackpotContribution, type Settlement, type SettlementLine } from '../../core/settlement.js';
import { linkedAwards, linkedContributions } from './linked.js';
import type { Rng } from '../../rng/rng.js';
import { shuffled } from '../../rng/rng.js';
import { reveal, stackedShoe, type ShoeEvent, type ShoeState } from '../../shoe/shoe.js';
import { BALLS, CARDS_PER_SERIES, cardNumbers, generateSeries, lineCompletedAt, seriesProblem, type BingoCard } from './cards.js';
import { ballOrderAmounts, prizeAmount, shareOf, type PrizeKind } from './prizes.js';
import type { BingoProfile, BingoTable } from './profile.js';

/** A card sold: its series and number (`12-3`: series 12, card 3), its lines, its holder. */
export interface SoldCard extends BingoCard {
  readonly id: string;
  readonly holder: string;
}

/** A prize won: the ball (its count, 1-based) at which it was won, the winning cards, each card's share. */
export interface PrizeWon {
  readonly ball: number;
  readonly number: number;
  readonly amount: number;
  readonly cards: readonly { readonly card: string; readonly holder: string }[];
  readonly share: number;
  readonly remainder: number;
}

/** A ball-order prize of this game (000-A3 para 3): its amount, fixed at the close of the sale, and its last ball. */
export interface ModePrize {
  readonly id: string;
  readonly maxBall: number;
  readonly amount: number;
}
/** A ball-order prize won with the bingo: the bingo's winning cards share it. */
export interface ModeWon extends ModePrize {
  readonly ball: number;
  readonly cards: readonly { readonly card: string; readonly holder: string }[];
  readonly share: number;
  readonly remainder: number;
}

export interface BingoState {
  readonly game: string;
  readonly v: number;
  readonly roundNo: number;
  readonly profile: BingoProfile;
  readonly table: BingoTable;
  readonly phase: 'selling' | 'drawing' | 'over';
  readonly cards: readonly SoldCard[];
  /** Each buyer's money paid for cards (minor units), in order of first purchase. */
  readonly paid: readonly { readonly player: string; readonly amount: number }[];
  readonly seriesSold: number;
  readonly prizes: { readonly line: number; readonly bingo: number } | null;
  readonly urn: ShoeState;
  readonly drawn: readonly number[];
  readonly line: PrizeWon | null;
  readonly bingo: PrizeWon | null;
  readonly claims: readonly { readonly player: string; readonly card: string; readonly prize: PrizeKind; readonly ball: number }[];
  readonly settlement: Settlement | null;
  /** The ball-order prizes (para 3), set at the close of the sale; absent when the profile has none. */
  readonly modes?: readonly ModePrize[];
  readonly modesWon?: readonly ModeWon[];
  /** The linked halls' prize (para 4), set at the close of the sale when the hall is linked; absent otherwise. */
  readonly linked?: LinkedGame;
  /** The cards that made the linked prize's bingo (by its ball); absent when none did. */
  readonly linkedWon?: { readonly ball: number; readonly cards: readonly { readonly card: string; readonly holder: string }[] };
}

/** This game's part in a linked pool (000-A3 para 4): each buyer's share, fixed at the close of the sale. */
export interface LinkedGame {
  readonly jackpot: string;
  readonly basisPoints: number;
  readonly maxBall: number;
  readonly cite: string;
  readonly contributions: readonly JackpotContribution[];
}

const lines3 = z.array(z.array(z.number().int()).length(5)).length(3);
const seriesSchema = z.array(z.object({ lines: lines3 })).length(CARDS_PER_SERIES);

export const bingoActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('buy'), amount: z.number().int().min(1), series: z.array(seriesSchema).max(100).optional() }),
  z.object({ type: z.literal('close-sales') }),
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('claim'), card: z.string().max(20), prize: z.enum(['line', 'bingo']) }),
]);
export type BingoAction = { by: Actor } & (
  | { type: 'buy'; amount: number; series?: BingoCard[][] }
  | { type: 'close-sales' }
  | { type: 'draw' }
  | { type: 'claim'; card: string; prize: PrizeKind }
);
type Of<T extends BingoAction['type']> = Extract<BingoAction, { type: T }>;

export type BingoEvent =
  | ShoeEvent
  | { type: 'stake'; bettor: string; bet: string; amount: number }
  | { type: 'cards-sold'; player: string; cards: readonly string[] }
  | { type: 'sales-closed'; takings: number; cards: number; prizes: { line: number; bingo: number }; modes?: readonly ModePrize[]; linked?: { jackpot: string; share: number; maxBall: number } }
  | { type: 'mode-prize-won'; prize: ModeWon }
  | { type: 'linked-bingo'; jackpot: string; ball: number; cards: readonly { card: string; holder: string }[] }
  | { type: 'ball-drawn'; ball: number; number: number }
  | { type: 'line-won' | 'bingo-won'; prize: PrizeWon }
  | { type: 'claim-confirmed'; player: string; card: string; prize: PrizeKind };

const ALL = Array.from({ length: BALLS }, (_, i) => String(i + 1));

/** A scenario's stacked draw: `{ balls: [...] }`, the first balls in order (the rest follow in ascending order). */
function stackedOrder(stack: unknown): string[] | null {
  const given = (stack as { balls?: unknown } | undefined)?.balls;
  if (given === undefined) return null;
  const balls = (Array.isArray(given) ? given : String(given).split(/\s+/).filter(Boolean)).map(String);
  if (new Set(balls).size !== balls.length || balls.some((b) => !ALL.includes(b))) throw new ConfigError('bingo/bad-stack', `a stacked draw lists different numbers from 1 to 90: ${JSON.stringify(given)}`);
  return [...balls, ...ALL.filter((b) => !balls.includes(b))];
}

export function createBingo(game: string, input: RoundInput<BingoProfile, BingoTable, null>): { state: BingoState; events: BingoEvent[] } {
  const urn = stackedShoe(stackedOrder(input.stack) ?? shuffled(ALL, input.rng), { mode: 'csm', salt: input.rng.hex(32), shoeNo: input.roundNo ?? 1 });
  return {
    state: { game, v: 0, roundNo: input.roundNo ?? 1, profile: input.profile, table: input.table, phase: 'selling', cards: [], paid: [], seriesSold: 0, prizes: null, urn, drawn: [], line: null, bingo: null, claims: [], settlement: null },
    events: [{ type: 'shoe-shuffled', shoeNo: urn.shoeNo, commitment: urn.commitment, cards: BALLS, mode: 'csm' }],
  };
}

const who = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
export const seriesPrice = (s: BingoState): number => s.table.cardPrice * CARDS_PER_SERIES;
const seriesOf = (s: BingoState, p: string): number => s.cards.filter((c) => c.holder === p).length / CARDS_PER_SERIES;
export const machinesOf = (p: BingoProfile, t: BingoTable): number => p.machines.value[t.category];
export const takings = (s: BingoState): number => s.paid.reduce((a, x) => a + x.amount, 0);

/** The range of a purchase for `p`: whole series, up to the player's limit (000-A3 para 6.b). */
export function buyRange(s: BingoState, p: string): { min: number; max: number; step: number } {
  const step = seriesPrice(s);
  return { min: step, max: step * (s.profile.seriesPerPlayer.value - seriesOf(s, p)), step };
}

/** Everything a purchase must pass but its series (which the server fills): `legalActions` asks this. */
function checkPurchase(s: BingoState, a: Of<'buy'>): Rejection | null {
  const p = who(a.by);
  if (!p) return reject('bingo/player-only', 'only a player buys cards');
  if (s.phase !== 'selling') return reject('bingo/sales-closed', 'the sale of cards for this game is closed');
  const step = seriesPrice(s);
  if (a.amount % step) return reject('bingo/whole-series', `cards are sold in series of ${CARDS_PER_SERIES} at ${step}`);
  const n = a.amount / step;
  const limit = s.profile.seriesPerPlayer.value;
  if (seriesOf(s, p) + n > limit) return reject('bingo/series-limit', `at most ${limit} series per player in one game (${seriesOf(s, p)} bought)`, s.profile.seriesPerPlayer.cite);
  const machines = machinesOf(s.profile, s.table);
  if (!s.paid.some((x) => x.player === p) && s.paid.length >= machines)
    return reject('bingo/machines-full', `a ${s.table.category}-category hall has ${machines} machines, all in play`, s.profile.machines.cite);
  return null;
}

function checkBuy(s: BingoState, a: Of<'buy'>): Rejection | null {
  const no = checkPurchase(s, a);
  if (no) return no;
  const n = a.amount / seriesPrice(s);
  if (!a.series) return reject('bingo/no-series', 'a purchase carries its series (the server generates them)');
  if (a.series.length !== n) return reject('bingo/bad-series', `${n} series paid, ${a.series.length} given`);
  for (const x of a.series) {
    const problem = seriesProblem(x);
    if (problem) return reject('bingo/bad-series', problem, '000-A3 para 1');
  }
  return null;
}

/** The ball (count) at which `card` first shows `prize` with the balls drawn, or null. */
function completedAt(card: BingoCard, prize: PrizeKind, drawnAt: ReadonlyMap<number, number>): number | null {
  if (prize === 'bingo') return lineCompletedAt(cardNumbers(card), drawnAt);
  let first: number | null = null;
  for (const l of card.lines) {
    const at = lineCompletedAt(l, drawnAt);
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
}

const drawnIndex = (drawn: readonly number[]): Map<number, number> => new Map(drawn.map((n, i) => [n, i + 1]));

function award(s: BingoState, kind: PrizeKind, drawn: readonly number[]): PrizeWon | null {
  const at = drawnIndex(drawn);
  const ball = drawn.length;
  const winners = s.cards.filter((c) => completedAt(c, kind, at) === ball);
  if (!winners.length) return null;
  const amount = (s.prizes as { line: number; bingo: number })[kind];
  const { share, remainder } = shareOf(s.profile, amount, winners.length);
  return { ball, number: drawn[ball - 1] as number, amount, cards: winners.map((c) => ({ card: c.id, holder: c.holder })), share, remainder };
}

/** The ball-order prizes the bingo wins (000-A3 para 3): those whose last ball it fell on or before, shared like it. */
function modesWon(s: BingoState, bingo: PrizeWon): ModeWon[] {
  return (s.modes ?? [])
    .filter((m) => bingo.ball <= m.maxBall)
    .map((m) => ({ ...m, ball: bingo.ball, cards: bingo.cards, ...shareOf(s.profile, m.amount, bingo.cards.length) }));
}

/** The linked prize's part of the game, when the hall names a pool and the profile has the rule (para 4). */
function linkedOf(s: BingoState): LinkedGame | null {
  const rule = s.profile.linked;
  const id = s.table.linked?.id;
  if (!rule || !id) return null;
  return { jackpot: id, basisPoints: rule.value.basisPoints, maxBall: rule.value.maxBall, cite: rule.cite, contributions: linkedContributions(id, s.paid, rule.value.basisPoints, s.profile.rounding.value.unit, rule.cite) };
}

/** The bingo's cards take the linked pool when it fell on the rule's ball or earlier (para 4). */
const linkedWinners = (s: BingoState, bingo: PrizeWon): BingoState['linkedWon'] | null => (s.linked && bingo.ball <= s.linked.maxBall ? { ball: bingo.ball, cards: bingo.cards } : null);

function settle(s: BingoState, line: PrizeWon | null, bingo: PrizeWon, modes: readonly ModeWon[]): Settlement {
  // A linked hall's share of each purchase leaves the table for the pool (src/jackpots/linked-halls): the buyer's line
  // stakes the rest; the qualifying bingo's cards each get one equal award of the pool.
  const linked = s.linked;
  const toPool = (player: string): number => linked?.contributions.find((c) => c.bettor === player)?.stake ?? 0;
  const won = linkedWinners(s, bingo);
  const jackpots = linked ? { contributions: linked.contributions, awards: won ? linkedAwards(linked.jackpot, won.cards, linked.cite) : [] } : undefined;
  const lines: SettlementLine[] = s.paid.map(({ player, amount: paid }) => {
    const amount = paid - toPool(player);
    const lineCards = line?.cards.filter((c) => c.holder === player).length ?? 0;
    const bingoCards = bingo.cards.filter((c) => c.holder === player).length;
    const returned = lineCards * (line?.share ?? 0) + bingoCards * (bingo.share + modes.reduce((a, m) => a + m.share, 0));
    const outcome = lineCards && bingoCards ? 'line-and-bingo' : bingoCards ? 'bingo' : lineCards ? 'line' : 'lose';
    return { bettor: player, bet: 'cards', stake: amount, returned, net: returned - amount, outcome, cite: '000-A3 para 1' };
  });
  return makeSettlement(lines, [], jackpots);
}

export const bingoReducer = makeReducer<BingoState, BingoAction, BingoEvent>({
  unknown: unknownAction('bingo'),
  chips: (s) => takings(s),
  rules: {
    buy: {
      check: checkBuy,
      run: (s, a: Of<'buy'>) => {
        const p = who(a.by) as string;
        const sold: SoldCard[] = (a.series ?? []).flatMap((series, i) => series.map((c, k) => ({ id: `${s.seriesSold + i + 1}-${k + 1}`, holder: p, lines: c.lines.map((l) => [...l]) })));
        const paid = s.paid.some((x) => x.player === p) ? s.paid.map((x) => (x.player === p ? { player: p, amount: x.amount + a.amount } : x)) : [...s.paid, { player: p, amount: a.amount }];
        return {
          state: { ...s, cards: [...s.cards, ...sold], paid, seriesSold: s.seriesSold + (a.series?.length ?? 0) },
          events: [
            { type: 'stake', bettor: p, bet: 'cards', amount: a.amount },
            { type: 'cards-sold', player: p, cards: sold.map((c) => c.id) },
          ],
        };
      },
    },
    'close-sales': {
      check: (s, a) => (a.by.kind === 'player' ? reject('bingo/dealer-only', 'the hall closes the sale') : s.phase !== 'selling' ? reject('bingo/sales-closed', 'the sale is already closed') : null),
      run: (s) => {
        const total = takings(s);
        const prizes = { line: prizeAmount(s.profile, 'line', total), bingo: prizeAmount(s.profile, 'bingo', total) };
        const modes = ballOrderAmounts(s.profile, total);
        const linked = linkedOf(s);
        const toPool = linked?.contributions.reduce((a, c) => a + c.stake, 0) ?? 0;
        const closed: BingoEvent = { type: 'sales-closed', takings: total, cards: s.cards.length, prizes, ...(modes.length ? { modes } : {}), ...(linked ? { linked: { jackpot: linked.jackpot, share: toPool, maxBall: linked.maxBall } } : {}) };
        const withModes = { ...(modes.length ? { modes } : {}), ...(linked ? { linked } : {}) };
        // No card sold: no game is played; the urn is revealed unused.
        if (!s.cards.length) return { state: { ...s, ...withModes, phase: 'over', prizes, settlement: makeSettlement([]) }, events: [closed, reveal(s.urn)] };
        return { state: { ...s, ...withModes, phase: 'drawing', prizes }, events: [closed] };
      },
    },
    draw: {
      check: (s, a) => (a.by.kind === 'player' ? reject('bingo/system-only', 'the balls are drawn by the hall') : s.phase !== 'drawing' ? reject('bingo/not-drawing', 'no draw in progress') : null),
      run: (s) => {
        const number = Number(s.urn.order[s.urn.pos]);
        const urn = { ...s.urn, pos: s.urn.pos + 1 };
        const drawn = [...s.drawn, number];
        const events: BingoEvent[] = [{ type: 'ball-drawn', ball: drawn.length, number }];
        const line = s.line ?? award(s, 'line', drawn);
        if (line && !s.line) events.push({ type: 'line-won', prize: line });
        const bingo = award(s, 'bingo', drawn);
        if (!bingo) return { state: { ...s, urn, drawn, line }, events };
        const won = modesWon(s, bingo);
        const linkedWon = linkedWinners(s, bingo);
        const linkedEvent: BingoEvent[] = linkedWon && s.linked ? [{ type: 'linked-bingo', jackpot: s.linked.jackpot, ...linkedWon }] : [];
        events.push({ type: 'bingo-won', prize: bingo }, ...won.map((prize): BingoEvent => ({ type: 'mode-prize-won', prize })), ...linkedEvent, reveal(urn));
        const withWon = { ...(s.modes?.length ? { modesWon: won } : {}), ...(linkedWon ? { linkedWon } : {}) };
        return { state: { ...s, ...withWon, urn, drawn, line, bingo, phase: 'over', settlement: settle(s, line, bingo, won) }, events };
      },
    },
    claim: {
      check: (s, a: Of<'claim'>) => {
        const p = who(a.by);
        if (!p) return reject('bingo/player-only', 'only a player claims');
        if (s.phase !== 'drawing' && s.phase !== 'over') return reject('bingo/not-drawing', 'no ball has been drawn');
        const card = s.cards.find((c) => c.id === a.card);
        if (!card || card.holder !== p) return reject('bingo/not-your-card', `you hold no card ${a.card}`);
        const at = completedAt(card, a.prize, drawnIndex(s.drawn));
        if (at === null) return reject('bingo/claim-not-complete', `card ${a.card} has no ${a.prize === 'line' ? 'complete line' : 'bingo'}`, '000-A3 para 1');
        const won = s[a.prize];
        if (!won || won.ball !== s.drawn.length || at !== won.ball)
          return reject('bingo/claim-late', `the ${a.prize} was completed with an earlier ball (ball ${won?.ball ?? at}); a claim is good only at the ball that completes it`, '000-A3 para 1.a');
        if (s.claims.some((c) => c.card === a.card && c.prize === a.prize)) return reject('bingo/claimed', 'already claimed');
        return null;
      },
      run: (s, a: Of<'claim'>) => {
        const p = who(a.by) as string;
        return { state: { ...s, claims: [...s.claims, { player: p, card: a.card, prize: a.prize, ball: s.drawn.length }] }, events: [{ type: 'claim-confirmed', player: p, card: a.card, prize: a.prize }] };
      },
    },
  },
});

export function bingoLegalActions(s: BingoState, by: Actor): LegalAction[] {
  const p = who(by);
  if (!p) {
    if (s.phase === 'selling' && by.kind === 'dealer' && s.cards.length) return [{ type: 'close-sales' }];
    if (s.phase === 'drawing') return [{ type: 'draw' }];
    return [];
  }
  if (s.phase === 'selling') {
    const r = buyRange(s, p);
    return r.max >= r.min && !checkPurchase(s, { type: 'buy', amount: r.min, by }) ? [{ type: 'buy', amount: r }] : [];
  }
  const out: LegalAction[] = [];
  for (const c of s.cards) if (c.holder === p) for (const prize of ['line', 'bingo'] as const) if (!bingoReducer.check(s, { type: 'claim', card: c.id, prize, by })) out.push({ type: 'claim', card: c.id, prize, optional: true });
  return out;
}

export const bingoAwaiting = (s: BingoState): Actor[] => (s.phase === 'drawing' ? [{ kind: 'system' }] : s.phase === 'selling' && s.cards.length ? [{ kind: 'dealer' }] : []);

/** The table's move when the sale's time is up: close the sale; then each ball. */
export const bingoTimeout = (s: BingoState): BingoAction | null =>
  s.phase === 'selling' && s.cards.length ? { type: 'close-sales', by: { kind: 'dealer' } } : s.phase === 'drawing' ? { type: 'draw', by: { kind: 'system' } } : null;

/** Fills a purchase's series from the server's RNG (only a purchase the check could accept: whole series, within the limit). */
export function bingoRandomize(s: BingoState, a: BingoAction, rng: Rng): BingoAction {
  if (a.type !== 'buy' || a.series !== undefined || s.phase !== 'selling') return a;
  const step = seriesPrice(s);
  const n = a.amount / step;
  if (!Number.isInteger(n) || n < 1 || n > s.profile.seriesPerPlayer.value) return a;
  return { ...a, series: Array.from({ length: n }, () => generateSeries(rng)) };
}

const cardView = (s: BingoState, c: SoldCard): unknown => {
  const marked = new Set(s.drawn);
  return { id: c.id, holder: c.holder, lines: c.lines.map((l) => l.map((n) => ({ n, marked: marked.has(n) }))) };
};

/** What a player, the hall (dealer, auditor) and a spectator see: a player his own cards, the hall every card. */
export const bingoView = (s: BingoState, a: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  cardPrice: s.table.cardPrice,
  seriesPrice: seriesPrice(s),
  seriesPerPlayer: s.profile.seriesPerPlayer.value,
  machines: machinesOf(s.profile, s.table),
  category: s.table.category,
  cardsSold: s.cards.length,
  takings: takings(s),
  prizes: s.prizes,
  drawn: [...s.drawn],
  lastBalls: s.drawn.slice(-5).reverse(),
  line: s.line,
  bingo: s.bingo,
  claims: s.claims.map((c) => ({ ...c })),
  cards: s.cards.filter((c) => (a.kind === 'player' ? c.holder === a.player : a.kind !== 'spectator')).map((c) => cardView(s, c)),
  urn: { commitment: s.urn.commitment },
  settlement: s.settlement ? settlementView(s.settlement, a) : null,
  modes: s.modes ?? [],
  modesWon: s.modesWon ?? [],
  linked: linkedView(s),
  linkedWon: s.linkedWon ?? null,
});

/** The linked prize as the hall shows it: the pool's id (its amount is the pool's: GET /api/jackpots), the rule. */
function linkedView(s: BingoState): { jackpot: string; basisPoints: number; maxBall: number; cite: string } | null {
  const rule = s.profile.linked;
  const id = s.table.linked?.id;
  return rule && id ? { jackpot: id, basisPoints: rule.value.basisPoints, maxBall: rule.value.maxBall, cite: rule.cite } : null;
}
