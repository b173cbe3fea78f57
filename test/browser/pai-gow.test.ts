/**
 * Pai Gow poker at the web table (000 §14 VI): Alice sits at box 1 of the Basque table, bets, takes the Bank offered
 * to her (her box then marked as the Bank's, the croupier's hand playing against her), and once the dice have
 * been thrown and the seven cards dealt she sets her two hands by choosing the two low cards among the 21 buttons the
 * table offers (those that would foul are marked); after the croupier's showdown her box shows the high and the low
 * hand she set, and the settled line.
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, openTableAs, skip, startBrowserRun } from './browser-kit.js';

const TABLE = 'pai-gow-eus';
const BOX = '.game-area [data-box="1"]';

test('000 §14 VI: a player sets his two hands at the web table by choosing the low hand, and sees them settled', { skip, timeout: 180_000 }, async () => {
  const run = await startBrowserRun('pai-gow', { bettingMs: 3_000, decisionMs: 60_000, graceMs: 60_000, outcomeMs: 60_000 });
  try {
    const page = await openTableAs(run, 'alice', TABLE, 'desktop');
    if (await page.$('[data-sit="1"]')) {
      await act(page, '[data-sit="1"]');
      await page.waitForSelector('.seat[data-box="1"][data-holder="alice"]');
    }
    await act(page, `${BOX} button[data-action="bet"]`);
    // 000 §14 VI: "no more", and the Bank is offered to her box first; she takes it, covering her own bet (the
    // croupier's hand plays against her for as much), and her box is marked as the Bank's.
    await page.waitForSelector('[data-bank-offer="1"]', { timeout: 60_000 });
    assert.ok(await page.$(`${BOX} button[data-action="pass-bank"]`), 'she may pass it');
    await act(page, `${BOX} button[data-action="take-bank"]`);
    await page.waitForSelector(`${BOX}[data-banker="alice"] [data-bank-holder]`, { timeout: 60_000 });
    await page.waitForSelector(`${BOX} button[data-action="set-hands"]`, { timeout: 60_000 });
    const choices = await page.$$eval(`${BOX} button[data-action="set-hands"]`, (bs) => bs.map((b) => ({ low: b.getAttribute('data-low') ?? '', text: b.textContent ?? '' })));
    assert.equal(choices.length, 21, 'every pair of the seven cards is offered as the low hand');
    assert.ok(await page.$(`${BOX} button[data-action="house-way"]`), 'and the house way');
    const pick = choices.find((c) => !c.text.includes('loses'));
    assert.ok(pick, 'some setting does not foul');
    await act(page, `${BOX} button[data-action="set-hands"][data-low="${pick.low}"]`);
    await page.waitForSelector(`${BOX} [data-hands="set"]`, { timeout: 60_000 });
    await page.waitForSelector('table.lines tr', { timeout: 60_000 });
    const shown = await page.$$eval(`${BOX} [data-hands="set"] [data-card]`, (cs) => cs.map((c) => c.getAttribute('data-card')));
    assert.equal(shown.length, 7);
    assert.deepEqual(shown.slice(5), [pick.low.slice(0, 2), pick.low.slice(2)], 'the low hand is the two cards chosen');
    assert.deepEqual(run.errors, [], 'no page errors');
  } finally {
    await run.close();
  }
});
