/**
 * Trente et quarante, item by item of the digests' "Numbers to test against" (000 #79–87, 001 #31–36), the exact
 * coup distribution (checked against a plain card-by-card recursion on a smaller shoe), and a seeded simulation
 * through the engine (99.9%: |z| < 3.29).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pointValue } from '../../cards/card.js';
import { ConfigError } from '../../core/errors.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { judge } from './coup.js';
import { trenteEtQuarante } from './index.js';
import { exactCoup } from './exact.js';
import { coupDistribution, coupDistributionOf } from './math.js';
import { num, str } from '../../math/rational.js';
import { defaultTqTable } from './profile.js';
import type { TqState } from './state.js';

const scenario = (file: string): void => {
  const r = runScenario(loadScenario(join(import.meta.dirname, 'scenarios', file)), gameIn([trenteEtQuarante]));
  assert.deepEqual(r.rounds.flatMap((x, i) => x.failures.map((f) => `round ${i + 1}: ${f}`)), [], file);
};

for (const [id, sec] of [['eus', '000 §05'], ['cv', '001 §05']] as const) {
  test(`${sec} II: six decks of 52, no jokers; ace 1, pictures 10, others their face`, () => {
    const p = trenteEtQuarante.profiles.get(id);
    assert.equal(p.shoe.decks.value, 6);
    const s = trenteEtQuarante.create({ profile: p, table: defaultTqTable(p), carry: null, rng: seededRng('deck') }).state as TqState;
    assert.equal(s.shoe.order.length, 312);
    assert.equal(s.phase, 'cut');
    assert.deepEqual(['Ah', 'Ks', 'Qd', 'Jc', 'Th', '9s', '2c'].map(pointValue), [1, 10, 10, 10, 10, 9, 2]);
  });

  test(`${sec} V.1, V.3: noir row first, each row to 31–40; the row nearer 31 wins; couleur = the winning row has the first noir card's colour; equal rows void except 31–31; losers collected first, couleur/inverse paid before noir/rouge`, () => {
    assert.deepEqual(judge(32, 35, 'Ks'), { kind: 'decisive', row: 'noir', colour: 'couleur' });
    assert.deepEqual(judge(32, 35, 'Kh'), { kind: 'decisive', row: 'noir', colour: 'inverse' });
    assert.deepEqual(judge(36, 31, 'Kh'), { kind: 'decisive', row: 'rouge', colour: 'couleur' });
    assert.deepEqual(judge(34, 34, 'Kh'), { kind: 'tie', total: 34 });
    assert.deepEqual(judge(31, 31, 'Kh'), { kind: 'apres' });
    scenario(`${id}-05-V.1-coups.json`);
  });

  test(`${sec} V.1: 31–31 follows the roulette zero rule; 1% insurance`, () => {
    const p = trenteEtQuarante.profiles.get(id);
    assert.equal(p.apres.value, 'prison-or-half');
    assert.deepEqual(p.insurance.premium.value, { num: 1, den: 100 });
    scenario(`${id}-05-V.1-apres-prison-insurance.json`);
  });
}

test('000 §05 V.2 (000 #85): maximum 20, 25 or 50 × the minimum', () => {
  const p = trenteEtQuarante.profiles.get('eus');
  assert.deepEqual(p.limits.maxima.value, [20, 25, 50]);
  for (const m of [20, 25, 50]) trenteEtQuarante.create({ profile: p, table: { ...defaultTqTable(p), maximumMultiplier: m }, carry: null, rng: seededRng('t') });
  assert.throws(() => trenteEtQuarante.create({ profile: p, table: { ...defaultTqTable(p), maximumMultiplier: 30 }, carry: null, rng: seededRng('t') }), ConfigError);
  scenario('eus-05-V.2-limits.json');
});

test('001 §05 V.2 (001 #34): maximum 1,000 × the minimum', () => {
  assert.deepEqual(trenteEtQuarante.profiles.get('cv').limits.maxima.value, [1000]);
  scenario('cv-05-V.2-limits.json');
});

test('000 §05 V.3, 001 §05 V.3 (000 #86, 001 #35): the red card before the last five cards voids the coup in progress; the shoe ends', () => {
  for (const id of ['eus', 'cv']) assert.equal(trenteEtQuarante.profiles.get(id).shoe.redCardReserve.value, 5);
  scenario('cv-05-V.3-red-card.json');
  scenario('eus-05-V.3-red-card-next.json');
  scenario('cv-05-V.3-red-card-classical.json');
});

test('000 §05 V.1, 000 §01 IV.1.B.b: 31–31 on the session’s last coup refunds ½, ¼ …', () => {
  scenario('eus-05-V.1-last-coup-and-long-row.json');
});

/**
 * The plain definition of a coup, card by card: a forward walk over the cards drawn so far (states merged when
 * they hold the same cards, the same noir total and the same row in progress), each next card drawn with
 * probability (cards of its value left) / (cards left).
 */
function bruteForce(c: number[]): number[][] {
  const joint = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
  const radix = c.map((k) => k + 1);
  const N = c.reduce((a, b) => a + b, 0);
  // A state: drawn counts (mixed-radix code), the noir total once the noir row is complete (0 while it is dealt).
  let layer = new Map<number, { drawn: number[]; noir: number; p: number }>([[0, { drawn: new Array<number>(11).fill(0), noir: 0, p: 1 }]]);
  for (let k = 0; layer.size; k++) {
    const next = new Map<number, { drawn: number[]; noir: number; p: number }>();
    for (const st of layer.values()) {
      const sum = st.drawn.reduce((a, n, u) => a + n * u, 0);
      for (let u = 1; u <= 10; u++) {
        const left = (c[u] as number) - (st.drawn[u] as number);
        if (!left) continue;
        const p = (st.p * left) / (N - k);
        const drawn = st.drawn.slice();
        drawn[u] = (drawn[u] as number) + 1;
        let noir = st.noir;
        if (noir === 0) {
          if (sum + u >= 31) noir = sum + u;
        } else if (sum + u - noir >= 31) {
          const row = joint[noir - 31] as number[];
          row[sum + u - noir - 31] = (row[sum + u - noir - 31] as number) + p;
          continue;
        }
        let code = 0;
        for (let v = 10; v >= 1; v--) code = code * (radix[v] as number) + (drawn[v] as number);
        const key = code * 64 + noir;
        const old = next.get(key);
        if (old) old.p += p;
        else next.set(key, { drawn, noir, p });
      }
    }
    layer = next;
  }
  return joint;
}

test('000 §05, 001 §05: the composition DP equals a card-by-card recursion (a half deck: 2 cards of each value 1–9 and 8 tens)', () => {
  const c = [0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 8];
  const dp = coupDistributionOf(c).joint;
  const bf = bruteForce(c);
  for (let b = 0; b < 10; b++) for (let r = 0; r < 10; r++) assert.ok(Math.abs((dp[b] as number[])[r]! - (bf[b] as number[])[r]!) < 1e-13, `${b + 31}-${r + 31}`);
});

test('000 §05, 001 §05: one coup off a full six-deck shoe: probabilities sum to 1, noir and rouge alike, après 2.189%; half back costs après/2', () => {
  const d = coupDistribution(6);
  assert.ok(Math.abs(d.total - 1) < 1e-12);
  assert.ok(Math.abs(d.noir - d.rouge) < 1e-14);
  for (let b = 0; b < 10; b++) for (let r = 0; r < 10; r++) assert.ok(Math.abs((d.joint[b] as number[])[r]! - (d.joint[r] as number[])[b]!) < 1e-15);
  assert.equal(d.apres.toFixed(8), '0.02189137');
  const rtp = trenteEtQuarante.tools?.rtp?.(trenteEtQuarante.profiles.get('cv'), 'cv', {});
  const half = rtp?.bets.find((b) => b.bet === 'rouge (half back on 31–31)');
  assert.ok(half && Math.abs(half.houseEdge - d.apres / 2) < 1e-12);
  const prison = rtp?.bets.find((b) => b.bet === 'rouge (en prison on 31–31)');
  assert.ok(prison && prison.houseEdge > half.houseEdge);
});

test('000 §05, 001 §05: a seeded simulation through the engine (new shoes, cuts, red cards, prison) agrees with the exact returns (99.9%: |z| < 3.29)', () => {
  const p = trenteEtQuarante.profiles.get('eus');
  const exact = trenteEtQuarante.tools?.rtp?.(p, 'eus', {}).bets.find((b) => b.bet === 'rouge (half back on 31–31)')?.rtp as number;
  const sim = trenteEtQuarante.tools?.simulate?.(p, 'eus', { rounds: 3000, seed: 'tq-sim' });
  for (const b of sim?.bets ?? []) {
    const z = (b.rtp - exact) / ((b.sd as number) / Math.sqrt(b.rounds));
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: ${b.rtp} vs ${exact}, z = ${z.toFixed(2)}`);
  }
});

test('000 §05 II–III, 001 §05 II (000 #79, 001 #31): six decks, backs of one colour, no indices; two croupiers', () => {
  for (const id of ['eus', 'cv']) {
    const p = trenteEtQuarante.profiles.get(id);
    assert.deepEqual([p.equipment.value.decks, p.equipment.value.backs, p.equipment.value.indices, p.staff.value.croupiers], [6, 'all one colour', false, 2]);
  }
});

test('000 §05, 001 §05: the exact rationals (modular DP + CRT) sum to 1 and agree with the floating-point DP (a shoe of 13 cards, one of each value and four tens)', () => {
  const c = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4];
  const e = exactCoup(c);
  const d = coupDistributionOf(c);
  for (let b = 0; b < 10; b++) for (let r = 0; r < 10; r++) assert.ok(Math.abs(num((e.joint[b] as never[])[r] as never) - ((d.joint[b] as number[])[r] as number)) < 1e-14);
  assert.equal(str(e.apres), str(e.joint[0]?.[0] as never));
});

test('000 §05 V.1, V.3: the chances averaged over whole shoes (issue 17): every coup counted, the red card’s interrupted coup void; the first coups agree with the exact DP, a bet in prison is worth V(1), and the whole-shoe edges are reported beside the first coup’s', () => {
  const p = trenteEtQuarante.profiles.get('eus');
  const r = trenteEtQuarante.tools?.rtp?.(p, 'eus', { shoes: '20000' });
  assert.ok(r);
  const d = coupDistribution(6);
  const whole = r.wholeShoe as { coups: number; apres: number; interruptedByRedCard: number; prisonValue: { mean: number; se: number }; firstCoupCheck: { half: { rtp: number; se: number } } };
  assert.ok(whole, 'the report has the whole-shoe averages');
  // The first coups of the dealt shoes are the exact distribution's coups.
  const exactHalf = 1 - d.apres / 2;
  assert.ok(Math.abs(whole.firstCoupCheck.half.rtp - exactHalf) < 3.29 * whole.firstCoupCheck.half.se, `${whole.firstCoupCheck.half.rtp} vs ${exactHalf}`);
  // A bet going to prison is worth p / (1 − v − z/2) from the exact coup, and so it is over the shoe.
  const v1 = (d.noir + d.rouge) / 2 / (1 - d.tie - d.apres / 2);
  assert.ok(Math.abs(whole.prisonValue.mean - v1) < 3.29 * whole.prisonValue.se, `${whole.prisonValue.mean} vs ${v1}`);
  // About one coup per shoe is interrupted by the red card (void: the bets come back), so the edge per coup is lower.
  assert.ok(whole.interruptedByRedCard > 0.02 && whole.interruptedByRedCard < 0.04, String(whole.interruptedByRedCard));
  const half = r.bets.find((b) => b.bet === 'rouge (half back, whole shoe)');
  const prison = r.bets.find((b) => b.bet === 'rouge (en prison, whole shoe)');
  assert.ok(half && prison);
  assert.equal(half.method, 'simulation');
  assert.ok(Math.abs(half.houseEdge - whole.apres / 2) < 1e-12, 'half back costs the après frequency / 2 over the shoe too');
  assert.ok(half.houseEdge < d.apres / 2 && prison.houseEdge > half.houseEdge);
});
