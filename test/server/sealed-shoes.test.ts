/**
 * Nothing of a shoe leaves the server before its reveal, to anyone, auditors included (issue 15, item 2): a round
 * in play, or finished while its shoe is still dealt from, gives the auditor each such shoe sealed (its commitment,
 * never a card, its order, salt or cut) and verification waits for the reveal; after it, the round is given whole
 * and verifies. And the views: no audience's view of any registered game depends on the undealt cards.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AnyGame, GameAction, LegalAction } from '../../src/core/contract.js';
import type { Actor, Audience } from '../../src/core/ids.js';
import { games } from '../../src/registry.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import { seal } from '../../src/server/audit/sealed-shoes.js';
import { loadBlob } from '../../src/server/store/blobs.js';
import { isShoe, shoesIn, stackedShoe, type ShoeState } from '../../src/shoe/shoe.js';
import { expandState } from '../../src/table/state-digest.js';
import { Client, http, login, revealShoes, startTestServer, type TestServer } from './helpers.js';

let s: TestServer;
before(async () => {
  s = await startTestServer({ timings: { bettingMs: 60_000, decisionMs: 60_000, graceMs: 60_000 } });
});
after(async () => s.stop());

/** The shoes of a stored round's initial state, whole (as only the server holds them). */
async function storedShoes(roundId: number): Promise<ShoeState[]> {
  const r = await s.ctx.db.one<{ initial: string }>('SELECT initial FROM round_starts WHERE round_id = ?', [roundId]);
  return shoesIn(await expandState(JSON.parse(r?.initial ?? 'null'), (h) => loadBlob(s.ctx.db, h)));
}

/** No salt, no run of 5 undealt cards in order, no shoe-shaped object with cards, anywhere in `text`. */
function assertSealed(text: string, shoes: readonly ShoeState[], what: string): void {
  for (const shoe of shoes) {
    assert.ok(!text.includes(shoe.salt), `${what}: the salt of shoe ${shoe.shoeNo}`);
    for (const order of [shoe.order.slice(shoe.pos), shoe.shuffled])
      for (let i = 0; i + 5 <= order.length; i++) assert.ok(!text.includes(JSON.stringify(order.slice(i, i + 5)).slice(1, -1)), `${what}: five cards of shoe ${shoe.shoeNo} in order`);
  }
  assert.ok(!/"order":\[/.test(text) && !/"shuffled":\[/.test(text), `${what}: a card order`);
}

interface Detail {
  round: { status: string };
  initial?: { shoe?: Record<string, unknown> };
  sealed?: { commitment: string }[];
}

test('a round in play, then settled while its shoe is dealt from: the auditor gets each shoe sealed, and verification waits for the reveal', async () => {
  const alice = await Client.connect(s.url, await login(s.url, 'alice'));
  await alice.request({ type: 'join', table: 'high-card-test' });
  await alice.request({ type: 'sit', table: 'high-card-test', box: 1 });
  const f = alice.lastTable('high-card-test') ?? (await alice.next((x) => x.type === 'table'));
  const round = f.round as { id: number; version: number };
  assert.equal((await alice.request({ type: 'act', table: 'high-card-test', key: 'sealed-bet-001', round: round.id, version: round.version, action: { type: 'bet', box: 1, amount: 200 } })).type, 'ok');
  const shoes = await storedShoes(round.id);
  assert.ok(shoes.length >= 1 && shoes.every((x) => x.order.length === 52));
  const auditor = await login(s.url, 'auditor');

  const inPlay = await http<Detail>(s.url, 'GET', `/api/rounds/${round.id}`, undefined, auditor);
  assert.equal(inPlay.status, 200);
  assert.equal(inPlay.body.round.status, 'open');
  assertSealed(JSON.stringify(inPlay.body), shoes, 'an open round');
  assert.equal(inPlay.body.initial?.shoe?.sealed, true);
  assert.equal(inPlay.body.initial?.shoe?.commitment, shoes[0]?.commitment);
  assert.deepEqual(inPlay.body.sealed?.map((x) => x.commitment), shoes.map((x) => x.commitment));
  const early = await http<{ code: string; details: { shoes: { commitment: string }[] } }>(s.url, 'POST', `/api/audit/rounds/${round.id}/verify`, undefined, auditor);
  assert.equal(early.status, 409);
  assert.equal(early.body.code, 'audit/shoe-not-revealed');

  // The round ends; the shoe stays in the shoe box for the next rounds.
  const mark = alice.frames.length;
  await alice.request({ type: 'ready', table: 'high-card-test' });
  const decide = await alice.until((x) => x.type === 'table' && ((x.round as { awaiting: { player?: string }[] } | null)?.awaiting ?? []).some((a) => a.player === 'alice'), mark);
  const r2 = decide.round as { id: number; version: number };
  await alice.request({ type: 'act', table: 'high-card-test', key: 'sealed-stay-01', round: r2.id, version: r2.version, action: { type: 'stay', box: 1 } });
  await alice.until((x) => x.type === 'table' && (x.last as { id: number } | null)?.id === round.id, mark);
  await alice.close();
  const done = await http<Detail>(s.url, 'GET', `/api/rounds/${round.id}`, undefined, auditor);
  assert.equal(done.body.round.status, 'settled');
  assertSealed(JSON.stringify(done.body), shoes, 'a settled round whose shoe is dealt from');
  assert.equal((await http<{ code: string }>(s.url, 'POST', `/api/audit/rounds/${round.id}/verify`, undefined, auditor)).body.code, 'audit/shoe-not-revealed');
  for (const who of ['alice', 'dealer']) assertSealed(JSON.stringify((await http(s.url, 'GET', `/api/rounds/${round.id}`, undefined, await login(s.url, who))).body), shoes, who);
  const listed = await http<{ shoes: Record<string, unknown>[] }>(s.url, 'GET', '/api/audit/shoes', undefined, auditor);
  assertSealed(JSON.stringify(listed.body), shoes, 'the shoes list');
  assert.deepEqual(Object.keys(listed.body.shoes[0] ?? {}).sort(), ['commitment', 'revealed', 'shoeNo', 'table', 'verified']);

  // The shoe ends and is revealed (as the table records it: order, salt, cut): the round is given whole and verifies.
  await revealShoes(s.ctx.db, round.id);
  const whole = await http<Detail & { initial: { shoe: ShoeState } }>(s.url, 'GET', `/api/rounds/${round.id}`, undefined, auditor);
  assert.deepEqual(whole.body.initial.shoe.order, shoes[0]?.order);
  assert.equal(whole.body.sealed, undefined);
  const v = await http<{ ok: boolean }>(s.url, 'POST', `/api/audit/rounds/${round.id}/verify`, undefined, auditor);
  assert.equal(v.body.ok, true);
});

test('sealing reaches every copy of a secret shoe: in states, in actions that carry a new order, and its salt', () => {
  const cards = ['AS', 'KH', 'QD', 'JC', 'TS', '9H', '8D', '7C'];
  const secret = stackedShoe(cards, { salt: 'a-secret-salt-0123456789' });
  const open = stackedShoe(['2S', '3S', '4S'], { salt: 'revealed-salt-9876543210' });
  const record = { initial: { shoe: secret, old: open }, actions: [{ type: 'reshuffle', order: [...cards], by: { kind: 'dealer' } }], events: [{ type: 'x', salt: secret.salt }] };
  const sealed = seal(record, [secret]);
  const text = JSON.stringify(sealed);
  assert.ok(!text.includes('"AS","KH"') && !text.includes(secret.salt));
  assert.deepEqual(sealed.initial.old, open, 'a revealed shoe is given whole');
  assert.deepEqual(sealed.actions[0]?.order, { sealed: secret.commitment } as unknown);
  assert.equal((sealed.initial.shoe as unknown as { commitment: string }).commitment, secret.commitment);
});

// ——— no view of any game depends on the undealt cards ———

/** The state with every shoe's undealt cards in another order and another salt: what no view may tell apart. */
function reordered(state: unknown): unknown {
  const walk = (x: unknown): unknown => {
    if (x === null || typeof x !== 'object') return x;
    if (Array.isArray(x)) return x.map(walk);
    const o = x as Record<string, unknown>;
    if (isShoe(o)) {
      const shoe = o as unknown as ShoeState;
      return { ...shoe, order: [...shoe.order.slice(0, shoe.pos), ...shoe.order.slice(shoe.pos).reverse()], shuffled: [...shoe.shuffled].reverse(), salt: 'another-salt' };
    }
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, walk(v)]));
  };
  return walk(state);
}

const PLAYERS = ['p1', 'p2', 'p3'];
const AUDIENCES: Audience[] = [{ kind: 'auditor' }, { kind: 'dealer' }, { kind: 'spectator' }, ...PLAYERS.map((p): Audience => ({ kind: 'player', player: p }))];

function pick(l: LegalAction, by: Actor): GameAction {
  const { amount, ...fixed } = l;
  return { ...fixed, ...(amount ? { amount: amount.min } : {}), by } as unknown as GameAction;
}

for (const game of games() as AnyGame[]) {
  test(`${game.id}: no view (auditor, dealer, spectator, players) depends on the undealt cards, their order or the salt`, () => {
    const rng = seededRng(`undealt:${game.id}`);
    let checked = 0;
    for (const profileId of game.profiles.ids()) {
      const profile = game.profiles.get(profileId);
      let carry: unknown = null;
      for (let round = 1; round <= 6; round++) {
        let state = game.create({ profile, table: game.defaultTable(profile), carry, rng, roundNo: round }).state;
        for (let step = 0; step < 300 && !game.isOver(state); step++) {
          if (shoesIn(state).length && !(state as { exposedNext?: number }).exposedNext) {
            const other = reordered(state);
            for (const a of AUDIENCES) assert.equal(JSON.stringify(game.view(other, a)), JSON.stringify(game.view(state, a)), `${game.id} ${profileId}: the ${a.kind} view shows an undealt card`);
            checked++;
          }
          const awaited = game.awaiting(state) as Actor[];
          const actors: Actor[] = awaited.length ? awaited : [...PLAYERS.map((p): Actor => ({ kind: 'player', player: p })), { kind: 'dealer' }, { kind: 'system' }];
          const options = actors.flatMap((by) => (game.legalActions(state, by) as LegalAction[]).map((l) => ({ by, l })));
          const choice = options[rng.int(options.length)];
          if (!choice) break;
          const action = pick(choice.l, choice.by);
          const r = game.apply(state, game.randomize ? (game.randomize(state, action, rng) as GameAction) : action);
          if (r.ok) state = r.state;
        }
        carry = game.isOver(state) ? game.carry(state) : null;
      }
    }
    if (game.family === 'blackjack' || game.family === 'baccarat' || game.family === 'trente-et-quarante') assert.ok(checked > 0, `${game.id}: states with a shoe were checked`);
  });
}
