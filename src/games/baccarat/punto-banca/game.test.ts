import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../../core/errors.js';
import { DEALER, player } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { replayRound, RoundRunner } from '../../../core/round-runner.js';
import { puntoBanca, validatePbTable } from './game.js';
import { bancaWin } from './settle.js';
import type { PbState } from './state.js';

const eus = puntoBanca.profiles.get('eus');
const cv = puntoBanca.profiles.get('cv');
const es = puntoBanca.profiles.get('es');
const ee = puntoBanca.profiles.get('ee-oc');

const play = (profile = eus, seed = 'pb', stack?: unknown) => {
  const table = { ...puntoBanca.defaultTable(profile), seats: { '1': 'ana', '2': 'bo' } };
  const rng = seededRng(seed);
  const run = new RoundRunner(puntoBanca, { profile, profileId: profile.id, table, carry: null, rng, roundNo: 1, stack });
  return { run, rng };
};

test('000 §07 II.1: six decks of 52 cards (Numbers to test against 106); 003 §2.2.7.1: 312 cards (003 Numbers 54)', () => {
  for (const p of [eus, cv, es, ee]) assert.equal(p.shoe.decks.value, 6);
  const { run } = play(ee);
  const s = run.state as PbState;
  assert.equal(s.shoe.order.length, 312);
  assert.equal(s.shoe.burned.length, 6); // 003 §2.2.7.6: the first six burned
  assert.ok(s.shoe.cutOffset >= 13 && s.shoe.cutOffset <= 312 - 13); // 003 §2.2.7.3: cut at least 13 cards
});

test('000 §07 V: the maximum is 20 or 100 × the minimum (Numbers to test against 116); 001 §06 V: 50 or 100 (001 Numbers 41)', () => {
  const t = { ...puntoBanca.defaultTable(eus), minBet: 1000 };
  assert.doesNotThrow(() => validatePbTable(eus, { ...t, maxBet: 20000 }));
  assert.doesNotThrow(() => validatePbTable(eus, { ...t, maxBet: 100000 }));
  assert.throws(() => validatePbTable(eus, { ...t, maxBet: 50000 }), ConfigError);
  assert.doesNotThrow(() => validatePbTable(cv, { ...t, maxBet: 50000 }));
  assert.throws(() => validatePbTable(cv, { ...t, maxBet: 20000 }), ConfigError);
  assert.throws(() => validatePbTable(eus, { ...t, model: 'mini', maxBet: 20000, seats: { '8': 'x' } }), ConfigError); // Mini: ≤ 7 seats
});

test('000 §07 II.3: seats numbered from 1, 13 left out (Numbers 108); 004 PB (L51): 1–15 without 13 = 14 seats; Mini ≤ 7, Midi ≤ 9 (Numbers 107)', () => {
  const large = eus.models.value.find((m) => m.id === 'large')!;
  assert.ok(!large.seats.includes(13));
  assert.deepEqual(es.models.value[0]!.seats, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15]);
  assert.equal(eus.models.value.find((m) => m.id === 'mini')!.seats.length, 7);
  assert.equal(eus.models.value.find((m) => m.id === 'midi')!.seats.length, 9);
  assert.deepEqual(cv.models.value.map((m) => m.seats.length), [14, 9, 7]); // 001 Numbers 38
});

test('000 §07 V: banca commission up to 5% (Numbers 113); 004 PB: a stake of 100 wins 95; 003 §2.2.7.19: 19:20 (003 Numbers 59)', () => {
  assert.deepEqual(eus.banca.value, { mode: 'commission', num: 5, den: 100 });
  assert.equal(bancaWin(es, 10000, 5), 9500);
  assert.equal(bancaWin(ee, 2000, 7), 1900);
  const lower = puntoBanca.profiles.derive('eus', { banca: { value: { mode: 'commission', num: 3, den: 100 }, cite: '000 §07 V' } });
  assert.equal(bancaWin(lower, 10000, 5), 9700);
  const six = puntoBanca.profiles.derive('eus', { banca: { value: { mode: 'six-half' }, cite: '000 §07 V' } });
  assert.equal(bancaWin(six, 10000, 6), 5000); // Numbers 114
  assert.equal(bancaWin(six, 10000, 7), 10000);
});

test('003 §2.2.7.8: banker stakes divisible by 10 (003 Numbers 60); 000 §07 VI.1: the tie pays 8 (Numbers 115)', () => {
  assert.equal(ee.bancaStakeMultiple.value, 1000);
  for (const p of [eus, cv, es, ee]) assert.equal(p.tie.value.pays, 8);
});

test('004 PB (L53): losing bets are collected before winning ones are paid', () => {
  const { run, rng } = play(es, 'order', { cards: ['4h', 'Kc', '5d', 'Qs'] });
  run.act({ type: 'bet', by: player('ana'), spot: 'banca', amount: 1000 } as never, rng);
  run.act({ type: 'bet', by: player('bo'), spot: 'punto', amount: 1000 } as never, rng);
  for (const type of ['close-bets', 'deal', 'announce']) run.act({ type, by: DEALER } as never, rng);
  const lines = puntoBanca.settlement(run.state as PbState)!.lines;
  assert.deepEqual(lines.map((l) => l.outcome), ['lose', 'win']);
});

test('views never hold the shoe order, the salt, burned or set-aside cards', () => {
  const { run, rng } = play(eus, 'view');
  run.act({ type: 'bet', by: player('ana'), spot: 'punto', amount: 1000 } as never, rng);
  for (const type of ['close-bets', 'deal']) run.act({ type, by: DEALER } as never, rng);
  const s = run.state as PbState;
  const future = s.shoe.order.slice(s.shoe.pos, s.shoe.pos + 6);
  for (const audience of [{ kind: 'player', player: 'ana' }, { kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }] as const) {
    const v = JSON.stringify(puntoBanca.view(s, audience));
    assert.ok(!v.includes(s.shoe.salt) && !v.includes('"order"') && !v.includes('"burned"'));
    // The next cards of the shoe appear nowhere except as cards already on the cloth.
    assert.ok(!/"pending"/.test(v));
    assert.ok(future.length === 6);
  }
});

test('a recorded coup replays to the same state (replay equals live)', () => {
  const { run, rng } = play(cv, 'replay');
  run.act({ type: 'bet', by: player('ana'), spot: 'tie', amount: 1000 } as never, rng);
  while (!run.over) {
    const legal = puntoBanca.legalActions(run.state as PbState, DEALER);
    run.act({ ...(legal[0] as object), by: DEALER } as never, rng);
  }
  const { state } = replayRound(puntoBanca, run.record.initial, run.record.actions);
  assert.deepEqual(state, run.state);
});

test('legalActions and apply agree: every listed player and dealer action is accepted (STYLE §1)', () => {
  const { run, rng } = play(ee, 'legal');
  const s = run.state as PbState;
  for (const l of puntoBanca.legalActions(s, player('ana'))) {
    const a = { ...l, by: player('ana'), ...(l.amount ? { amount: l.amount.min } : {}) };
    const r = puntoBanca.apply(s, a as never);
    assert.ok(r.ok, `${l.type} listed but refused: ${r.ok ? '' : r.rejection.code}`);
  }
  assert.deepEqual(puntoBanca.awaiting(s), [player('ana'), player('bo')]);
  void rng;
});

test('003 §2.2.7.25: a shuffler failure mid-hand shuffles every card not on the table into an ordinary shoe, recorded so the hand replays', () => {
  const table = { ...puntoBanca.defaultTable(ee), seats: { '1': 'ana', '2': 'bo' }, shuffler: true };
  const rng = seededRng('shuffler');
  const run = new RoundRunner(puntoBanca, { profile: ee, profileId: 'ee-oc', table, carry: null, rng, roundNo: 1 });
  run.act({ type: 'bet', by: player('ana'), spot: 'punto', amount: 1000 } as never, rng);
  run.act({ type: 'close-bets', by: DEALER } as never, rng);
  run.act({ type: 'shuffler-failure', by: DEALER } as never, rng);
  const s = run.state as PbState;
  // Nothing dealt yet: the whole pack (burned cards included) goes back into the ordinary shoe.
  assert.equal(s.shoe.shoeNo, 2);
  assert.equal(s.shoe.order.length, 312);
  assert.ok(s.shoe.cutOffset >= 13 && s.shoe.cutOffset <= 299);
  assert.equal(s.shoe.cutAt, 312 - ee.shoe.stopCardReserve.value);
  const recorded = run.record.actions.find((a) => (a as { type: string }).type === 'shuffler-failure') as unknown as { order: string[]; cut: number; salt: string };
  assert.equal(recorded.order.length, 312);
  assert.ok(recorded.salt.length > 0);
  for (const type of ['deal', 'draw', 'draw', 'announce']) if (puntoBanca.legalActions(run.state as PbState, DEALER).some((a) => a.type === type)) run.act({ type, by: DEALER } as never, rng);
  assert.deepEqual(replayRound(puntoBanca, run.record.initial, run.record.actions).state, run.state);
  // A table with a shoe, and the seeds without the rule, refuse it.
  const plain = play(ee, 'plain');
  plain.run.act({ type: 'bet', by: player('ana'), spot: 'punto', amount: 1000 } as never, plain.rng);
  plain.run.act({ type: 'close-bets', by: DEALER } as never, plain.rng);
  assert.equal(puntoBanca.apply(plain.run.state as PbState, { type: 'shuffler-failure', by: DEALER } as never).ok, false);
  const other = play(eus, 'eus');
  assert.equal(puntoBanca.legalActions(other.run.state as PbState, DEALER).some((a) => a.type === 'shuffler-failure'), false);
});

test('003 §2.2.7.6: with a mechanical shuffler the six cards are burned only when the table opens, not on each later shoe', () => {
  const next = (shuffler: boolean) => {
    const table = { ...puntoBanca.defaultTable(ee), shuffler };
    const rng = seededRng(`shuffler-burn-${shuffler}`);
    const first = puntoBanca.create({ profile: ee, table, carry: null, rng, roundNo: 1 });
    const opened = first.state as PbState;
    // The carried shoe has come to its stop card: the next coup starts a new shoe.
    const carry = { ...(puntoBanca.carry(opened) as object), shoe: { ...opened.shoe, cutCardOut: true } } as Parameters<typeof puntoBanca.create>[0]['carry'];
    const second = puntoBanca.create({ profile: ee, table, carry, rng, roundNo: 2 });
    return { opened, later: second.state as PbState };
  };
  const withShuffler = next(true);
  assert.equal(withShuffler.opened.shoe.burned.length, 6);
  assert.equal(withShuffler.later.shoe.shoeNo, withShuffler.opened.shoe.shoeNo + 1);
  assert.equal(withShuffler.later.shoe.burned.length, 0);
  const withShoe = next(false);
  assert.equal(withShoe.later.shoe.shoeNo, withShoe.opened.shoe.shoeNo + 1);
  assert.equal(withShoe.later.shoe.burned.length, 6); // an ordinary shoe: every shoe burned (003 §2.2.7.6, first sentence)
});
