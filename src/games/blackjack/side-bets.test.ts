/**
 * Side-bet combinations: 000's pairs and sevens, 001's under/over 13, 003's Perfect Pair, Galaxy Bonus, TOP3 and
 * the 21+3 it needs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evalGalaxy, evalPairs, evalPerfectPair, evalSevens, evalTop3, evalTwentyOnePlus3, evalUnderOver, perfectPairDeferred } from './side-bets.js';

test('000 §03 V.1.e: perfect pair (rank and suit), colour pair, mixed pair; K-Q is no pair by rank', () => {
  assert.equal(evalPairs(['Kh', 'Kh'], 'rank'), 'perfect');
  assert.equal(evalPairs(['Qc', 'Qs'], 'rank'), 'colour');
  assert.equal(evalPairs(['7h', '7c'], 'rank'), 'mixed');
  assert.equal(evalPairs(['Kh', 'Qh'], 'rank'), null);
  assert.equal(evalPairs(['Kh', 'Qd'], 'value'), 'colour');
});

test('000 §03 V.1.f: sevens — first card, two (suited or not), three, three suited (the jackpot); only the highest prize', () => {
  assert.equal(evalSevens(['7h', '9c']), 'first-seven');
  assert.equal(evalSevens(['9c', '7h']), null);
  assert.equal(evalSevens(['7h', '7c']), 'two-sevens');
  assert.equal(evalSevens(['7h', '7h']), 'two-sevens-suited');
  assert.equal(evalSevens(['7h', '7h', '7c']), 'three-sevens', 'not all of one suit');
  assert.equal(evalSevens(['7h', '7h', '7h']), 'jackpot');
  assert.equal(evalSevens(['7h', '7c', '9d']), 'two-sevens');
});

test('001 §03 V.1.e: under / over 13 with the ace as 1; exactly 13 loses both', () => {
  assert.equal(evalUnderOver(['As', 'Kd'], 'under'), 'win');
  assert.equal(evalUnderOver(['9s', '5d'], 'over'), 'win');
  assert.equal(evalUnderOver(['9s', '4d'], 'under'), null);
  assert.equal(evalUnderOver(['9s', '4d'], 'over'), null);
});

test('003 §2.2.1.25.5: Perfect Pair — suited, suited blackjack, suited K+Q, and K+Q suited for both player and dealer (any suits)', () => {
  assert.equal(evalPerfectPair(['5h', '9h'], null), 'suited');
  assert.equal(evalPerfectPair(['Ah', 'Kh'], null), 'suited-blackjack');
  assert.equal(evalPerfectPair(['Kc', 'Qc'], ['5d', '9d']), 'suited-king-queen');
  assert.equal(evalPerfectPair(['Kc', 'Qc'], ['Qd', 'Kd']), 'top');
  assert.equal(evalPerfectPair(['Kc', 'Qd'], ['Qd', 'Kd']), null);
  assert.ok(perfectPairDeferred(['Kc', 'Qc'], 'Ks'), '003 §2.2.1.25.8: against a dealer K or Q the payment waits');
  assert.ok(!perfectPairDeferred(['Kc', 'Qc'], '9s'));
});

test('003 §2.2.1.26.5: Galaxy Bonus — suited trips with the dealer\'s first card, suited pair, prime pair, any pair', () => {
  assert.equal(evalGalaxy(['7h', '7h'], '7h'), 'suited-trips');
  assert.equal(evalGalaxy(['7h', '7h'], '7d'), 'suited-pair');
  assert.equal(evalGalaxy(['9h', '9d'], '2c'), 'prime-pair');
  assert.equal(evalGalaxy(['9c', '9d'], '2c'), 'any-pair');
  assert.equal(evalGalaxy(['9c', 'Td'], '9c'), null);
});

test('003 §2.2.1.27.5: TOP3 — suited trips, straight flush, trips; 21+3 adds straights and flushes (A-2-3 and Q-K-A run, K-A-2 does not)', () => {
  assert.equal(evalTop3(['8h', '8h', '8h']), 'suited-trips');
  assert.equal(evalTop3(['8h', '9h', 'Th']), 'straight-flush');
  assert.equal(evalTop3(['8h', '8c', '8h']), 'trips');
  assert.equal(evalTop3(['8h', '9c', 'Th']), null);
  assert.equal(evalTwentyOnePlus3(['Ah', '2c', '3d']), 'straight');
  assert.equal(evalTwentyOnePlus3(['Qh', 'Kc', 'Ad']), 'straight');
  assert.equal(evalTwentyOnePlus3(['Kh', 'Ac', '2d']), null);
  assert.equal(evalTwentyOnePlus3(['2h', '7h', 'Th']), 'flush');
});
