/**
 * @module draws/draw-book
 * One draw game from its opening to its last prize: a plain JSON state and pure operations — open, sell, close, draw,
 * pay — each returning the new state and the ledger entries written with it (docs/draw-games.md). The random part
 * (the numbers' order, the raffle's order of tickets, the lot's arrangement) is drawn from the RNG at the opening and
 * only its commitment is published; the secret is revealed after the sale closes, and anyone can check it against the
 * commitment. A refused operation throws a typed `DrawError` and changes nothing.
 */
import { createHmac } from 'node:crypto';
import { CroupierError } from '../core/errors.js';
import { HOUSE, poolAccount, REVENUE, walletAccount } from '../ledger/accounts.js';
import { entry, type Entry } from '../ledger/postings.js';
import { commit, verifyCommitment } from '../rng/commitment.js';
import type { Rng } from '../rng/rng.js';
import { validateDraw, type DrawConfig, type InstantLot, type Lottery, type Tombola } from './draw-config.js';

/** A refused operation on a draw (`draws/<reason>`), with the paragraph it enforces where there is one. */
export class DrawError extends CroupierError {
  constructor(code: string, message: string, readonly cite?: string) {
    super(`draws/${code}`, message, cite ? { cite } : {});
  }
}

export interface Ticket {
  /** The ticket's number in the lot (1-based; for an instant lot, `series` × ticketsPerSeries + position). */
  readonly no: number;
  readonly holder: string;
  /** A lottery ticket's combination, printed on it (000-A6 a). */
  readonly numbers?: readonly number[];
  /** An instant or tombola ticket's unique validation code (000-A7 ¶2 b). */
  readonly code?: string;
  /** The buyer's idempotency key: the same purchase asked again is this ticket. */
  readonly key?: string;
}

export interface Win {
  readonly no: number;
  readonly holder: string;
  /** Money won, minor units (0 for a prize in kind). */
  readonly amount: number;
  /** The prize in kind, by its description. */
  readonly prize?: string;
  /** The class or rule that made it a win: `5 matches`, `prize 2`. */
  readonly by: string;
  paid: boolean;
}

export interface DrawState {
  readonly config: DrawConfig;
  phase: 'selling' | 'closed' | 'drawn';
  /** Published at the opening: SHA-256 over the secret order and its salt (docs/fairness.md). */
  readonly commitment: string;
  /** Hidden from every audience until the draw (`publicView` leaves it out). */
  readonly secret: { readonly order: readonly string[]; readonly salt: string };
  tickets: Ticket[];
  /** What the draw revealed: the lottery's numbers, the raffle's winning tickets in prize order. */
  result: readonly number[] | null;
  wins: Win[];
  /** A pari-mutuel lottery's fund carried from an earlier draw, and what this draw carries on. */
  readonly carriedIn: number;
  carriedOut: number;
  /** Money the organiser keeps: the share of the takings not given as prizes, and rounding remainders. */
  organiser: number;
}

/** Where the money of a draw sits: a pari-mutuel lottery's fund in its own pool; every other game is banked. */
export const drawPool = (c: DrawConfig): string => poolAccount(`draw-${c.id}`);
const banked = (c: DrawConfig): boolean => c.kind !== 'lottery-pari-mutuel';

/** A Fisher–Yates permutation of 1..n from the RNG module. */
function permutation(n: number, rng: Rng): number[] {
  const a = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j] as number, a[i] as number];
  }
  return a;
}

const lotSize = (c: InstantLot | Tombola): number => (c.kind === 'instant-lot' ? c.series * c.ticketsPerSeries : c.tickets);

/**
 * The secret order a game draws at its opening: a lottery's numbers in drawing order; a raffle's or promotion's
 * ticket numbers in drawing order; an instant lot's or immediate tombola's winning tickets, each `no=prize`
 * (the prize table's amount, or the object's index); a points tombola's `no=points`.
 */
function secretOrder(c: DrawConfig, rng: Rng): string[] {
  switch (c.kind) {
    case 'lottery-fixed':
    case 'lottery-pari-mutuel':
      return permutation(c.numbers, rng).map(String);
    case 'raffle':
      return permutation(c.tickets, rng).map(String);
    case 'promotion':
      return permutation(c.entries, rng).map(String);
    case 'instant-lot':
    case 'tombola': {
      const labels = c.kind === 'instant-lot'
        ? c.prizes.flatMap((p) => Array<string>(p.count).fill(String(p.amount)))
        : c.mode === 'immediate'
          ? c.objects.flatMap((o, i) => Array<string>(o.count).fill(`o${i}`))
          : (c.points ?? []).flatMap((p) => Array<string>(p.count).fill(`p${p.points}`));
      const order = permutation(lotSize(c), rng);
      return labels.map((label, i) => `${order[i]}=${label}`).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
    }
  }
}

/** Opens a draw game: validates it whole, draws its secret order and publishes the commitment. */
export function openDraw(input: unknown, rng: Rng, carriedIn = 0): DrawState {
  const config = validateDraw(input);
  const order = secretOrder(config, rng);
  const salt = rng.hex(16);
  return { config, phase: 'selling', commitment: commit(order, salt), secret: { order, salt }, tickets: [], result: null, wins: [], carriedIn, carriedOut: 0, organiser: 0 };
}

/** A validation code: the ticket's number and a MAC under the draw's salt — unique by its number, unforgeable by the MAC. */
const codeOf = (s: DrawState, no: number): string => `${s.config.id}-${no}-${createHmac('sha256', s.secret.salt).update(`${s.config.id}:${no}`).digest('hex').slice(0, 12)}`;

export interface SaleRequest {
  readonly holder: string;
  /** A lottery ticket's chosen numbers; absent: a quick pick from the RNG. */
  readonly numbers?: readonly number[];
  readonly key?: string;
}

function lotteryNumbers(c: Lottery, req: SaleRequest, rng: Rng): number[] {
  if (!req.numbers) return permutation(c.numbers, rng).slice(0, c.pick).sort((a, b) => a - b);
  const n = [...req.numbers].sort((a, b) => a - b);
  if (n.length !== c.pick || new Set(n).size !== n.length || n.some((x) => !Number.isInteger(x) || x < 1 || x > c.numbers)) {
    throw new DrawError('bad-combination', `a ticket of ${c.name} carries ${c.pick} different numbers from 1 to ${c.numbers}`, '000-A6');
  }
  return n;
}

/** The ledger entry of a sale: the price from the buyer's wallet to the house, or to the lottery's pool. */
function saleEntry(s: DrawState, holder: string, no: number): Entry | null {
  const c = s.config;
  if (c.kind === 'promotion') return null;
  const to = banked(c) ? HOUSE : drawPool(c);
  return entry('sale', [{ account: walletAccount(holder), amount: -c.price }, { account: to, amount: c.price }], `${c.id} ticket ${no}`);
}

/** Sells the next ticket of the lot (a promotion hands out its next entry, free: 000-A10). */
export function sell(s: DrawState, req: SaleRequest, rng: Rng): { state: DrawState; ticket: Ticket; entries: Entry[] } {
  if (s.phase !== 'selling') throw new DrawError('sale-closed', `the sale of ${s.config.name} is closed`);
  if (!req.holder) throw new DrawError('no-holder', 'a ticket is sold to a player');
  const c = s.config;
  const no = s.tickets.length + 1;
  const size = c.kind === 'raffle' ? c.tickets : c.kind === 'instant-lot' || c.kind === 'tombola' ? lotSize(c) : c.kind === 'promotion' ? c.entries : Infinity;
  if (no > size) throw new DrawError('sold-out', `every ticket of ${c.name} is sold`);
  if (req.numbers && c.kind !== 'lottery-fixed' && c.kind !== 'lottery-pari-mutuel') throw new DrawError('bad-combination', `${c.name} is not a lottery: its tickets carry no chosen numbers`);
  const base = { no, holder: req.holder, ...(req.key ? { key: req.key } : {}) };
  const ticket: Ticket = c.kind === 'lottery-fixed' || c.kind === 'lottery-pari-mutuel'
    ? { ...base, numbers: lotteryNumbers(c, req, rng) }
    : c.kind === 'instant-lot' || c.kind === 'tombola' ? { ...base, code: codeOf(s, no) } : base;
  const e = saleEntry(s, req.holder, no);
  return { state: { ...s, tickets: [...s.tickets, ticket] }, ticket, entries: e ? [e] : [] };
}

/** Closes the sale: no ticket is sold after it. */
export function closeSale(s: DrawState): DrawState {
  if (s.phase !== 'selling') throw new DrawError('sale-closed', `the sale of ${s.config.name} is already closed`);
  return { ...s, phase: 'closed' };
}

/** The predetermined prize of a lot's ticket, from the secret arrangement. */
function lotPrize(s: DrawState, no: number): string | null {
  const hit = s.secret.order.find((x) => parseInt(x, 10) === no);
  return hit ? (hit.split('=')[1] ?? null) : null;
}

/** Shares `fund` equally among `n` winners in minor units: each gets the floor; the remainder is returned apart. */
const shareOut = (fund: number, n: number): { each: number; rest: number } => ({ each: Math.floor(fund / n), rest: fund - Math.floor(fund / n) * n });

/**
 * The draw: reveals the secret, decides every win and returns the entries that move a pari-mutuel fund. Instant lots
 * and immediate tombolas have no draw (the prize is on the ticket): they are settled ticket by ticket in `pay`.
 */
export function draw(s: DrawState): { state: DrawState; entries: Entry[] } {
  const c = s.config;
  if (s.phase === 'selling') throw new DrawError('sale-open', `the sale of ${c.name} is still open: close it first`);
  if (s.phase === 'drawn') throw new DrawError('already-drawn', `${c.name} is already drawn`);
  const wins: Win[] = [];
  let result: number[] = [];
  const entries: Entry[] = [];
  let carriedOut = 0;
  let organiser = s.organiser;
  switch (c.kind) {
    case 'lottery-fixed': {
      result = s.secret.order.slice(0, c.drawn).map(Number);
      const drawn = new Set(result);
      for (const t of s.tickets) {
        const m = (t.numbers ?? []).filter((n) => drawn.has(n)).length;
        const prize = c.prizes.find((p) => p.matches === m);
        if (prize) wins.push({ no: t.no, holder: t.holder, amount: prize.amount, by: `${m} matches`, paid: false });
      }
      break;
    }
    case 'lottery-pari-mutuel': {
      result = s.secret.order.slice(0, c.drawn).map(Number);
      const drawn = new Set(result);
      const takings = c.price * s.tickets.length;
      const fund = Math.floor((takings * c.prizeShare.num) / c.prizeShare.den) + s.carriedIn;
      organiser += takings + s.carriedIn - fund;
      const matchesOf = new Map(s.tickets.map((t) => [t.no, (t.numbers ?? []).filter((n) => drawn.has(n)).length]));
      let assigned = 0;
      c.classes.forEach((k, i) => {
        // The last class takes what the floors of the others left, so the classes share the whole fund.
        const classFund = i === c.classes.length - 1 ? fund - assigned : Math.floor((fund * k.share.num) / k.share.den);
        assigned += classFund;
        const winners = s.tickets.filter((t) => matchesOf.get(t.no) === k.matches);
        if (!winners.length) {
          if (c.unwon === 'carry') carriedOut += classFund;
          else organiser += classFund;
          return;
        }
        const { each, rest } = shareOut(classFund, winners.length);
        // The remainder of an equal share (less than one minor unit per winner) carries on with the fund.
        carriedOut += rest;
        for (const t of winners) wins.push({ no: t.no, holder: t.holder, amount: each, by: `${k.matches} matches`, paid: false });
      });
      if (organiser > s.organiser) entries.push(entry('cut', [{ account: drawPool(c), amount: -(organiser - s.organiser) }, { account: REVENUE, amount: organiser - s.organiser }], `${c.id}: the organiser's share of the takings (000-A6 b)`));
      break;
    }
    case 'raffle':
    case 'promotion': {
      const sold = new Set(s.tickets.map((t) => t.no));
      result = s.secret.order.map(Number).filter((no) => sold.has(no)).slice(0, c.prizes.length);
      result.forEach((no, i) => {
        const prize = c.prizes[i];
        const t = s.tickets[no - 1];
        if (!prize || !t) return;
        const money = prize.kind === 'cash' || prize.kind === 'voucher';
        wins.push({ no, holder: t.holder, amount: money ? prize.value : 0, ...(prize.description ? { prize: prize.description } : {}), by: `prize ${i + 1}`, paid: false });
      });
      break;
    }
    case 'instant-lot':
    case 'tombola':
      throw new DrawError('no-draw', `${c.name}: the prize is on each ticket; it is paid on its validation code`, c.kind === 'instant-lot' ? '000-A7 ¶3' : '000-A9');
  }
  return { state: { ...s, phase: 'drawn', result, wins, carriedOut, organiser }, entries };
}

/** The entry that pays a money prize: from the house, or from the lottery's pool; a prize in kind moves no money. */
function prizeEntry(s: DrawState, w: Win): Entry | null {
  if (!w.amount) return null;
  const from = banked(s.config) ? HOUSE : drawPool(s.config);
  return entry('prize', [{ account: from, amount: -w.amount }, { account: walletAccount(w.holder), amount: w.amount }], `${s.config.id} ticket ${w.no}: ${w.by}`);
}

/**
 * Pays a win. A drawn game pays by ticket number to its holder; an instant lot or a tombola pays by the validation
 * code on the ticket (000-A7 ¶2 b), once: an unknown, unsold or already paid code is refused.
 */
export function pay(s: DrawState, ticket: { no?: number; code?: string }): { state: DrawState; win: Win; entries: Entry[] } {
  const c = s.config;
  if (c.kind === 'instant-lot' || c.kind === 'tombola') {
    const no = ticket.code ? Number(/^[a-z0-9-]+?-(\d+)-[0-9a-f]{12}$/.exec(ticket.code)?.[1]) : NaN;
    const t = Number.isInteger(no) ? s.tickets[no - 1] : undefined;
    if (!t || t.code !== ticket.code) throw new DrawError('unknown-code', 'no ticket of this lot has that validation code', '000-A7 ¶2 b');
    if (s.wins.some((w) => w.no === no)) throw new DrawError('already-paid', `ticket ${no} was already paid`, '000-A7 ¶2 b');
    const label = lotPrize(s, no);
    const win = winOfLabel(c, t, label);
    if (!win) throw new DrawError('not-a-winner', `ticket ${no} wins nothing`, c.kind === 'instant-lot' ? '000-A7 ¶3' : '000-A9');
    const e = prizeEntry(s, win);
    return { state: { ...s, wins: [...s.wins, { ...win, paid: true }] }, win: { ...win, paid: true }, entries: e ? [e] : [] };
  }
  if (s.phase !== 'drawn') throw new DrawError('not-drawn', `${c.name} is not drawn yet`);
  const i = s.wins.findIndex((w) => w.no === ticket.no);
  const w = s.wins[i];
  if (!w) throw new DrawError('not-a-winner', `ticket ${ticket.no ?? '?'} wins nothing`);
  if (w.paid) throw new DrawError('already-paid', `ticket ${w.no} was already paid`);
  const paid = { ...w, paid: true };
  const e = prizeEntry(s, paid);
  return { state: { ...s, wins: s.wins.map((x, k) => (k === i ? paid : x)) }, win: paid, entries: e ? [e] : [] };
}

function winOfLabel(c: InstantLot | Tombola, t: Ticket, label: string | null): Win | null {
  if (!label) return null;
  if (c.kind === 'instant-lot') return { no: t.no, holder: t.holder, amount: Number(label), by: 'prize table', paid: false };
  if (label.startsWith('o')) {
    const o = c.objects[Number(label.slice(1))];
    return o ? { no: t.no, holder: t.holder, amount: 0, prize: o.prize.description, by: 'immediate', paid: false } : null;
  }
  return null; // points tickets: the points are read with `pointsOf`, and objects claimed with `claimByPoints`
}

/** The points a points-tombola ticket carries (0 for most), revealed when its holder scratches it. */
export function pointsOf(s: DrawState, no: number): number {
  const label = lotPrize(s, no);
  return label?.startsWith('p') ? Number(label.slice(1)) : 0;
}

/**
 * A points tombola: a holder whose unclaimed tickets add up to the figure claims an object (000-A9 «puntuak zifra
 * jakin batera iritsi arte batuz»); the tickets used are spent.
 */
export function claimByPoints(s: DrawState, holder: string, tickets: readonly number[], object: number): { state: DrawState; win: Win } {
  const c = s.config;
  if (c.kind !== 'tombola' || c.mode !== 'points') throw new DrawError('not-points', `${c.name} is not a tombola by points`);
  const spent = new Set(s.wins.flatMap((w) => (w.by.startsWith('points ') ? w.by.slice(7).split(',').map(Number) : [])));
  for (const no of tickets) {
    const t = s.tickets[no - 1];
    if (!t || t.holder !== holder) throw new DrawError('not-your-ticket', `ticket ${no} is not ${holder}'s`);
    if (spent.has(no)) throw new DrawError('already-paid', `ticket ${no}'s points were already used`);
  }
  const points = tickets.reduce((sum, no) => sum + pointsOf(s, no), 0);
  if (points < (c.pointsToWin ?? Infinity)) throw new DrawError('too-few-points', `${points} points, ${c.pointsToWin} needed`, '000-A9');
  const o = c.objects[object];
  const given = s.wins.filter((w) => w.prize === o?.prize.description).length;
  if (!o || given >= o.count) throw new DrawError('no-such-object', 'that object is not (or no longer) in the tombola', '000-A9');
  const win: Win = { no: tickets[0] as number, holder, amount: 0, prize: o.prize.description, by: `points ${tickets.join(',')}`, paid: true };
  return { state: { ...s, wins: [...s.wins, win] }, win };
}

/** Checks a revealed draw against its published commitment (what an auditor or a player does after the draw). */
export const verifyDraw = (commitment: string, order: readonly string[], salt: string): boolean => verifyCommitment(commitment, order, salt);

/**
 * What anyone may see: the configuration, the commitment, the number of tickets sold, and — once drawn — the result,
 * the wins and the revealed secret. A ticket's holder and numbers are shown only to that holder (`for`) and staff.
 */
export function publicView(s: DrawState, viewer: { role: 'player' | 'staff'; username?: string }) {
  // A drawn game reveals its secret at the draw; a lot (instant tickets, a tombola) when its sale is closed.
  const lot = s.config.kind === 'instant-lot' || s.config.kind === 'tombola';
  const revealed = s.phase === 'drawn' || (lot && s.phase === 'closed');
  const own = (t: Ticket) => viewer.role === 'staff' || t.holder === viewer.username;
  return {
    config: s.config,
    phase: s.phase,
    commitment: s.commitment,
    sold: s.tickets.length,
    tickets: s.tickets.filter(own),
    ...(revealed ? { result: s.result, wins: s.wins.filter((w) => viewer.role === 'staff' || w.holder === viewer.username), secret: s.secret, carriedOut: s.carriedOut } : {}),
  };
}
