/**
 * @module web/games/roulette/table
 * The roulette table: the number (and the last one, the wheel's direction, the limits), the wheel as a racetrack in
 * wheel order — a number is its neighbours bet, the series sit beside it —, the cloth (zero, the 3 × 12 numbers with
 * the columns, the dozens and two dozens, the simple chances), a picker for the other inside bets (splits, streets,
 * corners, six-lines), the prison, and the settled lines in paying order. A spot is a button when the server lists a
 * bet on it (the amount is the selected chip, clamped to the legal range); every chip on the cloth is shown on its
 * spot, the viewer's in gold. The client decides nothing: it draws the view and offers the legal actions.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useState } from 'preact/hooks';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameViewProps, RecallProps } from '../types.js';
import { actionLabel, toSend } from '../../components/action-bar.js';
import { spotRow } from '../../components/spot-row.js';
import { translateOr } from '../../i18n/index.js';
import { AMERICAN, asView, colourOf, EUROPEAN, ROWS, type RouletteView } from './view.js';

const say = (p: { t: GameViewProps['t'] }, key: string, params?: Record<string, string | number>): string => p.t(key, params);
const betLabel = (p: { t: GameViewProps['t'] }, bet: string): string => translateOr(p.t, `bet.${bet}`, bet);

const BG = { red: '#b3202a', black: '#1b1b1b', green: '#0f7a3a' } as const;
const css = {
  table: 'display:flex;flex-direction:column;gap:.5rem',
  head: 'display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.7rem;text-align:center',
  ball: 'display:inline-flex;align-items:center;justify-content:center;width:3.2rem;height:3.2rem;border-radius:50%;font-size:1.5rem;font-weight:700;color:#fff;border:2px solid #fff8',
  cell: 'position:relative;min-height:2.6rem;padding:.15rem;border:1px solid #ffffff44;border-radius:.3rem;color:#fff;font:inherit;font-weight:700;display:flex;flex-direction:column;align-items:center;justify-content:center',
  live: 'cursor:pointer;outline:1px solid var(--gold, #e0b44c)',
  chip: 'font-size:.7rem;font-weight:400',
  mine: 'color:var(--gold, #e0b44c);font-weight:700',
  track: 'display:flex;flex-wrap:wrap;gap:2px;justify-content:center',
  pocket: 'min-width:1.9rem;padding:.2rem .1rem;border:1px solid #ffffff44;border-radius:.3rem;color:#fff;font:inherit;font-size:.8rem',
  hint: 'text-align:center;margin:0',
};

interface Ctx {
  readonly p: GameViewProps;
  readonly v: RouletteView;
  readonly legal: Map<string, LegalAction>;
  /** Chips per spot: the viewer's and everyone else's. */
  readonly chips: Map<string, { mine: number; others: number }>;
}

function chipsBySpot(v: RouletteView, me: string | null): Map<string, { mine: number; others: number }> {
  const m = new Map<string, { mine: number; others: number }>();
  for (const b of v.bets)
    for (const part of b.parts) {
      const s = m.get(part.spot) ?? { mine: 0, others: 0 };
      m.set(part.spot, b.bettor === me ? { ...s, mine: s.mine + part.amount } : { ...s, others: s.others + part.amount });
    }
  return m;
}

function Chips({ c, spot }: { c: Ctx; spot: string }): ComponentChild {
  const s = c.chips.get(spot);
  if (!s) return null;
  return h('span', { style: css.chip, 'data-stake': spot }, s.mine ? h('span', { style: css.mine }, c.p.money(s.mine)) : null, s.mine && s.others ? ' + ' : '', s.others ? c.p.money(s.others) : null);
}

/**
 * A spot of the cloth: a button when a bet on it is legal now. `pos` places it on a grid of the stylesheet (CSS
 * variables, so the phone layout can move it: see `.rl-cloth` in styles.css).
 */
function Spot({ c, bet, label, colour, pos }: { c: Ctx; bet: string; label: string; colour?: 'red' | 'black' | 'green'; pos?: string }): ComponentChild {
  const legal = c.legal.get(bet);
  const hit = c.v.result && (bet === `straight-${c.v.result.pocket}`);
  const style = `${css.cell};background:${colour ? BG[colour] : '#00000033'}${legal ? `;${css.live}` : ''}${pos ? `;${pos}` : ''}${hit ? ';box-shadow:0 0 0 3px #fff inset' : ''}`;
  const body = [h('span', { key: 'l' }, label), h(Chips, { key: 'c', c, spot: bet })];
  return legal
    ? h('button', { type: 'button', class: 'spot', style, 'data-bet': bet, 'data-action': 'place', onClick: () => c.p.send(toSend(legal, c.p.chip)) }, body)
    : h('div', { class: 'spot', style, 'data-bet': bet }, body);
}

/**
 * Where a spot of the numbers' grid sits: `--dr`/`--dc` on a wide screen (zero on the left, three rows of twelve,
 * the columns' 2:1 on the right, as on the cloth), `--pr`/`--pc` on a phone (the same cloth turned upright: zero on
 * top, twelve rows of 1-2-3, the 2:1 at the bottom; six grid columns, a number spanning two).
 */
const at = (dr: string, dc: string, pr: string, pc: string): string => `--dr:${dr};--dc:${dc};--pr:${pr};--pc:${pc}`;

function Cloth({ c }: { c: Ctx }): ComponentChild {
  const double = c.v.wheel === 'double';
  const zeros = double ? ['0', '00'] : ['0'];
  // Row r of ROWS (3-6-…-36 on top) is the phone's column 3 - r, so each phone row reads 1, 2, 3 left to right.
  const phoneCol = (r: number): string => `${2 * (2 - r) + 1} / span 2`;
  return h('div', { 'data-layout': 'roulette' },
    h('div', { class: 'rl-cloth' },
      zeros.map((z, i) => h(Spot, { key: z, c, bet: `straight-${z}`, label: z, colour: 'green', pos: double ? at(`${1 + i * 2} / span ${i === 0 ? 2 : 1}`, '1', '1', `${1 + 3 * i} / span 3`) : at('1 / span 3', '1', '1', '1 / span 6') })),
      ROWS.flatMap((row, r) => [
        ...row.map((n, k) => h(Spot, { key: n, c, bet: `straight-${n}`, label: String(n), colour: colourOf(String(n)), pos: at(String(r + 1), String(k + 2), String(k + 2), phoneCol(r)) })),
        h(Spot, { key: `col${r}`, c, bet: `column-${3 - r}`, label: '2:1', pos: at(String(r + 1), '14', '14', phoneCol(r)) }),
      ])),
    h('div', spotRow(5, 3, 'margin-top:2px'),
      h(Spot, { c, bet: 'dozen-1', label: betLabel(c.p, 'dozen-1') }),
      h(Spot, { c, bet: 'dozens-1-2', label: betLabel(c.p, 'dozens-1-2') }),
      h(Spot, { c, bet: 'dozen-2', label: betLabel(c.p, 'dozen-2') }),
      h(Spot, { c, bet: 'dozens-2-3', label: betLabel(c.p, 'dozens-2-3') }),
      h(Spot, { c, bet: 'dozen-3', label: betLabel(c.p, 'dozen-3') })),
    h('div', spotRow(8, 4, 'margin-top:2px'),
      ['manque', 'even', 'red', 'black', 'odd', 'passe'].map((b) => h(Spot, { key: b, c, bet: b, label: betLabel(c.p, b), colour: b === 'red' ? 'red' : b === 'black' ? 'black' : undefined })),
      h(Spot, { c, bet: 'columns-1-2', label: betLabel(c.p, 'columns-1-2') }),
      h(Spot, { c, bet: 'columns-2-3', label: betLabel(c.p, 'columns-2-3') })));
}

/** The wheel in order, as the racetrack: a number is its neighbours bet; the series beside it. */
function Racetrack({ c }: { c: Ctx }): ComponentChild {
  const order = c.v.wheel === 'double' ? AMERICAN : EUROPEAN;
  const series = ['voisins-du-zero', 'tiers-du-cylindre', 'orphelins', 'jeu-zero'].filter((s) => c.legal.has(s) || c.v.bets.some((b) => b.bet === s));
  return h('div', { 'data-racetrack': true },
    h('p', { class: 'hint', style: css.hint }, say(c.p, 'roulette.racetrack')),
    h('div', { style: css.track }, order.map((n) => {
      const legal = c.legal.get(`neighbours-${n}`);
      const hit = c.v.result?.pocket === n;
      const style = `${css.pocket};background:${BG[colourOf(n)]}${legal ? `;${css.live}` : ''}${hit ? ';box-shadow:0 0 0 3px #fff inset' : ''}`;
      return legal
        ? h('button', { key: n, type: 'button', style, 'data-bet': `neighbours-${n}`, 'data-action': 'place', title: betLabel(c.p, `neighbours-${n}`), onClick: () => c.p.send(toSend(legal, c.p.chip)) }, n)
        : h('span', { key: n, style, 'data-pocket': n }, n);
    })),
    series.length ? h('div', spotRow(series.length, Math.min(series.length, 2), 'margin-top:.3rem'), series.map((s) => h(Spot, { key: s, c, bet: s, label: betLabel(c.p, s) }))) : null);
}

/** Splits, streets, corners and six-lines: a list of the legal ones. */
function OtherInside({ c }: { c: Ctx }): ComponentChild {
  const [pick, setPick] = useState('');
  const options = [...c.legal.keys()].filter((b) => /^(split|street|corner|six-line)-/.test(b));
  if (!options.length) return null;
  const legal = c.legal.get(pick);
  return h('div', { class: 'action-bar', 'data-other-inside': true },
    h('label', null, say(c.p, 'roulette.other'), ' ',
      h('select', { value: pick, onChange: (e: Event) => setPick((e.target as HTMLSelectElement).value), 'data-select': 'inside' },
        h('option', { value: '' }, say(c.p, 'roulette.choose')),
        options.map((b) => h('option', { key: b, value: b }, betLabel(c.p, b))))),
    legal ? h('button', { type: 'button', class: 'action action-place', 'data-action': 'place', 'data-bet': pick, onClick: () => c.p.send(toSend(legal, c.p.chip)) }, `${actionLabel(c.p.t, 'place')} ${c.p.money(toSend(legal, c.p.chip).amount as number)}`) : null);
}

function labelOf(p: GameViewProps, v: RouletteView, a: LegalAction): string {
  if (a.type === 'withdraw') return `${actionLabel(p.t, 'withdraw')}: ${betLabel(p, String(a.bet))}`;
  if (a.type === 'prison-choice') {
    const d = v.decisions.find((x) => x.bet === a.bet && x.bettor === p.me);
    return `${betLabel(p, String(a.bet))}: ${a.choice === 'half' ? say(p, 'roulette.half', { amount: p.money(d?.residual ?? 0) }) : say(p, 'roulette.go-prison')}`;
  }
  if (a.type === 'change-limits') return `${actionLabel(p.t, 'change-limits')}: ${p.money(Number(a.minimum))}`;
  if (a.type === 'absent-winner') return `${actionLabel(p.t, 'absent-winner')}: ${p.names[String(a.player)] ?? String(a.player)}`;
  return actionLabel(p.t, a.type);
}

function Actions({ p, v }: { p: GameViewProps; v: RouletteView }): ComponentChild {
  const others = p.legal.filter((a) => a.type !== 'place');
  if (!others.length) return null;
  return h('div', { class: 'action-bar' }, others.map((a, i) => h('button', {
    key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type,
    'data-bet': typeof a.bet === 'string' ? a.bet : undefined, 'data-choice': typeof a.choice === 'string' ? a.choice : undefined,
    onClick: () => p.send(toSend(a, p.chip)),
  }, labelOf(p, v, a))));
}

function Header({ p, v }: { p: GameViewProps; v: RouletteView }): ComponentChild {
  const voided = v.spins.filter((s) => s.voided).map((s) => s.voided as string);
  return h('div', { style: css.head },
    v.result ? h('span', { style: `${css.ball};background:${BG[v.result.colour as 'red']}`, 'data-result': v.result.pocket }, v.result.pocket) : null,
    h('span', { class: 'status', 'data-phase': v.phase }, say(p, `roulette.phase.${v.phase}`)),
    v.previousNumber !== null ? h('span', null, say(p, 'roulette.last', { n: v.previousNumber })) : null,
    h('span', { class: 'hint' }, say(p, 'roulette.direction', { dir: say(p, `roulette.${v.direction}`) })),
    v.lastSpin ? h('strong', { 'data-last-spin': true }, say(p, 'roulette.last-spin')) : null,
    voided.length ? h('span', { class: 'status warn' }, say(p, 'roulette.no-spin', { why: voided.join('; ') })) : null);
}

function Facts({ p, v }: { p: GameViewProps; v: RouletteView }): ComponentChild {
  const colours = v.colours.map((c) => `${p.names[c.player] ?? c.player} #${c.colour} = ${p.money(c.value)}`).join(' · ');
  return h('p', { class: 'hint', style: css.hint },
    say(p, 'roulette.limits', { min: p.money(v.limits.minimum), simple: p.money(v.limits.simpleMinimum) }),
    v.limitChange ? ` · ${say(p, 'roulette.limit-change', { min: p.money(v.limitChange.minimum), n: v.limitChange.ballsLeft })}` : '',
    colours ? ` · ${say(p, 'roulette.colours')}: ${colours}` : '');
}

function Prison({ p, v }: { p: GameViewProps; v: RouletteView }): ComponentChild {
  if (!v.prison.length) return null;
  return h('div', { 'data-prison': true },
    h('p', { class: 'hint', style: 'margin:.2rem 0' }, say(p, 'roulette.prison')),
    h('ul', null, v.prison.map((x, i) => h('li', { key: i, class: x.bettor === p.me ? 'mine' : '' }, say(p, 'roulette.prison-line', { who: p.names[x.bettor] ?? x.bettor, chance: betLabel(p, x.chance), initial: p.money(x.initial), k: x.level })))));
}

function Settled({ p, v }: { p: GameViewProps; v: RouletteView }): ComponentChild {
  if (!v.settlement?.lines.length) return null;
  return h('div', null,
    h('p', { class: 'hint', style: 'margin:.2rem 0' }, say(p, 'roulette.settled')),
    h('table', { class: 'lines' }, h('tbody', null, v.settlement.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '', 'data-line': l.bet },
      h('td', null, p.names[l.bettor] ?? l.bettor),
      h('td', null, betLabel(p, l.bet)),
      h('td', null, p.money(l.stake)),
      h('td', { class: l.returned > l.stake ? 'pos' : l.returned < l.stake ? 'neg' : '' }, `→ ${p.money(l.returned)}`),
      h('td', { class: 'hint' }, translateOr(p.t, `outcome.${l.outcome}`, l.outcome)))))));
}

export function RouletteTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  if (!v) return h('div', { class: 'roulette-table' }, h('div', { class: 'action-bar' }, p.legal.map((a, i) => h('button', { key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send(toSend(a, p.chip)) }, actionLabel(p.t, a.type)))));
  const legal = new Map(p.legal.filter((a) => a.type === 'place' && typeof a.bet === 'string').map((a) => [a.bet as string, a]));
  const c: Ctx = { p, v, legal, chips: chipsBySpot(v, p.me) };
  return h('div', { class: `roulette-table phase-${v.phase}`, style: css.table, 'data-phase': v.phase },
    h(Header, { p, v }),
    h(Facts, { p, v }),
    h(Racetrack, { c }),
    h(Cloth, { c }),
    h(OtherInside, { c }),
    h(Actions, { p, v }),
    h(Prison, { p, v }),
    h(Settled, { p, v }));
}

export function RouletteRecall(props: RecallProps): ComponentChild {
  return h(RouletteTable, { game: props.game, profile: '', view: props.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: props.t, locale: props.locale, money: props.money, names: {} });
}
