/**
 * @module games/craps/round
 * A round's life outside `apply`: `create` (a new session's dice, or the carried table; the dice offered to the
 * shooter), the dice of a throw (`randomize`), the settlement, and what passes to the next round (`carry`).
 */
import { z } from 'zod';
import type { RoundInput, StandingStake } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import type { Rng } from '../../rng/rng.js';
import { makeSettlement, type Settlement } from '../../core/settlement.js';
import { isDie, rollDice, type Die } from '../../dice/dice.js';
import type { CrapsProfile } from './profile.js';
import { freshDice, nextShooter } from './shooter.js';
import type { Bet, CrapsAction, CrapsCarry, CrapsEvent, CrapsState } from './state.js';
import { tableIssues, type CrapsTable } from './table.js';

/** A scenario's fixed randomness: the dice of the round's valid throws, in order. */
const stackSchema = z.object({ dice: z.array(z.tuple([z.number().int().min(1).max(6), z.number().int().min(1).max(6)])) });

function parseStack(stack: unknown): readonly (readonly [Die, Die])[] {
  if (stack === undefined || stack === null) return [];
  const r = stackSchema.safeParse(stack);
  if (!r.success) throw new ConfigError('craps/invalid-stack', `a craps stack is { "dice": [[a, b], …] }: ${r.error.issues.map((i) => i.message).join('; ')}`);
  return r.data.dice as [Die, Die][];
}

export function createRound(input: RoundInput<CrapsProfile, CrapsTable, CrapsCarry>): { state: CrapsState; events: CrapsEvent[] } {
  const { profile, table } = input;
  const issues = tableIssues(profile, table);
  if (issues.length) throw new ConfigError('craps/invalid-table', issues.join('; '), { issues });
  const stack = parseStack(input.stack);
  const events: CrapsEvent[] = [];
  let base: CrapsCarry;
  if (input.carry) base = input.carry;
  else {
    // A new session: six fresh dice on the table, two in play and four in reserve.
    const eq = profile.equipment.value;
    const dice = freshDice(1, eq.dicePerSession, eq.diceInPlay);
    events.push({ type: 'dice-set-placed', set: dice.set, inPlay: dice.inPlay, reserve: dice.reserve, reason: 'session' });
    base = { rail: [...table.players], shooter: null, shooterHasThrown: false, nextOffer: null, barred: [], faults: 0, point: null, bets: [], nextBetId: 1, dice, roundNo: 0 };
  }
  // Who is at the table this round: the players the table lists (the server fills in those present), in the
  // rail's clockwise order; newcomers take their places after the others. A shooter who has gone passes the dice.
  if (input.carry) {
    const present = table.players;
    const rail = [...base.rail.filter((p) => present.includes(p)), ...present.filter((p) => !base.rail.includes(p))];
    if (base.shooter !== null && !rail.includes(base.shooter)) {
      const after = base.rail.indexOf(base.shooter);
      const next = nextShooter(base.rail, after, [...base.barred, ...base.rail.filter((p) => !rail.includes(p))]);
      events.push({ type: 'dice-passed', from: base.shooter, to: next, reason: 'left' });
      base = { ...base, shooter: next, shooterHasThrown: false, faults: 0 };
    }
    base = { ...base, rail };
  }
  let shooter = base.shooter;
  if (shooter === null && base.rail.length > 0) {
    const start = base.nextOffer !== null && base.rail.includes(base.nextOffer) ? base.rail.indexOf(base.nextOffer) - 1 : -1;
    shooter = nextShooter(base.rail, start, base.barred);
  }
  if (shooter !== null && !base.shooterHasThrown) events.push({ type: 'dice-offered', to: shooter });
  const state: CrapsState = {
    ...base,
    shooter,
    v: 0,
    profile,
    table,
    roundNo: base.roundNo + 1,
    phase: 'betting',
    declined: [],
    ready: [],
    throw: null,
    resolved: [],
    stack,
  };
  return { state, events };
}

export function carryOf(s: CrapsState): CrapsCarry {
  return {
    rail: s.rail,
    shooter: s.shooter,
    shooterHasThrown: s.shooterHasThrown,
    nextOffer: s.nextOffer,
    barred: s.barred,
    faults: s.faults,
    point: s.point,
    bets: s.bets,
    nextBetId: s.nextBetId,
    dice: { ...s.dice, mustPick: s.dice.mustPick },
    roundNo: s.roundNo,
  };
}

/**
 * Fills a throw's dice: a recorded throw keeps its dice (a replay, a scenario's `{ "type": "throw", "dice": [3, 4] }`);
 * otherwise the round's fixed dice if any, else the RNG. The wire schema has no `dice`, so a client cannot choose them.
 */
export function randomizeThrow(s: CrapsState, a: CrapsAction, rng: Rng): CrapsAction {
  if (a.type !== 'throw') return a;
  if (a.dice && a.dice.length === 2 && a.dice.every(isDie)) return a;
  const fixed = s.stack[0];
  return { ...a, dice: fixed ? [fixed[0], fixed[1]] : rollDice(rng, 2) };
}

export function settlementOf(s: CrapsState): Settlement | null {
  if (s.phase !== 'done') return null;
  return makeSettlement(s.resolved.map((r) => ({ bettor: r.bettor, bet: r.bet, stake: r.stake, returned: r.returned, net: r.returned - r.stake, outcome: r.outcome, cite: r.cite })));
}

/**
 * Chips standing on the layout in bets not yet decided (carried from round to round). A round's settlement lines
 * stake what was decided, so: Σ line stakes = chips staked this round − withdrawn + standing(carry in) − standing(out).
 */
export const standingStake = (c: { readonly bets: readonly { readonly stake: number }[] } | null): number => (c ? c.bets.reduce((a, b) => a + b.stake, 0) : 0);

/** The bets standing in a carry, one per bet (`Game.standing`). */
export const standingBets = (c: CrapsCarry | null): StandingStake[] => (c ? c.bets.map((b) => ({ bettor: b.bettor, bet: b.number === null ? b.kind : `${b.kind}-${b.number}`, amount: b.stake })) : []);

/**
 * What a voided coup leaves (`Game.voidCarry`): the bets that stood before it stand again as they stood — a bet placed
 * in the voided coup is returned with its stake, one taken down in it is returned too, odds added to a standing bet
 * in it come back — and the table goes on from where the coup left it (the shooter, the dice). A coup that cannot be
 * rebuilt leaves the table as it was before it.
 */
export function crapsVoidCarry(carryIn: CrapsCarry | null, s: CrapsState | null): CrapsCarry | null {
  if (s === null) return carryIn;
  const stood = new Map((carryIn?.bets ?? []).map((b) => [b.id, b]));
  const bets: Bet[] = [];
  for (const b of s.bets) {
    const before = stood.get(b.id);
    if (before) bets.push(b.stake < before.stake ? b : before);
  }
  return { ...carryOf(s), bets, point: carryIn?.point ?? null };
}
