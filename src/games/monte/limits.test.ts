/**
 * Monte (001 §13): each bet's maximum as a multiple of the table minimum (VI.2: Cartas 300, Vista Hermosa 10, Camo /
 * Anti / Viudo 30 in Primeras and 60 in Segundas, Salto 100), and the red and the blue pack in turn (II.1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { monte } from './index.js';
import { checkPlace } from './rules.js';
import { defaultMonteTable } from './profile.js';
import type { MonteState } from './state.js';

const dealer = { kind: 'dealer' } as const;
const ana = { kind: 'player', player: 'ana' } as const;
const round = (roundNo = 1, stack?: string): RoundRunner =>
  new RoundRunner(monte, { profile: monte.profiles.get('cv'), profileId: 'cv', table: defaultMonteTable(), carry: null, rng: seededRng(`limits-${roundNo}`), roundNo, ...(stack ? { stack: { cards: stack } } : {}) });
const code = (s: MonteState, bet: string, amount: number): string | null => checkPlace(s, { type: 'place', bet, amount, by: ana })?.code ?? null;

test('001 §13 VI.2: each bet up to its multiple of the table minimum (100): Cartas 300×, Vista Hermosa 10×, Camo/Anti/Viudo 30× in Primeras and 60× in Segundas, Salto 100×; one more chip is refused, and so is a second bet past the maximum', () => {
  // 5o 2c 4e 3b laid out; 5c decides Primeras on box 1, so Segundas plays boxes 3 and 4.
  const run = round(1, '5o 2c 4e 3b 5c');
  const rng = seededRng('x');
  run.act({ type: 'lay-out', by: dealer } as GameAction, rng);
  const s = run.state as MonteState;
  for (const [bet, max] of [['cartas-1v2', 30_000], ['vis-1', 1_000], ['camo-1', 3_000], ['anti-2', 3_000], ['viudo-3', 3_000], ['salto-4', 10_000]] as const) {
    assert.equal(code(s, bet, max), null, `${bet} ${max}`);
    assert.equal(code(s, bet, max + 100), 'monte/bet-over-limit', `${bet} ${max + 100}`);
  }
  assert.equal(code(s, 'camo-1', 50), 'monte/bet-not-a-multiple');
  run.act({ type: 'place', bet: 'vis-1', amount: 600, by: ana } as GameAction, rng);
  assert.equal(code(run.state as MonteState, 'vis-1', 400), null, 'up to the maximum in all');
  assert.equal(code(run.state as MonteState, 'vis-1', 500), 'monte/bet-over-limit', 'a second bet past it');
  run.act({ type: 'close-bets', by: dealer } as GameAction, rng);
  run.act({ type: 'turn', by: dealer } as GameAction, rng);
  const seg = run.state as MonteState;
  assert.equal(seg.stage, 'segundas');
  assert.equal(code(seg, 'camo-3', 6_000), null, 'Segundas: 60×');
  assert.equal(code(seg, 'camo-3', 6_100), 'monte/bet-over-limit');
});

test('001 §13 II.1: one 40-card pack a round, the red and the blue in turn', () => {
  const backs = [1, 2, 3, 4].map((n) => (round(n).state as MonteState).back);
  assert.deepEqual(backs, ['red', 'blue', 'red', 'blue']);
  assert.equal((round(1).state as MonteState).shoe.order.length, 40);
});
