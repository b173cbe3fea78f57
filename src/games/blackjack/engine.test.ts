/**
 * Properties of the blackjack engine over random play (fast-check chooses among `legalActions`, seeded):
 * chips are conserved, every legal action is accepted, a rejected action changes nothing, a recorded round replays
 * exactly, and every timeout action is accepted.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { AnyGame, GameAction } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { replayRound } from '../../core/round-runner.js';
import { blackjack, tripleBlackjack } from './index.js';
import { playRound } from './testing.js';

const runs = process.env.CROUPIER_EXHAUSTIVE ? 400 : 40;
const ids = blackjack.profiles.ids();
const games: [AnyGame, string][] = [...ids.map((id): [AnyGame, string] => [blackjack, id]), [tripleBlackjack, 'eus']];
const variants = [{}, { shoe: { mode: { value: 'csm', cite: 'test' } } }, { dealer: { holeCard: { value: 'peek-ace-ten', cite: 'test' } }, surrender: { mode: { value: 'late', cite: 'test' } } }];

const arb = fc.record({
  g: fc.nat({ max: games.length - 1 }),
  v: fc.nat({ max: variants.length - 1 }),
  seed: fc.nat(),
  choices: fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 120 }),
});

function setup(g: number, v: number, seed: number) {
  const [game, id] = games[g] as [AnyGame, string];
  const profile = game.profiles.derive(id, variants[v]);
  const table = { ...game.defaultTable(profile), players: ['a', 'b', 'c'] };
  return { game, id, profile, table, rng: seededRng(`bj-prop-${seed}`) };
}

test('core contract: chips are conserved — stakes staked equal the settlement stakes, and nets sum to zero with the house', () => {
  fc.assert(
    fc.property(arb, ({ g, v, seed, choices }) => {
      const { game, id, profile, table, rng } = setup(g, v, seed);
      let carry: unknown = null;
      for (let r = 1; r <= 3; r++) {
        const p = playRound(game, { profile, profileId: id, table, carry, rng, roundNo: r }, choices.slice(r));
        if (!p.runner.over) return;
        const s = game.settlement(p.runner.state);
        assert.ok(s);
        assert.equal(s.lines.reduce((t, l) => t + l.stake, 0), p.staked);
        assert.equal(s.lines.reduce((t, l) => t + l.net, 0) + s.houseNet, 0);
        for (const l of s.lines) assert.ok(l.returned >= 0 && Number.isSafeInteger(l.returned));
        carry = game.carry(p.runner.state);
      }
    }),
    { seed: 20251121, numRuns: runs },
  );
});

test('STYLE §1: every legal action is accepted, and a rejected action changes nothing', () => {
  fc.assert(
    fc.property(arb, ({ g, v, seed, choices }) => {
      const { game, id, profile, table, rng } = setup(g, v, seed);
      const p = playRound(game, { profile, profileId: id, table, carry: null, rng, roundNo: 1 }, choices);
      for (const s of p.states.slice(-12)) {
        const before = JSON.stringify(s);
        for (const by of [...game.awaiting(s), { kind: 'dealer' as const }]) {
          for (const l of game.legalActions(s, by)) {
            const { amount, ...fixed } = l;
            const a = { ...fixed, ...(amount ? { amount: amount.min } : {}), by } as GameAction;
            const r = game.apply(s, game.randomize ? game.randomize(s, a, seededRng('x')) : a);
            assert.ok(r.ok, `legal ${JSON.stringify(a)} was rejected: ${r.ok ? '' : r.rejection.code}`);
          }
          // an action that cannot be legal now: a bet of 0, a hit on a box that does not exist
          for (const bad of [{ type: 'hit', box: 9 }, { type: 'bet', box: 1, amount: 10 ** 9 }, { type: 'redeal' }, { type: 'follow', box: 1, choice: 'first' }]) {
            const r = game.apply(s, { ...bad, by } as GameAction);
            if (!r.ok) assert.equal(JSON.stringify(s), before);
          }
        }
        assert.equal(JSON.stringify(s), before, 'apply never mutates its input');
      }
    }),
    { seed: 7, numRuns: Math.ceil(runs / 2) },
  );
});

test('core contract: a recorded round replays exactly from its initial state and actions', () => {
  fc.assert(
    fc.property(arb, ({ g, v, seed, choices }) => {
      const { game, id, profile, table, rng } = setup(g, v, seed);
      const p = playRound(game, { profile, profileId: id, table, carry: null, rng, roundNo: 1 }, choices);
      const rec = p.runner.record;
      const again = replayRound(game, rec.initial, rec.actions);
      assert.equal(JSON.stringify(again.state), JSON.stringify(p.runner.state));
      const created = rec.events.length - again.events.length;
      assert.deepEqual(again.events, rec.events.slice(created));
    }),
    { seed: 11, numRuns: runs },
  );
});

test('core contract: the timeout action of every state is accepted (stand, decline insurance, wait, deal)', () => {
  fc.assert(
    fc.property(arb, ({ g, v, seed, choices }) => {
      const { game, id, profile, table, rng } = setup(g, v, seed);
      const p = playRound(game, { profile, profileId: id, table, carry: null, rng, roundNo: 1 }, choices);
      for (const s of p.states) {
        const t = game.timeoutAction?.(s);
        if (!t) continue;
        const r = game.apply(s, game.randomize ? game.randomize(s, t, rng) : t);
        assert.ok(r.ok, `timeout ${JSON.stringify(t)} rejected: ${r.ok ? '' : r.rejection.code}`);
      }
    }),
    { seed: 3, numRuns: Math.ceil(runs / 2) },
  );
});

test('core contract: a round always finishes when everyone times out', () => {
  for (const [game, id] of games) {
    const profile = game.profiles.get(id);
    const rng = seededRng(`timeouts-${id}`);
    let carry: unknown = null;
    for (let r = 1; r <= 30; r++) {
      let s = game.create({ profile, table: game.defaultTable(profile), carry, rng, roundNo: r }).state;
      const step = (a: GameAction): void => {
        const res = game.apply(s, game.randomize ? game.randomize(s, a, rng) : a);
        assert.ok(res.ok, JSON.stringify(a));
        s = res.state;
      };
      step({ type: 'bet', box: 1, ...(game.id === 'triple-blackjack' ? { sub: 1 } : {}), amount: 1000, by: { kind: 'player', player: 'p' } } as GameAction);
      for (let i = 0; i < 50 && !game.isOver(s); i++) step(game.timeoutAction?.(s) as GameAction);
      assert.ok(game.isOver(s), `${id} round ${r} finishes on timeouts`);
      carry = game.carry(s);
    }
  }
});
