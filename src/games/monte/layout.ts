/**
 * @module games/monte/layout
 * Monte's card logic, pure and shared by the engine and the exact mathematics (001 §13):
 * - the relations of a card to a laid-out card of its value in the circular suit order oros → copas → espadas → bastos:
 *   Camo (next suit), Anti (previous), Viudo (neither neighbour) (§13 VI.1a);
 * - laying out the four boxes with burned, doubled and tripled cards and the void round (§13 VI.4);
 * - the Camos and Viudos that doubled and tripled cards cancel (§13 VI.4 a–d, the Catalan-only sentence on two tripled
 *   cards, and the worked examples), and which bets they touch;
 * - every bet's result against the deciding card.
 */
import type { Card } from '../../cards/card.js';

export const SUITS = ['o', 'c', 'e', 'b'] as const;
export type Relation = 'camo' | 'anti' | 'viudo';
export type Position = 1 | 2 | 3 | 4;
export const POSITIONS: readonly Position[] = [1, 2, 3, 4];

export const valueOf = (c: Card): string => c[0] as string;
const suitIndex = (c: Card): number => SUITS.indexOf(c[1] as (typeof SUITS)[number]);

/** How `card` relates to the laid-out `base` of its value: Camo, Anti or Viudo (null for another value or the same card). */
export function relation(base: Card, card: Card): Relation | null {
  if (valueOf(base) !== valueOf(card) || base === card) return null;
  const d = (suitIndex(card) - suitIndex(base) + 4) % 4;
  return d === 1 ? 'camo' : d === 3 ? 'anti' : 'viudo';
}

/** The four boxes once laid out: each box's cards (the laid-out card first, then the cards doubling it). */
export interface Layout {
  readonly boxes: readonly (readonly Card[])[];
  readonly burned: readonly Card[];
  /** Why the round is void, or null. */
  readonly voided: string | null;
}

/**
 * Lays out the four boxes from `next` (the shoe, card by card; undefined once it is empty): equal first two cards are
 * burned and two more drawn; a third or fourth card of the value of the first or second doubles (then triples) it and
 * another is drawn; all four of that value before the layout is complete void the round; a fourth card of the third's
 * value is burned (or voids). A pack that runs out before the four boxes are laid out (pairs burned again and again)
 * voids the round (`pack-exhausted`): the text gives no other way on.
 */
export function layOut(next: () => Card | undefined, fourthMatchesThird: 'burn' | 'void'): Layout {
  const burned: Card[] = [];
  const boxes: Card[][] = [[], [], [], []];
  const exhausted = (): Layout => ({ boxes, burned, voided: 'pack-exhausted' });
  for (;;) {
    const a = next();
    if (!a) return exhausted();
    const b = next();
    if (!b) {
      burned.push(a);
      return exhausted();
    }
    if (valueOf(a) !== valueOf(b)) {
      boxes[0] = [a];
      boxes[1] = [b];
      break;
    }
    burned.push(a, b);
  }
  for (const target of [2, 3] as const) {
    for (;;) {
      const c = next();
      if (!c) return exhausted();
      const on = [0, 1].find((i) => valueOf((boxes[i] as Card[])[0] as Card) === valueOf(c));
      if (on !== undefined) {
        const box = boxes[on] as Card[];
        box.push(c);
        if (box.length === 4) return { boxes, burned, voided: 'four-of-a-value' };
        continue;
      }
      if (target === 3 && valueOf((boxes[2] as Card[])[0] as Card) === valueOf(c)) {
        if (fourthMatchesThird === 'void') return { boxes, burned: [...burned, c], voided: 'fourth-matches-third' };
        burned.push(c);
        continue;
      }
      (boxes[target] as Card[]).push(c);
      break;
    }
  }
  return { boxes, burned, voided: null };
}

/** Is a card of the value of some box in play still in the pack? Public: every card not in the pack is face up on the cloth. */
export function canDecide(boxes: readonly (readonly Card[])[], inPlay: readonly Position[], seen: readonly Card[]): boolean {
  return inPlay.some((p) => {
    const v = valueOf((boxes[p - 1] as readonly Card[])[0] as Card);
    return seen.filter((c) => valueOf(c) === v).length < 4;
  });
}

/** Cards beyond the first on a box (a doubled box has one, a tripled box two). */
export const extraCards = (boxes: readonly (readonly Card[])[], at: readonly Position[] = POSITIONS): number => at.reduce((n, p) => n + Math.max(0, (boxes[p - 1]?.length ?? 1) - 1), 0);

/** A relation of one box that doubled or tripled cards cancel, and the boxes whose doubling causes it. */
export interface Cancel {
  readonly pos: Position;
  readonly rels: readonly Relation[];
  readonly by: readonly Position[];
}

const mirror = (p: Position): Position => (p === 1 ? 2 : p === 2 ? 1 : p === 3 ? 4 : 3);

/** The cancellations for the first box doubled `t1` times and the second `t2` times (§13 VI.4 a–d); diagonals exempt under (b). */
export function cancellations(t1: number, t2: number): { list: Cancel[]; diagonalsExempt: boolean } {
  if (t1 < t2) {
    const m = cancellations(t2, t1);
    return { list: m.list.map((c) => ({ pos: mirror(c.pos), rels: c.rels, by: c.by.map(mirror) })), diagonalsExempt: m.diagonalsExempt };
  }
  if (t1 === 0) return { list: [], diagonalsExempt: false };
  if (t1 === 1 && t2 === 0) return { list: [{ pos: 2, rels: ['camo'], by: [1] }, { pos: 3, rels: ['camo'], by: [1] }], diagonalsExempt: false }; // (a)
  if (t1 === 1 && t2 === 1) return { list: [{ pos: 3, rels: ['camo'], by: [1, 2] }, { pos: 4, rels: ['camo'], by: [1, 2] }], diagonalsExempt: true }; // (b)
  if (t1 === 2 && t2 === 0)
    return { list: [{ pos: 2, rels: ['camo', 'viudo'], by: [1] }, { pos: 3, rels: ['camo'], by: [1] }, { pos: 4, rels: ['camo'], by: [1] }], diagonalsExempt: false }; // (c)
  if (t1 === 2 && t2 === 1)
    // (d), and its worked example 2: "5 against 2 wins and loses only with the Anti" (the doubled 2 cancels the tripled 5's Camo and Viudo).
    return {
      list: [{ pos: 2, rels: ['camo', 'viudo'], by: [1] }, { pos: 3, rels: ['camo', 'viudo'], by: [1] }, { pos: 4, rels: ['camo'], by: [1] }, { pos: 1, rels: ['camo', 'viudo'], by: [2] }],
      diagonalsExempt: false,
    };
  // Two tripled (the Catalan-only sentence): the Camo and Viudo of the third and fourth.
  return { list: [{ pos: 3, rels: ['camo', 'viudo'], by: [1, 2] }, { pos: 4, rels: ['camo', 'viudo'], by: [1, 2] }], diagonalsExempt: false };
}

/** A Cartas bet: the boxes it backs against the boxes it plays against. */
export interface CartasBet {
  readonly side: readonly Position[];
  readonly against: readonly Position[];
}

/** The Cartas bets of the layout: one card against another (horizontal, vertical, diagonal) and two against two. */
export const CARTAS: Readonly<Record<string, CartasBet>> = Object.fromEntries(
  (
    [
      [[1], [2]], [[2], [1]], [[3], [4]], [[4], [3]],
      [[1], [3]], [[3], [1]], [[2], [4]], [[4], [2]],
      [[1], [4]], [[4], [1]], [[2], [3]], [[3], [2]],
      [[1, 2], [3, 4]], [[3, 4], [1, 2]], [[1, 3], [2, 4]], [[2, 4], [1, 3]],
    ] as [Position[], Position[]][]
  ).map(([side, against]) => [`cartas-${side.join('')}v${against.join('')}`, { side, against }]),
);

const isDiagonal = (b: CartasBet): boolean => b.side.length === 1 && (b.side[0] as number) + (b.against[0] as number) === 5;

/**
 * How the doubled and tripled cards act on the diagonal Cartas bets: `as-written` (only what §13 VI.4 a–d name), or
 * `cancel`: on a diagonal bet the bottom card loses against a doubled top card its Camo, against a tripled one its Camo
 * and Viudo, as the card beside the doubled one does (docs/games/monte.md, "Diagonals").
 */
export type DiagonalReading = 'as-written' | 'cancel';

/** Does a deciding card at `pos` with relation `rel` leave this Cartas bet neither won nor lost? */
export function cartasCancelled(bet: CartasBet, boxes: readonly (readonly Card[])[], pos: Position, rel: Relation, diagonals: DiagonalReading = 'as-written'): boolean {
  if (diagonals === 'cancel' && isDiagonal(bet)) {
    const top = Math.min(bet.side[0] as number, bet.against[0] as number);
    const t = (boxes[top - 1]?.length ?? 1) - 1;
    if (pos === 5 - top && ((t >= 1 && rel === 'camo') || (t >= 2 && rel === 'viudo'))) return true;
  }
  const c = cancellations((boxes[0]?.length ?? 1) - 1, (boxes[1]?.length ?? 1) - 1);
  if (c.diagonalsExempt && isDiagonal(bet)) return false;
  const sideOf = (p: Position): number => (bet.side.includes(p) ? 1 : bet.against.includes(p) ? 2 : 0);
  return c.list.some((x) => x.pos === pos && x.rels.includes(rel) && sideOf(pos) !== 0 && x.by.some((b) => sideOf(b) !== 0 && sideOf(b) !== sideOf(pos)));
}

/** Does a deciding card at `pos` with relation `rel` leave a Salto on that box neither won nor lost (§13 VI.4, Salto a–b)? */
export function saltoCancelled(boxes: readonly (readonly Card[])[], pos: Position, rel: Relation): boolean {
  const c = cancellations((boxes[0]?.length ?? 1) - 1, (boxes[1]?.length ?? 1) - 1);
  return c.list.some((x) => x.pos === pos && x.rels.includes(rel) && !x.by.includes(pos));
}

/** The deciding card of a phase: the box it matches, its relation to that box's laid-out card, and whether it was the first card turned. */
export interface Decision {
  readonly card: Card;
  readonly pos: Position;
  readonly rel: Relation;
  readonly first: boolean;
}

/** The box a card decides among `inPlay` (null: no laid-out card of its value), with its relation. */
export function decides(boxes: readonly (readonly Card[])[], inPlay: readonly Position[], card: Card): { pos: Position; rel: Relation } | null {
  for (const p of inPlay) {
    const base = (boxes[p - 1] as readonly Card[])[0] as Card;
    const rel = relation(base, card);
    if (rel) return { pos: p, rel };
  }
  return null;
}

/** Segundas plays the horizontal pair the Primeras card did not decide (§13 VI.3). */
export const segundasPair = (decidedAt: Position): Position[] => (decidedAt <= 2 ? [3, 4] : [1, 2]);

/** A bet's result: `win` with the odds it is paid at (before the 10%), `lose`, or `none` (neither won nor lost). */
export type BetResult = { kind: 'win'; odds: number } | { kind: 'lose' } | { kind: 'none' };

export interface ResolveContext {
  readonly boxes: readonly (readonly Card[])[];
  readonly burned: number;
  readonly stage: 'primeras' | 'segundas';
  readonly inPlay: readonly Position[];
  readonly pays: { vis: number; camoPrimeras: number; camoSegundas: number; salto: number; cartas: number };
  readonly points: { visPerCard: number; camoPerDoubledCard: number; segundas: boolean };
  readonly diagonals: DiagonalReading;
}

/** `vis-2` → ['vis', 2]; `cartas-12v34` → ['cartas', …]. */
export function parseBet(bet: string): { kind: 'vis' | 'camo' | 'anti' | 'viudo' | 'salto'; pos: Position } | { kind: 'cartas'; cartas: CartasBet } | null {
  const m = /^(vis|camo|anti|viudo|salto)-([1-4])$/.exec(bet);
  if (m) return { kind: m[1] as 'vis', pos: Number(m[2]) as Position };
  const c = CARTAS[bet];
  return c ? { kind: 'cartas', cartas: c } : null;
}

/** A bet's result against the phase's deciding card. */
export function resolve(bet: string, d: Decision, x: ResolveContext): BetResult {
  const b = parseBet(bet);
  if (!b) return { kind: 'none' };
  if (b.kind === 'vis') {
    const odds = x.pays.vis - x.points.visPerCard * (extraCards(x.boxes) + x.burned);
    return d.first && d.pos === b.pos && d.rel === 'camo' ? { kind: 'win', odds } : { kind: 'lose' };
  }
  if (b.kind === 'camo' || b.kind === 'anti' || b.kind === 'viudo') {
    const doubled = x.stage === 'primeras' ? extraCards(x.boxes) : x.points.segundas ? extraCards(x.boxes, x.inPlay) : 0;
    const odds = (x.stage === 'primeras' ? x.pays.camoPrimeras : x.pays.camoSegundas) - x.points.camoPerDoubledCard * doubled;
    return d.pos === b.pos && d.rel === b.kind ? { kind: 'win', odds } : { kind: 'lose' };
  }
  if (b.kind === 'salto') {
    if (d.pos !== b.pos) return { kind: 'lose' };
    return saltoCancelled(x.boxes, d.pos, d.rel) ? { kind: 'none' } : { kind: 'win', odds: x.pays.salto };
  }
  if (b.kind !== 'cartas') return { kind: 'none' };
  const onSide = b.cartas.side.includes(d.pos);
  if (!onSide && !b.cartas.against.includes(d.pos)) return { kind: 'none' };
  if (cartasCancelled(b.cartas, x.boxes, d.pos, d.rel, x.diagonals)) return { kind: 'none' };
  return onSide ? { kind: 'win', odds: x.pays.cartas } : { kind: 'lose' };
}

/** Every bet the layout offers in a phase: VIS and Salto in Primeras only; Camo, Anti, Viudo and Cartas on the boxes in play. */
export function betsOffered(stage: 'primeras' | 'segundas', inPlay: readonly Position[]): string[] {
  const out: string[] = [];
  for (const p of inPlay) {
    if (stage === 'primeras') out.push(`vis-${p}`);
    out.push(`camo-${p}`, `anti-${p}`, `viudo-${p}`);
    if (stage === 'primeras') out.push(`salto-${p}`);
  }
  for (const [id, c] of Object.entries(CARTAS)) if ([...c.side, ...c.against].every((p) => inPlay.includes(p))) out.push(id);
  return out;
}
