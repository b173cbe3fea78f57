/**
 * Monte (001 §13): the worked examples of the text as scenarios, the layout's special rules, and the relations.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';
import { cancellations, layOut, relation } from './layout.js';
import { monte } from './index.js';
import { defaultMonteTable } from './profile.js';
import type { MonteState } from './state.js';
import { RoundRunner } from '../../core/round-runner.js';
import { rtpSignProblems } from '../../core/rtp-sign.js';
import type { GameAction } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { num, parse, q, str, sub, type Rational } from '../../math/rational.js';
import { KNOWN_EDGES } from './edge.js';
import { layoutDist, mathSignature, monteExact } from './math.js';

const scenario = (file: string): void => {
  const r = runScenario(loadScenario(join(import.meta.dirname, 'scenarios', file)), gameIn([monte]));
  assert.deepEqual(r.rounds.flatMap((x, i) => x.failures.map((f) => `round ${i + 1}: ${f}`)), [], file);
};
const from = (cards: string): (() => string) => {
  const xs = cards.split(' ');
  return () => xs.shift() as string;
};

test('001 §13 VI.1a: Camo is the next suit in oros → copas → espadas → bastos → oros, Anti the previous, Viudo neither', () => {
  assert.deepEqual(['5c', '5b', '5e'].map((c) => relation('5o', c)), ['camo', 'anti', 'viudo']);
  assert.equal(relation('Rb', 'Ro'), 'camo');
});

test('001 §13 VI.4: equal first two cards are burned; a third card of their value doubles then triples; all four void the round', () => {
  assert.deepEqual(layOut(from('5o 5c 2o 3c 4e 6b'), 'burn'), { boxes: [['2o'], ['3c'], ['4e'], ['6b']], burned: ['5o', '5c'], voided: null });
  assert.deepEqual(layOut(from('5o 2c 5c 5e 4e 3b'), 'burn').boxes, [['5o', '5c', '5e'], ['2c'], ['4e'], ['3b']]);
  assert.equal(layOut(from('5o 2c 5c 5e 5b'), 'burn').voided, 'four-of-a-value');
  assert.deepEqual(layOut(from('5o 2c 4e 4b 3b'), 'burn'), { boxes: [['5o'], ['2c'], ['4e'], ['3b']], burned: ['4b'], voided: null });
  assert.equal(layOut(from('5o 2c 4e 4b'), 'void').voided, 'fourth-matches-third');
});

test('001 §13 VI.4 c–d and the Catalan-only sentence (line 3503): what tripled cards cancel', () => {
  assert.deepEqual(cancellations(2, 0).list.map((c) => `${c.pos}:${c.rels.join('+')}`), ['2:camo+viudo', '3:camo', '4:camo']);
  assert.deepEqual(cancellations(0, 2).list.map((c) => `${c.pos}:${c.rels.join('+')}`), ['1:camo+viudo', '4:camo', '3:camo']);
  assert.deepEqual(cancellations(2, 2).list.map((c) => `${c.pos}:${c.rels.join('+')}`), ['3:camo+viudo', '4:camo+viudo']);
});

test('001 §13 VI.4a, V (worked example of the doubled card): the 5 doubled and the Camo of the 2 first', () => scenario('cv-13-VI.4a-doubled-card.json'));
test('001 §13 VI.4b, VI.3 (worked example of two doubled cards): Camos of the 3rd and 4th cancelled; 5 against 2 carries into Segundas', () => scenario('cv-13-VI.4b-two-doubled-cards.json'));

const dealer = { kind: 'dealer' } as const;
const stackedRound = (cards: string): RoundRunner =>
  new RoundRunner(monte, { profile: monte.profiles.get('cv'), profileId: 'cv', table: defaultMonteTable(), carry: null, rng: seededRng('stack'), stack: { cards }, roundNo: 1 });

test('001 §13 VI.4: a pack that runs out while the first two are burned pair after pair voids the round (pack-exhausted), it never freezes the table', () => {
  const all = ['1', '2', '3', '4', '5', '6', '7', 'J', 'C', 'R'].flatMap((v) => ['o', 'c', 'e', 'b'].map((s) => `${v}${s}`)).join(' ');
  const run = stackedRound(all);
  run.act({ type: 'lay-out', by: dealer } as GameAction, seededRng('x'));
  const s = run.state as MonteState;
  assert.equal(s.voided, 'pack-exhausted');
  assert.equal(s.phase, 'over');
  assert.equal(s.burned.length, 40);
});

test('001 §13 VI.3, VI.4: Segundas on two boxes doubled from burned values (no card of theirs left) returns every Segundas bet, carried Cartas included', () => {
  // 5o 5c and 2o 2c burned; 5e and 2e laid out, each doubled by its last card (5b, 2b); 4o and 3o below; 4c decides Primeras on box 3.
  const run = stackedRound('5o 5c 2o 2c 5e 2e 5b 2b 4o 3o 4c');
  const rng = seededRng('x');
  run.act({ type: 'lay-out', by: dealer } as GameAction, rng);
  run.act({ type: 'place', bet: 'cartas-1v2', amount: 100, by: { kind: 'player', player: 'ana' } } as GameAction, rng);
  run.act({ type: 'close-bets', by: dealer } as GameAction, rng);
  run.act({ type: 'turn', by: dealer } as GameAction, rng);
  assert.deepEqual((run.state as MonteState).inPlay, [1, 2]);
  run.act({ type: 'place', bet: 'camo-1', amount: 100, by: { kind: 'player', player: 'bea' } } as GameAction, rng);
  run.act({ type: 'close-bets', by: dealer } as GameAction, rng);
  const events = run.act({ type: 'turn', by: dealer } as GameAction, rng);
  assert.ok(events.some((e) => e.type === 'stage-void'));
  // The view says why the stage is void (the web names the reason in each language).
  assert.equal((run.state as MonteState).voided, 'no-card-left');
  assert.deepEqual(monte.settlement(run.state as MonteState)?.lines.map((l) => `${l.bettor} ${l.bet} ${l.returned} ${l.outcome}`), ['ana segundas/cartas-1v2 100 push', 'bea segundas/camo-1 100 push']);
});

test('001 §13 VI.4: the exact enumeration covers every order of the pack (no unenumerated part) and agrees with the plain count of a layout without burned or doubled cards', () => {
  const d = layoutDist('void');
  let clean = 0n;
  let all = d.voided;
  for (const [k, w] of d.keys) {
    all += w;
    if (k.startsWith('00|0|')) clean += w;
  }
  assert.equal(all, d.total);
  // Two different values (36 of 39), a third of neither (32 of 38), a fourth of none of the three (28 of 37).
  assert.deepEqual(q(clean, d.total), q(36 * 32 * 28, 39 * 38 * 37));
  const r = monte.tools?.rtp?.(monte.profiles.get('cv'), 'cv', {});
  assert.ok(r && !('unenumerated' in r));
  // Each fraction is the player's expectation, −houseEdge (test/rtp-sign.test.ts leaves this game to this test).
  assert.deepEqual(rtpSignProblems(r).problems, []);
  for (const b of r?.bets ?? []) {
    const f = parse(b.rtpFraction as string);
    assert.ok(Math.abs(num(f) - b.rtp) < 1e-12 && str(sub(f, q(1))) === b.fraction, b.bet);
  }
});

const warnings: Error[] = [];
process.on('warning', (w) => warnings.push(w));

test('001 §13 VI.4 a–b (diagonals as written): the profile loads with a warning naming cartas-4v1 and cartas-3v2 (1.0071); playerEdge "refuse" refuses it (monte/player-advantage); cv reads them as cancelled', async () => {
  assert.equal(monte.profiles.get('cv').diagonals.value, 'cancel', 'the default is the reading a regulator most likely meant');
  monte.profiles.derive('cv', { diagonals: { value: 'as-written' } });
  await new Promise((r) => setImmediate(r));
  const w = warnings.find((x) => (x as Error & { code?: string }).code === 'monte/player-advantage');
  assert.match(w?.message ?? '', /cartas-4v1 returns 1\.0071 .*cartas-3v2 returns 1\.0071/);
  assert.throws(() => monte.profiles.derive('cv', { playerEdge: { value: 'refuse' }, diagonals: { value: 'as-written' } }), (e: Error) => /monte\/player-advantage: cv: cartas-4v1 returns 1\.0071/.test(e.message));
  assert.equal(monte.profiles.derive('cv', { playerEdge: { value: 'refuse' }, diagonals: { value: 'cancel' } }).diagonals.value, 'cancel');
});

test('001 §13 VI.4a, diagonals "cancel": the doubled 5 cancels the Camo of the 3 diagonal to it in 3 against 5 (returned); as written the 3 wins', () => {
  // 5 (doubled by 5c), 2, 4, 3; the first card turned, 3o, is the Camo of the 3 (box 4).
  const settle = (diagonals: string): string[] => {
    const p = monte.profiles.derive('cv', { diagonals: { value: diagonals } });
    const run = new RoundRunner(monte, { profile: p, profileId: 'cv', table: defaultMonteTable(), carry: null, rng: seededRng('d'), stack: { cards: '5o 2c 5c 4e 3b 3o' }, roundNo: 1 });
    const rng = seededRng('x');
    run.act({ type: 'lay-out', by: dealer } as GameAction, rng);
    for (const bet of ['cartas-4v1', 'cartas-1v4', 'cartas-4v2']) run.act({ type: 'place', bet, amount: 100, by: { kind: 'player', player: bet } } as GameAction, rng);
    run.act({ type: 'close-bets', by: dealer } as GameAction, rng);
    run.act({ type: 'turn', by: dealer } as GameAction, rng);
    return (run.state as MonteState).lines.map((l) => `${l.bet} ${l.returned}`).sort();
  };
  assert.deepEqual(settle('as-written'), ['primeras/cartas-1v4 0', 'primeras/cartas-4v1 190', 'primeras/cartas-4v2 190']);
  assert.deepEqual(settle('cancel'), ['primeras/cartas-1v4 100', 'primeras/cartas-4v1 100', 'primeras/cartas-4v2 190']);
});

test('001 §13 VI.4: the load check\'s known bets over 100% are those of the exact enumeration (cv as written: cartas-4v1, cartas-3v2; with diagonals "cancel": none, every diagonal 0.992)', () => {
  for (const diagonals of ['as-written', 'cancel']) {
    const p = monte.profiles.derive('cv', { diagonals: { value: diagonals } });
    const x = monteExact(p);
    assert.deepEqual(KNOWN_EDGES[mathSignature(p)], [...x.returns].filter(([, r]) => r.n > r.d).map(([bet, r]) => ({ bet, rtp: str(r) })), diagonals);
  }
  const cancel = monteExact(monte.profiles.derive('cv', { diagonals: { value: 'cancel' } })).returns;
  assert.equal(str(cancel.get('cartas-4v1') as Rational), '143084873763987952827929/144235993235918597363100');
  assert.equal(str(cancel.get('cartas-1v4') as Rational), '143105486315654811823541/144235993235918597363100');
});
