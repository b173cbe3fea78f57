/**
 * @module web/games/craps/table
 * The craps layout: the box numbers 4, 5, 6, 8, 9, 10 with the point puck, the come / don't-come bets moved onto
 * them, their odds and the Right and Wrong bets; Come, Field and Don't Come; Big 6 and Big 8; Under and Over 7;
 * the Win and Don't Win lines with their odds; the multiple chances in the centre. A spot is a button when the
 * server lists a bet on it (the amount is the selected chip, clamped to the legal range); the viewer's chips and
 * the table's are shown on each spot. Below: the shooter's throw and the other actions, then the lines settled on
 * the throw. The client decides nothing: it draws the view and offers the legal actions.
 * Styles are inline, but for the rows' grids (components/spot-row: fewer columns on a phone).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameViewProps, RecallProps } from '../types.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { spotRow } from '../../components/spot-row.js';
import { translateOr } from '../../i18n/index.js';
import { asView, callOf, type CrapsView } from './view.js';

const POINTS = [4, 5, 6, 8, 9, 10] as const;
const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
/** Spot names for the numbered come boxes: a come / don't-come bet on N is `come-N` / `dont-come-N`. */
const BOX_BETS = (n: number): string[] => [`come-${n}`, `come-odds-${n}`, `dont-come-${n}`, `dont-come-odds-${n}`, `right-${n}`, `wrong-${n}`];

/** The table's words (all keys live in messages.ts). */
const say = (p: { t: GameViewProps['t'] }, key: string, params?: Record<string, string | number>): string => p.t(key, params);
const betLabel = (p: { t: GameViewProps['t'] }, bet: string): string => translateOr(p.t, `bet.${bet}`, bet);

const css = {
  table: 'display:flex;flex-direction:column;gap:.5rem',
  head: 'display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.6rem;text-align:center',
  puckOn: 'display:inline-block;padding:.15rem .6rem;border-radius:1rem;background:#fff;color:#111;font-weight:700',
  puckOff: 'display:inline-block;padding:.15rem .6rem;border-radius:1rem;background:#111;color:#fff;font-weight:700;border:1px solid #fff6',
  dice: 'font-size:2.2rem;line-height:1;letter-spacing:.2rem',
  spot: 'position:relative;min-height:3.2rem;padding:.3rem .35rem;border:1px solid #ffffff55;border-radius:.5rem;background:#00000026;color:inherit;text-align:left;font:inherit;display:flex;flex-direction:column;justify-content:space-between;gap:.15rem',
  spotLive: 'cursor:pointer;border-color:var(--gold, #e0b44c)',
  box: 'border:1px solid #ffffff55;border-radius:.6rem;padding:.3rem;display:flex;flex-direction:column;gap:.25rem;background:#0000001a',
  boxNo: 'font-size:1.5rem;font-weight:700;text-align:center',
  chips: 'font-size:.8rem;display:flex;flex-wrap:wrap;gap:.3rem',
  mine: 'color:var(--gold, #e0b44c);font-weight:700',
  small: 'font-size:.75rem;opacity:.8',
};

interface Stakes {
  readonly mine: number;
  readonly others: number;
}

function stakesByBet(v: CrapsView, me: string | null): Map<string, Stakes> {
  const m = new Map<string, Stakes>();
  for (const b of v.bets) {
    const s = m.get(b.bet) ?? { mine: 0, others: 0 };
    m.set(b.bet, b.bettor === me ? { ...s, mine: s.mine + b.stake } : { ...s, others: s.others + b.stake });
  }
  return m;
}

interface Ctx {
  readonly p: GameViewProps;
  readonly v: CrapsView;
  readonly stakes: Map<string, Stakes>;
  readonly bets: Map<string, LegalAction>;
}

function Chips({ c, names }: { c: Ctx; names: readonly string[] }): ComponentChild {
  const parts: ComponentChild[] = [];
  for (const n of names) {
    const s = c.stakes.get(n);
    if (!s) continue;
    parts.push(h('span', { key: n, 'data-stake': n },
      names.length > 1 ? `${betLabel(c.p, n)}: ` : '',
      s.mine ? h('span', { style: css.mine }, c.p.money(s.mine)) : null,
      s.mine && s.others ? ' + ' : '',
      s.others ? c.p.money(s.others) : null));
  }
  return parts.length ? h('div', { style: css.chips }, parts) : null;
}

/** One betting spot: a button when a bet on it is legal now, with the chips standing on it. */
function Spot({ c, spot, label, shows, extra, wide, phoneWide }: { c: Ctx; spot: string; label: string; shows?: readonly string[]; extra?: string; wide?: number; phoneWide?: number }): ComponentChild {
  const legal = c.bets.get(spot);
  const send = legal ? toSend(legal, c.p.chip) : null;
  const style = `${css.spot}${legal ? `;${css.spotLive}` : ''}${wide ? `;--span:${wide}` : ''}${phoneWide ? `;--pspan:${phoneWide}` : ''}`;
  const body = [
    h('span', { key: 'l' }, label, send && typeof send.amount === 'number' ? h('span', { style: css.small }, ` +${c.p.money(send.amount)}`) : null),
    extra ? h('span', { key: 'x', style: css.small }, extra) : null,
    h(Chips, { key: 'c', c, names: shows ?? [spot] }),
  ];
  return legal && send
    ? h('button', { type: 'button', class: 'spot', style, 'data-spot': spot, 'data-action': 'bet', onClick: () => c.p.send(send) }, body)
    : h('div', { class: 'spot', style, 'data-spot': spot }, body);
}

function NumberBox({ c, n }: { c: Ctx; n: number }): ComponentChild {
  const isPoint = c.v.point === n;
  const mini = (spot: string, label: string): ComponentChild => h(Spot, { c, spot, label });
  return h('div', { class: 'spot', style: css.box, 'data-box-number': n },
    h('div', { style: css.boxNo }, String(n), isPoint ? h('span', { style: `${css.puckOn};font-size:.7rem;margin-left:.3rem`, 'data-puck': 'on' }, 'ON') : null),
    h(Chips, { c, names: BOX_BETS(n).filter((b) => !b.startsWith('right') && !b.startsWith('wrong') && !b.includes('odds')) }),
    c.v.limits.placeNumbers.includes(n as 4) ? [mini(`right-${n}`, betLabel(c.p, `right-${n}`)), mini(`wrong-${n}`, betLabel(c.p, `wrong-${n}`))] : null,
    c.bets.has(`come-odds-${n}`) || c.stakes.has(`come-odds-${n}`) ? mini(`come-odds-${n}`, betLabel(c.p, `come-odds-${n}`)) : null,
    c.bets.has(`dont-come-odds-${n}`) || c.stakes.has(`dont-come-odds-${n}`) ? mini(`dont-come-odds-${n}`, betLabel(c.p, `dont-come-odds-${n}`)) : null);
}

const oddsNames = (kind: 'win-odds' | 'dont-win-odds'): string[] => POINTS.map((n) => `${kind}-${n}`);

/** A row of `cols` equal columns, `pcols` on a phone (components/spot-row); a spot spans `wide` / `phoneWide` of them. */
const row = (cols: number, pcols: number): { class: string; style: string } => spotRow(cols, pcols, 'gap:.35rem');

function Layout({ c }: { c: Ctx }): ComponentChild {
  const { p } = c;
  const spot = (name: string, wide?: number, extra?: string, phoneWide?: number): ComponentChild => h(Spot, { c, spot: name, label: betLabel(p, name), wide, extra, phoneWide });
  return h('div', { style: css.table, 'data-layout': 'craps' },
    h('div', row(6, 3), POINTS.map((n) => h(NumberBox, { key: n, c, n }))),
    h('div', row(6, 2),
      spot('dont-come', 1),
      spot('come', 2),
      spot('field', 3, '2 · 3 · 4 · 9 · 10 · 11 · 12 (2, 12 ×2)', 2)),
    h('div', row(4, 2), spot('big-6'), spot('big-8'), spot('under-7'), spot('over-7')),
    h('div', row(4, 2),
      h(Spot, { c, spot: 'win', label: betLabel(p, 'win'), wide: 2 }),
      h(Spot, { c, spot: 'dont-win', label: betLabel(p, 'dont-win'), wide: 2 }),
      h(Spot, { c, spot: 'win-odds', label: betLabel(p, 'win-odds'), shows: oddsNames('win-odds'), wide: 2 }),
      h(Spot, { c, spot: 'dont-win-odds', label: betLabel(p, 'dont-win-odds'), shows: oddsNames('dont-win-odds'), wide: 2 })),
    h('p', { class: 'hint', style: 'margin:.2rem 0 0' }, say(p, 'craps.center')),
    h('div', row(4, 3),
      ['hard-4', 'hard-6', 'hard-8', 'hard-10', 'any-7', 'eleven', 'any-craps', 'horn', 'craps-2', 'craps-3', 'craps-12'].map((s) => h(Spot, { key: s, c, spot: s, label: betLabel(p, s) }))));
}

function labelOf(p: GameViewProps, a: LegalAction): string {
  if (a.type === 'withdraw') return `${actionLabel(p.t, 'withdraw')}: ${betLabel(p, String(a.spot))}`;
  if (a.type === 'invalid-throw') return `${actionLabel(p.t, 'invalid-throw')}: ${say(p, `craps.reason.${String(a.reason)}`)}`;
  return actionLabel(p.t, a.type);
}

function Actions({ p }: { p: GameViewProps }): ComponentChild {
  const others = p.legal.filter((a) => a.type !== 'bet');
  if (!others.length) return null;
  return h('div', { class: 'action-bar' }, others.map((a, i) => h('button', {
    key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type,
    'data-spot': typeof a.spot === 'string' ? a.spot : undefined, 'data-reason': typeof a.reason === 'string' ? a.reason : undefined,
    onClick: () => p.send(toSend(a, p.chip)),
  }, labelOf(p, a))));
}

function Header({ p, v }: { p: GameViewProps; v: CrapsView }): ComponentChild {
  const call = callOf(v);
  const th = v.lastThrow;
  return h('div', { style: css.head },
    v.point === null
      ? h('span', { style: css.puckOff, 'data-puck': 'off' }, `OFF · ${say(p, 'craps.puck-off')}`)
      : h('span', { style: css.puckOn, 'data-puck': 'on', 'data-point': v.point }, `ON · ${say(p, 'craps.puck-on', { n: v.point })}`),
    h('span', { 'data-shooter': v.shooter ?? '' }, v.shooter ? say(p, 'craps.shooter', { name: p.names[v.shooter] ?? v.shooter }) : say(p, 'craps.no-shooter')),
    h('span', { class: 'status' }, say(p, `craps.phase.${v.phase}`)),
    th ? h('span', { style: css.dice, 'data-dice': th.dice.join(',') }, th.dice.map((d) => FACES[d] ?? String(d)).join(' ')) : null,
    call ? h('strong', { 'data-call': call.key }, say(p, call.key, call.params)) : null);
}

function Facts({ p, v }: { p: GameViewProps; v: CrapsView }): ComponentChild {
  return h('p', { class: 'hint', style: 'text-align:center;margin:0' },
    say(p, 'craps.limits', { min: p.money(v.limits.min), max: p.money(v.limits.simpleMax) }), ' · ',
    say(p, 'craps.dice', { set: v.dice.set, dice: v.dice.inPlay.join(' '), reserve: v.dice.reserve.length }),
    v.faults ? ` · ${say(p, 'craps.faults', { n: v.faults })}` : '',
    v.dice.mustPick ? h('span', { class: 'status warn' }, ` · ${say(p, 'craps.die-lost')}`) : null);
}

function Settled({ p, v }: { p: GameViewProps; v: CrapsView }): ComponentChild {
  if (!v.settled.length) return null;
  return h('div', null,
    h('p', { class: 'hint', style: 'margin:.2rem 0' }, say(p, 'craps.settled')),
    h('table', { class: 'lines' }, h('tbody', null, v.settled.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '', 'data-line': l.bet },
      h('td', null, p.names[l.bettor] ?? l.bettor),
      h('td', null, betLabel(p, l.bet)),
      h('td', null, p.money(l.stake)),
      h('td', { class: l.returned > l.stake ? 'pos' : l.returned < l.stake ? 'neg' : '' }, `→ ${p.money(l.returned)}`),
      h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome)))))));
}

export function CrapsTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  if (!v) return h('div', { class: 'craps-table' }, h(Actions, { p }));
  const bets = new Map(p.legal.filter((a) => a.type === 'bet' && typeof a.spot === 'string').map((a) => [a.spot as string, a]));
  const c: Ctx = { p, v, stakes: stakesByBet(v, p.me), bets };
  return h('div', { class: `craps-table phase-${v.phase}`, style: css.table, 'data-phase': v.phase },
    h(Header, { p, v }),
    h(Facts, { p, v }),
    h(Layout, { c }),
    h(Actions, { p }),
    h(Settled, { p, v }));
}

/** A finished throw on the history page: the same layout, without actions. */
export function CrapsRecall(props: RecallProps): ComponentChild {
  return h(CrapsTable, { game: props.game, profile: '', view: props.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: props.t, locale: props.locale, money: props.money, names: {} });
}
