import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameAction, LegalAction } from '../../core/contract.js';
import { CroupierError } from '../../core/errors.js';
import type { Actor, Audience } from '../../core/ids.js';
import type { Entry } from '../../ledger/postings.js';
import { getGame } from '../../registry.js';
import { seededRng } from '../../rng/seeded-rng.js';
import type { Rng } from '../../rng/rng.js';
import type { TournamentAction } from '../contract.js';
import { shippedBases } from './bases.js';
import { apply, BET_MS, book, DECISION_MS, due, nextDeadline, open, OUTCOME_MS, randomize, READY, TABLE, view, type TableTournamentState } from './director.js';
import { classify } from './prizes.js';

const T0 = Date.UTC(2026, 10, 27, 20, 0, 0);
const DEALER: Actor = { kind: 'dealer' };
const player = (p: string): Actor => ({ kind: 'player', player: p });
const code = (c: string) => (e: unknown) => e instanceof CroupierError && e.code === c;

/** A tournament driven action by action, every action randomized then applied and recorded (as the server does). */
class Run {
  s: TableTournamentState;
  readonly log: TournamentAction[] = [];
  readonly entries: Entry[] = [];
  now = T0;
  constructor(readonly basesFile: string, readonly rng: Rng, readonly over: Record<string, unknown> = {}) {
    const bases = { ...(shippedBases(basesFile) as Record<string, unknown>), ...over };
    this.s = open(bases.id as string, bases, T0);
  }
  act(a: TournamentAction): void {
    const filled = randomize(this.s, a, this.rng);
    const r = apply(this.s, filled);
    this.s = r.state;
    this.log.push(filled);
    this.entries.push(...r.entries);
    for (const e of this.s.entrants) assert.ok(e.chips >= 0, `${e.player} never has fewer than 0 chips`);
  }
  tryAct(a: TournamentAction): boolean {
    const before = JSON.stringify(this.s);
    try {
      this.act(a);
      return true;
    } catch (e) {
      assert.ok(e instanceof CroupierError, `a refusal is typed: ${String(e)}`);
      assert.equal(JSON.stringify(this.s), before, `a refused ${a.type} changes nothing`);
      return false;
    }
  }
  at(): number {
    return (this.now += 1000);
  }
}

const legal = (s: TableTournamentState, by: Actor): LegalAction[] => (s.round ? (getGame(s.bases.game).legalActions(s.round.state, by) as LegalAction[]) : []).filter((l) => !s.bases.excludedActions.includes(l.type));
const pick = <T>(xs: readonly T[], rng: Rng): T => xs[rng.int(xs.length)] as T;
const fixed = (l: LegalAction): Record<string, unknown> => {
  const { amount: _a, optional: _o, ...f } = l;
  return f;
};

/** Bots: each bets once per round (between the minimum and its chips, within the maximum), then plays random legal moves. */
function botStep(run: Run): void {
  const s = run.s;
  const d = due(s, run.at());
  if (d.length) return run.act(d[0] as TournamentAction);
  const round = s.round;
  if (!round) {
    // The last round's outcome is on show: the clock moves on to the next deal.
    const next = nextDeadline(s);
    assert.ok(next !== null && next > run.now, 'between rounds, the next deal is timed');
    run.now = next;
    return;
  }
  const rng = run.rng;
  for (const p of round.players) {
    const e = s.entrants.find((x) => x.player === p);
    if (!e || round.bettingClosed || (round.betting[p] ?? 0) >= s.bases.minBet) continue;
    const bets = legal(s, player(p)).filter((l) => l.amount && (l.type === 'bet' || l.type === 'place') && (l.box === undefined || l.box === e.box));
    if (!bets.length) continue;
    const l = pick(bets, rng);
    const a = l.amount as { min: number; max: number; step: number };
    const lo = Math.max(a.min, s.bases.minBet);
    const hi = Math.min(a.max, s.bases.maxBet, e.chips);
    const steps = Math.floor((hi - lo) / a.step);
    const amount = lo + a.step * (steps > 0 ? rng.int(steps + 1) : 0);
    if (run.tryAct({ type: 'hand', by: player(p), at: run.at(), table: TABLE, action: { ...fixed(l), amount, by: player(p) } as unknown as GameAction })) return;
  }
  const g = getGame(s.bases.game);
  for (const by of g.awaiting(round.state) as Actor[]) {
    if (by.kind !== 'player') continue;
    const moves = legal(s, by).filter((l) => !l.amount && !['withdraw', 'leave', 'sit'].includes(l.type));
    for (let tries = 0; tries < 6 && moves.length; tries++) {
      const l = pick(moves, rng);
      if (run.tryAct({ type: 'hand', by, at: run.at(), table: TABLE, action: { ...fixed(l), by } as GameAction })) return;
    }
  }
  const dealerMoves = legal(s, DEALER).filter((l) => !l.amount && !l.optional);
  assert.ok(dealerMoves.length, 'the dealer has a step when nobody else acts');
  run.act({ type: 'hand', by: DEALER, at: run.at(), table: TABLE, action: { ...fixed(dealerMoves[0] as LegalAction), by: DEALER } as GameAction });
}

function playTournament(basesFile: string, players: number, seed: string, over: Record<string, unknown> = {}): Run {
  const run = new Run(basesFile, seededRng(seed), over);
  for (let i = 1; i <= players; i++) run.act({ type: 'register', by: player(`bot${i}`), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  for (let steps = 0; run.s.status === 'running'; steps++) {
    assert.ok(steps < 20_000, 'the tournament ends');
    botStep(run);
  }
  return run;
}

function checkRun(run: Run, players: number): void {
  const s = run.s;
  assert.equal(s.status, 'finished');
  assert.ok(s.rounds.length >= 1 && s.rounds.length <= s.bases.rounds);
  if (s.rounds.length < s.bases.rounds) assert.ok(s.entrants.every((e) => e.chips < s.bases.minBet), 'only ends early when nobody can bet the minimum');
  // 003 §1.5: chips are conserved round by round — what the players' chips and the chips the game holds lose, the house wins.
  let chips = players * s.bases.startingChips;
  for (const r of s.rounds) {
    const before = Object.values(r.chipsBefore).reduce((a, b) => a + b, 0);
    const after = Object.values(r.chipsAfter).reduce((a, b) => a + b, 0);
    assert.equal(before, chips, `round ${r.no} starts with the chips the last one left`);
    assert.equal(after + r.standingAfter, before + r.standingBefore - r.houseNet, `round ${r.no}: chips conserved`);
    chips = after;
  }
  // The money: entries and fees in, the pool paid out to the cent, nothing else moves.
  const net = new Map<string, number>();
  for (const e of run.entries) {
    assert.equal(e.postings.reduce((a, p) => a + p.amount, 0), 0, 'every entry balances');
    for (const p of e.postings) net.set(p.account, (net.get(p.account) ?? 0) + p.amount);
  }
  assert.equal(net.get(`pool:${s.id}`) ?? 0, 0, 'the pool pays out to the cent');
  assert.equal(net.get('revenue'), players * s.bases.fee, 'the fees go to the house');
  const prizes = (s.results ?? []).reduce((a, x) => a + x.prize, 0);
  assert.equal(prizes, players * s.bases.entry);
  assert.equal(s.pool, 0);
  assert.ok(![...net.keys()].some((k) => k.startsWith('table:') || k.startsWith('stack:') || k === 'house'), 'chips never touch a wallet: no table, stack or house entry');
  // The classification: most chips first, places and prizes as the bases say.
  const res = s.results ?? [];
  for (let i = 1; i < res.length; i++) assert.ok((res[i - 1]?.chips ?? 0) >= (res[i]?.chips ?? 0));
  // Replay from the recorded actions is exact (no RNG: every random part is in the actions).
  const bases = shippedBases(run.basesFile) as { id: string };
  let r = open(bases.id, { ...bases, ...run.over }, T0);
  const replayed: Entry[] = [];
  for (const a of run.log) {
    const step = apply(r, a);
    r = step.state;
    replayed.push(...step.entries);
  }
  assert.equal(JSON.stringify(r), JSON.stringify(s), 'replay reproduces the final state');
  assert.deepEqual(replayed, run.entries, 'and the same ledger entries');
}

test('003 §1.5, 000 Art. 2bis: a roulette tournament of 12 bots runs its 20 spins to the end; chips conserved round by round, the pool paid to the cent, replay exact', () => {
  const run = playTournament('roulette-american-ee-oc', 12, 'tt-roulette');
  checkRun(run, 12);
  assert.equal(run.s.rounds.length, 20);
  assert.ok(run.s.rounds.some((r) => r.houseNet !== 0), 'chips changed hands');
  const res = run.s.results ?? [];
  assert.equal(res.length, 12);
  assert.ok(res.slice(3).every((x) => x.prize === 0 || x.place <= 3), 'only the first three places are paid');
});

test('003 §1.5, 000 Art. 2bis: a blackjack tournament of 5 bots, each at the box the seat draw gave him, runs to the end; chips conserved, pool paid, replay exact', () => {
  const run = playTournament('blackjack-ee-oc', 5, 'tt-blackjack');
  checkRun(run, 5);
  assert.equal(run.s.rounds.length, 15);
  const boxes = run.s.entrants.map((e) => e.box);
  assert.equal(new Set(boxes).size, 5, 'one box each');
  assert.ok(boxes.every((b) => b !== null && b >= 1 && b <= 7));
  const res = run.s.results ?? [];
  assert.equal(res[0]?.prize, 5 * 10_000 * 0.65);
  assert.equal(res[1]?.prize, 5 * 10_000 * 0.35);
});

test('views show the tournament and the game\'s own view of the round: no round seed, no shoe order, to anyone', () => {
  const run = new Run('blackjack-ee-oc', seededRng('tt-views'));
  for (const p of ['ann', 'bob']) run.act({ type: 'register', by: player(p), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  run.act({ type: 'deal', by: { kind: 'system' }, at: run.at(), table: TABLE });
  const seed = run.s.round?.seed as string;
  const shuffled = (run.s.round?.state as { shoe?: { shuffled?: string[] } }).shoe?.shuffled ?? [];
  assert.ok(shuffled.length > 100, 'the round state holds the shoe (the secret the views must not show)');
  const shoe = JSON.stringify(shuffled.slice(-8)).slice(1, -1);
  const audiences: Audience[] = [{ kind: 'player', player: 'ann' }, { kind: 'spectator' }, { kind: 'dealer' }, { kind: 'auditor' }];
  for (const a of audiences) {
    const v = JSON.stringify(view(run.s, a));
    assert.ok(!v.includes(seed), `${a.kind}: no seed`);
    assert.ok(!v.includes(shoe), `${a.kind}: no undealt shoe order`);
  }
});

test('000 Art. 2bis ¶1.b, ¶1.d: registration pays the entry to the pool and the fee to the house; unregistering before the start refunds both; registering twice is refused', () => {
  const run = new Run('roulette-american-ee-oc', seededRng('tt-reg'));
  run.act({ type: 'register', by: player('ann'), at: run.at() });
  // The entry to the pool and the fee to the house, each its own entry (src/tournaments/money.ts, as in poker).
  assert.deepEqual(run.entries.map((e) => [e.kind, e.postings]), [
    ['entry', [{ account: 'wallet:ann', amount: -5000 }, { account: 'pool:tournament-roulette-sprint', amount: 5000 }]],
    ['fee', [{ account: 'wallet:ann', amount: -500 }, { account: 'revenue', amount: 500 }]],
  ]);
  assert.equal(run.tryAct({ type: 'register', by: player('ann'), at: run.at() }), false);
  run.act({ type: 'unregister', by: player('ann'), at: run.at() });
  assert.deepEqual(run.entries.slice(2).map((e) => [e.kind, e.postings]), [
    ['refund', [{ account: 'pool:tournament-roulette-sprint', amount: -5000 }, { account: 'wallet:ann', amount: 5000 }]],
    ['refund', [{ account: 'revenue', amount: -500 }, { account: 'wallet:ann', amount: 500 }]],
  ]);
  assert.equal(run.s.pool, 0);
  assert.equal(run.tryAct({ type: 'start', by: DEALER, at: run.at() }), false, 'too few players to start');
});

test('the round\'s limits: a stake beyond the bases\' maximum, or beyond a player\'s free chips, is refused; betting does not close while a player has staked less than the minimum', () => {
  const run = new Run('roulette-american-ee-oc', seededRng('tt-limits'));
  for (const p of ['ann', 'bob', 'cid']) run.act({ type: 'register', by: player(p), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  run.act({ type: 'deal', by: DEALER, at: run.at(), table: TABLE });
  const place = (p: string, bet: string, amount: number): TournamentAction => ({ type: 'hand', by: player(p), at: run.at(), table: TABLE, action: { type: 'place', bet, amount, by: player(p) } as GameAction });
  assert.throws(() => apply(run.s, place('ann', 'red', 2100)), code('tournaments/maximum-bet'));
  run.act(place('ann', 'red', 1500));
  assert.throws(() => apply(run.s, place('ann', 'black', 600)), code('tournaments/maximum-bet'), 'the maximum is per round, over all of a player\'s bets');
  run.act(place('bob', 'black', 100));
  const close: TournamentAction = { type: 'hand', by: DEALER, at: run.at(), table: TABLE, action: { type: 'close-bets', by: DEALER } };
  assert.throws(() => apply(run.s, close), (e: unknown) => code('tournaments/minimum-bet')(e) && JSON.stringify((e as CroupierError).context.players) === '["cid"]');
  assert.throws(() => apply(run.s, { type: 'hand', by: DEALER, at: run.at(), table: TABLE, action: { type: 'change-limits', minimum: 1000, by: DEALER } as GameAction }), code('tournaments/action-excluded'));
  run.act(place('cid', 'even', 100));
  run.act(close);
  assert.equal(run.s.entrants.find((e) => e.player === 'ann')?.chips, 10_000 - 1500, 'staked chips leave the free chips');
  const rich = new Run('roulette-american-ee-oc', seededRng('tt-chips'), { startingChips: 1000, minBet: 100, maxBet: 2000 });
  for (const p of ['ann', 'bob', 'cid']) rich.act({ type: 'register', by: player(p), at: rich.at() });
  rich.act({ type: 'start', by: DEALER, at: rich.at() });
  rich.act({ type: 'deal', by: DEALER, at: rich.at(), table: TABLE });
  assert.throws(() => apply(rich.s, { type: 'hand', by: player('ann'), at: rich.at(), table: TABLE, action: { type: 'place', bet: 'red', amount: 1100, by: player('ann') } as GameAction }), code('tournaments/not-enough-chips'));
});

test('cancelling a running tournament refunds every entry and fee; chips are worth nothing', () => {
  const run = new Run('roulette-american-ee-oc', seededRng('tt-cancel'));
  for (const p of ['ann', 'bob', 'cid']) run.act({ type: 'register', by: player(p), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  assert.equal(run.tryAct({ type: 'cancel', by: player('ann'), at: run.at() }), false, 'only staff cancels');
  run.act({ type: 'cancel', by: DEALER, at: run.at() });
  const net = new Map<string, number>();
  for (const e of run.entries) for (const p of e.postings) net.set(p.account, (net.get(p.account) ?? 0) + p.amount);
  assert.ok([...net.values()].every((x) => x === 0), 'every wallet, the pool and the revenue back where they were');
  assert.equal(run.s.status, 'cancelled');
});

test('bad bases are refused naming the field: an unknown game, a game that is not blackjack or roulette, prizes not adding up to the pool, more players than boxes', () => {
  const b = shippedBases('blackjack-ee-oc') as Record<string, unknown>;
  const field = (over: Record<string, unknown>, f: string) => assert.throws(() => open(b.id as string, { ...b, ...over }, T0), (e: unknown) => code('tournaments/bad-bases')(e) && (e as CroupierError).context.field === f);
  field({ game: 'no-such-game' }, 'game');
  field({ game: 'craps', profile: 'cv' }, 'game');
  field({ profile: 'xx' }, 'profile');
  field({ prizes: [{ place: 1, share: 9000 }] }, 'prizes');
  field({ maxPlayers: 8 }, 'maxPlayers');
  field({ maxBet: 10 }, 'maxBet');
  field({ entry: 10.5 }, 'entry');
});

test('ties by the bases: `share` gives equal chips one place and shares those places\' prizes; `registration` ranks the earlier first; the rounding remainder goes to the best placed', () => {
  const players = [{ player: 'a', chips: 500 }, { player: 'b', chips: 900 }, { player: 'c', chips: 500 }, { player: 'd', chips: 100 }];
  const shared = classify(players, 10_001, [5000, 3000, 2000], 1, 'share');
  assert.deepEqual(shared.map((x) => [x.player, x.place, x.prize]), [['b', 1, 5001], ['a', 2, 2500], ['c', 2, 2500], ['d', 4, 0]]);
  const reg = classify(players, 10_001, [5000, 3000, 2000], 1, 'registration');
  assert.deepEqual(reg.map((x) => [x.player, x.place, x.prize]), [['b', 1, 5001], ['a', 2, 3000], ['c', 3, 2000], ['d', 4, 0]]);
  const odd = classify([{ player: 'a', chips: 5 }, { player: 'b', chips: 5 }, { player: 'c', chips: 5 }], 1000, [6000, 4000], 1, 'share');
  assert.deepEqual(odd.map((x) => x.prize), [334, 333, 333], 'three tied share 1000: 333 each, the cent left to the first registered');
});

test('the Sit & Go book row of a finished table-game tournament names its entries, pool and results', () => {
  const run = playTournament('roulette-american-ee-oc', 3, 'tt-book');
  const row = book(run.s);
  assert.equal(row.entries, 3);
  assert.equal(row.prizePool, 15_000);
  assert.equal(row.results.reduce((a, r) => a + r.prize, 0), 15_000);
  assert.ok(row.startedAt !== null && row.finishedAt !== null && row.finishedAt >= row.startedAt);
});

test('betting closes with the deal even when the dealer\'s ace opens insurance (a stake with an amount): insurance counts against the chips, not the round\'s maximum', () => {
  let found = false;
  for (let k = 0; k < 200 && !found; k++) {
    const run = new Run('blackjack-ee-oc', seededRng(`tt-insurance-${k}`), { maxBet: 1000 });
    for (const p of ['ann', 'bob']) run.act({ type: 'register', by: player(p), at: run.at() });
    run.act({ type: 'start', by: DEALER, at: run.at() });
    run.act({ type: 'deal', by: DEALER, at: run.at(), table: TABLE });
    for (const e of run.s.entrants) run.act({ type: 'hand', by: player(e.player), at: run.at(), table: TABLE, action: { type: 'bet', box: e.box, amount: 1000, by: player(e.player) } as unknown as GameAction });
    run.act({ type: 'hand', by: DEALER, at: run.at(), table: TABLE, action: { type: 'deal', by: DEALER } });
    if ((run.s.round?.state as { phase?: string } | undefined)?.phase !== 'insurance') continue;
    found = true;
    assert.equal(run.s.round?.bettingClosed, true, 'the deal closed betting (bets-closed)');
    const ann = run.s.entrants.find((e) => e.player === 'ann');
    run.act({ type: 'hand', by: player('ann'), at: run.at(), table: TABLE, action: { type: 'insure', box: ann?.box, amount: 500, by: player('ann') } as unknown as GameAction });
    assert.equal(run.s.entrants.find((e) => e.player === 'ann')?.chips, 100_000 - 1500, 'the bet at the maximum and the insurance both left the free chips');
  }
  assert.ok(found, 'some seed gives the dealer an ace');
});

/** A roulette tournament of three dealt into its first round; returns the run and a helper that stakes for a player. */
function rouletteRound(seed: string, over: Record<string, unknown> = {}): { run: Run; stake: (p: string, amount: number) => void } {
  const run = new Run('roulette-american-ee-oc', seededRng(seed), over);
  for (const p of ['ann', 'bob', 'cy']) run.act({ type: 'register', by: player(p), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  run.act(due(run.s, run.at())[0] as TournamentAction);
  const stake = (p: string, amount: number): void => {
    const l = legal(run.s, player(p)).find((x) => x.amount && x.type === 'bet') ?? legal(run.s, player(p)).find((x) => x.amount);
    assert.ok(l, `${p} may stake`);
    run.act({ type: 'hand', by: player(p), at: run.at(), table: TABLE, action: { ...fixed(l), amount, by: player(p) } as unknown as GameAction });
  };
  return { run, stake };
}

test('the betting timer: betting stays open until every player has staked the minimum and said ready, or until the deadline; at the deadline the clock closes it and a player short of the minimum has timed out', () => {
  const { run, stake } = rouletteRound('tt-timer');
  const opened = run.s.round?.openedAt as number;
  assert.equal(nextDeadline(run.s), opened + BET_MS, 'the betting deadline is BET_MS after the deal');
  stake('ann', 100);
  stake('bob', 100);
  assert.deepEqual(due(run.s, opened + BET_MS - 1), [], 'before the deadline, nothing is due while cy has not staked');
  assert.ok(!run.tryAct({ type: 'hand', by: DEALER, at: opened + BET_MS - 1, table: TABLE, action: { type: 'close-bets', by: DEALER } as GameAction }), 'the dealer cannot close betting early on a short player');
  const [close] = due(run.s, opened + BET_MS);
  assert.equal(close?.type, 'hand');
  assert.equal((close as { action: GameAction }).action.type, 'close-bets');
  const r = apply(run.s, randomize(run.s, close as TournamentAction, run.rng));
  assert.deepEqual(r.events.find((e) => e.type === 'timed-out'), { type: 'timed-out', round: 1, players: ['cy'] });
  assert.equal(r.state.round?.bettingClosed, true);
  // Once everyone has staked and said ready (the tournament's `ready`: roulette has none of its own), it closes at once.
  const b = rouletteRound('tt-ready');
  for (const p of ['ann', 'bob', 'cy']) b.stake(p, 100);
  assert.deepEqual(due(b.run.s, b.run.now), [], 'staked but not ready: betting stays open');
  for (const p of ['ann', 'bob']) b.run.act({ type: 'hand', by: player(p), at: b.run.at(), table: TABLE, action: { type: READY, by: player(p) } as GameAction });
  assert.deepEqual(due(b.run.s, b.run.now), []);
  b.run.act({ type: 'hand', by: player('cy'), at: b.run.at(), table: TABLE, action: { type: READY, by: player('cy') } as GameAction });
  assert.equal((due(b.run.s, b.run.now)[0] as { action?: GameAction } | undefined)?.action?.type, 'close-bets', 'all ready: the dealer closes betting');
});

test('a round where nobody stakes ends unplayed at the betting deadline: it counts as a round, no chip moves, the next is dealt after the outcome pause', () => {
  const { run } = rouletteRound('tt-idle');
  const opened = run.s.round?.openedAt as number;
  const [t] = due(run.s, opened + BET_MS);
  assert.equal(t?.type, 'tick');
  run.act(t as TournamentAction);
  assert.equal(run.s.round, null);
  assert.equal(run.s.rounds.length, 1);
  assert.deepEqual(run.s.rounds[0]?.chipsAfter, run.s.rounds[0]?.chipsBefore);
  assert.deepEqual(due(run.s, opened + BET_MS + OUTCOME_MS - 1), []);
  assert.equal(due(run.s, opened + BET_MS + OUTCOME_MS)[0]?.type, 'deal');
  assert.ok(!run.tryAct({ type: 'tick', by: { kind: 'system' }, at: opened + BET_MS + OUTCOME_MS }), 'a tick with nothing timed is refused and changes nothing');
});

test('a blackjack player who does not decide gets the game\'s time-out (stand) after DECISION_MS; a pause keeps every time left', () => {
  const run = new Run('blackjack-ee-oc', seededRng('tt-decide'));
  for (const p of ['ann', 'bob']) run.act({ type: 'register', by: player(p), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  run.act(due(run.s, run.at())[0] as TournamentAction);
  for (const p of ['ann', 'bob']) {
    const e = run.s.entrants.find((x) => x.player === p);
    const l = legal(run.s, player(p)).find((x) => x.type === 'bet' && x.box === e?.box);
    assert.ok(l);
    run.act({ type: 'hand', by: player(p), at: run.at(), table: TABLE, action: { ...fixed(l), amount: 1000, by: player(p) } as unknown as GameAction });
  }
  // Both bet: the deadline closes betting (the deal), then the dealer's steps run until a player is awaited.
  for (let i = 0; i < 20 && run.s.round && !run.s.round.bettingClosed; i++) run.act(due(run.s, (run.s.round.openedAt as number) + BET_MS)[0] as TournamentAction);
  let at = run.s.round ? run.s.round.lastActionAt : run.now;
  for (let i = 0; i < 20 && run.s.round && due(run.s, at).length; i++) run.act(due(run.s, at)[0] as TournamentAction);
  const round = run.s.round;
  assert.ok(round, 'this seed deals no dealer blackjack: a player is awaited');
  at = round.lastActionAt;
  assert.equal(nextDeadline(run.s), at + DECISION_MS);
  assert.deepEqual(due(run.s, at + DECISION_MS - 1), []);
  const [timeout] = due(run.s, at + DECISION_MS);
  assert.equal(timeout?.type, 'hand');
  assert.equal((timeout as { action: GameAction }).action.type, 'stand');
  // A pause of ten minutes moves the deadline on by ten minutes; nothing is due while paused.
  run.act({ type: 'pause', by: { kind: 'system' }, at: at + 5_000 });
  assert.deepEqual(due(run.s, at + DECISION_MS), []);
  assert.equal(nextDeadline(run.s), null);
  run.act({ type: 'resume', by: { kind: 'system' }, at: at + 5_000 + 600_000 });
  assert.equal(nextDeadline(run.s), at + DECISION_MS + 600_000);
  assert.ok(!run.tryAct({ type: 'resume', by: DEALER, at: at + 700_000 }), 'resuming a running tournament is refused');
  assert.ok(!run.tryAct({ type: 'pause', by: player('ann'), at: at + 700_000 }), 'a player cannot pause');
});

test('the timers are the bases\' fields: betting (bettingSeconds, default 30), the pause between rounds (pauseSeconds, default 4) and a decision (decisionSeconds, default 20); out of their limits refused naming the field', () => {
  const dflt = rouletteRound('tt-timer-fields');
  assert.equal(dflt.run.s.bases.bettingSeconds * 1000, BET_MS);
  assert.equal(dflt.run.s.bases.pauseSeconds * 1000, OUTCOME_MS);
  assert.equal(dflt.run.s.bases.decisionSeconds * 1000, DECISION_MS);
  const { run } = rouletteRound('tt-timer-fields', { bettingSeconds: 7, pauseSeconds: 1 });
  const opened = run.s.round?.openedAt as number;
  assert.equal(nextDeadline(run.s), opened + 7_000, 'betting closes 7 s after the deal');
  assert.deepEqual(due(run.s, opened + 6_999), []);
  run.act(due(run.s, opened + 7_000)[0] as TournamentAction);
  assert.equal(run.s.round, null, 'nobody staked: the round ended unplayed at the deadline');
  assert.equal(nextDeadline(run.s), opened + 8_000, 'the next round 1 s later');
  assert.equal(due(run.s, opened + 8_000)[0]?.type, 'deal');
  const b = shippedBases('roulette-american-ee-oc') as Record<string, unknown>;
  const field = (over: Record<string, unknown>, f: string) => assert.throws(() => open(b.id as string, { ...b, ...over }, T0), (e: unknown) => code('tournaments/bad-bases')(e) && (e as CroupierError).context.field === f, f);
  field({ bettingSeconds: 4 }, 'bettingSeconds');
  field({ bettingSeconds: 601 }, 'bettingSeconds');
  field({ decisionSeconds: 2.5 }, 'decisionSeconds');
  field({ pauseSeconds: -1 }, 'pauseSeconds');
  field({ pauseSeconds: 121 }, 'pauseSeconds');
});

test('a blackjack decision is timed by the bases\' decisionSeconds', () => {
  const run = new Run('blackjack-ee-oc', seededRng('tt-decide'), { decisionSeconds: 9 });
  for (const p of ['ann', 'bob']) run.act({ type: 'register', by: player(p), at: run.at() });
  run.act({ type: 'start', by: DEALER, at: run.at() });
  run.act(due(run.s, run.at())[0] as TournamentAction);
  for (const p of ['ann', 'bob']) {
    const e = run.s.entrants.find((x) => x.player === p);
    const l = legal(run.s, player(p)).find((x) => x.type === 'bet' && x.box === e?.box);
    assert.ok(l);
    run.act({ type: 'hand', by: player(p), at: run.at(), table: TABLE, action: { ...fixed(l), amount: 1000, by: player(p) } as unknown as GameAction });
  }
  for (let i = 0; i < 20 && run.s.round && !run.s.round.bettingClosed; i++) run.act(due(run.s, (run.s.round.openedAt as number) + BET_MS)[0] as TournamentAction);
  let at = run.s.round ? run.s.round.lastActionAt : run.now;
  for (let i = 0; i < 20 && run.s.round && due(run.s, at).length; i++) run.act(due(run.s, at)[0] as TournamentAction);
  const round = run.s.round;
  assert.ok(round, 'a player is awaited');
  at = round.lastActionAt;
  assert.equal(nextDeadline(run.s), at + 9_000);
  assert.deepEqual(due(run.s, at + 8_999), []);
  assert.equal(((due(run.s, at + 9_000)[0] as { action?: GameAction } | undefined)?.action)?.type, 'stand');
});
