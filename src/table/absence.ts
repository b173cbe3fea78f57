/**
 * @module table/absence
 * A player away from the table after the deal, checked by the table (003 §2.1.9.2, issue 17: "checked by the table,
 * not left to the dealer"). Under a profile whose game has an absence rule (`Game.absence`):
 * - the deal's time is the recorded time of the step that dealt the cards (`LiveRound.dealtAt`, found again by the
 *   replay after a restart);
 * - a player is away while none of their connections is open: since the last one dropped (table/presence records
 *   the drop and the return), or, for one who has not connected to this process, since the table started here;
 * - a player away for the rule's time, counted from the deal or from the drop if later, has the game's steps for
 *   their boxes still in play taken as dealer steps (recorded in the round's log like any other, so replayable);
 * - one timer, at the earliest such moment, runs the check; a return before it cancels nothing but the steps.
 */
import { isListed, type AbsenceRule, type GameAction } from '../core/contract.js';
import { DEALER, type PlayerId } from '../core/ids.js';
import type { LiveRound } from './live-round.js';
import type { Presence } from './presence.js';
import type { TableCore } from './table-core.js';

/** The table's absence rule, if its game and profile have one. */
export function absenceOf(t: TableCore): AbsenceRule | null {
  return (t.game.absence?.(t.deps.profile) as AbsenceRule | null | undefined) ?? null;
}

/** Notes the deal's time on the round the first time `state` (reached at `at`) has the cards out. */
export function noteDeal(t: TableCore, r: LiveRound, state: unknown, at: number): void {
  if (r.dealtAt !== null) return;
  const rule = absenceOf(t);
  if (rule && rule.dealt(state)) r.dealtAt = at;
}

export class AbsenceWatch {
  private timer: { at: number; handle: unknown } | null = null;

  constructor(
    private readonly t: TableCore,
    private readonly presence: Presence,
    /** Runs the table's automatic steps (in its queue), which end with `check`. */
    private readonly rerun: () => void,
    /** Commits a dealer step the table takes by itself. */
    private readonly step: (a: GameAction) => Promise<void>,
  ) {}

  /** The players who may be away in the round in play: the holders of boxes and everyone with chips on the table. */
  private players(r: LiveRound): string[] {
    return [...new Set([...this.t.seats.holders(), ...r.staked.keys()])].sort();
  }

  /**
   * Inside the table's queue, after its automatic steps: takes the steps of every player away for the rule's time,
   * then sets the timer for the next player who would be. True when a step was taken (the automatic steps run again).
   */
  async check(): Promise<boolean> {
    const t = this.t;
    const rule = absenceOf(t);
    const r = t.round;
    if (!rule || !r || !r.recorded || r.dealtAt === null || t.frozen || t.disposed) {
      this.clear();
      return false;
    }
    const now = t.deps.clock.now();
    let next: number | null = null;
    for (const u of this.players(r)) {
      const since = this.presence.awaySince(u);
      if (since === null) continue;
      const steps = rule.steps(r.state, u as PlayerId).filter((a) => isListed(t.legal(r.state, DEALER), a as GameAction));
      if (steps.length === 0) continue;
      const due = Math.max(r.dealtAt, since) + rule.afterMs;
      if (due <= now) {
        t.deps.log.info({ table: t.id, round: r.id, player: u, away: since, dealt: r.dealtAt, cite: rule.cite }, 'player away after the deal: the table takes the rule’s steps');
        for (const a of steps) if (t.round === r && isListed(t.legal(r.state, DEALER), a as GameAction)) await this.step({ ...(a as GameAction), by: DEALER });
        return true;
      }
      next = next === null ? due : Math.min(next, due);
    }
    this.arm(next);
    return false;
  }

  private arm(at: number | null): void {
    if (this.timer?.at === at) return;
    this.clear();
    if (at === null) return;
    const handle = this.t.deps.clock.setTimeout(() => {
      this.timer = null;
      this.rerun();
    }, Math.max(0, at - this.t.deps.clock.now()));
    this.timer = { at, handle };
  }

  clear(): void {
    if (this.timer) this.t.deps.clock.clearTimeout(this.timer.handle);
    this.timer = null;
  }
}
