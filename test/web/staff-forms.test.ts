/**
 * What the staff pages' forms do before anything is sent (issue 17): amounts typed as money become minor units or
 * a clear reason; a form's idempotency key is fresh for each submission and the same when the same form is sent
 * again after its answer was lost.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseMoney, moneyText } from '../../web/src/views/money-field.js';
import { FormKeys } from '../../web/src/net/form-key.js';
import { ApiError } from '../../web/src/net/api.js';

test('issue 17: an amount typed as money ("12.50", "12,50", "5") becomes minor units', () => {
  assert.deepEqual(parseMoney('12.50'), { ok: true, minor: 1250 });
  assert.deepEqual(parseMoney('12,5'), { ok: true, minor: 1250 });
  assert.deepEqual(parseMoney(' 5 '), { ok: true, minor: 500 });
  assert.deepEqual(parseMoney('.75'), { ok: true, minor: 75 });
  assert.deepEqual(parseMoney('0', 2, true), { ok: true, minor: 0 });
  assert.equal(moneyText(1250), '12.50');
});

test('issue 17: what is not an amount is refused with its reason, never guessed', () => {
  const reason = (s: string): string => { const r = parseMoney(s); return r.ok ? `ok ${r.minor}` : r.reason; };
  assert.equal(reason(''), 'empty');
  assert.equal(reason('abc'), 'format');
  assert.equal(reason('1,000.50'), 'format', 'a thousands separator is not guessed');
  assert.equal(reason('1,000'), 'decimals', 'one thousand or one? refused');
  assert.equal(reason('12.345'), 'decimals');
  assert.equal(reason('0'), 'not-positive');
  assert.equal(reason('-5'), 'not-positive');
  assert.equal(reason('99999999999'), 'too-large');
});

test('issue 17: one fresh key per submitted form, the same key when the same form is sent again after a lost answer', () => {
  const keys = new FormKeys('cash');
  const body = { player: 'alice', op: 'credit', amount: 1250 };
  const first = keys.keyFor(body);
  keys.settle(new ApiError(0, { code: 'client/network', message: 'failed' }));
  assert.equal(keys.keyFor({ ...body }), first, 'the answer was lost: the same key');
  keys.settle(new ApiError(409, { code: 'ledger/insufficient-funds', message: 'no' }));
  const second = keys.keyFor(body);
  assert.notEqual(second, first, 'the server answered: a new operation gets a new key');
  keys.settle(new ApiError(0, { code: 'client/network', message: 'failed' }));
  assert.notEqual(keys.keyFor({ ...body, amount: 1300 }), second, 'a changed form never reuses a key');
  keys.answered();
  assert.notEqual(keys.keyFor(body), second);
});
