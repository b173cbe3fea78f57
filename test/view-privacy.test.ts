/**
 * Issue 17: players never see the house's net, nor another player's balance. For every registered game and profile a
 * few rounds are played to the end with random legal actions, and at every step the view each audience receives is
 * searched: a player's and a spectator's view hold no `houseNet` (the house's gain on the round is the dealer's and
 * the auditor's business) and no field naming a balance or a wallet; the dealer's and the auditor's views of a
 * finished round keep the house's net where the game reports a settlement. The table frames' last result follows
 * the same rule (test/server/recall-privacy.test.ts checks recall).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnyGame, GameAction, LegalAction } from '../src/core/contract.js';
import type { Actor, Audience } from '../src/core/ids.js';
import { games } from '../src/registry.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import type { Rng } from '../src/rng/rng.js';
import { RoundRunner } from '../src/core/round-runner.js';

// Four: 000 §17 VII.1 deals no circle-poker hand to fewer (as test/properties).
const PLAYERS = ['p1', 'p2', 'p3', 'p4'];
const ROUNDS = 3;
const MAX_STEPS = 400;
const PRIVATE_KEYS = ['houseNet', 'balance', 'balances', 'wallet', 'wallets', 'balanceBefore', 'balanceAfter'];

function candidateActors(game: AnyGame, state: unknown): Actor[] {
  const awaited = game.awaiting(state) as Actor[];
  return awaited.length ? awaited : [...PLAYERS.map((p): Actor => ({ kind: 'player', player: p })), { kind: 'dealer' }, { kind: 'system' }];
}

function pick(l: LegalAction, by: Actor, rng: Rng): GameAction {
  const { amount, ...fixed } = l;
  return { ...fixed, ...(amount ? { amount: amount.min + amount.step * rng.int(Math.max(1, Math.floor((Math.min(amount.max, amount.min * 5) - amount.min) / amount.step) + 1)) } : {}), by } as unknown as GameAction;
}

/** The paths of every key named in `names` inside `x`. */
function found(x: unknown, names: readonly string[], path = '', out: string[] = []): string[] {
  if (Array.isArray(x)) x.forEach((v, i) => found(v, names, `${path}[${i}]`, out));
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) {
    if (names.includes(k)) out.push(`${path}.${k}`);
    found(v, names, `${path}.${k}`, out);
  }
  return out;
}

const PUBLIC: Audience[] = [...PLAYERS.map((p): Audience => ({ kind: 'player', player: p })), { kind: 'spectator' }];

for (const game of games()) {
  for (const profileId of game.profiles.ids()) {
    test(`issue 17: ${game.id} (${profileId}): no player's or spectator's view holds the house's net or a balance`, () => {
      const profile = game.profiles.get(profileId);
      const table = game.defaultTable(profile);
      const rng = seededRng(`view-privacy:${game.id}:${profileId}`);
      let carry: unknown = null;
      let houseNetForStaff = false;
      for (let round = 1; round <= ROUNDS; round++) {
        const runner = new RoundRunner(game, { profile, profileId, table, carry, rng, roundNo: round });
        for (let steps = 0; !runner.over && steps < MAX_STEPS; steps++) {
          const options = candidateActors(game, runner.state).flatMap((by) => (game.legalActions(runner.state, by) as LegalAction[]).map((l) => ({ by, l })));
          const choice = options[rng.int(Math.max(1, options.length))];
          if (!choice) break;
          runner.act(pick(choice.l, choice.by, rng), rng);
          for (const a of PUBLIC) {
            const leaks = found(game.view(runner.state, a), PRIVATE_KEYS);
            assert.deepEqual(leaks, [], `${game.id}: the ${a.kind} view at ${(runner.state as { phase?: string }).phase} holds ${leaks.join(', ')}`);
          }
        }
        assert.ok(runner.over, `${game.id}: round ${round} finished`);
        for (const a of [{ kind: 'dealer' }, { kind: 'auditor' }] as Audience[]) if (found(game.view(runner.state, a), ['houseNet']).length) houseNetForStaff = true;
        carry = game.carry(runner.state);
      }
      const v = game.view(game.create({ profile, table, carry: null, rng: seededRng('x') }).state, { kind: 'auditor' }) as { settlement?: unknown };
      // A game whose view carries a settlement keeps the house's net there for the dealer and the auditor.
      if (v && typeof v === 'object' && 'settlement' in v) assert.ok(houseNetForStaff, `${game.id}: the dealer and the auditor still see the house's net`);
    });
  }
}
