/**
 * The procedure of 000 §06 IV.3 and 001 §09 IV.3º: the shooter and the offer of the dice, «no more bets», the
 * throw and its invalid cases, changing dice, withdrawals, the stickman's calls, timers and views.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { craps } from './game.js';
import { Driver } from './test-support.js';
import { INVALID_REASONS } from './state.js';

const three = { players: ['ana', 'ben', 'cai'] };

for (const profile of ['eus', 'cv']) {
  const P = profile === 'eus' ? '000 §06 IV.3' : '001 §09 IV.3º';
  const A = profile === 'eus' ? '000 §06 IV.1.A' : '001 §09 IV.1º A';

  test(`${P}: the dice are offered first to the player on the croupiers' left, then clockwise; a refusal passes them on (${profile})`, () => {
    const d = new Driver(profile, three);
    assert.deepEqual(d.log.filter((e) => e.type === 'dice-offered'), [{ type: 'dice-offered', to: 'ana' }]);
    d.act('ana', 'decline-dice');
    assert.equal(d.state.shooter, 'ben');
    d.act('ben', 'decline-dice');
    assert.equal(d.state.shooter, 'cai');
    assert.equal(d.refuse('ana', 'decline-dice'), 'craps/not-offered-dice');
    d.act('cai', 'decline-dice');
    assert.ok(d.log.some((e) => e.type === 'dice-refused-by-all'));
    assert.equal(craps.isOver(d.state), true);
    assert.deepEqual(craps.settlement(d.state)?.lines, []);
    d.next();
    assert.equal(d.state.shooter, 'ana', 'the next offer starts again where the last one did');
  });

  test(`${P}: the shooter must bet on Win or Don't Win before throwing (${profile})`, () => {
    const d = new Driver(profile, three);
    d.bet('ben', 'win', 100);
    assert.equal(d.refuse('dealer', 'no-more-bets'), 'craps/shooter-must-bet-line');
    assert.equal(d.refuse('ana', 'done-betting'), 'craps/shooter-must-bet-line');
    d.bet('ana', 'dont-win', 100);
    d.act('ana', 'done-betting');
    d.act('dealer', 'no-more-bets');
    assert.equal(d.state.phase, 'closed');
  });

  test(`${P}: no bet after «no more bets»; the shooter throws, nobody else (${profile})`, () => {
    const d = new Driver(profile, three);
    d.next([3, 4]);
    d.bet('ana', 'win', 100);
    const ev = d.act('dealer', 'no-more-bets');
    assert.deepEqual(ev, [{ type: 'stickman-called', call: 'no-more-bets', words: d.profile.announcements.value['no-more-bets'] }]);
    assert.equal(d.refuse('ben', 'bet', { spot: 'field', amount: 100 }), 'craps/betting-closed');
    assert.equal(d.refuse('ben', 'throw'), 'craps/not-the-shooter');
    d.act('ana', 'throw');
    assert.deepEqual(d.state.throw?.dice, [3, 4]);
  });

  test(`${P}: a 7 after a point passes the dice clockwise; a come-out 7 and a made point do not (${profile})`, () => {
    const d = new Driver(profile, three);
    d.roll(3, 4, [['ana', 'win', 100]]);
    assert.equal(d.state.shooter, 'ana', 'a natural on the come-out keeps the dice');
    d.roll(2, 2, [['ana', 'win', 100]]);
    d.roll(1, 3);
    assert.equal(d.state.shooter, 'ana', 'making the point keeps the dice');
    d.roll(2, 2, [['ana', 'win', 100]]);
    d.roll(3, 4);
    assert.equal(d.state.shooter, 'ben');
    assert.ok(d.log.some((e) => e.type === 'dice-passed' && e.from === 'ana' && e.to === 'ben' && e.reason === 'seven-out'));
    d.next();
    assert.ok(d.log.at(-1)?.type === 'dice-offered');
  });

  test(`${A}: Win and Don't Win are played on the come-out; Come and Don't Come after the first throw (${profile})`, () => {
    const d = new Driver(profile);
    assert.equal(d.refuse('you', 'bet', { spot: 'come', amount: 100 }), 'craps/come-after-first-throw');
    assert.equal(d.refuse('you', 'bet', { spot: 'dont-come', amount: 100 }), 'craps/come-after-first-throw');
    d.roll(4, 5, [['you', 'win', 100]]);
    d.next();
    assert.equal(d.refuse('you', 'bet', { spot: 'win', amount: 100 }), 'craps/line-bet-on-come-out-only');
    assert.equal(d.refuse('you', 'bet', { spot: 'dont-win', amount: 100 }), 'craps/line-bet-on-come-out-only');
    d.bet('you', 'come', 100).bet('you', 'dont-come', 100);
  });

  test(`${A}: Win bets cannot be withdrawn once at risk; a bet placed in this betting may be taken back (${profile})`, () => {
    const d = new Driver(profile);
    d.bet('you', 'win', 100);
    const back = d.act('you', 'withdraw', { spot: 'win' });
    assert.deepEqual(back, [{ type: 'stake-withdrawn', bettor: 'you', bet: 'win', amount: 100, ref: 'b1' }]);
    d.roll(4, 5, [['you', 'win', 100], ['you', 'dont-win', 100]]);
    d.next();
    assert.equal(d.refuse('you', 'withdraw', { spot: 'win' }), 'craps/not-withdrawable');
    assert.equal(d.refuse('you', 'withdraw', { spot: 'dont-win' }), 'craps/not-withdrawable');
  });

  test(`${profile === 'eus' ? '000 §06 IV.1.A–D' : '001 §09 IV.1º A–D'}: Big 6/8, hard ways, odds and place bets may be taken down while undecided; come bets on their box may not (${profile})`, () => {
    const d = new Driver(profile);
    d.roll(4, 5, [['you', 'win', 100], ['you', 'big-6', 100], ['you', 'big-8', 100], ['you', 'hard-6', 100], ['you', 'right-5', 500], ['you', 'wrong-4', 1100]]);
    d.roll(3, 3, [['you', 'come', 100], ['you', 'dont-come', 100]]); // big-6 wins, hard-6 wins
    d.next();
    d.bet('you', 'win-odds', 100).bet('you', 'come-odds-6', 100).bet('you', 'dont-come-odds-6', 120);
    d.roll(1, 1);
    d.next();
    for (const spot of ['big-8', 'right-5', 'wrong-4', 'win-odds-9', 'come-odds-6', 'dont-come-odds-6']) d.act('you', 'withdraw', { spot });
    assert.equal(d.refuse('you', 'withdraw', { spot: 'come-6' }), 'craps/not-withdrawable');
    assert.equal(d.refuse('you', 'withdraw', { spot: 'dont-come-6' }), 'craps/not-withdrawable');
    assert.equal(d.refuse('you', 'withdraw', { spot: 'win' }), 'craps/not-withdrawable');
  });

  test(`${profile === 'eus' ? '000 §06 IV.1.C' : '001 §09 IV.1º C'}: odds only once the matching simple chance is staked and its point known (${profile})`, () => {
    const d = new Driver(profile);
    assert.equal(d.refuse('you', 'bet', { spot: 'win-odds', amount: 100 }), 'craps/odds-need-flat-bet-with-point');
    d.roll(4, 5, [['you', 'dont-win', 100]]);
    d.next();
    assert.equal(d.refuse('you', 'bet', { spot: 'win-odds', amount: 100 }), 'craps/odds-need-flat-bet-with-point');
    assert.equal(d.refuse('you', 'bet', { spot: 'come-odds-6', amount: 100 }), 'craps/odds-need-flat-bet-with-point');
    d.bet('you', 'dont-win-odds', 150);
  });

  for (const reason of INVALID_REASONS) {
    test(`${P}: an invalid throw (${reason}) is announced «${profile === 'eus' ? 'jaurtialdi baliogabea' : 'tirada nula'}», decides nothing, and the shooter throws again (${profile})`, () => {
      const d = new Driver(profile);
      d.next([2, 5]);
      d.bet('you', 'win', 100).bet('you', 'field', 100);
      d.act('dealer', 'no-more-bets');
      const ev = d.act('dealer', 'invalid-throw', { reason });
      assert.equal(ev[0]?.type, 'stickman-called');
      assert.deepEqual((ev[0] as { words: unknown }).words, d.profile.announcements.value['no-roll']);
      assert.ok(ev.some((e) => e.type === 'throw-voided' && e.reason === reason));
      assert.equal(d.state.phase, 'closed');
      assert.equal(craps.isOver(d.state), false);
      assert.deepEqual(d.state.resolved, []);
      if (reason === 'off-table') d.act('you', 'change-dice');
      d.act('you', 'throw');
      const s = craps.settlement(d.state);
      assert.equal(Driver.line(s!, 'win')?.returned, 200);
      assert.equal(Driver.line(s!, 'field')?.returned, 0);
    });
  }

  test(`${P}: a die off the table — the shooter chooses among the dice left; an unfound die brings a new set at the end of the play (${profile})`, () => {
    const d = new Driver(profile);
    d.roll(2, 2, [['you', 'win', 100]]);
    d.next();
    assert.equal(d.refuse('you', 'change-dice'), 'craps/dice-change-during-point');
    d.next([3, 3]);
    d.act('dealer', 'no-more-bets');
    d.act('dealer', 'invalid-throw', { reason: 'off-table', die: 1 });
    assert.equal(d.state.dice.lost, '1-2');
    assert.equal(d.refuse('you', 'throw'), 'craps/pick-dice-first');
    assert.equal(d.refuse('you', 'change-dice', { pick: ['1-2', '1-3'] }), 'craps/bad-dice-pick');
    d.act('you', 'change-dice', { pick: ['1-1', '1-5'] });
    assert.deepEqual(d.state.dice.inPlay, ['1-1', '1-5']);
    d.act('you', 'throw'); // a 6: the play goes on, the die still lost
    assert.equal(d.state.dice.set, 1);
    d.roll(1, 3); // the point made: end of the play, the die not found
    assert.equal(d.state.dice.set, 2);
    assert.ok(d.log.some((e) => e.type === 'dice-set-placed' && e.reason === 'die-not-found' && e.inPlay.length === 2 && e.reserve.length === 4));
  });

  test(`${P}: a die found before the end of the play goes back to the reserve; no new set (${profile})`, () => {
    const d = new Driver(profile);
    d.next([3, 4]);
    d.bet('you', 'win', 100);
    d.act('dealer', 'no-more-bets');
    d.act('dealer', 'invalid-throw', { reason: 'off-table' });
    d.act('you', 'change-dice');
    d.act('dealer', 'die-found');
    d.act('you', 'throw');
    assert.equal(d.state.dice.set, 1);
    assert.equal(d.state.dice.reserve.length + d.state.dice.inPlay.length, 6);
  });

  test(`${P}: the shooter may ask for other dice before his come-out throw; the head orders a routine change announced by the stickman (${profile})`, () => {
    const d = new Driver(profile);
    const ev = d.act('you', 'change-dice', { pick: ['1-3', '1-6'] });
    assert.deepEqual(ev, [{ type: 'dice-changed', inPlay: ['1-3', '1-6'], reason: 'shooter-request' }]);
    assert.deepEqual(d.state.dice.reserve, ['1-1', '1-2', '1-4', '1-5']);
    d.roll(2, 3, [['you', 'win', 100]]);
    d.next();
    const r = d.act('dealer', 'dice-change', { pick: ['1-1', '1-2'] });
    assert.deepEqual(r[0], { type: 'stickman-called', call: 'dice-change', words: d.profile.announcements.value['dice-change'] });
    assert.deepEqual(d.state.dice.inPlay, ['1-1', '1-2']);
    assert.equal(d.state.dice.reserve.length, 4, 'the other four go back to their box');
    assert.equal(d.refuse('you', 'dice-change'), 'craps/dealer-only');
  });

  test(`${P}: the head may take the dice from a shooter who repeatedly breaks the throwing rules (${profile})`, () => {
    const d = new Driver(profile, three);
    d.next([3, 4]);
    d.bet('ana', 'win', 100);
    d.act('dealer', 'no-more-bets');
    d.act('dealer', 'invalid-throw', { reason: 'slid' });
    assert.equal(d.refuse('dealer', 'deprive-shooter'), 'craps/not-repeated');
    d.act('dealer', 'invalid-throw', { reason: 'dice-stacked' }); // not the shooter's fault
    assert.equal(d.refuse('dealer', 'deprive-shooter'), 'craps/not-repeated');
    d.act('dealer', 'invalid-throw', { reason: 'did-not-reach-wall' });
    d.act('dealer', 'deprive-shooter');
    assert.equal(d.state.shooter, 'ben');
    assert.equal(d.state.phase, 'betting', 'betting reopens for the new shooter');
    d.bet('ben', 'win', 100);
    d.throwNow();
    d.roll(2, 2, [['ben', 'win', 100]]);
    d.roll(3, 4);
    assert.equal(d.state.shooter, 'cai');
    d.roll(2, 2, [['cai', 'win', 100]]);
    d.roll(3, 4);
    assert.equal(d.state.shooter, 'ben', 'ana, deprived, is skipped');
    // The head gives ana the right to throw back: the dice come to her again in turn.
    assert.equal(d.refuse('ana', 'restore-shooter', { player: 'ana' }), 'craps/dealer-only');
    assert.equal(d.refuse('dealer', 'restore-shooter', { player: 'cai' }), 'craps/not-deprived');
    d.act('dealer', 'restore-shooter', { player: 'ana' });
    assert.deepEqual(d.state.barred, []);
    d.roll(2, 2, [['ben', 'win', 100]]);
    d.roll(3, 4);
    assert.equal(d.state.shooter, 'cai');
    d.roll(2, 2, [['cai', 'win', 100]]);
    d.roll(3, 4);
    assert.equal(d.state.shooter, 'ana', 'restored, ana takes the dice in turn');
  });

  test(`${P}: the stickman's calls — the total, the point, naturals, craps, the point made, the seven-out (${profile})`, () => {
    const d = new Driver(profile);
    const calls = () => d.log.filter((e) => e.type === 'stickman-called').map((e) => (e as { call: string }).call);
    d.roll(5, 6, [['you', 'win', 100]]);
    d.roll(6, 6, [['you', 'win', 100]]);
    d.roll(2, 4, [['you', 'win', 100]]);
    d.roll(1, 5);
    d.roll(2, 2, [['you', 'win', 100]]);
    d.roll(3, 4);
    assert.deepEqual(calls(), [
      'no-more-bets', 'total', 'natural',
      'no-more-bets', 'total', 'craps', 'bar-twelve',
      'no-more-bets', 'total', 'point-established',
      'no-more-bets', 'total', 'point-made',
      'no-more-bets', 'total', 'point-established',
      'no-more-bets', 'total', 'seven-out',
    ]);
  });
}

test('000 §06 III / 001 §09 III: the table staff — a full table, and a small table only where the text has one', () => {
  const eus = craps.profiles.get('eus');
  const cv = craps.profiles.get('cv');
  const base = (p: typeof eus) => craps.defaultTable(p);
  const make = (p: typeof eus, t: object) => () => craps.create({ profile: p, table: { ...base(p), ...t }, carry: null, rng: new Driver('eus').rng });
  assert.doesNotThrow(make(eus, { staff: { heads: 1, croupiers: 1, stickmen: 1, croupierStickmen: 0 } }));
  assert.throws(make(cv, { staff: { heads: 1, croupiers: 1, stickmen: 1, croupierStickmen: 0 } }), /2–2 croupiers/);
  assert.doesNotThrow(make(eus, { layout: 'small', staff: { heads: 0, croupiers: 0, stickmen: 0, croupierStickmen: 1 } }));
  assert.throws(make(cv, { layout: 'small', staff: { heads: 0, croupiers: 0, stickmen: 0, croupierStickmen: 1 } }), /no small craps table/);
});

test('timers: a shooter without his line bet passes the dice; otherwise betting closes; then the dice are thrown (croupier default)', () => {
  const d = new Driver('cv', three);
  assert.deepEqual(craps.awaiting(d.state), [{ kind: 'player', player: 'ana' }, { kind: 'player', player: 'ben' }, { kind: 'player', player: 'cai' }]);
  assert.deepEqual(craps.timeoutAction!(d.state), { type: 'decline-dice', by: { kind: 'player', player: 'ana' } });
  d.bet('ana', 'win', 100);
  assert.equal(craps.timeoutAction!(d.state)?.type, 'no-more-bets');
  for (const p of ['ana', 'ben', 'cai']) d.act(p, 'done-betting');
  assert.deepEqual(craps.awaiting(d.state), [{ kind: 'dealer' }]);
  assert.equal(craps.legalActions(d.state, { kind: 'dealer' })[0]?.type, 'no-more-bets');
  d.act('dealer', 'no-more-bets');
  assert.deepEqual(craps.awaiting(d.state), [{ kind: 'player', player: 'ana' }]);
  assert.deepEqual(craps.timeoutAction!(d.state), { type: 'throw', by: { kind: 'player', player: 'ana' } });
});

test('randomize: a client cannot choose the dice — the wire schema drops them; the fixed dice or the RNG fill the throw', () => {
  const wire = craps.actionSchema.parse({ type: 'throw', dice: [6, 6] }) as object;
  assert.deepEqual(wire, { type: 'throw' });
  const d = new Driver('eus');
  d.next([6, 1]);
  d.bet('you', 'win', 100);
  d.act('dealer', 'no-more-bets');
  const a = craps.randomize!(d.state, { ...wire, by: { kind: 'player', player: 'you' } } as never, d.rng) as unknown as { dice: number[] };
  assert.deepEqual(a.dice, [6, 1]);
  const e = new Driver('eus');
  e.bet('you', 'win', 100);
  e.act('dealer', 'no-more-bets');
  const b = craps.randomize!(e.state, { type: 'throw', by: { kind: 'player', player: 'you' } }, e.rng) as unknown as { dice: number[] };
  assert.equal(b.dice.length, 2);
  assert.ok(b.dice.every((x) => x >= 1 && x <= 6));
  const recorded = craps.randomize!(e.state, { type: 'throw', by: { kind: 'player', player: 'you' }, dice: [2, 5] }, e.rng) as unknown as { dice: number[] };
  assert.deepEqual(recorded.dice, [2, 5], 'a recorded throw (replay, scenario) keeps its dice');
});

test('the table lists who is present each round: newcomers join the rail clockwise after the others; a shooter who left passes the dice', () => {
  const d = new Driver('cv', three);
  d.roll(2, 2, [['ana', 'win', 100]]);
  (d.table as { players: string[] }).players = ['ben', 'cai', 'dan'];
  d.next();
  assert.deepEqual(d.state.rail, ['ben', 'cai', 'dan']);
  assert.equal(d.state.shooter, 'ben');
  assert.ok(d.log.some((e) => e.type === 'dice-passed' && e.from === 'ana' && e.to === 'ben' && e.reason === 'left'));
  assert.equal(d.state.point, 4, 'the point stands; the new shooter finishes it');
  d.throwNow();
  assert.deepEqual(d.standing('ana'), ['win:100'], 'the absent player\'s bets keep working');
});

test('anyone may bet, at the rail or behind it; only the rail is offered the dice', () => {
  const d = new Driver('cv', three);
  d.bet('zoe', 'field', 100);
  assert.ok(craps.legalActions(d.state, { kind: 'player', player: '~probe' }).some((l) => l.amount !== undefined));
  assert.equal(d.refuse('zoe', 'decline-dice'), 'craps/not-at-table');
});

test('views: every audience sees the layout, the puck and the dice; no view holds the fixed dice', () => {
  const d = new Driver('eus', three);
  d.next([2, 2], [5, 5]);
  for (const aud of [{ kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }, { kind: 'player', player: 'ana' }] as const) {
    const v = JSON.stringify(craps.view(d.state, aud));
    assert.ok(!v.includes('"stack"') && !v.includes('[5,5]'), `${aud.kind} view leaks the fixed dice: ${v}`);
  }
  d.bet('ana', 'win', 100);
  d.throwNow();
  const v = craps.view(d.state, { kind: 'player', player: 'ana' }) as { puck: string; point: number; you: { oddsRoom: Record<string, number> } };
  assert.equal(v.puck, 'on');
  assert.equal(v.point, 4);
  assert.deepEqual(v.you.oddsRoom, { 'win-odds': 100 });
  assert.match(craps.tools!.render!(v), /puck ON 4/);
});
