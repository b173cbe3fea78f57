/**
 * @module games/roulette/views
 * Views built field by field (an allow-list). Everything on a roulette table is public: the bets on the cloth,
 * the prison, the colours and their values, the number; so every audience sees the same fields, and a player's
 * view adds what is his (his colour, his pending choices).
 */
import type { Audience } from '../../core/ids.js';
import { settlementView } from '../../core/settlement.js';
import type { RouletteView } from '../../protocol/views/roulette.js';
import { colourOf, label } from './layout.js';
import type { RouletteState } from './state.js';

export type { RouletteView };

export function rouletteView(s: RouletteState, audience: Audience): RouletteView {
  const v: RouletteView = {
    game: s.game,
    profile: s.profile.id,
    roundNo: s.roundNo,
    phase: s.phase,
    wheel: s.profile.wheel.value,
    limits: { minimum: s.limits.minimum, simpleMinimum: s.limits.simpleMinimum, maxMultipliers: { ...s.limits.maxMultipliers }, maximum: s.limits.maximum },
    bets: s.bets.map((b) => ({ bettor: b.bettor, bet: b.bet, amount: b.amount, chips: b.chips ?? 'value', parts: b.parts.map((p) => ({ spot: p.spot, amount: p.amount })) })),
    prison: s.prison.map((p) => ({ bettor: p.bettor, chance: p.chance, initial: p.initial, level: p.level })),
    colours: s.colours.map((c) => ({ player: c.player, colour: c.colour, value: c.value })),
    valueChipsForbidden: s.valueChipsForbidden,
    lastSpin: s.lastSpin,
    limitChange: s.limitChange ? { minimum: s.limitChange.minimum, ballsLeft: s.limitChange.ballsLeft } : null,
    direction: s.direction,
    previousNumber: s.previousNumber === null ? null : label(s.previousNumber),
    result: s.result === null ? null : { pocket: label(s.result), colour: colourOf(s.result) },
    spins: s.spins.map((x) => ({ direction: x.direction, pocket: x.pocket === null ? null : label(x.pocket), ...(x.voided ? { voided: x.voided } : {}) })),
    decisions: s.decisions.map((d) => ({ bettor: d.bettor, bet: d.line, residual: d.residual, forced: d.forced, choice: d.choice })),
    settlement: s.settlement ? settlementView(s.settlement, audience) : null,
  };
  if (audience.kind !== 'player') return v;
  const mine = s.colours.find((c) => c.player === audience.player);
  return {
    ...v,
    you: {
      player: audience.player,
      colour: mine?.colour ?? null,
      colourValue: mine?.value ?? null,
      pending: s.decisions.filter((d) => d.bettor === audience.player && d.choice === null).map((d) => d.line),
    },
  };
}
