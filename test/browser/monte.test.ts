/**
 * Issue 21 (Monte "playable in the browser by several people"; 001 §13): two players at one Monte table in chromium
 * see the same four laid-out boxes, each stakes a Cartas bet on the cloth (card against card, on opposite sides), the
 * croupier's "no va más" and the turned cards reach both pages, and the settlement shows both bets, one won and the
 * other lost (or both returned), the ledger balancing.
 *
 * Without chromium the test is skipped with a message, and fails when CROUPIER_REQUIRE_BROWSER=1 (CI).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, auditLedgerOver, openTableAs, skip, startBrowserRun } from './browser-kit.js';

test('001 §13: two players at one Monte table see the same layout, each stakes a Cartas bet on the cloth, and both see the turned cards and the settled bets', { skip, timeout: 180_000 }, async () => {
  const run = await startBrowserRun('monte', { bettingMs: 5_000, decisionMs: 60_000, graceMs: 60_000, outcomeMs: 60_000 });
  try {
    const listed = (await (await fetch(`${run.base}/api/tables`)).json()) as { tables: { id: string; game: string }[] };
    const table = listed.tables.find((t) => t.game === 'monte')?.id;
    assert.ok(table, 'a Monte table');
    const pages = { alice: await openTableAs(run, 'alice', table, 'desktop'), bob: await openTableAs(run, 'bob', table, 'phone') };
    const layout = async (u: keyof typeof pages): Promise<string[]> => pages[u].$$eval('[data-box] [data-card]', (cs) => cs.map((c) => c.getAttribute('data-card') ?? ''));
    for (const [u, bet] of [['alice', 'cartas-1v2'], ['bob', 'cartas-2v1']] as const) {
      const page = pages[u];
      if (await page.$('[data-sit="1"]')) await act(page, '[data-sit="1"]');
      await page.waitForSelector(`[data-bet="${bet}"]`);
      await act(page, `[data-bet="${bet}"]`);
    }
    const boxes = { alice: await layout('alice'), bob: await layout('bob') };
    assert.equal(await pages.alice.$$eval('[data-box]', (bs) => bs.length), 4, 'four boxes');
    assert.ok(boxes.alice.length >= 4, `a card in each box (doubled and tripled boxes hold more): ${boxes.alice.join(' ')}`);
    assert.deepEqual(boxes.bob, boxes.alice, 'the same four boxes on both pages');
    // "No va más" when the betting time runs out; the Primeras card decides the card-against-card bets.
    for (const page of Object.values(pages)) await page.waitForSelector('.monte-table table.lines tr', { timeout: 60_000 });
    const turned = async (u: keyof typeof pages): Promise<string | null> => pages[u].textContent('[data-turned="primeras"]');
    assert.equal(await turned('bob'), await turned('alice'), 'the same turned cards');
    const rows = await pages.alice.$$eval('.monte-table table.lines tr', (rs) => rs.map((r) => r.textContent ?? ''));
    assert.equal(rows.length, 2, rows.join(' | '));
    assert.deepEqual(rows.map((r) => (r.startsWith('alice') ? 'alice' : r.startsWith('bob') ? 'bob' : r)).sort(), ['alice', 'bob'], rows.join(' | '));
    // Card against card on opposite sides: one wins and the other loses, or both come back.
    const outcomes = rows.map((r) => /(win|lose|push)$/.exec(r)?.[1]).sort();
    assert.ok(JSON.stringify(outcomes) === '["lose","win"]' || JSON.stringify(outcomes) === '["push","push"]', rows.join(' | '));
    const audit = await auditLedgerOver(run.base);
    assert.ok(audit.ok);
    assert.deepEqual(run.errors, []);
  } finally {
    await run.close();
  }
});
