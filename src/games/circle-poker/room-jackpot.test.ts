/**
 * The poker-room jackpots at the table (003-CP-JP): the drop out of the main pot and the Bad Beat and Royal Flush
 * winners, on stacked decks through the engine; the qualifier of every variant the 003 profiles play.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, gameOf, rakeOf, scripted, type Scripted } from './testing.js';
import { deckOf } from './game.js';
import { phhText } from './phh.js';
import { replayPhh } from './phh-import.js';
import { readToml } from './toml.js';
import { meetsBadBeat, roomWinners } from './room-jackpot.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpState } from './state.js';
import { games } from './index.js';
import { seededRng } from '../../rng/seeded-rng.js';

const TABLE = { jackpot: { id: 'olympic' } };
const six = { p1: 10000, p2: 10000, p3: 10000, p4: 10000, p5: 10000, p6: 10000 };
const five = { p1: 10000, p2: 10000, p3: 10000, p4: 10000, p5: 10000 };

/**
 * A hold'em deck for `n` players at boxes 1…n, the button at box n (p1 the small blind): each player's two hole
 * cards, then the board (burns before the flop, turn and river).
 */
function holdemDeck(holes: readonly (readonly [string, string])[], board: readonly string[]): string[] {
  const burns = ['9c', '9d', '9s'].filter((c) => !holes.flat().includes(c) && !board.includes(c));
  const [b1, b2, b3] = burns.length >= 3 ? burns : ['8c', '8d', '8s'];
  return [...holes.map((h) => h[0]), ...holes.map((h) => h[1]), b1 as string, ...board.slice(0, 3), b2 as string, board[3] as string, b3 as string, board[4] as string];
}

/** Everyone calls the big blind, then checks every street to the showdown. */
function callAndCheckDown(s: Scripted): void {
  while (s.state.phase !== 'over') {
    if (s.state.phase === 'dealing') s.act('dealer', 'next');
    // A showdown in order (003 §3.1.3.6): every hand is tabled (the jackpots read the hands shown).
    else if (s.state.phase === 'showdown') s.showAll();
    else {
      const p = s.state.hand[s.state.toAct as number];
      s.act(p?.player as string, p && p.bet < s.state.currentBet ? 'call' : 'check');
    }
  }
}

const JUNK: [string, string][] = [['3h', '4h'], ['6c', '7d'], ['8h', '2d'], ['5s', '3d']];

test("003 §3.3.6–8: a hold'em bad beat — aces full of jacks, both hole cards, beaten by four jacks with both hole cards — names the loser, the winner and the four other players dealt in; the drop of 1.00 leaves the main pot (§3.2.41–42)", () => {
  const board = ['Ah', 'Jc', 'Js', '5d', '2c'];
  const s = scripted('texas-holdem', 'ee-oc', six, holdemDeck([['As', 'Ad'], ['Jh', 'Jd'], ...JUNK], board), 6, { table: TABLE });
  callAndCheckDown(s);
  const st = s.state;
  assert.deepEqual(roomWinners(st).badBeat, { losers: ['p1'], winners: ['p2'], table: ['p3', 'p4', 'p5', 'p6'] });
  // 6 × 2.00 = 12.00: the 5% rake of one full 10.00 (0.50), the drop 1.00, 10.50 to the winner.
  const main = st.result?.pots[0];
  assert.equal(main?.drop, 100);
  assert.equal(rakeOf(st), 50);
  assert.equal(finalStacks(st).p2, 10000 - 200 + 1050);
  const set = s.game.settlement(st);
  assert.ok(set);
  assert.equal(set.houseNet, 50, 'the drop is not the house\'s');
  assert.deepEqual(set.jackpots?.contributions, [{ jackpot: 'olympic', bettor: 'main', bet: 'drop', stake: 100, fromPot: 'main', cite: '003 §3.2.41–42, §3.3.3' }]);
  const awards = set.jackpots?.awards ?? [];
  assert.deepEqual(awards.map((a) => [a.bettor, a.combination, a.share?.num, a.share?.den, a.order, a.basis]), [
    ['p1', 'bad-beat-loser', 3000, 10000, 0, 'day-close'],
    ['p2', 'bad-beat-winner', 1500, 10000, 1, 'day-close'],
    ['p3', 'bad-beat-table', 1500, 10000, 2, 'day-close'],
    ['p4', 'bad-beat-table', 1500, 10000, 2, 'day-close'],
    ['p5', 'bad-beat-table', 1500, 10000, 2, 'day-close'],
    ['p6', 'bad-beat-table', 1500, 10000, 2, 'day-close'],
  ]);
});

test("003-CP-JP is silent on a board run twice (003 §3.2.32–36): by default such a hand wins no Bad Beat or Royal Flush prize (the drop is still taken); a profile saying `first-run` judges the first run", () => {
  const board = ['Ah', 'Jc', 'Js', '5d', '2c'];
  const s = scripted('texas-holdem', 'ee-oc', six, holdemDeck([['As', 'Ad'], ['Jh', 'Jd'], ...JUNK], board), 6, { table: TABLE });
  callAndCheckDown(s);
  const twice: CpState = { ...s.state, runTwice: { from: 3, asked: ['p1', 'p2'], answers: { p1: true, p2: true }, outcome: 'agreed' } };
  assert.deepEqual(roomWinners(twice), { badBeat: null, royalFlush: [] });
  const rules = s.state.profile.roomJackpot?.value;
  assert.ok(rules);
  assert.equal(rules.runTwice, 'not-eligible', 'the default');
  const firstRun = { ...twice, profile: { ...twice.profile, roomJackpot: { ...twice.profile.roomJackpot, value: { ...rules, runTwice: 'first-run' as const } } } } as CpState;
  assert.deepEqual(roomWinners(firstRun).badBeat, { losers: ['p1'], winners: ['p2'], table: ['p3', 'p4', 'p5', 'p6'] });
});

test("003 §3.3.7: at hold'em aces full of jacks made with one hole card (the board holds two aces) is no bad beat", () => {
  const board = ['Ah', 'Ac', 'Jc', 'Js', '5d'];
  const s = scripted('texas-holdem', 'ee-oc', six, holdemDeck([['Ad', '2h'], ['Jh', 'Jd'], ...JUNK], board), 6, { table: TABLE });
  callAndCheckDown(s);
  assert.equal(roomWinners(s.state).badBeat, null);
  assert.deepEqual(s.game.settlement(s.state)?.jackpots?.awards, []);
  assert.equal(s.state.result?.pots[0]?.drop, 100, 'the drop is taken all the same');
});

test("003 §3.3.9–10: a royal flush at hold'em made with both hole cards wins the Royal Flush prize: 20% of the amount that counts, at most 500.00", () => {
  const board = ['As', 'Js', 'Ts', '4d', '2c'];
  const s = scripted('texas-holdem', 'ee-oc', six, holdemDeck([['Ks', 'Qs'], ['Kd', 'Qd'], ['3h', '4h'], ['6c', '7d'], ['8h', '2d'], ['5s', '3d']], board), 6, { table: TABLE });
  callAndCheckDown(s);
  assert.deepEqual(roomWinners(s.state).royalFlush, ['p1']);
  const rf = s.game.settlement(s.state)?.jackpots?.awards.find((a) => a.combination === 'royal-flush');
  assert.deepEqual([rf?.bettor, rf?.share, rf?.max, rf?.basis], ['p1', { num: 20, den: 100 }, 50000, 'day-close']);
});

test('003 §3.2.41, §3.3.1: a table with five players dealt in pays no drop and no prize, even on a bad beat', () => {
  const board = ['Ah', 'Jc', 'Js', '5d', '2c'];
  const s = scripted('texas-holdem', 'ee-oc', five, holdemDeck([['As', 'Ad'], ['Jh', 'Jd'], ...JUNK.slice(0, 3)], board), 5, { table: TABLE });
  callAndCheckDown(s);
  assert.equal(s.state.result?.pots[0]?.drop, undefined);
  assert.equal(roomWinners(s.state).badBeat, null);
  assert.equal(s.game.settlement(s.state)?.jackpots, undefined);
});

test('003 §3.2.43: a hand that ends before the flop pays no drop (and no rake)', () => {
  const s = scripted('texas-holdem', 'ee-oc', six, [], 6, { table: TABLE });
  for (const p of ['p3', 'p4', 'p5', 'p6', 'p1']) s.act(p, 'fold');
  assert.equal(s.state.phase, 'over');
  assert.equal(s.state.result?.pots[0]?.drop, undefined);
  assert.equal(rakeOf(s.state), 0);
  assert.equal(s.game.settlement(s.state)?.jackpots, undefined);
});

test('003 §3.3.11: a table whose configuration links no jackpot (a tournament, a table without it) pays no drop', () => {
  const board = ['Ah', 'Jc', 'Js', '5d', '2c'];
  const s = scripted('texas-holdem', 'ee-oc', six, holdemDeck([['As', 'Ad'], ['Jh', 'Jd'], ...JUNK], board), 6);
  callAndCheckDown(s);
  assert.equal(s.state.result?.pots[0]?.drop, undefined);
  assert.equal(s.game.settlement(s.state)?.jackpots, undefined);
  assert.equal(finalStacks(s.state).p2, 10000 - 200 + 1150);
});

/** For each variant with a Bad Beat: a hand at its minimum qualifies, the next lower hand does not (003 §3.3.7). */
const QUALIFIERS: Record<string, { at: [string[], string[]]; below: [string[], string[]] }> = {
  'texas-holdem': { at: [['Ac', 'Jd'], ['Ad', 'Ah', 'Jc', '2s', '5h']], below: [['Kc', 'Qd'], ['Kd', 'Kh', 'Qc', '2s', '5h']] },
  'crazy-pineapple': { at: [['Ac', 'Jd'], ['Ad', 'Ah', 'Jc', '2s', '5h']], below: [['Ac', 'Td'], ['Ad', 'Ah', 'Tc', '2s', '5h']] },
  omaha: { at: [['2c', '2d', '9h', 'Kc'], ['2h', '2s', '7c', '8d', 'Jh']], below: [['Ac', 'Ad', '9h', 'Kc'], ['Ah', 'Ks', 'Kd', '8d', 'Jh']] },
  'omaha-hi-lo': { at: [['2c', '2d', '9h', 'Kc'], ['2h', '2s', '7c', '8d', 'Jh']], below: [['Ac', 'Ad', '9h', 'Kc'], ['Ah', 'Ks', 'Kd', '8d', 'Jh']] },
  'five-card-omaha': { at: [['Kc', 'Kd', '9h', '2c', '3d'], ['Kh', 'Ks', '7c', '8d', 'Jh']], below: [['Qc', 'Qd', '9h', '2c', '3d'], ['Qh', 'Qs', '7c', '8d', 'Jh']] },
  courchevel: { at: [['Kc', 'Kd', '9h', '2c', '3d'], ['Kh', 'Ks', '7c', '8d', 'Jh']], below: [['Qc', 'Qd', '9h', '2c', '3d'], ['Qh', 'Qs', '7c', '8d', 'Jh']] },
  'seven-card-stud': { at: [['Ac', 'Ad', 'Ah', '2c', '2d', '7s', '9h'], []], below: [['Kc', 'Kd', 'Kh', 'Ac', 'Ad', '7s', '9h'], []] },
  soko: { at: [['Kh', '5h', '4h', '3h', '2h'], []], below: [['Qh', 'Jh', '9h', '8h', '7h'], []] },
};

test('003 §3.3.7: each variant\'s Bad Beat qualifier is its profile\'s data — the minimum hand qualifies, the hand just under it does not; razz and short deck have none', () => {
  for (const game of games) {
    const profile = game.profiles.ids().includes('ee-oc') ? (game.profiles.get('ee-oc') as CircleProfile) : null;
    const bb = profile?.roomJackpot?.value.badBeat ?? null;
    const q = QUALIFIERS[game.id];
    if (!q) {
      assert.equal(bb, null, `${game.id} has no Bad Beat`);
      continue;
    }
    assert.ok(bb, `${game.id} has a Bad Beat`);
    const v = (game.create({ profile: profile as CircleProfile, table: {}, carry: null, rng: seededRng('v') }).state as CpState).variant;
    assert.equal(meetsBadBeat(v, bb, q.at[0], q.at[1]), true, `${game.id}: the minimum qualifies`);
    assert.equal(meetsBadBeat(v, bb, q.below[0], q.below[1]), false, `${game.id}: below the minimum`);
  }
});

test('PHH: the hand history names the jackpot and the drop (`_jackpot`, `_jackpot_drop`, documented user fields) and replays with the same finishing stacks after the drop', () => {
  const game = gameOf('texas-holdem');
  const profile = game.profiles.get('ee-oc') as CircleProfile;
  const top = holdemDeck([['As', 'Ad'], ['Jh', 'Jd'], ...JUNK], ['Ah', 'Jc', 'Js', '5d', '2c']);
  const variant = (game.create({ profile, table: {}, carry: null, rng: seededRng('v') }).state as CpState).variant;
  const initial = game.create({ profile, table: TABLE, carry: null, rng: seededRng('s'), stack: [...top, ...deckOf(variant).filter((c) => !top.includes(c))], stacks: six }).state as CpState;
  const actions: CpAction[] = [];
  let s = initial;
  const act = (a: CpAction): void => {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state as CpState;
    actions.push(a);
  };
  Object.keys(six).forEach((p, i) => act({ type: 'sit', box: i + 1, by: { kind: 'player', player: p } } as CpAction));
  act({ type: 'deal', button: 6, by: { kind: 'dealer' } } as CpAction);
  while (s.phase !== 'over') {
    if (s.phase === 'dealing') act({ type: 'next', by: { kind: 'dealer' } } as CpAction);
    else if (s.phase === 'showdown') act({ type: 'show', by: { kind: 'player', player: (s.hand[s.toAct as number] as { player: string }).player } } as CpAction);
    else {
      const p = s.hand[s.toAct as number] as { player: string; bet: number };
      act({ type: p.bet < s.currentBet ? 'call' : 'check', by: { kind: 'player', player: p.player } } as CpAction);
    }
  }
  const text = phhText(game, initial, actions);
  const doc = readToml(text);
  assert.equal(doc._jackpot, 'olympic');
  assert.equal(doc._jackpot_drop, 100);
  const back = replayPhh(text, (id) => games.find((g) => g.id === id));
  assert.ok(back.checks.length > 0 && back.checks.every((c) => c.ok), JSON.stringify(back.checks));
  assert.equal(back.final.result?.pots[0]?.drop, 100);
});
