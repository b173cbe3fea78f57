/**
 * Issue 3 (web client: "works at desktop and phone widths"): one table of every registered game, opened by a signed-in
 * player in chromium at a phone's width (390 px) and a desktop's (1280 px). The player sits at box 1 and places one
 * bet where the table offers one (the first betting spot or button the game lists), and the page must then fit its
 * width (nothing wider than the screen: a cloth layout of 14 columns used to widen a phone's page to 679 px for
 * roulette and 1,051 px for craps), show the game's own component, offer one "done betting" button (blackjack and
 * punto y banca used to show the game's own and the table's `ready` side by side), and raise no page error.
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { act, fits, login, SHOTS, skip, startBrowserRun } from './browser-kit.js';

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** The first thing a player can stake on: a spot of a cloth (roulette, boule, craps) or a bet button. */
const BET = '.game-area [data-action="place"], .game-area [data-action="bet"]';

test('issue 3: every game\'s table fits a phone\'s and a desktop\'s width, with a bet placed, and raises no page error', { skip, timeout: 240_000 }, async () => {
  const run = await startBrowserRun('every-game', { bettingMs: 60_000, decisionMs: 60_000, graceMs: 60_000 });
  try {
    const listed = (await (await fetch(`${run.base}/api/tables`)).json()) as { tables: { id: string; game: string }[] };
    const byGame = new Map<string, string>();
    for (const t of listed.tables) if (!byGame.has(t.game)) byGame.set(t.game, t.id);
    assert.ok(byGame.size >= 10, `a demo table for every game (found ${[...byGame.keys()].join(', ')})`);
    const games = (await (await fetch(`${run.base}/api/games`)).json()) as { games: { id: string }[] };
    for (const g of games.games) assert.ok(byGame.has(g.id), `a demo table of ${g.id}`);

    for (const [name, viewport] of Object.entries(WIDTHS)) {
      const ctx = await run.browser.newContext({ viewport, locale: 'es-ES' });
      const page = await ctx.newPage();
      page.on('pageerror', (e) => run.errors.push(`${name}: ${e.message}`));
      await login(page, run.base, 'alice');
      for (const [game, table] of byGame) {
        await page.goto(`${run.base}/#/table/${table}`);
        await page.waitForSelector(`section.table-page[data-table="${table}"] .game-area`);
        if (await page.$('[data-sit="1"]')) {
          await act(page, '[data-sit="1"]');
          await page.waitForSelector('.seat[data-box="1"][data-holder="alice"]');
        }
        // A machine plays from its credit (003 §4.2): load 10.00 from the wallet through the credit meter first.
        if (await page.$('.credit-meter[data-credit="0"]')) {
          await page.fill('.credit-meter form:first-of-type input[type=number]', '10');
          await page.click('.credit-meter [data-action="load-credit"]');
          await page.waitForSelector('.credit-meter:not([data-credit="0"])');
        }
        let staked = false;
        if (await page.$(BET)) {
          await act(page, BET);
          staked = true;
        }
        if (SHOTS) await page.screenshot({ path: join(SHOTS, `every-game-${name}-${game}.png`), fullPage: true });
        await fits(page, `${game} at ${name} width${staked ? ', with a bet placed' : ''}`);
        // One way to say "done betting": the game's own action where it has one, else the table's `ready`.
        const dones = await page.$$eval('button[data-ready], .game-area button[data-action="done"], .game-area button[data-action="done-betting"]', (b) => b.length);
        assert.ok(dones <= 1, `${game}: one "done betting" button, not ${dones}`);
        const drawn = await page.$eval('.game-area', (e) => e.children.length);
        assert.ok(drawn > 0, `${game}: the game area is drawn`);
      }
      await ctx.close();
    }
    assert.deepEqual(run.errors, [], 'no page errors');
  } finally {
    await run.close();
  }
});
