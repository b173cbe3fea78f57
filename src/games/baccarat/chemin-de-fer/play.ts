/**
 * @module games/baccarat/chemin-de-fer/play
 * The coup (000 §08 VI–VII, 001 §07 VI–VII): the banker deals one card at a time, alternately, starting with the
 * punto, two each face down; a natural is shown and the other side shows too; otherwise the punto says "carte" or
 * "non" (0–4 must draw, 6–7 must stand, 5 free; a banco player is free only if authorised), the banker speaks after
 * him and chooses freely except on 0, unless he asked for the table; third cards face up. Announcement errors
 * (000 §08 IX): the banker may give or refuse the card, except when the punto has baccara; a banco player bears his
 * error unless he has 0. Settlement: the punto side wins even money; the banker wins less the cagnotte.
 */
import type { Card } from '../../../cards/card.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { commission } from '../../../money/rounding.js';
import { citeOf } from '../../../rules/cites.js';
import { draw as drawCard } from '../../../shoe/shoe.js';
import { bankCell, puntoCell } from '../core/tableau.js';
import { handPoint } from '../core/values.js';
import { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase, type CdfEvent, type Handler, type Step } from './handler.js';
import { scaleParts, shareNets } from './association.js';
import { acceptedTotal, bankMax, bankerHasNatural, bankerPoint, bankerTwo, isBancoPunto, puntoPoint, puntoThirdValue, puntoTwo } from './rules.js';
import type { CdfState } from './state.js';

const c6 = (s: CdfState) => citeOf(s.profile, 'play');

/** Takes the next card: cards drawn early first (000 §08 VIII.1), then the shoe. */
export function take(s: CdfState): { s: CdfState; card: Card; events: CdfEvent[] } {
  if (s.earlyCards.length) return { s: { ...s, earlyCards: s.earlyCards.slice(1) }, card: s.earlyCards[0] as Card, events: [] };
  const d = drawCard(s.shoe);
  return { s: { ...s, shoe: d.shoe, lastCoup: s.lastCoup || d.events.some((e) => e.type === 'cut-card-out') }, card: d.card, events: d.events as CdfEvent[] };
}
export const discard = (s: CdfState, cards: readonly Card[]): CdfState => ({ ...s, shoe: { ...s.shoe, burned: s.shoe.burned.concat(cards) } });

const isHolder = (s: CdfState, p: PlayerId | null) => p !== null && p === s.puntoHolder;
const isBanker = (s: CdfState, p: PlayerId | null) => p !== null && p === s.banker?.player;

export const deal: Handler<'deal'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'deal') return wrongPhase('the cards are dealt after "no more bets"');
    return null;
  },
  run(s0) {
    let s = s0;
    const events: CdfEvent[] = [];
    const punto: Card[] = [];
    const banker: Card[] = [];
    for (let i = 0; i < 4; i++) {
      const t = take(s);
      s = t.s;
      events.push(...t.events);
      (i % 2 === 0 ? punto : banker).push(t.card);
    }
    // Face down: the events name the hands, not the cards (the punto's cards are his until he shows them).
    events.push({ type: 'cards-dealt', punto: 2, banker: 2, cite: citeOf(s.profile, 'stakes') });
    return { state: { ...s, phase: 'punto', punto, bankerCards: banker, lists: { ...s.lists, shoeCoups: s.lists.shoeCoups + 1 } }, events };
  },
};

/** Shows the banker's game after the punto showed a natural (000 §08 VI: the other side must show too). */
const toResult = (s: CdfState, events: CdfEvent[]): Step => ({ state: { ...s, phase: 'result' }, events: [...events, { type: 'hands-shown', punto: s.punto, banker: s.bankerCards }] });

export const show: Handler<'show'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (isHolder(s, p) && s.phase === 'punto') return puntoTwo(s) >= 8 && s.puntoOverride === null ? null : reject('chemin/no-natural', 'only an 8 or a 9 in two cards is shown', c6(s));
    if (isBanker(s, p) && (s.phase === 'banker' || s.phase === 'punto-card')) {
      if (!bankerHasNatural(s)) return reject('chemin/no-natural', 'only an 8 or a 9 in two cards is shown', c6(s));
      if (!s.bankerMayShow) return reject('chemin/lost-right-to-show', 'a banker with 8 or 9 who gave or offered a card loses the right to show', citeOf(s.profile, 'banker-errors'));
      return null;
    }
    return wrongPhase('it is not your turn to speak');
  },
  run(s, a) {
    const p = playerOf(a.by);
    if (isHolder(s, p) && s.phase === 'punto') return toResult({ ...s, puntoShown: true, bankerShown: bankerHasNatural(s) || s.bankerShown }, [{ type: 'natural-shown', side: 'punto', point: puntoTwo(s), cite: c6(s) }]);
    return toResult({ ...s, bankerShown: true }, [{ type: 'natural-shown', side: 'banker', point: bankerTwo(s), cite: c6(s) }]);
  },
};

/** The punto's rule cell for his two-card point, with the advice the table imposes after outside advice. */
function puntoRuleCell(s: CdfState) {
  const cell = puntoCell(s.profile.puntoRule.value, puntoTwo(s));
  if (cell === 'O' && s.puntoAdvised) return s.profile.adviceAtFive.value === 'stand' ? 'P' : 'T';
  return cell;
}

/** After the punto's word takes effect. */
function puntoDecided(s: CdfState, word: 'carte' | 'non', events: CdfEvent[]): Step {
  if (word === 'non') {
    if (s.pendingFifth) {
      // 000 §08 VIII.3: the fifth card drawn early is the banker's when the punto does not draw.
      const b = [...s.bankerCards, s.pendingFifth];
      return { state: { ...s, puntoSaid: 'non', bankerCards: b, pendingFifth: null, phase: 'result' }, events: [...events, { type: 'card-dealt', hand: 'banker', card: s.pendingFifth, third: true, reason: 'fifth-card-drawn-early', cite: citeOf(s.profile, 'banker-errors') }] };
    }
    return { state: { ...s, puntoSaid: 'non', phase: 'banker' }, events };
  }
  if (s.pendingFifth) {
    const p = [...s.punto, s.pendingFifth];
    return { state: { ...s, puntoSaid: 'carte', punto: p, pendingFifth: null, phase: 'banker' }, events: [...events, { type: 'card-dealt', hand: 'punto', card: s.pendingFifth, third: true }] };
  }
  return { state: { ...s, puntoSaid: 'carte', phase: 'punto-card' }, events };
}

function puntoWord(s: CdfState, word: 'carte' | 'non'): Step {
  const pt = puntoTwo(s);
  const cell = puntoRuleCell(s);
  const free = s.profile.bancoFree.value && isBancoPunto(s);
  const events: CdfEvent[] = [{ type: 'punto-said', word }];
  if (free) return puntoDecided(s, word, events);
  if (cell === 'N' && word === 'non') return puntoDecided({ ...s, puntoForgot: true }, 'non', [...events, { type: 'lost-right-to-show', side: 'punto', cite: citeOf(s.profile, 'player-errors') }]);
  const wrong = cell === 'N' || (cell === 'T' && word === 'non') || (cell === 'P' && word === 'carte');
  if (!wrong) return puntoDecided(s, word, events);
  // 000 §08 IX: an announcement error. With baccara the card is always given; a banco player bears his error.
  if (pt === 0) return puntoDecided(s, 'carte', [...events, { type: 'announcement-corrected', to: 'carte', reason: 'baccara', cite: citeOf(s.profile, 'player-errors') }]);
  if (isBancoPunto(s)) return puntoDecided(s, word, [...events, { type: 'announcement-error-binding', cite: citeOf(s.profile, 'player-errors') }]);
  return { state: { ...s, puntoSaid: word, phase: 'announcement-error' }, events: [...events, { type: 'announcement-error', word, cite: citeOf(s.profile, 'player-errors'), note: 'the banker gives or refuses the card' }] };
}

const puntoSpeaks = (s: CdfState, p: PlayerId | null): Rejection | null => {
  if (!p) return NOT_PLAYER;
  if (s.phase !== 'punto') return wrongPhase('the punto speaks after the deal');
  if (!isHolder(s, p)) return reject('chemin/not-holding-the-cards', 'only the player holding the cards speaks', c6(s));
  return null;
};

/**
 * The croupier's advice on 5, where it binds (001 §07 VI: "Si el jugador tiene puntuación de 5 y solicita consejo al
 * crupier, éste le hará plantarse"): the punto who asked for it may not say the other word.
 */
function adviceBinds(s: CdfState, word: 'carte' | 'non'): Rejection | null {
  if (!s.croupierAdvised || !s.profile.adviceBinding.value || puntoTwo(s) !== 5) return null;
  const advised = s.profile.adviceAtFive.value === 'stand' ? 'non' : 'carte';
  return word === advised ? null : reject('chemin/advice-binding', `you asked the croupier's advice on 5: he makes you ${s.profile.adviceAtFive.value}`, s.profile.adviceBinding.cite);
}

export const carte: Handler<'carte'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (s.phase === 'banker') return bankerWordCheck(s, p, 'carte');
    return puntoSpeaks(s, p) ?? adviceBinds(s, 'carte');
  },
  run: (s) => (s.phase === 'banker' ? bankerWord(s, 'carte') : puntoWord(s, 'carte')),
};

export const non: Handler<'non'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (s.phase === 'banker') return bankerWordCheck(s, p, 'non');
    return puntoSpeaks(s, p) ?? adviceBinds(s, 'non');
  },
  run: (s) => (s.phase === 'banker' ? bankerWord(s, 'non') : puntoWord(s, 'non')),
};

export const askAdvice: Handler<'ask-advice'> = {
  check(s, a) {
    const r = puntoSpeaks(s, playerOf(a.by));
    if (r) return r;
    if (s.croupierAdvised) return reject('chemin/already-advised', 'the croupier has advised you');
    return puntoTwo(s) === 5 ? null : reject('chemin/advice-on-five', 'the croupier advises a punto on 5');
  },
  run: (s) => ({
    state: { ...s, croupierAdvised: true },
    events: [{ type: 'croupier-advice', advice: s.profile.adviceAtFive.value, binding: s.profile.adviceBinding.value, cite: s.profile.adviceBinding.value ? s.profile.adviceBinding.cite : s.profile.adviceAtFive.cite }],
  }),
};

export const giveCard: Handler<'give-card'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'announcement-error' || !isBanker(s, p)) return wrongPhase('the banker decides after an announcement error');
    return null;
  },
  run: (s) => puntoDecided(s, 'carte', [{ type: 'banker-gives-card', cite: citeOf(s.profile, 'player-errors') }]),
};
export const refuseCard: Handler<'refuse-card'> = {
  check: (s, a) => giveCard.check(s, { ...a, type: 'give-card' }),
  run: (s) => puntoDecided(s, 'non', [{ type: 'banker-refuses-card', cite: citeOf(s.profile, 'player-errors') }]),
};

/** What the banker must do now, or null when he is free (000 §08 VI, VIII; 001 §07 VI, VIII). */
export function bankerMust(s: CdfState): 'T' | 'P' | null {
  const bt = bankerTwo(s);
  if (bt >= 8) return null;
  if (s.profile.bankerMustDraw.value.includes(bt)) return 'T';
  if (s.basketThird) return bt === 7 ? 'P' : null;
  if (s.tableMode === 'free') return null;
  const cell = bankCell(s.profile.bankTable.value, bt, s.punto.length > 2 ? puntoThirdValue(s) : null);
  if (cell === 'O') return s.tableMode === 'table-draw-options' ? 'T' : null;
  return cell;
}

function bankerWordCheck(s: CdfState, p: PlayerId | null, word: 'carte' | 'non'): Rejection | null {
  if (!p) return NOT_PLAYER;
  if (!isBanker(s, p)) return reject('chemin/banker-speaks', 'the banker speaks after the punto', c6(s));
  const must = bankerMust(s);
  if (must === 'T' && word === 'non') return reject('chemin/must-draw', bankerTwo(s) === 0 ? 'with baccara the banker must draw' : 'the table says draw', bankerTwo(s) === 0 ? c6(s) : s.profile.bankTable.cite);
  if (must === 'P' && word === 'carte') return reject('chemin/must-stand', s.basketThird ? 'with 7 the banker may not draw against a lost punto card' : 'the table says stand', s.basketThird ? citeOf(s.profile, 'banker-errors') : s.profile.bankTable.cite);
  return null;
}

function bankerWord(s: CdfState, word: 'carte' | 'non'): Step {
  const events: CdfEvent[] = [{ type: 'banker-said', word }];
  return { state: { ...s, bankerSaid: word, phase: word === 'carte' ? 'banker-card' : 'result' }, events };
}

export const askTable: Handler<'ask-table'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'banker' || !isBanker(s, p)) return wrongPhase('the banker asks for the table when he speaks');
    if (s.tableMode !== 'free') return reject('chemin/table-already', 'the table already governs this coup');
    return null;
  },
  run: (s) => ({ state: { ...s, tableMode: 'table' }, events: [{ type: 'table-asked', cite: s.profile.bankTable.cite }] }),
};

export const drawThird: Handler<'draw'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'punto-card' && s.phase !== 'banker-card') return wrongPhase('no third card is asked for');
    return null;
  },
  run(s0) {
    const t = take(s0);
    const events: CdfEvent[] = [...t.events];
    if (s0.phase === 'punto-card') {
      let s = { ...t.s, punto: [...t.s.punto, t.card], phase: 'banker' as const };
      events.push({ type: 'card-dealt', hand: 'punto', card: t.card, third: true });
      if (bankerHasNatural(s0) && s0.bankerMayShow) {
        s = { ...s, bankerMayShow: false };
        events.push({ type: 'lost-right-to-show', side: 'banker', cite: citeOf(s.profile, 'banker-errors') });
      }
      return { state: s, events };
    }
    events.push({ type: 'card-dealt', hand: 'banker', card: t.card, third: true });
    return { state: { ...t.s, bankerCards: [...t.s.bankerCards, t.card], phase: 'result' }, events };
  },
};

/**
 * The right to banco suivi after a tie (000 §08 VII, 001 §07 VII: "an abandoned banco suivi may be recovered when the
 * banker and another player or players tie"): the player who held the right when the coup opened and let it go
 * (did not repeat his banco) recovers it, unless the profile reads the rule otherwise.
 */
function suiviAfterTie(s: CdfState, events: CdfEvent[]): PlayerId | null {
  const holder = s.bancoSuiviAtOpen;
  if (holder === null) return s.bancoSuivi;
  const used = s.accepted.some((d) => d.player === holder && (d.kind === 'banco' || d.kind === 'banco-suivi'));
  if (used) return holder;
  if (s.profile.bancoSuiviOnTie.value === 'recovered') {
    events.push({ type: 'banco-suivi-recovered', player: holder, cite: s.profile.bancoSuiviOnTie.cite });
    return holder;
  }
  return null;
}

/** The coup's winner under every rule and irregularity in force. */
export function coupWinner(s: CdfState): 'punto' | 'banker' | 'tie' {
  if (s.forfeit) return s.forfeit === 'punto' ? 'banker' : 'punto';
  // 000 §08 IX: a punto with 9 who forgot to show loses if the banker shows 8.
  if (s.puntoForgot && puntoTwo(s) === 9 && s.bankerShown && bankerTwo(s) === 8 && s.bankerCards.length === 2) return 'banker';
  const pp = puntoPoint(s);
  const bp = bankerPoint(s);
  return pp > bp ? 'punto' : bp > pp ? 'banker' : 'tie';
}

export const announce: Handler<'announce'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'result') return wrongPhase('the coup is not complete');
    return null;
  },
  run(s) {
    const b = s.banker!;
    const S = acceptedTotal(s);
    const events: CdfEvent[] = [];
    if (s.result?.winner === 'void' || S === 0) {
      // A void coup: every stake in play comes back (settle.ts); the bank stays with its banker.
      const result = { winner: 'void' as const, banker: { player: b.player, seat: b.seat }, puntoPoint: handPoint(s.punto), bankerPoint: handPoint(s.bankerCards), levy: 0, reason: s.result?.reason ?? 'no-stakes' };
      events.push({ type: 'coup-void', reason: result.reason, note: 'the coup is replayed with the same bank' });
      return { state: { ...s, phase: 'over', result }, events };
    }
    const winner = coupWinner(s);
    const f = s.profile.cagnotte.value;
    const levy = winner === 'banker' ? commission(S, f.num, f.den, s.profile.rounding.value) : 0;
    const result = { winner, banker: { player: b.player, seat: b.seat }, puntoPoint: puntoPoint(s), bankerPoint: bankerPoint(s), levy };
    events.push({ type: 'coup-result', winner, punto: result.puntoPoint, banker: result.bankerPoint, hands: { punto: s.punto, banker: s.bankerCards } });
    if (levy) events.push({ type: 'cagnotte', amount: levy, cite: s.profile.cagnotte.cite });
    let t: CdfState = { ...s, phase: 'over', result, cardsRight: null };
    const single = s.accepted.length === 1 ? (s.accepted[0]?.player ?? null) : null;
    const bancoPlayer = s.accepted.find((d) => d.kind === 'banco' || d.kind === 'banco-suivi')?.player ?? null;
    if (bancoPlayer) t = { ...t, lastBanco: bancoPlayer };
    if (winner === 'banker') {
      let bank = b.bank + S - levy;
      let winnings = b.winnings + S - levy;
      // Each associate's part of the bank grows by his share of the win (000 §08 V: on the banker's terms).
      const nets = shareNets(s.bankShares, S - levy);
      let associates = b.associates.map((x) => ({ player: x.player, amount: x.amount + (nets[s.bankShares.findIndex((y) => y.player === x.player)] ?? 0) }));
      const max = bankMax(s);
      if (bank > max) {
        // 000 §08 V.c: the part above the bank maximum cannot be played ("false garage").
        events.push({ type: 'garage', kind: 'false', amount: bank - max, cite: s.profile.bankMaxMultiple.cite });
        associates = scaleParts(associates, bank, max);
        winnings -= bank - max;
        bank = max;
      }
      t = { ...t, banker: { ...b, bank, winnings, coups: b.coups + 1, associates }, bancoSuivi: single };
      if (single) events.push({ type: 'banco-suivi-right', player: single, cite: citeOf(s.profile, 'stakes') });
    } else if (winner === 'tie') {
      t = { ...t, banker: { ...b, coups: b.coups + 1, firstCoupTie: b.coups === 0 }, bancoSuivi: suiviAfterTie(s, events) };
    } else {
      // 000 §08 V: a banker who loses gives the bank to the player on his right; what is left of it is his.
      const passed = { player: b.player, seat: b.seat, bank: b.bank, voluntary: false, associates: b.associates.map((x) => x.player) };
      t = { ...t, banker: null, passed, bancoSuivi: null };
      events.push({ type: 'bank-passed', player: b.player, voluntary: false, remaining: b.bank - S, cite: citeOf(s.profile, 'bank') });
    }
    if (s.lastCoup) events.push({ type: 'shoe-ended' });
    return { state: t, events };
  },
};
