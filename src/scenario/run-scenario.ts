/**
 * @module scenario/run-scenario
 * Runs a scenario through the real engine (the same RoundRunner the server uses) and compares the outcome
 * with what the file expects. Returns a report; never throws on a mismatch (the caller decides).
 */
import type { AnyGame, GameAction, GameEvent } from '../core/contract.js';
import { ConfigError, IllegalActionError } from '../core/errors.js';
import type { Actor } from '../core/ids.js';
import type { Settlement, SettlementLine } from '../core/settlement.js';
import { netByBettor, resultLines } from '../core/settlement.js';
import { readJsonFile } from '../rules/json-file.js';
import { deepMerge } from '../rules/profile-set.js';
import { seededRng } from '../rng/seeded-rng.js';
import { RoundRunner } from '../core/round-runner.js';
import { scenarioSchema, type Scenario, type ScriptedAction } from './scenario-schema.js';

export interface RoundReport {
  readonly settlement: Settlement | null;
  readonly events: readonly GameEvent[];
  readonly failures: string[];
}
export interface ScenarioReport {
  readonly name: string;
  readonly cite: string;
  readonly rounds: RoundReport[];
  readonly ok: boolean;
}

export function loadScenario(path: string): Scenario {
  const r = scenarioSchema.safeParse(readJsonFile(path, 'scenario'));
  if (!r.success) throw new ConfigError('scenario/invalid', `${path}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.data;
}

export const actorOf = (by: string): Actor => (by === 'dealer' ? { kind: 'dealer' } : by === 'system' ? { kind: 'system' } : { kind: 'player', player: by });

function toAction(a: ScriptedAction): GameAction {
  const { by, expectReject: _x, ...rest } = a;
  return { ...rest, by: actorOf(by) } as GameAction;
}

const lineKey = (l: { bettor: string; box?: number | undefined; bet: string }): string => `${l.bettor}|${l.box ?? ''}|${l.bet}`;

function compareSettlement(expected: NonNullable<NonNullable<Scenario['rounds'][number]['expect']>['settlement']>, actual: readonly SettlementLine[], failures: string[]): void {
  const act = new Map(actual.map((l) => [lineKey(l), l]));
  const seen = new Set<string>();
  for (const e of expected) {
    const k = lineKey(e);
    seen.add(k);
    const a = act.get(k);
    if (!a) {
      failures.push(`missing settlement line ${k}`);
      continue;
    }
    for (const f of ['stake', 'returned', 'net', 'outcome'] as const) {
      if (e[f] !== undefined && e[f] !== a[f]) failures.push(`${k}: ${f} expected ${String(e[f])}, got ${String(a[f])}`);
    }
  }
  for (const k of act.keys()) if (!seen.has(k)) failures.push(`unexpected settlement line ${k}`);
}

function matchEvents(expected: Record<string, unknown>[], actual: readonly GameEvent[], failures: string[]): void {
  let i = 0;
  for (const e of expected) {
    while (i < actual.length && !Object.entries(e).every(([k, v]) => JSON.stringify((actual[i] as unknown as Record<string, unknown>)[k]) === JSON.stringify(v))) i++;
    if (i === actual.length) {
      failures.push(`event not found in order: ${JSON.stringify(e)}`);
      return;
    }
    i++;
  }
}

/**
 * Resolves a scenario's game id within a list of games: a family's tests run its scenarios with its own games (a
 * game folder does not import the registry, docs/architecture.md). An id not in the list is a `ConfigError`.
 */
export function gameIn(games: readonly AnyGame[]): (id: string) => AnyGame {
  return (id) => {
    const g = games.find((x) => x.id === id);
    if (!g) throw new ConfigError('scenario/unknown-game', `no game ${id} here; have ${games.map((x) => x.id).join(', ')}`, { id });
    return g;
  };
}

export function runScenario(sc: Scenario, resolveGame: (id: string) => AnyGame): ScenarioReport {
  const game = resolveGame(sc.game);
  const profile = typeof sc.profile === 'string' ? game.profiles.get(sc.profile) : game.profiles.derive(sc.profile.base, sc.profile.overrides);
  const profileId = typeof sc.profile === 'string' ? sc.profile : `${sc.profile.base}+overrides`;
  const tableRaw = deepMerge(game.defaultTable(profile), sc.table ?? {});
  const tr = game.tableSchema.safeParse(tableRaw);
  if (!tr.success) throw new ConfigError('scenario/invalid-table', `${sc.name}: ${tr.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const rng = seededRng(`scenario:${sc.name}`);
  let carry: unknown = null;
  const rounds: RoundReport[] = [];
  sc.rounds.forEach((round, idx) => {
    const failures: string[] = [];
    const runner = new RoundRunner(game, { profile, profileId, table: tr.data, carry, rng, stack: round.stack, roundNo: idx + 1 });
    for (const [n, sa] of round.actions.entries()) {
      const before = JSON.stringify(runner.state);
      try {
        runner.act(toAction(sa), rng);
        if (sa.expectReject) failures.push(`action ${n + 1} (${sa.type}) should have been rejected with ${sa.expectReject}`);
      } catch (e) {
        if (!(e instanceof IllegalActionError)) throw e;
        if (sa.expectReject !== e.code) failures.push(`action ${n + 1} (${sa.type} by ${sa.by}) rejected: ${e.code}: ${e.message}`);
        if (JSON.stringify(runner.state) !== before) failures.push(`action ${n + 1}: a rejected action changed the state`);
      }
    }
    const settlement = game.isOver(runner.state) ? game.settlement(runner.state) : null;
    const exp = round.expect;
    if (exp) {
      if ((exp.settlement || exp.net || exp.houseNet !== undefined) && !settlement) failures.push('the round is not over, so it has no settlement');
      if (settlement) {
        // Banked lines and every pot's shares, as one line per participant (core/settlement `resultLines`).
        if (exp.settlement) compareSettlement(exp.settlement, resultLines(settlement), failures);
        if (exp.net) {
          const net = netByBettor(settlement);
          for (const [b, v] of Object.entries(exp.net)) if ((net[b] ?? 0) !== v) failures.push(`net of ${b}: expected ${v}, got ${net[b] ?? 0}`);
        }
        if (exp.houseNet !== undefined && exp.houseNet !== settlement.houseNet) failures.push(`houseNet expected ${exp.houseNet}, got ${settlement.houseNet}`);
      }
      if (exp.events) matchEvents(exp.events, runner.record.events, failures);
    }
    rounds.push({ settlement, events: runner.record.events, failures });
    carry = game.carry(runner.state);
  });
  return { name: sc.name, cite: sc.cite, rounds, ok: rounds.every((r) => r.failures.length === 0) };
}
