import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shippedBases, validateBases } from './bases.js';
import { TournamentError } from './errors.js';

const sng = (): Record<string, unknown> => structuredClone(shippedBases().find((b) => b.id === 'sng-nlhe-9')) as unknown as Record<string, unknown>;

test('the shipped bases validate: a 9-player NLHE sit & go and a scheduled multi-table NLHE event (000 Art. 2bis 1.b)', () => {
  const ids = shippedBases().map((b) => b.id);
  assert.deepEqual(ids, ['mtt-nlhe-scheduled', 'sng-nlhe-9']);
});

test('bad bases are refused with a typed error naming the field', () => {
  const cases: [string, (b: Record<string, unknown>) => void, string][] = [
    ['a game that is not circle poker', (b) => (b.game = 'blackjack'), 'game'],
    ['a profile the variant lacks', (b) => (b.profile = 'nowhere'), 'profile'],
    ['a small blind above the big', (b) => ((b.levels as { small: number }[])[1]!.small = 10_000), 'levels.1.small'],
    ['a negative fee', (b) => (b.fee = -1), 'fee'],
    ['a sit & go with a start time', (b) => (b.startsAt = 5), 'startsAt'],
    ['a ranking fund other than 2%', (b) => (b.rankingFundPercent = 3), 'rankingFundPercent'],
    ['an unknown field', (b) => (b.rake = 5), '(bases)'],
  ];
  for (const [what, spoil, field] of cases) {
    const b = sng();
    spoil(b);
    assert.throws(() => validateBases(b), (e: unknown) => e instanceof TournamentError && e.code === 'tournaments/bad-bases' && e.context.field === field, what);
  }
});

test('the decision time and the hand-for-hand advance are bases fields: defaults 30 s (003 §3.1.4.7) and 120 s (003 §3.1.9.5), out of their limits refused naming the field', () => {
  const b = validateBases(sng());
  assert.equal(b.decisionSeconds, 30);
  assert.equal(b.handForHandSeconds, 120);
  const cases: [unknown, string][] = [[9, 'decisionSeconds'], [301, 'decisionSeconds'], [12.5, 'decisionSeconds'], [29, 'handForHandSeconds'], [601, 'handForHandSeconds']];
  for (const [value, field] of cases) {
    const x = sng();
    x[field] = value;
    assert.throws(() => validateBases(x), (e: unknown) => e instanceof TournamentError && e.code === 'tournaments/bad-bases' && e.context.field === field, `${field} ${String(value)}`);
  }
});
