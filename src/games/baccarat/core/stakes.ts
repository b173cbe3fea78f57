/**
 * @module games/baccarat/core/stakes
 * The chips a coup holds where players bank (chemin de fer, deux tableaux), for the reducer scaffold's chip
 * conservation (core/reducer.ts), and the bank's shares of the coup's pot.
 *
 * The bank is put up when it is taken: its chips are staked then (the taker's own action, or his bid at an auction),
 * stay on the table in the croupier's custody from coup to coup — the winnings that join it too — and leave it only
 * when the banker garages, passes or leaves it, or loses it. 001 §07 VII: "Adjudicada la banca, el banquero anunciará
 * la cantidad puesta en juego, que será entregada en fichas al crupier, quien las colocará sobre la mesa" (000 §08 VII
 * the same; deux tableaux 000 §09 VII, 001 §08 VII: "entregará la cantidad puesta en juego, en fichas, al crupier
 * para su custodia"); 001 §07 V: "Las ganancias obtenidas por el banquero normalmente pasan a formar parte de la
 * banca" (000 §08 V). Between coups they stand in the carry (`Game.standing`).
 */
import type { PotResult, PotShare, SettlementLine } from '../../../core/settlement.js';

interface Staked {
  readonly amount: number;
}

/** A sum on the table that belongs to one player (a part of the bank, a bid at the auction, an offer to associate). */
export interface Part {
  readonly player: string;
  readonly amount: number;
}

export const partsTotal = (parts: readonly Staked[]): number => parts.reduce((t, x) => t + x.amount, 0);

/**
 * Stakes are declared while the bank and the betting are open; from "no more bets" those accepted are in play (the
 * rest came back with a `stake-withdrawn`). `bank` is every chip of the bank on the table (standing from earlier
 * coups or put up in this one, with the bids and offers staked for it).
 */
export function coupChips(s: { readonly phase: string; readonly declared: readonly Staked[]; readonly accepted: readonly Staked[] }, bank: number): number {
  const stakes = s.phase === 'bank' || s.phase === 'betting' ? s.declared : s.accepted;
  return partsTotal(stakes) + bank;
}

/** One owner's part of the bank at the end of a coup. */
export interface BankPart {
  readonly player: string;
  readonly box?: number;
  /** His chips of the bank on the table in this coup. */
  readonly chips: number;
  /** The part of them the stakes covered (at risk in the coup). */
  readonly risk: number;
  /** His result in the coup (after the cagnotte). */
  readonly net: number;
  /** What stays on the table for him in the next coup's bank (from the carry). */
  readonly kept: number;
  readonly outcome: string;
  readonly cite?: string;
}

/**
 * The coup's pot: the punto lines, and for each owner of the bank his contribution (the chips the stakes covered),
 * what he takes back (to his money) and what stays in the bank for the next coup (`kept`: with what the pot keeps for
 * each owner, the pot says every chip of the bank that stands after the coup). The part of the bank the stakes did
 * not cover is not in play (chemin de fer's compulsory garage, 000 §08 V.b, 001 §07 V b): it is its own part,
 * `reserve` (`garage`), put in and kept whole while the bank runs on, or given back whole when it leaves the table.
 */
export function bankPot(pot: string, lines: readonly SettlementLine[], bank: readonly BankPart[], cuts: PotResult['cuts'], outcome: string, reserve: string, cite?: string): PotResult {
  const box = (x: { box?: number }) => (x.box === undefined ? {} : { box: x.box });
  const contributions: PotShare[] = lines.filter((l) => l.stake > 0).map((l) => ({ player: l.bettor, ...box(l), part: l.bet, amount: l.stake, outcome: l.outcome, ...(l.cite ? { cite: l.cite } : {}) }));
  const awards: PotShare[] = lines.filter((l) => l.returned > 0).map((l) => ({ player: l.bettor, ...box(l), part: l.bet, amount: l.returned }));
  const kept: PotShare[] = [];
  for (const b of bank) {
    const free = Math.max(0, b.chips - b.risk);
    const stays = Math.min(free, b.kept);
    const gone = free - stays;
    if (b.chips - free > 0) contributions.push({ player: b.player, ...box(b), part: 'bank', amount: b.chips - free, outcome: b.outcome, ...(b.cite ? { cite: b.cite } : {}) });
    const back = b.chips + b.net - b.kept - gone;
    if (back !== 0) awards.push({ player: b.player, ...box(b), part: 'bank', amount: back });
    if (b.kept - stays > 0) kept.push({ player: b.player, ...box(b), part: 'bank', amount: b.kept - stays });
    if (free > 0) {
      contributions.push({ player: b.player, ...box(b), part: reserve, amount: free, outcome: 'not-in-play', ...(b.cite ? { cite: b.cite } : {}) });
      if (stays > 0) kept.push({ player: b.player, ...box(b), part: reserve, amount: stays });
      if (gone > 0) awards.push({ player: b.player, ...box(b), part: reserve, amount: gone });
    }
  }
  return { pot, contributions, awards, cuts: cuts.filter((c) => c.amount > 0), ...(kept.length ? { kept } : {}), outcome, ...(cite ? { cite } : {}) };
}
