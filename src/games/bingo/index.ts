/**
 * @module games/bingo
 * Ninety-ball bingo (`bingo`: 000-A3), played in a hall as a table game: each game is a round (cards sold for a
 * period, then balls drawn until a bingo), every player on an auxiliary machine. See docs/games/bingo.md.
 */
import type { Game } from '../../core/contract.js';
import { formatMinor } from '../../money/money.js';
import { bingoAwaiting, bingoActionSchema, bingoLegalActions, bingoRandomize, bingoReducer, bingoTimeout, bingoView, createBingo, machinesOf, type BingoAction, type BingoEvent, type BingoState } from './game.js';
import { bingoProfiles, bingoTableSchema, defaultBingoTable, type BingoProfile, type BingoTable } from './profile.js';
import { renderBingo } from './render.js';
import { bingoRtp, bingoSimulation } from './math.js';

const pct = (bp: number): string => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

export const bingo90: Game<BingoProfile, BingoTable, BingoState, BingoAction, BingoEvent, null> = {
  id: 'bingo',
  family: 'bingo',
  profiles: bingoProfiles,
  tableSchema: bingoTableSchema,
  defaultTable: defaultBingoTable,
  tableSeats: (p, t) => ({ boxes: machinesOf(p, t), maxBoxesPerPlayer: 1 }),
  actionSchema: bingoActionSchema,
  bets: (p) => [
    { id: 'line', pays: `${pct(p.prizes.value.line.basisPoints)} of the takings${p.prizes.value.line.cap === null ? '' : `, at most ${formatMinor(p.prizes.value.line.cap)}`}`, cite: p.prizes.cite },
    { id: 'bingo', pays: `${pct(p.prizes.value.bingo.basisPoints)} of the takings${p.prizes.value.bingo.cap === null ? '' : `, at most ${formatMinor(p.prizes.value.bingo.cap)}`}`, cite: p.prizes.cite },
  ],
  create: (input) => createBingo('bingo', input),
  legalActions: bingoLegalActions,
  apply: bingoReducer.apply,
  chips: bingoReducer.chips,
  randomize: bingoRandomize,
  randomFields: ['series'],
  timeoutAction: bingoTimeout,
  /** The hall calls its balls one by one, a ball every 3 s unless the table sets its own `stepMs` (000-A3 leaves the pace to the hall). */
  stepPauseMs: 3_000,
  awaiting: bingoAwaiting,
  view: bingoView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  shoes: (s) => [s.urn],
  version: (s) => s.v,
  tools: {
    rtp: (p, id, o) => bingoRtp(bingo90, p, id, o),
    simulate: (p, id, o) => bingoSimulation(bingo90, p, id, o),
    render: renderBingo,
  },
};

export const games = [bingo90];
