/**
 * Issue 17, "The pace of a round": who holds a round, how long its outcome stays on the table, and where its timers
 * stand after a restart. In-process servers with the registered games; the tables' time is a `ManualClock`, so
 * nothing here depends on the machine's speed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Actor } from '../../src/core/ids.js';
import type { TableRuntime } from '../../src/table/table-runtime.js';
import { paceServer, type PaceServer } from './pace-fixture.js';

const names = (awaiting: readonly Actor[] | undefined): string[] => (awaiting ?? []).map((a) => (a.kind === 'player' ? a.player : a.kind));

async function bet(rt: TableRuntime, username: string, action: Record<string, unknown>, key: string): Promise<void> {
  const r = rt.roundFor('player', username);
  assert.ok(r, `${username} sees a round`);
  await rt.act({ username, as: 'player', key, round: r.id, version: r.version, action });
}

test('a player who only opens the table holds no round: blackjack deals as soon as the seated bettor is done', async () => {
  const p = await paceServer();
  try {
    const rt = await p.open('bj', 'blackjack', 'gr');
    await rt.sit('alice', 1);
    // carol opens the table's page signed in (joined as a player), takes no box and stakes nothing.
    rt.attach('carol');
    await p.idle();
    assert.ok(!names(rt.roundFor('player', 'alice')?.awaiting).includes('carol'), 'carol is not waited for');
    await bet(rt, 'alice', { type: 'bet', box: 1, amount: 1000 }, 'a-1');
    await bet(rt, 'alice', { type: 'done-betting' }, 'a-2');
    await p.idle();
    const after = rt.roundFor('player', 'alice');
    assert.notEqual(after?.timer, 'betting', 'betting closed when the only bettor was done');
    assert.ok(!names(after?.awaiting).includes('carol'), `still waiting for carol: ${JSON.stringify(after?.awaiting)}`);
    assert.notEqual((after?.view as { phase?: string } | undefined)?.phase, 'betting', 'the cards are dealt');
    // carol's arrivals and departures while the round is played void nothing.
    for (let i = 0; i < 5; i++) {
      rt.detach('carol');
      rt.attach('carol');
    }
    await p.idle();
    const voided = await p.s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE status = 'voided'");
    assert.equal(Number(voided?.n), 0);
  } finally {
    await p.stop();
  }
});

test('the outcome stays on the table for the table’s outcome pause, with each player’s net, before the next round opens', async () => {
  const p = await paceServer();
  try {
    const rt = await p.open('rf', 'roulette-french', 'cv', { outcomeMs: 4_000 });
    const min = (rt.table.config as { minimum: number }).minimum;
    await bet(rt, 'alice', { type: 'place', bet: 'red', amount: min }, 'r-1');
    await bet(rt, 'bob', { type: 'place', bet: 'black', amount: min }, 'r-2');
    // The betting time runs out: the ball is spun and the coup settled.
    await p.advance(15_000);
    assert.ok(rt.last && rt.last.outcome === 'settled', 'the coup is settled');
    const spunAt = p.clock.now();
    assert.equal(rt.current, null, 'no round opens while the outcome is shown');
    assert.equal(rt.nextRoundAt, spunAt + 4_000);
    const shown = rt.lastFor('player', 'alice');
    assert.ok(shown && shown.view, 'the ball stays on the table');
    const net = (u: string): number => (shown?.lines ?? []).filter((l) => l.bettor === u).reduce((s, l) => s + l.net, 0);
    assert.equal(Math.abs(net('alice')), min, 'alice’s net for the coup');
    await p.advance(3_999);
    assert.equal(rt.current, null, 'still shown 1 ms before the pause ends');
    await p.advance(1);
    const next = rt.current as { recorded: boolean } | null;
    assert.ok(next, 'the next round opens when the pause ends');
    assert.equal(next.recorded, false, 'as a draft');
    assert.equal(rt.nextRoundAt, null);
  } finally {
    await p.stop();
  }
});

test('the outcome pause is a table setting validated like the others: a wrong one is refused and changes nothing', async () => {
  const p = await paceServer({ timings: { outcomeMs: 2_500 } });
  try {
    const rt = await p.open('rf', 'roulette-french', 'cv');
    const config = rt.table.config as Record<string, unknown>;
    for (const outcomeMs of [-1, 1.5, 60_001, 'soon'])
      await assert.rejects(rt.dealer({ kind: 'configure', config: { ...config, outcomeMs } }), (e: { code?: string; message?: string }) => e.code === 'table/invalid-config' && /outcomeMs/.test(e.message ?? ''), `outcomeMs ${String(outcomeMs)}`);
    assert.equal(rt.table.pendingConfig, null, 'nothing changed');
    await rt.dealer({ kind: 'configure', config: { ...config, outcomeMs: 1_000 } });
    assert.equal(((rt.table.pendingConfig ?? rt.table.config) as { outcomeMs?: number }).outcomeMs, 1_000, 'stored with the table’s configuration');
    await p.idle();
    // The game never sees the table's own setting.
    const start = await p.s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM rounds');
    assert.equal(Number(start?.n), 0);
    const min = (rt.table.config as { minimum: number }).minimum;
    await bet(rt, 'alice', { type: 'place', bet: 'red', amount: min }, 'r-1');
    const stored = await p.s.ctx.db.one<{ config: string }>('SELECT s.config FROM round_starts s JOIN rounds r ON r.id = s.round_id WHERE r.table_id = ?', ['rf']);
    assert.ok(stored && !('outcomeMs' in (JSON.parse(stored.config) as object)), 'the round’s configuration is the game’s');
    await p.advance(15_000);
    assert.equal(rt.nextRoundAt, p.clock.now() + 1_000, 'the table’s own pause, not the server’s default');
    // A table without a setting of its own takes the server's default.
    const other = await p.open('rf2', 'roulette-french', 'cv');
    await bet(other, 'bob', { type: 'place', bet: 'red', amount: min }, 'r-2');
    await p.advance(15_000);
    assert.equal(other.nextRoundAt, p.clock.now() + 2_500);
  } finally {
    await p.stop();
  }
});

test('timers resume where they stood after a restart: the recovered betting deadline is the recorded first stake’s time plus the betting time', async () => {
  const a = await paceServer();
  const clock = a.clock;
  let staked = 0;
  try {
    const rt = await a.open('rf', 'roulette-french', 'cv');
    await bet(rt, 'alice', { type: 'place', bet: 'red', amount: (rt.table.config as { minimum: number }).minimum }, 'r-1');
    staked = clock.now();
    assert.equal(rt.roundFor('player', 'alice')?.deadline, staked + 15_000);
    await a.advance(12_000);
    assert.equal(rt.last, null, 'still betting when the server stops');
  } finally {
    await a.stop(true);
  }
  // The server comes back 1 s later (its clock went on meanwhile).
  await clock.advance(1_000);
  const b = await paceServer({ dir: a.dir, clock });
  try {
    await b.s.ctx.host.tick();
    await b.idle();
    const rt = b.table('rf');
    const r = rt.roundFor('player', 'alice');
    assert.equal(r?.timer, 'betting');
    assert.equal(r?.deadline, staked + 15_000, 'the betting time left is what was left: 2 s, not a new 15 s nor a 10 s grace');
    await b.advance(1_999);
    assert.equal(rt.last, null);
    await b.advance(1);
    assert.equal((rt.last as { outcome: string } | null)?.outcome, 'settled', 'the coup is spun when the recorded betting time is up');
  } finally {
    await b.stop();
  }
});

const shoesOf = async (p: PaceServer): Promise<{ commitment: string; revealed: boolean; no: number }[]> =>
    (await p.s.ctx.db.all<{ commitment: string; shoe_no: number; revealed_at: number | null }>('SELECT commitment, shoe_no, revealed_at FROM shoes WHERE table_id = ? ORDER BY shoe_no', ['tq'])).map((x) => ({ commitment: x.commitment, revealed: x.revealed_at !== null, no: Number(x.shoe_no) }));

test('a round voided because it cannot be replayed reveals its shoe before the next round starts a new one', async () => {
  const a = await paceServer({ timings: { bettingMs: 1_000 } });
  const clock = a.clock;
  let roundId = 0;
  let before: string[] = [];
  try {
    const rt = await a.open('tq', 'trente-et-quarante', 'cv');
    const min = (rt.table.config as { minimum: number }).minimum;
    // A first coup settles: the shoe goes on into the next coup.
    await bet(rt, 'alice', { type: 'place', bet: 'rouge', amount: min }, 't-1');
    await a.advance(1_000);
    assert.ok(rt.last, 'the first coup is dealt');
    await bet(rt, 'alice', { type: 'place', bet: 'noir', amount: min }, 't-2');
    roundId = rt.current?.id ?? 0;
    assert.ok(roundId);
    before = (await shoesOf(a)).map((x) => x.commitment);
    assert.equal(before.length, 1, 'one shoe, dealt from in both coups');
  } finally {
    await a.stop(true);
  }
  // The coup's log no longer replays.
  const { openDb } = await import('../../src/server/db/db.js');
  const db = await openDb(a.db);
  await db.run(`UPDATE round_actions SET action = '{"type":"deal","by":{"kind":"player","player":"nobody"}}' WHERE round_id = ?`, [roundId]);
  await db.close();
  const b = await paceServer({ dir: a.dir, clock, timings: { bettingMs: 1_000 }, seed: 'pace-after-restart' });
  try {
    await b.s.ctx.host.tick();
    await b.idle();
    const row = await b.s.ctx.db.one<{ status: string }>('SELECT status FROM rounds WHERE id = ?', [roundId]);
    assert.equal(row?.status, 'voided');
    const shoes = await shoesOf(b);
    assert.ok(shoes.find((x) => x.commitment === before[0])?.revealed, `the abandoned shoe is revealed: ${JSON.stringify(shoes)}`);
    // The next coup deals from a new shoe, whose commitment is published when it is.
    const rt = b.table('tq');
    await bet(rt, 'bob', { type: 'place', bet: 'rouge', amount: (rt.table.config as { minimum: number }).minimum }, 't-3');
    const after = await shoesOf(b);
    assert.ok(after.some((x) => !before.includes(x.commitment) && !x.revealed), `a new shoe: ${JSON.stringify(after)}`);
  } finally {
    await b.stop();
  }
});

test('001 §07 VII (cv): chemin de fer with fewer than four seated players says so before the auction and plays (and voids) nothing', async () => {
  const p = await paceServer();
  try {
    const rt = await p.open('cdf', 'chemin-de-fer', 'cv');
    await rt.sit('alice', 1);
    await rt.sit('bob', 2);
    await p.advance(60_000);
    const r = rt.roundFor('player', 'alice');
    assert.deepEqual(r?.needs && { needed: r.needs.needed, seated: r.needs.seated }, { needed: 4, seated: [2] }, 'the table says how many players the game needs');
    assert.equal(r?.needs?.cite, '001 §07 VII', 'the rule is cited');
    assert.deepEqual(r?.legal, [], 'no action is offered while the table waits: each would be refused');
    const bid = rt.roundFor('dealer', null)?.legal.length;
    assert.equal(bid, 0, 'nor to the dealer');
    await assert.rejects(rt.act({ username: 'alice', as: 'player', key: 'cdf-1', round: r!.id, version: r!.version, action: { type: 'bid', amount: 1000 } }), (e: { code?: string; message?: string }) => e.code === 'table/too-few-players' && /needs 4 seated players \(2 seated\)/.test(e.message ?? ''));
    const rounds = await p.s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM rounds');
    assert.equal(Number(rounds?.n), 0, 'no coup recorded, none called off');
    await rt.sit('carol', 3);
    await rt.sit('dave', 4);
    await p.idle();
    assert.equal(rt.roundFor('player', 'alice')?.needs, undefined, 'four seated: the auction can begin');
  } finally {
    await p.stop();
  }
});

test('deux tableaux (cv) says it needs its minimum of seated players at each tableau, the rule cited, and records nothing meanwhile', async () => {
  const p = await paceServer();
  try {
    const rt = await p.open('dt', 'baccarat-deux-tableaux', 'cv');
    for (const [u, box] of [['alice', 1], ['bob', 2], ['carol', 7]] as const) await rt.sit(u, box);
    await p.advance(60_000);
    assert.deepEqual(rt.roundFor('player', 'alice')?.needs?.seated, [2, 1]);
    assert.deepEqual(rt.roundFor('player', 'alice')?.legal, [], 'no bid offered that the table would refuse');
    assert.equal(Number((await p.s.ctx.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM rounds'))?.n), 0);
    await rt.sit('dave', 8);
    await p.idle();
    assert.equal(rt.roundFor('player', 'alice')?.needs, undefined);
  } finally {
    await p.stop();
  }
});

test('000-A3 at the server: a bingo hall calls its balls one by one at the game’s pause (3 s), a table’s own `stepMs` overrides it, and 0 calls them at once', async () => {
  // The server leaves the pause to each game and table here (no `stepMs` of its own).
  const p = await paceServer({ timings: { stepMs: undefined } });
  try {
    const drawn = (rt: TableRuntime): number => ((rt.roundFor('player', 'alice')?.view as { drawn?: number[] } | undefined)?.drawn ?? []).length;
    const play = async (id: string, config?: Record<string, unknown>): Promise<TableRuntime> => {
      const rt = await p.open(id, 'bingo', 'eus', config);
      const price = (rt.table.config as { cardPrice: number }).cardPrice;
      await bet(rt, 'alice', { type: 'buy', amount: price * 6 }, `${id}-buy-a`);
      await bet(rt, 'bob', { type: 'buy', amount: price * 6 }, `${id}-buy-b`);
      // The sales close when the betting time runs out.
      await p.advance(15_000);
      return rt;
    };
    const hall = await play('bg');
    const first = drawn(hall);
    assert.ok(first <= 1, `no run of balls at once: ${first} drawn as sales closed`);
    const round = hall.roundFor('player', 'alice');
    assert.equal(round?.timer, null, 'the pause between balls is no player’s time to decide');
    await p.advance(2_999);
    assert.equal(drawn(hall), first, 'not before the pause is over');
    await p.advance(1);
    assert.equal(drawn(hall), first + 1, 'one ball after 3 s');
    await p.advance(3_000);
    assert.equal(drawn(hall), first + 2, 'and the next 3 s later');

    const quick = await play('bg-1s', { stepMs: 1_000 });
    const q0 = drawn(quick);
    await p.advance(1_000);
    assert.equal(drawn(quick), q0 + 1, 'the table’s own pause: one ball a second');

    const instant = await play('bg-0', { stepMs: 0 });
    assert.ok(instant.last !== null || drawn(instant) > 5, 'stepMs 0: the balls are drawn at once, as before');
  } finally {
    await p.stop();
  }
});

test('the pause between automatic steps is validated like the other pace settings: a wrong one is refused and changes nothing', async () => {
  const p = await paceServer();
  try {
    const rt = await p.open('bg', 'bingo', 'eus');
    const config = rt.table.config as Record<string, unknown>;
    for (const stepMs of [-1, 2.5, 60_001, 'slow'])
      await assert.rejects(rt.dealer({ kind: 'configure', config: { ...config, stepMs } }), (e: { code?: string; message?: string }) => e.code === 'table/invalid-config' && /stepMs/.test(e.message ?? ''), `stepMs ${String(stepMs)}`);
    assert.equal(rt.table.pendingConfig, null, 'nothing changed');
  } finally {
    await p.stop();
  }
});
