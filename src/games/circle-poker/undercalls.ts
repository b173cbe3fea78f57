/**
 * @module games/circle-poker/undercalls
 * What 003 leaves to the floor among chips pushed out short, and chips of a prior bet (irregular-chips.ts rules the
 * rest of `chips-pushed`):
 * - an undercall (chips short of the call, nothing declared) facing a raise in a multi-way hand is neither of the two
 *   mandatory full calls of 003 §3.1.8.12: "otherwise the TD decides". Recorded, his chips go in and stay (§3.1.8.11:
 *   action in turn binding, "chips put in stay in the pot") and the action goes on, the undercall awaiting the floor;
 *   when the action comes round to him again, his turn is held for the floor's ruling (`circle-poker/undercall-floor`).
 *   The floor's ruling is the record `undercall-ruling { box, ruling }`:
 *   - a single undercall: `call` (made up to the full call of the bet he undercalled) or `fold` (he forfeits the chips
 *     of his undercall, which stay in the pot, and his hand is folded: §3.1.8.12 "when TDs may rule that players forfeit
 *     the intended undercall and fold");
 *   - two or more undercalls in a row (each the next decision after the one before, none ruled yet): "the action
 *     returns to the first undercaller, who must correct his bet" — his ruling is the `call` only, and it comes first;
 *     "the TD decides about the others": `call`, `fold`, or `options` (his chips back, `stake-withdrawn`, and the
 *     action back to him with every option; §3.1.8.12 gives the TD the later undercallers' hands "based on the
 *     circumstances", as §3.1.8.14 returns the chips of an action that was not binding).
 * - `prior-chips { back, chips }` (003 §3.1.8.7): the player to act, facing a raise with chips of his prior bet still
 *   in front of him, pulled back `back` of them (none, some or all) and silently added the chips `chips`. With no chips
 *   added the record is the pull-back alone: he is committed to call or raise, his fold refused for that turn
 *   (`circle-poker/pulled-back`). With chips the combined final amount is ruled: (1) prior chips left alone or fully
 *   pulled back, a single new chip is a call, several the 50% rule; (2) partly pulled back, the combined final amount
 *   is a raise if it meets the 50% rule, else a call; short of the call, an undercall (§3.1.8.12). Under 000 (`chips:
 *   call`) the combined amount is a call (000 §17 VIII.3 c–d); 000 writes no pull-back (`circle-poker/unwritten`).
 * Chips move only by `stake`/`stake-withdrawn` events (the reducer's conservation invariant).
 */
import type { LegalAction } from '../../core/contract.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Rule } from '../../core/reducer.js';
import type { RaiseRange } from '../../poker/betting.js';
import { putIn, settleTurn } from './flow.js';
import { afterDecision, dealerOnly, inHand, irregularOf, toActOf } from './irregular.js';
import { fiftyPercent, sum, undercallRuling, type ChipsRuling, type Undercalled } from './irregular-chips.js';
import type { CpAction, CpEvent, CpState, InHand } from './state.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Step = { state: CpState; events: CpEvent[] };

/** The floor's ruling on an undercall (003 §3.1.8.12). */
export type FloorRuling = 'call' | 'fold' | 'options';
export const FLOOR_RULINGS: readonly FloorRuling[] = ['call', 'fold', 'options'];

export type UndercallAction =
  | { readonly type: 'undercall-ruling'; readonly box: number; readonly ruling: FloorRuling }
  | { readonly type: 'prior-chips'; readonly back: number; readonly chips: readonly number[] };
type Of<T extends UndercallAction['type']> = Extract<CpAction, { type: T }>;

/** An undercall the floor rules (in `CpState.irr.undercalls`). */
export interface Undercall {
  readonly player: string;
  readonly street: number;
  /** The bet he undercalled (a "to" amount), and his bet before it. */
  readonly facing: number;
  readonly before: number;
  /** The hand's decision count after his undercall (`irr.taken.any`): the next decision follows it in a row. */
  readonly at: number;
  /** The `at` of the first undercall of his row (his own when he began it). */
  readonly row: number;
  readonly ruled?: FloorRuling;
}

/** Chips of a prior bet pulled back facing a raise (003 §3.1.8.7): binding for the turn of that decision count. */
export interface PulledBack {
  readonly player: string;
  readonly street: number;
  readonly at: number;
}

const decisions = (s: CpState): number => s.irr?.taken?.any ?? 0;

/** The undercall of `player` on this street still awaiting the floor, if any. */
const pendingOf = (s: CpState, player: string): Undercall | undefined => s.irr?.undercalls?.find((u) => u.player === player && u.street === s.street && !u.ruled);
/** The undercalls of a row, in order. */
const rowOf = (s: CpState, u: Undercall): Undercall[] => (s.irr?.undercalls ?? []).filter((x) => x.street === u.street && x.row === u.row);
/** Is an undercall settled: ruled, or its player's hand out (killed, disqualified)? */
const settled = (s: CpState, u: Undercall): boolean => !!u.ruled || !s.hand.some((x) => x.player === u.player && !x.folded);

/** The player to act when his turn is held for the floor's ruling on his undercall (003 §3.1.8.12), else null. */
export function heldForFloor(s: CpState): InHand | null {
  const p = toActOf(s);
  return p && pendingOf(s, p.player) ? p : null;
}

/** Has the player to act pulled back chips of his prior bet this turn (003 §3.1.8.7: he calls or raises)? */
export function pulledBack(s: CpState): boolean {
  const p = toActOf(s);
  const b = s.irr?.pulledBack;
  return !!p && !!b && b.player === p.player && b.street === s.street && b.at === decisions(s);
}

/**
 * The refusal of a decision of the player to act (his own, or the system's on a time-out): held for the floor's
 * ruling on his undercall; or a fold after he pulled back chips of his prior bet.
 */
export function floorRefusal(s: CpState, a: CpAction): Rejection | null {
  if (heldForFloor(s)) return reject('circle-poker/undercall-floor', 'the undercall awaits the floor\'s ruling before the player acts again', '003 §3.1.8.12');
  if (a.type === 'fold' && pulledBack(s)) return reject('circle-poker/pulled-back', 'having pulled back chips of a prior bet facing a raise, the player calls or raises: he may not fold', '003 §3.1.8.7');
  return null;
}

/**
 * An undercall the floor rules (003 §3.1.8.11–12): the `pushed` chips go in (his action in turn binds, his chips stay),
 * the undercall awaits the floor's ruling, and the action goes on to the next player. `fields`: what the record saw.
 */
export function undercallStep(s: CpState, pushed: number, fields: Record<string, unknown>): Step {
  const i = s.toAct as number;
  const hand = s.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
  const p = hand[i] as Mutable<InHand>;
  const at = decisions(s);
  // In a row: the decision just before was an undercall still awaiting the floor.
  const prev = s.irr?.undercalls?.find((u) => u.street === s.street && !u.ruled && u.at === at);
  const u: Undercall = { player: p.player, street: s.street, facing: s.currentBet, before: p.bet, at: at + 1, row: prev ? prev.row : at + 1 };
  const events: CpEvent[] = [{ type: 'undercall', box: p.box, player: p.player, ...fields, pushed, facing: s.currentBet, inRow: !!prev, cite: '003 §3.1.8.11–12' }];
  putIn(p, pushed, 'call', true, events);
  p.acted = true;
  const next = { ...s, hand, irr: { ...s.irr, undercalls: [...(s.irr?.undercalls ?? []), u] } } as Mutable<CpState>;
  afterDecision(next, p.player, true);
  // The action goes on past him; it comes back to him (his bet short of the bet) held for the floor.
  next.toAct = (i + 1) % hand.length;
  return settleTurn(next, events);
}

const floorRuling: Rule<CpState, Of<'undercall-ruling'>, CpEvent> = {
  check: (s, a) => {
    const no = dealerOnly(a) ?? inHand(s);
    if (no) return no;
    const p = s.hand.find((x) => x.box === a.box && !x.folded);
    const u = p && pendingOf(s, p.player);
    if (!u) return reject('circle-poker/no-undercall', 'no undercall of that player awaits the floor on this street', '003 §3.1.8.12');
    if (!FLOOR_RULINGS.includes(a.ruling)) return reject('circle-poker/undercall-ruling', `the floor rules ${FLOOR_RULINGS.join(', ')}`, '003 §3.1.8.12');
    const row = rowOf(s, u);
    const first = row[0] as Undercall;
    if (row.length >= 2 && u === first && a.ruling !== 'call') return reject('circle-poker/undercall-ruling', 'the first of two or more undercalls in a row must correct his bet: the full call', '003 §3.1.8.12');
    if (u !== first && !settled(s, first)) return reject('circle-poker/undercall-ruling', 'the action returns first to the first undercaller, who corrects his bet', '003 §3.1.8.12');
    if (a.ruling === 'options' && u === first) return reject('circle-poker/undercall-ruling', 'his chips stay in the pot: the full call, or his undercall forfeited and his hand folded', '003 §3.1.8.11–12');
    return null;
  },
  run: (s, a) => {
    const i = s.hand.findIndex((x) => x.box === a.box && !x.folded);
    const hand = s.hand.map((x) => ({ ...x })) as Mutable<InHand>[];
    const p = hand[i] as Mutable<InHand>;
    const u = pendingOf(s, p.player) as Undercall;
    const corrects = rowOf(s, u).length >= 2 && rowOf(s, u)[0] === u;
    const events: CpEvent[] = [{ type: corrects ? 'undercall-corrected' : 'undercall-ruled', box: p.box, player: p.player, ruling: a.ruling, cite: a.ruling === 'options' ? '003 §3.1.8.12; §3.1.8.14' : '003 §3.1.8.12' }];
    const next = { ...s, hand, irr: { ...s.irr, undercalls: (s.irr?.undercalls ?? []).map((x) => (x === u ? { ...x, ruled: a.ruling } : x)) } } as Mutable<CpState>;
    if (a.ruling === 'call') putIn(p, u.facing - p.bet, 'call', true, events);
    if (a.ruling === 'fold') p.folded = true;
    if (a.ruling === 'options') {
      // His chips back, every option open to him, and the action back to him.
      const back = p.bet - u.before;
      events.push({ type: 'stake-withdrawn', bettor: p.player, box: p.box, bet: 'call', amount: back });
      Object.assign(p, { stack: p.stack + back, bet: u.before, total: p.total - back, acted: false, allIn: false });
      next.toAct = i;
    }
    return settleTurn(next, events);
  },
};

// ---- chips of a prior bet (003 §3.1.8.7) -------------------------------------------------------------------------

const PRIOR_CITE = { call: '000 §17 VIII.3 c–d', 'chip-rules': '003 §3.1.8.7' } as const;

/** The record's refusal: the player to act, his prior bet in front of him raised; what he pulled back and added. */
export function priorCheck(s: CpState, a: Of<'prior-chips'>): Rejection | null {
  const no = dealerOnly(a);
  if (no) return no;
  const p = toActOf(s);
  const rule = irregularOf(s.profile).value.chips;
  const cite = PRIOR_CITE[rule];
  if (!p || p.bet === 0 || p.bet >= s.currentBet) return reject('circle-poker/prior-chips', 'only the player to act, with chips of a prior bet in front of him, facing a raise', cite);
  if (!Number.isSafeInteger(a.back) || a.back < 0 || a.back > p.bet) return reject('circle-poker/prior-chips', `the chips pulled back are part of his prior bet: 0 to ${p.bet}`, cite);
  if (!Array.isArray(a.chips) || a.chips.length > 100 || !a.chips.every((c) => Number.isSafeInteger(c) && c > 0)) return reject('circle-poker/prior-chips', 'the chips added, each a positive value', cite);
  if (a.chips.length === 0) {
    if (rule === 'call') return reject('circle-poker/unwritten', 'the rules of this table write no case of chips of a prior bet pulled back: the floor decides', '000 §17 VIII.3 c');
    return a.back > 0 && !pulledBack(s) ? null : reject('circle-poker/prior-chips', 'the chips he pulled back, once a turn, or the chips he added', cite);
  }
  const final = p.bet - a.back + sum(a.chips);
  if (final - p.bet > p.stack) return reject('circle-poker/prior-chips', `he has ${p.stack} behind: his bet cannot come to ${final}`, cite);
  if (final <= p.bet) return reject('circle-poker/prior-chips', 'his chips come to no more than his prior bet: he has added nothing', cite);
  if (final === Math.min(s.currentBet, p.bet + p.stack)) return reject('circle-poker/prior-chips', 'his chips come to the call exactly: it is his call', cite);
  return null;
}

/** The ruling on the combined final amount (checked by `priorCheck`, chips added). `range`: the raise open to him. */
export function priorRuling(s: CpState, a: Of<'prior-chips'>, range: RaiseRange | null): ChipsRuling | Undercalled {
  const p = toActOf(s) as InHand;
  const final = p.bet - a.back + sum(a.chips);
  if (irregularOf(s.profile).value.chips === 'call') return { as: 'call', cite: final < s.currentBet ? '000 §17 VIII.3 c' : '000 §17 VIII.3 d' };
  if (final < s.currentBet) {
    const r = undercallRuling(s);
    return r.as === 'call' ? { ...r, cite: '003 §3.1.8.7; §3.1.8.12' } : r;
  }
  const partly = a.back > 0 && a.back < p.bet;
  // (1) Left alone or fully pulled back: a single new chip is a call (§3.1.8.5), several the 50% rule.
  if (!partly && a.chips.length === 1) return { as: 'call', cite: '003 §3.1.8.7 (1); §3.1.8.5' };
  // (2) Partly pulled back: the combined final amount a raise if it meets the 50% rule, else a call.
  return fiftyPercent(s, final, final - p.bet === p.stack, range, partly ? '003 §3.1.8.7 (2)' : '003 §3.1.8.7 (1)');
}

/** The event of a prior-chips ruling: what he pulled back and added, what it counts as, what is made up or handed back. */
export function priorEvent(s: CpState, a: Of<'prior-chips'>, r: ChipsRuling): CpEvent {
  const p = toActOf(s) as InHand;
  const final = p.bet - a.back + sum(a.chips);
  const target = r.as === 'raise' ? (r.to as number) : Math.min(s.currentBet, p.bet + p.stack);
  return { type: 'prior-chips', box: p.box, player: p.player, prior: p.bet, back: a.back, chips: a.chips, final, ruling: r.as, ...(r.to === undefined ? {} : { to: r.to }), added: Math.max(0, target - final), returned: Math.max(0, final - target), cite: r.cite };
}

/** The pull-back alone (003 §3.1.8.7): no chip moves (his prior bet stays his bet); he is committed to call or raise. */
export function pullBackStep(s: CpState, a: Of<'prior-chips'>): Step {
  const p = toActOf(s) as InHand;
  const irr = { ...s.irr, pulledBack: { player: p.player, street: s.street, at: decisions(s) } };
  return { state: { ...s, irr }, events: [{ type: 'prior-chips-pulled', box: p.box, player: p.player, back: a.back, cite: '003 §3.1.8.7' }] };
}

export const undercallRules = { 'undercall-ruling': floorRuling };

/** The floor's rulings the dealer may record now (each kept by the caller when its check passes). */
export function undercallCandidates(s: CpState): LegalAction[] {
  const open = (s.irr?.undercalls ?? []).filter((u) => u.street === s.street && !u.ruled);
  return open.flatMap((u) => {
    const p = s.hand.find((x) => x.player === u.player && !x.folded);
    return p ? FLOOR_RULINGS.map((ruling) => ({ type: 'undercall-ruling', box: p.box, ruling })) : [];
  });
}
