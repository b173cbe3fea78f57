/**
 * Issue 21 (bingo "playable in the browser by several people"; 000-A3 para 1, 4, 6): two players open one linked
 * bingo hall in chromium, each buys a series on the page, both watch the same balls called and their own numbers
 * marked, the page shows the linked pool's amount (read from GET /api/jackpots, 000-A3 para 4) and the bingo's
 * announcement, and every card is named by its series and number (para 6). The claim is the engine's and the
 * scenario's (a claim's window is one ball); here the balls are called 150 ms apart.
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, auditLedgerOver, openTableAs, skip, startBrowserRun } from './browser-kit.js';

const HALL = 'hall-linked';

test('000-A3: two players buy a series each on a linked hall’s page, watch the same balls, see their own numbers marked and the bingo, and the page shows the linked pool’s amount', { skip, timeout: 180_000 }, async () => {
  const run = await startBrowserRun('bingo', { bettingMs: 6_000, decisionMs: 60_000, graceMs: 60_000 });
  try {
    const { JackpotStore } = await import('../../src/server/store/jackpot-store.js');
    const ctx = run.server.ctx;
    await new JackpotStore(ctx.db).create({ id: 'halls', name: 'Linked halls', games: ['bingo'], share: { num: 1, den: 1 }, seed: 5_000, cite: '000-A3 para 4' }, { actor: 'root' });
    await ctx.catalog.create({ id: HALL, game: 'bingo', profile: 'eus', name: 'Linked hall', config: { cardPrice: 100, category: 'first', linked: { id: 'halls' }, stepMs: 150, outcomeMs: 60_000 }, boxes: 12, maxBoxesPerPlayer: 1 });
    await ctx.host.tick();
    const pages = { alice: await openTableAs(run, 'alice', HALL, 'desktop'), bob: await openTableAs(run, 'bob', HALL, 'phone') };
    for (const page of Object.values(pages)) {
      // The linked prize and the pool's seed, polled from the displays' route.
      await page.waitForSelector('[data-linked="halls"][data-pool="5000"]');
      await act(page, '[data-action="buy"][data-series="1"]');
      await page.waitForFunction(() => document.querySelectorAll('.bingo-card').length === 6);
    }
    // Each sees only his own six cards, named series-number.
    const ids = async (u: keyof typeof pages): Promise<string[]> => pages[u].$$eval('.bingo-card', (cs) => cs.map((c) => c.getAttribute('data-card') ?? ''));
    const mine = { alice: await ids('alice'), bob: await ids('bob') };
    for (const list of Object.values(mine)) assert.ok(list.every((id) => /^\d+-[1-6]$/.test(id)), list.join(' '));
    assert.equal(new Set([...mine.alice, ...mine.bob]).size, 12, 'different cards');
    // The sale closes when its time runs out; the balls come one by one until a bingo.
    for (const page of Object.values(pages)) await page.waitForSelector('[data-won="bingo"]', { timeout: 60_000 });
    const drawn = async (u: keyof typeof pages): Promise<number[]> => pages[u].$$eval('[data-board-n]', (ns) => ns.filter((n) => (n as HTMLElement).style.background !== '').map((n) => Number(n.getAttribute('data-board-n'))));
    const seen = { alice: await drawn('alice'), bob: await drawn('bob') };
    assert.deepEqual(seen.alice, seen.bob, 'both were called the same balls');
    assert.ok(seen.alice.length >= 15, `${seen.alice.length} balls`);
    for (const page of Object.values(pages)) {
      // A number is marked on a card exactly when it was called.
      const cells = await page.$$eval('.bingo-card [data-n]', (xs) => xs.map((x) => [Number(x.getAttribute('data-n')), x.getAttribute('data-marked')] as const));
      assert.equal(cells.length, 90);
      for (const [n, marked] of cells) assert.equal(marked, seen.alice.includes(n) ? 'yes' : 'no', `number ${n}`);
    }
    // The pool grew by the two linked shares (2% of 600 each) or, if the bingo came by ball 45, was won and reset.
    const pool = ((await (await fetch(`${run.base}/api/jackpots`)).json()) as { jackpots: { id: string; amount: number }[] }).jackpots.find((j) => j.id === 'halls')?.amount;
    assert.equal(pool, seen.alice.length <= 45 ? 5_000 : 5_024);
    const audit = await auditLedgerOver(run.base);
    assert.ok(audit.ok);
    assert.deepEqual(run.errors, []);
  } finally {
    await run.close();
  }
});
