/**
 * @module games/blackjack/betting
 * While betting is open: seats, main bets (several boxes per player; bets behind with the owner's consent),
 * side bets, withdrawals, the dealer removing an absent player's bet (003 §2.1.9), the last shoe announced before a
 * change of minimum (000 §03 V.2.a), and closing an empty table (002 §14.9: the next player gets a new shuffle).
 */
import type { PlayerId } from '../../core/ids.js';
import { citeOf } from '../../rules/cites.js';
import { reveal } from '../../shoe/shoe.js';
import type { ActionOf } from './actions.js';
import { getBox, setBox, stakeEvent, type BjEvent, type Draft } from './draft.js';
import { sideBetName } from './side-kinds.js';
import { copyBox, type MainBet, type SideBet } from './state.js';

const playerOf = (a: { by: { kind: string; player?: string } }): PlayerId => a.by.player as PlayerId;
const mainName = (sub?: number): string => (sub === undefined ? 'main' : `box-${sub}`);

export function sit(d: Draft, ev: BjEvent[], a: ActionOf<'sit'>): void {
  setBox(d, a.box, (b) => {
    const x = copyBox(b);
    x.seated = playerOf(a);
    return x;
  });
  ev.push({ type: 'seat-taken', box: a.box, player: playerOf(a) });
}

export function leave(d: Draft, ev: BjEvent[], a: ActionOf<'leave'>): void {
  setBox(d, a.box, (b) => ({ ...b, seated: null, consents: [] }));
  ev.push({ type: 'seat-left', box: a.box, player: playerOf(a) });
}

export function bet(d: Draft, ev: BjEvent[], a: ActionOf<'bet'>): void {
  const p = playerOf(a);
  setBox(d, a.box, (b) => {
    const i = b.bets.findIndex((m) => m.bettor === p && m.sub === a.sub);
    const bets = b.bets.slice();
    if (i >= 0) bets[i] = { ...(bets[i] as MainBet), amount: (bets[i] as MainBet).amount + a.amount };
    else bets.push(a.sub === undefined ? { bettor: p, amount: a.amount } : { bettor: p, amount: a.amount, sub: a.sub });
    const x = copyBox(b);
    x.bets = bets;
    return x;
  });
  ev.push(stakeEvent(p, a.box, mainName(a.sub), a.amount));
}

export function sideBet(d: Draft, ev: BjEvent[], a: ActionOf<'side-bet'>): void {
  const p = playerOf(a);
  setBox(d, a.box, (b) => {
    const i = b.sides.findIndex((x) => x.bettor === p && x.kind === a.kind && x.side === a.side);
    const sides = b.sides.slice();
    if (i >= 0) sides[i] = { ...(sides[i] as SideBet), amount: (sides[i] as SideBet).amount + a.amount };
    else sides.push(a.side ? { bettor: p, kind: a.kind, side: a.side, amount: a.amount, result: null } : { bettor: p, kind: a.kind, amount: a.amount, result: null });
    return { ...b, sides };
  });
  ev.push(stakeEvent(p, a.box, sideBetName(a.kind, a.side), a.amount));
}

/** Takes a bettor's bets off a box: the main bet takes his side bets with it (they need a main bet). */
function takeOff(d: Draft, ev: BjEvent[], box: number, p: PlayerId, which: (kind: string, side?: string) => boolean, main: boolean, sub?: number): void {
  const b = getBox(d, box);
  const gone: { bet: string; amount: number }[] = [];
  const bets = main ? b.bets.filter((m) => (m.bettor === p && (sub === undefined || m.sub === sub) ? (gone.push({ bet: mainName(m.sub), amount: m.amount }), false) : true)) : b.bets;
  const stillPlays = bets.some((m) => m.bettor === p);
  const sides = b.sides.filter((x) => (x.bettor === p && (which(x.kind, x.side) || !stillPlays) ? (gone.push({ bet: sideBetName(x.kind, x.side), amount: x.amount }), false) : true));
  // The tip bet is placed with the main bet (003 §2.2.1.7): it goes with it.
  const tips = b.tips.filter((x) => (x.bettor === p && (which('tip') || !stillPlays) ? (gone.push({ bet: 'tip', amount: x.amount }), false) : true));
  setBox(d, box, (x) => ({ ...x, bets, sides, tips }));
  for (const g of gone) ev.push({ type: 'stake-withdrawn', bettor: p, box, bet: g.bet, amount: g.amount });
}

export function withdraw(d: Draft, ev: BjEvent[], a: ActionOf<'withdraw'>): void {
  const main = a.bet === 'main';
  takeOff(d, ev, a.box, playerOf(a), (kind, side) => !main && (kind === a.bet || `${kind}:${side}` === a.bet), main, a.sub);
}

export function consent(d: Draft, ev: BjEvent[], a: ActionOf<'consent'>): void {
  setBox(d, a.box, (b) => ({ ...b, consents: [...b.consents, a.player] }));
  ev.push({ type: 'back-bet-allowed', box: a.box, player: a.player });
}

export function doneBetting(d: Draft, ev: BjEvent[], a: ActionOf<'done-betting'>): void {
  d.doneBetting = [...d.doneBetting, playerOf(a)];
  ev.push({ type: 'done-betting', player: playerOf(a) });
}

/** 003 §2.1.9: a player who bet at a card table and is not there: the dealer may take the bet out of play. */
export function removeBet(d: Draft, ev: BjEvent[], a: ActionOf<'remove-bet'>): void {
  takeOff(d, ev, a.box, a.bettor, () => true, true);
  ev.push({ type: 'bet-removed', box: a.box, bettor: a.bettor, cite: '003 §2.1.9' });
}

/** 000 §03 V.2.a (001 §03 V.3.a): the last shoe under the old minimum is announced; the new limits start with the next shoe. */
export function announceLastShoe(d: Draft, ev: BjEvent[], a: ActionOf<'announce-last-shoe'>): void {
  d.flags = { ...d.flags, nextLimits: { minimum: a.minimum, maximum: a.maximum } };
  ev.push({ type: 'last-shoe-announced', minimum: a.minimum, maximum: a.maximum, cite: citeOf(d.profile, 'limit-change') });
}

/** 002 §14.9 / §14.10: nobody bets and the players left: the cards come out; a new shuffle when a player returns. */
export function closeEmptyTable(d: Draft, ev: BjEvent[]): void {
  d.flags = { ...d.flags, newShoeNext: true };
  d.phase = 'over';
  ev.push({ type: 'table-emptied', cite: '002 §14.9' });
  ev.push(reveal(d.shoe));
  ev.push({ type: 'round-over' });
}
