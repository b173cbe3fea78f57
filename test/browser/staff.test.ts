/**
 * The browser test of issue 17 ("staff can do their jobs in the browser"): the real server and Debian's chromium.
 * The cashier (at a phone's width) finds a player, credits and debits the wallet with amounts typed as money —
 * once with the answer lost on the way back and the same form sent again (one movement, not two) — opens a
 * player account and funds it, and sees the day's cash movements. The auditor sees the ledger audit, the staff log
 * in words and money, and replays and verifies a round. The administrator opens a staff account, closes and opens a
 * table and creates one. The dealer / inspector sets limits in money and the maxima the profile allows from a list,
 * and sees a refusal once with its citation once. Each sees only their own tools, and every page fits a phone's and a desktop's width
 * (screenshots with CROUPIER_SCREENSHOTS=<folder>).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { act, auditLedgerOver, fits, login, openTableAs, SHOTS, skip, startBrowserRun, type BrowserRun } from './browser-kit.js';

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
type Width = keyof typeof WIDTHS;
const BET = '.game-area [data-action="place"], .game-area [data-action="bet"]';

async function staffPage(run: BrowserRun, user: string, width: Width): Promise<Page> {
  const ctx = await run.browser.newContext({ viewport: WIDTHS[width], locale: 'en-GB' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => run.errors.push(`${user} (${width}): ${e.message}`));
  await login(page, run.base, user);
  return page;
}

/** The staff links the header shows. */
const navLinks = async (page: Page): Promise<string[]> => page.$$eval('header [data-nav]', (as) => as.map((a) => a.getAttribute('data-nav') ?? ''));

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function token(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('croupier.session') ?? '{}') as { token: string }).token);
}

async function get<T>(run: BrowserRun, path: string, bearer: string): Promise<T> {
  return (await (await fetch(`${run.base}${path}`, { headers: { authorization: `Bearer ${bearer}` } })).json()) as T;
}

/** Submits a form and waits for the page to have its answer (done, refused, or stopped on the page). */
async function submit(page: Page, form: string): Promise<void> {
  const before = Number(await page.getAttribute(form, 'data-answers'));
  await page.click(`${form} button[type=submit]`);
  await page.waitForFunction(([f, n]) => Number(document.querySelector(f)?.getAttribute('data-answers')) > n, [form, before] as const);
}

test('issue 17: the cashier, the auditor and the administrator each do their job in the browser, at a phone\'s and a desktop\'s width', { skip, timeout: 300_000 }, async () => {
  const run = await startBrowserRun('staff', { bettingMs: 1_500, decisionMs: 15_000, graceMs: 30_000 });
  try {
    const listed = (await (await fetch(`${run.base}/api/tables`)).json()) as { tables: { id: string; game: string }[] };
    const roulette = listed.tables.find((t) => t.game === 'roulette-french')?.id as string;
    assert.ok(roulette, 'a demo roulette table');

    // A round for the auditor to verify: alice bets one chip at roulette (no shoe: verifiable at once).
    const alice = await openTableAs(run, 'alice', roulette, 'desktop');
    await alice.waitForSelector(BET);
    await act(alice, BET);
    await alice.waitForSelector('section.result', { timeout: 30_000 });
    await alice.context().close();

    // ── The cashier, on a phone.
    const cashier = await staffPage(run, 'cashier', 'phone');
    assert.deepEqual(await navLinks(cashier), ['cashier'], 'the cashier sees the cashier link only');
    await cashier.click('header [data-nav="cashier"]');
    await cashier.waitForSelector('section.cashier-page');
    await cashier.fill('input[name=q]', 'al');
    await cashier.click('form.search button[type=submit]');
    await cashier.waitForSelector('[data-player-row="alice"]');
    assert.equal(await cashier.$('[data-player-row="bob"]'), null, 'the search found alice only');
    await cashier.click('[data-pick="alice"]');
    await cashier.waitForSelector('form[data-form="wallet"]');
    const cashToken = await token(cashier);
    const wallet = async (user: string): Promise<number> => (await get<{ wallets: { username: string; balance: number }[] }>(run, '/api/cashier/wallets', cashToken)).wallets.find((w) => w.username === user)?.balance ?? -1;

    // An amount that is not money is refused on the page, with the reason, and nothing moves.
    const afterRound = await wallet('alice');
    assert.ok(afterRound > 0 && afterRound !== 100_000, 'alice played a round');
    await cashier.fill('form[data-form="wallet"] input[name=amount]', '12.345');
    await submit(cashier, 'form[data-form="wallet"]');
    assert.match((await cashier.textContent('form[data-form="wallet"] .field-error')) ?? '', /two decimals/);
    assert.equal(await wallet('alice'), afterRound, 'nothing moved');

    await cashier.fill('form[data-form="wallet"] input[name=amount]', '25.50');
    await submit(cashier, 'form[data-form="wallet"]');
    assert.match((await cashier.textContent('form[data-form="wallet"] [data-done]')) ?? '', /25\.50 paid in to alice/);
    assert.equal(await wallet('alice'), afterRound + 2_550, 'credited 25.50 = 2,550 minor units');

    // The answer of a debit is lost on its way back: the page says so, the cashier sends the same form again, and
    // the server does the debit once (same idempotency key).
    let lost = 0;
    await cashier.route('**/api/cashier/wallets/alice', async (route) => {
      await route.fetch();
      lost++;
      await route.abort('failed');
    });
    await cashier.check('form[data-form="wallet"] input[name=op][value=debit]');
    await cashier.fill('form[data-form="wallet"] input[name=amount]', '10');
    await submit(cashier, 'form[data-form="wallet"]');
    assert.equal(lost, 1, 'the debit reached the server');
    assert.match((await cashier.textContent('form[data-form="wallet"] .error')) ?? '', /cannot be reached/);
    await cashier.unroute('**/api/cashier/wallets/alice');
    await submit(cashier, 'form[data-form="wallet"]');
    await cashier.waitForSelector('form[data-form="wallet"] [data-done]');
    assert.equal(await wallet('alice'), afterRound + 2_550 - 1_000, 'the debit sent twice is done once');
    const today = await get<{ movements: { username: string; op: string; amount: number }[] }>(run, '/api/cashier/movements?player=alice', cashToken);
    assert.deepEqual(today.movements.filter((m) => m.op === 'debit').map((m) => m.amount), [1_000], 'one debit of 10.00');

    // A new player account, funded at once; the day's movements list it.
    await cashier.fill('input[name=new-username]', 'dora');
    await cashier.fill('input[name=new-password]', 'dora-password-1');
    await submit(cashier, 'form[data-form="new-account"]');
    await cashier.waitForSelector('[data-player-row="dora"]');
    await cashier.waitForSelector('form[data-form="wallet"] h3:has-text("dora")');
    await cashier.fill('form[data-form="wallet"] input[name=amount]', '5');
    await submit(cashier, 'form[data-form="wallet"]');
    assert.equal(await wallet('dora'), 500);
    await cashier.waitForSelector('[data-movement][data-op="credit"][data-amount="500"]');
    await cashier.waitForSelector('[data-movement][data-op="credit"][data-amount="2550"]');
    assert.equal(await cashier.$('[data-pick="cashier"]'), null, 'the cashier is offered no wallet of their own');
    await shot(cashier, 'staff-cashier-phone');
    await fits(cashier, 'the cashier page on a phone');
    // Another role's page is not offered.
    await cashier.goto(`${run.base}/#/audit`);
    await cashier.waitForSelector('.staff-page [role=alert]');
    await cashier.context().close();

    // ── The auditor, on a desktop.
    const auditor = await staffPage(run, 'auditor', 'desktop');
    assert.deepEqual(await navLinks(auditor), ['audit'], 'the auditor sees the audit link only');
    await auditor.click('header [data-nav="audit"]');
    await auditor.waitForSelector('[data-ledger-ok="true"]');
    await auditor.waitForSelector('tr[data-log-action="cashier-credit"][data-log-target="alice"]');
    const logged = await auditor.$$eval('tr[data-log-action="cashier-credit"][data-log-target="alice"]', (rows) => rows.map((r) => r.textContent ?? ''));
    assert.ok(logged.some((r) => r.includes('25.50') && r.includes('cashier') && r.includes('paid in')), `the staff log says the credit in words and money: ${logged.join(' | ')}`);
    await auditor.selectOption('select[name=audit-table]', roulette);
    await auditor.waitForSelector('tr[data-audit-round] [data-verify]');
    await auditor.click('tr[data-audit-round] [data-verify]');
    await auditor.waitForSelector('[data-verdict="ok"]');
    await shot(auditor, 'staff-audit-desktop');
    await fits(auditor, 'the audit page on a desktop');
    await auditor.context().close();

    // ── The administrator, on a desktop.
    const admin = await staffPage(run, 'admin', 'desktop');
    assert.deepEqual(await navLinks(admin), ['admin'], 'the administrator sees the admin link only');
    await admin.click('header [data-nav="admin"]');
    await admin.waitForSelector('tr[data-staff="dealer"]');
    assert.equal(await admin.$('tr[data-staff="alice"]'), null, 'players are not staff');
    await admin.fill('input[name=new-username]', 'dealer2');
    await admin.fill('input[name=new-password]', 'dealer2-password');
    await admin.check('input[name=role][value=dealer]');
    await submit(admin, 'form[data-form="new-account"]');
    await admin.waitForSelector('tr[data-staff="dealer2"]');
    assert.equal((await fetch(`${run.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dealer2', password: 'dealer2-password' }) })).status, 200, 'the new dealer signs in');
    // Issue 17: the administrator closes a staff account from the page, in two steps; it signs in no more.
    assert.equal(await admin.$('[data-close-account="admin"]'), null, 'not the administrator\'s own account');
    await admin.click('[data-close-account="dealer2"]');
    await admin.click('[data-confirm-close="dealer2"]');
    await admin.waitForSelector('[data-closed="dealer2"]');
    const refused = await fetch(`${run.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'dealer2', password: 'dealer2-password' }) });
    assert.equal(refused.status, 403, 'a closed account does not sign in');
    assert.equal(((await refused.json()) as { code: string }).code, 'auth/account-closed');
    const bj = 'blackjack-gr';
    await admin.click(`[data-table-close="${bj}"]`);
    await admin.waitForSelector(`tr[data-admin-table="${bj}"][data-status="closed"]`);
    await admin.click(`[data-table-open="${bj}"]`);
    await admin.waitForSelector(`tr[data-admin-table="${bj}"][data-status="open"]`);
    await admin.selectOption('select[name=game]', 'wheel-of-fortune');
    await admin.selectOption('select[name=profile]', 'cv');
    await admin.fill('input[name=table-name]', 'Wheel by the bar');
    await submit(admin, 'form[data-form="new-table"]');
    await admin.waitForSelector('tr[data-admin-table="wheel-of-fortune-cv-2"][data-status="open"]');
    await shot(admin, 'staff-admin-desktop');
    await fits(admin, 'the admin page on a desktop');
    await admin.context().close();

    // ── The dealer / inspector, on a phone: the configuration in the regulation's terms.
    const eus = listed.tables.find((t) => t.id === 'roulette-french-eus')?.id as string;
    assert.ok(eus, 'a demo French roulette table under the Basque rules');
    const dealer = await staffPage(run, 'dealer', 'phone');
    await dealer.goto(`${run.base}/#/table/${eus}/dealer`);
    await dealer.waitForSelector('.dealer-panel [data-config="minimum"]');
    assert.equal(await dealer.inputValue('[data-config="minimum"]'), '5.00', 'the minimum is shown as money (500 minor units)');
    await dealer.waitForSelector('.dealer-panel select[data-config="maxMultipliers.straight"]');
    assert.deepEqual(await dealer.$$eval('[data-config="maxMultipliers.straight"] option', (o) => o.map((x) => (x as HTMLOptionElement).value)), ['10', '20', '30', '50'], '000 §01 IV.2.A.a–b: the straight-up maxima the Basque rules allow');
    assert.deepEqual(await dealer.$$eval('[data-config="colours"] option', (o) => o.map((x) => (x as HTMLOptionElement).value)), ['0'], 'no colour chips where the profile offers none');
    assert.equal((await dealer.$$('.dealer-panel [data-dealer="close"]')).length, 1, 'one close-table button');
    // Not an amount: said next to the field, nothing sent.
    const answered = Number(await dealer.getAttribute('section.table-page', 'data-answered'));
    await dealer.fill('[data-config="minimum"]', '5.555');
    await dealer.click('[data-dealer="configure"]');
    await dealer.waitForSelector('form[data-form="configure"] .field-error');
    assert.equal(Number(await dealer.getAttribute('section.table-page', 'data-answered')), answered, 'nothing was sent');
    // Refused by the rules: shown once, its citation once.
    await dealer.fill('[data-config="minimum"]', '5');
    await dealer.fill('[data-config="simpleMinimum"]', '1');
    await dealer.click('[data-dealer="configure"]');
    await dealer.waitForSelector('[data-notice]');
    const page = (await dealer.textContent('main')) ?? '';
    const notice = (await dealer.textContent('[data-notice]')) ?? '';
    const cite = /\(([^()]*§[^()]*)\)/.exec(notice)?.[1];
    assert.ok(cite, `the refusal cites its rule: ${notice}`);
    assert.equal(notice.split(cite).length - 1, 1, `the citation is shown once: ${notice}`);
    const reason = notice.replace(/^[^:]*: /, '').replace(` (${cite})`, '');
    assert.equal(page.split(reason).length - 1, 1, `the refusal is on the page once: ${reason}`);
    assert.equal((await dealer.$$('[role=alert]')).length, 1, 'the refusal is shown once');
    // A new minimum and straight-up maximum, from the next round.
    await dealer.fill('[data-config="simpleMinimum"]', '10');
    await dealer.fill('[data-config="minimum"]', '10');
    await dealer.selectOption('[data-config="maxMultipliers.straight"]', '20');
    await act(dealer, '[data-dealer="configure"]');
    // No chip on the table: the new configuration applies to the round drawn up next, at once.
    await dealer.waitForFunction(() => (document.querySelector('[data-config="minimum"]') as HTMLInputElement | null)?.value === '10.00');
    assert.equal(await dealer.inputValue('[data-config="maxMultipliers.straight"]'), '20');
    const now = (await (await fetch(`${run.base}/api/tables/${eus}`)).json()) as { summary: { config: { minimum: number; maxMultipliers: { straight: number } } } };
    assert.equal(now.summary.config.minimum, 1_000, '10 typed = 1,000 minor units');
    assert.equal(now.summary.config.maxMultipliers.straight, 20);
    await shot(dealer, 'staff-dealer-phone');
    await fits(dealer, 'the dealer panel on a phone');
    await dealer.context().close();

    // ── Every staff page at the other width too.
    for (const [user, page, width] of [['cashier', 'cashier', 'desktop'], ['auditor', 'audit', 'phone'], ['admin', 'admin', 'phone']] as const) {
      const p = await staffPage(run, user, width);
      await p.goto(`${run.base}/#/${page}`);
      await p.waitForSelector(`section.${page}-page h1`);
      if (page === 'audit') await p.waitForSelector('[data-ledger-ok="true"]');
      if (page === 'admin') await p.waitForSelector('tr[data-admin-table]');
      if (page === 'cashier') await p.waitForSelector('[data-movement]');
      await shot(p, `staff-${page}-${width}`);
      await fits(p, `the ${page} page at ${width} width`);
      await p.context().close();
    }

    const audit = await auditLedgerOver(run.base);
    assert.equal(audit.ok, true);
    assert.equal(audit.total, 0);
    assert.deepEqual(run.errors, [], 'no page errors');
  } finally {
    await run.close();
  }
});
