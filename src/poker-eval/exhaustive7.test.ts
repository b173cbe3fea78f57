import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate7 } from './high.js';
import { CATEGORY_NAMES, categoryIdOf } from './value.js';

const enabled = process.env.CROUPIER_EXHAUSTIVE === '1';

test('000 §16 V.1: exhaustive category counts of all 133,784,560 seven-card hands (CROUPIER_EXHAUSTIVE=1)', { skip: !enabled && 'set CROUPIER_EXHAUSTIVE=1' }, () => {
  const counts = new Float64Array(16);
  for (let a = 0; a < 46; a++) for (let b = a + 1; b < 47; b++) for (let c = b + 1; c < 48; c++) for (let d = c + 1; d < 49; d++)
    for (let e = d + 1; e < 50; e++) for (let f = e + 1; f < 51; f++) for (let g = f + 1; g < 52; g++) counts[categoryIdOf(evaluate7(a, b, c, d, e, f, g))]! += 1;
  const byName: Record<string, number> = {};
  counts.forEach((n, id) => { if (n) byName[CATEGORY_NAMES[id]!] = n; });
  assert.deepEqual(byName, {
    'straight-flush': 41584, 'four-of-a-kind': 224848, 'full-house': 3473184, flush: 4047644, straight: 6180020,
    'three-of-a-kind': 6461620, 'two-pair': 31433400, pair: 58627800, 'high-card': 23294460,
  });
});
