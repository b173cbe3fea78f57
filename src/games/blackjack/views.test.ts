/**
 * Views: built from an allow-list for every audience; never the shoe's order, its salt, the cards put back in
 * front of it, the burned cards, a hidden hole card, or another player's face-down cards.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { AnyGame } from '../../core/contract.js';
import type { Audience } from '../../core/ids.js';
import { DEALER, player } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { BjAction } from './actions.js';
import { blackjack, tripleBlackjack } from './index.js';
import type { BjState } from './state.js';
import { playRound } from './testing.js';
import type { BjView } from './views.js';

const audiences = (players: string[]): Audience[] => [...players.map((p): Audience => ({ kind: 'player', player: p })), { kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }];
const FORBIDDEN_KEYS = ['order', 'shuffled', 'salt', 'front', 'burned', 'faceUp', 'action'];

function keys(x: unknown, out = new Set<string>()): Set<string> {
  if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) {
    out.add(k);
    keys(v, out);
  }
  return out;
}

test('core contract: no view, for any audience, holds the shoe order, the salt or the cards to come', () => {
  const games: [AnyGame, string][] = [...blackjack.profiles.ids().map((id): [AnyGame, string] => [blackjack, id]), [tripleBlackjack, 'eus']];
  fc.assert(
    fc.property(fc.nat({ max: games.length - 1 }), fc.nat(), fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 80 }), (g, seed, choices) => {
      const [game, id] = games[g] as [AnyGame, string];
      const profile = game.profiles.get(id);
      const p = playRound(game, { profile, profileId: id, table: { ...game.defaultTable(profile), players: ['a', 'b'] }, carry: null, rng: seededRng(`v${seed}`), roundNo: 1 }, choices);
      for (const st of p.states) {
        const s = st as BjState;
        for (const aud of audiences(['a', 'b'])) {
          const v = game.view(s, aud);
          const text = JSON.stringify(v);
          for (const k of FORBIDDEN_KEYS) assert.ok(!keys(v).has(k), `${aud.kind} view has a ${k} field`);
          assert.ok(!text.includes(s.shoe.salt), 'salt');
          // the next ten cards of the shoe, in order, never appear as a run
          const future = s.shoe.order.slice(s.shoe.pos + s.exposedNext, s.shoe.pos + s.exposedNext + 10);
          if (future.length === 10) assert.ok(!text.includes(JSON.stringify(future).slice(1, -1)), 'future order');
          if (s.dealer.holeHidden && !(aud.kind === 'auditor' && s.phase === 'over')) assert.equal((v as BjView).dealer.cards[1], null);
        }
      }
    }),
    { seed: 99, numRuns: 40 },
  );
});

test('003 §2.2.2.8 / §2.2.2.10: on the two-deck table a box\'s face-down cards are seen by its player only, until the round ends', () => {
  const p = blackjack.profiles.get('ee-oc-2d');
  let s = blackjack.create({ profile: p, table: blackjack.defaultTable(p), carry: null, rng: seededRng('fd'), stack: { cards: ['Tc', '9d', '8c', '7h', '8d', 'Th', '9s'] } }).state;
  const go = (a: Record<string, unknown>) => {
    const r = blackjack.apply(s, a as unknown as BjAction);
    assert.ok(r.ok);
    s = r.state;
  };
  go({ type: 'bet', box: 1, amount: 1000, by: player('a') });
  go({ type: 'bet', box: 2, amount: 1000, by: player('b') });
  go({ type: 'deal', by: DEALER });
  const mine = blackjack.view(s, { kind: 'player', player: 'a' }) as BjView;
  const theirs = blackjack.view(s, { kind: 'player', player: 'b' }) as BjView;
  const spectator = blackjack.view(s, { kind: 'spectator' }) as BjView;
  assert.deepEqual(mine.boxes[0]?.hands[0]?.cards, ['Tc', '7h']);
  assert.deepEqual(theirs.boxes[0]?.hands[0]?.cards, [null, null]);
  assert.deepEqual(spectator.boxes[0]?.hands[0]?.cards, [null, null]);
  assert.deepEqual(spectator.dealer.cards, ['8c'], '003 §2.2.2.8: the dealer\'s card is face up');
  go({ type: 'stand', box: 1, by: player('a') });
  go({ type: 'stand', box: 2, by: player('b') });
  const after = blackjack.view(s, { kind: 'spectator' }) as BjView;
  assert.deepEqual(after.boxes[0]?.hands[0]?.cards, ['Tc', '7h']);
});

test('000 §03 V.3: all cards are dealt face up — every audience sees every box\'s cards', () => {
  const p = blackjack.profiles.get('eus');
  let s = blackjack.create({ profile: p, table: blackjack.defaultTable(p), carry: null, rng: seededRng('fu'), stack: { cards: ['Tc', '9d', '8c', '7h'] } }).state;
  for (const a of [{ type: 'bet', box: 1, amount: 1000, by: player('a') }, { type: 'deal', by: DEALER }]) {
    const r = blackjack.apply(s, a as unknown as BjAction);
    assert.ok(r.ok);
    s = r.state;
  }
  assert.deepEqual((blackjack.view(s, { kind: 'spectator' }) as BjView).boxes[0]?.hands[0]?.cards, ['Tc', '8c']);
});

test('core contract: the auditor sees the shoe\'s position, never its order; the US hole card only once the round is over', () => {
  const p = blackjack.profiles.derive('gr', { dealer: { holeCard: { value: 'hole-no-peek', cite: 't' } } });
  let s = blackjack.create({ profile: p, table: blackjack.defaultTable(p), carry: null, rng: seededRng('aud'), stack: { cards: ['Tc', '9d', '8c', '7h', '5s'] } }).state;
  for (const a of [{ type: 'bet', box: 1, amount: 1000, by: player('a') }, { type: 'deal', by: DEALER }]) {
    const r = blackjack.apply(s, a as unknown as BjAction);
    assert.ok(r.ok);
    s = r.state;
  }
  const during = blackjack.view(s, { kind: 'auditor' }) as BjView;
  assert.equal(during.dealer.cards[1], null);
  assert.equal(during.shoe.position?.pos, 4);
  const r = blackjack.apply(s, { type: 'stand', box: 1, by: player('a') } as unknown as BjAction);
  assert.ok(r.ok);
  const after = blackjack.view(r.state, { kind: 'auditor' }) as BjView;
  assert.equal(after.dealer.cards[1], '7h');
  assert.equal((blackjack.view(r.state, { kind: 'spectator' }) as BjView).shoe.position, undefined);
});

test('000 §03.01: triple blackjack\'s view names the position each of the dealer\'s hands settles, in play order, skipping a position nobody bet on', () => {
  const profile = tripleBlackjack.profiles.get('eus');
  let ended = 0;
  fc.assert(
    fc.property(fc.nat(), fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 80 }), (seed, choices) => {
      const p = playRound(tripleBlackjack, { profile, profileId: 'eus', table: { ...tripleBlackjack.defaultTable(profile), players: ['a', 'b'] }, carry: null, rng: seededRng(`t${seed}`), roundNo: 1 }, choices);
      const s = p.states.at(-1) as BjState;
      if (s.phase !== 'over') return;
      ended++;
      const staked = [1, 2, 3].filter((sub) => s.boxes.some((b) => b.hands.some((h) => h.stakes.some((st) => (st.sub ?? 1) === sub))));
      for (const aud of audiences(['a', 'b'])) {
        const v = tripleBlackjack.view(s, aud) as BjView;
        const hands = v.dealer.hands;
        assert.ok(hands, 'the view lists the dealer\'s hands');
        // One per hand he played (a first card put aside when nobody bet on position 1 is not one), the last in front of him.
        assert.equal(hands.length, v.dealer.earlierHands.length + (staked.length && !staked.includes(1) && v.dealer.earlierHands.length ? 0 : 1));
        if (staked.length) assert.deepEqual(hands.map((x) => x.position), staked.slice(0, hands.length), 'the positions bet on, in order');
        assert.deepEqual(hands.at(-1)?.cards, v.dealer.cards);
      }
    }),
    { numRuns: 25 },
  );
  assert.ok(ended > 0, 'some rounds ended');
});

test('000 §03.01: a plain blackjack view has no per-position dealer hands', () => {
  const profile = blackjack.profiles.get('gr');
  const s = blackjack.create({ profile, table: { ...blackjack.defaultTable(profile), players: ['a'] }, carry: null, rng: seededRng('plain'), roundNo: 1 }).state as BjState;
  assert.equal((blackjack.view(s, { kind: 'spectator' }) as BjView).dealer.hands, undefined);
});
