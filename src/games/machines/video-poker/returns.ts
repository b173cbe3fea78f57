/**
 * @module games/machines/video-poker/returns
 * The exact return of a pay table under optimal holds. The shipped tables' returns are stored here (each proved
 * equal to a fresh analysis by video-poker.test.ts: jacks or better in every run, every table with
 * CROUPIER_EXHAUSTIVE=1); any other table is analysed the first time it is asked for (about 5–10 s on one core) and
 * kept for the life of the process.
 */
import { analyse, countTables, type CountTables, type PayTableAnalysis } from './analysis.js';
import type { HandKind } from './hand-kinds.js';

/** kind/pays joined by '/', → exact return under optimal play. */
export const STORED_RETURNS: Readonly<Record<string, number>> = {
  'jacks-or-better/800/50/25/9/6/4/3/2/1/0': 0.995439043695154,
  'deuces-wild/800/200/25/16/10/4/4/3/2/1/0': 0.997282946516442,
  'joker-poker/800/200/100/50/20/6/5/3/2/1/1/0': 0.990793133863648,
};

const computed = new Map<string, number>();
const analyses = new Map<string, PayTableAnalysis>();
const tables = new Map<string, CountTables>();

export const payKey = (kind: HandKind, pays: readonly number[]): string => `${kind.id}/${pays.join('/')}`;

/** The count tables of a kind, built once per process (game/strategy/analysis share them). */
export function tablesOf(kind: HandKind): CountTables {
  let t = tables.get(kind.id);
  if (!t) {
    t = countTables(kind);
    tables.set(kind.id, t);
  }
  return t;
}

/** The whole analysis of a pay table (`croupier rtp`'s report), counted once per process. */
export function analysisOf(kind: HandKind, pays: readonly number[]): PayTableAnalysis {
  const key = payKey(kind, pays);
  let a = analyses.get(key);
  if (!a) {
    a = analyse(tablesOf(kind), pays);
    analyses.set(key, a);
    computed.set(key, a.return);
  }
  return a;
}

/** The exact return: stored, computed earlier in this process, or analysed now. */
export function exactReturn(kind: HandKind, pays: readonly number[], o: { fresh?: boolean; progress?: (done: number, of: number) => void } = {}): number {
  const key = payKey(kind, pays);
  if (!o.fresh) {
    const known = STORED_RETURNS[key] ?? computed.get(key);
    if (known !== undefined) return known;
  }
  const r = analyse(tablesOf(kind), pays, o.progress).return;
  computed.set(key, r);
  return r;
}
