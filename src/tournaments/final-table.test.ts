import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shippedBases, type Bases } from './bases.js';
import type { TournamentEvent } from './contract.js';
import { director, type TState } from './director.js';
import { runBots } from './testing.js';

const MTT = (): Bases => ({ ...structuredClone(shippedBases().find((b) => b.id === 'mtt-nlhe-scheduled') as Bases), startsAt: 1_000 });
interface Drawn {
  seats: { box: number; player: string }[];
  button: number;
  table: string;
}
const of = (events: readonly TournamentEvent[], type: string): Record<string, unknown>[] => events.filter((e) => e.type === type) as Record<string, unknown>[];

test('the final table (bases finalTableRedraw, croupier default as 003 is silent): when it forms from several tables, once between hands, every player gets a drawn seat and the button is drawn among them; the first final-table hand is dealt on that button; recorded and replayable', () => {
  for (const seed of ['final-a', 'final-b', 'final-c']) {
    let drawn = null as Drawn | null;
    let firstHand: Record<string, unknown> | null = null;
    let formed = 0;
    const r = runBots(MTT(), 20, seed, {
      each(_before, action, st) {
        formed += of(st.events, 'final-table').length;
        const d = of(st.events, 'final-table-drawn')[0];
        if (d) {
          assert.equal(drawn, null, 'drawn once');
          drawn = d as unknown as Drawn;
          const t = st.state.tables[0];
          assert.equal(st.state.tables.length, 1);
          assert.ok(t && !(t.hand && t.hand.phase !== 'over'), 'drawn between hands');
          const seats = (d as unknown as Drawn).seats;
          assert.deepEqual(seats.map((x) => x.player).sort(), t.seats.map((x) => x.player).sort(), 'every final-table player is drawn a seat');
          assert.equal(new Set(seats.map((x) => x.box)).size, seats.length);
          assert.ok(seats.every((x) => x.box >= 1 && x.box <= 9));
          for (const x of seats) assert.equal(st.state.players.find((p) => p.player === x.player)?.box, x.box);
          assert.ok(seats.some((x) => x.box === (d as unknown as Drawn).button), 'the button is drawn among the players');
        }
        if (drawn && !firstHand && action.type === 'deal') firstHand = of(st.events, 'hand-dealt')[0] ?? null;
      },
    });
    assert.equal(r.state.status, 'finished');
    assert.equal(formed, 1, 'the final table forms once');
    assert.ok(drawn && firstHand, `${seed}: the redraw and the first final-table hand`);
    assert.equal((firstHand as Record<string, unknown>).button, (drawn as { button: number }).button, 'the first hand is dealt on the drawn button');
    let s: TState = director.open('bots', MTT(), 0);
    for (const a of r.actions) s = director.apply(s, a).state;
    assert.deepEqual(s, r.state, 'the recorded actions replay the redraw');
  }
});

test('bases with finalTableRedraw false keep the seats when the final table forms; a sit & go starting at one table draws nothing again', () => {
  let seatsBefore: string | null = null;
  let checked = false;
  runBots({ ...MTT(), finalTableRedraw: false }, 20, 'final-kept', {
    each(before, _action, st) {
      assert.equal(of(st.events, 'final-table-drawn').length, 0);
      if (of(st.events, 'final-table').length) {
        seatsBefore = JSON.stringify(before.players.filter((p) => st.state.players.find((q) => q.player === p.player)?.table === st.state.tables[0]?.id && p.table === st.state.tables[0]?.id).map((p) => [p.player, p.box]));
        const after = JSON.stringify(st.state.players.filter((p) => before.players.find((q) => q.player === p.player)?.table === st.state.tables[0]?.id && p.table === st.state.tables[0]?.id).map((p) => [p.player, p.box]));
        assert.equal(after, seatsBefore, 'the players already at the final table keep their seats');
        checked = true;
      }
    },
  });
  assert.ok(checked);
  const sng = runBots(structuredClone(shippedBases().find((b) => b.id === 'sng-nlhe-9') as Bases), 9, 'final-sng', {
    each(_b, _a, st) {
      assert.equal(of(st.events, 'final-table-drawn').length, 0);
    },
  });
  assert.equal(sng.state.status, 'finished');
});

test('003 §3.1.9.5 hand-for-hand: an all-in and call gets no board until the other tables have finished their hands of the round; then the boards are dealt and the round closes', () => {
  let heldSeen = 0;
  let released = 0;
  for (const seed of ['h4h-hold-a', 'h4h-hold-b', 'h4h-hold-c', 'h4h-hold-d']) {
    const boards = new Map<string, number>();
    runBots({ ...MTT(), seatsPerTable: 6 }, 50, seed, {
      each(before, action, st) {
        const s = st.state;
        for (const t of s.tables) {
          const h = t.hand as unknown as { phase: string; boards: string[][] } | null;
          if (!h || h.phase !== 'dealing') {
            boards.delete(t.id);
            continue;
          }
          assert.ok(s.h4h, 'a board waits only hand-for-hand');
          const cards = h.boards.flat().length;
          if (boards.has(t.id)) assert.equal(cards, boards.get(t.id), 'no board card is dealt while the board waits');
          else heldSeen += 1;
          boards.set(t.id, cards);
          // Another table is still playing its hand of the round, or has yet to deal it.
          const h4h = s.h4h as { dealt: string[] };
          assert.ok(s.tables.some((o) => o !== t && ((o.hand && o.hand.phase !== 'over' && o.hand.phase !== 'dealing') || (!h4h.dealt.includes(o.id) && o.seats.length >= 2))), 'a board waits only for another table');
        }
        for (const e of of(st.events, 'board-released')) {
          released += 1;
          const other = before.tables.filter((o) => o.id !== e.table && o.hand && o.hand.phase !== 'over' && o.hand.phase !== 'dealing' && o.id !== (action as { table?: string }).table);
          assert.equal(other.length, 0, 'released once every other table\'s hand is done');
        }
      },
    });
  }
  assert.ok(heldSeen > 0 && released >= heldSeen, `${heldSeen} boards held, ${released} released`);
});
