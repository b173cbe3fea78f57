import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRng } from '../rng/seeded-rng.js';
import { shippedBases, type Bases } from './bases.js';
import type { TournamentAction } from './contract.js';
import { director, type TState } from './director.js';
import { dealHand, gameOf } from './hands.js';
import { runBots } from './testing.js';

/** What the tests read of a circle-poker hand: who is dealt in, in order from the button's left, and their bets. */
interface Dealt {
  phase: string;
  button: number;
  toAct: number | null;
  forcedAt: number | null;
  hand: { player: string; box: number; bet: number; stack: number }[];
}

const P = (id: string) => ({ kind: 'player' as const, player: id });
const SYS = { kind: 'system' as const };
const TD = { kind: 'dealer' as const };
const rng = seededRng('dead-button-tests');
/** A five-player sit & go at one nine-seat table, 10/20 blinds, no ante. */
const FIVE = (): Bases => ({ ...structuredClone(shippedBases().find((b) => b.id === 'sng-nlhe-9') as Bases), minPlayers: 5, maxPlayers: 5 });
const MTT = (): Bases => ({ ...structuredClone(shippedBases().find((b) => b.id === 'mtt-nlhe-scheduled') as Bases), startsAt: 1_000 });

const apply = (s: TState, a: TournamentAction): TState => director.apply(s, director.randomize(s, a, rng)).state;
const handOf = (s: TState): Dealt => s.tables[0]?.hand as unknown as Dealt;
const boxOf = (s: TState, player: string): number => s.players.find((p) => p.player === player)?.box as number;
/** Who posted the blinds of the hand just dealt: the small blind (10, not all in for less) and the big blind (the engine's `forcedAt`). */
function posted(s: TState): { sb: string | null; bb: string } {
  const h = handOf(s);
  return { sb: h.hand.find((x) => x.bet === 10)?.player ?? null, bb: (h.hand[h.forcedAt as number] as { player: string }).player };
}

function started(): TState {
  let s = director.open('t', FIVE(), 0);
  for (let i = 1; i <= 5; i++) s = apply(s, { type: 'register', by: P(`p${i}`), at: 0 });
  return apply(s, { type: 'start', by: TD, at: 0 });
}

/** Plays the hand out: the players in `keep` check or call, everyone else folds. */
function playOut(s0: TState, keep: readonly string[]): TState {
  let s = s0;
  for (let i = 0; i < 100 && handOf(s).phase !== 'over'; i++) {
    const h = handOf(s);
    const who = (h.hand[h.toAct as number] as { player: string }).player;
    let type = 'fold';
    if (keep.includes(who)) type = gameOf(s.bases).legalActions(h, P(who)).some((l) => l.type === 'check') ? 'check' : 'call';
    s = apply(s, { type: 'hand', by: P(who), at: 10 + i, table: 't1', action: { type, by: P(who) } });
  }
  return s;
}

/**
 * From a first hand folded round, deals the second with `victim(hand-2 positions)` short of chips (5: all in on his
 * blind) and plays it to a showdown against the other blind, trying deal seeds until he is knocked out. Returns the
 * state after that hand and hand 2's blinds.
 */
function knockOut(which: 'sb' | 'bb'): { s: TState; sb: string; bb: string; utg: string; out: string } {
  let s = apply(started(), { type: 'deal', by: SYS, at: 1, table: 't1' });
  s = playOut(s, []);
  for (let k = 0; k < 60; k++) {
    // Hand 2's blinds do not depend on the deck: deal it once to read them, then again with the victim short.
    const probe = director.apply(s, { type: 'deal', by: SYS, at: 2, table: 't1', seed: `probe-${k}` }).state;
    const { sb, bb } = posted(probe);
    const victim = which === 'sb' ? (sb as string) : bb;
    const short: TState = { ...s, players: s.players.map((p) => (p.player === victim ? { ...p, chips: 5 } : p)) };
    const dealt = director.apply(short, { type: 'deal', by: SYS, at: 2, table: 't1', seed: `hand2-${k}` }).state;
    const h = handOf(dealt);
    const utg = (h.hand[((h.forcedAt as number) + 1) % h.hand.length] as { player: string }).player;
    const after = playOut(dealt, [sb as string, bb]);
    if (after.players.find((p) => p.player === victim)?.status === 'out') return { s: after, sb: sb as string, bb, utg, out: victim };
  }
  throw new Error('no seed knocked the blind out');
}

test('003 §3.1.6.1 dead button: the small blind knocked out, the button moves to his empty seat on the next hand; the last big blind posts the small blind and the player after him the big blind', () => {
  const { s, bb, utg, out } = knockOut('sb');
  const emptied = out;
  const seatOut = (s.tables[0]?.hand?.hand.find((x) => x.player === emptied)?.box ?? 0) as number;
  const next = apply(s, { type: 'deal', by: SYS, at: 100, table: 't1' });
  assert.deepEqual(posted(next), { sb: bb, bb: utg }, 'the last big blind posts the small blind, the last UTG the big blind: nobody skips it');
  assert.equal(handOf(next).button, seatOut, 'the button is on the knocked-out small blind\'s empty seat (a dead button)');
  assert.equal(next.tables[0]?.seats.some((x) => x.box === seatOut), false);
});

test('003 §3.1.6.1 dead button: the big blind knocked out, the last UTG is the big blind on the next hand with no small blind; on the hand after, the button is on the empty seat and the blinds on the two players after it', () => {
  const { s, sb, utg, out } = knockOut('bb');
  const seatOut = (s.tables[0]?.hand?.hand.find((x) => x.player === out)?.box ?? 0) as number;
  let next = apply(s, { type: 'deal', by: SYS, at: 100, table: 't1' });
  assert.deepEqual(posted(next), { sb: null, bb: utg }, 'no small blind; the last UTG posts the big blind');
  assert.equal(handOf(next).button, boxOf(next, sb), 'the button moves to the last small blind');
  const hand3 = handOf(next);
  const after = (hand3.hand[((hand3.forcedAt as number) + 1) % hand3.hand.length] as { player: string }).player;
  next = playOut(next, []);
  next = apply(next, { type: 'deal', by: SYS, at: 200, table: 't1' });
  assert.equal(handOf(next).button, seatOut, 'the button is on the empty seat');
  assert.deepEqual(posted(next), { sb: utg, bb: after }, 'the blinds on the players after the button');
});

/**
 * The property over random play (003 §3.1.6.1, §3.1.2.5): at each table, each hand's big blind is the first player
 * dealt in clockwise after the last hand's big blind's seat — so every player who stays at his seat pays the big blind
 * once per orbit (nobody skips it, nobody pays it twice running) —, and the small blind is posted by the player in the
 * last big blind's seat, none when that seat is empty (heads-up: the button posts it, 003 §3.1.6.3). A final table
 * whose seats are drawn again starts afresh on its drawn button.
 */
function orbitProperty(bases: Bases, players: number, seed: string): number {
  const last = new Map<string, { bbBox: number; bb: string; at: Map<string, number> }>();
  let checked = 0;
  const r = runBots(bases, players, seed, {
    each(_before, action, st) {
      // The final table's redraw (bases finalTableRedraw) draws new seats and a new button: a new first hand.
      for (const e of st.events) if (e.type === 'final-table-drawn') last.delete(e.table as string);
      if (action.type !== 'deal') return;
      const t = st.state.tables.find((x) => x.id === action.table);
      const h = t?.hand as unknown as Dealt | null;
      if (!t || !h || h.forcedAt === null) return;
      const bb = h.hand[h.forcedAt] as { player: string; box: number };
      const at = new Map(h.hand.map((x) => [x.player, x.box]));
      const prev = last.get(t.id);
      last.set(t.id, { bbBox: bb.box, bb: bb.player, at });
      if (!prev) return;
      const boxes = h.hand.map((x) => x.box).sort((a, b) => a - b);
      const expected = boxes.find((b) => b > prev.bbBox) ?? boxes[0];
      assert.equal(bb.box, expected, `${t.id} hand ${h.hand.length} players: the big blind moves from box ${prev.bbBox} to the next player (${expected}), not ${bb.box}`);
      assert.notEqual(bb.player, prev.bb, 'nobody pays the big blind twice running');
      if (h.hand.length > 2 && h.phase === 'betting') {
        // Before the first decision only the blinds are in: the small blind's is the last big blind's seat, or nobody's.
        const posting = h.hand.filter((x) => x.player !== bb.player && x.bet > 0).map((x) => x.box);
        assert.deepEqual(posting, h.hand.some((x) => x.box === prev.bbBox) ? [prev.bbBox] : [], `${t.id}: the small blind is the last big blind's seat, dead when that seat is empty`);
      }
      checked += 1;
    },
  });
  assert.equal(r.state.status, 'finished');
  return checked;
}

test('003 §3.1.6.1 over random play: at every table every player pays the big blind once per orbit — the big blind moves to the next player, the small blind to the last big blind\'s seat (dead when it is empty)', () => {
  let n = 0;
  n += orbitProperty(FIVE(), 5, 'orbit-sng');
  n += orbitProperty({ ...FIVE(), minPlayers: 9, maxPlayers: 9 }, 9, 'orbit-sng-9');
  n += orbitProperty(MTT(), 40, 'orbit-mtt');
  n += orbitProperty({ ...MTT(), seatsPerTable: 6 }, 30, 'orbit-mtt-6');
  assert.ok(n > 200, `${n} hands checked`);
});

test('003 §3.1.6.1 through the engine: a hand dealt on fixed positions (circle poker\'s carry.blinds) with the button on an empty seat and an empty small blind\'s seat posts only the big blind, and action starts after it', () => {
  const b = FIVE();
  const seats = [2, 3, 5, 7].map((box) => ({ box, player: `q${box}` }));
  const chips = Object.fromEntries(seats.map((x) => [x.player, 1000]));
  const { hand, blinds } = dealHand(b, b.levels[0] as Bases['levels'][number], seats, [], 9, 4, chips, 'fixed-seed', { button: 1, sb: 8, bb: 2 });
  const h = hand as unknown as Dealt;
  assert.deepEqual(blinds, { button: 1, sb: 8, bb: 2 });
  assert.equal(h.button, 1, 'the button stays on the empty seat');
  assert.deepEqual(h.hand.map((x) => [x.box, x.bet]), [[2, 20], [3, 0], [5, 0], [7, 0]], 'only the big blind is posted');
  assert.equal(h.hand[h.toAct as number]?.box, 3, 'the player after the big blind acts first');
  // A live small blind: the player in its seat posts it.
  const live = dealHand(b, b.levels[0] as Bases['levels'][number], seats, [], 9, 4, chips, 'fixed-seed', { button: 1, sb: 2, bb: 3 }).hand as unknown as Dealt;
  assert.deepEqual(live.hand.map((x) => [x.box, x.bet]), [[2, 10], [3, 20], [5, 0], [7, 0]]);
});
