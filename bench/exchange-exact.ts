/**
 * @module bench/exchange-exact
 * The exact kernel of one starting hand of Russian and Oasis poker (src/games/house-poker/math/exchange-exact.ts),
 * timed per hand on one core (CPU time), one hand of each kind the stated strategy makes: folded (no work), played
 * as dealt without buying the dealer a game (every dealer hand), played as dealt with a straight or better (every
 * dealer hand, and every purchase card where he has no game), and an exchange of one card (× every replacement).
 * The shares of the kinds come from a seeded sample of starting hands; the full run's time is extrapolated as
 * 134,459 suit-symmetry classes × the mean time per hand. Prints `uptime`'s load: the machine is shared.
 *
 * Draw poker (math/draw-exact.ts): the cost of a hand is the grouping of the dealer's hands and the evaluation of
 * each group's draws (once per hand: a hand played as dealt is nothing else), plus, per replacement after which the
 * strategy plays, one pass over the groups' draws. Timed: a straight played as dealt, a four-card flush exchanging
 * one card, a low pair exchanging two; the time per played replacement fitted from them; the full game extrapolated
 * from the played replacements of a seeded sample of starting hands.
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
import { exactDrawHand, replacementsOf } from '../src/games/house-poker/math/draw-exact.js';
import { drawPoker } from '../src/games/house-poker/draw-poker.js';
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

const DRAW_HANDS = { play: '9h8d7c6s5h', 'exchange-1': 'AhKh7h4h2c', 'exchange-2': '3h3d9c6s2d' } as const;
const DRAW_SAMPLE = 300;

function benchDraw(): void {
  const p = drawPoker.profiles.get('ee-oc');
  const measured: { played: number; s: number }[] = [];
  for (const [kind, hand] of Object.entries(DRAW_HANDS)) {
    const played = replacementsOf(p, split(hand)).played.length;
    const { value, s } = cpuSeconds(() => exactDrawHand(p, split(hand)));
    measured.push({ played, s });
    console.log(`draw-poker ${kind.padEnd(10)} ${hand}: ${s.toFixed(2)} s CPU, ${played} replacements played, ${value.deals.toLocaleString('en')} (replacement, dealer hand) pairs, return ${(1 + num(value.anteBet)).toFixed(6)} per ANTE`);
  }
  // t = base + perPlayed × (replacements played − 1): the hand played as dealt is the base (one played replacement).
  const base = (measured[0] as { s: number }).s;
  const last = measured[measured.length - 1] as { played: number; s: number };
  const perPlayed = (last.s - base) / (last.played - 1);
  const rng = seededRng('bench-draw-poker');
  const deck = frenchDeck().cards;
  let played = 0;
  for (let i = 0; i < DRAW_SAMPLE; i++) played += replacementsOf(p, shuffled(deck, rng).slice(0, 5)).played.length / DRAW_SAMPLE;
  const mean = base + perPlayed * Math.max(0, played - 1);
  console.log(`draw-poker: ${base.toFixed(2)} s per hand (the dealer's groups and their draws) + ${perPlayed.toFixed(3)} s per played replacement; a mean ${played.toFixed(0)} played replacements a hand (sample of ${DRAW_SAMPLE}) → mean ${mean.toFixed(1)} s → ${SUIT_CLASSES.toLocaleString('en')} classes ≈ ${((SUIT_CLASSES * mean) / 86400).toFixed(0)} days on one core`);
}

export async function run(): Promise<void> {
  console.log(`load: ${execSync('uptime').toString().trim()}`);
  bench(russianPoker);
  bench(oasisPoker);
  benchDraw();
  console.log(`load: ${execSync('uptime').toString().trim()}`);
}
