/**
 * @module games/monte/rules
 * Monte's actions, their checks (one per action, shared by `legalActions` and `apply`) and the reducer (core/reducer).
 * The croupier `lay-out`s the four boxes, players `place` { bet, amount } and `withdraw` { bet } while bets are open,
 * the croupier calls `close-bets` ("no va más") and `turn`s cards until one decides the stage: Primeras, then
 * Segundas on the horizontal pair still laid out (001 §13 VI.3). Bets: `vis-N`, `camo-N`, `anti-N`, `viudo-N`,
 * `salto-N` on box N (1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right) and the Cartas bets `cartas-1v2`,
 * `cartas-12v34`, … (the boxes backed, then the boxes played against). Settlement lines are named `primeras/<bet>`
 * and `segundas/<bet>`.
 */
import { z } from 'zod';
import type { Card } from '../../cards/card.js';
import type { LegalAction } from '../../core/contract.js';
import { reject, type Rejection } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { makeReducer, unknownAction, type Step } from '../../core/reducer.js';
import { makeSettlement, type SettlementLine } from '../../core/settlement.js';
import { commission, ratio } from '../../money/rounding.js';
import { citeOf } from '../../rules/cites.js';
import { draw, remaining, reveal } from '../../shoe/shoe.js';
import { betChips, findBet, spotTotals, type PlacedBet, type TableEvent } from '../../wheel/layout-bets.js';
import { closeBetsRule, placeRule, withdrawRule } from '../../wheel/layout-round.js';
import { betsOffered, canDecide, decides, layOut, parseBet, resolve, segundasPair, type Decision } from './layout.js';
import type { MonteState } from './state.js';

export const monteActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lay-out') }),
  z.object({ type: z.literal('place'), bet: z.string().min(1).max(20), amount: z.number().int().positive() }),
  z.object({ type: z.literal('withdraw'), bet: z.string().min(1).max(20) }),
  z.object({ type: z.literal('close-bets') }),
  z.object({ type: z.literal('turn') }),
]);
export type MonteAction = { by: Actor } & (
  | { type: 'lay-out' }
  | { type: 'place'; bet: string; amount: number }
  | { type: 'withdraw'; bet: string }
  | { type: 'close-bets' }
  | { type: 'turn' }
);
type Of<T extends MonteAction['type']> = Extract<MonteAction, { type: T }>;

const player = (by: Actor): string | null => (by.kind === 'player' ? by.player : null);
const dealerOnly = (by: Actor): Rejection | null => (by.kind === 'dealer' ? null : reject('monte/dealer-only', 'only the croupier does this'));

/** The maximum on a bet, as a multiple of the table minimum (001 §13 VI.2). */
export function limitOf(s: MonteState, bet: string): number {
  const b = parseBet(bet);
  const l = s.profile.limits.value;
  if (!b || b.kind === 'cartas') return l.cartas;
  if (b.kind === 'vis') return l.vis;
  if (b.kind === 'salto') return l.salto;
  return s.stage === 'primeras' ? l.camoPrimeras : l.camoSegundas;
}

export function amountRange(s: MonteState, p: string, bet: string): { min: number; max: number; step: number } {
  const step = s.table.chipUnit;
  const on = spotTotals(s.bets, p)[bet] ?? 0;
  return { min: on ? step : Math.ceil(s.table.minimum / step) * step, max: Math.floor((limitOf(s, bet) * s.table.minimum - on) / step) * step, step };
}

const notBetting = (s: MonteState): Rejection | null =>
  s.phase === 'betting' ? null : reject('monte/bets-closed', s.phase === 'layout' ? 'the four cards are not laid out yet' : 'no more bets ("no va más")', citeOf(s.profile, 'no-more-bets'));

export function checkPlace(s: MonteState, a: Of<'place'>): Rejection | null {
  const p = player(a.by);
  if (!p) return reject('monte/player-only', 'only a player bets');
  const closed = notBetting(s);
  if (closed) return closed;
  if (!parseBet(a.bet)) return reject('monte/unknown-bet', `no bet ${a.bet}`, s.profile.pays.cite);
  if (!betsOffered(s.stage, s.inPlay).includes(a.bet))
    return reject('monte/not-offered', `${a.bet} is not offered in ${s.stage} (Salto and Vista Hermosa are Primeras bets; Segundas plays boxes ${s.inPlay.join(' and ')})`, citeOf(s.profile, 'segundas'));
  const r = amountRange(s, p, a.bet);
  if (a.amount % r.step) return reject('monte/bet-not-a-multiple', `bets are multiples of ${r.step}`);
  if (a.amount < r.min) return reject('monte/bet-below-minimum', `at least ${r.min}`, citeOf(s.profile, 'limits'));
  if (a.amount > r.max) return reject('monte/bet-over-limit', `at most ${Math.max(0, r.max)} more on ${a.bet}`, s.profile.limits.cite);
  return null;
}

export function checkWithdraw(s: MonteState, a: Of<'withdraw'>): Rejection | null {
  const p = player(a.by);
  if (!p) return reject('monte/player-only', 'only a player bets');
  const closed = notBetting(s);
  if (closed) return closed;
  if (!findBet(s.bets, p, a.bet)) return reject('monte/no-such-bet', `you have no bet ${a.bet}`);
  return s.carried.includes(`${p}:${a.bet}`) ? reject('monte/bet-carried', 'a bet carried from Primeras stays until Segundas decides it', s.profile.carry.cite) : null;
}

const checkLayOut = (s: MonteState, a: Of<'lay-out'>): Rejection | null => dealerOnly(a.by) ?? (s.phase === 'layout' ? null : reject('monte/laid-out', 'the four cards are laid out', citeOf(s.profile, 'layout')));
const checkClose = (s: MonteState, a: Of<'close-bets'>): Rejection | null => dealerOnly(a.by) ?? notBetting(s);
const checkTurn = (s: MonteState, a: Of<'turn'>): Rejection | null =>
  dealerOnly(a.by) ?? (s.phase === 'closed' ? null : reject('monte/bets-not-closed', 'call "no va más" before turning cards', citeOf(s.profile, 'no-more-bets')));

function runLayOut(s: MonteState): Step<MonteState, TableEvent> {
  let shoe = s.shoe;
  const seen: Card[] = [];
  const next = (): Card | undefined => {
    if (remaining(shoe) === 0) return undefined;
    const d = draw(shoe);
    shoe = d.shoe;
    seen.push(d.card);
    return d.card;
  };
  const l = layOut(next, s.profile.fourthMatchesThird.value);
  const events: TableEvent[] = [{ type: 'cards-laid-out', boxes: l.boxes.map((b) => [...b]), burned: [...l.burned], cards: seen, cite: citeOf(s.profile, 'layout') }];
  if (l.voided) {
    events.push({ type: 'round-void', reason: l.voided, cite: citeOf(s.profile, 'void') }, reveal(shoe) as unknown as TableEvent);
    return { state: { ...s, shoe, boxes: l.boxes, burned: l.burned, voided: l.voided, phase: 'over', settlement: makeSettlement([]) }, events };
  }
  events.push({ type: 'bets-opened', stage: 'primeras', call: 'hagan juego' });
  return { state: { ...s, shoe, boxes: l.boxes, burned: l.burned, phase: 'betting' }, events };
}

/** A winning bet's return: the stake and its winnings, less the first-card deduction when it applies (001 §13 V). */
function winReturn(s: MonteState, bet: string, amount: number, odds: number, first: boolean): number {
  const multiple = !bet.startsWith('cartas-');
  const gross = multiple && s.profile.odds.value === 'for-one' ? amount * Math.max(odds, 0) : amount + amount * Math.max(odds, 0);
  const d = s.profile.firstCardDeduction.value;
  const applies = first && d.percent > 0 && (d.phases === 'both' || s.stage === 'primeras') && !(d.exceptVis && bet.startsWith('vis-'));
  if (!applies) return gross;
  if (d.of === 'return') return ratio(gross, 100 - d.percent, 100, s.profile.rounding.value);
  const winnings = gross - amount;
  return gross - commission(Math.max(winnings, 0), d.percent, 100, s.profile.rounding.value);
}

/**
 * No card left in the pack can decide the stage (Segundas on two boxes doubled from burned values: every card of
 * theirs is on the cloth): the stage is void and every bet on the cloth is returned, carried Cartas bets included.
 */
function voidStage(s: MonteState): Step<MonteState, TableEvent> {
  const lines: SettlementLine[] = s.bets.map((b) => ({ bettor: b.bettor, bet: `${s.stage}/${b.bet}`, stake: b.amount, returned: b.amount, net: 0, outcome: 'push' }));
  const all = [...s.lines, ...lines];
  const events: TableEvent[] = [{ type: 'stage-void', stage: s.stage, reason: 'no-card-left', boxes: [...s.inPlay], returned: lines.map((l) => `${l.bettor}:${l.bet}`) }, reveal(s.shoe) as unknown as TableEvent];
  return { state: { ...s, phase: 'over', voided: 'no-card-left', bets: [], carried: [], lines: all, settlement: makeSettlement(all) }, events };
}

function runTurn(s: MonteState): Step<MonteState, TableEvent> {
  if (!canDecide(s.boxes, s.inPlay, [...s.boxes.flat(), ...s.burned, ...s.turned.primeras, ...s.turned.segundas])) return voidStage(s);
  let shoe = s.shoe;
  const turned: Card[] = [];
  const events: TableEvent[] = [];
  let hit: ReturnType<typeof decides> = null;
  while (!hit) {
    const d = draw(shoe);
    shoe = d.shoe;
    turned.push(d.card);
    hit = decides(s.boxes, s.inPlay, d.card);
    events.push({ type: 'card-turned', stage: s.stage, card: d.card, decides: hit ? hit.pos : null });
  }
  const decision: Decision = { card: turned[turned.length - 1] as Card, pos: hit.pos, rel: hit.rel, first: turned.length === 1 };
  const loser = s.inPlay.filter((p) => p !== hit.pos && (p <= 2) === (hit.pos <= 2));
  events.push({ type: 'stage-decided', stage: s.stage, box: decision.pos, relation: decision.rel, card: decision.card, firstCard: decision.first, losingBoxes: loser, cite: citeOf(s.profile, s.stage === 'primeras' ? 'primeras' : 'segundas') });
  const pair = segundasPair(decision.pos);
  const ctx = { boxes: s.boxes, burned: s.burned.length, stage: s.stage, inPlay: s.inPlay, pays: s.profile.pays.value, points: s.profile.points.value, diagonals: s.profile.diagonals.value };
  const lines: SettlementLine[] = [];
  const stays: PlacedBet[] = [];
  const carried: string[] = [];
  for (const b of s.bets) {
    const r = resolve(b.bet, decision, ctx);
    const name = `${s.stage}/${b.bet}`;
    if (r.kind === 'none') {
      const parsed = parseBet(b.bet);
      const carries = s.stage === 'primeras' && s.profile.carry.value === 'carry' && parsed?.kind === 'cartas' && [...parsed.cartas.side, ...parsed.cartas.against].every((p) => pair.includes(p));
      if (carries) {
        stays.push(b);
        carried.push(`${b.bettor}:${b.bet}`);
      } else lines.push({ bettor: b.bettor, bet: name, stake: b.amount, returned: b.amount, net: 0, outcome: 'push' });
      continue;
    }
    const returned = r.kind === 'win' ? winReturn(s, b.bet, b.amount, r.odds, decision.first) : 0;
    lines.push({ bettor: b.bettor, bet: name, stake: b.amount, returned, net: returned - b.amount, outcome: r.kind === 'win' ? 'win' : 'lose' });
  }
  const settledLines = [...lines.filter((l) => l.returned < l.stake), ...lines.filter((l) => l.returned >= l.stake)];
  events.push(
    { type: 'losing-bets-collected', stage: s.stage, bets: settledLines.filter((l) => l.returned === 0).map((l) => `${l.bettor}:${l.bet}`) },
    { type: 'winning-bets-paid', stage: s.stage, bets: settledLines.filter((l) => l.returned > 0).map((l) => `${l.bettor}:${l.bet}`) },
  );
  const all = [...s.lines, ...settledLines];
  const turnedNow = s.stage === 'primeras' ? { primeras: turned, segundas: [] } : { primeras: s.turned.primeras, segundas: turned };
  const decisions = s.stage === 'primeras' ? { primeras: decision, segundas: null } : { primeras: s.decisions.primeras, segundas: decision };
  if (s.stage === 'primeras') {
    events.push({ type: 'bets-opened', stage: 'segundas', call: 'hagan juego', boxes: pair, carried });
    return { state: { ...s, shoe, phase: 'betting', stage: 'segundas', inPlay: pair, turned: turnedNow, decisions, bets: stays, carried, lines: all }, events };
  }
  events.push(reveal(shoe) as unknown as TableEvent);
  return { state: { ...s, shoe, phase: 'over', turned: turnedNow, decisions, bets: [], carried: [], lines: all, settlement: makeSettlement(all) }, events };
}

/** Monte on the reducer scaffold: the chips the round holds are the bets on the cloth and the stakes of the lines settled so far. */
export const monteReducer = makeReducer<MonteState, MonteAction, TableEvent>({
  unknown: unknownAction('monte'),
  chips: (s) => betChips(s.bets) + s.lines.reduce((n, l) => n + l.stake, 0),
  rules: {
    'lay-out': { check: checkLayOut, run: runLayOut },
    place: placeRule(checkPlace),
    withdraw: withdrawRule(checkWithdraw),
    'close-bets': closeBetsRule(checkClose, 'no va más'),
    turn: { check: checkTurn, run: runTurn },
  },
});

export function monteLegalActions(s: MonteState, by: Actor): LegalAction[] {
  if (by.kind === 'dealer') return s.phase === 'layout' ? [{ type: 'lay-out' }] : s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'closed' ? [{ type: 'turn' }] : [];
  const p = player(by);
  if (!p || s.phase !== 'betting') return [];
  const out: LegalAction[] = [];
  for (const bet of betsOffered(s.stage, s.inPlay)) {
    const r = amountRange(s, p, bet);
    if (r.min <= r.max) out.push({ type: 'place', bet, amount: r });
  }
  for (const b of s.bets) if (b.bettor === p && !s.carried.includes(`${p}:${b.bet}`)) out.push({ type: 'withdraw', bet: b.bet });
  return out;
}

/** The croupier is awaited to lay out, to close Primeras once a bet is down, to close Segundas, and to turn. */
export const monteAwaiting = (s: MonteState): Actor[] =>
  s.phase === 'layout' || s.phase === 'closed' || (s.phase === 'betting' && (s.bets.length > 0 || s.stage === 'segundas')) ? [{ kind: 'dealer' }] : [];

export function monteTimeout(s: MonteState): MonteAction | null {
  const by: Actor = { kind: 'dealer' };
  if (s.phase === 'layout') return { type: 'lay-out', by };
  if (s.phase === 'betting' && (s.bets.length > 0 || s.stage === 'segundas')) return { type: 'close-bets', by };
  if (s.phase === 'closed') return { type: 'turn', by };
  return null;
}
