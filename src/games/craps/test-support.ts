/**
 * @module games/craps/test-support
 * A small table driver for the craps tests: rounds chained through `carry`, actions randomized and applied as
 * the RoundRunner does, fixed dice per throw. Throws on a rejected action unless asked for the rejection.
 */
import type { Actor } from '../../core/ids.js';
import { deepMerge } from '../../rules/profile-set.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { Rejection } from '../../core/errors.js';
import type { Settlement } from '../../core/settlement.js';
import { craps } from './game.js';
import type { CrapsProfile } from './profile.js';
import type { CrapsAction, CrapsCarry, CrapsEvent, CrapsState } from './state.js';
import type { CrapsTable } from './table.js';

export const actor = (by: string): Actor => (by === 'dealer' ? { kind: 'dealer' } : by === 'system' ? { kind: 'system' } : { kind: 'player', player: by });

export class Driver {
  readonly profile: CrapsProfile;
  readonly table: CrapsTable;
  state!: CrapsState;
  carry: CrapsCarry | null = null;
  /** Every event since the driver started. */
  readonly log: CrapsEvent[] = [];
  readonly rng = seededRng('craps-driver');

  constructor(profile: string | CrapsProfile, table: Partial<CrapsTable> = {}, overrides?: unknown) {
    const base = typeof profile === 'string' ? (overrides ? craps.profiles.derive(profile, overrides) : craps.profiles.get(profile)) : profile;
    this.profile = base;
    this.table = deepMerge(craps.defaultTable(base), table) as CrapsTable;
    this.next();
  }

  /** Starts the next round (one throw) from what the last one left; `dice` fixes its throw(s). */
  next(...dice: [number, number][]): this {
    if (this.state) this.carry = craps.carry(this.state);
    const r = craps.create({ profile: this.profile, table: this.table, carry: this.carry, rng: this.rng, ...(dice.length ? { stack: { dice } } : {}) });
    this.state = r.state;
    this.log.push(...r.events);
    return this;
  }

  try(by: string, type: string, fields: Record<string, unknown> = {}): { events: CrapsEvent[] } | Rejection {
    const a = craps.randomize!(this.state, { type, by: actor(by), ...fields } as CrapsAction, this.rng);
    const r = craps.apply(this.state, a);
    if (!r.ok) return r.rejection;
    this.state = r.state;
    this.log.push(...r.events);
    return { events: [...r.events] };
  }

  act(by: string, type: string, fields: Record<string, unknown> = {}): CrapsEvent[] {
    const r = this.try(by, type, fields);
    if ('code' in r) throw new Error(`${by} ${type} ${JSON.stringify(fields)} rejected: ${r.code}: ${r.message}`);
    return r.events;
  }

  /** The rejection code of an action that must be refused (and must change nothing). */
  refuse(by: string, type: string, fields: Record<string, unknown> = {}): string {
    const before = JSON.stringify(this.state);
    const r = this.try(by, type, fields);
    if (!('code' in r)) throw new Error(`${by} ${type} ${JSON.stringify(fields)} was accepted`);
    if (JSON.stringify(this.state) !== before) throw new Error('a rejected action changed the state');
    return r.code;
  }

  bet(by: string, spot: string, amount: number): this {
    this.act(by, 'bet', { spot, amount });
    return this;
  }

  /** Closes betting and throws: every player at the rail says ready, the croupier calls, the shooter throws. */
  throwNow(): Settlement {
    this.act('dealer', 'no-more-bets');
    this.act(this.state.shooter ?? 'dealer', 'throw');
    const s = craps.settlement(this.state);
    if (!s) throw new Error('round not over after the throw');
    return s;
  }

  /** Starts a round with fixed dice, places `bets` (by, spot, amount), throws; returns the settlement. */
  roll(d1: number, d2: number, bets: [string, string, number][] = []): Settlement {
    this.next([d1, d2]);
    for (const [by, spot, amount] of bets) this.bet(by, spot, amount);
    return this.throwNow();
  }

  /** The line for `bet` of `bettor` in a settlement (undefined when the bet was not decided). */
  static line(s: Settlement, bet: string, bettor = 'you') {
    return s.lines.find((l) => l.bet === bet && l.bettor === bettor);
  }

  standing(bettor = 'you'): string[] {
    return this.state.bets.filter((b) => b.bettor === bettor).map((b) => `${b.kind}${b.number === null ? '' : `-${b.number}`}:${b.stake}`);
  }
}
