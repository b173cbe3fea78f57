/**
 * The shoe across rounds and the deal: the new-shoe procedure (shuffle committed, cut within bounds, cut card,
 * burn), the continuous shuffler, the deal order, the table limits, and the order of payment.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../core/errors.js';
import { DEALER, player } from '../../core/ids.js';
import { verifyCommitment } from '../../rng/commitment.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { BjAction } from './actions.js';
import { blackjack } from './index.js';
import { timeoutAction } from './legal.js';
import { startShoe, type BjCarry } from './round.js';
import type { BjState } from './state.js';
import { checkTable, defaultTable } from './table.js';

const profiles = blackjack.profiles;
type Ev = { type: string; [k: string]: unknown };

function apply(s: BjState, a: Record<string, unknown>): { s: BjState; ev: Ev[] } {
  const r = blackjack.apply(s, a as unknown as BjAction);
  if (!r.ok) throw new Error(`${r.rejection.code}: ${r.rejection.message}`);
  return { s: r.state, ev: r.events as Ev[] };
}

test('002 §14.2–§14.6: a new shoe is committed, cut by a player leaving a deck either side, given its end card one deck from the end, and burns five cards', () => {
  const p = profiles.get('gr');
  for (let i = 0; i < 50; i++) {
    const { shoe, events } = startShoe(p, seededRng(`cut-${i}`), 1);
    assert.equal(shoe.order.length, 312);
    assert.ok(shoe.cutOffset >= 52 && shoe.cutOffset <= 312 - 52, `cut ${shoe.cutOffset}`);
    assert.equal(shoe.cutAt, 312 - 52);
    assert.equal(shoe.pos, 5);
    assert.deepEqual(shoe.burned, shoe.order.slice(0, 5));
    assert.deepEqual(events.map((e) => e.type), ['shoe-shuffled', 'shoe-cut', 'cut-card-placed', 'cards-burned']);
  }
});

test('000 §03 V.3: the shuffled order is a permutation of six decks of 52, committed (SHA-256 with a salt) before any card is seen', () => {
  const p = profiles.get('eus');
  const { shoe } = startShoe(p, seededRng('perm'), 1);
  const counts = new Map<string, number>();
  for (const c of shoe.shuffled) counts.set(c, (counts.get(c) ?? 0) + 1);
  assert.equal(counts.size, 52);
  for (const n of counts.values()) assert.equal(n, 6);
  assert.ok(verifyCommitment(shoe.commitment, shoe.shuffled, shoe.salt));
});

test('003 §2.2.1.3 / §2.2.1.5: the cut takes at least 13 cards; a shuffler table is not cut; 003 §2.2.2.1: two decks are 104 cards', () => {
  const ee = profiles.get('ee-oc');
  for (let i = 0; i < 30; i++) {
    const { shoe } = startShoe(ee, seededRng(`ee-${i}`), 1);
    assert.ok(shoe.cutOffset >= 13 && shoe.cutOffset <= 312 - 13);
    assert.equal(shoe.pos, 0, 'no burn: every card is played through');
  }
  const csm = profiles.derive('ee-oc', { shoe: { mode: { value: 'csm', cite: 't' } } });
  const { events } = startShoe(csm, seededRng('csm'), 1);
  assert.ok(!events.some((e) => e.type === 'shoe-cut'));
  assert.equal(startShoe(profiles.get('ee-oc-2d'), seededRng('2d'), 1).shoe.order.length, 104);
});

test('002 §14.10: in shuffler mode there is no end card, five cards are burned once, and each round\'s cards go back into the machine', () => {
  const p = profiles.derive('gr', { shoe: { mode: { value: 'csm', cite: 't' } } });
  const rng = seededRng('csm-rounds');
  const table = defaultTable(p);
  let carry: BjCarry | null = null;
  for (let r = 1; r <= 5; r++) {
    const c = blackjack.create({ profile: p, table, carry, rng, roundNo: r });
    let s = c.state;
    assert.equal(s.shoe.cutAt, null);
    assert.equal(s.shoe.order.length, 312);
    if (r === 1) assert.equal(s.shoe.pos, 5);
    else {
      assert.equal(s.shoe.pos, 0, 'no second burn');
      assert.ok(c.events.some((e) => e.type === 'shoe-revealed') && c.events.some((e) => e.type === 'shoe-shuffled'));
    }
    s = apply(s, { type: 'bet', box: 1, amount: 1000, by: player('p') }).s;
    s = apply(s, { type: 'deal', by: DEALER }).s;
    while (s.phase !== 'over') s = apply(s, timeoutAction(s) as unknown as Record<string, unknown>).s;
    carry = blackjack.carry(s);
  }
});

test('000 §03 V.1.a / 002 §14.12a: one card to each box from the dealer\'s left, one to the dealer, then the second card to each box; no hole card', () => {
  const p = profiles.get('gr');
  let s = blackjack.create({ profile: p, table: defaultTable(p), carry: null, rng: seededRng('order'), stack: { cards: ['2c', '3c', '4c', '5c', '6c', '7c', '8c'] } }).state;
  for (const b of [3, 1, 2]) s = apply(s, { type: 'bet', box: b, amount: 1000, by: player(`p${b}`) }).s;
  const { ev } = apply(s, { type: 'deal', by: DEALER });
  const dealt = ev.filter((e) => e.type === 'card-dealt' || e.type === 'dealer-card').map((e) => `${e.box ?? 'D'}:${String(e.card)}`);
  assert.deepEqual(dealt, ['1:2c', '2:3c', '3:4c', 'D:5c', '1:6c', '2:7c', '3:8c']);
});

test('000 §03 V.1.a / 002 §14.12a: a bust is collected at once, before the next box plays', () => {
  const p = profiles.get('gr');
  let s = blackjack.create({ profile: p, table: defaultTable(p), carry: null, rng: seededRng('bust'), stack: { cards: ['Tc', '9c', '7d', '6h', '9d', 'Kd', 'Td'] } }).state;
  s = apply(s, { type: 'bet', box: 1, amount: 1000, by: player('a') }).s;
  s = apply(s, { type: 'bet', box: 2, amount: 1000, by: player('b') }).s;
  s = apply(s, { type: 'deal', by: DEALER }).s;
  const r = apply(s, { type: 'hit', box: 1, by: player('a') });
  assert.deepEqual(r.ev.map((e) => e.type), ['card-dealt', 'hand-busted']);
  assert.equal(r.s.boxes[0]?.hands[0]?.stakes[0]?.result?.returned, 0);
  assert.deepEqual(r.s.turn, { box: 2, hand: 0 });
});

test('002 §14.12d / 003 §2.2.1.24: the croupier settles from his right to his left (the last box first)', () => {
  const p = profiles.get('gr');
  let s = blackjack.create({ profile: p, table: defaultTable(p), carry: null, rng: seededRng('rtl'), stack: { cards: ['Tc', '9c', '7d', '9h', '9d', 'Td'] } }).state;
  s = apply(s, { type: 'bet', box: 1, amount: 1000, by: player('a') }).s;
  s = apply(s, { type: 'bet', box: 2, amount: 1000, by: player('b') }).s;
  s = apply(s, { type: 'deal', by: DEALER }).s;
  s = apply(s, { type: 'stand', box: 1, by: player('a') }).s;
  const { ev } = apply(s, { type: 'stand', box: 2, by: player('b') });
  assert.deepEqual(ev.filter((e) => e.type === 'bet-settled').map((e) => e.box), [2, 1]);
});

test('000 §03 V.2 / 001 §03 V.3.b / 002 §14.16: the table maximum must be one of the allowed multiples of the minimum; 000 §03 IV.a: at most 9 boxes', () => {
  const t = (minimum: number, maximum: number, boxes = 7) => ({ minimum, maximum, boxes, players: [], sideBetLimits: {}, jackpots: { sevens: 0, progressive: 0 } });
  assert.doesNotThrow(() => checkTable(profiles.get('eus'), t(10, 250)));
  assert.throws(() => checkTable(profiles.get('cv'), t(10, 250)), ConfigError);
  assert.doesNotThrow(() => checkTable(profiles.get('cv'), t(10, 2000, 9)));
  assert.throws(() => checkTable(profiles.get('gr'), t(10, 300)), ConfigError);
  assert.doesNotThrow(() => checkTable(profiles.get('ee-oc'), t(10, 300)), '003 §2.1.1: limits displayed, no ratio');
  assert.ok(!blackjack.tableSchema.safeParse(t(10, 1000, 10)).success);
});

test('000 §03.01: triple-blackjack limits apply to each box of a position', async () => {
  const { tripleBlackjack } = await import('./index.js');
  const p = tripleBlackjack.profiles.get('eus');
  let s = tripleBlackjack.create({ profile: p, table: { ...tripleBlackjack.defaultTable(p), minimum: 10, maximum: 1000 }, carry: null, rng: seededRng('t') }).state as BjState;
  const tr = (a: Record<string, unknown>) => tripleBlackjack.apply(s, a as unknown as BjAction);
  const r1 = tr({ type: 'bet', box: 1, sub: 1, amount: 1000, by: player('a') });
  assert.ok(r1.ok);
  s = r1.state as BjState;
  assert.ok(!tr({ type: 'bet', box: 1, sub: 1, amount: 10, by: player('a') }).ok, 'box 1 is at the maximum');
  assert.ok(tr({ type: 'bet', box: 1, sub: 2, amount: 1000, by: player('a') }).ok, 'box 2 has its own maximum');
  const r4 = tr({ type: 'bet', box: 1, sub: 4, amount: 10, by: player('a') });
  assert.ok(!r4.ok, '000 §03.01: boxes 1 to 3 only');
});

test('docs/fairness.md, 003 §2.2.1.32: a reshuffle commits its new order with a fresh salt from the RNG, not one derived from the order', () => {
  const p = profiles.get('ee-oc');
  const table = { ...defaultTable(p), minimum: 10, maximum: 1000 };
  const order = ['Th', '9c', '8h', '7d', '6s', '5c', 'Ts', '9s'];
  const salts = new Set<string>();
  for (const seed of ['salt-a', 'salt-b']) {
    let s = blackjack.create({ profile: p, table, carry: null, rng: seededRng(seed), stack: { cards: order, cutCardUnnoticed: true } }).state;
    s = apply(s, { type: 'bet', box: 1, amount: 100, by: player('ana') }).s;
    s = apply(s, { type: 'deal', by: DEALER }).s;
    const filled = blackjack.randomize?.(s, { type: 'notice-cut-card', by: DEALER } as BjAction, seededRng(`${seed}-reshuffle`)) as BjAction & { order: string[]; salt?: string };
    assert.match(filled.salt ?? '', /^[0-9a-f]{64}$/, 'the salt is drawn with the order');
    salts.add(filled.salt as string);
    const after = apply(s, filled as unknown as Record<string, unknown>);
    const shuffled = after.ev.find((e) => e.type === 'shoe-shuffled') as { commitment: string } | undefined;
    assert.ok(shuffled, 'the new order is committed');
    assert.ok(verifyCommitment(shuffled.commitment, filled.order, filled.salt as string), 'the commitment is SHA-256 of the order and that salt');
    assert.equal(blackjack.randomFields?.includes('salt'), true, 'a client never sends it');
  }
  assert.equal(salts.size, 2);
});
