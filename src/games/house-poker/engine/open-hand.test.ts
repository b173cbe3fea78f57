/**
 * The blind-hand parts every house-poker engine shares (engine/open-hand.ts): one open hand per player at the close of
 * bets, the open box kept chosen by the caller's preference, and the side-by-side test of a player's boxes. The games'
 * own refusals and events are tested with each engine (blind-hands.test.ts, holdem/blind.test.ts,
 * exchange-blind.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boxesAfter, extraOpenHands, keepsSideBySide, nextToBlind, sideBySide, type OwnedBox } from './open-hand.js';

const box = (n: number, owner: string, blind = false): OwnedBox => ({ box: n, owner, blind });
const numbers = (bs: readonly OwnedBox[]): number[] => bs.map((b) => b.box);

test('003 §2.2.10.7, §2.2.9.6, §2.2.8.8: a player\'s boxes lie side by side when they form one run of neighbours', () => {
  assert.ok(sideBySide([]) && sideBySide([3]) && sideBySide([3, 4, 5]) && sideBySide([5, 3, 4]) && sideBySide([3, 3, 4]));
  assert.ok(!sideBySide([3, 5]) && !sideBySide([1, 2, 4]));
  const boxes = [box(2, 'p1'), box(3, 'p1'), box(4, 'p2')];
  assert.deepEqual(boxesAfter(boxes, 'p1', 5, 'add'), [2, 3, 5], 'an ante on a new box joins his boxes');
  assert.deepEqual(boxesAfter(boxes, 'p1', 3, 'add'), [2, 3], 'an ante on his own box adds none');
  assert.deepEqual(boxesAfter(boxes, 'p1', 2, 'remove'), [3], 'a box taken back leaves them');
  assert.deepEqual(boxesAfter(boxes, 'p3', 1, 'add'), [1], 'a player\'s first box');
});

test('003 §2.2.5.6; 000 §11 IV.3: one open hand per player — without a preference the first open box in dealing order stays, every other open box is returned, blind boxes never', () => {
  const boxes = [box(1, 'p1'), box(2, 'p1'), box(3, 'p1', true), box(4, 'p2', true), box(5, 'p2'), box(6, 'p2')];
  assert.deepEqual(numbers(extraOpenHands(boxes)), [2, 6]);
  assert.deepEqual(numbers(extraOpenHands([box(1, 'p1', true), box(2, 'p1', true)])), [], 'only blind boxes: nothing returned');
  assert.deepEqual(numbers(extraOpenHands([box(4, 'p1')])), [], 'one open box stays');
});

test('003 §2.2.8.7–8, §2.2.4.6–7, §2.2.6.6–7: where the boxes must be adjacent, the lowest open box that keeps them side by side stays, else the lowest', () => {
  // p1: open 1, open 2, blind 3 — keeping box 1 would leave 1 and 3 apart.
  assert.deepEqual(numbers(extraOpenHands([box(1, 'p1'), box(2, 'p1'), box(3, 'p1', true)], keepsSideBySide)), [1]);
  // p1: blind 1, open 2, blind 3, open 4, blind 5: no open box joins them all, so the lowest (2) stays.
  assert.deepEqual(numbers(extraOpenHands([box(1, 'p1', true), box(2, 'p1'), box(3, 'p1', true), box(4, 'p1'), box(5, 'p1', true), box(6, 'p1')], keepsSideBySide)), [4, 6]);
});

test('003 §2.2.10.6, §2.2.9.5 (a croupier decision, the text names none): the board games keep the lowest open box next to a blind box, else the lowest', () => {
  // p1: open 1, blind 2, open 3, blind 4 — next to a blind box, 1 is the lowest (keeping 3 would join his boxes).
  const boxes = [box(1, 'p1'), box(2, 'p1', true), box(3, 'p1'), box(4, 'p1', true)];
  assert.deepEqual(numbers(extraOpenHands(boxes, nextToBlind)), [3]);
  assert.deepEqual(numbers(extraOpenHands(boxes, keepsSideBySide)), [1], 'the preferences differ here');
  assert.deepEqual(numbers(extraOpenHands([box(1, 'p1'), box(2, 'p1'), box(5, 'p2')], nextToBlind)), [2], 'no blind box: the lowest');
});
