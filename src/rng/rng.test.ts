import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uniformInt, shuffled } from './rng.js';
import { seededRng } from './seeded-rng.js';
import { cryptoRng } from './crypto-rng.js';
import { commit, verifyCommitment } from './commitment.js';

test('rng: int(n) rejects the biased top bucket instead of using % n', () => {
  // A source that first returns the largest 32-bit value (in the biased remainder for n = 3), then 4.
  const draws = [0xffff_ffff, 4];
  let i = 0;
  assert.equal(uniformInt(() => draws[i++] as number, 3), 1); // 0xffffffff rejected, 4 % 3 = 1
  assert.equal(i, 2);
});

test('rng: int(n) validates its bound', () => {
  const r = seededRng(1);
  assert.throws(() => r.int(0), RangeError);
  assert.throws(() => r.int(1.5), RangeError);
  assert.equal(r.int(1), 0);
});

test('rng: seeded generator is deterministic and resumable from a snapshot', () => {
  const a = seededRng('x');
  const b = seededRng('x');
  for (let k = 0; k < 100; k++) assert.equal(a.uint32(), b.uint32());
  const c = seededRng(a.snapshot());
  for (let k = 0; k < 100; k++) assert.equal(a.uint32(), c.uint32());
  assert.notEqual(seededRng('y').uint32(), seededRng('x').uint32());
});

test('rng: every ordering of 4 cards is reached by the shuffle, roughly uniformly (chi-square, p > 0.001)', () => {
  const rng = seededRng('perm');
  const counts = new Map<string, number>();
  const n = 48_000;
  for (let k = 0; k < n; k++) {
    const key = shuffled(['a', 'b', 'c', 'd'], rng).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  assert.equal(counts.size, 24);
  const e = n / 24;
  const chi = [...counts.values()].reduce((s, o) => s + ((o - e) ** 2) / e, 0);
  assert.ok(chi < 49.73, `chi-square ${chi} ≥ 49.73 (23 d.f., p = 0.001)`);
});

test('rng: the CSPRNG draws unbiased integers in range', () => {
  const r = cryptoRng();
  assert.equal(r.kind, 'crypto');
  const seen = new Set<number>();
  for (let k = 0; k < 2000; k++) {
    const x = r.int(37);
    assert.ok(Number.isInteger(x) && x >= 0 && x < 37);
    seen.add(x);
  }
  assert.equal(seen.size, 37);
  assert.match(r.hex(32), /^[0-9a-f]{64}$/);
});

test('fairness: the commitment is SHA-256 of "order:salt" and verifies only the revealed order', () => {
  const order = ['Ah', 'Kd', '2c'];
  const c = commit(order, 'ab');
  assert.equal(c, '45920681fff241a3dc250b21aee5314a45adcf3d05c4eef1a78944e00386fc92'); // sha256('Ah,Kd,2c:ab')
  assert.ok(verifyCommitment(c, order, 'ab'));
  assert.ok(!verifyCommitment(c, ['Kd', 'Ah', '2c'], 'ab'));
  assert.ok(!verifyCommitment(c, order, 'ac'));
});
