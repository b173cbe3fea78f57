/**
 * The casino's options (000 §03 V.1.g, L538: the pairs bet, the accumulated bet and surrender are each casino's
 * option, and the players are told at every table where they apply): the shipped profile plays the base game, a
 * table switches options on, an option the profile does not have is refused, and the view says which are on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../core/errors.js';
import { player } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { LegalAction } from '../../core/contract.js';
import { blackjack } from './index.js';
import type { BjTable } from './table.js';
import type { BjView } from './views.js';

const eus = blackjack.profiles.get('eus');
const create = (table: Partial<BjTable>) => blackjack.create({ profile: eus, table: { ...blackjack.defaultTable(eus), ...table }, carry: null, rng: seededRng('options'), roundNo: 1 }).state;
const sideKinds = (t: Partial<BjTable>): string[] => {
  const s = create(t);
  const r = blackjack.apply(s, { type: 'bet', box: 1, amount: 1000, by: player('p1') } as never);
  assert.ok(r.ok);
  return (blackjack.legalActions(r.state, player('p1')) as LegalAction[]).filter((l) => l.type === 'side-bet').map((l) => String(l.kind));
};

test('000 §03 V.1.g: eus without options is the base game: no pairs bet, no accumulated bet, no surrender', () => {
  const s = create({});
  assert.equal(s.profile.surrender.mode.value, 'none');
  assert.equal(s.profile.sideBets.pairs.offered.value, false);
  assert.equal(s.profile.sideBets.sevens.offered.value, false);
  assert.deepEqual(sideKinds({}), []);
  assert.deepEqual((blackjack.view(s, { kind: 'player', player: 'p1' }) as BjView).options, { offered: [], cite: '000 §03 V.1.g' });
});

test('000 §03 V.1.g: a table that offers the pairs bet and surrender has them, shows them to the players, and still has no accumulated bet', () => {
  const s = create({ options: ['pairs', 'surrender'] });
  assert.equal(s.profile.surrender.mode.value, 'early');
  assert.deepEqual(sideKinds({ options: ['pairs', 'surrender'] }), ['pairs']);
  assert.deepEqual((blackjack.view(s, { kind: 'spectator' }) as BjView).options, { offered: ['pairs', 'surrender'], cite: '000 §03 V.1.g' });
});

test('000 §03 V.1.g: a table option the profile does not leave to the casino is refused with a typed error', () => {
  assert.throws(() => create({ options: ['galaxy'] }), (e: unknown) => e instanceof ConfigError && e.code === 'blackjack/not-a-casino-option');
  const gr = blackjack.profiles.get('gr');
  assert.throws(() => blackjack.create({ profile: gr, table: { ...blackjack.defaultTable(gr), options: ['surrender'] }, carry: null, rng: seededRng('x') }), ConfigError);
});
