/**
 * @module server/tables/win-display
 * The casino-wide win display (003 §4.5.2 "on a win, the winning machine's number and the amount appear on the
 * display"; §4.4.2): every machine win of at least the configured amount and every jackpot win, with the machine and
 * the amount (never the player's name), as a public feed (`GET /api/wins`, a long poll). A win is shown only once its
 * round is settled in the ledger: the table's `last` result is set after the round's transaction commits, and a
 * jackpot's amount is read from that transaction's own entries (`jackpot-award`). A voided round, a frozen table's
 * round in play, or any figure a fault put on a screen is never a win (§4.4.2): nothing but a settled round's lines and
 * ledger entries reaches the display. The process that hosts the table publishes the win through the pub/sub (topic
 * `wins`), so every process shows it; each keeps the last 50.
 */
import type { Db } from '../db/db.js';
import type { PubSub } from './pubsub.js';

const TOPIC = 'wins';
const KEEP = 50;
/** The default smallest machine win shown, in minor units (500.00): a documented choice, 003 names no figure. */
export const DEFAULT_WIN_DISPLAY_MIN = 50_000;

export interface DisplayedWin {
  /** This process's order of the wins it received (for the long poll's `after`). */
  readonly seq: number;
  readonly at: number;
  readonly machine: string;
  readonly game: string;
  readonly round: number;
  readonly kind: 'machine' | 'jackpot';
  readonly amount: number;
  readonly jackpot?: string;
}

/** What the display needs of a table whose round may just have been settled. */
export interface SettledTable {
  readonly id: string;
  readonly game: { readonly id: string; readonly family: string };
  readonly table: { readonly config: unknown };
  readonly last: { readonly id: number; readonly outcome: 'settled' | 'voided'; readonly lines: readonly { readonly bet: string; readonly returned: number }[] } | null;
}

export class WinDisplay {
  private readonly wins: DisplayedWin[] = [];
  private readonly seen = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  private seq = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly now: () => number,
    readonly minAmount = DEFAULT_WIN_DISPLAY_MIN,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {
    this.unsubscribe = pubsub.subscribe(TOPIC, (m) => this.receive(m as Omit<DisplayedWin, 'seq'>));
  }

  /** A table changed: a round newly settled there (and only settled: its transaction committed) is looked at once. */
  changed(rt: SettledTable): void {
    const last = rt.last;
    if (!last) {
      if (!this.seen.has(rt.id)) this.seen.set(rt.id, -1);
      return;
    }
    if (this.seen.get(rt.id) === last.id) return;
    const first = !this.seen.has(rt.id);
    this.seen.set(rt.id, last.id);
    // The result a table shows when this process starts it is not news; a voided round is never a win (§4.4.2).
    if (first || last.outcome !== 'settled') return;
    this.look(rt, last).catch(this.onError);
  }

  /** The wins after `after` (all kept when null), newest last. */
  since(after: number | null): DisplayedWin[] {
    return after === null ? [...this.wins] : this.wins.filter((w) => w.seq > after);
  }

  /** Waits up to `ms` for a win after `after`. */
  async wait(after: number | null, ms: number): Promise<DisplayedWin[]> {
    const now = this.since(after);
    if (now.length || after === null) return now;
    await new Promise<void>((ok) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(done);
        ok();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      this.waiters.add(done);
    });
    return this.since(after);
  }

  close(): void {
    this.unsubscribe();
    for (const w of [...this.waiters]) w();
  }

  private async look(rt: SettledTable, last: NonNullable<SettledTable['last']>): Promise<void> {
    const at = this.now();
    const base = { at, machine: rt.id, game: rt.game.id, round: last.id };
    if (rt.game.family === 'machines') {
      // The game's own win: a jackpot's line (`bet: 'jackpot'`) is shown as the jackpot's, below.
      const won = last.lines.filter((l) => l.bet !== 'jackpot').reduce((a, l) => a + l.returned, 0);
      if (won >= this.minAmount && won > 0) this.pubsub.publish(TOPIC, { ...base, kind: 'machine', amount: won });
    }
    const cfg = rt.table.config as { jackpot?: unknown; jackpots?: unknown } | null;
    if (!cfg || (cfg.jackpot === undefined && cfg.jackpots === undefined)) return;
    const rows = await this.db.all<{ tx: number | string; account_id: string; amount: number | string; memo: string | null }>(
      "SELECT t.id AS tx, p.account_id, p.amount, t.memo FROM ledger_tx t JOIN ledger_postings p ON p.tx_id = t.id WHERE t.round_id = ? AND t.kind = 'jackpot-award' ORDER BY t.id",
      [last.id],
    );
    const byTx = new Map<string, { amount: number; jackpot: string }>();
    for (const r of rows) {
      const k = String(r.tx);
      const x = byTx.get(k) ?? { amount: 0, jackpot: /^jackpot ([a-z0-9-]+)/.exec(r.memo ?? '')?.[1] ?? '' };
      const amount = Number(r.amount);
      if (amount > 0) x.amount += amount;
      if (amount < 0 && r.account_id.startsWith('pool:jackpot-') && !x.jackpot) x.jackpot = r.account_id.slice('pool:jackpot-'.length);
      byTx.set(k, x);
    }
    for (const x of byTx.values()) if (x.amount > 0) this.pubsub.publish(TOPIC, { ...base, kind: 'jackpot', amount: x.amount, jackpot: x.jackpot });
  }

  private receive(m: Omit<DisplayedWin, 'seq'>): void {
    if (!m || typeof m.machine !== 'string' || !Number.isSafeInteger(m.amount) || (m.kind !== 'machine' && m.kind !== 'jackpot')) return;
    this.wins.push({ ...m, seq: ++this.seq });
    if (this.wins.length > KEEP) this.wins.shift();
    for (const w of [...this.waiters]) w();
  }
}
