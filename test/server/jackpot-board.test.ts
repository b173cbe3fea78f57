/**
 * What the linked tables show of a jackpot across processes (server/tables/jackpot-board; docs/jackpots.md "At the
 * table"): a round's pools published by one process reach the board of another through the pub/sub, with the status
 * an administrator set; a process that never read a jackpot reads it whole before it shows it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JackpotBoard } from '../../src/server/tables/jackpot-board.js';
import { MemoryPubSub } from '../../src/server/tables/pubsub.js';
import type { JackpotSummary } from '../../src/server/store/jackpot-store.js';

const summary = (amount: number, status: 'in-order' | 'out-of-order' = 'in-order'): JackpotSummary =>
  ({ id: 'carib', name: 'Caribbean progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 50_000, seedFrom: 'house', cap: null, rounding: { mode: 'floor' }, status, cite: '000 §11 VI.1', amount }) as unknown as JackpotSummary;

test('a round’s pools published by one process are shown by every other; a status change too (003 §2.3.5); an unread jackpot is read whole first', async () => {
  const bus = new MemoryPubSub();
  const reads: string[] = [];
  const store = { list: async () => [summary(50_000)], get: async (id: string) => (reads.push(id), id === 'carib' ? summary(50_070) : null) };
  const one = new JackpotBoard(store, bus);
  const two = new JackpotBoard(store, bus);
  await one.load();
  assert.equal(two.get('carib'), null, 'not read yet: nothing is shown, and it is read');
  await new Promise((ok) => setImmediate(ok));
  assert.deepEqual(reads, ['carib']);
  assert.deepEqual(two.get('carib'), { id: 'carib', name: 'Caribbean progressive', amount: 50_070, status: 'in-order' });
  const told: string[] = [];
  two.listen((id) => told.push(id));
  one.pools({ carib: 50_140 });
  assert.deepEqual([one.get('carib')?.amount, two.get('carib')?.amount, told], [50_140, 50_140, ['carib']]);
  one.changed(summary(50_140, 'out-of-order'));
  assert.equal(two.get('carib')?.status, 'out-of-order');
  assert.equal(two.get('nope'), null);
  await new Promise((ok) => setImmediate(ok));
  assert.equal(two.get('nope'), null, 'a jackpot that does not exist shows nothing');
  one.close();
  two.close();
});
