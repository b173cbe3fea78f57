/**
 * @module table/round-keeper
 * The life of a table's rounds: drawing one up (a draft, nothing recorded), recording each accepted action with its
 * ledger entries (a draft becomes real, in one transaction, with the first action worth recording), finishing a round
 * with its settlement and carry, voiding one (stakes back; what stood before it stands again, or is returned, by the
 * game's `voidCarry`), recovering the unfinished round after a restart, and freezing the table when an invariant
 * breaks. No timers and no presence here: table/automation and table/presence drive it.
 */
import { standingTotal, type AnyGame, type GameAction, type GameEvent, type StakeEvent } from '../core/contract.js';
import { CriticalStateError, CroupierError, IllegalActionError, reject } from '../core/errors.js';
import { resultLines, type Settlement } from '../core/settlement.js';
import { ownerOf } from '../ledger/accounts.js';
import { settlementEntries, stakeEntries } from '../ledger/postings.js';
import { netStakes } from '../core/reducer.js';
import { seededRng } from '../rng/seeded-rng.js';
import { reveal } from '../shoe/shoe.js';
import { noteDeal } from './absence.js';
import { LiveRound } from './live-round.js';
import { gameConfig, outcomeMsOf } from './pace.js';
import { replayRound } from '../core/round-runner.js';
import { stateHash } from './state-digest.js';
import type { LastResult, TableCore } from './table-core.js';
import { TableMovedError, type ActionReceipt, type Committed, type DraftCommit, type JackpotPlan } from './table-port.js';

/** The jackpots an action's stakes bet on (a stake event that names one). */
const jackpotBets = (events: readonly GameEvent[]): string[] =>
  [...new Set(events.filter((e): e is StakeEvent => e.type === 'stake' && typeof (e as StakeEvent).jackpot === 'string').map((e) => e.jackpot as string))].sort();

/** A settlement's jackpot movements, to be resolved in the round's transaction; prizes go to the table's money route. */
function jackpotPlan(s: Settlement, payTo: (p: string) => string): JackpotPlan | null {
  const j = s.jackpots;
  if (!j || (!j.contributions.length && !j.awards.length)) return null;
  return { result: j, payTo: Object.fromEntries([...new Set(j.awards.map((a) => a.bettor))].map((b) => [b, payTo(b)])) };
}

/** Who an action comes from: a person's account and key (idempotency), or an automatic step; `presence`: a seating step. */
export interface Origin {
  readonly account: string | null;
  readonly key: string | null;
  /** A step the table takes to tell the game who is there (seating, consents): it does not make a draft real. */
  readonly presence?: boolean;
}

/**
 * After a restart, timers resume where they stood (issue 17): no time is added by default. `TableTimings.resumeMs`
 * may give an awaited player at least that long (or the whole decision time, if shorter) after a restart.
 */
const RESUME_MS = 0;

export class RoundKeeper {
  /** After a recovery: no timer of the recovered round runs out before this time. */
  resumeFloor = 0;
  /** The players present when the draft in play was drawn up (games that name them): a change draws it up again. */
  private draftPresent: string | null = null;
  /** The id reserved for the next round to be recorded, by round number: every draft of that round keeps it. */
  private reserved: { no: number; id: number } | null = null;

  constructor(
    private readonly t: TableCore,
    private readonly hooks: {
      /** The table was taken by another process. */
      moved(reason: string): void;
      /** A round ended: boxes waiting for its end may be freed. */
      ended(): Promise<void>;
    },
  ) {}

  // ------------------------------------------------------------------ drawing up

  /** The table configuration of a round with these players present (`Game.seating.present`), validated. */
  private configFor(stored: unknown, present: readonly string[]): unknown {
    const own = gameConfig(stored);
    const hook = this.t.game.seating?.present;
    if (!hook) return own;
    const r = this.t.game.tableSchema.safeParse(hook(own, present));
    return r.success ? r.data : own;
  }

  /** Draws up the next round as a draft. A configuration the game refuses freezes the table with the reason. */
  async drawUp(present: readonly string[]): Promise<void> {
    const t = this.t;
    const rec = t.record;
    // A stored configuration is checked again: the game's schema may have changed since it was written (an upgrade),
    // or the row been edited. One that no longer validates freezes the table with the reason, for a dealer to fix.
    const stored = rec.pendingConfig ?? rec.config;
    const valid = t.game.tableSchema.safeParse(gameConfig(stored));
    if (!valid.success) {
      await this.freeze(`no round can start: the stored table configuration is not valid (${valid.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`).join('; ')}); configure the table`);
      return;
    }
    const config = this.configFor(valid.data, present);
    if (this.reserved?.no !== rec.nextRoundNo) this.reserved = { no: rec.nextRoundNo, id: await t.deps.store.reserveRoundId(t.id) };
    const id = this.reserved.id;
    let created;
    try {
      created = t.game.create({ profile: t.deps.profile, table: config, carry: rec.carry, rng: t.deps.rng, roundNo: rec.nextRoundNo, ...(t.money.stacks ? { stacks: { ...t.stacks } } : {}) });
    } catch (e) {
      if (!(e instanceof CroupierError)) throw e;
      await this.freeze(`no round can start: ${e.message}`);
      return;
    }
    t.round = new LiveRound({ id, recorded: false, no: rec.nextRoundNo, config, initial: created.state, createEvents: created.events as GameEvent[], carryIn: rec.carry, startedAt: t.deps.clock.now() });
    this.draftPresent = t.game.seating?.present ? present.join('\u0000') : null;
    // A configuration waiting for the next round is the table's from this round on (stored when the round is).
    if (rec.pendingConfig !== null) t.record = { ...rec, config: stored, pendingConfig: null };
    t.changed(rec.pendingConfig !== null);
  }

  /**
   * Why the game would refuse to draw a round up under this configuration (its own checks of a table's limits and
   * layout), or null. Throwaway randomness: nothing is drawn from the table's RNG, nothing changes.
   */
  refusesConfig(config: unknown, present: readonly string[]): string | null {
    const t = this.t;
    try {
      t.game.create({ profile: t.deps.profile, table: this.configFor(config, present), carry: t.record.carry, rng: seededRng('configuration check'), roundNo: t.record.nextRoundNo });
      return null;
    } catch (e) {
      if (e instanceof CroupierError) return e.message;
      throw e;
    }
  }

  /** The draft in play was drawn up for other players than these: it must be drawn up again. */
  draftOutdated(present: readonly string[]): boolean {
    const r = this.t.round;
    return !!r && r.draft && this.draftPresent !== null && this.draftPresent !== present.join('\u0000');
  }

  /** Drops the draft in play (nothing of it is recorded). */
  discardDraft(): void {
    const r = this.t.round;
    if (r && r.draft) this.t.round = null;
  }

  // ------------------------------------------------------------------ recording

  /**
   * Randomises, applies, derives the ledger entries, writes everything in one transaction, then makes it visible.
   * A rejection (game, funds) changes nothing. A ledger refusal of anything but a stake from a player's money (the
   * actor's own, or one the action puts up for another player) is a broken invariant (a table short of the chips its
   * bets say it holds). A conflict with another writer disposes the table.
   */
  async commit(action: GameAction, origin: Origin): Promise<ActionReceipt> {
    const t = this.t;
    const r = t.round as LiveRound;
    const g = t.game;
    const filled = (g.randomize ? g.randomize(r.state, action, t.deps.rng) : action) as GameAction;
    const res = g.apply(r.state, filled);
    if (!res.ok) throw new IllegalActionError(res.rejection);
    // The chips move through the accounts the table's money says (wallets, seat stacks), or none (tournament chips).
    const money = t.money;
    const entries = money.counted ? stakeEntries(t.id, res.events, money.of) : [];
    const moved = netStakes(res.events);
    let end = null;
    let settlement: Settlement | null = null;
    if (g.isOver(res.state)) {
      settlement = g.settlement(res.state);
      if (!settlement) throw new CriticalStateError('table/no-settlement', 'the round is over but the game gives no settlement');
      const carry = g.carry(res.state);
      const ends = settlementEntries(t.id, settlement, r.onTable + moved, standingTotal(g, r.carryIn), standingTotal(g, carry), money.of);
      const plan = money.counted ? jackpotPlan(settlement, money.of) : null;
      end = { settlement, entries: money.counted ? ends : [], finalHash: stateHash(res.state), carry, ...(plan ? { jackpot: plan } : {}) };
    }
    const seq = r.seq + 1;
    const version = g.version(res.state);
    const now = t.deps.clock.now();
    const bets = money.counted ? jackpotBets(res.events) : [];
    let committed: Committed = { balances: {} };
    try {
      const c = { seq, at: now, actor: filled.by, action: filled, events: res.events, version, account: origin.account, key: origin.key, entries, end, ...(bets.length ? { jackpotBets: bets } : {}) };
      if (r.draft && origin.presence && entries.length === 0 && end === null) r.drafted.push({ action: filled, events: res.events, version, at: now });
      else if (r.draft) committed = await this.open(r, c, now);
      else committed = await t.deps.store.appendAction({ tableId: t.id, roundId: r.id, ...c });
    } catch (e) {
      // A jackpot bet the jackpot refuses (out of order, 003 §2.3.5; unknown): the action is refused, nothing changes.
      if (e instanceof CroupierError && !(e instanceof CriticalStateError) && e.code.startsWith('jackpot/')) {
        const cite = typeof e.context.cite === 'string' ? e.context.cite : undefined;
        throw new IllegalActionError({ code: e.code, message: e.message, ...(cite ? { cite } : {}) });
      }
      if (e instanceof CroupierError && e.code === 'ledger/insufficient-funds') {
        const account = e.context.account;
        const owner = typeof account === 'string' ? ownerOf(account) : null;
        if (filled.by.kind === 'player' && owner === filled.by.player)
          throw new IllegalActionError({ code: 'ledger/insufficient-funds', message: `the stake is larger than your ${String(account).startsWith('stack:') ? 'stack' : 'balance'}: no credit is given`, cite: '000 GP9' });
        // A stake the action puts up for another player (a banker's bank named by the inspector, a free bank covering
        // a punto's stake): only a stake debits a player's money, so the action is refused and nothing changes.
        if (owner !== null) throw new IllegalActionError({ code: 'ledger/insufficient-funds', message: 'the chips this action puts up for another player are more than that player holds: no credit is given', cite: '000 GP9' });
        throw new CriticalStateError('table/ledger-refused', `the ledger refused ${filled.type} (${e.message}): the table holds fewer chips than its bets`, { action: filled.type, account });
      }
      // Another writer has the table, or the database cannot say whether the write committed: this process stops
      // running the table, and whichever process takes it next (this one, at its next sweep) recovers it from storage.
      if (e instanceof TableMovedError || (e instanceof CroupierError && e.code === 'db/commit-unknown')) this.hooks.moved(e.message);
      throw e;
    }
    // Recorded (or drafted): now visible.
    const before = r.state;
    r.keep(g.version(before), before);
    r.state = res.state;
    r.seq = seq;
    r.lastActionAt = now;
    r.track(res.events, now);
    noteDeal(t, r, res.state, now);
    // A dealer or system step taken while bets were open closes them (one taken before they open — trente et
    // quarante's cut of a new shoe — does not: the first coup's betting runs its whole time).
    if (filled.by.kind !== 'player' && !r.bettingClosed && t.offersStakes(before)) r.bettingClosed = true;
    if (Object.keys(committed.balances).length) t.deps.onWallets(committed.balances);
    if (committed.jackpots) t.deps.onJackpots?.(committed.jackpots.pools);
    const receipt = { round: r.id, seq, version };
    // The result shows what the jackpots paid, as the round's transaction computed it from the pools.
    const paid = settlement?.jackpots && committed.jackpots ? { ...settlement, jackpots: { ...settlement.jackpots, awards: committed.jackpots.awards } } : settlement;
    if (end && paid) await this.finish({ id: r.id, no: r.no, outcome: 'settled', state: res.state, lines: resultLines(paid), ...(paid.pots ? { pots: paid.pots } : {}), houseNet: paid.houseNet }, end.carry);
    t.changed();
    return receipt;
  }

  /** A draft becomes real: its start, the steps drafted into it and `last`, in one transaction. */
  private async open(r: LiveRound, last: DraftCommit, now: number): Promise<Committed> {
    const t = this.t;
    const g = t.game;
    const drafted: DraftCommit[] = r.drafted.map((d, i) => ({ seq: i + 1, at: d.at, actor: d.action.by, action: d.action, events: d.events, version: d.version, account: null, key: null, entries: [], end: null }));
    const { balances, jackpots } = await t.deps.store.openRound(
      { id: r.id, tableId: t.id, no: r.no, config: r.config, carryIn: r.carryIn, initial: r.initial, events: r.createEvents, version: g.version(r.initial), at: now },
      [...drafted, last],
    );
    r.recorded = true;
    r.drafted.length = 0;
    this.reserved = null;
    t.record = { ...t.record, nextRoundNo: r.no + 1 };
    this.draftPresent = null;
    return jackpots ? { balances, jackpots } : { balances };
  }

  private async finish(result: LastResult, carry: unknown): Promise<void> {
    const t = this.t;
    t.lastResult = result;
    // The outcome stays on the table before the next round opens (table/automation waits for it).
    t.pauseUntil = t.deps.clock.now() + outcomeMsOf(t.record.config, t.deps.timings.outcomeMs);
    t.round = null;
    t.record = { ...t.record, carry };
    if (t.record.status === 'closing') {
      // An announced closing (000 GP3.1.a) runs until its rule says the announced play is over; a voided round is not
      // one of the announced rounds. Without an announcement the table closes after the round in progress.
      const c = t.closing;
      const step = c && result.outcome === 'settled' ? c.rule.next(c.mark, carry) : null;
      if (c && step) t.closing = { rule: c.rule, mark: step.mark, played: c.played + 1 };
      if (!c || step?.over) {
        t.closing = null;
        await t.setStatus('closed');
      } else t.infoRev++;
    }
    await this.hooks.ended();
  }

  /**
   * Nothing has happened in the round that a restart would undo: no chip ever staked in it and no dealer or system
   * step (a draft; or a round in which only people's non-stake steps were recorded).
   */
  untouched(r: LiveRound): boolean {
    return r.draft || r.seq === 0 || (r.firstStakeAt === null && r.onTable === 0 && !r.bettingClosed && !r.everStaked);
  }

  // ------------------------------------------------------------------ voiding

  /**
   * Voids the round in play: its stakes go back to their bettors as the ledger holds them; the game says what passes
   * on (`voidCarry`): what stood before the round stands again, or is returned with the stakes. `rebuilt` false: the
   * round could not be rebuilt after a restart, and the game gets no state. A draft is simply dropped.
   */
  async voidRound(reason: string, rebuilt = true): Promise<void> {
    const t = this.t;
    const r = t.round as LiveRound;
    if (r.draft) {
      t.round = null;
      t.changed();
      return;
    }
    const g = t.game;
    const untouched = this.untouched(r);
    const state = rebuilt ? r.state : null;
    const { next, returned, problem } = carryAfterVoid(g, r.carryIn, state);
    if (problem) t.deps.log.error({ table: t.id, round: r.id, problem }, 'every standing chip is returned with the void');
    // Shoes the next round does not carry on are abandoned with this one: each is revealed, so its published
    // commitment can be checked. (A carried shoe appears in the carry with its commitment.)
    const carried = next === null ? '' : JSON.stringify(next);
    const shoes = g.shoes ? [...g.shoes(r.initial), ...(state === null ? [] : g.shoes(state))] : [];
    const seen = new Set<string>();
    const events: GameEvent[] = [];
    for (const s of shoes) {
      if (seen.has(s.commitment) || carried.includes(s.commitment)) continue;
      seen.add(s.commitment);
      events.push(reveal(s as Parameters<typeof reveal>[0]) as GameEvent);
    }
    const { balances, refunds } = await t.deps.store.voidRound({ tableId: t.id, roundId: r.id, at: t.deps.clock.now(), reason, carry: next, standingReturned: returned, rebuilt, ...(events.length ? { events } : {}) });
    t.deps.log.warn({ table: t.id, round: r.id, reason, refunds }, 'round voided');
    if (Object.keys(balances).length) t.deps.onWallets(balances);
    // Each bet returned is named (issue 17); chips that stood from earlier rounds come back as one `void` line.
    const lines = r.voidLines(refunds);
    const shown = t.lastResult;
    const pause = t.pauseUntil;
    await this.finish({ id: r.id, no: r.no, outcome: 'voided', state: r.state, lines, houseNet: 0, reason }, next);
    // A round nobody touched (closed or reconfigured before any bet) is not a result worth showing, nor waiting on.
    if (untouched) {
      t.lastResult = shown;
      t.pauseUntil = pause;
    }
    t.changed();
  }

  // ------------------------------------------------------------------ freezing and recovery

  /** Freezes the table: nothing is taken or done until a dealer resumes it or voids its round; staff are alerted. */
  async freeze(reason: string): Promise<void> {
    const t = this.t;
    t.deps.log.error({ table: t.id, round: t.round?.id ?? null, reason, alert: 'table-frozen' }, 'table frozen: a dealer must resume it or void its round');
    try {
      await t.setFrozen(reason);
    } catch (e) {
      // Frozen here even if the database cannot record it now.
      t.record = { ...t.record, frozen: reason };
      t.infoRev++;
      t.deps.log.error({ table: t.id, err: e }, 'the freeze could not be recorded');
    }
    t.changed(true);
  }

  /** Replays the stored unfinished round, or voids it if it cannot continue: never both, never neither. */
  async recover(): Promise<void> {
    const t = this.t;
    const open = await t.deps.store.loadOpenRound(t.id);
    if (!open) return;
    const g = t.game;
    const live = new LiveRound({ id: open.id, recorded: true, no: open.no, config: open.config, initial: open.initial, createEvents: [], carryIn: t.record.carry, startedAt: open.startedAt });
    t.round = live;
    try {
      // Replayed action by action, so chips and timers follow the times the actions were recorded.
      let state = open.initial;
      for (const a of open.actions) {
        const { state: next, events } = replayRound(g, state, [a.action]);
        if (a.action.by.kind !== 'player' && !live.bettingClosed && t.offersStakes(state)) live.bettingClosed = true;
        state = next;
        live.track(events, a.at);
        live.lastActionAt = a.at;
        noteDeal(t, live, state, a.at);
      }
      if (g.version(state) !== open.version) throw new CriticalStateError('table/replay-mismatch', `replay reached version ${g.version(state)}, stored ${open.version}`);
      if (g.isOver(state)) throw new CriticalStateError('table/replay-over', 'the stored round is over but was never settled');
      live.state = state;
      live.seq = open.actions.length;
      // Timers continue from where they stood: their deadlines are the recorded times (the first stake's, the last
      // action's) plus the table's timings, as before the restart; `resumeMs`, when set, is a floor after it.
      this.resumeFloor = t.deps.clock.now() + Math.min(t.deps.timings.resumeMs ?? RESUME_MS, t.deps.timings.decisionMs);
      t.deps.log.info({ table: t.id, round: open.id, actions: open.actions.length }, 'round recovered');
    } catch (e) {
      t.deps.log.error({ table: t.id, round: open.id, err: e }, 'round cannot continue: voiding it');
      await this.voidRound(`could not be continued after a restart: ${e instanceof Error ? e.message : String(e)}`, false);
    }
  }
}

/**
 * What a void passes on and returns (`Game.voidCarry`, by default the state's carry or a fresh start): the next carry,
 * and per bettor the standing chips that go back with the stakes. A game whose hook fails, or would keep standing
 * chips that did not stand before the round, has every standing chip returned and the table starts afresh
 * (`problem` says why). The runtime voids with it; the auditor's verification recomputes it.
 */
export function carryAfterVoid(game: AnyGame, carryIn: unknown, state: unknown | null): { next: unknown; returned: Record<string, number>; problem?: string } {
  let next: unknown;
  try {
    next = game.voidCarry ? game.voidCarry(carryIn, state) : state === null ? null : game.carry(state);
  } catch (e) {
    return { next: null, returned: standingReturned(game, carryIn, null) ?? {}, problem: `the game could not say what survives a void: ${e instanceof Error ? e.message : String(e)}` };
  }
  const returned = standingReturned(game, carryIn, next);
  if (returned === null) return { next: null, returned: standingReturned(game, carryIn, null) ?? {}, problem: 'the void would keep standing chips that did not stand before the round' };
  return { next, returned };
}

/**
 * Per bettor, the chips that stood before the round (`carryIn`) and do not stand in `next`: returned by a void. Null
 * when `next` keeps more standing for someone than stood before (chips of the voided round would stay on the table).
 */
export function standingReturned(game: { standing?(c: never): readonly { bettor: string; amount: number }[] }, carryIn: unknown, next: unknown): Record<string, number> | null {
  const per = (c: unknown): Map<string, number> => {
    const m = new Map<string, number>();
    if (c === null || c === undefined || !game.standing) return m;
    for (const s of game.standing(c as never)) m.set(s.bettor, (m.get(s.bettor) ?? 0) + s.amount);
    return m;
  };
  const before = per(carryIn);
  const after = per(next);
  const out: Record<string, number> = {};
  for (const [b, n] of after) if (n > (before.get(b) ?? 0)) return null;
  for (const [b, n] of before) {
    const back = n - (after.get(b) ?? 0);
    if (back > 0) out[b] = back;
  }
  return out;
}

export const refuse = (code: string, message: string, cite?: string): IllegalActionError => new IllegalActionError(reject(code, message, cite));
