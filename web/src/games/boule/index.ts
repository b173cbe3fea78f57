/**
 * @module web/games/boule
 * Boule's web component: the nine numbers (black 1, 3, 6, 8; red 2, 4, 7, 9; the yellow 5 in the centre) and the
 * six simple chances, the ball's number, the dealer's steps, the settled lines, and the family's words. A box is a
 * button when the server lists a bet on it; the amount is the selected chip, clamped to the legal range.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { spotRow } from '../../components/spot-row.js';
import { translateOr } from '../../i18n/index.js';

interface BouleView {
  readonly game: string;
  readonly phase: string;
  readonly limits: { minimum: number; numberMaximum: number; simpleMaximum: number };
  readonly bets: { bettor: string; bet: string; amount: number }[];
  readonly result: { number: number; colour: string } | null;
  readonly settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null;
}
const asView = (v: unknown): BouleView | null => (v && typeof v === 'object' && (v as BouleView).game === 'boule' && Array.isArray((v as BouleView).bets) ? (v as BouleView) : null);

const COLOUR: Record<number, string> = { 1: '#1b1b1b', 3: '#1b1b1b', 6: '#1b1b1b', 8: '#1b1b1b', 2: '#b3202a', 4: '#b3202a', 7: '#b3202a', 9: '#b3202a', 5: '#c9a000' };
const cell = 'min-height:3rem;border:1px solid #ffffff44;border-radius:.4rem;color:#fff;font:inherit;font-weight:700;display:flex;flex-direction:column;align-items:center;justify-content:center';
const label = (p: GameViewProps, bet: string): string => translateOr(p.t, `bet.${bet}`, bet);

function Box({ p, v, bet, text, bg, legal }: { p: GameViewProps; v: BouleView; bet: string; text: string; bg: string; legal: Map<string, LegalAction> }): ComponentChild {
  const a = legal.get(bet);
  const mine = v.bets.filter((b) => b.bet === bet && b.bettor === p.me).reduce((s, b) => s + b.amount, 0);
  const others = v.bets.filter((b) => b.bet === bet && b.bettor !== p.me).reduce((s, b) => s + b.amount, 0);
  const style = `${cell};background:${bg}${a ? ';cursor:pointer;outline:1px solid var(--gold, #e0b44c)' : ''}`;
  const body = [h('span', { key: 't' }, text), mine || others ? h('span', { key: 'c', style: 'font-size:.7rem;font-weight:400' }, mine ? h('span', { style: 'color:var(--gold, #e0b44c)' }, p.money(mine)) : null, mine && others ? ' + ' : '', others ? p.money(others) : null) : null];
  return a ? h('button', { type: 'button', class: 'spot', style, 'data-bet': bet, 'data-action': 'place', onClick: () => p.send(toSend(a, p.chip)) }, body) : h('div', { class: 'spot', style, 'data-bet': bet }, body);
}

export function BouleTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const others = p.legal.filter((a) => a.type !== 'place');
  const actions = others.length
    ? h('div', { class: 'action-bar' }, others.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send(toSend(a, p.chip)) }, a.type === 'withdraw' ? `${actionLabel(p.t, 'withdraw')}: ${label(p, String(a.bet))}` : actionLabel(p.t, a.type))))
    : null;
  if (!v) return h('div', { class: 'boule-table' }, actions);
  const legal = new Map(p.legal.filter((a) => a.type === 'place').map((a) => [String(a.bet), a]));
  const box = (bet: string, text: string, bg: string): ComponentChild => h(Box, { key: bet, p, v, bet, text, bg, legal });
  return h('div', { class: `boule-table phase-${v.phase}`, style: 'display:flex;flex-direction:column;gap:.5rem', 'data-phase': v.phase },
    h('div', { style: 'display:flex;gap:.7rem;align-items:center;justify-content:center' },
      v.result ? h('span', { 'data-result': v.result.number, style: `display:inline-flex;width:3rem;height:3rem;border-radius:50%;align-items:center;justify-content:center;font-size:1.5rem;font-weight:700;color:#fff;background:${COLOUR[v.result.number]}` }, String(v.result.number)) : null,
      h('span', { class: 'status' }, p.t(`boule.phase.${v.phase}`)),
      h('span', { class: 'hint' }, p.t('boule.limits', { min: p.money(v.limits.minimum), number: p.money(v.limits.numberMaximum), simple: p.money(v.limits.simpleMaximum) }))),
    h('div', { style: 'display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:3px', 'data-layout': 'boule' }, [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => box(`number-${n}`, String(n), COLOUR[n] as string))),
    // Six chances in a row; three a row on a phone.
    h('div', spotRow(6, 3, 'gap:3px'), ['manque', 'even', 'red', 'black', 'odd', 'passe'].map((c) => box(c, label(p, c), c === 'red' ? '#b3202a' : c === 'black' ? '#1b1b1b' : '#00000033'))),
    actions,
    v.settlement?.lines.length
      ? h('table', { class: 'lines' }, h('tbody', null, v.settlement.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '' }, h('td', null, p.names[l.bettor] ?? l.bettor), h('td', null, label(p, l.bet)), h('td', null, p.money(l.stake)), h('td', { class: l.returned > l.stake ? 'pos' : 'neg' }, `→ ${p.money(l.returned)}`), h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome))))))
      : null);
}

const words = (game: string, number: string, chances: string[], actions: [string, string], five: string): Record<string, string> => ({
  'game.boule': game,
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`bet.number-${i + 1}`, number.replace('{n}', String(i + 1))])),
  ...Object.fromEntries(['red', 'black', 'even', 'odd', 'manque', 'passe'].map((c, i) => [`bet.${c}`, chances[i] as string])),
  'action.close-bets': actions[0],
  'action.spin': actions[1],
  'outcome.lose-on-five': five,
});

const en = {
  ...words('Boule', 'Number {n}', ['Red', 'Black', 'Even', 'Odd', 'Manque', 'Passe'], ['Rien ne va plus', 'Spin'], 'lost on 5'),
  'boule.phase.betting': 'Place your bets',
  'boule.phase.closed': 'No more bets',
  'boule.phase.over': 'Settled',
  'boule.limits': 'Minimum {min} · number up to {number} · simple chances up to {simple}',
};
const es = {
  ...words('Boule (bola)', 'Número {n}', ['Rojo', 'Negro', 'Par', 'Impar', 'Falta', 'Pasa'], ['No va más', 'Lanzar la bola'], 'perdida con el 5'),
  'boule.phase.betting': 'Hagan sus apuestas',
  'boule.phase.closed': 'No va más',
  'boule.phase.over': 'Liquidada',
  'boule.limits': 'Mínimo {min} · número hasta {number} · suertes sencillas hasta {simple}',
};

export const boule: GameComponent = {
  family: 'boule',
  /** Played without boxes: anyone at the table bets on the layout, so the seats' strip is left out. */
  seatless: true,
  messages: {
    en,
    es,
    eu: { ...words('Bola («boule»)', '{n} zenbakia', ['Gorria', 'Beltza', 'Bikoitia', 'Bakoitia', 'Falta', 'Pasa'], ['Besterik ez', 'Bola jaurti'], '5arekin galdua'), 'boule.phase.betting': 'Egin zuen apustuak', 'boule.phase.closed': 'Besterik ez', 'boule.phase.over': 'Likidatua', 'boule.limits': 'Gutxienekoa {min} · zenbakian gehienez {number} · aukera bakunetan gehienez {simple}' },
    ca: { ...words('Boule o bola', 'Número {n}', ['Roig', 'Negre', 'Parell', 'Senar', 'Falta', 'Passa'], ['No hi van més apostes', 'Llançar la bola'], 'perduda amb el 5'), 'boule.phase.betting': 'Feu les vostres apostes', 'boule.phase.closed': 'No hi van més apostes', 'boule.phase.over': 'Liquidada', 'boule.limits': 'Mínim {min} · número fins a {number} · suerts senzilles fins a {simple}' },
    el: { ...words('Μπουλ', 'Αριθμός {n}', ['Κόκκινο', 'Μαύρο', 'Ζυγά', 'Μονά', 'Χαμηλά', 'Υψηλά'], ['Τέλος στοιχημάτων', 'Ρίψη'], 'χάνει με το 5'), 'boule.phase.betting': 'Ποντάρετε', 'boule.phase.closed': 'Τέλος στοιχημάτων', 'boule.phase.over': 'Εκκαθαρίστηκε', 'boule.limits': 'Ελάχιστο {min} · αριθμός έως {number} · απλές πιθανότητες έως {simple}' },
    et: { ...words('Boule', 'Number {n}', ['Punane', 'Must', 'Paaris', 'Paaritu', 'Väikesed', 'Suured'], ['Panused on tehtud', 'Spinn'], 'kaotab 5-ga'), 'boule.phase.betting': 'Tehke oma panused', 'boule.phase.closed': 'Panused on tehtud', 'boule.phase.over': 'Arveldatud', 'boule.limits': 'Miinimum {min} · numbril kuni {number} · võrdsetel võimalustel kuni {simple}' },
  },
  limits: (config) => {
    const c = (config ?? {}) as { minimum?: unknown; authorisedMinimum?: unknown; numberMaximum?: unknown };
    return typeof c.minimum === 'number' && typeof c.authorisedMinimum === 'number' && typeof c.numberMaximum === 'number' ? { min: c.minimum, max: c.numberMaximum * c.authorisedMinimum } : null;
  },
  Table: (p) => h(BouleTable, p),
  Recall: (p: RecallProps) => h(BouleTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
