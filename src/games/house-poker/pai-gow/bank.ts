/**
 * @module games/house-poker/pai-gow/bank
 * A player holding the Bank (000 §14 VI: «Bankua croupierra zein edozein jokalaria izan ahalko da»): the offer in
 * turn, taking it with chips that cover the table, and the settlement of his Bank.
 *
 * What the text says (VI): the Bank is offered to each player, who accepts or passes, and then to the next; the
 * croupier must accept it when his turn comes; after his turn it is offered to the players again, in order; the
 * Bank's holder is marked (a white circle); the count of the dice starts from the Bank's position; the croupier may
 * not look at his cards until every player, the Bank's holder included, has set his hands; the Bank's hands are
 * compared first with the croupier's. The rest is the common published practice of casino Pai Gow poker
 * (docs/games/house-poker.md, "The Bank"):
 * - the offer goes to the boxes with a bet, in the profile's order (`bankRotation`): `in-turn` (box after box from
 *   the one after the last holder, then the croupier, then box 1 again: VI) or `house-every-other`;
 * - he must cover every bet on the table and the croupier's wager (`take-bank {box, amount}`: `amount` at least
 *   that total, put up as a `stake` with the action — the ledger refuses it if his money does not hold it);
 * - the croupier's hand plays against him, as a customer's, for the amount the player had bet on his box (his
 *   "last bet as a player"): that bet goes back to him as he takes the Bank;
 * - he wins the copies (I: "the Bank wins all ties"); a box that beats both his hands is paid even money less the
 *   commission (V), as against the house;
 * - the house takes the commission (V) on his net win over the coup (boxes and croupier together), through the
 *   profile's rounding; his wins and losses against the boxes are one pot between players (no chip through the
 *   house's account, docs/money.md), only the commissions go to the house; his result against the croupier's hand is
 *   a line against the house (it is the house's money).
 */
import { reject, type Rejection } from '../../../core/errors.js';
import type { Actor, BoxId } from '../../../core/ids.js';
import { makeSettlement, potOfLines, type HouseCut, type Settlement, type SettlementLine } from '../../../core/settlement.js';
import { commission } from '../../../money/rounding.js';
import { against, caseCite, settleBoxes, type Hands } from './compare.js';
import type { PgAction, PgBanker, PgCarry, PgEvent, PgSet, PgState } from './state.js';

type Of<T extends PgAction['type']> = Extract<PgAction, { type: T }>;
const F = 'pai-gow';

/** The boxes to offer the Bank to in this coup, in order; the croupier's turn comes after the last (VI). */
export function offerOrder(s: Pick<PgState, 'table' | 'profile' | 'carryIn'>): BoxId[] {
  const all = Array.from({ length: s.table.boxes }, (_, i) => i + 1);
  const c = s.carryIn;
  if (s.profile.bankRotation.value === 'in-turn') return all.filter((b) => b > (c.holder === 'house' ? 0 : c.holder));
  // house-every-other: the croupier banks after every player's Bank; then the offer goes on from the last player who held it.
  if (c.holder !== 'house') return [];
  const from = c.lastPlayerBox ?? 0;
  return [...all.filter((b) => b > from), ...all.filter((b) => b <= from)];
}

/** The next box the Bank is offered to: a box with a bet that has not passed it in this coup; null: the croupier's turn. */
export function nextOffer(s: PgState, passed: readonly BoxId[]): BoxId | null {
  if (s.profile.bank.value !== 'player-may-bank') return null;
  return offerOrder(s).find((b) => s.boxes.some((x) => x.box === b) && !passed.includes(b)) ?? null;
}

/** The chips a Bank must cover: every bet on the table (the taker's own becomes the croupier's wager against him). */
export const bankCover = (s: PgState): number => s.boxes.reduce((t, b) => t + b.stake, 0);

function checkOffered(s: PgState, box: BoxId, by: Actor, timer: boolean): Rejection | null {
  const cite = s.profile.bank.cite;
  if (s.phase !== 'bank-offer' || s.offer === null) return reject(`${F}/no-bank-offer`, 'the Bank is not being offered', cite);
  if (box !== s.offer) return reject(`${F}/not-your-turn`, `the Bank is offered to box ${s.offer}`, cite);
  const owner = s.boxes.find((b) => b.box === box)?.owner;
  if (!(timer && by.kind === 'system') && !(by.kind === 'player' && by.player === owner)) return reject(`${F}/not-your-box`, `the Bank is offered to box ${box}'s player`, cite);
  return null;
}

export function checkTakeBank(s: PgState, a: Of<'take-bank'>): Rejection | null {
  const r = checkOffered(s, a.box, a.by, false);
  if (r) return r;
  if (!Number.isInteger(a.amount) || a.amount <= 0 || a.amount % s.table.chipUnit) return reject(`${F}/bet-not-a-multiple`, `the Bank is put up in multiples of ${s.table.chipUnit}`);
  const cover = bankCover(s);
  if (a.amount < cover) return reject(`${F}/bank-cannot-cover`, `the Bank must cover every bet on the table and the croupier's wager: ${cover}`, s.profile.bank.cite);
  return null;
}

export const checkPassBank = (s: PgState, a: Of<'pass-bank'>): Rejection | null => checkOffered(s, a.box, a.by, true);

/** The player takes the Bank: his bet comes back (the croupier wagers as much against him), his Bank is put up. */
export function takeBank(s: PgState, a: Of<'take-bank'>): { state: PgState; events: PgEvent[] } {
  const own = s.boxes.find((b) => b.box === a.box) as PgState['boxes'][number];
  const banker: PgBanker = { box: a.box, player: own.owner, chips: a.amount, houseWager: own.stake, cards: [], set: null, irregular: false };
  return {
    state: { ...s, phase: 'dice', offer: null, boxes: s.boxes.filter((b) => b.box !== a.box), banker },
    events: [
      { type: 'stake-withdrawn', bettor: own.owner, box: a.box, bet: 'main', amount: own.stake },
      { type: 'stake', bettor: own.owner, box: a.box, bet: 'bank', amount: a.amount },
      { type: 'bank-taken', box: a.box, player: own.owner, chips: a.amount, cover: bankCover(s), croupierWager: own.stake, cite: s.profile.bank.cite },
    ],
  };
}

/** The offer goes on to the next box, or to the croupier, who must take it (VI). */
export function passBank(s: PgState, box: BoxId, timeout: boolean): { state: PgState; events: PgEvent[] } {
  const passed = [...s.passed, box];
  const next = nextOffer(s, passed);
  const events: PgEvent[] = [{ type: 'bank-passed', box, timeout, cite: s.profile.bank.cite }];
  events.push(next === null ? { type: 'bank-held', by: 'croupier', cite: s.profile.bank.cite } : { type: 'bank-offered', box: next, cite: s.profile.bank.cite });
  return { state: { ...s, passed, offer: next, phase: next === null ? 'dice' : 'bank-offer' }, events };
}

/** What the next round's offer starts from. */
export const bankCarry = (s: PgState): PgCarry => (s.banker ? { holder: s.banker.box, lastPlayerBox: s.banker.box } : { holder: 'house', lastPlayerBox: s.carryIn.lastPlayerBox });

/**
 * A player's Bank settled: the croupier's hand first (VI), then every box from box 1. The boxes and the Bank make one
 * pot (their chips go between players); the croupier's wager is a line of the banker against the house; the
 * commissions are the house's cuts: each winning box's on its win, the banker's on his net win over the coup, taken
 * from what the pot returns to him (what it cannot cover, from his return against the croupier).
 */
export function settlePlayerBank(s: PgState, croupier: Hands): { settlement: Settlement; events: PgEvent[] } {
  const p = s.profile;
  const bk = s.banker as PgBanker;
  // VII.3: his hands set incorrectly — fouled as he set them, or found so by the croupier — lose to every correct hand.
  const bankSet = { ...(bk.set as PgSet), foul: (bk.set as PgSet).foul || bk.irregular };
  const rate = p.commission.value;
  const cites = p.cites;
  const events: PgEvent[] = [];
  const house = against(croupier, bankSet, p);
  const W = bk.houseWager;
  const houseNet = house.outcome === 'win' ? -W : house.outcome === 'lose' ? W : 0;
  events.push({ type: 'bank-compared', with: 'croupier', case: house.case, ...(bk.irregular ? { found: 'hand-set-incorrectly' } : {}), outcome: house.outcome === 'win' ? 'croupier-wins' : house.outcome === 'lose' ? 'bank-wins' : 'void', wager: W, cite: `${caseCite(p, house)}; ${cites.settle} (the Bank's hands first with the croupier's)` });
  const boxes = settleBoxes(s, bankSet, { against: 'player-bank' });
  events.push(...boxes.events);
  const lines: SettlementLine[] = [...boxes.lines];
  const cuts: HouseCut[] = boxes.levies.map((l) => ({ rule: 'commission', amount: l.amount, cite: p.commission.cite, from: l.player }));
  const boxesNet = -boxes.lines.reduce((t, l) => t + l.net, 0) - boxes.levies.reduce((t, l) => t + l.amount, 0);
  const net = boxesNet + houseNet;
  const levy = net > 0 ? commission(net, rate.num, rate.den, p.rounding.value) : 0;
  // The commission is a cut of the pot (its own ledger line to the house's revenue); only what the pot does not return
  // to him (he lost to the boxes and won from the croupier) comes off his return against the croupier.
  const fromPot = Math.min(levy, bk.chips - W + boxesNet);
  const fromLine = levy - fromPot;
  if (fromPot) cuts.push({ rule: 'commission', amount: fromPot, cite: p.commission.cite, from: bk.player });
  const inPot = bk.chips - W;
  const bankOutcome = net > 0 ? 'win' : net < 0 ? 'lose' : 'push';
  lines.push({ bettor: bk.player, box: bk.box, bet: 'bank', stake: inPot, returned: inPot + boxesNet - fromPot, net: boxesNet - fromPot, outcome: bankOutcome, cite: p.bank.cite });
  const croupierLine: SettlementLine = { bettor: bk.player, box: bk.box, bet: 'bank-against-croupier', stake: W, returned: W + houseNet - fromLine, net: houseNet - fromLine, outcome: house.outcome === 'win' ? 'lose' : house.outcome === 'lose' ? 'win' : 'void', cite: `${cites.settle} (the croupier's hand against the Bank, case ${house.case})` };
  events.push({ type: 'bank-settled', box: bk.box, player: bk.player, net: net - levy, commission: levy, cite: p.commission.cite });
  const pot = potOfLines('bank', lines, cuts, bankOutcome === 'win' ? 'bank-wins' : bankOutcome === 'lose' ? 'bank-loses' : 'push', p.bank.cite);
  return { settlement: makeSettlement([croupierLine], [pot]), events };
}
