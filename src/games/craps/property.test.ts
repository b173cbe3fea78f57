/**
 * Properties over many throws, driven by `legalActions` with fast-check choosing the index (failures shrink):
 * every legal action is accepted; every stake is settled exactly once or withdrawn (standing bets carry);
 * settlements balance with the house; a round replays from its initial state and recorded actions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { LegalAction } from '../../core/contract.js';
import type { Actor } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { replayRound, RoundRunner } from '../../core/round-runner.js';
import { craps } from './game.js';
import { standingStake } from './round.js';
import type { CrapsCarry, CrapsEvent, CrapsState } from './state.js';

const ACTORS: Actor[] = [
  { kind: 'player', player: 'ana' },
  { kind: 'player', player: 'ben' },
  { kind: 'player', player: 'cai' },
  { kind: 'dealer' },
];

interface Ledger {
  staked: number;
  withdrawn: number;
  settled: number;
  settledRefs: Set<string>;
  mergedRefs: Set<string>;
}

function runTable(profileId: string, seed: number, choices: readonly number[]): { ledger: Ledger; standing: number; rounds: number; throws: number } {
  const profile = craps.profiles.get(profileId);
  const table = { ...craps.defaultTable(profile), players: ['ana', 'ben'] };
  const rng = seededRng(seed);
  const ledger: Ledger = { staked: 0, withdrawn: 0, settled: 0, settledRefs: new Set(), mergedRefs: new Set() };
  let carry: CrapsCarry | null = null;
  let runner = new RoundRunner(craps, { profile, profileId, table, carry, rng, roundNo: 1 });
  let rounds = 0;
  let throws = 0;
  let roundStaked = 0;
  let standingIn = 0;
  const endRound = (): void => {
    const s = runner.state as CrapsState;
    const settlement = craps.settlement(s);
    assert.ok(settlement, 'a finished round has a settlement');
    // Per round: the lines stake what this round staked, plus what stood on the layout before, minus what still stands.
    assert.equal(settlement.lines.reduce((a, l) => a + l.stake, 0), roundStaked + standingIn - standingStake(s));
    standingIn = standingStake(s);
    roundStaked = 0;
    assert.equal(settlement.lines.reduce((a, l) => a + l.net, 0) + settlement.houseNet, 0, 'the house balances the players');
    // The round replays from its recorded initial state and actions.
    const replay = replayRound(craps, runner.record.initial, runner.record.actions);
    assert.deepEqual(replay.state, s);
    assert.deepEqual(replay.events, runner.record.events.slice(runner.record.events.length - replay.events.length));
    if (s.throw) throws++;
    rounds++;
    carry = craps.carry(s);
    runner = new RoundRunner(craps, { profile, profileId, table, carry, rng, roundNo: rounds + 1 });
  };
  for (const c of choices) {
    const s = runner.state as CrapsState;
    // The head may bar every player (the table then waits for a newcomer); the driver keeps two eligible shooters.
    const eligible = s.rail.filter((p) => !s.barred.includes(p)).length;
    const options: [Actor, LegalAction][] = ACTORS.flatMap((a) => craps.legalActions(s, a).map((l): [Actor, LegalAction] => [a, l])).filter(([, l]) => l.type !== 'deprive-shooter' || eligible > 2);
    assert.ok(options.length > 0, `nobody can act: ${JSON.stringify({ phase: s.phase, shooter: s.shooter, dice: s.dice })}`);
    // Favour closing the betting and throwing, so tables move on.
    const pressing = options.filter(([a, l]) => l.type === 'no-more-bets' || l.type === 'throw' || l.type === 'change-dice' || (l.type === 'bet' && (l.spot === 'win' || l.spot === 'dont-win') && a.kind === 'player' && a.player === s.shooter));
    const [by, legal] = (c % 3 !== 2 && pressing.length ? pressing[c % pressing.length] : options[c % options.length]) as [Actor, LegalAction];
    const { amount, ...fixed } = legal;
    const action = { ...fixed, by, ...(amount ? { amount: amount.min + (c % (amount.max - amount.min + 1)) } : {}) };
    const events = runner.act(action as never, rng) as CrapsEvent[];
    for (const e of events) {
      if (e.type === 'stake') {
        ledger.staked += e.amount;
        roundStaked += e.amount;
      }
      if (e.type === 'stake-withdrawn') {
        ledger.withdrawn += e.amount;
        roundStaked -= e.amount;
      }
      if (e.type === 'come-bet-moved' && e.mergedInto) ledger.mergedRefs.add(e.ref);
      if (e.type === 'bet-settled') {
        assert.ok(!ledger.settledRefs.has(e.ref), `bet ${e.ref} settled twice`);
        ledger.settledRefs.add(e.ref);
        ledger.settled += e.stake;
      }
    }
    const after = runner.state as CrapsState;
    for (const b of after.bets) assert.ok(!ledger.settledRefs.has(b.id) && !ledger.mergedRefs.has(b.id), `settled bet ${b.id} still standing`);
    if (craps.isOver(after)) endRound();
  }
  const standing = (runner.state as CrapsState).bets.reduce((a, b) => a + b.stake, 0);
  return { ledger, standing, rounds, throws };
}

for (const profile of ['eus', 'cv']) {
  test(`${profile === 'eus' ? '000 §06 IV' : '001 §09 IV'}: over many throws every stake is settled once, withdrawn, or still standing; legal actions are always accepted (${profile})`, () => {
    let totalThrows = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat({ max: 10_000 }), { minLength: 300, maxLength: 800 }), (seed, choices) => {
        const { ledger, standing, throws } = runTable(profile, seed, choices);
        totalThrows += throws;
        assert.equal(ledger.staked - ledger.withdrawn, ledger.settled + standing, 'chips staked = chips settled + chips standing');
      }),
      { numRuns: 60, seed: 7 },
    );
    assert.ok(totalThrows > 3000, `the tables threw (${totalThrows} throws)`);
  });
}

test('a rejected action changes nothing, whoever sends it', () => {
  const profile = craps.profiles.get('cv');
  const table = { ...craps.defaultTable(profile), players: ['ana'] };
  const { state } = craps.create({ profile, table, carry: null, rng: seededRng(1) });
  const before = JSON.stringify(state);
  const bad = [
    { type: 'bet', by: ACTORS[3], spot: 'field', amount: 100 },
    { type: 'bet', by: ACTORS[0], spot: 'nowhere', amount: 100 },
    { type: 'bet', by: ACTORS[0], spot: 'right-7', amount: 100 },
    { type: 'bet', by: ACTORS[0], spot: 'hard-5', amount: 100 },
    { type: 'throw', by: ACTORS[0], dice: [3, 4] },
    { type: 'no-more-bets', by: ACTORS[0] },
    { type: 'invalid-throw', by: ACTORS[3], reason: 'slid' },
    { type: 'withdraw', by: ACTORS[0], spot: 'win' },
    { type: 'teleport', by: ACTORS[0] },
  ];
  for (const a of bad) {
    const r = craps.apply(state, a as never);
    assert.equal(r.ok, false, a.type);
    assert.equal(JSON.stringify(state), before);
  }
});
