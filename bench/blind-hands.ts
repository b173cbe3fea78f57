/**
 * @module bench/blind-hands
 * What a blind hand returns (003 §2.2.10.9, §2.2.9.8: its BET / PLAY placed before the deal, its cards unseen: the
 * "always play" strategy) at Casino Hold'em (`ee-oc`: ANTE + BET 2×) and UTH (`ee-oc`: ANTE + BLIND + PLAY at each of
 * 1×–4×): seeded deals from a fresh deck, each settled by the game's own settlement of one box (holdem/settle.ts,
 * ultimate/settle.ts), the net per ANTE with its standard error. Not exact (every deal against every dealer holding is
 * about 10^12 evaluations), so `croupier rtp` does not report it; docs/games/house-poker.md quotes this run.
 * Run: `npx tsx bench/blind-hands.ts [deals]` (about 1 s per 100,000 deals a line on one core).
 */
import { casinoHoldem } from '../src/games/house-poker/casino-holdem.js';
import { qualifierOf } from '../src/games/house-poker/holdem/hands.js';
import type { HoldemProfile } from '../src/games/house-poker/holdem/profile.js';
import { settleHoldemBox } from '../src/games/house-poker/holdem/settle.js';
import type { HhBox } from '../src/games/house-poker/holdem/state.js';
import { settleUthBox, uthQualifier } from '../src/games/house-poker/ultimate/settle.js';
import type { UthProfile } from '../src/games/house-poker/ultimate/profile.js';
import { ultimateHoldem } from '../src/games/house-poker/ultimate-holdem.js';
import type { SettlementLine } from '../src/core/settlement.js';
import { evaluate } from '../src/poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../src/poker-eval/presets.js';
import type { HandValue } from '../src/poker-eval/value.js';
import { seededRng } from '../src/rng/seeded-rng.js';

type Settle = (hand: HandValue, dealer: HandValue, box: HhBox) => SettlementLine[];

/**
 * The mean net per ANTE of a blind box over `rounds` seeded deals (the player's two, the dealer's two, the board's
 * five from a fresh deck), settled by the game's own settlement of one box, and its standard error.
 */
export function blindHandReturn(seed: string, stakes: Record<string, number>, settle: Settle, rounds: number): { mean: number; se: number } {
  const rng = seededRng(seed);
  const box: HhBox = { box: 1, owner: 'b', stakes, cards: [], decision: 'play', blind: true };
  const deck = Array.from({ length: 52 }, (_, i) => i);
  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < 9; i++) {
      const j = i + rng.int(52 - i);
      [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
    }
    const board = deck.slice(4, 9);
    const hand = evaluate([deck[0] as number, deck[1] as number, ...board], STANDARD_HIGH);
    const dealer = evaluate([deck[2] as number, deck[3] as number, ...board], STANDARD_HIGH);
    const net = settle(hand, dealer, box).reduce((t, l) => t + l.net, 0) / (stakes.ante as number);
    sum += net;
    sumSq += net * net;
  }
  const mean = sum / rounds;
  return { mean, se: Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) / rounds) };
}

export async function run(rounds = 1_000_000): Promise<void> {
  const che = casinoHoldem.profiles.get('ee-oc') as HoldemProfile;
  const uth = ultimateHoldem.profiles.get('ee-oc') as UthProfile;
  const cq = qualifierOf(che);
  const uq = uthQualifier(uth);
  const lines: [string, Record<string, number>, Settle][] = [
    ['casino-holdem ee-oc, BET 2×', { ante: 100, play: 200 }, (h, d, b) => settleHoldemBox(che, b, [], h, d, d >= cq)],
    ...[1, 2, 3, 4].map((m): [string, Record<string, number>, Settle] => [`ultimate-holdem ee-oc, PLAY ${m}×`, { ante: 100, blind: 100, play: 100 * m }, (h, d, b) => settleUthBox(uth, b, h, d, d >= uq)]),
  ];
  for (const [name, stakes, settle] of lines) {
    const wall = performance.now();
    const r = blindHandReturn(`blind-hands:${name}`, stakes, settle, rounds);
    console.log(`${name}: ${r.mean.toFixed(4)} ± ${r.se.toFixed(4)} per ante (${rounds.toLocaleString('en')} deals, ${((performance.now() - wall) / 1000).toFixed(0)} s)`);
  }
  await Promise.resolve();
}

if (import.meta.url === `file://${process.argv[1]}`) void run(Number(process.argv[2] ?? 1_000_000));
