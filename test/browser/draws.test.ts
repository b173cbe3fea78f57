/**
 * The draw games in the browser (issue 21, 000-A6 to A10): a player buys lottery tickets (her own numbers and a quick
 * pick) on the draws page, with the wallet's balance following; after the dealer holds the draw, her page shows the
 * numbers drawn, her wins, and checks the revealed draw against the commitment published at the opening, with the
 * browser's own SHA-256; the cashier pays a win from the same page and sees the report.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/demo.js';
import { login, skip, startBrowserRun, type BrowserRun } from './browser-kit.js';

async function page(run: BrowserRun, user: string): Promise<Page> {
  const ctx = await run.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const p = await ctx.newPage();
  p.on('pageerror', (e) => run.errors.push(`${user}: ${e.message}`));
  await login(p, run.base, user);
  return p;
}

async function token(base: string, user: string): Promise<string> {
  return ((await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: DEMO_PASSWORD }) })).json()) as { token: string }).token;
}

async function post(base: string, path: string, bearer: string, body?: unknown): Promise<unknown> {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  assert.equal(r.status, 200, `${path}: ${r.status}`);
  return r.json();
}

test('000-A6: a player buys lottery tickets on the draws page, and checks the draw against its commitment once it is held', { skip, timeout: 120_000 }, async () => {
  const run = await startBrowserRun('draws', {});
  try {
    // Every number wins something: 1 of 3 numbers drawn from 4, prizes for 0 and 1 match.
    await post(run.base, '/api/draws', await token(run.base, 'admin'), { kind: 'lottery-fixed', id: 'tiny', name: 'Tiny lottery', price: 250, numbers: 4, drawn: 3, pick: 1, prizes: [{ matches: 1, amount: 300 }, { matches: 0, amount: 100 }] });
    const alice = await page(run, 'alice');
    await alice.click('header [data-link="draws"]');
    await alice.click('[data-open-draw="tiny"]');
    await alice.waitForSelector('[data-draw="tiny"][data-phase="selling"] [data-commitment]');
    await alice.fill('.draw-buy input[name=numbers]', '2');
    await alice.click('.draw-buy [data-buy="chosen"]');
    await alice.waitForSelector('[data-ticket="1"]');
    await alice.click('.draw-buy [data-buy="quick"]');
    await alice.waitForSelector('[data-ticket="2"]');
    await alice.fill('.draw-buy input[name=numbers]', '9');
    await alice.click('.draw-buy [data-buy="chosen"]');
    assert.match((await alice.textContent('.draw-buy [role=alert]')) ?? '', /.+/, 'a number out of range is refused, in words');
    assert.equal(await alice.$('[data-ticket="3"]'), null, 'and sells nothing');
    const dealer = await token(run.base, 'dealer');
    await post(run.base, '/api/draws/tiny/close', dealer);
    await post(run.base, '/api/draws/tiny/draw', dealer);
    await alice.reload();
    await alice.click('[data-open-draw="tiny"]');
    await alice.waitForSelector('[data-draw="tiny"][data-phase="drawn"] [data-verified="true"]');
    const result = ((await alice.getAttribute('[data-result]', 'data-result')) ?? '').split(' ').map(Number);
    assert.equal(result.length, 3);
    const win1 = Number(await alice.getAttribute('[data-ticket="1"] [data-win]', 'data-win'));
    assert.equal(win1, result.includes(2) ? 300 : 100, 'ticket 1 (number 2) wins by the numbers drawn');

    const cashier = await page(run, 'cashier');
    await cashier.click('header [data-link="draws"]');
    await cashier.click('[data-open-draw="tiny"]');
    await cashier.fill('.draw-pay input[name=ticket]', '1');
    await cashier.click('.draw-pay button[type=submit]');
    await cashier.waitForSelector('.draw-pay [role=status]');
    await cashier.waitForSelector('[data-report-row="tiny"]');
    assert.deepEqual(run.errors, []);
  } finally {
    await run.close();
  }
});
