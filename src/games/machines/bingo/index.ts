/**
 * @module games/machines/bingo
 * The machine bingo (003 §4.6.5). See docs/games/machines.md.
 */
import { bingoAutoplay } from '../autoplay.js';
import { machineCredit } from '../credit.js';
import type { Game } from '../../../core/contract.js';
import { formatMinor } from '../../../money/money.js';
import { BINGO_BET, bingoActionSchema, bingoLegalActions, bingoRandomize, bingoReducer, bingoView, createBingo, type BingoAction, type BingoEvent, type BingoState } from './game.js';
import { bingoRtp } from './math.js';
import { BINGO_CLASSES } from './lines.js';
import { bingoProfiles, bingoTableSchema, defaultBingoTable, type BingoProfile, type BingoTable } from './profile.js';
import { machineJackpotRandomness } from '../machine-jackpots.js';

function render(view: unknown): string {
  const v = view as { profile: string; roundNo: number; phase: string; stake: number; card: number[]; covered: number[]; drawn: number[]; result: string | null };
  const out = [`machine bingo (${v.profile}) — game ${v.roundNo} — ${v.phase}${v.stake ? ` — stake ${formatMinor(v.stake)}` : ''}`];
  for (let r = 0; r < 3; r++) out.push(`  ${[0, 1, 2].map((c) => { const f = r * 3 + c; const x = String(v.card[f]).padStart(2); return v.covered.includes(f) ? `[${x}]` : ` ${x} `; }).join(' ')}`);
  if (v.drawn.length) out.push(`  drawn: ${v.drawn.join(' ')} — ${v.result ?? 'no line'}`);
  return out.join('\n');
}

export const machineBingo: Game<BingoProfile, BingoTable, BingoState, BingoAction, BingoEvent, null> = {
  id: 'machine-bingo',
  family: 'machines',
  money: machineCredit((_p, t: { denomination: number; maxCoins: number }) => t.denomination * t.maxCoins),
  profiles: bingoProfiles,
  tableSchema: bingoTableSchema,
  defaultTable: defaultBingoTable,
  tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
  actionSchema: bingoActionSchema,
  bets: (p) => [{ id: BINGO_BET, pays: Object.entries(p.payTable.value).map(([c, x]) => `${c} ${x} for 1`).join(', '), cite: p.payTable.cite }],
  jackpotCombinations: () => BINGO_CLASSES,
  create: (input) => createBingo('machine-bingo', input),
  legalActions: bingoLegalActions,
  apply: bingoReducer.apply,
  chips: bingoReducer.chips,
  // 003 §4.5.2: the jackpot draws with the play, which stakes and starts the game; a level may name a class (§4.5.5).
  ...machineJackpotRandomness<BingoState, BingoAction>('play', ['drawn'], bingoRandomize),
  awaiting: () => [],
  view: bingoView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.v,
  autoplay: bingoAutoplay,
  tools: { rtp: (p, id) => bingoRtp(p, id, 'machine-bingo'), render },
};
