/**
 * @module web/games/baccarat/view
 * The three baccarat views as the engine builds them (src/protocol/views/baccarat.ts, imported as types only:
 * nothing of the engine is bundled), and a guard that tells them apart by their `game` field.
 */
import type { CdfView, DtView, PbView } from '../../../../src/protocol/views/baccarat.js';

export type { PbView, CdfView, DtView };
export type BaccaratView = PbView | CdfView | DtView;

export function asView(v: unknown): BaccaratView | null {
  if (!v || typeof v !== 'object') return null;
  const g = (v as { game?: unknown }).game;
  return g === 'punto-banca' || g === 'chemin-de-fer' || g === 'baccarat-deux-tableaux' ? (v as BaccaratView) : null;
}
