/**
 * @module server/store/prize-in-kind-store
 * Prizes in kind won at the machines (the car, 003 §4.5.3) and their hand-over at the cashier (003 §1.2.5: "a Car
 * jackpot prize is handed over within at most 2 weeks"). A prize won is the staff-log line `prize-in-kind-won` the
 * round's transaction wrote (server/store/jackpot-writes): its id names the prize; the ledger holds its value at cost
 * in `pool:prizes-in-kind` (the house's liability). The cashier records the hand-over once — who handed it over, when,
 * to whom — in one transaction: the entry `prize-handover` (`pool:prizes-in-kind` → external: the goods left the
 * casino, the liability cleared) under the idempotency key `prize-in-kind:<id>` (the ledger's UNIQUE key: a second
 * hand-over, even a concurrent one, is refused), and the staff-log line `prize-in-kind-handed-over`. A hand-over after
 * the date is recorded and marked late (refusing it would leave the winner without the car). Each refusal is a typed
 * error and writes nothing.
 */
import { PRIZES_IN_KIND } from '../../jackpots/machine-jackpot.js';
import { EXTERNAL } from '../../ledger/accounts.js';
import { InsufficientFundsError, postEntry } from '../../ledger/ledger-store.js';
import { entry } from '../../ledger/postings.js';
import { appendStaffLog } from '../audit/staff-log.js';
import { isUniqueViolation, type Db, type Sql } from '../db/db.js';
import { HttpError } from '../errors.js';
import type { PrizeInKind } from '../../protocol/http.js';

const DAY = 86_400_000;

export type { PrizeInKind };

type Line = { id: number | string; at: number | string; actor: string | null; target: string | null; details: string };
const idemKey = (id: number): string => `prize-in-kind:${id}`;

export class PrizeInKindStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Every prize in kind won, newest first; `awaiting`: only those not handed over. */
  async list(o: { awaiting?: boolean } = {}): Promise<PrizeInKind[]> {
    const won = await this.db.all<Line>("SELECT id, at, actor, target, details FROM staff_log WHERE action = 'prize-in-kind-won' ORDER BY id DESC");
    const given = new Map<number, Line>();
    for (const g of await this.db.all<Line>("SELECT id, at, actor, target, details FROM staff_log WHERE action = 'prize-in-kind-handed-over'")) given.set(Number((JSON.parse(g.details) as { won?: number }).won), g);
    const out = won.map((w) => this.prizeOf(w, given.get(Number(w.id)) ?? null));
    return o.awaiting ? out.filter((p) => !p.handedOver) : out;
  }

  async get(id: number): Promise<PrizeInKind | null> {
    return (await this.list()).find((p) => p.id === id) ?? null;
  }

  /** Records the hand-over of prize `id` to `to` by the cashier `by`; once. */
  async handOver(id: number, to: string, by: { actor: string; address?: string }): Promise<PrizeInKind> {
    const at = this.now();
    try {
      await this.db.tx(async (q) => {
        const w = await q.one<Line>("SELECT id, at, actor, target, details FROM staff_log WHERE id = ? AND action = 'prize-in-kind-won'", [id]);
        if (!w) throw new HttpError(404, 'prizes/unknown', `no prize in kind was won under ${id}`, '003 §4.5.3');
        await refuseIfGiven(q, id);
        const p = this.prizeOf(w, null);
        const late = at > dueEnd(p.handOverBy);
        await postEntry(q, { ...entry('prize-handover', [{ account: PRIZES_IN_KIND, amount: -p.value }, { account: EXTERNAL, amount: p.value }], `${p.item} (jackpot ${p.jackpot}) handed over to ${to} for ${p.player} by ${by.actor}${late ? ', after the date' : ''} (003 §1.2.5)`), rule: 'prize in kind handed over 003 §1.2.5' }, { at, tableId: p.machine, idemKey: idemKey(id) });
        await appendStaffLog(q, { actor: by.actor, action: 'prize-in-kind-handed-over', target: p.jackpot, details: { won: id, player: p.player, machine: p.machine, item: p.item, value: p.value, to, handOverBy: p.handOverBy, late, cite: '003 §1.2.5' }, address: by.address ?? null }, at);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw given();
      if (e instanceof InsufficientFundsError) throw new HttpError(409, 'prizes/not-owed', 'the ledger holds no such prize value owed: nothing was handed over', '003 §4.5.3');
      throw e;
    }
    return (await this.get(id)) as PrizeInKind;
  }

  private prizeOf(w: Line, g: Line | null): PrizeInKind {
    const d = JSON.parse(w.details) as { player?: string; machine?: string; item?: string; value?: number; handOverBy?: string };
    const wonAt = Number(w.at);
    const handOverBy = d.handOverBy ?? new Date(wonAt + 14 * DAY).toISOString().slice(0, 10);
    const gd = g ? (JSON.parse(g.details) as { to?: string; late?: boolean }) : null;
    return {
      id: Number(w.id),
      wonAt,
      jackpot: w.target ?? '',
      player: d.player ?? '',
      machine: d.machine ?? '',
      item: d.item ?? '',
      value: Number(d.value ?? 0),
      handOverBy,
      overdue: !g && this.now() > dueEnd(handOverBy),
      handedOver: g ? { at: Number(g.at), by: g.actor ?? '', to: gd?.to ?? '', late: gd?.late === true } : null,
    };
  }
}

/** The end of the last day of the hand-over (UTC). */
const dueEnd = (day: string): number => Date.parse(`${day}T00:00:00Z`) + DAY;

const given = (): HttpError => new HttpError(409, 'prizes/already-handed-over', 'this prize was already handed over: a prize is handed over once', '003 §1.2.5');

async function refuseIfGiven(q: Sql, id: number): Promise<void> {
  if (await q.one('SELECT id FROM ledger_tx WHERE idem_key = ?', [idemKey(id)])) throw given();
}
