/**
 * @module games/craps/resolve
 * What one valid throw decides, bet by bet, as 000 §06 IV.1 and 001 §09 IV.1º write it. Pure: takes the bets
 * standing before the throw, the point and the throw, returns the bets still standing (come bets moved to their
 * number), one settlement record per decided bet, and the events. Every payout goes through money/rounding.
 */
import { ratio } from '../../money/rounding.js';
import type { CrapsProfile, Price } from './profile.js';
import { priceAt } from './profile.js';
import { betName, isPoint, type Kind, type MultipleSpot, type PointNo } from './spots.js';
import type { Bet, CrapsEvent, Resolved, Throw } from './state.js';
import { multipleWin } from './table.js';

type Decision =
  | { readonly d: 'win'; readonly price: Price; readonly cite: string }
  | { readonly d: 'lose'; readonly cite: string }
  | { readonly d: 'push'; readonly cite: string }
  | { readonly d: 'off'; readonly cite: string }
  | { readonly d: 'stay' }
  | { readonly d: 'move'; readonly number: PointNo };

const STAY: Decision = { d: 'stay' };
const PAR: Price = [1, 1];

/**
 * A line bet (Win/Come are `do`, Don't Win/Don't Come are `dont`) against its own point (`own`: the table's point
 * for Win/Don't Win, the box for Come/Don't Come; null before one is set).
 */
function lineDecision(p: CrapsProfile, side: 'do' | 'dont', own: PointNo | null, t: number): Decision {
  const cite = p.simpleChances.cite;
  if (own === null) {
    if (side === 'do') {
      if (t === 7 || t === 11) return { d: 'win', price: PAR, cite };
      if (t === 2 || t === 3 || t === 12) return { d: 'lose', cite };
    } else {
      if (t === 2 || t === 3) return { d: 'win', price: PAR, cite };
      if (t === 7 || t === 11) return { d: 'lose', cite };
      if (t === 12) return p.barTwelve.value === 'push' ? { d: 'push', cite: p.barTwelve.cite } : STAY;
    }
    return isPoint(t) ? { d: 'move', number: t } : STAY;
  }
  if (side === 'do') {
    if (t === own) return { d: 'win', price: PAR, cite };
    if (t === 7) return { d: 'lose', cite };
  } else {
    if (t === 7) return { d: 'win', price: PAR, cite };
    if (t === own) return { d: 'lose', cite };
  }
  return STAY;
}

/** A bet that wins on `n` and loses on 7 (or the reverse), at `price`. */
function numberVsSeven(n: PointNo, winsOn: 'number' | 'seven', price: Price, cite: string, t: number): Decision {
  if (t === n) return winsOn === 'number' ? { d: 'win', price, cite } : { d: 'lose', cite };
  if (t === 7) return winsOn === 'seven' ? { d: 'win', price, cite } : { d: 'lose', cite };
  return STAY;
}

const oneRoll = (wins: boolean, price: Price, cite: string): Decision => (wins ? { d: 'win', price, cite } : { d: 'lose', cite });

function multiple(p: CrapsProfile, spot: MultipleSpot, wins: boolean): Decision {
  return oneRoll(wins, [multipleWin(p, spot), 1], p.multiples[spot].cite);
}

/** Is this bet off (not working) on this throw? Only on come-out throws, for the kinds the profile lists. */
const isOff = (p: CrapsProfile, k: Kind, th: Throw): boolean => th.comeOut && (p.offOnComeOut.value as readonly string[]).includes(k);

export function decide(p: CrapsProfile, b: Bet, point: PointNo | null, th: Throw): Decision {
  const t = th.total;
  const n = b.number;
  switch (b.kind) {
    case 'win':
    case 'dont-win': {
      // Win / Don't Win sit on the table's point: a come-out number sets the puck, the bet stays where it is.
      const dec = lineDecision(p, b.kind === 'win' ? 'do' : 'dont', point, t);
      return dec.d === 'move' ? STAY : dec;
    }
    case 'come':
      return lineDecision(p, 'do', n, t);
    case 'dont-come':
      return lineDecision(p, 'dont', n, t);
    case 'win-odds':
      return n === null ? STAY : numberVsSeven(n, 'number', priceAt(p.oddsPays.value, n), p.oddsPays.cite, t);
    case 'dont-win-odds':
      return n === null ? STAY : numberVsSeven(n, 'seven', priceAt(p.dontOddsPays.value, n), p.dontOddsPays.cite, t);
    case 'come-odds':
    case 'dont-come-odds': {
      if (n === null) return STAY;
      if (isOff(p, b.kind, th)) return t === n || t === 7 ? { d: 'off', cite: p.offOnComeOut.cite } : STAY;
      return b.kind === 'come-odds'
        ? numberVsSeven(n, 'number', priceAt(p.oddsPays.value, n), p.oddsPays.cite, t)
        : numberVsSeven(n, 'seven', priceAt(p.dontOddsPays.value, n), p.dontOddsPays.cite, t);
    }
    case 'right':
      if (n === null || isOff(p, 'right', th)) return STAY;
      return numberVsSeven(n, 'number', priceAt(p.rightPays.value, n), p.rightPays.cite, t);
    case 'wrong':
      if (n === null || isOff(p, 'wrong', th)) return STAY;
      return numberVsSeven(n, 'seven', priceAt(p.wrongPays.value, n), p.wrongPays.cite, t);
    case 'big-6':
    case 'big-8':
      if (isOff(p, b.kind, th)) return STAY;
      return numberVsSeven(b.kind === 'big-6' ? 6 : 8, 'number', PAR, p.simpleChances.cite, t);
    case 'hard': {
      if (n === null || isOff(p, 'hard', th)) return STAY;
      const spot = `hard-${n}` as MultipleSpot;
      if (t === n) return th.hard ? multiple(p, spot, true) : { d: 'lose', cite: p.multiples[spot].cite };
      if (t === 7) return { d: 'lose', cite: p.multiples[spot].cite };
      return STAY;
    }
    case 'field': {
      const f = p.field.value;
      return oneRoll(f.wins.includes(t), f.doubleOn.includes(t) ? [f.doublePays, 1] : PAR, p.field.cite);
    }
    case 'under-7':
      return oneRoll(t < 7, PAR, p.simpleChances.cite);
    case 'over-7':
      return oneRoll(t > 7, PAR, p.simpleChances.cite);
    case 'any-7':
      return multiple(p, 'any-7', t === 7);
    case 'eleven':
      return multiple(p, 'eleven', t === 11);
    case 'any-craps':
      return multiple(p, 'any-craps', t === 2 || t === 3 || t === 12);
    case 'craps-2':
      return multiple(p, 'craps-2', t === 2);
    case 'craps-3':
      return multiple(p, 'craps-3', t === 3);
    case 'craps-12':
      return multiple(p, 'craps-12', t === 12);
    case 'horn':
      return multiple(p, 'horn', t === 2 || t === 3 || t === 11 || t === 12);
  }
}

export interface ThrowOutcome {
  readonly bets: Bet[];
  readonly resolved: Resolved[];
  readonly events: CrapsEvent[];
}

/** Resolves every standing bet on one valid throw. `point` is the point before the throw (null on a come-out). */
export function resolveThrow(p: CrapsProfile, bets: readonly Bet[], point: PointNo | null, th: Throw): ThrowOutcome {
  const resolved: Resolved[] = [];
  const events: CrapsEvent[] = [];
  const staying: Bet[] = [];
  const moving: { bet: Bet; number: PointNo }[] = [];
  for (const b of bets) {
    const dec = decide(p, b, point, th);
    const name = betName(b.kind, b.number);
    switch (dec.d) {
      case 'stay':
        staying.push(b);
        break;
      case 'move':
        moving.push({ bet: b, number: dec.number });
        break;
      default: {
        const returned = dec.d === 'win' ? b.stake + ratio(b.stake, dec.price[0], dec.price[1], p.rounding.value) : dec.d === 'lose' ? 0 : b.stake;
        const r: Resolved = { id: b.id, bettor: b.bettor, bet: name, stake: b.stake, returned, outcome: dec.d, cite: dec.cite };
        resolved.push(r);
        events.push({ type: 'bet-settled', bettor: b.bettor, ref: b.id, bet: name, stake: b.stake, returned, outcome: dec.d });
      }
    }
  }
  // The croupiers move come / don't-come bets onto their number's box; a player's second bet on a box joins the first.
  for (const { bet, number } of moving) {
    const i = staying.findIndex((s) => s.bettor === bet.bettor && s.kind === bet.kind && s.number === number);
    if (i >= 0) {
      const into = staying[i] as Bet;
      staying[i] = { ...into, stake: into.stake + bet.stake };
      events.push({ type: 'come-bet-moved', bettor: bet.bettor, ref: bet.id, from: bet.kind, number, mergedInto: into.id });
    } else {
      staying.push({ ...bet, number });
      events.push({ type: 'come-bet-moved', bettor: bet.bettor, ref: bet.id, from: bet.kind, number, mergedInto: null });
    }
  }
  return { bets: staying, resolved, events };
}
