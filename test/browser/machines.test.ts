/**
 * Issue 22 in the browser (the real server and Debian's chromium): (a) [Autoplay] at a machine (003 §4.1.2: "autoplay
 * is stopped with [Cash Out] or [Stop/Autoplay]"): the player loads credit through the credit meter, starts autoplay
 * for a number of games with a stop (the credit below a figure), sees the games counted and why it stopped, and the
 * credit on the page is the ledger's seat stack; a second run is stopped with [Stop/Autoplay] between games. (b) The
 * cashier's "Prizes in kind" screen (003 §4.5.3 the car, §1.2.5 handed over within two weeks): a car won at a reel
 * machine (set up through the server, as test/server/car-handover.test.ts) is handed over on the page, the row then
 * says so, and no second hand-over is offered (the server refuses one too). Pages raise no error; money is shown as
 * money. Without chromium the tests are skipped.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { act, login, openTableAs, skip, startBrowserRun, type BrowserRun } from './browser-kit.js';
import { http } from '../server/helpers.js';
import { DEMO_PASSWORD } from '../fixtures/accounts.js';
import { spinOnce } from '../fixtures/machine-spin.js';
import { reelSlot } from '../../src/games/machines/reels/index.js';
import { JackpotStore } from '../../src/server/store/jackpot-store.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';

// One server and browser for both tests. The machine's outcome pause (250 ms between games) paces the autoplay runs,
// so [Stop/Autoplay] meets one in play.
let run: BrowserRun;
before(async () => {
  if (!skip) run = await startBrowserRun('machines', { bettingMs: 60_000, decisionMs: 60_000, graceMs: 60_000, outcomeMs: 250 });
});
after(async () => {
  if (!skip) await run.close();
});

/** A ledger account's balance, in minor units. */
const balance = async (run: BrowserRun, account: string): Promise<number> => Number((await run.server.ctx.db.one<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = ?', [account]))?.balance ?? 0);

/** Money as an en-GB page shows it (the figure, two decimals, thousands grouped). */
const asMoney = (minor: number): string => (minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The autoplay form's field by its label (the panel's inputs in order: stake, games, …, the credit-below stop). */
const field = (page: Page, label: string) => page.locator('form.autoplay label', { hasText: label }).locator('input');

/** Waits until the credit meter shows the ledger's seat stack, and checks it is written as money. */
async function creditIsLedger(run: BrowserRun, page: Page, table: string): Promise<number> {
  const stack = await balance(run, `stack:${table}:alice`);
  await page.waitForSelector(`.credit-meter[data-credit="${stack}"]`, { timeout: 5_000 });
  assert.match((await page.textContent('.credit-meter strong')) ?? '', new RegExp(`Credit\\D*${asMoney(stack).replace('.', '\\.')}`), 'the credit as money');
  return stack;
}

/** The games the machine settled for alice. */
const settledGames = async (run: BrowserRun, table: string): Promise<number> => Number((await run.server.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE table_id = ? AND status = 'settled'", [table]))?.n ?? 0);

test('003 §4.1.2: a player loads credit, autoplays machine bingo with a stop and sees the games counted and why it stopped; [Stop/Autoplay] stops a run between games; the credit shown is the ledger’s', { skip, timeout: 60_000 }, async () => {
  const listed = (await (await fetch(`${run.base}/api/tables`)).json()) as { tables: { id: string; game: string }[] };
  const table = listed.tables.find((t) => t.game === 'machine-bingo')?.id as string;
  assert.ok(table, 'a demo machine bingo');
  const page = await openTableAs(run, 'alice', table, 'desktop');
  if (await page.$('[data-sit="1"]')) await act(page, '[data-sit="1"]');
  // 003 §4.2: credit is loaded from the wallet through the credit meter: 20.00.
  await page.waitForSelector('.credit-meter[data-credit="0"]');
  await page.fill('.credit-meter form:first-of-type input[type=number]', '20');
  await page.click('.credit-meter [data-action="load-credit"]');
  // The meter shows the new credit once the server has answered (its transaction committed); the ledger is read then.
  await page.waitForSelector('.credit-meter[data-credit="2000"]', { timeout: 10_000 });
  assert.equal(await creditIsLedger(run, page, table), 2_000);

  // Autoplay 50 games of 1.00, stopping once the credit is below 18.50: at least two games are played.
  await page.waitForSelector('form.autoplay[data-autoplay="idle"]');
  await field(page, 'Stake').fill('1');
  await field(page, 'Games').fill('50');
  await field(page, 'Stop when credit below').fill('18.50');
  await page.click('form.autoplay [data-action="autoplay"]');
  await page.waitForSelector('form.autoplay[data-autoplay="credit-below"]', { timeout: 10_000 });
  const said = (await page.textContent('form.autoplay [role="status"]')) ?? '';
  const played = Number(/Autoplay ended: credit below your limit \((\d+) games\)/.exec(said)?.[1]);
  assert.ok(played >= 2 && played < 50, `the games counted and the stop's reason: ${said}`);
  assert.equal(await settledGames(run, table), played, 'every game counted is a settled game');
  const afterFirst = await creditIsLedger(run, page, table);
  assert.ok(afterFirst < 1_850, 'the credit is below the stop asked for');

  // [Stop/Autoplay]: a run of 1,000 games is stopped after the game in play; the page counted the games meanwhile.
  await field(page, 'Stop when credit below').fill('');
  await field(page, 'Games').fill('1000');
  await page.click('form.autoplay [data-action="autoplay"]');
  await page.waitForFunction(() => /Autoplay: [1-9]\d* of 1000 games/.test(document.querySelector('form.autoplay [role="status"]')?.textContent ?? ''), undefined, { timeout: 10_000 });
  await page.click('form.autoplay [data-action="stop-autoplay"]');
  await page.waitForSelector('form.autoplay[data-autoplay="stopped"]', { timeout: 10_000 });
  const stopped = Number(/Autoplay stopped \((\d+) games\)/.exec((await page.textContent('form.autoplay [role="status"]')) ?? '')?.[1]);
  assert.ok(stopped >= 1 && stopped < 1_000, `stopped after ${stopped} games`);
  assert.equal(await settledGames(run, table), played + stopped, 'no game is half played: each one counted is settled');
  const rt = run.server.ctx.host.get(table) as TableRuntime;
  assert.equal(rt.current?.onTable ?? 0, 0, 'nothing is left staked');
  await creditIsLedger(run, page, table);
  assert.equal(await page.$('form.autoplay [role="alert"]'), null, 'no refusal on the page');
  assert.deepEqual(run.errors, [], 'no page errors');
});

test('003 §4.5.3, §1.2.5: the cashier hands over a car won at a machine on the "Prizes in kind" screen, once', { skip, timeout: 60_000 }, async () => {
  const { ctx } = run.server;
  const CAR = 2_500_000;
  // The car is won on the first stake (a chance of 1 per unit staked), as in test/server/car-handover.test.ts.
  await new JackpotStore(ctx.db).create({ id: 'car', name: 'Car jackpot', games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 0, cite: '003 §4.5.3', basis: 'stake', trigger: { kind: 'chance', num: 1, den: 1 }, prize: { kind: 'in-kind', item: 'passenger car', value: CAR } }, { actor: 'admin' });
  const admin = (await http<{ token: string }>(run.base, 'POST', '/api/login', { username: 'admin', password: DEMO_PASSWORD })).body.token;
  const config = { ...reelSlot.defaultTable(reelSlot.profiles.get('eus')), jackpots: [{ system: 'car', kind: 'car', levels: [{ id: 'car' }] }] };
  const made = await http(run.base, 'POST', '/api/tables', { id: 'car-m2', game: 'reel-slot', profile: 'eus', config }, admin);
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const rt = ctx.host.get('car-m2') as TableRuntime;
  rt.attach('bob');
  await rt.sit('bob', 1);
  await rt.buyIn('bob', 5_000, 'car-load');
  const owed = await balance(run, 'pool:prizes-in-kind');
  await spinOnce(rt, 'bob');
  assert.equal(await balance(run, 'pool:prizes-in-kind'), owed + CAR, 'the car is won: its value at cost is owed');

  // The cashier's page: the car awaits its hand-over, its value as money.
  const page = await (await run.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' })).newPage();
  page.on('pageerror', (e) => run.errors.push(`cashier: ${e.message}`));
  await login(page, run.base, 'cashier');
  await page.goto(`${run.base}/#/cashier`);
  const row = page.locator('[data-block="prizes-in-kind"] tr[data-prize]');
  await row.first().waitFor();
  assert.equal(await row.count(), 1, 'one prize in kind');
  assert.equal(await row.getAttribute('data-state'), 'awaiting');
  const text = (await row.textContent()) ?? '';
  assert.match(text, /passenger car/);
  assert.match(text, /25,000\.00/, 'the value at cost as money');
  assert.match(text, /car-m2/);
  assert.match(text, /bob/);

  // The hand-over, to whom, once.
  const external = await balance(run, 'external');
  await row.locator('input').fill('Bob B., ID 38001010000');
  await row.locator('[data-action="hand-over"]').click();
  await page.waitForSelector('[data-block="prizes-in-kind"] tr[data-prize][data-state="given"]', { timeout: 5_000 });
  assert.match((await row.textContent()) ?? '', /Handed over .* by cashier to Bob B\., ID 38001010000/);
  assert.equal(await row.locator('[data-action="hand-over"]').count(), 0, 'no second hand-over is offered');
  assert.equal(await page.$('[data-block="prizes-in-kind"] [role="alert"]'), null, 'no refusal on the page');
  assert.deepEqual([await balance(run, 'pool:prizes-in-kind'), await balance(run, 'external')], [owed, external + CAR], 'the liability cleared to the cent');

  // A second hand-over sent anyway is refused and changes nothing; the page, reloaded, still shows it handed over once.
  const cashier = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('croupier.session') ?? '{}') as { token: string }).token);
  const id = Number(await row.getAttribute('data-prize'));
  const again = await http<{ code: string }>(run.base, 'POST', `/api/cashier/prizes-in-kind/${id}/hand-over`, { to: 'Someone else' }, cashier);
  assert.deepEqual([again.status, again.body.code], [409, 'prizes/already-handed-over']);
  assert.equal(await balance(run, 'external'), external + CAR, 'nothing moved twice');
  await page.reload();
  await page.waitForSelector('[data-block="prizes-in-kind"] tr[data-prize][data-state="given"]');
  assert.match((await page.textContent('[data-block="prizes-in-kind"] tr[data-prize]')) ?? '', /to Bob B\., ID 38001010000/);
  assert.deepEqual(run.errors, [], 'no page errors');
});
