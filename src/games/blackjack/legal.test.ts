/**
 * What `legalActions` lists is what `apply` accepts from the same sender (STYLE §1), for the table runtime too: the
 * runtime (`system`) is listed only the timeout steps it may send; the steps that are the dealer's (a misdeal dealt
 * again, the discards reshuffled) are listed for the dealer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LegalAction } from '../../core/contract.js';
import { DEALER, SYSTEM, player, type Actor } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { BjAction } from './actions.js';
import { blackjack } from './index.js';
import type { BjStack } from './round.js';
import type { BjState } from './state.js';

const rng = seededRng('legal-system');

function play(stack: BjStack, actions: Record<string, unknown>[], id = 'gr'): BjState {
  const profile = blackjack.profiles.get(id);
  let s = blackjack.create({ profile, table: { ...blackjack.defaultTable(profile), minimum: 100, maximum: 10_000 }, carry: null, rng, stack, roundNo: 1 }).state;
  for (const a of actions) {
    const r = blackjack.apply(s, blackjack.randomize?.(s, a as unknown as BjAction, rng) ?? (a as unknown as BjAction));
    if (!r.ok) throw new Error(`${r.rejection.code}: ${r.rejection.message}`);
    s = r.state;
  }
  return s;
}

/** Applies every action `legalActions` lists for `by`, as `by` sends it; returns the codes of those refused. */
function refusedOfListed(s: BjState, by: Actor): string[] {
  const out: string[] = [];
  for (const l of blackjack.legalActions(s, by) as LegalAction[]) {
    const a = { ...l, by } as unknown as BjAction;
    const r = blackjack.apply(s, blackjack.randomize?.(s, a, rng) ?? a);
    if (!r.ok) out.push(`${l.type}: ${r.rejection.code}`);
  }
  return out;
}

const cards = ['Th', '9c', '8h', '8d', '2c', '6d', 'Tc', '5s', '4h', '3d', '7c', '9s', 'Kd', 'Qh'];

test('003 §2.2.1.29: in a misdeal the runtime is listed no step it may not send; the dealer is listed the redeal', () => {
  const s = play({ cards }, [
    { by: player('ana'), type: 'bet', box: 1, amount: 100 },
    { by: player('ben'), type: 'bet', box: 2, amount: 100 },
    { by: DEALER, type: 'deal', skipBoxes: [1] },
  ], 'ee-oc');
  assert.equal(s.phase, 'misdeal');
  assert.deepEqual(refusedOfListed(s, SYSTEM), []);
  assert.deepEqual(refusedOfListed(s, DEALER), []);
  assert.ok((blackjack.legalActions(s, DEALER) as LegalAction[]).some((l) => l.type === 'redeal'));
});

test('003 §2.2.1.34: when the shoe runs out the runtime is listed no step it may not send; the dealer is listed the reshuffle', () => {
  // five cards burned (002 §14.6), then three: ana's Th 4h, the dealer's 2c; the dealer's next card is missing
  const s = play({ cards: ['5s', '3d', '7c', '9s', 'Kd', 'Th', '2c', '4h'], newShoe: true }, [
    { by: player('ana'), type: 'bet', box: 1, amount: 100 },
    { by: DEALER, type: 'deal' },
    { by: player('ana'), type: 'stand', box: 1 },
  ]);
  assert.equal(s.phase, 'shoe-empty');
  assert.deepEqual(refusedOfListed(s, SYSTEM), []);
  assert.deepEqual(refusedOfListed(s, DEALER), []);
  assert.ok((blackjack.legalActions(s, DEALER) as LegalAction[]).some((l) => l.type === 'reshuffle-discards'));
});

test('003 §2.2.1.29–31: the deal errors the action accepts are listed for the dealer where the text has a procedure for them, and refused elsewhere', () => {
  const bets = [
    { by: player('ana'), type: 'bet', box: 1, amount: 100 },
    { by: player('ben'), type: 'bet', box: 3, amount: 100 },
  ];
  const errors = (s: BjState) => (blackjack.legalActions(s, DEALER) as LegalAction[]).filter((l) => l.type === 'deal' && Object.keys(l).some((k) => k !== 'type' && k !== 'optional'));
  const ee = play({ cards }, bets, 'ee-oc');
  const listed = errors(ee);
  assert.ok(listed.some((l) => (l as { skipDealerCard?: boolean }).skipDealerCard === true));
  assert.ok(listed.some((l) => JSON.stringify((l as { skipBoxes?: number[] }).skipBoxes) === '[3]'));
  assert.ok(listed.some((l) => JSON.stringify((l as { extraBoxes?: number[] }).extraBoxes) === '[2]'));
  assert.ok(listed.every((l) => l.optional === true), 'never the step the table takes by itself');
  assert.deepEqual(refusedOfListed(ee, DEALER), []);
  const gr = play({ cards }, bets);
  assert.deepEqual(errors(gr), []);
  const r = blackjack.apply(gr, { type: 'deal', skipBoxes: [1], by: DEALER } as unknown as BjAction);
  assert.equal(r.ok ? null : r.rejection.code, 'blackjack/no-deal-error-procedure');
});
