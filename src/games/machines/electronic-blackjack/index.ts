/**
 * @module games/machines/electronic-blackjack
 * The electronic blackjack machine (003 §4.6.3). See docs/games/machines.md.
 */
import { machineCredit } from '../credit.js';
import type { Game } from '../../../core/contract.js';
import { formatMinor } from '../../../money/money.js';
import { EBJ_BLACKJACK, createEbj, ebjActionSchema, ebjAwaiting, ebjLegalActions, ebjReducer, ebjTimeout, ebjView, type EbjAction, type EbjEvent, type EbjState } from './game.js';
import { ebjRtp } from './math.js';
import { defaultEbjTable, ebjProfiles, ebjTableSchema, type EbjProfile, type EbjTable } from './profile.js';
import { machineJackpotRandomness } from '../machine-jackpots.js';

function render(view: unknown): string {
  const v = view as { profile: string; roundNo: number; phase: string; stake: number; hand: string[]; total: number | null; dealer: string[]; dealerTotal: number | null; result: string | null };
  const out = [`electronic blackjack (${v.profile}) — game ${v.roundNo} — ${v.phase}${v.stake ? ` — stake ${formatMinor(v.stake)}` : ''}`];
  if (v.hand.length) out.push(`  you: ${v.hand.join(' ')} (${v.total})`, `  dealer: ${v.dealer.join(' ')}${v.dealerTotal !== null ? ` (${v.dealerTotal})` : ' ??'}`);
  if (v.result) out.push(`  >>> ${v.result} <<<`);
  return out.join('\n');
}

export const electronicBlackjack: Game<EbjProfile, EbjTable, EbjState, EbjAction, EbjEvent, null> = {
  id: 'electronic-blackjack',
  family: 'machines',
  money: machineCredit((_p, t: { denomination: number; maxCoins: number }) => t.denomination * t.maxCoins),
  profiles: ebjProfiles,
  tableSchema: ebjTableSchema,
  defaultTable: defaultEbjTable,
  tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
  actionSchema: ebjActionSchema,
  bets: () => [{ id: 'electronic-blackjack', pays: 'a win returns twice the stake; equal totals return the stake', cite: '003 §4.6.3' }],
  jackpotCombinations: () => [EBJ_BLACKJACK],
  create: (input) => createEbj('electronic-blackjack', input),
  legalActions: ebjLegalActions,
  apply: ebjReducer.apply,
  chips: ebjReducer.chips,
  timeoutAction: ebjTimeout,
  // 003 §4.5.2: the jackpot draws with the stake, which deals the cards and starts the game.
  ...machineJackpotRandomness<EbjState, EbjAction>('bet', []),
  awaiting: ebjAwaiting,
  view: ebjView,
  isOver: (s) => s.phase === 'over',
  settlement: (s) => s.settlement,
  carry: () => null,
  version: (s) => s.v,
  shoes: (s) => [s.cards],
  tools: { rtp: (p, id) => ebjRtp(p, id, 'electronic-blackjack'), render },
};
