/**
 * @module games/machines/keno
 * The keno machine (003 §4.6.4). See docs/games/machines.md.
 */
import { kenoAutoplay } from '../autoplay.js';
import { machineCredit } from '../credit.js';
import type { Game } from '../../../core/contract.js';
import { formatMinor } from '../../../money/money.js';
import { machineJackpotRandomness } from '../machine-jackpots.js';
import { createKeno, kenoActionSchema, kenoCatches, kenoAwaiting, kenoLegalActions, kenoReducer, kenoTimeout, kenoView, type KenoAction, type KenoEvent, type KenoState } from './game.js';
import { kenoRtp } from './math.js';
import { defaultKenoTable, kenoProfiles, kenoTableSchema, spotCounts, type KenoProfile, type KenoTable } from './profile.js';

function render(view: unknown): string {
  const v = view as { profile: string; roundNo: number; phase: string; marked: number[]; drawn: number[]; hits: number[]; stake: number; spots: number[] };
  const out = [`keno (${v.profile}) — game ${v.roundNo} — ${v.phase}${v.stake ? ` — stake ${formatMinor(v.stake)}` : ''}`];
  out.push(`  marked (${v.marked.length}; playable with ${v.spots.join(', ')}): ${v.marked.join(' ') || '—'}`);
  if (v.drawn.length) out.push(`  drawn: ${v.drawn.join(' ')}`, `  hits: ${v.hits.join(' ') || '—'} (${v.hits.length})`);
  return out.join('\n');
}

export const keno: Game<KenoProfile, KenoTable, KenoState, KenoAction, KenoEvent, null> = {
  id: 'keno',
  family: 'machines',
  money: machineCredit((_p, t: { denomination: number; maxCoins: number }) => t.denomination * t.maxCoins),
  profiles: kenoProfiles,
  tableSchema: kenoTableSchema,
  defaultTable: defaultKenoTable,
  tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
  actionSchema: kenoActionSchema,
  bets: (p) => spotCounts(p).map((n) => ({ id: `keno-${n}`, pays: Object.entries(p.payTable.value[String(n)] ?? {}).map(([k, x]) => `${k} hits ${x} for 1`).join(', '), cite: p.payTable.cite })),
  jackpotCombinations: kenoCatches,
  create: (input) => createKeno('keno', input),
  legalActions: kenoLegalActions,
  apply: kenoReducer.apply,
  chips: kenoReducer.chips,
  timeoutAction: kenoTimeout,
  // 003 §4.5.2: the jackpot draws with the game started (`play`), none for a cancelled game.
  ...machineJackpotRandomness<KenoState, KenoAction>('play', []),
  awaiting: kenoAwaiting,
  view: kenoView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.v,
  shoes: (s) => [s.urn],
  autoplay: kenoAutoplay,
  tools: { rtp: (p, id) => kenoRtp(p, id, 'keno'), render },
};
