/**
 * @module games/roulette/legal
 * Legal actions per actor (each filtered by the action's own check), who is awaited, the timeout default, and
 * `randomize` (the runtime draws the pocket with `rng.int` over the wheel's pockets).
 */
import type { LegalAction } from '../../core/contract.js';
import type { Actor } from '../../core/ids.js';
import type { Rng } from '../../rng/rng.js';
import { spinIndex } from '../../wheel/wheel.js';
import type { RouletteAction } from './actions.js';
import { amountRange, betIds, betShape, chipsOf, type BetShape } from './bets.js';
import { checkBuyColour, checkCashColour, checkChangeLimits, checkClose, checkLastSpin, checkPlace, checkValueChips, checkVoidSpin } from './check.js';
import { label, wheelOrder } from './layout.js';
import type { RouletteState } from './state.js';
import { prisonChoiceActions } from '../../wheel/prison.js';

function placeActions(s: RouletteState, player: string): LegalAction[] {
  const out: LegalAction[] = [];
  const chips = chipsOf(s, player);
  if (chips === 'value' && s.valueChipsForbidden) return out;
  for (const id of betIds(s.profile)) {
    const shape = betShape(s.profile, id) as BetShape;
    const r = amountRange(s, player, shape, chips);
    if (r.min > r.max) continue;
    if (checkPlace(s, { kind: 'player', player }, { type: 'place', bet: id, amount: r.min, by: { kind: 'player', player } })) continue;
    out.push({ type: 'place', bet: id, amount: r });
  }
  return out;
}

export function rouletteLegalActions(s: RouletteState, by: Actor): LegalAction[] {
  if (by.kind === 'player') {
    const p = by.player;
    if (s.phase === 'zero-choice')
      return prisonChoiceActions(s.decisions, p);
    if (s.phase !== 'betting') return [];
    const out = placeActions(s, p);
    for (const b of s.bets) if (b.bettor === p) out.push({ type: 'withdraw', bet: b.bet });
    if (!checkBuyColour(s, by, { type: 'buy-colour-chips', by })) out.push({ type: 'buy-colour-chips' });
    if (!checkCashColour(s, by)) out.push({ type: 'cash-colour-chips' });
    return out;
  }
  if (by.kind !== 'dealer') return [];
  const out: LegalAction[] = [];
  if (s.phase === 'closed') {
    out.push({ type: 'spin' });
    if (!checkVoidSpin(s, by)) out.push({ type: 'void-spin', reason: 'irregularity', optional: true });
    return out;
  }
  if (s.phase !== 'betting') return out;
  if (!checkClose(s, by)) out.push({ type: 'close-bets' });
  // Discretionary steps are `optional`: the table runtime never takes them on its own.
  if (!checkLastSpin(s, by)) out.push({ type: 'announce-last-spin', optional: true });
  for (const m of s.table.allowedMinimums) if (!checkChangeLimits(s, by, { type: 'change-limits', minimum: m, by })) out.push({ type: 'change-limits', minimum: m, optional: true });
  if (!checkValueChips(s, by, true)) out.push({ type: 'forbid-value-chips', optional: true });
  if (!checkValueChips(s, by, false)) out.push({ type: 'allow-value-chips', optional: true });
  for (const player of new Set(s.ride.map((b) => b.bettor))) if (!s.rode.includes(player)) out.push({ type: 'absent-winner', player, optional: true });
  return out;
}

/** Betting: nobody until a chip is on the table (or a bet waits in prison), then the dealer (the betting timer). */
export function rouletteAwaiting(s: RouletteState): Actor[] {
  switch (s.phase) {
    case 'betting':
      return s.bets.length || s.prison.length ? [{ kind: 'dealer' }] : [];
    case 'closed':
      return [{ kind: 'dealer' }];
    case 'zero-choice':
      return [...new Set(s.decisions.filter((d) => d.choice === null).map((d) => d.bettor))].map((player) => ({ kind: 'player', player }));
    default:
      return [];
  }
}

/** A player who does not choose on zero gets the profile's default choice; the dealer's steps close and spin. */
export function rouletteTimeout(s: RouletteState): RouletteAction | null {
  if (s.phase === 'zero-choice') {
    const d = s.decisions.find((x) => x.choice === null);
    return d ? { type: 'prison-choice', bet: d.line, choice: s.profile.prison.timeoutChoice.value, by: { kind: 'player', player: d.bettor } } : null;
  }
  if (s.phase === 'betting' && (s.bets.length || s.prison.length)) return { type: 'close-bets', by: { kind: 'dealer' } };
  if (s.phase === 'closed') return { type: 'spin', by: { kind: 'dealer' } };
  return null;
}

export function rouletteRandomize(s: RouletteState, a: RouletteAction, rng: Rng): RouletteAction {
  if (a.type !== 'spin' || a.pocket !== undefined || s.phase !== 'closed') return a;
  const order = wheelOrder(s.profile.wheel.value);
  const n = order[spinIndex({ id: s.profile.wheel.value, pockets: order }, rng)] as number;
  return { ...a, pocket: n === 37 ? '00' : n };
}

export const pocketLabel = label;
