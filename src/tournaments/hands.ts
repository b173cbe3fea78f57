/**
 * @module tournaments/hands
 * A tournament table's hands, driven through the registry (never the game's folder): the level's profile (the
 * bases' blinds and ante over the variant's profile, no rake — the house's share is the fee —, no cash-game table
 * rules, a one-chip table minimum so a short stack plays all in), a new hand from the seats, the button and the
 * players' tournament chips (`stacks`), the dealer's steps taken at once, and the chips each player holds when the
 * hand is over. `HandView` is the little the director reads of a circle-poker hand.
 */
import type { AnyGame, GameAction } from '../core/contract.js';
import { DEALER } from '../core/ids.js';
import { games } from '../registry.js';
import { seededRng } from '../rng/seeded-rng.js';
import type { Bases, Level } from './bases.js';
import type { Blinds } from './seating.js';
import { TournamentError } from './errors.js';

/** What the director reads of a circle-poker hand (src/games/circle-poker/state.ts, through the Game contract). */
export interface HandView {
  readonly phase: 'waiting' | 'betting' | 'dealing' | 'showdown' | 'over';
  readonly button: number | null;
  readonly handNo: number;
  readonly hand: readonly { readonly player: string; readonly box: number; readonly stack: number; readonly folded?: boolean; readonly allIn?: boolean }[];
  readonly result: { readonly pots: readonly { readonly awards: readonly { readonly player: string; readonly amount: number }[] }[] } | null;
  /** The hand's seats: a penalised player's hands left once this hand was dealt (003 §3.1.10.5). */
  readonly seats: readonly { readonly player: string; readonly penalty?: number }[];
}

export const gameOf = (b: Bases): AnyGame => {
  const g = games().find((x) => x.id === b.game);
  if (!g) throw new TournamentError('no-game', `no game ${b.game} in the registry`, { field: 'game' });
  return g;
};

const cache = new Map<string, unknown>();
const TD = 'croupier default (tournament)';

/** The circle-poker profile of a level: the bases' blinds and ante, no rake, no straddle, no new-player blind. */
export function levelProfile(b: Bases, level: Level): unknown {
  const key = `${b.game}|${b.profile}|${b.seatsPerTable}|${level.small}|${level.big}|${level.ante}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const g = gameOf(b);
  const base = g.profiles.get(b.profile) as Record<string, unknown>;
  const p = g.profiles.parse(
    {
      ...base,
      id: `${b.profile}-tournament`,
      blinds: { value: { small: level.small, big: level.big }, cite: '003 §3.1.4.1', note: "the tournament level's blinds" },
      bet: { value: { small: level.big, big: level.big }, cite: '003 §3.1.4.1' },
      ante: { value: level.ante, cite: '003 §3.1.4.1' },
      anteCap: { value: null, cite: TD },
      rake: { value: { method: 'none' }, cite: '000 Art. 2bis 1.d', note: "the house's share is the tournament's fee" },
      tableMinimum: { value: 1, cite: TD, note: 'a player with chips is dealt in, all in for what he has' },
      seats: { value: b.seatsPerTable, cite: '003 §3.1.2.5' },
      minPlayers: { value: 2, cite: '003 §3.1.6.3' },
      straddle: { value: null, cite: TD },
      newPlayer: { value: null, cite: '003 §3.1.2.2', note: 'a tournament player owes no new player blind' },
      timeCharge: { value: null, cite: TD },
      runItTwice: { value: null, cite: '003 §3.2.36', note: 'run it twice is offered in cash games' },
      sitOutLimit: { value: null, cite: TD, note: 'a tournament player is dealt in whether present or not' },
      showdown: { value: { order: 'in-order', first: 'final-round-aggressor' }, cite: '003 §3.1.3.6', note: "a tournament's showdown starts with the last round's aggressor, else the last round's first to act" },
    },
    `${b.id} level ${level.small}/${level.big}`,
  );
  cache.set(key, p);
  return p;
}

export interface SeatAt {
  readonly box: number;
  readonly player: string;
}

/**
 * Deals a new hand: the seats (those in `waiting` sit this hand out), the last button, the chips; the dealer's steps
 * run. `blinds`: the hand's button and blinds fixed by the director (the dead button, 003 §3.1.6.1); null: the
 * engine draws the button (a table's first hand) or moves it. `penalties`: the hands each penalised player dealt in
 * still has to miss (003 §3.1.10.5: his seat dealt, his forced bets posted, his hand mucked; tournaments/penalties).
 */
export function dealHand(b: Bases, level: Level, seats: readonly SeatAt[], waiting: readonly string[], button: number | null, handNo: number, chips: Readonly<Record<string, number>>, seed: string, blinds: Blinds | null = null, opts: { drawn?: number | null; hold?: boolean; penalties?: Readonly<Record<string, number>> } = {}): { hand: HandView; events: unknown[]; blinds: Blinds } {
  const g = gameOf(b);
  const rng = seededRng(`deal:${seed}`);
  const playing = seats.filter((x) => !waiting.includes(x.player) && (chips[x.player] ?? 0) > 0);
  const wait = playing.length >= 2 ? waiting : [];
  const bbDealt = !!blinds && playing.some((x) => x.box === blinds.bb && !wait.includes(x.player));
  const fixed = blinds && bbDealt ? { blinds: { button: blinds.button, sb: playing.some((x) => x.box === blinds.sb && !wait.includes(x.player)) ? blinds.sb : null, bb: blinds.bb } } : {};
  // A player sitting this hand out for his seat's position is not dealt it: it is not one of his penalty's hands.
  const owed = (player: string): { penalty?: number } => (opts.penalties?.[player] && !wait.includes(player) ? { penalty: opts.penalties[player] } : {});
  const carry = { seats: seats.map((x) => ({ box: x.box, player: x.player, out: wait.includes(x.player), ...owed(x.player) })), button, handNo, ...fixed };
  const stacks: Record<string, number> = {};
  for (const x of seats) stacks[x.player] = chips[x.player] ?? 0;
  const made = g.create({ profile: levelProfile(b, level), table: g.defaultTable(levelProfile(b, level)), carry, rng, stacks, roundNo: handNo + 1 });
  // A button drawn by the director (the final table's redraw) is the deal's; otherwise the engine draws it.
  const plain = { type: 'deal', by: DEALER, ...(opts.drawn != null && !('blinds' in fixed) ? { button: opts.drawn } : {}) };
  const deal = g.randomize ? g.randomize(made.state, plain, rng) : plain;
  const r = g.apply(made.state, deal);
  if (!r.ok) throw new TournamentError('cannot-deal', r.rejection.message, r.rejection.cite ? { cite: r.rejection.cite } : {});
  const dealt = (r.state as HandView).hand.map((x) => x.box);
  const stepped = dealerSteps(g, r.state, opts.hold ?? false);
  return { hand: stepped.state as HandView, events: [...made.events, ...r.events, ...stepped.events], blinds: 'blinds' in fixed ? (blinds as Blinds) : movedBlinds((r.state as HandView).button as number, dealt) };
}

/** A moving button's positions (the engine's own: a drawn or moved button, the two seats after it; heads-up the button posts the small blind). */
function movedBlinds(button: number, order: readonly number[]): Blinds {
  const heads = order.length === 2;
  return { button, sb: (heads ? order[1] : order[0]) as number, bb: (heads ? order[0] : order[1]) as number };
}

/** No more betting in a hand waiting for the dealer: all in and called (at most one player can still act). */
export const allInRunOut = (h: HandView): boolean => h.phase === 'dealing' && h.hand.filter((x) => !x.folded && !x.allIn).length <= 1;

/**
 * Takes the dealer's steps (the next street) while the hand awaits nobody but the dealer. `hold`: an all-in and call
 * is not run out — the board waits (hand-for-hand, 003 §3.1.9.5) until `runOut`.
 */
export function dealerSteps(g: AnyGame, s0: unknown, hold = false): { state: unknown; events: unknown[] } {
  let s = s0;
  const events: unknown[] = [];
  while ((s as HandView).phase === 'dealing' && !(hold && allInRunOut(s as HandView))) {
    const r = g.apply(s, { type: 'next', by: DEALER });
    if (!r.ok) throw new TournamentError('cannot-deal', r.rejection.message);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A decision in a hand, as the game's own action; an illegal one is refused with the game's reason. */
export function handAction(b: Bases, hand: HandView, action: GameAction, hold = false): { hand: HandView; events: unknown[] } {
  const g = gameOf(b);
  const r = g.apply(hand, action);
  if (!r.ok) throw new TournamentError('hand-refused', `${r.rejection.message} (${r.rejection.code})`, r.rejection.cite ? { cite: r.rejection.cite } : {});
  const stepped = dealerSteps(g, r.state, hold);
  return { hand: stepped.state as HandView, events: [...r.events, ...stepped.events] };
}

/** Each dealt-in player's chips once the hand is over: his stack behind plus what the pots award him. */
export function chipsAfter(hand: HandView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of hand.hand) out[p.player] = p.stack;
  for (const pot of hand.result?.pots ?? []) for (const a of pot.awards) out[a.player] = (out[a.player] ?? 0) + a.amount;
  return out;
}

/** Deals a held hand's board to the end (hand-for-hand, 003 §3.1.9.5: once the other tables' hands are done). */
export function runOut(b: Bases, hand: HandView): HandView {
  return dealerSteps(gameOf(b), hand).state as HandView;
}
