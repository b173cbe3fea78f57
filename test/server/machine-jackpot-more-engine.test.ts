/**
 * The machines' jackpots on keno, Hi/Lo, electronic roulette, machine bingo and electronic blackjack, through the engine
 * with a seeded RNG (games/machines/machine-jackpots, src/jackpots/machine-jackpot; 003 §4.5, §4.4.4): the game started
 * draws one number per linked level from the server's RNG (recorded in the action, replayed); each level takes its share
 * of the game's whole stake, to the cent; a mystery draw that hits pays the pool to the player who staked; a level named
 * by the machine's top result (keno's top catch, the bingo card's full card, blackjack's blackjack, Hi/Lo's last call
 * won) is won for sure; draws that do not fit the links are refused; an unlinked machine takes no draw; `croupier rtp
 * --opt jackpots=FILE` gives each bet's return without and with the shares.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { withLinkedJackpots } from '../../src/cli/linked-jackpots.js';
import type { AnyGame, RtpReport } from '../../src/core/contract.js';
import { RoundRunner, replayRound } from '../../src/core/round-runner.js';
import type { Settlement } from '../../src/core/settlement.js';
import type { MachineJackpotLink } from '../../src/games/machines/machine-jackpots.js';
import { machineBingo } from '../../src/games/machines/bingo/index.js';
import { electronicBlackjack } from '../../src/games/machines/electronic-blackjack/index.js';
import { electronicRoulette } from '../../src/games/machines/electronic-roulette/index.js';
import type { HiLoState } from '../../src/games/machines/hi-lo/game.js';
import { hiLo } from '../../src/games/machines/hi-lo/index.js';
import { keno } from '../../src/games/machines/keno/index.js';
import { walletAccount } from '../../src/ledger/accounts.js';
import { jackpotDefinitionSchema } from '../../src/jackpots/jackpot.js';
import type { LinkedReturn } from '../../src/jackpots/machine-return.js';
import { resolveJackpots } from '../../src/jackpots/resolve.js';
import { seededRng } from '../../src/rng/seeded-rng.js';

const by = { kind: 'player', player: 'ana' } as const;
const links: MachineJackpotLink[] = [
  { system: 'casino mystery', kind: 'mystery', levels: [{ id: 'mystery' }] },
  { system: 'bank of two', kind: 'multi-level', levels: [{ id: 'mini' }, { id: 'top' }] },
];
/** 1% of every stake, seed 10,000, must hit by `ceiling`; `trigger: null`: won only by its combination. */
const def = (id: string, game: string, trigger: object | null) => jackpotDefinitionSchema.parse({ id, name: id, games: [game], share: { num: 1, den: 100 }, seed: 10_000, cite: '003 §4.5', basis: 'stake', trigger });

/** One machine: how to play one game of it with `links`, the stake it puts up, and what its top result is called. */
interface Machine {
  readonly game: AnyGame;
  readonly profile: string;
  /** Plays one game (stacked where `top`: the machine's top result); returns the runner. */
  play(links: MachineJackpotLink[] | undefined, seed: string, top?: boolean): RoundRunner;
  readonly stake: number;
  /** The action that carries the draws (its index in the record). */
  readonly drawsAt: number;
  readonly combination: string | null;
}

const runner = (m: { game: AnyGame; profile: string }, links: MachineJackpotLink[] | undefined, seed: string, stack?: unknown): { run: RoundRunner; rng: ReturnType<typeof seededRng> } => {
  const profile = m.game.profiles.get(m.profile);
  const rng = seededRng(seed);
  const table = { ...(m.game.defaultTable(profile) as object), ...(links ? { jackpots: links } : {}) };
  return { run: new RoundRunner(m.game as never, { profile, profileId: m.profile, table, carry: null, rng, roundNo: 1, ...(stack ? { stack } : {}) }), rng };
};

const TEN = [3, 9, 17, 22, 31, 40, 48, 55, 63, 77];
const KENO: Machine = {
  game: keno as unknown as AnyGame,
  profile: 'ee-oc',
  stake: 300,
  drawsAt: 11,
  combination: '10-of-10',
  play(l, seed, top) {
    const drawn = [...TEN, ...[1, 2, 4, 5, 6, 7, 8, 10, 11, 12]];
    const { run, rng } = runner(this, l, seed, top ? { drawn: drawn.join(' ') } : undefined);
    run.act({ type: 'bet', amount: 300, by } as never, rng);
    for (const n of TEN) run.act({ type: 'mark', number: n, by } as never, rng);
    run.act({ type: 'play', by } as never, rng);
    return run;
  },
};

const HI_LO: Machine = {
  game: hiLo as unknown as AnyGame,
  profile: 'ee-oc',
  stake: 300,
  drawsAt: 0,
  combination: 'max-calls',
  play(l, seed, top) {
    const { run, rng } = runner(this, l, seed, top ? { reels: [1, 1, 1] } : undefined);
    const s = (): HiLoState => run.state as HiLoState;
    const call = (shown: number): 'higher' | 'lower' => (shown <= 5 ? 'higher' : 'lower');
    const max = this.game.profiles.get(this.profile).maxCalls.value as number;
    // The top: every call the machine allows won (the reel stacked, the next numbers given as the RNG would).
    for (let i = 0; s().phase !== 'over'; i++) {
      const shown = s().reels[0] as number;
      if (s().phase === 'won' && !top) run.act({ type: 'collect', by } as never, rng);
      else run.act({ type: 'call', reel: 1, call: call(shown), ...(i === 0 ? { amount: 300 } : {}), ...(top ? { next: call(shown) === 'higher' ? 10 : 1 } : {}), by } as never, rng);
      assert.ok(i <= max);
    }
    return run;
  },
};

const ROULETTE: Machine = {
  game: electronicRoulette as unknown as AnyGame,
  profile: 'ee-oc',
  stake: 500,
  drawsAt: 2,
  // Every pocket is 1 in 37 (or 38): no result stands out as a top prize; its levels are won at random.
  combination: null,
  play(l, seed) {
    const { run, rng } = runner(this, l, seed);
    run.act({ type: 'place', bet: 'straight-17', amount: 200, by } as never, rng);
    run.act({ type: 'place', bet: 'red', amount: 300, by } as never, rng);
    run.act({ type: 'spin', by } as never, rng);
    return run;
  },
};

const BINGO: Machine = {
  game: machineBingo as unknown as AnyGame,
  profile: 'ee-oc',
  stake: 400,
  drawsAt: 0,
  // Five numbers never cover nine different fields: the top class is three lines (a card whose numbers repeat).
  combination: 'three-lines',
  play(l, seed, top) {
    const { run, rng } = runner(this, l, seed, top ? { card: [1, 1, 1, 2, 2, 2, 3, 3, 3] } : undefined);
    run.act({ type: 'play', amount: 400, ...(top ? { drawn: [1, 2, 3, 4, 5] } : {}), by } as never, rng);
    return run;
  },
};

const BLACKJACK: Machine = {
  game: electronicBlackjack as unknown as AnyGame,
  profile: 'ee-oc',
  stake: 200,
  drawsAt: 0,
  combination: 'blackjack',
  play(l, seed, top) {
    // The top: an ace and a king dealt to the player (player, dealer up, player, dealer hole, then the draws).
    const { run, rng } = runner(this, l, seed, top ? { cards: 'Ah 9c Kd 7s' } : { cards: 'Th 9c 6d 7s 5h 8h 8c 9d' });
    run.act({ type: 'bet', amount: 200, by } as never, rng);
    if (!top) run.act({ type: 'stand', by } as never, rng);
    return run;
  },
};

const MACHINES: Machine[] = [KENO, HI_LO, ROULETTE, BINGO, BLACKJACK];

const settlementOf = (m: Machine, run: RoundRunner): Settlement => {
  const s = m.game.settlement(run.state as never) as Settlement | null;
  assert.ok(s, `${m.game.id}: the game is over`);
  return s;
};
const drawsOf = (m: Machine, run: RoundRunner): number[] | undefined => (run.record.actions[m.drawsAt] as unknown as { jackpotDraws?: number[] }).jackpotDraws;

for (const m of MACHINES) {
  test(`${m.game.id}, 003 §4.5.2, §4.4.4: the game started draws one number per level, recorded in the action; each level takes a share of the whole stake and names a conditional award to the player who staked; the record replays`, () => {
    const run = m.play(links, `mjm-${m.game.id}`);
    const draws = drawsOf(m, run);
    assert.equal(draws?.length, 3);
    assert.ok(m.game.randomFields?.includes('jackpotDraws'), 'a client never sends the draws');
    assert.equal(run.record.actions.filter((a) => (a as unknown as { jackpotDraws?: number[] }).jackpotDraws).length, 1, 'one set of draws a game');
    const j = settlementOf(m, run).jackpots;
    assert.deepEqual(j?.contributions.map((c) => [c.jackpot, c.bettor, c.stake, c.basis]), [['mystery', 'ana', m.stake, 'stake'], ['mini', 'ana', m.stake, 'stake'], ['top', 'ana', m.stake, 'stake']]);
    assert.deepEqual(j?.awards.map((a) => [a.jackpot, a.bettor, a.draw]), [['mystery', 'ana', draws?.[0]], ['mini', 'ana', draws?.[1]], ['top', 'ana', draws?.[2]]]);
    const again = replayRound(m.game as never, run.record.initial, run.record.actions);
    assert.deepEqual(m.game.settlement(again.state as never), settlementOf(m, run));
  });

  test(`${m.game.id}: a seeded mystery draw hits the pool near its ceiling; the share of the stake is added to the cent and the whole pool is paid to the player who staked`, () => {
    const share = Math.floor(m.stake / 100);
    // The pool 10 short of its ceiling: a chance of share / 10 per game. The first seed whose draw hits.
    let won: number | null = null;
    for (let i = 0; i < 40 && won === null; i++) {
      const j = settlementOf(m, m.play(links, `mjm-hit-${m.game.id}-${i}`)).jackpots;
      const r = resolveJackpots(m.game.id, { contributions: j?.contributions.slice(0, 1) ?? [], awards: j?.awards.slice(0, 1) ?? [] }, { mystery: { def: def('mystery', m.game.id, { kind: 'must-hit-by', ceiling: 20_000 }), balance: 19_990 } }, walletAccount);
      if (r.awards.length) {
        assert.deepEqual(r.awards.map((a) => a.bettor), ['ana']);
        won = r.awards[0]?.amount as number;
      } else assert.equal(r.balances.mystery, 19_990 + share, 'a miss leaves the share in the pool, to the cent');
    }
    assert.equal(won, 19_990 + share, 'the whole pool, this stake’s share included');
  });

  test(`${m.game.id}, 003 §4.5.5: draws that do not fit the links are refused; an unlinked machine takes no draw and names no jackpot`, () => {
    const plain = m.play(undefined, `mjm-plain-${m.game.id}`);
    assert.equal(drawsOf(m, plain), undefined, 'no draw taken from the RNG: unlinked games replay as before');
    assert.equal(settlementOf(m, plain).jackpots, undefined);
    const s = m.play(links, `mjm-refuse-${m.game.id}`);
    const before = replayRound(m.game as never, s.record.initial, s.record.actions.slice(0, m.drawsAt)).state;
    const a = { ...(s.record.actions[m.drawsAt] as object), jackpotDraws: [1] };
    const r = m.game.apply(before as never, a as never);
    assert.equal(r.ok ? null : r.rejection.code, `${m.game.id}/no-jackpot-draws`);
  });

  if (m.combination)
    test(`${m.game.id}, 003 §4.5.5: a level naming the machine's top result (${m.combination}) is won for sure when the game reaches it, paid from its pool to the player who staked`, () => {
      const named: MachineJackpotLink[] = [{ system: 'top prize', kind: 'multi-level', levels: [{ id: 'mini' }, { id: 'top', combination: m.combination as string }] }];
      const j = settlementOf(m, m.play(named, `mjm-top-${m.game.id}`, true)).jackpots;
      const top = j?.awards.find((a) => a.jackpot === 'top');
      assert.deepEqual(top && [top.combination, top.draw, top.bettor], [m.combination, undefined, 'ana']);
      const r = resolveJackpots(m.game.id, { contributions: [], awards: [top!] }, { top: { def: def('top', m.game.id, null), balance: 80_000 } }, walletAccount);
      assert.deepEqual(r.awards.map((a) => [a.bettor, a.amount]), [['ana', 80_000]]);
      const other = settlementOf(m, m.play(named, `mjm-not-top-${m.game.id}`)).jackpots;
      assert.notEqual(other?.awards.find((a) => a.jackpot === 'top')?.combination, m.combination, 'any other result leaves it to its draw');
    });
}


for (const m of MACHINES)
  test(`${m.game.id}: croupier rtp --opt jackpots=FILE gives each bet's return without the jackpots and with their shares of every stake (003 §4.5.4, §1.2.6)`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjm-rtp-'));
    try {
      const file = join(dir, 'jackpots.json');
      writeFileSync(file, JSON.stringify([{ ...def('mystery', m.game.id, { kind: 'must-hit-by', ceiling: 20_000 }) }, { ...def('mini', m.game.id, { kind: 'must-hit-by', ceiling: 12_000 }), share: { num: 1, den: 200 } }]));
      const profile = m.game.profiles.get(m.profile);
      const plain = m.game.tools?.rtp?.(profile, m.profile, {});
      assert.ok(plain, `${m.game.id} has an exact return`);
      const r = withLinkedJackpots(plain, profile, file) as RtpReport & { jackpots: LinkedReturn };
      assert.equal(r.jackpots.contributionShare, 0.015);
      assert.deepEqual(r.jackpots.bets.map((b) => b.bet), plain.bets.map((b) => b.bet));
      for (const b of r.jackpots.bets) {
        assert.equal(b.without, plain.bets.find((x) => x.bet === b.bet)?.rtp);
        assert.ok(Math.abs(b.with - b.without - 0.015) < 1e-12, `${b.bet}: ${b.with} with, ${b.without} without`);
      }
      assert.ok((r.text as string[]).some((l) => l.includes('1.5000% of every stake')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
