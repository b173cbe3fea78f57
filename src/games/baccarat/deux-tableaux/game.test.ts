import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../../core/errors.js';
import { DEALER, player } from '../../../core/ids.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { replayRound, RoundRunner } from '../../../core/round-runner.js';
import { deuxTableaux, validateDtTable } from './game.js';
import { splitStake } from './betting.js';
import type { DtState } from './state.js';
import { viewDt } from './view.js';
import { resultLines } from '../../../core/settlement.js';

const eus = deuxTableaux.profiles.get('eus');
const cv = deuxTableaux.profiles.get('cv');
const seats = { '1': 'ana', '2': 'bo', '7': 'cy', '8': 'dee' };

test('000 §09 II.1, VII: six new decks (3 + 3 colours), stop card 10 from the bottom (001 Numbers to test against 54, 55)', () => {
  for (const p of [eus, cv]) {
    assert.equal(p.shoe.decks.value, 6);
    assert.equal(p.shoe.stopCardReserve.value, 10);
    assert.equal(p.minPlayersPerTableau.value, 2);
  }
  const rng = seededRng('dt');
  const { state } = deuxTableaux.create({ profile: eus, table: { ...deuxTableaux.defaultTable(eus), seats }, carry: null, rng });
  assert.equal(state.shoe.cutAt, 312 - 10);
});

test('000 §09 V.3, 001 §08 V.10: cagnotte 2% limited, 1.25% free; free bank one table, two sessions, two shoes (001 Numbers 57, 58)', () => {
  for (const p of [eus, cv]) {
    assert.deepEqual(p.cagnotte.value, { limited: { num: 2, den: 100 }, free: { num: 125, den: 10000 } });
    assert.deepEqual(p.freeBank.value, { tablesPerCasino: 1, sessionsPerDay: 2, shoesPerSession: 2 });
    assert.equal(p.bancoRepeats.value, 2); // 001 Numbers 60
    assert.equal(p.naturalBeatsThreeCards.value, true); // 001 Numbers 59
  }
});

test('001 §08 VII.5: half of a stake across the two tableaux with an odd number of units plays its larger part on tableau 1 (001 Numbers 61)', () => {
  assert.deepEqual(splitStake(300, 100), [200, 100]);
  assert.deepEqual(splitStake(400, 100), [200, 200]);
  assert.deepEqual(splitStake(2500, 100), [1300, 1200]);
  assert.throws(() => validateDtTable(eus, { ...deuxTableaux.defaultTable(eus), minStake: 1050 }), ConfigError);
});

test('a timer plays a whole coup by the rules, views hide the face-down cards, and the record replays', () => {
  const rng = seededRng('dt-run');
  const run = new RoundRunner(deuxTableaux, { profile: eus, profileId: 'eus', table: { ...deuxTableaux.defaultTable(eus), seats }, carry: null, rng, roundNo: 1 });
  run.act({ type: 'award-bank', by: DEALER, player: 'eve', amount: 50000 } as never, rng);
  run.act({ type: 'stake', by: player('ana'), tableau: 1, amount: 1000 } as never, rng);
  run.act({ type: 'stake', by: player('cy'), tableau: 2, amount: 1000 } as never, rng);
  run.act({ type: 'close-bets', by: DEALER } as never, rng);
  run.act({ type: 'deal', by: DEALER } as never, rng);
  const s = run.state as DtState;
  const cyView = viewDt(s, { kind: 'player', player: 'cy' });
  const anaView = viewDt(s, { kind: 'player', player: 'ana' });
  if (s.said[0] === null) {
    assert.deepEqual(anaView.tableaux[0]!.cards, s.hands[0].slice());
    assert.deepEqual(cyView.tableaux[0]!.cards, [null, null]);
    assert.deepEqual(anaView.bankerCards, [null, null]);
  }
  for (let i = 0; i < 20 && !run.over; i++) run.act(deuxTableaux.timeoutAction!(run.state as DtState) as never, rng);
  assert.ok(run.over);
  const set = deuxTableaux.settlement(run.state as DtState)!;
  assert.equal(resultLines(set).reduce((a, l) => a + l.net, 0) + set.houseNet, 0);
  assert.ok(set.houseNet === (run.state as DtState).result!.levy);
  assert.deepEqual(replayRound(deuxTableaux, run.record.initial, run.record.actions).state, run.state);
});

test('000 §09 V.2, 001 §08 V: a free-bank table declaring a second free-bank table in the casino is refused; a limited one is not', () => {
  for (const p of [eus, cv]) {
    const t = deuxTableaux.defaultTable(p);
    assert.throws(() => validateDtTable(p, { ...t, mode: 'free', freeBankTables: 2 }), (e: unknown) => e instanceof ConfigError && e.code === 'deux-tableaux/free-bank-tables');
    assert.doesNotThrow(() => validateDtTable(p, { ...t, mode: 'free', freeBankTables: 1 }));
    assert.doesNotThrow(() => validateDtTable(p, { ...t, mode: 'limited', freeBankTables: 2 }));
  }
});

test('000 §09 VI, 001 §08 VI: banco is listed in the first coup of a shoe only ("por una sola vez y al principio de cada partida"), and to the player repeating a void banco coup', () => {
  const table = { ...deuxTableaux.defaultTable(eus), seats };
  const first = deuxTableaux.create({ profile: eus, table, carry: null, rng: seededRng('dt-banco') }).state;
  const awarded = deuxTableaux.apply(first, { type: 'award-bank', player: 'eve', amount: 50000, by: DEALER });
  assert.ok(awarded.ok);
  const lists = (s: DtState, p: string) => deuxTableaux.legalActions(s, player(p)).some((l) => l.type === 'banco');
  assert.equal(awarded.state.shoeCoups, 0);
  assert.ok(lists(awarded.state, 'ana'), 'the shoe’s first coup: banco is listed');
  const later: DtState = { ...awarded.state, shoeCoups: 1 };
  assert.ok(!lists(later, 'ana'), 'a later coup of the same shoe: not listed');
  const refused = deuxTableaux.apply(later, { type: 'banco', by: player('ana') });
  assert.ok(!refused.ok && refused.rejection.code === 'deux-tableaux/banco-start-of-shoe');
  const repeat: DtState = { ...later, bancoRepeat: { player: 'dee', left: 2 } };
  assert.ok(lists(repeat, 'dee') && !lists(repeat, 'ana'), 'the repeat of a void banco coup: its player only');
});

test('000 §09 IV: a seated player who wins the bank never holds a tableau\'s cards; the rotation passes over his seat and the timer plays every coup (the crash test froze a table on the banker\'s "show")', () => {
  // ana sits at seat 1, the first of tableau 1's rotation, and wins the auction.
  for (let i = 0; i < 60; i++) {
    const rng = seededRng(`dt-banker-seated-${i}`);
    const run = new RoundRunner(deuxTableaux, { profile: eus, profileId: 'eus', table: { ...deuxTableaux.defaultTable(eus), seats }, carry: null, rng, roundNo: 1 });
    run.act({ type: 'bid', by: player('ana'), amount: 50000 } as never, rng);
    run.act({ type: 'close-auction', by: DEALER } as never, rng);
    run.act({ type: 'stake', by: player('bo'), tableau: 1, amount: 1000 } as never, rng);
    run.act({ type: 'stake', by: player('cy'), tableau: 2, amount: 1000 } as never, rng);
    run.act({ type: 'close-bets', by: DEALER } as never, rng);
    const s = run.state as DtState;
    assert.deepEqual(s.holders, ['bo', 'cy']);
    assert.deepEqual(s.rotation, [2, 7]);
    for (let k = 0; k < 20 && !run.over; k++) run.act(deuxTableaux.timeoutAction!(run.state as DtState) as never, rng);
    assert.ok(run.over, `coup ${i} finished`);
  }
});

test('000 §08 VIII.3 (as §09 applies it): a banker with 8 or 9 who gave a card has lost the right to show; the timer then speaks for him, never "show"', () => {
  const rng = seededRng('dt-lost-show');
  const run = new RoundRunner(deuxTableaux, { profile: eus, profileId: 'eus', table: { ...deuxTableaux.defaultTable(eus), seats }, carry: null, rng, roundNo: 1 });
  run.act({ type: 'award-bank', by: DEALER, player: 'eve', amount: 50000 } as never, rng);
  run.act({ type: 'stake', by: player('ana'), tableau: 1, amount: 1000 } as never, rng);
  run.act({ type: 'stake', by: player('cy'), tableau: 2, amount: 1000 } as never, rng);
  run.act({ type: 'close-bets', by: DEALER } as never, rng);
  run.act({ type: 'deal', by: DEALER } as never, rng);
  const s = { ...(run.state as DtState), phase: 'banker', bankerCards: ['9s', 'Kh'], bankerMayShow: false, bankerShown: false } as DtState;
  const t = deuxTableaux.timeoutAction!(s)!;
  assert.notEqual(t.type, 'show');
  assert.ok(deuxTableaux.apply(s, t).ok);
});

test('000 §09, 001 §08: when everyone has said "done" and nobody staked, the croupier closes the bets (no coup) instead of the table waiting for ever', () => {
  const rng = seededRng('dt-all-done');
  const run = new RoundRunner(deuxTableaux, { profile: eus, profileId: 'eus', table: { ...deuxTableaux.defaultTable(eus), seats }, carry: null, rng, roundNo: 1 });
  run.act({ type: 'award-bank', by: DEALER, player: 'eve', amount: 50000 } as never, rng);
  assert.equal((run.state as DtState).phase, 'betting');
  for (const a of deuxTableaux.awaiting(run.state as DtState)) if (a.kind === 'player') run.act({ type: 'done', by: a } as never, rng);
  assert.deepEqual(deuxTableaux.awaiting(run.state as DtState), [DEALER]);
  const step = deuxTableaux.legalActions(run.state as DtState, DEALER).find((l) => !l.optional);
  assert.equal(step?.type, 'close-bets');
  run.act({ type: 'close-bets', by: DEALER } as never, rng);
  assert.ok(['result', 'over'].includes((run.state as DtState).phase), (run.state as DtState).phase);
});
