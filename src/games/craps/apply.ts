/**
 * @module games/craps/apply
 * Craps on the reducer scaffold (core/reducer): one rule per action type, its check (games/craps/check, the very
 * function `legalActions` uses) and its transition (a new state and the events, never mutating the old one). The
 * scaffold refuses with the check, moves the version on and checks chip conservation (`crapsChips`). One valid
 * throw ends the round (a coup); standing bets, the point and the shooter go on in `carry`.
 */
import { makeReducer, unknownAction, type Rule, type Step } from '../../core/reducer.js';
import type { Rejection } from '../../core/errors.js';
import type { Die } from '../../dice/dice.js';
import {
  checkBet,
  checkChangeDice,
  checkDeprive,
  checkRestore,
  checkDiceChange,
  checkDecline,
  checkDieFound,
  checkInvalidThrow,
  checkNoMoreBets,
  checkDoneBetting,
  checkThrow,
  checkWithdraw,
  isRejection,
  playerOf,
  type BetRoom,
} from './check.js';
import { resolveThrow } from './resolve.js';
import { crapsChips } from './round.js';
import { freshDice, nextShooter, withChosen } from './shooter.js';
import { betName, isPoint } from './spots.js';
import { FAULT_REASONS, type Bet, type CrapsAction, type CrapsEvent, type CrapsState, type InvalidReason, type Throw } from './state.js';

type Of<T extends CrapsAction['type']> = Extract<CrapsAction, { type: T }>;
type Out = Step<CrapsState, CrapsEvent>;

const step = (s: CrapsState, patch: Partial<CrapsState>, events: CrapsEvent[]): Out => ({ state: { ...s, ...patch }, events });

/**
 * A rule from a check that answers with a refusal or with the facts the transition needs (the bet's room, the player,
 * the dice chosen): the scaffold refuses with the one, the transition is given the other.
 */
function rule<A extends CrapsAction, F>(check: (s: CrapsState, a: A) => F | Rejection, run: (s: CrapsState, a: A, facts: F) => Out): Rule<CrapsState, A, CrapsEvent> {
  return {
    check: (s, a) => {
      const r = check(s, a);
      return isRejection(r) ? r : null;
    },
    run: (s, a) => run(s, a, check(s, a) as F),
  };
}

const words = (s: CrapsState, key: 'no-more-bets' | 'no-roll' | 'dice-change'): Readonly<Record<string, string>> => s.profile.announcements.value[key];

/**
 * The reducer: `apply` (pure: a rejection changes nothing; a broken invariant throws `CriticalStateError`, which
 * freezes the table), `check` for `legalActions`, and `chips`.
 */
export const crapsReducer = makeReducer<CrapsState, CrapsAction, CrapsEvent>({
  unknown: unknownAction('craps'),
  chips: crapsChips,
  rules: {
    bet: rule((s, a: Of<'bet'>) => checkBet(s, a.by, a.spot, a.amount), bet),
    withdraw: rule((s, a: Of<'withdraw'>) => checkWithdraw(s, a.by, a.spot), withdraw),
    'done-betting': rule(
      (s, a: Of<'done-betting'>) => checkDoneBetting(s, a.by),
      (s, _a, p) => step(s, { ready: [...s.ready, p] }, [{ type: 'player-done-betting', player: p }]),
    ),
    'decline-dice': rule((s, a: Of<'decline-dice'>) => checkDecline(s, a.by), decline),
    'change-dice': rule(
      (s, a: Of<'change-dice'>) => checkChangeDice(s, a.by, a.pick),
      (s, _a, chosen) => {
        const dice = withChosen(s.dice, chosen);
        return step(s, { dice }, [{ type: 'dice-changed', inPlay: dice.inPlay, reason: s.dice.mustPick ? 'die-lost' : 'shooter-request' }]);
      },
    ),
    'dice-change': rule(
      (s, a: Of<'dice-change'>) => checkDiceChange(s, a.by, a.pick),
      (s, _a, chosen) => {
        const dice = withChosen(s.dice, chosen);
        return step(s, { dice }, [
          { type: 'stickman-called', call: 'dice-change', words: words(s, 'dice-change') },
          { type: 'dice-changed', inPlay: dice.inPlay, reason: 'routine' },
        ]);
      },
    ),
    'no-more-bets': rule(
      (s, a: Of<'no-more-bets'>) => checkNoMoreBets(s, a.by),
      (s) => step(s, { phase: 'closed' }, [{ type: 'stickman-called', call: 'no-more-bets', words: words(s, 'no-more-bets') }]),
    ),
    throw: rule((s, a: Of<'throw'>) => checkThrow(s, a.by, a.dice), throwDice),
    'invalid-throw': rule((s, a: Of<'invalid-throw'>) => checkInvalidThrow(s, a.by, a.reason), invalidThrow),
    'die-found': rule(
      (s, a: Of<'die-found'>) => checkDieFound(s, a.by),
      (s, _a, die) => step(s, { dice: { ...s.dice, lost: null, reserve: [...s.dice.reserve, die] } }, [{ type: 'die-found', die }]),
    ),
    'deprive-shooter': rule((s, a: Of<'deprive-shooter'>) => checkDeprive(s, a.by), deprive),
    // The head who took the dice away may give the right to throw back: the player takes the dice again in turn.
    'restore-shooter': rule(
      (s, a: Of<'restore-shooter'>) => checkRestore(s, a.by, a.player),
      (s, _a, p) => step(s, { barred: s.barred.filter((x) => x !== p) }, [{ type: 'shooter-restored', player: p }]),
    ),
  },
});

function bet(s: CrapsState, a: Of<'bet'>, room: BetRoom): Out {
  const player = playerOf(a.by) as string;
  const { kind } = room.spot;
  const i = s.bets.findIndex((b) => b.bettor === player && b.kind === kind && b.number === room.number);
  let bets: Bet[];
  let ref: string;
  let nextBetId = s.nextBetId;
  if (i >= 0) {
    const old = s.bets[i] as Bet;
    ref = old.id;
    bets = s.bets.map((b, k) => (k === i ? { ...b, stake: b.stake + a.amount } : b));
  } else {
    ref = `b${nextBetId++}`;
    bets = [...s.bets, { id: ref, bettor: player, kind, number: room.number, stake: a.amount, placedRound: s.roundNo }];
  }
  return step(s, { bets, nextBetId }, [{ type: 'stake', bettor: player, bet: betName(kind, room.number), amount: a.amount, ref }]);
}

function withdraw(s: CrapsState, _a: Of<'withdraw'>, b: Bet): Out {
  // Odds follow their simple chance: taking the flat bet down takes its odds with it.
  const oddsKind = b.kind === 'win' ? 'win-odds' : b.kind === 'dont-win' ? 'dont-win-odds' : b.kind === 'come' ? 'come-odds' : b.kind === 'dont-come' ? 'dont-come-odds' : null;
  const gone = s.bets.filter((x) => x.id === b.id || (oddsKind !== null && x.bettor === b.bettor && x.kind === oddsKind && (b.kind === 'win' || b.kind === 'dont-win' || x.number === b.number)));
  const events: CrapsEvent[] = gone.map((x) => ({ type: 'stake-withdrawn', bettor: x.bettor, bet: betName(x.kind, x.number), amount: x.stake, ref: x.id }));
  return step(s, { bets: s.bets.filter((x) => !gone.includes(x)) }, events);
}

function decline(s: CrapsState, _a: Of<'decline-dice'>, p: string): Out {
  const declined = [...s.declined, p];
  const to = nextShooter(s.rail, s.rail.indexOf(p), [...s.barred, ...declined]);
  const events: CrapsEvent[] = [{ type: 'dice-declined', by: p }];
  if (to === null) {
    events.push({ type: 'dice-refused-by-all' });
    return step(s, { declined, shooter: null, nextOffer: declined[0] ?? null, phase: 'over' }, events);
  }
  events.push({ type: 'dice-offered', to });
  return step(s, { declined, shooter: to, shooterHasThrown: false, faults: 0, ready: s.ready.filter((x) => x !== to) }, events);
}

function deprive(s: CrapsState, _a: Of<'deprive-shooter'>, p: string): Out {
  const barred = [...s.barred, p];
  const to = nextShooter(s.rail, s.rail.indexOf(p), [...barred, ...s.declined]);
  const events: CrapsEvent[] = [
    { type: 'shooter-deprived', player: p, faults: s.faults },
    { type: 'dice-passed', from: p, to, reason: 'deprived' },
  ];
  if (to) events.push({ type: 'dice-offered', to });
  // Betting reopens for the new shooter (who may have to stake his line bet before a come-out).
  return step(s, { barred, shooter: to, shooterHasThrown: false, faults: 0, ready: [], phase: to === null ? 'over' : 'betting', nextOffer: to }, events);
}

function invalidThrow(s: CrapsState, a: Of<'invalid-throw'>, reason: InvalidReason): Out {
  const fault = FAULT_REASONS.includes(reason);
  const faults = s.faults + (fault ? 1 : 0);
  const events: CrapsEvent[] = [
    { type: 'stickman-called', call: 'no-roll', words: words(s, 'no-roll') },
    { type: 'throw-voided', reason, fault, faults },
  ];
  let dice = s.dice;
  const k = a.die === 1 ? 1 : 0;
  const die = dice.inPlay[k];
  if (reason === 'off-table' && die !== undefined) {
    // The shooter chooses among the dice left on the table to finish the play (000 §06 IV.3, 001 §09 IV.3º).
    dice = { ...dice, lost: die, inPlay: dice.inPlay.filter((x) => x !== die), mustPick: true };
    events.push({ type: 'die-left-table', die });
  } else if (reason === 'dice-broken' && die !== undefined && dice.reserve.length > 0) {
    const spare = dice.reserve[0] as string;
    dice = { ...dice, inPlay: dice.inPlay.map((x) => (x === die ? spare : x)), reserve: dice.reserve.slice(1), throws: 0 };
    events.push({ type: 'dice-changed', inPlay: dice.inPlay, reason: 'die-broken' });
  }
  if (dice.inPlay.length + dice.reserve.length < 2) {
    // Not two dice left on the table: a new set replaces the old one (as when a lost die is not found).
    const eq = s.profile.equipment.value;
    dice = freshDice(s.dice.set + 1, eq.dicePerSession, eq.diceInPlay);
    events.push({ type: 'dice-set-placed', set: dice.set, inPlay: dice.inPlay, reserve: dice.reserve, reason: 'dice-short' });
  }
  return step(s, { faults, dice }, events);
}

function throwDice(s: CrapsState, a: Of<'throw'>): Out {
  const [d1, d2] = a.dice as [Die, Die];
  const total = d1 + d2;
  const th: Throw = { dice: [d1, d2], total, hard: d1 === d2, comeOut: s.point === null };
  const by = playerOf(a.by) ?? a.by.kind;
  const events: CrapsEvent[] = [
    { type: 'dice-thrown', by, dice: [d1, d2], total, hard: th.hard, comeOut: th.comeOut },
    { type: 'stickman-called', call: 'total', total, hard: th.hard },
  ];
  const out = resolveThrow(s.profile, s.bets, s.point, th);
  events.push(...out.events);

  let point = s.point;
  let decided = false; // the line (the "jugada") ends with this throw
  let sevenOut = false;
  if (point === null) {
    if (isPoint(total)) {
      point = total;
      events.push({ type: 'point-established', point }, { type: 'stickman-called', call: 'point-established', point });
    } else {
      decided = true;
      events.push({ type: 'stickman-called', call: total === 7 || total === 11 ? 'natural' : 'craps', total });
      if (total === 12) events.push({ type: 'stickman-called', call: 'bar-twelve', total });
    }
  } else if (total === point) {
    events.push({ type: 'point-made', point }, { type: 'stickman-called', call: 'point-made', point });
    point = null;
    decided = true;
  } else if (total === 7) {
    events.push({ type: 'seven-out', point }, { type: 'stickman-called', call: 'seven-out', point });
    point = null;
    decided = true;
    sevenOut = true;
  }

  let dice = { ...s.dice, throws: s.dice.throws + 1 };
  if (decided && dice.lost !== null) {
    // The lost die was not found by the end of the play: a new set replaces the old one.
    const eq = s.profile.equipment.value;
    dice = freshDice(s.dice.set + 1, eq.dicePerSession, eq.diceInPlay);
    events.push({ type: 'dice-set-placed', set: dice.set, inPlay: dice.inPlay, reserve: dice.reserve, reason: 'die-not-found' });
  }

  const patch: Partial<CrapsState> = {
    phase: 'over',
    point,
    bets: out.bets,
    resolved: out.resolved,
    throw: th,
    dice,
    stack: s.stack.slice(1),
    shooterHasThrown: true,
  };
  if (sevenOut && s.shooter !== null) {
    // «Los dados cambian de mano cuando sale el 7, que hace perder».
    const to = nextShooter(s.rail, s.rail.indexOf(s.shooter), s.barred);
    events.push({ type: 'dice-passed', from: s.shooter, to, reason: 'seven-out' });
    Object.assign(patch, { shooter: to, shooterHasThrown: false, faults: 0, nextOffer: to });
  }
  return step(s, patch, events);
}
