/**
 * @module games/boule
 * Boule (`boule`: 000 §04, 001 §04). See docs/decisions/boule.md.
 */
import type { Game } from '../../core/contract.js';
import { formatMinor } from '../../money/money.js';
import { simulateRounds } from '../../wheel/simulate.js';
import type { TableEvent } from '../../wheel/layout-bets.js';
import { spinRoundTimeout } from '../../wheel/layout-round.js';
import { applyBoule, BET_IDS, bouleActionSchema, bouleAwaiting, bouleLegalActions, bouleRandomize, bouleView, createBoule, type BouleAction, type BouleState } from './game.js';
import { bouleRtp } from './math.js';
import { bouleProfiles, bouleTableSchema, defaultBouleTable, type BouleProfile, type BouleTable } from './profile.js';

export const boule: Game<BouleProfile, BouleTable, BouleState, BouleAction, TableEvent, null> = {
  id: 'boule',
  family: 'boule',
  profiles: bouleProfiles,
  tableSchema: bouleTableSchema,
  defaultTable: defaultBouleTable,
  actionSchema: bouleActionSchema,
  bets: (p) => BET_IDS.map((id) => (id.startsWith('number-') ? { id, pays: `${p.numberPays.value.num}:${p.numberPays.value.den}`, cite: p.numberPays.cite } : { id, pays: '1:1', cite: p.simplePays.cite })),
  create: (input) => createBoule(input, 'boule'),
  legalActions: bouleLegalActions,
  apply: applyBoule,
  randomize: bouleRandomize,
  randomFields: ['pocket'],
  timeoutAction: spinRoundTimeout,
  awaiting: bouleAwaiting,
  view: bouleView,
  isOver: (s) => s.phase === 'settled',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.version,
  tools: {
    rtp: (p, id) => bouleRtp(p, id, 'boule'),
    simulate: (p, id, o) =>
      simulateRounds(boule, p, id, defaultBouleTable(p), { bets: BET_IDS.map((bet) => ({ bet, amount: defaultBouleTable(p).minimum })), dealer: [{ type: 'close-bets' }, { type: 'spin' }] }, o),
    render: (view) => {
      const v = view as { game: string; profile: string; roundNo: number; phase: string; bets: { bettor: string; bet: string; amount: number }[]; result: { number: number; colour: string } | null; settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null };
      const out = [`boule (${v.profile}) — round ${v.roundNo} — ${v.phase}`];
      if (v.result) out.push(`>>> ${v.result.number} ${v.result.colour} <<<`);
      for (const b of v.bets) out.push(`  ${b.bettor.padEnd(10)} ${b.bet.padEnd(10)} ${formatMinor(b.amount).padStart(10)}`);
      for (const l of v.settlement?.lines ?? []) out.push(`  ${l.bettor.padEnd(10)} ${l.bet.padEnd(10)} stake ${formatMinor(l.stake)} returned ${formatMinor(l.returned)} (${l.outcome})`);
      return out.join('\n');
    },
  },
};

export const games = [boule];
