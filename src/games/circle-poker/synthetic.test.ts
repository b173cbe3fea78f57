/**
 * Synthetic poker (000 §17.6; 001 §12 IX), by stacked decks: the 28-card deck, the antes, a community card before each
 * of five betting rounds, the first opened by the Hand and the later ones by the highest bettor, the flush over the
 * full house, A-8-9-10-J the lowest straight, exactly two hole cards and three of the board, and the stack limits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { circleProfileSchema } from './profile.js';
import { finalStacks, rakeOf, scripted } from './testing.js';

const players = { a: 10000, b: 10000, c: 10000, d: 10000 };
const toAct = (s: ReturnType<typeof scripted>): string | undefined => s.state.hand[s.state.toAct as number]?.player;

for (const profile of ['eus', 'cv']) {
  test(`000 §17.6 IV, 001 §12 IX (${profile}): synthetic poker deals 28 cards, antes, two cards each and one community card before each of five rounds; the highest bettor opens the next round, the Hand when nobody bet; the flush beats the full house (exact pot and cut)`, () => {
    // Button at box 4: a, b, c, d twice, then the board one card a round: Qh, 9h, 9c, 8h, As.
    const deck = ['Kh', 'Qs', '8s', 'Ts', 'Jh', 'Qd', '8d', 'Js', 'Qh', '9h', '9c', '8h', 'As'];
    const h = scripted('synthetic-poker', profile, players, deck, 4);
    assert.equal(h.state.shoe.order.length, 28, 'aces to eights, four suits');
    assert.ok(h.state.shoe.order.every((c) => '89TJQKA'.includes(c[0] as string)));
    assert.deepEqual(h.events.filter((e) => e.type === 'stake').map((e) => [e.bettor, e.bet, e.amount]), ['a', 'b', 'c', 'd'].map((p) => [p, 'ante', 100]));
    assert.deepEqual(h.state.boards, [['Qh']], 'the first community card comes with the hole cards');
    assert.equal(toAct(h), 'a', 'the Hand (the first seat left of the button) opens the first round');
    h.act('a', 'check');
    h.act('b', 'bet', { amount: 200 });
    h.act('c', 'call');
    h.act('d', 'fold');
    h.act('a', 'call');
    h.act('dealer', 'next');
    assert.deepEqual(h.state.boards, [['Qh', '9h']], 'one more community card, no burn');
    assert.equal(toAct(h), 'b', 'the player who made the highest bet opens the second round');
    h.act('b', 'check');
    h.act('c', 'check');
    h.act('a', 'check');
    h.act('dealer', 'next');
    assert.equal(toAct(h), 'a', 'nobody bet: the Hand opens again');
    h.act('a', 'bet', { amount: 400 });
    h.act('b', 'call');
    h.act('c', 'fold');
    h.act('dealer', 'next');
    assert.equal(toAct(h), 'a');
    h.act('a', 'check');
    h.act('b', 'check');
    h.act('dealer', 'next');
    assert.deepEqual(h.state.boards, [['Qh', '9h', '9c', '8h', 'As']]);
    h.act('a', 'check');
    h.act('b', 'check');
    const st = h.state;
    assert.equal(st.phase, 'over');
    // a: Kh Jh + Qh 9h 8h, a flush; b: Qs Qd + Qh 9h 9c, queens full: with fewer than 52 cards the flush wins.
    // Pot: antes 400, 3 × 200, 2 × 400 = 1800; the cut 5% = 90.
    assert.deepEqual(st.result?.pots.map((p) => [p.amount, p.rake, p.awards.map((x) => [x.player, x.amount])]), [[1800, 90, [['a', 1710]]]]);
    assert.equal(rakeOf(st), 90);
    assert.deepEqual(finalStacks(st), { a: 11010, b: 9300, c: 9700, d: 9900 });
  });
}

test('000 §17.6 I–II: A-8-9-10-J is a straight, and the hand is exactly the two hole cards and three of the board (a straight on the board alone does not play)', () => {
  // Board 9d Ts Jc Qh 8h. a: Ah 8c, the lowest straight A-8-9-10-J (no straight under the 52-card ranking). b: Qs Qd,
  // three queens. c: Ad As, a pair of aces. d: Kd Ks, a pair of kings with both hole cards (one king and four of the
  // board, as in hold'em, would be a straight to the king).
  const deck = ['Ah', 'Qs', 'Ad', 'Kd', '8c', 'Qd', 'As', 'Ks', '9d', 'Ts', 'Jc', 'Qh', '8h'];
  const h = scripted('synthetic-poker', 'eus', players, deck, 4);
  for (let i = 0; i < 40 && h.state.phase !== 'over'; i++) {
    if (h.state.phase === 'dealing') h.act('dealer', 'next');
    else h.act(toAct(h) as string, 'check');
  }
  const st = h.state;
  assert.equal(st.result?.showdown, true);
  // Antes 4 × 100; the cut 5% = 20.
  assert.deepEqual(st.result?.pots.map((p) => [p.amount, p.rake, p.awards.map((x) => [x.player, x.amount])]), [[400, 20, [['a', 380]]]]);
});

test('000 §17.6 III, 001 §12 IX: the first stack is 10 to 200 times the table minimum (a profile whose buy-in differs is refused at load); re-buys 5 to 100 times', () => {
  for (const id of ['eus', 'cv']) {
    const raw = JSON.parse(readFileSync(new URL(`./profiles/synthetic-poker/${id}.json`, import.meta.url), 'utf8')) as Record<string, { value: unknown }>;
    const ok = circleProfileSchema.parse(raw);
    assert.deepEqual(ok.buyIn.value, { min: 10 * ok.tableMinimum.value, max: 200 * ok.tableMinimum.value });
    assert.deepEqual(ok.stackLimits?.value.rebuy, { min: 5, max: 100 });
    const wrong = circleProfileSchema.safeParse({ ...raw, buyIn: { ...raw.buyIn, value: { min: 4000, max: 40000 } } });
    assert.equal(wrong.success, false);
    assert.match(JSON.stringify(wrong.error?.issues), /10 to 200 times the table minimum/);
  }
});
