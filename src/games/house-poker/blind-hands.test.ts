/**
 * Blind hands at three-card poker (003 §2.2.5.6, .9, .17 as `ee-oc`) and blind bets at Caribbean stud (000 §11 IV.3
 * as `eus`, 001 §11 IV.1 as `cv`): the continuation bet before the deal and its size, the blind box's cards hidden
 * from every view (its player's included) until the showdown, one open hand per player at the close, adjacency where a
 * profile asks for it, and the time-out of a blind box. The reducer checks after every action that the chips on the
 * cloth equal the stakes in less the stakes out (chips conserved). Stacked decks deal one card at a time: box 1,
 * box 2, …, dealer, round after round.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { caribbean } from './caribbean.js';
import { defaultHousePokerTable, type HousePokerProfile } from './engine/profile.js';
import type { HpState } from './engine/state.js';
import { threeCard } from './three-card.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
type G = typeof threeCard;
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const rejected = (r: RoundRunner, a: Record<string, unknown>): string => {
  const before = r.state;
  try {
    act(r, a);
  } catch (e) {
    assert.equal(r.state, before, 'nothing changed');
    return e instanceof IllegalActionError ? e.rejection.code : String(e);
  }
  return 'accepted';
};
const table = (game: G, id: string, p?: HousePokerProfile): { game: G; p: HousePokerProfile; id: string } => ({ game, p: p ?? game.profiles.get(id), id });
function start(t: { game: G; p: HousePokerProfile; id: string }, stack?: string[]): RoundRunner {
  return new RoundRunner(t.game, { profile: t.p, profileId: t.id, table: defaultHousePokerTable(t.p), carry: null, rng: seededRng('b'), ...(stack ? { stack } : {}), roundNo: 1 });
}
const state = (r: RoundRunner): HpState => r.state as HpState;
const boxView = (g: G, r: RoundRunner, a: Audience, box: number): { blind: boolean; cards: string[] | null } =>
  (g.view(state(r), a) as { boxes: { box: number; blind: boolean; cards: string[] | null }[] }).boxes.find((b) => b.box === box) as { blind: boolean; cards: string[] | null };
const bet = (box: number, spot: string, amount: number, by: Actor = P1): Record<string, unknown> => ({ type: 'bet', box, spot, amount, by });

test('003 §2.2.5.6, §2.2.5.9: an open box and a blind box (ANTE and BET equal, before the deal); the blind box plays without a decision', () => {
  const r = start(table(threeCard, 'ee-oc'));
  act(r, bet(1, 'ante', 100));
  act(r, bet(2, 'ante', 100));
  act(r, bet(2, 'play', 100));
  act(r, { type: 'close-bets', by: DEALER });
  const [open, blind] = state(r).boxes;
  assert.deepEqual([open?.decision, open?.blind, blind?.decision, blind?.blind], [null, undefined, 'play', true]);
  assert.deepEqual(blind?.stakes, { ante: 100, play: 100 });
  assert.deepEqual(threeCard.awaiting(state(r)), [P1], 'only the open hand is decided');
});

test('003 §2.2.5.9: the BET of a blind hand equals the ANTE; 000 §11 IV.3 / V.3 step 5: the blind second bet doubles, twice the ante', () => {
  const r = start(table(threeCard, 'ee-oc'));
  act(r, bet(1, 'ante', 200));
  assert.equal(rejected(r, bet(1, 'play', 100)), 'house-poker/play-size');
  assert.equal(rejected(r, bet(1, 'play', 400)), 'house-poker/play-size');
  act(r, bet(1, 'play', 200));
  assert.equal(rejected(r, bet(1, 'play', 200)), 'house-poker/blind-bet-placed');
  assert.equal(rejected(r, bet(1, 'ante', 100)), 'house-poker/blind-bet-placed', 'the ANTE does not change under its BET');
  assert.equal(rejected(r, { type: 'withdraw', box: 1, spot: 'ante', by: P1 }), 'house-poker/side-bet-needs-ante', 'the BET comes off first');
  assert.equal(rejected(r, bet(2, 'play', 200)), 'house-poker/blind-needs-ante');
  act(r, { type: 'withdraw', box: 1, spot: 'play', by: P1 });
  assert.equal(state(r).boxes[0]?.blind, undefined, 'the BET taken back: an open box again');
  const c = start(table(caribbean as G, 'eus'));
  act(c, bet(1, 'ante', 200));
  assert.equal(rejected(c, bet(1, 'play', 200)), 'house-poker/play-size');
  act(c, bet(1, 'play', 400));
  const legal = caribbean.legalActions(state(c), P1).filter((a) => a.type === 'bet' && a.spot === 'play');
  assert.deepEqual(legal, [], 'no second continuation bet is offered');
  const fresh = start(table(caribbean as G, 'cv'));
  act(fresh, bet(3, 'ante', 100));
  assert.deepEqual(caribbean.legalActions(state(fresh), P1).find((a) => a.type === 'bet' && a.spot === 'play' && a.box === 3)?.amount, { min: 200, max: 200, step: 100 }, '001 §11 IV.1: a ciegas, the same doubling');
});

test('profiles whose text has no blind hands (000 §15 three-card poker) refuse the BET before the deal and keep several open boxes', () => {
  const r = start(table(threeCard, 'eus'));
  act(r, bet(1, 'ante', 100));
  assert.equal(rejected(r, bet(1, 'play', 100)), 'house-poker/no-blind-hands');
  act(r, bet(2, 'ante', 100));
  act(r, { type: 'close-bets', by: DEALER });
  assert.deepEqual(state(r).boxes.map((b) => b.box), [1, 2]);
});

test('003 §2.2.5.17: a blind box’s cards are hidden from every view, its own player’s included, until the dealer opens them at the showdown', () => {
  const r = start(table(threeCard, 'ee-oc'), ['Kh', '2c', 'Qh', 'Kd', '3c', 'Qd', 'Ks', '4c', 'Qs']);
  act(r, bet(1, 'ante', 100));
  act(r, bet(2, 'ante', 100));
  act(r, bet(2, 'play', 100));
  act(r, { type: 'close-bets', by: DEALER });
  const audiences: Audience[] = [{ kind: 'player', player: 'p1' }, { kind: 'player', player: 'p2' }, { kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }];
  for (const a of audiences) assert.deepEqual(boxView(threeCard, r, a, 2), { ...boxView(threeCard, r, a, 2), blind: true, cards: null }, `hidden from ${a.kind}`);
  assert.deepEqual(boxView(threeCard, r, audiences[0] as Audience, 1).cards, ['Kh', 'Kd', 'Ks'], 'the open hand is its player’s to see');
  act(r, { type: 'play', box: 1, multiple: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  for (const a of audiences) assert.deepEqual(boxView(threeCard, r, a, 2).cards, ['2c', '3c', '4c'], `opened to ${a.kind}`);
  const shown = r.record.events.filter((e) => e.type === 'dealer-shown' || e.type === 'box-shown').map((e) => `${e.type}:${String((e as { box?: number }).box ?? '')}`);
  assert.deepEqual(shown, ['dealer-shown:', 'box-shown:1', 'box-shown:2'], 'the dealer opens his cards first');
});

test('003 §2.2.5.6; 000 §11 IV.3: one open hand: a second box without the continuation bet has its stakes returned at the close', () => {
  for (const t of [table(threeCard, 'ee-oc'), table(caribbean as G, 'eus')]) {
    const r = start(t);
    const min = defaultHousePokerTable(t.p).minimum;
    act(r, bet(1, 'ante', min));
    act(r, bet(2, 'ante', min));
    act(r, bet(3, 'ante', 2 * min));
    act(r, bet(4, 'ante', min, P2));
    act(r, bet(5, 'ante', min, P2));
    act(r, bet(5, 'play', (t.p.playMultiples.value[0] as number) * min, P2));
    const events = r.act({ type: 'close-bets', by: DEALER } as GameAction, seededRng('x'));
    assert.deepEqual(state(r).boxes.map((b) => b.box), [1, 4, 5], t.id);
    assert.deepEqual(
      events.filter((e) => e.type === 'stake-withdrawn' || e.type === 'box-returned').map((e) => ({ ...e })),
      [
        { type: 'box-returned', box: 2, owner: 'p1', reason: 'house-poker/one-open-hand', cite: t.p.blindHands?.cite },
        { type: 'stake-withdrawn', bettor: 'p1', box: 2, bet: 'ante', amount: min, reason: 'house-poker/one-open-hand' },
        { type: 'box-returned', box: 3, owner: 'p1', reason: 'house-poker/one-open-hand', cite: t.p.blindHands?.cite },
        { type: 'stake-withdrawn', bettor: 'p1', box: 3, bet: 'ante', amount: 2 * min, reason: 'house-poker/one-open-hand' },
      ],
    );
  }
});

test('adjacency where a profile states it (blindHands.adjacent): an ante apart from the player’s boxes, or a withdrawal splitting them, is refused', () => {
  const base = threeCard.profiles.get('ee-oc');
  const p: HousePokerProfile = { ...base, blindHands: { value: { adjacent: true, mayPass: false }, cite: 'test: adjacent' } };
  const r = start(table(threeCard, 'ee-oc', p));
  act(r, bet(2, 'ante', 100));
  assert.equal(rejected(r, bet(4, 'ante', 100)), 'house-poker/boxes-not-adjacent');
  act(r, bet(3, 'ante', 100));
  act(r, bet(1, 'ante', 100));
  act(r, bet(4, 'ante', 100, P2));
  assert.equal(rejected(r, { type: 'withdraw', box: 2, spot: 'ante', by: P1 }), 'house-poker/boxes-not-adjacent');
  act(r, { type: 'withdraw', box: 1, spot: 'ante', by: P1 });
  const open = start(table(threeCard, 'ee-oc'));
  act(open, bet(1, 'ante', 100));
  act(open, bet(5, 'ante', 100));
  assert.equal(state(open).boxes.length, 2, '003 §2.2.5.6 does not ask 3 Card poker boxes to be adjacent');
});

test('the time-out of a blind box: never folded by the timer; where a blind box may pass, the timer plays it and a pass returns its BET', () => {
  const r = start(table(threeCard, 'ee-oc'), ['2h', 'Ah', '5c', '3h', 'Kd', '7d', '5d', '2s', '9s']);
  act(r, bet(1, 'ante', 100));
  act(r, bet(2, 'ante', 100));
  act(r, bet(2, 'play', 100));
  act(r, { type: 'close-bets', by: DEALER });
  const t = threeCard.timeoutAction?.(state(r)) as unknown as Record<string, unknown>;
  assert.deepEqual(t, { type: 'fold', box: 1, by: { kind: 'system' } }, 'the timer folds the open hand only');
  act(r, t);
  assert.equal(state(r).phase, 'showdown');
  act(r, { type: 'showdown', by: DEALER });
  assert.deepEqual(state(r).settlement?.lines.map((l) => [l.box, l.bet, l.returned]), [[1, 'ante', 0], [2, 'ante', 200], [2, 'play', 100]], 'dealer 5-7-9 does not qualify: the blind ANTE 1:1, its BET untouched');

  const base = caribbean.profiles.get('eus');
  const pass: HousePokerProfile = { ...base, blindHands: { value: { adjacent: false, mayPass: true }, cite: 'test: may pass' } };
  const c = start(table(caribbean as G, 'eus', pass));
  act(c, bet(1, 'ante', 200));
  act(c, bet(2, 'ante', 200));
  act(c, bet(2, 'play', 400));
  act(c, bet(3, 'ante', 200, P2));
  act(c, bet(3, 'play', 400, P2));
  act(c, { type: 'close-bets', by: DEALER });
  assert.deepEqual(caribbean.legalActions(state(c), P1).filter((a) => a.box === 2), [{ type: 'play', box: 2, multiple: 2 }, { type: 'fold', box: 2 }]);
  assert.equal(rejected(c, { type: 'play', box: 2, multiple: 1, by: P1 }), 'house-poker/play-size');
  assert.equal(rejected(c, { type: 'fold', box: 3, by: { kind: 'system' } }), 'house-poker/not-your-box', 'the timer does not pass a blind box');
  act(c, { type: 'fold', box: 2, by: P1 });
  act(c, { type: 'fold', box: 1, by: P1 });
  assert.deepEqual(caribbean.timeoutAction?.(state(c)), { type: 'play', box: 3, multiple: 2, by: { kind: 'system' } });
  act(c, caribbean.timeoutAction?.(state(c)) as unknown as Record<string, unknown>);
  act(c, { type: 'showdown', by: DEALER });
  const lines = state(c).settlement?.lines.filter((l) => l.box === 2).map((l) => [l.bet, l.stake, l.returned]);
  assert.deepEqual(lines, [['ante', 200, 0], ['play', 400, 400]], 'a passed blind box loses its ante; its second bet was never at risk');
});

test('003 §2.2.5.6/.17: rtp’s blind-hand line (every hand played unseen) agrees with blind boxes played through the engine (99.9%: |z| < 3.29)', () => {
  const p = threeCard.profiles.get('ee-oc');
  const exact = threeCard.tools?.rtp?.(p, 'ee-oc', {}).bets.find((b) => b.bet === 'blind-hand');
  const rng = seededRng('blind-sim');
  const nets: number[] = [];
  for (let n = 1; n <= 15000; n++) {
    const r = new RoundRunner(threeCard, { profile: p, profileId: 'ee-oc', table: defaultHousePokerTable(p), carry: null, rng, roundNo: n });
    r.act({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 } as GameAction, rng);
    r.act({ type: 'bet', box: 1, spot: 'play', amount: 100, by: P1 } as GameAction, rng);
    r.act({ type: 'close-bets', by: DEALER } as GameAction, rng);
    r.act({ type: 'showdown', by: DEALER } as GameAction, rng);
    nets.push((state(r).settlement?.lines ?? []).reduce((s, l) => s + l.net, 0) / 100);
  }
  const mean = nets.reduce((s, x) => s + x, 0) / nets.length;
  const sd = Math.sqrt(nets.reduce((s, x) => s + (x - mean) ** 2, 0) / (nets.length - 1));
  const z = (mean - ((exact?.rtp ?? 0) - 1)) / (sd / Math.sqrt(nets.length));
  assert.ok(Math.abs(z) < 3.29, `simulated ${mean} vs exact ${(exact?.rtp ?? 0) - 1}, z = ${z.toFixed(2)}`);
});
