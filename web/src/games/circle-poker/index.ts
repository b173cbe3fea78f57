/**
 * @module web/games/circle-poker
 * The circle-poker table: the seats round the table with their stacks, bets and cards (the viewer's own face-down
 * cards, everyone's face-up cards, and the hands shown at the showdown — the server sends nothing else), the button,
 * the board(s), the pot and each pot's result with the house's cut, whose turn it is, and the decision bar: fold,
 * check, call, show or muck at a showdown in order (003 §3.1.3.2–3.1.3.8), and bet or raise with the legal range as a slider and number, with half-pot and pot shortcuts. A buy-in
 * (or top-up between hands) form for a seated player, within the table's range.
 */
import { h } from 'preact';
import { useState } from 'preact/hooks';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { CpCardView, CpSeatView, CpView } from '../../../../src/protocol/views/circle-poker.js';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { actionLabel } from '../../components/action-bar.js';

type CardV = CpCardView;
type SeatV = CpSeatView;
const asView = (v: unknown): CpView | null => (v && typeof v === 'object' && Array.isArray((v as CpView).seats) && Array.isArray((v as CpView).boards) && 'structure' in (v as object) ? (v as CpView) : null);

const SUIT: Record<string, [string, string]> = { s: ['♠', '#111'], h: ['♥', '#c0192b'], d: ['♦', '#c0192b'], c: ['♣', '#111'] };
const cardStyle = 'display:inline-flex;align-items:center;justify-content:center;width:2.1rem;height:2.9rem;border-radius:.25rem;margin:0 .1rem;font-weight:700';
function Card({ c }: { c: CardV | string | null }): ComponentChild {
  if (c === null) return h('span', { class: 'card back', style: `${cardStyle};background:repeating-linear-gradient(45deg,#22306e,#22306e 4px,#2c3f8f 4px,#2c3f8f 8px);border:1px solid #fff6` });
  const card = typeof c === 'string' ? c : c.card;
  const [sym, colour] = SUIT[card[1] as string] ?? ['?', '#111'];
  return h('span', { class: 'card', 'data-card': card, style: `${cardStyle};background:#fff;color:${colour};border:1px solid #0003` }, `${card[0] === 'T' ? '10' : card[0]}${sym}`);
}

function Seat({ s, v, p }: { s: SeatV; v: CpView; p: GameViewProps }): ComponentChild {
  const turn = v.toAct?.box === s.box || v.shower?.box === s.box;
  const won = (v.result?.pots ?? []).flatMap((x) => x.awards).filter((a) => a.player === s.player).reduce((t, a) => t + a.amount, 0);
  const stack = p.stacks?.[s.player] ?? s.stack;
  return h('div', { class: `cp-seat${turn ? ' turn' : ''}${s.player === p.me ? ' mine' : ''}`, 'data-box': s.box, 'data-player': s.player, style: `border:1px solid ${turn ? 'var(--gold,#e0b44c)' : '#fff3'};border-radius:.5rem;padding:.4rem;min-width:8.5rem;opacity:${s.folded || s.out ? 0.55 : 1}` },
    h('div', { style: 'display:flex;justify-content:space-between;gap:.4rem' },
      h('strong', null, p.names[s.player] ?? s.player),
      v.button === s.box ? h('span', { class: 'badge', title: p.t('circle-poker.button') }, 'D') : null),
    h('div', { class: 'hint' }, stack === null || stack === undefined ? '' : `${p.t('circle-poker.stack')}: ${p.money(stack)}`),
    h('div', { style: 'margin:.3rem 0' }, s.cards.map((c, i) => h(Card, { key: i, c }))),
    s.bet > 0 ? h('div', null, `${p.t('circle-poker.bet')}: ${p.money(s.bet)}`) : null,
    s.mucked ? h('div', { class: 'hint', 'data-mucked': '' }, p.t('circle-poker.mucked')) : s.folded ? h('div', { class: 'hint' }, p.t('circle-poker.folded')) : s.allIn ? h('div', { class: 'hint' }, p.t('circle-poker.all-in')) : s.out ? h('div', { class: 'hint' }, p.t('circle-poker.sitting-out')) : null,
    // Penalty rounds (003 §3.1.10.5): the hands he still misses, shown to everyone.
    s.penalty ? h('div', { class: 'hint', 'data-penalty': s.penalty }, p.t('circle-poker.penalty', { n: s.penalty })) : null,
    won > 0 ? h('div', { class: 'pos' }, `+${p.money(won)}`) : null);
}

function BetControl({ a, v, p }: { a: LegalAction; v: CpView; p: GameViewProps }): ComponentChild {
  const r = a.amount as { min: number; max: number };
  const [amount, setAmount] = useState(r.min);
  const value = Math.min(r.max, Math.max(r.min, amount));
  const call = v.toAct?.call ?? 0;
  const potSized = v.currentBet + v.pot + call;
  const shortcuts: [string, number][] = [[p.t('circle-poker.min'), r.min], [p.t('circle-poker.half-pot'), v.currentBet + Math.floor((v.pot + call) / 2)], [p.t('circle-poker.pot'), potSized], [p.t('circle-poker.max'), r.max]];
  return h('div', { class: 'cp-bet', style: 'display:flex;flex-wrap:wrap;gap:.3rem;align-items:center' },
    h('input', { type: 'range', min: r.min, max: r.max, step: 1, value, 'aria-label': actionLabel(p.t, a.type), onInput: (e: Event) => setAmount(Number((e.target as HTMLInputElement).value)) }),
    h('input', { type: 'number', min: r.min, max: r.max, value, style: 'width:7rem', onInput: (e: Event) => setAmount(Number((e.target as HTMLInputElement).value)) }),
    r.max > r.min ? shortcuts.map(([label, n]) => h('button', { key: label, type: 'button', onClick: () => setAmount(Math.min(r.max, Math.max(r.min, n))) }, label)) : null,
    h('button', { type: 'button', class: 'primary', 'data-action': a.type, onClick: () => p.send({ type: a.type, amount: value }) }, `${actionLabel(p.t, a.type)} ${p.money(value)}`));
}

/** The draw (000 §17.1 III, 003 §3.5.7): pick the cards to discard from your own hand; the legal discards are listed. */
function DrawControl({ draws, v, p }: { draws: LegalAction[]; v: CpView; p: GameViewProps }): ComponentChild {
  const [picked, setPicked] = useState<string[]>([]);
  const mine = v.seats.find((x) => x.player === p.me)?.cards.filter((c): c is CardV => c !== null).map((c) => c.card) ?? [];
  const key = (cards: readonly string[]): string => [...cards].sort().join(' ');
  const ok = draws.some((a) => key(a.discard as string[]) === key(picked));
  const toggle = (c: string): void => setPicked(picked.includes(c) ? picked.filter((x) => x !== c) : [...picked, c]);
  return h('div', { class: 'cp-draw', style: 'display:flex;flex-wrap:wrap;gap:.3rem;align-items:center' },
    h('span', { class: 'hint' }, p.t('circle-poker.discard-pick', { min: v.drawer?.min ?? 0, max: v.drawer?.max ?? 0 })),
    mine.map((c) => h('button', { key: c, type: 'button', 'data-discard': c, 'aria-pressed': picked.includes(c) ? 'true' : 'false', style: picked.includes(c) ? 'opacity:.45;transform:translateY(-.3rem)' : '', onClick: () => toggle(c) }, h(Card, { c }))),
    h('button', { type: 'button', class: 'primary', 'data-action': 'draw', disabled: !ok, onClick: () => { p.send({ type: 'draw', discard: picked }); setPicked([]); } },
      picked.length === 0 ? p.t('circle-poker.stand-pat') : p.t('circle-poker.discard', { n: picked.length })));
}

function BuyIn({ p }: { p: GameViewProps }): ComponentChild {
  const [amount, setAmount] = useState(0);
  if (!p.buyIn || !p.me) return null;
  return h('form', { class: 'cp-buy-in', style: 'display:flex;gap:.3rem;align-items:center', onSubmit: (e: Event) => { e.preventDefault(); if (amount > 0) p.buyIn?.(Math.round(amount * 100)); } },
    h('label', null, p.t('circle-poker.buy-in'), ' ', h('input', { type: 'number', min: 0, step: '0.01', style: 'width:7rem', onInput: (e: Event) => setAmount(Number((e.target as HTMLInputElement).value)) })),
    h('button', { type: 'submit', 'data-buy-in': '' }, p.t('circle-poker.buy-in-send')));
}

export function CircleTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const plain = p.legal.filter((a) => !a.amount && a.type !== 'sit' && a.type !== 'draw');
  const draws = p.legal.filter((a) => a.type === 'draw');
  const sized = p.legal.filter((a) => a.amount);
  const bar = plain.length || sized.length || draws.length
    ? h('div', { class: 'action-bar', style: 'display:flex;flex-wrap:wrap;gap:.4rem;align-items:center' },
      plain.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send({ ...a }) }, a.type === 'call' && v?.toAct ? `${actionLabel(p.t, 'call')} ${p.money(v.toAct.call)}` : actionLabel(p.t, a.type === 'entry' ? `entry-${String(a.choice)}` : a.type === 'offer' ? (a.take ? 'offer-take' : 'offer-refuse') : a.type === 'run-twice' ? (a.agree ? 'run-twice-yes' : 'run-twice-no') : a.type))),
      v ? sized.map((a) => h(BetControl, { key: `${a.type}-${(a.amount as { min: number }).min}`, a, v, p })) : null,
      v && draws.length ? h(DrawControl, { draws, v, p }) : null)
    : null;
  if (!v) return h('div', { class: 'circle-poker' }, h(BuyIn, { p }), bar);
  return h('div', { class: `circle-poker phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem' },
    h('div', { class: 'cp-centre', style: 'text-align:center' },
      h('div', { class: 'status' }, p.t(`circle-poker.phase.${v.phase}`), ' · ', p.t('circle-poker.pot-total', { pot: p.money(v.pot) })),
      v.boards.map((b, i) => h('div', { key: i, class: 'cp-board', 'data-board': i, style: 'margin:.3rem 0;min-height:3rem' },
        v.runTwice?.outcome === 'agreed' && v.boards.length > 1 ? h('span', { class: 'hint', 'data-run': i }, p.t('circle-poker.run-n', { n: i + 1 }), ' ') : null,
        b.map((c) => h(Card, { key: c, c })))),
      v.runTwice?.outcome === 'pending'
        ? h('div', { class: 'hint', 'data-run-twice': 'pending' }, p.t('circle-poker.run-twice-asked', { who: v.runTwice.asked.filter((x) => !(x in (v.runTwice?.answers ?? {}))).map((x) => p.names[x] ?? x).join(', ') }))
        : null,
      v.toAct ? h('div', { class: 'hint' }, p.t('circle-poker.to-act', { who: p.names[v.toAct.player] ?? v.toAct.player })) : null,
      v.drawer ? h('div', { class: 'hint' }, p.t('circle-poker.to-discard', { who: p.names[v.drawer.player] ?? v.drawer.player })) : null,
      // The showdown in order (003 §3.1.3.6): who is to table his hand or muck it (the Show / Muck buttons are his).
      v.shower ? h('div', { class: 'hint', 'data-shower': v.shower.player }, p.t('circle-poker.to-show', { who: p.names[v.shower.player] ?? v.shower.player })) : null),
    h('div', { class: 'cp-seats', style: 'display:flex;flex-wrap:wrap;gap:.5rem;justify-content:center' }, v.seats.map((s) => h(Seat, { key: s.box, s, v, p }))),
    bar,
    v.phase === 'waiting' ? h(BuyIn, { p }) : null,
    v.result ? h('table', { class: 'lines' }, h('tbody', null, v.result.pots.map((x) => h('tr', { key: x.name },
      h('td', null, x.name), h('td', null, p.money(x.amount)),
      h('td', null, x.awards.map((a) => `${p.names[a.player] ?? a.player} +${p.money(a.amount)}`).join(', ')),
      h('td', { class: 'hint' }, [x.rake > 0 ? p.t('circle-poker.rake', { rake: p.money(x.rake) }) : '', x.drop ? p.t('circle-poker.jackpot-drop', { drop: p.money(x.drop) }) : ''].filter(Boolean).join(' · ')))))) : null,
    v.jackpot ? h(RoomJackpot, { v, p }) : null);
}

/**
 * The poker-room jackpot (003-CP-JP): after the showdown, who won its prizes (the amounts are in the hand's result
 * lines, paid from the ledger). Its meter is the table page's jackpot meter, from the table frames the server pushes
 * after every change of the pool (a drop at any linked table): no polling; a display never decides a payment
 * (003 §2.3.4).
 */
function RoomJackpot({ v, p }: { v: CpView; p: GameViewProps }): ComponentChild {
  const j = v.jackpot as NonNullable<CpView['jackpot']>;
  const who = (xs: readonly string[]): string => xs.map((x) => p.names[x] ?? x).join(', ');
  return h('div', { class: 'cp-jackpot hint', 'data-jackpot': j.id },
    j.badBeat ? h('div', { class: 'cp-bad-beat' }, p.t('circle-poker.bad-beat', { losers: who(j.badBeat.losers), winners: who(j.badBeat.winners), table: who(j.badBeat.table) })) : null,
    j.royalFlush.length ? h('div', { class: 'cp-royal-flush' }, p.t('circle-poker.royal-flush', { who: who(j.royalFlush) })) : null);
}

const GAMES = ['texas-holdem', 'omaha', 'omaha-hi-lo', 'five-card-omaha', 'seven-card-stud', 'razz', 'short-deck', 'double-holdem', 'five-card-stud'];
/** circle poker 2: the variants added later, named in en and es only for now (test/web/pending-translations.ts). */
const GAMES_2 = ['stud-eight', 'courchevel', 'soko'];
const names2 = (n: string[]): Record<string, string> => Object.fromEntries(GAMES_2.map((g, i) => [`game.${g}`, n[i] as string]));
const names = (n: string[], actions: string[]): Record<string, string> => ({
  ...Object.fromEntries(GAMES.map((g, i) => [`game.${g}`, n[i] as string])),
  'bet.pot': actions[0] as string,
  ...Object.fromEntries(['fold', 'check', 'call', 'bet', 'raise', 'deal', 'next', 'sit-out', 'come-back'].map((a, i) => [`action.${a}`, actions[i + 1] as string])),
});
const N = ["Texas Hold'em", 'Omaha', 'Omaha Hi/Lo', 'Five-card Omaha', 'Seven Card Stud', 'Razz', "Short Deck Hold'em", "Double Hold'em", 'Five Card Stud'];

/** Circle poker's second part (issue 19): three variants, the straddle, a new player's entry, the time charge's profiles. */
const CP2: Record<'en' | 'es' | 'ca' | 'eu' | 'el' | 'et', Record<string, string>> = {
  en: { ...names2(['Seven Card Stud Hi/Lo', 'Courchevel', 'Sökö (Five Card Stud)']), 'action.straddle': 'Straddle next hand', 'action.entry-post': 'Post the new player blind', 'action.entry-wait': 'Wait for the big blind', 'action.entry-buy-button': 'Buy the button', 'jurisdiction.eus-session': 'Basque Country (session fee)', 'regulation.eus-session': 'Decree 277/1996, the session fee (§17 II.3 b)', 'jurisdiction.ee-oc-time': 'Estonia (Olympic Casino, time rake)', 'regulation.ee-oc-time': 'Olympic Casino Estonia house rules, time rake (§3.2.40)' },
  es: { ...names2(['Seven Card Stud Hi/Lo', 'Courchevel', 'Sökö (Five Card Stud)']), 'action.straddle': 'Straddle en la próxima mano', 'action.entry-post': 'Poner la ciega de jugador nuevo', 'action.entry-wait': 'Esperar a la ciega grande', 'action.entry-buy-button': 'Comprar el botón', 'jurisdiction.eus-session': 'País Vasco (cuota por sesión)', 'regulation.eus-session': 'Decreto 277/1996, cuota por sesión (§17 II.3 b)', 'jurisdiction.ee-oc-time': 'Estonia (Olympic Casino, rake por tiempo)', 'regulation.ee-oc-time': 'Reglas de la casa de Olympic Casino Estonia, rake por tiempo (§3.2.40)' },
  ca: { ...names2(['Stud de set cartes alta/baixa', 'Courchevel', 'Sökö (stud de cinc cartes)']), 'action.straddle': 'Straddle a la propera mà', 'action.entry-post': 'Posar la cega de jugador nou', 'action.entry-wait': 'Esperar la cega gran', 'action.entry-buy-button': 'Comprar el botó', 'jurisdiction.eus-session': 'País Basc (quota per sessió)', 'regulation.eus-session': 'Decret 277/1996, quota per sessió (§17 II.3 b)', 'jurisdiction.ee-oc-time': 'Estònia (Olympic Casino, rake per temps)', 'regulation.ee-oc-time': 'Normes de la casa d’Olympic Casino Estònia, rake per temps (§3.2.40)' },
  eu: { ...names2(['Seven Card Stud Hi/Lo pokerra', 'Courchevel pokerra', 'Sökö pokerra (bost kartako stud)']), 'action.straddle': 'Straddle hurrengo eskuan', 'action.entry-post': 'Jarri jokalari berriaren itsua', 'action.entry-wait': 'Itxaron itsu handiari', 'action.entry-buy-button': 'Erosi botoia', 'jurisdiction.eus-session': 'Euskadi (saioko kuota)', 'regulation.eus-session': '277/1996 Dekretua, saioko kuota (§17 II.3 b)', 'jurisdiction.ee-oc-time': 'Estonia (Olympic Casino, denborako kenkaria)', 'regulation.ee-oc-time': 'Olympic Casino Estoniaren etxeko arauak, denborako kenkaria (§3.2.40)' },
  el: { ...names2(['Stud επτά φύλλων Hi/Lo', 'Courchevel', 'Sökö (stud πέντε φύλλων)']), 'action.straddle': 'Straddle στο επόμενο χέρι', 'action.entry-post': 'Τυφλό νέου παίκτη', 'action.entry-wait': 'Αναμονή για το μεγάλο τυφλό', 'action.entry-buy-button': 'Αγορά του κουμπιού', 'jurisdiction.eus-session': 'Χώρα των Βάσκων (τέλος συνεδρίας)', 'regulation.eus-session': 'Διάταγμα 277/1996, τέλος συνεδρίας (§17 II.3 b)', 'jurisdiction.ee-oc-time': 'Εσθονία (Olympic Casino, χρονική προμήθεια)', 'regulation.ee-oc-time': 'Κανόνες του Olympic Casino Εσθονίας, χρονική προμήθεια (§3.2.40)' },
  et: { ...names2(['7-kaardi stud kõrge/madal', 'Courchevel', 'Sökö (5-kaardi stud)']), 'action.straddle': 'Straddle järgmises käes', 'action.entry-post': 'Maksa uue mängija pime panus', 'action.entry-wait': 'Oota suurt pimedat', 'action.entry-buy-button': 'Osta nupp', 'jurisdiction.eus-session': 'Baskimaa (seansitasu)', 'regulation.eus-session': 'Dekreet 277/1996, seansitasu (§17 II.3 b)', 'jurisdiction.ee-oc-time': 'Eesti (Olympic Casino, ajatasu)', 'regulation.ee-oc-time': 'Olympic Casino Eesti kodukord, ajatasu (§3.2.40)' },
};

export const circlePoker: GameComponent = {
  family: 'circle-poker',
  messages: {
    en: { ...names(N, ['Pot', 'Fold', 'Check', 'Call', 'Bet', 'Raise to', 'Deal', 'Deal the next card', 'Sit out', 'Come back']), ...CP2.en },
    es: { ...names(["Texas Hold'em", 'Omaha', 'Omaha Hi/Lo', 'Omaha de cinco cartas', 'Seven Card Stud', 'Razz', "Hold'em Short Deck", "Doble Hold'em", 'Five Card Stud'], ['Bote', 'Retirarse', 'Pasar', 'Igualar', 'Apostar', 'Subir a', 'Repartir', 'Siguiente carta', 'Descansar', 'Volver']), ...CP2.es },
    eu: { ...names(["Texas Hold'em pokerra", 'Omaha pokerra', 'Omaha Hi/Lo pokerra', 'Bost kartako Omaha pokerra', 'Seven Card Stud pokerra', 'Razz pokerra', "Sorta motzeko Hold'em pokerra", "Double Hold'em pokerra", 'Five Stud pokerra'], ['Botea', 'Erretiratu', 'Paso', 'Berdindu', 'Apustu egin', 'Igo', 'Banatu', 'Hurrengo karta', 'Atseden', 'Itzuli']), ...CP2.eu },
    ca: { ...names(["Texas Hold'em", 'Omaha', 'Omaha Hi/Lo', 'Omaha de cinc cartes', 'Stud de set cartes', 'Razz', "Hold'em de baralla curta", "Hold'em doble", 'Stud de cinc cartes'], ['Pot', 'Retirar-se', 'Passar', 'Igualar', 'Apostar', 'Pujar a', 'Repartir', 'Carta següent', 'Descansar', 'Tornar']), ...CP2.ca },
    el: { ...names(["Texas Hold'em", 'Omaha', 'Omaha Hi/Lo', 'Omaha πέντε φύλλων', 'Stud επτά φύλλων', 'Razz', "Hold'em με κοντή τράπουλα", "Διπλό Hold'em", 'Stud πέντε φύλλων'], ['Ποτ', 'Πάσο', 'Τσεκ', 'Κάλυψη', 'Ποντάρισμα', 'Αύξηση σε', 'Μοίρασμα', 'Επόμενη κάρτα', 'Διάλειμμα', 'Επιστροφή']), ...CP2.el },
    et: { ...names(["Texas Hold'em", 'Omaha', 'Omaha Hi/Lo', '5-kaardi Omaha', '7-kaardi stud', 'Razz', "Lühikese kaardipakiga Hold'em", "Topelt-Hold'em", '5-kaardi stud'], ['Pank', 'Loobu', 'Passi', 'Maksa', 'Panusta', 'Tõsta', 'Jaga', 'Järgmine kaart', 'Puhka', 'Tagasi']), ...CP2.et },
  },
  Table: (p) => h(CircleTable, p),
  Recall: (p: RecallProps) => h(CircleTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
