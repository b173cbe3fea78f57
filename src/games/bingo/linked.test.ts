import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEALER, SYSTEM, player } from '../../core/ids.js';
import { settledChips } from '../../core/settlement.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { cardNumbers, generateSeries, type BingoCard } from './cards.js';
import { bingoReducer, bingoView, createBingo, type BingoAction, type BingoEvent, type BingoState } from './game.js';
import { LINKED_PRIZE, linkedAwards, linkedContributions } from './linked.js';
import { bingoProfiles, defaultBingoTable, type BingoProfile, type BingoTable } from './profile.js';

const eus = bingoProfiles.get('eus');
const linkedTable: BingoTable = { ...defaultBingoTable(), linked: { id: 'halls' } };

function act(s: BingoState, a: BingoAction): { state: BingoState; events: readonly BingoEvent[] } {
  const r = bingoReducer.apply(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

/** Two cards of two series with exactly one number in common, drawn last: both complete the bingo at that ball. */
function sharedCard(a: BingoCard[], b: BingoCard[]): number[] {
  for (const ca of a)
    for (const cb of b) {
      const na = cardNumbers(ca);
      const nb = cardNumbers(cb);
      const common = na.filter((n) => nb.includes(n));
      if (common.length === 1) return [...new Set([...na, ...nb])].filter((n) => n !== common[0]).concat(common);
    }
  throw new Error('no such pair');
}

/** A game with alice and bob buying a series each (and carol two, when `carol`), played out on the stacked balls. */
function play(balls: number[], table: BingoTable = linkedTable, profile: BingoProfile = eus, carol = false): { state: BingoState; events: BingoEvent[] } {
  const a = generateSeries(seededRng('link-a'));
  const b = generateSeries(seededRng('link-b'));
  let s = createBingo('bingo', { profile, table, carry: null, rng: seededRng('g'), roundNo: 1, stack: { balls } }).state;
  const series = table.cardPrice * 6;
  s = act(s, { type: 'buy', amount: series, series: [a], by: player('alice') }).state;
  s = act(s, { type: 'buy', amount: series, series: [b], by: player('bob') }).state;
  if (carol) s = act(s, { type: 'buy', amount: 2 * series, series: [generateSeries(seededRng('link-c')), generateSeries(seededRng('link-d'))], by: player('carol') }).state;
  const events: BingoEvent[] = [];
  const closed = act(s, { type: 'close-sales', by: DEALER });
  events.push(...closed.events);
  s = closed.state;
  while (s.phase === 'drawing') {
    const r = act(s, { type: 'draw', by: SYSTEM });
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

const early = (): number[] => sharedCard(generateSeries(seededRng('link-a')), generateSeries(seededRng('link-b')));

test('000-A3 para 4: each buyer’s linked share is its basis points of what he paid, rounded down to the unit; a share of 0 is no contribution; one award of the whole pool a winning card, all of one order', () => {
  const paid = [{ player: 'ana', amount: 600 }, { player: 'bo', amount: 1_250 }, { player: 'cy', amount: 35 }];
  const CITE = '000-A3 para 4';
  // 2%: 12, 25, 0.7 → 0 (none); 3.33%: 19.98 → 19, 41.625 → 41, 1.1655 → 1.
  assert.deepEqual(linkedContributions('halls', paid, 200, 1, CITE).map((c) => [c.bettor, c.stake]), [['ana', 12], ['bo', 25]]);
  assert.deepEqual(linkedContributions('halls', paid, 333, 1, CITE).map((c) => [c.bettor, c.stake]), [['ana', 19], ['bo', 41], ['cy', 1]]);
  // A unit of 5: 19.98 → 15, 41.625 → 40, 1.17 → 0.
  assert.deepEqual(linkedContributions('halls', paid, 333, 5, CITE).map((c) => [c.bettor, c.stake]), [['ana', 15], ['bo', 40]]);
  assert.ok(linkedContributions('halls', paid, 200, 1, CITE).every((c) => c.linked === true && c.bet === 'linked' && c.cite === CITE));
  const awards = linkedAwards('halls', [{ holder: 'ana' }, { holder: 'bo' }, { holder: 'ana' }], CITE);
  assert.deepEqual(awards.map((a) => [a.bettor, a.combination, a.order, a.share, a.linked]), [['ana', LINKED_PRIZE, 0, { num: 1, den: 1 }, true], ['bo', LINKED_PRIZE, 0, { num: 1, den: 1 }, true], ['ana', LINKED_PRIZE, 0, { num: 1, den: 1 }, true]]);
});

test('000-A3 para 4 through the engine: a stacked draw makes the bingo by ball 45 with two cards at once; each card’s holder is named for the linked pool (one award a card, one order: they share it)', () => {
  const balls = early();
  assert.ok(balls.length <= 45, `the bingo at ball ${balls.length}`);
  const { state: s, events } = play(balls);
  assert.equal(s.bingo?.ball, balls.length);
  assert.deepEqual(events.find((e) => e.type === 'sales-closed'), { type: 'sales-closed', takings: 1_200, cards: 12, prizes: { line: 120, bingo: 660 }, linked: { jackpot: 'halls', share: 24, maxBall: 45 } });
  assert.deepEqual(events.filter((e) => e.type === 'linked-bingo').map((e) => (e as { ball: number }).ball), [balls.length]);
  const st = s.settlement;
  assert.ok(st);
  // 2% of 600 = 12 each to the pool; the cards' lines stake the 588 left; the hall's own prizes are as without the link.
  assert.deepEqual(st.jackpots?.contributions.map((c) => [c.bettor, c.stake, c.linked]), [['alice', 12, true], ['bob', 12, true]]);
  assert.deepEqual(st.jackpots?.awards.map((a) => [a.bettor, a.combination, a.share, a.order]), [['alice', 'linked-bingo', { num: 1, den: 1 }, 0], ['bob', 'linked-bingo', { num: 1, den: 1 }, 0]]);
  assert.deepEqual(st.lines.map((l) => l.stake), [588, 588]);
  assert.equal(settledChips(st), 1_200, 'every chip on the table is settled: the lines’ stakes and the linked shares');
  const prizes = st.lines.reduce((a, l) => a + l.returned, 0);
  assert.equal(st.houseNet, 1_200 - 24 - prizes);
  const view = bingoView(s, { kind: 'player', player: 'alice' }) as { linked: unknown; linkedWon: { ball: number } | null };
  assert.deepEqual(view.linked, { jackpot: 'halls', basisPoints: 200, maxBall: 45, cite: eus.linked?.cite });
  assert.equal(view.linkedWon?.ball, balls.length);
});

test('000-A3 para 4: a bingo after the rule’s ball does not take the linked pool; the shares still feed it (rounded down per buyer)', () => {
  // Every number but one of each of alice's cards first: no bingo before ball 85.
  const a = generateSeries(seededRng('link-a'));
  const last = a.map((c) => cardNumbers(c)[0] as number);
  const balls = [...Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => !last.includes(n)), ...last];
  const { state: s, events } = play(balls, { ...linkedTable, cardPrice: 105 }, eus, true);
  assert.ok((s.bingo?.ball as number) > 45);
  assert.deepEqual(events.filter((e) => e.type === 'linked-bingo'), []);
  // 2% of 630 = 12.6 → 12; of 1,260 = 25.2 → 25.
  assert.deepEqual(s.settlement?.jackpots?.contributions.map((c) => [c.bettor, c.stake]), [['alice', 12], ['bob', 12], ['carol', 25]]);
  assert.deepEqual(s.settlement?.jackpots?.awards, []);
  assert.equal(settledChips(s.settlement as NonNullable<typeof s.settlement>), 630 * 2 + 1_260);
});

test('a hall not linked, or linked under a profile without the rule, has no linked share and no linked prize; its game is as before', () => {
  const balls = early();
  const plain = play(balls, defaultBingoTable()).state;
  assert.equal(plain.settlement?.jackpots, undefined);
  assert.deepEqual(plain.settlement?.lines.map((l) => l.stake), [600, 600]);
  const { linked: _, ...noRule } = eus;
  const unruled = play(balls, linkedTable, noRule as BingoProfile).state;
  assert.equal(unruled.settlement?.jackpots, undefined);
  assert.equal((bingoView(unruled, { kind: 'spectator' }) as { linked: unknown }).linked, null);
});

test('000-A3 para 4: a linked share that with the prizes would take more than the takings is refused at load', () => {
  assert.throws(() => bingoProfiles.derive('eus', { linked: { value: { basisPoints: 3_600, maxBall: 45 } } }), /linked share/);
  assert.throws(() => bingoProfiles.derive('eus', { linked: { value: { basisPoints: 100, maxBall: 14 } } }));
  assert.equal(bingoProfiles.derive('eus', { linked: { value: { basisPoints: 3_500, maxBall: 90 } } }).linked?.value.basisPoints, 3_500);
});
