import assert from 'node:assert/strict';
import { test } from 'node:test';
import { oncePerProfile } from './machine-profile.js';
import { validateKeno } from './keno/game.js';
import { keno } from './keno/index.js';

// 003 §1.2.6: a machine's return is checked when it is loaded; each game's `create` calls the check, so a check that
// passed must not be counted again for every game (keno's exact count took 0.6 ms a game, 36 of a 39 s test).
test('a profile check runs once per profile object and per content; a failing check is not remembered', () => {
  let runs = 0;
  const check = oncePerProfile((p: { id: string; ok: boolean }) => {
    runs++;
    if (!p.ok) throw new Error(`${p.id} refused`);
    return runs;
  });
  const a = { id: 'a', ok: true };
  assert.equal(check(a), 1);
  assert.equal(check(a), 1);
  assert.equal(check({ id: 'a', ok: true }), 1, 'the same content read again (a table re-read) is not checked again');
  assert.equal(runs, 1);
  assert.equal(check({ id: 'b', ok: true }), 2);
  const bad = { id: 'c', ok: false };
  assert.throws(() => check(bad), /c refused/);
  assert.throws(() => check(bad), /c refused/);
  assert.equal(runs, 4, 'a refused profile is checked, and refused, each time');
});

test('keno: a pay table over 100% is refused on every call, after the shipped one passed', () => {
  const p = keno.profiles.get('ee-oc');
  assert.doesNotThrow(() => validateKeno(p));
  const generous = { ...p, payTable: { ...p.payTable, value: { ...p.payTable.value, '1': { '1': 4.5 } } } };
  assert.throws(() => validateKeno(generous), (e: { code?: string }) => e.code === 'keno/return-above-stakes');
  assert.throws(() => validateKeno(generous), (e: { code?: string }) => e.code === 'keno/return-above-stakes');
});
