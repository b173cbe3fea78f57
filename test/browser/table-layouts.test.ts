/**
 * Issue 17, "Every table looks finished": the tables in chromium at a phone's width (390 px) and a desktop's (1280 px),
 * with screenshots (CROUPIER_SCREENSHOTS=<folder>). Punto y banca is drawn as a table (the shoe, the punto and banca
 * hands with their cards, the three betting spots, the boxes around it) and never offers box 13 (000 §07 II.3: its
 * models number their seats without it); triple blackjack shows the dealer's hand for each position bet on and the
 * position each result came from (000 §03.01); the games without boxes (roulette, boule, wheel of fortune,
 * trente et quarante, craps) show no row of "Box 1…7 · Sit here", and their players still bet and say ready; deux
 * tableaux shows its bank, the two tableaux either side of the banker's hand and each box in its tableau; the
 * result's and a recalled round's tables fit a phone, and a player is never shown the house's net.
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { act, fits, openTableAs, SHOTS, skip, startBrowserRun, type BrowserRun } from './browser-kit.js';

const shot = async (p: Page, name: string): Promise<void> => {
  if (SHOTS) await p.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};
/** `act`, tried again while the page still held the previous version (another player's bet just moved the round on). */
async function actAgain(p: Page, selector: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await act(p, selector);
    } catch (e) {
      if (i >= 4 || !/version|stale/i.test(String(e))) throw e;
      await p.waitForTimeout(300);
    }
  }
}
const roundOf = async (p: Page): Promise<number> => Number(await p.getAttribute('section.table-page', 'data-round'));
const settled = (p: Page, round: number) => p.waitForSelector(`section.result[data-result-round="${round}"]`, { timeout: 60_000 });

/** Opens a finished round's page from the table's history: the final table as the viewer may see it. */
async function recall(p: Page, table: string, no: number): Promise<void> {
  await p.goto(`${p.url().split('#')[0]}#/table/${table}/history`);
  const link = p.locator('[data-round-link]', { hasText: `${table} #${no}` });
  await link.first().click();
  await p.waitForSelector('.round-page .game-area.recall > *');
}

async function puntoBanca(run: BrowserRun): Promise<void> {
  const TABLE = 'punto-banca-cv';
  const alice = await openTableAs(run, 'alice', TABLE, 'desktop');
  const bob = await openTableAs(run, 'bob', TABLE, 'phone');
  for (const p of [alice, bob]) {
    await p.waitForSelector('.bac-punto-banca .bac-boxes', { state: 'attached' });
    const strip = await p.$$eval('ol.seats .seat', (s) => s.map((x) => Number(x.getAttribute('data-box'))));
    const cloth = await p.$$eval('.bac-punto-banca .bac-box', (s) => s.map((x) => Number(x.getAttribute('data-box'))));
    assert.ok(strip.length >= 7 && !strip.includes(13), `000 §07 II.3: the seats offered are the model's, without 13: ${strip.join(',')}`);
    assert.ok(!cloth.includes(13) && !(await p.$('[data-sit="13"]')), 'no box 13 on the cloth, and no "sit here" at 13');
  }
  await act(alice, '[data-sit="12"]');
  await act(bob, '[data-sit="14"]');
  await alice.waitForSelector('.bac-box[data-box="12"][data-player="alice"]');
  await bob.waitForSelector('.bac-box[data-box="14"][data-player="bob"]');
  await shot(alice, 'punto-banca-desktop-seated');
  await shot(bob, 'punto-banca-phone-seated');
  const round = await roundOf(alice);
  await actAgain(alice, '.bac-spot[data-action="bet"][data-spot="punto"]');
  await actAgain(bob, '.bac-spot[data-action="bet"][data-spot="banca"]');
  await alice.waitForSelector('.spot-punto [data-mine]');
  await bob.waitForSelector('.spot-banca [data-mine]');
  await alice.waitForFunction(() => /\d/.test(document.querySelector('.bac-box[data-box="14"] .bac-box-stake')?.textContent ?? ''));
  await shot(alice, 'punto-banca-desktop-bets');
  await shot(bob, 'punto-banca-phone-bets');
  for (const p of [alice, bob]) await fits(p, 'punto y banca with bets');
  for (const p of [alice, bob]) if (await p.$('.bac-punto-banca button[data-action="done"]')) await actAgain(p, '.bac-punto-banca button[data-action="done"]').catch(() => undefined);
  await settled(alice, round);
  await settled(bob, round);
  await shot(alice, 'punto-banca-desktop-result');
  await shot(bob, 'punto-banca-phone-result');
  for (const p of [alice, bob]) await fits(p, 'punto y banca with its result');
  const sideways = await bob.$eval(`section.result[data-result-round="${round}"] .scroll`, (e) => e.scrollWidth - e.clientWidth);
  assert.ok(sideways <= 0, `the result's table fits a phone without sideways scrolling (${sideways} px more)`);
  for (const [p, w] of [[alice, 'desktop'], [bob, 'phone']] as const) {
    await recall(p, TABLE, round);
    const cards = await p.$$eval('.round-page .bac-hand[data-side="punto"] .card', (c) => c.length);
    const banca = await p.$$eval('.round-page .bac-hand[data-side="banca"] .card', (c) => c.length);
    assert.ok(cards >= 2 && banca >= 2, `the punto and banca hands show their cards (${cards}, ${banca})`);
    assert.ok(await p.$('.round-page .bac-hand.win, .round-page .bac-result[data-winner="tie"]'), 'the winning hand is marked');
    const wide = await p.$$eval('.round-page .scroll', (es) => Math.max(0, ...es.map((e) => e.scrollWidth - e.clientWidth)));
    assert.ok(wide <= 0, `a recalled round's tables fit the ${w}'s width (${wide} px more)`);
    assert.equal(await p.$('.round-page [data-house-net]'), null, 'issue 17: a player is not shown the house\'s net');
    await shot(p, `punto-banca-${w}-recall`);
    await fits(p, 'a recalled punto y banca coup');
  }
  await alice.context().close();
  await bob.context().close();
}

async function tripleBlackjack(run: BrowserRun): Promise<void> {
  const TABLE = 'triple-blackjack-eus';
  const alice = await openTableAs(run, 'alice', TABLE, 'desktop');
  const bob = await openTableAs(run, 'bob', TABLE, 'phone');
  await act(alice, '[data-sit="1"]');
  await act(bob, '[data-sit="2"]');
  await alice.waitForSelector('.bj-box[data-box="1"] button[data-action="bet"][data-sub="3"]', { timeout: 30_000 });
  await bob.waitForSelector('.bj-box[data-box="2"] button[data-action="bet"][data-sub="3"]', { timeout: 30_000 });
  const round = await roundOf(alice);
  // Positions 1 and 3 only: the dealer plays a hand for each, and none for position 2.
  await actAgain(alice, '.bj-box[data-box="1"] button[data-action="bet"][data-sub="1"]');
  await actAgain(alice, '.bj-box[data-box="1"] button[data-action="bet"][data-sub="3"]');
  await actAgain(bob, '.bj-box[data-box="2"] button[data-action="bet"][data-sub="3"]');
  for (const p of [alice, bob]) if (await p.$('button[data-action="done-betting"]')) await actAgain(p, 'button[data-action="done-betting"]').catch(() => undefined);
  const done = async (p: Page): Promise<boolean> => (await p.$(`section.result[data-result-round="${round}"]`)) !== null;
  const deadline = Date.now() + 60_000;
  while (!((await done(alice)) && (await done(bob)))) {
    assert.ok(Date.now() < deadline, 'the triple blackjack round finished');
    let clicked = false;
    for (const p of [alice, bob]) {
      for (const d of ['decline-insurance', 'wait', 'stand']) {
        if (await p.$(`.bj-box button[data-action="${d}"]`)) {
          try {
            await act(p, `.bj-box button[data-action="${d}"]`);
            clicked = true;
          } catch { /* the table moved on */ }
          break;
        }
      }
    }
    if (!clicked) await alice.waitForTimeout(150);
  }
  await shot(alice, 'triple-blackjack-desktop-result');
  await shot(bob, 'triple-blackjack-phone-result');
  for (const [p, w] of [[alice, 'desktop'], [bob, 'phone']] as const) {
    await recall(p, TABLE, round);
    const positions = await p.$$eval('.round-page .bj-dealer-hand[data-position]', (d) => d.map((x) => Number(x.getAttribute('data-position'))));
    assert.deepEqual(positions, [1, 3], '000 §03.01: a dealer hand for position 1 and one for position 3, none for 2');
    const stakes = await p.$$eval('.round-page .bj-box .bj-stakes li', (li) => li.map((x) => x.textContent ?? ''));
    assert.ok(stakes.length >= 3 && stakes.every((x) => /position [13]\)/.test(x) && /dealer's \d+/.test(x)), `each result names its position and the dealer hand it met: ${stakes.join(' | ')}`);
    await shot(p, `triple-blackjack-${w}-recall`);
    await fits(p, 'a recalled triple blackjack round');
  }
  await alice.context().close();
  await bob.context().close();
}

async function deuxTableaux(run: BrowserRun): Promise<void> {
  const TABLE = 'baccarat-deux-tableaux-cv';
  const alice = await openTableAs(run, 'alice', TABLE, 'desktop');
  const bob = await openTableAs(run, 'bob', TABLE, 'phone');
  // The first box of each tableau: the strip names the tableau each box belongs to.
  const boxes = await alice.$$eval('ol.seats .seat', (s) => s.map((x) => ({ box: Number(x.getAttribute('data-box')), text: x.textContent ?? '' })));
  const first = boxes.find((b) => /tableau 1/i.test(b.text));
  const second = boxes.find((b) => /tableau 2/i.test(b.text));
  assert.ok(first && second, `the strip names each box's tableau: ${boxes.map((b) => b.text).join(' | ')}`);
  await act(alice, `[data-sit="${first.box}"]`);
  await act(bob, `[data-sit="${second.box}"]`);
  await alice.waitForSelector(`.bac-tableau[data-tableau="1"] .bac-box[data-box="${first.box}"][data-player="alice"]`);
  await bob.waitForSelector(`.bac-tableau[data-tableau="2"] .bac-box[data-box="${second.box}"][data-player="bob"]`, { state: 'attached' });
  for (const p of [alice, bob]) {
    assert.ok(await p.$('.bac-deux-tableaux .bac-bank'), 'the bank is on the cloth');
    for (const side of ['tableau-1', 'banker', 'tableau-2']) assert.ok(await p.$(`.bac-deux-tableaux .bac-hand[data-side="${side}"]`), `the ${side} hand has its place`);
  }
  // 001 §08 VII: one player at each tableau is fewer than the profile's two: the table says so and offers no bid that
  // it would refuse (the server's table/too-few-players).
  await alice.waitForSelector('p.status.warn[data-needs="2"]');
  assert.equal(await alice.$('.bac-deux-tableaux button[data-action="bid"]'), null, 'no bid button while the table waits for players');
  await shot(alice, 'deux-tableaux-desktop');
  await shot(bob, 'deux-tableaux-phone');
  for (const p of [alice, bob]) await fits(p, 'deux tableaux');
  await alice.context().close();
  await bob.context().close();
}

async function withoutBoxes(run: BrowserRun): Promise<void> {
  for (const [game, table] of [['roulette', 'roulette-french-cv'], ['boule', 'boule-cv'], ['wheel-of-fortune', 'wheel-of-fortune-cv'], ['trente-et-quarante', 'trente-et-quarante-cv'], ['craps', 'craps-cv']] as const) {
    for (const width of ['phone', 'desktop'] as const) {
      const p = await openTableAs(run, 'carol', table, width);
      await p.waitForSelector('.game-area > *');
      assert.equal(await p.$('ol.seats'), null, `${game}: no row of boxes at ${width} width`);
      assert.equal(await p.$('[data-sit]'), null, `${game}: no "sit here"`);
      const bet = await p.$('.game-area [data-action="place"], .game-area [data-action="bet"]');
      if (bet) {
        await act(p, '.game-area [data-action="place"], .game-area [data-action="bet"]');
        const ready = await p.$$('button[data-ready], .game-area button[data-action="done"], .game-area button[data-action="done-betting"]');
        // Craps runs its own betting turn (the rail, the shooter); at the others the page offers its "done betting".
        if (game !== 'craps') assert.equal(ready.length, 1, `${game}: a player with a bet, not seated, may say "done betting"`);
      }
      await shot(p, `${game}-${width}-no-boxes`);
      await fits(p, `${game} at ${width} width`);
      await p.context().close();
    }
  }
}

test('issue 17: punto y banca, triple blackjack and the games without boxes look finished at a phone\'s and a desktop\'s width', { skip, timeout: 600_000 }, async (t) => {
  const run = await startBrowserRun('table-layouts', { bettingMs: 15_000, decisionMs: 20_000, graceMs: 30_000 });
  try {
    await t.test('000 §07 II.3: punto y banca is a table with its shoe, hands, spots and boxes, and no box 13', () => puntoBanca(run));
    await t.test('000 §03.01: triple blackjack shows a dealer hand per position bet on, and the position of each result', () => tripleBlackjack(run));
    await t.test('deux tableaux: the bank, the two tableaux around the banker\'s hand, each box in its tableau', () => deuxTableaux(run));
    await t.test('roulette, boule, wheel of fortune, trente et quarante and craps show no row of boxes', () => withoutBoxes(run));
    assert.deepEqual(run.errors, [], 'no page error');
  } finally {
    await run.close();
  }
});
