/**
 * `croupier play` (issue 17, "The command line"): amounts in money, a menu whose numbers stay put for the round, a
 * message for an invalid choice, roulette's bets typed as text (`straight 17 5.00`) instead of a 165-item menu, the
 * dealer's steps taken automatically unless asked for.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playInTerminal, type TerminalIo } from '../src/cli/terminal-play.js';
import { getGame } from '../src/registry.js';

function scripted(lines: string[]): TerminalIo & { out: string[]; asked: string[] } {
  const out: string[] = [];
  const asked: string[] = [];
  return {
    out,
    asked,
    ask: (q) => {
      asked.push(q);
      return Promise.resolve(lines.length ? (lines.shift() as string) : null);
    },
    print: (l) => out.push(l),
    close: () => undefined,
  };
}

async function play(game: string, profile: string, lines: string[], o: { rounds?: number; dealer?: boolean } = {}): Promise<string[]> {
  const g = getGame(game);
  const io = scripted(lines);
  await playInTerminal(g, g.profiles.get(profile), profile, { players: ['ana'], bankroll: 100_000, seed: 'terminal', rounds: o.rounds ?? 1, ...(o.dealer ? { dealer: true } : {}) }, io);
  return io.out;
}

test('roulette: bets typed as text with money amounts; the menu is a summary, not every spot; the dealer spins by itself', async () => {
  const out = await play('roulette-french', 'cv', ['straight 17 5.00', 'place straight-0 10', 'close-bets']);
  const text = out.join('\n');
  assert.ok(out.filter((l) => /^\s+\d+\. /.test(l)).length < 30, 'no line per spot');
  assert.match(text, /ana: place — \d+ choices/);
  assert.match(text, /\[5\.00–100\.00 in steps of 5\.00\]/, 'ranges in money');
  const settled = out.filter((l) => l.includes('ana box'));
  assert.deepEqual(settled.map((l) => / (straight-\d+): stake (\S+),/.exec(l)?.slice(1)), [
    ['straight-17', '5.00'],
    ['straight-0', '10.00'],
  ]);
});

test('an invalid choice, an unknown command and a bad amount each get a message and change nothing', async () => {
  const out = await play('roulette-french', 'cv', ['999', 'fly me to the moon', 'straight 17 five', 'straight 17', 'abc', 'straight 17', '5', 'close-bets']);
  const errors = out.filter((l) => l.includes('✗'));
  assert.equal(errors.length, 4, errors.join('\n'));
  assert.match(errors[0] as string, /no choice "999"/);
  assert.match(errors[1] as string, /no choice "fly me to the moon"/);
  assert.match(errors[3] as string, /"abc" is not an amount of money/);
  const settled = out.filter((l) => l.includes('ana box'));
  assert.equal(settled.length, 1, 'one bet of 5.00 on 17, typed after the amount was asked for');
  assert.match(settled[0] as string, /straight-17: stake 5\.00/);
});

test('blackjack: an option keeps its number for the whole round while others come and go', async () => {
  const out = await play('blackjack', 'cv', ['bet 1 10', 'q']);
  const sit3 = out.filter((l) => l.includes('ana: sit 3')).map((l) => l.trim().split('.')[0]);
  assert.equal(sit3.length, 2, 'the menu before and after the bet');
  assert.equal(sit3[0], sit3[1]);
  const side = out.filter((l) => l.includes('ana: side-bet 1'));
  assert.ok(side.length > 0, 'the side bets offered after the bet take new numbers');
  assert.ok(side.every((l) => Number(l.trim().split('.')[0]) > Number(sit3[0])));
});

test('the dealer steps are offered only when asked for (--dealer), irregularities included', async () => {
  const auto = await play('roulette-french', 'cv', ['q']);
  assert.ok(!auto.some((l) => /dealer: announce-last-spin/.test(l)), 'an optional dealer step is not offered by default');
  const asDealer = await play('roulette-french', 'cv', ['q'], { dealer: true });
  assert.ok(asDealer.some((l) => /dealer: announce-last-spin/.test(l)), asDealer.join('\n'));
});
