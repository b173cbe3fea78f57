/**
 * @module bench/caribbean
 * Poker without discards (src/games/house-poker/math/caribbean.ts): the CPU of the exact count of every deal (a
 * profile load with a pay table not analysed before), then what the analysed strategy gives away by not reading the
 * dealer's up card, measured on a seeded sample of (A-K high hand, up card) — the only hands whose best decision the up
 * card can change: for each, the exact expectation of a raise over all 163,185 hidden dealer hands and of a pass, the
 * best of the two against the strategy's choice.
 */
import { num, str } from '../src/math/rational.js';
import { evaluate } from '../src/poker-eval/evaluate.js';
import { STANDARD_HIGH } from '../src/poker-eval/presets.js';
import { category } from '../src/poker-eval/value.js';
import { seededRng } from '../src/rng/seeded-rng.js';
import { caribbean } from '../src/games/house-poker/caribbean.js';
import { payLine, qualifierValue } from '../src/games/house-poker/engine/hands.js';
import { analyseCaribbean } from '../src/games/house-poker/math/caribbean.js';

/** A-K high without a pair, straight or flush: the only hands whose decision the up card can change (a pair or better is always raised, anything below A-K never). */
const isAceKing = (v: number, cards: readonly number[]): boolean => category(v) === 'high-card' && cards.some((c) => c >> 2 === 12) && cards.some((c) => c >> 2 === 11);
/** 164 rank sets (A, K and three of the other eleven ranks, not Q-J-10) × 1,020 suit patterns that are not a flush. */
const AK_HANDS = 164 * 1020;

export async function run(): Promise<void> {
  const base = caribbean.profiles.get('cv');
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const p = caribbean.profiles.parse({ ...base, playTable: { value: { ...base.playTable?.value, 'straight-flush': { num: 50, den: 1 } }, cite: 'bench' } }, 'bench');
  const a = analyseCaribbean(p, STANDARD_HIGH);
  const used = process.cpuUsage(cpu);
  console.log(`cv with straight flush 50 (fresh analysis): ${(performance.now() - wall).toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU — ante+second bet ${str(a.antePlay)} (${(num(a.antePlay) * 100).toFixed(4)}%)`);

  const cvA = analyseCaribbean(base, STANDARD_HIGH);
  const qv = qualifierValue(base.qualifier.value, STANDARD_HIGH) ?? 0;
  const rng = seededRng('caribbean-upcard');
  const samples = Number(process.env.CARIBBEAN_SAMPLES ?? 400);
  let gap = 0;
  let gapSq = 0;
  let differs = 0;
  const t0 = performance.now();
  for (let s = 0; s < samples; s++) {
    let deck: number[];
    let pv: number;
    do {
      deck = Array.from({ length: 52 }, (_, i) => i);
      for (let i = 0; i < 6; i++) {
        const j = i + rng.int(52 - i);
        [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
      }
      pv = evaluate(deck.slice(0, 5), STANDARD_HIGH);
    } while (!isAceKing(pv, deck.slice(0, 5)));
    const hand = deck.slice(0, 5);
    const up = deck[5] as number;
    const rest = deck.slice(6);
    const pay = (payLine(pv, base.playTable?.value ?? null)?.pay.num ?? 1);
    let raise = 0;
    for (let i = 0; i < 46; i++)
      for (let j = i + 1; j < 46; j++)
        for (let k = j + 1; k < 46; k++)
          for (let l = k + 1; l < 46; l++) {
            const dv = evaluate([rest[i] as number, rest[j] as number, rest[k] as number, rest[l] as number, up], STANDARD_HIGH);
            raise += dv < qv ? 1 : dv < pv ? 1 + 2 * pay : dv === pv ? 0 : -3;
          }
    const evRaise = raise / 163185;
    const best = Math.max(evRaise, -1);
    const chosen = cvA.decide(hand) ? evRaise : -1;
    if (best !== chosen) differs++;
    gap += best - chosen;
    gapSq += (best - chosen) ** 2;
  }
  const mean = gap / samples;
  const se = Math.sqrt(Math.max(0, gapSq / samples - mean * mean) / samples);
  const share = AK_HANDS / 2598960;
  console.log(`cv up-card gap on ${samples} seeded (A-K high hand, up card) pairs: the up-card-reading choice differs in ${differs}; it gains ${(mean * 100).toFixed(4)}% ± ${(se * 100).toFixed(4)}% (s.e.) of the ante per A-K hand, ${(mean * share * 100).toFixed(4)}% ± ${(se * share * 100).toFixed(4)}% per hand dealt, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
