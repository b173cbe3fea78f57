/**
 * PHH export (PokerKit's hand-history format): a hand replayed from its initial state and actions is written as TOML
 * in PHH's notation and read back; PokerKit's own example hand (phh-std, examples.rst: Dwan–Ivey, 2009) is played by
 * our engine and exported to the same fields and actions; a draw's discards and replacements (000 §17.1 III).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRng } from '../../rng/seeded-rng.js';
import { deckOf } from './game.js';
import { gameOf } from './testing.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpState } from './state.js';
import { handToPhh, phhText } from './phh.js';
import { readToml } from './toml.js';
import { IllegalActionError } from '../../core/errors.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Step = readonly [string, string, Record<string, unknown>?];
const by = (who: string) => (who === 'dealer' ? { kind: 'dealer' } : who === 'system' ? { kind: 'system' } : { kind: 'player', player: who });

/** Plays a hand from its creation, recording every action as the recall does: the initial state and the actions. */
function record(gameId: string, profile: CircleProfile, stacks: Record<string, number>, boxes: Record<string, number>, top: string[], steps: readonly Step[]): { initial: CpState; actions: CpAction[]; final: CpState } {
  const game = gameOf(gameId);
  const variant = (game.create({ profile, table: {}, carry: null, rng: seededRng('d') }).state as CpState).variant;
  const initial = game.create({ profile, table: {}, carry: null, rng: seededRng('s'), stack: [...top, ...deckOf(variant).filter((c) => !top.includes(c))], stacks }).state as CpState;
  const actions: CpAction[] = [];
  let s = initial;
  const act = (a: CpAction): void => {
    const r = game.apply(s, a);
    if (!r.ok) throw new IllegalActionError(r.rejection);
    s = r.state as CpState;
    actions.push(a);
  };
  for (const [player, box] of Object.entries(boxes)) act({ type: 'sit', box, by: by(player) } as CpAction);
  for (const [who, type, extra] of steps) act({ type, ...extra, by: by(who) } as unknown as CpAction);
  return { initial, actions, final: s };
}

test('PHH: PokerKit\'s example hand (Dwan–Ivey, phh-std examples.rst) played by our engine exports the same variant, forced bets, stacks and actions', () => {
  const game = gameOf('texas-holdem');
  const profile = game.profiles.derive('ee-oc', {
    bet: { value: { small: 2000, big: 2000 }, cite: 'test' }, blinds: { value: { small: 1000, big: 2000 }, cite: 'test' }, ante: { value: 500, cite: 'test' },
    tableMinimum: { value: 2000, cite: 'test' }, rake: { value: { method: 'pot-percent', percent: 0, per: 1, cap: 0, noFlopNoDrop: false }, cite: 'test' }, minPlayers: { value: 2, cite: 'test' },
    buyIn: { value: { min: 1, max: 5000000 }, cite: 'test' }, seats: { value: 3, cite: 'test' }, newPlayer: { value: null, cite: 'test' }, straddle: { value: null, cite: 'test' },
    runItTwice: { value: null, cite: 'test: the example hand was run once' },
  }) as CircleProfile;
  // Dealt one card at a time from the button's left: Ivey, Antonius (his cards are unknown in the example), Dwan.
  const top = ['Ac', '9s', '7h', '2d', '9c', '6h', 'Qs', 'Jc', '3d', '5c', 'Qd', '4h', 'Qc', 'Jh'];
  const { initial, actions, final } = record('texas-holdem', profile, { ivey: 1125600, antonius: 2000000, dwan: 553500 }, { ivey: 1, antonius: 2, dwan: 3 }, top, [
    ['dealer', 'deal', { button: 3 }],
    ['dwan', 'raise', { amount: 7000 }], ['ivey', 'raise', { amount: 23000 }], ['antonius', 'fold'], ['dwan', 'call'],
    ['dealer', 'next'], ['ivey', 'bet', { amount: 35000 }], ['dwan', 'call'],
    ['dealer', 'next'], ['ivey', 'bet', { amount: 90000 }], ['dwan', 'raise', { amount: 232600 }], ['ivey', 'raise', { amount: 1067100 }], ['dwan', 'call'],
    ['dealer', 'next'],
  ]);
  assert.equal(final.phase, 'over');
  const doc = readToml(phhText(game, initial, actions));
  // The example's fields (required.rst), p2's unknown "????" being the cards our deck gave him.
  assert.equal(doc.variant, 'NT');
  assert.deepEqual(doc.antes, [500, 500, 500]);
  assert.deepEqual(doc.blinds_or_straddles, [1000, 2000, 0]);
  assert.equal(doc.min_bet, 2000);
  assert.deepEqual(doc.starting_stacks, [1125600, 2000000, 553500]);
  assert.deepEqual(doc.actions, [
    'd dh p1 Ac2d', 'd dh p2 9s9c', 'd dh p3 7h6h', 'p3 cbr 7000', 'p1 cbr 23000', 'p2 f', 'p3 cc',
    'd db Jc3d5c', 'p1 cbr 35000', 'p3 cc',
    'd db 4h', 'p1 cbr 90000', 'p3 cbr 232600', 'p1 cbr 1067100', 'p3 cc', 'p1 sm Ac2d', 'p3 sm 7h6h',
    'd db Jh',
  ]);
  assert.deepEqual(doc.players, ['ivey', 'antonius', 'dwan']);
  // Dwan's seven-high straight beats Ivey's wheel: the 1,109,500 pot; Ivey's uncalled 572,100 comes back to him
  // (in his finishing stack, not in his winnings: PHH's winnings are the pots collected).
  assert.deepEqual(doc.finishing_stacks, [572100, 1997500, 1109500]);
  assert.deepEqual(doc.winnings, [0, 0, 1109500]);
  assert.equal(doc._house_cut, 0);
});

test('PHH: the text reads back to the same document, and a draw writes its discards and the replacements in the order dealt (000 §17.1 III)', () => {
  const game = gameOf('five-card-draw');
  const deal = (a: string[], b: string[], c: string[], d: string[]): string[] => [0, 1, 2, 3, 4].flatMap((i) => [a[i], b[i], c[i], d[i]] as string[]);
  const top = [...deal(['Ts', '2c', '3c', '4c', '6c'], ['Ah', 'Ad', 'As', '7d', '8s'], ['Kh', 'Kd', 'Qh', 'Qd', 'Js'], ['5h', '5d', '5s', '2h', '2d']), 'Td', '9c', '9d', '3h', '9h'];
  const { initial, actions } = record('five-card-draw', game.profiles.get('eus') as CircleProfile, { a: 5000, b: 5000, c: 5000, d: 5000 }, { a: 1, b: 2, c: 3, d: 4 }, top, [
    ['dealer', 'deal', { button: 4 }], ['c', 'call'], ['d', 'fold'], ['a', 'call'], ['b', 'check'],
    ['dealer', 'next'], ['a', 'draw', { discard: ['2c', '3c', '4c', '6c'] }], ['b', 'draw', { discard: ['8s'] }], ['c', 'draw', { discard: [] }],
    ['dealer', 'next'], ['a', 'bet', { amount: 400 }], ['b', 'fold'], ['c', 'call'],
  ]);
  const doc = handToPhh(game, initial, actions);
  const text = phhText(game, initial, actions);
  assert.deepEqual(readToml(text), JSON.parse(JSON.stringify(doc)));
  assert.match(text, /^# Five-card draw, hand 1/);
  assert.equal(doc.variant, 'croupier/five-card-draw');
  assert.deepEqual(doc.blinds_or_straddles, [100, 200, 0, 0]);
  assert.deepEqual((doc.actions as string[]).slice(8), [
    'p1 sd 2c3c4c6c', 'p2 sd 8s', 'p3 sd', 'd dh p1 Td9c9d', 'd dh p2 3h', 'd dh p1 9h',
    'p1 cbr 400', 'p2 f', 'p3 cc', 'p1 sm TsTd9c9d9h', 'p3 sm KhKdQhQdJs',
  ]);
  assert.deepEqual(doc.winnings, [1330, 0, 0, 0]);
  assert.equal(doc._house_cut, 70);
});

test('PHH: an unfinished hand is not exported, and the TOML reader names the line of a syntax error', () => {
  const game = gameOf('texas-holdem');
  const profile = game.profiles.get('ee-oc') as CircleProfile;
  const { initial, actions } = record('texas-holdem', profile, { a: 5000, b: 5000 }, { a: 1, b: 2 }, [], [['dealer', 'deal', { button: 1 }]]);
  assert.throws(() => handToPhh(game, initial, actions), (e: unknown) => e instanceof IllegalActionError && e.code === 'circle-poker/phh-unfinished');
  assert.throws(() => readToml('variant = "NT"\nantes = [1, 2\nmin_bet = x'), (e: unknown) => /TOML line 3/.test((e as Error).message));
  assert.deepEqual(readToml('# c\na = [\n  "x", # y\n  "z",\n]\nb = inf\nc = 1_000\n'), { a: ['x', 'z'], b: Infinity, c: 1000 });
});

test('croupier phh <round-file>: the auditor\'s round (GET /api/rounds/:id) saved as JSON prints its PHH; a file without the round is refused without a stack trace', () => {
  const game = gameOf('five-card-draw');
  const top = [0, 1, 2, 3, 4].flatMap((i) => [['Ts', '2c', '3c', '4c', '6c'][i], ['Ah', 'Ad', 'As', '7d', '8s'][i], ['Kh', 'Kd', 'Qh', 'Qd', 'Js'][i], ['5h', '5d', '5s', '2h', '2d'][i]] as string[]);
  const { initial, actions } = record('five-card-draw', game.profiles.get('eus') as CircleProfile, { a: 5000, b: 5000, c: 5000, d: 5000 }, { a: 1, b: 2, c: 3, d: 4 }, top, [
    ['dealer', 'deal', { button: 4 }], ['c', 'fold'], ['d', 'fold'], ['a', 'fold'],
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'croupier-phh-'));
  const file = join(dir, 'round.json');
  // As the recall route gives it: each action with its actor beside it.
  writeFileSync(file, JSON.stringify({ round: { game: 'five-card-draw' }, initial, actions: actions.map(({ by: actor, ...action }, seq) => ({ seq, by: actor, action })) }));
  const root = join(import.meta.dirname, '..', '..', '..');
  const run = (f: string) => spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/main.ts'), 'phh', f], { cwd: root, encoding: 'utf8' });
  const r = run(file);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, phhText(game, initial, actions));
  assert.ok(r.stdout.includes('"p3 f"') && r.stdout.includes('winnings = [0, 190, 0, 0]'), r.stdout);
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify({ round: { game: 'five-card-draw' } }));
  const refused = run(bad);
  assert.notEqual(refused.status, 0);
  assert.match(refused.stderr, /cli\/round-file/);
  assert.ok(!/\n\s+at /.test(refused.stderr), 'no stack trace');
});

test('PHH: an all-in before the draw shows the hands only after the draw, with the cards they end with', () => {
  const game = gameOf('five-card-draw');
  const top = [0, 1, 2, 3, 4].flatMap((i) => [['Ts', '2c', '3c', '4c', '6c'][i], ['Ah', 'Ad', 'As', '7d', '8s'][i], ['Kh', 'Kd', 'Qh', 'Qd', 'Js'][i], ['5h', '5d', '5s', '2h', '2d'][i]] as string[]);
  const { initial, actions, final } = record('five-card-draw', game.profiles.get('eus') as CircleProfile, { a: 5000, b: 5000, c: 1000, d: 5000 }, { a: 1, b: 2, c: 3, d: 4 }, [...top, 'Kc'], [
    ['dealer', 'deal', { button: 4 }], ['c', 'raise', { amount: 1000 }], ['d', 'fold'], ['a', 'fold'], ['b', 'call'],
    ['dealer', 'next'], ['b', 'draw', { discard: [] }], ['c', 'draw', { discard: ['Js'] }], ['dealer', 'next'],
  ]);
  assert.equal(final.phase, 'over');
  const lines = handToPhh(game, initial, actions).actions as string[];
  assert.deepEqual(lines.slice(8), ['p2 sd', 'p3 sd Js', 'd dh p3 Kc', 'p3 sm KhKdQhQdKc', 'p2 sm AhAdAs7d8s']);
});
