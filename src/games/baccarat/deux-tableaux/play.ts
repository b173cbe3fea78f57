/**
 * @module games/baccarat/deux-tableaux/play
 * The coup (000 §09 VI–VII): the banker deals one card at a time to tableau 1, tableau 2 and himself, twice; the
 * hand of each tableau speaks in order, before the banker: 0–4 must draw, 5 free, 8–9 must show (6–7 stand); the
 * player who went banco is exempt. The banker draws or stands as he likes (must on baccara) unless he asked for the
 * table, which binds him where it says the same for both tableaux. A natural beats any three-card hand. Wrong words
 * are restored (VIII.4): on 5 the word stands; with 8 or 9 "non" loses the right to show.
 */
import type { Card } from '../../../cards/card.js';
import { reject, type Rejection } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { commission } from '../../../money/rounding.js';
import { citeOf } from '../../../rules/cites.js';
import { draw as drawCard } from '../../../shoe/shoe.js';
import { bankCell, puntoCell } from '../core/tableau.js';
import { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase } from '../core/handler.js';
import type { DtEvent, DtHandler, DtStep } from './handler.js';
import { bankerNatural, bankerPoint, bankerTwo, levyRate, live, nextInTab, stakesOn, tabNatural, tabPoint, tabTwo, tabWinner, thirdOf } from './rules.js';
import type { DtState, DtTabResult, Tab } from './state.js';

const c6 = (s: DtState) => citeOf(s.profile, 'play');

/** The next card: a card drawn early, else one given by mistake and set aside, else the shoe's. */
export function take(s: DtState, usePending = true): { s: DtState; card: Card; events: DtEvent[] } {
  if (s.earlyCards.length) return { s: { ...s, earlyCards: s.earlyCards.slice(1) }, card: s.earlyCards[0] as Card, events: [] };
  if (usePending && s.pending.length) return { s: { ...s, pending: s.pending.slice(1) }, card: s.pending[0] as Card, events: [] };
  const d = drawCard(s.shoe);
  return { s: { ...s, shoe: d.shoe, lastCoup: s.lastCoup || d.events.some((e) => e.type === 'cut-card-out') }, card: d.card, events: d.events as DtEvent[] };
}

const setTab = <T>(pair: readonly [T, T], t: Tab, v: T): [T, T] => (t === 0 ? [v, pair[1]] : [pair[0], v]);

export const deal: DtHandler<'deal'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : s.phase === 'deal' ? null : wrongPhase('the cards are dealt after "no more bets"')),
  run(s0) {
    let s = s0;
    const events: DtEvent[] = [];
    const h: [Card[], Card[], Card[]] = [[], [], []];
    for (let i = 0; i < 6; i++) {
      const t = take(s);
      s = t.s;
      events.push(...t.events);
      h[i % 3]!.push(t.card);
    }
    events.push({ type: 'cards-dealt', order: 'tableau 1, tableau 2, banker, twice', cite: citeOf(s.profile, 'deal') });
    return nextSpeaker({ ...s, hands: [h[0], h[1]], bankerCards: h[2], turn: 0, shoeCoups: s.shoeCoups + 1 }, -1, events);
  },
};

/** Moves to the next live tableau that must speak, or to the banker. */
function nextSpeaker(s: DtState, after: number, events: DtEvent[]): DtStep {
  for (let t = after + 1; t < 2; t++) if (live(s, t as Tab)) return { state: { ...s, phase: 'speak', turn: t as Tab }, events };
  return { state: { ...s, phase: 'banker' }, events };
}

const holderOf = (s: DtState, t: Tab): PlayerId | null => s.holders[t];
function speakerCheck(s: DtState, a: { by: Parameters<typeof isCroupier>[0] }): Rejection | null {
  if (s.phase !== 'speak') return wrongPhase('the tableaux speak after the deal, in order');
  const h = holderOf(s, s.turn);
  const p = playerOf(a.by);
  if (h === null) return isCroupier(a.by) ? null : reject('deux-tableaux/croupier-holds', 'nobody holds this tableau: the croupier plays it by the rule');
  if (!p) return NOT_PLAYER;
  return p === h ? null : reject('deux-tableaux/not-holding-the-cards', `tableau ${s.turn + 1} is held by another player`, c6(s));
}

function word(s: DtState, w: 'carte' | 'non' | 'show'): DtStep {
  const t = s.turn;
  const events: DtEvent[] = [{ type: 'tableau-said', tableau: t + 1, word: w }];
  const exempt = s.profile.bancoExempt.value && s.banco !== null && s.banco === s.holders[t];
  const cell = puntoCell(s.profile.puntoRule.value, tabTwo(s, t));
  let eff = w;
  let st = s;
  if (w === 'show') eff = 'show';
  else if (!exempt) {
    if (cell === 'N' && w === 'non') {
      st = { ...st, lostShow: setTab(st.lostShow, t, true) };
      events.push({ type: 'lost-right-to-show', tableau: t + 1, cite: citeOf(s.profile, 'player-errors') });
    } else if (cell === 'N' && w === 'carte') eff = 'show';
    else if (cell === 'T' && w === 'non') eff = 'carte';
    else if (cell === 'P' && w === 'carte') eff = 'non';
    if (eff !== w) events.push({ type: 'announcement-restored', tableau: t + 1, to: eff, cite: citeOf(s.profile, 'player-errors') });
  }
  st = { ...st, said: setTab(st.said, t, eff) };
  if (eff !== 'carte') return nextSpeaker(st, t, events);
  if (st.pending.length) {
    const tk = take(st);
    return nextSpeaker({ ...tk.s, hands: setTab(tk.s.hands, t, [...tk.s.hands[t], tk.card]) }, t, [...events, { type: 'card-dealt', hand: `tableau-${t + 1}`, card: tk.card, third: true, note: 'the card given by mistake' }]);
  }
  return { state: { ...st, phase: 'card' }, events };
}

export const show: DtHandler<'show'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (p !== null && p === s.banker?.player && (s.phase === 'banker' || s.phase === 'card' || s.phase === 'speak')) {
      if (!bankerNatural(s)) return reject('deux-tableaux/no-natural', 'only an 8 or a 9 in two cards is shown', c6(s));
      if (!s.bankerMayShow) return reject('deux-tableaux/lost-right-to-show', 'a banker with 8 or 9 who gave a card loses the right to show', '000 §08 VIII.3');
      if (s.phase === 'speak' && s.said.every((x) => x === null)) return reject('deux-tableaux/banker-speaks-last', 'the banker speaks after the tableaux', c6(s));
      return null;
    }
    const r = speakerCheck(s, a);
    if (r) return r;
    return tabTwo(s, s.turn) >= 8 && s.hands[s.turn].length === 2 ? null : reject('deux-tableaux/no-natural', 'only an 8 or a 9 in two cards is shown', c6(s));
  },
  run(s, a) {
    if (playerOf(a.by) !== null && playerOf(a.by) === s.banker?.player) return { state: { ...s, bankerShown: true, phase: 'result' }, events: [{ type: 'natural-shown', side: 'banker', point: bankerTwo(s), cite: c6(s) }] };
    return word(s, 'show');
  },
};

export const carte: DtHandler<'carte'> = {
  check: (s, a) => (s.phase === 'banker' ? bankerWordCheck(s, playerOf(a.by), 'carte') : speakerCheck(s, a)),
  run: (s) => (s.phase === 'banker' ? { state: { ...s, phase: 'banker-card' }, events: [{ type: 'banker-said', word: 'carte' }] } : word(s, 'carte')),
};
export const non: DtHandler<'non'> = {
  check: (s, a) => (s.phase === 'banker' ? bankerWordCheck(s, playerOf(a.by), 'non') : speakerCheck(s, a)),
  run: (s) => (s.phase === 'banker' ? { state: { ...s, phase: 'result' }, events: [{ type: 'banker-said', word: 'non' }] } : word(s, 'non')),
};

/** What the banker must do, or null when free (000 §09 VI, VIII.3). */
export function bankerMust(s: DtState): 'T' | 'P' | null {
  const bt = bankerTwo(s);
  if (bt >= 8) return null;
  if (s.profile.bankerMustDraw.value.includes(bt)) return 'T';
  if (!s.tableAsked && !s.bankerErred) return null;
  const cells = ([0, 1] as Tab[]).filter((t) => live(s, t) && !tabNatural(s, t)).map((t) => bankCell(s.profile.bankTable.value, bt, thirdOf(s, t)));
  const shownMax = ([0, 1] as Tab[]).some((t) => live(s, t) && tabNatural(s, t));
  // VIII.3 ¶1: one tableau shows the maximum game: the table against the other, drawing in the optional cases.
  if (cells.length === 1 && shownMax) return cells[0] === 'P' ? 'P' : 'T';
  // VI, VIII.3 ¶2: the table binds where it says the same for both tableaux.
  if (cells.length && cells.every((c) => c === cells[0]) && cells[0] !== 'O') return cells[0] as 'T' | 'P';
  if (s.bankerErred && cells.length === 2 && cells[0] !== cells[1]) return bt <= 5 ? 'T' : 'P';
  return null;
}

function bankerWordCheck(s: DtState, p: PlayerId | null, w: 'carte' | 'non'): Rejection | null {
  if (!p) return NOT_PLAYER;
  if (p !== s.banker?.player) return reject('deux-tableaux/banker-speaks', 'the banker speaks after the tableaux', c6(s));
  const must = bankerMust(s);
  if (must === 'T' && w === 'non') return reject('deux-tableaux/must-draw', bankerTwo(s) === 0 ? 'with baccara the banker must draw' : 'the table says draw', bankerTwo(s) === 0 ? c6(s) : s.profile.bankTable.cite);
  if (must === 'P' && w === 'carte') return reject('deux-tableaux/must-stand', 'the table says stand', s.profile.bankTable.cite);
  return null;
}

export const askTable: DtHandler<'ask-table'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'banker' || p !== s.banker?.player) return wrongPhase('the banker asks for the table when he speaks');
    return s.tableAsked ? reject('deux-tableaux/table-already', 'the table is already asked') : null;
  },
  run: (s) => ({ state: { ...s, tableAsked: true }, events: [{ type: 'table-asked', cite: c6(s), note: 'binding where it says the same for both tableaux' }] }),
};

export const draw: DtHandler<'draw'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : s.phase === 'card' || s.phase === 'banker-card' ? null : wrongPhase('no third card is asked for')),
  run(s0) {
    const tk = take(s0);
    const events: DtEvent[] = [...tk.events];
    if (s0.phase === 'card') {
      const t = s0.turn;
      let s: DtState = { ...tk.s, hands: setTab(tk.s.hands, t, [...tk.s.hands[t], tk.card]) };
      events.push({ type: 'card-dealt', hand: `tableau-${t + 1}`, card: tk.card, third: true });
      if (bankerNatural(s0) && s0.bankerMayShow) {
        s = { ...s, bankerMayShow: false };
        events.push({ type: 'lost-right-to-show', side: 'banker', cite: '000 §08 VIII.3' });
      }
      return nextSpeaker(s, t, events);
    }
    events.push({ type: 'card-dealt', hand: 'banker', card: tk.card, third: true });
    return { state: { ...tk.s, bankerCards: [...tk.s.bankerCards, tk.card], phase: 'result' }, events };
  },
};

export const announce: DtHandler<'announce'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : s.phase === 'result' ? null : wrongPhase('the coup is not complete')),
  run(s) {
    const b = s.banker!;
    const events: DtEvent[] = [];
    if (s.result?.void) {
      events.push({ type: 'coup-void', reason: s.result.void });
      return { state: { ...s, phase: 'over' }, events };
    }
    const tabs = ([0, 1] as Tab[]).map((t): DtTabResult => {
      const stakes = stakesOn(s, t);
      if (s.tabVoid[t] || stakes === 0) return { winner: 'void', punto: 0, stakes };
      return { winner: tabWinner(s, t), punto: tabPoint(s, t), stakes };
    }) as [DtTabResult, DtTabResult];
    const net = tabs.reduce((x, r) => x + (r.winner === 'banker' ? r.stakes : r.winner === 'punto' ? -r.stakes : 0), 0);
    const f = levyRate(s);
    const policy = s.profile.rounding.value;
    // 000 §09 VII: the cagnotte is taken when the banker wins on both tableaux or wins more on one than he loses on the other.
    const levy = s.profile.cagnotteBase.value === 'net' ? (net > 0 ? commission(net, f.num, f.den, policy) : 0) : tabs.reduce((x, r) => x + (r.winner === 'banker' ? commission(r.stakes, f.num, f.den, policy) : 0), 0);
    const result = { banker: b.player, tabs, bankerPoint: bankerPoint(s), net, levy };
    events.push({ type: 'coup-result', tableau1: tabs[0].winner, tableau2: tabs[1].winner, points: [tabs[0].punto, tabs[1].punto, result.bankerPoint], net });
    if (levy) events.push({ type: 'cagnotte', amount: levy, rate: `${f.num}/${f.den}`, base: s.profile.cagnotteBase.value, cite: s.profile.cagnotte.cite });
    const bank = Math.max(0, b.bank + net - levy);
    if (bank === 0) events.push({ type: 'bank-jumped', player: b.player, cite: citeOf(s.profile, 'bank-jumped') });
    // 000 §09 IV: when the bank wins on a tableau its player gives up the cards to the next in the rotation.
    const rotation = ([0, 1] as Tab[]).map((t) => (s.owed[t] !== null ? s.owed[t] : s.banco === null && tabs[t].winner === 'banker' ? nextInTab(s, t, s.rotation[t]) : s.rotation[t])) as [number | null, number | null];
    let bancoRepeat = null;
    if (s.banco && tabs.every((r) => r.winner !== 'void') && net === 0) {
      const left = s.bancoRepeat?.player === s.banco ? s.bancoRepeat.left - 1 : s.profile.bancoRepeats.value;
      if (left > 0) {
        bancoRepeat = { player: s.banco, left };
        events.push({ type: 'banco-void', player: s.banco, repeatsLeft: left, cite: c6(s) });
      }
    }
    if (s.lastCoup) events.push({ type: 'shoe-ended' });
    return { state: { ...s, phase: 'over', result, banker: { ...b, bank, coups: b.coups + 1, won: b.won + net - levy }, rotation, owed: [null, null], bancoRepeat }, events };
  },
};
