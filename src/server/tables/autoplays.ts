/**
 * @module server/tables/autoplays
 * The autoplay runs of this process (table/autoplay), one per player and machine: started by the player's request
 * (checked whole first: a refusal changes nothing), woken by every change of their table, stopped by [Stop/Autoplay],
 * by [Cash Out] (the ticket is paid once the game in play has ended), by the player's disconnection and by the
 * server's stop. The request and how the run ended are written to the audit log (`machine-autoplay`,
 * `machine-autoplay-ended`); each game's actions are in the round log under the player's name. Runs are not stored:
 * after a restart none is running (docs/server.md "Machine autoplay").
 */
import { randomBytes } from 'node:crypto';
import { AutoplayError, AutoplayRun, checkAutoplay, type AutoplayStatus, type AutoplayStopRequest, type AutoplayTable } from '../../table/autoplay.js';
import { appendStaffLog } from '../audit/staff-log.js';
import type { Db } from '../db/db.js';

const keyOf = (table: string, player: string): string => `${table}\u0000${player}`;

export class Autoplays {
  private readonly runs = new Map<string, AutoplayRun>();
  /** The last run of each player and table, ended (what the page shows after a stop). */
  private readonly ended = new Map<string, AutoplayStatus>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly pollMs = 100,
  ) {}

  /** Starts a run; an `AutoplayError` (nothing started) when the request or the table refuses. */
  async start(rt: AutoplayTable, player: string, body: unknown): Promise<AutoplayStatus> {
    const k = keyOf(rt.id, player);
    const running = this.runs.get(k);
    if (running?.running) throw new AutoplayError('autoplay/running', 'autoplay is already running at this machine: stop it first');
    const { request, plan, actions } = checkAutoplay(rt, player, body);
    const id = randomBytes(6).toString('hex');
    await this.db.tx((q) => appendStaffLog(q, { actor: player, action: 'machine-autoplay', target: rt.id, details: { run: id, ...request, cite: '003 §4.1.2' } }, this.now()));
    const run = new AutoplayRun(id, rt, player, request, plan, actions, (round) => this.jackpotsWon(round), (s) => this.finished(k, s), this.pollMs);
    this.runs.set(k, run);
    this.ended.delete(k);
    return run.status();
  }

  /** The player's run at the table (running, or the last ended), or null. */
  status(table: string, player: string): AutoplayStatus | null {
    const k = keyOf(table, player);
    return this.runs.get(k)?.status() ?? this.ended.get(k) ?? null;
  }

  /** Stops the player's run there, if any; resolves once the game in play has ended. */
  async stop(table: string, player: string, why: AutoplayStopRequest): Promise<AutoplayStatus | null> {
    const run = this.runs.get(keyOf(table, player));
    if (!run) return this.ended.get(keyOf(table, player)) ?? null;
    return run.stop(why);
  }

  /** A table changed (a round opened or settled, a player connected or left): its runs look again. */
  changed(table: string): void {
    for (const [k, run] of this.runs) if (k.startsWith(`${table}\u0000`)) run.wake();
  }

  /**
   * The server stops: every run ends after its game in play, waited for at most `ms` (a game that does not end then is
   * left to the table's recovery at the next start, as after a crash).
   */
  async stopAll(ms = 5_000): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all([...this.runs.values()].map((r) => r.stop('server-stop'))), new Promise<void>((ok) => (timer = setTimeout(ok, ms)))]);
    clearTimeout(timer);
  }

  /** A run ended: how, to the audit log (before its status says so); then it is the player's last run there. */
  private async finished(k: string, s: AutoplayStatus): Promise<void> {
    try {
      await this.db.tx((q) => appendStaffLog(q, { actor: s.player, action: 'machine-autoplay-ended', target: s.table, details: { run: s.run, reason: s.reason, ...(s.message ? { message: s.message } : {}), played: s.played, staked: s.staked, returned: s.returned, credit: s.credit } }, this.now()));
    } finally {
      this.runs.delete(k);
      this.ended.set(k, s);
    }
  }

  /** The jackpot awards a settled round wrote to the ledger (machines: one player, so all are theirs). */
  private async jackpotsWon(round: number): Promise<number> {
    const r = await this.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM ledger_tx WHERE round_id = ? AND kind = 'jackpot-award'", [round]);
    return Number(r?.n ?? 0);
  }
}
