/**
 * @module games/house-poker/engine/boxes
 * The betting boxes every house-poker engine shares (the three-card engine, rules.ts; the board-street games,
 * holdem/rules.ts): finding and replacing a box, the amount range a spot still takes, the common checks of a bet, a
 * withdrawal, "no more bets" and the showdown call, and the stake / withdrawal transitions. A spot other than the
 * ante is a side bet: the engine asks `sideTable` whether the profile offers it (003 §2.2.5.7: never alone, so only
 * on a box with an ante); one player per box (003 §2.2.5.10, §2.2.9.9, §2.2.10.10).
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId, PlayerId } from '../../../core/ids.js';
import type { LegalAction } from '../../../core/contract.js';

/** A box as the shared rules see it. */
export interface BoxBase {
  readonly box: BoxId;
  readonly owner: PlayerId;
  readonly stakes: Readonly<Partial<Record<string, number>>>;
  readonly cards: readonly string[];
  readonly decision: string | null;
}

/** A round as the shared rules see it: its phase, boxes, table limits and the profile's citations. */
export interface RoundBase<B extends BoxBase = BoxBase> {
  readonly phase: string;
  readonly boxes: readonly B[];
  readonly table: { readonly minimum: number; readonly maximum: number; readonly chipUnit: number; readonly boxes: number; readonly sideMinimum: number; readonly sideMaximum: number };
  readonly profile: { readonly boxes: { readonly cite: string }; readonly limitRatios: { readonly cite: string }; readonly cites: { readonly deal: string; readonly bets: string; readonly showdown: string } };
}

/** Whether the profile offers a side spot (its table, null where not offered) and where that is written. */
export type SideTable = (spot: string) => { readonly value: unknown; readonly cite: string } | null | undefined;

type Bet = { readonly by: Actor; readonly box: BoxId; readonly spot: string; readonly amount: number };
type Withdraw = { readonly by: Actor; readonly box: BoxId; readonly spot: string };
const F = 'house-poker';
export const playerOf = (by: Actor): PlayerId | null => (by.kind === 'player' ? by.player : null);
export const boxOf = <B extends BoxBase>(s: RoundBase<B>, box: BoxId): B | undefined => s.boxes.find((b) => b.box === box);
export const withBox = <B extends BoxBase>(s: RoundBase<B>, box: B): B[] => [...s.boxes.filter((b) => b.box !== box.box), box].sort((x, y) => x.box - y.box);

/**
 * The amount a spot with `on` staked may still take, within the limits `lo`–`hi`, in chips of `step`: from the lowest
 * limit rounded up to a chip (one chip once a stake is on) to what the highest leaves, rounded down (every
 * house-poker engine's spots).
 */
export const stakeRange = (on: number, lo: number, hi: number, step: number): { min: number; max: number; step: number } =>
  ({ min: on ? step : Math.ceil(lo / step) * step, max: Math.floor((hi - on) / step) * step, step });

/** The amount range a player may still add to a spot of a box (the ante within the table's limits, a side spot within the side limits). */
export function spotRange(s: RoundBase, box: BoxId, spot: string): { min: number; max: number; step: number } {
  const t = s.table;
  const on = boxOf(s, box)?.stakes[spot] ?? 0;
  const [lo, hi] = spot === 'ante' ? [t.minimum, t.maximum] : [t.sideMinimum, t.sideMaximum];
  return stakeRange(on, lo, hi, t.chipUnit);
}

/** What a round must show for the checks every bet starts with (every house-poker engine's round does). */
export interface BettingRound {
  readonly phase: string;
  readonly boxes: readonly { readonly box: BoxId; readonly owner: PlayerId }[];
  readonly table: { readonly boxes: number };
  readonly profile: { readonly boxes: { readonly cite: string }; readonly cites: { readonly deal: string; readonly bets: string } };
}

/** The checks every bet starts with, at every house-poker engine: by a player, while betting is open, on a box of the table that is not another player's. */
export function checkBettor(s: BettingRound, a: { readonly by: Actor; readonly box: BoxId }): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject(`${F}/player-only`, 'only a player bets');
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  if (!Number.isInteger(a.box) || a.box < 1 || a.box > s.table.boxes) return reject(`${F}/no-such-box`, `boxes are 1–${s.table.boxes}`, s.profile.boxes.cite);
  const b = s.boxes.find((x) => x.box === a.box);
  return b && b.owner !== p ? reject(`${F}/box-taken`, `box ${a.box} is another player's`, s.profile.cites.bets) : null;
}

export function checkBetOn(s: RoundBase, a: Bet, side: SideTable): Rejection | null {
  const first = checkBettor(s, a);
  if (first) return first;
  const b = boxOf(s, a.box);
  if (a.spot !== 'ante') {
    const table = side(a.spot);
    if (table === undefined) return reject(`${F}/unknown-spot`, `no spot ${String(a.spot)}`);
    if (!table?.value) return reject(`${F}/no-side-bet`, `this game has no ${a.spot} bet`, table?.cite);
    if (!b?.stakes.ante) return reject(`${F}/side-bet-needs-ante`, `the ${a.spot} bet goes with an ante on the same box`, s.profile.cites.bets);
  }
  const r = spotRange(s, a.box, a.spot);
  if (!Number.isInteger(a.amount) || a.amount % r.step) return reject(`${F}/bet-not-a-multiple`, `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject(`${F}/bet-below-minimum`, `at least ${r.min}`, s.profile.limitRatios.cite);
  if (a.amount > r.max) return reject(`${F}/bet-over-limit`, `at most ${Math.max(0, r.max)} more on ${a.spot}`, s.profile.limitRatios.cite);
  return null;
}

/** A withdrawal while betting is open; the ante stays while a side bet (`sides`) is on the box. */
export function checkWithdrawOf(s: RoundBase, a: Withdraw, sides: readonly string[]): Rejection | null {
  const p = playerOf(a.by);
  if (!p) return reject(`${F}/player-only`, 'only a player bets');
  if (s.phase !== 'betting') return reject(`${F}/bets-closed`, 'no more bets', s.profile.cites.deal);
  const b = boxOf(s, a.box);
  if (!b || b.owner !== p || !b.stakes[a.spot]) return reject(`${F}/no-such-bet`, `you have no ${a.spot} on box ${a.box}`);
  if (a.spot === 'ante' && sides.some((x) => b.stakes[x])) return reject(`${F}/side-bet-needs-ante`, 'take back the side bet first', s.profile.cites.bets);
  return null;
}

export const checkCloseOf = (s: RoundBase, a: { readonly by: Actor }): Rejection | null =>
  a.by.kind !== 'dealer'
    ? reject(`${F}/dealer-only`, '"no more" is the croupier’s call')
    : s.phase !== 'betting'
      ? reject(`${F}/bets-closed`, 'already closed')
      : s.boxes.length === 0
        ? reject(`${F}/no-bets`, 'no box has an ante')
        : null;

export const checkShowdownOf = (s: RoundBase, a: { readonly by: Actor }): Rejection | null =>
  a.by.kind !== 'dealer' ? reject(`${F}/dealer-only`, 'the croupier shows the cards') : s.phase !== 'showdown' ? reject(`${F}/not-showdown`, 'boxes are still deciding', s.profile.cites.showdown) : null;

/** The stake transition: `amount` more on the spot (a new box is the player's); `also` spots staked equal with the ante (UTH's BLIND). */
export function runBet<B extends BoxBase>(s: RoundBase<B>, a: Bet, also: readonly string[] = []): { boxes: B[]; events: { type: string; [k: string]: unknown }[] } {
  const owner = playerOf(a.by) as PlayerId;
  const b = boxOf(s, a.box) ?? ({ box: a.box, owner, stakes: {}, cards: [], decision: null } as unknown as B);
  const spots = a.spot === 'ante' ? [a.spot, ...also] : [a.spot];
  const stakes: Record<string, number> = { ...(b.stakes as Record<string, number>) };
  for (const x of spots) stakes[x] = (stakes[x] ?? 0) + a.amount;
  return { boxes: withBox(s, { ...b, stakes } as B), events: spots.map((x) => ({ type: 'stake', bettor: owner, box: a.box, bet: x, amount: a.amount })) };
}

/** The withdrawal transition: the spot (and with the ante its `also` spots) taken back; an empty box is freed. */
export function runWithdraw<B extends BoxBase>(s: RoundBase<B>, a: Withdraw, also: readonly string[] = []): { boxes: B[]; events: { type: string; [k: string]: unknown }[] } {
  const b = boxOf(s, a.box) as B;
  const spots = a.spot === 'ante' ? [a.spot, ...also.filter((x) => b.stakes[x])] : [a.spot];
  const stakes: Record<string, number> = { ...(b.stakes as Record<string, number>) };
  const events = spots.map((x) => ({ type: 'stake-withdrawn', bettor: b.owner, box: a.box, bet: x, amount: stakes[x] as number }));
  for (const x of spots) delete stakes[x];
  const boxes = Object.keys(stakes).length ? withBox(s, { ...b, stakes } as B) : s.boxes.filter((x) => x.box !== a.box);
  return { boxes, events };
}

/** A player's betting candidates: every spot of every box with its amount range, and a withdrawal of each own stake. */
export function bettingCandidates(s: RoundBase, by: Actor, spots: readonly string[], check: (a: Bet) => Rejection | null, range: typeof spotRange = spotRange): LegalAction[] {
  const out: LegalAction[] = [];
  for (let b = 1; b <= s.table.boxes; b++)
    for (const spot of spots) {
      const r = range(s, b, spot);
      if (r.min <= r.max && !check({ box: b, spot, amount: r.min, by })) out.push({ type: 'bet', box: b, spot, amount: r });
    }
  for (const b of s.boxes) if (by.kind === 'player' && b.owner === by.player) for (const spot of spots) if (b.stakes[spot]) out.push({ type: 'withdraw', box: b.box, spot });
  return out;
}

/** The players with a box still to decide. */
export const undecidedPlayers = (s: RoundBase): Actor[] => [...new Set(s.boxes.filter((b) => !b.decision).map((b) => b.owner))].map((player) => ({ kind: 'player', player }));
