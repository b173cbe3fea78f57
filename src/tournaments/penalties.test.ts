/**
 * The floor's penalties at tournament tables (./penalties.ts): penalty rounds carried with the player from hand to hand
 * and across a move (003 §3.1.10.5, §3.1.2.5), served heads-up, and a disqualification — out and placed at the ruling,
 * his chips removed from play, the money ledger balanced — and both restored by the replay a crash recovery runs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../core/contract.js';
import { seededRng } from '../rng/seeded-rng.js';
import { shippedBases, type Bases } from './bases.js';
import type { TournamentAction, TournamentEvent } from './contract.js';
import { director, type TPlayer, type TState } from './director.js';
import { TournamentError } from './errors.js';
import type { HandView } from './hands.js';
import { balances } from './testing.js';

const SNG = (): Bases => structuredClone(shippedBases().find((b) => b.id === 'sng-nlhe-9') as Bases);
const MTT = (): Bases => ({ ...structuredClone(shippedBases().find((b) => b.id === 'mtt-nlhe-scheduled') as Bases), startsAt: 1_000 });
const P = (id: string) => ({ kind: 'player' as const, player: id });
const SYS = { kind: 'system' as const };
const TD = { kind: 'dealer' as const };

/** A tournament driven by hand: every action randomized from one seeded stream and recorded (for the replay). */
function run(b: Bases, n: number, seed: string) {
  const rng = seededRng(seed);
  let s = director.open('t', b, 0);
  const actions: TournamentAction[] = [];
  const entries: unknown[] = [];
  let events: TournamentEvent[] = [];
  const go = (a: TournamentAction): TState => {
    const r = director.randomize(s, a, rng);
    const out = director.apply(s, r);
    actions.push(r);
    entries.push(...out.entries);
    events = [...out.events];
    s = out.state;
    return s;
  };
  for (let i = 1; i <= n; i++) go({ type: 'register', by: P(`p${i}`), at: 0 });
  go({ type: 'start', by: TD, at: b.startsAt ?? 0 });
  return {
    get s() {
      return s;
    },
    get events() {
      return events;
    },
    actions,
    entries,
    go,
    player: (id: string): TPlayer => s.players.find((p) => p.player === id) as TPlayer,
    hand: (table = 't1'): HandView => s.tables.find((t) => t.id === table)?.hand as HandView,
    deal: (table = 't1') => go({ type: 'deal', by: SYS, at: 2_000, table }),
    /** Every player asked folds (or checks where free) until the hand is over. */
    foldOut(table = 't1') {
      for (let guard = 0; guard < 50; guard++) {
        const h = s.tables.find((t) => t.id === table)?.hand as (HandView & { toAct: number | null }) | null;
        if (!h || h.phase === 'over' || h.toAct === null) return;
        const who = h.hand[h.toAct]?.player as string;
        try {
          go({ type: 'hand', by: P(who), at: 3_000, table, action: { type: 'fold', by: P(who) } });
        } catch {
          go({ type: 'hand', by: P(who), at: 3_000, table, action: { type: 'check', by: P(who) } });
        }
      }
    },
  };
}
const chipsInPlay = (s: TState): number => s.players.filter((p) => p.status === 'playing').reduce((t, p) => t + p.chips, 0);
const refuses = (f: () => unknown, code: string): void => void assert.throws(f, (e: unknown) => e instanceof TournamentError && e.code === `tournaments/${code}`, code);

test('003 §3.1.10.5: a penalty round at a tournament table of nine is nine hands, carried with the player from hand to hand: dealt, his blind posted, his hand mucked; shown in the standings; one recorded during his hand starts after it (§3.1.10.2)', () => {
  const r = run(SNG(), 9, 'pen-1');
  refuses(() => r.go({ type: 'penalty', by: P('p2'), at: 1, player: 'p1', rounds: 1 }), 'director-only');
  refuses(() => r.go({ type: 'penalty', by: TD, at: 1, player: 'p1', rounds: 11 }), 'penalty-rounds');
  refuses(() => r.go({ type: 'penalty', by: TD, at: 1, player: 'nobody', rounds: 1 }), 'not-playing');
  r.go({ type: 'penalty', by: TD, at: 1, player: 'p1', rounds: 1 });
  assert.deepEqual(r.events.find((e) => e.type === 'penalty'), { type: 'penalty', player: 'p1', table: 't1', rounds: 1, hands: 9, cite: '003 §3.1.10.5' });
  r.deal();
  const p1 = r.hand().hand.find((x) => x.player === 'p1');
  assert.equal(p1?.folded, true, 'his hand mucked after the deal, no decision asked');
  assert.equal(r.player('p1').penalty, 8, 'one hand served');
  const view = director.view(r.s, { kind: 'spectator' }) as { standings: { player: string; penalty?: number }[]; tables: { seats: { player: string; penalty?: number }[] }[] };
  assert.equal(view.standings.find((x) => x.player === 'p1')?.penalty, 8);
  assert.equal(view.tables[0]?.seats.find((x) => x.player === 'p1')?.penalty, 8);
  // p3 plays this hand; his penalty, recorded now, starts with the next hand.
  const live = r.hand().hand.find((x) => !x.folded) as { player: string };
  r.go({ type: 'penalty', by: TD, at: 2, player: live.player, rounds: 2 });
  assert.equal(r.hand().hand.find((x) => x.player === live.player)?.folded, false, 'not mucked in the hand under way');
  r.foldOut();
  assert.equal(r.hand().phase, 'over');
  assert.equal(chipsInPlay(r.s), 27000, 'chips conserved');
  r.deal();
  assert.equal(r.hand().hand.find((x) => x.player === 'p1')?.folded, true);
  assert.equal(r.hand().hand.find((x) => x.player === live.player)?.folded, true);
  assert.equal(r.player('p1').penalty, 7);
  assert.equal(r.player(live.player).penalty, 17, 'two rounds at nine players, one served');
});

test('003 §3.1.10.5 heads-up at a tournament: the penalised player is blinded, the lone live hand walks with his blind, both hands of his round; then play resumes', () => {
  const b = { ...SNG(), maxPlayers: 2, minPlayers: 2 };
  const r = run(b, 2, 'pen-hu');
  r.go({ type: 'penalty', by: TD, at: 1, player: 'p1', rounds: 1 });
  assert.equal(r.player('p1').penalty, 2);
  let expect = { p1: 3000, p2: 3000 };
  for (const left of [1, 0]) {
    r.deal();
    const dealt = r.events.find((e) => e.type === 'hand-dealt') as unknown as { smallBlind: string; bigBlind: string };
    // Level 1: 10/20. Penalised big blind: p2 takes his 20; penalised small blind: p2 takes his 10 (his own 20's
    // uncalled half back).
    const won = dealt.bigBlind === 'p1' ? 20 : 10;
    expect = { p1: expect.p1 - won, p2: expect.p2 + won };
    assert.equal(r.hand().phase, 'over', 'a walk: the hand is over at the deal');
    assert.deepEqual({ p1: r.player('p1').chips, p2: r.player('p2').chips }, expect);
    assert.equal(r.player('p1').penalty, left);
  }
  r.deal();
  assert.equal(r.hand().phase, 'betting', 'served: the next hand is played');
  assert.ok(r.hand().hand.every((x) => !x.folded));
});

test('003 §3.1.10.5, §3.1.2.5: the count goes with the player, not the seat — moved to balance the tables, he misses his hands at the new one; disqualifications (chips removed from play) unbalance them', () => {
  const r = run(MTT(), 18, 'pen-move');
  assert.deepEqual(r.s.tables.map((t) => t.seats.length), [9, 9]);
  const t2 = (r.s.tables[1] as TState['tables'][number]).seats.map((x) => x.player);
  r.go({ type: 'disqualify', by: TD, at: 1_200, player: t2[0] as string });
  assert.deepEqual(r.events.filter((e) => e.type === 'chips-removed'), [{ type: 'chips-removed', player: t2[0], chips: 10000, cite: '003 §3.1.10.5' }]);
  // The second leaves t2 two short: t1's next big blind moves there (the director is pure: ask it who, then penalise him first).
  const dq2: TournamentAction = { type: 'disqualify', by: TD, at: 1_300, player: t2[1] as string };
  const mover = (director.apply(r.s, dq2).events.find((e) => e.type === 'player-moved') as unknown as { player: string }).player;
  assert.equal(r.player(mover).table, 't1');
  r.go({ type: 'penalty', by: TD, at: 1_250, player: mover, rounds: 1 });
  assert.equal(r.player(mover).penalty, 9, 'one round at nine players');
  r.go(dq2);
  const moved = r.events.find((e) => e.type === 'player-moved') as unknown as { player: string; to: string };
  assert.deepEqual([moved.player, moved.to], [mover, 't2']);
  assert.equal(r.player(mover).penalty, 9, 'his count moved with him');
  assert.deepEqual([r.player(t2[0] as string).place, r.player(t2[1] as string).place], [18, 17], 'out at the ruling, the worst place not yet given');
  assert.equal(chipsInPlay(r.s), 160000, 'two stacks left play; nobody received them');
  // Moved to the worst position, he may wait for the big blind (003 §3.1.2.5): a hand he is not dealt does not count.
  for (let i = 0; i < 9; i++) {
    r.deal('t2');
    if (r.hand('t2').hand.some((x) => x.player === mover)) break;
    assert.equal(r.player(mover).penalty, 9, 'not dealt, not counted');
    r.foldOut('t2');
  }
  assert.equal(r.hand('t2').hand.find((x) => x.player === mover)?.folded, true, 'mucked at his new table');
  assert.equal(r.player(mover).penalty, 8);
  // A disqualified player does not re-enter (the bases allow one re-entry to a player out of chips).
  refuses(() => r.go({ type: 're-enter', by: P(t2[0] as string), at: 1_400 }), 'disqualified');
});

test('003 §3.1.10.5: disqualified in a hand — his hand dead at once, what he put in stays in the pot, the rest of his chips removed from play when it ends; nobody receives them', () => {
  const r = run(SNG(), 9, 'pen-dq');
  r.deal();
  const h = r.hand() as HandView & { toAct: number };
  const raiser = h.hand[h.toAct]?.player as string;
  r.go({ type: 'hand', by: P(raiser), at: 2_100, table: 't1', action: { type: 'raise', amount: 60, by: P(raiser) } as GameAction });
  refuses(() => r.go({ type: 'disqualify', by: P('p1'), at: 2_200, player: raiser }), 'director-only');
  r.go({ type: 'disqualify', by: TD, at: 2_200, player: raiser });
  assert.deepEqual(r.events.find((e) => e.type === 'player-disqualified'), { type: 'player-disqualified', player: raiser, table: 't1', place: 9, cite: '003 §3.1.10.5' });
  assert.equal(r.hand().hand.find((x) => x.player === raiser)?.folded, true);
  assert.equal(r.s.tables[0]?.seats.some((x) => x.player === raiser), true, 'seated until his hand ends');
  r.foldOut();
  const removed = r.events.find((e) => e.type === 'chips-removed');
  assert.deepEqual(removed, { type: 'chips-removed', player: raiser, chips: 2940, cite: '003 §3.1.10.5' });
  assert.equal(r.s.tables[0]?.seats.some((x) => x.player === raiser), false);
  assert.equal(r.player(raiser).chips, 0);
  assert.equal(chipsInPlay(r.s), 24060, 'his 60 went to the pot, his 2940 left play');
  refuses(() => r.go({ type: 'penalty', by: TD, at: 2_300, player: raiser, rounds: 1 }), 'not-playing');
});

test('003 §3.1.10.5; 003 §3.6: disqualified players keep the place of their ruling and its prize; the pool is paid out to zero, the ledger balances', () => {
  const r = run(SNG(), 9, 'pen-prize');
  for (let i = 1; i <= 8; i++) r.go({ type: 'disqualify', by: TD, at: 100 + i, player: `p${i}` });
  assert.equal(r.s.status, 'finished');
  assert.deepEqual(
    r.s.players.map((p) => p.place),
    [9, 8, 7, 6, 5, 4, 3, 2, 1],
  );
  const m = balances(r.entries as never);
  assert.equal(m.get('pool:tournament-t'), 0, 'the pool ends at zero');
  assert.equal([...m.values()].reduce((t, x) => t + x, 0), 0, 'every entry balances');
  // Places 2 and 3 (p8, p7, disqualified) are paid as the prize table pays them (nine players: three places).
  for (const id of ['p8', 'p7']) {
    assert.ok(r.player(id).prize > 0, `${id} keeps the prize of his place`);
    assert.equal(m.get(`wallet:${id}`), -2200 + r.player(id).prize);
  }
  assert.equal(r.s.players.reduce((t, p) => t + p.prize, 0), 18000, 'the whole pool (9 × 20.00) paid');
  assert.equal(m.get('wallet:p6'), -2200, 'unpaid places pay nothing');
  assert.equal(chipsInPlay(r.s), 3000, 'only the winner\'s stack is left in play');
});

test('000 §17 VIII.3: a tournament on a 000 profile writes no penalty rounds (refused, the person in charge decides); its disqualification cites 000 §17 VIII.3 a, h', () => {
  const r = run({ ...SNG(), profile: 'eus' }, 9, 'pen-eus');
  refuses(() => r.go({ type: 'penalty', by: TD, at: 1, player: 'p1', rounds: 1 }), 'unwritten');
  r.go({ type: 'disqualify', by: TD, at: 2, player: 'p1' });
  assert.equal(r.events.find((e) => e.type === 'player-disqualified')?.cite, '000 §17 VIII.3 a, h');
});

test('crash recovery: the penalty counts and a disqualification are in the stored state and rebuilt by replaying the recorded actions (the store\'s snapshot and log)', () => {
  const r = run(SNG(), 9, 'pen-replay');
  r.go({ type: 'penalty', by: TD, at: 1, player: 'p4', rounds: 1 });
  r.deal();
  r.foldOut();
  r.go({ type: 'disqualify', by: TD, at: 4_000, player: 'p5' });
  r.deal();
  // The snapshot is the state's JSON: parsed back, the next step is the same.
  const parsed = JSON.parse(JSON.stringify(r.s)) as TState;
  assert.equal(parsed.players.find((p) => p.player === 'p4')?.penalty, 7);
  assert.equal(parsed.players.find((p) => p.player === 'p5')?.disqualified, true);
  // The log: every recorded action replayed from the bases gives the state.
  let s = director.open('t', SNG(), 0);
  for (const a of r.actions) s = director.apply(s, a).state;
  assert.deepEqual(JSON.parse(JSON.stringify(s)), parsed);
});
