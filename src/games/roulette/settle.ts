/**
 * @module games/roulette/settle
 * The result of a spin: the zero decisions it puts to the simple chances (French prison), then every bet's return
 * and the order the croupiers collect and pay in (000 §01 IV.3.c, 001 §01 IV.3.c, 000 §02 III.2, 001 §02 III.b).
 * Under 003 §2.1.4 a player over the table maximum is paid only up to it (pro rata across his winning bets).
 */
import type { TableEvent as GameEvent } from '../../wheel/layout-bets.js';
import { makeSettlement, type Settlement, type SettlementLine } from '../../core/settlement.js';
import { half, ratio, roundRational } from '../../money/rounding.js';
import { playerTotal, type PlacedBet } from '../../wheel/layout-bets.js';
import { prisonLineName, releasedValue, zeroDecisionsFor, type PrisonBet, type ZeroDecision } from '../../wheel/prison.js';
import { catalogue } from './bets.js';
import { colourOf, DOUBLE_ZERO, label } from './layout.js';
import type { RouletteState } from './state.js';
import { EVEN_CHANCES, isEvenChance, type Spot } from './spots.js';

export const isZero = (n: number): boolean => n === 0 || n === DOUBLE_ZERO;

/** The choices a zero puts to the simple chances under the French rule; empty otherwise. */
export function zeroDecisions(s: RouletteState, pocket: number): ZeroDecision[] {
  if (!isZero(pocket) || s.profile.zeroRule.value !== 'prison-or-half') return [];
  const o = {
    lastSpin: s.lastSpin && s.profile.prison.lastSpin.value === 'refund-residual',
    belowMinimum: s.profile.prison.belowMinimum.value,
    minimum: s.limits.simpleMinimum,
    rounding: s.profile.rounding.value,
    cites: { lastSpin: s.profile.prison.lastSpin.cite, belowMinimum: s.profile.prison.belowMinimum.cite },
  };
  return zeroDecisionsFor(
    s.bets.filter((b) => isEvenChance(b.bet)),
    s.prison,
    o,
  );
}

/** The simple chances a number makes win (what the croupier announces with it). */
export function winningChances(s: RouletteState, pocket: number): string[] {
  const cat = catalogue(s.profile);
  return EVEN_CHANCES.filter((c) => (cat.get(c)?.numbers ?? []).includes(pocket));
}

interface Ranked {
  readonly line: SettlementLine;
  readonly rank: number;
  readonly simple: boolean;
}

function classRank(s: RouletteState, cls: string): number {
  const i = s.profile.payment.order.value.findIndex((g) => (g as string[]).includes(cls));
  return i < 0 ? s.profile.payment.order.value.length : i;
}

const classOf = (spot: Spot): string => (spot.kind === 'even-chance' ? spot.id : spot.kind);

/** Losing bets are collected first; winners are paid in the profile's order, a player's combinations together where the text says so. */
function order(s: RouletteState, ranked: Ranked[]): SettlementLine[] {
  const losers = ranked.filter((r) => r.line.returned === 0).map((r) => r.line);
  const winners = ranked.filter((r) => r.line.returned > 0).sort((a, b) => a.rank - b.rank);
  const together = s.profile.payment.together.value;
  if (together === 'none') return [...losers, ...winners.map((w) => w.line)];
  const out: SettlementLine[] = [];
  const done = new Set<Ranked>();
  for (const w of winners) {
    if (done.has(w)) continue;
    out.push(w.line);
    done.add(w);
    if (together === 'except-simple' && w.simple) continue;
    for (const o of winners)
      if (!done.has(o) && o.line.bettor === w.line.bettor && !(together === 'except-simple' && o.simple)) {
        out.push(o.line);
        done.add(o);
      }
  }
  return [...losers, ...out];
}

export interface SpinOutcome {
  readonly settlement: Settlement;
  readonly nextPrison: PrisonBet[];
  readonly events: GameEvent[];
}

export function settleSpin(s: RouletteState, pocket: number): SpinOutcome {
  const cat = catalogue(s.profile);
  const r = s.profile.rounding.value;
  const zero = isZero(pocket);
  const rule = s.profile.zeroRule.value;
  const decision = (bettor: string, line: string): ZeroDecision | undefined => s.decisions.find((d) => d.bettor === bettor && d.line === line);
  const nextPrison: PrisonBet[] = [];
  const ranked: Ranked[] = [];

  // 003 §2.1.4 (`pay-pro-rata`): a player whose bets total more than the maximum is paid only up to the maximum:
  // each winning part's winnings are scaled by maximum ÷ his total, in one rounding; stakes come back whole.
  const scale = (bettor: string): { num: number; den: number } | null => {
    if (s.profile.limits.overMaximum.value !== 'pay-pro-rata') return null;
    const total = playerTotal(s.bets, bettor);
    return total > s.limits.maximum ? { num: s.limits.maximum, den: total } : null;
  };
  const settleBet = (b: PlacedBet): Ranked | null => {
    let returned = 0;
    let outcome: string | null = null;
    let rank = Infinity;
    const within = scale(b.bettor);
    for (const part of b.parts) {
      const spot = cat.get(part.spot) as Spot;
      if (spot.numbers.includes(pocket)) {
        returned += part.amount + (within ? roundRational(part.amount * spot.pays.num * within.num, spot.pays.den * within.den, r) : ratio(part.amount, spot.pays.num, spot.pays.den, r));
        rank = Math.min(rank, classRank(s, classOf(spot)));
      } else if (spot.kind === 'even-chance' && zero && rule !== 'lose') {
        rank = Math.min(rank, classRank(s, classOf(spot)));
        if (rule === 'half') {
          returned += half(part.amount, r);
          outcome = 'half-back';
        } else {
          const d = decision(b.bettor, b.bet) as ZeroDecision;
          if (d.choice === 'half') {
            returned += d.residual;
            outcome = d.forced === 'half' ? 'last-spin-refund' : 'half-back';
          } else {
            // In prison the bet stays on the table (standing): it is settled in the round that frees or loses it.
            nextPrison.push({ bettor: b.bettor, chance: b.bet, initial: part.amount, level: 1 });
            return null;
          }
        }
      }
    }
    const base: SettlementLine = { bettor: b.bettor, bet: b.bet, stake: b.amount, returned, net: returned - b.amount, outcome: outcome ?? (returned > 0 ? 'win' : 'lose') };
    const line: SettlementLine = within && returned > b.amount ? { ...base, cite: s.profile.limits.overMaximum.cite } : base;
    return { line, rank: rank === Infinity ? 0 : rank, simple: isEvenChance(b.bet) };
  };

  for (const b of s.bets) {
    const r = settleBet(b);
    if (r) ranked.push(r);
  }
  for (const p of s.prison) {
    const name = prisonLineName(p);
    const base = { bettor: p.bettor, bet: name, stake: p.initial };
    let returned = 0;
    let outcome: string;
    if (!zero) {
      const wins = (cat.get(p.chance) as Spot).numbers.includes(pocket);
      returned = wins ? releasedValue(p, r) : 0;
      outcome = wins ? 'released' : 'lost-in-prison';
    } else {
      const d = decision(p.bettor, name) as ZeroDecision;
      if (d.choice === 'half') {
        returned = d.residual;
        outcome = d.forced === 'half' ? 'last-spin-refund' : 'residual-taken';
      } else {
        nextPrison.push({ ...p, level: p.level + 1 });
        continue;
      }
    }
    ranked.push({ line: { ...base, returned, net: returned - p.initial, outcome }, rank: classRank(s, p.chance), simple: true });
  }

  const lines = order(s, ranked);
  const settlement = makeSettlement(lines);
  const events: GameEvent[] = [
    { type: 'losing-bets-collected', bets: lines.filter((l) => l.returned === 0).map((l) => `${l.bettor}:${l.bet}`) },
    { type: 'winning-bets-paid', bets: lines.filter((l) => l.returned > 0).map((l) => `${l.bettor}:${l.bet}`) },
  ];
  if (nextPrison.length) events.push({ type: 'bets-imprisoned', bets: nextPrison.map((p) => `${p.bettor}:${prisonLineName(p)}`) });
  return { settlement, nextPrison, events };
}

export const ballLanded = (s: RouletteState, pocket: number): GameEvent => ({ type: 'ball-landed', pocket: label(pocket), colour: colourOf(pocket), chances: winningChances(s, pocket) });
