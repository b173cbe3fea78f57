/**
 * A tournament in the browser (issue 20): two players find a heads-up sit & go on the tournaments page, read its
 * bases, register (the wallet's balance follows), and play it out by clicking their decisions at the table the page
 * draws; the winner's page shows the places and the prizes paid from the pool, and the ledger balances.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/demo.js';
import { shippedBases } from '../../src/tournaments/bases.js';
import { shippedBases as shippedTableBases } from '../../src/tournaments/table-game/bases.js';
import { auditLedgerOver, login, skip, startBrowserRun, type BrowserRun } from './browser-kit.js';

async function page(run: BrowserRun, user: string): Promise<Page> {
  const ctx = await run.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const p = await ctx.newPage();
  p.on('pageerror', (e) => run.errors.push(`${user}: ${e.message}`));
  await login(p, run.base, user);
  return p;
}

test('000 Art. 2bis: two players register for a heads-up sit & go on the page and play it to the payout by clicking', { skip, timeout: 180_000 }, async () => {
  const run = await startBrowserRun('tournaments', {});
  try {
    const b = shippedBases().find((x) => x.kind === 'sit-and-go');
    assert.ok(b);
    const bases = { ...b, id: 'hu-browser', name: 'Heads-up in the browser', seatsPerTable: 2, minPlayers: 2, maxPlayers: 2, startingStack: 200, breaks: [], levels: [{ small: 25, big: 50, ante: 0, minutes: 10 }, { small: 50, big: 100, ante: 0, minutes: 10 }] };
    const admin = ((await (await fetch(`${run.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })).json()) as { token: string }).token;
    const opened = await fetch(`${run.base}/api/tournaments`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: 'hu-browser', bases }) });
    assert.equal(opened.status, 200);
    const players = { alice: await page(run, 'alice'), bob: await page(run, 'bob') };
    for (const [name, p] of Object.entries(players)) {
      await p.waitForSelector('header [data-balance]');
      const before = Number(await p.getAttribute('header [data-balance]', 'data-balance'));
      await p.click('header [data-link="tournaments"]');
      await p.click('[data-tournament="hu-browser"] a');
      await p.waitForSelector('[data-tournament="hu-browser"] .bases');
      assert.match((await p.textContent('.bases')) ?? '', /20\.00.*2\.00/s, `${name} reads the entry and the fee as money`);
      await p.click('[data-do="register"]');
      await p.waitForFunction((b0) => Number(document.querySelector('[data-balance]')?.getAttribute('data-balance')) === b0 - 2200, before);
    }
    // The sit & go starts when full; each clicks a decision when it is offered, until one has every chip.
    const deadline = Date.now() + 120_000;
    let done = false;
    while (!done && Date.now() < deadline) {
      for (const p of Object.values(players)) {
        if (await p.$('[data-tournament="hu-browser"][data-status="finished"]')) done = true;
        const button = (await p.$('.tournament-table .action-bar [data-action="call"]')) ?? (await p.$('.tournament-table .action-bar [data-action="check"]')) ?? (await p.$('.tournament-table .action-bar button[data-action]'));
        if (button) await button.click().catch(() => undefined);
      }
      await new Promise((ok) => setTimeout(ok, 50));
    }
    assert.ok(done, 'the sit & go finished');
    const alice = players.alice;
    await alice.waitForSelector('.standings [data-place="1"]');
    const first = await alice.getAttribute('.standings [data-place="1"]', 'data-player');
    assert.ok(first === 'alice' || first === 'bob');
    // Up to 8 players: 60% and 40% of the 40.00 pool.
    assert.match((await alice.textContent('.standings')) ?? '', /24\.00[\s\S]*16\.00/);
    assert.deepEqual(run.errors, []);
    assert.equal((await auditLedgerOver(run.base)).ok, true);
  } finally {
    await run.close();
  }
});

test('000 Art. 2bis, 003 §1.5: two players register for a blackjack tournament on the page, play its hands at the blackjack table the page draws (tournament chips shown as chips), in Spanish, to the prizes', { skip, timeout: 180_000 }, async () => {
  const run = await startBrowserRun('table-tournament', {});
  try {
    const bases = { ...(shippedTableBases('blackjack-ee-oc') as Record<string, unknown>), id: 'bj-browser', name: 'Blackjack en el navegador', rounds: 2 };
    const admin = ((await (await fetch(`${run.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) })).json()) as { token: string }).token;
    const opened = await fetch(`${run.base}/api/tournaments`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: 'bj-browser', bases }) });
    assert.equal(opened.status, 200);
    const players: Record<string, Page> = {};
    for (const name of ['alice', 'bob']) {
      const ctx = await run.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
      const p = await ctx.newPage();
      p.on('pageerror', (e) => run.errors.push(`${name}: ${e.message}`));
      await login(p, run.base, name);
      await p.evaluate(() => localStorage.setItem('croupier.locale', 'es'));
      players[name] = p;
      await p.waitForSelector('header [data-balance]');
      const before = Number(await p.getAttribute('header [data-balance]', 'data-balance'));
      await p.goto(`${run.base}/#/tournaments/bj-browser`);
      await p.reload();
      await p.waitForSelector('[data-tournament="bj-browser"] .bases');
      assert.match((await p.textContent('.bases')) ?? '', /100[,.]00.*10[,.]00/s, `${name} reads the entry and the fee as money`);
      await p.click('[data-do="register"]');
      await p.waitForFunction((b0) => Number(document.querySelector('[data-balance]')?.getAttribute('data-balance')) === b0 - 11_000, before);
    }
    const started = await fetch(`${run.base}/api/tournaments/bj-browser/start`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ key: 'start-bj-browser' }) });
    assert.equal(started.status, 200);
    const alice = players.alice as Page;
    await alice.waitForSelector('.tournament-table [data-box]');
    // Chips as chips: the starting 100 000 chips are no money amount.
    assert.doesNotMatch((await alice.textContent('[data-field="my-chips"]')) ?? '', /€|EUR/);
    // Each bets one chip a round, says he has finished betting, and stands (or takes whatever is offered), until the
    // end. (Clicking "bet" while it was shown bet up to the table maximum and left the betting to its 30-second timer:
    // the test took 72 s.)
    const deadline = Date.now() + 120_000;
    const betIn = new Map<Page, string>();
    let done = false;
    while (!done && Date.now() < deadline) {
      for (const p of Object.values(players)) {
        if (await p.$('[data-tournament="bj-browser"][data-status="finished"]')) done = true;
        const round = /(\d+)\D+\d+/.exec((await p.textContent('.tournament-table').catch(() => null)) ?? '')?.[1] ?? '';
        const bet = betIn.get(p) === round ? null : await p.$('.tournament-table [data-action="bet"]');
        if (bet) betIn.set(p, round);
        const button = bet ?? (await p.$('.tournament-table [data-action="done-betting"]')) ?? (await p.$('.tournament-table [data-action="stand"]')) ?? (await p.$('.tournament-table .action-bar button[data-action]'));
        if (button) await button.click().catch(() => undefined);
      }
      await new Promise((ok) => setTimeout(ok, 100));
    }
    assert.ok(done, 'the tournament finished');
    await alice.waitForSelector('.standings [data-place="1"]');
    // Two players: 65% and 35% of the 200.00 pool.
    assert.match((await alice.textContent('.standings')) ?? '', /130[,.]00[\s\S]*70[,.]00|100[,.]00[\s\S]*100[,.]00/);
    assert.match((await alice.textContent('.bases')) ?? '', /Fichas iniciales/, 'the page speaks Spanish');
    assert.deepEqual(run.errors, []);
    assert.equal((await auditLedgerOver(run.base)).ok, true);
  } finally {
    await run.close();
  }
});
