/**
 * @module games/blackjack/legal
 * Who must act (`awaiting`), what each actor may do (`legalActions`, filtered through the same checks `apply`
 * uses), and what a timer does when the one to act does not (`timeoutAction`: stand, decline insurance, wait for
 * the blackjack, follow nothing; the dealer closes bets, deals a misdeal again, reshuffles the discards). The
 * runtime (`system`) is listed the timeout step only when it may send it itself.
 */
import type { LegalAction } from '../../core/contract.js';
import type { Actor, PlayerId } from '../../core/ids.js';
import { DEALER, SYSTEM } from '../../core/ids.js';
import type { BjAction } from './actions.js';
import { check, reducer } from './apply.js';
import { finishedBefore } from './check.js';
import { insuranceMax, insuranceMin, insuranceQuestions } from './flow.js';
import { bettorsOf, ownerOf } from './seating.js';
import { SIDE_KINDS } from './side-kinds.js';
import type { BjState, Box, Hand } from './state.js';
import type { TripleBlackjackProfile } from './profile.js';
import { sideLimits } from './table.js';
import { ratio } from '../../money/rounding.js';
import { boxTotal } from './tip.js';

/** The action as `apply` would receive it: the candidate's fields (and a probe amount), sent by `by`. */
function probeOf(a: Record<string, unknown>, by: Actor, probe?: Record<string, unknown>): BjAction {
  return (probe ? { ...a, ...probe, by } : { ...a, by }) as unknown as BjAction;
}

const ok = (s: BjState, by: Actor, a: Record<string, unknown> & { type: string }, probe?: Record<string, unknown>): boolean => check(s, probeOf(a, by, probe)) === null;

/** Adds the candidate `a` to `out` when its check passes (a module function: no closure built per call). */
function addIf(out: LegalAction[], s: BjState, by: Actor, a: LegalAction & { type: string }, probe?: Record<string, unknown>): void {
  if (ok(s, by, a, probe)) out.push(a);
}

const playerActor = (p: PlayerId): Actor => ({ kind: 'player', player: p });

/** Everyone who is at the table or has a bet on it (for betting-phase awaiting). */
function knownPlayers(s: BjState): PlayerId[] {
  const out = [...s.table.players];
  for (const b of s.boxes) {
    if (b.seated && !out.includes(b.seated)) out.push(b.seated);
    for (const p of bettorsOf(b)) if (!out.includes(p)) out.push(p);
  }
  return out;
}

const backBettorsWaiting = (s: BjState): PlayerId[] => {
  const p = s.pending;
  if (p?.kind !== 'follow') return [];
  const b = s.boxes[p.box - 1] as Box;
  const out: PlayerId[] = [];
  for (const st of (b.hands[p.hand] as Hand).stakes) if (st.bettor !== b.commander && !st.result && !p.answers.some((x) => x.bettor === st.bettor) && !out.includes(st.bettor)) out.push(st.bettor);
  return out;
};

export function awaiting(s: BjState): Actor[] {
  switch (s.phase) {
    case 'betting': {
      const waiting = knownPlayers(s).filter((p) => !s.doneBetting.includes(p));
      if (waiting.length > 0) return waiting.map(playerActor);
      return s.boxes.some((b) => b.bets.length > 0) ? [DEALER] : [];
    }
    case 'insurance': {
      const out: PlayerId[] = [];
      for (const b of s.boxes) for (const q of insuranceQuestions(s, b)) if (!out.includes(q.bettor)) out.push(q.bettor);
      return out.map(playerActor);
    }
    case 'play': {
      const c = s.turn ? s.boxes[s.turn.box - 1]?.commander : null;
      return c ? [playerActor(c)] : [];
    }
    case 'follow':
      return backBettorsWaiting(s).map(playerActor);
    case 'exposed':
    case 'missing-card': {
      const id = s.pending && 'box' in s.pending ? s.pending.box : 0;
      const c = s.boxes[id - 1]?.commander;
      return c ? [playerActor(c)] : [];
    }
    case 'misdeal':
    case 'shoe-empty':
      return [DEALER];
    case 'over':
      return [];
  }
}

export function timeoutAction(s: BjState): BjAction | null {
  switch (s.phase) {
    case 'betting':
      return s.boxes.some((b) => b.bets.length > 0) ? { type: 'deal', by: DEALER } : null;
    case 'insurance':
      for (const b of s.boxes)
        for (const q of insuranceQuestions(s, b)) {
          const sub = q.sub === undefined ? {} : { sub: q.sub };
          return q.kind === 'insurance' ? { type: 'decline-insurance', box: b.id, ...sub, by: SYSTEM } : { type: 'wait', box: b.id, ...sub, by: SYSTEM };
        }
      return null;
    case 'play':
      return s.turn ? { type: 'stand', box: s.turn.box, by: SYSTEM } : null;
    case 'follow':
      return s.pending?.kind === 'follow' ? { type: 'follow', box: s.pending.box, choice: s.pending.op === 'double' ? 'no' : 'first', by: SYSTEM } : null;
    case 'exposed':
      return s.pending?.kind === 'exposed' ? { type: 'refuse-card', box: s.pending.box, by: SYSTEM } : null;
    case 'missing-card':
      return s.pending?.kind === 'missing-card' ? { type: 'give-card', box: s.pending.box, by: SYSTEM } : null;
    case 'misdeal':
      return { type: 'redeal', by: DEALER };
    case 'shoe-empty':
      return { type: 'reshuffle-discards', by: DEALER };
    case 'over':
      return null;
  }
}

/** The main-bet range a player may add on a box (sub-box in triple blackjack). */
function betRange(s: BjState, b: Box, p: PlayerId, sub?: number): { min: number; max: number; step: number } | null {
  const mine = b.bets.reduce((t, m) => (m.bettor === p && m.sub === sub ? t + m.amount : t), 0);
  const total = b.bets.reduce((t, m) => (m.sub === sub ? t + m.amount : t), 0);
  const step = s.profile.table.betsInMultiplesOfMinimum.value ? s.limits.minimum : 1;
  const max = s.limits.maximum - total;
  const min = Math.max(step, s.limits.minimum - mine);
  return min <= max ? { min, max, step } : null;
}

const DECISIONS = ['stand', 'hit', 'double', 'split', 'surrender'] as const;

function playerActions(s: BjState, p: PlayerId): LegalAction[] {
  const by: Actor = { kind: 'player', player: p };
  const out: LegalAction[] = [];
  switch (s.phase) {
    case 'betting': {
      const triple = s.game === 'triple-blackjack';
      // The side bets offered and their limits are the table's, the same for every box.
      const offered: { kind: (typeof SIDE_KINDS)[number]; lim: ReturnType<typeof sideLimits>; sides: readonly ('under' | 'over' | undefined)[] }[] = [];
      for (const kind of SIDE_KINDS)
        if (s.profile.sideBets[kind].offered.value) offered.push({ kind, lim: sideLimits(s.profile, s.table, s.limits, kind), sides: kind === 'underOver13' ? (['under', 'over'] as const) : [undefined] });
      let known: PlayerId[] | undefined;
      const subs = triple ? [1, 2, 3].slice(0, (s.profile as TripleBlackjackProfile).triple.boxesPerPosition.value) : [undefined];
      for (const b of s.boxes) {
        for (const sub of subs) {
          const r = betRange(s, b, p, sub);
          if (!r) continue;
          const passes = (amount: number): boolean => check(s, (sub ? { type: 'bet', box: b.id, sub, amount, by } : { type: 'bet', box: b.id, amount, by }) as BjAction) === null;
          // a bet behind may be below the table minimum where the text sets no minimum for it
          if (r.min > r.step && passes(r.step)) out.push({ type: 'bet', box: b.id, ...(sub ? { sub } : {}), amount: { ...r, min: r.step } });
          else if (passes(r.min)) out.push({ type: 'bet', box: b.id, ...(sub ? { sub } : {}), amount: r });
        }
        for (const { kind, lim, sides } of offered) {
          for (const side of sides) {
            let taken = 0;
            let mine = 0;
            for (const x of b.sides)
              if (x.kind === kind && x.side === side) {
                taken += x.amount;
                if (x.bettor === p) mine += x.amount;
              }
            const min = Math.max(1, lim.min - mine);
            if (min > lim.max - taken) continue;
            // Checked as `apply` would receive it (the smallest amount), built as a candidate only when it passes:
            // most side bets fail (no main bet on that box), so no candidate is built for them.
            const probe = side ? { type: 'side-bet', box: b.id, kind, side, amount: min, by } : { type: 'side-bet', box: b.id, kind, amount: min, by };
            if (check(s, probe as BjAction) === null) out.push({ type: 'side-bet', box: b.id, kind, ...(side ? { side } : {}), amount: { min, max: lim.max - taken, step: 1 } });
          }
        }
        if (b.bets.some((m) => m.bettor === p)) addIf(out, s, by, { type: 'withdraw', box: b.id, bet: 'main' });
        // 003 §2.2.1.7: a tip bet with the bet, within what the box's maximum leaves.
        if (s.profile.table.tipBet.value && b.bets.some((m) => m.bettor === p)) {
          const room = s.limits.maximum - boxTotal(b);
          if (room >= 1 && check(s, { type: 'tip', box: b.id, amount: 1, by } as BjAction) === null) out.push({ type: 'tip', box: b.id, amount: { min: 1, max: room, step: 1 } });
          if (b.tips.some((x) => x.bettor === p)) addIf(out, s, by, { type: 'withdraw', box: b.id, bet: 'tip' });
        }
        if (!b.seated) addIf(out, s, by, { type: 'sit', box: b.id });
        if (b.seated === p) addIf(out, s, by, { type: 'leave', box: b.id });
        if (ownerOf(b) === p) for (const other of (known ??= knownPlayers(s))) if (other !== p) addIf(out, s, by, { type: 'consent', box: b.id, player: other });
      }
      addIf(out, s, by, { type: 'done-betting' });
      break;
    }
    case 'insurance':
      for (const b of s.boxes)
        for (const q of insuranceQuestions(s, b)) {
          if (q.bettor !== p) continue;
          const sub = q.sub === undefined ? {} : { sub: q.sub };
          if (q.kind === 'insurance') {
            const stake = (b.hands[0] as Hand).stakes.filter((st) => st.bettor === p && !st.result && st.sub === q.sub).reduce((t, st) => t + st.original, 0);
            const step = s.profile.insurance.stepOfTableMinimum.value;
            const unit = step ? Math.max(1, ratio(s.limits.minimum, step.num, step.den, { mode: 'down', unit: 1 })) : 1;
            const max = insuranceMax(s, stake);
            const min = Math.max(insuranceMin(s), unit);
            if (min <= max) out.push({ type: 'insure', box: b.id, ...sub, amount: { min: Math.ceil(min / unit) * unit, max, step: unit } });
            out.push({ type: 'decline-insurance', box: b.id, ...sub });
          } else {
            out.push({ type: 'even-money', box: b.id, ...sub });
            out.push({ type: 'wait', box: b.id, ...sub });
          }
        }
      break;
    case 'play':
      // the decisions of the box on turn, each through its own check (built as `apply` receives it, no copies)
      if (s.turn) {
        const box = s.turn.box;
        for (const type of DECISIONS) if (check(s, { type, box, by } as BjAction) === null) out.push({ type, box });
      }
      break;
    case 'follow':
      if (s.pending?.kind === 'follow') for (const choice of s.pending.op === 'double' ? ['double', 'no'] : ['both', 'first', 'second']) addIf(out, s, by, { type: 'follow', box: s.pending.box, choice });
      break;
    case 'exposed':
      if (s.pending?.kind === 'exposed') for (const type of ['accept-card', 'refuse-card'] as const) addIf(out, s, by, { type, box: s.pending.box });
      break;
    case 'missing-card':
      if (s.pending?.kind === 'missing-card') for (const type of ['take-card', 'give-card'] as const) addIf(out, s, by, { type, box: s.pending.box });
      break;
    default:
      break;
  }
  return out;
}

function dealerActions(s: BjState): LegalAction[] {
  const out: LegalAction[] = [];
  switch (s.phase) {
    case 'betting':
      addIf(out, s, DEALER, { type: 'deal' });
      // 003 §2.2.1.29–31: a deal that went wrong, as the dealer records it (refused where the text has no procedure).
      addIf(out, s, DEALER, { type: 'deal', skipDealerCard: true, optional: true });
      for (const b of s.boxes) addIf(out, s, DEALER, b.bets.length > 0 ? { type: 'deal', skipBoxes: [b.id], optional: true } : { type: 'deal', extraBoxes: [b.id], optional: true });
      addIf(out, s, DEALER, { type: 'close-empty-table' });
      for (const b of s.boxes) for (const p of bettorsOf(b)) addIf(out, s, DEALER, { type: 'remove-bet', box: b.id, bettor: p });
      break;
    case 'misdeal':
      addIf(out, s, DEALER, { type: 'redeal' });
      break;
    case 'shoe-empty':
      out.push({ type: 'reshuffle-discards' });
      break;
    default:
      if (s.phase === 'play') {
        addIf(out, s, DEALER, { type: 'expose-cards', count: 1 });
        // 002 §14.7: the exposure came from the call of the box that has just finished; the box in turn is offered it.
        const prev = s.turn ? finishedBefore(s, s.turn.box) : undefined;
        if (prev !== undefined) addIf(out, s, DEALER, { type: 'expose-cards', count: 1, forBox: prev });
      }
      addIf(out, s, DEALER, { type: 'notice-missing-dealer-card' });
      if (s.flags.cutCardUnnoticed && s.phase !== 'over') out.push({ type: 'notice-cut-card' });
      if (s.shoe.mode === 'csm' && s.phase !== 'over') out.push({ type: 'replace-shuffler' });
      for (const b of s.boxes) {
        addIf(out, s, DEALER, { type: 'player-gone', box: b.id });
        addIf(out, s, DEALER, { type: 'player-away', box: b.id });
      }
  }
  return out;
}

export function legalActions(s: BjState, by: Actor): LegalAction[] {
  if (by.kind === 'player') return playerActions(s, by.player);
  if (by.kind === 'dealer') return dealerActions(s);
  // the runtime: the timeout step, if it may send it (a misdeal's redeal and the empty shoe's reshuffle are the dealer's)
  const t = timeoutAction(s);
  if (!t) return [];
  const { by: _by, ...rest } = t;
  return reducer.legal(s, by, [rest as LegalAction]);
}
