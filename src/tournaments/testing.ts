/**
 * @module tournaments/testing
 * A tournament of bots for tests and the benchmark: players register, the system's due actions run (start, ticks,
 * deals), and each player to act takes a random legal action of the circle-poker game (a bet or raise of a random
 * size in its range). Everything random comes from one seeded generator, so a run is reproducible; every applied
 * action (its random part filled) is recorded for a replay.
 */
import type { AnyGame, GameAction, LegalAction } from '../core/contract.js';
import type { Actor } from '../core/ids.js';
import type { Entry } from '../ledger/postings.js';
import type { Rng } from '../rng/rng.js';
import { seededRng } from '../rng/seeded-rng.js';
import type { Bases } from './bases.js';
import type { TournamentAction, TournamentStep } from './contract.js';
import { director, type TState } from './director.js';
import { gameOf } from './hands.js';

export interface BotRun {
  state: TState;
  actions: TournamentAction[];
  entries: Entry[];
  steps: number;
  hands: number;
}

/** A random legal decision for the actor to play. */
function botAction(g: AnyGame, hand: unknown, by: Actor, rng: Rng): GameAction | null {
  const legal: readonly LegalAction[] = g.legalActions(hand, by);
  // Never a fold where a check is free; all in one time in twelve, else a bet near the minimum.
  const canCheck = legal.some((l) => l.type === 'check');
  const decisions = legal.filter((l) => ['fold', 'check', 'call', 'bet', 'raise'].includes(l.type) && !(canCheck && l.type === 'fold'));
  if (!decisions.length) return null;
  const l = decisions[rng.int(decisions.length)] as LegalAction;
  if (l.amount) {
    const { min, max } = l.amount;
    const amount = rng.int(12) === 0 ? max : min + rng.int(Math.max(1, Math.floor((max - min) / 10) + 1));
    return { type: l.type, amount, by } as GameAction;
  }
  return { type: l.type, by } as GameAction;
}

/**
 * Runs a tournament of `players` bots from registration to the finish. `each` sees every step (the state before,
 * the action, the step), for property checks. `msPerAction`: how long each action takes on the clock.
 */
export function runBots(bases: Bases, players: number, seed: string, opts: { each?: (before: TState, action: TournamentAction, step: TournamentStep<TState>) => void; timed?: (action: TournamentAction, ms: number) => void; msPerAction?: number; maxSteps?: number } = {}): BotRun {
  const rng = seededRng(seed);
  const g = gameOf(bases);
  let s = director.open('bots', bases, 0);
  const actions: TournamentAction[] = [];
  const entries: Entry[] = [];
  let hands = 0;
  const take = (a0: TournamentAction): void => {
    const a = director.randomize(s, a0, rng);
    const t0 = opts.timed ? performance.now() : 0;
    const step = director.apply(s, a);
    opts.timed?.(a, performance.now() - t0);
    opts.each?.(s, a, step);
    s = step.state;
    actions.push(a);
    entries.push(...step.entries);
    if (a.type === 'deal') hands += 1;
  };
  for (let i = 1; i <= players; i++) take({ type: 'register', by: { kind: 'player', player: `p${String(i).padStart(3, '0')}` }, at: 0 });
  let now = bases.startsAt ?? 0;
  const ms = opts.msPerAction ?? 2000;
  let steps = 0;
  while (s.status !== 'finished' && steps++ < (opts.maxSteps ?? 500_000)) {
    if (s.status === 'registering' && !director.due(s, now).length) {
      take({ type: 'start', by: { kind: 'dealer' }, at: now });
      continue;
    }
    const due = director.due(s, now);
    if (due.length) {
      take(due[0] as TournamentAction);
      now += 10;
      continue;
    }
    let acted = false;
    for (const t of s.tables) {
      if (!t.hand || t.hand.phase === 'over') continue;
      for (const who of g.awaiting(t.hand)) {
        if (who.kind !== 'player') continue;
        const act = botAction(g, t.hand, who, rng);
        if (!act) continue;
        take({ type: 'hand', by: who, at: now, table: t.id, action: act });
        acted = true;
        break;
      }
      if (acted) break;
    }
    if (acted) now += ms;
    else now = Math.max(now + ms, director.nextDeadline(s) ?? now + ms);
  }
  return { state: s, actions, entries, steps, hands };
}

/** Each account's balance over the entries. */
export function balances(entries: readonly Entry[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of entries) for (const p of e.postings) m.set(p.account, (m.get(p.account) ?? 0) + p.amount);
  return m;
}
