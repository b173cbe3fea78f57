/**
 * @module games/baccarat/punto-banca/rules
 * Derived facts about a punto y banca state: the table model, a player's seat and stakes, the limits of each
 * spot, the next seat in the shoe's rotation, who turns the punto cards.
 */
import type { PlayerId } from '../../../core/ids.js';
import { handPoint } from '../core/values.js';
import { dueCard, type Side } from '../core/coup.js';
import type { PbBet, PbState, Spot } from './state.js';

export const modelOf = (s: PbState) => {
  const m = s.profile.models.value.find((x) => x.id === s.table.model);
  if (!m) throw new RangeError(`no table model ${s.table.model}`);
  return m;
};

export const seatOf = (s: PbState, p: PlayerId): number | null => {
  for (const [k, v] of Object.entries(s.seats)) if (v === p) return Number(k);
  return null;
};

/** The first free seat in the model's order, or null. */
export const freeSeat = (s: PbState): number | null => modelOf(s).seats.find((n) => s.seats[String(n)] === undefined) ?? null;

export const stakedOn = (bets: readonly PbBet[], p: PlayerId, spot: Spot): number => bets.reduce((a, b) => (b.bettor === p && b.spot === spot ? a + b.amount : a), 0);

export const spotLimits = (s: PbState, spot: Spot): { min: number; max: number } =>
  spot === 'tie' ? { min: s.table.tieMin, max: s.table.tieMax } : { min: s.table.minBet, max: s.table.maxBet };

/** The amount step for a spot: the table minimum when bets must be multiples of it, and the banca multiple (003 §2.2.7.8). */
export const spotStep = (s: PbState, spot: Spot): number => {
  const a = s.table.multiplesOfMin ? s.table.minBet : 1;
  const b = spot === 'banca' ? s.profile.bancaStakeMultiple.value : 1;
  return lcm(a, b);
};
const gcdN = (a: number, b: number): number => (b ? gcdN(b, a % b) : a);
const lcm = (a: number, b: number): number => (a / gcdN(a, b)) * b;

/** The next occupied seat after `from` in the model's order (the rotation: 000 §07 IV, 004 PB L77), or null. */
export function nextSeat(s: PbState, from: number | null, seats: Readonly<Record<string, PlayerId>> = s.seats): number | null {
  const order = modelOf(s).seats;
  const occupied = order.filter((n) => seats[String(n)] !== undefined);
  if (occupied.length === 0) return null;
  if (from === null) return occupied[0] ?? null;
  const i = order.indexOf(from);
  for (let k = 1; k <= order.length; k++) {
    const n = order[(i + k) % order.length] as number;
    if (seats[String(n)] !== undefined) return n;
  }
  return null;
}

/** The first occupied seat from seat 1 in the model's order (000 §07 IV: the rotation starts from section 1). */
export const firstSeat = (s: PbState, seats: Readonly<Record<string, PlayerId>>): number | null => {
  for (const n of modelOf(s).seats) if (seats[String(n)] !== undefined) return n;
  return null;
};

/**
 * The player who turns the punto cards: the largest punto stake (000 §07 IV, 001 §06 IV); seated players first,
 * equal stakes by seat order, then standing players in the order they bet. Null: the croupier holds them.
 */
export function largestPuntoBettor(s: PbState): PlayerId | null {
  const totals = new Map<PlayerId, number>();
  for (const b of s.bets) if (b.spot === 'punto') totals.set(b.bettor, (totals.get(b.bettor) ?? 0) + b.amount);
  const seatedOrder = modelOf(s).seats.map((n) => s.seats[String(n)]).filter((p): p is PlayerId => p !== undefined && totals.has(p));
  const standingOrder = [...totals.keys()].filter((p) => !Object.values(s.seats).includes(p));
  for (const group of [seatedOrder, standingOrder]) {
    let best: PlayerId | null = null;
    for (const p of group) if (best === null || (totals.get(p) ?? 0) > (totals.get(best) ?? 0)) best = p;
    if (best !== null) return best;
  }
  return null;
}

export const due = (s: PbState): Side | null => dueCard(s.punto, s.banca, s.profile.puntoRule.value, s.profile.bankTable.value);

export const points = (s: PbState): { punto: number; banca: number } => ({ punto: handPoint(s.punto), banca: handPoint(s.banca) });

export const isDealer = (by: { kind: string }): boolean => by.kind === 'dealer' || by.kind === 'system';
