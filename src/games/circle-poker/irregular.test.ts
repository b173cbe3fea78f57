/**
 * The irregularities of 000 §17 VIII and 003-CP-GEN as the dealer's records, on stacked decks: the misdeal (every chip
 * back, the re-run), exposed and boxed cards, a wrong number of cards, a premature board card, an action out of turn
 * and a string raise — each with its text's consequence, never a player's action, chips conserved. Then random
 * irregularities over random play of every variant: conservation and every chip accounted for.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LegalAction } from '../../core/contract.js';
import { defaultAutomaticStep } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { games } from './index.js';
import { finalStacks, scripted, type Scripted } from './testing.js';
import type { CpCarry, CpState } from './state.js';

const S = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
// p1 box 1 (small blind), p2 (big blind), p3, p4 on the button; hole cards round by round, then burn + flop.
const TOP = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
const toAct = (s: Scripted): string | undefined => s.state.hand[s.state.toAct as number]?.player;
const types = (s: Scripted, who: string): string[] => s.game.legalActions(s.state, who === 'dealer' ? { kind: 'dealer' } : { kind: 'player', player: who }).map((l) => l.type);
const stackSum = (s: CpState): number => Object.values(finalStacks(s)).reduce((t, x) => t + x, 0);

test('003 §3.1.7.1: a misdeal before substantial action voids the hand — every chip back, nothing charged — and the re-run keeps the button, the blinds and the players', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  h.act('p3', 'call');
  h.act('dealer', 'misdeal', { reason: 'wrong-order' });
  assert.equal(h.state.phase, 'over');
  assert.deepEqual(finalStacks(h.state), S, 'every chip back: blinds and the call');
  const settlement = h.game.settlement(h.state) as { houseNet: number };
  assert.ok(settlement.houseNet === 0, 'the house charges nothing');
  assert.ok(h.events.some((e) => e.type === 'misdeal-declared' && e.cite === '003 §3.1.7.1–2'));
  const carry = h.carry();
  assert.equal(carry.button, null, 'the first hand\'s button stays where it was drawn');
  const again = scripted('texas-holdem', 'ee-oc', S, TOP, null, { carry });
  assert.equal(again.state.button, 4, 'the re-run has the same button');
  assert.deepEqual(again.events.filter((e) => e.type === 'stake').map((e) => [e.bettor, e.bet, e.amount]), [['p1', 'small-blind', 100], ['p2', 'big-blind', 200]], 'the same blinds');
});

test('003 §3.1.7.1–2: once substantial action has taken place (two actions putting chips in) no misdeal can be declared', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  h.act('p3', 'call');
  h.act('p4', 'call');
  assert.equal(h.refused('dealer', 'misdeal', { reason: 'wrong-order' }), 'circle-poker/no-misdeal');
  assert.ok(!types(h, 'dealer').includes('misdeal') || h.game.legalActions(h.state, { kind: 'dealer' }).every((l) => l.type !== 'misdeal' || l.reason === 'fouled-deck' || l.reason === 'missing-card'), 'only a fouled deck is listed after it');
  h.act('dealer', 'misdeal', { reason: 'fouled-deck' });
  assert.deepEqual(finalStacks(h.state), S, 'a fouled deck returns all bets at any time (003 §3.1.7.1)');
});

test('000 §17 VIII.1: a misdeal before the first action; after it none; the new deal moves the Hand on (000 §17 VII.1)', () => {
  const late = scripted('texas-holdem', 'eus', S, TOP, 4);
  late.act('p3', 'fold');
  assert.equal(late.refused('dealer', 'misdeal', { reason: 'wrong-order' }), 'circle-poker/no-misdeal');
  const h = scripted('texas-holdem', 'eus', S, TOP, 4);
  h.act('dealer', 'misdeal', { reason: 'card-to-wrong-seat' });
  assert.deepEqual(finalStacks(h.state), S);
  const next = scripted('texas-holdem', 'eus', S, TOP, null, { carry: h.carry() });
  assert.equal(next.state.button, 1, 'the Hand moves clockwise with the new deal');
});

test('irregularities are the dealer\'s records: a player may not record one, they are listed for the dealer as optional steps, and the table never takes one by itself', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  assert.equal(h.refused('p3', 'misdeal', { reason: 'wrong-order' }), 'circle-poker/dealer-only');
  assert.equal(h.refused('p3', 'string-bet'), 'circle-poker/dealer-only');
  assert.ok(!types(h, 'p3').some((t) => ['misdeal', 'exposed-card', 'boxed-card', 'wrong-count', 'premature-card', 'out-of-turn', 'string-bet'].includes(t)));
  const dealer = h.game.legalActions(h.state, { kind: 'dealer' }) as LegalAction[];
  for (const t of ['misdeal', 'exposed-card', 'boxed-card', 'wrong-count', 'premature-card', 'out-of-turn']) assert.ok(dealer.some((l) => l.type === t), `${t} is listed`);
  assert.ok(dealer.every((l) => l.optional === true), 'every one optional');
  assert.equal(defaultAutomaticStep(dealer, { kind: 'dealer' }), null, 'never the automatic step');
});

test('003 §3.1.7.1 (7): the first card dealt exposed by the dealer is a misdeal; another single card is replaced by the next and becomes the flop\'s burn; a second exposed card is a misdeal', () => {
  const first = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  first.act('dealer', 'exposed-card', { box: 1, card: 0 });
  assert.equal(first.state.irr?.misdeal?.reason, 'exposed-card');
  const one = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  one.act('dealer', 'exposed-card', { box: 3, card: 1 });
  assert.equal(one.state.phase, 'betting');
  assert.deepEqual(one.state.hand[2]?.cards.map((c) => c.card), ['Qh', '2c'], 'Qd replaced by the next card');
  for (const p of ['p3', 'p4', 'p1']) one.act(p, 'call');
  one.act('p2', 'check');
  one.act('dealer', 'next');
  assert.deepEqual(one.state.boards[0], ['3c', '4c', '5c'], 'the exposed card was the burn: no other burned');
  const two = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  two.act('dealer', 'exposed-card', { box: 3, card: 1 });
  two.act('dealer', 'exposed-card', { box: 4, card: 1 });
  assert.equal(two.state.phase, 'over', 'two exposed cards: a misdeal');
  assert.deepEqual(finalStacks(two.state), S);
});

test('000 §17 VIII.1 d: any card exposed in the deal is a misdeal; after the first action an exposed card stays face up for all and the hand plays on', () => {
  const h = scripted('texas-holdem', 'eus', S, TOP, 4);
  h.act('dealer', 'exposed-card', { box: 3, card: 1 });
  assert.equal(h.state.irr?.misdeal?.reason, 'exposed-card');
  const later = scripted('texas-holdem', 'eus', S, TOP, 4);
  later.act('p3', 'call');
  later.act('dealer', 'exposed-card', { box: 4, card: 0 });
  assert.equal(later.state.phase, 'betting');
  const view = later.game.view(later.state, { kind: 'player', player: 'p1' }) as { seats: { player: string; cards: unknown[] }[] };
  assert.deepEqual(view.seats.find((x) => x.player === 'p4')?.cards, [{ card: 'Jh', up: true }, null], 'every player sees the exposed card, not the other');
});

test('003 §3.1.7.1: a boxed card found in the stub is shown and set aside; the deal goes on with the next card', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'boxed-card');
  assert.ok(h.events.some((e) => e.type === 'boxed-card' && e.card === '2c'));
  h.act('dealer', 'next');
  assert.deepEqual(h.state.boards[0], ['4c', '5c', '6c'], 'the burn is the card after the boxed one');
});

test('a wrong number of cards: a misdeal before the first action or substantial action (000 §17 VIII.1 b, 003 §3.1.7.1 (5)); after it the hand is dead and its chips stay in the pot (003 §3.1.7.3–4)', () => {
  const early = scripted('texas-holdem', 'eus', S, TOP, 4);
  early.act('dealer', 'wrong-count', { box: 2, count: 'too-many' });
  assert.equal(early.state.irr?.misdeal?.reason, 'wrong-count');
  assert.deepEqual(finalStacks(early.state), S);
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('dealer', 'wrong-count', { box: 4, count: 'too-few' });
  assert.equal(h.state.hand[3]?.folded, true, 'p4\'s hand is dead');
  assert.equal(h.state.hand[3]?.total, 200, 'his call stays in the pot');
  assert.equal(toAct(h), 'p2');
});

test('a board card exposed before the betting ended: void and replaced under 000 §17.6 V.2 b; scrambled back into the stub and dealt without a further burn under 003 §3.1.7.6', () => {
  const eus = scripted('texas-holdem', 'eus', S, TOP, 4);
  eus.act('p3', 'call');
  eus.act('dealer', 'premature-card');
  assert.ok(eus.events.some((e) => e.type === 'premature-card' && e.card === '3c' && e.consequence === 'void'));
  for (const p of ['p4', 'p1']) eus.act(p, 'call');
  eus.act('p2', 'check');
  eus.act('dealer', 'next');
  assert.deepEqual(eus.state.boards[0], ['4c', '5c', '6c'], 'burn 2c stays, 3c void, the flop from the next cards, no further burn');
  const ee = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  ee.act('p3', 'call');
  const n = 52 - 8 - 1;
  assert.equal(ee.refused('dealer', 'premature-card'), 'circle-poker/reshuffle', 'the scramble is the server\'s random result');
  // The scramble, as the server would fill it: here the stub reversed.
  ee.act('dealer', 'premature-card', { reshuffle: Array.from({ length: n }, (_x, i) => n - 1 - i) });
  for (const p of ['p4', 'p1']) ee.act(p, 'call');
  ee.act('p2', 'check');
  ee.act('dealer', 'next');
  assert.equal(ee.state.boards[0]?.length, 3);
  assert.ok(!ee.state.boards[0]?.includes('2c'), 'the burn stayed out');
  assert.equal(ee.state.shoe.burned.length, 1, 'no further burn');
});

test('003 §3.1.8.14: an action out of turn binds when the action to the player has not changed, frees him when it has; a fold out of turn binds at once', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  h.act('dealer', 'out-of-turn', { box: 4, action: 'call' });
  h.act('p3', 'call');
  assert.equal(toAct(h), 'p4');
  assert.equal(h.refused('p4', 'fold'), 'circle-poker/out-of-turn-binding');
  assert.deepEqual(types(h, 'p4').filter((t) => ['fold', 'call', 'raise'].includes(t)), ['call'], 'only the call is open');
  h.act('p4', 'call');
  const changed = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  changed.act('dealer', 'out-of-turn', { box: 4, action: 'call' });
  changed.act('p3', 'raise', { amount: 600 });
  assert.ok(types(changed, 'p4').includes('raise') && types(changed, 'p4').includes('fold'), 'the action changed: every option is his');
  const fold = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  fold.act('dealer', 'out-of-turn', { box: 1, action: 'fold' });
  assert.equal(fold.state.hand[0]?.folded, true);
  assert.equal(fold.state.hand[0]?.total, 100, 'his small blind stays in the pot');
});

test('000 §17 VIII.3 f: a bet out of turn is valid, and the player may not raise when his turn comes', () => {
  const h = scripted('texas-holdem', 'eus', S, TOP, 4);
  h.act('dealer', 'out-of-turn', { box: 4, action: 'call' });
  h.act('p3', 'raise', { amount: 600 });
  assert.equal(h.refused('p4', 'raise', { amount: 1200 }), 'circle-poker/out-of-turn-no-raise');
  assert.ok(!types(h, 'p4').includes('raise'));
  h.act('p4', 'call');
  assert.equal(h.state.hand[3]?.total, 600);
});

test('003 §3.1.8.3, §3.1.8.17: a string raise counts as a call', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  h.act('dealer', 'string-bet');
  assert.equal(h.state.hand[2]?.total, 200, 'p3 called the big blind');
  assert.equal(toAct(h), 'p4');
  for (const p of ['p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  assert.equal(h.refused('dealer', 'string-bet'), 'circle-poker/string-bet', 'with no bet to face there is no string raise');
});

test('003 §3.1.7.1: before the re-run of a misdealt hand no new player sits and no straddle is declared', () => {
  const h = scripted('texas-holdem', 'ee-oc', S, TOP, 4);
  h.act('dealer', 'misdeal', { reason: 'seat-skipped' });
  const g = h.game;
  const next = g.create({ profile: g.profiles.get('ee-oc'), table: {}, carry: h.carry(), rng: seededRng('x'), stacks: S }).state as CpState;
  const r = g.apply(next, { type: 'sit', box: 5, by: { kind: 'player', player: 'p5' } } as never);
  assert.equal(r.ok ? null : r.rejection.code, 'circle-poker/redeal-pending');
});

test('random irregularities over random play of every variant conserve the chips: every stack after the hand, plus the house\'s cut and the drop, is what it was', () => {
  let misdeals = 0;
  for (const game of games) {
    for (const profileId of game.profiles.ids()) {
      const profile = game.profiles.get(profileId);
      const rng = seededRng(`cp-irregular:${game.id}:${profileId}`);
      const players = ['a', 'b', 'c', 'd', 'e'].slice(0, Math.min(5, (profile as { seats: { value: number } }).seats.value));
      let carry: CpCarry | null = null;
      for (let h = 0; h < 6; h++) {
        const stacks = Object.fromEntries(players.map((p) => [p, 300 + rng.int(6000)]));
        let state = game.create({ profile, table: {}, carry, rng, stacks }).state as CpState;
        const act = (a: Record<string, unknown>): void => {
          const filled = game.randomize ? game.randomize(state, a as never, rng) : a;
          const r = game.apply(state, filled as never);
          assert.ok(r.ok, `a listed action was refused: ${JSON.stringify(a)} ${r.ok ? '' : r.rejection.code}`);
          state = r.state as CpState;
        };
        if (!carry) players.forEach((p, i) => act({ type: 'sit', box: i + 1, by: { kind: 'player', player: p } }));
        act({ type: 'deal', by: { kind: 'dealer' } });
        for (let steps = 0; !game.isOver(state) && steps < 400; steps++) {
          // One step in six the dealer records a random irregularity; otherwise the awaited actor plays on.
          const irregular = (game.legalActions(state, { kind: 'dealer' }) as LegalAction[]).filter((l) => l.optional);
          const dealer = rng.int(6) === 0 && irregular.length > 0;
          const by = dealer ? { kind: 'dealer' } : game.awaiting(state)[0];
          assert.ok(by, 'someone is awaited until the hand is over');
          const legal = dealer ? irregular : (game.legalActions(state, by as never) as LegalAction[]).filter((l) => !l.optional);
          const l = legal[rng.int(legal.length)] as LegalAction;
          const { amount, optional: _o, ...fixed } = l;
          act({ ...fixed, by, ...(amount ? { amount: amount.min + rng.int(amount.max - amount.min + 1) } : {}) });
        }
        assert.equal(state.phase, 'over');
        if (state.irr?.misdeal) misdeals++;
        const pots = state.result?.pots ?? [];
        const cut = pots.reduce((t, p) => t + p.rake + (p.drop ?? 0), 0) + state.hand.reduce((t, p) => t + p.fee, 0);
        const before = state.hand.reduce((t, p) => t + (stacks[p.player] as number), 0);
        assert.equal(stackSum(state) + cut, before, `${game.id} ${profileId} hand ${h + 1}: chips conserved`);
        if (state.irr?.misdeal) assert.equal(cut, 0, 'a misdeal charges nothing');
        carry = game.carry(state) as CpCarry;
      }
    }
  }
  assert.ok(misdeals > 0, 'some hands were misdealt');
});
