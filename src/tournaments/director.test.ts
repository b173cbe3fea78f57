import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Audience } from '../core/ids.js';
import { seededRng } from '../rng/seeded-rng.js';
import { shippedBases, type Bases } from './bases.js';
import type { TournamentAction } from './contract.js';
import { director, H4H_MS, playingIn, type TState } from './director.js';
import { TournamentError } from './errors.js';
import { nextBlinds } from './seating.js';
import { balances, runBots } from './testing.js';

const SNG = (): Bases => structuredClone(shippedBases().find((b) => b.id === 'sng-nlhe-9') as Bases);
const MTT = (): Bases => ({ ...structuredClone(shippedBases().find((b) => b.id === 'mtt-nlhe-scheduled') as Bases), startsAt: 1_000 });
const P = (id: string) => ({ kind: 'player' as const, player: id });
const SYS = { kind: 'system' as const };
const TD = { kind: 'dealer' as const };
const rng = seededRng('director-tests');

function step(s: TState, a: TournamentAction): ReturnType<typeof director.apply> {
  return director.apply(s, director.randomize(s, a, rng));
}
function registered(b: Bases, n: number): TState {
  let s = director.open('t', b, 0);
  for (let i = 1; i <= n; i++) s = step(s, { type: 'register', by: P(`p${i}`), at: 0 }).state;
  return s;
}
const refuses = (f: () => unknown, code: string): void => void assert.throws(f, (e: unknown) => e instanceof TournamentError && e.code === `tournaments/${code}`, code);

test('registration takes the entry to the prize pool and the fee to the house; unregistration before the start returns both (000 Art. 2bis 1.d)', () => {
  const s0 = director.open('t', SNG(), 0);
  const r = step(s0, { type: 'register', by: P('ann'), at: 0 });
  assert.deepEqual(r.entries.map((e) => [e.kind, e.postings]), [
    ['entry', [{ account: 'wallet:ann', amount: -2000 }, { account: 'pool:tournament-t', amount: 2000 }]],
    ['fee', [{ account: 'wallet:ann', amount: -200 }, { account: 'revenue', amount: 200 }]],
  ]);
  assert.equal(playingIn(r.state, 'ann'), true);
  refuses(() => step(r.state, { type: 'register', by: P('ann'), at: 0 }), 'registered');
  const u = step(r.state, { type: 'unregister', by: P('ann'), at: 1 });
  assert.equal([...balances([...r.entries, ...u.entries]).values()].every((x) => x === 0), true);
  assert.equal(u.state.players.length, 0);
  assert.equal(playingIn(u.state, 'ann'), false);
});

test('a sit & go starts when full: due returns the start, and the seat draw fills one table at random (003 §3.1.2.1)', () => {
  const s8 = registered(SNG(), 8);
  assert.deepEqual(director.due(s8, 0), []);
  const s9 = step(s8, { type: 'register', by: P('p9'), at: 0 }).state;
  const due = director.due(s9, 5);
  assert.deepEqual(due.map((a) => a.type), ['start']);
  refuses(() => director.apply(s9, due[0] as TournamentAction), 'not-randomized');
  const st = step(s9, due[0] as TournamentAction).state;
  assert.equal(st.status, 'running');
  assert.equal(st.tables.length, 1);
  assert.equal(new Set(st.tables[0]?.seats.map((x) => x.box)).size, 9);
  assert.ok(st.players.every((p) => p.chips === 3000 && p.status === 'playing'));
  refuses(() => step(st, { type: 'unregister', by: P('p1'), at: 6 }), 'started');
  assert.deepEqual(director.due(st, 6).map((a) => a.type), ['deal']);
});

test('an illegal decision in a hand is refused with the game\'s reason and changes nothing', () => {
  let s = registered(SNG(), 9);
  s = step(s, { type: 'start', by: TD, at: 0 }).state;
  s = step(s, { type: 'deal', by: SYS, at: 1, table: 't1' }).state;
  const hand = s.tables[0]?.hand as unknown as { hand: { player: string }[]; toAct: number };
  const notToAct = hand.hand.find((_, i) => i !== hand.toAct)?.player as string;
  const before = JSON.stringify(s);
  refuses(() => step(s, { type: 'hand', by: P(notToAct), at: 2, table: 't1', action: { type: 'fold', by: P(notToAct) } }), 'hand-refused');
  refuses(() => step(s, { type: 'deal', by: SYS, at: 2, table: 't1' }), 'cannot-deal');
  // A cash table's own actions are not a tournament hand's: the player to act may not leave or sit out through it.
  const toAct = hand.hand[hand.toAct]?.player as string;
  for (const type of ['leave', 'sit-out', 'straddle']) refuses(() => step(s, { type: 'hand', by: P(toAct), at: 2, table: 't1', action: { type, box: 1, by: P(toAct) } as never }), 'not-a-decision');
  assert.equal(JSON.stringify(s), before);
});

test('levels advance by recorded ticks at the level\'s end; the new level applies to the next hand (003 §3.1.4.1); a pause keeps the time left', () => {
  let s = registered(SNG(), 9);
  s = step(s, { type: 'start', by: TD, at: 0 }).state;
  s = step(s, { type: 'deal', by: SYS, at: 1, table: 't1' }).state;
  const bigOf = (st: TState): number => (st.tables[0]?.hand as unknown as { profile: { blinds: { value: { big: number } } } }).profile.blinds.value.big;
  assert.equal(bigOf(s), 20);
  assert.equal(director.nextDeadline(s), Math.min(8 * 60_000, 1 + 30_000));
  refuses(() => step(s, { type: 'tick', by: SYS, at: 8 * 60_000 - 1 }), 'not-due');
  const p = step(s, { type: 'pause', by: TD, at: 60_000 }).state;
  assert.equal(p.status, 'paused');
  assert.equal(p.clock.left, 7 * 60_000);
  refuses(() => step(p, { type: 'pause', by: P('p1'), at: 60_000 }), 'director-only');
  const r = step(p, { type: 'resume', by: TD, at: 10 * 60_000 }).state;
  assert.equal(r.clock.endsAt, 17 * 60_000);
  const t = step(r, { type: 'tick', by: SYS, at: 17 * 60_000 }).state;
  assert.equal(t.clock.level, 1);
  assert.equal(bigOf(t), 20, 'the hand in progress keeps its level');
  // Finish the hand: everybody folds to the big blind, then the next hand is dealt at 15/30.
  let u = t;
  for (let i = 0; i < 20 && u.tables[0]?.hand?.phase !== 'over'; i++) {
    const h = u.tables[0]?.hand as unknown as { hand: { player: string }[]; toAct: number };
    const who = (h.hand[h.toAct] as { player: string }).player;
    u = step(u, { type: 'hand', by: P(who), at: 17 * 60_000 + i, table: 't1', action: { type: 'fold', by: P(who) } }).state;
  }
  u = step(u, { type: 'deal', by: SYS, at: 18 * 60_000, table: 't1' }).state;
  assert.equal(bigOf(u), 30);
});

test('a player with fewer chips than the big blind is dealt in, all in for what he has (003 §3.1.2.2: a player with chips plays)', () => {
  let s = registered(SNG(), 9);
  s = step(s, { type: 'start', by: TD, at: 0 }).state;
  const short = s.players[0] as TState['players'][number];
  s = { ...s, players: s.players.map((p) => (p === short ? { ...p, chips: 5 } : p)) };
  s = step(s, { type: 'deal', by: SYS, at: 1, table: 't1' }).state;
  assert.ok(s.tables[0]?.hand?.hand.some((x) => x.player === short.player), 'the short stack is dealt in');
});

test('the chip race at a colour-up never eliminates: a player with only chips raced off gets one chip of the smallest left (003 §3.1.4.2)', () => {
  const b = SNG();
  b.breaks = [{ afterLevel: 1, minutes: 5, colourUp: { remove: 5, smallest: 25 } }];
  let s = registered(b, 9);
  s = step(s, { type: 'start', by: TD, at: 0 }).state;
  // Odd chips everywhere, one player holding only 5 (raced off).
  s = { ...s, players: s.players.map((p, i) => ({ ...p, chips: i === 0 ? 5 : 3000 + 5 * i })) };
  s = step(s, { type: 'tick', by: SYS, at: 8 * 60_000 }).state;
  assert.equal(s.status, 'break');
  refuses(() => step(s, { type: 'deal', by: SYS, at: 8 * 60_000 + 1, table: 't1' }), 'cannot-deal');
  const r = step(s, { type: 'tick', by: SYS, at: 13 * 60_000 });
  assert.equal(r.state.status, 'running');
  assert.equal(r.state.clock.level, 1);
  assert.ok(r.state.players.every((p) => p.chips > 0 && p.chips % 25 === 0 && p.status === 'playing'), JSON.stringify(r.state.players.map((p) => p.chips)));
  assert.ok(r.events.some((e) => e.type === 'chip-race' && e.player === 'p1' && e.after === 25));
  // Odd chips 5 (p1), 5, 10, 15, 20, 0, 5, 10, 15 = 85: 3 chips of 25 to race (85/25 = 3.4, to the nearer), one each;
  // p1 has his chip won or given.
  const gained = r.state.players.filter((p, i) => i > 0 && p.chips > Math.floor((3000 + 5 * i) / 25) * 25).length;
  assert.ok(gained === 3 || gained === 2, `${gained} won`);
});

test('late registration and re-entry get a full stack at a seat drawn like a new player\'s (003 §3.1.2.2); not after the level the bases name', () => {
  const b = MTT();
  let s = registered(b, 20);
  s = step(s, { type: 'start', by: SYS, at: 1_000 }).state;
  assert.equal(s.tables.length, 3);
  const late = step(s, { type: 'register', by: P('late'), at: 2_000 });
  const p = late.state.players.find((x) => x.player === 'late');
  assert.equal(p?.chips, 10_000);
  assert.ok(p?.table && p.box);
  assert.ok(late.entries.some((e) => e.kind === 'entry'));
  refuses(() => step(late.state, { type: 're-enter', by: P('late'), at: 3_000 }), 'not-now');
  // Out of chips: re-entry with a full stack, a new seat.
  const out = { ...late.state, players: late.state.players.map((x) => (x.player === 'late' ? { ...x, status: 'out' as const, chips: 0, table: null, box: null } : x)), tables: late.state.tables.map((t) => ({ ...t, seats: t.seats.filter((x) => x.player !== 'late') })) };
  assert.equal(playingIn(out, 'late'), false);
  const re = step(out, { type: 're-enter', by: P('late'), at: 3_000 });
  assert.equal(re.state.players.find((x) => x.player === 'late')?.chips, 10_000);
  assert.equal(re.state.players.find((x) => x.player === 'late')?.entries, 2);
  assert.equal(playingIn(re.state, 'late'), true);
  // After level 4 the registration is closed.
  const after = { ...s, clock: { ...s.clock, level: 4 } };
  refuses(() => step(after, { type: 'register', by: P('later'), at: 5_000 }), 'registration-closed');
});

test('a rebuy (a stack at most the starting one, between hands) and the add-on at its break buy chips: entry to the pool, fee to the house, as many as the bases allow (003 §3.1.4.5)', () => {
  const b = { ...MTT(), rebuy: { entry: 5000, fee: 500, chips: 10_000, untilLevel: 2, max: 1 } };
  let s = registered(b, 20);
  s = step(s, { type: 'start', by: TD, at: 1_000 }).state;
  const r = step(s, { type: 'rebuy', by: P('p1'), at: 2_000 });
  assert.equal(r.state.players.find((p) => p.player === 'p1')?.chips, 20_000);
  assert.deepEqual(r.entries.map((e) => e.kind), ['entry', 'fee']);
  assert.equal(r.state.pool, s.pool + 5000);
  refuses(() => step(r.state, { type: 'rebuy', by: P('p1'), at: 2_001 }), 'limit');
  refuses(() => step(s, { type: 'add-on', by: P('p2'), at: 2_000 }), 'not-now');
  const onBreak: TState = { ...s, status: 'break', clock: { level: 3, onBreak: true, endsAt: 99_999_999, left: null } };
  const a = step(onBreak, { type: 'add-on', by: P('p2'), at: 3_000 });
  assert.equal(a.state.players.find((p) => p.player === 'p2')?.chips, 20_000);
  refuses(() => step(a.state, { type: 'add-on', by: P('p2'), at: 3_001 }), 'limit');
  refuses(() => step({ ...s, clock: { ...s.clock, level: 2 } }, { type: 'rebuy', by: P('p3'), at: 2_000 }), 'not-now');
});

test('a cancelled tournament returns every entry and fee', () => {
  let s = registered(MTT(), 12);
  s = step(s, { type: 'start', by: TD, at: 1_000 }).state;
  const c = step(s, { type: 'cancel', by: TD, at: 2_000 });
  const bal = balances(c.entries);
  assert.equal(bal.get('pool:tournament-t'), -12 * 5000);
  assert.equal(bal.get('revenue'), -12 * 500);
  assert.equal(c.state.status, 'cancelled');
});

test('a sit & go of bots plays to the finish: three places paid 50/30/20 (003 §3.6), the pool and fees balance to the cent', () => {
  const r = runBots(SNG(), 9, 'sng');
  assert.equal(r.state.status, 'finished');
  const bal = balances(r.entries);
  assert.equal(bal.get('pool:tournament-bots'), 0);
  assert.equal(bal.get('revenue'), 9 * 200);
  assert.equal([...bal.values()].reduce((t, x) => t + x, 0), 0);
  const prizes = r.entries.filter((e) => e.kind === 'prize').reduce((t, e) => t + (e.postings[1]?.amount ?? 0), 0);
  assert.equal(prizes, 18_000);
  assert.equal(r.state.players.filter((p) => p.place === 1).length, 1);
  assert.equal(director.book(r.state).results.length, 9);
});

test('50 bots from registration to payout: tables balanced after every move, nobody skips the big blind by a move (003 §3.1.2.5), places ordered by chips, replay reproduces the state, views show no hole card and no secret', () => {
  for (const seed of ['mtt-50', 'mtt-50b']) fiftyBots(seed, 9);
  // Six-handed tables: 8 players left (6 paid) sit at two tables, so play goes hand-for-hand.
  fiftyBots('mtt-50c', 6);
  // The bases' hand-for-hand advance (handForHandSeconds) instead of the rule's two minutes.
  fiftyBots('mtt-50c', 6, 60);
});

function fiftyBots(seed: string, seats: number, h4hSeconds?: number): void {
  const start = performance.now();
  const firstHand = new Map<string, string>(); // moved player → his new table, until his first hand there
  let checkedMoves = 0;
  let checkedFirst = 0;
  let steps = 0;
  let h4h = 0;
  const r = runBots({ ...MTT(), seatsPerTable: seats, ...(h4hSeconds ? { handForHandSeconds: h4hSeconds } : {}) }, 50, seed, {
    each(before, action, st) {
      steps += 1;
      const s = st.state;
      h4h += st.events.filter((e) => e.type === 'hand-for-hand-round').length;
      // Hand-for-hand: the clock is stopped and each round takes two minutes off it (003 §3.1.9.5).
      if (s.h4h && before.h4h && s.status === 'running' && before.status === 'running') assert.equal(s.clock.endsAt, null, 'the clock stops hand-for-hand');
      if (st.events.some((e) => e.type === 'hand-for-hand-round') && before.status === 'running' && s.clock.level === before.clock.level && before.clock.left !== null && s.clock.left !== null)
        assert.equal(before.clock.left - s.clock.left, Math.min(h4hSeconds ? h4hSeconds * 1000 : H4H_MS, before.clock.left), 'a hand-for-hand round takes two minutes (or the bases\' handForHandSeconds)');
      // Balance: the tables differ by one player at most, unless every fullest (or every shortest) table is in a hand,
      // or a hand-for-hand round is still being played (the tables are balanced between rounds).
      if (s.tables.length > 1 && !(s.h4h && s.tables.some((t) => !!t.hand && t.hand.phase !== 'over'))) {
        const counts = s.tables.map((t) => t.seats.length);
        const max = Math.max(...counts);
        const min = Math.min(...counts);
        const busy = (n: number): boolean => s.tables.filter((t) => t.seats.length === n).every((t) => !!t.hand && t.hand.phase !== 'over');
        assert.ok(max - min <= 1 || busy(max) || busy(min), `tables ${counts.join('/')} after ${action.type}`);
      }
      if (action.type === 'deal' && before.tables.length > 1) {
        const counts = before.tables.map((t) => t.seats.length);
        assert.ok(Math.max(...counts) - (before.tables.find((t) => t.id === action.table)?.seats.length ?? 0) < 3, 'play halts at a table 3 short');
      }
      // The player moved is the source table's next big blind, and his first hand at the new table is not on the button or the small blind.
      const moves = st.events.filter((e) => e.type === 'player-moved');
      const bySource = new Map<string, string[]>();
      for (const m of moves) bySource.set(m.from as string, [...(bySource.get(m.from as string) ?? []), m.player as string]);
      for (const [from, movers] of bySource) {
        const src = s.tables.find((t) => t.id === from);
        const mover = before.players.find((p) => p.player === movers[0]);
        if (!src || !mover?.box || st.events.some((e) => e.type === 'table-broken')) continue;
        const boxes = [...src.seats.map((x) => x.box), ...movers.map((m) => before.players.find((p) => p.player === m)?.box as number)];
        assert.equal(nextBlinds(boxes, src.blinds)?.bb, mover.box, `${mover.player} was next to be big blind at ${from}`);
        checkedMoves += 1;
      }
      for (const m of moves) firstHand.set(m.player as string, m.to as string);
      if (action.type === 'deal') {
        const t = s.tables.find((x) => x.id === action.table);
        const order = t?.hand?.hand.map((x) => x.player) ?? [];
        for (const [player, table] of [...firstHand]) {
          if (table !== action.table || !order.includes(player)) continue;
          const i = order.indexOf(player);
          const dealt = st.events.find((e) => e.type === 'hand-dealt') as unknown as { smallBlind: string | null; button: number };
          if (order.length > 2) assert.ok(dealt.smallBlind !== player && t?.seats.find((x) => x.player === player)?.box !== dealt.button, `${player} moved in got the small blind or the button`);
          else assert.equal(i, 0, `${player} moved in heads-up takes the big blind`);
          firstHand.delete(player);
          checkedFirst += 1;
        }
      }
      // Views: no secret, no deck, and no face-down card but the player's own.
      if (steps % 37 === 0) {
        for (const a of [{ kind: 'dealer' }, { kind: 'auditor' }, { kind: 'spectator' }, { kind: 'player', player: 'p001' }] as Audience[]) {
          const v = director.view(s, a) as { tables: { hand: { seats: { player: string; cards: ({ card: string; up: boolean } | null)[] }[]; phase: string } | null }[] };
          const text = JSON.stringify(v);
          assert.ok(!s.secret || !text.includes(s.secret), 'the secret stays hidden');
          assert.ok(!text.includes('"order"') && !text.includes('"salt"') && !text.includes('"seed"'), 'no deck order, salt or seed');
          for (const [i, t] of v.tables.entries()) {
            const real = s.tables[i]?.hand as unknown as { hand: { player: string; cards: { card: string; up: boolean }[]; shown: boolean; folded: boolean }[] } | null;
            for (const seat of t.hand?.seats ?? []) {
              const held = real?.hand.find((x) => x.player === seat.player);
              seat.cards.forEach((c, k) => {
                const card = held?.cards[k];
                if (c && card && !card.up && !(held.shown && !held.folded)) assert.equal(a.kind === 'player' && a.player === seat.player, true, `${a.kind} sees ${seat.player}'s hole card`);
              });
            }
          }
        }
      }
    },
  });
  const ms = performance.now() - start;
  assert.equal(r.state.status, 'finished');
  assert.ok(ms < 20_000, `${ms} ms`);
  assert.ok(checkedMoves > 0 && checkedFirst > 0, `${checkedMoves} moves checked, ${checkedFirst} first hands`);
  console.log(`50 bots (${seed}): ${r.hands} hands, ${r.actions.length} actions, ${checkedMoves} moves, ${checkedFirst} first hands after a move, ${h4h} hand-for-hand rounds, ${Math.round(ms)} ms`);
  if (seats === 6) assert.ok(h4h > 0, 'hand-for-hand near the money');
  // Money: every entry and fee balanced to the cent; the pool paid out whole, 2% of it to the ranking fund.
  const bal = balances(r.entries);
  assert.equal(bal.get('pool:tournament-bots'), 0);
  assert.equal(bal.get('revenue'), r.state.fees);
  assert.equal(bal.get('pool:ranking-fund'), Math.floor(r.state.pool * 0.02));
  assert.equal([...bal.values()].reduce((t, x) => t + x, 0), 0);
  // Places: 1 to 50; players out together ordered by the chips they began the hand with.
  const places = r.state.players.map((p) => p.place as number);
  assert.equal(Math.min(...places), 1);
  assert.ok(places.every((x) => x >= 1 && x <= 50));
  for (const p of r.state.players)
    for (const q of r.state.players)
      if (p.group === q.group && (p.outWith ?? 0) > (q.outWith ?? 0)) assert.ok((p.place as number) < (q.place as number), `${p.player} began with more chips than ${q.player}`);
  // Replay: the recorded actions rebuild the final state exactly.
  let s = director.open('bots', { ...MTT(), seatsPerTable: seats, ...(h4hSeconds ? { handForHandSeconds: h4hSeconds } : {}) }, 0);
  for (const a of r.actions) s = director.apply(s, a).state;
  assert.deepEqual(s, r.state);
}

test('the decision time is the bases\' decisionSeconds (default 30 s, 003 §3.1.4.7): the player to act is timed out by the clock at its end', () => {
  let s = registered({ ...SNG(), decisionSeconds: 12 }, 9);
  s = step(s, { type: 'start', by: TD, at: 0 }).state;
  s = step(s, { type: 'deal', by: SYS, at: 1, table: 't1' }).state;
  assert.equal(director.nextDeadline(s), 1 + 12_000);
  assert.deepEqual(director.due(s, 12_000), []);
  assert.equal(director.due(s, 1 + 12_000)[0]?.type, 'hand', 'his time is up: the system acts for him');
});
