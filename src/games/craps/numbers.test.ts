/**
 * One test per item of the digests' "Numbers to test against" for craps: 000 items 88–105 (000-part1.md) and
 * the 001 §09 list (001-part2.md), each titled with the item and the seed lines it checks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { craps } from './game.js';
import type { CrapsProfile } from './profile.js';
import { Driver } from './test-support.js';
import { dontOddsMax, multipleMaxOf, multipleWin, rightMax, tableIssues, winOddsMax, wrongMax, type CrapsTable } from './table.js';
import { MULTIPLE_SPOTS, POINTS, type PointNo } from './spots.js';

const L = Driver.line;
const eus = craps.profiles.get('eus');
const cv = craps.profiles.get('cv');
const tbl = (p: CrapsProfile, t: Partial<CrapsTable> = {}): CrapsTable => ({ ...craps.defaultTable(p), ...t });
const POINT_DICE: Record<PointNo, [number, number]> = { 4: [1, 3], 5: [1, 4], 6: [1, 5], 8: [2, 6], 9: [3, 6], 10: [4, 6] };

/** What `stake` on `spot` returns when `dice` come, after `setup` throws (each with its bets). */
function returnOf(profile: string, spot: string, stake: number, dice: [number, number], setup: [number, number, [string, number][]][] = []): number | undefined {
  const d = new Driver(profile);
  for (const [a, b, bets] of setup) d.roll(a, b, bets.map(([s, x]) => ['you', s, x]));
  d.next(dice);
  if (d.state.point === null && spot !== 'win' && spot !== 'dont-win') d.bet('you', 'win', 100);
  d.bet('you', spot, stake);
  return L(d.throwNow(), spot)?.returned;
}

/** Win (or Don't Win) odds on point `n`: what `stake` returns when the point (or a 7) comes. */
function oddsReturn(profile: string, side: 'win' | 'dont-win', n: PointNo, stake: number): number | undefined {
  const d = new Driver(profile);
  const [a, b] = POINT_DICE[n];
  d.roll(a, b, [['you', side, 100]]);
  d.next(side === 'win' ? [a, b] : [3, 4]);
  d.bet('you', `${side}-odds`, stake);
  return L(d.throwNow(), `${side}-odds-${n}`)?.returned;
}

function comeOddsReturn(profile: string, side: 'come' | 'dont-come', n: PointNo, stake: number): number | undefined {
  const d = new Driver(profile);
  d.roll(2, 2, [['you', 'win', 100]]);
  const [a, b] = POINT_DICE[n === 4 ? 10 : n];
  const m = n === 4 ? 10 : n;
  d.roll(a, b, [['you', side, 100]]);
  d.next(side === 'come' ? [a, b] : [3, 4]);
  d.bet('you', `${side}-odds-${m}`, stake);
  return L(d.throwNow(), `${side}-odds-${m}`)?.returned;
}

// ---------------------------------------------------------------- 000 §06 (items 88–105) ----

test('000 §06 II.1 (Numbers #88, L763, L767–769): dice of 20–25 mm; six per table per session, two in play and four in reserve', () => {
  assert.deepEqual(eus.equipment.value, { diceSideMm: { min: 20, max: 25 }, dicePerSession: 6, diceInPlay: 2 });
  assert.deepEqual(tableIssues(eus, tbl(eus, { diceSideMm: 20 })), []);
  assert.deepEqual(tableIssues(eus, tbl(eus, { diceSideMm: 25 })), []);
  assert.match(tableIssues(eus, tbl(eus, { diceSideMm: 19 })).join(), /dice side 19 mm/);
  assert.match(tableIssues(eus, tbl(eus, { diceSideMm: 26 })).join(), /dice side 26 mm/);
  const d = new Driver('eus');
  assert.deepEqual(d.log[0], { type: 'dice-set-placed', set: 1, inPlay: ['1-1', '1-2'], reserve: ['1-3', '1-4', '1-5', '1-6'], reason: 'session' });
});

test('000 §06 IV.1.A (Numbers #89, L793): Win — 7 and 11 win, 2, 3, 12 lose on the come-out', () => {
  for (const [a, b, r] of [[3, 4, 200], [5, 6, 200], [1, 1, 0], [1, 2, 0], [6, 6, 0]] as const) assert.equal(returnOf('eus', 'win', 100, [a, b]), r);
});

test("000 §06 IV.1.A (Numbers #90, L797): Don't Win — 2 and 3 win, 7 and 11 lose, 12 is no decision on the come-out", () => {
  for (const [a, b, r] of [[1, 1, 200], [1, 2, 200], [3, 4, 0], [5, 6, 0]] as const) assert.equal(returnOf('eus', 'dont-win', 100, [a, b]), r);
  assert.equal(returnOf('eus', 'dont-win', 100, [6, 6]), undefined);
});

test('000 §06 IV.1.A (Numbers #91, L813): Field pays 2 to 1 on 2 and 12, 1 to 1 on 3, 4, 9, 10, 11, loses on 5–8', () => {
  const exp: Record<number, number> = { 2: 300, 3: 200, 4: 200, 5: 0, 6: 0, 7: 0, 8: 0, 9: 200, 10: 200, 11: 200, 12: 300 };
  for (let t = 2; t <= 12; t++) assert.equal(returnOf('eus', 'field', 100, [Math.max(1, t - 6), t - Math.max(1, t - 6)]), exp[t], `total ${t}`);
});

test('000 §06 IV.1.A (Numbers #92, L815–821): Big 6 and Big 8 pay 1 to 1 and may be withdrawn', () => {
  assert.equal(returnOf('eus', 'big-6', 100, [2, 4]), 200);
  assert.equal(returnOf('eus', 'big-8', 100, [3, 5]), 200);
  const d = new Driver('eus');
  d.roll(2, 3, [['you', 'win', 100], ['you', 'big-6', 100], ['you', 'big-8', 100]]);
  d.next();
  d.act('you', 'withdraw', { spot: 'big-6' });
  d.act('you', 'withdraw', { spot: 'big-8' });
});

test('000 §06 IV.1.A (Numbers #93, L823–829): Under 7 and Over 7 pay 1 to 1; a 7 loses both', () => {
  assert.equal(returnOf('eus', 'under-7', 100, [2, 4]), 200);
  assert.equal(returnOf('eus', 'over-7', 100, [4, 4]), 200);
  assert.equal(returnOf('eus', 'under-7', 100, [3, 4]), 0);
  assert.equal(returnOf('eus', 'over-7', 100, [3, 4]), 0);
});

test('000 §06 IV.1.B (Numbers #94, L835): hard 4 and 10 pay 7; hard 6 and 8 pay 9', () => {
  assert.equal(returnOf('eus', 'hard-4', 100, [2, 2]), 800);
  assert.equal(returnOf('eus', 'hard-10', 100, [5, 5]), 800);
  assert.equal(returnOf('eus', 'hard-6', 100, [3, 3]), 1000);
  assert.equal(returnOf('eus', 'hard-8', 100, [4, 4]), 1000);
});

test('000 §06 IV.1.B (Numbers #95, L837–863): any 7 pays 4, 11 pays 15, any craps 7, craps 2 30, craps 3 15, craps 12 30, horn 4', () => {
  assert.equal(returnOf('eus', 'any-7', 100, [1, 6]), 500);
  assert.equal(returnOf('eus', 'eleven', 100, [5, 6]), 1600);
  assert.equal(returnOf('eus', 'any-craps', 100, [1, 2]), 800);
  assert.equal(returnOf('eus', 'craps-2', 100, [1, 1]), 3100);
  assert.equal(returnOf('eus', 'craps-3', 100, [1, 2]), 1600);
  assert.equal(returnOf('eus', 'craps-12', 100, [6, 6]), 3100);
  for (const dice of [[1, 1], [1, 2], [5, 6], [6, 6]] as const) assert.equal(returnOf('eus', 'horn', 100, [dice[0], dice[1]]), 500);
});

test('000 §06 IV.1.C (Numbers #96, L867): Win and Come odds pay 2 to 1 (4, 10), 3 to 2 (5, 9), 6 to 5 (6, 8)', () => {
  for (const [n, won] of [[4, 200], [10, 200], [5, 150], [9, 150], [6, 120], [8, 120]] as const) {
    assert.equal(oddsReturn('eus', 'win', n, 100), 100 + won, `win odds ${n}`);
    assert.equal(comeOddsReturn('eus', 'come', n === 4 ? 10 : n, 100), 100 + won, `come odds ${n}`);
  }
});

test("000 §06 IV.1.C (Numbers #97, L869): Don't odds pay 1 to 2 (4, 10), 2 to 3 (5, 9), 5 to 6 (6, 8)", () => {
  for (const [n, stake] of [[4, 200], [10, 200], [5, 150], [9, 150], [6, 120], [8, 120]] as const) {
    assert.equal(oddsReturn('eus', 'dont-win', n, stake), stake + 100, `don't win odds ${n}`);
    assert.equal(comeOddsReturn('eus', 'dont-come', n === 4 ? 10 : n, stake), stake + 100, `don't come odds ${n}`);
  }
});

test('000 §06 IV.1.D (Numbers #98, L877): Right bets pay 7 to 6 (6, 8), 7 to 5 (5, 9), 9 to 5 (4, 10)', () => {
  for (const [n, stake, won] of [[6, 600, 700], [8, 600, 700], [5, 500, 700], [9, 500, 700], [4, 500, 900], [10, 500, 900]] as const)
    assert.equal(returnOf('eus', `right-${n}`, stake, POINT_DICE[n]), stake + won, `right ${n}`);
});

test('000 §06 IV.1.D (Numbers #99, L879): Wrong bets pay 4 to 5 (6, 8), 5 to 8 (5, 9), 5 to 11 (4, 10)', () => {
  for (const [n, stake, won] of [[6, 500, 400], [8, 500, 400], [5, 800, 500], [9, 800, 500], [4, 1100, 500], [10, 1100, 500]] as const)
    assert.equal(returnOf('eus', `wrong-${n}`, stake, [3, 4]), stake + won, `wrong ${n}`);
});

test('000 §06 IV.2 (Numbers #100, L885): the simple-chance maximum lies between 20 and 1,000 times the minimum', () => {
  assert.deepEqual(tableIssues(eus, tbl(eus, { min: 100, simpleMax: 2000 })), []);
  assert.deepEqual(tableIssues(eus, tbl(eus, { min: 100, simpleMax: 100000 })), []);
  assert.match(tableIssues(eus, tbl(eus, { min: 100, simpleMax: 1999 })).join(), /between 20 and 1000 times/);
  assert.match(tableIssues(eus, tbl(eus, { min: 100, simpleMax: 100001 })).join(), /between 20 and 1000 times/);
  const d = new Driver('eus', { simpleMax: 2000 });
  assert.equal(d.refuse('you', 'bet', { spot: 'win', amount: 2001 }), 'craps/bet-over-limit');
  assert.equal(d.refuse('you', 'bet', { spot: 'field', amount: 99 }), 'craps/bet-under-minimum');
  d.bet('you', 'win', 2000);
});

const multipleRule = (p: CrapsProfile, id: string) => () => {
  const t = tbl(p);
  for (const m of MULTIPLE_SPOTS) {
    const win = multipleMaxOf(p, t, m) * multipleWin(p, m);
    assert.ok(win >= t.simpleMax && win <= 3 * t.simpleMax, `${m}: ${win}`);
  }
  assert.equal(multipleMaxOf(p, t, 'craps-2'), 334, 'ceil(10000 / 30): the least maximum whose win reaches the simple maximum');
  assert.deepEqual(tableIssues(p, tbl(p, { multipleMax: { 'craps-2': 1000 } })), []);
  assert.match(tableIssues(p, tbl(p, { multipleMax: { 'craps-2': 1001 } })).join(), /craps-2: maximum 1001 wins 30030/);
  assert.match(tableIssues(p, tbl(p, { multipleMax: { 'any-7': 2499 } })).join(), /any-7: maximum 2499 wins 9996/);
  const d = new Driver(id);
  assert.equal(d.refuse('you', 'bet', { spot: 'craps-2', amount: 335 }), 'craps/bet-over-limit');
  d.bet('you', 'craps-2', 334);
};
test('000 §06 IV.2 (Numbers #101, L887): a multiple chance maximum × its price lies between the simple maximum and three times it', multipleRule(eus, 'eus'));

const dontOddsRule = (id: string) => () => {
  const p = craps.profiles.get(id);
  for (const [n, pct] of [[4, 200], [10, 200], [5, 150], [9, 150], [6, 120], [8, 120]] as const) {
    assert.equal(dontOddsMax(p, 1000, n), pct * 10);
    const d = new Driver(id);
    const [a, b] = POINT_DICE[n];
    d.roll(a, b, [['you', 'dont-win', 1000]]);
    d.next();
    assert.equal(d.refuse('you', 'bet', { spot: 'dont-win-odds', amount: pct * 10 + 1 }), 'craps/bet-over-limit');
    d.bet('you', 'dont-win-odds', pct * 10);
  }
};
test("000 §06 IV.2 (Numbers #102, L889): Don't odds maxima are 200% (4, 10), 150% (5, 9), 120% (6, 8) of the flat bet", dontOddsRule('eus'));

const rightRule = (p: CrapsProfile) => () => {
  const t = tbl(p);
  for (const n of [4, 5, 9, 10] as const) assert.equal(rightMax(p, t, n), t.simpleMax);
  for (const n of [6, 8] as const) assert.equal(rightMax(p, t, n), (t.simpleMax * 120) / 100);
  const d = new Driver(p.id);
  d.bet('you', 'win', 100);
  assert.equal(d.refuse('you', 'bet', { spot: 'right-6', amount: 12001 }), 'craps/bet-over-limit');
  d.bet('you', 'right-6', 12000);
};
test('000 §06 IV.2 (Numbers #103, L891): Right bet maxima are 100% of the simple maximum (4, 5, 9, 10) and 120% (6, 8)', rightRule(eus));

const wrongRule = (p: CrapsProfile) => () => {
  const t = tbl(p);
  for (const [n, pct] of [[6, 125], [8, 125], [5, 160], [9, 160], [4, 220], [10, 220]] as const) assert.equal(wrongMax(p, t, n), (t.simpleMax * pct) / 100);
  const d = new Driver(p.id);
  d.bet('you', 'win', 100);
  assert.equal(d.refuse('you', 'bet', { spot: 'wrong-4', amount: 22001 }), 'craps/bet-over-limit');
  d.bet('you', 'wrong-4', 22000);
};
test('000 §06 IV.2 (Numbers #104, L893): Wrong bet maxima are 125% (6, 8), 160% (5, 9), 220% (4, 10) of the simple maximum', wrongRule(eus));

const shooterRule = (id: string) => () => {
  const d = new Driver(id, { players: ['ana', 'ben'] });
  d.bet('ben', 'win', 100).bet('ana', 'field', 100);
  assert.equal(d.refuse('dealer', 'no-more-bets'), 'craps/shooter-must-bet-line');
  d.bet('ana', 'win', 100);
  d.act('dealer', 'no-more-bets');
};
test("000 §06 IV.3 (Numbers #105, L913): the shooter must bet on Win or Don't Win before throwing", shooterRule('eus'));

// ---------------------------------------------------------------- 001 §09 ----

test('001 §09 II.1º (lines 2065–2071): two dice in play, 20–25 mm; six per table per session, two in play and four in reserve', () => {
  assert.deepEqual(cv.equipment.value, { diceSideMm: { min: 20, max: 25 }, dicePerSession: 6, diceInPlay: 2 });
  assert.match(tableIssues(cv, tbl(cv, { diceSideMm: 25.5 })).join(), /dice side/);
  const d = new Driver('cv');
  assert.deepEqual(d.state.dice.inPlay.length + d.state.dice.reserve.length, 6);
  assert.equal(d.state.dice.inPlay.length, 2);
});

test('001 §09 III (line 2075): staff per table — one jefe de mesa, two crupiers, one stickman', () => {
  assert.deepEqual(cv.staff.value.full, { heads: 1, croupiersMin: 2, croupiersMax: 2, stickmen: 1 });
  assert.deepEqual(tableIssues(cv, tbl(cv, { staff: { heads: 1, croupiers: 2, stickmen: 1, croupierStickmen: 0 } })), []);
  assert.match(tableIssues(cv, tbl(cv, { staff: { heads: 1, croupiers: 2, stickmen: 0, croupierStickmen: 0 } })).join(), /stickman/);
});

test('001 §09 IV.3º (line 2241): the number of players is not limited', () => {
  assert.equal(cv.maxPlayers.value, null);
  const players = Array.from({ length: 250 }, (_, i) => `p${i}`);
  assert.deepEqual(tableIssues(cv, tbl(cv, { players })), []);
  const d = new Driver('cv', { players });
  assert.equal(d.state.rail.length, 250);
  for (const p of players) d.bet(p, 'field', 100);
});

test('001 §09 IV.1º A (line 2091): Win — come-out 7, 11 win, 2, 3, 12 lose, 4–10 the point; then the point wins, 7 loses', () => {
  for (const [a, b, r] of [[3, 4, 200], [5, 6, 200], [1, 1, 0], [1, 2, 0], [6, 6, 0]] as const) assert.equal(returnOf('cv', 'win', 100, [a, b]), r);
  for (const n of POINTS) {
    const d = new Driver('cv');
    d.roll(...POINT_DICE[n], [['you', 'win', 100]]);
    assert.equal(d.state.point, n);
    assert.equal(L(d.roll(...POINT_DICE[n]), 'win')?.returned, 200);
    d.roll(...POINT_DICE[n], [['you', 'win', 100]]);
    assert.equal(L(d.roll(3, 4), 'win')?.returned, 0);
  }
});

test("001 §09 IV.1º A (line 2093): Don't Win — come-out 2, 3 win, 7, 11 lose, 12 no decision; then 7 wins, the point loses", () => {
  for (const [a, b, r] of [[1, 1, 200], [1, 2, 200], [3, 4, 0], [5, 6, 0]] as const) assert.equal(returnOf('cv', 'dont-win', 100, [a, b]), r);
  assert.equal(returnOf('cv', 'dont-win', 100, [6, 6]), undefined);
  const d = new Driver('cv');
  d.roll(2, 3, [['you', 'dont-win', 100]]);
  assert.equal(L(d.roll(3, 4), 'dont-win')?.returned, 200);
  d.roll(2, 3, [['you', 'dont-win', 100]]);
  assert.equal(L(d.roll(1, 4), 'dont-win')?.returned, 0);
});

test("001 §09 IV.1º A (lines 2095–2097): Come and Don't Come follow the Win and Don't Win rules from the next throw", () => {
  const d = new Driver('cv');
  d.roll(2, 2, [['you', 'win', 100]]);
  let s = d.roll(5, 6, [['you', 'come', 100], ['you', 'dont-come', 100]]);
  assert.deepEqual([L(s, 'come')?.returned, L(s, 'dont-come')?.returned], [200, 0]);
  s = d.roll(1, 2, [['you', 'come', 100], ['you', 'dont-come', 100]]);
  assert.deepEqual([L(s, 'come')?.returned, L(s, 'dont-come')?.returned], [0, 200]);
  s = d.roll(6, 6, [['you', 'come', 100], ['you', 'dont-come', 100]]);
  assert.deepEqual([L(s, 'come')?.returned, L(s, 'dont-come')], [0, undefined]);
  d.roll(4, 5, [['you', 'come', 100]]); // both move to the 9
  s = d.roll(3, 6);
  assert.deepEqual([L(s, 'come-9')?.returned, L(s, 'dont-come-9')?.returned], [200, 0]);
});

test('001 §09 IV.1º A (line 2089): the simple chances — Win, Don\'t Win, Come, Don\'t Come, Field, Big 6, Big 8, Under 7, Over 7 — pay 1 to 1', () => {
  assert.deepEqual(cv.simpleChances.value, ['win', 'dont-win', 'come', 'dont-come', 'field', 'big-6', 'big-8', 'under-7', 'over-7']);
  for (const [spot, dice] of [['win', [3, 4]], ['dont-win', [1, 2]], ['field', [1, 3]], ['big-6', [2, 4]], ['big-8', [2, 6]], ['under-7', [1, 4]], ['over-7', [4, 5]]] as const)
    assert.equal(returnOf('cv', spot, 100, [dice[0], dice[1]]), 200, spot);
});

test('001 §09 IV.1º A (line 2141): Field wins on 2, 3, 4, 9, 10, 11, 12; the 2 and the 12 are paid double, the others at par', () => {
  const exp: Record<number, number> = { 2: 300, 3: 200, 4: 200, 5: 0, 6: 0, 7: 0, 8: 0, 9: 200, 10: 200, 11: 200, 12: 300 };
  for (let t = 2; t <= 12; t++) assert.equal(returnOf('cv', 'field', 100, [Math.max(1, t - 6), t - Math.max(1, t - 6)]), exp[t], `total ${t}`);
});

test('001 §09 IV.1º A (lines 2147–2149): Under 7 wins on 2–6, Over 7 on 8–12; a 7 loses both', () => {
  for (let t = 2; t <= 12; t++) {
    const dice: [number, number] = [Math.max(1, t - 6), t - Math.max(1, t - 6)];
    assert.equal(returnOf('cv', 'under-7', 100, dice), t < 7 ? 200 : 0, `under ${t}`);
    assert.equal(returnOf('cv', 'over-7', 100, dice), t > 7 ? 200 : 0, `over ${t}`);
  }
});

test('001 §09 IV.1º B (line 2153): hard 4 and hard 10 pay 7 times, hard 6 and hard 8 pay 9 times', () => {
  assert.deepEqual(MULTIPLE_SPOTS.filter((m) => m.startsWith('hard')).map((m) => cv.multiples[m].value), [7, 9, 9, 7]);
  assert.equal(returnOf('cv', 'hard-4', 100, [2, 2]), 800);
  assert.equal(returnOf('cv', 'hard-8', 100, [4, 4]), 1000);
});

test('001 §09 IV.1º B (line 2155; Catalan line 2115): Juego de 7 pays 4 times (Spanish), not the Catalan 15', () => {
  assert.equal(cv.multiples['any-7'].value, 4);
  assert.match(cv.multiples['any-7'].note ?? '', /quinze/);
  assert.equal(returnOf('cv', 'any-7', 100, [3, 4]), 500);
});

test('001 §09 IV.1º B (lines 2157–2167): 11 ×15, any craps ×7, craps 2 ×30, craps 3 ×15, craps 12 ×30, horn (2, 3, 11, 12) ×4', () => {
  assert.equal(returnOf('cv', 'eleven', 100, [5, 6]), 1600);
  assert.equal(returnOf('cv', 'any-craps', 100, [6, 6]), 800);
  assert.equal(returnOf('cv', 'craps-2', 100, [1, 1]), 3100);
  assert.equal(returnOf('cv', 'craps-3', 100, [1, 2]), 1600);
  assert.equal(returnOf('cv', 'craps-12', 100, [6, 6]), 3100);
  for (const dice of [[1, 1], [1, 2], [5, 6], [6, 6]] as const) assert.equal(returnOf('cv', 'horn', 100, [dice[0], dice[1]]), 500);
  assert.equal(returnOf('cv', 'horn', 100, [3, 4]), 0);
});

test('001 §09 IV.1º C (line 2171): Win and Come odds pay 2 to 1 (4, 10), 3 to 2 (5, 9), 6 to 5 (6, 8)', () => {
  for (const [n, won] of [[4, 200], [10, 200], [5, 150], [9, 150], [6, 120], [8, 120]] as const) {
    assert.equal(oddsReturn('cv', 'win', n, 100), 100 + won);
    assert.equal(comeOddsReturn('cv', 'come', n === 4 ? 10 : n, 100), 100 + won);
  }
});

test("001 §09 IV.1º C (line 2173): Don't Win and Don't Come odds pay 1 to 2 (4, 10), 2 to 3 (5, 9), 5 to 6 (6, 8)", () => {
  for (const [n, stake] of [[4, 200], [10, 200], [5, 150], [9, 150], [6, 120], [8, 120]] as const) {
    assert.equal(oddsReturn('cv', 'dont-win', n, stake), stake + 100);
    assert.equal(comeOddsReturn('cv', 'dont-come', n === 4 ? 10 : n, stake), stake + 100);
  }
});

test('001 §09 IV.1º D (line 2219): Right bets pay 7 to 6 (6, 8), 7 to 5 (5, 9), 9 to 5 (4, 10)', () => {
  for (const [n, stake, won] of [[6, 600, 700], [8, 600, 700], [5, 500, 700], [9, 500, 700], [4, 500, 900], [10, 500, 900]] as const)
    assert.equal(returnOf('cv', `right-${n}`, stake, POINT_DICE[n]), stake + won);
});

test('001 §09 IV.1º D (line 2221): Wrong bets pay 4 to 5 (6, 8), 5 to 8 (5, 9), 5 to 11 (4, 10)', () => {
  for (const [n, stake, won] of [[6, 500, 400], [8, 500, 400], [5, 800, 500], [9, 800, 500], [4, 1100, 500], [10, 1100, 500]] as const)
    assert.equal(returnOf('cv', `wrong-${n}`, stake, [3, 4]), stake + won);
});

test('001 §09 IV.2º (line 2227): the simple-bet maximum lies between 100 and 1,000 times the table minimum', () => {
  assert.deepEqual(tableIssues(cv, tbl(cv, { min: 100, simpleMax: 10000 })), []);
  assert.match(tableIssues(cv, tbl(cv, { min: 100, simpleMax: 9999 })).join(), /between 100 and 1000 times/);
  assert.match(tableIssues(cv, tbl(cv, { min: 100, simpleMax: 100100 })).join(), /between 100 and 1000 times/);
  assert.throws(() => new Driver('cv', { simpleMax: 2000 }), /craps\/invalid-table|between 100 and 1000/);
});

test('001 §09 IV.2º (line 2229): a multiple bet maximum wins between one and three times what the simple maximum wins', multipleRule(cv, 'cv'));

test('001 §09 IV.2º (line 2231): Win and Come odds maxima equal the flat bet actually staked (100%)', () => {
  for (const n of POINTS) assert.equal(winOddsMax(cv, 700, n), 700);
  const d = new Driver('cv');
  d.roll(2, 3, [['you', 'win', 700]]);
  d.next();
  assert.equal(d.refuse('you', 'bet', { spot: 'win-odds', amount: 701 }), 'craps/bet-over-limit');
  d.bet('you', 'win-odds', 700);
  assert.equal(eus.limits.winOddsMaxPct.cite, 'croupier default', '000 §06 IV.2 states none; eus takes 100% as a default');
});

test("001 §09 IV.2º (line 2233): Don't odds maxima are 200% (4, 10), 150% (5, 9), 120% (6, 8) of the flat bet", dontOddsRule('cv'));
test('001 §09 IV.2º (line 2235): Right bet maxima are 100% of the simple maximum (4, 5, 9, 10) and 120% (6, 8)', rightRule(cv));
test('001 §09 IV.2º (line 2237): Wrong bet maxima are 125% (6, 8), 160% (5, 9), 220% (4, 10) of the simple maximum', wrongRule(cv));

test("001 §09 IV.2º (derived check): at each Don't odds and Wrong bet maximum the win equals the flat bet / the simple maximum", () => {
  for (const p of [eus, cv]) {
    const t = tbl(p);
    for (const n of POINTS) {
      const [on, od] = p.dontOddsPays.value[String(n) as '4'];
      assert.equal((dontOddsMax(p, 6000, n) * on) / od, 6000, `don't odds ${n}`);
      const [wn, wd] = p.wrongPays.value[String(n) as '4'];
      assert.equal((wrongMax(p, t, n) * wn) / wd, t.simpleMax, `wrong ${n}`);
    }
  }
});

test('001 §09 IV.3º (line 2279): the shooter must bet on Win or Don\'t Win before throwing', shooterRule('cv'));
