/**
 * @module web/games/machines
 * The machines' web component. Electronic blackjack: the dealer's cards and the player's, hit and stand. Keno: the 80 numbers to mark, the draw, the hits, the pay line.  Video poker: the pay table (the line just won lit), the coin buttons (the five cards
 * are dealt with the stake), the five cards to hold with a tap, the draw button, and the result with what it paid.
 * A win offered for doubling (003 §4.1.3): the double-up step under the cards. Hi/Lo: the reels, each with its higher and
 * lower calls and their prizes, the stake for the first call, collect or play on. Machine bingo: the 3 × 3 card, the
 * fields the five numbers drawn cover and the lines they complete, the pay table, the coin buttons.
 * Above every machine, the credit meter (003 §4.2.2): the player's credit at this machine (the seat stack), credit
 * loaded from the wallet, a ticket inserted as credit, and [Cash Out]: the whole credit paid out as a ticket (003 §4.3.2);
 * under it [Autoplay] and [Stop/Autoplay] (003 §4.1.2, ./autoplay-panel).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { Card } from '../../components/card.js';
import { AutoplayPanel } from './autoplay-panel.js';
import { translateOr } from '../../i18n/index.js';
import { api } from '../../net/api.js';
import { randomKey } from '../../net/keys.js';
import { parseRoute } from '../../router.js';
import { loadAccount } from '../../session.js';

interface VpView {
  readonly game: string;
  readonly phase: 'betting' | 'holding' | 'doubling' | 'over';
  readonly player: string | null;
  readonly stake: number;
  readonly coins: { denomination: number; max: number };
  readonly payTable: Record<string, number>;
  readonly declaredReturn: number;
  readonly hand: string[];
  readonly held: boolean[] | null;
  readonly result: string | null;
  readonly doubleUp: DoubleUpView | null;
  readonly roundNo: number;
  readonly settlement: { lines: { bettor: string; stake: number; returned: number; outcome: string }[] } | null;
}

interface DoubleUpView {
  readonly win: number;
  readonly doublings: number;
  readonly maxDoublings: number;
  readonly dealer: string | null;
  readonly steps: { variant: string; guess: string | null; pick: number | null; cards: string[]; result: 'won' | 'push' | 'lost'; win: number }[];
}

/** The double-up step (003 §4.1.3): the win, the gambles offered, the dealer's card and the four to pick from, the last result. */
export function DoubleUpStep(p: GameViewProps & { du: DoubleUpView; open: boolean }): ComponentChild {
  const { du } = p;
  const last = du.steps.at(-1);
  const can = (type: string, f: (a: GameViewProps['legal'][number]) => boolean = () => true): boolean => p.open && p.legal.some((a) => a.type === type && f(a));
  const button = (label: string, action: Record<string, unknown>, key: string): ComponentChild =>
    h('button', { key, type: 'button', class: 'action', 'data-action': action.type, 'data-guess': action.guess ?? action.variant ?? action.index, onClick: () => p.send(action as never) }, label);
  return h('div', { class: 'double-up', 'data-double-up': true, style: 'display:flex;flex-direction:column;gap:.4rem;align-items:center;border:1px solid #ffffff33;border-radius:.4rem;padding:.5rem' },
    last
      ? h('strong', { 'data-du-result': last.result, class: last.result === 'lost' ? 'neg' : 'pos' }, last.result === 'won' ? p.t('du.won', { amount: p.money(last.win) }) : last.result === 'push' ? p.t('du.push', { amount: p.money(last.win) }) : p.t('du.lost'))
      : null,
    last && last.variant === 'card'
      ? h('div', { style: 'display:flex;gap:.3rem' }, last.cards.map((c, i) => h('span', { key: i, style: i === last.pick ? 'outline:3px solid var(--gold, #e0b44c);border-radius:.3rem' : i === 0 ? '' : 'opacity:.5' }, h(Card, { card: c }))))
      : last ? h('div', null, h(Card, { card: last.cards[0] ?? null })) : null,
    p.open && du.dealer
      ? h('div', { style: 'display:flex;flex-direction:column;align-items:center;gap:.3rem' },
          h('span', { class: 'hint' }, p.t('du.pick')),
          h('div', { style: 'display:flex;gap:.3rem;align-items:center' },
            h('span', { 'data-du-dealer': du.dealer, title: p.t('du.dealer') }, h(Card, { card: du.dealer })),
            [1, 2, 3, 4].map((i) => h('button', { key: i, type: 'button', 'data-action': 'pick', 'data-index': i, disabled: !can('pick', (a) => a.index === i), onClick: () => p.send({ type: 'pick', index: i }), style: 'background:none;border:none;padding:0' }, h(Card, { card: null })))))
      : null,
    p.open && !du.dealer
      ? h('div', { style: 'display:flex;flex-direction:column;gap:.3rem;align-items:center' },
          h('span', null, p.t('du.offer', { amount: p.money(du.win) }), ' · ', h('span', { class: 'hint' }, p.t('du.left', { n: du.maxDoublings - du.doublings }))),
          h('div', { class: 'action-bar' },
            can('gamble', (a) => a.variant === 'card') ? button(p.t('du.card'), { type: 'gamble', variant: 'card' }, 'card') : null,
            can('gamble', (a) => a.variant === 'colour') ? [button(`${p.t('du.colour')}: ${p.t('du.red')}`, { type: 'gamble', variant: 'colour', guess: 'red' }, 'red'), button(`${p.t('du.colour')}: ${p.t('du.black')}`, { type: 'gamble', variant: 'colour', guess: 'black' }, 'black')] : null),
          can('gamble', (a) => a.variant === 'suit') ? h('div', { class: 'action-bar' }, ['h', 'd', 'c', 's'].map((g) => button(`${p.t('du.suit')}: ${p.t(`du.suit.${g}`)}`, { type: 'gamble', variant: 'suit', guess: g }, g))) : null,
          can('collect') ? h('div', { class: 'action-bar' }, button(p.t('du.collect', { amount: p.money(du.win) }), { type: 'collect' }, 'collect')) : null)
      : null);
}

const asView = (v: unknown): VpView | null => (v && typeof v === 'object' && typeof (v as VpView).game === 'string' && (v as VpView).game.startsWith('video-poker') ? (v as VpView) : null);
const hand = (p: { t: GameViewProps['t'] }, c: string): string => translateOr(p.t, `vp.hand.${c}`, c);

export function VideoPoker(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const [hold, setHold] = useState<{ round: number; held: boolean[] }>({ round: -1, held: [false, false, false, false, false] });
  if (!v) return h('div', { class: 'vp-machine' }, p.t('vp.no-machine'));
  const held = hold.round === v.roundNo ? hold.held : [false, false, false, false, false];
  const canDraw = p.legal.some((a) => a.type === 'draw');
  const bet = p.legal.find((a) => a.type === 'bet');
  const won = v.phase === 'over' ? v.result : null;
  const line = v.settlement?.lines[0];
  const toggle = (i: number): void => setHold({ round: v.roundNo, held: held.map((x, k) => (k === i ? !x : x)) });
  const payRows = Object.entries(v.payTable).filter(([, x]) => x > 0);
  return h('div', { class: `vp-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    h('table', { class: 'vp-pays', 'data-pay-table': true, style: 'border-collapse:collapse;font-size:.85rem;min-width:16rem' },
      h('tbody', null, payRows.map(([c, x]) => h('tr', { key: c, 'data-hand': c, style: won === c ? 'background:var(--gold, #e0b44c);color:#000;font-weight:700' : '' },
        h('td', { style: 'padding:.1rem .5rem' }, hand(p, c)),
        h('td', { style: 'padding:.1rem .5rem;text-align:right' }, p.t('vp.pays', { n: x })),
        h('td', { class: 'hint', style: 'padding:.1rem .5rem;text-align:right' }, v.stake ? p.money(v.stake * x) : ''))))),
    h('div', { class: 'cards', 'data-hand': true, style: 'display:flex;gap:.3rem;min-height:5rem;flex-wrap:nowrap;justify-content:center' },
      v.hand.length
        ? v.hand.map((c, i) => {
            const on = v.phase === 'holding' ? held[i] : v.held?.[i];
            return h('button', { key: i, type: 'button', class: `vp-card${on ? ' held' : ''}`, 'data-card-index': i, disabled: !canDraw, 'aria-pressed': on ? 'true' : 'false', onClick: () => toggle(i), style: 'display:flex;flex-direction:column;align-items:center;gap:.2rem;background:none;border:none;color:inherit;font:inherit;padding:0;min-width:0;width:auto' },
              h(Card, { card: c }), h('span', { style: `font-size:.7rem;font-weight:700;visibility:${on ? 'visible' : 'hidden'}` }, p.t('vp.held')));
          })
        : [0, 1, 2, 3, 4].map((i) => h(Card, { key: i, card: null }))),
    v.doubleUp ? h(DoubleUpStep, { ...p, du: v.doubleUp, open: v.phase === 'doubling' }) : null,
    v.phase === 'over' && line
      ? h('strong', { 'data-result': v.result ?? '', class: line.returned > 0 ? 'pos' : 'neg' }, line.returned > 0 ? p.t('vp.won', { hand: hand(p, v.result ?? ''), amount: p.money(line.returned) }) : p.t('vp.lost', { hand: hand(p, v.result ?? '') }))
      : null,
    h('div', { class: 'action-bar' },
      canDraw ? h('button', { type: 'button', class: 'action action-draw', 'data-action': 'draw', onClick: () => p.send({ type: 'draw', hold: held.map((x) => (x ? 'H' : '.')).join('') }) }, p.t('vp.draw')) : null,
      bet && bet.amount
        ? Array.from({ length: v.coins.max }, (_, k) => k + 1).map((n) => h('button', { key: n, type: 'button', class: 'action action-bet', 'data-action': 'bet', 'data-coins': n, onClick: () => p.send({ type: 'bet', amount: n * v.coins.denomination }) }, p.t(n === v.coins.max ? 'vp.bet-max' : 'vp.bet', { coins: n, amount: p.money(n * v.coins.denomination) })))
        : null),
    h('span', { class: 'hint' }, p.t('vp.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

interface KenoView {
  readonly game: 'keno';
  readonly phase: 'betting' | 'marking' | 'over';
  readonly marked: number[];
  readonly drawn: number[];
  readonly hits: number[];
  readonly stake: number;
  readonly spots: number[];
  readonly coins: { denomination: number; max: number };
  readonly payTable: Record<string, Record<string, number>>;
  readonly declaredReturn: number;
  readonly settlement: { lines: { returned: number }[] } | null;
}

/** Keno: the coin buttons (the stake first), the 80 numbers to mark, the play and cancel buttons, the draw and the hits. */
export function Keno(p: GameViewProps): ComponentChild {
  const v = p.view as KenoView;
  const can = new Set(p.legal.map((a) => `${a.type}:${String(a.number ?? '')}`));
  const bet = p.legal.find((a) => a.type === 'bet' && a.amount);
  const row = v.payTable[String(v.marked.length)] ?? {};
  const line = v.settlement?.lines[0];
  return h('div', { class: `keno-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    h('div', { 'data-board': true, style: 'display:grid;grid-template-columns:repeat(10,minmax(1.9rem,1fr));gap:2px;width:100%;max-width:28rem' },
      Array.from({ length: 80 }, (_, i) => i + 1).map((n) => {
        const marked = v.marked.includes(n);
        const drawn = v.drawn.includes(n);
        const action = marked ? 'unmark' : 'mark';
        const style = `padding:.35rem 0;border-radius:.3rem;border:1px solid #ffffff33;font:inherit;font-size:.8rem;color:${marked ? '#000' : 'inherit'};background:${marked && drawn ? 'var(--gold, #e0b44c)' : marked ? '#cfd8dc' : drawn ? '#c92a2a' : 'transparent'}`;
        return can.has(`${action}:${n}`)
          ? h('button', { key: n, type: 'button', style, 'data-number': n, 'data-action': action, 'aria-pressed': marked ? 'true' : 'false', onClick: () => p.send({ type: action, number: n }) }, String(n))
          : h('span', { key: n, style: `${style};text-align:center`, 'data-number': n }, String(n));
      })),
    h('div', { class: 'hint', 'data-pay-line': true }, v.marked.length ? p.t('keno.pays', { n: v.marked.length, line: Object.entries(row).map(([k, x]) => `${k} → ${x}`).join(' · ') || '—' }) : p.t('keno.mark', { spots: v.spots.join(', ') })),
    v.phase === 'over' && line
      ? h('strong', { 'data-result': String(v.hits.length), class: line.returned > 0 ? 'pos' : 'neg' }, p.t(line.returned > 0 ? 'keno.won' : 'keno.lost', { hits: v.hits.length, amount: p.money(line.returned) }))
      : null,
    bet
      ? h('div', { class: 'action-bar' }, [1, 2, 5, v.coins.max].filter((n, i, a) => n <= v.coins.max && a.indexOf(n) === i).map((n) => h('button', { key: n, type: 'button', class: 'action action-bet', 'data-action': 'bet', 'data-coins': n, onClick: () => p.send({ type: 'bet', amount: n * v.coins.denomination }) }, p.t('keno.bet', { amount: p.money(n * v.coins.denomination) }))))
      : null,
    v.phase === 'marking' && (can.has('play:') || can.has('cancel:'))
      ? h('div', { class: 'action-bar' },
          can.has('play:') ? h('button', { type: 'button', class: 'action action-play', 'data-action': 'play', onClick: () => p.send({ type: 'play' }) }, p.t('keno.play', { amount: p.money(v.stake) })) : null,
          can.has('cancel:') ? h('button', { type: 'button', class: 'action', 'data-action': 'cancel', onClick: () => p.send({ type: 'cancel' }) }, p.t('keno.cancel')) : null)
      : null,
    h('span', { class: 'hint' }, p.t('vp.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

interface ReelsView {
  readonly game: 'reel-slot';
  readonly phase: 'ready' | 'free' | 'doubling' | 'over';
  readonly stake: number;
  readonly won: number;
  readonly freeLeft: number;
  readonly freePlayed: number;
  readonly last: { window: string[][]; win: number; lineWins: number[] } | null;
  readonly coins: { denomination: number; max: number };
  readonly paylines: number;
  readonly payTable: { pattern: string[]; pays: number }[];
  readonly declaredReturn: number;
  readonly doubleUp: DoubleUpView | null;
  readonly settlement: { lines: { returned: number }[] } | null;
}

const FACE: Record<string, string> = { seven: '7', bar3: '≡', bar2: '=', bar1: '—', cherry: '🍒', bell: '🔔', blank: '', 'any-bar': '≡/=/—', '*': '·' };
const face = (x: string): string => FACE[x] ?? x;

/** A reel slot: the window of the reels, the lines' wins, free games, the double-up step after a win where the machine offers it, the spin buttons (lines × coins per line). */
interface JackpotLinkView {
  readonly system: string;
  readonly kind: 'mystery' | 'multi-level' | 'car';
  readonly levels: readonly { id: string; combination?: string }[];
}

/**
 * The machine's label (003 §4.5.1): each jackpot system it belongs to, with each level's amount as the displays read it
 * (`GET /api/jackpots`, no sign-in; a display never decides a payment, 003 §4.4.2), a car by its item. What a game won
 * shows in its result (the jackpot line, paid by the round's transaction).
 */
export function MachineJackpots(p: GameViewProps & { links: readonly JackpotLinkView[] | null | undefined }): ComponentChild {
  const [pools, setPools] = useState<Record<string, { name: string; amount: number; item?: string }>>({});
  const ids = (p.links ?? []).flatMap((l) => l.levels.map((x) => x.id)).join(',');
  useEffect(() => {
    if (!ids) return;
    let live = true;
    void fetch('/api/jackpots')
      .then((r) => (r.ok ? r.json() : { jackpots: [] }))
      .then((b: { jackpots?: { id: string; name: string; amount: number; prize?: { item: string } | null }[] }) => {
        if (live) setPools(Object.fromEntries((b.jackpots ?? []).map((j) => [j.id, { name: j.name, amount: j.amount, ...(j.prize ? { item: j.prize.item } : {}) }])));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ids, p.view]);
  if (!p.links?.length) return null;
  return h('div', { class: 'machine-jackpots', 'data-jackpots': true, style: 'display:flex;flex-wrap:wrap;gap:.4rem;justify-content:center;font-size:.85rem' },
    p.links.map((l) => h('div', { key: l.system, 'data-system': l.system, style: 'border:1px solid currentColor;border-radius:.3rem;padding:.2rem .5rem' },
      h('strong', null, p.t(`mjp.kind.${l.kind}`, { system: l.system })), ' ',
      l.levels.map((x) => {
        const pool = pools[x.id];
        return h('span', { key: x.id, 'data-level': x.id, style: 'margin-left:.5rem' }, pool ? (pool.item ? p.t('mjp.item', { name: pool.name, item: pool.item }) : p.t('mjp.level', { name: pool.name, amount: p.money(pool.amount) })) : x.id, x.combination ? ` (${p.t('mjp.combination', { combination: x.combination })})` : '');
      }))));
}

export function Reels(p: GameViewProps): ComponentChild {
  const v = p.view as ReelsView;
  const [lines, setLines] = useState(v.paylines);
  const spin = p.legal.find((a) => a.type === 'spin' && a.lines === lines);
  const rows = v.last?.window[0]?.length ?? 3;
  return h('div', { class: `reel-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    h('div', { 'data-window': true, style: `display:grid;grid-template-columns:repeat(${v.last?.window.length ?? 3},3.6rem);gap:4px` },
      Array.from({ length: rows }, (_, row) => (v.last?.window ?? [[], [], []]).map((col, r) => h('span', { key: `${row}-${r}`, 'data-symbol': col[row] ?? '', style: 'height:3.2rem;display:flex;align-items:center;justify-content:center;font-size:1.6rem;font-weight:700;background:#fff;color:#b00;border-radius:.3rem' }, face(col[row] ?? '')))).flat()),
    v.stake ? h('strong', { 'data-won': v.won, class: v.won > 0 ? 'pos' : '' }, p.t('reels.won', { amount: p.money(v.won), stake: p.money(v.stake) })) : null,
    v.freeLeft ? h('span', { 'data-free': v.freeLeft }, p.t('reels.free', { n: v.freeLeft })) : null,
    v.doubleUp ? h(DoubleUpStep, { ...p, du: v.doubleUp, open: v.phase === 'doubling' }) : null,
    h('table', { class: 'vp-pays', style: 'font-size:.8rem' }, h('tbody', null, v.payTable.map((x, i) => h('tr', { key: i }, h('td', { style: 'padding:0 .5rem' }, x.pattern.map(face).join(' ')), h('td', { style: 'padding:0 .5rem;text-align:right' }, String(x.pays)))))),
    p.legal.some((a) => a.type === 'spin')
      ? h('div', { class: 'action-bar' },
          h('label', null, p.t('reels.lines'), ' ', h('select', { value: String(lines), 'data-lines': true, onChange: (e: Event) => setLines(Number((e.target as HTMLSelectElement).value)) }, Array.from({ length: v.paylines }, (_, i) => h('option', { key: i, value: String(i + 1) }, String(i + 1))))),
          spin && spin.amount ? Array.from({ length: v.coins.max }, (_, k) => k + 1).filter((n) => n === 1 || n === v.coins.max).map((n) => h('button', { key: n, type: 'button', class: 'action action-spin', 'data-action': 'spin', onClick: () => p.send({ type: 'spin', lines, amount: n * lines * v.coins.denomination }) }, p.t('reels.spin', { amount: p.money(n * lines * v.coins.denomination) }))) : null)
      : null,
    h('span', { class: 'hint' }, p.t('vp.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

interface EgView {
  readonly game: 'electronic-roulette';
  readonly phase: 'betting' | 'over';
  readonly bets: { bet: string; amount: number }[];
  readonly pocket: number | null;
  readonly zeros: number;
  readonly declaredReturn: number;
  readonly settlement: { lines: { bet: string; returned: number }[] } | null;
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Electronic roulette: the numbers and the outside bets as buttons, the inside bets in a list, the spin, the ball. */
export function ElectronicRoulette(p: GameViewProps): ComponentChild {
  const v = p.view as EgView;
  const [inside, setInside] = useState('');
  const place = new Map(p.legal.filter((a) => a.type === 'place').map((a) => [String(a.bet), a]));
  const on = (bet: string): number => v.bets.filter((b) => b.bet === bet).reduce((x, b) => x + b.amount, 0);
  const amountFor = (bet: string): number => {
    const a = place.get(bet)?.amount;
    return a ? Math.max(a.min, Math.min(a.max, Math.floor(p.chip / a.step) * a.step || a.min)) : p.chip;
  };
  const button = (bet: string, label: string, bg: string): ComponentChild =>
    h('button', { key: bet, type: 'button', 'data-action': 'place', 'data-bet': bet, disabled: !place.has(bet), onClick: () => p.send({ type: 'place', bet, amount: amountFor(bet) }), style: `padding:.3rem 0;border:1px solid #ffffff44;border-radius:.25rem;color:#fff;font:inherit;font-size:.8rem;background:${bg}${v.pocket !== null && label === String(v.pocket) ? ';outline:3px solid var(--gold, #e0b44c)' : ''}` }, label, on(bet) ? h('small', { style: 'display:block;color:var(--gold, #e0b44c)' }, p.money(on(bet))) : null);
  const others = [...place.keys()].filter((b) => /^(split|corner|six|eight)-/.test(b));
  return h('div', { class: `eg-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.5rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    v.pocket !== null ? h('strong', { 'data-result': v.pocket, style: `padding:.3rem .9rem;border-radius:.4rem;color:#fff;background:${v.pocket === 0 || v.pocket === 37 ? '#2f9e44' : RED.has(v.pocket) ? '#c92a2a' : '#111'}` }, v.pocket === 37 ? '00' : String(v.pocket)) : null,
    h('div', { 'data-layout': 'electronic-roulette', style: 'display:grid;grid-template-columns:repeat(6,minmax(2.2rem,1fr));gap:2px;width:100%;max-width:24rem' },
      button('straight-0', '0', '#2f9e44'),
      Array.from({ length: 36 }, (_, i) => i + 1).map((n) => button(`straight-${n}`, String(n), RED.has(n) ? '#c92a2a' : '#111'))),
    h('div', { style: 'display:grid;grid-template-columns:repeat(6,1fr);gap:2px;width:100%;max-width:24rem' },
      ['dozen-1', 'dozen-2', 'dozen-3', 'column-1', 'column-2', 'column-3', 'low', 'even', 'red', 'black', 'odd', 'high'].map((b) => button(b, translateOr(p.t, `eg.bet.${b}`, b), '#1b4332'))),
    others.length
      ? h('div', { class: 'action-bar' }, h('select', { value: inside, 'data-inside': true, onChange: (e: Event) => setInside((e.target as HTMLSelectElement).value) }, [h('option', { key: '', value: '' }, p.t('eg.inside')), ...others.map((b) => h('option', { key: b, value: b }, b))]),
          h('button', { type: 'button', class: 'action', 'data-action': 'place', disabled: !inside, onClick: () => inside && p.send({ type: 'place', bet: inside, amount: amountFor(inside) }) }, p.t('eg.place')))
      : null,
    h('div', { class: 'action-bar' },
      p.legal.some((a) => a.type === 'spin') ? h('button', { type: 'button', class: 'action action-spin', 'data-action': 'spin', onClick: () => p.send({ type: 'spin' }) }, p.t('eg.spin')) : null,
      [...new Set(v.bets.map((b) => b.bet))].filter(() => v.phase === 'betting').map((b) => h('button', { key: b, type: 'button', class: 'action', 'data-action': 'withdraw', onClick: () => p.send({ type: 'withdraw', bet: b }) }, `${p.t('eg.withdraw')}: ${b}`))),
    v.settlement ? h('span', { 'data-won': true }, p.t('reels.won', { amount: p.money(v.settlement.lines.reduce((x, l) => x + l.returned, 0)), stake: p.money(v.bets.reduce((x, b) => x + b.amount, 0)) })) : null,
    h('span', { class: 'hint' }, p.t('vp.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

const HANDS_EN: Record<string, string> = {
  'royal-flush': 'Royal flush', 'natural-royal-flush': 'Natural royal flush', 'wild-royal-flush': 'Wild royal flush', 'four-deuces': 'Four deuces', 'five-of-a-kind': 'Five of a kind', 'straight-flush': 'Straight flush',
  'four-of-a-kind': 'Four of a kind', 'full-house': 'Full house', flush: 'Flush', straight: 'Straight', 'three-of-a-kind': 'Three of a kind', 'two-pair': 'Two pair', 'jacks-or-better': 'Jacks or better', 'kings-or-better': 'Kings or better', nothing: 'No win',
};
const HANDS_ES: Record<string, string> = {
  'royal-flush': 'Escalera real', 'natural-royal-flush': 'Escalera real natural', 'wild-royal-flush': 'Escalera real con comodín', 'four-deuces': 'Cuatro doses', 'five-of-a-kind': 'Repóker', 'straight-flush': 'Escalera de color',
  'four-of-a-kind': 'Póker', 'full-house': 'Full', flush: 'Color', straight: 'Escalera', 'three-of-a-kind': 'Trío', 'two-pair': 'Doble pareja', 'jacks-or-better': 'Jotas o mejor', 'kings-or-better': 'Reyes o mejor', nothing: 'Sin premio',
};
const HANDS_CA: Record<string, string> = {
  'royal-flush': 'Escala reial', 'natural-royal-flush': 'Escala reial natural', 'wild-royal-flush': 'Escala reial amb comodí', 'four-deuces': 'Quatre dosos', 'five-of-a-kind': 'Repòquer', 'straight-flush': 'Escala de color',
  'four-of-a-kind': 'Pòquer', 'full-house': 'Full', flush: 'Color', straight: 'Escala', 'three-of-a-kind': 'Trio', 'two-pair': 'Doble parella', 'jacks-or-better': 'Sotes o millor', 'kings-or-better': 'Reis o millor', nothing: 'Sense premi',
};
const HANDS_EU: Record<string, string> = {
  'royal-flush': 'Kolore-eskailera gorena', 'natural-royal-flush': 'Kolore-eskailera gorena naturala', 'wild-royal-flush': 'Kolore-eskailera gorena komodinarekin', 'four-deuces': 'Lau biko', 'five-of-a-kind': 'Bosteko', 'straight-flush': 'Kolore-eskailera',
  'four-of-a-kind': 'Pokerra', 'full-house': 'Fulla', flush: 'Kolorea', straight: 'Eskailera', 'three-of-a-kind': 'Hirukoa', 'two-pair': 'Pare bikoitza', 'jacks-or-better': 'Txankoak edo hobea', 'kings-or-better': 'Erregeak edo hobea', nothing: 'Saririk ez',
};
const HANDS_EL: Record<string, string> = {
  'royal-flush': 'Φλος ρουαγιάλ', 'natural-royal-flush': 'Φυσικό φλος ρουαγιάλ', 'wild-royal-flush': 'Φλος ρουαγιάλ με μπαλαντέρ', 'four-deuces': 'Τέσσερα δυάρια', 'five-of-a-kind': 'Πέντε ίδια', 'straight-flush': 'Κέντα χρώμα',
  'four-of-a-kind': 'Καρέ', 'full-house': 'Φουλ', flush: 'Χρώμα', straight: 'Κέντα', 'three-of-a-kind': 'Τριάδα', 'two-pair': 'Δύο ζευγάρια', 'jacks-or-better': 'Βαλέδες ή καλύτερα', 'kings-or-better': 'Ρηγάδες ή καλύτερα', nothing: 'Χωρίς κέρδος',
};
const HANDS_ET: Record<string, string> = {
  'royal-flush': 'Kuninglik mastirida', 'natural-royal-flush': 'Loomulik kuninglik mastirida', 'wild-royal-flush': 'Kuninglik mastirida jokkeriga', 'four-deuces': 'Neli kahte', 'five-of-a-kind': 'Viis ühesugust', 'straight-flush': 'Mastirida',
  'four-of-a-kind': 'Nelik', 'full-house': 'Maja', flush: 'Mast', straight: 'Rida', 'three-of-a-kind': 'Kolmik', 'two-pair': 'Kaks paari', 'jacks-or-better': 'Soldatid või parem', 'kings-or-better': 'Kuningad või parem', nothing: 'Võiduta',
};
const hands = (m: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(m).map(([k, x]) => [`vp.hand.${k}`, x]));

/** The machines' own outcomes of a settlement line (the hands the interface catalogue does not already name), in lower case as outcomes read. */
const MACHINE_OUTCOMES = ['natural-royal-flush', 'wild-royal-flush', 'four-deuces', 'five-of-a-kind', 'four-of-a-kind', 'full-house', 'two-pair', 'jacks-or-better', 'kings-or-better'];
const outcomes = (m: Record<string, string>, locale: string): Record<string, string> =>
  Object.fromEntries(MACHINE_OUTCOMES.map((k) => { const x = m[k] as string; return [`outcome.${k}`, x.charAt(0).toLocaleLowerCase(locale) + x.slice(1)]; }));

/** A reel machine's bet is its number of lines (`bet.<n>-lines`), up to the most a machine may have. */
const MAX_LINES = 25;
const lineBets = (name: (n: number) => string): Record<string, string> =>
  Object.fromEntries(Array.from({ length: MAX_LINES }, (_x, i) => [`bet.${i + 1}-lines`, name(i + 1)]));
const LINES: Record<string, (n: number) => string> = {
  en: (n) => (n === 1 ? '1 line' : `${n} lines`),
  es: (n) => (n === 1 ? '1 línea' : `${n} líneas`),
  ca: (n) => (n === 1 ? '1 línia' : `${n} línies`),
  eu: (n) => `${n} lerro`,
  el: (n) => (n === 1 ? '1 γραμμή' : `${n} γραμμές`),
  et: (n) => `${n} rida`,
};
const extra = (l: string, m: Record<string, string>): Record<string, string> => ({ ...outcomes(m, l), ...lineBets(LINES[l] as (n: number) => string) });

const ui = (w: { jb: string; dw: string; jp: string; pays: string; held: string; draw: string; bet: string; max: string; won: string; lost: string; declared: string; none: string; }): Record<string, string> => ({
  'game.video-poker-jacks-or-better': w.jb,
  'game.video-poker-deuces-wild': w.dw,
  'game.video-poker-joker-poker': w.jp,
  'bet.video-poker': w.jb.split(' —')[0] ?? w.jb,
  'vp.pays': w.pays,
  'vp.held': w.held,
  'vp.draw': w.draw,
  'vp.bet': w.bet,
  'vp.bet-max': w.max,
  'vp.won': w.won,
  'vp.lost': w.lost,
  'vp.declared': w.declared,
  'vp.no-machine': w.none,
});

interface EbjView {
  readonly game: 'electronic-blackjack';
  readonly phase: 'betting' | 'playing' | 'over';
  readonly stake: number;
  readonly coins: { denomination: number; max: number };
  readonly hand: string[];
  readonly total: number | null;
  readonly dealer: string[];
  readonly dealerTotal: number | null;
  readonly result: string | null;
  readonly declaredReturn: number;
  readonly settlement: { lines: { returned: number }[] } | null;
}

/** Electronic blackjack: the dealer's cards (the second face down until the end), the player's, hit and stand, the coins. */
export function ElectronicBlackjack(p: GameViewProps): ComponentChild {
  const v = p.view as EbjView;
  const bet = p.legal.find((a) => a.type === 'bet' && a.amount);
  const line = v.settlement?.lines[0];
  const row = (cards: string[], hidden: number, total: number | null, who: string): ComponentChild =>
    h('div', { 'data-hand': who, style: 'display:flex;gap:.3rem;align-items:center;min-height:4.5rem' },
      [...cards.map((c, i) => h(Card, { key: i, card: c })), ...Array.from({ length: hidden }, (_, i) => h(Card, { key: `h${i}`, card: null }))],
      total !== null ? h('strong', { 'data-total': total, style: 'margin-left:.5rem' }, String(total)) : null);
  return h('div', { class: `ebj-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    row(v.dealer, v.phase === 'playing' ? 1 : 0, v.dealerTotal, 'dealer'),
    row(v.hand, 0, v.total, 'player'),
    v.phase === 'over' && line ? h('strong', { 'data-result': v.result ?? '', class: line.returned > 0 ? 'pos' : 'neg' }, p.t('ebj.result', { result: translateOr(p.t, `outcome.${v.result ?? ''}`, v.result ?? ''), amount: p.money(line.returned) })) : null,
    v.phase === 'playing'
      ? h('div', { class: 'action-bar' }, ['hit', 'stand'].filter((t) => p.legal.some((a) => a.type === t)).map((t) => h('button', { key: t, type: 'button', class: `action action-${t}`, 'data-action': t, onClick: () => p.send({ type: t }) }, p.t(`ebj.${t}`))))
      : null,
    bet
      ? h('div', { class: 'action-bar' }, [1, 2, 5, v.coins.max].filter((n, i, a) => n <= v.coins.max && a.indexOf(n) === i).map((n) => h('button', { key: n, type: 'button', class: 'action action-bet', 'data-action': 'bet', 'data-coins': n, onClick: () => p.send({ type: 'bet', amount: n * v.coins.denomination }) }, p.t('ebj.bet', { amount: p.money(n * v.coins.denomination) }))))
      : null,
    h('span', { class: 'hint' }, p.t('ebj.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

/** The machines' second part (issue 22): keno's stake first, the cancelled game, electronic blackjack. */
const MACHINES_2: Record<'en' | 'es' | 'ca' | 'eu' | 'el' | 'et', Record<string, string>> = {
  en: { 'bet.eight': 'Eight numbers', 'action.mark': 'Mark', 'action.unmark': 'Unmark', 'about.electronic-blackjack': 'Blackjack alone at a machine: two cards each, hit or stand, the dealer draws by the machine’s rule.', 'keno.bet': 'Stake {amount}', 'keno.cancel': 'Cancel (stake returned)', 'bet.keno': 'Keno', 'action.cancel': 'Cancel', 'outcome.cancelled': 'cancelled, stake returned', 'game.electronic-blackjack': 'Electronic blackjack', 'bet.electronic-blackjack': 'Blackjack', 'ebj.bet': 'Bet {amount} and deal', 'ebj.hit': 'Hit', 'ebj.stand': 'Stand', 'ebj.result': '{result}: {amount} paid', 'ebj.declared': 'This machine returns {rtp}% of stakes with the best play' },
  es: { 'bet.eight': 'Ocho números', 'action.mark': 'Marcar', 'action.unmark': 'Desmarcar', 'about.electronic-blackjack': 'Blackjack a solas en una máquina: dos cartas cada uno, pedir o plantarse; la banca roba según la regla de la máquina.', 'keno.bet': 'Apostar {amount}', 'keno.cancel': 'Anular (se devuelve la apuesta)', 'bet.keno': 'Keno', 'action.cancel': 'Anular', 'outcome.cancelled': 'anulada, se devuelve la apuesta', 'game.electronic-blackjack': 'Blackjack electrónico', 'bet.electronic-blackjack': 'Blackjack', 'ebj.bet': 'Apostar {amount} y repartir', 'ebj.hit': 'Carta', 'ebj.stand': 'Plantarse', 'ebj.result': '{result}: se pagan {amount}', 'ebj.declared': 'Esta máquina devuelve el {rtp}% de lo apostado con el mejor juego' },
  ca: { 'bet.eight': 'Vuit números', 'action.mark': 'Marcar', 'action.unmark': 'Desmarcar', 'about.electronic-blackjack': 'Blackjack sol en una màquina: dues cartes cadascú, demanar o plantar-se; la banca roba segons la regla de la màquina.', 'keno.bet': 'Apostar {amount}', 'keno.cancel': 'Anul·lar (es retorna l’aposta)', 'bet.keno': 'Keno', 'action.cancel': 'Anul·lar', 'outcome.cancelled': 'anul·lada, es retorna l’aposta', 'game.electronic-blackjack': 'Blackjack electrònic', 'bet.electronic-blackjack': 'Blackjack', 'ebj.bet': 'Apostar {amount} i repartir', 'ebj.hit': 'Carta', 'ebj.stand': 'Plantar-se', 'ebj.result': '{result}: es paguen {amount}', 'ebj.declared': 'Aquesta màquina retorna el {rtp}% del que s’aposta amb el millor joc' },
  eu: { 'bet.eight': 'Zortzi zenbaki', 'action.mark': 'Markatu', 'action.unmark': 'Marka kendu', 'about.electronic-blackjack': 'Blackjacka makina batean bakarka: bina karta, eskatu edo plantatu; bankuak makinaren arauaren arabera ateratzen du.', 'keno.bet': 'Apustu {amount}', 'keno.cancel': 'Baliogabetu (apustua itzultzen da)', 'bet.keno': 'Keno', 'action.cancel': 'Baliogabetu', 'outcome.cancelled': 'baliogabetuta, apustua itzuli da', 'game.electronic-blackjack': 'Blackjack elektronikoa', 'bet.electronic-blackjack': 'Blackjacka', 'ebj.bet': 'Apustu {amount} eta banatu', 'ebj.hit': 'Karta', 'ebj.stand': 'Plantatu', 'ebj.result': '{result}: {amount} ordaindu da', 'ebj.declared': 'Makina honek apustuen %{rtp} itzultzen du jokaldi onenarekin' },
  el: { 'bet.eight': 'Οκτώ αριθμοί', 'action.mark': 'Σημείωση', 'action.unmark': 'Αναίρεση σημείωσης', 'about.electronic-blackjack': 'Μπλακτζάκ μόνος σε μηχάνημα: δύο φύλλα ο καθένας, κάρτα ή στοπ· ο ντίλερ τραβά με τον κανόνα του μηχανήματος.', 'keno.bet': 'Πόνταρε {amount}', 'keno.cancel': 'Ακύρωση (επιστροφή του πονταρίσματος)', 'bet.keno': 'Κίνο', 'action.cancel': 'Ακύρωση', 'outcome.cancelled': 'ακυρώθηκε, επιστροφή του πονταρίσματος', 'game.electronic-blackjack': 'Ηλεκτρονικό μπλακτζάκ', 'bet.electronic-blackjack': 'Μπλακτζάκ', 'ebj.bet': 'Πόνταρε {amount} και μοίρασε', 'ebj.hit': 'Κάρτα', 'ebj.stand': 'Στοπ', 'ebj.result': '{result}: πληρώθηκαν {amount}', 'ebj.declared': 'Αυτό το μηχάνημα επιστρέφει το {rtp}% των πονταρισμάτων με το καλύτερο παιχνίδι' },
  et: { 'bet.eight': 'Kaheksa numbrit', 'action.mark': 'Märgi', 'action.unmark': 'Eemalda märge', 'about.electronic-blackjack': 'Blackjack üksi automaadi taga: kaks kaarti kummalegi, võta kaart või jää; diiler võtab automaadi reegli järgi.', 'keno.bet': 'Panusta {amount}', 'keno.cancel': 'Tühista (panus tagastatakse)', 'bet.keno': 'Keno', 'action.cancel': 'Tühista', 'outcome.cancelled': 'tühistatud, panus tagastatud', 'game.electronic-blackjack': 'Elektrooniline blackjack', 'bet.electronic-blackjack': 'Blackjack', 'ebj.bet': 'Panusta {amount} ja jaga', 'ebj.hit': 'Kaart', 'ebj.stand': 'Jään', 'ebj.result': '{result}: makstud {amount}', 'ebj.declared': 'See automaat tagastab parima mänguga {rtp}% panustest' },
};

/** Keno's outcome: the numbers caught (`outcome.<n>-hits`), 0 to 20. */
const HITS: Record<keyof typeof MACHINES_2, (n: number) => string> = {
  en: (n) => `${n} caught`, es: (n) => (n === 1 ? '1 acierto' : `${n} aciertos`), ca: (n) => (n === 1 ? '1 encert' : `${n} encerts`),
  eu: (n) => `${n} asmatu`, el: (n) => (n === 1 ? '1 επιτυχία' : `${n} επιτυχίες`), et: (n) => `${n} tabamust`,
};
for (const [l, say] of Object.entries(HITS)) Object.assign(MACHINES_2[l as keyof typeof MACHINES_2], Object.fromEntries(Array.from({ length: 21 }, (_x, n) => [`outcome.${n}-hits`, say(n)])));

interface HiLoView {
  readonly game: 'hi-lo';
  readonly phase: 'calling' | 'won' | 'over';
  readonly stake: number;
  readonly win: number;
  readonly coins: { denomination: number; max: number };
  readonly reels: number[];
  readonly prizes: { higher: number; lower: number }[];
  readonly calls: { reel: number; call: string; shown: number; next: number; won: boolean; amount: number }[];
  readonly callsLeft: number;
  readonly declaredReturn: number;
  readonly settlement: { lines: { returned: number }[] } | null;
}

/** Hi/Lo (003 §4.6.7): the reels with their numbers, each reel's higher and lower calls with their prizes, the stake (coins) for the first call, collect or play on. */
export function HiLo(p: GameViewProps): ComponentChild {
  const v = p.view as HiLoView;
  const [coins, setCoins] = useState(1);
  const first = v.phase === 'calling';
  const can = (reel: number, call: string): boolean => p.legal.some((a) => a.type === 'call' && a.reel === reel && a.call === call);
  const last = v.calls.at(-1);
  const line = v.settlement?.lines[0];
  const send = (reel: number, call: string): void => p.send(first ? { type: 'call', reel, call, amount: coins * v.coins.denomination } : { type: 'call', reel, call });
  return h('div', { class: `hilo-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    h('div', { 'data-reels': true, style: 'display:flex;flex-wrap:wrap;justify-content:center;gap:.4rem;max-width:100%' },
      v.reels.map((x, i) => h('div', { key: i, 'data-reel': i + 1, style: 'display:flex;flex-direction:column;gap:.3rem;align-items:center;width:6.5rem;min-width:0' },
        h('span', { class: 'hint' }, p.t('hilo.reel', { n: i + 1 })),
        h('span', { 'data-number': x, style: `width:3.6rem;height:3.2rem;display:flex;align-items:center;justify-content:center;font-size:1.8rem;font-weight:700;background:#fff;color:#b00;border-radius:.3rem${last && last.reel === i + 1 ? ';outline:3px solid var(--gold, #e0b44c)' : ''}` }, String(x)),
        ...(['higher', 'lower'] as const).map((c) => h('button', { key: c, type: 'button', class: 'action', 'data-action': 'call', 'data-reel': i + 1, 'data-call': c, disabled: !can(i + 1, c), onClick: () => send(i + 1, c), style: 'font-size:.75rem;width:100%;white-space:normal;padding:.25rem .2rem' }, p.t(`hilo.${c}`, { pays: ((v.prizes[i]?.[c] ?? 0) / 100).toFixed(2) })))))),
    last ? h('strong', { 'data-last': last.won ? 'won' : 'lost', class: last.won ? 'pos' : 'neg' }, last.won ? (v.phase === 'won' ? p.t('hilo.won', { amount: p.money(v.win), left: v.callsLeft }) : p.t('hilo.paid', { amount: p.money(line?.returned ?? v.win) })) : p.t('hilo.lost', { shown: last.shown, next: last.next })) : null,
    first && p.legal.some((a) => a.type === 'call')
      ? h('label', null, p.t('hilo.coins'), ' ', h('select', { value: String(coins), 'data-coins': true, onChange: (e: Event) => setCoins(Number((e.target as HTMLSelectElement).value)) }, Array.from({ length: v.coins.max }, (_, i) => h('option', { key: i, value: String(i + 1) }, p.money((i + 1) * v.coins.denomination)))))
      : null,
    p.legal.some((a) => a.type === 'collect') ? h('div', { class: 'action-bar' }, h('button', { type: 'button', class: 'action', 'data-action': 'collect', onClick: () => p.send({ type: 'collect' }) }, p.t('hilo.collect', { amount: p.money(v.win) }))) : null,
    h('span', { class: 'hint' }, p.t('hilo.equal'), ' ', p.t('hilo.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

interface BingoView {
  readonly game: 'machine-bingo';
  readonly phase: 'betting' | 'over';
  readonly stake: number;
  readonly card: number[];
  readonly numbers: number;
  readonly drawn: number[];
  readonly covered: number[];
  readonly lines: number[];
  readonly result: string | null;
  readonly coins: { denomination: number; max: number };
  readonly payTable: Record<string, number>;
  readonly declaredReturn: number;
  readonly settlement: { lines: { returned: number }[] } | null;
}

/** Machine bingo (003 §4.6.5): the 3 × 3 card (the fields covered by the draw lit, the complete lines outlined), the pay table (the class just won lit), the five numbers drawn, the coin buttons. */
export function MachineBingo(p: GameViewProps): ComponentChild {
  const v = p.view as BingoView;
  const play = p.legal.find((a) => a.type === 'play' && a.amount);
  const line = v.settlement?.lines[0];
  const inLine = (f: number): boolean => v.lines.some((m) => (m & (1 << f)) !== 0);
  return h('div', { class: `bingo-machine phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.6rem;align-items:center' },
    h(MachineJackpots, { ...p, links: (v as { jackpots?: JackpotLinkView[] | null }).jackpots }),
    h('div', { 'data-card': true, style: 'display:grid;grid-template-columns:repeat(3,3.4rem);gap:4px' },
      v.card.map((x, f) => h('span', { key: f, 'data-field': f, 'data-number': x, 'data-covered': v.covered.includes(f) ? 'true' : 'false', style: `height:3rem;display:flex;align-items:center;justify-content:center;font-size:1.4rem;font-weight:700;border-radius:.3rem;background:${v.covered.includes(f) ? 'var(--gold, #e0b44c)' : '#fff'};color:#000${inLine(f) ? ';outline:3px solid #c92a2a' : ''}` }, String(x)))),
    v.drawn.length ? h('div', { 'data-drawn': v.drawn.join(' ') }, p.t('mbingo.drawn', { numbers: v.drawn.join(' · ') })) : h('span', { class: 'hint' }, p.t('mbingo.range', { n: v.numbers })),
    h('table', { class: 'pay-table', 'data-pay-table': true }, h('tbody', null, Object.entries(v.payTable).map(([c, x]) => h('tr', { key: c, class: v.result === c ? 'lit' : '', 'data-class': c, style: v.result === c ? 'color:var(--gold, #e0b44c);font-weight:700' : '' }, h('td', null, translateOr(p.t, `outcome.${c}`, c)), h('td', null, p.t('vp.pays', { n: x })))))),
    v.phase === 'over' && line
      ? h('strong', { 'data-result': v.result ?? 'lose', class: line.returned > 0 ? 'pos' : 'neg' }, line.returned > 0 ? p.t('mbingo.won', { result: translateOr(p.t, `outcome.${v.result ?? ''}`, v.result ?? ''), amount: p.money(line.returned) }) : p.t('mbingo.lost'))
      : null,
    play
      ? h('div', { class: 'action-bar' }, [1, 2, 5, v.coins.max].filter((n, i, a) => n <= v.coins.max && a.indexOf(n) === i).map((n) => h('button', { key: n, type: 'button', class: 'action action-play', 'data-action': 'play', 'data-coins': n, onClick: () => p.send({ type: 'play', amount: n * v.coins.denomination }) }, p.t('mbingo.play', { amount: p.money(n * v.coins.denomination) }))))
      : null,
    h('span', { class: 'hint' }, p.t('mbingo.declared', { rtp: (v.declaredReturn * 100).toFixed(2) })));
}

/** The credit meter (003 §4.2.2, §4.3.2): the credit, a load from the wallet, a ticket inserted, the cash-out ticket. */
function CreditMeter({ p }: { p: GameViewProps }): ComponentChild {
  const [load, setLoad] = useState(0);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState(0);
  const [casino, setCasino] = useState('');
  const [note, setNote] = useState<string | null>(null);
  if (!p.me || !p.stacks) return null;
  const route = parseRoute(location.hash);
  const table = route.page === 'table' ? route.table : null;
  const token = loadAccount()?.token ?? null;
  const call = (path: string, body: unknown, done: (r: { ticket: { code: string; amount: number; casino: string } }) => string): void => {
    if (!table) return;
    api<{ ticket: { code: string; amount: number; casino: string } }>(`/api/tables/${table}/${path}`, { token, body }).then((r) => setNote(done(r)), (e: unknown) => setNote(e instanceof Error ? e.message : String(e)));
  };
  const credit = p.stacks[p.me] ?? 0;
  return h('div', { class: 'credit-meter', 'data-credit': credit, style: 'display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-bottom:.5rem' },
    h('strong', null, p.t('mcredit.credit', { amount: p.money(credit) })),
    h('form', { style: 'display:flex;flex-wrap:wrap;gap:.3rem;align-items:center;max-width:100%', onSubmit: (e: Event) => { e.preventDefault(); if (load > 0) p.buyIn?.(Math.round(load * 100)); } },
      h('input', { type: 'number', min: 0, step: '0.01', style: 'width:6rem', 'aria-label': p.t('mcredit.load'), onInput: (e: Event) => setLoad(Number((e.target as HTMLInputElement).value)) }),
      h('button', { type: 'submit', 'data-action': 'load-credit' }, p.t('mcredit.load'))),
    h('button', { type: 'button', 'data-action': 'cash-out-ticket', disabled: credit <= 0, onClick: () => call('ticket', { key: randomKey(p.me ?? 'anon') }, (r) => p.t('mcredit.ticket', { code: r.ticket.code, amount: p.money(r.ticket.amount), casino: r.ticket.casino })) }, p.t('mcredit.cash-out')),
    h('form', { style: 'display:flex;flex-wrap:wrap;gap:.3rem;align-items:center;max-width:100%', onSubmit: (e: Event) => { e.preventDefault(); call('ticket-credit', { code: code.trim(), amount: Math.round(amount * 100), casino: casino.trim() }, (r) => p.t('mcredit.inserted', { amount: p.money(r.ticket.amount) })); } },
      h('input', { placeholder: p.t('mcredit.code'), style: 'width:11rem;max-width:100%', onInput: (e: Event) => setCode((e.target as HTMLInputElement).value) }),
      h('input', { type: 'number', min: 0, step: '0.01', placeholder: p.t('mcredit.amount'), style: 'width:6rem', onInput: (e: Event) => setAmount(Number((e.target as HTMLInputElement).value)) }),
      h('input', { placeholder: p.t('mcredit.casino'), style: 'width:8rem', onInput: (e: Event) => setCasino((e.target as HTMLInputElement).value) }),
      h('button', { type: 'submit', 'data-action': 'insert-ticket' }, p.t('mcredit.insert'))),
    note ? h('span', { class: 'hint', role: 'status' }, note) : null);
}

/** The screen of the machine a view is from. */
function screenOf(view: unknown): (p: GameViewProps) => ComponentChild {
  const game = (view as { game?: string } | null)?.game;
  return game === 'machine-bingo' ? MachineBingo : game === 'hi-lo' ? HiLo : game === 'keno' ? Keno : game === 'electronic-blackjack' ? ElectronicBlackjack : game === 'reel-slot' ? Reels : game === 'electronic-roulette' ? ElectronicRoulette : VideoPoker;
}

export const machines: GameComponent = {
  family: 'machines',
  messages: {
    en: { 'game.electronic-roulette': 'Electronic roulette', 'eg.bet.dozen-1': '1st 12', 'eg.bet.dozen-2': '2nd 12', 'eg.bet.dozen-3': '3rd 12', 'eg.bet.column-1': 'Col 1', 'eg.bet.column-2': 'Col 2', 'eg.bet.column-3': 'Col 3', 'eg.bet.low': '1–18', 'eg.bet.even': 'Even', 'eg.bet.red': 'Red', 'eg.bet.black': 'Black', 'eg.bet.odd': 'Odd', 'eg.bet.high': '19–36', 'eg.inside': 'Split, corner, six or eight…', 'eg.place': 'Place', 'eg.spin': 'Spin', 'eg.withdraw': 'Take back', 'game.reel-slot': 'Reel slot', 'reels.won': 'Won {amount} on a stake of {stake}', 'reels.free': '{n} free games to play', 'reels.lines': 'Lines', 'reels.spin': 'Spin {amount}', 'game.keno': 'Keno', 'keno.pays': '{n} marked pays (hits → for 1): {line}', 'keno.mark': 'Mark {spots} numbers, then play', 'keno.won': '{hits} caught: {amount} paid', 'keno.lost': '{hits} caught', 'keno.play': 'Play {amount}', ...hands(HANDS_EN), ...extra('en', HANDS_EN), ...ui({ jb: 'Video poker — jacks or better', dw: 'Video poker — deuces wild', jp: 'Video poker — joker poker', pays: '{n} for 1', held: 'HELD', draw: 'Draw', bet: 'Bet {coins} ({amount}) and deal', max: 'Bet max {coins} ({amount}) and deal', won: '{hand}: {amount} paid', lost: '{hand}', declared: 'This machine returns {rtp}% of stakes with the best holds', none: 'Waiting for the machine…' }), ...MACHINES_2.en },
    es: { 'game.electronic-roulette': 'Ruleta electrónica', 'eg.bet.dozen-1': '1.ª docena', 'eg.bet.dozen-2': '2.ª docena', 'eg.bet.dozen-3': '3.ª docena', 'eg.bet.column-1': 'Col. 1', 'eg.bet.column-2': 'Col. 2', 'eg.bet.column-3': 'Col. 3', 'eg.bet.low': 'Falta', 'eg.bet.even': 'Par', 'eg.bet.red': 'Rojo', 'eg.bet.black': 'Negro', 'eg.bet.odd': 'Impar', 'eg.bet.high': 'Pasa', 'eg.inside': 'Caballo, cuadro, seisena u ocho…', 'eg.place': 'Apostar', 'eg.spin': 'Girar', 'eg.withdraw': 'Retirar', 'game.reel-slot': 'Máquina de rodillos', 'reels.won': 'Ganado {amount} con una apuesta de {stake}', 'reels.free': 'Quedan {n} partidas gratis', 'reels.lines': 'Líneas', 'reels.spin': 'Girar {amount}', 'game.keno': 'Keno', 'keno.pays': 'Con {n} marcados se paga (aciertos → por 1): {line}', 'keno.mark': 'Marque {spots} números y juegue', 'keno.won': '{hits} aciertos: se pagan {amount}', 'keno.lost': '{hits} aciertos', 'keno.play': 'Jugar {amount}', ...hands(HANDS_ES), ...extra('es', HANDS_ES), ...ui({ jb: 'Vídeo póker — jotas o mejor', dw: 'Vídeo póker — doses comodín', jp: 'Vídeo póker — póker con comodín', pays: '{n} por 1', held: 'RETENIDA', draw: 'Cambiar', bet: 'Apostar {coins} ({amount}) y repartir', max: 'Apuesta máxima {coins} ({amount}) y repartir', won: '{hand}: se pagan {amount}', lost: '{hand}', declared: 'Esta máquina devuelve el {rtp}% de lo apostado con las mejores retenciones', none: 'Esperando a la máquina…' }), ...MACHINES_2.es },
    ca: { 'game.electronic-roulette': 'Ruleta electrònica', 'eg.bet.dozen-1': '1a dotzena', 'eg.bet.dozen-2': '2a dotzena', 'eg.bet.dozen-3': '3a dotzena', 'eg.bet.column-1': 'Col. 1', 'eg.bet.column-2': 'Col. 2', 'eg.bet.column-3': 'Col. 3', 'eg.bet.low': 'Manca', 'eg.bet.even': 'Parell', 'eg.bet.red': 'Vermell', 'eg.bet.black': 'Negre', 'eg.bet.odd': 'Senar', 'eg.bet.high': 'Passa', 'eg.inside': 'Cavall, quadre, sisena o vuit…', 'eg.place': 'Apostar', 'eg.spin': 'Girar', 'eg.withdraw': 'Retirar', 'game.reel-slot': 'Màquina de corrons', 'reels.won': 'Guanyat {amount} amb una aposta de {stake}', 'reels.free': 'Queden {n} partides gratuïtes', 'reels.lines': 'Línies', 'reels.spin': 'Girar {amount}', 'game.keno': 'Keno', 'keno.pays': 'Amb {n} marcats es paga (encerts → per 1): {line}', 'keno.mark': 'Marqueu {spots} números i jugueu', 'keno.won': '{hits} encerts: es paguen {amount}', 'keno.lost': '{hits} encerts', 'keno.play': 'Jugar {amount}', ...hands(HANDS_CA), ...extra('ca', HANDS_CA), ...ui({ jb: 'Vídeo pòquer — sotes o millor', dw: 'Vídeo pòquer — dosos comodí', jp: 'Vídeo pòquer — pòquer amb comodí', pays: '{n} per 1', held: 'RETINGUDA', draw: 'Canviar', bet: 'Apostar {coins} ({amount}) i repartir', max: 'Aposta màxima {coins} ({amount}) i repartir', won: '{hand}: es paguen {amount}', lost: '{hand}', declared: 'Aquesta màquina retorna el {rtp}% del que s’aposta amb les millors retencions', none: 'Esperant la màquina…' }), ...MACHINES_2.ca },
    eu: { 'game.electronic-roulette': 'Erruleta elektronikoa', 'eg.bet.dozen-1': '1. dozena', 'eg.bet.dozen-2': '2. dozena', 'eg.bet.dozen-3': '3. dozena', 'eg.bet.column-1': '1. zut.', 'eg.bet.column-2': '2. zut.', 'eg.bet.column-3': '3. zut.', 'eg.bet.low': 'Falta', 'eg.bet.even': 'Bikoitia', 'eg.bet.red': 'Gorria', 'eg.bet.black': 'Beltza', 'eg.bet.odd': 'Bakoitia', 'eg.bet.high': 'Pasa', 'eg.inside': 'Zaldia, laukia, seikoa edo zortzikoa…', 'eg.place': 'Apustu egin', 'eg.spin': 'Biratu', 'eg.withdraw': 'Erretiratu', 'game.reel-slot': 'Arrabol-makina', 'reels.won': '{amount} irabazi dira {stake}(e)ko apustuarekin', 'reels.free': '{n} doako jokaldi geratzen dira', 'reels.lines': 'Lerroak', 'reels.spin': 'Biratu {amount}', 'game.keno': 'Keno', 'keno.pays': '{n} markaturekin ordaintzen da (asmatuak → 1eko): {line}', 'keno.mark': 'Markatu {spots} zenbaki eta jokatu', 'keno.won': '{hits} asmatu: {amount} ordaindu da', 'keno.lost': '{hits} asmatu', 'keno.play': 'Jokatu {amount}', ...hands(HANDS_EU), ...extra('eu', HANDS_EU), ...ui({ jb: 'Bideo-pokerra — txankoak edo hobea', dw: 'Bideo-pokerra — bikoak komodin', jp: 'Bideo-pokerra — jokerrarekin', pays: '{n} 1eko', held: 'GORDEA', draw: 'Aldatu', bet: 'Apustu {coins} ({amount}) eta banatu', max: 'Gehieneko apustua {coins} ({amount}) eta banatu', won: '{hand}: {amount} ordaindu da', lost: '{hand}', declared: 'Makina honek apustuen %{rtp} itzultzen du atxikipen onenekin', none: 'Makinaren zain…' }), ...MACHINES_2.eu },
    el: { 'game.electronic-roulette': 'Ηλεκτρονική ρουλέτα', 'eg.bet.dozen-1': '1η δωδεκάδα', 'eg.bet.dozen-2': '2η δωδεκάδα', 'eg.bet.dozen-3': '3η δωδεκάδα', 'eg.bet.column-1': 'Στήλη 1', 'eg.bet.column-2': 'Στήλη 2', 'eg.bet.column-3': 'Στήλη 3', 'eg.bet.low': '1–18', 'eg.bet.even': 'Ζυγά', 'eg.bet.red': 'Κόκκινο', 'eg.bet.black': 'Μαύρο', 'eg.bet.odd': 'Μονά', 'eg.bet.high': '19–36', 'eg.inside': 'Διπλό, τετράδα, εξάδα ή οκτάδα…', 'eg.place': 'Ποντάρισμα', 'eg.spin': 'Περιστροφή', 'eg.withdraw': 'Απόσυρση', 'game.reel-slot': 'Μηχάνημα με τροχούς', 'reels.won': 'Κέρδος {amount} με πόνταρισμα {stake}', 'reels.free': 'Απομένουν {n} δωρεάν παιχνίδια', 'reels.lines': 'Γραμμές', 'reels.spin': 'Περιστροφή {amount}', 'game.keno': 'Κίνο', 'keno.pays': 'Με {n} σημειωμένους πληρώνει (επιτυχίες → προς 1): {line}', 'keno.mark': 'Σημειώστε {spots} αριθμούς και παίξτε', 'keno.won': '{hits} επιτυχίες: πληρώθηκαν {amount}', 'keno.lost': '{hits} επιτυχίες', 'keno.play': 'Παίξτε {amount}', ...hands(HANDS_EL), ...extra('el', HANDS_EL), ...ui({ jb: 'Βίντεο πόκερ — βαλέδες ή καλύτερα', dw: 'Βίντεο πόκερ — μπαλαντέρ τα δυάρια', jp: 'Βίντεο πόκερ — με τζόκερ', pays: '{n} προς 1', held: 'ΚΡΑΤΗΜΕΝΟ', draw: 'Αλλαγή', bet: 'Πόνταρε {coins} ({amount}) και μοίρασε', max: 'Μέγιστο πόνταρισμα {coins} ({amount}) και μοίρασε', won: '{hand}: πληρώθηκαν {amount}', lost: '{hand}', declared: 'Αυτό το μηχάνημα επιστρέφει το {rtp}% των πονταρισμάτων με τις καλύτερες επιλογές', none: 'Αναμονή για το μηχάνημα…' }), ...MACHINES_2.el },
    et: { 'game.electronic-roulette': 'Elektrooniline rulett', 'eg.bet.dozen-1': '1. tosin', 'eg.bet.dozen-2': '2. tosin', 'eg.bet.dozen-3': '3. tosin', 'eg.bet.column-1': '1. veerg', 'eg.bet.column-2': '2. veerg', 'eg.bet.column-3': '3. veerg', 'eg.bet.low': '1–18', 'eg.bet.even': 'Paaris', 'eg.bet.red': 'Punane', 'eg.bet.black': 'Must', 'eg.bet.odd': 'Paaritu', 'eg.bet.high': '19–36', 'eg.inside': 'Kaks, neli, kuus või kaheksa numbrit…', 'eg.place': 'Panusta', 'eg.spin': 'Keeruta', 'eg.withdraw': 'Võta tagasi', 'game.reel-slot': 'Rullidega automaat', 'reels.won': 'Võit {amount} panusega {stake}', 'reels.free': '{n} tasuta mängu jäänud', 'reels.lines': 'Read', 'reels.spin': 'Keeruta {amount}', 'game.keno': 'Keno', 'keno.pays': '{n} märgitud numbriga makstakse (tabamused → 1 eest): {line}', 'keno.mark': 'Märkige {spots} numbrit ja mängige', 'keno.won': '{hits} tabamust: makstud {amount}', 'keno.lost': '{hits} tabamust', 'keno.play': 'Mängi {amount}', ...hands(HANDS_ET), ...extra('et', HANDS_ET), ...ui({ jb: 'Videopokker — soldatid või parem', dw: 'Videopokker — kahed jokkerid', jp: 'Videopokker — jokkeriga', pays: '{n} 1 eest', held: 'HOITUD', draw: 'Vaheta', bet: 'Panusta {coins} ({amount}) ja jaga', max: 'Maksimumpanus {coins} ({amount}) ja jaga', won: '{hand}: makstud {amount}', lost: '{hand}', declared: 'See automaat tagastab parimate valikutega {rtp}% panustest', none: 'Ootan automaati…' }), ...MACHINES_2.et },
  },
  Table: (p) => h('div', null, h(CreditMeter, { p }), h(AutoplayPanel, { p }), h(screenOf(p.view), p)),
  Recall: (p: RecallProps) => h(screenOf(p.view), { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
