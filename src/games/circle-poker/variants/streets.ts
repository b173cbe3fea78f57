/**
 * @module games/circle-poker/variants/streets
 * The street patterns the variants share, as data: flop games (the hole cards, then a flop of three, a turn and a
 * river, each after a burn card: 000 §17.2.1 II, 003 §3.5.1.2, §3.1.7.4) and stud (000 §17.5, 003 §3.5.6.2).
 */
import type { Opener, Street } from '../variant.js';

/** A flop game dealing `holeCards` face down: four betting rounds, the last two at the big bet (fixed limit). */
export const flopStreets = (holeCards: number): Street[] => [
  { burn: 0, hole: Array.from({ length: holeCards }, () => 'down' as const), board: 0, opener: 'after-blinds', bigBet: false },
  { burn: 1, hole: [], board: 3, opener: 'left-of-button', bigBet: false },
  { burn: 1, hole: [], board: 1, opener: 'left-of-button', bigBet: true },
  { burn: 1, hole: [], board: 1, opener: 'left-of-button', bigBet: true },
];

/**
 * Seven-card stud: two down and one up, three more up, the last down; five betting rounds, the first two at the
 * lower limit and the other three at the higher (000 §17.5 II.1 a). `later`: who speaks first after the first round.
 */
export const sevenStudStreets = (later: Opener): Street[] => [
  { burn: 0, hole: ['down', 'down', 'up'], board: 0, opener: 'after-bring-in', bigBet: false },
  { burn: 0, hole: ['up'], board: 0, opener: later, bigBet: false },
  { burn: 0, hole: ['up'], board: 0, opener: later, bigBet: true },
  { burn: 0, hole: ['up'], board: 0, opener: later, bigBet: true },
  { burn: 0, hole: ['down'], board: 0, opener: later, bigBet: true },
];
