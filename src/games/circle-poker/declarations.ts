/**
 * @module games/circle-poker/declarations
 * The dealer's record of what the player to act SAID (003 §3.1.8.1: a bet is made verbally and/or with chips), with
 * the ruling its text gives — `declared { words, chip?, amount? }`. A clear action with its amount ("call" facing a
 * bet, "check" with no bet, "raise, eight thousand") is the player's own action, not a record; the record is for the
 * words that are not one:
 * - `raise` with a single `chip` pushed out after it (003 §3.1.8.5: "raise" declared before the chip hits the table,
 *   no amount said): the bet is the chip's full value — his bet this round plus the chip —, at least the minimum
 *   raise ("raise" said first, §3.1.8.4: the 50% rule's call does not apply; §3.1.8.16) and at most the limit's
 *   maximum (the excess handed back). With no raise open to him facing a bet (the betting not reopened, §3.1.8.8; the
 *   raises capped; no longer the aggressor, §3.1.10.2) the chip is a call, as a silent one (§3.1.8.5);
 * - `raise` or `bet` with no amount: binding (003 §3.1.8.12: "raise" said in turn binds him; §3.1.8.16: "raise" with
 *   no bet before is a bet of at least the minimum): his next action must be a bet or raise within his range — a
 *   fold, check or call is refused (`circle-poker/declared-bet`); the amount that follows is his own bet or raise,
 *   and if none follows (his time runs out) he makes the minimum, the least the words bound him to;
 * - `call` with no bet before: a check (§3.1.8.16); `check` facing a bet: he may call or fold, not raise, on that
 *   turn (§3.1.8.16: "check" said when facing a bet) — his raise refused (`circle-poker/declared-check`), none offered;
 * - `pot` ("I bet the pot", §3.1.8.15): at pot limit the pot's exact figure is the engine's (the legal range's
 *   maximum, shown in every view): the bet or raise is that maximum; in no limit (and at any table without a pot
 *   limit) the words are not a valid bet but bind him to one, at least the minimum — as `raise` with no amount;
 * - `raise` or `bet` with an `amount` of several meanings (§3.1.8.18: "bet five" at 200–400 is 500 or 5000): the
 *   dealer records the number said and the scales he heard it in (`{ said: 5, scales: [100, 1000] }`, minor units
 *   per unit said), and the engine takes the largest candidate within the pot before the bet — every chip put in,
 *   bets in front of players not yet pulled in included —, none within it the smallest. A `raise` amount is the
 *   total bet (§3.1.8.4); the amount is brought within the legal range (a bet under the minimum corrected to it,
 *   §3.1.8.13; over the limit's maximum, or the stack, the maximum).
 * The chips go in as the player's own bet, raise, call or check would put them (rules.ts: `stake` events), so the
 * reducer's conservation invariant holds. Where 000 and 003 differ the profile's cited `declarations` chooses: 000
 * makes a bet with chips (§17 VII.9: when they cross the line) and writes no verbal bet, so every case is
 * `unwritten` there, refused (`circle-poker/unwritten`, the floor decides).
 */
import { reject, type Rejection } from '../../core/errors.js';
import type { RaiseRange } from '../../poker/betting.js';
import { toActOf } from './irregular.js';
import { aggressorRefusal } from './penalties.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpEvent, CpState, InHand } from './state.js';

export type DeclaredWords = 'call' | 'check' | 'raise' | 'bet' | 'pot';
export const DECLARED_WORDS: readonly DeclaredWords[] = ['call', 'check', 'raise', 'bet', 'pot'];

/** An amount said that has several meanings (003 §3.1.8.18): the number said and the scales it was heard in. */
export interface SpokenAmount {
  readonly said: number;
  readonly scales: readonly number[];
}

export type DeclarationAction = { readonly type: 'declared'; readonly words: DeclaredWords; readonly chip?: number; readonly amount?: SpokenAmount };

/** How a table rules verbal declarations (the profile's cited `declarations`); `unwritten`: refused, the floor's. */
export interface DeclarationRules {
  /** "raise"/"bet" with no amount binding, "call" with no bet a check, "check" facing a bet no raise (003 §3.1.8.12, §3.1.8.16). */
  readonly verbal: 'binding' | 'unwritten';
  /** "raise" said before a single chip: the chip's full value (003 §3.1.8.5). */
  readonly raiseChip: 'chip-value' | 'unwritten';
  /** "I bet the pot": the pot limit's maximum, or, without a pot limit, bound to a valid bet (003 §3.1.8.15). */
  readonly potDeclared: 'valid-bet' | 'unwritten';
  /** An amount said with several meanings: the largest within the pot before the bet (003 §3.1.8.18). */
  readonly unclear: 'largest-within-pot' | 'unwritten';
}

export const declarationsOf = (p: CircleProfile): { value: DeclarationRules; cite: string } => p.declarations;

/** A declaration that binds the player to act on this turn: to bet or raise, or not to raise. */
export interface Declared {
  readonly player: string;
  readonly street: number;
  readonly bind: 'bet' | 'no-raise';
  readonly cite: string;
}

/** What a declaration is ruled to be: an action played now (a "to" amount for a bet or raise), or a binding. */
export interface DeclaredRuling {
  readonly as: 'check' | 'call' | 'bet' | 'raise' | 'must-bet' | 'must-raise' | 'no-raise';
  readonly to?: number;
  /** An amount of several meanings, resolved (003 §3.1.8.18). */
  readonly heard?: { readonly candidates: readonly number[]; readonly pot: number; readonly amount: number };
  readonly cite: string;
}

type Of = Extract<CpAction, { type: 'declared' }>;
type RangeOf = (kind: 'bet' | 'raise') => RaiseRange | null;

/** The declaration binding the player to act now, if any. */
export function bindingOf(s: CpState): Declared | null {
  const d = s.irr?.declared;
  const p = toActOf(s);
  // It holds until his decision (irregular.ts's afterDecision clears it).
  return d && p && d.player === p.player && d.street === s.street ? d : null;
}

/** The bet or raise a bound player must make now ("raise", "bet" or, without a pot limit, "pot" said), or null. */
export function mustBet(s: CpState): 'bet' | 'raise' | null {
  const d = bindingOf(s);
  const p = toActOf(s);
  return d?.bind === 'bet' && p ? (p.bet < s.currentBet ? 'raise' : 'bet') : null;
}

/** Has the player to act said "check" facing a bet (003 §3.1.8.16: he may call or fold, not raise)? */
export const declaredNoRaise = (s: CpState, p: InHand): boolean => bindingOf(s)?.bind === 'no-raise' && toActOf(s)?.player === p.player;

/** The refusal of a player's decision that his declaration rules out (003 §3.1.8.12, §3.1.8.15–16). */
export function declaredRefusal(s: CpState, a: { type: string }): Rejection | null {
  const d = bindingOf(s);
  if (!d) return null;
  if (d.bind === 'bet' && (a.type === 'fold' || a.type === 'check' || a.type === 'call')) return reject('circle-poker/declared-bet', 'your declaration binds you to a bet or raise of at least the minimum', d.cite);
  if (d.bind === 'no-raise' && (a.type === 'raise' || a.type === 'bet')) return reject('circle-poker/declared-check', 'you said "check" facing a bet: call or fold', d.cite);
  return null;
}

const isCount = (x: unknown, max: number): x is number => Number.isSafeInteger(x) && (x as number) > 0 && (x as number) <= max;
/** A record refused: its shape (no citation: any table's), or words that are the player's own action (the text's). */
const bad = (message: string, cite?: string): Rejection => reject('circle-poker/declared', message, cite);

/** The candidates of an amount said (ascending), or null when the record is malformed. */
function candidatesOf(a: SpokenAmount): number[] | null {
  if (typeof a !== 'object' || a === null || !isCount(a.said, 1_000_000) || !Array.isArray(a.scales) || a.scales.length < 2 || a.scales.length > 4) return null;
  if (!a.scales.every((x) => isCount(x, 1_000_000)) || new Set(a.scales).size !== a.scales.length) return null;
  return a.scales.map((x) => a.said * x).sort((x, y) => x - y);
}

/** 003 §3.1.8.18: the largest candidate within the pot before the bet (every chip put in, bets not pulled in too); none, the smallest. */
export function resolveAmount(candidates: readonly number[], pot: number): number {
  const within = candidates.filter((x) => x <= pot);
  return within.length ? (within.at(-1) as number) : (candidates[0] as number);
}

/** The record's shape, its table's rule, and the player to act: the refusals that do not depend on the ruling. */
export function declaredCheck(s: CpState, a: Of): Rejection | null {
  if (a.by.kind !== 'dealer') return reject('circle-poker/dealer-only', 'the dealer records what a player said');
  const p = toActOf(s);
  if (!p) return reject('circle-poker/not-betting', 'no betting round is open');
  if (!DECLARED_WORDS.includes(a.words)) return bad(`the words are one of ${DECLARED_WORDS.join(', ')}`);
  if (a.chip !== undefined && a.amount !== undefined) return bad('a single chip or an amount said, not both');
  if (a.chip !== undefined && (a.words !== 'raise' || !isCount(a.chip, p.stack))) return bad('a single chip after "raise", of his own stack');
  if (a.amount !== undefined && ((a.words !== 'raise' && a.words !== 'bet') || !candidatesOf(a.amount))) return bad('an amount said with "raise" or "bet": the number said and two to four distinct scales it was heard in');
  const rules = declarationsOf(s.profile);
  const rule: keyof DeclarationRules = a.chip !== undefined ? 'raiseChip' : a.amount !== undefined ? 'unclear' : a.words === 'pot' ? 'potDeclared' : 'verbal';
  if (rules.value[rule] === 'unwritten') return reject('circle-poker/unwritten', 'the rules of this table write no such declaration: the floor decides', rules.cite);
  const facing = p.bet < s.currentBet;
  if (a.words === 'call' && facing) return bad('"call" facing a bet is his call: record his call', '003 §3.1.8.12');
  if (a.words === 'check' && !facing) return bad('"check" with no bet is his check: record his check', '003 §3.1.8.16');
  if (a.words === 'bet' && facing) return bad('facing a bet, the declaration to record is "raise"', '003 §3.1.8.16');
  return null;
}

/** Why no bet or raise is open to the player to act (the refusal his own would get). */
function closed(s: CpState, p: InHand, kind: 'bet' | 'raise'): Rejection {
  return aggressorRefusal(s, p) ?? (kind === 'bet' ? reject('circle-poker/cannot-bet', 'there is a bet to call: call, raise or fold') : reject('circle-poker/cannot-raise', 'no raise is open to him (the betting is not reopened, or the raises are capped)', '003 §3.1.8.8'));
}

const within = (to: number, r: RaiseRange): number => Math.min(Math.max(to, r.min), r.max);

/** The ruling on a declaration that `declaredCheck` passed. `range`: the bet or raise open to the player now. */
export function declaredRuling(s: CpState, a: Of, range: RangeOf): DeclaredRuling | Rejection {
  const p = toActOf(s) as InHand;
  const kind = p.bet < s.currentBet ? 'raise' : 'bet';
  const r = range(kind);
  if (a.words === 'call') return { as: 'check', cite: '003 §3.1.8.16' };
  if (a.words === 'check') return { as: 'no-raise', cite: '003 §3.1.8.16' };
  if (a.chip !== undefined) {
    // No raise open facing a bet: the single chip is a call (003 §3.1.8.5).
    if (!r) return kind === 'raise' ? { as: 'call', cite: '003 §3.1.8.5' } : closed(s, p, kind);
    const to = within(p.bet + a.chip, r);
    return { as: kind, to, cite: to > p.bet + a.chip ? '003 §3.1.8.5, §3.1.8.4' : '003 §3.1.8.5' };
  }
  if (!r) return closed(s, p, kind);
  if (a.amount !== undefined) {
    const candidates = candidatesOf(a.amount) as number[];
    const pot = s.hand.reduce((t, x) => t + x.total, 0);
    const amount = resolveAmount(candidates, pot);
    const to = within(amount, r);
    return { as: kind, to, heard: { candidates, pot, amount }, cite: to > amount ? '003 §3.1.8.18, §3.1.8.13' : '003 §3.1.8.18' };
  }
  if (a.words === 'pot') {
    // Pot limit: the pot's exact figure is the range's maximum (003 §3.1.8.15); elsewhere "pot" binds to a valid bet.
    if (s.profile.structure.value === 'pot-limit') return { as: kind, to: r.max, cite: '003 §3.1.8.15' };
    return { as: kind === 'raise' ? 'must-raise' : 'must-bet', cite: '003 §3.1.8.15' };
  }
  // "raise" with no bet before: a bet of at least the minimum (§3.1.8.16); otherwise a general declaration in turn binds (§3.1.8.12).
  return { as: kind === 'raise' ? 'must-raise' : 'must-bet', cite: a.words === 'raise' && kind === 'bet' ? '003 §3.1.8.16' : '003 §3.1.8.12' };
}

/** The action a ruling plays now (null: a binding, nothing played yet), for the checks a player's own action gets. */
export function rulingAction(r: DeclaredRuling, by: CpAction['by']): CpAction | null {
  if (r.as === 'check' || r.as === 'call') return { type: r.as, by } as CpAction;
  if (r.as === 'bet' || r.as === 'raise') return { type: r.as, amount: r.to as number, by } as CpAction;
  return null;
}

/** The bookkeeping a binding ruling leaves for the player's next decision (in `irr.declared`). */
export function declaredBinding(s: CpState, r: DeclaredRuling): Declared {
  const p = toActOf(s) as InHand;
  return { player: p.player, street: s.street, bind: r.as === 'no-raise' ? 'no-raise' : 'bet', cite: r.cite };
}

/** The event of a ruling: what was said, what it is ruled to be, and the chips a single chip leaves to add or hand back. */
export function declaredEvent(s: CpState, a: Of, r: DeclaredRuling): CpEvent {
  const p = toActOf(s) as InHand;
  const chips = (() => {
    if (a.chip === undefined) return {};
    const putIn = r.as === 'call' ? Math.min(s.currentBet - p.bet, p.stack) : (r.to as number) - p.bet;
    return { chip: a.chip, added: Math.max(0, putIn - a.chip), returned: Math.max(0, a.chip - putIn) };
  })();
  return { type: 'declared', box: p.box, player: p.player, words: a.words, ...chips, ...(a.amount ? { said: a.amount.said, scales: a.amount.scales } : {}), ...(r.heard ? { heard: r.heard } : {}), ruling: r.as, ...(r.to === undefined ? {} : { to: r.to }), cite: r.cite };
}

/**
 * The pot a pot limit counts beyond the chips in: before the flop, what a short all-in blind lacks (003 §3.1.8.15: "a
 * short all-in blind pre-flop does not affect the maximum pot calculation"; after the flop the actual pot). 000 (§17
 * VI.3.2: the pot limits the bet) counts the chips posted (`shortBlindPot: 'as-posted'`).
 */
export const shortBlindCredit = (s: CpState): number => (s.street === 0 && s.profile.shortBlindPot.value === 'full-blind' ? (s.shortBlinds ?? 0) : 0);

/** The records of this module, as the PHH export writes them (a `# dealer:` line each). */
export const DECLARATION_RECORDS: readonly string[] = ['declared'];
