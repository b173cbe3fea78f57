/**
 * @module games/machines/reels
 * The reel machine (003 §4.6.2). See docs/games/machines.md.
 */
import { reelsAutoplay } from '../autoplay.js';
import { machineCredit } from '../credit.js';
import type { Game } from '../../../core/contract.js';
import { formatMinor } from '../../../money/money.js';
import { createReels, reelsActionSchema, reelsAwaiting, reelsLegalActions, reelsRandomize, reelsReducer, reelsTimeout, reelsView, type ReelsAction, type ReelsEvent, type ReelsState } from './game.js';
import { reelCombinations } from './machine.js';
import { reelsRtp } from './math.js';
import { withJackpotDraws } from '../machine-jackpots.js';
import { defaultReelsTable, machineOf, reelsProfiles, reelsTableSchema, type ReelsProfile, type ReelsTable } from './profile.js';

function render(view: unknown): string {
  const v = view as { profile: string; roundNo: number; phase: string; stake: number; won: number; freeLeft: number; last: { window: string[][]; win: number } | null };
  const out = [`reel slot (${v.profile}) — game ${v.roundNo} — ${v.phase}${v.stake ? ` — stake ${formatMinor(v.stake)}, won ${formatMinor(v.won)}` : ''}${v.freeLeft ? ` — ${v.freeLeft} free games left` : ''}`];
  if (v.last) for (let row = 0; row < (v.last.window[0]?.length ?? 0); row++) out.push(`  | ${v.last.window.map((col) => (col[row] ?? '').padEnd(7)).join(' | ')} |`);
  return out.join('\n');
}

export const reelSlot: Game<ReelsProfile, ReelsTable, ReelsState, ReelsAction, ReelsEvent, null> = {
  id: 'reel-slot',
  family: 'machines',
  money: machineCredit((p: ReelsProfile, t: { denomination: number; maxCoins: number }) => machineOf(p).lines.length * t.maxCoins * t.denomination),
  profiles: reelsProfiles,
  tableSchema: reelsTableSchema,
  defaultTable: defaultReelsTable,
  tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
  actionSchema: reelsActionSchema,
  bets: (p) => machineOf(p).lines.map((_l, i) => ({ id: `${i + 1}-lines`, pays: machineOf(p).pays.map((x) => `${x.pattern.join(' ')} ${x.pays}`).join(', '), cite: p.machine.cite })),
  jackpotCombinations: (p) => reelCombinations(machineOf(p)),
  create: (input) => createReels('reel-slot', input),
  legalActions: reelsLegalActions,
  apply: reelsReducer.apply,
  chips: reelsReducer.chips,
  randomize: (s, a, rng) => withJackpotDraws(reelsRandomize(s, a, rng), 'spin', s.table.jackpots, rng),
  randomFields: ['stops', 'cards', 'jackpotDraws'],
  timeoutAction: reelsTimeout,
  awaiting: reelsAwaiting,
  view: reelsView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.v,
  autoplay: reelsAutoplay,
  tools: { rtp: (p, id) => reelsRtp(machineOf(p), id, 'reel-slot', p.declaredReturn.value), render },
};
