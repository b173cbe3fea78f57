/**
 * The machine page's [Autoplay] form and the cashier's prizes-in-kind screen (issue 22; 003 §4.1.2, §4.5.3, §1.2.5):
 * the request the form makes for each machine (the game's choice, the stops in money), what it refuses before asking
 * the server, what the panel says of a run, and the order and state of the prizes awaiting hand-over.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { autoplayBody, autoplayLine, type AutoplayForm } from '../../web/src/games/machines/autoplay-panel.js';
import { prizeOrder, prizeState, type PrizeRow } from '../../web/src/views/prizes-in-kind.js';

const form = (over: Partial<AutoplayForm> = {}): AutoplayForm => ({ stake: '2.50', games: '10', choice: '', winAtLeast: '', creditBelow: '', feature: false, ...over });

test('003 §4.1.2: the autoplay form asks for the stake and the games in minor units, the game’s choice and the stops set', () => {
  assert.deepEqual(autoplayBody('machine-bingo', form()), { body: { stake: 250, games: 10, stops: {} } });
  assert.deepEqual(autoplayBody('keno', form({ choice: '7, 12 33' })), { body: { stake: 250, games: 10, choices: { marks: [7, 12, 33] }, stops: {} } });
  assert.deepEqual(autoplayBody('electronic-roulette', form({ choice: 'red' })), { body: { stake: 250, games: 10, choices: { bet: 'red' }, stops: {} } });
  assert.deepEqual(autoplayBody('reel-slot', form({ choice: '5', winAtLeast: '20', creditBelow: '5,00', feature: true })), { body: { stake: 250, games: 10, choices: { lines: 5 }, stops: { winAtLeast: 2_000, creditBelow: 500, feature: true } } });
});

test('the autoplay form refuses what the server would: no stake, games outside 1–1000, a bad choice or stop, a machine without autoplay', () => {
  assert.deepEqual(autoplayBody('video-poker-jacks-or-better', form()), { error: 'mauto.not-offered' });
  assert.deepEqual(autoplayBody('machine-bingo', form({ stake: '0' })), { error: 'mauto.bad-stake' });
  assert.deepEqual(autoplayBody('machine-bingo', form({ stake: '1.005' })), { error: 'mauto.bad-stake' });
  assert.deepEqual(autoplayBody('machine-bingo', form({ games: '1001' })), { error: 'mauto.bad-games' });
  assert.deepEqual(autoplayBody('machine-bingo', form({ games: '0' })), { error: 'mauto.bad-games' });
  assert.deepEqual(autoplayBody('keno', form({ choice: '7 7' })), { error: 'mauto.bad-choice' });
  assert.deepEqual(autoplayBody('keno', form({ choice: '81' })), { error: 'mauto.bad-choice' });
  assert.deepEqual(autoplayBody('reel-slot', form({ choice: '' })), { error: 'mauto.bad-choice' });
  assert.deepEqual(autoplayBody('machine-bingo', form({ winAtLeast: 'x' })), { error: 'mauto.bad-stop' });
});

test('the panel says how far a run is, and why it ended', () => {
  assert.equal(autoplayLine(null), null);
  assert.deepEqual(autoplayLine({ running: true, played: 3, request: { games: 10 }, reason: null }), { key: 'mauto.running', vars: { played: 3, games: 10 } });
  assert.deepEqual(autoplayLine({ running: false, played: 4, request: { games: 10 }, reason: 'cash-out' }), { key: 'mauto.ended.cash-out', vars: { played: 4 } });
});

const row = (id: number, handOverBy: string, o: Partial<PrizeRow> = {}): PrizeRow => ({ id, wonAt: 0, jackpot: 'car', player: 'alice', machine: 'm1', item: 'car', value: 2_500_000, handOverBy, overdue: false, handedOver: null, ...o });

test('003 §1.2.5: the prizes awaiting hand-over come first, the earliest date first; overdue and handed-over rows are marked', () => {
  const given = row(1, '2026-11-01', { handedOver: { at: 1, by: 'cashier', to: 'Alice', late: false } });
  const late = row(2, '2026-11-10', { overdue: true });
  const soon = row(3, '2026-12-01');
  assert.deepEqual(prizeOrder([given, soon, late]).map((r) => r.id), [2, 3, 1]);
  assert.deepEqual([given, late, soon].map(prizeState), ['given', 'overdue', 'awaiting']);
});

test('003 §4.5.2: the win display keeps each win once, newest first, the last 20', async () => {
  const { mergeWins } = await import('../../web/src/views/wins.js');
  const w = (seq: number): { seq: number; at: number; machine: string; kind: 'machine'; amount: number } => ({ seq, at: seq, machine: 'm1', kind: 'machine', amount: 100 * seq });
  assert.deepEqual(mergeWins([w(1), w(2)], [w(2), w(3)]).map((x) => x.seq), [3, 2, 1]);
  assert.equal(mergeWins([], Array.from({ length: 30 }, (_, i) => w(i + 1))).length, 20);
  assert.equal(mergeWins([], Array.from({ length: 30 }, (_, i) => w(i + 1)))[0]?.seq, 30);
});
