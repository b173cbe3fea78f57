/**
 * `croupier play` for the games of issue 21 ("terminal play"): a ninety-ball bingo game (000-A3) and a round of Monte
 * (001 §13) played through the terminal menu with scripted answers, to their settlement.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { playInTerminal } from '../src/cli/terminal-play.js';
import { getGame } from '../src/registry.js';

async function play(game: string, profile: string, lines: string[]): Promise<string[]> {
  const g = getGame(game);
  const out: string[] = [];
  const io = { ask: () => Promise.resolve(lines.length ? (lines.shift() as string) : null), print: (l: string) => out.push(l), close: () => undefined };
  await playInTerminal(g, g.profiles.get(profile), profile, { players: ['ana'], bankroll: 100_000, seed: 'terminal', rounds: 1 }, io);
  return out;
}

test('000-A3 in the terminal: a player buys a series (six cards shown by series and number), the sale is closed, the balls are drawn to a bingo and the game settles', async () => {
  const out = await play('bingo', 'eus', ['1', '6.00', 'close-sales']);
  const text = out.join('\n');
  assert.equal(new Set(text.match(/^card 1-[1-6] \(ana\)$/gm)).size, 6, 'six cards named series-number (para 6)');
  assert.match(text, /prizes: line 0\.60, bingo 3\.30/, '10% and 55% of 6.00');
  assert.match(text, />>> BINGO at ball \d+ \(\d+\): ana card 1-\d/);
  assert.match(text, /ana box - cards: stake 6\.00, returned \d+\.\d\d/);
});

test('001 §13 in the terminal: the four boxes laid out, a Cartas bet typed as text, "no va más", the Primeras card turned and the bet settled', async () => {
  const out = await play('monte', 'cv', ['place cartas-1v2 5.00', 'close-bets']);
  const text = out.join('\n');
  assert.match(text, /\[1\] \S+ +\[2\] \S+/, 'the top boxes');
  assert.match(text, /\[3\] \S+ +\[4\] \S+/, 'the bottom boxes');
  assert.match(text, /ana +cartas-1v2 +5\.00/, 'the bet on the cloth');
  assert.match(text, /ana +primeras\/cartas-1v2 +stake 5\.00 returned \d+\.\d\d \((win|lose|push)\)/);
});
