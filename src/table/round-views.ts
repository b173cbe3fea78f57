/**
 * @module table/round-views
 * What each audience sees of a table's round: the game's own view for that audience (`Game.view`, built from an
 * allow-list: never the shoe's order or salt, never another player's hidden cards) with the actions the viewer may
 * take now (a player's filtered to the boxes they hold or may bet behind; none at a frozen table), and the last
 * round's result, built once per audience.
 */
import type { LegalAction, PlayersNeeded } from '../core/contract.js';
import { DEALER, player, type Actor, type Audience } from '../core/ids.js';
import type { PotResult, SettlementLine } from '../core/settlement.js';
import type { TableCore } from './table-core.js';

export type TableRole = 'player' | 'spectator' | 'dealer' | 'auditor';

export interface RoundSnapshot {
  readonly id: number;
  readonly no: number;
  readonly version: number;
  readonly view: unknown;
  readonly legal: LegalAction[];
  readonly awaiting: Actor[];
  readonly deadline: number | null;
  readonly timer: 'betting' | 'decision' | null;
  readonly ready: string[];
  /** The game plays no coup with the players seated: how many it needs (`Game.playersNeeded`). */
  readonly needs?: { readonly needed: number; readonly seated: number[]; readonly cite: string };
}

type MutablePot = Omit<PotResult, 'contributions' | 'awards' | 'cuts' | 'kept'> & { contributions: PotResult['contributions'][number][]; awards: PotResult['awards'][number][]; cuts: PotResult['cuts'][number][]; kept?: PotResult['contributions'][number][] };

export interface LastResultView {
  readonly id: number;
  readonly no: number;
  readonly outcome: 'settled' | 'voided';
  readonly view: unknown;
  readonly lines: SettlementLine[];
  readonly pots?: MutablePot[];
  /** The dealer's and the auditor's only: players and spectators never see the house's net (issue 17). */
  readonly houseNet?: number;
  readonly reason?: string;
}

const needs = (n: PlayersNeeded | null): { needs?: { needed: number; seated: number[]; cite: string } } => (n ? { needs: { needed: n.needed, seated: [...n.seated], cite: n.cite } } : {});

export function audienceOf(as: TableRole, username: string | null): Audience {
  if (as === 'player' && username) return { kind: 'player', player: username };
  if (as === 'dealer') return { kind: 'dealer' };
  if (as === 'auditor') return { kind: 'auditor' };
  return { kind: 'spectator' };
}

export class RoundViews {
  /** The last result's views, built once per audience. */
  private readonly lastViews = new Map<string, LastResultView>();

  constructor(private readonly t: TableCore) {}

  round(as: TableRole, username: string | null, timer: { deadline: number | null; timer: 'betting' | 'decision' | null }): RoundSnapshot | null {
    const t = this.t;
    const r = t.round;
    if (!r) return null;
    const g = t.game;
    const lacking = t.playersNeeded(r);
    let legal: LegalAction[] = [];
    // A frozen table, or one waiting for players (every action refused, `table/too-few-players`), offers nothing.
    if (t.frozen || lacking) legal = [];
    else if (as === 'player' && username && t.record.status !== 'closed') {
      const by = player(username);
      const all = t.legal(r.state, by);
      legal = all.filter((l) => !t.seats.authorise(username, l as LegalAction & { box?: unknown }, () => all, (box) => r.hasStakeOn(username, box)));
    } else if (as === 'dealer') legal = [...t.legal(r.state, DEALER)];
    return {
      id: r.id,
      no: r.no,
      version: g.version(r.state),
      view: g.view(r.state, audienceOf(as, username)),
      legal,
      awaiting: [...g.awaiting(r.state)],
      deadline: timer.deadline,
      timer: timer.timer,
      ready: [...r.ready].sort(),
      ...needs(lacking),
    };
  }

  last(as: TableRole, username: string | null): LastResultView | null {
    const l = this.t.lastResult;
    if (!l) return null;
    const key = `${l.id}:${as}:${as === 'player' ? (username ?? '') : ''}`;
    const hit = this.lastViews.get(key);
    if (hit) return hit;
    const pots = l.pots?.map(({ kept, ...p }) => ({ ...p, contributions: [...p.contributions], awards: [...p.awards], cuts: [...p.cuts], ...(kept ? { kept: [...kept] } : {}) }));
    const base = { id: l.id, no: l.no, outcome: l.outcome, view: this.t.game.view(l.state, audienceOf(as, username)), lines: [...l.lines], ...(pots ? { pots } : {}), ...(as === 'dealer' || as === 'auditor' ? { houseNet: l.houseNet } : {}) };
    const out = l.reason ? { ...base, reason: l.reason } : base;
    if (this.lastViews.size > 64) this.lastViews.clear();
    this.lastViews.set(key, out);
    return out;
  }
}
