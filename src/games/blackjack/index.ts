/**
 * @module games/blackjack
 * The blackjack family: `blackjack` (six profiles: eus, cv, gr, ee-oc, ee-oc-2d, es) and `triple-blackjack`
 * (000 §03.01), sharing every module. Each `Game` is one object of pure functions over plain-JSON state.
 */
import { closingCite, lastRounds, type BetInfo, type ClosingRule, type Game } from '../../core/contract.js';
import type { Audience } from '../../core/ids.js';
import { absenceRule } from './absence.js';
import { bjActionSchema, type BjAction } from './actions.js';
import { applyAction, reducer } from './apply.js';
import type { BjEvent } from './draft.js';
import { awaiting, legalActions, timeoutAction } from './legal.js';
import { loadBlackjackProfiles, loadTripleBlackjackProfiles, type BlackjackProfile, type TripleBlackjackProfile } from './profile.js';
import { renderView } from './render.js';
import { carryOf, createRound, randomize, type BjCarry } from './round.js';
import { buildSettlement } from './settle.js';
import { SIDE_KINDS, sideBetName } from './side-kinds.js';
import type { BjState } from './state.js';
import { bjTableSchema, defaultTable, type BjTable } from './table.js';
import { buildView } from './views.js';
import { blackjackMathTools } from './math/tools.js';
import { tripleMathTools } from './math/triple-tools.js';

export type { BjState } from './state.js';
export type { BjAction } from './actions.js';
export type { BjCarry, BjStack } from './round.js';
export type { BlackjackProfile, TripleBlackjackProfile } from './profile.js';
export type { BjTable } from './table.js';
export type { BjView } from './views.js';

const ratioText = (r: { num: number; den: number }): string => `${r.num}:${r.den}`;

function betsOf(p: BlackjackProfile, triple: boolean): BetInfo[] {
  const out: BetInfo[] = triple
    ? [1, 2, 3].map((k) => ({ id: `box-${k}`, pays: `1:1, blackjack ${ratioText(p.blackjack.pays.value)}`, cite: '000 §03.01' }))
    : [{ id: 'main', pays: `1:1, blackjack ${ratioText(p.blackjack.pays.value)}`, cite: p.blackjack.pays.cite }];
  if (p.insurance.offered.value) out.push({ id: 'insurance', pays: ratioText(p.insurance.pays.value), cite: p.insurance.pays.cite });
  for (const k of SIDE_KINDS) {
    const sb = p.sideBets[k];
    if (!sb.offered.value || (triple && k !== 'sevens')) continue;
    const pays = k === 'underOver13' ? ratioText(p.sideBets.underOver13.pays.value) : Object.entries(p.sideBets[k].pays.value as Record<string, { num: number; den: number }>).map(([n, r]) => `${n} ${ratioText(r)}`).join(', ');
    if (k === 'underOver13') {
      out.push({ id: sideBetName(k, 'under'), pays, cite: sb.offered.cite });
      out.push({ id: sideBetName(k, 'over'), pays, cite: sb.offered.cite });
    } else out.push({ id: sideBetName(k), pays, cite: sb.offered.cite });
  }
  return out;
}

/**
 * 000 GP3.1.a: at closing time the croupier announces the last shoe; the table closes when the shoe in play is
 * finished (the round the cut card came out in is over). A continuous shuffler has no last shoe: its table announces
 * the last three hands, as the other card tables (GP3.1.a applies the rule "at all tables with automatic dealing
 * devices").
 */
export function lastShoe(p: BlackjackProfile): ClosingRule {
  if (p.shoe.mode.value === 'csm') return lastRounds(3, 'last-three-hands', closingCite(p.seed));
  return { announcement: 'last-shoe', cite: closingCite(p.seed), start: () => null, next: (mark, carry) => ({ mark, over: (carry as BjCarry | null)?.newShoe === true }) };
}

function makeGame<P extends BlackjackProfile>(id: BjState['game'], profiles: Game<P>['profiles'], tools: NonNullable<Game<P>['tools']>): Game<P, BjTable, BjState, BjAction, BjEvent, BjCarry> {
  return {
    id,
    family: 'blackjack',
    profiles,
    tableSchema: bjTableSchema,
    defaultTable: (p) => defaultTable(p),
    actionSchema: bjActionSchema,
    bets: (p) => betsOf(p, id === 'triple-blackjack'),
    create: (input) => createRound(id, input),
    legalActions,
    apply: applyAction,
    chips: reducer.chips,
    randomize,
    randomFields: ['order', 'cutOffset', 'salt'],
    seating: {
      sit: (box, by) => ({ type: 'sit', box, by }),
      leave: (box, by) => ({ type: 'leave', box, by }),
      consent: (box, bettor, by) => ({ type: 'consent', box, player: bettor, by }),
      present: (t, players) => ({ ...t, players: [...players] }),
    },
    readyAction: (by) => ({ type: 'done-betting', by }),
    shoes: (s) => [s.shoe],
    timeoutAction,
    awaiting,
    view: (s: BjState, a: Audience) => buildView(s, a),
    isOver: (s) => s.phase === 'over',
    settlement: (s) => (s.phase === 'over' ? buildSettlement(s) : null),
    carry: carryOf,
    version: (s) => s.v,
    closing: lastShoe,
    absence: absenceRule,
    tools,
  };
}

export const blackjack: Game<BlackjackProfile, BjTable, BjState, BjAction, BjEvent, BjCarry> = makeGame<BlackjackProfile>('blackjack', loadBlackjackProfiles(), { ...blackjackMathTools(() => blackjack), render: renderView });
export const tripleBlackjack: Game<TripleBlackjackProfile, BjTable, BjState, BjAction, BjEvent, BjCarry> = makeGame<TripleBlackjackProfile>('triple-blackjack', loadTripleBlackjackProfiles(), { ...tripleMathTools(() => tripleBlackjack), render: renderView });
export const games = [blackjack, tripleBlackjack];
