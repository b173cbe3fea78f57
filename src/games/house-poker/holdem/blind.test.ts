/**
 * Blind hands at the board games (holdem/blind.ts): Casino Hold'em (003 §2.2.10.6–7, .9, .13) and Ultimate Texas
 * Hold'em (003 §2.2.9.5–8, .12), profile `ee-oc` of each; 000's Texas poker (`eus`) has none. The cards of a blind
 * box hidden from every view (its player's too) until the showdown, the continuation bet's size before the deal, one
 * open hand a player at the close, adjacent boxes, and a blind box never awaited nor timed out. The reducer checks
 * after every action that the chips on the cloth move only with the stakes (core/reducer.ts), so each round here
 * also checks the chips are conserved. Scenarios with exact payouts: scenarios/ee-oc-2.2.9.5-blind-hand.json,
 * scenarios/ee-oc-2.2.10.6-blind-hand-one-open.json.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame, GameAction, LegalAction } from '../../../core/contract.js';
import { IllegalActionError } from '../../../core/errors.js';
import type { Actor, Audience } from '../../../core/ids.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { casinoHoldem } from '../casino-holdem.js';
import { ultimateHoldem } from '../ultimate-holdem.js';
import { defaultHoldemTable } from './profile.js';
import type { HhState } from './state.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const SYSTEM: Actor = { kind: 'system' };
type S = HhState<{ id: string } & HhState['profile']>;
type ViewBox = { box: number; blind: boolean; cards: string[] | null; decision: string | null };

function runner(game: AnyGame, profileId: string, stack?: string[]): RoundRunner {
  const p = game.profiles.get(profileId) as HhState['profile'];
  return new RoundRunner(game, { profile: p, profileId, table: defaultHoldemTable(p), carry: null, rng: seededRng('blind'), roundNo: 1, ...(stack ? { stack } : {}) });
}
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const refused = (r: RoundRunner, a: Record<string, unknown>, code: string): void => {
  const before = JSON.stringify(r.state);
  assert.throws(() => act(r, a), (e: unknown) => e instanceof IllegalActionError && e.code === code, code);
  assert.equal(JSON.stringify(r.state), before, `${code}: nothing changed`);
};
const state = (r: RoundRunner): S => r.state as S;
const viewBoxes = (game: AnyGame, r: RoundRunner, a: Audience): ViewBox[] => (game.view(r.state as never, a) as { boxes: ViewBox[] }).boxes;
const AUDIENCES: Audience[] = [{ kind: 'player', player: 'p1' }, { kind: 'player', player: 'p2' }, { kind: 'spectator' }, { kind: 'dealer' } as Audience];

test('003 §2.2.10.6, .9, .13: a Casino Hold\'em box whose BET is placed before the deal is blind: its cards hidden from every view, its player\'s and the staff\'s included, until the showdown opens them', () => {
  // Deal: box 1, box 2, dealer, twice; the flop; the turn and the river.
  const r = runner(casinoHoldem, 'ee-oc', ['Ah', '9s', '4c', 'Kd', '9h', '4d', '9c', '2d', '7s', 'Ks', '3h']);
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'play', amount: 200, by: P1 });
  assert.deepEqual(viewBoxes(casinoHoldem, r, AUDIENCES[0] as Audience).map((b) => b.blind), [false, true], 'the view carries `blind` from the bet on');
  act(r, { type: 'close-bets', by: DEALER });
  for (const a of AUDIENCES) {
    const [open, blind] = viewBoxes(casinoHoldem, r, a);
    assert.equal(blind?.blind, true);
    assert.equal(blind?.cards, null, `${a.kind}: the blind box's cards are hidden`);
    assert.deepEqual(open?.cards, a.kind === 'player' && a.player === 'p1' ? ['Ah', 'Kd'] : null, `${a.kind}: the open hand is its player's only`);
  }
  assert.equal(JSON.stringify(casinoHoldem.view(r.state as never, AUDIENCES[0] as Audience)).includes('"9s"'), false, 'no field of the owner\'s view names a blind card');
  act(r, { type: 'play', box: 1, multiple: 2, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  for (const a of AUDIENCES) assert.deepEqual(viewBoxes(casinoHoldem, r, a)[1]?.cards, ['9s', '9h'], `${a.kind}: opened by the dealer at the end (§2.2.10.13)`);
});

test('003 §2.2.9.5, .12: a UTH blind box\'s cards are hidden from its player until the showdown; his open hand he sees', () => {
  const r = runner(ultimateHoldem, 'ee-oc', ['Ah', '8h', 'Qc', 'Kd', '6d', 'Qd', '2s', '9c', '7c', '5h', 'As']);
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'play', amount: 400, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  const mine = (): ViewBox[] => viewBoxes(ultimateHoldem, r, AUDIENCES[0] as Audience);
  assert.deepEqual(mine().map((b) => b.cards), [['Ah', 'Kd'], null]);
  act(r, { type: 'check', box: 1, by: P1 });
  act(r, { type: 'check', box: 1, by: P1 });
  assert.equal(mine()[1]?.cards, null, 'still hidden after the flop');
  act(r, { type: 'play', box: 1, multiple: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  assert.deepEqual(mine()[1]?.cards, ['8h', '6d']);
});

test('003 §2.2.10.9: the blind BET is 2× the ANTE, placed once on a box with an ANTE of one\'s own; the ANTE is fixed under it; taking back the BET makes the box open again', () => {
  const r = runner(casinoHoldem, 'ee-oc');
  refused(r, { type: 'bet', box: 1, spot: 'play', amount: 200, by: P1 }, 'house-poker/side-bet-needs-ante');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  refused(r, { type: 'bet', box: 1, spot: 'play', amount: 200, by: P2 }, 'house-poker/side-bet-needs-ante');
  for (const amount of [100, 300, 400]) refused(r, { type: 'bet', box: 1, spot: 'play', amount, by: P1 }, 'house-poker/play-size');
  const legal = casinoHoldem.legalActions(r.state as never, P1) as LegalAction[];
  assert.deepEqual(legal.find((l) => l.type === 'bet' && l.box === 1 && l.spot === 'play')?.amount, { min: 200, max: 200, step: 100 });
  act(r, { type: 'bet', box: 1, spot: 'play', amount: 200, by: P1 });
  assert.equal(state(r).boxes[0]?.blind, true);
  refused(r, { type: 'bet', box: 1, spot: 'play', amount: 200, by: P1 }, 'house-poker/blind-bet-placed');
  refused(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 }, 'house-poker/blind-bet-placed');
  refused(r, { type: 'withdraw', box: 1, spot: 'ante', by: P1 }, 'house-poker/side-bet-needs-ante');
  act(r, { type: 'withdraw', box: 1, spot: 'play', by: P1 });
  assert.deepEqual(state(r).boxes[0]?.stakes, { ante: 100 });
  assert.equal(state(r).boxes[0]?.blind, false);
});

test('003 §2.2.9.8: a UTH blind PLAY is one, two, three or four times the ANTE, chosen before the deal', () => {
  for (const m of [1, 2, 3, 4]) {
    const r = runner(ultimateHoldem, 'ee-oc');
    act(r, { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 });
    if (m === 1) assert.deepEqual((ultimateHoldem.legalActions(r.state as never, P1) as LegalAction[]).find((l) => l.spot === 'play')?.amount, { min: 200, max: 800, step: 200 });
    act(r, { type: 'bet', box: 1, spot: 'play', amount: 200 * m, by: P1 });
    assert.deepEqual(state(r).boxes[0]?.stakes, { ante: 200, blind: 200, play: 200 * m });
  }
  const r = runner(ultimateHoldem, 'ee-oc');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 200, by: P1 });
  for (const amount of [100, 300, 1000]) refused(r, { type: 'bet', box: 1, spot: 'play', amount, by: P1 }, 'house-poker/play-size');
});

test('000 §16: Texas poker (eus) has no blind hands: no bet before the deal beyond the ante and the bonus, several open boxes a player, no adjacency', () => {
  const r = runner(casinoHoldem, 'eus');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  refused(r, { type: 'bet', box: 1, spot: 'play', amount: 200, by: P1 }, 'house-poker/unknown-spot');
  assert.equal((casinoHoldem.legalActions(r.state as never, P1) as LegalAction[]).some((l) => l.spot === 'play'), false);
  act(r, { type: 'bet', box: 3, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  assert.deepEqual(state(r).boxes.map((b) => [b.box, b.blind, b.decision]), [[1, false, null], [3, false, null]], 'both kept open');
});

test('003 §2.2.10.7, §2.2.9.6: a player\'s boxes lie side by side: an ANTE away from his others, or taking back one that splits them, is refused; another player\'s box between is no excuse', () => {
  for (const game of [casinoHoldem, ultimateHoldem]) {
    const r = runner(game, 'ee-oc');
    act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P1 });
    act(r, { type: 'bet', box: 3, spot: 'ante', amount: 100, by: P2 });
    refused(r, { type: 'bet', box: 4, spot: 'ante', amount: 100, by: P1 }, 'house-poker/boxes-not-adjacent');
    assert.equal((game.legalActions(r.state as never, P1) as LegalAction[]).some((l) => l.type === 'bet' && l.spot === 'ante' && l.box === 4), false, 'not offered either');
    act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
    act(r, { type: 'bet', box: 4, spot: 'ante', amount: 100, by: P2 });
    act(r, { type: 'bet', box: 5, spot: 'ante', amount: 100, by: P2 });
    refused(r, { type: 'bet', box: 5, spot: 'ante', amount: 100, by: P1 }, 'house-poker/box-taken');
    act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P1 });
    refused(r, { type: 'withdraw', box: 4, spot: 'ante', by: P2 }, 'house-poker/boxes-not-adjacent');
    act(r, { type: 'withdraw', box: 5, spot: 'ante', by: P2 });
    act(r, { type: 'withdraw', box: 1, spot: 'ante', by: P1 });
    assert.deepEqual(state(r).boxes.map((b) => `${b.owner}:${b.box}`), ['p1:2', 'p2:3', 'p2:4']);
  }
});

test('003 §2.2.10.6, §2.2.9.5: one open hand a player: at the close his boxes without the continuation bet beyond one are given back (house-poker/one-open-hand), the one kept next to his blind box', () => {
  const r = runner(ultimateHoldem, 'ee-oc');
  for (const box of [1, 2, 3]) act(r, { type: 'bet', box, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 1, spot: 'trips', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 3, spot: 'play', amount: 300, by: P1 });
  act(r, { type: 'bet', box: 5, spot: 'ante', amount: 100, by: P2 });
  act(r, { type: 'bet', box: 6, spot: 'ante', amount: 100, by: P2 });
  const events = r.act({ type: 'close-bets', by: DEALER } as unknown as GameAction, seededRng('x')) as unknown as readonly Record<string, unknown>[];
  const back = events.filter((e) => e.type === 'stake-withdrawn');
  assert.deepEqual(
    back.map((e) => [e.bettor, e.box, e.bet, e.amount, e.reason]),
    [['p1', 1, 'ante', 100, 'house-poker/one-open-hand'], ['p1', 1, 'blind', 100, 'house-poker/one-open-hand'], ['p1', 1, 'trips', 100, 'house-poker/one-open-hand'], ['p2', 6, 'ante', 100, 'house-poker/one-open-hand'], ['p2', 6, 'blind', 100, 'house-poker/one-open-hand']],
  );
  assert.deepEqual(state(r).boxes.map((b) => [b.box, b.blind, b.decision, b.cards.length]), [[2, false, null], [3, true, 'play'], [5, false, null]].map((x) => [...x, 2]), 'box 2 kept open (next to the blind box 3), p2 keeps his lowest');
  assert.deepEqual(events.find((e) => e.type === 'cards-dealt')?.boxes, [2, 3, 5]);
});

test('003 §2.2.10.6–7: the open hand kept keeps his boxes side by side — boxes 1 open, 2 blind, 3 open, 4 blind: box 3 kept, box 1 returned (keeping 1 would leave 1, 2 and 4)', () => {
  const r = runner(casinoHoldem, 'ee-oc');
  for (const box of [1, 2, 3, 4]) act(r, { type: 'bet', box, spot: 'ante', amount: 100, by: P1 });
  for (const box of [2, 4]) act(r, { type: 'bet', box, spot: 'play', amount: 200, by: P1 });
  const events = r.act({ type: 'close-bets', by: DEALER } as unknown as GameAction, seededRng('x')) as unknown as readonly Record<string, unknown>[];
  assert.deepEqual(events.filter((e) => e.type === 'stake-withdrawn').map((e) => [e.box, e.bet, e.amount]), [[1, 'ante', 100]]);
  assert.deepEqual(state(r).boxes.map((b) => [b.box, b.blind]), [[2, true], [3, false], [4, true]]);
});

test('003 §2.2.10.13, §2.2.9.12: a blind box decides nothing: never awaited, never timed out; the open hands\' time-outs fold or check as ever; blind boxes alone go straight to the showdown', () => {
  const r = runner(casinoHoldem, 'ee-oc');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'play', amount: 200, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  assert.deepEqual(casinoHoldem.awaiting(r.state as never), [P1]);
  assert.deepEqual((casinoHoldem.legalActions(r.state as never, P1) as LegalAction[]).map((l) => `${l.type}:${String(l.box)}`), ['play:1', 'fold:1'], 'the open hand only');
  refused(r, { type: 'fold', box: 2, by: P1 }, 'house-poker/already-decided');
  const timeout = casinoHoldem.timeoutAction?.(r.state as never) as { type: string; box: number };
  assert.deepEqual([timeout.type, timeout.box], ['fold', 1], '§2.2.10.18: the open hand folds');
  act(r, { ...timeout, by: SYSTEM });
  assert.equal(state(r).phase, 'showdown', 'nothing left to decide: the blind box is not awaited');
  assert.deepEqual(casinoHoldem.awaiting(r.state as never), [DEALER]);

  for (const game of [casinoHoldem, ultimateHoldem]) {
    const u = runner(game, 'ee-oc');
    act(u, { type: 'bet', box: 4, spot: 'ante', amount: 100, by: P2 });
    act(u, { type: 'bet', box: 4, spot: 'play', amount: 200, by: P2 });
    act(u, { type: 'close-bets', by: DEALER });
    assert.equal(state(u).phase, 'showdown', `${game.id}: a sole blind box (the text allows "one" open hand, not at least one)`);
    assert.equal(game.timeoutAction?.(u.state as never)?.type, 'showdown');
    act(u, { type: 'showdown', by: DEALER });
    assert.equal(state(u).board.length, 5, 'the whole board dealt at the showdown');
    assert.deepEqual(state(u).settlement?.lines.filter((l) => l.bet === 'play').map((l) => l.stake), [200]);
  }
});
