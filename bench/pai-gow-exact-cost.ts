/**
 * @module bench/pai-gow-exact-cost
 * What an exact Pai Gow analysis (000 §14, profile `eus`: the player sets by the same house way as the Bank) would
 * cost on one core: its inner step is the Bank's setting by the house way (pai-gow/house-way.ts `setByHouseWay`) and
 * the two comparisons (poker-eval `paiGowOutcome`), once per Bank hand. This times that step on a seeded sample of
 * seven-card hands from the 53-card deck (CPU time) and extrapolates: one starting hand is C(46,7) = 53,524,680 Bank
 * hands; the game is every starting hand up to suit symmetry (≈ 6.9 million classes: 6,009,159 without the joker and
 * about C(52,6)/24 with it). Prints `uptime`'s load: the machine is shared.
 */
import { execSync } from 'node:child_process';
import { frenchDeck } from '../src/cards/decks.js';
import { parseCard } from '../src/poker-eval/cards.js';
import { paiGowOutcome } from '../src/poker-eval/pai-gow.js';
import { shuffled } from '../src/rng/rng.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { setByHouseWay } from '../src/games/house-poker/pai-gow/house-way.js';

const SAMPLE = 20_000;
const BANK_HANDS = 53_524_680;
const CLASSES = 6_009_159 + Math.round(20_358_520 / 24);

export async function run(): Promise<void> {
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  const rng = seededRng('bench-pai-gow');
  const deck = frenchDeck('red', 1).cards.map(parseCard);
  const hands = Array.from({ length: SAMPLE }, () => shuffled(deck, rng).slice(0, 14));
  const t = process.cpuUsage();
  let wins = 0;
  for (const h of hands) {
    const player = setByHouseWay(h.slice(0, 7), 'common');
    const bank = setByHouseWay(h.slice(7), 'common');
    if (paiGowOutcome(player, bank) === 'win') wins++;
  }
  const u = process.cpuUsage(t);
  const perBank = (u.user + u.system) / 1e6 / SAMPLE / 2; // two settings a sample: the step is one
  const perHand = perBank * BANK_HANDS;
  console.log(`house way + outcome: ${(perBank * 1e6).toFixed(2)} µs CPU per Bank hand (${SAMPLE.toLocaleString('en')} deals sampled, ${wins} player wins)`);
  console.log(`one starting hand: ${BANK_HANDS.toLocaleString('en')} Bank hands × ${(perBank * 1e6).toFixed(2)} µs ≈ ${perHand.toFixed(0)} s; the game: ${CLASSES.toLocaleString('en')} classes × ${perHand.toFixed(0)} s ≈ ${((CLASSES * perHand) / 3600 / 24 / 365).toFixed(0)} years on one core`);
}
