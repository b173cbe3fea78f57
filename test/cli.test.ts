/**
 * The `croupier` command as a user runs it (issue 2 §2, §6, §8): games through the registry, complete cited
 * profiles, `--profile-file` validated, scenarios that pass and scenarios that must fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeEntry } from './fixtures/node-entry.js';

const root = join(import.meta.dirname, '..');
const croupier = (...args: string[]) => spawnSync(process.execPath, [...nodeEntry(join(root, 'src/cli/main.ts')), ...args], { cwd: root, encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'croupier-cli-'));

test('issue 2 §2: croupier games --json lists every registered game with its profiles and bets', () => {
  const r = croupier('games', '--json');
  assert.equal(r.status, 0, r.stderr);
  const list = JSON.parse(r.stdout) as { id: string; profiles: { id: string; bets: { id: string; cite: string }[] }[] }[];
  const bj = list.find((g) => g.id === 'blackjack');
  assert.ok(bj);
  assert.deepEqual(bj.profiles.map((p) => p.id).sort(), ['cv', 'ee-oc', 'ee-oc-2d', 'es', 'eus', 'gr']);
  for (const g of list) for (const p of g.profiles) assert.ok(p.bets.length > 0 && p.bets.every((b) => b.cite), `${g.id}/${p.id} lists cited bets`);
});

test('issue 2 §6: profile show prints the complete profile; an edited copy loads with --profile-file, a broken one is refused', () => {
  const shown = croupier('profile', 'show', 'blackjack', 'gr', '--json');
  assert.equal(shown.status, 0, shown.stderr);
  const p = JSON.parse(shown.stdout) as { id: string; shoe: { decks: { value: number; cite: string } } };
  assert.equal(p.shoe.decks.cite, '002 §14.1');
  p.id = 'my-casino';
  p.shoe.decks = { value: 2, cite: 'custom: my casino' };
  const edited = join(dir, 'my-casino.json');
  writeFileSync(edited, JSON.stringify(p));
  const back = croupier('profile', 'show', 'blackjack', '--profile-file', edited, '--json');
  assert.equal(back.status, 0, back.stderr);
  assert.equal((JSON.parse(back.stdout) as typeof p).shoe.decks.value, 2);
  p.shoe.decks = { value: 9, cite: 'too many' } as never;
  writeFileSync(edited, JSON.stringify(p));
  const bad = croupier('profile', 'show', 'blackjack', '--profile-file', edited);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /rules\/invalid-profile/);
});

test('issue 2 §8: croupier scenario prints the settlement and fails on a wrong expectation', () => {
  const file = join(root, 'src/games/blackjack/scenarios/gr-14.12b-even-money-now.json');
  const ok = croupier('scenario', file, '--json');
  assert.equal(ok.status, 0, ok.stderr);
  const report = JSON.parse(ok.stdout) as { ok: boolean; rounds: { settlement: { lines: unknown[] } }[] };
  assert.equal(report.ok, true);
  assert.ok(report.rounds[0]?.settlement.lines.length);
  const sc = JSON.parse(readFileSync(file, 'utf8')) as { rounds: { expect: { settlement: { returned: number; net: number }[] } }[] };
  const line = sc.rounds[0]?.expect.settlement[0];
  assert.ok(line);
  line.returned += 1;
  line.net += 1;
  const wrong = join(dir, 'wrong.json');
  writeFileSync(wrong, JSON.stringify(sc));
  const fail = croupier('scenario', wrong);
  assert.equal(fail.status, 1);
  assert.match(fail.stdout, /FAIL/);
});

test('issue 17: ordinary mistakes get a message, not a stack trace; scenario ends with its count; rtp names its profile', () => {
  const missing = croupier('scenario', join(dir, 'no-such-scenario.json'));
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /scenario file not found: .*no-such-scenario\.json/);
  assert.doesNotMatch(missing.stderr, /\n\s+at /, 'no stack trace');
  const broken = join(dir, 'broken-profile.json');
  writeFileSync(broken, '{\n  "id": "x",\n  "name": oops\n}\n');
  const bad = croupier('profile', 'show', 'blackjack', '--profile-file', broken);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /broken-profile\.json:3:\d+: the profile file is not valid JSON/, 'the file and the line');
  assert.doesNotMatch(bad.stderr, /\n\s+at /);
  const sc = croupier('scenario', join(root, 'src/games/blackjack/scenarios/gr-14.12b-even-money-now.json'));
  assert.equal(sc.status, 0, sc.stderr);
  assert.match(sc.stdout, /\n1 passed, 0 failed\n$/);
  const rtp = croupier('rtp', 'roulette-french');
  assert.equal(rtp.status, 0, rtp.stderr);
  assert.match(rtp.stdout.split('\n')[0] ?? '', /^roulette-french, profile \S+ \(the first of the game: choose one with --profile\)$/);
});

test('issue 17: output piped into a reader that stops early ends quietly', () => {
  // More than a pipe's buffer (64 KiB): the writer is still writing when the reader has gone.
  const r = spawnSync('sh', ['-c', `"${process.execPath}" ${nodeEntry('src/cli/main.ts', root).join(' ')} scenario src/games/roulette/scenarios/*.json | head -c 10`], { cwd: root, encoding: 'utf8' });
  assert.equal(r.stdout.length, 10);
  assert.doesNotMatch(r.stderr, /EPIPE|\n\s+at /, 'no stack trace');
});

test('issue 19: croupier equity enumerates every card to come under each variant’s own deck and hand types, and refuses a bad question with a clear message', () => {
  const json = (...args: string[]): { outcomes: number; players: { equity: string; scoops: number; splits: number }[] } => {
    const r = croupier('equity', ...args, '--json');
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout) as never;
  };
  // Hold'em after the flop: 45 turns × 44 rivers / 2.
  const flop = json('texas-holdem', '--hand', 'AhKh', '--hand', 'QsQd', '--board', '7d9dTs');
  assert.equal(flop.outcomes, 990);
  assert.deepEqual(flop.players.map((p) => p.equity), ['449/1980', '1531/1980']);
  // Crazy Pineapple (003 §3.5.7) plays two hole cards at the showdown: a third is refused.
  const pineapple = croupier('equity', 'crazy-pineapple', '--hand', 'AhKhQc', '--hand', 'QsQd');
  assert.notEqual(pineapple.status, 0);
  assert.match(pineapple.stderr, /hand 1 has 3 cards; a player holds 2/);
  assert.doesNotMatch(pineapple.stderr, /\n\s+at /, 'no stack trace');
  // Short deck (003 §3.5.2): a two is not in the deck.
  const short = croupier('equity', 'short-deck', '--hand', 'AhKh', '--hand', '2c2d');
  assert.notEqual(short.status, 0);
  assert.match(short.stderr, /not in this deck/);
  // Omaha (000 §17.2.1): exactly two hole cards — a board flush with one heart in hand is no flush.
  const omaha = json('omaha', '--hand', 'AhKs2c3d', '--hand', 'QsQdJcTc', '--board', '9h8h7h2h');
  assert.equal(omaha.outcomes, 40);
  // Five-card draw (000 §17.1): the hands as they stand, no board.
  const draw = json('five-card-draw', '--profile', 'eus', '--hand', 'AhAdKsKd2c', '--hand', 'QhQdQcJs3d');
  assert.deepEqual([draw.outcomes, draw.players[1]?.equity], [1, '1']);
});

test('issue 19: croupier replay plays a PHH file another tool wrote through the engine and checks its results; a file that does not replay is refused by line, without a stack trace', () => {
  const file = join(dir, 'dwan-ivey.phh');
  // PokerKit's example hand (phh-std examples.rst), Antonius's cards unknown.
  const text = ['variant = "NT"', 'antes = [500, 500, 500]', 'blinds_or_straddles = [1000, 2000, 0]', 'min_bet = 2000', 'starting_stacks = [1125600, 2000000, 553500]',
    'actions = ["d dh p1 Ac2d", "d dh p2 ????", "d dh p3 7h6h", "p3 cbr 7000", "p1 cbr 23000", "p2 f", "p3 cc", "d db Jc3d5c", "p1 cbr 35000", "p3 cc", "d db 4h", "p1 cbr 90000", "p3 cbr 232600", "p1 cbr 1067100", "p3 cc", "p1 sm Ac2d", "p3 sm 7h6h", "d db Jh"]',
    'finishing_stacks = [572100, 1997500, 1109500]', ''].join('\n');
  writeFileSync(file, text);
  const r = croupier('replay', file, '--json');
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout) as { game: string; finishingStacks: number[]; checks: { ok: boolean }[] };
  assert.equal(out.game, 'texas-holdem');
  assert.deepEqual(out.finishingStacks, [572100, 1997500, 1109500]);
  assert.ok(out.checks.every((c) => c.ok));
  // Finishing stacks that the hand does not produce: exit status 1, the difference printed.
  writeFileSync(file, text.replace('[572100, 1997500, 1109500]', '[572000, 1997500, 1109600]'));
  const differs = croupier('replay', file);
  assert.equal(differs.status, 1);
  assert.match(differs.stdout, /DIFFERS: finishing_stacks/);
  writeFileSync(file, text.replace('"p2 f"', '"p3 f"'));
  const bad = croupier('replay', file);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /action 6: p3 \(p3\) acts out of turn/);
  assert.doesNotMatch(bad.stderr, /\n\s+at /, 'no stack trace');
});
