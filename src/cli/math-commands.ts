/**
 * @module cli/math-commands
 * `rtp`, `strategy`, `simulate`, `equity`: each game's mathematics, reached through `game.tools`.
 */
import type { Command } from 'commander';
import type { EquityResult } from '../core/contract.js';
import { ConfigError } from '../core/errors.js';
import { getGame } from '../registry.js';
import { resolveProfile } from './profile-option.js';
import { progressBar } from './progress.js';
import { withLinkedJackpots } from './linked-jackpots.js';

interface ProfileOpts {
  profile?: string;
  profileFile?: string;
  json?: boolean;
  strategy?: string;
}

/** `AhKh`, `Ah Kh`, `ah,kh`: two characters a card. */
export function cardsOf(s: string): string[] {
  const flat = s.replace(/[\s,]+/g, '');
  if (flat.length % 2 !== 0) throw new ConfigError('cli/bad-cards', `"${s}" is not a list of cards (two characters each: AhKh)`);
  return (flat.match(/../g) ?? []).map((c) => `${(c[0] as string).toUpperCase()}${(c[1] as string).toLowerCase()}`);
}

const collect = (v: string, all: string[]): string[] => [...all, v];

/** The report `croupier equity` prints: each hand's exact share and its percentage, scoops and splits. */
export function equityText(r: EquityResult): string[] {
  return [
    `${r.outcomes.toLocaleString('en')} outcomes, each as likely`,
    ...r.players.map((p, i) => `hand ${i + 1} ${p.cards.join('') || '(unknown)'}`.padEnd(22) + `${p.percent.toFixed(4).padStart(9)}%   ${p.equity.padEnd(24)} scoops ${p.scoops}, splits ${p.splits}`),
  ];
}

export function registerMathCommands(program: Command): void {
  program
    .command('equity <game>')
    .description("exact all-in equity of given hands by enumerating every card to come (circle poker: e.g. equity texas-holdem --hand AhKh --hand QsQd --board 7d9dTs)")
    .option('--hand <cards>', "a player's known cards; once per player (fewer than the game's: the rest dealt from the deck)", collect, [])
    .option('--board <cards>', 'the known board cards; twice for a two-board game', collect, [])
    .option('--dead <cards>', 'cards out of play')
    .option('--profile <id>', "the profile whose deck is played (000 §17.1's 32-card deck)")
    .option('--profile-file <file>')
    .option('--json')
    .action((gameId: string, o: ProfileOpts & { hand: string[]; board: string[]; dead?: string }) => {
      const g = getGame(gameId);
      if (!g.tools?.equity) throw new ConfigError('cli/no-equity', `${gameId} has no equity tool (the circle-poker games have one)`);
      const { profile } = resolveProfile(g, o);
      const r = g.tools.equity(profile, { hands: o.hand.map(cardsOf), boards: o.board.map(cardsOf), dead: o.dead ? cardsOf(o.dead) : [] });
      if (o.json) console.log(JSON.stringify(r, null, 2));
      else for (const line of equityText(r)) console.log(line);
    });

  program
    .command('rtp <game>')
    .description('exact house edge and return to player of every bet')
    .option('--profile <id>')
    .option('--profile-file <file>')
    .option('--strategy <name>', 'player strategy where the game has choices (blackjack: optimal | basic)')
    .option('--opt <key=value...>', 'game-specific options')
    .option('--with <option...>', "the casino's options the figures include (blackjack: pairs, sevens, surrender; default: the base game)")
    .option('--series <n>', 'bingo: the series sold in the game (default 1, exact; more by simulation, --opt games=N)')
    .option('--json')
    .action((gameId: string, o: ProfileOpts & { opt?: string[]; with?: string[]; series?: string }) => {
      const g = getGame(gameId);
      if (!g.tools?.rtp) throw new ConfigError('cli/no-rtp', `${gameId} has no exact analysis`);
      const { profile, profileId } = resolveProfile(g, o);
      const options: Record<string, string> = Object.fromEntries((o.opt ?? []).map((kv) => kv.split('=', 2) as [string, string]));
      if (o.strategy) options.strategy = o.strategy;
      if (o.with) options.with = o.with.join(',');
      if (o.series) options.series = o.series;
      const r = withLinkedJackpots(g.tools.rtp(profile, profileId, options), profile, options.jackpots);
      if (o.json) console.log(JSON.stringify(r, null, 2));
      else {
        // Which profile the figures are for, also when none was asked for (the game's first).
        console.log(`${g.id}, profile ${profileId}${o.profile || o.profileFile ? '' : ' (the first of the game: choose one with --profile)'}`);
        // Which of the casino's options the figures include (blackjack), so a figure is never read for another table.
        const opts = r.options as { included: string[]; available: string[]; cite: string } | undefined;
        if (opts?.available.length) console.log(`casino options included: ${opts.included.join(', ') || 'none (the base game)'} — of ${opts.available.join(', ')} (${opts.cite}; add with --with)`);
        for (const b of r.bets) console.log(`${b.bet.padEnd(24)} house edge ${(b.houseEdge * 100).toFixed(4)}%   RTP ${(b.rtp * 100).toFixed(4)}%   ${b.fraction ?? ''} (${b.method})`);
        // A game's own figures beyond its bets' returns (bingo: the chances of each ball), as lines of text.
        if (Array.isArray(r.text)) for (const line of r.text) console.log(String(line));
      }
    });

  program
    .command('strategy <game>')
    .description('the basic-strategy chart for a profile (video poker: the best hold of a hand, --opt hand="Ah Kh Qh Jh 9c")')
    .option('--profile <id>')
    .option('--profile-file <file>')
    .option('--opt <key=value...>', 'game-specific options')
    .action((gameId: string, o: ProfileOpts & { opt?: string[] }) => {
      const g = getGame(gameId);
      if (!g.tools?.strategy) throw new ConfigError('cli/no-strategy', `${gameId} has no strategy chart`);
      const { profile } = resolveProfile(g, o);
      console.log(g.tools.strategy(profile, Object.fromEntries((o.opt ?? []).map((kv) => kv.split('=', 2) as [string, string]))));
    });

  program
    .command('simulate <game>')
    .description('play N rounds through the real engine and report the RTP with a 99% confidence interval')
    .option('--profile <id>')
    .option('--profile-file <file>')
    .option('--rounds <n>', 'rounds to play', '100000')
    .option('--seed <s>', 'seed of the deterministic generator', '1')
    .option('--strategy <name>')
    .option('--json')
    .action((gameId: string, o: ProfileOpts & { rounds: string; seed: string }) => {
      const g = getGame(gameId);
      if (!g.tools?.simulate) throw new ConfigError('cli/no-simulate', `${gameId} has no simulation`);
      const { profile, profileId } = resolveProfile(g, o);
      const rounds = Number(o.rounds);
      if (!Number.isInteger(rounds) || rounds <= 0) throw new ConfigError('cli/bad-rounds', '--rounds must be a positive integer');
      const bar = process.stderr.isTTY ? progressBar(rounds) : undefined;
      const r = g.tools.simulate(profile, profileId, { rounds, seed: o.seed, ...(o.strategy ? { strategy: o.strategy } : {}), ...(bar ? { onProgress: bar } : {}) });
      if (bar) process.stderr.write('\n');
      if (o.json) console.log(JSON.stringify(r, null, 2));
      else for (const b of r.bets) console.log(`${b.bet.padEnd(24)} RTP ${(b.rtp * 100).toFixed(4)}%  99% CI [${(b.ci99[0] * 100).toFixed(4)}%, ${(b.ci99[1] * 100).toFixed(4)}%]  over ${b.rounds} rounds`);
    });
}
