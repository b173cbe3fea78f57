import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMinor, parseMoney } from './money.js';

test('parseMoney: amounts typed as money become minor units; anything else is null', () => {
  for (const [typed, minor] of [
    ['5', 500],
    ['5.5', 550],
    ['5.50', 550],
    ['5,50', 550],
    [' 12.05 ', 1205],
    ['.5', 50],
    ['0', 0],
  ] as const)
    assert.equal(parseMoney(typed), minor, typed);
  for (const bad of ['', '-5', '5.505', 'five', '5e3', '1.2.3', '0x10', '1,234.50', '1,234']) assert.equal(parseMoney(bad), null, bad);
  assert.equal(parseMoney('7', 0), 7);
  assert.equal(parseMoney('7.5', 0), null);
  assert.equal(formatMinor(parseMoney('1234.50') as number), '1234.50', 'thousands separators are refused, not guessed');
});
