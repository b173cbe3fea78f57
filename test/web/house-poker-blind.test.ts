/**
 * The house-poker table draws a blind box (003 §2.2.5.6, §2.2.5.17; 000 §11 IV.3): labelled a blind hand, its cards
 * face down to its own player before the dealer opens them, face up once the view carries them; the continuation bet
 * placed before the deal is a bet button naming the blind hand. The view is the engine's own (its player's audience).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { VNode } from 'preact';
import { RoundRunner } from '../../src/core/round-runner.js';
import type { GameAction } from '../../src/core/contract.js';
import { defaultHousePokerTable } from '../../src/games/house-poker/engine/profile.js';
import { threeCard } from '../../src/games/house-poker/three-card.js';
import { seededRng } from '../../src/rng/seeded-rng.js';
// The catalogues first: they import every game's component, the house-poker table among them (a cycle otherwise).
import { translator, type Locale } from '../../web/src/i18n/index.js';
import { HousePokerTable } from '../../web/src/games/house-poker/index.js';

let locale: Locale = 'en';
const P1 = { kind: 'player', player: 'p1' } as const;

/** Every vnode under `n` (components are not called: their props are what the table gave them). */
function nodes(n: unknown, out: VNode[] = []): VNode[] {
  if (Array.isArray(n)) for (const x of n) nodes(x, out);
  else if (n && typeof n === 'object' && 'props' in n) {
    out.push(n as VNode);
    nodes((n as VNode<{ children?: unknown }>).props.children, out);
  }
  return out;
}
const draw = (view: unknown, legal: readonly unknown[] = []): VNode[] =>
  nodes(HousePokerTable({ game: 'three-card-poker', profile: 'ee-oc', view, legal: legal as never, send: () => undefined, me: 'p1', role: 'player', chip: 100, t: translator(locale), locale, money: String, names: {} }));
const box = (all: VNode[], n: number): VNode[] => nodes(all.find((x) => (x.props as Record<string, unknown>)['data-box'] === n));
const cardsOf = (b: VNode[]): unknown => (b.find((x) => Array.isArray((x.props as { cards?: unknown }).cards))?.props as unknown as { cards: unknown }).cards;

test('003 §2.2.5.17: a blind box is labelled hp.blind with its cards face down to its own player until the dealer opens them', () => {
  const p = threeCard.profiles.get('ee-oc');
  const r = new RoundRunner(threeCard, { profile: p, profileId: 'ee-oc', table: defaultHousePokerTable(p), carry: null, rng: seededRng('w'), stack: ['Kh', '2c', 'Qh', 'Kd', '3c', 'Qd', 'Ks', '4c', 'Qs'], roundNo: 1 });
  const act = (a: Record<string, unknown>): void => void r.act({ ...a, by: P1 } as unknown as GameAction, seededRng('x'));
  act({ type: 'bet', box: 1, spot: 'ante', amount: 100 });
  act({ type: 'bet', box: 2, spot: 'ante', amount: 100 });
  const betting = draw(threeCard.view(r.state as never, P1), threeCard.legalActions(r.state as never, P1));
  const blindBet = box(betting, 2).find((x) => (x.props as Record<string, unknown>)['data-spot'] === 'play' && (x.props as Record<string, unknown>)['data-action'] === 'bet');
  assert.equal((blindBet?.props as { children: unknown }).children, 'Bet: Play (Blind hand)');
  act({ type: 'bet', box: 2, spot: 'play', amount: 100 });
  r.act({ type: 'close-bets', by: { kind: 'dealer' } } as GameAction, seededRng('x'));
  const dealt = draw(threeCard.view(r.state as never, P1));
  assert.ok(box(dealt, 2).some((x) => (x.props as Record<string, unknown>)['data-blind'] === true && (x.props as { children: unknown }).children === 'Blind hand'));
  locale = 'et';
  assert.ok(box(draw(threeCard.view(r.state as never, P1)), 2).some((x) => (x.props as { children: unknown }).children === 'Pime käsi'), 'in Estonian');
  assert.ok(!box(dealt, 1).some((x) => (x.props as Record<string, unknown>)['data-blind']), 'the open hand is not labelled');
  assert.deepEqual(cardsOf(box(dealt, 2)), [null, null, null]);
  assert.deepEqual(cardsOf(box(dealt, 1)), ['Kh', 'Kd', 'Ks']);
  act({ type: 'play', box: 1, multiple: 1 });
  r.act({ type: 'showdown', by: { kind: 'dealer' } } as GameAction, seededRng('x'));
  assert.deepEqual(cardsOf(box(draw(threeCard.view(r.state as never, P1)), 2)), ['2c', '3c', '4c']);
});
