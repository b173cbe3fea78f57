import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigError } from '../../../core/errors.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { num, str } from '../../../math/rational.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import type { BingoState } from './game.js';
import { validateBingo } from './game.js';
import { machineBingo } from './index.js';
import { BINGO_CLASSES, classOf, classTable } from './lines.js';
import { bingoReturnExact, classChances } from './math.js';
import type { BingoProfile } from './profile.js';

const p = (): BingoProfile => machineBingo.profiles.get('ee-oc');
const mask = (...f: number[]): number => f.reduce((m, x) => m | (1 << x), 0);

test('003 §4.6.5: lines are rows, columns and (ee-oc) diagonals; two lines cross or lie parallel; three or more pay as three', () => {
  assert.equal(classOf(mask(0, 1, 2), true), 'one-line');
  assert.equal(classOf(mask(0, 4, 8), true), 'one-line');
  assert.equal(classOf(mask(0, 4, 8), false), null, 'no diagonal where the profile counts none');
  assert.equal(classOf(mask(0, 1, 2, 3, 6), true), 'two-crossing');
  assert.equal(classOf(mask(0, 2, 4, 6, 8), true), 'two-crossing', 'the two diagonals cross at the centre');
  assert.equal(classOf(mask(0, 1, 2, 6, 7, 8), true), 'two-parallel');
  assert.equal(classOf(mask(0, 1, 2, 3, 4, 6), true), 'three-lines');
  assert.equal(classOf(511, true), 'three-lines', 'a full card pays as three lines');
  assert.equal(classOf(mask(0, 1, 3, 5, 7), true), null);
});

// Every number but one is drawn: five numbers by default (four drawn; 9.8 million card-and-draw pairs, about 2 s), six
// with CROUPIER_EXHAUSTIVE=1 (five drawn, as the machine: 60 million).
const BRUTE_N = process.env.CROUPIER_EXHAUSTIVE === '1' ? 6 : 5;
test(`003 §4.6.5: the exact chances agree with counting every card and draw by brute force (numbers 1…${BRUTE_N})`, () => {
  const n = BRUTE_N;
  const classes = classTable(true);
  const counts = new Map<string, number>();
  const card = new Array<number>(9).fill(0);
  let cards = 0;
  for (let code = 0; code < n ** 9; code++) {
    let c = code;
    for (let f = 0; f < 9; f++) {
      card[f] = c % n;
      c = Math.floor(c / n);
    }
    cards++;
    // five of six drawn: every number but `out`
    for (let out = 0; out < n; out++) {
      let m = 0;
      for (let f = 0; f < 9; f++) if (card[f] !== out) m |= 1 << f;
      const k = classes[m];
      if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const chances = classChances(n, true, n - 1);
  for (const k of BINGO_CLASSES) assert.equal(str(chances[k]), reduce(counts.get(k) ?? 0, cards * n), k);
});

function reduce(a: number, b: number): string {
  const g = (x: number, y: number): number => (y ? g(y, x % y) : x);
  const d = g(a, b);
  return b / d === 1 ? `${a / d}` : `${a / d}/${b / d}`;
}

test('ee-oc returns exactly 123099/131072 (93.9171%), as declared, above 80% (003 §1.2.6)', () => {
  assert.equal(str(bingoReturnExact(p())), '123099/131072');
  assert.equal(num(bingoReturnExact(p())), p().declaredReturn.value);
  const ch = classChances(20, true);
  assert.deepEqual(BINGO_CLASSES.map((k) => str(ch[k])), ['189/2048', '1449/131072', '81/131072', '187/65536']);
});

test('a machine is refused at load when its return is not above the minimum, above 100%, not what it declares, or pays less for more lines', () => {
  const base = p();
  const withPays = (pays: Partial<BingoProfile['payTable']['value']>, declared?: number): BingoProfile => ({ ...base, payTable: { ...base.payTable, value: { ...base.payTable.value, ...pays } }, declaredReturn: { ...base.declaredReturn, value: declared ?? base.declaredReturn.value } });
  assert.throws(() => validateBingo(withPays({ 'one-line': 2 })), (e: ConfigError) => e.code === 'machine-bingo/return-below-minimum');
  assert.throws(() => validateBingo(withPays({ 'one-line': 6 })), (e: ConfigError) => e.code === 'machine-bingo/return-above-stakes');
  assert.throws(() => validateBingo(withPays({ 'three-lines': 130 })), (e: ConfigError) => e.code === 'machine-bingo/return-not-declared');
  assert.throws(() => validateBingo(withPays({ 'three-lines': 10 })), (e: ConfigError) => e.code === 'machine-bingo/bad-pay-table');
  assert.throws(() => validateBingo({ ...base, diagonals: { ...base.diagonals, value: false } }), (e: ConfigError) => e.code === 'machine-bingo/return-below-minimum', 'without diagonals the same table returns 55.94%');
});

test('003 §4.4.1: a win above the machine’s cap is paid up to it', () => {
  const profile: BingoProfile = { ...p(), maxWin: { ...p().maxWin, value: 5000 } };
  const rng = seededRng('bingo-cap');
  const run = new RoundRunner(machineBingo as never, { profile, profileId: 'ee-oc', table: machineBingo.defaultTable(profile), carry: null, rng, roundNo: 1, stack: { card: '1 2 3 4 5 6 1 2 3' } });
  run.act({ type: 'play', amount: 100, drawn: [1, 2, 3, 10, 11], by: { kind: 'player', player: 'ana' } } as never, rng);
  const s = run.state as BingoState;
  assert.equal(s.result, 'two-parallel');
  assert.deepEqual(s.settlement?.lines.map((l) => [l.stake, l.returned, l.net]), [[100, 5000, 4900]]);
});

test('the numbers come from the server’s RNG: five different numbers of 1…20; a play carrying a bad draw is refused', () => {
  const profile = p();
  const rng = seededRng('bingo-draw');
  const run = new RoundRunner(machineBingo as never, { profile, profileId: 'ee-oc', table: machineBingo.defaultTable(profile), carry: null, rng, roundNo: 1 });
  const by = { kind: 'player', player: 'ana' } as const;
  assert.equal(machineBingo.apply(run.state as BingoState, { type: 'play', amount: 100, drawn: [1, 1, 2, 3, 4], by }).ok, false);
  run.act({ type: 'play', amount: 100, by } as never, rng);
  const s = run.state as BingoState;
  assert.equal(new Set(s.drawn).size, 5);
  assert.ok(s.drawn.every((x) => x >= 1 && x <= 20));
  assert.equal(s.card.length, 9);
});

test('simulation through the engine agrees with the exact return (99.9% bound)', () => {
  const profile = p();
  const exact = num(bingoReturnExact(profile));
  const rng = seededRng('bingo-sim');
  const rounds = 40_000;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < rounds; i++) {
    const run = new RoundRunner(machineBingo as never, { profile, profileId: 'ee-oc', table: machineBingo.defaultTable(profile), carry: null, rng, roundNo: i + 1 });
    run.act({ type: 'play', amount: 100, by: { kind: 'player', player: 'sim' } } as never, rng);
    const r = ((run.state as BingoState).settlement?.lines[0]?.returned ?? 0) / 100;
    sum += r;
    sq += r * r;
  }
  const mean = sum / rounds;
  const bound = (3.291 * Math.sqrt(sq / rounds - mean * mean)) / Math.sqrt(rounds);
  assert.ok(Math.abs(mean - exact) < bound, `simulated ${mean} vs exact ${exact} ± ${bound}`);
});
