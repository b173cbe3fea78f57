/**
 * @module games/baccarat/chemin-de-fer/irregular
 * The irregularities of 000 §08 VIII–IX and 001 §07 VIII, each recorded by the croupier or inspector with its
 * consequence: stuck cards void the coup (it is replayed); a card on the floor keeps its value; exposed cards bind
 * the banker to the table (drawing in the optional cases when the croupier exposed both punto cards); the
 * croupier's wrong "carte" is restored by the table; the banker's fifth card, overdeal, two cards at once, a punto
 * card dropped into the basket (punto 9), showing early (stakes may be withdrawn), cards thrown away unseen (the
 * coup lost), outside advice (the table governs).
 */
import type { Card } from '../../../cards/card.js';
import { reject } from '../../../core/errors.js';
import { citeOf } from '../../../rules/cites.js';
import { cardPoint, handPoint } from '../core/values.js';
import { NOT_CROUPIER, isCroupier, wrongPhase, type CdfEvent, type Handler } from './handler.js';
import { discard, take } from './play.js';
import { bankerTwo, puntoTwo } from './rules.js';
import type { CdfState, TableMode } from './state.js';

const COUP = ['deal', 'punto', 'punto-card', 'announcement-error', 'banker', 'banker-card'];
const RANK: Record<TableMode, number> = { free: 0, table: 1, 'table-draw-options': 2 };
const atLeast = (m: TableMode, n: TableMode): TableMode => (RANK[n] > RANK[m] ? n : m);
const croupierIn = (phases: string[], what: string) => (s: CdfState, a: { by: { kind: string } }) => {
  if (!isCroupier(a.by as never)) return NOT_CROUPIER;
  return phases.includes(s.phase) ? null : wrongPhase(what);
};
/** Right after the deal, before the punto has spoken. */
const afterDeal = (s: CdfState) => s.phase === 'punto' && s.puntoSaid === null;

export const stuckCards: Handler<'stuck-cards'> = {
  check: croupierIn(COUP, 'cards stick together during the deal'),
  run: (s) => ({
    s: { ...s, phase: 'result', result: { winner: 'void', banker: { player: s.banker!.player, seat: s.banker!.seat }, puntoPoint: 0, bankerPoint: 0, levy: 0, reason: 'stuck-cards' } },
    events: [{ type: 'stuck-cards', cite: citeOf(s.profile, 'general-irregularities'), note: 'the coup is void' }],
  }),
};

export const cardOnFloor: Handler<'card-on-floor'> = {
  check: croupierIn(COUP, 'cards fall during the coup'),
  run: (s) => ({ s, events: [{ type: 'card-on-floor', cite: citeOf(s.profile, 'general-irregularities'), note: 'picked up by the staff; it keeps its value and the coup continues' }] }),
};

export const exposedCard: Handler<'exposed-card'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (!afterDeal(s)) return wrongPhase('cards are exposed during the deal');
    if (a.index !== 0 && a.index !== 1) return reject('chemin/bad-index', 'one of the first two cards (0 or 1)');
    if (a.who === 'banker' && a.hand !== 'punto') return reject('chemin/banker-exposes-punto', 'the rule is for the punto cards the banker exposes', citeOf(s.profile, 'banker-errors'));
    return null;
  },
  run(s, a) {
    const exposed = { ...s.exposed, [a.hand]: [...new Set([...s.exposed[a.hand], a.index])] };
    const events: CdfEvent[] = [{ type: 'card-exposed', hand: a.hand, index: a.index, who: a.who, card: (a.hand === 'punto' ? s.punto : s.bankerCards)[a.index] }];
    let tableMode = s.tableMode;
    if (a.who === 'banker') {
      // 000 §08 VIII.3: he exposes his corresponding card; both punto cards: his two, and he plays by the table.
      const banker = [...new Set([...exposed.banker, a.index])];
      events.push({ type: 'card-exposed', hand: 'banker', index: a.index, who: 'banker', card: s.bankerCards[a.index], cite: citeOf(s.profile, 'banker-errors') });
      if (exposed.punto.length === 2) {
        tableMode = atLeast(tableMode, 'table');
        events.push({ type: 'table-imposed', mode: 'table', cite: citeOf(s.profile, 'banker-errors') });
      }
      return { s: { ...s, exposed: { ...exposed, banker }, tableMode }, events };
    }
    if (a.hand === 'punto' && exposed.punto.length === 2) {
      // 000 §08 VIII.2: both punto cards exposed by the croupier: the table, drawing in the optional cases.
      tableMode = atLeast(tableMode, 'table-draw-options');
      events.push({ type: 'table-imposed', mode: 'table-draw-options', cite: citeOf(s.profile, 'croupier-errors') });
    }
    return { s: { ...s, exposed, tableMode }, events };
  },
};

export const wrongCardCall: Handler<'wrong-card-call'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'banker' || s.puntoSaid !== 'non' || s.bankerSaid !== null) return wrongPhase('the croupier calls "carte" after the punto said "non"');
    if (a.cards !== 1 && a.cards !== 2) return reject('chemin/bad-count', 'one or two cards');
    return null;
  },
  run(s0, a) {
    let s = s0;
    const drawn: Card[] = [];
    const events: CdfEvent[] = [];
    for (let i = 0; i < a.cards; i++) {
      const t = take(s);
      s = t.s;
      drawn.push(t.card);
      events.push(...t.events);
    }
    // 000 §08 VIII.2: restored by the table: banker on 0–5 keeps the first card, the second is discarded; on 6–7 all go.
    const keeps = bankerTwo(s) <= 5;
    const kept = keeps ? drawn.slice(0, 1) : [];
    s = discard({ ...s, bankerCards: [...s.bankerCards, ...kept], bankerSaid: keeps ? 'carte' : 'non', phase: 'result' }, drawn.slice(kept.length));
    events.push({ type: 'wrong-card-call', drawn, banker: kept[0] ?? null, discarded: drawn.slice(kept.length), cite: citeOf(s.profile, 'croupier-errors') });
    return { s, events };
  },
};

export const fifthCard: Handler<'fifth-card'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (!afterDeal(s) || s.pendingFifth) return wrongPhase('the banker draws a fifth card after the deal, before the punto speaks');
    return null;
  },
  run(s0) {
    const t = take(s0);
    return { s: { ...t.s, pendingFifth: t.card }, events: [...t.events, { type: 'fifth-card-drawn', cite: citeOf(s0.profile, 'banker-errors'), note: 'the punto\'s third card if he draws, else the banker\'s' }] };
  },
};

export const bankerOverdealt: Handler<'banker-overdealt'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (!afterDeal(s) || s.bankerOverride !== null) return wrongPhase('the banker gives himself extra cards in the first deal');
    if (a.extra !== 1 && a.extra !== 2) return reject('chemin/bad-count', 'one or two extra cards');
    return null;
  },
  run(s0, a) {
    let s = s0;
    const extra: Card[] = [];
    for (let i = 0; i < a.extra; i++) {
      const t = take(s);
      s = t.s;
      extra.push(t.card);
    }
    // 000 §08 VIII.3: he counts zero ("baccara") and keeps the right to draw.
    return { s: { ...discard(s, extra), bankerOverride: 0 }, events: [{ type: 'banker-overdealt', extra, point: 0, cite: citeOf(s0.profile, 'banker-errors') }] };
  },
};

export const twoCards: Handler<'two-cards'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if ((a.to === 'punto' && s.phase !== 'punto-card') || (a.to === 'banker' && s.phase !== 'banker-card')) return wrongPhase(`a third card is due to the ${a.to}`);
    return null;
  },
  run(s0, a) {
    const t1 = take(s0);
    const t2 = take(t1.s);
    let s = t2.s;
    const pair = [t1.card, t2.card];
    const base = a.to === 'punto' ? puntoTwo(s) : bankerTwo(s);
    const pts = pair.map((c) => (base + cardPoint(c)) % 10);
    // 000 §08 VIII.3: the punto gets the card that makes the higher point; the banker the one that makes the lower.
    const i = a.to === 'punto' ? (pts[1]! > pts[0]! ? 1 : 0) : pts[1]! < pts[0]! ? 1 : 0;
    const card = pair[i] as Card;
    s = discard(s, [pair[1 - i] as Card]);
    const events: CdfEvent[] = [...t1.events, ...t2.events, { type: 'two-cards-given', to: a.to, cards: pair, kept: card, cite: citeOf(s0.profile, 'banker-errors') }];
    if (a.to === 'punto') return { s: { ...s, punto: [...s.punto, card], phase: 'banker' }, events: [...events, { type: 'card-dealt', hand: 'punto', card, third: true }] };
    return { s: { ...s, bankerCards: [...s.bankerCards, card], phase: 'result' }, events: [...events, { type: 'card-dealt', hand: 'banker', card, third: true }] };
  },
};

export const cardInBasket: Handler<'card-in-basket'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (a.which === 'punto-first-two' && !afterDeal(s)) return wrongPhase('the punto\'s first two cards are being dealt');
    if (a.which === 'punto-third' && s.phase !== 'punto-card') return wrongPhase('the punto\'s third card is being dealt');
    return null;
  },
  run(s0, a) {
    if (a.which === 'punto-first-two')
      return {
        s: { ...s0, puntoOverride: 9, puntoShown: true, phase: 'result' },
        events: [{ type: 'punto-card-lost', which: a.which, point: 9, cite: citeOf(s0.profile, 'banker-errors'), note: 'the punto shows 9' }],
      };
    const t = take(s0);
    return {
      s: discard({ ...t.s, puntoOverride: 9, basketThird: true, puntoSaid: 'carte', phase: 'banker' }, [t.card]),
      events: [...t.events, { type: 'punto-card-lost', which: a.which, point: 9, cite: citeOf(s0.profile, 'banker-errors'), note: 'the banker may draw unless he has 7' }],
    };
  },
};

export const bankerShowsEarly: Handler<'banker-shows-early'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : afterDeal(s) && !s.withdrawOpen ? null : wrongPhase('the banker shows before the punto decides')),
  run: (s) => ({ s: { ...s, withdrawOpen: true, bankerShown: true }, events: [{ type: 'banker-showed-early', hand: s.bankerCards, point: handPoint(s.bankerCards), cite: citeOf(s.profile, 'banker-errors'), note: 'players may withdraw their stakes' }] }),
};

export const cardsInBasketUnseen: Handler<'cards-in-basket-unseen'> = {
  check: croupierIn(COUP, 'cards are thrown away during the coup'),
  run: (s, a) => ({
    s: { ...s, forfeit: a.side, phase: 'result' },
    events: [{ type: 'cards-thrown-unseen', side: a.side, cite: a.side === 'banker' ? citeOf(s.profile, 'banker-errors') : citeOf(s.profile, 'player-errors'), note: `the ${a.side} loses the coup` }],
  }),
};

export const outsideAdvice: Handler<'outside-advice'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (a.to === 'punto' ? s.phase !== 'punto' : s.phase !== 'banker') return wrongPhase(`the ${a.to} is deciding`);
    return null;
  },
  run(s, a) {
    const cite = citeOf(s.profile, 'player-errors');
    if (a.to === 'punto') return { s: { ...s, puntoAdvised: true }, events: [{ type: 'outside-advice', to: 'punto', cite, note: 'the table governs' }] };
    return { s: { ...s, tableMode: atLeast(s.tableMode, 'table') }, events: [{ type: 'outside-advice', to: 'banker', cite, note: 'the table governs' }] };
  },
};
