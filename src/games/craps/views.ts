/**
 * @module games/craps/views
 * Views built field by field from an allow-list. Craps has no hidden cards: the layout, the puck, the dice and
 * every bet are on the cloth for all to see. Never in a view: the fixed dice of a scenario (`stack`), the next
 * throw, the profile object itself.
 */
import type { Audience } from '../../core/ids.js';
import type { CrapsBetView, CrapsView } from '../../protocol/views/craps.js';
import { betName, MULTIPLE_SPOTS } from './spots.js';
import type { CrapsState } from './state.js';
import { dontOddsMax, multipleMaxOf, rightMax, winOddsMax, wrongMax } from './table.js';

export type { CrapsBetView, CrapsView };

export function crapsView(s: CrapsState, audience: Audience): CrapsView {
  const p = s.profile;
  const t = s.table;
  const nums = p.placeNumbers.value;
  const view: CrapsView = {
    game: 'craps',
    profile: p.id,
    section: p.section,
    version: s.v,
    roundNo: s.roundNo,
    phase: s.phase,
    puck: s.point === null ? 'off' : 'on',
    point: s.point,
    shooter: s.shooter,
    rail: [...s.rail],
    ready: [...s.ready],
    barred: [...s.barred],
    faults: s.faults,
    bets: s.bets.map((b) => ({ id: b.id, bettor: b.bettor, bet: betName(b.kind, b.number), kind: b.kind, number: b.number, stake: b.stake })),
    lastThrow: s.throw ? { dice: [s.throw.dice[0], s.throw.dice[1]], total: s.throw.total, hard: s.throw.hard, comeOut: s.throw.comeOut } : null,
    settled: s.resolved.map((r) => ({ bettor: r.bettor, bet: r.bet, stake: r.stake, returned: r.returned, outcome: r.outcome, cite: r.cite })),
    dice: { set: s.dice.set, inPlay: [...s.dice.inPlay], reserve: [...s.dice.reserve], lost: s.dice.lost, mustPick: s.dice.mustPick, throws: s.dice.throws },
    limits: {
      min: t.min,
      simpleMax: t.simpleMax,
      multipleMax: Object.fromEntries(MULTIPLE_SPOTS.map((m) => [m, multipleMaxOf(p, t, m)])),
      rightMax: Object.fromEntries(nums.map((n) => [String(n), rightMax(p, t, n)])),
      wrongMax: Object.fromEntries(nums.map((n) => [String(n), wrongMax(p, t, n)])),
      placeNumbers: [...nums],
    },
    invalidReasons: ['dice-broken', 'dice-stacked', 'on-chip', 'off-table', 'on-rail', 'in-reserve-basket', 'did-not-reach-wall', 'slid', 'improper'],
  };
  if (audience.kind !== 'player') return view;
  const me = audience.player;
  const oddsRoom: Record<string, number> = {};
  for (const b of s.bets) {
    if (b.bettor !== me) continue;
    const n = b.kind === 'win' || b.kind === 'dont-win' ? s.point : b.number;
    if (n === null || (b.kind !== 'win' && b.kind !== 'dont-win' && b.kind !== 'come' && b.kind !== 'dont-come')) continue;
    const name = b.kind === 'win' ? 'win-odds' : b.kind === 'dont-win' ? 'dont-win-odds' : `${b.kind}-odds-${n}`;
    oddsRoom[name] = b.kind === 'win' || b.kind === 'come' ? winOddsMax(p, b.stake, n) : dontOddsMax(p, b.stake, n);
  }
  return { ...view, you: { player: me, oddsRoom } };
}
