/**
 * The exact analysis of triple blackjack (000 §03.01) and its tools (issue 2, "Mathematics"): cross-checked
 * against the ordinary blackjack analysis (hand-ev.ts, basic-strategy.ts) on the game each box reduces to.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadTripleBlackjackProfiles } from '../profile.js';
import { mainBetFor } from './analysis.js';
import { bjRules } from './rules.js';
import { analyseTriple } from './triple-main-bet.js';
import { tripleRulesFromProfile, type TripleRules } from './triple-rules.js';
import { tripleRtpReport, tripleStrategyChart } from './triple-tools.js';

const profiles = loadTripleBlackjackProfiles();
const eus = profiles.get('eus');
const same: TripleRules = tripleRulesFromProfile(eus);
const flagsOff = (boxes?: number): TripleRules => tripleRulesFromProfile(
  profiles.derive('eus', { triple: { blackjackPaysOnAllBoxes: { value: false, cite: 'test' }, dealerRedrawBlackjack: { value: false, cite: 'test' } } }),
  boxes === undefined ? {} : { boxes },
);
/** Ordinary blackjack with no hole card, no double, no split, no surrender: what box 1 is. */
const standOrDraw = bjRules({ holeCard: 'none', double: { hardTotals: [], softHands: [] }, split: { maxHands: 1 }, surrender: { mode: 'none' } });

test('000 §03.01: each box of the shipped profile is one-box blackjack without hole card, stand or draw only (the ordinary analysis agrees to 1e-12)', () => {
  for (const s of ['optimal', 'basic'] as const) {
    const t = analyseTriple(same, s);
    const o = mainBetFor(standOrDraw, s);
    assert.ok(Math.abs(t.probabilitySum - 1) < 1e-12);
    assert.equal(t.perBox.length, 3);
    for (const ev of t.perBox) assert.ok(Math.abs(ev - o.ev) < 1e-12, `${s}: ${ev} vs ${o.ev}`);
    assert.ok(Math.abs(t.perUnit - o.ev) < 1e-12);
  }
});

test('000 §03.01: house edge per box 2.3435% (optimal) and 2.3450% (basic) for 6 decks S17, stand or draw', () => {
  const opt = analyseTriple(same, 'optimal');
  const basic = analyseTriple(same, 'basic');
  assert.ok(Math.abs(-(opt.perBox[0] as number) - 0.0234352367) < 1e-9, String(opt.perBox[0]));
  assert.ok(Math.abs(-(basic.perBox[0] as number) - 0.0234497851) < 1e-9, String(basic.perBox[0]));
  assert.ok((opt.perBox[0] as number) >= (basic.perBox[0] as number));
});

test('000 §03.01 ambiguities 2, 3: with 1:1 blackjacks and no redraw blackjack, boxes 2 and 3 are worse and box 1 unchanged in kind', () => {
  const off = analyseTriple(flagsOff(), 'optimal');
  assert.equal(off.perBox[1], off.perBox[2]);
  // box 2 loses the 3:2 (≈ 0.5 × P(player BJ) × P(no dealer BJ) ≈ 2.2%) and gains ties with a redrawn 21 (≈ +0.6%)
  const d = (off.perBox[0] as number) - (off.perBox[1] as number);
  assert.ok(d > 0.01 && d < 0.025, String(d));
  // alone on box 1 the player is the ordinary stand-or-draw optimum
  const one = analyseTriple(flagsOff(1), 'optimal');
  assert.ok(Math.abs((one.perBox[0] as number) - mainBetFor(standOrDraw, 'optimal').ev) < 1e-12);
  // playing all three boxes, the strategy maximises the sum: box 1 alone is worse than its own optimum
  assert.ok((off.perBox[0] as number) <= (one.perBox[0] as number) + 1e-15);
  const sumOf = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0);
  assert.ok(off.perUnit >= sumOf(one.perBox) / 3 - 1e-15);
});

test('issue 2: rtp triple-blackjack reports box-1…3, insurance-1…3 and the jackpot (sevens) bet, all exact', () => {
  // 000 §03 V.1.g: the jackpot bet is a casino option, in the figures when asked for.
  assert.deepEqual(tripleRtpReport(eus, 'eus', {}).bets.map((b) => b.bet), ['box-1', 'box-2', 'box-3', 'insurance-1', 'insurance-2', 'insurance-3']);
  const r = tripleRtpReport(eus, 'eus', { with: 'sevens' });
  assert.equal(r.game, 'triple-blackjack');
  assert.deepEqual(r.bets.map((b) => b.bet), ['box-1', 'box-2', 'box-3', 'insurance-1', 'insurance-2', 'insurance-3', 'sevens']);
  for (const b of r.bets) {
    assert.equal(b.method, 'exact');
    assert.ok(Math.abs(b.houseEdge + b.rtp - 1) < 1e-15);
  }
  assert.equal(r.bets[3]?.fraction, '-23/311');
  // the stand-or-draw player stands on 7,7 against 2–6 (no split), so fewer third sevens than in §03 blackjack
  const sevens = r.bets[6];
  assert.ok(sevens && sevens.houseEdge > 0.65 && sevens.houseEdge < 0.67, String(sevens?.houseEdge));
  assert.equal(tripleRtpReport(eus, 'eus', { strategy: 'basic' }).bets[0]?.strategy, 'basic');
  assert.throws(() => tripleRtpReport(eus, 'eus', { boxes: '4' }), /boxes/);
  assert.throws(() => tripleRtpReport(eus, 'eus', { strategy: 'perfect' }), /strategy/);
});

test('issue 2: strategy triple-blackjack prints the stand-or-draw chart (12 v 4 stands, 16 v T draws with two cards, stands with three)', () => {
  const chart = tripleStrategyChart(eus, {});
  assert.match(chart, /^Basic strategy \(stand or draw\)/);
  const rows = chart.split('\n');
  const twoCard16 = rows.find((l) => /^16 {7}/.test(l));
  assert.equal(twoCard16?.split(/\s+/).slice(1).join(''), 'SSSSSHHHHH');
  const multi16 = rows.filter((l) => /^16 {7}/.test(l))[1];
  assert.equal(multi16?.split(/\s+/).slice(1).join(''), 'SSSSSHHHSH');
  assert.equal(rows.find((l) => /^12 {7}/.test(l))?.split(/\s+/).slice(1).join(''), 'HHSSSHHHHH');
});
