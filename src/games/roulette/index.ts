/**
 * @module games/roulette
 * French roulette (`roulette-french`: 000 §01, 001 §01) and American roulette (`roulette-american`: the
 * single-zero American roulette of 000 §02 and 001 §02, and Olympic Casino's American roulette, 003 §2.2.3,
 * whose wheel is a profile parameter). One round is one spin. See docs/games/roulette.md and
 * docs/decisions/roulette.md.
 */
import { closingCite, lastRounds, type BetInfo, type Game } from '../../core/contract.js';
import type { TableEvent as GameEvent } from '../../wheel/layout-bets.js';
import { rouletteActionSchema, type RouletteAction } from './actions.js';
import { rouletteReducer } from './apply.js';
import { betShape } from './bets.js';
import { prisonStanding } from '../../wheel/prison.js';
import { rouletteCarry } from './carry.js';
import { rouletteAwaiting, rouletteLegalActions, rouletteRandomize, rouletteTimeout } from './legal.js';
import { rouletteRtp } from './math.js';
import { americanProfiles, defaultRouletteTable, frenchProfiles, rouletteTableSchema, type RouletteProfile, type RouletteTable } from './profile.js';
import { renderRoulette } from './render.js';
import { simulateRoulette } from './simulate.js';
import { createRound, type RouletteCarry, type RouletteState } from './state.js';
import { PAYS } from './spots.js';
import { rouletteView } from './views.js';
import type { ProfileSet } from '../../rules/profile-set.js';

export type RouletteGame = Game<RouletteProfile, RouletteTable, RouletteState, RouletteAction, GameEvent, RouletteCarry>;

function rouletteBets(p: RouletteProfile): BetInfo[] {
  const out: BetInfo[] = p.spotKinds.value.map((k) => ({ id: k, pays: `${PAYS[k].num}:${PAYS[k].den}`, cite: p.spotKinds.cite }));
  for (const s of p.wheel.value === 'single' ? p.announced.series.value : []) {
    const shape = betShape(p, s);
    if (shape) out.push({ id: s, pays: `${shape.chips} chips, each at its spot's odds`, cite: p.announced.series.cite });
  }
  if (p.announced.neighbours.value) out.push({ id: 'neighbours-N', pays: `${2 * p.announced.neighboursEachSide.value + 1} straight-ups`, cite: p.announced.neighbours.cite });
  return out;
}

function makeGame(id: string, profiles: ProfileSet<RouletteProfile>): RouletteGame {
  const game: RouletteGame = {
    id,
    family: 'roulette',
    profiles,
    tableSchema: rouletteTableSchema,
    defaultTable: defaultRouletteTable,
    actionSchema: rouletteActionSchema,
    bets: rouletteBets,
    create: (input) => createRound(input, id),
    legalActions: rouletteLegalActions,
    apply: rouletteReducer.apply,
    chips: rouletteReducer.chips,
    randomize: rouletteRandomize,
    timeoutAction: rouletteTimeout,
    awaiting: rouletteAwaiting,
    view: rouletteView,
    isOver: (s) => s.phase === 'over',
    settlement: (s) => s.settlement,
    carry: rouletteCarry,
    // Bets in prison stay on the table until a later spin frees or loses them; a voided spin leaves them as they were.
    standing: (c) => prisonStanding(c?.prison),
    voidCarry: (carryIn, s) => (s === null ? carryIn : { ...rouletteCarry(s), prison: carryIn?.prison ?? [] }),
    randomFields: ['pocket'],
    version: (s) => s.v,
    // 000 GP3.1.a: at closing time the croupier announces the last three balls.
    closing: (p) => lastRounds(3, 'last-three-balls', closingCite(p.seed)),
    tools: {
      rtp: (p, profileId) => rouletteRtp(p, profileId, id),
      simulate: (p, profileId, o) => simulateRoulette(game, p, profileId, o),
      render: renderRoulette,
    },
  };
  return game;
}

export const frenchRoulette = makeGame('roulette-french', frenchProfiles);
export const americanRoulette = makeGame('roulette-american', americanProfiles);
export const games = [frenchRoulette, americanRoulette];
