/**
 * @module games/machines/electronic-roulette
 * The electronic roulette machine (003 §4.6.6). See docs/games/machines.md.
 */
import { rouletteAutoplay } from '../autoplay.js';
import { machineCredit } from '../credit.js';
import type { Game, RtpReport } from '../../../core/contract.js';
import { formatMinor } from '../../../money/money.js';
import { createEg, egActionSchema, egAwaiting, egLegalActions, egRandomize, egReducer, egView, egReturn, egTimeout, type EgAction, type EgEvent, type EgState } from './game.js';
import { defaultEgTable, egProfiles, egTableSchema, type EgProfile, type EgTable } from './profile.js';
import { egSpots } from './spots.js';
import { machineJackpotRandomness } from '../machine-jackpots.js';

const SIZES = [1, 2, 4, 6, 8, 12, 18];

function rtp(p: EgProfile, profileId: string): RtpReport {
  const pockets = 36 + p.zeros.value;
  return {
    game: 'electronic-roulette',
    profile: profileId,
    bets: SIZES.map((n) => ({ bet: `${n}-numbers`, houseEdge: 1 - egReturn(p), rtp: egReturn(p), method: 'exact', fraction: `-${p.zeros.value}/${pockets}`, pays: `${(36 - n) / n} to 1` })),
    method: `exact: n of ${pockets} equally likely pockets, paid 36/n − 1 to 1 with the stake (before rounding an eight's 7 to 2)`,
  };
}

export const electronicRoulette: Game<EgProfile, EgTable, EgState, EgAction, EgEvent, null> = {
  id: 'electronic-roulette',
  family: 'machines',
  money: machineCredit((_p, t: { denomination: number; maxTotal: number }) => t.maxTotal),
  profiles: egProfiles,
  tableSchema: egTableSchema,
  defaultTable: defaultEgTable,
  tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
  actionSchema: egActionSchema,
  bets: (p) => egSpots().map((s) => ({ id: s.id, pays: `${s.num}:${s.den}`, cite: p.bets.cite })),
  // 003 §4.5.5: electronic roulette names no combination (a level of its links is won at random only).
  jackpotCombinations: () => [],
  create: (input) => createEg('electronic-roulette', input),
  legalActions: egLegalActions,
  apply: egReducer.apply,
  chips: egReducer.chips,
  // 003 §4.5.2: the jackpot draws with the spin, which starts the game (the bets on the cloth its stake).
  ...machineJackpotRandomness<EgState, EgAction>('spin', ['pocket'], egRandomize),
  timeoutAction: egTimeout,
  awaiting: egAwaiting,
  view: egView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.v,
  autoplay: rouletteAutoplay,
  tools: {
    rtp,
    render: (view) => {
      const v = view as { profile: string; roundNo: number; phase: string; bets: { bet: string; amount: number }[]; pocket: number | null };
      return [`electronic roulette (${v.profile}) — spin ${v.roundNo} — ${v.phase}${v.pocket !== null ? ` — ${v.pocket === 37 ? '00' : v.pocket}` : ''}`, ...v.bets.map((b) => `  ${b.bet.padEnd(34)} ${formatMinor(b.amount)}`)].join('\n');
    },
  },
};
