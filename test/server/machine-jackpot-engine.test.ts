/**
 * The machines' jackpots through the engine (games/machines/machine-jackpots, src/jackpots/machine-jackpot; 003 §4.5):
 * the draws a stake takes from the server's RNG, the shares and awards a reel slot and video poker name, a seeded RNG
 * triggering a mystery win, a combination winning its level, and the links' validation (2–6 levels).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { machineJackpotsSchema } from '../../src/games/machines/machine-jackpots.js';
import { RoundRunner, replayRound } from '../../src/core/round-runner.js';
import { walletAccount } from '../../src/ledger/accounts.js';
import { jackpotDefinitionSchema } from '../../src/jackpots/jackpot.js';
import { resolveJackpots } from '../../src/jackpots/resolve.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
import type { MachineJackpotLink } from '../../src/games/machines/machine-jackpots.js';
import { reelSlot } from '../../src/games/machines/reels/index.js';
import type { ReelsState } from '../../src/games/machines/reels/game.js';
import { videoPokerGames } from '../../src/games/machines/video-poker/index.js';
import type { VpState } from '../../src/games/machines/video-poker/game.js';

const by = { kind: 'player', player: 'ana' } as const;
const links: MachineJackpotLink[] = [
  { system: 'casino mystery', kind: 'mystery', levels: [{ id: 'mystery' }] },
  { system: 'bank of four', kind: 'multi-level', levels: [{ id: 'mini' }, { id: 'major', combination: 'seven seven seven' }] },
];
const def = (id: string, ceiling: number) => jackpotDefinitionSchema.parse({ id, name: id, games: ['reel-slot'], share: { num: 1, den: 100 }, seed: 10_000, cite: '003 §4.5', basis: 'stake', trigger: { kind: 'must-hit-by', ceiling } });

function spin(seed: string, stops?: number[]): RoundRunner {
  const profile = reelSlot.profiles.get('eus');
  const rng = seededRng(seed);
  const run = new RoundRunner(reelSlot as never, { profile, profileId: 'eus', table: { ...reelSlot.defaultTable(profile), jackpots: links }, carry: null, rng, roundNo: 1 });
  run.act({ type: 'spin', lines: 5, amount: 250, ...(stops ? { stops } : {}), by } as never, rng);
  while ((run.state as ReelsState).phase === 'free') run.act({ type: 'free-spin', by: { kind: 'system' } } as never, rng);
  return run;
}

test('003 §4.5.2, §4.4.4: the stake draws one number per level from the server’s RNG, recorded in the action; the game names a share of the stake and a conditional award per level, to the player who staked', () => {
  const run = spin('mjack-engine');
  const action = run.record.actions[0] as unknown as { jackpotDraws: number[] };
  assert.equal(action.jackpotDraws.length, 3);
  const j = (run.state as ReelsState).settlement?.jackpots;
  assert.deepEqual(j?.contributions.map((c) => [c.jackpot, c.bettor, c.stake, c.basis]), [['mystery', 'ana', 250, 'stake'], ['mini', 'ana', 250, 'stake'], ['major', 'ana', 250, 'stake']]);
  assert.deepEqual(j?.awards.map((a) => [a.jackpot, a.bettor, a.draw]), [['mystery', 'ana', action.jackpotDraws[0]], ['mini', 'ana', action.jackpotDraws[1]], ['major', 'ana', action.jackpotDraws[2]]]);
  // Replayed from the record, the same draws and the same settlement.
  const again = replayRound(reelSlot as never, run.record.initial, run.record.actions);
  assert.deepEqual((again.state as ReelsState).settlement, (run.state as ReelsState).settlement);
});

test('through the engine, a seeded RNG triggers a mystery win: the draw hits the pool near its ceiling and the pool is paid to the player who staked', () => {
  // The pool at 19,990 of a 20,000 ceiling takes 2 of the 250 staked (1%, rounded down): a chance of 2 in 10. The first seed whose draw hits.
  let won: { seed: string; amount: number } | null = null;
  for (let i = 0; i < 20 && !won; i++) {
    const run = spin(`mjack-trigger-${i}`);
    const j = (run.state as ReelsState).settlement?.jackpots;
    const r = resolveJackpots('m1', { contributions: j?.contributions.slice(0, 1) ?? [], awards: j?.awards.slice(0, 1) ?? [] }, { mystery: { def: def('mystery', 20_000), balance: 19_990 } }, walletAccount);
    if (r.awards.length) won = { seed: `mjack-trigger-${i}`, amount: r.awards[0]?.amount as number };
    else assert.equal(r.balances.mystery, 19_992, 'a miss leaves the share in the pool');
  }
  assert.deepEqual(won && won.amount, 19_992, 'the whole pool, this stake’s share included');
});

test('003 §4.5.5: a level named by a combination is won for sure when the game reaches it (the reel slot’s pay line pattern)', () => {
  // stops 0-0-0 on the shipped machine: the top line shows seven seven seven.
  const j = (spin('mjack-combo', [0, 0, 0]).state as ReelsState).settlement?.jackpots;
  const major = j?.awards.find((a) => a.jackpot === 'major');
  assert.deepEqual(major && [major.combination, major.draw], ['seven seven seven', undefined]);
  const r = resolveJackpots('m1', { contributions: [], awards: [major!] }, { major: { def: jackpotDefinitionSchema.parse({ ...def('major', 200_000), trigger: null }), balance: 80_000 } }, walletAccount);
  assert.deepEqual(r.awards.map((a) => [a.bettor, a.amount]), [['ana', 80_000]]);
});

test('a client never sends the draws (a random field), and draws that do not fit the links are refused', () => {
  assert.ok(reelSlot.randomFields?.includes('jackpotDraws'));
  const profile = reelSlot.profiles.get('eus');
  const s = reelSlot.create({ profile, table: { ...reelSlot.defaultTable(profile), jackpots: links }, carry: null, rng: seededRng('x'), roundNo: 1 }).state;
  const r = reelSlot.apply(s, { type: 'spin', lines: 1, amount: 10, stops: [0, 0, 0], jackpotDraws: [1], by } as never);
  assert.equal(r.ok ? null : r.rejection.code, 'reels/no-jackpot-draws');
});

test('video poker: the draws come with the stake, a royal flush wins the level that names it; an unlinked machine names no jackpot', () => {
  const vp = videoPokerGames.find((g) => g.id === 'video-poker-jacks-or-better')!;
  const profile = vp.profiles.get('eus');
  const rng = seededRng('mjack-vp');
  const table = { ...vp.defaultTable(profile), jackpots: [{ system: 'royal', kind: 'multi-level' as const, levels: [{ id: 'vp-mini' }, { id: 'vp-royal', combination: 'royal-flush' }] }] };
  const run = new RoundRunner(vp as never, { profile, profileId: 'eus', table, carry: null, rng, roundNo: 1, stack: { cards: 'Ah Kh Qh Jh Th' } });
  run.act({ type: 'bet', amount: 100, by } as never, rng);
  run.act({ type: 'draw', hold: 'HHHHH', by } as never, rng);
  const s = run.state as VpState;
  assert.equal((run.record.actions[0] as unknown as { jackpotDraws: number[] }).jackpotDraws.length, 2);
  assert.deepEqual(s.settlement?.jackpots?.awards.map((a) => [a.jackpot, a.combination, a.draw === undefined]), [['vp-mini', 'multi-level', false], ['vp-royal', 'royal-flush', true]]);
  const plain = new RoundRunner(vp as never, { profile, profileId: 'eus', table: vp.defaultTable(profile), carry: null, rng, roundNo: 2 });
  plain.act({ type: 'bet', amount: 100, by } as never, rng);
  plain.act({ type: 'draw', hold: 'HHHHH', by } as never, rng);
  assert.equal((plain.state as VpState).settlement?.jackpots, undefined);
  assert.equal((plain.record.actions[0] as unknown as { jackpotDraws?: number[] }).jackpotDraws, undefined, 'no draw taken from the RNG: unlinked games replay as before');
});

test('003 §4.5.4: a multi-level system has 2 to 6 levels; a mystery or car system one; a jackpot is one level of one system', () => {
  const lv = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `l${i}` }));
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'floor', kind: 'multi-level', levels: lv(1) }]).success, false);
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'floor', kind: 'multi-level', levels: lv(2) }]).success, true);
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'floor', kind: 'multi-level', levels: lv(6) }]).success, true);
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'floor', kind: 'multi-level', levels: lv(7) }]).success, false);
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'm', kind: 'mystery', levels: lv(2) }]).success, false);
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'a', kind: 'mystery', levels: [{ id: 'x' }] }, { system: 'b', kind: 'mystery', levels: [{ id: 'x' }] }]).success, false);
  assert.equal(machineJackpotsSchema.safeParse([{ system: 'all', kind: 'mystery', levels: [{ id: 'x' }] }, { system: 'hall', kind: 'mystery', levels: [{ id: 'y' }] }]).success, true, '§4.5.2: several mystery systems');
});
