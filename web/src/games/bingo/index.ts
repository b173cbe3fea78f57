/**
 * @module web/games/bingo
 * Ninety-ball bingo's web component (000-A3): the purchase of whole series while the sale is open, the player's
 * cards with the drawn numbers marked (each card named by its series and number, 000-A3 para 6), the last balls, the
 * board of the 90 numbers, the line and bingo announcements with their shares, the claim buttons, the settled lines.
 * A linked hall (000-A3 para 4) shows the linked pool's amount, read from `GET /api/jackpots` every few seconds (a
 * display only: the prize is what the round's transaction pays, 003 §2.3.4), and the linked bingo when one is made.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../net/api.js';
import type { GameComponent, GameViewProps, RecallProps } from '../types.js';
import { actionLabel } from '../../components/action-bar.js';
import { translateOr } from '../../i18n/index.js';

interface Cell {
  readonly n: number;
  readonly marked: boolean;
}
interface Won {
  readonly ball: number;
  readonly number: number;
  readonly amount: number;
  readonly share: number;
  readonly cards: readonly { card: string; holder: string }[];
}
interface BingoView {
  readonly game: string;
  readonly phase: string;
  readonly seriesPrice: number;
  readonly cardsSold: number;
  readonly takings: number;
  readonly prizes: { line: number; bingo: number } | null;
  readonly drawn: readonly number[];
  readonly lastBalls: readonly number[];
  readonly line: Won | null;
  readonly bingo: Won | null;
  readonly cards: readonly { id: string; holder: string; lines: readonly (readonly Cell[])[] }[];
  readonly settlement: { lines: { bettor: string; bet: string; stake: number; returned: number; outcome: string }[] } | null;
  readonly linked?: { jackpot: string; maxBall: number } | null;
  readonly linkedWon?: { ball: number; cards: readonly { card: string; holder: string }[] } | null;
}

/** How often a linked hall's page reads the pool's amount. */
const POOL_POLL_MS = 5_000;

/** The linked pool's amount and status as the displays read them (`GET /api/jackpots`), polled; null until known. */
function usePool(id: string | null): { amount: number; status: string } | null {
  const [pool, setPool] = useState<{ amount: number; status: string } | null>(null);
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    const read = (): void => {
      api<{ jackpots: { id: string; amount: number; status: string }[] }>('/api/jackpots')
        .then((r) => {
          const j = r.jackpots.find((x) => x.id === id);
          if (live) setPool(j ? { amount: j.amount, status: j.status } : null);
        })
        .catch(() => undefined);
    };
    read();
    const timer = setInterval(read, POOL_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id]);
  return pool;
}

function linkedBanner(p: GameViewProps, v: BingoView, pool: { amount: number; status: string } | null): ComponentChild {
  if (!v.linked) return null;
  const won = v.linkedWon;
  const who = won ? won.cards.map((c) => `${p.names[c.holder] ?? c.holder} (${c.card})`).join(', ') : '';
  const text = won ? p.t('bingo.linked.won', { ball: won.ball, who }) : pool?.status === 'out-of-order' ? p.t('bingo.linked.out') : p.t('bingo.linked', { amount: pool ? p.money(pool.amount) : '…', ball: v.linked.maxBall });
  return h('div', { class: 'bingo-linked', 'data-linked': v.linked.jackpot, 'data-pool': pool?.amount ?? '', style: 'padding:.3rem .6rem;border-radius:.4rem;border:2px solid var(--gold, #e0b44c);font-weight:700' }, text);
}
const asView = (v: unknown): BingoView | null => (v && typeof v === 'object' && (v as BingoView).game === 'bingo' && Array.isArray((v as BingoView).drawn) ? (v as BingoView) : null);
const column = (n: number): number => (n === 90 ? 8 : Math.floor(n / 10));

function announcement(p: GameViewProps, kind: 'line' | 'bingo', w: Won | null): ComponentChild {
  if (!w) return null;
  const who = w.cards.map((c) => `${p.names[c.holder] ?? c.holder} (${c.card})`).join(', ');
  return h('div', { class: `bingo-won bingo-${kind}`, 'data-won': kind, style: 'padding:.3rem .6rem;border-radius:.4rem;background:var(--gold, #e0b44c);color:#111;font-weight:700' }, p.t(`bingo.won.${kind}`, { ball: w.ball, number: w.number, who, share: p.money(w.share) }));
}

function card(c: BingoView['cards'][number], p: GameViewProps): ComponentChild {
  return h('div', { key: c.id, class: 'bingo-card', 'data-card': c.id, style: 'border:1px solid #ffffff55;border-radius:.4rem;padding:.3rem;background:#fffbe8;color:#111' },
    h('div', { style: 'font-size:.7rem' }, p.t('bingo.card', { id: c.id })),
    h('div', { style: 'display:grid;grid-template-columns:repeat(9,1.7rem);gap:2px' },
      c.lines.flatMap((line, l) => {
        const cells: ComponentChild[] = Array.from({ length: 9 }, (_, col) => h('span', { key: `${l}-${col}`, style: 'height:1.5rem' }));
        for (const x of line) cells[column(x.n)] = h('span', { key: `${l}-${column(x.n)}`, 'data-n': x.n, 'data-marked': x.marked ? 'yes' : 'no', style: `height:1.5rem;display:flex;align-items:center;justify-content:center;border-radius:50%;font-weight:700;${x.marked ? 'background:#c92a2a;color:#fff' : ''}` }, String(x.n));
        return cells;
      })));
}

export function BingoTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  const pool = usePool(v?.linked?.jackpot ?? null);
  const buy = p.legal.find((a) => a.type === 'buy' && a.amount);
  const claims = p.legal.filter((a) => a.type === 'claim');
  const others = p.legal.filter((a) => a.type !== 'buy' && a.type !== 'claim');
  const buttons: ComponentChild[] = [];
  if (buy?.amount) for (let amount = buy.amount.min; amount <= buy.amount.max; amount += buy.amount.step) {
    const n = amount / buy.amount.step;
    buttons.push(h('button', { key: `buy-${n}`, type: 'button', class: 'action action-buy', 'data-action': 'buy', 'data-series': n, onClick: () => p.send({ type: 'buy', amount }) }, p.t('bingo.buy', { n, amount: p.money(amount) })));
  }
  for (const a of claims) buttons.push(h('button', { key: `claim-${String(a.card)}-${String(a.prize)}`, type: 'button', class: 'action action-claim', 'data-action': 'claim', onClick: () => p.send({ type: 'claim', card: a.card, prize: a.prize }) }, p.t(`bingo.claim.${String(a.prize)}`, { id: String(a.card) })));
  for (const a of others) buttons.push(h('button', { key: a.type, type: 'button', class: `action action-${a.type}`, 'data-action': a.type, onClick: () => p.send({ type: a.type }) }, actionLabel(p.t, a.type)));
  const bar = buttons.length ? h('div', { class: 'action-bar' }, buttons) : null;
  if (!v) return h('div', { class: 'bingo-table' }, bar);
  const drawn = new Set(v.drawn);
  return h('div', { class: `bingo-table phase-${v.phase}`, 'data-phase': v.phase, style: 'display:flex;flex-direction:column;gap:.5rem' },
    h('div', { style: 'display:flex;gap:.7rem;flex-wrap:wrap;align-items:center' },
      h('span', { class: 'status' }, p.t(`bingo.phase.${v.phase}`)),
      h('span', { class: 'hint' }, p.t('bingo.sold', { cards: v.cardsSold, takings: p.money(v.takings) })),
      v.prizes ? h('span', { class: 'hint' }, p.t('bingo.prizes', { line: p.money(v.prizes.line), bingo: p.money(v.prizes.bingo) })) : null),
    v.lastBalls.length
      ? h('div', { 'data-last-balls': true, style: 'display:flex;gap:.3rem;align-items:center' }, h('span', { class: 'hint' }, p.t('bingo.last-balls')), v.lastBalls.map((n, i) => h('strong', { key: n, 'data-ball': n, style: `display:inline-flex;width:${i ? 1.8 : 2.4}rem;height:${i ? 1.8 : 2.4}rem;border-radius:50%;align-items:center;justify-content:center;background:#fff;color:#111` }, String(n))))
      : null,
    linkedBanner(p, v, pool),
    announcement(p, 'line', v.line),
    announcement(p, 'bingo', v.bingo),
    h('div', { 'data-board': true, style: 'display:grid;grid-template-columns:repeat(10,1.6rem);gap:2px' }, Array.from({ length: 90 }, (_, i) => i + 1).map((n) => h('span', { key: n, 'data-board-n': n, style: `text-align:center;font-size:.7rem;border-radius:.2rem;${drawn.has(n) ? 'background:#c92a2a;color:#fff' : 'opacity:.45'}` }, String(n)))),
    bar,
    v.cards.length ? h('div', { class: 'bingo-cards', style: 'display:flex;flex-wrap:wrap;gap:.5rem' }, v.cards.map((c) => card(c, p))) : null,
    v.settlement?.lines.length
      ? h('table', { class: 'lines' }, h('tbody', null, v.settlement.lines.map((l, i) => h('tr', { key: i, class: l.bettor === p.me ? 'mine' : '' }, h('td', null, p.names[l.bettor] ?? l.bettor), h('td', null, p.money(l.stake)), h('td', { class: l.returned > l.stake ? 'pos' : 'neg' }, `→ ${p.money(l.returned)}`), h('td', { class: 'hint' }, l.bet === 'linked' && l.outcome !== 'linked-bingo' ? p.t('bingo.linked.share') : translateOr(p.t, `outcome.${l.outcome}`, l.outcome))))))
      : null);
}

export const bingo: GameComponent = {
  family: 'bingo',
  /** Played without boxes: each buyer is on an auxiliary machine of his own (000-A3 para 6), counted by the game. */
  seatless: true,
  messages: {
    en: { 'game.bingo': 'Bingo (90 balls)' },
    es: { 'game.bingo': 'Bingo (90 bolas)' },
    ca: { 'game.bingo': 'Bingo (90 boles)' },
    eu: { 'game.bingo': 'Bingoa (90 bola)' },
    el: { 'game.bingo': 'Μπίνγκο (90 σφαίρες)' },
    et: { 'game.bingo': 'Bingo (90 kuuli)' },
  },
  Table: (p) => h(BingoTable, p),
  limits: (config) => {
    const c = config as { cardPrice?: unknown } | null;
    return c && typeof c.cardPrice === 'number' ? { min: c.cardPrice * 6, max: c.cardPrice * 36 } : null;
  },
  Recall: (p: RecallProps) => h(BingoTable, { game: p.game, profile: '', view: p.view, legal: [], send: () => undefined, me: null, role: 'auditor', chip: 0, t: p.t, locale: p.locale, money: p.money, names: {} }),
};
