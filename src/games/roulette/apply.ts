/**
 * @module games/roulette/apply
 * `apply`: check (the same function `legalActions` uses), then the handler; a rejection changes nothing.
 * Every staked chip emits `stake`; a withdrawn bet `stake-withdrawn`; the spin settles every bet.
 */
import type { ApplyResult } from '../../core/contract.js';
import type { TableEvent as GameEvent } from '../../wheel/layout-bets.js';
import type { Rejection } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import { addBet, findBet, removeBet, stakeEvent, withdrawnEvent, type PlacedBet } from '../../wheel/layout-bets.js';
import { pocketNumber, type RouletteAction } from './actions.js';
import { betShape, chipsOf } from './bets.js';
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

type Result = ApplyResult<RouletteState, GameEvent>;

const ok = (s: RouletteState, events: GameEvent[]): Result => ({ ok: true, state: { ...s, version: s.version + 1 }, events });
const no = (r: Rejection): Result => ({ ok: false, rejection: r });

const flip = (d: RouletteState['direction']): RouletteState['direction'] => (d === 'clockwise' ? 'counterclockwise' : 'clockwise');

function finish(s: RouletteState, pocket: number, events: GameEvent[]): Result {
  const out = settleSpin(s, pocket);
  return ok({ ...s, phase: 'settled', settlement: out.settlement, nextPrison: out.nextPrison }, [...events, ...out.events]);
}

export function applyRoulette(s: RouletteState, a: RouletteAction): Result {
  switch (a.type) {
    case 'place': {
      const r = checkPlace(s, a.by, a);
      if (r) return no(r);
      const player = (a.by as { player: string }).player;
      const shape = betShape(s.profile, a.bet);
      if (!shape) return no(reject('roulette/unknown-bet', a.bet));
      const chip = a.amount / shape.chips;
      const bet: PlacedBet = { bettor: player, bet: a.bet, amount: a.amount, parts: shape.parts.map((p) => ({ spot: p.spot, amount: p.chips * chip })), chips: chipsOf(s, player, a.chips) };
      return ok({ ...s, bets: addBet(s.bets, bet) }, [stakeEvent(bet), { type: 'bet-placed', bettor: player, bet: a.bet, amount: a.amount, chips: bet.chips }]);
    }
    case 'withdraw': {
      const r = checkWithdraw(s, a.by, a);
      if (r) return no(r);
      const player = (a.by as { player: string }).player;
      const b = findBet(s.bets, player, a.bet) as PlacedBet;
      return ok({ ...s, bets: removeBet(s.bets, player, a.bet) }, [withdrawnEvent(b)]);
    }
    case 'buy-colour-chips': {
      const r = checkBuyColour(s, a.by, a);
      if (r) return no(r);
      const player = (a.by as { player: string }).player;
      const taken = new Set(s.colours.map((c) => c.colour));
      let colour = 1;
      while (taken.has(colour)) colour++;
      const value = a.value ?? s.limits.minimum;
      return ok({ ...s, colours: [...s.colours, { player, colour, value }] }, [{ type: 'colour-chips-issued', player, colour, value }]);
    }
    case 'cash-colour-chips': {
      const r = checkCashColour(s, a.by);
      if (r) return no(r);
      const player = (a.by as { player: string }).player;
      return ok({ ...s, colours: s.colours.filter((c) => c.player !== player) }, [{ type: 'colour-chips-cashed', player }]);
    }
    case 'close-bets': {
      const r = checkClose(s, a.by);
      if (r) return no(r);
      return ok({ ...s, phase: 'closed' }, [{ type: 'bets-closed', call: 'rien ne va plus' }]);
    }
    case 'spin': {
      const r = checkSpin(s, a.by, a);
      if (r) return no(r);
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
      return finish(withDecisions, pocket, events);
    }
    case 'void-spin': {
      const r = checkVoidSpin(s, a.by);
      if (r) return no(r);
      const phase = s.profile.spin.voidSpinReopensBetting.value ? 'betting' : 'closed';
      const placedOn = s.previousNumber === null ? null : label(s.previousNumber);
      return ok({ ...s, phase, spins: [...s.spins, { direction: s.direction, pocket: null, voided: a.reason }] }, [
        { type: 'spin-voided', reason: a.reason, ballPlacedOn: placedOn, bettingReopened: phase === 'betting', cite: s.profile.spin.voidSpinReopensBetting.cite },
      ]);
    }
    case 'prison-choice': {
      const r = checkPrisonChoice(s, a.by, a);
      if (r) return no(r);
      const player = (a.by as { player: string }).player;
      const decisions = s.decisions.map((d) => (d.bettor === player && d.line === a.bet ? { ...d, choice: a.choice } : d));
      const next = { ...s, decisions };
      const events: GameEvent[] = [{ type: 'zero-choice-made', bettor: player, bet: a.bet, choice: a.choice }];
      if (decisions.some((d) => d.choice === null)) return ok(next, events);
      return finish(next, s.result as number, events);
    }
    case 'announce-last-spin': {
      const r = checkLastSpin(s, a.by);
      if (r) return no(r);
      return ok({ ...s, lastSpin: true }, [{ type: 'last-spin-announced', cite: s.profile.prison.lastSpin.cite }]);
    }
    case 'change-limits': {
      const r = checkChangeLimits(s, a.by, a);
      if (r) return no(r);
      const balls = s.profile.limits.changeAnnouncedBalls.value;
      return ok({ ...s, limitChange: { minimum: a.minimum, ballsLeft: balls } }, [
        { type: 'limit-change-announced', minimum: a.minimum, ballsUnderOldLimit: balls, cite: s.profile.limits.changeAnnouncedBalls.cite },
      ]);
    }
    case 'forbid-value-chips':
    case 'allow-value-chips': {
      const forbid = a.type === 'forbid-value-chips';
      const r = checkValueChips(s, a.by, forbid);
      if (r) return no(r);
      return ok({ ...s, valueChipsForbidden: forbid }, [{ type: forbid ? 'value-chips-forbidden' : 'value-chips-allowed' }]);
    }
    case 'absent-winner': {
      const r = checkAbsentWinner(s, a.by, a);
      if (r) return no(r);
      let bets = s.bets;
      const events: GameEvent[] = [];
      for (const b of s.ride.filter((x) => x.bettor === a.player)) {
        bets = addBet(bets, b);
        events.push(stakeEvent(b));
      }
      events.push({ type: 'bets-ride', player: a.player, bets: s.ride.filter((x) => x.bettor === a.player).map((b) => b.bet), cite: s.profile.absentWinner.cite });
      return ok({ ...s, bets, rode: [...s.rode, a.player] }, events);
    }
  }
}
