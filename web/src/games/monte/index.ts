/**
 * @module web/games/monte
 * Monte's table (001 §13): the four laid-out boxes (1 and 2 above, 3 and 4 below) with their cards — doubled and
 * tripled boxes show every card —, the burned cards, the cards turned in Primeras and Segundas, the betting areas of
 * the stage in play (Vista Hermosa, Camo, Anti, Viudo and Salto per box; card against card, horizontal, vertical and
 * diagonal; two against two) with the viewer's chips on them, the dealer's steps and the settled lines. Spanish-deck
 * cards read as their number or figure and suit (`5o`: five of oros).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { translateOr } from '../../i18n/index.js';

interface MonteView {
  readonly game: 'monte';
  readonly phase: string;
  readonly stage: string;
  readonly back: string;
  readonly boxes: string[][];
  readonly burned: string[];
  readonly voided: string | null;
  readonly inPlay: number[];
  readonly turned: { primeras: string[]; segundas: string[] };
  readonly bets: { bettor: string; bet: string; amount: number; carried: boolean }[];
  readonly lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[];
}
const asView = (v: unknown): MonteView | null => (v && typeof v === 'object' && (v as MonteView).game === 'monte' && Array.isArray((v as MonteView).boxes) ? (v as MonteView) : null);

/** Oros, copas, espadas, bastos: each suit's sign and colour. */
const SUITS: Record<string, { sign: string; colour: string }> = { o: { sign: '◆', colour: '#c9a100' }, c: { sign: '♥', colour: '#c92a2a' }, e: { sign: '♠', colour: '#1c4f9c' }, b: { sign: '♣', colour: '#2f9e44' } };
/** The figures: sota (J), caballo (C), rey (R). */
const RANKS: Record<string, string> = { J: 'S', C: 'C', R: 'R' };

function SpanishCard({ card }: { card: string }): ComponentChild {
  const m = /^([1-7JCR])([oceb])$/.exec(card);
  const suit = SUITS[m?.[2] ?? ''];
  const rank = m ? (RANKS[m[1] ?? ''] ?? m[1]) : card;
  return h('span', { class: 'card', 'data-card': card, style: `display:inline-flex;align-items:center;justify-content:center;min-width:2.2rem;height:3rem;border-radius:.3rem;background:#fff;color:${suit?.colour ?? '#000'};font-weight:700;margin:0 .1rem` }, `${rank}${suit?.sign ?? ''}`);
}

/** A bet's words: `cartas-1v2` → "1 against 2", `cartas-12v34` → "1 and 2 against 3 and 4", `vis-2` → "Vista Hermosa 2". */
export function monteBet(t: GameViewProps['t'], bet: string): string {
  const [stage, id] = bet.includes('/') ? (bet.split('/') as [string, string]) : [null, bet];
  const m = /^cartas-(\d+)v(\d+)$/.exec(id);
  const kind = /^([a-z]+)-(\d)$/.exec(id);
  const pair = (s: string): string => (s.length === 2 ? t('monte.two', { a: s[0] ?? '', b: s[1] ?? '' }) : s);
  const words = m ? t('monte.against', { a: pair(m[1] ?? ''), b: pair(m[2] ?? '') }) : kind ? `${t(`monte.kind.${kind[1]}`)} ${kind[2]}` : id;
  return stage ? `${t(`monte.stage.${stage}`)} · ${words}` : words;
}

export function MonteTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const others = p.legal.filter((a) => a.type !== 'place');
  const actions = others.length
    ? h('div', { class: 'action-bar' }, others.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send(toSend(a, p.chip)) }, a.type === 'withdraw' ? `${actionLabel(p.t, 'withdraw')}: ${monteBet(p.t, String(a.bet))}` : actionLabel(p.t, a.type))))
    : null;
  if (!v) return h('div', { class: 'monte-table' }, actions);
  const place = new Map(p.legal.filter((a) => a.type === 'place').map((a) => [String(a.bet), a]));
  const mine = (bet: string): number => v.bets.filter((b) => b.bet === bet && b.bettor === p.me).reduce((s, b) => s + b.amount, 0);
  const box = (n: number): ComponentChild => h('div', { key: n, 'data-box': n, style: `display:flex;flex-direction:column;align-items:center;gap:.2rem;padding:.4rem;border:1px solid #ffffff44;border-radius:.4rem;${v.inPlay.includes(n) ? '' : 'opacity:.5'}` },
    h('span', { class: 'hint' }, String(n)),
    h('div', {}, (v.boxes[n - 1] ?? []).map((c, i) => h(SpanishCard, { key: i, card: c }))));
  const spot = (bet: string): ComponentChild => {
    const a = place.get(bet);
    const chips = mine(bet);
    const body = [h('span', { key: 'l' }, monteBet(p.t, bet)), chips ? h('span', { key: 'c', style: 'font-size:.7rem;color:var(--gold, #e0b44c)' }, p.money(chips)) : null];
    const style = 'min-height:2.6rem;border:1px solid #ffffff44;border-radius:.3rem;font:inherit;font-size:.8rem;display:flex;flex-direction:column;align-items:center;justify-content:center;background:#0b5d2a;color:#fff';
    return a ? h('button', { key: bet, type: 'button', style: `${style};cursor:pointer;outline:1px solid var(--gold, #e0b44c)`, 'data-bet': bet, 'data-action': 'place', onClick: () => p.send(toSend(a, p.chip)) }, body) : h('div', { key: bet, style, 'data-bet': bet }, body);
  };
  const open = [...place.keys()];
  return h('div', { class: `monte-table phase-${v.phase}`, 'data-phase': v.phase, 'data-stage': v.stage, style: 'display:flex;flex-direction:column;gap:.5rem' },
    h('div', { style: 'display:flex;gap:.6rem;align-items:center;justify-content:center;flex-wrap:wrap' },
      h('span', { class: 'status' }, translateOr(p.t, `monte.stage.${v.stage}`, v.stage)),
      h('span', { class: 'hint' }, p.t('monte.pack', { back: translateOr(p.t, `monte.back.${v.back}`, v.back) })),
      v.voided ? h('strong', { class: 'neg', 'data-void': v.voided }, translateOr(p.t, `monte.void.${v.voided}`, p.t('monte.void'))) : null),
    h('div', { 'data-layout': 'monte', style: 'display:grid;grid-template-columns:1fr 1fr;gap:.4rem;max-width:22rem;margin:0 auto' }, [1, 2, 3, 4].map(box)),
    v.burned.length ? h('p', { class: 'hint', 'data-burned': v.burned.join(' ') }, p.t('monte.burned'), ' ', v.burned.map((c, i) => h(SpanishCard, { key: i, card: c }))) : null,
    (['primeras', 'segundas'] as const).map((st) => (v.turned[st].length ? h('p', { key: st, 'data-turned': st }, `${p.t(`monte.stage.${st}`)}: `, v.turned[st].map((c, i) => h(SpanishCard, { key: i, card: c }))) : null)),
    open.length ? h('div', { style: 'display:grid;grid-template-columns:repeat(auto-fit,minmax(6.5rem,1fr));gap:3px', 'data-spots': open.length }, open.map(spot)) : null,
    actions,
    v.lines.length
      ? h('table', { class: 'lines' }, h('tbody', null, v.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '' }, h('td', null, p.names[l.bettor] ?? l.bettor), h('td', null, monteBet(p.t, l.bet)), h('td', null, p.money(l.stake)), h('td', { class: l.returned > l.stake ? 'pos' : 'neg' }, `→ ${p.money(l.returned)}`), h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome))))))
      : null);
}

const KINDS = ['vis', 'camo', 'anti', 'viudo', 'salto'] as const;
/** Every bet a settlement line can name, Primeras and Segundas, in one language (the bet-name catalogue of the family). */
function betNames(w: { stage: Record<string, string>; kind: Record<string, string>; against: (a: string, b: string) => string; two: (a: string, b: string) => string }): Record<string, string> {
  const ids = [...[1, 2, 3, 4].flatMap((n) => KINDS.map((k) => [`${k}-${n}`, `${w.kind[k]} ${n}`] as const)),
    ...[[1, 2], [2, 1], [3, 4], [4, 3], [1, 3], [3, 1], [2, 4], [4, 2], [1, 4], [4, 1], [2, 3], [3, 2]].map(([a, b]) => [`cartas-${a}v${b}`, w.against(String(a), String(b))] as const),
    ...[['12', '34'], ['34', '12'], ['13', '24'], ['24', '13']].map(([a, b]) => [`cartas-${a}v${b}`, w.against(w.two(a?.[0] ?? '', a?.[1] ?? ''), w.two(b?.[0] ?? '', b?.[1] ?? ''))] as const)];
  return Object.fromEntries(['primeras', 'segundas'].flatMap((st) => ids.map(([id, words]) => [`bet.${st}/${id}`, `${w.stage[st]} · ${words}`])));
}
/** Why a round or a stage is void (001 §13 VI.3, VI.4 and the layout's decisions, docs/games/monte.md). */
const VOID_REASONS = ['pack-exhausted', 'four-of-a-value', 'fourth-matches-third', 'no-card-left'] as const;
const NAMES = { vis: 'Vista Hermosa', camo: 'Camo', anti: 'Anti', viudo: 'Viudo', salto: 'Salto' };

function lang(o: { stage: Record<string, string>; against: string; two: string; game: string; about: string; layOut: string; turn: string; pack: string; backs: [string, string]; burned: string; void: string; reasons: [string, string, string, string] }): Record<string, string> {
  const against = (a: string, b: string): string => o.against.replace('{a}', a).replace('{b}', b);
  const two = (a: string, b: string): string => o.two.replace('{a}', a).replace('{b}', b);
  return {
    'game.monte': o.game, 'about.monte': o.about, 'action.lay-out': o.layOut, 'action.turn': o.turn,
    'monte.stage.primeras': o.stage.primeras ?? '', 'monte.stage.segundas': o.stage.segundas ?? '',
    'monte.against': o.against, 'monte.two': o.two, 'monte.pack': o.pack, 'monte.back.red': o.backs[0], 'monte.back.blue': o.backs[1], 'monte.burned': o.burned, 'monte.void': o.void,
    // The layout's voids return every stake; a stage's void (Segundas) returns that stage's bets only: its sentence is whole.
    ...Object.fromEntries(VOID_REASONS.map((r, i) => [`monte.void.${r}`, r === 'no-card-left' ? (o.reasons[i] ?? '') : `${o.void}: ${o.reasons[i] ?? ''}`])),
    ...Object.fromEntries(KINDS.map((k) => [`monte.kind.${k}`, NAMES[k]])),
    ...betNames({ stage: o.stage, kind: NAMES, against, two }),
  };
}

export const monte: GameComponent = {
  family: 'monte',
  /** Played without boxes of players: anyone at the table bets on the cloth. */
  seatless: true,
  messages: {
    en: lang({ stage: { primeras: 'Primeras', segundas: 'Segundas', layout: 'Laying out', over: 'Settled' }, against: '{a} against {b}', two: '{a} and {b}', game: 'Monte', about: 'The Spanish-deck game of 001 §13: four cards laid out, bets on which comes out first, in Primeras and Segundas.', layOut: 'Lay out the four cards', turn: 'Turn a card', pack: '{back} pack', backs: ['Red', 'Blue'], burned: 'Burned:', void: 'Round void: every stake returned', reasons: ['the pack ran out before the four cards were laid out', 'four cards of one value in a box', 'the fourth card matched the third', 'Segundas void: no card left can decide them; their bets are returned'] }),
    es: lang({ stage: { primeras: 'Primeras', segundas: 'Segundas', layout: 'Colocando las cartas', over: 'Liquidada' }, against: '{a} contra {b}', two: '{a} y {b}', game: 'Monte', about: 'El juego de baraja española de 001 §13: cuatro cartas descubiertas y apuestas a cuál sale antes, en Primeras y Segundas.', layOut: 'Descubrir las cuatro cartas', turn: 'Sacar una carta', pack: 'Baraja {back}', backs: ['roja', 'azul'], burned: 'Quemadas:', void: 'Jugada nula: se devuelven todas las apuestas', reasons: ['la baraja se acabó antes de descubrir las cuatro cartas', 'cuatro cartas del mismo valor en una casilla', 'la cuarta carta igualó a la tercera', 'Segundas nulas: no queda ninguna carta que las decida; se devuelven sus apuestas'] }),
    ca: lang({ stage: { primeras: 'Primeres', segundas: 'Segones', layout: 'Col·locant les cartes', over: 'Liquidada' }, against: '{a} contra {b}', two: '{a} i {b}', game: 'Monte', about: 'El joc de baralla espanyola de 001 §13: quatre cartes descobertes i apostes a quina surt abans, en Primeres i Segones.', layOut: 'Descobrir les quatre cartes', turn: 'Treure una carta', pack: 'Baralla {back}', backs: ['vermella', 'blava'], burned: 'Cremades:', void: 'Jugada nul·la: es retornen totes les apostes', reasons: ['la baralla s\'ha acabat abans de descobrir les quatre cartes', 'quatre cartes del mateix valor en una casella', 'la quarta carta ha igualat la tercera', 'Segones nul·les: no queda cap carta que les decideixi; es retornen les seves apostes'] }),
    eu: lang({ stage: { primeras: 'Lehenak', segundas: 'Bigarrenak', layout: 'Kartak jartzen', over: 'Likidatua' }, against: '{a} {b}(r)en aurka', two: '{a} eta {b}', game: 'Montea', about: '001 §13ko karta espainiarreko jokoa: lau karta agerian eta zein aterako den lehenago apustuak, Lehenetan eta Bigarrenetan.', layOut: 'Jarri lau kartak agerian', turn: 'Atera karta bat', pack: '{back}', backs: ['Sorta gorria', 'Sorta urdina'], burned: 'Erreak:', void: 'Jokaldi baliogabea: apustu guztiak itzultzen dira', reasons: ['sorta amaitu da lau kartak agerian jarri aurretik', 'balio bereko lau karta lauki batean', 'laugarren kartak hirugarrena berdindu du', 'Bigarrenak baliogabeak: ez da geratzen haiek erabaki ditzakeen kartarik; haien apustuak itzultzen dira'] }),
    el: lang({ stage: { primeras: 'Πρώτες', segundas: 'Δεύτερες', layout: 'Τοποθέτηση των φύλλων', over: 'Εκκαθαρίστηκε' }, against: '{a} έναντι {b}', two: '{a} και {b}', game: 'Μόντε', about: 'Το παιχνίδι με ισπανική τράπουλα του 001 §13: τέσσερα ανοιχτά φύλλα και στοιχήματα για το ποιο βγαίνει πρώτο, στις Πρώτες και στις Δεύτερες.', layOut: 'Άνοιγμα των τεσσάρων φύλλων', turn: 'Τράβηγμα φύλλου', pack: 'Τράπουλα {back}', backs: ['κόκκινη', 'μπλε'], burned: 'Καμένα:', void: 'Άκυρος γύρος: επιστρέφονται όλα τα στοιχήματα', reasons: ['η τράπουλα τελείωσε πριν ανοίξουν τα τέσσερα φύλλα', 'τέσσερα φύλλα της ίδιας αξίας σε ένα κουτί', 'το τέταρτο φύλλο ήταν ίδιο με το τρίτο', 'Άκυρες Δεύτερες: δεν μένει φύλλο που να τις κρίνει· επιστρέφονται τα στοιχήματά τους'] }),
    et: lang({ stage: { primeras: 'Esimesed', segundas: 'Teised', layout: 'Kaartide avamine', over: 'Arveldatud' }, against: '{a} {b} vastu', two: '{a} ja {b}', game: 'Monte', about: '001 §13 Hispaania kaardipakiga mäng: neli avatud kaarti ja panused selle peale, milline tuleb enne, Esimestes ja Teistes.', layOut: 'Ava neli kaarti', turn: 'Pööra kaart', pack: '{back} pakk', backs: ['Punane', 'Sinine'], burned: 'Põletatud:', void: 'Mäng tühine: kõik panused tagastatakse', reasons: ['pakk sai otsa enne nelja kaardi avamist', 'neli sama väärtusega kaarti ühes kastis', 'neljas kaart oli sama väärtusega kui kolmas', 'Teised on tühised: ükski järelejäänud kaart ei saa neid otsustada; nende panused tagastatakse'] }),
  },
  Table: (p) => h(MonteTable, p),
  Recall: (p: RecallProps) => h(MonteTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
