/**
 * The house-poker games' one report builder (math/report): an exact bet carries its rational expectation and both
 * decimal figures; a simulated bet its return or its expectation with the edge computed as before (1 − rtp, or −ev:
 * the same floating-point figures the games printed); a simulation's 99.9% interval is rtp ± 3.2905 · sd / √rounds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from '../../../math/rational.js';
import { boundedBet, exactBet, rtpReport, simulatedBet, simulationMethod, simulationReport, withBounds, Z999 } from './report.js';

test('an exact bet: the expectation as a fraction, its opposite as the house edge, and the decimals', () => {
  assert.deepEqual(exactBet('ante-play', parse('-7/495'), { elementOfRisk: 0.01 }), { bet: 'ante-play', houseEdge: 7 / 495, rtp: 1 - 7 / 495, method: 'exact', fraction: '-7/495', houseEdgeFraction: '7/495', elementOfRisk: 0.01 });
});

test('a simulated bet: from its return (edge 1 − rtp) or its expectation (edge −ev), its extras after the figures', () => {
  assert.deepEqual(Object.keys(boundedBet('main', { seed: 's', rounds: 10, rtp: 0.97, ci999: [0.9, 1] }, { strategy: 'x' })), ['bet', 'houseEdge', 'rtp', 'method', 'rounds', 'seed', 'ci999', 'strategy']);
  assert.equal(simulatedBet('b', { rtp: 0.97 }).houseEdge, 1 - 0.97);
  const ev = -0.021_85;
  assert.deepEqual(simulatedBet('b', { ev }), { bet: 'b', houseEdge: -ev, rtp: 1 + ev, method: 'simulation' });
});

test('a simulation\'s 99.9% bounds and the reports\' shapes', () => {
  const [b] = withBounds([{ bet: 'main', rtp: 0.98, sd: 1, rounds: 10_000, ci99: [0.97, 0.99] }], { goes: 0.5 });
  assert.deepEqual(b?.ci999, [0.98 - Z999 / 100, 0.98 + Z999 / 100]);
  assert.equal(b?.goes, 0.5);
  assert.deepEqual(Object.keys(simulationReport('g', 'p', { seed: 's', rounds: 1 }, [], { strategy: 'x' })), ['game', 'profile', 'seed', 'rounds', 'strategy', 'bets']);
  assert.deepEqual(Object.keys(rtpReport('g', 'p', [], 'm', 'b', { published: 'x' })), ['game', 'profile', 'bets', 'method', 'basis', 'published']);
  assert.equal(simulationMethod({ rounds: 200_000, seed: 's' }, ' under the stated strategy', 'x is not computed'), 'simulation through the engine (200,000 rounds, seed s) under the stated strategy, with its 99.9% interval; x is not computed (docs/games/house-poker.md)');
});
