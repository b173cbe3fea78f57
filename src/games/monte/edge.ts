/**
 * @module games/monte/edge
 * The load check of a Monte profile (001 §13): a bet whose exact return is over 100% gives the player the edge. The
 * profile then loads with a warning naming each such bet and its exact return (`playerEdge`: `warn`, a Node warning
 * with code `monte/player-advantage`, once per process), or is refused (`refuse`: `monte/player-advantage`). The
 * readings shipped in `cv` are known here, so loading them computes nothing; any other profile's returns are computed
 * by `monteExact` (about 4 s of CPU, once per process). monte.test.ts checks every known entry against the enumeration.
 */
import { ConfigError } from '../../core/errors.js';
import { cmp, num, ONE, parse, str } from '../../math/rational.js';
import { mathSignature, monteExact } from './math.js';
import type { MonteProfile } from './profile.js';

/** A bet over 100%: its name and exact return (a fraction). */
export interface PlayerEdge {
  readonly bet: string;
  readonly rtp: string;
}

const AS_WRITTEN = '159783746051270839514417/158659592559510457099410';
/** Profile `cv` as shipped (diagonals as written) and with `diagonals: cancel`: the bets over 100%, by signature. */
export const KNOWN_EDGES: Readonly<Record<string, readonly PlayerEdge[]>> = {
  '[{"vis":32,"camoPrimeras":11,"camoSegundas":5,"salto":3,"cartas":1},"to-one",{"visPerCard":1,"camoPerDoubledCard":1,"segundas":true},{"percent":10,"of":"winnings","phases":"both","exceptVis":true},"carry","void","as-written"]': [
    { bet: 'cartas-4v1', rtp: AS_WRITTEN },
    { bet: 'cartas-3v2', rtp: AS_WRITTEN },
  ],
  '[{"vis":32,"camoPrimeras":11,"camoSegundas":5,"salto":3,"cartas":1},"to-one",{"visPerCard":1,"camoPerDoubledCard":1,"segundas":true},{"percent":10,"of":"winnings","phases":"both","exceptVis":true},"carry","void","cancel"]': [],
};

/** The bets of this profile whose exact return is over 100%. */
export function playerEdges(p: MonteProfile): readonly PlayerEdge[] {
  const known = KNOWN_EDGES[mathSignature(p)];
  if (known) return known;
  return [...monteExact(p).returns].filter(([, r]) => cmp(r, ONE) > 0).map(([bet, r]) => ({ bet, rtp: str(r) }));
}

const describe = (p: MonteProfile, edges: readonly PlayerEdge[]): string =>
  `${p.id}: ${edges.map((e) => `${e.bet} returns ${num(parse(e.rtp)).toFixed(4)} (${e.rtp})`).join(', ')} per unit staked: the player has the edge (${p.diagonals.cite}; docs/games/monte.md, Diagonals)`;

const warned = new Set<string>();

/** The load check: refuses (`playerEdge: refuse`) or warns once per process (`warn`) when a bet returns over 100%. */
export function checkPlayerEdge(p: MonteProfile): readonly PlayerEdge[] {
  const edges = playerEdges(p);
  if (!edges.length) return edges;
  const message = describe(p, edges);
  if (p.playerEdge.value === 'refuse') throw new ConfigError('monte/player-advantage', message, { cite: p.playerEdge.cite });
  if (!warned.has(message)) {
    warned.add(message);
    process.emitWarning(message, { code: 'monte/player-advantage' });
  }
  return edges;
}
