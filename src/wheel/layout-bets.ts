/**
 * @module wheel/layout-bets
 * Bets on a layout (roulette, boule, wheel of fortune, trente et quarante): chips a player puts on one or more
 * spots of the cloth. A bet is named as the player placed it (`straight-17`, `voisins-du-zero`, `rouge`) and
 * carries its parts: the spots its chips sit on (an announced bet of 9 chips has 7 parts). Placing the same bet
 * again adds to it; withdrawing takes the whole bet back. Limits are checked per player per spot (the texts set
 * maxima per player: 000 §04 V.b, 001 §04 V.B) or per player in total (003 §2.2.3.10).
 */
import type { StakeEvent, StakeWithdrawnEvent } from '../core/contract.js';
import type { PlayerId } from '../core/ids.js';

export interface BetPart {
  readonly spot: string;
  readonly amount: number;
}

export interface PlacedBet {
  readonly bettor: PlayerId;
  readonly bet: string;
  readonly amount: number;
  readonly parts: readonly BetPart[];
  /** American roulette: played in the player's colour chips or in value chips. */
  readonly chips?: 'colour' | 'value';
}

const mergeParts = (a: readonly BetPart[], b: readonly BetPart[]): BetPart[] => {
  const out = a.map((p) => ({ ...p }));
  for (const p of b) {
    const i = out.findIndex((x) => x.spot === p.spot);
    if (i >= 0) out[i] = { spot: p.spot, amount: (out[i] as BetPart).amount + p.amount };
    else out.push({ ...p });
  }
  return out;
};

/** Adds a bet; the same player's same bet is merged (amounts and parts summed). */
export function addBet(bets: readonly PlacedBet[], b: PlacedBet): PlacedBet[] {
  const i = bets.findIndex((x) => x.bettor === b.bettor && x.bet === b.bet);
  if (i < 0) return [...bets, b];
  const old = bets[i] as PlacedBet;
  const merged: PlacedBet = { ...old, amount: old.amount + b.amount, parts: mergeParts(old.parts, b.parts) };
  return bets.map((x, k) => (k === i ? merged : x));
}

export const findBet = (bets: readonly PlacedBet[], bettor: PlayerId, bet: string): PlacedBet | undefined => bets.find((x) => x.bettor === bettor && x.bet === bet);

export const removeBet = (bets: readonly PlacedBet[], bettor: PlayerId, bet: string): PlacedBet[] => bets.filter((x) => !(x.bettor === bettor && x.bet === bet));

/** A player's chips per spot, all bets together (a straight-up and a neighbours bet on the same number add up). */
export function spotTotals(bets: readonly PlacedBet[], bettor: PlayerId): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of bets) if (b.bettor === bettor) for (const p of b.parts) out[p.spot] = (out[p.spot] ?? 0) + p.amount;
  return out;
}

export const playerTotal = (bets: readonly PlacedBet[], bettor: PlayerId): number => bets.filter((b) => b.bettor === bettor).reduce((s, b) => s + b.amount, 0);

/** The chips on the cloth: every bet's amount (a layout game's `Game.chips`, with its other holdings). */
export const betChips = (bets: readonly { readonly amount: number }[]): number => bets.reduce((s, b) => s + b.amount, 0);

export const bettors = (bets: readonly PlacedBet[]): PlayerId[] => [...new Set(bets.map((b) => b.bettor))];

/** A `StakeEvent` (chips put at risk), typed for the tables' open event shape. */
export const stakeEvent = (b: { bettor: PlayerId; bet: string; amount: number }): StakeEvent & TableEvent => ({ type: 'stake', bettor: b.bettor, bet: b.bet, amount: b.amount });
/** A `StakeWithdrawnEvent` (a bet taken back while betting is open). */
export const withdrawnEvent = (b: { bettor: PlayerId; bet: string; amount: number }): StakeWithdrawnEvent & TableEvent => ({ type: 'stake-withdrawn', bettor: b.bettor, bet: b.bet, amount: b.amount });

/** An event with its own fields (`{ type: 'ball-landed', pocket: '17', … }`). */
export type TableEvent = { readonly type: string; readonly [field: string]: unknown };

/** A bet on one spot placed (boule, wheel of fortune, trente et quarante): the new bet list and its stake event. */
export function placeOnSpot(bets: readonly PlacedBet[], bettor: PlayerId, bet: string, amount: number): { bets: PlacedBet[]; event: StakeEvent & TableEvent } {
  const b: PlacedBet = { bettor, bet, amount, parts: [{ spot: bet, amount }] };
  return { bets: addBet(bets, b), event: stakeEvent(b) };
}

/** A bettor's bet taken back (its check has found it): the new bet list and the withdrawal event. */
export function takeBack(bets: readonly PlacedBet[], bettor: PlayerId, bet: string): { bets: PlacedBet[]; event: StakeWithdrawnEvent & TableEvent } {
  return { bets: removeBet(bets, bettor, bet), event: withdrawnEvent(findBet(bets, bettor, bet) as PlacedBet) };
}
