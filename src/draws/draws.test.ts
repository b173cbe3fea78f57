import assert from 'node:assert/strict';
import { test } from 'node:test';
import { num, q, str, sum } from '../math/rational.js';
import type { Entry } from '../ledger/postings.js';
import { seededRng } from '../rng/seeded-rng.js';
import { claimByPoints, closeSale, draw, drawPool, openDraw, pay, pointsOf, publicView, sell, verifyDraw, type DrawState } from './draw-book.js';
import { validateDraw } from './draw-config.js';
import { drawReturn, matchChance } from './draw-return.js';

const goods = (description: string, value: number) => ({ kind: 'goods' as const, description, value });
const fixed = { kind: 'lottery-fixed', id: 'tris', name: 'Tris', price: 100, numbers: 10, drawn: 3, pick: 3, prizes: [{ matches: 3, amount: 3000 }, { matches: 2, amount: 200 }] };
const pari = { kind: 'lottery-pari-mutuel', id: 'pool', name: 'Pool', price: 100, numbers: 10, drawn: 3, pick: 3, prizeShare: { num: 55, den: 100 }, classes: [{ matches: 3, share: { num: 70, den: 100 } }, { matches: 2, share: { num: 30, den: 100 } }] };
const lot = { kind: 'instant-lot', id: 'rasca', name: 'Rasca', price: 200, series: 4, ticketsPerSeries: 250, prizes: [{ amount: 100_000, count: 1 }, { amount: 2_000, count: 20 }, { amount: 400, count: 150 }] };

/** Account balances after a list of entries. */
function balances(entries: readonly Entry[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of entries) for (const p of e.postings) m.set(p.account, (m.get(p.account) ?? 0) + p.amount);
  return m;
}

test('000-A8: a raffle of money or its substitutes is refused; goods and services are raffled', () => {
  const raffle = { kind: 'raffle', id: 'car', name: 'Car', price: 500, tickets: 1000 };
  assert.throws(() => validateDraw({ ...raffle, prizes: [{ kind: 'cash', value: 10_000 }] }), (e: { code?: string; message?: string }) => e.code === 'draws/money-prize' && /000-A8/.test(e.message ?? ''));
  assert.throws(() => validateDraw({ ...raffle, prizes: [{ kind: 'voucher', description: 'gift card', value: 10_000 }] }), { code: 'draws/money-prize' });
  assert.equal(validateDraw({ ...raffle, prizes: [goods('a car', 2_000_000), { kind: 'service', description: 'a weekend', value: 50_000 }] }).kind, 'raffle');
});

test('000-A9: a tombola whose tickets\' takings do not cover the objects\' value is refused; exactly covering is accepted', () => {
  const tombola = { kind: 'tombola', id: 'fair', name: 'Fair', price: 100, tickets: 1000, mode: 'immediate' };
  assert.throws(() => validateDraw({ ...tombola, objects: [{ prize: goods('a bicycle', 60_000) }, { prize: goods('a lamp', 20_001), count: 2 }] }), (e: { code?: string; message?: string }) => e.code === 'draws/takings-short' && /100000/.test(e.message ?? '') && /100002/.test(e.message ?? ''));
  assert.equal(validateDraw({ ...tombola, objects: [{ prize: goods('a bicycle', 60_000) }, { prize: goods('a lamp', 20_000), count: 2 }] }).kind, 'tombola');
});

test('000-A10: a promotion may not add to the product\'s usual price', () => {
  const promo = { kind: 'promotion', id: 'coffee', name: 'Coffee draw', product: 'a coffee', entries: 1000, prizes: [{ kind: 'cash', value: 5_000 }] };
  assert.throws(() => validateDraw({ ...promo, surcharge: 10 }), { code: 'draws/surcharge' });
  assert.equal(validateDraw({ ...promo, surcharge: 0 }).kind, 'promotion');
});

test('000-A6: a lottery configuration is checked whole (classes once, matches possible, a draw smaller than the numbers)', () => {
  assert.throws(() => validateDraw({ ...fixed, prizes: [{ matches: 4, amount: 1 }] }), { code: 'draws/bad-prizes' });
  assert.throws(() => validateDraw({ ...fixed, drawn: 10 }), { code: 'draws/bad-draw' });
  assert.throws(() => validateDraw({ ...pari, classes: [{ matches: 3, share: { num: 1, den: 2 } }] }), { code: 'draws/bad-classes' });
  assert.throws(() => validateDraw({ ...lot, prizes: [{ amount: 1, count: 1001 }] }), { code: 'draws/too-many-prizes' });
  assert.throws(() => validateDraw({ ...fixed, price: 1.5 }), { code: 'draws/invalid' });
});

test('000-A6 a: a fixed lottery\'s exact return is the hypergeometric chance of each class × its prize', () => {
  // 3 of 10 drawn, a ticket of 3: P(3) = 1/120, P(2) = 21/120.
  assert.equal(str(matchChance(fixed as never, 3)), '1/120');
  assert.equal(str(matchChance(fixed as never, 2)), '7/40');
  assert.equal(str(sum([0, 1, 2, 3].map((m) => matchChance(fixed as never, m)))), '1');
  const r = drawReturn(validateDraw(fixed)).return;
  assert.ok(r);
  // (3000/120 + 200 × 21/120) / 100 = (25 + 35) / 100
  assert.equal(str(r), '3/5');
});

test('000-A6 a: the return measured through the book agrees with the exact figure (99.9% bound)', () => {
  const rng = seededRng('fixed-lottery');
  const n = 4000;
  let paid = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    let s = openDraw(fixed, rng);
    s = sell(s, { holder: 'ana' }, rng).state;
    s = draw(closeSale(s)).state;
    const won = s.wins.reduce((a, w) => a + w.amount, 0) / 100;
    paid += won;
    sq += won * won;
  }
  const mean = paid / n;
  const sd = Math.sqrt(sq / n - mean * mean);
  const exact = num(q(3, 5));
  assert.ok(Math.abs(mean - exact) < 3.29 * (sd / Math.sqrt(n)), `measured ${mean}, exact ${exact}, bound ${3.29 * (sd / Math.sqrt(n))}`);
});

test('000-A6: chosen numbers are checked; a quick pick comes from the RNG; the sale closes before the draw', () => {
  const rng = seededRng(1);
  const s = openDraw(fixed, rng);
  assert.throws(() => sell(s, { holder: 'ana', numbers: [1, 1, 2] }, rng), { code: 'draws/bad-combination' });
  assert.throws(() => sell(s, { holder: 'ana', numbers: [1, 2, 11] }, rng), { code: 'draws/bad-combination' });
  const { ticket } = sell(s, { holder: 'ana' }, rng);
  assert.equal(ticket.numbers?.length, 3);
  assert.throws(() => draw(s), { code: 'draws/sale-open' });
  assert.throws(() => sell(closeSale(s), { holder: 'ana' }, rng), { code: 'draws/sale-closed' });
});

test('the draw is committed at the opening, hidden until drawn, and checks against its commitment after', () => {
  const rng = seededRng('commit');
  let s: DrawState = openDraw(fixed, rng);
  s = sell(s, { holder: 'ana', numbers: [1, 2, 3] }, rng).state;
  s = sell(s, { holder: 'ben', numbers: [4, 5, 6] }, rng).state;
  const before = publicView(s, { role: 'player', username: 'ana' });
  assert.equal('secret' in before || 'result' in before, false, 'nothing of the draw before it');
  assert.deepEqual(before.tickets.map((t) => t.holder), ['ana'], 'a player sees only her own tickets');
  assert.equal(publicView(s, { role: 'staff' }).tickets.length, 2);
  assert.equal('secret' in publicView(closeSale(s), { role: 'staff' }), false, 'staff see no secret either before the draw');
  s = draw(closeSale(s)).state;
  const after = publicView(s, { role: 'player', username: 'ben' });
  assert.ok(after.secret && verifyDraw(s.commitment, after.secret.order, after.secret.salt));
  assert.deepEqual(after.result, s.secret.order.slice(0, 3).map(Number));
  assert.equal(verifyDraw(s.commitment, [...after.secret.order].reverse(), after.secret.salt), false);
});

test('000-A6 b: a pari-mutuel lottery shares its prize fund among each class\'s winners; the remainders and unwon classes carry on; the pool ends with exactly what it carries', () => {
  const rng = seededRng('pari');
  let s = openDraw(pari, rng);
  const entries: Entry[] = [];
  const winning = s.secret.order.slice(0, 3).map(Number);
  const losing = Array.from({ length: 10 }, (_, i) => i + 1).filter((x) => !winning.includes(x));
  // Three tickets with all three numbers, none with exactly two, four with none.
  for (const holder of ['ana', 'ben', 'cai']) {
    const r = sell(s, { holder, numbers: winning }, rng);
    s = r.state;
    entries.push(...r.entries);
  }
  for (let i = 0; i < 4; i++) {
    const r = sell(s, { holder: 'dan', numbers: losing.slice(i, i + 3) }, rng);
    s = r.state;
    entries.push(...r.entries);
  }
  const d = draw(closeSale(s));
  s = d.state;
  entries.push(...d.entries);
  // takings 700; fund ⌊700 × 55%⌋ = 385; class 3: ⌊385 × 70%⌋ = 269 → 89 each, 2 left over; class 2 (the last takes
  // the rest of the fund): 116, unwon. Carried to the next draw: 116 + 2.
  assert.deepEqual(s.wins.map((w) => [w.holder, w.amount]), [['ana', 89], ['ben', 89], ['cai', 89]]);
  assert.equal(s.carriedOut, 118);
  assert.equal(s.organiser, 315);
  for (const w of s.wins) {
    const r = pay(s, { no: w.no });
    s = r.state;
    entries.push(...r.entries);
  }
  assert.throws(() => pay(s, { no: s.wins[0]?.no }), { code: 'draws/already-paid' });
  const b = balances(entries);
  assert.equal(b.get(drawPool(s.config)), s.carriedOut, 'the pool holds exactly the fund carried to the next draw');
  assert.equal(b.get('revenue'), 315);
  assert.equal(b.get('wallet:ana'), -100 + 89);
  assert.equal([...b.values()].reduce((a, x) => a + x, 0), 0);
});

test('000-A7: an instant lot in series, every validation code unique, its prizes exactly the table, each paid once on its code', () => {
  const rng = seededRng('lot');
  let s = openDraw(lot, rng);
  assert.equal(str(drawReturn(s.config).return ?? q(0)), str(q(100_000 + 40_000 + 60_000, 200 * 1000)));
  const entries: Entry[] = [];
  for (let i = 0; i < 1000; i++) {
    const r = sell(s, { holder: i % 2 ? 'ana' : 'ben' }, rng);
    s = r.state;
    entries.push(...r.entries);
  }
  assert.throws(() => sell(s, { holder: 'ana' }, rng), { code: 'draws/sold-out' });
  const codes = s.tickets.map((t) => t.code);
  assert.equal(new Set(codes).size, 1000, 'unique, non-repeatable codes (000-A7 ¶2 b)');
  let prizes = 0;
  let winners = 0;
  for (const t of s.tickets) {
    try {
      const r = pay(s, { code: t.code as string });
      s = r.state;
      entries.push(...r.entries);
      prizes += r.win.amount;
      winners++;
    } catch (e) {
      assert.equal((e as { code?: string }).code, 'draws/not-a-winner');
    }
  }
  assert.equal(winners, 171);
  assert.equal(prizes, 200_000, 'the lot pays exactly its prize table');
  const paidOnce = s.wins[0];
  assert.ok(paidOnce);
  const code = s.tickets[paidOnce.no - 1]?.code as string;
  assert.throws(() => pay(s, { code }), { code: 'draws/already-paid' });
  const forged = code.replace(/[0-9a-f]{12}$/, (h) => (h[0] === 'a' ? 'b' : 'a') + h.slice(1));
  assert.throws(() => pay(s, { code: forged }), { code: 'draws/unknown-code' });
  const b = balances(entries);
  assert.equal(b.get('house'), 200 * 1000 - 200_000);
});

test('000-A8: a raffle draws its goods among the tickets sold, in the committed order; prizes in kind move no money', () => {
  const rng = seededRng('raffle');
  let s = openDraw({ kind: 'raffle', id: 'hamper', name: 'Hamper', price: 300, tickets: 50, prizes: [goods('a hamper', 9000), goods('a bottle', 1500)] }, rng);
  for (const holder of ['ana', 'ben', 'cai', 'dan', 'eli']) s = sell(s, { holder }, rng).state;
  s = draw(closeSale(s)).state;
  assert.equal(s.wins.length, 2);
  assert.ok(s.wins.every((w) => w.no <= 5 && w.amount === 0), 'only sold tickets win; goods, no money');
  const firstSold = s.secret.order.map(Number).filter((no) => no <= 5);
  assert.deepEqual(s.wins.map((w) => w.no), firstSold.slice(0, 2));
  assert.deepEqual(pay(s, { no: s.wins[0]?.no }).entries, []);
});

test('000-A9: a tombola by points gives an object to the holder whose tickets reach the figure, once per ticket', () => {
  const rng = seededRng('points');
  let s = openDraw({ kind: 'tombola', id: 'pts', name: 'Points', price: 100, tickets: 20, mode: 'points', pointsToWin: 5, points: [{ points: 5, count: 1 }, { points: 2, count: 5 }], objects: [{ prize: goods('a doll', 500), count: 2 }] }, rng);
  for (let i = 0; i < 20; i++) s = sell(s, { holder: 'ana' }, rng).state;
  const five = s.tickets.find((t) => pointsOf(s, t.no) === 5);
  const twos = s.tickets.filter((t) => pointsOf(s, t.no) === 2).map((t) => t.no);
  assert.ok(five && twos.length === 5);
  assert.throws(() => claimByPoints(s, 'ana', twos.slice(0, 2), 0), { code: 'draws/too-few-points' });
  assert.throws(() => claimByPoints(s, 'ben', [five.no], 0), { code: 'draws/not-your-ticket' });
  s = claimByPoints(s, 'ana', [five.no], 0).state;
  assert.throws(() => claimByPoints(s, 'ana', [five.no], 0), { code: 'draws/already-paid' });
  s = claimByPoints(s, 'ana', twos.slice(0, 3), 0).state;
  assert.throws(() => claimByPoints(s, 'ana', twos.slice(3).concat(five.no), 0), { code: 'draws/already-paid' });
  assert.equal(s.wins.length, 2);
});

test('000-A10: a promotion hands out free entries (no sale entry) and pays its cash prize from the house', () => {
  const rng = seededRng('promo');
  let s = openDraw({ kind: 'promotion', id: 'coffee', name: 'Coffee draw', product: 'a coffee', surcharge: 0, entries: 20, prizes: [{ kind: 'cash', value: 5_000 }, goods('a mug', 800)] }, rng);
  const entries: Entry[] = [];
  for (const holder of ['ana', 'ben', 'cai']) {
    const r = sell(s, { holder }, rng);
    s = r.state;
    entries.push(...r.entries);
  }
  assert.deepEqual(entries, [], 'taking part costs nothing');
  s = draw(closeSale(s)).state;
  const [cash, mug] = s.wins;
  assert.ok(cash && mug && cash.amount === 5_000 && mug.amount === 0 && mug.prize === 'a mug');
  const paid = pay(s, { no: cash.no });
  assert.deepEqual(paid.entries.flatMap((e) => e.postings), [{ account: 'house', amount: -5_000 }, { account: `wallet:${cash.holder}`, amount: 5_000 }]);
});
