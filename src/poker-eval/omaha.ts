/**
 * @module poker-eval/omaha
 * "Exactly two hole cards and three board cards" (Omaha 000 §17.2.1, 003 §3.5.3.2; five-card Omaha 000 §17.2.2,
 * 003 §3.5.9; Courchevel 003 §3.5.8; the Omaha half of Sviten Special 003 §3.5.13). Under the standard rules the
 * pairs and triples are pre-summed so each of the 60 (or 100) combinations costs one table lookup.
 */
import type { CardIndex } from './cards.js';
import type { HandValue } from './value.js';
import type { RankingRules } from './rules.js';
import { STANDARD_HIGH } from './presets.js';
import { CARD_BIT, CARD_KEY } from './high-tables.js';
import { evaluate5Key } from './high.js';
import { bestValueUnchecked, checkCards, isStandardHigh, subsets } from './evaluate.js';

const pairKey = new Int32Array(10);
const pairBits = new Int32Array(10);
const tripleKey = new Int32Array(10);
const tripleBits = new Int32Array(10);

/** Fast standard case: hole of 4 or 5 cards, board of 3 to 5, all 0…51, distinct (not checked). */
export function omahaHighUnchecked(hole: ArrayLike<CardIndex>, board: ArrayLike<CardIndex>): HandValue {
  let np = 0;
  for (let i = 0; i < hole.length; i++) {
    for (let j = i + 1; j < hole.length; j++) {
      const a = hole[i]!;
      const b = hole[j]!;
      pairKey[np] = CARD_KEY[a]! + CARD_KEY[b]!;
      pairBits[np++] = CARD_BIT[a]! | CARD_BIT[b]!;
    }
  }
  let nt = 0;
  const m = board.length;
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) {
      for (let k = j + 1; k < m; k++) {
        const a = board[i]!;
        const b = board[j]!;
        const c = board[k]!;
        tripleKey[nt] = (CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]!) | 0;
        tripleBits[nt++] = CARD_BIT[a]! | CARD_BIT[b]! | CARD_BIT[c]!;
      }
    }
  }
  let best = 0;
  for (let p = 0; p < np; p++) {
    const pk = pairKey[p]!;
    const pb = pairBits[p]!;
    for (let t = 0; t < nt; t++) {
      const v = evaluate5Key(pk + tripleKey[t]!, pb | tripleBits[t]!);
      if (v > best) best = v;
    }
  }
  return best;
}

/**
 * Best hand using exactly `holeUse` hole cards and `boardUse` board cards (default 2 and 3).
 * @example omahaValue(parseCards('AhAdKsQs'), parseCards('2h7h9hJc3d'))
 */
export function omahaValue(
  hole: readonly CardIndex[], board: readonly CardIndex[], rules: RankingRules = STANDARD_HIGH, holeUse = 2, boardUse = 3,
): HandValue {
  checkCards([...hole, ...board], rules);
  if (hole.length < holeUse || board.length < boardUse) throw new RangeError(`need ${holeUse} hole and ${boardUse} board cards`);
  if (holeUse + boardUse !== rules.handSize) throw new RangeError(`${holeUse} + ${boardUse} cards do not make a ${rules.id} hand`);
  if (isStandardHigh(rules) && holeUse === 2 && boardUse === 3 && hole.length <= 5 && board.length <= 5) return omahaHighUnchecked(hole, board);
  let best = -1;
  for (const h of subsets(hole, holeUse)) {
    for (const b of subsets(board, boardUse)) {
      const v = bestValueUnchecked([...h, ...b], rules);
      if (v > best) best = v;
    }
  }
  return best;
}
