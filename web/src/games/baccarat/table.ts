/**
 * @module web/games/baccarat/table
 * The baccarat tables: punto y banca (punto-banca.ts), chemin de fer (chemin.ts) and deux tableaux (deux.ts), drawn
 * with the pieces of felt.ts. Face-down cards come as null in the view and are drawn face down. Every decision is a
 * legal action the server listed; the client decides nothing.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { GameViewProps, RecallProps } from '../types.js';
import { Actions } from './felt.js';
import { PuntoBanca } from './punto-banca.js';
import { Chemin } from './chemin.js';
import { Deux } from './deux.js';
import { asView } from './view.js';

export function BaccaratTable(p: GameViewProps): ComponentChild {
  const v = asView(p.view);
  if (!v) return h('div', { class: 'bac-table' }, p.t('bac.waiting'), h(Actions, { p }));
  if (v.game === 'punto-banca') return h(PuntoBanca, { v, p });
  if (v.game === 'chemin-de-fer') return h(Chemin, { v, p });
  return h(Deux, { v, p });
}

export function BaccaratRecall(r: RecallProps): ComponentChild {
  const p = { ...r, legal: [], send: () => undefined, me: null, role: 'auditor' as const, chip: 0, names: {}, profile: '' };
  return h(BaccaratTable, p);
}

/** The boxes a baccarat table numbers (its view's seats: punto y banca leaves 13 out, 000 §07 II.3), and each one's tableau. */
export function baccaratSeats(view: unknown, t: GameViewProps['t']): readonly { box: number; note?: string }[] | null {
  const v = asView(view);
  if (!v) return [];
  if (v.game === 'baccarat-deux-tableaux') return v.seats.map((s) => ({ box: s.seat, note: t(`bac.tableau-${s.tableau}`) }));
  return v.seats.map((s) => ({ box: s.seat }));
}
