/**
 * The dealer's records of irregular-cards.ts on stacked decks, under 000 and 003: the button dealt short (003
 * §3.1.7.3; 000 §17 VIII.1 a–b), a four-card flop and a flop dealt without its burn (003 §3.1.7.5; 000 §17.6 V.2 a),
 * and fouled hands — cards in contact (000 §17 VIII.3 h; 003 §3.1.9.3) and cards mixed with the discards (000 §17
 * VIII.3 b). Exact cards and chips.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, scripted, type Scripted } from './testing.js';

const S5 = { p1: 10000, p2: 10000, p3: 10000, p4: 10000, p5: 10000 };
// Five players, p5 on the button: hole cards round by round, then burn 2c, flop 3c 4c 5c, burn 6c, turn 7c, burn 8c, river 9c.
const TOP5 = ['Ah', 'Kh', 'Qh', 'Jh', 'Th', 'Ad', 'Kd', 'Qd', 'Jd', 'Td', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c'];
const S4 = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
// Four players, p4 on the button: burn 2c, flop 3c 4c 5c, burn 6c, turn 7c, burn 8c, river 9c.
const TOP4 = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
const cards = (h: Scripted, player: string): string[] => h.state.hand.find((p) => p.player === player)?.cards.map((c) => c.card) ?? [];
const toFlop = (h: Scripted): void => {
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
};

test('003 §3.1.7.3: the button skipped in the first round is dealt his missing card even after substantial action — the cards after the skip went one seat on, he gets two consecutive cards (no misdeal, §3.1.7.1)', () => {
  const h = scripted('texas-holdem', 'ee-oc', S5, TOP5, 5);
  h.act('p3', 'call');
  h.act('p4', 'call');
  h.act('dealer', 'button-short', { round: 0 });
  assert.equal(h.state.phase, 'betting', 'no misdeal after substantial action');
  assert.deepEqual(['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => cards(h, p).join('')), ['AhTh', 'KhAd', 'QhKd', 'JhQd', 'TdJd'], 'as the dealer gave them: the button got the last two cards');
  assert.ok(h.events.some((e) => e.type === 'button-completed' && e.cite === '003 §3.1.7.3; 003 §3.1.7.1'));
  assert.equal(h.state.shoe.pos, 10, 'the stub is untouched: the same ten cards were dealt');
});

test('003 §3.1.7.3: once the button has played with too few cards his hand is dead, his chips staying in the pot', () => {
  const h = scripted('texas-holdem', 'ee-oc', S5, TOP5, 5);
  for (const p of ['p3', 'p4', 'p5']) h.act(p, 'call');
  h.act('dealer', 'button-short', { round: 1 });
  assert.equal(h.state.hand[4]?.folded, true);
  assert.equal(h.state.hand[4]?.total, 200);
  assert.ok(h.events.some((e) => e.type === 'hand-killed' && e.box === 5 && e.cite === '003 §3.1.7.3'));
  assert.equal(h.refused('dealer', 'button-short', { round: 1 }), 'circle-poker/no-button-short', 'a dead button is short no more');
});

test('000 §17 VIII.1 a–b: the button short by his last card is completed before the betting (the order kept); skipped in an earlier round it is a misdeal, every chip back; after the first action his hand is dead', () => {
  const last = scripted('texas-holdem', 'eus', S5, TOP5, 5);
  last.act('dealer', 'button-short', { round: 1 });
  assert.equal(last.state.phase, 'betting');
  assert.deepEqual(cards(last, 'p5'), ['Th', 'Td'], 'his card was the next one: nothing moved');
  const first = scripted('texas-holdem', 'eus', S5, TOP5, 5);
  first.act('dealer', 'button-short', { round: 0 });
  assert.equal(first.state.irr?.misdeal?.reason, 'button-short');
  assert.equal(first.state.irr?.misdeal?.cite, '000 §17 VIII.1 a');
  assert.deepEqual(finalStacks(first.state), S5);
  const late = scripted('texas-holdem', 'eus', S5, TOP5, 5);
  late.act('p3', 'call');
  late.act('dealer', 'button-short', { round: 1 });
  assert.equal(late.state.hand[4]?.folded, true);
  assert.equal(late.refused('dealer', 'button-short', { round: 2 }), 'circle-poker/no-button-short');
});

test('003 §3.1.7.5: a four-card flop — the four scrambled, the one the server picks is the turn\'s burn, the only one', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  toFlop(h);
  assert.deepEqual(h.state.boards[0], ['3c', '4c', '5c']);
  assert.equal(h.refused('dealer', 'four-card-flop'), 'circle-poker/flop-pick', 'the pick is the server\'s random result');
  const listed = h.game.legalActions(h.state, { kind: 'dealer' }).filter((l) => l.type === 'four-card-flop');
  assert.deepEqual(listed.map((l) => [l.type, 'pick' in l, l.optional]), [['four-card-flop', false, true]], 'listed for the dealer without the pick');
  h.act('dealer', 'four-card-flop', { pick: 1 });
  assert.deepEqual(h.state.boards[0], ['3c', '5c', '6c'], '4c taken as the burn; the fourth card 6c is on the flop');
  for (const p of ['p1', 'p2', 'p3', 'p4']) h.act(p, 'check');
  h.act('dealer', 'next');
  assert.deepEqual(h.state.boards[0], ['3c', '5c', '6c', '7c'], 'the turn with no further burn');
  assert.deepEqual(h.state.shoe.burned, ['2c', '4c']);
  assert.equal(h.refused('dealer', 'four-card-flop', { pick: 0 }), 'circle-poker/no-flop-error', 'only a flop just dealt');
});

test('003 §3.1.7.5: a flop dealt without its burn — before any action the three are scrambled, the one picked burned, the flop the other two and the next card; after a check the three stand', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  toFlop(h);
  h.act('dealer', 'unburned-flop', { pick: 2 });
  assert.deepEqual(h.state.boards[0], ['2c', '3c', '5c'], 'the dealer\'s 2c 3c 4c scrambled, 4c burned, 5c the next card');
  assert.deepEqual(h.state.shoe.burned, ['4c']);
  const late = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  toFlop(late);
  late.act('p1', 'check');
  assert.equal(late.refused('dealer', 'unburned-flop', { pick: 0 }), 'circle-poker/flop-pick', 'nothing is scrambled after an action');
  assert.equal(late.refused('dealer', 'four-card-flop', { pick: 0 }), 'circle-poker/no-flop-error', 'a four-card flop is seen before anyone acts');
  late.act('dealer', 'unburned-flop');
  assert.deepEqual(late.state.boards[0], ['2c', '3c', '4c'], 'the three as dealt stand');
  for (const p of ['p2', 'p3', 'p4']) late.act(p, 'check');
  late.act('dealer', 'next');
  assert.deepEqual(late.state.boards[0], ['2c', '3c', '4c', '6c'], 'one burn (5c) before the turn');
});

test('000 §17.6 V.2 a: an extra flop card is void, the first three count and the turn is dealt as usual; a flop without its burn stands as dealt', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  toFlop(h);
  assert.equal(h.refused('dealer', 'four-card-flop', { pick: 0 }), 'circle-poker/flop-pick', 'nothing is scrambled under 000');
  h.act('dealer', 'four-card-flop');
  assert.ok(h.events.some((e) => e.type === 'four-card-flop' && e.card === '6c' && e.consequence === 'void' && e.cite === '000 §17.6 V.2 a'));
  assert.deepEqual(h.state.boards[0], ['3c', '4c', '5c']);
  for (const p of ['p1', 'p2', 'p3', 'p4']) h.act(p, 'check');
  h.act('dealer', 'next');
  assert.deepEqual(h.state.boards[0], ['3c', '4c', '5c', '8c'], '6c void, 7c burned, 8c the turn');
  const u = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  toFlop(u);
  u.act('dealer', 'unburned-flop');
  assert.deepEqual(u.state.boards[0], ['2c', '3c', '4c']);
});

test('000 §17 VIII.3 h: two players\' cards in contact — both hands withdrawn, their chips in the pot; 003 §3.1.9.3: identifiable they play on, else both dead', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  h.act('p3', 'call');
  h.act('dealer', 'cards-touching', { box: 3, other: 4, identifiable: true });
  assert.deepEqual([h.state.hand[2]?.folded, h.state.hand[3]?.folded], [true, true], 'both out, identifiable or not');
  h.act('p1', 'fold');
  assert.deepEqual(finalStacks(h.state), { p1: 9900, p2: 10275, p3: 9800, p4: 10000 }, 'p3\'s call stays in the pot: p2 takes the 5.00 pot less the house\'s 5% (000 §17 II.3 a)');
  const ee = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  ee.act('dealer', 'cards-touching', { box: 3, other: 4, identifiable: true });
  assert.equal(ee.state.hand.filter((p) => p.folded).length, 0, 'identifiable: both play on');
  ee.act('dealer', 'cards-touching', { box: 3, other: 4, identifiable: false });
  assert.deepEqual([ee.state.hand[2]?.folded, ee.state.hand[3]?.folded], [true, true]);
  assert.equal(ee.refused('dealer', 'cards-touching', { box: 1, other: 2, identifiable: false }), 'circle-poker/no-live-hand', 'nobody would be left to win the pot');
});

test('000 §17 VIII.3 b (003 §3.1.9.3): cards mixed with the discards — reconstructed, the hand plays; not, it is dead', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  h.act('dealer', 'cards-mixed', { box: 3, identifiable: true });
  assert.equal(h.state.hand[2]?.folded, false);
  h.act('dealer', 'cards-mixed', { box: 3, identifiable: false });
  assert.equal(h.state.hand[2]?.folded, true);
  assert.equal(h.state.hand[3]?.player, 'p4');
  assert.equal(h.state.hand[h.state.toAct as number]?.player, 'p4', 'the turn passes on');
});

test('003 §3.1.7.1 (5) excepts §3.1.7.3: the button found with too few cards is no wrong-count misdeal — the record is the button dealt short', () => {
  const h = scripted('texas-holdem', 'ee-oc', S5, TOP5, 5);
  assert.equal(h.refused('dealer', 'wrong-count', { box: 5, count: 'too-few' }), 'circle-poker/button-short');
  h.act('dealer', 'wrong-count', { box: 4, count: 'too-few' });
  assert.equal(h.state.irr?.misdeal?.reason, 'wrong-count', 'another player short: a misdeal');
});

test('000 §17 VIII.1 c: a card that went to the wrong player at the start of the hand — seen by him, a misdeal; not seen, it goes to its owner and the deal stands; under 003 a card seen by another is a card exposed by the dealer (§3.1.7.1 (7))', () => {
  const seen = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  seen.act('dealer', 'foreign-card', { box: 3, card: 1, to: 4, seen: true });
  assert.equal(seen.state.irr?.misdeal?.cite, '000 §17 VIII.1 c');
  assert.deepEqual(finalStacks(seen.state), S4);
  const unseen = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  unseen.act('dealer', 'foreign-card', { box: 3, card: 1, to: 4, seen: false });
  assert.equal(unseen.state.phase, 'betting');
  assert.deepEqual(cards(unseen, 'p3'), ['Qh', 'Qd']);
  unseen.act('p3', 'call');
  assert.equal(unseen.refused('dealer', 'foreign-card', { box: 3, card: 1, to: 4, seen: true }), 'circle-poker/no-misdeal', 'at the start of the hand only');
  const ee = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  ee.act('dealer', 'foreign-card', { box: 3, card: 1, to: 4, seen: true });
  assert.deepEqual(cards(ee, 'p3'), ['Qh', '2c'], 'replaced by the next card, as an exposed card');
});

test('000 §17.1 IV: the deck taken away too early at a draw — the top part taken back, nothing changes; otherwise the unused cards are shuffled by the server, cut, and the first card burned before dealing', () => {
  const five = (i: number, a: string[], b: string[], c: string[], d: string[]): string[] => [a[i], b[i], c[i], d[i]] as string[];
  const deck = [0, 1, 2, 3, 4].flatMap((i) => five(i, ['Ts', '2c', '3c', '4c', '6c'], ['Ah', 'Ad', 'As', '7d', '8s'], ['Kh', 'Kd', 'Qh', 'Qd', 'Js'], ['5h', '5d', '5s', '2h', '2d']));
  const h = scripted('five-card-draw', 'eus', { a: 5000, b: 5000, c: 5000, d: 5000 }, deck, 4);
  assert.equal(h.refused('dealer', 'deck-removed', { restored: false }), 'circle-poker/reshuffle', 'the shuffle is the server\'s random result');
  h.act('c', 'call');
  h.act('d', 'fold');
  h.act('a', 'call');
  h.act('b', 'check');
  h.act('dealer', 'next');
  h.act('a', 'draw', { discard: ['2c'] });
  h.act('b', 'draw', { discard: [] });
  h.act('c', 'draw', { discard: [] });
  const before = h.state.shoe;
  h.act('dealer', 'deck-removed', { restored: true });
  assert.deepEqual(h.state.shoe, before, 'taken back: the stub as it was');
  const stub = before.order.slice(before.pos);
  h.act('dealer', 'deck-removed', { restored: false, reshuffle: stub.map((_c, i) => stub.length - 1 - i) });
  assert.deepEqual(h.state.shoe.burned.at(-1), stub.at(-1), 'the first card after the shuffle burned');
  h.act('dealer', 'next');
  assert.ok(h.state.hand[0]?.cards.some((c) => c.card === stub.at(-2)), 'a\'s replacement is the next card');
  assert.deepEqual([stub.at(-1), stub.at(-2)], ['Ac', 'Ks'], 'as the scenario file says');
  const t = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  assert.equal(t.refused('dealer', 'deck-removed', { restored: true }), 'circle-poker/no-deck-removed', '000 §17.1 IV is draw poker\'s');
});

// ---- a card too many on a street four-card-flop does not cover (000 §17.6 V.2 a; 003 §3.1.7.5 unwritten) ----------

const board = (h: Scripted, b = 0): string[] => [...(h.state.boards[b] ?? [])];
const checkAround = (h: Scripted, players: readonly string[]): void => players.forEach((p) => h.act(p, 'check'));

test('000 §17.6 V.2 a: a second card dealt with the turn is void and replaced from the deck — the river is burned and dealt as usual after it', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  toFlop(h);
  checkAround(h, ['p1', 'p2', 'p3', 'p4']);
  h.act('dealer', 'next');
  assert.deepEqual(board(h), ['3c', '4c', '5c', '7c']);
  assert.equal(h.refused('p1', 'extra-board-card', { board: 0 }), 'circle-poker/dealer-only');
  h.act('dealer', 'extra-board-card', { board: 0 });
  assert.ok(h.events.some((e) => e.type === 'extra-card-void' && e.card === '8c' && e.cite === '000 §17.6 V.2 a'));
  assert.equal(h.refused('dealer', 'extra-board-card', { board: 0 }), 'circle-poker/no-extra-card', 'corrected once');
  checkAround(h, ['p1', 'p2', 'p3', 'p4']);
  h.act('dealer', 'next');
  assert.deepEqual(board(h), ['3c', '4c', '5c', '7c', 'Tc'], 'the river: burn 9c, then Tc');
});

test('003 §3.1.7.5 scrambles a four-card flop only: a second card with the turn, or a card too many at Courchevel\'s flop (its first card dealt with the hole cards), is refused as a case the text does not write — never a guessed deal', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  toFlop(h);
  assert.equal(h.refused('dealer', 'extra-board-card', { board: 0 }), 'circle-poker/no-extra-card', 'a four-card flop is recorded as such');
  checkAround(h, ['p1', 'p2', 'p3', 'p4']);
  h.act('dealer', 'next');
  const r = h.game.apply(h.state, { type: 'extra-board-card', board: 0, by: { kind: 'dealer' } } as never);
  assert.ok(!r.ok && r.rejection.code === 'circle-poker/unwritten' && /second card dealt with the turn/.test(r.rejection.message));
  const c = scripted('courchevel', 'ee-oc', S4, [], 4);
  for (const p of ['p3', 'p4', 'p1']) c.act(p, 'call');
  c.act('p2', 'check');
  c.act('dealer', 'next');
  assert.equal(board(c).length, 3);
  assert.equal(c.refused('dealer', 'four-card-flop'), 'circle-poker/no-flop-error', 'Courchevel\'s flop is not a three-card street');
  const rc = c.game.apply(c.state, { type: 'extra-board-card', board: 0, by: { kind: 'dealer' } } as never);
  assert.ok(!rc.ok && rc.rejection.code === 'circle-poker/unwritten' && /first card came with the hole cards/.test(rc.rejection.message));
});

test('000 §17.6 V.2 a at Double Hold\'em (000 §17.3.2): a fourth card on the first flop is void, the second flop is the three cards after it', () => {
  const h = scripted('double-holdem', 'eus', S4, [...TOP4.slice(0, 8), '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc', 'Jc', 'Qc'], 4);
  toFlop(h);
  assert.deepEqual([board(h, 0), board(h, 1)], [['3c', '4c', '5c'], ['6c', '7c', '8c']]);
  h.act('dealer', 'extra-board-card', { board: 0 });
  assert.deepEqual([board(h, 0), board(h, 1)], [['3c', '4c', '5c'], ['7c', '8c', '9c']], '6c void; the second flop one card on');
  checkAround(h, ['p1', 'p2', 'p3', 'p4']);
  h.act('dealer', 'next');
  assert.deepEqual([board(h, 0), board(h, 1)], [['3c', '4c', '5c', 'Jc'], ['7c', '8c', '9c', 'Qc']], 'the turn burns Tc as usual');
});

// Synthetic poker (000 §17.6): 28 cards, no burn; two cards each and the first community card, then one a round.
const SYN4 = { p1: 4000, p2: 4000, p3: 4000, p4: 4000 };
const SYN_TOP = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '8c', '9c', 'Tc', 'Jc'];

test('000 §17.6 V.2 a: synthetic poker\'s one-card streets — a second community card exposed is void, the first counts and the next round\'s card is the deck\'s next', () => {
  const h = scripted('synthetic-poker', 'eus', SYN4, SYN_TOP, 4);
  assert.deepEqual(board(h), ['8c']);
  h.act('dealer', 'extra-board-card', { board: 0 });
  assert.ok(h.events.some((e) => e.type === 'extra-card-void' && e.card === '9c'));
  checkAround(h, ['p1', 'p2', 'p3', 'p4']);
  h.act('dealer', 'next');
  assert.deepEqual(board(h), ['8c', 'Tc']);
});

test('000 §17.6 V.2 a–b: when the deck cannot replace the extra card, or a card exposed before the round ended, the hand is void — every ante back', () => {
  // Ten players take 20 cards and the board 5 of the 28: three spare, each taken by a boxed card.
  const ten = Object.fromEntries(Array.from({ length: 10 }, (_x, i) => [`p${i + 1}`, 2000]));
  for (const type of ['extra-board-card', 'premature-card']) {
    const h = scripted('synthetic-poker', 'eus', ten, [], 10);
    for (let i = 0; i < 3; i++) h.act('dealer', 'boxed-card');
    h.act('dealer', type, type === 'extra-board-card' ? { board: 0 } : {});
    assert.equal(h.state.phase, 'over');
    assert.equal(h.state.irr?.misdeal?.reason, type);
    assert.match(h.state.irr?.misdeal?.cite ?? '', /000 §17\.6 V\.2 a/);
    assert.deepEqual(finalStacks(h.state), ten, 'every ante back');
  }
});
