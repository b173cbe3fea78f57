/**
 * @module games/circle-poker/entry
 * Who is dealt into a hand and in what order, under a cash game's table rules (003 §3.2.13, §3.2.15, §3.2.27):
 * the button moves clockwise among the players who owe nothing (the "regulars"); a player who owes the new player
 * blind (new to a game under way, or back from sitting out) is dealt in by posting it (a live big blind), or waits
 * for the big blind (he comes in without an extra blind when the big blind reaches his seat), or — seated between
 * the button and the small blind, where the blinds have just passed him — sits out one hand and then gets cards, or
 * buys the button (both blinds: the big live, the small dead). With fewer than three regulars every player is dealt
 * in as a regular (no text covers a short table; docs/games/circle-poker.md).
 */
import type { CircleProfile } from './profile.js';
import type { FixedBlinds, Seat } from './state.js';

/** What one dealt-in player posts beyond the ordinary blinds. */
export type EntryPost = 'new-player-blind' | 'buy-button' | null;

export interface Lineup {
  readonly button: number;
  /** The seats dealt in, clockwise from the first seat left of the button (the button last). */
  readonly order: readonly Seat[];
  /** Index in `order` of the small and big blinds (heads-up: the button posts the small blind, 003 §3.1.6.3); `sb` -1: none (a dead small blind, `fixedLineup`). */
  readonly sb: number;
  readonly bb: number;
  /** What each seat of `order` posts beyond the ordinary blinds. */
  readonly posts: readonly EntryPost[];
  /** Players who owed the blind and sat this hand out between the button and the small blind (they then owe nothing). */
  readonly skipped: readonly string[];
}

/** Seats clockwise from the first box after `button`. */
const clockwise = (seats: readonly Seat[], button: number): Seat[] => {
  const sorted = [...seats].sort((a, b) => a.box - b.box);
  const from = sorted.findIndex((x) => x.box > button);
  return from < 0 ? sorted : [...sorted.slice(from), ...sorted.slice(0, from)];
};

/** The button among `regs` (the next box after the last hand's, or the drawn one) and the blinds' seats. */
function positions(regs: readonly Seat[], prev: number | null, drawn: number | undefined): { button: number; sb: Seat; bb: Seat } {
  const boxes = regs.map((x) => x.box).sort((a, b) => a - b);
  const button = prev === null ? (drawn !== undefined && boxes.includes(drawn) ? drawn : (boxes[0] as number)) : (boxes.find((b) => b > prev) ?? (boxes[0] as number));
  const order = clockwise(regs, button);
  const heads = order.length === 2;
  return { button, sb: (heads ? order[1] : order[0]) as Seat, bb: (heads ? order[0] : order[1]) as Seat };
}

/** The hand's lineup from the eligible seats (present, not sitting out, with chips). */
export function lineup(profile: CircleProfile, blindGame: boolean, eligible: readonly Seat[], prev: number | null, drawn: number | undefined): Lineup {
  const rule = blindGame ? profile.newPlayer.value : null;
  let regs = eligible.filter((x) => !rule || prev === null || !x.owes);
  if (regs.length < 3) regs = [...eligible];
  // A player who owes the blind and whose seat the big blind reaches now comes in as the big blind, no extra blind.
  for (const f of eligible.filter((x) => !regs.includes(x))) {
    const trial = [...regs, f];
    if (positions(trial, prev, drawn).bb === f) regs = trial;
  }
  const { button, sb, bb } = positions(regs, prev, drawn);
  const between = new Set(clockwise(eligible, button).slice(0, clockwise(eligible, button).indexOf(sb)).map((x) => x.box));
  const dealt: Seat[] = [];
  const skipped: string[] = [];
  const postOf = new Map<number, EntryPost>();
  for (const seat of clockwise(eligible, button)) {
    if (regs.includes(seat)) {
      dealt.push(seat);
      postOf.set(seat.box, null);
      continue;
    }
    const choice = seat.entry ?? 'post';
    if (between.has(seat.box)) {
      // 003 §3.2.15: between the button and the small blind, sit out one hand, or buy the button.
      if (choice === 'buy-button' && rule?.buyButton) {
        dealt.push(seat);
        postOf.set(seat.box, 'buy-button');
      } else skipped.push(seat.player);
      continue;
    }
    if (choice === 'wait' && rule?.mayWait) continue;
    dealt.push(seat);
    postOf.set(seat.box, 'new-player-blind');
  }
  return { button, order: dealt, sb: dealt.indexOf(sb), bb: dealt.indexOf(bb), posts: dealt.map((x) => postOf.get(x.box) ?? null), skipped };
}

/**
 * The lineup of a hand whose button and blinds are fixed from outside (a tournament's dead button, 003 §3.1.6.1):
 * every eligible seat is dealt in, clockwise from the first after the button's box (which may be empty); the small
 * blind is the player in `sb`'s box, none when that seat is empty (`sb` -1); heads-up the button's player posts it.
 */
export function fixedLineup(eligible: readonly Seat[], fixed: FixedBlinds): Lineup {
  const order = clockwise(eligible, fixed.button);
  return { button: fixed.button, order, sb: order.findIndex((x) => x.box === fixed.sb), bb: order.findIndex((x) => x.box === fixed.bb), posts: order.map(() => null), skipped: [] };
}
