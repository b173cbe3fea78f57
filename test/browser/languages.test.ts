/**
 * Issue 17 ("every language complete"; 000 GP11: both official languages of the Basque Country): one table per
 * language of the catalogue (en, es, eu, ca, el, et). Alice chooses the language in the header's menu, reads the
 * lobby (each table described in that language), sits at box 1 of the Basque blackjack table and places a bet;
 * the page must then show the language's words for a few known keys and none of the English ones, and a
 * screenshot of the table is taken per language (kept in CROUPIER_SCREENSHOTS when set, else in a temporary folder).
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES } from '../../src/i18n/locale.js';
import { fullCatalogue } from '../../web/src/i18n/index.js';
import { act, fits, login, SHOTS, skip, startBrowserRun } from './browser-kit.js';

const TABLE = 'blackjack-eus';
/** Keys the table page shows once a player sits and bets (header, seats, links). */
const KEYS = ['nav.lobby', 'nav.history', 'nav.logout', 'table.stand-up', 'table.bets-behind', 'table.back', 'history.table', 'bj.phase.betting'];
const cat = fullCatalogue();
const say = (l: (typeof LOCALES)[number], key: string, params: Record<string, string | number> = {}): string =>
  ((cat[l] ?? {})[key] ?? cat.en[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(params[n]));

test('issue 17: a table in each of the six languages, with no English left over, and a screenshot of each', { skip, timeout: 180_000 }, async () => {
  const run = await startBrowserRun('languages', { bettingMs: 60_000, decisionMs: 60_000, graceMs: 60_000 });
  const dir = SHOTS ?? mkdtempSync(join(tmpdir(), 'croupier-languages-'));
  try {
    for (const l of LOCALES) {
      const ctx = await run.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
      const page = await ctx.newPage();
      page.on('pageerror', (e) => run.errors.push(`${l}: ${e.message}`));
      await login(page, run.base, 'alice');
      await page.selectOption('header select', l);
      await page.waitForFunction((lobby) => document.querySelector('header nav a')?.textContent === lobby, say(l, 'nav.lobby'), { timeout: 60_000 });

      // The lobby: each table's game described in the language, and its regulation named.
      await page.goto(`${run.base}/#/`);
      await page.waitForSelector(`[data-table="${TABLE}"] [data-about]`, { timeout: 60_000 });
      assert.equal(await page.textContent(`[data-table="${TABLE}"] [data-about]`), say(l, 'about.blackjack'), `${l}: the lobby describes blackjack`);
      assert.equal(await page.textContent(`[data-table="${TABLE}"] [data-regulation]`), say(l, 'regulation.eus'), `${l}: the lobby names the regulation`);

      await page.goto(`${run.base}/#/table/${TABLE}`);
      await page.waitForSelector(`section.table-page[data-table="${TABLE}"] .game-area`, { timeout: 60_000 });
      if (await page.$('[data-sit="1"]')) await act(page, '[data-sit="1"]');
      await page.waitForSelector('.seat[data-box="1"][data-holder="alice"]', { timeout: 60_000 });
      await act(page, '.game-area [data-action="bet"]');
      const shot = join(dir, `language-${l}-${TABLE}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      assert.ok(statSync(shot).size > 10_000, `${l}: a screenshot of the table`);
      await fits(page, `${TABLE} in ${l}`);

      const text = await page.innerText('body');
      for (const k of KEYS) {
        assert.ok(text.includes(say(l, k)), `${l}: the page says ${k} as "${say(l, k)}"`);
        if (l !== 'en') assert.ok(!text.includes(say('en', k)), `${l}: the page still says "${say('en', k)}" (${k}) in English`);
      }
      // "Box {n}" reads as the language writes it: Basque ordinals put the number first ("1. laukia").
      assert.equal((await page.textContent('.seat[data-box="1"] .seat-no'))?.trim(), say(l, 'table.box', { n: 1 }), `${l}: box 1`);
      await ctx.close();
    }
    assert.equal(say('eu', 'table.box', { n: 1 }), '1. laukia');
    assert.deepEqual(run.errors, [], 'no page errors');
  } finally {
    await run.close();
    if (!SHOTS) rmSync(dir, { recursive: true, force: true });
  }
});
