/**
 * Draw poker (003 §2.2.6, profile `ee-oc`) on stacked decks: the ANTE and the BET against a dealer who draws and then
 * qualifies with a pair of eights, every pay-table line, the free exchange of one or two cards, the fold before and
 * after it, the dealer's draw rules (§2.2.6.23–27) and his qualification after them (§2.2.6.28), the misdeal
 * (§2.2.6.38), the time-out, the refusal at load of a table giving the player the edge, and the stored simulation.
 * Stacked decks deal one card at a time: box 1, dealer, five times round; then the boxes' exchanges, then the dealer's
 * draw. ANTE 100, BET 200.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Card } from '../../cards/card.js';
import type { GameAction } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { DRAW_STORED, drawPoker } from './draw-poker.js';
import { dealerDrawPositions } from './exchange/dealer-draw.js';
import { checkExchangeEdge } from './exchange/math.js';
import { defaultExchangeTable, type ExchangeProfile } from './exchange/profile.js';
import type { ExState } from './exchange/state.js';
import { simulateExchange } from './exchange/simulate.js';
import { CHECK_ROUNDS } from './math/exchange-store.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const DEALER: Actor = { kind: 'dealer' };
const split = (s: string): Card[] => (s.match(/../g) ?? []) as Card[];
const profile = drawPoker.profiles.get('ee-oc');

function dealt(player: string, dealer: string, rest = ''): { act: (a: Record<string, unknown>) => void; state: () => ExState; events: () => readonly { type: string }[] } {
  const [pc, dc] = [split(player), split(dealer)];
  const stack = [...pc.flatMap((c, i) => [c, dc[i] as string]), ...split(rest)];
  const r = new RoundRunner(drawPoker, { profile, profileId: 'ee-oc', table: defaultExchangeTable(profile), carry: null, rng: seededRng('t'), stack, roundNo: 1 });
  const events: { type: string }[] = [];
  const act = (a: Record<string, unknown>): void => void events.push(...r.act(a as unknown as GameAction, seededRng('x')));
  act({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act({ type: 'close-bets', by: DEALER });
  return { act, state: () => r.state as ExState, events: () => events };
}
const returned = (s: ExState): Record<string, number> => Object.fromEntries((s.settlement?.lines ?? []).map((l) => [l.bet, l.returned]));
function open(d: ReturnType<typeof dealt>): ExState {
  assert.equal(d.state().phase, 'opening', 'no insurance, no purchase of a game: the dealer opens');
  d.act({ type: 'open', by: DEALER });
  assert.equal(d.state().phase, 'over');
  return d.state();
}
/** The dealer's pair of eights: he throws 3c 2c (§2.2.6.24) and draws 5d 6h: 8-8-6-5-4, a game. */
const EIGHTS = ['8s8d4h3c2c', '5d6h'] as const;
const played = (player: string, dealer: string, draw: string): ExState => {
  const d = dealt(player, dealer, draw);
  d.act({ type: 'play', box: 1, by: P1 });
  return open(d);
};

test('003 §2.2.6.29–30, §2.2.6.33: against a dealer with a game a higher hand wins the ANTE 1:1 and the BET by its line; a lower one loses both; an equal one pushes', () => {
  assert.deepEqual(returned(played('9h9c2d5sKh', ...EIGHTS)), { ante: 200, bet: 400 });
  assert.deepEqual(returned(played('7h7c2d5sKh', ...EIGHTS)), { ante: 0, bet: 0 });
  assert.deepEqual(returned(played('8h8c4s5c6d', ...EIGHTS)), { ante: 100, bet: 200 }, '8-8-6-5-4 against 8-8-6-5-4: untouched');
  assert.deepEqual(returned(played('8h8cKs5c6d', ...EIGHTS)), { ante: 200, bet: 400 }, 'equal pairs: the higher next card wins (§2.2.6.32)');
});

test('003 §2.2.6.31 with the default table: pair 1, two pair 1, three 2, straight 3, flush 4, full house 5, four 10, straight flush 20, royal 50', () => {
  const bet = (cards: string): number | undefined => returned(played(cards, ...EIGHTS)).bet;
  const hands = ['9h9c2d5sKh', 'TsTh5c5s2h', '7s7h7dJcTh', '9hTcJdQsKh', '2s5s7s9sJs', 'QsQhQdJcJh', 'JsJhJdJc3h', '9hThJhQhKh', 'AhKhQhJhTh'];
  assert.deepEqual(hands.map(bet), [400, 400, 600, 800, 1000, 1200, 2200, 4200, 10200]);
});

test('003 §2.2.6.28: after his draw the dealer without a pair of eights has no game: the ANTE is paid 1:1 and the BET returned (decision: as Oasis §2.2.4.24)', () => {
  const sevens = played('2h2c9d5sKh', '7s7d4h3c2c', '9dTd');
  assert.deepEqual([...sevens.dealer].sort(), ['4h', '7d', '7s', '9d', 'Td'], 'a pair of sevens after the draw: no game');
  assert.deepEqual(returned(sevens), { ante: 200, bet: 200 });
  const made = played('9h9c2d5sKh', '7s7d4h3c2c', '8d8h');
  assert.deepEqual(returned(made), { ante: 0, bet: 0 }, 'sevens drawn to two pair: a game, and it beats the nines');
});

test('003 §2.2.6.22–27: the dealer opens, then draws by his rules and is judged on the new five; the events show both', () => {
  const d = dealt('9h9c2d5sKh', 'AsQd9s4c2c', 'JdTs');
  d.act({ type: 'play', box: 1, by: P1 });
  const s = open(d);
  assert.deepEqual(s.dealer, ['As', 'Qd', '9s', 'Jd', 'Ts'], 'no game: his two lowest (4c, 2c) thrown');
  assert.deepEqual(s.opened, ['As', 'Qd', '9s', '4c', '2c'], 'the five he opened');
  assert.deepEqual(returned(s), { ante: 200, bet: 200 }, 'ace-queen high: no game');
  const types = d.events().map((e) => e.type);
  assert.ok(types.indexOf('dealer-opened') < types.indexOf('dealer-drew') && types.indexOf('dealer-drew') < types.indexOf('dealer-shown'));
});

test('003 §2.2.6.23–27: the dealer’s draw: straight or better none; three of a kind the two beside; two pair the fifth; a pair the two lowest of the rest, even beside a draw; no pair the two lowest, or the card outside four to a flush or straight', () => {
  const at = (cards: string, rule: 'draw-one' | 'draw-two' = 'draw-one'): number[] => dealerDrawPositions(split(cards), { noPairWithDraw: rule });
  assert.deepEqual(at('5h6c7d8s9c'), [], 'a straight (§2.2.6.27)');
  assert.deepEqual(at('2h5h7h9hJh'), [], 'a flush');
  assert.deepEqual(at('QsQhQdJcJh'), [], 'a full house');
  assert.deepEqual(at('7c7d7h2s3s'), [3, 4], 'three of a kind: the two beside (§2.2.6.26)');
  assert.deepEqual(at('TsTh5c5s2h'), [4], 'two pair: the fifth (§2.2.6.25)');
  assert.deepEqual(at('8c8d2h5sKs'), [2, 3], 'a pair: the two lowest of the other three (§2.2.6.24)');
  assert.deepEqual(at('8h8c2h5hKh'), [2, 3], 'a pair beside four hearts: the pair kept (§2.2.6.25)');
  assert.deepEqual(at('AcKd9h4s2c'), [3, 4], 'no game: the two lowest, the ace high (§2.2.6.23)');
  assert.deepEqual(at('AhKhQh2h7c'), [4], 'four hearts: the fifth card (§2.2.6.25)');
  assert.deepEqual(at('2c3d4h5sKs'), [4], 'four to a straight, the ace low end open: the king');
  assert.deepEqual(at('9c7dTh5sJs'), [3], 'four within five ranks (inside, 7-9-T-J): the five');
  assert.deepEqual(at('AhKhQh2h7c', 'draw-two'), [3, 4], 'the profile’s other reading: his two lowest');
});

test('003 §2.2.6.20–21: one or two cards exchanged free of charge after every box has decided; three cards, or a sixth card, are refused; then play or fold', () => {
  const d = dealt('Ah7c2d5s9h', EIGHTS[0], `AdAc${EIGHTS[1]}`);
  for (const a of [{ type: 'exchange', box: 1, positions: [1, 2, 3], by: P1 }, { type: 'sixth', box: 1, by: P1 }]) assert.throws(() => d.act(a), IllegalActionError);
  d.act({ type: 'exchange', box: 1, positions: [1, 2], by: P1 });
  assert.equal(d.state().boxes[0]?.stakes.exchange, undefined, 'no fee');
  d.act({ type: 'replace', by: DEALER });
  assert.deepEqual(d.state().boxes[0]?.cards, ['Ah', '5s', '9h', 'Ad', 'Ac']);
  d.act({ type: 'play', box: 1, by: P1 });
  assert.deepEqual(returned(open(d)), { ante: 200, bet: 600 }, 'three aces beat eights: 2:1');
  const f = dealt('Ah7c2d5s9h', EIGHTS[0], `KdQc${EIGHTS[1]}`);
  f.act({ type: 'exchange', box: 1, positions: [1, 2], by: P1 });
  f.act({ type: 'replace', by: DEALER });
  f.act({ type: 'fold', box: 1, by: P1 });
  assert.deepEqual(returned(open(f)), { ante: 0 }, 'a fold after the exchange loses the ANTE only (§2.2.6.18)');
});

test('003 §2.2.6.15, §2.2.6.21: a fold before any exchange loses the ANTE; the time-out folds', () => {
  const d = dealt('2h7c9d5sKh', ...EIGHTS);
  const t = drawPoker.timeoutAction?.(d.state());
  assert.deepEqual(t, { type: 'fold', box: 1, by: { kind: 'system' } });
  d.act(t as unknown as Record<string, unknown>);
  assert.deepEqual(returned(open(d)), { ante: 0 });
});

test('003 §2.2.6.38: a wrong number of cards or a card dealt face up: every card back, the bets untouched', () => {
  const d = dealt('9h9c2d5sKh', ...EIGHTS);
  d.act({ type: 'misdeal', by: DEALER });
  assert.equal(d.state().phase, 'over');
  assert.deepEqual(returned(d.state()), { ante: 100 });
});

test('003 §2.2.6.31: a table giving the player the edge is refused at load (the common published five-card table, 100/50/20/7/5/4/3/2/1, under the stated strategy)', () => {
  const r = (n: number): { num: number; den: number } => ({ num: n, den: 1 });
  const generous: ExchangeProfile = { ...profile, id: 'generous', payTable: { ...profile.payTable, value: { 'royal-flush': r(100), 'straight-flush': r(50), 'four-of-a-kind': r(20), 'full-house': r(7), flush: r(5), straight: r(4), 'three-of-a-kind': r(3), 'two-pair': r(2), pair: r(1) } } };
  assert.throws(() => checkExchangeEdge(() => drawPoker, DRAW_STORED, generous), { code: 'house-poker/player-advantage' });
  assert.doesNotThrow(() => checkExchangeEdge(() => drawPoker, DRAW_STORED, profile));
});

test('mathematics: the stored simulation is the engine’s (its check run repeats exactly), its 99.9% interval lies below 1, and `rtp` serves it', () => {
  const stored = DRAW_STORED['ee-oc'];
  assert.ok(stored);
  const fresh = simulateExchange(drawPoker, profile, 'ee-oc', { rounds: CHECK_ROUNDS, seed: stored.check['ante-bet']?.seed as string });
  assert.equal(fresh.bets.find((b) => b.bet === 'ante-bet')?.rtp, stored.check['ante-bet']?.rtp);
  const main = stored.bets['ante-bet'];
  assert.ok(main && main.ci999[1] < 1, `ante-bet ${main?.rtp}`);
  assert.ok(stored.check['ante-bet'] && stored.check['ante-bet'].ci999[0] <= main.rtp && main.rtp <= stored.check['ante-bet'].ci999[1]);
  const rtp = drawPoker.tools?.rtp?.(profile, 'ee-oc', {});
  assert.equal(rtp?.bets[0]?.rtp, main.rtp);
  assert.match(String(rtp?.bets[0]?.strategy), /pair of eights/);
});
