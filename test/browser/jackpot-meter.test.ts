/**
 * The jackpot meter in the browser (docs/jackpots.md "At the table"): a table linked to a progressive jackpot shows
 * the jackpot's name and the amount in its pool as money; when the administrator sets it out of order the page says
 * so at once (003 §2.3.5); a table without a link shows no meter. Without chromium the test is skipped.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openTableAs, skip, startBrowserRun } from './browser-kit.js';
import { http } from '../server/helpers.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';

test('003-TJP, 003 §2.3.5: a linked table draws the jackpot meter with the pool as money, and out of order as soon as it is set', { skip, timeout: 90_000 }, async () => {
  const run = await startBrowserRun('jackpot-meter', { bettingMs: 60_000, decisionMs: 60_000, graceMs: 60_000 });
  try {
    const admin = (await http<{ token: string }>(run.base, 'POST', '/api/login', { username: 'admin', password: DEMO_PASSWORD })).body.token;
    assert.equal((await http(run.base, 'POST', '/api/jackpots', { id: 'carib', name: 'Caribbean progressive', games: ['caribbean-stud'], share: { num: 7, den: 10 }, seed: 123_456, cite: '000 §11 VI.1' }, admin)).status, 200);
    const config = { minimum: 200, maximum: 10_000, chipUnit: 100, boxes: 7, sideMinimum: 100, sideMaximum: 100, jackpot: { id: 'carib', stake: 100 } };
    const made = await http(run.base, 'POST', '/api/tables', { id: 'car-linked', game: 'caribbean-stud', profile: 'eus', config }, admin);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const page = await openTableAs(run, 'alice', 'car-linked', 'desktop');
    const meter = await page.waitForSelector('.jackpot-meter[data-jackpot="carib"][data-jackpot-status="in-order"]');
    assert.equal(await meter.getAttribute('data-jackpot-amount'), '123456');
    const text = (await meter.textContent()) ?? '';
    assert.match(text, /Caribbean progressive/);
    assert.match(text, /1,234\.56/, 'the amount as money');
    assert.equal((await http(run.base, 'POST', '/api/jackpots/carib/status', { status: 'out-of-order' }, admin)).status, 200);
    await page.waitForSelector('.jackpot-meter.out-of-order[data-jackpot-status="out-of-order"]', { timeout: 10_000 });
    assert.match((await page.textContent('.jackpot-meter')) ?? '', /Out of order/);
    // A table of the same game with no link shows no meter.
    const plain = await openTableAs(run, 'bob', 'caribbean-stud-eus', 'phone');
    assert.equal(await plain.$('.jackpot-meter'), null);
    assert.deepEqual(run.errors, []);
  } finally {
    await run.close();
  }
});
