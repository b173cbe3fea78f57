import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newShoe, cutShoe, placeCutCard, burn, draw, csmReturn, stackedShoe, reveal, publicShoe, remaining, shoesIn, type ShoeState } from './shoe.js';
import { seededRng } from '../rng/seeded-rng.js';
import { verifyCommitment } from '../rng/commitment.js';
import { IllegalActionError } from '../core/errors.js';

const cfg = { decks: 6, mode: 'cut-card' as const, reserve: 52, burn: 5 };

test('shoe: six decks hold 312 cards, each card six times, committed before the first card', () => {
  const { shoe, events } = newShoe(cfg, seededRng(1));
  assert.equal(shoe.order.length, 312);
  const counts = new Map<string, number>();
  for (const c of shoe.order) counts.set(c, (counts.get(c) ?? 0) + 1);
  assert.equal(counts.size, 52);
  assert.ok([...counts.values()].every((n) => n === 6));
  assert.equal(events[0]?.type, 'shoe-shuffled');
  assert.ok(verifyCommitment(shoe.commitment, shoe.shuffled, shoe.salt));
});

test('002 §14.3: the cut leaves at least one deck on either side', () => {
  const { shoe } = newShoe(cfg, seededRng(2));
  assert.throws(() => cutShoe(shoe, 51, 52), (e: unknown) => e instanceof IllegalActionError && e.code === 'shoe/cut-out-of-bounds');
  assert.throws(() => cutShoe(shoe, 312 - 51, 52), IllegalActionError);
  const { shoe: cut } = cutShoe(shoe, 52, 52);
  assert.equal(cut.order[0], shoe.order[52]);
  assert.equal(cut.order[311], shoe.order[51]);
  assert.throws(() => cutShoe(cut, 60, 52), (e: unknown) => e instanceof IllegalActionError && e.code === 'shoe/already-cut');
});

test('001 §03: the cut card leaves the reserve behind it; its appearance makes the round the last', () => {
  let { shoe } = newShoe(cfg, seededRng(3));
  shoe = placeCutCard(shoe, 52).shoe;
  assert.equal(shoe.cutAt, 260);
  shoe = burn(shoe, 5).shoe;
  assert.equal(shoe.burned.length, 5);
  let sawCut = 0;
  while (remaining(shoe) > 52) {
    const d = draw(shoe);
    shoe = d.shoe;
    sawCut += d.events.filter((e) => e.type === 'cut-card-out').length;
  }
  assert.equal(sawCut, 0);
  const d = draw(shoe);
  assert.equal(d.events.filter((e) => e.type === 'cut-card-out').length, 1);
  assert.ok(d.shoe.cutCardOut);
});

test('shoe: a card found face up is burned and the next card taken', () => {
  const s = stackedShoe(['Ah', 'Kd', '9c'], { faceUp: [0] });
  const d = draw(s);
  assert.equal(d.card, 'Kd');
  assert.deepEqual(d.events, [{ type: 'face-up-card-burned', card: 'Ah' }]);
  assert.deepEqual(d.shoe.burned, ['Ah']);
});

test('shoe: drawing never mutates the previous state', () => {
  const s = stackedShoe(['Ah', 'Kd']);
  const snapshot = JSON.stringify(s);
  draw(s);
  assert.equal(JSON.stringify(s), snapshot);
});

test('002 §14.10: the continuous shuffling machine takes the round\'s cards back and re-commits', () => {
  const rng = seededRng(4);
  let { shoe } = newShoe({ ...cfg, mode: 'csm' }, rng);
  shoe = placeCutCard(shoe, 52).shoe;
  assert.equal(shoe.cutAt, null, 'no cut card in a CSM');
  shoe = burn(shoe, 5).shoe;
  const used: string[] = [];
  for (let i = 0; i < 10; i++) {
    const d = draw(shoe);
    used.push(d.card);
    shoe = d.shoe;
  }
  const r = csmReturn(shoe, used, rng);
  assert.equal(r.shoe.order.length, 312, 'all cards are back in the machine');
  assert.equal(r.events[0]?.type, 'shoe-revealed');
  assert.ok(verifyCommitment(r.shoe.commitment, r.shoe.shuffled, r.shoe.salt));
});

test('fairness: the reveal lets anyone verify the commitment; the public view hides order and salt', () => {
  const { shoe } = newShoe(cfg, seededRng(5));
  const cut = cutShoe(shoe, 100, 52).shoe;
  const rv = reveal(cut);
  assert.equal(rv.type, 'shoe-revealed');
  if (rv.type === 'shoe-revealed') {
    assert.ok(verifyCommitment(rv.commitment, rv.shuffled, rv.salt));
    assert.deepEqual(rv.shuffled.slice(rv.cutOffset).concat(rv.shuffled.slice(0, rv.cutOffset)), cut.order);
  }
  const pub = JSON.stringify(publicShoe(cut));
  assert.ok(!pub.includes(cut.salt));
  assert.ok(!pub.includes('"Ah"'));
});

test('fairness: every shoe in a game state is found for its reveal when a round is abandoned', () => {
  const a = newShoe({ decks: 1, mode: 'cut-card', reserve: 10, burn: 0 }, seededRng('find-a'), 1).shoe;
  const b = newShoe({ decks: 1, mode: 'cut-card', reserve: 10, burn: 0 }, seededRng('find-b'), 7).shoe;
  const state = { v: 1, table: { shoe: a, spare: [{ shoe: b }] }, cards: ['Ah', 'Kd'], again: a };
  const found = shoesIn(state).map((s) => s.commitment).sort();
  assert.deepEqual(found, [a.commitment, b.commitment].sort());
  assert.deepEqual(shoesIn({ cards: ['Ah'], n: 3 }), []);
  // Each found shoe reveals to a commitment anyone can recompute.
  const r = reveal(shoesIn({ x: b })[0] as ShoeState) as unknown as { shuffled: string[]; salt: string; commitment: string };
  assert.ok(verifyCommitment(b.commitment, r.shuffled, r.salt));
});
