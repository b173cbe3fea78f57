/**
 * @module games/baccarat/deux-tableaux/irregular
 * 000 §09 VIII / 001 §08 VIII: stuck cards void the coup; a card on the floor keeps its value; cards taken and
 * spoken for by the wrong player stand, and go to their player on the next coup; cards lost unseen in the basket
 * during the deal void that tableau (both, if they were the banker's); cards thrown away unseen count baccara; a card
 * given to a tableau that did not ask goes to the next hand that draws, and is no banker's error.
 */
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { NOT_CROUPIER, isCroupier, wrongPhase } from '../core/handler.js';
import type { DtHandler } from './handler.js';
import { take } from './play.js';
import type { DtState, Tab } from './state.js';

const COUP = ['deal', 'speak', 'card', 'banker', 'banker-card'];
const inCoup = (what: string) => (s: DtState, a: { by: Parameters<typeof isCroupier>[0] }) => (!isCroupier(a.by) ? NOT_CROUPIER : COUP.includes(s.phase) ? null : wrongPhase(what));
const justDealt = (s: DtState) => s.phase === 'speak' && s.said.every((x) => x === null);
const tabOf = (h: string): Tab | null => (h === 'tableau-1' ? 0 : h === 'tableau-2' ? 1 : null);

export const stuckCards: DtHandler<'stuck-cards'> = {
  check: inCoup('cards stick together during the deal'),
  run: (s) => ({
    s: { ...s, phase: 'result', result: { banker: s.banker!.player, tabs: [{ winner: 'void', punto: 0, stakes: 0 }, { winner: 'void', punto: 0, stakes: 0 }], bankerPoint: 0, net: 0, levy: 0, void: 'stuck-cards' } },
    events: [{ type: 'stuck-cards', cite: citeOf(s.profile, 'general-irregularities'), note: 'the coup is void' }],
  }),
};

export const cardOnFloor: DtHandler<'card-on-floor'> = {
  check: inCoup('cards fall during the coup'),
  run: (s) => ({ s, events: [{ type: 'card-on-floor', cite: citeOf(s.profile, 'general-irregularities'), note: 'it keeps its value' }] }),
};

export const wrongHolder: DtHandler<'wrong-holder'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'speak' || s.turn !== a.tableau - 1 || s.said[s.turn] !== null) return wrongPhase('a tableau\'s cards are taken before it speaks');
    if (s.holders[s.turn] === a.player) return reject('deux-tableaux/right-holder', 'that player holds the cards');
    return null;
  },
  run(s, a) {
    const t = (a.tableau - 1) as Tab;
    const holders: [PlayerId | null, PlayerId | null] = t === 0 ? [a.player, s.holders[1]] : [s.holders[0], a.player];
    const owed: [number | null, number | null] = t === 0 ? [s.rotation[0], s.owed[1]] : [s.owed[0], s.rotation[1]];
    return { s: { ...s, holders, owed }, events: [{ type: 'cards-taken-by-wrong-player', tableau: a.tableau, player: a.player, cite: citeOf(s.profile, 'general-irregularities'), note: 'the coup stands; the cards go to their player on the next coup' }] };
  },
};

export const cardsLost: DtHandler<'cards-lost'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : justDealt(s) ? null : wrongPhase('cards fall into the basket during the deal')),
  run(s, a) {
    const t = tabOf(a.hand);
    const tabVoid: [boolean, boolean] = t === null ? [true, true] : t === 0 ? [true, s.tabVoid[1]] : [s.tabVoid[0], true];
    const st: DtState = { ...s, tabVoid };
    const events = [{ type: 'cards-lost-unseen', hand: a.hand, cite: citeOf(s.profile, 'banker-errors'), note: t === null ? 'void for both tableaux' : `void for tableau ${t + 1}` }];
    if (tabVoid[0] && tabVoid[1]) return { s: { ...st, phase: 'result' }, events };
    // The speaking order skips a void tableau.
    return { s: tabVoid[st.turn] ? { ...st, turn: 1 } : st, events };
  },
};

export const cardsThrownUnseen: DtHandler<'cards-thrown-unseen'> = {
  check: inCoup('cards are thrown away during the coup'),
  run(s, a) {
    const t = tabOf(a.hand);
    const st: DtState = t === null ? { ...s, bankerZero: true } : { ...s, tabZero: t === 0 ? [true, s.tabZero[1]] : [s.tabZero[0], true] };
    return { s: st, events: [{ type: 'cards-thrown-unseen', hand: a.hand, point: 0, cite: citeOf(s.profile, 'other-irregularities') }] };
  },
};

export const wrongCard: DtHandler<'wrong-card'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    const t = (a.to - 1) as Tab;
    if (s.phase !== 'speak' && s.phase !== 'banker') return wrongPhase('third cards are being given');
    if (s.said[t] !== 'non' && s.said[t] !== 'show') return reject('deux-tableaux/tableau-asked', `tableau ${a.to} has not refused a card`);
    return null;
  },
  run(s, a) {
    const tk = take(s, false);
    return { s: { ...tk.s, pending: [...tk.s.pending, tk.card] }, events: [...tk.events, { type: 'card-to-wrong-tableau', to: a.to, card: tk.card, cite: citeOf(s.profile, 'restored-coups'), note: 'it goes to the next hand that draws; not a banker\'s error' }] };
  },
};

/**
 * 000 §09 VIII.2: a tableau's cards exposed during the deal — a banker's error: the coup goes on under VIII.3 ¶3 (where
 * the table differs between the tableaux, the banker draws on 5 or less and stands otherwise); stakes stay as they are.
 */
export const exposedCards: DtHandler<'exposed-cards'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : justDealt(s) ? null : wrongPhase('cards are exposed during the deal')),
  run: (s, a) => ({ s: { ...s, bankerErred: true }, events: [{ type: 'tableau-cards-exposed', tableau: a.tableau, cards: s.hands[(a.tableau - 1) as Tab], cite: citeOf(s.profile, 'banker-errors'), note: 'a banker\'s error: VIII.3, third paragraph' }] }),
};

/** 000 §09 VIII.5: the banker announced a point not his: free while no tableau has shown its point, else VIII.3 ¶3. */
export const wrongPoint: DtHandler<'wrong-point'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : s.phase === 'banker' ? null : wrongPhase('the banker announces his point when he speaks')),
  run(s) {
    const shown = s.said.some((x) => x === 'show');
    return { s: shown ? { ...s, bankerErred: true } : s, events: [{ type: 'banker-wrong-point', cite: citeOf(s.profile, 'other-irregularities'), note: shown ? 'a tableau has shown: VIII.3, third paragraph' : 'no tableau has shown: he may still ask for a third card' }] };
  },
};
