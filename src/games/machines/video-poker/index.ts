/**
 * @module games/machines/video-poker
 * Video poker machines (003 §4.6.1), one game per hand kind — jacks or better, deuces wild, joker poker — each with
 * its profiles (the pay table a machine carries, its class and declared return). See docs/games/machines.md.
 */
import { machineCredit } from '../credit.js';
import type { Game } from '../../../core/contract.js';
import { formatMinor } from '../../../money/money.js';
import { createVp, makeVpReducer, vpActionSchema, vpAwaiting, vpLegalActions, vpRandomize, vpTimeout, vpView, type VpAction, type VpEvent, type VpState } from './game.js';
import { deucesWild, jacksOrBetter, jokerPoker, type HandKind } from './hand-kinds.js';
import { vpRtp, vpSimulate, vpStrategy } from './math.js';
import { withJackpotDraws } from '../machine-jackpots.js';
import { defaultVpTable, vpProfiles, vpTableSchema, type VpProfile, type VpTable } from './profile.js';

type ViewShape = { game: string; profile: string; roundNo: number; phase: string; player: string | null; stake: number; hand: string[]; held: boolean[] | null; result: string | null; payTable: Record<string, number>; settlement: { lines: { returned: number; net: number }[] } | null };

function render(view: unknown): string {
  const v = view as ViewShape;
  const out = [`${v.game} (${v.profile}) — game ${v.roundNo} — ${v.phase}${v.stake ? ` — stake ${formatMinor(v.stake)}` : ''}`];
  if (v.phase === 'betting') out.push(`pays (for 1): ${Object.entries(v.payTable).filter(([, x]) => x > 0).map(([k, x]) => `${k} ${x}`).join(', ')}`);
  if (v.hand.length) out.push(`  ${v.hand.map((c, i) => `${i + 1}:${c}`).join('  ')}${v.held ? `   held ${v.held.map((h) => (h ? 'H' : '.')).join('')}` : ''}`);
  if (v.phase === 'holding') out.push('  draw with a hold pattern: H keeps a card, . replaces it (e.g. "draw HH..H")');
  if (v.result) out.push(`  >>> ${v.result} <<<`);
  return out.join('\n');
}

function videoPoker(kind: HandKind): Game<VpProfile, VpTable, VpState, VpAction, VpEvent, null> {
  const reducer = makeVpReducer(kind);
  const id = `video-poker-${kind.id}`;
  const game: Game<VpProfile, VpTable, VpState, VpAction, VpEvent, null> = {
    id,
    family: 'machines',
    money: machineCredit((_p, t: VpTable) => t.denomination * t.maxCoins),
    profiles: vpProfiles(kind),
    tableSchema: vpTableSchema,
    defaultTable: defaultVpTable,
    tableSeats: () => ({ boxes: 1, maxBoxesPerPlayer: 1 }),
    actionSchema: vpActionSchema,
    bets: (p) => [{ id: 'video-poker', pays: Object.entries(p.payTable.value).filter(([, x]) => x > 0).map(([k, x]) => `${k} ${x} for 1`).join(', '), cite: p.payTable.cite }],
    // The final hand's category, as the settlement names it (a level's `royal-flush`).
    jackpotCombinations: () => kind.categories,
    create: (input) => createVp(kind, id, input),
    legalActions: (s, by) => vpLegalActions(s, by, reducer),
    apply: reducer.apply,
    chips: reducer.chips,
    randomize: (s, a, rng) => withJackpotDraws(vpRandomize(s, a, rng), 'bet', s.table.jackpots, rng),
    randomFields: ['cards', 'jackpotDraws'],
    timeoutAction: vpTimeout,
    awaiting: vpAwaiting,
    view: vpView,
    isOver: (s) => s.phase === 'over',
    settlement: (s) => s.settlement,
    carry: () => null,
    version: (s) => s.v,
    shoes: (s) => [s.deck],
    tools: {
      rtp: (p, profileId) => vpRtp(kind, p, profileId, id),
      strategy: (p, o) => vpStrategy(kind, p, o),
      simulate: (p, profileId, o) => vpSimulate(kind, game as never, p, profileId, o),
      render,
    },
  };
  return game;
}

export const videoPokerGames = [videoPoker(jacksOrBetter), videoPoker(deucesWild), videoPoker(jokerPoker)];
