/**
 * @module test/browser/browser-kit
 * What every browser test shares: Debian's chromium (skipped with a message when missing, required when
 * CROUPIER_REQUIRE_BROWSER=1), the real server on SQLite in a temporary folder with seeded shoes, and the page
 * steps a person takes (sign in, open a table, click a button and wait for the server's answer, read the balance),
 * and the check that a page fits its screen's width.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../src/server/app.js';
import type { TableTimings } from '../../src/table/table-port.js';
import { DEMO_PASSWORD, TEST_COST } from '../fixtures/accounts.js';

export const CHROMIUM = process.env.CROUPIER_CHROMIUM ?? '/usr/bin/chromium';
export const REQUIRED = process.env.CROUPIER_REQUIRE_BROWSER === '1';
export const HAVE = existsSync(CHROMIUM);
/** Set CROUPIER_SCREENSHOTS=<folder> to keep full-page screenshots. */
export const SHOTS = process.env.CROUPIER_SCREENSHOTS;
/** The `skip` option of a browser test: a reason when chromium is missing and not required. */
export const skip: string | false = !HAVE && !REQUIRED ? `chromium not found at ${CHROMIUM}: install Debian's chromium (see .ci/chromium.sh) or set CROUPIER_CHROMIUM` : false;
if (skip) console.log(`browser test skipped: ${skip}`);

export interface BrowserRun {
  readonly server: RunningServer;
  readonly base: string;
  readonly browser: Browser;
  /** Page errors seen so far (a test asserts there are none). */
  readonly errors: string[];
  close(): Promise<void>;
}

/** Starts the server (SQLite in a temporary folder, shoes seeded from `seed`) and chromium. */
export async function startBrowserRun(seed: string, timings: Partial<TableTimings>): Promise<BrowserRun> {
  assert.ok(HAVE, `chromium is required (CROUPIER_REQUIRE_BROWSER=1) but missing at ${CHROMIUM}`);
  const { createServer } = await import('../../src/server/app.js');
  const { seededRng } = await import('../../src/rng/seeded-rng.js');
  const { chromium } = await import('playwright-core');
  const dir = mkdtempSync(join(tmpdir(), 'croupier-browser-'));
  let n = 0;
  const server = await createServer({ port: 0, host: '127.0.0.1', db: join(dir, 'croupier.db'), logger: false, accounts: { cost: TEST_COST }, timings: { outcomeMs: 0, stepMs: 0, ...timings }, rng: () => seededRng(`${seed}-${++n}`) });
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  } catch (e) {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    server,
    base: server.url,
    browser,
    errors: [],
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A player signs in on a page of their own (desktop or phone width) and opens the table. */
export async function openTableAs(run: BrowserRun, user: string, table: string, width: 'desktop' | 'phone'): Promise<Page> {
  const ctx = await run.browser.newContext({ viewport: width === 'desktop' ? DESKTOP : PHONE, locale: 'en-GB' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => run.errors.push(`${user}: ${e.message}`));
  await login(page, run.base, user);
  await page.goto(`${run.base}/#/table/${table}`);
  await page.waitForSelector(`section.table-page[data-table="${table}"]`);
  return page;
}

export async function login(page: Page, base: string, user: string): Promise<void> {
  await page.goto(`${base}/#/login`);
  await page.fill('input[name=username]', user);
  await page.fill('input[name=password]', DEMO_PASSWORD);
  await page.click('form.form button[type=submit]');
  await page.waitForSelector(`[data-user="${user}"]`);
}

/** The balance the table page shows, in minor units. */
export async function pageBalance(page: Page): Promise<number> {
  const v = await page.getAttribute('[data-table-balance]', 'data-table-balance');
  assert.ok(v !== null, 'the table page shows a balance');
  return Number(v);
}

/** Clicks a button that sends one request and waits for the server's answer; a refusal fails the test. */
export async function act(page: Page, selector: string): Promise<void> {
  const before = Number(await page.getAttribute('section.table-page', 'data-answered'));
  await page.click(selector);
  await page.waitForFunction((n) => Number(document.querySelector('section.table-page')?.getAttribute('data-answered')) > n, before, { timeout: 10_000 });
  const notice = await page.$('[data-notice]');
  if (notice) assert.fail(`the server refused ${selector}: ${await notice.textContent()}`);
}

/** The ledger audit, as the auditor sees it over HTTP. */
export async function auditLedgerOver(base: string): Promise<{ ok: boolean; total: number }> {
  const aud = (await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'auditor', password: DEMO_PASSWORD }) })).json()) as { token: string };
  return (await (await fetch(`${base}/api/audit/ledger`, { headers: { authorization: `Bearer ${aud.token}` } })).json()) as { ok: boolean; total: number };
}

/** The page is no wider than the viewport (a part that scrolls on its own, such as the seats' strip, is fine). */
export async function fits(page: Page, what: string): Promise<void> {
  const { scroll, inner, widest } = await page.evaluate(() => {
    const vw = window.innerWidth;
    let widest = '';
    let right = vw;
    for (const e of Array.from(document.querySelectorAll('main *'))) {
      const r = e.getBoundingClientRect();
      if (r.right > right + 0.5 && getComputedStyle(e).position !== 'fixed') {
        // Only what sticks out of the page itself, not what a scrolling box clips.
        let clipped = false;
        for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden') {
            clipped = true;
            break;
          }
        }
        if (!clipped) {
          right = r.right;
          widest = `${e.tagName.toLowerCase()}${e.className ? `.${String(e.className).split(' ').join('.')}` : ''} (${Math.round(r.right)} px)`;
        }
      }
    }
    return { scroll: document.documentElement.scrollWidth, inner: vw, widest };
  });
  assert.ok(scroll <= inner, `${what}: the page is ${scroll} px wide on a ${inner} px screen${widest ? `; widest: ${widest}` : ''}`);
}
