import { test } from 'node:test';
import assert from 'node:assert/strict';
import { puntoBanca } from './game.js';
import { rtpPb } from './tools.js';
import { puntoBancaOutcomes } from './exact.js';
import { fullShoeCounts } from '../core/composition.js';
import { PUNTO_BANCA_BANK_TABLE, PUNTO_BANCA_PUNTO_RULE } from '../core/tableau.js';

const edge = (r: ReturnType<typeof rtpPb>, bet: string) => r.bets.find((b) => b.bet === bet)!.houseEdge;

test('000 §07 V–VI, 001 §06 V–VI: exact house edges, six decks (banca 1.0558%, punto 1.2374%, tie 14.4382%)', () => {
  const r = rtpPb(puntoBanca.profiles.get('eus'), 'eus', {});
  assert.ok(Math.abs(edge(r, 'banca') - 0.010558487) < 1e-9);
  assert.ok(Math.abs(edge(r, 'punto') - 0.012374149) < 1e-9);
  assert.ok(Math.abs(edge(r, 'tie') - 0.144381598) < 1e-9);
  assert.equal(r.bets.find((b) => b.bet === 'banca')!.fraction, '-460294100/43594702723');
  assert.ok(Math.abs(edge(r, 'banca:six-half') - 0.014548) < 1e-6);
});

test('eight decks: banca 1.0579%, punto 1.2351%, tie 14.3596%', () => {
  const r = rtpPb(puntoBanca.profiles.get('ee-oc'), 'ee-oc', { decks: '8' });
  assert.ok(Math.abs(edge(r, 'banca') - 0.010579058) < 1e-9);
  assert.ok(Math.abs(edge(r, 'punto') - 0.012350813) < 1e-9);
  assert.ok(Math.abs(edge(r, 'tie') - 0.143596288) < 1e-9);
});

test('the enumeration is exhaustive: the outcome counts sum to N(N−1)…(N−5)', () => {
  for (const d of [1, 6, 8, 9]) {
    const o = puntoBancaOutcomes(fullShoeCounts(d), PUNTO_BANCA_BANK_TABLE, PUNTO_BANCA_PUNTO_RULE);
    assert.equal(o.punto + o.banca + o.tie, o.total);
    assert.equal(o.byPoints.flat().reduce((a, b) => a + b, 0n), o.total);
  }
});

test('simulation through the engine agrees with the exact returns within a 99.9% bound (|z| < 3.29)', () => {
  for (const id of ['eus', 'ee-oc']) {
    const p = puntoBanca.profiles.get(id);
    const exact = rtpPb(p, id, {});
    const sim = puntoBanca.tools!.simulate!(p, id, { rounds: 30000, seed: 'agree' });
    for (const b of sim.bets) {
      const e = exact.bets.find((x) => x.bet === b.bet)!;
      const z = (b.rtp - e.rtp) / (b.se as number);
      assert.ok(Math.abs(z) < 3.29, `${id} ${b.bet}: simulated ${b.rtp}, exact ${e.rtp}, z = ${z}`);
    }
  }
});
