/**
 * The cap on a win (003 §4.4.1) has one meaning at every machine: the amount the game pays (its win meter, the stake's
 * return included) is at most the profile's `maxWin` (machine-profile `capWin`). Each machine wins more than the cap
 * here and pays exactly the cap, recording `win-capped`; under the old reading of video poker, Hi/Lo and electronic
 * blackjack (a cap on the profit: stake + cap paid) and with no cap at keno and electronic roulette these fail.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyGame, GameEvent } from '../../core/contract.js';
import { RoundRunner } from '../../core/round-runner.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { machineBingo } from './bingo/index.js';
import { electronicBlackjack } from './electronic-blackjack/index.js';
import { electronicRoulette } from './electronic-roulette/index.js';
import { hiLo } from './hi-lo/index.js';
import { keno } from './keno/index.js';
import { capLines, capWin } from './machine-profile.js';
import { reelSlot } from './reels/index.js';
import { videoPokerGames } from './video-poker/index.js';

const by = { kind: 'player', player: 'ana' } as const;

/** Plays one game with the cap set to `cap`; returns the settlement's lines and the events. */
function play(game: AnyGame, cap: number, stack: unknown, actions: object[]): { lines: [number, number, number][]; events: GameEvent[] } {
  const base = game.profiles.get('ee-oc') as { maxWin: { value: number | null; cite: string } };
  const profile = { ...base, maxWin: { ...base.maxWin, value: cap } };
  const rng = seededRng(`cap-${game.id}`);
  const run = new RoundRunner(game as never, { profile, profileId: 'ee-oc', table: game.defaultTable(profile as never), carry: null, rng, roundNo: 1, ...(stack ? { stack } : {}) });
  const events: GameEvent[] = [];
  for (const a of actions) events.push(...run.act({ by, ...a } as never, rng));
  const s = run.state as { settlement: { lines: { stake: number; returned: number; net: number }[] } | null };
  return { lines: (s.settlement?.lines ?? []).map((l) => [l.stake, l.returned, l.net]), events };
}

const cappedEvent = (events: readonly GameEvent[]): unknown => events.find((e) => e.type === 'win-capped');

test('003 §4.4.1: the cap is on what the game pays, the stake included (capWin, capLines)', () => {
  const cite = '003 §4.4.1';
  assert.deepEqual(capWin({ value: null, cite }, 5_000), { paid: 5_000, capped: null });
  assert.deepEqual(capWin({ value: 5_000, cite }, 5_000), { paid: 5_000, capped: null });
  assert.deepEqual(capWin({ value: 5_000, cite }, 5_001), { paid: 5_000, capped: { type: 'win-capped', won: 5_001, paid: 5_000, cite } });
  const l = (stake: number, returned: number) => ({ stake, returned, net: returned - stake });
  assert.deepEqual(capLines({ value: 3_000, cite }, [l(100, 3_600), l(100, 200), l(100, 0)]).lines, [l(100, 3_000), l(100, 0), l(100, 0)], 'paid in order until the cap');
});

test('003 §4.4.1 video poker: a royal flush at 5.00 under a cap of 1,000.00 pays 1,000.00 in all, not 5.00 + 1,000.00', () => {
  const r = play(videoPokerGames[0] as AnyGame, 100_000, { cards: 'Ah Kh Qh Jh Th' }, [{ type: 'bet', amount: 500 }, { type: 'draw', hold: 'HHHHH' }, { type: 'collect' }]);
  assert.deepEqual(r.lines, [[500, 100_000, 99_500]]);
  assert.deepEqual(cappedEvent(r.events), { type: 'win-capped', won: 400_000, paid: 100_000, cite: '003 §4.4.1: wins may be capped at 320 000 EUR' });
});

test('003 §4.4.1 Hi/Lo: a win of 3.84 on 2.00 under a cap of 3.00 pays 3.00', () => {
  const r = play(hiLo as AnyGame, 300, { reels: [1, 5, 10] }, [{ type: 'call', reel: 2, call: 'higher', amount: 200, next: 9 }, { type: 'collect' }]);
  assert.deepEqual(r.lines, [[200, 300, 100]]);
  assert.ok(cappedEvent(r.events));
});

test('003 §4.4.1 electronic blackjack: a win of 2.00 on 1.00 under a cap of 1.50 pays 1.50', () => {
  const r = play(electronicBlackjack as AnyGame, 150, { cards: 'Th 6d Qc Kh 8s' }, [{ type: 'bet', amount: 100 }, { type: 'stand' }]);
  assert.deepEqual(r.lines, [[100, 150, 50]]);
  assert.ok(cappedEvent(r.events));
});

test('003 §4.4.1 keno: one number marked and hit pays 3.75 for 1; under a cap of 3.00 it pays 3.00', () => {
  const drawn = Array.from({ length: 20 }, (_, i) => i + 1).join(' ');
  const r = play(keno as AnyGame, 300, { drawn }, [{ type: 'bet', amount: 100 }, { type: 'mark', number: 7 }, { type: 'play' }]);
  assert.deepEqual(r.lines, [[100, 300, 200]]);
  assert.ok(cappedEvent(r.events));
});

test('003 §4.4.1 electronic roulette: a straight and red on 17 (36.00 + 2.00) under a cap of 30.00 pay 30.00 in all', () => {
  const r = play(electronicRoulette as AnyGame, 3_000, null, [{ type: 'place', bet: 'straight-17', amount: 100 }, { type: 'place', bet: 'red', amount: 100 }, { type: 'spin', pocket: 17 }]);
  assert.equal(r.lines.reduce((a, l) => a + l[1], 0), 3_000);
  assert.ok(cappedEvent(r.events));
});

test('003 §4.4.1 machine bingo and the reel slot: the total paid is capped, as before', () => {
  const b = play(machineBingo as AnyGame, 5_000, { card: '1 2 3 4 5 6 1 2 3' }, [{ type: 'play', amount: 100, drawn: [1, 2, 3, 10, 11] }]);
  assert.deepEqual(b.lines, [[100, 5_000, 4_900]]);
  const free = play(reelSlot as AnyGame, 1_000_000_000, null, [{ type: 'spin', lines: 5, amount: 50, stops: [0, 0, 0] }, { type: 'collect' }]);
  const won = (free.lines[0] as [number, number, number])[1];
  assert.ok(won > 50, 'the stops win');
  const r = play(reelSlot as AnyGame, won - 1, null, [{ type: 'spin', lines: 5, amount: 50, stops: [0, 0, 0] }, { type: 'collect' }]);
  assert.deepEqual(r.lines, [[50, won - 1, won - 51]]);
  assert.ok(cappedEvent(r.events));
});

/** Each machine's capped game of the tests above: the game, its stacked outcome and the player's actions. */
const CAPPED: [string, AnyGame, unknown, object[]][] = [
  ['video poker (a royal flush at 5.00)', videoPokerGames[0] as AnyGame, { cards: 'Ah Kh Qh Jh Th' }, [{ type: 'bet', amount: 500 }, { type: 'draw', hold: 'HHHHH' }, { type: 'collect' }]],
  ['Hi/Lo (a call won on 2.00)', hiLo as AnyGame, { reels: [1, 5, 10] }, [{ type: 'call', reel: 2, call: 'higher', amount: 200, next: 9 }, { type: 'collect' }]],
  ['electronic blackjack (a win on 1.00)', electronicBlackjack as AnyGame, { cards: 'Th 6d Qc Kh 8s' }, [{ type: 'bet', amount: 100 }, { type: 'stand' }]],
  ['keno (one number marked and hit)', keno as AnyGame, { drawn: Array.from({ length: 20 }, (_, i) => i + 1).join(' ') }, [{ type: 'bet', amount: 100 }, { type: 'mark', number: 7 }, { type: 'play' }]],
  ['electronic roulette (a straight and red on 17)', electronicRoulette as AnyGame, null, [{ type: 'place', bet: 'straight-17', amount: 100 }, { type: 'place', bet: 'red', amount: 100 }, { type: 'spin', pocket: 17 }]],
  ['machine bingo (lines on 1.00)', machineBingo as AnyGame, { card: '1 2 3 4 5 6 1 2 3' }, [{ type: 'play', amount: 100, drawn: [1, 2, 3, 10, 11] }]],
  ['the reel slot (five lines of 0.50)', reelSlot as AnyGame, null, [{ type: 'spin', lines: 5, amount: 50, stops: [0, 0, 0] }, { type: 'collect' }]],
];

test('003 §4.4.1 at the boundary, every machine: a game paying exactly the cap is paid whole and not marked capped; one minor unit more is paid the cap', () => {
  for (const [what, game, stack, actions] of CAPPED) {
    const free = play(game, Number.MAX_SAFE_INTEGER, stack, actions);
    const won = free.lines.reduce((a, l) => a + l[1], 0);
    const staked = free.lines.reduce((a, l) => a + l[0], 0);
    assert.ok(won > staked, `${what}: the stacked game wins`);
    const at = play(game, won, stack, actions);
    assert.deepEqual(at.lines, free.lines, `${what}: a win of exactly the cap (${won}) is paid whole`);
    assert.equal(cappedEvent(at.events), undefined, `${what}: at the cap nothing is marked capped`);
    const over = play(game, won - 1, stack, actions);
    assert.equal(over.lines.reduce((a, l) => a + l[1], 0), won - 1, `${what}: one over the cap pays the cap, the stake's return included`);
    assert.deepEqual(cappedEvent(over.events), { type: 'win-capped', won, paid: won - 1, cite: (game.profiles.get('ee-oc') as { maxWin: { cite: string } }).maxWin.cite }, `${what}: marked capped`);
  }
});
