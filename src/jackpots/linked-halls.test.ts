import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { JackpotAward, JackpotContribution, JackpotResult } from '../core/settlement.js';
import type { Entry } from '../ledger/postings.js';
import { walletAccount } from '../ledger/accounts.js';
import { jackpotDefinitionSchema, type JackpotInput } from './jackpot.js';
import { notTakingPart, resolveWithLinkedHalls } from './linked-halls.js';
import { resolveJackpots, type PoolState } from './resolve.js';

const def = (o: Partial<JackpotInput> = {}) => jackpotDefinitionSchema.parse({ id: 'halls', name: 'Linked halls', games: ['bingo'], share: { num: 1, den: 1 }, seed: 5_000, cite: '000-A3 para 4', ...o });
const pools = (balance: number, o: Partial<JackpotInput> = {}): Record<string, PoolState> => ({ halls: { def: def(o), balance } });
const CITE = '000-A3 para 4';
/** A linked hall's parts as the bingo game names them (src/games/bingo/linked): one contribution a buyer, one award a card. */
const share = (bettor: string, stake: number): JackpotContribution => ({ jackpot: 'halls', bettor, bet: 'linked', stake, cite: CITE, linked: true });
const card = (bettor: string): JackpotAward => ({ jackpot: 'halls', bettor, combination: 'linked-bingo', share: { num: 1, den: 1 }, order: 0, cite: CITE, linked: true });

function sums(entries: readonly Entry[]): Record<string, number> {
  const m: Record<string, number> = {};
  for (const e of entries) for (const p of e.postings) m[p.account] = (m[p.account] ?? 0) + p.amount;
  return m;
}

test('000-A3 para 1 and 4: the qualifying bingo’s cards share the whole pool per card (a player with two cards takes two shares); the odd cent stays in the pool, then the house resets it to the seed', () => {
  const result: JackpotResult = { contributions: [share('ana', 24), share('bo', 12)], awards: [card('ana'), card('bo'), card('ana')] };
  // 9,964 + 24 + 12 = 10,000 → 3,333 a card, 1 left in the pool; the house tops it up to the seed of 5,000.
  const r = resolveWithLinkedHalls('hall-b', 'bingo', result, pools(9_964), walletAccount);
  assert.deepEqual(r.awards.map((a) => a.amount), [3_333, 3_333, 3_333]);
  assert.deepEqual(sums(r.entries), { 'table:hall-b': -36, 'pool:jackpot-halls': 36 - 9_999 + 4_999, 'wallet:ana': 6_666, 'wallet:bo': 3_333, house: -4_999 });
  assert.equal(r.balances.halls, 5_000);
  assert.deepEqual(r.entries.map((e) => e.kind), ['jackpot-contribution', 'jackpot-contribution', 'jackpot-award', 'jackpot-award', 'jackpot-award', 'jackpot-seed']);
});

test('two linked halls win "at once": resolved one after the other from the pool each reads (the lock’s order), the second takes the reset pool, never the first one’s', () => {
  const hall = (bettor: string): JackpotResult => ({ contributions: [share(bettor, 12)], awards: [card(bettor)] });
  const first = resolveWithLinkedHalls('hall-a', 'bingo', hall('ana'), pools(8_000), walletAccount);
  const second = resolveWithLinkedHalls('hall-b', 'bingo', hall('bo'), pools(first.balances.halls as number), walletAccount);
  assert.deepEqual([first.awards[0]?.amount, second.awards[0]?.amount], [8_012, 5_012]);
  assert.equal(second.balances.halls, 5_000);
});

test('003 §2.3.5 by analogy: a pool out of order (or unknown, or not taking bingo) refuses the linked prize; the hall’s share goes to revenue as past a cap; nothing touches the pool', () => {
  const result: JackpotResult = { contributions: [share('ana', 12)], awards: [card('ana')] };
  for (const [p, game, why] of [
    [pools(9_000, { status: 'out-of-order' }), 'bingo', /out of order/],
    [{}, 'bingo', /no such pool/],
    [pools(9_000, { games: ['caribbean-stud'] }), 'bingo', /does not take bingo/],
  ] as const) {
    const r = resolveWithLinkedHalls('hall-a', game, result, p, walletAccount);
    assert.deepEqual(sums(r.entries), { 'table:hall-a': -12, revenue: 12 });
    assert.deepEqual(r.awards.map((a) => [a.bettor, a.amount]), [['ana', 0]]);
    assert.match(r.entries[0]?.rule ?? '', why);
    assert.equal(r.balances.halls, undefined, 'the pool did not move');
  }
  assert.equal(notTakingPart(pools(1).halls, 'bingo'), null);
});

test('a result without linked parts is resolved exactly as any jackpot’s (a caribbean bet on an out-of-order jackpot settles normally)', () => {
  const result: JackpotResult = { contributions: [{ jackpot: 'halls', bettor: 'ana', box: 1, bet: 'jackpot', stake: 100 }], awards: [{ jackpot: 'halls', bettor: 'ana', box: 1, combination: 'royal-flush', share: { num: 1, den: 1 }, order: 0 }] };
  const p = pools(9_000, { status: 'out-of-order', games: ['caribbean-stud'] });
  assert.deepEqual(resolveWithLinkedHalls('t1', 'caribbean-stud', result, p, walletAccount), resolveJackpots('t1', result, p, walletAccount));
});
