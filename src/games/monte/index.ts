/**
 * @module games/monte
 * Monte o Banca (`monte`: 001 §13). One round is one pack: the four boxes laid out, Primeras, then Segundas. See
 * docs/games/monte.md (rules, stack shape, every decision with its citation).
 */
import { closingCite, lastRounds, type Game } from '../../core/contract.js';
import type { TableEvent } from '../../wheel/layout-bets.js';
import { betsOffered } from './layout.js';
import { monteRtp } from './math.js';
import { defaultMonteTable, monteProfiles, monteTableSchema, type MonteProfile, type MonteTable } from './profile.js';
import { monteActionSchema, monteAwaiting, monteLegalActions, monteReducer, monteTimeout, type MonteAction } from './rules.js';
import { simulateMonte } from './simulate.js';
import { createMonte, type MonteState } from './state.js';
import { monteView, renderMonte } from './view.js';

const paysOf = (p: MonteProfile, bet: string): string => {
  const v = p.pays.value;
  const n = bet.startsWith('vis') ? v.vis : bet.startsWith('salto') ? v.salto : bet.startsWith('cartas') ? v.cartas : v.camoPrimeras;
  return bet.startsWith('cartas') || p.odds.value === 'to-one' ? `${n}:1` : `${n} for 1`;
};

export const monte: Game<MonteProfile, MonteTable, MonteState, MonteAction, TableEvent, null> = {
  id: 'monte',
  family: 'monte',
  profiles: monteProfiles,
  tableSchema: monteTableSchema,
  defaultTable: defaultMonteTable,
  actionSchema: monteActionSchema,
  bets: (p) => betsOffered('primeras', [1, 2, 3, 4]).map((id) => ({ id, pays: paysOf(p, id), cite: p.pays.cite })),
  create: (input) => createMonte(input, 'monte'),
  legalActions: monteLegalActions,
  apply: monteReducer.apply,
  chips: monteReducer.chips,
  timeoutAction: monteTimeout,
  awaiting: monteAwaiting,
  view: monteView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  shoes: (s) => [s.shoe],
  version: (s) => s.v,
  // 000 GP3.1.a: a card table other than blackjack announces its last three hands.
  closing: (p) => lastRounds(3, 'last-three-hands', closingCite(p.seed)),
  tools: {
    rtp: (p, id) => monteRtp(p, id),
    simulate: (p, id, o) => simulateMonte(monte, p, id, o),
    render: renderMonte,
  },
};

export const games = [monte];
