/**
 * @module games/circle-poker/irregular-chips
 * The dealer's records of chips gone wrong, with the consequence each text gives (the profile's cited `irregular`
 * chooses where 000 and 003 differ; irregular.ts has the misdeal and the rest, irregular-cards.ts the cards):
 * - `chips-pushed { chips }`: the player to act, facing a bet, silently pushed out chips (each chip's value, in
 *   minor units) that are not the call, without declaring a raise (a declared action is the player's own). What he
 *   pushed is ruled a call or a raise, and only that ruling's chips go in (as the player's own call or raise would put
 *   them: `stake` events), the rest handed back:
 *   - `chips: 'call'` (000 §17 VIII.3 c–d): short of the call he may not withdraw and may only add what the call
 *     needs — a call; more than the call without a raise announced is a call, the excess returned;
 *   - `chips: 'chip-rules'` (003 §3.1.8.4–6, §3.1.8.12): short of the call, an undercall is a full call facing any
 *     bet heads-up or the street's opening bet (the big blind before the flop); otherwise the floor rules it
 *     (undercalls.ts: recorded, its chips in, the floor's ruling awaited). Over the call, a single chip is a call (§3.1.8.5); several chips are a call
 *     when every chip is needed to make it (§3.1.8.6); otherwise a player's last chips are all-in (§3.1.8.6 (2)),
 *     and with chips left behind the 50% rule of §3.1.8.4: a raise at least half the minimum raise is a full minimum
 *     raise (a full raise or more stands as pushed, at most the limit's maximum, §3.1.8.13), under half a call. Where
 *     no raise is open to him (the betting not reopened, the raises capped) it is a call.
 *   With no bet to face, chips pushed out silently are a bet of their amount (003 §3.1.8.5): the player's own bet.
 * - `ante-missing { box, posts }`: a player did not put his ante in at the deal (000 §17 VIII.3 g): the hand is valid
 *   and he must post it to take part. The table posts every ante from the stack it records, so the record says what
 *   the player did once told: he posts it (`posts: true`, the ante the table took stands) or he does not take part
 *   (`posts: false`: his ante goes back, `stake-withdrawn`, and his hand is out). Before his first decision, and only
 *   while the ante is all he has put in (a forced bet beside it is in play). When nobody can tell who failed to
 *   post, g plays the hand with a reduced pot: the table's ledger names who posted each ante (its `stake` events), so
 *   that case cannot arise here and a record without a player is refused (`circle-poker/ante-poster-unknown`). 003
 *   writes no such case (`anteMissing: 'unwritten'`, refused: `circle-poker/unwritten`).
 */
import type { LegalAction } from '../../core/contract.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Rule } from '../../core/reducer.js';
import type { RaiseRange } from '../../poker/betting.js';
import { settleTurn } from './flow.js';
import { dealerOnly, inHand, irregularOf, toActOf } from './irregular.js';
import { leavesNobody } from './irregular-cards.js';
import type { CpAction, CpEvent, CpState, InHand } from './state.js';

export type ChipsAction =
  | { readonly type: 'chips-pushed'; readonly chips: readonly number[] }
  | { readonly type: 'ante-missing'; readonly box: number | null; readonly posts: boolean };

type Of<T extends ChipsAction['type']> = Extract<CpAction, { type: T }>;

/** What chips pushed out are ruled to be: a call, or a raise to `to` (a "to" amount, the round's whole bet). */
export interface ChipsRuling {
  readonly as: 'call' | 'raise';
  readonly to?: number;
  /** The text the ruling applies. */
  readonly cite: string;
}

const CHIPS_CITE = { call: '000 §17 VIII.3 c–d', 'chip-rules': '003 §3.1.8.4–6, §3.1.8.12' } as const;
/** The value of chips pushed out or added (each chip's value). */
export const sum = (xs: readonly number[]): number => xs.reduce((t, x) => t + x, 0);

/** The record's refusal: the player to act faces a bet, and the chips are real chips of his stack, not the call. */
export function chipsCheck(s: CpState, a: Of<'chips-pushed'>): Rejection | null {
  const no = dealerOnly(a);
  if (no) return no;
  const p = toActOf(s);
  const cite = CHIPS_CITE[irregularOf(s.profile).value.chips];
  if (!p || p.bet >= s.currentBet) return reject('circle-poker/chips-pushed', 'chips pushed out are ruled only for the player to act, facing a bet (with none, they are his bet of their amount)', cite);
  if (!Array.isArray(a.chips) || a.chips.length === 0 || a.chips.length > 100 || !a.chips.every((c) => Number.isSafeInteger(c) && c > 0)) return reject('circle-poker/chips-pushed', 'the chips pushed out, each a positive value', cite);
  const pushed = sum(a.chips);
  if (pushed > p.stack) return reject('circle-poker/chips-pushed', `he has ${p.stack} behind: he cannot push out ${pushed}`, cite);
  if (pushed === Math.min(p.stack, s.currentBet - p.bet)) return reject('circle-poker/chips-pushed', 'those chips make the call exactly: it is his call', cite);
  return null;
}

/**
 * The ruling on chips pushed out (checked by `chipsCheck`). `range`: the raise open to the player now (null: none).
 * An undercall the floor rules (003 §3.1.8.12's other cases) is `undercall` (undercalls.ts).
 */
export function chipsRuling(s: CpState, a: Of<'chips-pushed'>, range: RaiseRange | null): ChipsRuling | Undercalled {
  const p = toActOf(s) as InHand;
  const pushed = sum(a.chips);
  const owed = s.currentBet - p.bet;
  if (irregularOf(s.profile).value.chips === 'call') return { as: 'call', cite: pushed < owed ? '000 §17 VIII.3 c' : '000 §17 VIII.3 d' };
  if (pushed < owed) return undercallRuling(s);
  if (a.chips.length === 1) return { as: 'call', cite: '003 §3.1.8.5' };
  if (pushed - Math.min(...a.chips) < owed) return { as: 'call', cite: '003 §3.1.8.6' };
  return fiftyPercent(s, p.bet + pushed, pushed === p.stack, range);
}

/** An undercall facing a raise in a multi-way hand: the floor's (003 §3.1.8.12), recorded pending (undercalls.ts). */
export interface Undercalled {
  readonly as: 'undercall';
  readonly cite: string;
}

/**
 * 003 §3.1.8.12: an undercall is a full call facing any bet heads-up, or the street's opening bet (the big blind
 * before the flop); otherwise the floor rules it (`undercall`).
 */
export function undercallRuling(s: CpState): ChipsRuling | Undercalled {
  const headsUp = s.hand.filter((x) => !x.folded).length === 2;
  return headsUp || s.raisesInRound === 0 ? { as: 'call', cite: '003 §3.1.8.12' } : { as: 'undercall', cite: '003 §3.1.8.11–12' };
}

/**
 * The 50% rule on a bet that comes to `to` (003 §3.1.8.4): a full raise or more stands (at most the limit's maximum,
 * §3.1.8.13), at least half the minimum raise is the full minimum raise, under half a call; a player's last chips
 * are all-in whatever they reach (§3.1.8.6 (2)); no raise open to him (the betting not reopened, the raises capped,
 * bound by his action out of turn) a call. `by`: the section that sends the case here (its cite comes first).
 */
export function fiftyPercent(s: CpState, to: number, allIn: boolean, range: RaiseRange | null, by?: string): ChipsRuling {
  const cite = (own: string): string => (by ? `${by}; ${own}` : `003 ${own}`);
  if (!range) return { as: 'call', cite: cite('§3.1.8.6') };
  if (allIn) return { as: 'raise', to: Math.min(to, range.max), cite: cite('§3.1.8.6 (2)') };
  const full = range.min - s.currentBet;
  if (to >= range.min) return { as: 'raise', to: Math.min(to, range.max), cite: cite('§3.1.8.4; §3.1.8.13') };
  return (to - s.currentBet) * 2 >= full ? { as: 'raise', to: range.min, cite: cite('§3.1.8.4') } : { as: 'call', cite: cite('§3.1.8.4') };
}

/** The event of a ruling: what was pushed, what it counts as, and what goes back. */
export function chipsEvent(s: CpState, a: Of<'chips-pushed'>, r: ChipsRuling): CpEvent {
  const p = toActOf(s) as InHand;
  const pushed = sum(a.chips);
  const putIn = r.as === 'raise' ? (r.to as number) - p.bet : Math.min(s.currentBet - p.bet, p.stack);
  return { type: 'chips-pushed', box: p.box, player: p.player, chips: a.chips, pushed, ruling: r.as, ...(r.to === undefined ? {} : { to: r.to }), added: Math.max(0, putIn - pushed), returned: Math.max(0, pushed - putIn), cite: r.cite };
}

// ---- the ante not posted (000 §17 VIII.3 g) --------------------------------------------------------------------

const anteOf = (s: CpState, p: InHand): number => Math.min(s.profile.ante.value, p.total);

const anteMissing: Rule<CpState, Of<'ante-missing'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    if (irregularOf(s.profile).value.anteMissing === 'unwritten') return reject('circle-poker/unwritten', 'the rules of this table write no case of an ante not posted: the floor decides', '003 §3.1.1.1');
    if (s.profile.ante.value === 0) return reject('circle-poker/no-ante-missing', 'this table takes no ante', '000 §17 VIII.3 g');
    if (a.box === null || a.box === undefined) return reject('circle-poker/ante-poster-unknown', 'the table posted every ante from the stacks it records: the missing one is the player\'s whose box is recorded', '000 §17 VIII.3 g');
    const p = s.hand.find((x) => x.box === a.box && !x.folded);
    if (!p || typeof a.posts !== 'boolean' || s.irr?.played?.includes(p.player) || s.irr?.anteMissing?.includes(p.player) || anteOf(s, p) === 0)
      return reject('circle-poker/no-ante-missing', 'a player still in the hand whose ante was taken, before his first decision and once, and whether he posts it', '000 §17 VIII.3 g');
    if (!a.posts && p.total > anteOf(s, p)) return reject('circle-poker/no-ante-missing', 'he has a forced bet in play beside the ante: he takes part and posts it', '000 §17 VIII.3 g');
    return a.posts ? null : leavesNobody(s, [s.hand.indexOf(p)]);
  },
  run: (s, a) => {
    const i = s.hand.findIndex((x) => x.box === a.box && !x.folded);
    const p = s.hand[i] as InHand;
    const ante = anteOf(s, p);
    const irr = { ...s.irr, anteMissing: [...(s.irr?.anteMissing ?? []), p.player] };
    const events: CpEvent[] = [{ type: 'ante-missing', box: p.box, player: p.player, posts: a.posts, ante, cite: '000 §17 VIII.3 g' }];
    // He posts it: the hand is valid and the ante the table took is his (g).
    if (a.posts) return { state: { ...s, irr }, events };
    // He will not post it: he does not take part; his ante goes back.
    events.push({ type: 'stake-withdrawn', bettor: p.player, box: p.box, bet: 'ante', amount: ante });
    const hand = s.hand.map((x, j) => (j === i ? { ...x, stack: x.stack + ante, total: x.total - ante, folded: true, allIn: false } : x));
    return settleTurn({ ...s, hand, irr } as CpState, events);
  },
};

export const chipsRules = { 'ante-missing': anteMissing };

/** The records of this module, as the PHH export writes them (a `# dealer:` line each). */
export const CHIPS_RECORDS: readonly string[] = ['chips-pushed', 'ante-missing', 'undercall-ruling', 'prior-chips'];

/** The missing antes the dealer may record now (each kept by the caller when its check passes). */
export function chipsCandidates(s: CpState): LegalAction[] {
  if (s.phase === 'waiting' || s.phase === 'over') return [];
  return s.hand.filter((p) => !p.folded).flatMap((p) => [{ type: 'ante-missing', box: p.box, posts: true }, { type: 'ante-missing', box: p.box, posts: false }]);
}
