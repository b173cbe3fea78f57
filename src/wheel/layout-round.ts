/**
 * @module wheel/layout-round
 * The steps the layout games' rounds share (boule, wheel of fortune, trente et quarante): a step's result (the
 * state's version moves on), a check's refusal, a bet placed on its spot or taken back after its check, and the
 * croupier's two moves once the result is known: losing bets raked in first, then the winners paid. For the two
 * spin games (boule, wheel of fortune: "place your bets", "no more", one spin), also who may do what and who is
 * awaited. The checks themselves stay with each game (their codes and citations are the game's own).
 */
import { z } from 'zod';
import type { ApplyResult, LegalAction } from '../core/contract.js';
import type { Rejection } from '../core/errors.js';
import type { Actor, PlayerId } from '../core/ids.js';
import { makeSettlement, type Settlement, type SettlementLine } from '../core/settlement.js';
import { placeOnSpot, takeBack, type PlacedBet, type TableEvent } from './layout-bets.js';

/** A layout game's state as these steps see it: a version that every step moves on, and the bets on the cloth. */
export interface LayoutRoundState {
  readonly version: number;
  readonly bets: readonly PlacedBet[];
}

export type LayoutResult<S> = ApplyResult<S, TableEvent>;

/** The step done: the new state, its version moved on, and the step's events. */
export const stepped = <S extends { readonly version: number }>(s: S, events: TableEvent[]): LayoutResult<S> => ({ ok: true, state: { ...s, version: s.version + 1 }, events });

/** A check's rejection as the step's result (nothing changes); null when the check let the action through. */
export const refused = <S>(r: Rejection | null): LayoutResult<S> | null => (r ? { ok: false, rejection: r } : null);

/** The bettor of an action its check has let through (only a player bets). */
const bettorOf = (by: Actor): PlayerId => (by as Extract<Actor, { kind: 'player' }>).player;

/** `place`, given its check's verdict: the chips on the bet's spot (merged with the bettor's same bet) and the stake event. */
export function placeStep<S extends LayoutRoundState>(s: S, a: { readonly by: Actor; readonly bet: string; readonly amount: number }, check: Rejection | null): LayoutResult<S> {
  if (check) return { ok: false, rejection: check };
  const placed = placeOnSpot(s.bets, bettorOf(a.by), a.bet, a.amount);
  return stepped({ ...s, bets: placed.bets }, [placed.event]);
}

/** `withdraw`, given its check's verdict (which has found the bet): the whole bet taken back, with its withdrawal event. */
function withdrawStep<S extends LayoutRoundState>(s: S, a: { readonly by: Actor; readonly bet: string }, check: Rejection | null): LayoutResult<S> {
  if (check) return { ok: false, rejection: check };
  const back = takeBack(s.bets, bettorOf(a.by), a.bet);
  return stepped({ ...s, bets: back.bets }, [back.event]);
}

/** The croupier's two moves over settled lines, in their order: the losing bets collected, then the winners paid (`bettor:bet`). */
export const collectAndPayEvents = (lines: readonly SettlementLine[]): TableEvent[] => [
  { type: 'losing-bets-collected', bets: lines.filter((l) => l.returned === 0).map((l) => `${l.bettor}:${l.bet}`) },
  { type: 'winning-bets-paid', bets: lines.filter((l) => l.returned > 0).map((l) => `${l.bettor}:${l.bet}`) },
];

/** A result's lines settled losers first (their chips raked in), then winners (paid on top of their stake), with the croupier's two events. */
export function collectThenPay(lines: readonly SettlementLine[]): { settlement: Settlement; events: TableEvent[] } {
  const settlement = makeSettlement([...lines.filter((l) => l.returned === 0), ...lines.filter((l) => l.returned > 0)]);
  return { settlement, events: collectAndPayEvents(settlement.lines) };
}

/** A spin game's round (boule, wheel of fortune): bets open, then closed ("no more"), then settled by one spin. */
export interface SpinRoundState<P = unknown, T = unknown> extends LayoutRoundState {
  readonly game: string;
  readonly roundNo: number;
  readonly profile: P;
  readonly table: T;
  readonly phase: 'betting' | 'closed' | 'settled';
  readonly settlement: Settlement | null;
}

/** A spin round's betting actions on the wire (the spin, which carries each game's own result, is the game's). */
export const placeActionSchema = z.object({ type: z.literal('place'), bet: z.string().min(1).max(20), amount: z.number().int().positive() });
export const withdrawActionSchema = z.object({ type: z.literal('withdraw'), bet: z.string().min(1).max(20) });
export const closeBetsActionSchema = z.object({ type: z.literal('close-bets') });
export type SpinRoundBetAction = { type: 'place'; bet: string; amount: number } | { type: 'withdraw'; bet: string } | { type: 'close-bets' };
type BetActionOf<T extends SpinRoundBetAction['type']> = { by: Actor } & Extract<SpinRoundBetAction, { type: T }>;

/** A spin game's own checks of the betting actions (its codes and citations). */
export interface SpinBetChecks<S> {
  place(s: S, by: Actor, a: BetActionOf<'place'>): Rejection | null;
  withdraw(s: S, by: Actor, a: BetActionOf<'withdraw'>): Rejection | null;
  close(s: S, by: Actor): Rejection | null;
}

/** A betting action of a spin round after the game's check of it: a bet placed or taken back, or "no more bets". */
export function spinBetStep<S extends SpinRoundState>(s: S, a: { by: Actor } & SpinRoundBetAction, checks: SpinBetChecks<S>): LayoutResult<S> {
  switch (a.type) {
    case 'place':
      return placeStep(s, a, checks.place(s, a.by, a));
    case 'withdraw':
      return withdrawStep(s, a, checks.withdraw(s, a.by, a));
    case 'close-bets':
      return refused<S>(checks.close(s, a.by)) ?? stepped({ ...s, phase: 'closed' }, [{ type: 'bets-closed', call: 'no more bets' }]);
  }
}

/**
 * What an actor may do in a spin round: the croupier closes the bets, then spins; a player, while bets are open,
 * places on each spot for which `range` gives an amount range (null: not now) and withdraws any bet of his.
 */
export function spinRoundLegalActions(s: SpinRoundState, by: Actor, spots: readonly string[], range: (bettor: PlayerId, bet: string) => LegalAction['amount'] | null): LegalAction[] {
  if (by.kind === 'dealer') return s.phase === 'betting' ? [{ type: 'close-bets' }] : s.phase === 'closed' ? [{ type: 'spin' }] : [];
  const p = by.kind === 'player' ? by.player : null;
  if (!p || s.phase !== 'betting') return [];
  const out: LegalAction[] = [];
  for (const bet of spots) {
    const r = range(p, bet);
    if (r) out.push({ type: 'place', bet, amount: r });
  }
  for (const b of s.bets) if (b.bettor === p) out.push({ type: 'withdraw', bet: b.bet });
  return out;
}

/** A spin round awaits the croupier once a bet is on the cloth ("no more"), and after "no more" (the spin). */
export const spinRoundAwaiting = (s: SpinRoundState): Actor[] => (s.phase === 'closed' || (s.phase === 'betting' && s.bets.length) ? [{ kind: 'dealer' }] : []);

/** The table's move when the croupier's timer runs out: "no more" once a bet is on the cloth, then the spin. */
export const spinRoundTimeout = (s: SpinRoundState): { type: 'close-bets'; by: Actor } | { type: 'spin'; by: Actor } | null =>
  s.phase === 'betting' && s.bets.length ? { type: 'close-bets', by: { kind: 'dealer' } } : s.phase === 'closed' ? { type: 'spin', by: { kind: 'dealer' } } : null;
