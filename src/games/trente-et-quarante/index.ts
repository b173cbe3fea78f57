/**
 * @module games/trente-et-quarante
 * Trente et quarante (`trente-et-quarante`: 000 §05, 001 §05). One round is one coup. See
 * docs/games/trente-et-quarante.md (stack shape) and docs/decisions/trente-et-quarante.md.
 */
import { closingCite, lastRounds, type Game, type GameAction } from '../../core/contract.js';
import { formatMinor } from '../../money/money.js';
import type { TableEvent } from '../../wheel/layout-bets.js';
import { prisonStanding } from '../../wheel/prison.js';
import { simulateRounds } from '../../wheel/simulate.js';
import { CHANCES } from './coup.js';
import { tqAwaiting, tqLegalActions, tqRandomize, tqTimeout, tqView } from './legal.js';
import { tqRtp } from './math.js';
import { defaultTqTable, tqProfiles, tqTableSchema, type TqProfile, type TqTable } from './profile.js';
import { tqActionSchema, tqReducer, type TqAction } from './rules.js';
import { createCoup, tqCarry, type TqCarry, type TqState } from './state.js';

function render(view: unknown): string {
  const v = view as ReturnType<typeof tqView> & Record<string, unknown>;
  const x = v as {
    profile: string; roundNo: number; phase: string; shoe: { shoeNo: number; remaining: number; cutCardOut: boolean };
    noir: string[]; rouge: string[]; noirTotal: number | null; rougeTotal: number | null; verdict: { kind: string; row?: string; colour?: string } | null; voided: string | null;
    bets: { bettor: string; bet: string; amount: number; insured: boolean }[]; prison: { bettor: string; chance: string; initial: number; level: number }[];
    settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null;
  };
  const out = [`trente et quarante (${x.profile}) — coup ${x.roundNo} — ${x.phase} — shoe ${x.shoe.shoeNo}, ${x.shoe.remaining} cards left`];
  if (x.noir.length) out.push(`noir : ${x.noir.join(' ')}  = ${x.noirTotal}`);
  if (x.rouge.length) out.push(`rouge: ${x.rouge.join(' ')}  = ${x.rougeTotal}`);
  if (x.voided) out.push(`coup void: ${x.voided}`);
  else if (x.verdict) out.push(x.verdict.kind === 'decisive' ? `${x.verdict.row} and ${x.verdict.colour} win` : x.verdict.kind === 'apres' ? 'après: 31–31' : 'equal rows: the coup is void');
  for (const b of x.bets) out.push(`  ${b.bettor.padEnd(10)} ${b.bet.padEnd(8)} ${formatMinor(b.amount).padStart(10)}${b.insured ? ' (insured)' : ''}`);
  for (const p of x.prison) out.push(`  ${p.bettor.padEnd(10)} ${p.chance.padEnd(8)} in prison (initial ${formatMinor(p.initial)}, ${p.level} × 31–31)`);
  for (const l of x.settlement?.lines ?? []) out.push(`  ${l.bettor.padEnd(10)} ${l.bet.padEnd(18)} stake ${formatMinor(l.stake)} returned ${formatMinor(l.returned)} (${l.outcome})`);
  return out.join('\n');
}

export const trenteEtQuarante: Game<TqProfile, TqTable, TqState, TqAction, TableEvent, TqCarry> = {
  id: 'trente-et-quarante',
  family: 'trente-et-quarante',
  profiles: tqProfiles,
  tableSchema: tqTableSchema,
  defaultTable: defaultTqTable,
  actionSchema: tqActionSchema,
  bets: (p) => CHANCES.map((id) => ({ id, pays: '1:1', cite: p.limits.maxima.cite.replace('V.2', 'V.1') })),
  create: (input) => createCoup(input, 'trente-et-quarante'),
  legalActions: tqLegalActions,
  apply: tqReducer.apply,
  chips: tqReducer.chips,
  randomize: tqRandomize,
  timeoutAction: tqTimeout,
  awaiting: tqAwaiting,
  view: tqView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: tqCarry,
  // Bets in prison stay on the table until a later coup frees or loses them. A voided coup leaves them as they were;
  // its cards are burned (the shoe goes on), and a coup that cannot be rebuilt starts a new shoe.
  standing: (c) => prisonStanding(c?.prison),
  voidCarry: (carryIn, s) => (s === null ? (carryIn ? { shoe: null, prison: carryIn.prison } : null) : { shoe: s.shoe, prison: carryIn?.prison ?? [] }),
  randomFields: ['offset'],
  shoes: (s) => [s.shoe],
  version: (s) => s.v,
  // 000 GP3.1.a: a card table other than blackjack announces its last three hands (coups).
  closing: (p) => lastRounds(3, 'last-three-hands', closingCite(p.seed)),
  tools: {
    rtp: (p, id, options) => tqRtp(p, id, 'trente-et-quarante', options),
    simulate: (p, id, o) => {
      const policy = o.strategy === 'prison' ? 'prison' : 'half';
      const dealer = { kind: 'dealer' } as const;
      return simulateRounds(
        trenteEtQuarante,
        p,
        id,
        defaultTqTable(p),
        {
          bets: CHANCES.map((bet) => ({ bet, amount: defaultTqTable(p).minimum })),
          dealer: [{ type: 'close-bets' }, { type: 'deal' }],
          prepare: (st) => ((st as TqState).phase === 'cut' ? ({ type: 'cut', by: dealer } as GameAction) : null),
          next: (st) => {
            const s = st as TqState;
            const d = s.phase === 'zero-choice' ? s.decisions.find((x) => x.choice === null) : undefined;
            return d ? ({ type: 'prison-choice', bet: d.line, choice: policy, by: { kind: 'player', player: d.bettor } } as GameAction) : null;
          },
        },
        o,
        { strategy: policy },
      );
    },
    render,
  },
};

export const games = [trenteEtQuarante];
