/**
 * @module games/blackjack/views
 * What each audience sees, built field by field from an allow-list (a new secret field in the state stays hidden
 * until someone adds it here). Nobody sees the shoe's order, its salt, the cards put back in front of it or the
 * burned cards; the public shoe is `publicShoe` (number, commitment, cards left, cut card out). A US hole card stays
 * hidden until turned. On the two-deck table (003 §2.2.2.8) a box's face-down cards are seen by its commander only,
 * until they are turned up (a double, a split, a bust, a blackjack) or the round ends. The auditor sees every card on
 * the table once the round is over, and the shoe's position, never its future order.
 */
import type { Card } from '../../cards/card.js';
import type { Audience } from '../../core/ids.js';
import { publicShoe } from '../../shoe/shoe.js';
import { settlementView } from '../../core/settlement.js';
import type { BjView, BoxView, HandView } from '../../protocol/views/blackjack.js';
import { handTotal } from './hand.js';
import { insuranceQuestions } from './flow.js';
import { buildSettlement } from './settle.js';
import { commanderOf } from './seating.js';
import { sideBetName } from './side-kinds.js';
import type { BjState, Box, Hand } from './state.js';

export type { BjView, BoxView, HandView };

/** Face-down cards are shown to this viewer. */
function handVisible(s: BjState, b: Box, h: Hand, aud: Audience): boolean {
  if (!s.profile.play.cardsFaceDown.value || s.phase === 'over') return true;
  if (aud.kind === 'auditor') return false;
  if (aud.kind === 'player' && aud.player === commanderOf(s, b)) return true;
  return h.doubled || h.fromSplit || h.end === 'bust' || h.end === 'blackjack' || h.end === 'even-money' || h.end === 'surrender';
}

function handView(s: BjState, b: Box, h: Hand, aud: Audience): HandView {
  const show = handVisible(s, b, h, aud);
  const t = handTotal(h.cards, h.fixedAces);
  return {
    cards: show ? h.cards.slice() : h.cards.map(() => null),
    total: show ? t.total : null,
    soft: show && t.soft,
    end: h.end,
    doubled: h.doubled,
    fromSplit: h.fromSplit,
    stakes: h.stakes.map((st) => ({ bettor: st.bettor, amount: st.amount, ...(st.sub !== undefined ? { sub: st.sub } : {}), returned: st.result?.returned ?? null, outcome: st.result?.outcome ?? null })),
  };
}

function boxView(s: BjState, b: Box, aud: Audience): BoxView {
  return {
    id: b.id,
    seated: b.seated,
    commander: commanderOf(s, b),
    bets: b.bets.map((m) => ({ bettor: m.bettor, amount: m.amount, ...(m.sub !== undefined ? { sub: m.sub } : {}) })),
    sideBets: b.sides.map((x) => ({ bettor: x.bettor, bet: sideBetName(x.kind, x.side), amount: x.amount, returned: x.result?.returned ?? null, outcome: x.result?.outcome ?? null })),
    insurance: b.insurance.map((i) => ({ bettor: i.bettor, amount: i.amount, ...(i.sub !== undefined ? { sub: i.sub } : {}), returned: i.result?.returned ?? null })),
    tips: b.tips.map((x) => ({ bettor: x.bettor, amount: x.amount })),
    hands: b.hands.map((h) => handView(s, b, h, aud)),
    absent: b.absent,
  };
}

/** The public part of what the round waits for (never the suspended action's contents beyond its type). */
function pendingView(s: BjState): Record<string, unknown> | null {
  const p = s.pending;
  if (!p) return null;
  switch (p.kind) {
    case 'follow':
      return { kind: p.kind, op: p.op, box: p.box, hand: p.hand, answered: p.answers.map((x) => x.bettor) };
    case 'exposed':
      return { kind: p.kind, box: p.box, cards: p.cards.slice() };
    case 'missing-card':
      return { kind: p.kind, box: p.box };
    case 'shoe-empty':
      return { kind: p.kind, suspended: (p.action as { type: string }).type };
    case 'misdeal':
      return { kind: p.kind, reason: p.reason };
  }
}

/** The next shoe cards that were exposed by accident (003 §2.2.1.28): face up, so public. */
function exposedNext(s: BjState): Card[] {
  const out: Card[] = [];
  for (let i = s.shoe.pos; i < s.shoe.order.length && out.length < s.exposedNext; i++) if (!s.shoe.faceUp.includes(i)) out.push(s.shoe.order[i] as Card);
  return out;
}

/**
 * The dealer's hand, and in triple blackjack his hands in play order with the position each settles (000 §03.01: he
 * plays one hand per position somebody bet on, box 1 first; triple.ts `tripleDealerTurn`).
 */
function dealerView(s: BjState, cards: (Card | null)[], total: number | null): BjView['dealer'] {
  const earlierHands = s.dealer.rounds.map((r) => r.slice());
  if (s.game !== 'triple-blackjack') return { cards, total, earlierHands };
  const played = [1, 2, 3].filter((sub) => s.boxes.some((b) => b.hands.some((h) => h.stakes.some((st) => (st.sub ?? 1) === sub))));
  const positions = played.length ? played : [1];
  // Without a stake on position 1 the first hand put aside is only his first card, not a hand he played.
  const earlier = !played.includes(1) && earlierHands.length ? earlierHands.slice(1) : earlierHands;
  const hands = [
    ...earlier.map((c, i) => ({ position: positions[i] ?? i + 1, cards: c, total: handTotal(c).total })),
    { position: positions[earlier.length] ?? earlier.length + 1, cards, total },
  ];
  return { cards, total, earlierHands, hands };
}

export function buildView(s: BjState, aud: Audience): BjView {
  const over = s.phase === 'over';
  const hole = s.dealer.holeHidden && !(aud.kind === 'auditor' && over);
  const dealerCards = s.dealer.cards.map((c, i) => (hole && i === 1 ? null : c));
  const auditor = aud.kind === 'auditor';
  return {
    game: s.game,
    profile: s.profile.id,
    audience: aud.kind,
    player: aud.kind === 'player' ? aud.player : null,
    roundNo: s.roundNo,
    version: s.v,
    phase: s.phase,
    limits: { minimum: s.limits.minimum, maximum: s.limits.maximum },
    options: { offered: [...(s.table.options ?? [])], cite: s.profile.casinoOptions.cite },
    shoe: {
      ...publicShoe(s.shoe),
      exposed: exposedNext(s),
      ...(auditor ? { position: { pos: s.shoe.pos, cutAt: s.shoe.cutAt, cutOffset: s.shoe.cutOffset, burnedCount: s.shoe.burned.length } } : {}),
    },
    dealer: dealerView(s, dealerCards, hole ? null : s.dealer.cards.length ? handTotal(s.dealer.cards).total : null),
    turn: s.turn ? { box: s.turn.box, hand: s.turn.hand } : null,
    boxes: s.boxes.map((b) => boxView(s, b, auditor && over ? { kind: 'dealer' } : aud)),
    pending: pendingView(s),
    questions: s.phase === 'insurance' ? s.boxes.flatMap((b) => insuranceQuestions(s, b).map((q) => ({ box: b.id, bettor: q.bettor, kind: q.kind, ...(q.sub !== undefined ? { sub: q.sub } : {}) }))) : [],
    lastShoe: s.flags.nextLimits !== null,
    settlement: over ? settlementView(buildSettlement(s), aud) : null,
  };
}
