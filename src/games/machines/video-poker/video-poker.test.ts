import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigError } from '../../../core/errors.js';
import { RoundRunner } from '../../../core/round-runner.js';
import { rtpSignProblems } from '../../../core/rtp-sign.js';
import { seededRng } from '../../../rng/seeded-rng.js';
import { analyse, bestHold, holdValues } from './analysis.js';
import { cardIndex } from './cards.js';
import { validateMachine } from './game.js';
import { deucesWild, jacksOrBetter, jokerPoker, type HandKind } from './hand-kinds.js';
import { videoPokerGames } from './index.js';
import { holdsOf } from './math.js';
import { paysOf, type VpProfile } from './profile.js';
import { analysisOf, payKey, STORED_RETURNS, tablesOf } from './returns.js';

const exhaustive = process.env.CROUPIER_EXHAUSTIVE === '1';
const [job, deuces, joker] = videoPokerGames as [(typeof videoPokerGames)[0], (typeof videoPokerGames)[0], (typeof videoPokerGames)[0]];
const profile = (g: typeof job, id = 'ee-oc'): VpProfile => g.profiles.get(id);
const cat = (kind: HandKind, hand: string): string => kind.categories[kind.category(...(hand.split(' ').map(cardIndex) as [number, number, number, number, number]))] as string;

test('hand kinds: each category from five cards, the wild cards as the glossary says (003 §4.6.1.1)', () => {
  for (const [hand, c] of [
    ['Ah Kh Qh Jh Th', 'royal-flush'],
    ['Ac 2d 3h 4s 5c', 'straight'],
    ['Tc Jd Qh Ks Ac', 'straight'],
    ['Qc Kd Ah 2s 3c', 'nothing'],
    ['Jc Jd 4h 7s 9c', 'jacks-or-better'],
    ['Tc Td 4h 7s 9c', 'nothing'],
  ] as const)
    assert.equal(cat(jacksOrBetter, hand), c, hand);
  for (const [hand, c] of [
    ['2c 2d 2h 2s Ah', 'four-deuces'],
    ['2c Kh Qh Jh Th', 'wild-royal-flush'],
    ['2c 2d 9h 9s 9c', 'five-of-a-kind'],
    ['2c 3d 4h 5s 7c', 'straight'],
    ['2c 2d 3h 5h 6h', 'straight-flush'],
    ['Kc Kd 3h 3s 2c', 'full-house'],
    ['Kc Kd 3h 4s 9c', 'nothing'],
  ] as const)
    assert.equal(cat(deucesWild, hand), c, hand);
  for (const [hand, c] of [
    ['X1 Kh Qh Jh Th', 'wild-royal-flush'],
    ['X1 Ah 4c 7d 9s', 'kings-or-better'],
    ['X1 Qh 4c 7d 9s', 'nothing'],
    ['X1 9h 9c 4d 4s', 'full-house'],
    ['X1 9h 9c 9d 9s', 'five-of-a-kind'],
  ] as const)
    assert.equal(cat(jokerPoker, hand), c, hand);
});

test('9/6 jacks or better returns 99.5439% under optimal holds, as published, by exact analysis of every deal and hold', () => {
  const a = analysisOf(jacksOrBetter, paysOf(profile(job), jacksOrBetter));
  assert.equal(a.classes, 134_459);
  assert.equal(a.deals, 2_598_960);
  assert.equal(a.return.toFixed(6), '0.995439');
  assert.ok(Math.abs(a.return - (STORED_RETURNS[payKey(jacksOrBetter, paysOf(profile(job), jacksOrBetter))] as number)) < 1e-12, 'the stored figure is the fresh one');
  // The royal flush comes once in 40,391 games under optimal play (published).
  assert.equal(Math.round(1 / (a.probabilities[0] as number)), 40_391);
  assert.ok(Math.abs(a.probabilities.reduce((x, y) => x + y, 0) - 1) < 1e-12);
  // `croupier rtp` reports this same analysis (counted once): its fraction is the player's expectation, −houseEdge
  // (test/rtp-sign.test.ts leaves the three machines, one code path, to this test).
  const report = job.tools?.rtp?.(profile(job), 'ee-oc', {});
  assert.ok(report);
  assert.deepEqual(rtpSignProblems(report), { problems: [], exact: 1 });
  assert.equal(report.bets[0]?.rtp, a.return);
});

test('every stored return equals a fresh analysis (deuces wild, joker poker)', { skip: !exhaustive && 'CROUPIER_EXHAUSTIVE=1' }, () => {
  for (const [g, kind] of [
    [deuces, deucesWild],
    [joker, jokerPoker],
  ] as const) {
    const pays = paysOf(profile(g), kind);
    assert.ok(Math.abs(analyse(tablesOf(kind), pays).return - (STORED_RETURNS[payKey(kind, pays)] as number)) < 1e-12, kind.id);
  }
});

/** The value of a hold by dealing every draw (no counting): checks the inclusion–exclusion. */
function dealtValue(kind: HandKind, hand: number[], held: number[], pays: number[]): number {
  const rest: number[] = [];
  for (let c = 0; c < kind.deckSize; c++) if (!hand.includes(c)) rest.push(c);
  const need = 5 - held.length;
  let sum = 0;
  let n = 0;
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === need) {
      const f = [...held, ...chosen] as [number, number, number, number, number];
      sum += pays[kind.category(...f)] as number;
      n++;
      return;
    }
    for (let i = from; i < rest.length; i++) pick(i + 1, [...chosen, rest[i] as number]);
  };
  pick(0, []);
  return sum / n;
}

test('the counted value of a hold equals the value found by dealing every draw', () => {
  const pays = paysOf(profile(job), jacksOrBetter);
  const t = tablesOf(jacksOrBetter);
  for (const hand of ['Ah Kh Qh Jh 9c', '5h 6d 7c 8s Jd', 'Tc Td 4h 7s 9c']) {
    const cards = hand.split(' ').map(cardIndex).sort((a, b) => a - b);
    const counted = holdValues(t, cards, pays);
    for (const m of [31, 30, 15, 7, 3, 24, 1]) {
      const held = cards.filter((_c, i) => m & (1 << i));
      assert.ok(Math.abs((counted[m] as number) - dealtValue(jacksOrBetter, cards, held, pays)) < 1e-12, `${hand} hold ${m}`);
    }
  }
});

test('strategy: the best hold of a hand, with the value of every hold', () => {
  const rows = holdsOf(jacksOrBetter, profile(job), ['Ah', 'Kh', 'Qh', 'Jh', '9c']);
  assert.equal(rows[0]?.hold, 'HHHH.');
  assert.equal(rows[0]?.value.toFixed(6), '18.553191', '4 to a royal: 2 royals, 7 flushes, … of 47 draws');
  assert.equal(rows.length, 32);
  assert.equal(holdsOf(jacksOrBetter, profile(job), ['5h', '6d', '7c', '8s', 'Jd'])[0]?.hold, 'HHHH.', 'an open-ended straight draw over a single jack');
  const values = holdValues(tablesOf(jacksOrBetter), [cardIndex('Ac'), cardIndex('Ad'), cardIndex('Ah'), cardIndex('As'), cardIndex('Kc')].sort((a, b) => a - b), paysOf(profile(job), jacksOrBetter));
  assert.equal(values[bestHold(values)], 25, 'four aces: stand and take 25');
});

test('003 §1.2.6: a machine returning no more than 80% of stakes is refused, as is one over 100% or one that misdeclares', () => {
  const p = profile(job);
  const table = (pays: number[]) => Object.fromEntries(jacksOrBetter.categories.map((c, i) => [c, pays[i] as number]));
  const with_ = (pays: number[], declared: number): VpProfile => ({ ...p, payTable: { ...p.payTable, value: table(pays) }, declaredReturn: { ...p.declaredReturn, value: declared } });
  assert.throws(() => validateMachine(jacksOrBetter, with_([800, 50, 25, 9, 6, 4, 3, 2, 1, 0], 0.99)), (e: ConfigError) => e.code === 'video-poker/return-not-declared');
  assert.throws(() => validateMachine(jacksOrBetter, with_([250, 50, 25, 9, 6, 4, 3, 2, 1, 0], 0.99)), (e: ConfigError) => e.code === 'video-poker/return-not-declared', 'a table not stored is analysed');
  assert.throws(() => validateMachine(jacksOrBetter, with_([250, 20, 10, 4, 3, 2, 2, 1, 0, 0], 0.5)), (e: ConfigError) => e.code === 'video-poker/return-below-minimum');
  assert.throws(() => validateMachine(jacksOrBetter, with_([800, 50, 25, 9, 9, 4, 3, 2, 1, 0], 1.01)), (e: ConfigError) => e.code === 'video-poker/return-above-stakes');
  assert.doesNotThrow(() => validateMachine(jacksOrBetter, p));
});

test('simulation through the engine with optimal holds agrees with the exact return (99.9% bound)', () => {
  const p = profile(job);
  const r = job.tools?.simulate?.(p, 'ee-oc', { rounds: 30_000, seed: 'vp-sim' });
  const bet = r?.bets[0] as unknown as { rtp: number; sd: number; rounds: number };
  const exact = STORED_RETURNS[payKey(jacksOrBetter, paysOf(p, jacksOrBetter))] as number;
  const bound = (3.291 * bet.sd) / Math.sqrt(bet.rounds);
  assert.ok(Math.abs(bet.rtp - exact) < bound, `simulated ${bet.rtp} vs exact ${exact} ± ${bound}`);
});

test('the deck is committed before the deal and revealed when the game ends; every card comes from it', () => {
  const p = profile(job);
  const rng = seededRng('deck');
  const run = new RoundRunner(job as never, { profile: p, profileId: 'ee-oc', table: job.defaultTable(p), carry: null, rng, roundNo: 1 });
  const created = run.record.events.find((e) => e.type === 'shoe-shuffled') as { commitment: string } | undefined;
  assert.ok(created);
  const view = job.view(run.state as never, { kind: 'spectator' }) as Record<string, unknown>;
  assert.ok(!JSON.stringify(view).includes('"order"') && !JSON.stringify(view).includes('salt'), 'the deck is never shown');
  run.act({ type: 'bet', amount: 100, by: { kind: 'player', player: 'p' } } as never, rng);
  const events = run.act({ type: 'draw', hold: '.....', by: { kind: 'player', player: 'p' } } as never, rng);
  const revealed = events.find((e) => e.type === 'shoe-revealed') as { commitment: string; shuffled: string[] } | undefined;
  assert.equal(revealed?.commitment, created.commitment);
  assert.deepEqual(revealed?.shuffled.slice(5, 10), (events.find((e) => e.type === 'cards-drawn') as unknown as { cards: string[] }).cards);
});

test('left unfinished, the game stands on the dealt hand', () => {
  const p = profile(job);
  const rng = seededRng('timeout');
  const run = new RoundRunner(job as never, { profile: p, profileId: 'ee-oc', table: job.defaultTable(p), carry: null, rng, roundNo: 1 });
  run.act({ type: 'bet', amount: 100, by: { kind: 'player', player: 'p' } } as never, rng);
  assert.deepEqual(job.timeoutAction?.(run.state as never), { type: 'draw', hold: 'HHHHH', by: { kind: 'player', player: 'p' } });
});
