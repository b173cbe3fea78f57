/**
 * The ledger's pure bookkeeping and its storage: every entry balances, stakes and settlements become the right
 * postings, a void returns exactly what is on the table, and no wallet ever goes below zero (000 GP9).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { test } from 'node:test';
import { CriticalStateError } from '../../src/core/errors.js';
import { makeSettlement } from '../../src/core/settlement.js';
import { EXTERNAL, HOUSE, tableAccount, walletAccount } from '../../src/ledger/accounts.js';
import { auditLedger, ensureAccount, ensureCoreAccounts, InsufficientFundsError, postEntry } from '../../src/ledger/ledger-store.js';
import { cashierEntry, entry, netStaked, settlementEntries, stakeEntries, voidEntries } from '../../src/ledger/postings.js';
import { openDb } from '../../src/server/db/db.js';
import { migrate } from '../../src/server/db/migrations.js';

const sum = (ps: readonly { amount: number }[]): number => ps.reduce((a, p) => a + p.amount, 0);

test('an entry must balance and be made of integers', () => {
  assert.throws(() => entry('stake', [{ account: 'wallet:a', amount: -5 }, { account: 'table:t', amount: 4 }]), CriticalStateError);
  assert.throws(() => entry('stake', [{ account: 'wallet:a', amount: -0.5 }, { account: 'table:t', amount: 0.5 }]), CriticalStateError);
  assert.deepEqual(entry('refund', [{ account: 'table:t', amount: -5 }, { account: 'wallet:a', amount: 5 }, { account: HOUSE, amount: 0 }]).postings.length, 2);
});

test('stakes, withdrawals and settlement lines become balanced entries; a void returns what is on the table', () => {
  fc.assert(
    fc.property(fc.array(fc.record({ bettor: fc.constantFrom('a', 'b', 'c'), amount: fc.integer({ min: 1, max: 10_000 }), mult: fc.constantFrom(0, 1, 2, 2.5) }), { minLength: 1, maxLength: 8 }), (bets) => {
      const events = bets.map((b, i) => ({ type: 'stake', bettor: b.bettor, box: i + 1, bet: 'main', amount: b.amount }));
      const stakes = stakeEntries('t', events);
      for (const e of stakes) assert.equal(sum(e.postings), 0);
      const onTable = [...netStaked(events).values()].reduce((a, x) => a + x, 0);
      const lines = bets.map((b, i) => {
        const returned = Math.floor(b.amount * b.mult);
        return { bettor: b.bettor, box: i + 1, bet: 'main', stake: b.amount, returned, net: returned - b.amount, outcome: 'x' };
      });
      const s = makeSettlement(lines);
      const settle = settlementEntries('t', s, onTable);
      assert.equal(settle.length, lines.length);
      let tableNet = 0;
      let houseNet = 0;
      for (const e of [...stakes, ...settle]) {
        assert.equal(sum(e.postings), 0);
        tableNet += sum(e.postings.filter((p) => p.account === tableAccount('t')));
        houseNet += sum(e.postings.filter((p) => p.account === HOUSE));
      }
      assert.equal(tableNet, 0, 'the table is empty after the settlement');
      assert.equal(houseNet, s.houseNet + 0);
      const voided = voidEntries('t', netStaked(events), 'test');
      assert.equal(sum(voided.flatMap((e) => e.postings).filter((p) => p.account === tableAccount('t'))), -onTable);
    }),
    { seed: 7, numRuns: 300 },
  );
});

test('a settlement whose stakes differ from the chips on the table is a broken invariant', () => {
  const s = makeSettlement([{ bettor: 'a', bet: 'main', stake: 100, returned: 200, net: 100, outcome: 'win' }]);
  assert.throws(() => settlementEntries('t', s, 90), CriticalStateError);
});

test('000 GP9: posting never takes a wallet below zero; the whole entry is refused', async () => {
  const db = await openDb(':memory:');
  await migrate(db);
  await db.tx(async (q) => {
    await ensureCoreAccounts(q);
    await ensureAccount(q, walletAccount('a'));
    await ensureAccount(q, tableAccount('t'));
    await postEntry(q, cashierEntry('a', 'credit', 500), { at: 1 });
  });
  await assert.rejects(
    db.tx((q) => postEntry(q, stakeEntries('t', [{ type: 'stake', bettor: 'a', bet: 'main', amount: 501 } as never])[0] as never, { at: 2 })),
    (e: unknown) => e instanceof InsufficientFundsError && e.code === 'ledger/insufficient-funds',
  );
  const ok = await db.tx((q) => postEntry(q, stakeEntries('t', [{ type: 'stake', bettor: 'a', bet: 'main', amount: 500 } as never])[0] as never, { at: 3 }));
  assert.equal(ok.balances.get(walletAccount('a')), 0);
  const audit = await auditLedger(db);
  assert.deepEqual([audit.ok, audit.total, audit.transactions], [true, 0, 2]);
  const ext = await db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [EXTERNAL]);
  assert.equal(Number(ext?.balance), -500);
  await db.close();
});

test('001 §09: chips standing from earlier rounds (a craps point bet) are settled from the table account', () => {
  // Round 1: 100 staked on Win, the point is set: no line, 100 still standing. Round 2: 50 staked on the field
  // and lost; the point is made: the Win bet is settled now (stake 100 from round 1).
  const s = makeSettlement([
    { bettor: 'a', bet: 'field', stake: 50, returned: 0, net: -50, outcome: 'lose' },
    { bettor: 'a', bet: 'win', stake: 100, returned: 200, net: 100, outcome: 'win' },
  ]);
  const entries = settlementEntries('t1', s, 50, 100, 0);
  const table = entries.flatMap((e) => e.postings).filter((p) => p.account === tableAccount('t1')).reduce((a, p) => a + p.amount, 0);
  assert.equal(table, -150, 'the round takes its own 50 and the 100 standing since round 1 off the table');
  assert.throws(() => settlementEntries('t1', s, 50, 0, 0), CriticalStateError, 'without the standing chips the stakes do not match');
  assert.throws(() => settlementEntries('t1', s, 50, 100, 100), CriticalStateError, 'a bet both settled and still standing is refused');
});
