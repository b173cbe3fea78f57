import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CardGroup, OddsCalculator } from 'poker-odds-calculator';
import { seededRng } from '../rng/seeded-rng.js';
import { equity, EquityError, type EquityGame } from './equity.js';
import type { HandType } from './hand-type.js';
import { awardPot } from './showdown.js';

const high = (ranking: 'standard' | 'short-deck' = 'standard', hole: 'any' | number = 'any'): HandType => ({ kind: 'high', ranking, hole });
const HOLDEM: EquityGame = { ranks: '23456789TJQKA', hands: [high()], boards: 1, holeCards: 2, boardCards: 5 };
const OMAHA_HI_LO: EquityGame = { ranks: '23456789TJQKA', hands: [high('standard', 2), { kind: 'low', low: 'eight-or-better', hole: 2 }], boards: 1, holeCards: 4, boardCards: 5 };
const RAZZ: EquityGame = { ranks: '23456789TJQKA', hands: [{ kind: 'low', low: 'a5', hole: 'any' }], boards: 0, holeCards: 7, boardCards: 0 };
const DOUBLE: EquityGame = { ranks: '23456789TJQKA', hands: [{ ...high(), board: 0 }, { ...high(), board: 1 }], boards: 2, holeCards: 2, boardCards: 5 };

const deckOf = (ranks: string): string[] => [...ranks].flatMap((r) => [...'cdhs'].map((s) => `${r}${s}`));
function deal(rng: ReturnType<typeof seededRng>, ranks: string, n: number): string[] {
  const d = deckOf(ranks);
  for (let i = d.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [d[i], d[j]] = [d[j] as string, d[i] as string];
  }
  return d.slice(0, n);
}

test('hold’em after the flop: each hand’s scoops and splits are exactly those of an independent calculator (poker-odds-calculator enumerates every turn and river)', () => {
  const rng = seededRng('equity-vs-peer');
  for (let k = 0; k < 12; k++) {
    const players = 2 + (k % 3);
    const cards = deal(rng, HOLDEM.ranks, players * 2 + 3);
    const hands = Array.from({ length: players }, (_, i) => cards.slice(i * 2, i * 2 + 2));
    const board = cards.slice(players * 2);
    const ours = equity(HOLDEM, { hands, boards: [board] });
    const peer = OddsCalculator.calculate(hands.map((h) => CardGroup.fromString(h.join(''))), CardGroup.fromString(board.join('')));
    assert.equal(ours.outcomes, peer.getIterationCount(), `${hands.join(' ')} on ${board.join('')}: outcomes`);
    ours.players.forEach((p, i) => {
      const e = peer.equities[i] as unknown as { bestHandCount: number; tieHandCount: number };
      assert.deepEqual([p.scoops, p.splits], [e.bestHandCount, e.tieHandCount], `${hands.join(' ')} on ${board.join('')}: hand ${i + 1}`);
    });
    // The shares make the whole pot.
    const total = ours.players.reduce((s, p) => s + p.percent, 0);
    assert.ok(Math.abs(total - 100) < 1e-9, `shares sum to ${total}`);
  }
});

test('every outcome shares the pot as the showdown does: with all cards known, the equity is awardPot’s share (hi/lo with and without a low, two boards, razz)', () => {
  const rng = seededRng('equity-vs-showdown');
  const POT = 2 * 3 * 4 * 5 * 7 * 9 * 100;
  for (const game of [HOLDEM, OMAHA_HI_LO, DOUBLE, RAZZ]) {
    for (let k = 0; k < 40; k++) {
      const players = 2 + (k % 4);
      const cards = deal(rng, game.ranks, players * game.holeCards + game.boards * game.boardCards);
      const hands = Array.from({ length: players }, (_, i) => cards.slice(i * game.holeCards, (i + 1) * game.holeCards));
      const boards = Array.from({ length: game.boards }, (_, b) => cards.slice(players * game.holeCards + b * game.boardCards, players * game.holeCards + (b + 1) * game.boardCards));
      const r = equity(game, { hands, boards });
      assert.equal(r.outcomes, 1);
      const contenders = hands.map((h, i) => ({ player: `p${i}`, order: i, cards: h }));
      const awards = awardPot({ name: 'main', amount: POT, shares: contenders.map((c) => ({ player: c.player, amount: POT / players })), eligible: contenders.map((c) => c.player) }, contenders, game.hands, boards, 'left-of-button', 1);
      r.players.forEach((p, i) => {
        const won = awards.filter((a) => a.player === `p${i}`).reduce((s, a) => s + a.amount, 0);
        assert.ok(Math.abs(p.percent - (won / POT) * 100) < 1e-9, `${hands.join(' ')} | ${boards.join(' / ')}: p${i} ${p.percent}% vs showdown ${won}/${POT}`);
      });
    }
  }
});

test('exact figures: AhKh against QsQd all in before the flop wins 197833/428076 of the pot over 1,712,304 boards', () => {
  const r = equity(HOLDEM, { hands: [['Ah', 'Kh'], ['Qs', 'Qd']] });
  assert.equal(r.outcomes, 1_712_304);
  assert.deepEqual(r.players.map((p) => p.equity), ['197833/428076', '230243/428076']);
  assert.deepEqual(r.players.map((p) => [p.scoops, p.splits]), [[787_966, 6_732], [917_606, 6_732]]);
});

test('003 §3.5.4.3: a hi/lo pot without a low goes whole to the high hand; with one, each half to its best hand', () => {
  // No low is possible on this board (three cards above eight): the high hand scoops.
  const noLow = equity(OMAHA_HI_LO, { hands: [['Ah', '2h', '3c', 'Kd'], ['Qs', 'Qd', 'Jc', 'Tc']], boards: [['Qh', 'Js', '9d', '4c', 'Ks']] });
  assert.deepEqual(noLow.players.map((p) => p.equity), ['0', '1']);
  // A2 makes the nut low; QQ's set wins the high: half each.
  const split = equity(OMAHA_HI_LO, { hands: [['Ah', '2h', '9c', 'Kd'], ['Qs', 'Qd', 'Jc', 'Tc']], boards: [['Qh', '3s', '5d', '7c', 'Ks']] });
  assert.deepEqual(split.players.map((p) => p.equity), ['1/2', '1/2']);
});

test('unknown cards are dealt from the deck: a missing hole card or a second unknown hand is enumerated too', () => {
  const r = equity(HOLDEM, { hands: [['Ah', 'Ad'], ['Ks']], boards: [['Kc', '7d', '9h', 'Jc', '3s']] });
  // The second player's other card: any of the 52 − 8 cards left. He wins with a king (trips: Kd, Kh) or a 7, 9, J
  // or 3 (two pair: three of each left): 14 of 44.
  assert.equal(r.outcomes, 44);
  assert.deepEqual([r.players[1]?.scoops, r.players[1]?.splits, r.players[1]?.equity], [14, 0, '7/22']);
});

test('a bad question gets a typed error and nothing is computed', () => {
  const code = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      assert.ok(e instanceof EquityError);
      return e.code;
    }
    return 'none';
  };
  assert.equal(code(() => equity(HOLDEM, { hands: [['Ah', 'Kh'], ['Ah', 'Qd']] })), 'equity/repeated-card');
  assert.equal(code(() => equity(HOLDEM, { hands: [['Ah', 'Kh'], ['Zz', 'Qd']] })), 'equity/bad-card');
  assert.equal(code(() => equity({ ...HOLDEM, ranks: '6789TJQKA', hands: [high('short-deck')] }, { hands: [['Ah', 'Kh'], ['2c', 'Qd']] })), 'equity/not-in-deck');
  assert.equal(code(() => equity(HOLDEM, { hands: [['Ah', 'Kh', 'Qh'], ['Qd', 'Qc']] })), 'equity/too-many-cards');
  assert.equal(code(() => equity(HOLDEM, { hands: [['Ah', 'Kh']] })), 'equity/players');
  assert.equal(code(() => equity(OMAHA_HI_LO, { hands: [[], [], []] })), 'equity/too-large');
});
