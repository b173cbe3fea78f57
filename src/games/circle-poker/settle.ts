/**
 * @module games/circle-poker/settle
 * A finished hand as a settlement of pots (core/settlement): each pot's contributions (what each player put into
 * that layer), its awards, and the house's cut as its own line (`rake`, citing the profile's rule); the per-player
 * fee (000 §17 II.3 c) and the time charge taken before the hand (000 §17 II.3 b session fee, 003 §3.2.40 time
 * rake) each as a pot of its own whose whole amount is the house's cut, never part of a playing pot. The poker-room
 * jackpot's drop leaves the main pot for the jackpot's pool (a jackpot contribution, not a cut: room-jackpot).
 */
import { makeSettlement, type PotResult, type Settlement } from '../../core/settlement.js';
import type { CpState } from './state.js';
import { roomJackpotResult } from './room-jackpot.js';

export function settleHand(s: CpState): Settlement | null {
  if (s.phase !== 'over') return null;
  const boxOf = new Map(s.hand.map((p) => [p.player, p.box]));
  const box = (player: string): { box?: number } => (boxOf.has(player) ? { box: boxOf.get(player) as number } : {});
  const pots: PotResult[] = (s.result?.pots ?? []).map((p) => {
    const won = new Map<string, number>();
    for (const a of p.awards) won.set(a.player, (won.get(a.player) ?? 0) + a.amount);
    return {
      pot: p.name,
      contributions: p.shares.map((x) => ({ player: x.player, ...box(x.player), amount: x.amount })),
      awards: [...won.entries()].map(([player, amount]) => ({ player, ...box(player), amount })),
      cuts: p.rake > 0 ? [{ rule: 'rake', amount: p.rake, cite: s.profile.rake.cite }] : [],
      outcome: s.result?.showdown ? 'showdown' : 'uncontested',
      cite: s.variant.cite,
    };
  });
  const fees = s.hand.filter((p) => p.fee > 0);
  if (fees.length) {
    const total = fees.reduce((t, p) => t + p.fee, 0);
    pots.push({ pot: 'player-fee', contributions: fees.map((p) => ({ player: p.player, box: p.box, amount: p.fee, part: 'player-fee' })), awards: [], cuts: [{ rule: 'player-fee', amount: total, cite: s.profile.rake.cite }], outcome: 'fee', cite: s.profile.rake.cite });
  }
  const charged = Object.entries(s.charges).filter(([, x]) => x > 0);
  if (charged.length) {
    const total = charged.reduce((t, [, x]) => t + x, 0);
    const seatBox = (player: string): { box?: number } => {
      const seat = s.seats.find((x) => x.player === player);
      return seat ? { box: seat.box } : {};
    };
    const cite = s.profile.timeCharge.cite;
    pots.push({ pot: 'time-charge', contributions: charged.map(([player, amount]) => ({ player, ...seatBox(player), amount, part: 'time-charge' })), awards: [], cuts: [{ rule: 'time-charge', amount: total, cite }], outcome: 'fee', cite });
  }
  // The poker-room jackpot's drop out of the main pot and its prizes (003-CP-JP; room-jackpot).
  // Everyone dealt in, for recall: a player who folded without a chip in is named by no pot.
  return { ...makeSettlement([], pots, roomJackpotResult(s) ?? undefined), dealt: s.hand.map((p) => p.player) };
}
