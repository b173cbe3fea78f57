/**
 * Every bet of 000 §06 IV.1 and 001 §09 IV.1º decided throw by throw, through the engine (Driver).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Driver } from './test-support.js';

const L = Driver.line;
/** A table where `you` holds the dice and the point is `n` (set by a Win bet of 100 on the come-out). */
function withPoint(profile: string, n: 4 | 5 | 6 | 8 | 9 | 10, overrides?: unknown): Driver {
  const d = new Driver(profile, {}, overrides);
  const a = n === 4 ? [1, 3] : n === 5 ? [1, 4] : n === 6 ? [1, 5] : n === 8 ? [2, 6] : n === 9 ? [3, 6] : [4, 6];
  d.roll(a[0] as number, a[1] as number, [['you', 'win', 100]]);
  assert.equal(d.state.point, n);
  return d;
}

for (const profile of ['eus', 'cv']) {
  const sec = profile === 'eus' ? '000 §06 IV.1' : '001 §09 IV.1º';

  test(`${sec} A: Win on the come-out wins on 7 and 11, loses on 2, 3, 12, at par (${profile})`, () => {
    const d = new Driver(profile);
    for (const [a, b, outcome] of [[3, 4, 'win'], [5, 6, 'win'], [1, 1, 'lose'], [1, 2, 'lose'], [6, 6, 'lose']] as const) {
      const s = d.roll(a, b, [['you', 'win', 100]]);
      assert.deepEqual(L(s, 'win'), { bettor: 'you', bet: 'win', stake: 100, returned: outcome === 'win' ? 200 : 0, net: outcome === 'win' ? 100 : -100, outcome, cite: L(s, 'win')?.cite });
      assert.equal(d.state.point, null);
    }
  });

  test(`${sec} A: Win — another total is the point; the point repeated wins, a 7 loses, others roll on (${profile})`, () => {
    const d = withPoint(profile, 6);
    assert.equal(L(d.roll(2, 3), 'win'), undefined); // 5: pending
    assert.equal(L(d.roll(4, 4), 'win'), undefined); // 8: pending
    assert.equal(L(d.roll(2, 4), 'win')?.returned, 200); // the 6 again
    assert.equal(d.state.point, null);
    const e = withPoint(profile, 9);
    assert.equal(L(e.roll(3, 4), 'win')?.outcome, 'lose');
  });

  test(`${sec} A: Don't Win wins on 2 and 3, loses on 7 and 11, the 12 decides nothing (${profile})`, () => {
    const d = new Driver(profile);
    for (const [a, b, outcome] of [[1, 1, 'win'], [1, 2, 'win'], [3, 4, 'lose'], [5, 6, 'lose']] as const) {
      d.next([a, b]);
      d.bet('you', 'win', 100).bet('you', 'dont-win', 100);
      const s = d.throwNow();
      assert.equal(L(s, 'dont-win')?.outcome, outcome);
      assert.equal(L(s, 'dont-win')?.returned, outcome === 'win' ? 200 : 0);
    }
    d.next([6, 6]);
    d.bet('you', 'dont-win', 100);
    const s = d.throwNow();
    assert.equal(L(s, 'dont-win'), undefined, 'no decision on the 12');
    assert.deepEqual(d.standing(), ['dont-win:100'], 'the bet stands for the next throw');
    assert.equal(L(d.roll(1, 2), 'dont-win')?.returned, 200);
  });

  test(`${sec} A: Don't Win after the point wins on 7 and loses on the point (${profile})`, () => {
    const d = new Driver(profile);
    d.roll(5, 5, [['you', 'dont-win', 100]]);
    assert.equal(d.state.point, 10);
    assert.equal(L(d.roll(3, 4), 'dont-win')?.returned, 200);
    d.roll(5, 5, [['you', 'dont-win', 100]]);
    assert.equal(L(d.roll(4, 6), 'dont-win')?.outcome, 'lose');
  });

  test(`${sec} A: Come — next throw 7 or 11 wins, 2, 3, 12 loses, otherwise the bet moves to the number's box (${profile})`, () => {
    const d = withPoint(profile, 4);
    assert.equal(L(d.roll(5, 6, [['you', 'come', 100]]), 'come')?.returned, 200, '11 wins');
    for (const [a, b] of [[1, 1], [1, 2], [6, 6]] as const) assert.equal(L(d.roll(a, b, [['you', 'come', 100]]), 'come')?.outcome, 'lose', `${a + b} loses`);
    const s = d.roll(4, 5, [['you', 'come', 100]]);
    assert.equal(L(s, 'come'), undefined);
    assert.ok(d.log.some((e) => e.type === 'come-bet-moved' && e.number === 9));
    assert.ok(d.standing().includes('come-9:100'));
    assert.equal(L(d.roll(2, 3), 'come-9'), undefined, 'pending on other totals');
    assert.equal(L(d.roll(3, 6), 'come-9')?.returned, 200, 'wins when its number comes');
    d.roll(4, 4, [['you', 'come', 100]]);
    const last = d.roll(3, 4, [['you', 'come', 100]]);
    assert.equal(L(last, 'come-8')?.outcome, 'lose', 'on its box it loses on the 7');
    assert.equal(L(last, 'come')?.returned, 200, 'a new come bet wins on the same 7');
  });

  test(`${sec} A: Don't Come — 2, 3 win, 7, 11 lose, 12 nothing; on its box it wins on 7 and loses on its number (${profile})`, () => {
    const d = withPoint(profile, 10);
    assert.equal(L(d.roll(1, 2, [['you', 'dont-come', 100]]), 'dont-come')?.returned, 200);
    assert.equal(L(d.roll(5, 6, [['you', 'dont-come', 100]]), 'dont-come')?.outcome, 'lose');
    d.roll(6, 6, [['you', 'dont-come', 100]]);
    assert.ok(d.standing().includes('dont-come:100'), 'the 12 leaves it in the Don\'t Come box');
    d.roll(3, 3);
    assert.ok(d.standing().includes('dont-come-6:100'));
    assert.equal(L(d.roll(3, 3), 'dont-come-6')?.outcome, 'lose');
    d.roll(2, 3, [['you', 'dont-come', 100]]);
    assert.equal(L(d.roll(3, 4), 'dont-come-5')?.returned, 200);
  });

  test(`${sec} A: Field wins on 2, 3, 4, 9, 10, 11, 12 — double on 2 and 12 — and loses on 5, 6, 7, 8 (${profile})`, () => {
    const d = new Driver(profile);
    const exp: Record<number, number> = { 2: 300, 3: 200, 4: 200, 5: 0, 6: 0, 7: 0, 8: 0, 9: 200, 10: 200, 11: 200, 12: 300 };
    for (let t = 2; t <= 12; t++) {
      const a = Math.max(1, t - 6);
      d.next([a, t - a]);
      d.bet('you', 'field', 100);
      if (d.state.point === null) d.bet('you', 'win', 100);
      assert.equal(L(d.throwNow(), 'field')?.returned, exp[t], `total ${t}`);
    }
  });

  test(`${sec} A: Big 6 and Big 8 win on their number made any way, lose on 7, stand otherwise (${profile})`, () => {
    const d = new Driver(profile);
    let s = d.roll(3, 3, [['you', 'win', 100], ['you', 'big-6', 100], ['you', 'big-8', 100]]);
    assert.equal(L(s, 'big-6')?.returned, 200);
    assert.equal(L(s, 'big-8'), undefined);
    s = d.roll(2, 6, [['you', 'big-6', 100]]);
    assert.equal(L(s, 'big-8')?.returned, 200);
    s = d.roll(1, 6);
    assert.equal(L(s, 'big-6')?.outcome, 'lose');
  });

  test(`${sec} A: Under 7 wins below 7, Over 7 above; a 7 loses both, at par (${profile})`, () => {
    const d = new Driver(profile);
    const play = (a: number, b: number) => d.roll(a, b, [['you', 'win', 100], ['you', 'under-7', 100], ['you', 'over-7', 100]]);
    let s = play(1, 2);
    assert.equal(L(s, 'under-7')?.returned, 200);
    assert.equal(L(s, 'over-7')?.returned, 0);
    s = play(3, 4);
    assert.equal(L(s, 'under-7')?.returned, 0);
    assert.equal(L(s, 'over-7')?.returned, 0);
    s = play(6, 6);
    assert.equal(L(s, 'over-7')?.returned, 200);
  });

  test(`${sec} B: hard ways win on the chosen double, lose on 7 or the total made easy; 4/10 ×7, 6/8 ×9 (${profile})`, () => {
    const d = new Driver(profile);
    let s = d.roll(2, 2, [['you', 'win', 100], ['you', 'hard-4', 100], ['you', 'hard-6', 100], ['you', 'hard-8', 100], ['you', 'hard-10', 100]]);
    assert.equal(L(s, 'hard-4')?.returned, 800);
    s = d.roll(3, 3, [['you', 'hard-4', 100]]);
    assert.equal(L(s, 'hard-6')?.returned, 1000);
    s = d.roll(4, 6);
    assert.equal(L(s, 'hard-10')?.outcome, 'lose', 'a 10 made easy');
    s = d.roll(4, 4);
    assert.equal(L(s, 'hard-8')?.returned, 1000);
    s = d.roll(5, 5, [['you', 'hard-10', 100]]);
    assert.equal(L(s, 'hard-10')?.returned, 800);
    s = d.roll(1, 6);
    assert.equal(L(s, 'hard-4')?.outcome, 'lose', 'a 7 loses');
  });

  test(`${sec} B: one-throw multiples — any 7 ×4, 11 ×15, any craps ×7, 2 ×30, 3 ×15, 12 ×30, horn ×4 (${profile})`, () => {
    const d = new Driver(profile);
    const all: [string, string, number][] = ['any-7', 'eleven', 'any-craps', 'craps-2', 'craps-3', 'craps-12', 'horn'].map((b) => ['you', b, 100]);
    const expect = (a: number, b: number, won: Record<string, number>) => {
      const s = d.roll(a, b, [['you', 'win', 100], ...all]);
      for (const [, bet] of all) assert.equal(L(s, bet)?.returned, won[bet] ?? 0, `${bet} on ${a + b}`);
    };
    expect(3, 4, { 'any-7': 500 });
    expect(5, 6, { eleven: 1600, horn: 500 });
    expect(1, 1, { 'any-craps': 800, 'craps-2': 3100, horn: 500 });
    expect(1, 2, { 'any-craps': 800, 'craps-3': 1600, horn: 500 });
    expect(6, 6, { 'any-craps': 800, 'craps-12': 3100, horn: 500 });
    expect(4, 4, {});
  });

  test(`${sec} C: Win and Come odds pay 2 to 1 (4, 10), 3 to 2 (5, 9), 6 to 5 (6, 8) (${profile})`, () => {
    for (const [n, dice, stake, won] of [[4, [2, 2], 100, 200], [10, [4, 6], 100, 200], [5, [1, 4], 100, 150], [9, [4, 5], 100, 150], [6, [2, 4], 100, 120], [8, [3, 5], 100, 120]] as const) {
      const d = withPoint(profile, n);
      d.next([dice[0], dice[1]]);
      d.bet('you', 'win-odds', stake);
      const s = d.throwNow();
      assert.equal(L(s, `win-odds-${n}`)?.returned, stake + won, `point ${n}`);
    }
    const d = withPoint(profile, 4);
    d.roll(3, 3, [['you', 'come', 100]]);
    d.next([3, 3]);
    d.bet('you', 'come-odds-6', 100);
    assert.equal(L(d.throwNow(), 'come-odds-6')?.returned, 220);
    const e = withPoint(profile, 5);
    e.next([3, 4]);
    e.bet('you', 'win-odds', 100);
    assert.equal(L(e.throwNow(), 'win-odds-5')?.outcome, 'lose', 'odds follow the Win: a 7 loses');
  });

  test(`${sec} C: Don't Win and Don't Come odds pay 1 to 2 (4, 10), 2 to 3 (5, 9), 5 to 6 (6, 8) (${profile})`, () => {
    for (const [n, stake, won] of [[4, 200, 100], [10, 200, 100], [5, 150, 100], [9, 150, 100], [6, 120, 100], [8, 120, 100]] as const) {
      const d = new Driver(profile);
      const a = n === 4 ? [1, 3] : n === 5 ? [1, 4] : n === 6 ? [1, 5] : n === 8 ? [2, 6] : n === 9 ? [3, 6] : [4, 6];
      d.roll(a[0] as number, a[1] as number, [['you', 'dont-win', 100]]);
      d.next([3, 4]);
      d.bet('you', 'dont-win-odds', stake);
      const s = d.throwNow();
      assert.equal(L(s, `dont-win-odds-${n}`)?.returned, stake + won, `point ${n}`);
    }
    const d = withPoint(profile, 4);
    d.roll(2, 3, [['you', 'dont-come', 100]]);
    d.next([2, 3]);
    d.bet('you', 'dont-come-odds-5', 150);
    assert.equal(L(d.throwNow(), 'dont-come-odds-5')?.outcome, 'lose', 'its number loses it');
  });

  test(`${sec} D: Right bets pay 7 for 6 (6, 8), 7 for 5 (5, 9), 9 for 5 (4, 10) before the 7 (${profile})`, () => {
    const d = new Driver(profile);
    const cases: [string, number, [number, number], number][] = [['right-6', 600, [1, 5], 1300], ['right-8', 600, [2, 6], 1300], ['right-5', 500, [2, 3], 1200], ['right-9', 500, [4, 5], 1200], ['right-4', 500, [1, 3], 1400], ['right-10', 500, [5, 5], 1400]];
    for (const [spot, stake, dice, returned] of cases) {
      d.next(dice);
      if (d.state.point === null) d.bet('you', 'win', 100);
      d.bet('you', spot, stake);
      assert.equal(L(d.throwNow(), spot)?.returned, returned, spot);
    }
    d.next([6, 6]);
    if (d.state.point === null) d.bet('you', 'win', 100);
    d.bet('you', 'right-6', 600);
    assert.equal(L(d.throwNow(), 'right-6'), undefined, 'another total: no decision');
    assert.equal(L(d.roll(3, 4), 'right-6')?.outcome, 'lose');
  });

  test(`${sec} D: Wrong bets pay 4 for 5 (6, 8), 5 for 8 (5, 9), 5 for 11 (4, 10) when the 7 comes first (${profile})`, () => {
    const d = new Driver(profile);
    d.next([3, 4]);
    d.bet('you', 'win', 100);
    for (const [spot, stake] of [['wrong-6', 500], ['wrong-8', 500], ['wrong-5', 800], ['wrong-9', 800], ['wrong-4', 1100], ['wrong-10', 1100]] as const) d.bet('you', spot, stake);
    const s = d.throwNow();
    for (const [spot, returned] of [['wrong-6', 900], ['wrong-8', 900], ['wrong-5', 1300], ['wrong-9', 1300], ['wrong-4', 1600], ['wrong-10', 1600]] as const) assert.equal(L(s, spot)?.returned, returned, spot);
    assert.equal(L(d.roll(1, 5, [['you', 'win', 100], ['you', 'wrong-6', 500]]), 'wrong-6')?.outcome, 'lose');
  });

  test(`${sec}: fractional payouts go through the profile's rounding (7 for 6 on 100 pays 116, rounded down) (${profile})`, () => {
    const d = new Driver(profile);
    const s = d.roll(2, 4, [['you', 'win', 100], ['you', 'right-6', 100]]);
    assert.equal(L(s, 'right-6')?.returned, 216);
  });

  test(`${sec}: nothing is off on the come-out as written — place, hard ways and come odds work on every throw (${profile})`, () => {
    const d = withPoint(profile, 4);
    d.roll(3, 3, [['you', 'come', 100]]);
    d.next([1, 3]);
    d.bet('you', 'come-odds-6', 100).bet('you', 'right-6', 600);
    d.throwNow(); // the point 4 made: next throw is a come-out
    assert.equal(d.state.point, null);
    const s = d.roll(3, 3, [['you', 'win', 100]]);
    assert.equal(L(s, 'come-6')?.returned, 200);
    assert.equal(L(s, 'come-odds-6')?.returned, 220);
    assert.equal(L(s, 'right-6')?.returned, 1300);
  });
}

test('croupier option: bets declared off on the come-out are not decided there; come odds are returned (croupier default)', () => {
  const d = withPoint('eus', 4, { offOnComeOut: { value: ['come-odds', 'right', 'hard'], cite: 'test' } });
  d.roll(3, 3, [['you', 'come', 100]]);
  d.next([1, 3]);
  d.bet('you', 'come-odds-6', 100).bet('you', 'right-6', 600).bet('you', 'hard-6', 100);
  d.throwNow();
  const s = d.roll(3, 3, [['you', 'win', 100]]);
  assert.equal(L(s, 'come-6')?.returned, 200, 'the come bet itself works');
  assert.deepEqual([L(s, 'come-odds-6')?.outcome, L(s, 'come-odds-6')?.returned], ['off', 100]);
  assert.equal(L(s, 'right-6'), undefined);
  assert.equal(L(s, 'hard-6'), undefined);
});

test('croupier option: a barred 12 settled as a push instead of standing', () => {
  const d = new Driver('cv', {}, { barTwelve: { value: 'push', cite: 'test' } });
  const s = d.roll(6, 6, [['you', 'dont-win', 100]]);
  assert.deepEqual([L(s, 'dont-win')?.outcome, L(s, 'dont-win')?.returned], ['push', 100]);
  assert.deepEqual(d.standing(), []);
});

test('croupier option: "N times" read as N for 1 (stake included) pays one unit less', () => {
  const d = new Driver('cv', {}, { timesReading: { value: 'for-one', cite: 'test' } });
  const s = d.roll(3, 4, [['you', 'win', 100], ['you', 'any-7', 100]]);
  assert.equal(L(s, 'any-7')?.returned, 400);
});

test('croupier option: a profile may drop a simple chance — Under 7 and Over 7 then are not offered', () => {
  const d = new Driver('eus', {}, { simpleChances: { value: ['win', 'dont-win', 'come', 'dont-come', 'field', 'big-6', 'big-8'], cite: 'test' } });
  assert.equal(d.refuse('you', 'bet', { spot: 'under-7', amount: 100 }), 'craps/bet-not-offered');
  assert.ok(!d.profile.simpleChances.value.includes('over-7' as never));
});
