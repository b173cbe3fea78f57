/**
 * @module table/autoplay
 * [Autoplay] with a stop (003 §4.1.2: "it is started with [Start], [Deal] or [Autoplay]; autoplay is stopped with
 * [Cash Out] or [Stop/Autoplay]"), for any game that declares how (`Game.autoplay`): the player gives a stake, a
 * number of games, the game's choices (keno's marks, a roulette spot, a reel machine's lines) and optional stop
 * conditions once; the run then plays game after game as that player — each action sent through the table's own
 * `act`, recorded in the round log under the player's name with the key `autoplay-<run>-<game>-<step>`, every random
 * result from the server's RNG as for any action — at the table's pace (the next game when the table opens it, after
 * its outcome pause). After the game's actions, a step the game still awaits from the player gets the game's
 * documented answer (`GameAutoplay.step`: a double-up declined).
 * The run stops, always between two games (a game begun is played to its end: none is left half played):
 * - `count`: the number of games asked for is played;
 * - `win`: a game paid at least `stops.winAtLeast` (what the game itself returned to the credit, the stake included;
 *   a jackpot is not the game's win: it is the `jackpot` stop);
 * - `credit-below`: the credit after a game is below `stops.creditBelow`;
 * - `jackpot` / `feature`: with `stops.feature`, a game won a jackpot (any award of the round in the ledger) or a
 *   feature (`GameAutoplay.feature`: free games);
 * - `credit-short`: the credit cannot pay the next stake;
 * - `stopped` ([Stop/Autoplay]), `cash-out` ([Cash Out]: the ticket is paid after the game in play), `disconnected`
 *   (the player's last connection went), `table` (the table closed, froze or moved), `refused` (the table refused an
 *   action: its message is kept), `server-stop`.
 * A run lives in the process's memory only: a server stopped or crashed does not resume it (the round in play is
 * recovered as any round is — replayed from its log — and waits for the player like any other).
 */
import { z } from 'zod';
import type { GameAutoplay } from '../core/contract.js';
import { CroupierError } from '../core/errors.js';
import type { TableRuntime } from './table-runtime.js';

/** The most games one autoplay request plays (a documented choice: 003 names no figure). */
export const AUTOPLAY_GAMES_MAX = 1000;

const money = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const autoplayRequestSchema = z
  .object({
    stake: money,
    games: z.number().int().min(1).max(AUTOPLAY_GAMES_MAX),
    choices: z.unknown().optional(),
    stops: z.object({ winAtLeast: money.optional(), creditBelow: money.optional(), feature: z.boolean().optional() }).strict().default({}),
  })
  .strict();
export type AutoplayRequest = z.infer<typeof autoplayRequestSchema>;

export type AutoplayStop = 'count' | 'win' | 'credit-below' | 'jackpot' | 'feature' | 'credit-short' | 'stopped' | 'cash-out' | 'disconnected' | 'table' | 'refused' | 'server-stop';
/** The stops a person or the server asks for (the others the run finds itself). */
export type AutoplayStopRequest = Extract<AutoplayStop, 'stopped' | 'cash-out' | 'disconnected' | 'server-stop'>;

const STOPS = ['count', 'win', 'credit-below', 'jackpot', 'feature', 'credit-short', 'stopped', 'cash-out', 'disconnected', 'table', 'refused', 'server-stop'] as const;
/** A run as the routes answer it (`AutoplayStatus`). */
export const autoplayStatusSchema = z.object({
  run: z.string(),
  table: z.string(),
  player: z.string(),
  request: autoplayRequestSchema,
  running: z.boolean(),
  played: z.number().int(),
  staked: z.number().int(),
  returned: z.number().int(),
  lastWin: z.number().int().nullable(),
  credit: z.number().int(),
  reason: z.enum(STOPS).nullable(),
  message: z.string().optional(),
});

export interface AutoplayStatus {
  readonly run: string;
  readonly table: string;
  readonly player: string;
  readonly request: AutoplayRequest;
  readonly running: boolean;
  /** Games played to their end. */
  readonly played: number;
  /** Staked and returned over those games, in minor units. */
  readonly staked: number;
  readonly returned: number;
  /** What the last game returned. */
  readonly lastWin: number | null;
  readonly credit: number;
  readonly reason: AutoplayStop | null;
  readonly message?: string;
}

/** A refusal of an autoplay request: nothing starts, nothing changes. */
export class AutoplayError extends CroupierError {}

/** The table an autoplay plays at (the runtime's commands and views). */
export type AutoplayTable = Pick<TableRuntime, 'id' | 'game' | 'table' | 'isDisposed' | 'status' | 'frozen' | 'roundFor' | 'last' | 'stackBalances' | 'isConnected' | 'act' | 'seats'>;

/** Checks a request against the table and the game; a refusal throws `AutoplayError` (nothing changes). */
export function checkAutoplay(rt: AutoplayTable, player: string, body: unknown): { request: AutoplayRequest; plan: GameAutoplay; actions: readonly Record<string, unknown>[] } {
  const plan = rt.game.autoplay;
  if (!plan) throw new AutoplayError('autoplay/not-offered', `${rt.game.id} asks a decision of the player each game: it offers no autoplay`, { cite: '003 §4.1.2' });
  const parsed = autoplayRequestSchema.safeParse(body);
  if (!parsed.success) throw new AutoplayError('autoplay/invalid-request', parsed.error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; '));
  const request = parsed.data;
  if (plan.choices) {
    const c = plan.choices.safeParse(request.choices);
    if (!c.success) throw new AutoplayError('autoplay/invalid-request', c.error.issues.map((i) => `choices${i.path.length ? '.' : ''}${i.path.join('.')}: ${i.message}`).join('; '));
  } else if (request.choices !== undefined) throw new AutoplayError('autoplay/invalid-request', `${rt.game.id} takes no choices`);
  if (rt.status !== 'open' || rt.frozen || rt.isDisposed) throw new AutoplayError('autoplay/table-not-open', `${rt.id} is not open for play`);
  if (!rt.seats.boxesOf(player).length) throw new AutoplayError('autoplay/not-seated', `${player} does not play at ${rt.id}`);
  if (!rt.isConnected(player)) throw new AutoplayError('autoplay/not-connected', 'autoplay runs while the player is at the machine (connected)');
  const actions = plan.actions(request.stake, request.choices, rt.game.profiles.get(rt.table.profile) as never, rt.table.config as never);
  for (const a of actions) {
    const shape = rt.game.actionSchema.safeParse(a);
    if (!shape.success) throw new AutoplayError('autoplay/invalid-request', shape.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; '));
  }
  // The stake against the range the game offers now, when a game is open to the player (else the first game refuses).
  const first = actions[0];
  const offered = rt.roundFor('player', player)?.legal.find((l) => l.type === first?.type && l.amount && Object.entries(l).every(([k, v]) => k === 'amount' || k === 'type' || first?.[k] === v));
  if (offered?.amount) {
    const { min, max, step } = offered.amount;
    if (request.stake < min || request.stake > max || (request.stake - min) % step) throw new AutoplayError('autoplay/stake', `the stake is ${min} to ${max} in steps of ${step}`, { cite: '003 §4.2.1' });
  }
  const credit = rt.stackBalances[player] ?? 0;
  if (credit < request.stake) throw new AutoplayError('autoplay/credit-short', `the credit (${credit}) cannot pay the stake (${request.stake})`, { cite: '003 §4.2.2' });
  return { request, plan, actions };
}

const sleep = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms).unref?.());

/** One autoplay run at one table for one player. */
export class AutoplayRun {
  private played = 0;
  private staked = 0;
  private returned = 0;
  private lastWin: number | null = null;
  private asked: AutoplayStopRequest | null = null;
  private reason: AutoplayStop | null = null;
  private message: string | undefined;
  private wakeUp: (() => void) | null = null;
  /** Settles when the run has ended (between games). */
  readonly done: Promise<AutoplayStatus>;

  constructor(
    readonly run: string,
    private readonly rt: AutoplayTable,
    readonly player: string,
    private readonly request: AutoplayRequest,
    private readonly plan: GameAutoplay,
    private readonly actions: readonly Record<string, unknown>[],
    /** The jackpots the round won, as its settlement's transaction wrote them (the ledger). */
    private readonly jackpotsWon: (round: number) => Promise<number>,
    /** Records how the run ended (before its status says so). */
    private readonly onEnd: (s: AutoplayStatus) => Promise<void>,
    private readonly pollMs = 100,
  ) {
    this.done = this.loop();
  }

  get running(): boolean {
    return this.reason === null;
  }

  status(): AutoplayStatus {
    return {
      run: this.run,
      table: this.rt.id,
      player: this.player,
      request: this.request,
      running: this.running,
      played: this.played,
      staked: this.staked,
      returned: this.returned,
      lastWin: this.lastWin,
      credit: this.rt.stackBalances[this.player] ?? 0,
      reason: this.reason,
      ...(this.message ? { message: this.message } : {}),
    };
  }

  /** [Stop/Autoplay], [Cash Out], a disconnection, the server's stop: the run ends before the next game. */
  stop(why: AutoplayStopRequest): Promise<AutoplayStatus> {
    this.asked ??= why;
    this.wake();
    return this.done;
  }

  /** The table changed: look again. */
  wake(): void {
    const w = this.wakeUp;
    this.wakeUp = null;
    w?.();
  }

  private async until<R>(look: () => R | null | undefined, betweenGames: boolean): Promise<R | null> {
    for (;;) {
      if (this.rt.isDisposed) return null;
      if (betweenGames && this.asked) return null;
      const r = look();
      if (r !== null && r !== undefined) return r;
      await Promise.race([new Promise<void>((ok) => (this.wakeUp = ok)), sleep(this.pollMs)]);
    }
  }

  /** Why no further game starts, or null. */
  private beforeGame(): AutoplayStop | null {
    const rt = this.rt;
    if (this.asked) return this.asked;
    if (rt.isDisposed || rt.status !== 'open' || rt.frozen) return 'table';
    if (this.played >= this.request.games) return 'count';
    if (!rt.isConnected(this.player)) return 'disconnected';
    if ((rt.stackBalances[this.player] ?? 0) < this.request.stake) return 'credit-short';
    return null;
  }

  private async loop(): Promise<AutoplayStatus> {
    let previous: number | null = this.rt.last?.id ?? null;
    try {
      for (;;) {
        const why = this.beforeGame();
        if (why) return this.end(why);
        // The next game the table opens to the player (its outcome pause over): the first action listed for them.
        const first = this.actions[0] as Record<string, unknown>;
        const open = await this.until(() => {
          const r = this.rt.roundFor('player', this.player);
          return r && r.id !== previous && r.legal.some((l) => l.type === first.type) ? r : null;
        }, true);
        if (!open) return this.end(this.beforeGame() ?? 'table');
        const round = open.id;
        const n = this.played + 1;
        let step = 0;
        for (const a of this.actions) await this.send(round, a, `autoplay-${this.run}-${n}-${step++}`);
        // The game's later steps (free games are the machine's own), until it is settled.
        for (;;) {
          const next = await this.until(() => (this.rt.last?.id === round ? 'over' : this.rt.isDisposed ? 'gone' : this.awaitingMe(round) ? 'step' : null), false);
          if (next !== 'step') break;
          const legal = this.rt.roundFor('player', this.player)?.legal ?? [];
          const answer = this.plan.step?.(legal) ?? null;
          if (!answer) return this.end('refused', `the game awaits a decision autoplay has no answer for (${legal.map((l) => l.type).join(', ')})`);
          await this.send(round, answer, `autoplay-${this.run}-${n}-${step++}`);
        }
        const last = this.rt.last;
        if (!last || last.id !== round) return this.end('table');
        previous = round;
        // The game's own lines: a jackpot's (`bet: 'jackpot'`, a car's value among them) is a feature, not the game's win.
        const mine = last.lines.filter((l) => l.bettor === this.player && l.bet !== 'jackpot');
        const won = mine.reduce((a, l) => a + l.returned, 0);
        this.played++;
        this.staked += mine.reduce((a, l) => a + l.stake, 0);
        this.returned += won;
        this.lastWin = won;
        const s = this.request.stops;
        if (s.winAtLeast !== undefined && won >= s.winAtLeast) return this.end('win');
        if (s.creditBelow !== undefined && (this.rt.stackBalances[this.player] ?? 0) < s.creditBelow) return this.end('credit-below');
        if (s.feature && (await this.jackpotsWon(round)) > 0) return this.end('jackpot');
        if (s.feature && this.plan.feature?.(last.state)) return this.end('feature');
      }
    } catch (e) {
      return this.end('refused', e instanceof CroupierError ? `${e.code}: ${e.message}` : 'the table could not take the action');
    }
  }

  private awaitingMe(round: number): boolean {
    const r = this.rt.roundFor('player', this.player);
    return !!r && r.id === round && r.awaiting.some((a) => a.kind === 'player' && a.player === this.player) && r.legal.length > 0;
  }

  private async send(round: number, action: Record<string, unknown>, key: string): Promise<void> {
    const r = this.rt.roundFor('player', this.player);
    if (!r || r.id !== round) throw new AutoplayError('autoplay/game-gone', 'the game in play ended before autoplay could act');
    await this.rt.act({ username: this.player, as: 'player', key, round, version: r.version, action });
  }

  private async end(reason: AutoplayStop, message?: string): Promise<AutoplayStatus> {
    const final = { ...this.status(), running: false, reason, ...(message ? { message } : {}) };
    try {
      await this.onEnd(final);
    } finally {
      this.reason = reason;
      this.message = message;
    }
    return final;
  }
}
