/**
 * @module wheel/layout-round
 * The steps the layout games' rounds share (roulette, boule, wheel of fortune, trente et quarante), as rules of the
 * reducer scaffold (core/reducer: one check and one transition per action type; the scaffold moves the version on
 * and checks that the chips the state holds move only by the events' stakes): a bet placed on its spot or taken back,
 * "no more bets", and the croupier's two moves once the result is known: losing bets raked in first, then the winners
 * paid. For the two spin games (boule, wheel of fortune: "place your bets", "no more", one spin), also their whole
 * reducer, who may do what and who is awaited. The checks themselves stay with each game (their codes and citations
 * are the game's own).
 */
import { z } from 'zod';
import type { LegalAction } from '../core/contract.js';
import type { Rejection } from '../core/errors.js';
import type { Actor, PlayerId } from '../core/ids.js';
import { makeReducer, unknownAction, type Reducer, type Rule, type Rules } from '../core/reducer.js';
import { makeSettlement, type Settlement, type SettlementLine } from '../core/settlement.js';
import { betChips, placeOnSpot, takeBack, type PlacedBet, type TableEvent } from './layout-bets.js';

/** A layout game's state as these steps see it: the scaffold's version and the bets on the cloth. */
export interface LayoutRoundState {
  readonly v: number;
  readonly bets: readonly PlacedBet[];
}

/** A check as the scaffold calls it: the reason the action is refused now, or null. */
type Check<S, A> = (s: S, a: A) => Rejection | null;

/** The bettor of an action its check has let through (only a player bets). */
const bettorOf = (by: Actor): PlayerId => (by as Extract<Actor, { kind: 'player' }>).player;

/** `place` on one spot, after the game's check: the chips on the bet's spot (merged with the bettor's same bet) and the stake event. */
export const placeRule = <S extends LayoutRoundState, A extends { readonly by: Actor; readonly bet: string; readonly amount: number }>(check: Check<S, A>): Rule<S, A, TableEvent> => ({
  check,
  run: (s, a) => {
    const placed = placeOnSpot(s.bets, bettorOf(a.by), a.bet, a.amount);
    return { state: { ...s, bets: placed.bets }, events: [placed.event] };
  },
});

/** `withdraw`, after the game's check (which has found the bet): the whole bet taken back, with its withdrawal event. */
export const withdrawRule = <S extends LayoutRoundState, A extends { readonly by: Actor; readonly bet: string }>(check: Check<S, A>): Rule<S, A, TableEvent> => ({
  check,
  run: (s, a) => {
    const back = takeBack(s.bets, bettorOf(a.by), a.bet);
    return { state: { ...s, bets: back.bets }, events: [back.event] };
  },
});

/** `close-bets`, after the game's check: the bets closed with the croupier's call ("no more bets", "rien ne va plus"). */
export const closeBetsRule = <S extends { readonly phase: string }, A>(check: Check<S, A>, call: string): Rule<S, A, TableEvent> => ({
  check,
  run: (s) => ({ state: { ...s, phase: 'closed' }, events: [{ type: 'bets-closed', call }] }),
});

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
  readonly phase: 'betting' | 'closed' | 'over';
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

/** A spin round's action: a betting action, or the game's spin (which carries the game's own result). */
type SpinRoundAction<Spin> = ({ by: Actor } & SpinRoundBetAction) | ({ by: Actor; type: 'spin' } & Spin);

/**
 * A spin game's reducer (core/reducer): a bet placed or taken back, "no more bets", each after the game's check of
 * it, and the game's spin rule (which settles the round and ends it: phase `over`). The chips the round holds are
 * its bets.
 */
export function spinRoundReducer<S extends SpinRoundState, Spin extends { readonly type: 'spin' }>(
  family: string,
  checks: SpinBetChecks<S>,
  spin: Rule<S, { by: Actor } & Spin, TableEvent>,
): Reducer<S, SpinRoundAction<Spin>, TableEvent> {
  return makeReducer<S, SpinRoundAction<Spin>, TableEvent>({
    unknown: unknownAction(family),
    chips: (s) => betChips(s.bets),
    // TypeScript cannot map a union that holds a type parameter (`Spin`) onto `Rules`: the four rules are its four types.
    rules: {
      place: placeRule((s: S, a: BetActionOf<'place'>) => checks.place(s, a.by, a)),
      withdraw: withdrawRule((s: S, a: BetActionOf<'withdraw'>) => checks.withdraw(s, a.by, a)),
      'close-bets': closeBetsRule((s: S, a: BetActionOf<'close-bets'>) => checks.close(s, a.by), 'no more bets'),
      spin,
    } as unknown as Rules<S, SpinRoundAction<Spin>, TableEvent>,
  });
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
