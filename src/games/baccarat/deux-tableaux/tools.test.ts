import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deuxTableaux } from './game.js';
import { rtpDt } from './tools.js';

const eus = deuxTableaux.profiles.get('eus');

test('000 §09: exact expectations — each tableau −0.9701%, the banker +0.3003% per unit after the 2% cagnotte; the best response follows the table', () => {
  const r = rtpDt(eus, 'eus', {});
  const ev = (b: string) => -r.bets.find((x) => x.bet === b)!.houseEdge;
  assert.ok(Math.abs(ev('tableau-1') + 0.0097014200) < 1e-8);
  assert.ok(Math.abs(ev('tableau-1') - ev('tableau-2')) < 1e-12);
  assert.ok(Math.abs(ev('bank') - 0.0030026100) < 1e-8);
  assert.equal(r.bankerDeviationsFromTable, 0);
  // What the tableaux lose, the banker and the house share.
  const levy = (r.houseLevyPerCoup as { perUnitStaked: number }).perUnitStaked;
  assert.ok(Math.abs(ev('tableau-1') + ev('bank') + levy) < 1e-12);
});

test('simulation through the engine agrees with the exact expectations within a 99.9% bound (|z| < 3.29)', () => {
  const exact = rtpDt(eus, 'eus', {});
  const sim = deuxTableaux.tools!.simulate!(eus, 'eus', { rounds: 6000, seed: 'agree' });
  for (const b of sim.bets) {
    const e = exact.bets.find((x) => x.bet === b.bet)!;
    const z = (b.rtp - e.rtp) / (b.se as number);
    assert.ok(Math.abs(z) < 3.29, `${b.bet}: simulated ${b.rtp}, exact ${e.rtp}, z = ${z}`);
  }
});
