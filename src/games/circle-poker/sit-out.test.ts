/**
 * The sitting-out limit (000 §17 IV: three hands; 001 §12 IV: two; the profile's `sitOutLimit`): a player sitting out
 * keeps the seat for the limit's hands and loses it at the next deal (the carry's `freed` tells the table); coming back
 * in time keeps it; asked during a hand, sitting out takes effect from the next deal.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scripted, type Scripted } from './testing.js';
import type { CpCarry } from './state.js';

const FIVE = { p1: 10000, p2: 10000, p3: 10000, p4: 10000, p5: 10000 };
const toAct = (s: Scripted): string | undefined => s.state.hand[s.state.toAct as number]?.player;
const foldOut = (s: Scripted): void => {
  while (s.state.phase === 'betting') s.act(toAct(s) as string, 'fold');
};
/** Plays `n` more hands (everyone folds) from `carry`; returns the last. */
function hands(profile: string, carry: CpCarry, n: number, before: [string, string][] = []): Scripted {
  let h: Scripted | null = null;
  let c = carry;
  for (let i = 0; i < n; i++) {
    h = scripted('texas-holdem', profile, FIVE, [], null, { carry: c, before: i === 0 ? before : [] });
    foldOut(h);
    c = h.carry();
  }
  return h as Scripted;
}

test('000 §17 IV: asked during a hand, sitting out takes effect at the next deal; three hands sat out keep the seat, the fourth deal frees it', () => {
  const first = scripted('texas-holdem', 'eus', FIVE, [], 5);
  first.act('p5', 'sit-out');
  assert.ok(first.state.hand.some((p) => p.player === 'p5'), 'the hand he is in is played out');
  foldOut(first);
  const third = hands('eus', first.carry(), 3);
  assert.ok(third.state.seats.some((x) => x.player === 'p5' && x.missed === 3), 'three hands missed, still seated');
  assert.equal(third.carry().freed, undefined);
  const fourth = hands('eus', third.carry(), 1);
  assert.ok(!fourth.state.seats.some((x) => x.player === 'p5'), 'the seat is freed at the fourth deal');
  assert.deepEqual(fourth.carry().freed, [{ box: 5, player: 'p5', reason: 'sit-out-limit' }]);
  assert.deepEqual(fourth.events.filter((e) => e.type === 'seat-freed').map((e) => [e.player, e.cite]), [['p5', '000 §17 IV']]);
  assert.deepEqual(fourth.game.seating?.freed?.(fourth.carry()), [{ box: 5, player: 'p5', reason: 'sit-out-limit' }]);
});

test('000 §17 IV: a player who comes back within the limit keeps the seat, and a new absence counts from zero', () => {
  const first = scripted('texas-holdem', 'eus', FIVE, [], 5);
  first.act('p5', 'sit-out');
  foldOut(first);
  const three = hands('eus', first.carry(), 3);
  three.act('p5', 'come-back');
  const back = hands('eus', three.carry(), 1);
  assert.ok(back.state.hand.some((p) => p.player === 'p5'), 'dealt in again');
  back.act('p5', 'sit-out');
  const again = hands('eus', back.carry(), 3);
  assert.ok(again.state.seats.some((x) => x.player === 'p5'));
});

test('001 §12 IV (cv): two hands; 003 (ee-oc) counts no hands', () => {
  const first = scripted('synthetic-poker', 'cv', FIVE, [], 5);
  first.act('p5', 'sit-out');
  while (first.state.phase !== 'over') {
    if (first.state.phase === 'dealing') first.runOut();
    else first.act(toAct(first) as string, 'fold');
  }
  let c = first.carry();
  for (let i = 0; i < 3; i++) {
    const h = scripted('synthetic-poker', 'cv', FIVE, [], null, { carry: c });
    while (h.state.phase === 'betting') h.act(toAct(h) as string, 'fold');
    c = h.carry();
    assert.equal(h.state.seats.some((x) => x.player === 'p5'), i < 2, `hand ${i + 2}`);
  }
  const ee = scripted('texas-holdem', 'ee-oc', FIVE, [], 5);
  ee.act('p5', 'sit-out');
  foldOut(ee);
  const later = hands('ee-oc', ee.carry(), 5);
  assert.ok(later.state.seats.some((x) => x.player === 'p5'), 'ee-oc: the seat is kept');
});
