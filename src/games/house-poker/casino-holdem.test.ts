/**
 * Casino Texas Hold'em (003 §2.2.10 as `ee-oc`) and Texas poker against the house (000 §16 as `eus`): the engine on
 * stacked decks for every ante and bonus pay line, every qualification case and every decision; the views; the
 * load-time refusal of a pay table that gives the player the edge; the stored analysis against a fresh run, and the
 * figures against simulation through the engine.
 * Stacked decks deal one card at a time: box 1, dealer, box 1, dealer, then the flop, the turn and the river.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction, RtpReport } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import type { SettlementLine } from '../../core/settlement.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { casinoHoldem } from './casino-holdem.js';
import { defaultHoldemTable, type HoldemProfile } from './holdem/profile.js';
import type { HhState } from './holdem/state.js';
import { anteClasses, bonusClasses, callEv, callsSimple, storedData } from './math/casino-holdem.js';
import { parseCard } from '../../poker-eval/cards.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const act = (r: RoundRunner, a: Record<string, unknown>): void => void r.act(a as unknown as GameAction, seededRng('x'));
const cards = (s: string): string[] => s.match(/../g) ?? [];

/** One box (p1, box 1, ante 100) against the dealer: the player's two cards, the dealer's two, the board's five. */
function round(profileId: string, player: string, dealer: string, board: string, opts: { bonus?: number; decision?: 'play' | 'fold' | 'timeout'; profile?: HoldemProfile } = {}): { lines: SettlementLine[]; state: HhState } {
  const p = opts.profile ?? casinoHoldem.profiles.get(profileId);
  const [a, b] = cards(player);
  const [c, d] = cards(dealer);
  const r = new RoundRunner(casinoHoldem, { profile: p, profileId, table: defaultHoldemTable(p), carry: null, rng: seededRng('t'), stack: [a, c, b, d, ...cards(board)], roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  if (opts.bonus) act(r, { type: 'bet', box: 1, spot: 'bonus', amount: opts.bonus, by: P1 });
  act(r, { type: 'close-bets', by: DEALER });
  const dec = opts.decision ?? 'play';
  if (dec === 'timeout') act(r, casinoHoldem.timeoutAction?.(r.state as HhState) as unknown as Record<string, unknown>);
  else act(r, dec === 'play' ? { type: 'play', box: 1, multiple: 2, by: P1 } : { type: 'fold', box: 1, by: P1 });
  act(r, { type: 'showdown', by: DEALER });
  const state = r.state as HhState;
  return { lines: [...(state.settlement?.lines ?? [])], state };
}
const returns = (lines: SettlementLine[]): Record<string, number> => Object.fromEntries(lines.map((l) => [l.bet, l.returned]));

for (const [id, sec, royal] of [['eus', '000 §16', 10100], ['ee-oc', '003 §2.2.10', 5100]] as const) {
  test(`${sec}: a dealer with a pair of fours qualifies; a higher hand wins the call (twice the ante) 1 to 1 and the ante by the table, a lower one loses both`, () => {
    assert.deepEqual(returns(round(id, 'AsKd', '4h4c', '9s7d2cJh3d').lines), { play: 0, ante: 0 });
    assert.deepEqual(returns(round(id, 'AsAd', '4h4c', '9s7d2cJh3d').lines), { play: 400, ante: 200 });
  });
  test(`${sec}: the dealer without a pair of fours does not qualify: the call is left unchanged, the ante paid by its table`, () => {
    assert.deepEqual(returns(round(id, 'AsKd', 'Qh5c', '9s7d2cJh3d').lines), { play: 200, ante: 200 });
    assert.deepEqual(returns(round(id, 'AsKd', '3h3c', '9s7d2cJh6d').lines).play, 200);
  });
  test(`${sec}: the ante table on a winning hand: straight or lower 1, flush 2, full house 3, four of a kind 10, straight flush 20, royal flush ${royal / 100 - 1}`, () => {
    const ante = (player: string, dealer: string, board: string): number | undefined => returns(round(id, player, dealer, board).lines).ante;
    assert.equal(ante('9cTd', 'JcJd', '8h7s6d2c2d'), 200, 'straight');
    assert.equal(ante('Ah9h', '4s8c', '2h5hKh4c4d'), 300, 'flush');
    assert.equal(ante('KhKd', '5c2d', 'Kc5s5h2c8d'), 400, 'full house');
    assert.equal(ante('9h9d', '5s5c', '9c9s5h2c2d'), 1100, 'four of a kind');
    assert.equal(ante('9h8h', '7s7c', '7h6h5h2c2d'), 2100, 'straight flush');
    assert.equal(ante('AhKh', '7s7c', 'QhJhTh2c2d'), royal, 'royal flush');
  });
  test(`${sec}: an equal hand against a qualifying dealer is a push on ante and call (the best five of seven; the other two cards do not count)`, () => {
    assert.deepEqual(returns(round(id, 'As2d', 'Ac3d', 'KhKdQsQcJs').lines), { play: 200, ante: 100 });
  });
  test(`${sec}: a fold loses the ante; the time-out folds (no call placed)`, () => {
    assert.deepEqual(returns(round(id, 'AsAd', '4h4c', '9s7d2cJh3d', { decision: 'fold' }).lines), { ante: 0 });
    const t = round(id, 'AsAd', '4h4c', '9s7d2cJh3d', { decision: 'timeout' });
    assert.deepEqual(returns(t.lines), { ante: 0 });
    assert.equal(t.state.boxes[0]?.decision, 'fold');
  });
}

test('003 §2.2.10.30: a dealer without a game whose hand is stronger than the player’s takes the ANTE (ee-oc); 000 §16 VII step 10: the Ante is paid by the table all the same (eus)', () => {
  assert.deepEqual(returns(round('ee-oc', 'AsKd', '3h3c', '9s7d2cJh6d').lines), { play: 200, ante: 0 });
  assert.deepEqual(returns(round('eus', 'AsKd', '3h3c', '9s7d2cJh6d').lines), { play: 200, ante: 200 });
  assert.deepEqual(returns(round('ee-oc', 'As8d', 'Ks8c', '9s7d2cJh6d').lines), { play: 200, ante: 200 }, 'an unqualified dealer below the player pays the ANTE');
});

test('003 §2.2.10.19–20: the bonus on the two cards and the flop — trips 10 (at least one card from the hand), straight 15, flush 25, full house 75, four of a kind 250 (both cards), straight flush 500, royal 1000; a pair and three of a kind on the flop alone lose', () => {
  const bonus = (player: string, flop: string, decision: 'play' | 'fold' = 'play'): number | undefined => returns(round('ee-oc', player, '2c3d', `${flop}8d7s`, { bonus: 100, decision }).lines).bonus;
  assert.deepEqual(
    [bonus('9h5d', '9c9sKh'), bonus('AhKd', '9c9s9d'), bonus('9hKd', '9cJs2h'), bonus('9hTd', 'JcQsKh'), bonus('Ah9h', '2h5hKh'), bonus('KhKd', 'Kc5s5h'), bonus('9h9d', '9c9sKh'), bonus('9hKd', '9c9s9d'), bonus('9h8h', 'ThJhQh'), bonus('AhKh', 'QhJhTh')],
    [1100, 0, 0, 1600, 2600, 7600, 25100, 0, 50100, 100100],
  );
  assert.equal(bonus('9h5d', '9c9sKh', 'fold'), 1100, 'a fold loses the ANTE only: the bonus is settled on the cards (§2.2.10.18–19)');
});

test('000 §16 VI, VII step 7: the Texas Bonus on the first five cards — from a pair of aces to a straight 7 to 1, flush or better 25 to 1; a lower pair loses; a fold loses it', () => {
  const txb = (player: string, flop: string, decision: 'play' | 'fold' = 'play'): number | undefined => returns(round('eus', player, '2c3d', `${flop}8d7s`, { bonus: 100, decision }).lines).bonus;
  assert.deepEqual(
    [txb('AhAd', '9c5sKh'), txb('5h6d', 'AcAsKh'), txb('KhKd', '9c5sJh'), txb('Kh9d', 'Kc9sJh'), txb('9hTd', 'JcQsKh'), txb('Ah9h', '2h5hKh'), txb('9h9d', '9c9sKh'), txb('AhKh', 'QhJhTh'), txb('Kh9d', '4c5sJh')],
    [800, 800, 0, 800, 800, 2600, 2600, 2600, 0],
  );
  assert.equal(txb('AhAd', '9c5sKh', 'fold'), 0, '"Ez noa": he loses the Ante and the TXB');
});

test('003 §2.2.10.7–10: the bonus only with an ANTE; one player per box; no bets after "no more"; the call is twice the ante', () => {
  const p = casinoHoldem.profiles.get('ee-oc');
  const r = new RoundRunner(casinoHoldem, { profile: p, profileId: 'ee-oc', table: defaultHoldemTable(p), carry: null, rng: seededRng('b'), roundNo: 1 });
  const refused = (a: Record<string, unknown>, code: string): void => {
    const before = JSON.stringify(r.state);
    assert.throws(() => act(r, a), (e: unknown) => e instanceof IllegalActionError && e.code === code);
    assert.equal(JSON.stringify(r.state), before);
  };
  refused({ type: 'bet', box: 1, spot: 'bonus', amount: 100, by: P1 }, 'house-poker/side-bet-needs-ante');
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  refused({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P2 }, 'house-poker/box-taken');
  refused({ type: 'bet', box: 7, spot: 'ante', amount: 100, by: P2 }, 'house-poker/no-such-box');
  act(r, { type: 'close-bets', by: DEALER });
  refused({ type: 'bet', box: 2, spot: 'ante', amount: 100, by: P2 }, 'house-poker/bets-closed');
  refused({ type: 'play', box: 1, multiple: 1, by: P1 }, 'house-poker/play-size');
  refused({ type: 'play', box: 1, multiple: 2, by: P2 }, 'house-poker/not-your-box');
  refused({ type: 'showdown', by: DEALER }, 'house-poker/not-showdown');
});

test('000 §16 VIII, I: the table maximum is the minimum × 10, 20, 30 or 50; up to nine boxes', () => {
  const p = casinoHoldem.profiles.get('eus');
  const make = (maximum: number, boxes = 9): unknown => casinoHoldem.create({ profile: p, table: { ...defaultHoldemTable(p), minimum: 100, maximum, boxes }, carry: null, rng: seededRng('l') });
  for (const m of [1000, 2000, 3000, 5000]) make(m);
  assert.throws(() => make(4000), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/limit-ratio');
  const ee = casinoHoldem.profiles.get('ee-oc');
  assert.throws(() => casinoHoldem.create({ profile: ee, table: { ...defaultHoldemTable(ee), boxes: 7 }, carry: null, rng: seededRng('l') }), (e: unknown) => e instanceof ConfigError && e.code === 'house-poker/too-many-boxes');
});

test('hidden cards stay hidden: a box’s cards only to its player, the dealer’s to nobody (players, spectators, staff) until the showdown; the flop public once dealt, the turn and river only at the showdown; a folded box stays face down', () => {
  const p = casinoHoldem.profiles.get('eus');
  const r = new RoundRunner(casinoHoldem, { profile: p, profileId: 'eus', table: defaultHoldemTable(p), carry: null, rng: seededRng('v'), roundNo: 1 });
  act(r, { type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
  act(r, { type: 'bet', box: 2, spot: 'ante', amount: 100, by: P2 });
  act(r, { type: 'close-bets', by: DEALER });
  const s = r.state as HhState;
  const view = (a: Parameters<typeof casinoHoldem.view>[1]): string => JSON.stringify(casinoHoldem.view(r.state as HhState, a));
  const shows = (a: Parameters<typeof casinoHoldem.view>[1], cs: readonly string[]): boolean => cs.some((c) => view(a).includes(`"${c}"`));
  const secret = [...s.dealer, ...(s.boxes[0]?.cards ?? []), ...(s.boxes[1]?.cards ?? [])];
  for (const a of [{ kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }] as const) {
    assert.equal(shows(a, secret), false, a.kind);
    assert.deepEqual((JSON.parse(view(a)) as { board: string[] }).board, [...s.board], 'the flop is face up');
  }
  assert.equal(s.board.length, 3);
  assert.equal(shows({ kind: 'player', player: 'p1' }, s.boxes[0]?.cards ?? []), true);
  assert.equal(shows({ kind: 'player', player: 'p1' }, [...s.dealer, ...(s.boxes[1]?.cards ?? [])]), false);
  act(r, { type: 'play', box: 1, multiple: 2, by: P1 });
  act(r, { type: 'fold', box: 2, by: P2 });
  const before = r.state as HhState;
  assert.equal(before.phase, 'showdown');
  assert.equal(shows({ kind: 'spectator' }, before.dealer), false, 'still hidden before the showdown');
  act(r, { type: 'showdown', by: DEALER });
  const after = r.state as HhState;
  assert.equal(after.board.length, 5);
  assert.equal(shows({ kind: 'spectator' }, after.dealer), true);
  assert.equal(shows({ kind: 'spectator' }, after.boxes[0]?.cards ?? []), true);
  assert.equal(shows({ kind: 'spectator' }, after.boxes[1]?.cards ?? []), false, 'the folded box');
});

test('a pay table that gives the player the edge is refused when the profile is loaded (the bonus exactly; the ante and call by the 99.9% upper bound of the simple strategy)', () => {
  const refused = (base: string, o: Record<string, unknown>): void => assert.throws(() => casinoHoldem.profiles.derive(base, o), (e: unknown) => e instanceof ConfigError && /house-poker\/player-advantage/.test(e.message));
  refused('eus', { bonus: { value: { pair: { num: 20, den: 1 } } } });
  refused('ee-oc', { bonus: { value: { 'three-of-a-kind': { num: 50, den: 1 } } } });
  refused('eus', { antePays: { value: { 'high-card': { num: 2, den: 1 }, pair: { num: 2, den: 1 } } } });
  refused('ee-oc', { playPays: { value: { num: 3, den: 2 } }, anteAgainstUnqualified: { value: 'paid' } });
  casinoHoldem.profiles.derive('ee-oc', { antePays: { value: { 'royal-flush': { num: 100, den: 1 } } } });
});

test('the stored analysis is a fresh run’s: the bonus classes of all 25,989,600 deals, and the seeded ante simulation', () => {
  const d = storedData();
  assert.deepEqual(bonusClasses(), d.bonus.classes);
  assert.equal(Object.values(d.bonus.classes).reduce((a, b) => a + b, 0), 25_989_600);
  assert.deepEqual(anteClasses(d.ante.hands, d.ante.seed), d.ante.classes);
});

test('figures: the bonus exactly — 003 −141538/270725 (52.28%), 000 Texas Bonus −6933/108290 (6.40%); ante and call under the simple strategy and, exact, the optimum', () => {
  const ee = casinoHoldem.tools?.rtp?.(casinoHoldem.profiles.get('ee-oc'), 'ee-oc', {});
  const eus = casinoHoldem.tools?.rtp?.(casinoHoldem.profiles.get('eus'), 'eus', {});
  const bonus = (r: RtpReport | undefined): unknown => r?.bets.find((b) => b.bet === 'bonus')?.fraction;
  assert.equal(bonus(ee), '-141538/270725');
  assert.equal(bonus(eus), '-6933/108290');
  assert.equal(ee?.bets[0]?.method, 'simulation');
  assert.ok(Math.abs((eus?.bets[0]?.houseEdge ?? 0) - 0.0337) < 0.001, String(eus?.bets[0]?.houseEdge));
  assert.ok(Math.abs((ee?.bets[0]?.houseEdge ?? 0) - 0.0969) < 0.001, String(ee?.bets[0]?.houseEdge));
  // issue 18: the optimal call/fold, exact (the stored board pass): eus is the standard game (2.16%, element of risk 0.82%)
  const opt = (r: RtpReport | undefined): Record<string, unknown> | undefined => r?.bets.find((b) => b.bet === 'ante-play-optimal');
  assert.equal(opt(eus)?.method, 'exact');
  assert.equal((opt(eus)?.houseEdge as number).toFixed(6), '0.021576');
  assert.equal((opt(eus)?.elementOfRisk as number).toFixed(5), '0.00817');
  assert.equal((opt(ee)?.houseEdge as number).toFixed(6), '0.074055');
  assert.match(String(eus?.method), /ante-play-optimal: exact/);
});

test('the simple strategy calls where calling is worth more than the ante (exact call values on a sample)', () => {
  const p = casinoHoldem.profiles.get('eus');
  for (const [hole, flop] of [['Jc9d', 'KhQs2d'], ['7c2d', 'KhQs9d'], ['5c3d', 'Kh8s9d']] as const) {
    const h = cards(hole).map(parseCard);
    const f = cards(flop).map(parseCard);
    assert.equal(callsSimple(h, f), callEv(p, h, f) > -1, `${hole} ${flop}`);
  }
});

test('a seeded simulation through the engine agrees with the figures (99.9%: |z| < 3.29)', () => {
  for (const id of ['eus', 'ee-oc']) {
    const p = casinoHoldem.profiles.get(id);
    const exact = Object.fromEntries((casinoHoldem.tools?.rtp?.(p, id, {}).bets ?? []).map((b) => [b.bet, b.rtp]));
    const sim = casinoHoldem.tools?.simulate?.(p, id, { rounds: 2500, seed: `che-${id}` });
    for (const b of sim?.bets ?? []) {
      const z = (b.rtp - (exact[b.bet] as number)) / ((b.sd as number) / Math.sqrt(b.rounds));
      assert.ok(Math.abs(z) < 3.29, `${id} ${b.bet}: ${b.rtp} vs ${exact[b.bet]}, z = ${z.toFixed(2)}`);
    }
  }
});
