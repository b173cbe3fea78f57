/**
 * @module bench/exchange-exact
 * The exact kernel of one starting hand of Russian and Oasis poker (src/games/house-poker/math/exchange-exact.ts),
 * timed per hand on one core (CPU time), one hand of each kind the stated strategy makes: folded (no work), played
 * as dealt without buying the dealer a game (every dealer hand), played as dealt with a straight or better (every
 * dealer hand, and every purchase card where he has no game), and an exchange of one card (× every replacement).
 * The shares of the kinds come from a seeded sample of starting hands; the full run's time is extrapolated as
 * 134,459 suit-symmetry classes × the mean time per hand. Prints `uptime`'s load: the machine is shared.
 */
import { execSync } from 'node:child_process';
import type { Card } from '../src/cards/card.js';
import { frenchDeck } from '../src/cards/decks.js';
import { num } from '../src/math/rational.js';
import { shuffled } from '../src/rng/rng.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import type { ExchangeGame } from '../src/games/house-poker/exchange/game.js';
import type { ExchangeProfile } from '../src/games/house-poker/exchange/profile.js';
import { buysGame, firstChoice } from '../src/games/house-poker/exchange/strategy.js';
import { exactExchangeHand } from '../src/games/house-poker/math/exchange-exact.js';
import { oasisPoker } from '../src/games/house-poker/oasis.js';
import { russianPoker } from '../src/games/house-poker/russian.js';

/** Five-card starting hands up to suit symmetry. */
export const SUIT_CLASSES = 134_459;
const SAMPLE = 20_000;

type Kind = 'fold' | 'play' | 'play-buy' | 'exchange';
const split = (s: string): Card[] => s.match(/../g) ?? [];
const HANDS: Record<Kind, string> = { fold: 'Qs9d7h4c2c', play: '7h7c2d5s9h', 'play-buy': '4d5c6s7h8d', exchange: '5h6h7h8h2c' };

function kindOf(p: ExchangeProfile, hand: readonly Card[]): Kind {
  const c = firstChoice(p, hand);
  return c.type === 'exchange' ? 'exchange' : c.type === 'fold' ? 'fold' : p.buyGame.value && buysGame(hand) ? 'play-buy' : 'play';
}

function cpuSeconds<T>(f: () => T): { value: T; s: number } {
  const t = process.cpuUsage();
  const value = f();
  const u = process.cpuUsage(t);
  return { value, s: (u.user + u.system) / 1e6 };
}

function bench(game: ExchangeGame): void {
  const p = game.profiles.get('ee-oc');
  const rng = seededRng(`bench-${game.id}`);
  const deck = frenchDeck().cards;
  const share: Record<Kind, number> = { fold: 0, play: 0, 'play-buy': 0, exchange: 0 };
  for (let i = 0; i < SAMPLE; i++) share[kindOf(p, shuffled(deck, rng).slice(0, 5))] += 1 / SAMPLE;
  let mean = 0;
  for (const kind of Object.keys(HANDS) as Kind[]) {
    const hand = split(HANDS[kind]);
    if (kindOf(p, hand) !== kind) throw new Error(`${HANDS[kind]} is not a ${kind} hand under the stated strategy`);
    const { value, s } = cpuSeconds(() => exactExchangeHand(p, hand));
    mean += share[kind] * s;
    console.log(`${game.id} ${kind.padEnd(8)} ${HANDS[kind]}: ${s.toFixed(2)} s CPU, ${value.deals.toLocaleString('en')} deals, return ${(1 + num(value.anteBet)).toFixed(6)} per ANTE (share of hands ${(share[kind] * 100).toFixed(1)}%)`);
  }
  const hours = (SUIT_CLASSES * mean) / 3600;
  console.log(`${game.id}: mean ${mean.toFixed(2)} s per starting hand → ${SUIT_CLASSES.toLocaleString('en')} classes × ${mean.toFixed(2)} s ≈ ${hours.toFixed(0)} h on one core`);
}

export async function run(): Promise<void> {
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  bench(russianPoker);
  bench(oasisPoker);
  console.log(`load: ${execSync('uptime').toString().trim()}`);
}
