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

test('issue 19, circle poker at the terminal: each player buys in from his wallet and takes a box, the hand is drawn as a table (his own hole cards only), and the pot goes to the stack', async () => {
  const g = getGame('texas-holdem');
  // ee-oc's showdown goes in order (003 §3.1.3.6): the players still in are asked to show or muck (an answer not on
  // the menu is refused and the next one read).
  const io = scripted(['deal', ...Array.from({ length: 60 }, (_x, i) => ['call', 'check', 'show'][i % 3] as string)]);
  await playInTerminal(g, g.profiles.get('ee-oc'), 'ee-oc', { players: ['ann', 'bob', 'cy'], bankroll: 100_000, seed: 'terminal-poker', rounds: 1 }, io);
  const text = io.out.join('\n');
  const all = text.split('\n');
  // 003 §3.2 (ee-oc): the buy-in is 40.00–200.00; the most the wallet allows is taken.
  assert.match(text, /ann buys in for 200\.00 \(the table takes 40\.00–200\.00\)/);
  assert.match(text, /round 1 — ann: 800\.00 \+ stack 200\.00/);
  assert.match(text, /ann sits at box 1/);
  // The player to act sees his own cards (marked face down) and nobody else's.
  const turn = all.findIndex((l) => /^ {2}→ 1\. ann: /.test(l));
  assert.ok(turn >= 0, text);
  assert.match(all[turn] as string, /ann: [\d.]+ {2}\S+\* \S+\*/);
  assert.match(all[turn + 1] as string, /bob: [\d.]+ {2}in front [\d.]+ {2}▒▒ ▒▒/);
  // Every chip of the pot is back in a stack (resultLines: the pot's lines, not only the banked ones).
  const lines = all.filter((l) => / box \d main: stake /.test(l));
  assert.equal(lines.length, 3, text);
  const net = lines.reduce((x, l) => x + Number(/net (-?[\d.]+)/.exec(l)?.[1]), 0);
  assert.ok(Math.abs(net) < 1, `the pot less the house's cut is shared out: ${net}`);
  assert.ok(lines.some((l) => /\(win\)/.test(l)), 'someone wins the pot');
});
