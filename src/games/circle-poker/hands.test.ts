/**
 * Circle poker scenarios: stacked decks, scripted actions, exact stacks and cuts at the end, each citing its rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../core/errors.js';
import { finalStacks, gameOf, rakeOf, scripted } from './testing.js';
import type { CircleProfile } from './profile.js';
import type { CpState } from './state.js';

/** The player's decisions (sitting out, asked at any time for the next deal, left aside). */
const legalTypes = (s: ReturnType<typeof scripted>, who: string): string[] => s.game.legalActions(s.state, { kind: 'player', player: who }).map((l) => l.type).filter((t) => t !== 'sit-out' && t !== 'come-back');
const rangeOf = (s: ReturnType<typeof scripted>, who: string, type: string): { min: number; max: number } | undefined => {
    const r = s.game.legalActions(s.state, { kind: 'player', player: who }).find((l) => l.type === type)?.amount;
    return r ? { min: r.min, max: r.max } : undefined;
  };

test("000 §17 VII.8/VII.11, 003 §3.1.3.10: three all-ins of different sizes make a main pot and two side pots, each won by the best hand eligible for it; the 5% rake is taken from the main pot (003 §3.2.39)", () => {
  // Button at box 4: p1 small blind, p2 big blind, p3 first to speak. Board 2c 7d 9h Js Kc.
  const deck = ['Kd', 'Jd', '9d', '3c', 'Kh', 'Jh', '9s', '4d', '5c', '2c', '7d', '9h', '5d', 'Js', '5h', 'Kc'];
  const s = scripted('texas-holdem', 'ee-oc', { p1: 1000, p2: 3000, p3: 6000, p4: 10000 }, deck, 4);
  s.act('p3', 'raise', { amount: 6000 });
  s.act('p4', 'call');
  s.act('p1', 'call');
  s.act('p2', 'call');
  s.act('p1', 'run-twice', { agree: false }); // asked at ee-oc (003 §3.2.32): declined, the board is dealt once
  s.runOut();
  const st = s.state;
  assert.equal(st.phase, 'over');
  assert.deepEqual(st.result?.pots.map((p) => [p.name, p.amount, [...p.eligible].sort().join(',')]), [['main', 4000, 'p1,p2,p3,p4'], ['side-1', 6000, 'p2,p3,p4'], ['side-2', 6000, 'p3,p4']]);
  // 5% of each full 10.00 of 160.00 = 8.00, under the 10.00 cap, taken from the main pot.
  assert.equal(rakeOf(st), 800);
  assert.deepEqual(finalStacks(st), { p1: 3200, p2: 6000, p3: 6000, p4: 4000 });
  const set = s.game.settlement(st);
  assert.equal(set?.houseNet, 800);
  assert.deepEqual(set?.pots?.find((p) => p.pot === 'main')?.cuts, [{ rule: 'rake', amount: 800, cite: '003 §3.2.39' }]);
});

test('003 §3.1.3.9: equal hands split the pot, and the odd chip goes to the first seat left of the button (not the lowest box)', () => {
  // Heads-up, button at box 1 (p1 posts the small blind); both play the board's straight.
  const deck = ['2c', '2d', '3d', '3c', '4h', '9c', 'Td', 'Jh', '4s', 'Qs', '5h', 'Kc'];
  // eus deals no hand to fewer than four players (000 §17 VII.1): the heads-up scenario derives a profile.
  const derived = gameOf('texas-holdem').profiles.derive('eus', { minPlayers: { value: 2, cite: 'test' } }) as CircleProfile;
  const h = scripted('texas-holdem', derived, { p1: 5000, p2: 5000 }, deck, 1);
  h.act('p1', 'raise', { amount: 410 });
  h.act('p2', 'call');
  for (let i = 0; i < 3; i++) {
    h.act('dealer', 'next');
    h.act('p2', 'check');
    h.act('p1', 'check');
  }
  const st = h.state;
  // Pot 820, rake 5% = 41 (000 §17 II.3 a), 779 to share: 390 to p2 (box 2, first left of the button), 389 to p1.
  assert.equal(rakeOf(st), 41);
  assert.deepEqual(st.result?.pots[0]?.awards.map((a) => [a.player, a.amount]), [['p2', 390], ['p1', 389]]);
});

test('000 §17 VII.1 (eus): a hand is not dealt to fewer than four players', () => {
  assert.throws(() => scripted('texas-holdem', 'eus', { p1: 5000, p2: 5000, p3: 5000 }, [], 1), (e: Error) => e instanceof Error && /too-few-players|a hand needs 4/.test(`${(e as { code?: string }).code} ${e.message}`));
});

test('003 §3.5.4.2–3: Omaha Hi/Lo splits the pot between the best high and the qualifying low (two hole cards, three of the board)', () => {
  // Heads-up, button box 2 (p2 small blind, speaks first). Board A 2 7 K Q: three low cards.
  const deck = ['As', 'Kd', 'Ks', 'Kh', '3d', 'Qd', '4d', 'Jc', '5c', 'Ah', '2c', '7s', '5d', 'Kc', '5h', 'Qh'];
  const s = scripted('omaha-hi-lo', 'ee-oc', { p1: 5000, p2: 5000 }, deck, 2);
  s.act('p2', 'call');
  s.act('p1', 'check');
  for (let i = 0; i < 3; i++) {
    s.act('dealer', 'next');
    s.act('p1', 'check');
    s.act('p2', 'check');
  }
  s.showAll(); // 003 §3.1.3.6: the showdown in order, every hand tabled
  const st = s.state;
  assert.equal(rakeOf(st), 0, 'a 4.00 pot is under the 10.00 the rake starts at (003 §3.2.39)');
  // p2 has three kings (high); p1 has 7-4-3-2-A (low).
  assert.deepEqual(st.result?.pots[0]?.awards.map((a) => [a.player, a.amount, a.handType]), [['p2', 200, 0], ['p1', 200, 1]]);
});

test('003 §3.5.4.3: with fewer than three low cards on the board there is no low, and the high hand takes the whole pot', () => {
  const deck = ['As', 'Kd', 'Ks', 'Kh', '3d', 'Qd', '4d', 'Jc', '5c', 'Kc', '9s', '8s', '5d', '3h', '5h', 'Qh'];
  const s = scripted('omaha-hi-lo', 'ee-oc', { p1: 5000, p2: 5000 }, deck, 2);
  s.act('p2', 'call');
  s.act('p1', 'check');
  for (let i = 0; i < 3; i++) {
    s.act('dealer', 'next');
    s.act('p1', 'check');
    s.act('p2', 'check');
  }
  s.showAll(); // 003 §3.1.3.6: the showdown in order, every hand tabled
  assert.deepEqual(s.state.result?.pots[0]?.awards.map((a) => [a.player, a.amount]), [['p2', 400]]);
});

test('003 §3.1.8.8: an all-in of less than a full raise does not reopen the betting for a player who has already acted', () => {
  // Button box 3: p1 SB 100, p2 BB 200, p3 speaks first and raises to 600 (a raise of 400).
  const s = scripted('texas-holdem', 'ee-oc', { p1: 800, p2: 20000, p3: 20000 }, [], 3);
  s.act('p3', 'raise', { amount: 600 });
  s.act('p1', 'raise', { amount: 800 }); // all-in: a raise of 200, less than the 400 needed
  assert.ok(legalTypes(s, 'p2').includes('raise'), 'the big blind has not acted yet: he may raise');
  s.act('p2', 'call');
  assert.deepEqual(legalTypes(s, 'p3').sort(), ['call', 'fold']);
  assert.equal(s.refused('p3', 'raise', { amount: 1400 }), 'circle-poker/cannot-raise');
});

test('003 §3.1.8.8: a full all-in raise reopens the betting, and the minimum raise stays the last full raise', () => {
  const s = scripted('texas-holdem', 'ee-oc', { p1: 1000, p2: 20000, p3: 20000 }, [], 3);
  s.act('p3', 'raise', { amount: 600 });
  s.act('p1', 'raise', { amount: 1000 }); // all-in: a raise of 400, a full raise
  s.act('p2', 'call');
  assert.ok(legalTypes(s, 'p3').includes('raise'));
  assert.equal(rangeOf(s, 'p3', 'raise')?.min, 1400);
});

test('000 §17.5 II.1, §17 VII.2: fixed limit caps each player at three raises a round, with no cap heads-up', () => {
  const derived = gameOf('omaha-hi-lo').profiles.get('eus');
  const four = { ...derived, minPlayers: { value: 2, cite: 'test' } } as CircleProfile;
  // Three players: p3 raises to 400, p1 to 600, p2 to 800, p3 to 1000, p1 1200, p2 1400, p3 1600, p1 1800, p2 2000.
  const s = scripted('omaha-hi-lo', four, { p1: 20000, p2: 20000, p3: 20000 }, [], 3);
  const order = ['p3', 'p1', 'p2'];
  for (let k = 0; k < 9; k++) s.act(order[k % 3] as string, 'raise', { amount: 400 + 200 * k });
  assert.ok(!legalTypes(s, 'p3').includes('raise'), 'p3 has raised three times');
  assert.equal(s.refused('p3', 'raise', { amount: 2200 }), 'circle-poker/cannot-raise');
  // Heads-up (two players left in the hand): no cap.
  const h = scripted('omaha-hi-lo', four, { p1: 20000, p2: 20000 }, [], 2);
  for (let k = 0; k < 8; k++) h.act(k % 2 === 0 ? 'p2' : 'p1', 'raise', { amount: 400 + 200 * k });
  assert.ok(legalTypes(h, 'p2').includes('raise'));
  assert.equal(rangeOf(h, 'p2', 'raise')?.min, 2000);
  assert.equal(rangeOf(h, 'p2', 'raise')?.max, 2000, 'a fixed-limit raise is exactly one unit');
});

test('003 §3.1.8.9: limit raises are capped per round; the cap applies until only two players remain', () => {
  const s = scripted('omaha-hi-lo', 'ee-oc', { p1: 20000, p2: 20000, p3: 20000 }, [], 3);
  s.act('p3', 'raise', { amount: 400 });
  s.act('p1', 'raise', { amount: 600 });
  s.act('p2', 'raise', { amount: 800 });
  assert.ok(!legalTypes(s, 'p3').includes('raise'));
  s.act('p3', 'fold');
  assert.ok(legalTypes(s, 'p1').includes('raise'), 'two players left: no cap');
});

test('000 §17 VI.3.2: pot limit — the largest raise is the pot after the call', () => {
  const s = scripted('omaha', 'ee-oc', { p1: 20000, p2: 20000, p3: 20000 }, [], 3);
  // Blinds 100 + 200; p3 calls 200 and raises the pot of 500: to 700.
  assert.deepEqual(rangeOf(s, 'p3', 'raise'), { min: 400, max: 700 });
  assert.equal(s.refused('p3', 'raise', { amount: 701 }), 'circle-poker/amount');
  s.act('p3', 'raise', { amount: 700 });
  // p1 (100 in) calls 600 into a pot of 1000: 700 + 1600 = 2300.
  assert.deepEqual(rangeOf(s, 'p1', 'raise'), { min: 1200, max: 2300 });
});

test("000 §17 VI.3.1: split limit — the largest raise is half the pot after the call", () => {
  const game = gameOf('texas-holdem');
  const p = game.profiles.derive('ee-oc', { structure: { value: 'split-limit', cite: '000 §17 VI.3.1' } }) as CircleProfile;
  const s = scripted('texas-holdem', p, { p1: 20000, p2: 20000, p3: 20000 }, [], 3);
  assert.deepEqual(rangeOf(s, 'p3', 'raise'), { min: 400, max: 450 });
});

test('003 §3.2.39: the rake is 0.50 per full 10.00 of the pot, at most 10.00; 003 §3.2.43: none when the hand ends before the flop', () => {
  const deck = ['Ad', 'Kd', 'Ah', 'Kh', '5c', '2c', '7d', '9h', '5d', 'Js', '5h', 'Qc'];
  // A pot of 2 × 1550 = 31.00: three full tens, 1.50.
  const a = scripted('texas-holdem', 'ee-oc', { p1: 20000, p2: 20000 }, deck, 2);
  a.act('p2', 'raise', { amount: 1550 });
  a.act('p1', 'call');
  for (let i = 0; i < 3; i++) {
    a.act('dealer', 'next');
    a.act('p1', 'check');
    a.act('p2', 'check');
  }
  a.showAll();
  assert.equal(rakeOf(a.state), 150);
  // A pot of 2 × 15000 = 300.00: capped at 10.00.
  const b = scripted('texas-holdem', 'ee-oc', { p1: 20000, p2: 20000 }, deck, 2);
  b.act('p2', 'raise', { amount: 15000 });
  b.act('p1', 'call');
  for (let i = 0; i < 3; i++) {
    b.act('dealer', 'next');
    b.act('p1', 'check');
    b.act('p2', 'check');
  }
  b.showAll();
  assert.equal(rakeOf(b.state), 1000);
  // Everyone folds to a raise before the flop: no rake, the uncalled raise goes back.
  const c = scripted('texas-holdem', 'ee-oc', { p1: 20000, p2: 20000 }, deck, 2);
  c.act('p2', 'raise', { amount: 15000 });
  c.act('p1', 'fold');
  assert.equal(rakeOf(c.state), 0);
  assert.deepEqual(finalStacks(c.state), { p1: 19800, p2: 20200 });
});

test('000 §17 II.3 a: the house takes its percentage of the chips players put in against each other; a raise nobody called goes back whole, uncut', () => {
  const deck = ['Ad', 'Kd', 'Ah', 'Kh', '5c', '2c', '7d', '9h', '5d', 'Js', '5h', 'Qc', '3s', '4s', '6s', '8s'];
  // eus takes 5% of the pot. Blinds 1.00 and 2.00; p3 raises to 150.00 and everyone folds: the pot the players
  // contested is 5.00 (the blinds and the 2.00 of p3's raise they were called on), 0.25 to the house; the 148.00 nobody
  // called comes back to p3. (It used to be counted into the pot: 7.65 to the house.)
  const s = scripted('texas-holdem', 'eus', { p1: 20000, p2: 20000, p3: 20000, p4: 20000 }, deck, 4);
  s.act('p3', 'raise', { amount: 15000 });
  for (const p of ['p4', 'p1', 'p2']) s.act(p, 'fold');
  const pots = s.state.result?.pots ?? [];
  assert.equal(rakeOf(s.state), 25, JSON.stringify(pots));
  assert.deepEqual(finalStacks(s.state), { p1: 19900, p2: 19800, p3: 20275, p4: 20000 });
  // The chips nobody called are their own layer, p3's alone, and uncut.
  const last = pots.at(-1);
  assert.deepEqual([last?.shares.map((x) => x.player), last?.amount, last?.rake], [['p3'], 14800, 0]);
});

test('000 §17 II.3 c: a per-player fee is taken from each player dealt in, booked as its own cut', () => {
  const game = gameOf('texas-holdem');
  const p = game.profiles.parse({ ...game.profiles.get('ee-oc'), rake: { value: { method: 'player-fee', amount: 50 }, cite: '000 §17 II.3 c' } }) as CircleProfile;
  const s = scripted('texas-holdem', p, { p1: 20000, p2: 20000 }, [], 2);
  s.act('p2', 'fold');
  const set = s.game.settlement(s.state);
  assert.equal(set?.houseNet, 100);
  assert.deepEqual(set?.pots?.find((x) => x.pot === 'player-fee')?.cuts, [{ rule: 'player-fee', amount: 100, cite: '000 §17 II.3 c' }]);
  assert.deepEqual(finalStacks(s.state), { p1: 20050, p2: 19850 }, 'p2 (small blind) folds: p1 takes the blinds, less nothing');
});

test('000 §17 VI.3: a profile whose ante exceeds 50% of the table minimum is refused at load', () => {
  const game = gameOf('omaha');
  assert.throws(() => game.profiles.derive('eus', { ante: { value: 101, cite: 'test' } }), ConfigError);
});

test('003 §3.1.4.7: on a time-out the player checks, or folds facing a bet', () => {
  const s = scripted('texas-holdem', 'ee-oc', { p1: 20000, p2: 20000, p3: 20000 }, [], 3);
  assert.deepEqual(s.game.timeoutAction?.(s.state), { type: 'fold', by: { kind: 'system' } });
  s.act('p3', 'call');
  s.act('p1', 'call');
  assert.deepEqual(s.game.timeoutAction?.(s.state), { type: 'check', by: { kind: 'system' } });
  s.act('system', 'check');
  assert.equal(s.state.phase, 'dealing');
});

test('000 §17 VII.14: a face-down card is seen by its holder only, until the showdown; folded hands are never shown', () => {
  const deck = ['Ad', 'Kd', '2s', 'Ah', 'Kh', '3s', '5c', '2c', '7d', '9h', '5d', 'Js', '5h', 'Qc'];
  const s = scripted('texas-holdem', 'ee-oc', { p1: 20000, p2: 20000, p3: 20000 }, deck, 3);
  const cardsSeen = (who: { kind: 'player'; player: string } | { kind: 'spectator' } | { kind: 'dealer' }, of: string) =>
    (s.game.view(s.state, who) as { seats: { player: string; cards: unknown[] }[] }).seats.find((x) => x.player === of)?.cards;
  assert.deepEqual(cardsSeen({ kind: 'player', player: 'p1' }, 'p1'), [{ card: 'Ad', up: false }, { card: 'Ah', up: false }]);
  assert.deepEqual(cardsSeen({ kind: 'player', player: 'p2' }, 'p1'), [null, null]);
  assert.deepEqual(cardsSeen({ kind: 'spectator' }, 'p1'), [null, null]);
  assert.deepEqual(cardsSeen({ kind: 'dealer' }, 'p1'), [null, null]);
  s.act('p3', 'fold');
  s.act('p1', 'call');
  s.act('p2', 'check');
  for (let i = 0; i < 3; i++) {
    s.act('dealer', 'next');
    s.act('p1', 'check');
    s.act('p2', 'check');
  }
  s.showAll(); // 003 §3.1.3.6: the showdown in order, every hand tabled
  assert.equal((s.state as CpState).phase, 'over');
  assert.deepEqual(cardsSeen({ kind: 'player', player: 'p2' }, 'p1'), [{ card: 'Ad', up: false }, { card: 'Ah', up: false }], 'shown at the showdown');
  assert.deepEqual(cardsSeen({ kind: 'player', player: 'p1' }, 'p3'), [null, null], 'a folded hand stays hidden');
});

test('003 §3.1.5.1: seven-card stud — the lowest up card brings it in, and the best hand showing speaks first on fourth street', () => {
  // Third street: two down, one up each, p1 … p3 from the button's left (button box 3). Up cards: p1 9s, p2 2c, p3 Kh.
  const deck = ['Ac', 'Ad', 'Qc', 'Ah', '3d', 'Qd', '9s', '2c', 'Kh', /* fourth */ '9c', '4c', '5d'];
  const s = scripted('seven-card-stud', 'ee-oc', { p1: 20000, p2: 20000, p3: 20000 }, deck, 3);
  const bring = s.state.hand.find((p) => p.player === 'p2');
  assert.equal(bring?.bet, 100, 'p2 (2c) brings it in');
  assert.equal(s.state.hand[s.state.toAct as number]?.player, 'p3', 'the seat after the bring-in speaks first');
  s.act('p3', 'call');
  s.act('p1', 'call');
  s.act('p2', 'check');
  s.act('dealer', 'next');
  assert.equal(s.state.hand[s.state.toAct as number]?.player, 'p1', 'p1 shows a pair of nines');
});

test('000 §17.5 II.1 a: in split-limit seven-card stud a pair in a player\'s first two up cards puts fourth street at the higher limit', () => {
  // Button box 4: p1 … p4 two down and one up, then one up. p1's up cards 9s and 9c pair; the others do not.
  const deck = ['Ac', 'Ad', 'Qc', 'Jd', 'Ah', '3d', 'Qd', 'Js', '9s', '2c', 'Kh', '8d', '9c', '4c', '5d', '7h'];
  const stacks = { p1: 20000, p2: 20000, p3: 20000, p4: 20000 };
  const fourth = (profile: CircleProfile): ReturnType<typeof scripted> => {
    const s = scripted('seven-card-stud', profile, stacks, deck, 4);
    for (const p of ['p3', 'p4', 'p1']) s.act(p, 'call');
    s.act('p2', 'check');
    s.act('dealer', 'next');
    return s;
  };
  const eus = gameOf('seven-card-stud').profiles.get('eus') as CircleProfile;
  const s = fourth(eus);
  assert.equal(s.state.hand[s.state.toAct as number]?.player, 'p1');
  assert.deepEqual(s.game.legalActions(s.state, { kind: 'player', player: 'p1' }).find((a) => a.type === 'bet')?.amount, { min: 400, max: 400, step: 1 }, 'the higher unit (4.00)');
  const plain = fourth({ ...eus, openPairBigBet: { value: false, cite: 'test' } });
  assert.deepEqual(plain.game.legalActions(plain.state, { kind: 'player', player: 'p1' }).find((a) => a.type === 'bet')?.amount, { min: 200, max: 200, step: 1 }, 'the lower unit without the rule');
});
