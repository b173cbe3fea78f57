/**
 * Cross-game properties, for every registered game under every shipped profile, driven by seeded random play
 * over `legalActions` (STYLE §2: the property test picks among legal actions, never guesses):
 *  - a rejected action changes nothing (an illegal action is built by picking a legal action of another actor);
 *  - chips are conserved: the settlement's lines and the house net sum to zero, and every staked chip is settled;
 *  - replay of the recorded log reproduces the round exactly;
 *  - no view for a player, a spectator or the dealer contains a shoe's salt or its undealt order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { netStakes } from '../src/core/reducer.js';
import { standingTotal, type AnyGame, type GameAction, type LegalAction, type StakeEvent, type StakeWithdrawnEvent } from '../src/core/contract.js';
import type { Actor, Audience } from '../src/core/ids.js';
import { IllegalActionError } from '../src/core/errors.js';
import { games } from '../src/registry.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import type { Rng } from '../src/rng/rng.js';
import { RoundRunner, replayRound } from '../src/core/round-runner.js';
import { resultLines, settledChips } from '../src/core/settlement.js';

const PLAYERS = ['p1', 'p2', 'p3', 'p4'];
const ROUNDS = Number(process.env.CROUPIER_PROPERTY_ROUNDS ?? 25);
const MAX_STEPS = 400;

function candidateActors(game: AnyGame, state: unknown): Actor[] {
  const awaited = game.awaiting(state) as Actor[];
  const everyone: Actor[] = [...PLAYERS.map((p): Actor => ({ kind: 'player', player: p })), { kind: 'dealer' }, { kind: 'system' }];
  return awaited.length ? awaited : everyone;
}

function pickAction(l: LegalAction, by: Actor, rng: Rng): GameAction {
  const { amount, ...fixed } = l;
  const extra: Record<string, number> = {};
  if (amount) {
    const steps = Math.floor((Math.min(amount.max, amount.min * 5) - amount.min) / amount.step);
    extra.amount = amount.min + amount.step * (steps > 0 ? rng.int(steps + 1) : 0);
  }
  return { ...fixed, ...extra, by } as unknown as GameAction;
}

/** Secrets of a state: salts, and the undealt part of every shoe found in it. */
function secretsOf(state: unknown): { salts: string[]; undealt: string[][] } {
  const salts: string[] = [];
  const undealt: string[][] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (x === null || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (typeof o.salt === 'string' && o.salt.length >= 16) salts.push(o.salt);
    if (Array.isArray(o.order) && typeof o.pos === 'number') undealt.push((o.order as string[]).slice(o.pos));
    Object.values(o).forEach(walk);
  };
  walk(state);
  return { salts, undealt };
}

function assertNoLeak(game: AnyGame, state: unknown): void {
  const { salts, undealt } = secretsOf(state);
  const audiences: Audience[] = [...PLAYERS.map((p): Audience => ({ kind: 'player', player: p })), { kind: 'spectator' }, { kind: 'dealer' }];
  for (const a of audiences) {
    const v = JSON.stringify(game.view(state, a));
    for (const s of salts) assert.ok(!v.includes(s), `${game.id}: the ${a.kind} view contains a shoe salt`);
    for (const u of undealt)
      if (u.length >= 6) assert.ok(!v.includes(JSON.stringify(u.slice(0, 6)).slice(1, -1)), `${game.id}: the ${a.kind} view contains the undealt shoe order`);
  }
}

test('a game with standing chips says what survives a void of its round (Game.voidCarry)', () => {
  for (const game of games()) if (game.standing) assert.ok(game.voidCarry, `${game.id}: standing without voidCarry`);
});

test('issue 16: every game is on the shared scaffold — it counts its chips, its version is the field v, its finished phase is over', () => {
  for (const game of games()) {
    assert.equal(typeof game.chips, 'function', `${game.id}: no Game.chips, so its chip conservation is not checked`);
    const profile = game.profiles.get(game.profiles.ids()[0] as string);
    const state = game.create({ profile, table: game.defaultTable(profile), carry: null, rng: seededRng(`scaffold:${game.id}`) }).state as { v?: unknown; version?: unknown; phase?: unknown };
    assert.equal(typeof state.v, 'number', `${game.id}: the state's version field is v`);
    assert.equal(state.version, undefined, `${game.id}: no second version field`);
    assert.equal(game.version(state), state.v);
    assert.notEqual(state.phase, 'settled');
    assert.notEqual(state.phase, 'done');
  }
});

for (const game of games()) {
  for (const profileId of game.profiles.ids()) {
    test(`properties: ${game.id} (${profileId}): rejections change nothing, chips are conserved, replay is exact, views leak nothing`, () => {
      const profile = game.profiles.get(profileId);
      const table = game.defaultTable(profile);
      const rng = seededRng(`properties:${game.id}:${profileId}`);
      const probe = seededRng(`timer-probe:${game.id}:${profileId}`);
      let carry: unknown = null;
      let settled = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        const runner = new RoundRunner(game, { profile, profileId, table, carry, rng, roundNo: round });
        let steps = 0;
        let staked = 0;
        while (!runner.over && steps++ < MAX_STEPS) {
          const actors = candidateActors(game, runner.state);
          const options = actors.flatMap((by) => (game.legalActions(runner.state, by) as LegalAction[]).map((l) => ({ by, l })));
          if (options.length === 0) break;
          // A forged action: a legal action sent by someone it is not legal for must be rejected without effect.
          const forgedBy: Actor = { kind: 'player', player: 'intruder' };
          const some = options[rng.int(options.length)];
          if (some && !(game.legalActions(runner.state, forgedBy) as LegalAction[]).some((l) => l.type === some.l.type)) {
            const before = JSON.stringify(runner.state);
            assert.throws(() => runner.act(pickAction(some.l, forgedBy, rng), rng), IllegalActionError);
            assert.equal(JSON.stringify(runner.state), before, `${game.id}: a rejected action changed the state`);
          }
          // The timer's step is always one the game accepts: the runtime takes it by itself and freezes the table
          // when the game refuses it (the SQLite crash test froze a deux tableaux table on a banker's "show").
          const timed = game.timeoutAction?.(runner.state) as GameAction | null | undefined;
          if (timed) {
            const filled = game.randomize ? (game.randomize(runner.state, timed, probe) as GameAction) : timed;
            const r = game.apply(runner.state, filled);
            assert.ok(r.ok, `${game.id}: the timer's ${timed.type} is refused in phase ${String((runner.state as { phase?: unknown }).phase)}: ${r.ok ? '' : JSON.stringify(r.rejection)}`);
          }
          const choice = options[rng.int(options.length)];
          if (!choice) break;
          const sent = pickAction(choice.l, choice.by, rng) as GameAction & Record<string, unknown>;
          const chipsBefore = game.chips?.(runner.state);
          const events = runner.act(sent, rng);
          // The reducer scaffold's invariant, checked here too: the chips the state holds move by what the events staked.
          if (game.chips) assert.equal((game.chips(runner.state) as number) - (chipsBefore as number), netStakes(events), `${game.id}: ${sent.type} moved chips its events do not account for`);
          // Every field `randomize` fills is declared, so the server refuses it from a client (issue 15 item 12).
          const filled = runner.record.actions.at(-1) as unknown as Record<string, unknown>;
          for (const k of Object.keys(filled)) if (!(k in sent)) assert.ok(game.randomFields?.includes(k), `${game.id}: randomize fills \`${k}\`, which Game.randomFields does not declare`);
          for (const e of events) {
            if (e.type === 'stake') staked += (e as StakeEvent).amount;
            if (e.type === 'stake-withdrawn') staked -= (e as StakeWithdrawnEvent).amount;
          }
          assertNoLeak(game, runner.state);
        }
        assert.ok(runner.over, `${game.id}: round ${round} did not finish within ${MAX_STEPS} random legal actions`);
        assert.equal((runner.state as { phase?: unknown }).phase, 'over', `${game.id}: one terminal phase name for every game`);
        const s = game.settlement(runner.state);
        assert.ok(s, `${game.id}: a finished round has a settlement`);
        assert.equal(resultLines(s).reduce((t, l) => t + l.net, 0) + s.houseNet, 0, 'lines and house net sum to zero');
        for (const l of resultLines(s)) {
          assert.ok(Number.isSafeInteger(l.stake) && Number.isSafeInteger(l.returned) && l.returned >= 0, 'integer, non-negative amounts');
        }
        const standingBefore = standingTotal(game, carry);
        const standingAfter = standingTotal(game, game.carry(runner.state));
        assert.equal(settledChips(s), staked + standingBefore - standingAfter, `${game.id}: every staked chip is settled exactly once (or still standing)`);
        // Nothing settled twice, nothing left unsettled: the settlement covers the chips the state holds, less those
        // it leaves standing for a later round.
        if (game.chips) assert.equal(settledChips(s), game.chips(runner.state) - standingAfter, `${game.id}: the settlement's stakes differ from the chips the round holds`);
        const replay = replayRound(game, runner.record.initial, runner.record.actions);
        assert.equal(JSON.stringify(replay.state), JSON.stringify(runner.state), `${game.id}: replay reproduces the round`);
        settled += resultLines(s).length;
        carry = game.carry(runner.state);
      }
      assert.ok(settled > 0, `${game.id}: random play settled at least one bet in ${ROUNDS} rounds`);
    });
  }
}
