/**
 * @module games/trente-et-quarante/rules
 * Checks (one per action, shared by `legalActions` and `apply`) and `apply`. Actions: players `place` { bet,
 * amount } on `rouge`, `noir`, `couleur`, `inverse`, `insure` { bet } (1% premium), `withdraw` { bet },
 * `prison-choice` { bet, choice }; the dealer (or a player, for the player nearest the croupier's right) `cut`
 * { offset? }; the dealer `close-bets`, `deal`, `announce-last-coup`.
 */
import { z } from 'zod';
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { makeSettlement, type SettlementLine } from '../../core/settlement.js';
import { ratio } from '../../money/rounding.js';
import { citeOf } from '../../rules/cites.js';
import { cutShoe, placeCutCard, remaining } from '../../shoe/shoe.js';
import { findBet, removeBet, spotTotals, stakeEvent, withdrawnEvent, type PlacedBet, type TableEvent } from '../../wheel/layout-bets.js';
import { collectAndPayEvents, placeStep, refused, stepped, type LayoutResult } from '../../wheel/layout-round.js';
import { prisonLineName, releasedValue, zeroDecisionsFor, type PrisonBet, type PrisonChoice, type ZeroDecision } from '../../wheel/prison.js';
import { CHANCES, dealCoup, judge, rowTotal, shoeFinished, wins, type Verdict } from './coup.js';
import { revealEvent, type TqState } from './state.js';

export const tqActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), bet: z.enum(CHANCES), amount: z.number().int().positive() }),
  z.object({ type: z.literal('insure'), bet: z.enum(CHANCES) }),
  z.object({ type: z.literal('withdraw'), bet: z.enum(CHANCES) }),
  z.object({ type: z.literal('prison-choice'), bet: z.string().min(1).max(40), choice: z.enum(['half', 'prison']) }),
  z.object({ type: z.literal('cut'), offset: z.number().int().min(0).optional() }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('deal') }),
  z.object({ type: z.literal('announce-last-coup') }),
]);
export type TqAction = { by: Actor } & (
  | { type: 'place'; bet: string; amount: number }
  | { type: 'insure'; bet: string }
  | { type: 'withdraw'; bet: string }
  | { type: 'prison-choice'; bet: string; choice: PrisonChoice }
  | { type: 'cut'; offset?: number }
  | { type: 'close-bets' }
  | { type: 'deal' }
  | { type: 'announce-last-coup' }
);
type Of<T extends TqAction['type']> = Extract<TqAction, { type: T }>;

const player = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const notBetting = (s: TqState): Rejection | null => (s.phase === 'betting' ? null : reject('trente-et-quarante/bets-closed', s.phase === 'cut' ? 'the new shoe is not cut yet' : 'no more bets', citeOf(s.profile, 'procedure')));

export const maximum = (s: TqState): number => s.table.maximumMultiplier * s.table.minimum;

export function amountRange(s: TqState, p: string, bet: string): { min: number; max: number; step: number } {
  const step = s.table.chipUnit;
  const on = spotTotals(s.bets, p)[bet] ?? 0;
  return { min: on ? step : Math.ceil(s.table.minimum / step) * step, max: Math.floor((maximum(s) - on) / step) * step, step };
}

export function checkPlace(s: TqState, by: Actor, a: Of<'place'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('trente-et-quarante/player-only', 'only a player bets');
  const closed = notBetting(s);
  if (closed) return closed;
  if (!(CHANCES as readonly string[]).includes(a.bet)) return reject('trente-et-quarante/unknown-bet', 'the only chances are rouge, noir, couleur and inverse', citeOf(s.profile, 'chances'));
  if (s.insured.some((i) => i.bettor === p && i.chance === a.bet)) return reject('trente-et-quarante/bet-insured', 'an insured bet is not added to; withdraw it first', s.profile.insurance.offered.cite);
  const r = amountRange(s, p, a.bet);
  if (a.amount % r.step) return reject('trente-et-quarante/bet-not-a-multiple', `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject('trente-et-quarante/bet-below-minimum', `at least ${r.min}`, s.profile.limits.maxima.cite);
  if (a.amount > r.max) return reject('trente-et-quarante/bet-over-limit', `at most ${Math.max(0, r.max)} more on ${a.bet}`, s.profile.limits.maxima.cite);
  return null;
}

export const premiumOf = (s: TqState, amount: number): number => ratio(amount, s.profile.insurance.premium.value.num, s.profile.insurance.premium.value.den, s.profile.rounding.value);

export function checkInsure(s: TqState, by: Actor, a: Of<'insure'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('trente-et-quarante/player-only', 'only a player insures');
  const cite = s.profile.insurance.offered.cite;
  if (!s.profile.insurance.offered.value) return reject('trente-et-quarante/no-insurance', 'no insurance at this table', cite);
  const closed = notBetting(s);
  if (closed) return closed;
  const b = findBet(s.bets, p, a.bet);
  if (!b) return reject('trente-et-quarante/no-such-bet', `place your ${a.bet} bet first`, cite);
  if (s.insured.some((i) => i.bettor === p && i.chance === a.bet)) return reject('trente-et-quarante/already-insured', `${a.bet} is insured`, cite);
  if (b.amount < s.profile.insurance.minStakeFactor.value * s.table.minimum) return reject('trente-et-quarante/insurance-below-minimum', `bets of at least ${s.profile.insurance.minStakeFactor.value * s.table.minimum} may be insured`, s.profile.insurance.minStakeFactor.cite);
  const { num, den } = s.profile.insurance.premium.value;
  if ((b.amount * num) % den !== 0) return reject('trente-et-quarante/insurance-not-exact', `the premium (${num}/${den} of the bet) must be whole: insure a bet that is a multiple of ${den / gcd(num, den)}`, s.profile.insurance.premium.cite);
  return null;
}
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

export function checkWithdraw(s: TqState, by: Actor, a: Of<'withdraw'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('trente-et-quarante/player-only', 'only a player bets');
  const closed = notBetting(s);
  if (closed) return closed;
  return findBet(s.bets, p, a.bet) ? null : reject('trente-et-quarante/no-such-bet', `you have no bet ${a.bet}`);
}

export function checkPrisonChoice(s: TqState, by: Actor, a: Of<'prison-choice'>): Rejection | null {
  const p = player(by);
  if (!p) return reject('trente-et-quarante/player-only', 'only the bettor chooses');
  const d = s.phase === 'zero-choice' ? s.decisions.find((x) => x.bettor === p && x.line === a.bet) : undefined;
  if (!d) return reject('trente-et-quarante/no-choice-pending', `no choice pending for ${a.bet}`, s.profile.apres.cite);
  if (d.choice !== null) return reject('trente-et-quarante/choice-made', `${a.bet}: ${d.choice}`, d.forcedWhy ?? s.profile.apres.cite);
  return null;
}

export function checkCut(s: TqState, by: Actor, a: Of<'cut'>): Rejection | null {
  if (by.kind === 'system') return reject('trente-et-quarante/no-cut', 'the croupier or the player on his right cuts');
  if (s.phase !== 'cut') return reject('trente-et-quarante/no-cut', 'the shoe is already cut', citeOf(s.profile, 'procedure'));
  const n = s.shoe.order.length;
  const m = s.profile.shoe.cutMinimum.value;
  if (a.offset === undefined) return reject('trente-et-quarante/no-cut', 'a cut carries its offset (the runtime draws one)');
  if (a.offset < m || a.offset > n - m) return reject('trente-et-quarante/cut-out-of-bounds', `the cut leaves at least ${m} cards either side`, s.profile.shoe.cutMinimum.cite);
  return null;
}

const dealerOnly = (by: Actor): Rejection | null => (by.kind === 'dealer' ? null : reject('trente-et-quarante/dealer-only', 'only the croupier does this'));
export const checkClose = (s: TqState, by: Actor): Rejection | null => dealerOnly(by) ?? notBetting(s);
export const checkDeal = (s: TqState, by: Actor): Rejection | null =>
  dealerOnly(by) ?? (s.phase === 'closed' ? null : reject('trente-et-quarante/bets-not-closed', 'close the bets before dealing', citeOf(s.profile, 'procedure')));
export const checkLastCoup = (s: TqState, by: Actor): Rejection | null =>
  dealerOnly(by) ?? notBetting(s) ?? (s.lastCoup ? reject('trente-et-quarante/last-coup-announced', 'already announced') : null);

type Result = LayoutResult<TqState>;
const ok = stepped<TqState>;

/** The après decisions: every uninsured bet, and every bet in prison. */
function apresDecisions(s: TqState): ZeroDecision[] {
  if (s.profile.apres.value !== 'prison-or-half') return [];
  const o = {
    lastSpin: s.lastCoup && s.profile.prison.lastCoup.value === 'refund-residual',
    belowMinimum: s.profile.prison.belowMinimum.value,
    minimum: s.table.minimum,
    rounding: s.profile.rounding.value,
    cites: { lastSpin: s.profile.prison.lastCoup.cite, belowMinimum: s.profile.prison.belowMinimum.cite },
  };
  return zeroDecisionsFor(
    s.bets.filter((b) => !s.insured.some((i) => i.bettor === b.bettor && i.chance === b.bet)),
    s.prison,
    o,
  );
}

const RANK: Record<string, number> = { couleur: 0, inverse: 0, noir: 1, rouge: 1 };

/** Losing bets first; then winners chance by chance: couleur / inverse, then noir and rouge (000 §05 V.3, 001 §05 V.3). */
function settle(s: TqState, verdict: Verdict | null): { lines: SettlementLine[]; nextPrison: PrisonBet[] } {
  const r = s.profile.rounding.value;
  const lines: { line: SettlementLine; rank: number }[] = [];
  const nextPrison: PrisonBet[] = [];
  const decision = (bettor: string, line: string): ZeroDecision | undefined => s.decisions.find((d) => d.bettor === bettor && d.line === line);
  const voidCoup = verdict === null || verdict.kind === 'tie';
  const why = verdict === null ? 'void-red-card' : 'void-tie';
  for (const b of s.bets) {
    const ins = s.insured.find((i) => i.bettor === b.bettor && i.chance === b.bet);
    let returned = 0;
    let outcome = 'lose';
    if (voidCoup) [returned, outcome] = [b.amount, why];
    else if (verdict.kind === 'decisive') [returned, outcome] = wins(b.bet, verdict) ? [2 * b.amount, 'win'] : [0, 'lose'];
    else if (ins) [returned, outcome] = [b.amount, 'insured-apres'];
    else if (s.profile.apres.value === 'half') [returned, outcome] = [ratio(b.amount, 1, 2, r), 'half-back'];
    else if (s.profile.apres.value === 'prison-or-half') {
      const d = decision(b.bettor, b.bet) as ZeroDecision;
      if (d.choice === 'half') [returned, outcome] = [d.residual, d.forced === 'half' ? 'last-coup-refund' : 'half-back'];
      else {
        // In prison the bet stays on the table (standing): it is settled in the coup that frees or loses it.
        nextPrison.push({ bettor: b.bettor, chance: b.bet, initial: b.amount, level: 1 });
        continue;
      }
    }
    lines.push({ line: { bettor: b.bettor, bet: b.bet, stake: b.amount, returned, net: returned - b.amount, outcome }, rank: RANK[b.bet] ?? 2 });
    if (ins) {
      const back = voidCoup ? ins.premium : 0;
      lines.push({ line: { bettor: b.bettor, bet: `insurance-${b.bet}`, stake: ins.premium, returned: back, net: back - ins.premium, outcome: voidCoup ? why : 'premium' }, rank: 3 });
    }
  }
  for (const p of s.prison) {
    const name = prisonLineName(p);
    if (voidCoup) {
      nextPrison.push(p);
      continue;
    }
    let returned = 0;
    let outcome: string;
    if (verdict.kind === 'decisive') [returned, outcome] = wins(p.chance, verdict) ? [releasedValue(p, r), 'released'] : [0, 'lost-in-prison'];
    else {
      const d = decision(p.bettor, name) as ZeroDecision;
      if (d.choice === 'half') [returned, outcome] = [d.residual, d.forced === 'half' ? 'last-coup-refund' : 'residual-taken'];
      else {
        nextPrison.push({ ...p, level: p.level + 1 });
        continue;
      }
    }
    lines.push({ line: { bettor: p.bettor, bet: name, stake: p.initial, returned, net: returned - p.initial, outcome }, rank: RANK[p.chance] ?? 2 });
  }
  const losers = lines.filter((l) => l.line.returned === 0);
  const winners = lines.filter((l) => l.line.returned > 0).sort((a, b) => a.rank - b.rank);
  return { lines: [...losers, ...winners].map((l) => l.line), nextPrison };
}

function finish(s: TqState, events: TableEvent[]): Result {
  const out = settle(s, s.voided ? null : s.verdict);
  const settlement = makeSettlement(out.lines);
  const ev: TableEvent[] = [...events, ...collectAndPayEvents(settlement.lines)];
  if (s.shoeOver) ev.push(revealEvent(s.shoe));
  return ok({ ...s, phase: 'settled', settlement, nextPrison: out.nextPrison }, ev);
}

export function applyTq(s: TqState, a: TqAction): Result {
  const fail = refused<TqState>;
  switch (a.type) {
    case 'place':
      return placeStep(s, a, checkPlace(s, a.by, a));
    case 'insure': {
      const bad = fail(checkInsure(s, a.by, a));
      if (bad) return bad;
      const p = player(a.by) as string;
      const premium = premiumOf(s, (findBet(s.bets, p, a.bet) as PlacedBet).amount);
      return ok({ ...s, insured: [...s.insured, { bettor: p, chance: a.bet, premium }] }, [stakeEvent({ bettor: p, bet: `insurance-${a.bet}`, amount: premium }), { type: 'bet-insured', bettor: p, bet: a.bet, premium, cite: s.profile.insurance.premium.cite }]);
    }
    case 'withdraw': {
      const bad = fail(checkWithdraw(s, a.by, a));
      if (bad) return bad;
      const p = player(a.by) as string;
      const events: TableEvent[] = [withdrawnEvent(findBet(s.bets, p, a.bet) as PlacedBet)];
      const ins = s.insured.find((i) => i.bettor === p && i.chance === a.bet);
      if (ins) events.push(withdrawnEvent({ bettor: p, bet: `insurance-${a.bet}`, amount: ins.premium }));
      return ok({ ...s, bets: removeBet(s.bets, p, a.bet), insured: s.insured.filter((i) => i !== ins) }, events);
    }
    case 'cut': {
      const bad = fail(checkCut(s, a.by, a));
      if (bad) return bad;
      const c = cutShoe(s.shoe, a.offset as number, s.profile.shoe.cutMinimum.value);
      const r = placeCutCard(c.shoe, s.profile.shoe.redCardReserve.value);
      return ok({ ...s, phase: 'betting', shoe: r.shoe }, [...c.events, ...r.events] as unknown as TableEvent[]);
    }
    case 'close-bets': {
      const bad = fail(checkClose(s, a.by));
      return bad ?? ok({ ...s, phase: 'closed' }, [{ type: 'bets-closed', call: 'rien ne va plus' }]);
    }
    case 'announce-last-coup': {
      const bad = fail(checkLastCoup(s, a.by));
      return bad ?? ok({ ...s, lastCoup: true }, [{ type: 'last-coup-announced', cite: s.profile.prison.lastCoup.cite }]);
    }
    case 'deal': {
      const bad = fail(checkDeal(s, a.by));
      if (bad) return bad;
      const d = dealCoup(s.shoe, s.profile.shoe.redCardVoidsCoup.value);
      const events: TableEvent[] = [...(d.events as unknown as TableEvent[]), { type: 'rows-dealt', noir: d.noir, rouge: d.rouge, noirTotal: rowTotal(d.noir), rougeTotal: rowTotal(d.rouge) }];
      if ((d.redCard && s.profile.shoe.redCardVoidsCoup.value) || d.exhausted) {
        events.push({ type: 'coup-void', reason: d.exhausted ? 'the shoe ran out' : 'the red card came out', cite: s.profile.shoe.redCardVoidsCoup.cite }, { type: 'last-cards-counted', count: remaining(d.shoe), faceDown: true });
        return finish({ ...s, shoe: d.shoe, noir: d.noir, rouge: d.rouge, voided: 'red-card', shoeOver: true }, events);
      }
      const verdict = judge(rowTotal(d.noir), rowTotal(d.rouge), d.noir[0] as string);
      const shoeOver = d.redCard || shoeFinished(d.shoe);
      events.push({ type: 'coup-announced', ...verdict, noirTotal: rowTotal(d.noir), rougeTotal: rowTotal(d.rouge) });
      const base: TqState = { ...s, shoe: d.shoe, noir: d.noir, rouge: d.rouge, verdict, shoeOver };
      if (shoeOver) events.push({ type: 'shoe-finished', reason: d.redCard ? 'the red card came out during the coup' : 'the red card is next' });
      if (verdict.kind !== 'apres') return finish(base, events);
      const decisions = apresDecisions(base);
      for (const x of decisions) if (x.forced) events.push({ type: 'apres-rule-applied', bettor: x.bettor, bet: x.line, choice: x.choice, forced: true, cite: x.forcedWhy });
      if (decisions.some((x) => x.choice === null)) {
        events.push({ type: 'apres-choice-offered', bets: decisions.filter((x) => x.choice === null).map((x) => `${x.bettor}:${x.line}`), cite: s.profile.apres.cite });
        return ok({ ...base, decisions, phase: 'zero-choice' }, events);
      }
      return finish({ ...base, decisions }, events);
    }
    case 'prison-choice': {
      const bad = fail(checkPrisonChoice(s, a.by, a));
      if (bad) return bad;
      const p = player(a.by) as string;
      const decisions = s.decisions.map((d) => (d.bettor === p && d.line === a.bet ? { ...d, choice: a.choice } : d));
      const next = { ...s, decisions };
      const events: TableEvent[] = [{ type: 'apres-choice-made', bettor: p, bet: a.bet, choice: a.choice }];
      return decisions.some((d) => d.choice === null) ? ok(next, events) : finish(next, events);
    }
  }
}
