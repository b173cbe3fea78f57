/**
 * The Poker Progressive Jackpot of Oasis poker (003 §2.2.4.35) and Draw poker (§2.2.6.37), by the table jackpot rules
 * (003 §2.3): the JP bet, one fixed stake a box with an ANTE, on the jackpot the table's configuration names; the round
 * names each bet's contribution and each prize (src/core/settlement `jackpots`), judged on the five cards as dealt.
 * Stacked decks deal one card at a time: box 1, box 2, dealer, five times round; then the exchanges (and the Draw
 * dealer's own).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction } from '../../core/contract.js';
import { ConfigError, IllegalActionError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { drawPoker } from './draw-poker.js';
import type { ExchangeGame } from './exchange/game.js';
import { defaultExchangeTable, type ExchangeTable } from './exchange/profile.js';
import type { ExState } from './exchange/state.js';
import { oasisPoker } from './oasis.js';

const P1: Actor = { kind: 'player', player: 'p1' };
const P2: Actor = { kind: 'player', player: 'p2' };
const DEALER: Actor = { kind: 'dealer' };
const split = (s: string): string[] => s.match(/../g) ?? [];
const linked = (g: ExchangeGame, stake = 100): ExchangeTable => ({ ...defaultExchangeTable(g.profiles.get('ee-oc')), jackpot: { id: 'ppj', stake } });

function runner(g: ExchangeGame, b1: string, b2: string, dealer: string, rest = '', table = linked(g)): { r: RoundRunner; act: (a: Record<string, unknown>) => readonly unknown[] } {
  const [x, y, d] = [split(b1), split(b2), split(dealer)];
  const stack = [...x.flatMap((c, i) => [c, y[i] as string, d[i] as string]), ...split(rest)];
  const r = new RoundRunner(g, { profile: g.profiles.get('ee-oc'), profileId: 'ee-oc', table, carry: null, rng: seededRng('t'), stack, roundNo: 1 }) as unknown as RoundRunner;
  return { r, act: (a) => r.act(a as unknown as GameAction, seededRng('x')) };
}

/** Two boxes (p1 on 1, p2 on 2), each with an ANTE of 100 and a JP bet of 100; p1 exchanges two cards then folds, p2 plays. */
function round(g: ExchangeGame, b1: string, b2: string, dealer: string, rest: string): { state: ExState; stakes: unknown[] } {
  const { r, act } = runner(g, b1, b2, dealer, rest);
  const stakes: unknown[] = [];
  for (const [by, box] of [[P1, 1], [P2, 2]] as const) {
    act({ type: 'bet', box, spot: 'ante', amount: 100, by });
    stakes.push(...act({ type: 'bet', box, spot: 'jackpot', amount: 100, by }));
  }
  act({ type: 'close-bets', by: DEALER });
  act({ type: 'exchange', box: 1, positions: [0, 1], by: P1 });
  act({ type: 'play', box: 2, by: P2 });
  act({ type: 'replace', by: DEALER });
  act({ type: 'fold', box: 1, by: P1 });
  const s = r.state as ExState;
  if (s.phase === 'opening') act({ type: 'open', by: DEALER });
  if ((r.state as ExState).phase === 'buying') {
    act({ type: 'take-ante', box: 2, by: P2 });
    act({ type: 'settle', by: DEALER });
  }
  return { state: r.state as ExState, stakes };
}

for (const [g, cite] of [[oasisPoker, '003 §2.2.4.35, §2.3.1–6; 000 §11 VI.1'], [drawPoker, '003 §2.2.6.37, §2.3.1–6; 000 §11 VI.1']] as const) {
  test(`${g.id}: 003 §2.3.2–3: each JP bet leaves the table whole for the jackpot; a royal flush as dealt wins the whole pool and a straight flush 10% of what remains, on the cards as dealt (the royal exchanged away and folded)`, () => {
    const { state, stakes } = round(g, 'AhKhQhJhTh', '9s8s7s6s5s', '2c3d4c9dJc', '2d3h5h6h');
    assert.deepEqual(stakes, [
      { type: 'stake', bettor: 'p1', box: 1, bet: 'jackpot', amount: 100, jackpot: 'ppj' },
      { type: 'stake', bettor: 'p2', box: 2, bet: 'jackpot', amount: 100, jackpot: 'ppj' },
    ]);
    assert.deepEqual(state.settlement?.jackpots, {
      contributions: [
        { jackpot: 'ppj', bettor: 'p1', box: 1, bet: 'jackpot', stake: 100, cite },
        { jackpot: 'ppj', bettor: 'p2', box: 2, bet: 'jackpot', stake: 100, cite },
      ],
      awards: [
        { jackpot: 'ppj', bettor: 'p1', box: 1, combination: 'royal-flush', share: { num: 1, den: 1 }, order: 0, cite },
        { jackpot: 'ppj', bettor: 'p2', box: 2, combination: 'straight-flush', share: { num: 1, den: 10 }, order: 1, cite },
      ],
    });
    assert.ok(!state.settlement?.lines.some((l) => l.bet === 'jackpot'), 'the JP bets are not lines against the house');
  });

  test(`${g.id}: 003 §2.3.3: four of a kind as dealt wins 5%; a hand made only by the exchange wins nothing; a hand off the table wins nothing`, () => {
    const { state } = round(g, '2h7d9cKsKd', 'QsQhQdQc3h', '2c3d4c9dJc', 'KhKc5h6h');
    assert.deepEqual(state.settlement?.jackpots?.awards, [{ jackpot: 'ppj', bettor: 'p2', box: 2, combination: 'four-of-a-kind', share: { num: 1, den: 20 }, order: 0, cite }]);
    assert.equal(state.settlement?.jackpots?.contributions.length, 2);
  });

  test(`${g.id}: 003 §2.3.2: the JP bet is the table's one stake, once a box, with an ANTE on it; refused where the table takes none; withdrawn with the ANTE; a misdeal returns it`, () => {
    const { r, act } = runner(g, '2h7d9cKsKd', 'QsQhQdQc3h', '2c3d4c9dJc');
    assert.throws(() => act({ type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 }), IllegalActionError, 'no ANTE yet');
    act({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
    assert.throws(() => act({ type: 'bet', box: 1, spot: 'jackpot', amount: 200, by: P1 }), IllegalActionError, 'not the stake');
    assert.ok(g.legalActions(r.state as ExState, P1).some((l) => l.type === 'bet' && l.spot === 'jackpot'));
    act({ type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 });
    assert.throws(() => act({ type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 }), IllegalActionError, 'once a box');
    assert.deepEqual(act({ type: 'withdraw', box: 1, spot: 'ante', by: P1 }).map((e) => (e as { bet: string }).bet), ['ante', 'jackpot']);
    act({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
    act({ type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 });
    act({ type: 'close-bets', by: DEALER });
    act({ type: 'misdeal', by: DEALER });
    assert.deepEqual((r.state as ExState).settlement?.lines.map((l) => [l.bet, l.returned]), [['ante', 100], ['jackpot', 100]]);
    assert.equal((r.state as ExState).settlement?.jackpots, undefined, 'a misdeal feeds no jackpot');
    const plain = runner(g, '2h7d9cKsKd', 'QsQhQdQc3h', '2c3d4c9dJc', '', defaultExchangeTable(g.profiles.get('ee-oc')));
    plain.act({ type: 'bet', box: 1, spot: 'ante', amount: 100, by: P1 });
    assert.throws(() => plain.act({ type: 'bet', box: 1, spot: 'jackpot', amount: 100, by: P1 }), IllegalActionError);
    assert.throws(() => runner(g, '2h7d9cKsKd', 'QsQhQdQc3h', '2c3d4c9dJc', '', linked(g, 150)), ConfigError, 'a stake off the chip unit');
  });
}
