/**
 * Leak test: every frame sent to every client during play is recorded, then checked against the true state at the
 * frame's round version (rebuilt by replaying the recorded round): no frame shows a player another player's hidden
 * card or the dealer's face-down card before the round ends, any card of the undealt shoe, or a shoe's salt or
 * committed order. Runs on the fixture game (one deck: every card is unique, so any appearance is a leak) and,
 * when it is registered, on blackjack (salt, order, and the dealer's hole card under a peek profile), and on circle
 * poker (issue 19: no frame carries another player's hole cards before the showdown, nor a folded hand after it).
 */
import { loadBlob } from '../../src/server/store/blobs.js';
import { expandState } from '../../src/table/state-digest.js';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AnyGame } from '../../src/core/contract.js';
import { games as registered } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import type { ShoeState } from '../../src/shoe/shoe.js';
import { Bot } from '../fixtures/bot.js';
import { highCard } from '../fixtures/high-card/index.js';
import { Client, http, login, sleep, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
before(async () => {
  s = await startTestServer({ games: [highCard, ...registered()], timings: { bettingMs: 100, decisionMs: 400, graceMs: 60_000 } });
});
after(async () => s.stop());

interface Recorded {
  who: string;
  raw: string[];
}

/** Plays `ms` of rounds with three bots (alice behind-bets are allowed on box 1) and a spectator; returns every frame. */
async function play(table: string, ms: number, buyIn?: number): Promise<Recorded[]> {
  const rec: Recorded[] = [];
  const bots: Bot[] = [];
  for (const [i, name] of ['alice', 'bob', 'carol'].entries()) {
    const r: Recorded = { who: name, raw: [] };
    rec.push(r);
    const b = new Bot({ url: s.url, token: await login(s.url, name), username: name, table, box: i + 1, rng: seededRng(`leak-${name}`), thinkMs: 20, onFrame: (x) => r.raw.push(x), ...(buyIn ? { buyIn } : {}) });
    await b.start();
    bots.push(b);
  }
  const spec = await Client.connect(s.url);
  await spec.request({ type: 'join', table });
  rec.push({ who: 'spectator', raw: spec.raw });
  await sleep(ms);
  for (const b of bots) b.stop();
  await spec.close();
  await sleep(100);
  return rec;
}

/** State of every recorded round at each version, by replaying its log. */
async function statesByVersion(game: AnyGame, table: string): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const rounds = await s.ctx.db.all<{ id: number; initial: string }>('SELECT r.id, s.initial FROM rounds r JOIN round_starts s ON s.round_id = r.id WHERE r.table_id = ?', [table]);
  for (const r of rounds) {
    // The stored state refers to its profile by hash (table/state-digest): put it back.
    let st = await expandState(JSON.parse(r.initial), (h) => loadBlob(s.ctx.db, h));
    out.set(`${r.id}:${game.version(st)}`, st);
    for (const a of await s.ctx.db.all<{ action: string }>('SELECT action FROM round_actions WHERE round_id = ? ORDER BY seq', [r.id])) {
      const res = game.apply(st, JSON.parse(a.action));
      assert.ok(res.ok);
      st = res.state;
      out.set(`${r.id}:${game.version(st)}`, st);
    }
  }
  return out;
}

const salts = async (table: string): Promise<string[]> => {
  const rows = await s.ctx.db.all<{ initial: string }>('SELECT s.initial FROM rounds r JOIN round_starts s ON s.round_id = r.id WHERE r.table_id = ?', [table]);
  return [...new Set(rows.map((r) => (JSON.parse(r.initial) as { shoe: ShoeState }).shoe.salt))];
};

test('fixture game: no frame shows another player a hidden card, the undealt shoe, or a salt', async () => {
  const table = 'high-card-test';
  const rec = await play(table, 3000);
  const states = await statesByVersion(highCard, table);
  const secretSalts = await salts(table);
  let frames = 0;
  let checkedRounds = 0;
  const recorded = new Set([...states.keys()].map((k) => Number(k.split(':')[0])));
  const allCards = new Set([...states.values()].flatMap((x) => (x as { shoe: ShoeState }).shoe.order));
  for (const { who, raw } of rec) {
    for (const text of raw) {
      frames++;
      for (const salt of secretSalts) assert.ok(!text.includes(salt), `${who} got a salt`);
      const f = JSON.parse(text) as { type: string; round?: { id: number; version: number } | null };
      if (f.type !== 'table' || !f.round) continue;
      const st = states.get(`${f.round.id}:${f.round.version}`) as { phase: string; boxes: { box: number; card: string | null; bets: { bettor: string }[] }[]; dealerCard: string | null; shoe: ShoeState } | undefined;
      const part = JSON.stringify(f.round);
      if (!st) {
        // A round no one staked on stays a draft in memory (issue 15 item 9) and is never recorded: it has dealt nothing.
        assert.ok(!recorded.has(f.round.id), `no state for round ${f.round.id} version ${f.round.version}`);
        for (const c of allCards) assert.ok(!part.includes(`"${c}"`), `${who} got card ${c} in a draft round`);
        continue;
      }
      checkedRounds++;
      assert.ok(!part.includes(JSON.stringify(st.shoe.order.slice(0, 3)).slice(1, -1)), `${who} got the shoe order`);
      for (const c of st.shoe.order.slice(st.shoe.pos)) assert.ok(!part.includes(`"${c}"`), `${who} got undealt card ${c}`);
      if (st.phase === 'over') continue;
      if (st.dealerCard) assert.ok(!part.includes(`"${st.dealerCard}"`), `${who} saw the dealer's face-down card`);
      for (const b of st.boxes) if (b.card && !b.bets.some((x) => x.bettor === who)) assert.ok(!part.includes(`"${b.card}"`), `${who} saw box ${b.box}'s hidden card ${b.card}`);
    }
  }
  assert.ok(frames > 100, `only ${frames} frames`);
  assert.ok(checkedRounds > 50);
  const played = await s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE table_id = ? AND status = 'settled'", [table]);
  assert.ok(Number(played?.n) >= 3, `only ${played?.n} rounds settled`);
});

test('blackjack: no frame carries a salt, the shoe order, or the dealer hole card before it is turned', { skip: !registered().some((g) => g.id === 'blackjack') && 'blackjack is not registered' }, async () => {
  const bj = registered().find((g) => g.id === 'blackjack') as AnyGame;
  const peek = bj.profiles.ids().find((id) => (bj.profiles.get(id) as { dealer?: { holeCard?: { value: string } } }).dealer?.holeCard?.value !== 'none') ?? bj.profiles.ids()[0];
  const admin = await login(s.url, 'admin');
  const t = await http<{ id: string }>(s.url, 'POST', '/api/tables', { game: 'blackjack', profile: peek, id: 'leak-blackjack' }, admin);
  assert.equal(t.status, 200, JSON.stringify(t.body));
  const rec = await play('leak-blackjack', 4000);
  const states = await statesByVersion(bj, 'leak-blackjack');
  const secretSalts = await salts('leak-blackjack');
  let holeChecks = 0;
  let drafts = 0;
  const recorded = new Set([...states.keys()].map((k) => Number(k.split(':')[0])));
  for (const { who, raw } of rec)
    for (const text of raw) {
      for (const salt of secretSalts) assert.ok(!text.includes(salt), `${who} got a salt`);
      const f = JSON.parse(text) as { type: string; round?: { id: number; version: number; view: { dealer?: unknown } } | null };
      if (f.type !== 'table' || !f.round) continue;
      const st = states.get(`${f.round.id}:${f.round.version}`) as { shoe: ShoeState; dealer: { cards: string[]; holeHidden: boolean } } | undefined;
      const part = JSON.stringify(f.round);
      if (!st) {
        // A round no one staked on stays a draft in memory (issue 15 item 9) and is never recorded: it has dealt nothing.
        assert.ok(!recorded.has(f.round.id), `no state for round ${f.round.id} version ${f.round.version}`);
        assert.deepEqual((f.round.view as { dealer?: { cards?: unknown[] } }).dealer?.cards ?? [], [], `${who} got cards of a draft round`);
        drafts++;
        continue;
      }
      assert.ok(!part.includes(JSON.stringify(st.shoe.order.slice(st.shoe.pos, st.shoe.pos + 3)).slice(1, -1)), `${who} got the next cards of the shoe`);
      if (st.dealer.holeHidden && st.dealer.cards[1]) {
        holeChecks++;
        assert.ok(!JSON.stringify(f.round.view.dealer).includes(`"${st.dealer.cards[1]}"`), `${who} saw the hole card`);
      }
    }
  const played = await s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE table_id = 'leak-blackjack' AND status = 'settled'");
  assert.ok(Number(played?.n) >= 2, `only ${played?.n} blackjack rounds settled`);
  assert.ok(holeChecks > 0 || peek === bj.profiles.ids()[0]);
  console.log(`blackjack leak test: ${holeChecks} hole-card checks, ${drafts} frames of draft rounds`);
});

test('circle poker: no frame carries another player\'s face-down cards before he shows them, nor a folded (mucked) hand ever', { skip: !registered().some((g) => g.id === 'texas-holdem') && 'circle poker is not registered' }, async () => {
  const holdem = registered().find((g) => g.id === 'texas-holdem') as AnyGame;
  const admin = await login(s.url, 'admin');
  const t = await http<{ id: string }>(s.url, 'POST', '/api/tables', { game: 'texas-holdem', profile: 'ee-oc', id: 'leak-holdem' }, admin);
  assert.equal(t.status, 200, JSON.stringify(t.body));
  const money = holdem.money?.kind === 'stacks' ? holdem.money.buyIn(holdem.profiles.get('ee-oc'), {}) : null;
  const rec = await play('leak-holdem', 4000, money?.max);
  const states = await statesByVersion(holdem, 'leak-holdem');
  type Held = { player: string; folded: boolean; shown: boolean; cards: { card: string; up: boolean }[] };
  let checks = 0;
  let shownSeen = 0;
  for (const { who, raw } of rec)
    for (const text of raw) {
      const f = JSON.parse(text) as { type: string; round?: { id: number; version: number } | null };
      if (f.type !== 'table' || !f.round) continue;
      const st = states.get(`${f.round.id}:${f.round.version}`) as { hand: Held[] } | undefined;
      if (!st) continue;
      const part = JSON.stringify(f.round);
      for (const h of st.hand) {
        if (h.player === who) continue;
        const open = h.shown && !h.folded;
        for (const c of h.cards) {
          if (c.up) continue;
          if (open) {
            shownSeen++;
            continue;
          }
          checks++;
          assert.ok(!part.includes(`"${c.card}"`), `${who} saw ${h.player}'s face-down ${c.card}${h.folded ? ' (folded)' : ''} at round ${f.round.id} version ${f.round.version}`);
        }
      }
    }
  const played = await s.ctx.db.one<{ n: number }>("SELECT COUNT(*) AS n FROM rounds WHERE table_id = 'leak-holdem' AND status = 'settled'");
  assert.ok(Number(played?.n) >= 2, `only ${played?.n} hands settled`);
  assert.ok(checks > 100, `only ${checks} hidden-card checks`);
  console.log(`circle poker leak test: ${checks} hidden-card checks, ${shownSeen} shown cards allowed, ${played?.n} hands`);
});
