/**
 * @module games/house-poker/holdem/jackpot
 * Casino Hold'em's jackpot system (003 §2.2.10.21: "a winning bonus bet stays on the table (does not lose), except with
 * the jackpot system, where even a winning bonus bet drops into the corresponding box in the table"; the table jackpot
 * rules 003 §2.3 = 003-TJP), as board-engine parts (variant.ts `jackpot`), read only where a table's configuration
 * links a jackpot (`jackpot: { id, stake }`) and the profile has a `jackpotSystem`:
 * - the profile's side `spot` (the bonus) is the JP bet (§2.3.2): one stake a box, the link's, with an ANTE on it, its
 *   stake event naming the jackpot (the server refuses it while the jackpot is out of order, §2.3.5, and links the
 *   table only to a jackpot that exists and takes the game: `jackpot/unknown`);
 * - at the showdown every JP bet leaves the table whole for the jackpot (a contribution), winning or not — it "drops
 *   into the box" — so the spot has no settlement line;
 * - a box whose two cards and the flop make a combination on the jackpot's prize table (by the bonus's own rules: the
 *   player's cards in it, 003 §2.2.10.19; settled for a folded box unless the profile's fold loses the bonus) wins its
 *   prize from the pool (an award): a share of the pool or `times` the stake; several winners in the one house-poker
 *   order (engine/jackpot-order); the amounts are the round's transaction's (src/jackpots/resolve), from the ledger,
 *   never from a display (§2.3.4).
 * Without the link or the profile's system the spot is the ordinary side bet (holdem/settle.ts).
 */
import type { JackpotAward, JackpotContribution, JackpotResult } from '../../../core/settlement.js';
import { ConfigError, reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId } from '../../../core/ids.js';
import { parseCard } from '../../../poker-eval/cards.js';
import { evaluate } from '../../../poker-eval/evaluate.js';
import { inPaymentOrder } from '../engine/jackpot-order.js';
import { boxOf, checkBetOn, type SideTable } from '../engine/boxes.js';
import { bonusClassOf, bonusKeyOf, RULES } from './hands.js';
import type { HoldemProfile, HoldemTable } from './profile.js';
import type { HhBox, HhState } from './state.js';
import type { BoardJackpot, BoardProfileBase, BoardVariant } from './variant.js';

const F = 'house-poker';
type Link = NonNullable<HoldemTable['jackpot']>;

/** The JP bet of a round: the spot, where that is written, and the table's link; null where the table takes none. */
export function jackpotSpotOf<P extends BoardProfileBase>(v: BoardVariant<P>, p: P, t: HoldemTable): { spot: string; cite: string; link: Link } | null {
  const j = t.jackpot ? v.jackpot?.spot(p) : null;
  return j && t.jackpot ? { ...j, link: t.jackpot } : null;
}

/** Refuses a linked table the game or profile cannot honour: no jackpot system, a stake off the chip unit or the side limits. */
export function checkJackpotTable<P extends BoardProfileBase>(v: BoardVariant<P>, p: P, t: HoldemTable): void {
  if (!t.jackpot) return;
  const j = v.jackpot?.spot(p);
  if (!j) throw new ConfigError('house-poker/no-jackpot', 'this game has no jackpot system', { cite: p.cites.bets });
  if (!v.sideSpots.includes(j.spot) || !v.sideTable(p, j.spot)?.value) throw new ConfigError('house-poker/no-jackpot', `the jackpot system's spot ${j.spot} is not offered`, { cite: j.cite });
  if (t.jackpot.stake % t.chipUnit) throw new ConfigError('house-poker/jackpot-stake', `the jackpot bet is a multiple of the chip unit ${t.chipUnit}`, { cite: j.cite });
  if (t.jackpot.stake < t.sideMinimum || t.jackpot.stake > t.sideMaximum)
    throw new ConfigError('house-poker/jackpot-stake', `the jackpot bet is within the side limits ${t.sideMinimum}–${t.sideMaximum}`, { cite: j.cite });
}

/** The amount a box's JP spot still takes: the link's one stake, once (as the other house-poker jackpot bets). */
export function jackpotSpotRange(s: HhState<BoardProfileBase>, box: BoxId, link: Link, spot: string): { min: number; max: number; step: number } {
  const on = boxOf(s, box)?.stakes[spot] ?? 0;
  return { min: on ? link.stake + 1 : link.stake, max: on ? 0 : link.stake, step: link.stake };
}

/** The JP bet: the side bet's checks (a player, betting open, a box of one's own with an ANTE), then once a box, the link's stake. */
export function checkJackpotBet(s: HhState<BoardProfileBase>, a: { readonly by: Actor; readonly box: BoxId; readonly spot: string; readonly amount: number }, side: SideTable, j: { cite: string; link: Link }): Rejection | null {
  const fixed = { ...s, table: { ...s.table, chipUnit: j.link.stake, sideMinimum: j.link.stake, sideMaximum: j.link.stake } };
  const r = checkBetOn(fixed, a, side);
  if (!r || !['bet-not-a-multiple', 'bet-below-minimum', 'bet-over-limit'].includes(r.code.slice(F.length + 1))) return r;
  return boxOf(s, a.box)?.stakes[a.spot] ? reject(`${F}/jackpot-placed`, 'one jackpot bet per box', j.cite) : reject(`${F}/jackpot-stake`, `the jackpot bet is ${j.link.stake}`, j.cite);
}

/** The round's JP bets (each a contribution, whole) and prizes (awards from the pool), Casino Hold'em's way. */
export function settleHoldemJackpots(p: HoldemProfile, link: Link, boxes: readonly HhBox[], board: readonly string[]): JackpotResult {
  const sys = p.jackpotSystem?.value;
  if (!sys) return { contributions: [], awards: [] };
  const cite = p.jackpotSystem?.cite as string;
  const flop = board.slice(0, 3).map(parseCard);
  const contributions: JackpotContribution[] = [];
  const won: { b: HhBox; box: number; hand: number; key: string; stake: number }[] = [];
  for (const b of boxes) {
    const stake = b.stakes[sys.spot];
    if (!stake) continue;
    contributions.push({ jackpot: link.id, bettor: b.owner, box: b.box, bet: sys.spot, stake, cite });
    if (b.decision !== 'play' && p.foldLosesBonus.value) continue;
    const hole = b.cards.map(parseCard);
    const line = bonusKeyOf(p, bonusClassOf(hole, flop), sys.prizes);
    if (line) won.push({ b, box: b.box, hand: evaluate([...hole, ...flop], RULES), key: line.key, stake });
  }
  const awards: JackpotAward[] = inPaymentOrder(won).map(({ winner: w, order }) => {
    const prize = sys.prizes[w.key as keyof typeof sys.prizes] as { share?: { num: number; den: number }; times?: number };
    const amount = prize.share ? { share: prize.share } : { fixed: (prize.times as number) * w.stake };
    return { jackpot: link.id, bettor: w.b.owner, box: w.box, combination: w.key, ...amount, order, cite };
  });
  return { contributions, awards };
}

/** Casino Hold'em's jackpot system as the board engine's part. */
export const holdemJackpot: BoardJackpot<HoldemProfile> = {
  spot: (p) => (p.jackpotSystem?.value ? { spot: p.jackpotSystem.value.spot, cite: p.jackpotSystem.cite } : null),
  settle: settleHoldemJackpots,
};
