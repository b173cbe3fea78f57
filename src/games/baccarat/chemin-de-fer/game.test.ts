import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../../core/errors.js';
import { DEALER, player } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { replayRound, RoundRunner } from '../../../core/round-runner.js';
import { CHEMIN_BANK_TABLE, optionalCells } from '../core/tableau.js';
import { cheminDeFer, validateCdfTable } from './game.js';
import type { CdfState } from './state.js';
import { viewCdf } from './view.js';
import { resultLines } from '../../../core/settlement.js';

const eus = cheminDeFer.profiles.get('eus');
const cv = cheminDeFer.profiles.get('cv');
const seats = { '1': 'ana', '2': 'bo', '3': 'cy', '4': 'dee' };
const start = (profile = eus, seed = 'cdf', stack?: unknown) => {
  const rng = seededRng(seed);
  const run = new RoundRunner(cheminDeFer, { profile, profileId: profile.id, table: { ...cheminDeFer.defaultTable(profile), seats }, carry: null, rng, roundNo: 1, stack });
  return { run, rng, s: () => run.state as CdfState };
};

test('000 §08 II.1, 001 §07 II.1: six decks without indices; stop card with 7 below (001 Numbers to test against 44, 45)', () => {
  for (const p of [eus, cv]) {
    assert.equal(p.shoe.decks.value, 6);
    assert.equal(p.shoe.stopCardReserve.value, 7);
  }
  const { s } = start();
  assert.equal(s().shoe.order.length, 312);
  assert.equal(s().shoe.cutAt, 312 - 7);
});

test('000 §08 V, 001 §07 V: the bank maximum is 100 × the punto minimum, the cagnotte 5%, voluntary garage above 50 × (001 Numbers 49, 51)', () => {
  for (const p of [eus, cv]) {
    assert.equal(p.bankMaxMultiple.value, 100);
    assert.deepEqual(p.cagnotte.value, { num: 5, den: 100 });
    assert.equal(p.garageMinMultiple.value, 50);
    assert.deepEqual(p.avecLaTableShare.value, { num: 1, den: 2 }); // 001 Numbers 50
    assert.equal(p.minPlayers.value, 4); // 001 Numbers 45
  }
  assert.throws(() => validateCdfTable(eus, { ...cheminDeFer.defaultTable(eus), bankMin: 500 }), ConfigError);
});

test('001 §07 VI: punto 0–4 draws, 5 free, 6–7 stands; the croupier advises standing on 5; the banker must draw on 0 (001 Numbers 46, 48)', () => {
  assert.equal(cv.puntoRule.value, 'TTTTTOPPNN');
  assert.equal(cv.adviceAtFive.value, 'stand');
  assert.deepEqual(cv.bankerMustDraw.value, [0]);
  assert.deepEqual([...cv.bankTable.value], [...CHEMIN_BANK_TABLE]);
  assert.deepEqual(optionalCells(cv.bankTable.value), [[3, 9], [5, 4]]); // 001 Numbers 47
});

test('a timer settles every decision the way the rules default, and the coup finishes', () => {
  const { run, rng, s } = start(eus, 'timeouts');
  for (let i = 0; i < 60 && !run.over; i++) {
    const st = s();
    if (st.phase === 'bank') run.act({ type: 'take-bank', by: player('ana'), amount: 10000 } as never, rng);
    else if (st.phase === 'betting' && !st.declared.length) run.act({ type: 'punto', by: player('bo'), amount: 1000 } as never, rng);
    else run.act(cheminDeFer.timeoutAction!(st) as never, rng);
  }
  assert.ok(run.over);
  const set = cheminDeFer.settlement(s())!;
  assert.equal(resultLines(set).reduce((a, l) => a + l.net, 0) + set.houseNet, 0);
  assert.ok(set.houseNet === s().result!.levy);
  const { state } = replayRound(cheminDeFer, run.record.initial, run.record.actions);
  assert.deepEqual(state, run.state);
});

test('views hide the face-down cards of the other side, the shoe and any card drawn early', () => {
  const { run, rng, s } = start(eus, 'views');
  run.act({ type: 'take-bank', by: player('ana'), amount: 10000 } as never, rng);
  run.act({ type: 'punto', by: player('bo'), amount: 1000 } as never, rng);
  for (const type of ['close-bets', 'deal']) run.act({ type, by: DEALER } as never, rng);
  const st = s();
  const boView = viewCdf(st, { kind: 'player', player: 'bo' });
  const anaView = viewCdf(st, { kind: 'player', player: 'ana' });
  const cyView = viewCdf(st, { kind: 'player', player: 'cy' });
  if (st.phase === 'punto' && !st.puntoShown) {
    assert.deepEqual(boView.punto, st.punto.slice());
    assert.deepEqual(boView.bankerCards, [null, null]);
    assert.deepEqual(anaView.punto, [null, null]);
    assert.deepEqual(anaView.bankerCards, st.bankerCards.slice());
    assert.deepEqual(cyView.punto, [null, null]);
  }
  for (const v of [boView, anaView, cyView, cheminDeFer.view(st, { kind: 'auditor' })]) {
    const j = JSON.stringify(v);
    assert.ok(!j.includes(st.shoe.salt) && !j.includes('"order"') && !j.includes('"burned"'));
  }
});

test('legalActions and apply agree for every listed action (STYLE §1)', () => {
  const { run, rng, s } = start(eus, 'legal');
  for (let i = 0; i < 40 && !run.over; i++) {
    for (const who of ['ana', 'bo', 'cy', 'dee', 'eve']) {
      for (const l of cheminDeFer.legalActions(s(), player(who))) {
        const r = cheminDeFer.apply(s(), { ...l, by: player(who), ...(l.amount ? { amount: l.amount.min } : {}) } as never);
        assert.ok(r.ok, `${who} ${l.type} listed but refused: ${r.ok ? '' : r.rejection.code}`);
      }
    }
    for (const l of cheminDeFer.legalActions(s(), DEALER)) assert.ok(cheminDeFer.apply(s(), { ...l, by: DEALER } as never).ok, `dealer ${l.type}`);
    const st = s();
    if (st.phase === 'bank') run.act({ type: 'take-bank', by: player(st.seats[String(st.offerQueue[0])]!), amount: 10000 } as never, rng);
    else if (st.phase === 'betting' && !st.declared.length) run.act({ type: 'banco', by: player('cy') } as never, rng);
    else run.act(cheminDeFer.timeoutAction!(st) as never, rng);
  }
});

test('001 §07 VI: under cv the croupier’s advice on 5 binds ("éste le hará plantarse"): drawing is no longer listed nor accepted; under eus (000 §08 VI) it stays free', () => {
  assert.equal(cv.adviceBinding.value, true);
  assert.equal(eus.adviceBinding.value, false);
  for (const profile of [cv, eus]) {
    const { run, rng, s } = start(profile, 'cdf-advice', { cards: ['2h', '2c', '3d', '2s', 'Kd', 'Kd', 'Kh', 'Kc', 'Ks'] });
    run.act({ type: 'take-bank', amount: 10000, by: player('ana') } as never, rng);
    run.act({ type: 'punto', amount: 2000, by: player('bo') } as never, rng);
    run.act({ type: 'close-bets', by: DEALER }, rng);
    run.act({ type: 'deal', by: DEALER }, rng);
    const words = () => cheminDeFer.legalActions(s(), player('bo')).map((l) => l.type);
    assert.ok(words().includes('carte') && words().includes('non'), `${profile.id}: on 5 the punto may draw or stand`);
    run.act({ type: 'ask-advice', by: player('bo') }, rng);
    const binding = profile === cv;
    assert.equal(words().includes('carte'), !binding, `${profile.id}: drawing after the advice`);
    assert.ok(words().includes('non'));
    const r = cheminDeFer.apply(s(), { type: 'carte', by: player('bo') });
    assert.equal(r.ok, !binding);
    if (!r.ok) assert.equal(r.rejection.code, 'chemin/advice-binding');
  }
});

test('000 §08 VII, 001 §07 VII: when everyone at the table has said "done" and nobody staked, the croupier closes: no coup, every chip back, the bank stands (a table once waited for ever here)', () => {
  for (const profile of [eus, cv]) {
    const { run, rng, s } = start(profile, 'all-done');
    run.act({ type: 'take-bank', by: player('ana'), amount: 10000 } as never, rng);
    assert.equal(s().phase, 'betting');
    for (const who of ['bo', 'cy', 'dee']) {
      assert.ok(cheminDeFer.awaiting(s()).some((a) => a.kind === 'player' && a.player === who), `${profile.id}: ${who} is asked`);
      run.act({ type: 'done', by: player(who) } as never, rng);
    }
    run.act({ type: 'done', by: player('ana') } as never, rng);
    assert.deepEqual(cheminDeFer.awaiting(s()), [DEALER], `${profile.id}: the croupier is awaited`);
    const step = cheminDeFer.legalActions(s(), DEALER).find((l) => !l.optional);
    assert.equal(step?.type, 'close-bets', `${profile.id}: the croupier's step closes the bets`);
    run.act({ type: 'close-bets', by: DEALER } as never, rng);
    assert.equal(s().result?.winner, 'void');
    assert.equal(s().result?.reason, 'no-stakes');
  }
});

test('000 §08 VII, 001 §07 VII: a "done" said while the bank is offered answers the offer, not the betting: once the bank is taken everyone is asked again to punt', () => {
  for (const profile of [eus, cv]) {
    const { run, rng, s } = start(profile, 'done-early');
    assert.equal(s().phase, 'bank');
    run.act({ type: 'done', by: player('bo') } as never, rng);
    assert.ok(s().ready.includes('bo'), `${profile.id}: bo's done is taken during the offer`);
    run.act({ type: 'take-bank', by: player('ana'), amount: 10000 } as never, rng);
    assert.equal(s().phase, 'betting');
    assert.deepEqual(s().ready, [], `${profile.id}: nobody is done with the betting that opens`);
    assert.ok(cheminDeFer.awaiting(s()).some((a) => a.kind === 'player' && a.player === 'bo'), `${profile.id}: bo is asked to punt`);
    assert.ok(cheminDeFer.legalActions(s(), player('bo')).some((l) => l.type === 'punto'), `${profile.id}: bo may punt`);
  }
});
