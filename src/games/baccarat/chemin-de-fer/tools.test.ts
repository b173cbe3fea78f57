import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cheminDeFer } from './game.js';
import { analyse, rtpCdf } from './tools.js';

const eus = cheminDeFer.profiles.get('eus');

test('000 §08 VI: the banker’s best response to the punto (standing on 5) is the table, standing in both optional cells', () => {
  const a = analyse(eus, { puntoFive: 'stand', policy: 'best-response' });
  assert.deepEqual(a.decisions.map((r) => r.join('')), ['TTTTTTTTTTT', 'TTTTTTTTTTT', 'TTTTTTTTTTT', 'TTTTTTTTPPT', 'PPTTTTTTPPT', 'PPPPPTTTPPT', 'PPPPPPTTPPP', 'PPPPPPPPPPP']);
  assert.equal(a.bankerWins + a.bankerLosses + a.ties, a.total);
});

test('exact expectations: punto −1.5501%, banker −0.7579% after the 5% cagnotte, cagnotte 2.3080% of the stakes per coup', () => {
  const r = rtpCdf(eus, 'eus', {});
  const ev = (b: string) => -r.bets.find((x) => x.bet === b)!.houseEdge;
  assert.ok(Math.abs(ev('punto') + 0.0155006731) < 1e-9);
  assert.ok(Math.abs(ev('bank') + 0.0075792626) < 1e-9);
  assert.ok(Math.abs((r.houseLevyPerCoup as { value: number }).value - 0.0230799357) < 1e-9);
  // The punto's loss is the banker's gain before the cagnotte.
  assert.ok(Math.abs(ev('punto') + ev('bank') + (r.houseLevyPerCoup as { value: number }).value) < 1e-12);
});

test('simulation through the engine agrees with the exact expectations within a 99.9% bound (|z| < 3.29)', () => {
  const exact = rtpCdf(eus, 'eus', {});
  const sim = cheminDeFer.tools!.simulate!(eus, 'eus', { rounds: 12000, seed: 'agree' });
  for (const b of sim.bets) {
    const e = exact.bets.find((x) => x.bet === b.bet)!;
    const z = (b.rtp - e.rtp) / (b.se as number);
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: simulated ${b.rtp}, exact ${e.rtp}, z = ${z}`);
  }
  const lv = sim.levyPerCoup as { mean: number; se: number };
  assert.ok(Math.abs((lv.mean - (exact.houseLevyPerCoup as { value: number }).value) / lv.se) < 3.29);
});

test('cross-check: with the punto drawing on 5 and the banker following the table (drawing in its options), chemin de fer is punto y banca', () => {
  const a = analyse(eus, { puntoFive: 'draw', policy: 'table-draw' });
  // The exact fractions of punto y banca, six decks (punto-banca/tools.test.ts).
  const r = rtpCdf(eus, 'eus', { puntoFive: 'draw', banker: 'table-draw' });
  assert.equal(r.bets.find((b) => b.bet === 'punto')!.fraction, '-18880657128/1525814595305');
  assert.equal(r.bets.find((b) => b.bet === 'bank')!.fraction, '-460294100/43594702723');
  assert.equal(a.bankerWins + a.bankerLosses + a.ties, a.total);
});
