/**
 * @module games/trente-et-quarante/legal
 * Legal actions (each filtered by its check), who is awaited, timeout defaults, `randomize` (the cut's offset),
 * and the views: the rows are dealt face up, so they are public; of the shoe only what `publicShoe` shows.
 */
import type { LegalAction } from '../../core/contract.js';
import type { Actor, Audience } from '../../core/ids.js';
import { settlementView } from '../../core/settlement.js';
import type { Rng } from '../../rng/rng.js';
import { publicShoe } from '../../shoe/shoe.js';
import { CHANCES, rowTotal } from './coup.js';
import { amountRange, checkClose, checkDeal, checkInsure, checkLastCoup, maximum, type TqAction } from './rules.js';
import type { TqState } from './state.js';
import { prisonChoiceActions } from '../../wheel/prison.js';

export function tqLegalActions(s: TqState, by: Actor): LegalAction[] {
  if (s.phase === 'cut') return by.kind === 'system' ? [] : [{ type: 'cut' }];
  if (by.kind === 'dealer') {
    const out: LegalAction[] = [];
    if (!checkClose(s, by)) out.push({ type: 'close-bets' });
    if (!checkDeal(s, by)) out.push({ type: 'deal' });
    if (!checkLastCoup(s, by)) out.push({ type: 'announce-last-coup', optional: true });
    return out;
  }
  if (by.kind !== 'player') return [];
  const p = by.player;
  if (s.phase === 'zero-choice')
    return prisonChoiceActions(s.decisions, p);
  if (s.phase !== 'betting') return [];
  const out: LegalAction[] = [];
  for (const bet of CHANCES) {
    const r = amountRange(s, p, bet);
    if (r.min <= r.max && !s.insured.some((i) => i.bettor === p && i.chance === bet)) out.push({ type: 'place', bet, amount: r });
  }
  for (const b of s.bets.filter((x) => x.bettor === p)) {
    if (!checkInsure(s, by, { type: 'insure', bet: b.bet, by })) out.push({ type: 'insure', bet: b.bet });
    out.push({ type: 'withdraw', bet: b.bet });
  }
  return out;
}

export function tqAwaiting(s: TqState): Actor[] {
  switch (s.phase) {
    case 'cut':
    case 'closed':
      return [{ kind: 'dealer' }];
    case 'betting':
      return s.bets.length || s.prison.length ? [{ kind: 'dealer' }] : [];
    case 'zero-choice':
      return [...new Set(s.decisions.filter((d) => d.choice === null).map((d) => d.bettor))].map((player) => ({ kind: 'player', player }));
    default:
      return [];
  }
}

export function tqTimeout(s: TqState): TqAction | null {
  const dealer: Actor = { kind: 'dealer' };
  switch (s.phase) {
    case 'cut':
      return { type: 'cut', by: dealer };
    case 'betting':
      return s.bets.length || s.prison.length ? { type: 'close-bets', by: dealer } : null;
    case 'closed':
      return { type: 'deal', by: dealer };
    case 'zero-choice': {
      const d = s.decisions.find((x) => x.choice === null);
      return d ? { type: 'prison-choice', bet: d.line, choice: s.profile.prison.timeoutChoice.value, by: { kind: 'player', player: d.bettor } } : null;
    }
    default:
      return null;
  }
}

export function tqRandomize(s: TqState, a: TqAction, rng: Rng): TqAction {
  if (a.type !== 'cut' || a.offset !== undefined || s.phase !== 'cut') return a;
  const m = s.profile.shoe.cutMinimum.value;
  return { ...a, offset: m + rng.int(s.shoe.order.length - 2 * m + 1) };
}

export const tqView = (s: TqState, audience: Audience): unknown => ({
  game: s.game,
  profile: s.profile.id,
  roundNo: s.roundNo,
  phase: s.phase,
  shoe: publicShoe(s.shoe),
  limits: { minimum: s.table.minimum, maximum: maximum(s) },
  lastCoup: s.lastCoup,
  bets: s.bets.map((b) => ({ bettor: b.bettor, bet: b.bet, amount: b.amount, insured: s.insured.some((i) => i.bettor === b.bettor && i.chance === b.bet) })),
  prison: s.prison.map((p) => ({ bettor: p.bettor, chance: p.chance, initial: p.initial, level: p.level })),
  noir: [...s.noir],
  rouge: [...s.rouge],
  noirTotal: s.noir.length ? rowTotal(s.noir) : null,
  rougeTotal: s.rouge.length ? rowTotal(s.rouge) : null,
  verdict: s.verdict ? { ...s.verdict } : null,
  voided: s.voided,
  decisions: s.decisions.map((d) => ({ bettor: d.bettor, bet: d.line, residual: d.residual, forced: d.forced, choice: d.choice })),
  settlement: s.settlement ? settlementView(s.settlement, audience) : null,
  ...(audience.kind === 'player' ? { you: { player: audience.player, pending: s.decisions.filter((d) => d.bettor === audience.player && d.choice === null).map((d) => d.line) } } : {}),
});
