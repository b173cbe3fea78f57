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
import { wireErrorText } from '../../web/src/views/errors.js';
import { configControls } from '../../web/src/views/dealer-fields.js';

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

test('issue 17: a refusal shows its citation once, also when the server\'s message already ends with it', () => {
  const t = (k: string): string => k;
  assert.equal(wireErrorText(t, { code: 'x/y', message: 'no more bets', cite: '000 §01 IV.1' }), 'no more bets (000 §01 IV.1)');
  assert.equal(wireErrorText(t, { code: 'x/y', message: 'the maximum must be one of 10, 20 × the minimum (000 §01 IV.2.A.a–b)', cite: '000 §01 IV.2.A.a–b' }), 'the maximum must be one of 10, 20 × the minimum (000 §01 IV.2.A.a–b)');
});

test('issue 17, 000 §01 IV.2.A: the dealer panel offers limits as money, the maxima a profile allows as a list, colour chips up to its number, side-bet limits for the side bets it offers', () => {
  const profile = {
    limits: { maxima: { value: { straight: [10, 20, 30, 50] }, cite: '000 §01 IV.2.A.a–b' } },
    colourChips: { offered: { value: true, cite: 'c' }, maxColours: { value: 3, cite: '000 §01' } },
    sideBets: { pairs: { offered: { value: true, cite: 's' } }, royal: { offered: { value: false, cite: 's' } } },
  };
  const config = { minimum: 500, maxMultipliers: { straight: 10 }, colours: 0, boxes: 7, players: [], simpleMultiples: false, sideBetLimits: {}, model: 'large' };
  const byPath = Object.fromEntries(configControls(config, profile).map((c) => [c.path, c]));
  assert.equal(byPath.minimum?.kind, 'money');
  assert.deepEqual(byPath['maxMultipliers.straight'], { kind: 'choice', path: 'maxMultipliers.straight', value: 10, choices: [10, 20, 30, 50], unit: 'multiplier', cite: '000 §01 IV.2.A.a–b' });
  assert.deepEqual(byPath.colours && 'choices' in byPath.colours ? byPath.colours.choices : null, [0, 1, 2, 3]);
  assert.equal(byPath.simpleMultiples?.kind, 'flag');
  assert.equal(byPath.model?.kind, 'shown');
  assert.equal(byPath['sideBetLimits.pairs.min']?.kind, 'money');
  assert.equal(byPath['sideBetLimits.royal.min'], undefined, 'a side bet the profile does not offer');
  assert.equal(byPath.boxes, undefined, 'the table\'s shape is not the dealer\'s to change');
  assert.equal(byPath.players, undefined);
});
