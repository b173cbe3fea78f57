/**
 * Issue 17 (the rest), on the table page in a real browser: blackjack's casino options of the eus profile
 * (000 §03 V.1.g: each casino's choice, shown to the players), the tip bet at an ee-oc table (003 §2.2.1.7), and the
 * closing announcement (000 GP3.1.a: "last shoe" at blackjack) once the dealer closes the table during a round.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, openTableAs, skip, startBrowserRun } from './browser-kit.js';
import { DEMO_PASSWORD } from '../../src/server/demo.js';

async function token(base: string, username: string): Promise<string> {
  const r = (await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) })).json()) as { token: string };
  return r.token;
}

async function command(base: string, tok: string, table: string, key: string, cmd: Record<string, unknown>): Promise<void> {
  const r = await fetch(`${base}/api/tables/${table}/command`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tok}` }, body: JSON.stringify({ key, command: cmd }) });
  assert.equal(r.status, 200, await r.text());
}

test('issue 17: the blackjack table page shows the table’s casino options (000 §03 V.1.g), the tip bet (003 §2.2.1.7) and the closing announcement (000 GP3.1.a)', { skip, timeout: 120_000 }, async () => {
  const run = await startBrowserRun('issue17-rest', { bettingMs: 60_000, decisionMs: 60_000, graceMs: 60_000 });
  const { base, errors } = run;
  try {
    const dealer = await token(base, 'dealer');
    // The eus table offers pairs and surrender (the base game has none).
    const eus = 'blackjack-eus';
    const stored = await run.server.ctx.catalog.get(eus);
    assert.ok(stored, 'the demo has a blackjack eus table');
    await command(base, dealer, eus, 'options-eus', { kind: 'configure', config: { ...(stored.config as object), options: ['pairs', 'surrender'] } });
    const alice = await openTableAs(run, 'alice', eus, 'desktop');
    await alice.waitForSelector('.bj-options[data-options="pairs surrender"]', { timeout: 15_000 });
    const options = (await alice.textContent('.bj-options')) ?? '';
    assert.match(options, /Casino options at this table: Pairs, Surrender/);

    // The closing, announced during a round with a bet on it: the last shoe.
    await act(alice, '[data-sit="1"]');
    await alice.waitForSelector('.bj-box[data-box="1"] button[data-action="bet"]', { timeout: 15_000 });
    await act(alice, '.bj-box[data-box="1"] button[data-action="bet"]');
    await command(base, dealer, eus, 'close-eus', { kind: 'close' });
    await alice.waitForSelector('[data-closing="last-shoe"]', { timeout: 15_000 });
    assert.match((await alice.textContent('[data-closing]')) ?? '', /Closing: last shoe/);

    // The tip bet at an ee-oc table: placed with the bet, shown on the box.
    const ee = 'blackjack-ee-oc';
    const bob = await openTableAs(run, 'bob', ee, 'phone');
    await act(bob, '[data-sit="1"]');
    await bob.waitForSelector('.bj-box[data-box="1"] button[data-action="bet"]', { timeout: 15_000 });
    await act(bob, '.bj-box[data-box="1"] button[data-action="bet"]');
    await bob.waitForSelector('.bj-box[data-box="1"] button[data-action="tip"]', { timeout: 15_000 });
    await act(bob, '.bj-box[data-box="1"] button[data-action="tip"]');
    await bob.waitForSelector('.bj-box[data-box="1"] .bj-tips', { timeout: 15_000 });
    assert.match((await bob.textContent('.bj-box[data-box="1"] .bj-tips')) ?? '', /Tip bet · bob/);
    assert.deepEqual(errors, []);
  } finally {
    await run.close();
  }
});
