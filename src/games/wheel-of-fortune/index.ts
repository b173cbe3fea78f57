/**
 * @module games/wheel-of-fortune
 * The wheel of fortune (`wheel-of-fortune`: 000 §10, 001 §10). See docs/decisions/wheel-of-fortune.md.
 */
import type { Game } from '../../core/contract.js';
import { formatMinor } from '../../money/money.js';
import type { TableEvent } from '../../wheel/layout-bets.js';
import { spinRoundTimeout } from '../../wheel/layout-round.js';
import { simulateRounds } from '../../wheel/simulate.js';
import { applyWof, createWof, wofActionSchema, wofAwaiting, wofLegalActions, wofRandomize, wofView, type WofAction, type WofState } from './game.js';
import { wofRtp } from './math.js';
import { defaultWofTable, symbolsOf, wofProfiles, wofTableSchema, type WofProfile, type WofTable } from './profile.js';

export const wheelOfFortune: Game<WofProfile, WofTable, WofState, WofAction, TableEvent, null> = {
  id: 'wheel-of-fortune',
  family: 'wheel-of-fortune',
  profiles: wofProfiles,
  tableSchema: wofTableSchema,
  defaultTable: defaultWofTable,
  actionSchema: wofActionSchema,
  bets: (p) => symbolsOf(p).map((id) => ({ id, pays: `${p.pays.value[id]?.num}:${p.pays.value[id]?.den}`, cite: p.pays.cite })),
  create: (input) => createWof(input, 'wheel-of-fortune'),
  legalActions: wofLegalActions,
  apply: applyWof,
  randomize: wofRandomize,
  randomFields: ['segment', 'symbol'],
  timeoutAction: spinRoundTimeout,
  awaiting: wofAwaiting,
  view: wofView,
  isOver: (s) => s.phase === 'settled',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.version,
  tools: {
    rtp: (p, id) => wofRtp(p, id, 'wheel-of-fortune'),
    simulate: (p, id, o) =>
      simulateRounds(wheelOfFortune, p, id, defaultWofTable(p), { bets: symbolsOf(p).map((bet) => ({ bet, amount: defaultWofTable(p).minimum })), dealer: [{ type: 'close-bets' }, { type: 'spin' }] }, o),
    render: (view) => {
      const v = view as { profile: string; roundNo: number; phase: string; bets: { bettor: string; bet: string; amount: number }[]; result: { segment: number; symbol: string } | null; settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null };
      const out = [`wheel of fortune (${v.profile}) — spin ${v.roundNo} — ${v.phase}`];
      if (v.result) out.push(`>>> division ${v.result.segment}: ${v.result.symbol} <<<`);
      for (const b of v.bets) out.push(`  ${b.bettor.padEnd(10)} ${b.bet.padEnd(8)} ${formatMinor(b.amount).padStart(10)}`);
      for (const l of v.settlement?.lines ?? []) out.push(`  ${l.bettor.padEnd(10)} ${l.bet.padEnd(8)} stake ${formatMinor(l.stake)} returned ${formatMinor(l.returned)} (${l.outcome})`);
      return out.join('\n');
    },
  },
};

export const games = [wheelOfFortune];
