/**
 * @module web/games/baccarat/view
 * The three baccarat views as the engine builds them (imported as types only: nothing of the engine is bundled),
 * and a guard that tells them apart by their `game` field.
 */
import type { PbView } from '../../../../src/games/baccarat/punto-banca/view.js';
import type { CdfView } from '../../../../src/games/baccarat/chemin-de-fer/view.js';
import type { DtView } from '../../../../src/games/baccarat/deux-tableaux/view.js';

export type { PbView, CdfView, DtView };
export type BaccaratView = PbView | CdfView | DtView;

export function asView(v: unknown): BaccaratView | null {
  if (!v || typeof v !== 'object') return null;
  const g = (v as { game?: unknown }).game;
  return g === 'punto-banca' || g === 'chemin-de-fer' || g === 'baccarat-deux-tableaux' ? (v as BaccaratView) : null;
}
