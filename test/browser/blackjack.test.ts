/**
 * The browser test of issue 3: the real server (SQLite in a temporary folder, the built web client) and Debian's
 * chromium driven by playwright-core. Two players sign in through the login page, sit at one blackjack table,
 * the holder of box 1 consents to the other betting behind it (000 §03, 002 §14.11: bets behind with the owner's
 * consent), and they play rounds through the buttons of the table page. After every round the balance each page
 * shows must equal the wallet the server holds and the previous balance plus that player's settlement lines;
 * at the end the ledger audit must balance.
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { act, auditLedgerOver, fits, login, openTableAs, pageBalance, SHOTS, skip, startBrowserRun } from './browser-kit.js';

const ROUNDS = 3;
const TABLE = 'blackjack-gr';
/** Minor units as the English page formats them (1,012.50). */
const shown = (minor: number): string => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
/** The cards depend only on this seed (CROUPIER_TEST_SEED changes it to exercise other deals). */
const SEED = process.env.CROUPIER_TEST_SEED ?? 'browser-test';

/** Decisions that end a box's turn without new stakes, in order of preference. */
const DECISIONS = ['decline-insurance', 'wait', 'stand'];

test('issue 3, 000 §03 / 002 §14.11: two players in two browsers play blackjack with a bet behind, balances agree with the ledger', { skip, timeout: 120_000 }, async (t) => {
  const run = await startBrowserRun(SEED, { bettingMs: 4_000, decisionMs: 15_000, graceMs: 30_000 });
  const { base, browser, errors } = run;
  try {
    const players = ['alice', 'bob'] as const;
    const pages: Record<string, Page> = {};
    for (const [i, user] of players.entries()) pages[user] = await openTableAs(run, user, TABLE, i === 0 ? 'desktop' : 'phone');
    const alice = pages.alice as Page;
    const bob = pages.bob as Page;

    // Seats: alice at box 1, bob at box 2; alice lets bob bet behind her box.
    await act(alice, '[data-sit="1"]');
    await alice.waitForSelector('.seat[data-box="1"][data-holder="alice"]');
    await act(bob, '[data-sit="2"]');
    await bob.waitForSelector('.seat[data-box="2"][data-holder="bob"]');
    await alice.click('.seat[data-box="1"] details.consent summary');
    await alice.fill('[data-consent-name="1"]', 'bob');
    await act(alice, '[data-consent-add="1"]');
    await bob.waitForFunction(() => /bob/.test(document.querySelector('.seat[data-box="1"]')?.textContent ?? ''));

    const balance = { alice: await pageBalance(alice), bob: await pageBalance(bob) };
    assert.equal(balance.alice, 100_000, 'alice starts with her demo balance');
    let behindLines = 0;

    for (let round = 1; round <= ROUNDS; round++) {
      // Betting: each on their own box, bob also behind alice's box (the selected chip is the table minimum).
      await alice.waitForSelector('.bj-box[data-box="1"] button[data-action="bet"]', { timeout: 30_000 });
      await bob.waitForSelector('.bj-box[data-box="2"] button[data-action="bet"]', { timeout: 30_000 });
      // Where the rules want the owner's own consent in the game too (002 §14.11), alice gives it for bob.
      const gameConsent = '.bj-box[data-box="1"] button[data-action="consent"][data-player="bob"]';
      if (await alice.$(gameConsent)) await act(alice, gameConsent);
      await act(alice, '.bj-box[data-box="1"] button[data-action="bet"]');
      await bob.waitForSelector('.bj-box[data-box="1"] button[data-action="bet"]', { timeout: 10_000 });
      await act(bob, '.bj-box[data-box="1"] button[data-action="bet"]');
      await act(bob, '.bj-box[data-box="2"] button[data-action="bet"]');
      const roundNo = Number(await alice.getAttribute('section.table-page', 'data-round'));
      for (const p of [alice, bob]) if (await p.$('button[data-action="done-betting"]')) await act(p, 'button[data-action="done-betting"]');

      // Decisions until the round's result is shown on both pages.
      const done = async (p: Page): Promise<boolean> => (await p.$(`section.result[data-result-round="${roundNo}"]`)) !== null;
      const deadline = Date.now() + 60_000;
      let shot = !SHOTS;
      while (!((await done(alice)) && (await done(bob)))) {
        assert.ok(Date.now() < deadline, `round ${roundNo} did not finish`);
        let clicked = false;
        for (const p of [alice, bob]) {
          for (const d of DECISIONS) {
            const button = await p.$(`.bj-box button[data-action="${d}"]`);
            if (button) {
              if (!shot && SHOTS) {
                shot = true;
                await p.screenshot({ path: join(SHOTS, `decision-round-${round}.png`), fullPage: true });
              }
              await act(p, `.bj-box button[data-action="${d}"]`);
              clicked = true;
              break;
            }
          }
        }
        if (!clicked) await alice.waitForTimeout(150);
      }

      // Balances: page = server wallet = previous + the player's settlement lines.
      for (const user of players) {
        const p = pages[user] as Page;
        const lines = await p.$$eval(`section.result[data-result-round="${roundNo}"] table.lines tbody tr`, (rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')));
        const myNet = Number((await p.getAttribute(`section.result[data-result-round="${roundNo}"] [data-my-net]`, 'data-my-net')) ?? 'NaN');
        assert.ok(Number.isInteger(myNet), `${user} sees a net for round ${roundNo}`);
        await p.waitForFunction((want) => document.querySelector('[data-table-balance]')?.getAttribute('data-table-balance') === String(want), balance[user] + myNet, { timeout: 30_000 });
        balance[user] += myNet;
        const token = await p.evaluate(() => JSON.parse(sessionStorage.getItem('croupier.session') ?? '{}').token as string);
        const me = (await (await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { balance: number };
        assert.equal(me.balance, balance[user], `${user}'s wallet equals the balance the page shows after round ${roundNo}`);
        assert.ok((await p.textContent('header .balance'))?.includes(shown(balance[user])), `${user}'s header shows ${shown(balance[user])}`);
        if (user === 'bob') behindLines += lines.filter((cells) => cells[0]?.startsWith('bob') && cells[1] === '1').length;
        if (SHOTS) await p.screenshot({ path: join(SHOTS, `${user}-round-${round}.png`), fullPage: true });
      }
      t.diagnostic(`round ${roundNo}: alice ${shown(balance.alice)}, bob ${shown(balance.bob)}`);
    }
    // Recall: alice's history lists her rounds, and a round's page shows its decisions and settlement.
    await alice.goto(`${base}/#/history`);
    await alice.waitForFunction((n) => document.querySelectorAll('table.rounds tr[data-round-id]').length >= n, ROUNDS);
    await alice.click('table.rounds tr[data-round-id] a');
    await alice.waitForSelector('section.round-page .actions-log li');
    assert.ok((await alice.$$('section.round-page table.lines tbody tr')).length >= 2, 'the recalled round shows its settlement');
    if (SHOTS) await alice.screenshot({ path: join(SHOTS, 'alice-round-recall.png'), fullPage: true });
    // Bob's history and a recalled round fit his phone's screen (the name of a round links to it there).
    await bob.goto(`${base}/#/history`);
    await bob.waitForFunction((n) => document.querySelectorAll('table.rounds tr[data-round-id]').length >= n, ROUNDS);
    await fits(bob, 'the history page at phone width');
    const sideways = await bob.$eval('section.history .scroll', (e) => e.scrollWidth - e.clientWidth);
    assert.ok(sideways <= 0, `the history's table needs no sideways scrolling at phone width (${sideways} px more)`);
    await bob.click('table.rounds tr[data-round-id] a[data-round-link]');
    await bob.waitForSelector('section.round-page .actions-log li');
    await fits(bob, 'a recalled round at phone width');
    await bob.goto(`${base}/#/table/${TABLE}`);
    await bob.waitForSelector(`section.table-page[data-table="${TABLE}"] .game-area`);

    // The dealer/inspector changes the limits from the dealer view; the players' table shows the new limits.
    const dealerCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const dealer = await dealerCtx.newPage();
    dealer.on('pageerror', (e) => errors.push(`dealer: ${e.message}`));
    await login(dealer, base, 'dealer');
    await dealer.goto(`${base}/#/table/${TABLE}/dealer`);
    await dealer.waitForSelector('.dealer-panel [data-config="minimum"]');
    // Limits are typed as money (issue 17), not minor units.
    await dealer.fill('[data-config="minimum"]', '20');
    await dealer.fill('[data-config="maximum"]', '1000');
    await act(dealer, '[data-dealer="configure"]');
    await bob.waitForFunction(() => (document.querySelector('.table-head')?.textContent ?? '').includes('20.00 – 1,000.00'), undefined, { timeout: 15_000 });
    if (SHOTS) await dealer.screenshot({ path: join(SHOTS, 'dealer-view.png'), fullPage: true });

    // A spectator needs no account: the table, its seats and limits, and no button that acts.
    const watcher = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await watcher.goto(`${base}/#/table/${TABLE}/watch`);
    await watcher.waitForSelector('section.table-page.as-spectator .bj-table');
    assert.ok((await watcher.textContent('.seats'))?.includes('alice'), 'the spectator sees who sits where');
    assert.equal((await watcher.$$('button[data-action], [data-sit]')).length, 0, 'a spectator is offered no action');
    if (SHOTS) await watcher.screenshot({ path: join(SHOTS, 'spectator.png'), fullPage: true });
    assert.deepEqual(errors, [], 'no page threw');
    assert.ok(behindLines >= ROUNDS, 'bob’s bet behind box 1 was settled every round');

    // The ledger sums to zero and no balance is negative.
    const ledger = await auditLedgerOver(base);
    assert.equal(ledger.ok, true, 'the ledger audit passes');
    assert.equal(ledger.total, 0, 'the ledger sums to zero');
  } finally {
    await run.close();
  }
});
