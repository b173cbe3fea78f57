/**
 * A player holding the Pai Gow Bank (000 §14 VI; pai-gow/bank.ts): chips conserved over random coups (fast-check: the
 * players' money and the house's result sum to what they started with, and the house gains only its commissions and
 * its wager against the banker), the rotation of the offer as the profile orders it, what each view shows of the
 * banker's and the croupier's cards, and the timer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { GameAction } from '../../../core/contract.js';
import type { Actor } from '../../../core/ids.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { resultLines } from '../../../core/settlement.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { paiGow as game } from '../pai-gow.js';
import { offerOrder } from './bank.js';
import { defaultPaiGowTable, type PaiGowProfile } from './profile.js';
import { HOUSE_HELD, type PgCarry, type PgState } from './state.js';

const profile = game.profiles.get('eus');
const TABLE = { ...defaultPaiGowTable(profile), chipUnit: 10 };
const DEALER: Actor = { kind: 'dealer' };
const SYSTEM: Actor = { kind: 'system' };
const player = (n: number): Actor => ({ kind: 'player', player: `p${n}` });
const act = (r: RoundRunner, a: Record<string, unknown>): unknown[] => r.act(a as unknown as GameAction, seededRng('x')) as unknown[];
const withRotation = (v: PaiGowProfile['bankRotation']['value']): PaiGowProfile => ({ ...profile, bankRotation: { ...profile.bankRotation, value: v } });

test('000 §14 VI, V: over random coups with a player’s Bank, every chip is conserved — the players’ money and the house’s result sum to what they started with; the house gains only the commissions and its wager against the Bank', () => {
  fc.assert(
    fc.property(
      fc.record({
        seed: fc.string({ minLength: 1, maxLength: 8 }),
        stakes: fc.array(fc.option(fc.integer({ min: 100, max: 5000 }), { nil: null }), { minLength: 6, maxLength: 6 }),
        passes: fc.nat(5),
        extra: fc.integer({ min: 0, max: 3000 }),
        lows: fc.array(fc.option(fc.nat(20), { nil: null }), { minLength: 7, maxLength: 7 }),
        found: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      }),
      ({ seed, stakes, passes, extra, lows, found }) => {
        const r = new RoundRunner(game, { profile, profileId: 'eus', table: TABLE, carry: null, rng: seededRng(seed), roundNo: 1 });
        const money: Record<string, number> = {};
        const START = 1_000_000;
        const move = (events: unknown[]): void => {
          for (const e of events as { type: string; bettor?: string; amount?: number }[]) {
            if (e.bettor === undefined) continue;
            money[e.bettor] ??= START;
            if (e.type === 'stake') money[e.bettor] = (money[e.bettor] as number) - (e.amount as number);
            if (e.type === 'stake-withdrawn') money[e.bettor] = (money[e.bettor] as number) + (e.amount as number);
          }
        };
        stakes.forEach((s, i) => s !== null && move(act(r, { type: 'bet', box: i + 1, amount: 1000 + s - (s % 10), by: player(i + 1) })));
        if (!(r.state as PgState).boxes.length) return;
        move(act(r, { type: 'close-bets', by: DEALER }));
        for (let k = 0; (r.state as PgState).phase === 'bank-offer'; k++) {
          const s = r.state as PgState;
          const take = k === passes;
          const cover = s.boxes.reduce((t, b) => t + b.stake, 0);
          move(act(r, take ? { type: 'take-bank', box: s.offer, amount: cover + extra - (extra % 10), by: player(s.offer as number) } : { type: 'pass-bank', box: s.offer, by: SYSTEM }));
        }
        act(r, { type: 'throw-dice', by: DEALER });
        for (const a of game.legalActions(r.state as PgState, SYSTEM)) {
          const box = a.box as number;
          const own = game.legalActions(r.state as PgState, player(box)).filter((x) => x.type === 'set-hands' && x.box === box);
          const pick = lows[box] ?? null;
          act(r, pick === null ? { type: 'house-way', box, by: SYSTEM } : { type: 'set-hands', box, low: own[pick]?.low, by: player(box) });
        }
        // VII.3: the croupier finds some hands set incorrectly before his showdown, the banker's among them.
        for (const a of game.legalActions(r.state as PgState, DEALER)) if (a.type === 'hand-set-incorrectly' && found[a.box as number]) act(r, { ...a, by: DEALER });
        const before = r.state as PgState;
        act(r, { type: 'showdown', by: DEALER });
        const st = r.state as PgState;
        const settlement = st.settlement;
        assert.ok(settlement && st.phase === 'over');
        for (const l of resultLines(settlement)) money[l.bettor] = (money[l.bettor] ?? START) + l.returned;
        const players = Object.values(money).reduce((a, b) => a + b, 0);
        assert.equal(players + settlement.houseNet, START * Object.keys(money).length, 'players’ money + the house’s result is constant');
        const cuts = (settlement.pots ?? []).flatMap((p) => p.cuts);
        assert.ok(cuts.every((c) => c.rule === 'commission'), 'the only cut is the commission');
        if (st.banker) {
          // Chips between players never pass through the house: the house's result is its commissions and its wager's line.
          const line = settlement.lines[0];
          assert.equal(settlement.lines.length, 1);
          assert.equal(line?.bet, 'bank-against-croupier');
          assert.equal(settlement.houseNet, cuts.reduce((a, c) => a + c.amount, 0) - (line?.net ?? 0));
          assert.ok((money[st.banker.player] as number) >= START - st.banker.chips, 'the banker never loses more than he put up');
          const bk = before.banker;
          if (bk?.set?.foul || bk?.irregular) {
            // VII.3: a Bank set incorrectly loses to the croupier's hand and to every box set correctly, which is paid as a win.
            assert.equal(line?.outcome, 'lose');
            for (const b of before.boxes) assert.equal(resultLines(settlement).find((l) => l.bet === 'main' && l.box === b.box)?.outcome, b.set?.foul || b.irregular ? 'foul' : 'win');
          }
        }
      },
    ),
    { numRuns: 120 },
  );
});

test('000 §14 VI: the offer in turn — box after box from the one after the last holder, the croupier at the end; `house-every-other`: the croupier after every player’s Bank', () => {
  const at = (p: PaiGowProfile, carry: PgCarry) => offerOrder({ profile: p, table: { ...TABLE, boxes: 6 }, carryIn: carry });
  const inTurn = withRotation('in-turn');
  assert.deepEqual(at(inTurn, HOUSE_HELD), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(at(inTurn, { holder: 3, lastPlayerBox: 3 }), [4, 5, 6], 'after box 6 comes the croupier’s turn');
  assert.deepEqual(at(inTurn, { holder: 6, lastPlayerBox: 6 }), [], 'the croupier takes it at his turn');
  const alt = withRotation('house-every-other');
  assert.deepEqual(at(alt, { holder: 3, lastPlayerBox: 3 }), [], 'after a player’s Bank, the croupier’s');
  assert.deepEqual(at(alt, { holder: 'house', lastPlayerBox: 3 }), [4, 5, 6, 1, 2, 3]);
  // Through the engine: the carry of a round a player banked gives the croupier the next one.
  const r = new RoundRunner(game, { profile: alt, profileId: 'eus', table: TABLE, carry: { holder: 2, lastPlayerBox: 2 }, rng: seededRng('a'), roundNo: 2 });
  act(r, { type: 'bet', box: 1, amount: 1000, by: player(1) });
  const ev = act(r, { type: 'close-bets', by: DEALER }) as { type: string }[];
  assert.equal((r.state as PgState).phase, 'dice');
  assert.ok(ev.some((e) => e.type === 'bank-held'));
  // A house bank profile offers nothing.
  const house = new RoundRunner(game, { profile: { ...profile, bank: { ...profile.bank, value: 'house' } }, profileId: 'eus', table: TABLE, carry: null, rng: seededRng('a'), roundNo: 1 });
  act(house, { type: 'bet', box: 1, amount: 1000, by: player(1) });
  act(house, { type: 'close-bets', by: DEALER });
  assert.equal((house.state as PgState).phase, 'dice');
});

test('000 §14 VI: the banker sees his own seven cards, nobody else does until the showdown; nobody, the banker and the croupier included, sees the croupier’s until every hand is set; the timer passes the offer and sets the banker’s hands by the house way', () => {
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: TABLE, carry: null, rng: seededRng('v'), roundNo: 1 });
  act(r, { type: 'bet', box: 1, amount: 1000, by: player(1) });
  act(r, { type: 'bet', box: 2, amount: 1000, by: player(2) });
  act(r, { type: 'close-bets', by: DEALER });
  assert.deepEqual(game.timeoutAction?.(r.state as PgState), { type: 'pass-bank', box: 1, by: SYSTEM });
  act(r, { type: 'pass-bank', box: 1, by: SYSTEM });
  assert.deepEqual(game.awaiting(r.state as PgState), [player(2)]);
  act(r, { type: 'take-bank', box: 2, amount: 2000, by: player(2) });
  act(r, { type: 'throw-dice', by: DEALER });
  type V = { bank: { holder: string; box?: number; cards: string[] | null }; dealer: { cards: string[] | null } };
  const view = (a: Parameters<typeof game.view>[1]): V => game.view(r.state as PgState, a) as V;
  assert.equal(view({ kind: 'player', player: 'p2' }).bank.cards?.length, 7, 'the banker sees his cards');
  assert.equal(view({ kind: 'player', player: 'p1' }).bank.cards, null, 'a box does not');
  assert.equal(view({ kind: 'dealer' }).bank.cards, null, 'nor the croupier');
  for (const a of [{ kind: 'player', player: 'p2' }, { kind: 'dealer' }, { kind: 'auditor' }] as const) assert.equal(view(a).dealer.cards, null);
  assert.equal(view({ kind: 'spectator' }).bank.holder, 'player');
  act(r, { type: 'house-way', box: 1, by: player(1) });
  assert.deepEqual(game.timeoutAction?.(r.state as PgState), { type: 'house-way', box: 2, by: SYSTEM }, 'the timer sets the banker’s hands');
  act(r, { type: 'house-way', box: 2, by: SYSTEM });
  assert.equal((r.state as PgState).phase, 'showdown');
  assert.equal(view({ kind: 'player', player: 'p1' }).bank.cards, null, 'still hidden before the showdown');
  act(r, { type: 'showdown', by: DEALER });
  assert.equal(view({ kind: 'player', player: 'p1' }).bank.cards?.length, 7);
  assert.equal(view({ kind: 'player', player: 'p1' }).dealer.cards?.length, 7);
  assert.deepEqual(game.carry(r.state as PgState), { holder: 2, lastPlayerBox: 2 });
});

/** A stacked coup: boxes 1–3 bet 20.00, 10.00, 30.00; box 1's player takes the Bank for 65.00; the dice thrown. */
function bankOfBoxOne(): RoundRunner {
  const stack = { cards: ['Th', 'Td', '7c', '5d', '2d', 'As', 'Qc', '8h', '8c', '7d', '5h', '2s', '4c', '3c', '6h', '6c', '4d', '3d', '2c', '8d', '7h', '9h', '9d', '7s', '5c', '2h', 'Ks', 'Qd'], dice: [3, 3, 3] };
  const r = new RoundRunner(game, { profile, profileId: 'eus', table: TABLE, carry: null, rng: seededRng('f'), stack, roundNo: 1 });
  act(r, { type: 'bet', box: 1, amount: 2000, by: player(1) });
  act(r, { type: 'bet', box: 2, amount: 1000, by: player(2) });
  act(r, { type: 'bet', box: 3, amount: 3000, by: player(3) });
  act(r, { type: 'close-bets', by: DEALER });
  act(r, { type: 'take-bank', box: 1, amount: 6500, by: player(1) });
  act(r, { type: 'throw-dice', by: DEALER });
  return r;
}

test('000 §14 VII.3, I: a Bank whose high hand is not worth more than its low loses to every correctly set hand and to the croupier’s; a net loss pays no commission, each winning box pays its own', () => {
  const r = bankOfBoxOne();
  act(r, { type: 'set-hands', box: 2, low: 'AsQc', by: player(2) });
  act(r, { type: 'set-hands', box: 3, low: '4c3c', by: player(3) });
  // 9-9 low under K-Q-7-5-2 high: fouled.
  act(r, { type: 'set-hands', box: 1, low: '9h9d', by: player(1) });
  act(r, { type: 'showdown', by: DEALER });
  const s = (r.state as PgState).settlement;
  assert.ok(s);
  const got = resultLines(s).map((l) => [l.bettor, l.bet, l.stake, l.returned, l.outcome]);
  assert.deepEqual(got, [
    ['p1', 'bank-against-croupier', 2000, 0, 'lose'],
    ['p2', 'main', 1000, 1950, 'win'],
    ['p3', 'main', 3000, 5850, 'win'],
    // 65.00 put up, 20.00 of it the croupier's wager: 45.00 in the pot, 40.00 paid to the boxes, 5.00 above the cover back.
    ['p1', 'bank', 4500, 500, 'lose'],
  ]);
  assert.equal(s.houseNet, 2000 + 50 + 150);
});

test('000 §14 VII.3: the croupier finds the banker’s hands set incorrectly — once he has set them, before the showdown settles — and they lose to every box and to the croupier’s hand; each box is paid as a win, less its commission', () => {
  const r = bankOfBoxOne();
  const refused = (a: Record<string, unknown>): string | undefined => {
    try {
      act(r, a);
      return undefined;
    } catch (e) {
      return (e as { code?: string }).code;
    }
  };
  assert.equal(refused({ type: 'hand-set-incorrectly', box: 1, by: DEALER }), 'pai-gow/not-set', 'not before he has set them');
  act(r, { type: 'set-hands', box: 2, low: 'AsQc', by: player(2) });
  act(r, { type: 'set-hands', box: 3, low: '4c3c', by: player(3) });
  // The banker sets his hands correctly (by the house way): nothing the engine would call a foul.
  act(r, { type: 'house-way', box: 1, by: player(1) });
  assert.equal((r.state as PgState).banker?.set?.foul, false);
  assert.ok(game.legalActions(r.state as PgState, DEALER).some((a) => a.type === 'hand-set-incorrectly' && a.box === 1), 'the banker’s box is among the croupier’s findings');
  assert.equal(refused({ type: 'hand-set-incorrectly', box: 1, by: player(2) }), 'pai-gow/dealer-only');
  const ev = act(r, { type: 'hand-set-incorrectly', box: 1, by: DEALER }) as { type: string; box?: number; bank?: boolean }[];
  assert.ok(ev.some((e) => e.type === 'hand-set-incorrectly' && e.box === 1 && e.bank));
  assert.equal(refused({ type: 'hand-set-incorrectly', box: 1, by: DEALER }), 'pai-gow/already-found');
  assert.equal((game.view(r.state as PgState, { kind: 'spectator' }) as { bank: { foul: boolean | null } }).bank.foul, null, 'his cards stay hidden until the showdown');
  act(r, { type: 'showdown', by: DEALER });
  const s = (r.state as PgState).settlement;
  assert.ok(s);
  assert.deepEqual(
    resultLines(s).map((l) => [l.bettor, l.bet, l.stake, l.returned, l.outcome]),
    [
      ['p1', 'bank-against-croupier', 2000, 0, 'lose'],
      ['p2', 'main', 1000, 1950, 'win'],
      ['p3', 'main', 3000, 5850, 'win'],
      ['p1', 'bank', 4500, 500, 'lose'],
    ],
  );
  assert.equal(s.houseNet, 2000 + 50 + 150, 'the croupier’s wager and each box’s commission');
  assert.equal((game.view(r.state as PgState, { kind: 'spectator' }) as { bank: { foul: boolean } }).bank.foul, true);
  assert.equal(refused({ type: 'hand-set-incorrectly', box: 2, by: DEALER }), 'pai-gow/not-now', 'the coup is settled');
});
