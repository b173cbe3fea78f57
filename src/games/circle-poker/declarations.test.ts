/**
 * The dealer's record of what a player said (declarations.ts) on stacked decks, exact chips: "raise" before a single
 * chip (003 §3.1.8.5), invalid declarations (§3.1.8.16), "raise" binding (§3.1.8.12), "I bet the pot" (§3.1.8.15),
 * an amount of several meanings (§3.1.8.18), 000's unwritten cases, the refusals and the PHH comment line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finalStacks, gameOf, rakeOf, scripted, type Scripted } from './testing.js';
import { phhText } from './phh.js';
import { replayPhh } from './phh-import.js';
import { viewHand } from './view.js';
import { games } from './index.js';
import type { LegalAction } from '../../core/contract.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpState } from './state.js';

const S4 = { p1: 10000, p2: 10000, p3: 10000, p4: 10000 };
// Four players, p4 on the button (p1 small blind 100, p2 big blind 200, p3 first to act).
const TOP4 = ['Ah', 'Kh', 'Qh', 'Jh', 'Ad', 'Kd', 'Qd', 'Jd', '2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Tc'];
const total = (h: Scripted, player: string): number => h.state.hand.find((p) => p.player === player)?.total ?? -1;
const said = (h: Scripted) => h.events.filter((e) => e.type === 'declared').at(-1);
const offered = (h: Scripted, player: string): string[] => h.game.legalActions(h.state, { kind: 'player', player }).map((l) => l.type);
const sum = (o: Record<string, number>): number => Object.values(o).reduce((t, x) => t + x, 0);
const conserved = (h: Scripted, chips: number): void => assert.equal(sum(finalStacks(h.state)) + rakeOf(h.state), chips, 'every chip accounted for');
/** The system's step on the player's time-out (what the table applies when his clock runs out). */
const timeOut = (h: Scripted): CpAction => h.game.timeoutAction?.(h.state) as CpAction;

test('003 §3.1.8.5: "raise" said before a single chip — the chip\'s full value, at least the minimum raise ("raise" said first, §3.1.8.4), a call where no raise is open; facing no bet a silent chip is already his bet of its value', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  assert.equal(h.refused('p3', 'declared', { words: 'raise', chip: 1000 }), 'circle-poker/dealer-only', 'the dealer records what he said');
  h.act('dealer', 'declared', { words: 'raise', chip: 1000 });
  assert.equal(total(h, 'p3'), 1000, 'the chip\'s full value: a raise to 1000');
  assert.deepEqual({ ...said(h), type: undefined }, { type: undefined, box: 3, player: 'p3', words: 'raise', chip: 1000, added: 0, returned: 0, ruling: 'raise', to: 1000, cite: '003 §3.1.8.5' });
  // p4's 500 chip after "raise" facing 1000: short of the minimum raise (to 1800), which he must make — 1300 added.
  h.act('dealer', 'declared', { words: 'raise', chip: 500 });
  assert.equal(total(h, 'p4'), 1800);
  assert.equal(said(h)?.added, 1300);
  assert.equal(said(h)?.cite, '003 §3.1.8.5, §3.1.8.4');
  // p1 exposed his cards (no longer the aggressor, §3.1.10.2): no raise open to him, his 5000 chip is a call, 3300 back.
  h.act('dealer', 'cards-exposed', { box: 1 });
  h.act('dealer', 'declared', { words: 'raise', chip: 5000 });
  assert.equal(total(h, 'p1'), 1800);
  assert.equal(said(h)?.ruling, 'call');
  assert.equal(said(h)?.returned, 3300);
  h.act('p2', 'fold');
  h.act('p3', 'call');
  h.act('dealer', 'next');
  assert.equal(h.refused('dealer', 'declared', { words: 'raise', chip: 500 }), 'circle-poker/not-aggressor', 'no bet open to p1');
  h.act('p1', 'check');
  // Facing no bet a single chip pushed out silently is a bet of its full value: the player's own bet, not a record.
  assert.equal(h.refused('dealer', 'chips-pushed', { chips: [500] }), 'circle-poker/chips-pushed');
  h.act('dealer', 'declared', { words: 'raise', chip: 500 });
  assert.equal(said(h)?.ruling, 'bet');
  assert.equal(h.state.currentBet, 500, '"raise" with no bet before: a bet, here of the chip\'s value (§3.1.8.16)');
  h.act('p4', 'fold');
  h.act('p1', 'fold');
  assert.equal(h.state.phase, 'over');
  conserved(h, 40000);
  // Pot limit: the chip's value at most the pot (003 §3.1.8.5 within the limit): 5000 before the flop is a raise to 700.
  const o = scripted('omaha', 'ee-oc', S4, [], 4);
  o.act('dealer', 'declared', { words: 'raise', chip: 5000 });
  assert.equal(total(o, 'p3'), 700);
  assert.equal(said(o)?.returned, 4300);
});

test('003 §3.1.8.16: with no bet, "call" is a check and "raise" a bet of at least the minimum (the minimum when his time runs out); "check" facing a bet leaves call or fold for that turn; §3.1.8.12: "raise" facing a bet binds him to raise', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  assert.equal(h.refused('dealer', 'declared', { words: 'call' }), 'circle-poker/declared', '"call" facing a bet is his call');
  h.act('dealer', 'declared', { words: 'check' });
  assert.equal(said(h)?.ruling, 'no-raise');
  assert.equal(h.refused('p3', 'raise', { amount: 400 }), 'circle-poker/declared-check');
  assert.deepEqual(offered(h, 'p3').filter((t) => ['fold', 'check', 'call', 'bet', 'raise'].includes(t)), ['fold', 'call'], 'call or fold only');
  assert.equal(viewHand(h.state, { kind: 'player', player: 'p3' }).toAct?.raise, null, 'no raise range shown');
  h.act('p3', 'call');
  for (const p of ['p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  // Flop, no bet: p1's "call" is a check.
  h.act('dealer', 'declared', { words: 'call' });
  assert.equal(said(h)?.ruling, 'check');
  assert.equal(h.state.hand[h.state.toAct as number]?.player, 'p2', 'the turn moved on');
  assert.equal(h.refused('dealer', 'declared', { words: 'check' }), 'circle-poker/declared', '"check" with no bet is his check');
  // p2 says "raise" with no bet: bound to bet at least the minimum.
  h.act('dealer', 'declared', { words: 'raise' });
  assert.equal(said(h)?.ruling, 'must-bet');
  assert.equal(said(h)?.cite, '003 §3.1.8.16');
  assert.equal(h.refused('p2', 'check'), 'circle-poker/declared-bet');
  assert.equal(h.refused('p2', 'fold'), 'circle-poker/declared-bet');
  assert.equal(h.refused('p2', 'bet', { amount: 100 }), 'circle-poker/amount');
  assert.deepEqual(offered(h, 'p2').filter((t) => ['fold', 'check', 'call', 'bet', 'raise'].includes(t)), ['bet']);
  // No amount follows, his time runs out: the minimum.
  assert.deepEqual(timeOut(h), { type: 'bet', amount: 200, by: { kind: 'system' } });
  h.act('system', 'bet', { amount: 200 });
  assert.equal(h.state.currentBet, 200);
  // p3 says "check" facing the bet: call or fold this turn; once the action comes back after a raise, he may raise.
  h.act('dealer', 'declared', { words: 'check' });
  h.act('p3', 'call');
  h.act('p4', 'raise', { amount: 600 });
  h.act('p1', 'fold');
  h.act('p2', 'call');
  assert.ok(offered(h, 'p3').includes('raise'), 'a new turn: the raise is open again');
  // "raise" facing a bet, no amount: bound to raise (§3.1.8.12); a call refused, his raise his own.
  h.act('dealer', 'declared', { words: 'raise' });
  assert.equal(said(h)?.ruling, 'must-raise');
  assert.equal(said(h)?.cite, '003 §3.1.8.12');
  assert.equal(h.refused('p3', 'call'), 'circle-poker/declared-bet');
  h.act('p3', 'raise', { amount: 1200 });
  for (const p of ['p4', 'p2']) h.act(p, 'fold');
  assert.equal(h.state.phase, 'over');
  conserved(h, 40000);
});

test('003 §3.1.8.15: at pot limit the pot is the engine\'s exact figure (every view, the raise range\'s maximum) and "pot" said is that bet; in no limit "I bet the pot" binds him to a valid bet of at least the minimum', () => {
  const o = scripted('omaha', 'ee-oc', S4, [], 4);
  const v = viewHand(o.state, { kind: 'player', player: 'p1' });
  assert.equal(v.pot, 300, 'the blinds');
  assert.deepEqual(v.toAct?.raise, { min: 400, max: 700 }, 'the pot after the call: 200 + 300 + 200');
  o.act('dealer', 'declared', { words: 'pot' });
  assert.equal(total(o, 'p3'), 700);
  assert.equal(said(o)?.cite, '003 §3.1.8.15');
  // p4 faces 700 with 1000 in: the pot after his call is 1700, a raise to 2400.
  assert.equal(viewHand(o.state, { kind: 'auditor' }).toAct?.raise?.max, 2400);
  o.act('dealer', 'declared', { words: 'pot' });
  assert.equal(total(o, 'p4'), 2400);
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('dealer', 'declared', { words: 'pot' });
  assert.equal(said(h)?.ruling, 'must-raise');
  // Another player's fold out of turn is not his decision: he stays bound.
  h.act('dealer', 'out-of-turn', { box: 1, action: 'fold' });
  assert.equal(h.refused('p3', 'fold'), 'circle-poker/declared-bet');
  assert.equal(h.refused('p3', 'raise', { amount: 300 }), 'circle-poker/amount', 'a valid raise: at least the minimum');
  assert.deepEqual(timeOut(h), { type: 'raise', amount: 400, by: { kind: 'system' } });
  h.act('p3', 'raise', { amount: 2500 });
  assert.equal(total(h, 'p3'), 2500, 'any valid raise');
});

/** A table that deals in a player shorter than the big blind (a tournament's: one chip is enough). */
function shortDealt(game: string, id: string): CircleProfile {
  const base = gameOf(game).profiles.get(id) as CircleProfile;
  return { ...base, tableMinimum: { ...base.tableMinimum, value: 1 } };
}

test('003 §3.1.8.15: a short all-in blind before the flop does not change the pot-limit maximum (counted as the full blind), the flop\'s is the actual pot; 000 §17 VI.3.2 counts the chips posted', () => {
  const o = scripted('omaha', shortDealt('omaha', 'ee-oc'), { ...S4, p2: 50 }, [], 4);
  const v = viewHand(o.state, { kind: 'auditor' });
  assert.equal(v.pot, 150, 'the chips in: 100 and the big blind\'s 50, all in');
  assert.equal(v.toAct?.raise?.max, 700, 'as with a full big blind: 200 + 300 + 200');
  o.act('dealer', 'declared', { words: 'pot' });
  assert.equal(total(o, 'p3'), 700);
  o.act('p4', 'fold');
  o.act('p1', 'call');
  o.act('dealer', 'next');
  assert.equal(viewHand(o.state, { kind: 'auditor' }).toAct?.bet?.max, 1450, 'after the flop the actual pot: 700 + 700 + 50');
  const eus = scripted('five-card-omaha', shortDealt('five-card-omaha', 'eus'), { ...S4, p2: 50 }, [], 4);
  assert.equal(viewHand(eus.state, { kind: 'auditor' }).toAct?.raise?.max, 550, '000: 200 + 150 + 200');
});

/** The text's own stakes (003 §3.1.8.18: NLHE 200–400). */
function at200400(): CircleProfile {
  const base = gameOf('texas-holdem').profiles.get('ee-oc') as CircleProfile;
  return { ...base, blinds: { ...base.blinds, value: { small: 200, big: 400 } }, bet: { ...base.bet, value: { small: 400, big: 400 } }, tableMinimum: { ...base.tableMinimum, value: 400 } };
}

test('003 §3.1.8.18: "bet five" at 200–400 is 500 while the pot is under 5000 and 5000 once it is 5000 or more — the pot counting the bets in front of the players not yet pulled in', () => {
  const S = { p1: 20000, p2: 20000, p3: 20000, p4: 20000 };
  const h = scripted('texas-holdem', at200400(), S, TOP4, 4);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  h.act('dealer', 'next');
  const five = { said: 5, scales: [100, 1000] };
  h.act('dealer', 'declared', { words: 'bet', amount: five });
  assert.equal(h.state.currentBet, 500, 'the pot 1600: 500');
  assert.deepEqual(said(h)?.heard, { candidates: [500, 5000], pot: 1600, amount: 500 });
  assert.equal(said(h)?.cite, '003 §3.1.8.18');
  for (const p of ['p2', 'p3', 'p4']) h.act(p, 'call');
  h.act('dealer', 'next');
  // The turn: 3600 pulled in; p1 bets 1000 and p2 calls — 2000 in front of them, not yet pulled in: the pot is 5600.
  h.act('p1', 'bet', { amount: 1000 });
  h.act('p2', 'call');
  h.act('dealer', 'declared', { words: 'raise', amount: five });
  assert.deepEqual(said(h)?.heard, { candidates: [500, 5000], pot: 5600, amount: 5000 });
  assert.equal(total(h, 'p3'), 900 + 5000, '"raise" and an amount: the total bet (§3.1.8.4)');
  for (const p of ['p4', 'p1', 'p2']) h.act(p, 'fold');
  conserved(h, 80000);
  // An amount under the minimum is brought up to it (§3.1.8.13): "raise, five" facing 1000 in a 2600 pot is 500 heard, 2000 bet.
  const u = scripted('texas-holdem', at200400(), S, TOP4, 4);
  for (const p of ['p3', 'p4', 'p1']) u.act(p, 'call');
  u.act('p2', 'check');
  u.act('dealer', 'next');
  u.act('p1', 'bet', { amount: 1000 });
  u.act('dealer', 'declared', { words: 'raise', amount: five });
  assert.equal(said(u)?.to, 2000);
  assert.equal(said(u)?.cite, '003 §3.1.8.18, §3.1.8.13');
  assert.equal(u.refused('dealer', 'declared', { words: 'raise', amount: { said: 5, scales: [100] } }), 'circle-poker/declared', 'two to four scales');
  assert.equal(u.refused('dealer', 'declared', { words: 'bet', amount: five }), 'circle-poker/declared', 'facing a bet the words are "raise"');
});

test('003 §3.1.8.1: a declaration is recorded by the dealer for the player to act, with its own shape — each bad record refused, nothing changed', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  const before = h.state;
  for (const [extra, code] of [
    [{ words: 'shove' }, 'circle-poker/declared'],
    [{ words: 'call', chip: 500 }, 'circle-poker/declared'],
    [{ words: 'raise', chip: 20000 }, 'circle-poker/declared'],
    [{ words: 'raise', chip: 0 }, 'circle-poker/declared'],
    [{ words: 'raise', chip: 500, amount: { said: 5, scales: [100, 1000] } }, 'circle-poker/declared'],
    [{ words: 'check', amount: { said: 5, scales: [100, 1000] } }, 'circle-poker/declared'],
    [{ words: 'raise', amount: { said: 5, scales: [100, 100] } }, 'circle-poker/declared'],
    [{ words: 'pot', chip: 500 }, 'circle-poker/declared'],
  ] as const)
    assert.equal(h.refused('dealer', 'declared', extra), code, JSON.stringify(extra));
  assert.equal(h.state, before);
  for (const p of ['p3', 'p4', 'p1']) h.act(p, 'call');
  h.act('p2', 'check');
  assert.equal(h.state.phase, 'dealing');
  assert.equal(h.refused('dealer', 'declared', { words: 'raise' }), 'circle-poker/not-betting', 'no betting round open');
  // Schema: the action parses only in its own shape.
  assert.equal(gameOf('texas-holdem').actionSchema.safeParse({ type: 'declared', words: 'raise', extra: 1 }).success, false);
});

test('000 §17 VII.9 (a bet is chips crossing the line; no spoken bet written): every declaration refused as unwritten, the floor decides', () => {
  const h = scripted('texas-holdem', 'eus', S4, TOP4, 4);
  for (const extra of [{ words: 'raise' }, { words: 'raise', chip: 1000 }, { words: 'pot' }, { words: 'check' }, { words: 'raise', amount: { said: 5, scales: [100, 1000] } }])
    assert.equal(h.refused('dealer', 'declared', extra), 'circle-poker/unwritten', JSON.stringify(extra));
  const syn = scripted('synthetic-poker', 'cv', { p1: 4000, p2: 4000, p3: 4000, p4: 4000 }, [], 4);
  assert.equal(syn.refused('dealer', 'declared', { words: 'pot' }), 'circle-poker/unwritten', '001 takes 000\'s');
});

test('003 §3.1.8.14: an action out of turn that binds him binds what he says too — bound to call, "raise" is refused and a chip after it is a call', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('dealer', 'out-of-turn', { box: 4, action: 'call' });
  h.act('p3', 'call');
  assert.equal(h.refused('dealer', 'declared', { words: 'raise' }), 'circle-poker/out-of-turn-binding');
  assert.equal(h.refused('dealer', 'declared', { words: 'pot' }), 'circle-poker/out-of-turn-binding');
  h.act('dealer', 'declared', { words: 'raise', chip: 1000 });
  assert.equal(total(h, 'p4'), 200);
  assert.equal(said(h)?.ruling, 'call');
  assert.equal(said(h)?.returned, 800);
});

test('PHH: declarations are `# dealer:` comment lines in their place, replayed to the same text; a timed-out bound bet is the player\'s minimum', () => {
  const h = scripted('texas-holdem', 'ee-oc', S4, TOP4, 4);
  h.act('dealer', 'declared', { words: 'raise', chip: 1000 });
  h.act('dealer', 'declared', { words: 'check' });
  h.act('p4', 'call');
  for (const p of ['p1', 'p2']) h.act(p, 'fold');
  h.act('dealer', 'next');
  h.act('dealer', 'declared', { words: 'raise' });
  h.act('system', 'bet', { amount: 200 });
  h.act('dealer', 'declared', { words: 'raise', amount: { said: 5, scales: [100, 1000] } });
  h.act('p3', 'fold');
  const text = phhText(h.game, h.initial, h.actions);
  const line = (json: string, cite: string): string => `"# dealer: ${json.replaceAll('"', '\\"')} (${cite})"`;
  for (const [json, cite] of [
    ['{"type":"declared","words":"raise","chip":1000}', '003 §3.1.8.5'],
    ['{"type":"declared","words":"check"}', '003 §3.1.8.16'],
    ['{"type":"declared","words":"raise"}', '003 §3.1.8.16'],
    ['{"type":"declared","words":"raise","amount":{"said":5,"scales":[100,1000]}}', '003 §3.1.8.18'],
  ] as const)
    assert.ok(text.includes(line(json, cite)), `${json} written`);
  const back = replayPhh(text, (id) => games.find((g) => g.id === id));
  assert.equal(back.actions.filter((a) => a.type === 'declared').length, 4);
  assert.equal(phhText(h.game, back.initial, back.actions), text);
  assert.equal((back.final as CpState).phase, 'over');
});

test('003 §3.1.8.1: random declarations over random play of every 003 variant — accepted or refused with a typed code, never a listed action refused after them, the chips conserved, a bound player\'s time-out his minimum', () => {
  let accepted = 0;
  const words = ['call', 'check', 'raise', 'bet', 'pot'] as const;
  for (const game of games) {
    for (const profileId of game.profiles.ids()) {
      const profile = game.profiles.get(profileId) as CircleProfile;
      if (profile.declarations.value.verbal === 'unwritten') continue;
      const rng = seededRng(`cp-declared:${game.id}:${profileId}`);
      const players = ['a', 'b', 'c', 'd'];
      for (let n = 0; n < 4; n++) {
        const stacks = Object.fromEntries(players.map((p) => [p, 400 + rng.int(8000)]));
        let state = game.create({ profile, table: {}, carry: null, rng, stacks }).state as CpState;
        const apply = (a: Record<string, unknown>): boolean => {
          const r = game.apply(state, (game.randomize ? game.randomize(state, a as never, rng) : a) as never);
          if (r.ok) state = r.state as CpState;
          else assert.match(r.rejection.code, /^circle-poker\//);
          return r.ok;
        };
        players.forEach((p, i) => assert.ok(apply({ type: 'sit', box: i + 1, by: { kind: 'player', player: p } })));
        assert.ok(apply({ type: 'deal', by: { kind: 'dealer' } }));
        for (let steps = 0; !game.isOver(state) && steps < 300; steps++) {
          if (state.phase === 'betting' && rng.int(3) === 0) {
            const w = words[rng.int(words.length)] as (typeof words)[number];
            const extra = rng.int(3) === 0 ? { chip: 100 * (1 + rng.int(50)) } : rng.int(4) === 0 ? { amount: { said: 1 + rng.int(9), scales: [100, 1000] } } : {};
            if (apply({ type: 'declared', words: w, ...extra, by: { kind: 'dealer' } })) accepted++;
            continue;
          }
          const by = game.awaiting(state)[0];
          assert.ok(by, 'someone is awaited until the hand is over');
          // Now and then the awaited player lets his time run out: the table's default (his minimum when bound).
          const timeout = rng.int(5) === 0 ? game.timeoutAction?.(state) : null;
          if (timeout) {
            assert.ok(apply(timeout as never), `the time-out step is accepted: ${JSON.stringify(timeout)}`);
            continue;
          }
          const legal = (game.legalActions(state, by as never) as LegalAction[]).filter((l) => !l.optional);
          const l = legal[rng.int(legal.length)] as LegalAction;
          const { amount, optional: _o, ...fixed } = l;
          assert.ok(apply({ ...fixed, by, ...(amount ? { amount: amount.min + rng.int(amount.max - amount.min + 1) } : {}) }), `a listed action is accepted: ${JSON.stringify(l)}`);
        }
        assert.equal(state.phase, 'over');
        const cut = (state.result?.pots ?? []).reduce((t, p) => t + p.rake + (p.drop ?? 0), 0) + state.hand.reduce((t, p) => t + p.fee, 0);
        assert.equal(sum(finalStacks(state)) + cut, state.hand.reduce((t, p) => t + (stacks[p.player] as number), 0), `${game.id} ${profileId}: chips conserved`);
      }
    }
  }
  assert.ok(accepted > 40, `declarations were accepted (${accepted})`);
});
