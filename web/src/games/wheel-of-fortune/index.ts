/**
 * @module web/games/wheel-of-fortune
 * The wheel of fortune's web component: the wheel's 54 divisions in order (the one it stopped on marked), the bet
 * boxes (24, 15, 7, 4, 2, the Jokers) with what each pays, the dealer's steps, the settled lines, the words.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { translateOr } from '../../i18n/index.js';

interface WofView {
  readonly game: string;
  readonly phase: string;
  readonly segments: string[];
  readonly pays: Record<string, string>;
  readonly limits: { minimum: number; maximum: number };
  readonly bets: { bettor: string; bet: string; amount: number }[];
  readonly result: { segment: number; symbol: string } | null;
  readonly settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null;
}
const asView = (v: unknown): WofView | null => (v && typeof v === 'object' && (v as WofView).game === 'wheel-of-fortune' && Array.isArray((v as WofView).segments) ? (v as WofView) : null);
const BG: Record<string, string> = { '24': '#2d6cdf', '15': '#2f9e44', '7': '#e8590c', '4': '#ae3ec9', '2': '#c92a2a' };
const bg = (s: string): string => BG[s] ?? '#111';
const label = (p: GameViewProps, bet: string): string => translateOr(p.t, `bet.${bet}`, bet);

export function WofTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const others = p.legal.filter((a) => a.type !== 'place');
  const actions = others.length
    ? h('div', { class: 'action-bar' }, others.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send(toSend(a, p.chip)) }, a.type === 'withdraw' ? `${actionLabel(p.t, 'withdraw')}: ${label(p, String(a.bet))}` : actionLabel(p.t, a.type))))
    : null;
  if (!v) return h('div', { class: 'wof-table' }, actions);
  const boxes = [...new Set(v.segments)].sort((a, b) => v.segments.filter((x) => x === b).length - v.segments.filter((x) => x === a).length || a.localeCompare(b));
  const legal = new Map(p.legal.filter((a) => a.type === 'place').map((a) => [String(a.bet), a]));
  return h('div', { class: `wof-table phase-${v.phase}`, style: 'display:flex;flex-direction:column;gap:.5rem', 'data-phase': v.phase },
    h('div', { style: 'display:flex;gap:.7rem;align-items:center;justify-content:center;flex-wrap:wrap' },
      v.result ? h('strong', { 'data-result': v.result.symbol, style: `padding:.3rem .8rem;border-radius:.4rem;color:#fff;background:${bg(v.result.symbol)}` }, label(p, v.result.symbol)) : null,
      h('span', { class: 'status' }, p.t(`wof.phase.${v.phase}`)),
      h('span', { class: 'hint' }, p.t('wof.limits', { min: p.money(v.limits.minimum), max: p.money(v.limits.maximum) }))),
    h('div', { style: 'display:flex;flex-wrap:wrap;gap:1px;justify-content:center', 'data-wheel': true }, v.segments.map((s, i) => h('span', {
      key: i, 'data-segment': i, title: label(p, s),
      style: `min-width:1.4rem;text-align:center;font-size:.65rem;padding:.2rem 0;color:#fff;background:${bg(s)}${v.result?.segment === i ? ';outline:3px solid #fff' : ''}`,
    }, s.startsWith('joker') ? '★' : s))),
    h('div', { style: 'display:grid;grid-template-columns:repeat(auto-fit,minmax(5rem,1fr));gap:3px', 'data-layout': 'wheel-of-fortune' }, boxes.map((b) => {
      const a = legal.get(b);
      const mine = v.bets.filter((x) => x.bet === b && x.bettor === p.me).reduce((s, x) => s + x.amount, 0);
      const style = `min-height:3.2rem;border:1px solid #ffffff44;border-radius:.4rem;color:#fff;font:inherit;font-weight:700;background:${bg(b)};display:flex;flex-direction:column;align-items:center;justify-content:center${a ? ';cursor:pointer;outline:1px solid var(--gold, #e0b44c)' : ''}`;
      const body = [h('span', { key: 'l' }, label(p, b)), h('span', { key: 'p', style: 'font-size:.7rem;font-weight:400' }, v.pays[b] ?? ''), mine ? h('span', { key: 'm', style: 'font-size:.7rem;color:var(--gold, #e0b44c)' }, p.money(mine)) : null];
      return a ? h('button', { key: b, type: 'button', style, 'data-bet': b, 'data-action': 'place', onClick: () => p.send(toSend(a, p.chip)) }, body) : h('div', { key: b, style, 'data-bet': b }, body);
    })),
    actions,
    v.settlement?.lines.length
      ? h('table', { class: 'lines' }, h('tbody', null, v.settlement.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '' }, h('td', null, p.names[l.bettor] ?? l.bettor), h('td', null, label(p, l.bet)), h('td', null, p.money(l.stake)), h('td', { class: l.returned > l.stake ? 'pos' : 'neg' }, `→ ${p.money(l.returned)}`), h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome))))))
      : null);
}

/** `action.close-bets` and `action.spin` come with roulette's words (the same calls). */
const words = (game: string, joker: string): Record<string, string> => ({
  'game.wheel-of-fortune': game,
  'bet.24': '24',
  'bet.15': '15',
  'bet.7': '7',
  'bet.4': '4',
  'bet.2': '2',
  'bet.joker-1': `${joker} 1`,
  'bet.joker-2': `${joker} 2`,
});

export const wheelOfFortune: GameComponent = {
  family: 'wheel-of-fortune',
  /** Played without boxes: anyone at the table bets on the layout, so the seats' strip is left out. */
  seatless: true,
  messages: {
    en: { ...words('Wheel of fortune', 'Joker'), 'wof.phase.betting': 'Place your bets', 'wof.phase.closed': 'No more bets', 'wof.phase.over': 'Settled', 'wof.limits': 'Minimum {min} · maximum {max}' },
    es: { ...words('Ruleta de la fortuna', 'Joker'), 'wof.phase.betting': 'Hagan sus apuestas', 'wof.phase.closed': 'No va más', 'wof.phase.over': 'Liquidada', 'wof.limits': 'Mínimo {min} · máximo {max}' },
    eu: { ...words('Zori-erruleta', 'Jokerra'), 'wof.phase.betting': 'Egin zuen apustuak', 'wof.phase.closed': 'Besterik ez', 'wof.phase.over': 'Likidatua', 'wof.limits': 'Gutxienekoa {min} · gehienekoa {max}' },
    ca: { ...words('Ruleta de la fortuna', 'Joker'), 'wof.phase.betting': 'Feu les vostres apostes', 'wof.phase.closed': 'No hi van més apostes', 'wof.phase.over': 'Liquidada', 'wof.limits': 'Mínim {min} · màxim {max}' },
    el: { ...words('Τροχός της τύχης', 'Τζόκερ'), 'wof.phase.betting': 'Ποντάρετε', 'wof.phase.closed': 'Τέλος στοιχημάτων', 'wof.phase.over': 'Εκκαθαρίστηκε', 'wof.limits': 'Ελάχιστο {min} · μέγιστο {max}' },
    et: { ...words('Õnneratas', 'Jokker'), 'wof.phase.betting': 'Tehke oma panused', 'wof.phase.closed': 'Panused on tehtud', 'wof.phase.over': 'Arveldatud', 'wof.limits': 'Miinimum {min} · maksimum {max}' },
  },
  Table: (p) => h(WofTable, p),
  Recall: (p: RecallProps) => h(WofTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
