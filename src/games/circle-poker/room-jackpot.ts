/**
 * @module games/circle-poker/room-jackpot
 * The poker-room jackpots at a circle-poker table (003-CP-JP; the rules are the profile's `roomJackpot`, the money
 * src/jackpots): whether a hand pays the drop, and which players a showdown makes winners of the Bad Beat and Royal
 * Flush prizes. A hand takes part only at a table whose configuration links the jackpot (`CpState.jackpot`: a cash
 * table; a tournament's tables link none, 003 §3.3.11) with at least `drop.minDealtIn` players dealt in and once the
 * flop (flop games) or the second open card (stud) is dealt (003 §3.3.1, §3.2.43). The prizes' amounts are shares of
 * the amount that counts (003 §3.3.4), worked out in the round's transaction; here they are named.
 */
import type { JackpotAward, JackpotContribution, JackpotResult } from '../../core/settlement.js';
import { handValue, type HandType } from '../../poker/hand-type.js';
import { times, type RoomJackpot } from '../../poker/room-jackpot.js';
import type { CpState, InHand } from './state.js';
import type { CircleVariant } from './variant.js';

const ROYAL = ['As', 'Ks', 'Qs', 'Js', 'Ts'];

/** The room's rules in play at this hand, or null: no link, too few players dealt in. */
export function inPlay(s: CpState): RoomJackpot | null {
  const rules = s.profile.roomJackpot?.value;
  if (!rules || !s.jackpot || s.hand.length < rules.drop.minDealtIn) return null;
  return rules;
}

/**
 * The drop this hand's main pot pays the jackpot (003 §3.2.41–42, §3.3.3): the profile's amount at a linked table
 * with enough players dealt in, unless the hand ended in its first betting round (§3.2.43: no flop, no second open
 * card). 0 otherwise.
 */
export function dropDue(s: CpState, firstRoundOnly: boolean): number {
  const rules = inPlay(s);
  return rules && !firstRoundOnly ? rules.drop.amount : 0;
}

interface Shown {
  readonly p: InHand;
  readonly value: number;
  /** The hand's value is reached with exactly two of the player's own cards (003 §3.3.7, §3.3.9, §3.3.12). */
  readonly two: boolean;
}

type High = Extract<HandType, { kind: 'high' }>;

/** The variant's high hand (the first high hand type: the high half of a hi/lo game), or none (razz). */
const highType = (v: CircleVariant): High | undefined => v.hands.find((h): h is High => h.kind === 'high');

/** A hand's high value, and whether that value is reached with exactly two of the player's own cards and the board. */
function judged(type: High, hole: readonly string[], board: readonly string[]): { value: number; two: boolean } {
  const value = handValue(type, hole, board);
  const two = board.length >= 3 && hole.length >= 2 && handValue({ ...type, hole: 2 }, hole, board) === value;
  return { value, two };
}

/** The high hand each player still in shows, and whether it uses two hole cards. */
function shownHands(s: CpState, type: High): Shown[] {
  const board = s.boards[type.board ?? 0] ?? [];
  return s.hand.filter((p) => !p.folded).map((p) => ({ p, ...judged(type, p.cards.map((c) => c.card), board) }));
}

/**
 * Does a hand meet the variant's Bad Beat qualifier (003 §3.3.7, §3.3.12): its high value at least the minimum's, and
 * two own cards used where the profile says? (Whether it lost is the showdown's business.)
 */
export function meetsBadBeat(v: CircleVariant, bb: NonNullable<RoomJackpot['badBeat']>, hole: readonly string[], board: readonly string[]): boolean {
  const type = highType(v);
  if (!type) return false;
  const h = judged(type, hole, board);
  return h.value >= handValue({ ...type, hole: 'any' }, bb.minimum, []) && (!bb.twoHoleCards || h.two);
}

export interface RoomWinners {
  readonly badBeat: { readonly losers: readonly string[]; readonly winners: readonly string[]; readonly table: readonly string[] } | null;
  readonly royalFlush: readonly string[];
}

/** Who the showdown makes winners of the Bad Beat (003 §3.3.6–8) and Royal Flush (§3.3.9–10) prizes. */
export function roomWinners(s: CpState): RoomWinners {
  const none: RoomWinners = { badBeat: null, royalFlush: [] };
  const rules = inPlay(s);
  const type = highType(s.variant);
  if (!rules || !type || !s.result?.showdown || s.result.firstRoundOnly) return none;
  // A board run twice (003 §3.2.32–36): eligible only where the profile says so, judged on the first run.
  if (s.runTwice?.outcome === 'agreed' && rules.runTwice === 'not-eligible') return none;
  const shown = shownHands(s, type);
  const any = { ...type, hole: 'any' as const };
  let royalFlush: string[] = [];
  if (rules.royalFlush) {
    const rf = rules.royalFlush;
    const royal = handValue(any, ROYAL, []);
    royalFlush = shown.filter((x) => x.value === royal && (!rf.twoHoleCards || x.two)).map((x) => x.p.player);
  }
  const bb = rules.badBeat;
  if (!bb || shown.length < 2) return { badBeat: null, royalFlush };
  const best = Math.max(...shown.map((x) => x.value));
  const min = handValue(any, bb.minimum, []);
  const counts = (x: Shown): boolean => !bb.twoHoleCards || x.two;
  const losing = shown.filter((x) => x.value < best && x.value >= min && counts(x));
  const winners = shown.filter((x) => x.value === best && counts(x));
  if (!losing.length || !winners.length) return { badBeat: null, royalFlush };
  const lost = Math.max(...losing.map((x) => x.value));
  const losers = losing.filter((x) => x.value === lost).map((x) => x.p.player);
  const won = winners.map((x) => x.p.player);
  const around = bb.tableAmong === 'seated' ? s.seats.map((x) => x.player) : s.hand.map((p) => p.player);
  const qualifiers = new Set([...losers, ...won]);
  const table = around.filter((p) => bb.tableIncludesQualifiers || !qualifiers.has(p));
  return { badBeat: { losers, winners: won, table }, royalFlush };
}

/**
 * The hand's jackpot movements for its settlement: the drop out of the main pot (`fromPot`), and the prizes, each a
 * share of the amount that counts (`basis: 'day-close'`, 003 §3.3.4), in order: the Bad Beat's losing hand (50% of
 * 60%), its winning hand (25%), the table (25%), then the Royal Flush (20%, at most `max`). Equal hands share one part.
 */
export function roomJackpotResult(s: CpState): JackpotResult | null {
  const rules = inPlay(s);
  const id = s.jackpot;
  if (!rules || !id) return null;
  const main = (s.result?.pots ?? []).find((p) => (p.drop ?? 0) > 0);
  const contributions: JackpotContribution[] = main ? [{ jackpot: id, bettor: main.name, bet: 'drop', stake: main.drop as number, fromPot: main.name, cite: '003 §3.2.41–42, §3.3.3' }] : [];
  const w = roomWinners(s);
  const awards: JackpotAward[] = [];
  const award = (players: readonly string[], combination: string, share: { num: number; den: number }, order: number, cite: string, max?: number): void => {
    for (const bettor of players) {
      const box = s.hand.find((p) => p.player === bettor)?.box ?? s.seats.find((x) => x.player === bettor)?.box;
      awards.push({ jackpot: id, bettor, ...(box === undefined ? {} : { box }), combination, share, basis: 'day-close', order, cite, ...(max === undefined ? {} : { max }) });
    }
  };
  const bb = rules.badBeat;
  if (w.badBeat && bb) {
    award(w.badBeat.losers, 'bad-beat-loser', times(bb.share, bb.loser), 0, '003 §3.3.6–8');
    award(w.badBeat.winners, 'bad-beat-winner', times(bb.share, bb.winner), 1, '003 §3.3.6–8');
    award(w.badBeat.table, 'bad-beat-table', times(bb.share, bb.table), 2, '003 §3.3.8');
  }
  if (w.royalFlush.length && rules.royalFlush) award(w.royalFlush, 'royal-flush', rules.royalFlush.share, 3, '003 §3.3.9–10', rules.royalFlush.max);
  return contributions.length || awards.length ? { contributions, awards } : null;
}
