/**
 * @module server/audit/verify-round
 * The auditor's check of a recorded round: replay it from its stored initial state and actions with the game's own
 * `apply` (no randomness: random results are inside the recorded actions) and compare every event, the final
 * version, the final state's hash, the settlement, and the ledger postings re-derived from the replay with the ones
 * stored. Also the shoes: each revealed shoe's SHA-256 commitment is recomputed from its order and salt.
 */
import { standingTotal, type AnyGame, type GameEvent } from '../../core/contract.js';
import { netStaked, settlementEntries, stakeEntries, voidEntries, type Entry } from '../../ledger/postings.js';
import type { VerifyRoundResponse } from '../../protocol/http.js';
import { verifyCommitment } from '../../rng/commitment.js';
import { ownerOf, walletAccount } from '../../ledger/accounts.js';
import { moneyRoute } from '../../ledger/table-money.js';
import { carryAfterVoid } from '../../table/round-keeper.js';
import { fullStateHash, stateHash } from '../../table/state-digest.js';
import type { RoundRecordFull } from '../store/recall-store.js';

type Check = VerifyRoundResponse['checks'][number];
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const flat = (entries: readonly { kind: string; postings: readonly { account: string; amount: number }[] }[]): string[] =>
  entries.flatMap((e) => e.postings.filter((p) => p.amount !== 0).map((p) => `${e.kind} ${p.account} ${p.amount}`)).sort();

export function verifyRound(game: AnyGame | undefined, rec: RoundRecordFull, postings: readonly { tx: number; kind: string; account: string; amount: number }[]): VerifyRoundResponse {
  const checks: Check[] = [];
  const id = rec.summary.id;
  if (!game) return { round: id, ok: false, checks: [{ name: 'game', ok: false, detail: `game ${rec.summary.game} is not registered` }] };
  let state = rec.initial;
  const events: GameEvent[] = [];
  let replayed = true;
  for (const a of rec.actions) {
    const r = game.apply(state, a.action);
    if (!r.ok) {
      checks.push({ name: 'replay', ok: false, detail: `action ${a.seq} (${a.action.type}) refused on replay: ${r.rejection.code}` });
      replayed = false;
      break;
    }
    if (!same(r.events, a.events)) checks.push({ name: `events-${a.seq}`, ok: false, detail: `action ${a.seq} (${a.action.type}) produced other events on replay` });
    if (game.version(r.state) !== a.version) checks.push({ name: `version-${a.seq}`, ok: false, detail: `version ${game.version(r.state)} ≠ recorded ${a.version}` });
    state = r.state;
    events.push(...r.events);
  }
  if (replayed) checks.push({ name: 'replay', ok: true, detail: `${rec.actions.length} actions re-applied` });
  if (replayed) checks.push({ name: 'version', ok: game.version(state) === rec.version, detail: `final version ${game.version(state)}, stored ${rec.version}` });
  const table = rec.summary.table;
  const storedStakes = postings.filter((p) => p.kind === 'stake' || p.kind === 'withdraw').map((p) => `${p.kind} ${p.account} ${p.amount}`).sort();
  const money = moneyRoute(game.money as never, table);
  if (replayed) checks.push({ name: 'stakes', ok: same(flat(money.counted ? stakeEntries(table, events, money.of) : []), storedStakes), detail: 'stakes and withdrawals in the ledger match the stake events' });
  if (rec.summary.status === 'settled' && replayed) {
    checks.push({ name: 'over', ok: game.isOver(state), detail: 'the replayed round is over' });
    // Rounds recorded before profiles were stored apart were hashed over the full JSON.
    checks.push({ name: 'final-state', ok: stateHash(state) === rec.finalHash || fullStateHash(state) === rec.finalHash, detail: 'SHA-256 of the replayed final state equals the stored one' });
    const s = game.settlement(state);
    checks.push({ name: 'settlement', ok: same(s, rec.settlement), detail: 'the replayed settlement equals the stored one' });
    if (s) {
      let entries: Entry[] = [];
      try {
        entries = settlementEntries(table, s, [...netStaked(events).values()].reduce((a, b) => a + b, 0), standingTotal(game, rec.carryIn), standingTotal(game, game.carry(state)), money.of);
        if (!money.counted) entries = [];
      } catch (e) {
        checks.push({ name: 'settlement-stakes', ok: false, detail: (e as Error).message });
      }
      const stored = postings.filter((p) => p.kind !== 'stake' && p.kind !== 'withdraw' && !p.kind.startsWith('jackpot-')).map((p) => `${p.kind} ${p.account} ${p.amount}`).sort();
      checks.push({ name: 'payouts', ok: same(flat(entries), stored), detail: 'payout, refund and loss postings match the settlement' });
      // Jackpot bets: every chip of them left the table for the pool and the deduction (src/jackpots; the prizes depend
      // on the pool's balance at the time, which the ledger holds).
      if (s.jackpots) {
        // A machine's share of its stake (basis `stake`) is not a chip on the table: the house pays it (src/jackpots).
        const bet = s.jackpots.contributions.reduce((a, c) => a + (c.basis === 'stake' ? 0 : c.stake), 0);
        const out = -postings.filter((p) => p.kind === 'jackpot-contribution' && p.account === `table:${table}`).reduce((a, p) => a + p.amount, 0);
        checks.push({ name: 'jackpots', ok: !money.counted || bet === out, detail: `jackpot bets ${bet} left the table as ${out} in jackpot contributions` });
      }
    }
  }
  if (rec.summary.status === 'voided') {
    const stored = postings.filter((p) => p.kind === 'void').map((p) => `${p.kind} ${p.account} ${p.amount}`).sort();
    // By the account the chips came from (a wallet, a seat stack): each is refunded to it.
    const staked = new Map<string, number>();
    for (const p of postings) if ((p.kind === 'stake' || p.kind === 'withdraw') && ownerOf(p.account) !== null) staked.set(p.account, (staked.get(p.account) ?? 0) - p.amount);
    // Chips that stood before the round and that the game returns rather than keeps (`Game.voidCarry`), to wallets.
    const detail = (rec.settlement as { void?: { rebuilt?: boolean } } | null)?.void;
    if (detail) for (const [p, n] of Object.entries(carryAfterVoid(game, rec.carryIn, detail.rebuilt && replayed ? state : null).returned)) staked.set(walletAccount(p), (staked.get(walletAccount(p)) ?? 0) + n);
    for (const [p, n] of staked) if (n === 0) staked.delete(p);
    checks.push({ name: 'void-refunds', ok: same(flat(voidEntries(table, staked, '')), stored), detail: 'every stake still on the table, and every standing chip the game returns, was returned' });
    checks.push({ name: 'no-payouts', ok: !postings.some((p) => !['stake', 'withdraw', 'void'].includes(p.kind)), detail: 'a voided round pays nothing' });
  }
  if (rec.summary.status === 'open') checks.push({ name: 'open', ok: true, detail: 'the round is still in play' });
  return { round: id, ok: checks.every((c) => c.ok), checks };
}

export function verifyShoes(shoes: readonly { table: string; shoeNo: number; commitment: string; shuffled: string[] | null; salt: string | null }[]): { table: string; shoeNo: number; commitment: string; revealed: boolean; verified: boolean | null }[] {
  return shoes.map((s) => ({
    table: s.table,
    shoeNo: s.shoeNo,
    commitment: s.commitment,
    revealed: s.shuffled !== null && s.salt !== null,
    verified: s.shuffled !== null && s.salt !== null ? verifyCommitment(s.commitment, s.shuffled, s.salt) : null,
  }));
}
