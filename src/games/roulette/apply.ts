/**
 * @module games/roulette/apply
 * `apply` on the reducer scaffold (core/reducer): per action type, its check (the same function `legalActions` uses),
 * then its transition; a rejection changes nothing. Every staked chip emits `stake`; a withdrawn bet
 * `stake-withdrawn`; the spin settles every bet.
 */
import type { Actor } from '../../core/ids.js';
import { makeReducer, unknownAction, type Rule, type Step } from '../../core/reducer.js';
import { addBet, betChips, stakeEvent, type PlacedBet, type TableEvent as GameEvent } from '../../wheel/layout-bets.js';
import { closeBetsRule, withdrawRule } from '../../wheel/layout-round.js';
import { prisonChips, prisonChoiceRule } from '../../wheel/prison.js';
import { pocketNumber, type RouletteAction } from './actions.js';
import { betShape, chipsOf, type BetShape } from './bets.js';
import {
  checkAbsentWinner,
  checkBuyColour,
  checkCashColour,
  checkChangeLimits,
  checkClose,
  checkLastSpin,
  checkPlace,
  checkPrisonChoice,
  checkSpin,
  checkValueChips,
  checkVoidSpin,
  checkWithdraw,
} from './check.js';
import { label } from './layout.js';
import { ballLanded, settleSpin, zeroDecisions } from './settle.js';
import type { RouletteState } from './state.js';

type Result = Step<RouletteState, GameEvent>;

const ok = (state: RouletteState, events: GameEvent[]): Result => ({ state, events });

const flip = (d: RouletteState['direction']): RouletteState['direction'] => (d === 'clockwise' ? 'counterclockwise' : 'clockwise');

function finish(s: RouletteState, events: GameEvent[]): Result {
  const out = settleSpin(s, s.result as number);
  return ok({ ...s, phase: 'over', settlement: out.settlement, nextPrison: out.nextPrison }, [...events, ...out.events]);
}

/** The chips a round holds: its bets and the bets in prison (carried in from earlier spins). */
export const rouletteChips = (s: RouletteState): number => betChips(s.bets) + prisonChips(s.prison);

const valueChips = (forbid: boolean): Rule<RouletteState, { by: Actor }, GameEvent> => ({
  check: (s, a) => checkValueChips(s, a.by, forbid),
  run: (s) => ok({ ...s, valueChipsForbidden: forbid }, [{ type: forbid ? 'value-chips-forbidden' : 'value-chips-allowed' }]),
});

/** Roulette on the reducer scaffold (core/reducer): one rule per action type, its check (check.ts) and its transition. */
export const rouletteReducer = makeReducer<RouletteState, RouletteAction, GameEvent>({
  unknown: unknownAction('roulette'),
  chips: rouletteChips,
  rules: {
    place: {
      check: (s, a) => checkPlace(s, a.by, a),
      run: (s, a) => {
        const player = (a.by as { player: string }).player;
        const shape = betShape(s.profile, a.bet) as BetShape;
        const chip = a.amount / shape.chips;
        const bet: PlacedBet = { bettor: player, bet: a.bet, amount: a.amount, parts: shape.parts.map((p) => ({ spot: p.spot, amount: p.chips * chip })), chips: chipsOf(s, player, a.chips) };
        return ok({ ...s, bets: addBet(s.bets, bet) }, [stakeEvent(bet), { type: 'bet-placed', bettor: player, bet: a.bet, amount: a.amount, chips: bet.chips }]);
      },
    },
    withdraw: withdrawRule((s, a) => checkWithdraw(s, a.by, a)),
    'buy-colour-chips': {
      check: (s, a) => checkBuyColour(s, a.by, a),
      run: (s, a) => {
        const player = (a.by as { player: string }).player;
        const taken = new Set(s.colours.map((c) => c.colour));
        let colour = 1;
        while (taken.has(colour)) colour++;
        const value = a.value ?? s.limits.minimum;
        return ok({ ...s, colours: [...s.colours, { player, colour, value }] }, [{ type: 'colour-chips-issued', player, colour, value }]);
      },
    },
    'cash-colour-chips': {
      check: (s, a) => checkCashColour(s, a.by),
      run: (s, a) => {
        const player = (a.by as { player: string }).player;
        return ok({ ...s, colours: s.colours.filter((c) => c.player !== player) }, [{ type: 'colour-chips-cashed', player }]);
      },
    },
    'close-bets': closeBetsRule((s, a) => checkClose(s, a.by), 'rien ne va plus'),
    spin: {
      check: (s, a) => checkSpin(s, a.by, a),
      run: (s, a) => {
        const spin = { direction: s.direction, ball: flip(s.direction) };
        const next = s.profile.spin.alternateDirection.value ? flip(s.direction) : s.direction;
        const min = s.profile.spin.minBallTurns.value;
        if (min !== null && a.turns !== undefined && a.turns < min) {
          const why = `the ball made ${a.turns} turns, fewer than ${min}`;
          const phase = s.profile.spin.voidSpinReopensBetting.value ? 'betting' : 'closed';
          return ok({ ...s, direction: next, phase, spins: [...s.spins, { direction: s.direction, pocket: null, voided: why }] }, [
            { type: 'wheel-spun', ...spin },
            { type: 'no-spin', reason: why, cite: s.profile.spin.minBallTurns.cite, bettingReopened: phase === 'betting' },
          ]);
        }
        const pocket = pocketNumber(a.pocket as number | '00');
        const base: RouletteState = { ...s, direction: next, result: pocket, spins: [...s.spins, { direction: s.direction, pocket }] };
        const events: GameEvent[] = [{ type: 'wheel-spun', ...spin }, ballLanded(s, pocket)];
        if (s.limitChange) events.push({ type: 'ball-under-old-limit', ballsLeft: Math.max(0, s.limitChange.ballsLeft - 1), newMinimum: s.limitChange.minimum });
        const decisions = zeroDecisions(s, pocket);
        const withDecisions = { ...base, decisions };
        for (const d of decisions) if (d.forced) events.push({ type: 'zero-rule-applied', bettor: d.bettor, bet: d.line, choice: d.choice, forced: true, cite: d.forcedWhy });
        if (decisions.some((d) => d.choice === null)) {
          events.push({ type: 'zero-choice-offered', bets: decisions.filter((d) => d.choice === null).map((d) => `${d.bettor}:${d.line}`), cite: s.profile.zeroRule.cite });
          return ok({ ...withDecisions, phase: 'zero-choice' }, events);
        }
        return finish(withDecisions, events);
      },
    },
    'void-spin': {
      check: (s, a) => checkVoidSpin(s, a.by),
      run: (s, a) => {
        const phase = s.profile.spin.voidSpinReopensBetting.value ? 'betting' : 'closed';
        const placedOn = s.previousNumber === null ? null : label(s.previousNumber);
        return ok({ ...s, phase, spins: [...s.spins, { direction: s.direction, pocket: null, voided: a.reason }] }, [
          { type: 'spin-voided', reason: a.reason, ballPlacedOn: placedOn, bettingReopened: phase === 'betting', cite: s.profile.spin.voidSpinReopensBetting.cite },
        ]);
      },
    },
    'prison-choice': prisonChoiceRule((s, a) => checkPrisonChoice(s, a.by, a), 'zero-choice-made', finish),
    'announce-last-spin': {
      check: (s, a) => checkLastSpin(s, a.by),
      run: (s) => ok({ ...s, lastSpin: true }, [{ type: 'last-spin-announced', cite: s.profile.prison.lastSpin.cite }]),
    },
    'change-limits': {
      check: (s, a) => checkChangeLimits(s, a.by, a),
      run: (s, a) => {
        const balls = s.profile.limits.changeAnnouncedBalls.value;
        return ok({ ...s, limitChange: { minimum: a.minimum, ballsLeft: balls } }, [
          { type: 'limit-change-announced', minimum: a.minimum, ballsUnderOldLimit: balls, cite: s.profile.limits.changeAnnouncedBalls.cite },
        ]);
      },
    },
    'forbid-value-chips': valueChips(true),
    'allow-value-chips': valueChips(false),
    'absent-winner': {
      check: (s, a) => checkAbsentWinner(s, a.by, a),
      run: (s, a) => {
        let bets = s.bets;
        const events: GameEvent[] = [];
        for (const b of s.ride.filter((x) => x.bettor === a.player)) {
          bets = addBet(bets, b);
          events.push(stakeEvent(b));
        }
        events.push({ type: 'bets-ride', player: a.player, bets: s.ride.filter((x) => x.bettor === a.player).map((b) => b.bet), cite: s.profile.absentWinner.cite });
        return ok({ ...s, bets, rode: [...s.rode, a.player] }, events);
      },
    },
  },
});
