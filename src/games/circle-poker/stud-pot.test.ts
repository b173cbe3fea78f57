/**
 * 000 §17.5 II.1 b, Seven Card Stud at pot limit (`seven-card-stud/eus-pot`): in the last two betting rounds the
 * maximum is half the pot as it stood when the sixth card was dealt, and the whole pot at the seventh (the profile's
 * `streetPotLimit`); the earlier rounds play the usual pot limit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scripted, type Scripted } from './testing.js';

const S = { p1: 20000, p2: 20000, p3: 20000, p4: 20000 };
const toAct = (s: Scripted): string => s.state.hand[s.state.toAct as number]?.player as string;
const range = (s: Scripted, type: 'bet' | 'raise') => s.game.legalActions(s.state, { kind: 'player', player: toAct(s) }).find((l) => l.type === type)?.amount;
/** Everyone calls or checks until street `k` is dealt and its betting open. */
function upTo(s: Scripted, k: number): void {
  while (s.state.street < k || s.state.phase !== 'betting') {
    if (s.state.phase === 'dealing') s.act('dealer', 'next');
    else {
      const types = s.game.legalActions(s.state, { kind: 'player', player: toAct(s) }).map((l) => l.type);
      s.act(toAct(s), types.includes('check') ? 'check' : 'call');
    }
  }
}

test('000 §17.5 II.1 b: at the sixth card the bet is at most half the pot as it stood when the card was dealt; at the seventh, the pot', () => {
  const s = scripted('seven-card-stud', 'eus-pot', S, [], 4);
  upTo(s, 2);
  assert.deepEqual(range(s, 'bet'), { min: 200, max: 600, step: 1 }, 'fifth street: the usual pot limit (antes 200 + bring-in called 400)');
  upTo(s, 3);
  assert.deepEqual(range(s, 'bet'), { min: 200, max: 300, step: 1 }, 'sixth street: half of 600');
  s.act(toAct(s), 'bet', { amount: 300 });
  assert.deepEqual(range(s, 'raise'), { min: 600, max: 600, step: 1 }, 'a raise: the bet plus half the pot at the deal (the usual pot limit would allow 1,500)');
  s.act(toAct(s), 'call');
  s.act(toAct(s), 'call');
  s.act(toAct(s), 'call');
  upTo(s, 4);
  assert.deepEqual(range(s, 'bet'), { min: 200, max: 1800, step: 1 }, 'seventh street: the whole pot, 600 + 4 × 300');
});
