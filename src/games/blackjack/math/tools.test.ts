/**
 * The tools the CLI reaches (`croupier rtp|strategy|simulate blackjack`): report shapes and options
 * (issue 2, "Mathematics").
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { blackjack } from '../index.js';

const tools = blackjack.tools;

test('issue 2: rtp prints {game, profile, bets: [{bet, houseEdge, rtp, method: "exact"}]} with the main bet first', () => {
  assert.ok(tools?.rtp);
  const r = tools.rtp(blackjack.profiles.get('gr'), 'gr', {});
  assert.equal(r.game, 'blackjack');
  assert.equal(r.profile, 'gr');
  const main = r.bets[0];
  assert.ok(main);
  assert.equal(main.bet, 'main');
  assert.equal(main.method, 'exact');
  assert.equal(main.strategy, 'optimal');
  assert.ok(Math.abs(main.houseEdge + main.rtp - 1) < 1e-15);
  assert.ok(main.houseEdge > 0.005 && main.houseEdge < 0.007, String(main.houseEdge));
  for (const b of r.bets) assert.equal(b.method, 'exact');
  assert.deepEqual(r.bets.map((b) => b.bet), ['main', 'insurance']);
});

test('issue 2: --strategy basic and the hole-card / dealer-BJ variants are options of rtp', () => {
  assert.ok(tools?.rtp);
  const p = blackjack.profiles.get('ee-oc');
  const opt = tools.rtp(p, 'ee-oc', {}).bets[0]!.houseEdge;
  const basic = tools.rtp(p, 'ee-oc', { strategy: 'basic' }).bets[0]!.houseEdge;
  const peek = tools.rtp(p, 'ee-oc', { holeCard: 'peek' }).bets[0]!.houseEdge;
  const obo = tools.rtp(p, 'ee-oc', { dealerBjTakes: 'original-only' }).bets[0]!.houseEdge;
  assert.ok(basic >= opt);
  assert.ok(peek < obo && obo < opt, `${peek} < ${obo} < ${opt}`);
  assert.throws(() => tools.rtp!(p, 'ee-oc', { strategy: 'perfect' }), /optimal or basic/);
  assert.deepEqual(tools.rtp(p, 'ee-oc', {}).bets.map((b) => b.bet), ['main', 'insurance', 'perfect-pair', 'galaxy', 'top3', '21+3']);
});

test('issue 2: strategy prints the chart (hard, soft, pairs, three or more cards) with its legend', () => {
  assert.ok(tools?.strategy);
  const c = tools.strategy(blackjack.profiles.get('gr'), {});
  for (const s of ['Two cards, hard', 'Two cards, soft', 'Pairs', 'Three or more cards', 'H hit', 'P split']) assert.ok(c.includes(s), s);
  // no hole card: 11 against a ten is hit (the European rule)
  const row11 = c.split('\n').find((l) => l.startsWith('11 '));
  assert.ok(row11);
  assert.deepEqual(row11.trim().split(/\s+/).slice(1), ['D', 'D', 'D', 'D', 'D', 'D', 'D', 'D', 'H', 'H']);
});

test('issue 2: simulate plays through the engine and reports the RTP with a 99% interval per bet', () => {
  assert.ok(tools?.simulate);
  let progress = 0;
  const r = tools.simulate(blackjack.profiles.get('eus'), 'eus', { rounds: 2000, seed: '1', onProgress: (n) => (progress = n) });
  assert.equal(r.rounds, 2000);
  assert.equal(progress, 2000);
  assert.deepEqual(r.bets.map((b) => b.bet), ['main'], 'the base game: the pairs and sevens bets are casino options (000 §03 V.1.g)');
  for (const b of r.bets) assert.ok(b.ci99[0] <= b.rtp && b.rtp <= b.ci99[1]);
  const again = tools.simulate(blackjack.profiles.get('eus'), 'eus', { rounds: 2000, seed: '1' });
  assert.equal(again.bets[0]?.rtp, r.bets[0]?.rtp, 'a seed replays the same simulation');
});

test('issue 2: math/tools.ts imported first, in a fresh process, loads and simulates (no import-order trap)', () => {
  const tools = new URL('./tools.ts', import.meta.url).href;
  const index = new URL('../index.ts', import.meta.url).href;
  const code = [
    `const t = await import(${JSON.stringify(tools)});`,
    `const { blackjack } = await import(${JSON.stringify(index)});`,
    `const r = blackjack.tools.simulate(blackjack.profiles.get('gr'), 'gr', { rounds: 20, seed: 'order' });`,
    `if (typeof t.blackjackMathTools !== 'function' || r.rounds !== 20) process.exit(3);`,
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.equal(r.status, 0, `exit ${r.status}: ${r.stderr}`);
});

test('000 §03 V.1.g: eus rtp is the base game unless told which casino options to include (pairs, sevens, surrender), and says which', () => {
  assert.ok(tools?.rtp);
  const p = blackjack.profiles.get('eus');
  const base = tools.rtp(p, 'eus', {});
  assert.deepEqual(base.options, { included: [], available: ['pairs', 'sevens', 'surrender'], cite: '000 §03 V.1.g' });
  assert.deepEqual(base.bets.map((b) => b.bet), ['main', 'insurance']);
  const all = tools.rtp(p, 'eus', { with: 'pairs,sevens,surrender' });
  assert.deepEqual((all.options as { included: string[] }).included, ['pairs', 'sevens', 'surrender']);
  assert.deepEqual(all.bets.map((b) => b.bet), ['main', 'insurance', 'pairs', 'sevens']);
  const surrender = tools.rtp(p, 'eus', { with: 'surrender' }).bets[0]!.houseEdge;
  // Early surrender (no hole card, not against an ace) lowers the edge: the base game's figure is the higher one.
  assert.ok(surrender < base.bets[0]!.houseEdge, `${surrender} < ${base.bets[0]!.houseEdge}`);
  assert.throws(() => tools.rtp!(p, 'eus', { with: 'galaxy' }), /not an option of profile eus/);
});
