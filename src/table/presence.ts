/**
 * @module table/presence
 * Who is at a table and what the game is told of it: the connections of each player (a seated player whose last
 * connection drops keeps the boxes for the grace period), the steps that tell the game who holds which box and who
 * consented to bets behind (`Game.seating`), and the players present for games that name them. Presence never
 * records or voids a round: a change of who is present draws a draft up again, and a round already recorded keeps
 * the players it started with.
 */
import type { GameAction, SeatHeldAway } from '../core/contract.js';
import { isListed } from '../core/contract.js';
import { player, type PlayerId } from '../core/ids.js';
import type { LiveRound } from './live-round.js';
import type { RoundKeeper } from './round-keeper.js';
import type { TableCore } from './table-core.js';

export class Presence {
  private readonly connections = new Map<string, number>();
  private readonly graceTimers = new Map<string, unknown>();
  /** Players whose grace ran out while they had chips at risk: their boxes free up when the round ends. */
  private readonly releaseAfterRound = new Set<string>();
  /**
   * When each player's last connection dropped (table/absence: 003 §2.1.9.2); cleared when one returns. A seated
   * player's is also stored (`TableStore.saveAbsence`) and read back at a restart, so 003 §3.2.24's time runs on.
   */
  private readonly awayFrom = new Map<string, number>();
  /** The players whose time away is stored. */
  private readonly stored = new Set<string>();
  /** Boxes given up while no round was in play, by box: the game is told in the next round (`unmirror`). */
  private readonly leftBetweenRounds = new Map<number, string>();
  /** When this process started running the table: a player not connected since is away from then. */
  private readonly since: number;

  constructor(
    private readonly t: TableCore,
    private readonly keeper: RoundKeeper,
    private readonly enqueue: (what: string, fn: () => Promise<void>) => void,
    /** A player gave up their boxes (at a table of seat stacks, the stack goes back to the wallet). */
    private readonly left: (username: string) => Promise<void> = async () => undefined,
    /** How many players are on the table's waiting list (003 §3.2.24: the seat is held less long when any are). */
    private readonly waiting: () => number = () => 0,
  ) {
    this.since = t.deps.clock.now();
  }

  /** Reads back the times away stored before a restart (each seated player's; the others' rows are dropped). */
  async load(): Promise<void> {
    for (const [u, since] of Object.entries(await this.t.deps.store.loadAbsences(this.t.id))) {
      if (this.t.seats.boxesOf(u).length === 0) await this.t.deps.store.saveAbsence(this.t.id, u, null);
      else {
        this.awayFrom.set(u, since);
        this.stored.add(u);
      }
    }
  }

  /** Since when `username` has had no connection to the table, or null while they have one (table/absence). */
  awaySince(username: string): number | null {
    return this.isConnected(username) ? null : (this.awayFrom.get(username) ?? this.since);
  }

  /**
   * The players present, for games that name them (`Game.seating.present`): the seat holders and whoever has chips on
   * the table (this round's, or standing from an earlier one), sorted. Watching is not playing: a player who only
   * opens the table's page (joined as a player, no box, no chip) is not named, so the game never waits for them
   * (issue 17: "Waiting for carol" held every blackjack round its whole betting time). A stake makes its bettor
   * present from the next round (a recorded round keeps the players it started with).
   */
  present(): PlayerId[] {
    const r = this.t.round;
    const g = this.t.game;
    const standing = g.standing ? g.standing((r ? r.carryIn : this.t.record.carry) as never).map((x) => x.bettor) : [];
    return [...new Set([...this.t.seats.holders(), ...(r ? r.staked.keys() : []), ...standing])].sort();
  }

  isConnected(username: string): boolean {
    return (this.connections.get(username) ?? 0) > 0;
  }

  /** A connection of `username` started watching as a player. */
  attach(username: string): void {
    this.connections.set(username, (this.connections.get(username) ?? 0) + 1);
    const away = this.awayFrom.get(username);
    if (this.stored.delete(username)) this.enqueue('absence cleared', () => this.t.deps.store.saveAbsence(this.t.id, username, null));
    if (away !== undefined) {
      this.awayFrom.delete(username);
      this.t.deps.log.info({ table: this.t.id, player: username, away, back: this.t.deps.clock.now() }, 'player back at the table');
    }
    const g = this.graceTimers.get(username);
    if (g !== undefined) {
      this.t.deps.clock.clearTimeout(g);
      this.graceTimers.delete(username);
    }
    this.releaseAfterRound.delete(username);
    this.t.changed(true);
    this.enqueue('players refresh', () => this.redrawIfOutdated());
  }

  /** A connection of `username` went away; the last one starts the grace period for their boxes. */
  detach(username: string): void {
    const n = (this.connections.get(username) ?? 0) - 1;
    if (n > 0) {
      this.connections.set(username, n);
      return;
    }
    this.connections.delete(username);
    const at = this.t.deps.clock.now();
    this.awayFrom.set(username, at);
    if (this.t.seats.boxesOf(username).length > 0) {
      this.stored.add(username);
      this.enqueue('absence recorded', () => this.t.deps.store.saveAbsence(this.t.id, username, at));
    }
    this.t.deps.log.info({ table: this.t.id, player: username, away: this.t.deps.clock.now() }, 'player’s last connection dropped');
    this.startGrace(username);
    this.t.changed(true);
    this.enqueue('players refresh', () => this.redrawIfOutdated());
  }

  /**
   * A seated player with no connection keeps the boxes for the grace period from now, or for the game's time for an
   * absence (`Game.seatHeldAway`) counted from when he went away (stored: a restart does not start it again), then
   * gives up those not in play.
   */
  startGrace(username: string): void {
    if (this.t.seats.boxesOf(username).length === 0 || this.graceTimers.has(username) || this.t.disposed || this.isConnected(username)) return;
    const held = heldAwayMs(this.t, this.waiting());
    const since = held.cite ? (this.awaySince(username) ?? this.t.deps.clock.now()) : this.t.deps.clock.now();
    const h = this.t.deps.clock.setTimeout(() => {
      this.graceTimers.delete(username);
      if (held.cite) this.t.deps.log.info({ table: this.t.id, player: username, heldMs: held.ms, cite: held.cite }, 'player away beyond the rule’s time: the seat is freed');
      this.enqueue('grace release', () => this.releaseSeats(username));
    }, Math.max(0, since + held.ms - this.t.deps.clock.now()));
    this.graceTimers.set(username, h);
  }

  /**
   * The waiting list became empty or not (003 §3.2.24: 15 minutes with a list, 30 without): the time of every seated
   * player away under the game's rule is set again, still counted from when he went away (the server's grace is not).
   */
  waitingChanged(): void {
    if (!heldAwayMs(this.t, 0).cite) return;
    for (const [u, h] of [...this.graceTimers]) {
      this.t.deps.clock.clearTimeout(h);
      this.graceTimers.delete(u);
      this.startGrace(u);
    }
  }

  stop(): void {
    for (const h of this.graceTimers.values()) this.t.deps.clock.clearTimeout(h);
    this.graceTimers.clear();
  }

  /**
   * A draft drawn up for other players than those present now is drawn up again (nothing of it is recorded, so
   * nothing is voided); a recorded round keeps its players.
   */
  async redrawIfOutdated(): Promise<void> {
    if (this.t.frozen || this.t.record.status !== 'open' || !this.keeper.draftOutdated(this.present())) return;
    await this.redraw();
  }

  /** Draws the draft in play up again (the players present or their seat stacks changed). */
  async redraw(): Promise<void> {
    const r = this.t.round;
    if (this.t.frozen || this.t.record.status !== 'open' || !r || !r.draft) return;
    this.keeper.discardDraft();
    await this.keeper.drawUp(this.present());
    if (this.t.round) await this.mirrorSeats();
  }

  /** Marks a player whose boxes must be freed when the round ends. */
  releaseLater(username: string): void {
    this.releaseAfterRound.add(username);
  }

  forgetRelease(username: string): void {
    this.releaseAfterRound.delete(username);
  }

  /** Frees the boxes of players whose grace ran out during the round that just ended. */
  async afterRound(): Promise<void> {
    for (const u of [...this.releaseAfterRound]) await this.releaseSeats(u);
  }

  /** Gives up the boxes of a player gone for good, except those with chips in play (freed when the round ends). */
  async releaseSeats(username: string): Promise<void> {
    if (this.isConnected(username)) return;
    let kept = false;
    for (const box of this.t.seats.boxesOf(username)) {
      if ((this.t.round?.onBox.get(box) ?? 0) > 0) {
        kept = true;
        continue;
      }
      await this.unmirror(username, box);
      await this.t.deps.store.saveSeat(this.t.id, box, null);
      this.t.seats.stand(box);
    }
    if (kept) this.releaseAfterRound.add(username);
    else {
      this.releaseAfterRound.delete(username);
      if (this.stored.delete(username)) await this.t.deps.store.saveAbsence(this.t.id, username, null);
    }
    this.t.changed(true);
    await this.left(username);
  }

  // ------------------------------------------------------------------ telling the game (`Game.seating`)

  /** A presence step, applied when the game lists it (drafted into a draft, recorded in a recorded round). */
  private async tell(r: LiveRound, action: GameAction): Promise<void> {
    if (this.t.round !== r || !isListed(this.t.legal(r.state, action.by), action)) return;
    await this.keeper.commit(action, { account: null, key: null, presence: true });
  }

  /** Tells the game about every box held at the table, and the consents given for bets behind them. */
  async mirrorSeats(): Promise<void> {
    const r = this.t.round;
    if (!r) return;
    const leave = this.t.game.seating?.leave;
    for (const [box, username] of [...this.leftBetweenRounds]) {
      this.leftBetweenRounds.delete(box);
      if (leave && this.t.seats.holder(box) !== username) await this.tell(r, leave(box, player(username) as never) as GameAction);
      if (this.t.round !== r) return;
    }
    const sit = this.t.game.seating?.sit;
    for (const holder of this.t.seats.holders())
      for (const box of this.t.seats.boxesOf(holder)) {
        if (this.t.round !== r) return;
        if (sit) await this.tell(r, sit(box, player(holder) as never) as GameAction);
        await this.mirrorConsents(holder, box);
      }
  }

  /** Tells the game the consents the holder of `box` gave at the table (002 §14.11), as the holder's own steps. */
  async mirrorConsents(holder: string, box: number): Promise<void> {
    const r = this.t.round;
    const consent = this.t.game.seating?.consent;
    const rec = this.t.seats.record(box);
    if (!r || !consent || !rec || rec.holder !== holder || rec.behind.length === 0) return;
    const by = player(holder);
    const wanted = this.t.legal(r.state, by).filter((l) => l.type === consent(box, '', by as never).type && l.box === box && typeof l.player === 'string' && (rec.behind.includes('*') || rec.behind.includes(l.player)));
    for (const l of wanted) await this.tell(r, consent(box, l.player as string, by as never) as GameAction);
  }

  /**
   * Tells the game a box is given up, if it seats players itself. Between rounds (none in play: a seat freed when a
   * round ended) the game is told in the next round drawn up (`mirrorSeats`), where the step is recorded: a game that
   * carries its seats from round to round (circle poker) would otherwise keep seating the player.
   */
  async unmirror(username: string, box: number): Promise<void> {
    const r = this.t.round;
    const leave = this.t.game.seating?.leave;
    if (!leave) return;
    if (r) await this.tell(r, leave(box, player(username) as never) as GameAction);
    else this.leftBetweenRounds.set(box, username);
  }
}

/**
 * How long a player away keeps the seat: the game's rule under the table's profile (`Game.seatHeldAway`: 003 §3.2.24's
 * 15 minutes while anyone is on the table's waiting list, 30 without), else the server's grace.
 */
export function heldAwayMs(t: TableCore, waiting: number): { ms: number; cite: string | null } {
  const rule = (t.game.seatHeldAway?.(t.deps.profile) as SeatHeldAway | null | undefined) ?? null;
  return rule ? { ms: waiting > 0 ? rule.waitingListMs : rule.freeSeatsMs, cite: rule.cite } : { ms: t.deps.timings.graceMs, cite: null };
}
