/**
 * @module table/live-round
 * The round a table is playing, as the runtime holds it: the game state plus what the table needs to know about
 * chips at risk (who staked how much on which box), who said they are ready, and when the first stake came.
 *
 * A round is a **draft** until something worth recording happens in it (a stake, a person's decision, a dealer or
 * system step): it lives only here (its id is reserved, nothing else is written), and the presence steps the table took into it (seating, consents)
 * wait in `drafted`. A draft is drawn up again, at no cost, when the people present change or the table is
 * reconfigured; it is written — its initial state, the drafted steps and the action that made it real, in one
 * transaction — only then. So people arriving and leaving never create or void rounds (issue 15 item 9).
 */
import type { GameAction, GameEvent, StakeEvent, StakeWithdrawnEvent } from '../core/contract.js';

/** A step applied to a draft and not yet recorded: written with the draft when it becomes real. */
export interface DraftedStep {
  readonly action: GameAction;
  readonly events: readonly GameEvent[];
  readonly version: number;
  readonly at: number;
}

export interface RoundStart {
  /** The round's id: reserved when its first draft is drawn up, kept by every draft of the same round. */
  readonly id: number;
  /** Recorded in storage (a recovered round); false for a draft. */
  readonly recorded: boolean;
  readonly no: number;
  /** The table configuration the game was created with (with the players present, where the game names them). */
  readonly config: unknown;
  /** What `create` returned: the state every replay starts from. */
  readonly initial: unknown;
  /** The events `create` emitted (a shoe's commitment). */
  readonly createEvents: readonly GameEvent[];
  /** What the previous round left: what a void of this round must leave standing again. */
  readonly carryIn: unknown;
  readonly startedAt: number;
}

export class LiveRound {
  readonly id: number;
  /** Something of it is recorded in storage; a draft is not. */
  recorded: boolean;
  readonly no: number;
  readonly config: unknown;
  readonly initial: unknown;
  readonly createEvents: readonly GameEvent[];
  readonly carryIn: unknown;
  /** Steps taken into the draft (seating, consents), recorded with it when it becomes real. */
  readonly drafted: DraftedStep[] = [];
  public state: unknown;
  /** Number of actions applied so far (the next one gets `seq + 1`). */
  public seq = 0;
  /** Net chips on the table per bettor. */
  readonly staked = new Map<string, number>();
  /** Net chips per box (bets without a box are not counted here). */
  readonly onBox = new Map<number, number>();
  /** Net chips per `bettor:box` pair. */
  readonly byBettorBox = new Map<string, number>();
  /** Net chips per bet (bettor, box, bet name): what a void returns names its bets (issue 17). */
  readonly byBet = new Map<string, { readonly bettor: string; readonly box?: number; readonly bet: string; amount: number }>();
  readonly ready = new Set<string>();
  firstStakeAt: number | null = null;
  /** A chip was staked in this round at some point (even if withdrawn since). */
  everStaked = false;
  /** When the last action was recorded (the round's start before any): decision timers count from it. */
  lastActionAt: number;
  /** Bets are closed: the betting timer fired, everyone was ready, or a dealer or system step was taken. */
  bettingClosed = false;
  /** The game awaited players while bets were open (it tracks who is done betting itself). */
  gameTracksBetting = false;
  /**
   * When the cards were dealt (`Game.absence` `dealt` first held): the recorded time of the step that dealt them, so a
   * replay after a restart finds the same time (table/absence counts a player's absence from it). Null before.
   */
  dealtAt: number | null = null;

  /** Recent states by version (shared structure, cheap): to tell whether a stale action's choices are still the same. */
  readonly history = new Map<number, unknown>();

  constructor(start: RoundStart) {
    this.id = start.id;
    this.recorded = start.recorded;
    this.no = start.no;
    this.config = start.config;
    this.initial = start.initial;
    this.createEvents = start.createEvents;
    this.carryIn = start.carryIn;
    this.state = start.initial;
    this.lastActionAt = start.startedAt;
  }

  /** Nothing of this round is recorded yet. */
  get draft(): boolean {
    return !this.recorded;
  }

  /** Remembers the state at its version (the last 64). */
  keep(version: number, state: unknown): void {
    this.history.set(version, state);
    if (this.history.size > 64) this.history.delete(this.history.keys().next().value as number);
  }

  /** Total chips on the table for this round. */
  get onTable(): number {
    let t = 0;
    for (const v of this.staked.values()) t += v;
    return t;
  }

  hasStakeOn(bettor: string, box: number): boolean {
    return (this.byBettorBox.get(`${bettor}:${box}`) ?? 0) > 0;
  }

  /** Follows the chip movements in the events of an accepted action. */
  track(events: readonly GameEvent[], now: number): void {
    for (const e of events) {
      if (e.type !== 'stake' && e.type !== 'stake-withdrawn') continue;
      const s = e as StakeEvent | StakeWithdrawnEvent;
      const sign = e.type === 'stake' ? 1 : -1;
      this.staked.set(s.bettor, (this.staked.get(s.bettor) ?? 0) + sign * s.amount);
      if (s.box !== undefined) {
        this.onBox.set(s.box, (this.onBox.get(s.box) ?? 0) + sign * s.amount);
        const k = `${s.bettor}:${s.box}`;
        this.byBettorBox.set(k, (this.byBettorBox.get(k) ?? 0) + sign * s.amount);
      }
      const bk = `${s.bettor}\u0000${s.box ?? ''}\u0000${s.bet}`;
      const b = this.byBet.get(bk) ?? { bettor: s.bettor, ...(s.box !== undefined ? { box: s.box } : {}), bet: s.bet, amount: 0 };
      b.amount += sign * s.amount;
      if (b.amount === 0) this.byBet.delete(bk);
      else this.byBet.set(bk, b);
      if (sign > 0 && this.firstStakeAt === null) this.firstStakeAt = now;
      if (sign > 0) this.everStaked = true;
    }
    for (const [k, v] of this.staked) if (v === 0) this.staked.delete(k);
    for (const [k, v] of this.onBox) if (v === 0) this.onBox.delete(k);
    for (const [k, v] of this.byBettorBox) if (v === 0) this.byBettorBox.delete(k);
    if (this.onTable === 0) this.firstStakeAt = null;
  }

  /**
   * The lines of a void for `refunds` (chips returned per bettor): each of the bettor's bets of this round by name,
   * and what else came back (chips that stood from earlier rounds) as one `void` line.
   */
  voidLines(refunds: readonly { bettor: string; amount: number }[]): { bettor: string; box?: number; bet: string; stake: number; returned: number; net: 0; outcome: 'void' }[] {
    return refunds.flatMap((x) => {
      const bets = [...this.byBet.values()].filter((b) => b.bettor === x.bettor && b.amount > 0);
      const named = bets.reduce((t, b) => t + b.amount, 0);
      if (named > x.amount) return [{ bettor: x.bettor, bet: 'void', stake: x.amount, returned: x.amount, net: 0 as const, outcome: 'void' as const }];
      const lines = bets.map((b) => ({ bettor: b.bettor, ...(b.box !== undefined ? { box: b.box } : {}), bet: b.bet, stake: b.amount, returned: b.amount, net: 0 as const, outcome: 'void' as const }));
      return x.amount > named ? [...lines, { bettor: x.bettor, bet: 'void', stake: x.amount - named, returned: x.amount - named, net: 0 as const, outcome: 'void' as const }] : lines;
    });
  }
}
