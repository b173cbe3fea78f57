import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bankCell, CHEMIN_BANK_TABLE, optionalCells, PUNTO_BANCA_BANK_TABLE, puntoCell, PUNTO_BANCA_PUNTO_RULE, CHEMIN_PUNTO_RULE } from './tableau.js';

// The rows as the seeds print them (whitespace removed). 000 §07 VI.2.b (L1017–1033): rows 0–2 carry 14 letters and
// row 3 twelve; 001 §06 VI.2.b (L1179–1188) prints eleven cells per row; 001 §07 VI (L1500–1509) prints twelve.
const SEED_000_07 = ['TTTTTTTTTTTTTT', 'TTTTTTTTTTTTTT', 'TTTTTTTTTTTTTT', 'TTTTTTTTTPTT', 'PPTTTTTTPPT', 'PPPPTTTTPPT', 'PPPPPPTTPPP', 'PPPPPPPPPPP'];
const SEED_001_06 = ['TTTTTTTTTTT', 'TTTTTTTTTTT', 'TTTTTTTTTTT', 'TTTTTTTTPTT', 'PPTTTTTTPPT', 'PPPPTTTTPPT', 'PPPPPPTTPPP', 'PPPPPPPPPPP'];
const SEED_001_07 = ['TTTTTTTTTTTT', 'TTTTTTTTTTTT', 'TTTTTTTTTTTT', 'TTTTTTTTTPOT', 'PPTTTTTTTPPT', 'PPPPOTTTTPPT', 'PPPPPPPTTPPP', 'PPPPPPPPPPPP'];

test('001 §06 VI.2.b: the punto y banca table is printed cleanly and is the one used', () => {
  assert.deepEqual([...PUNTO_BANCA_BANK_TABLE], SEED_001_06);
});

test('000 §07 VI.2.b: rows 4–7 as printed equal the table used; rows 0–2 are all T; row 3 has one P, reconstructed under 8 (Numbers to test against 112)', () => {
  for (const b of [4, 5, 6, 7]) assert.equal(PUNTO_BANCA_BANK_TABLE[b], SEED_000_07[b]);
  for (const b of [0, 1, 2]) assert.ok(/^T+$/.test(SEED_000_07[b] ?? ''));
  // Row 3 has twelve letters; dropping one spurious leading T (as rows 0–2 carry three) puts the P under 8.
  assert.equal(SEED_000_07[3]?.slice(1), PUNTO_BANCA_BANK_TABLE[3]);
});

test('003 §2.2.7.15–17 and 004 PB "La tabla": the same table, stated in words', () => {
  const draws = (b: number, third: number | null) => bankCell(PUNTO_BANCA_BANK_TABLE, b, third) === 'T';
  for (const b of [0, 1, 2]) for (let t = 0; t <= 9; t++) assert.ok(draws(b, t)); // "always"
  for (let t = 0; t <= 9; t++) assert.equal(draws(3, t), t !== 8); // 3: except an 8
  for (let t = 0; t <= 9; t++) assert.equal(draws(4, t), t >= 2 && t <= 7);
  for (let t = 0; t <= 9; t++) assert.equal(draws(5, t), t >= 4 && t <= 7);
  for (let t = 0; t <= 9; t++) assert.equal(draws(6, t), t === 6 || t === 7);
  for (let t = 0; t <= 9; t++) assert.ok(!draws(7, t));
  // 003 §2.2.7.17 / 004 "Con 7 … inferior a 6": punto stood → bank draws on 0–5 only.
  for (let b = 0; b <= 7; b++) assert.equal(draws(b, null), b <= 5);
});

test('001 §07 VI: the printed chemin de fer rows lose one duplicated column (index 5 or 6) and give the table used', () => {
  for (const drop of [5, 6]) assert.deepEqual(SEED_001_07.map((r) => r.slice(0, drop) + r.slice(drop + 1)), [...CHEMIN_BANK_TABLE]);
  // No other single column removal makes every row consistent with 001 §06's structure in rows 4–7.
  for (let drop = 0; drop < 12; drop++) {
    if (drop === 5 || drop === 6) continue;
    const t = SEED_001_07.map((r) => r.slice(0, drop) + r.slice(drop + 1));
    assert.notDeepEqual(t, [...CHEMIN_BANK_TABLE]);
  }
});

test('001 §08 VIII.3 "los dos supuestos opcionales": exactly two optional cells, bank 3 vs 9 and bank 5 vs 4 (001 Numbers to test against 47)', () => {
  assert.deepEqual(optionalCells(CHEMIN_BANK_TABLE), [[3, 9], [5, 4]]);
  assert.deepEqual(optionalCells(PUNTO_BANCA_BANK_TABLE), []);
});

test('000 §07 VI.2.a, 001 §06 VI.2.a: the punto draws on 0–5 and stands on 6–7 (000 Numbers 111; 001 Numbers 40)', () => {
  assert.equal(PUNTO_BANCA_PUNTO_RULE, 'TTTTTTPPNN');
  for (let t = 0; t <= 5; t++) assert.equal(puntoCell(PUNTO_BANCA_PUNTO_RULE, t), 'T');
});

test('001 §07 VI: chemin de fer punto 0–4 draws, 5 optional, 6–7 stands (001 Numbers to test against 46)', () => {
  assert.equal(CHEMIN_PUNTO_RULE, 'TTTTTOPPNN');
});
