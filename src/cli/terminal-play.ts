/**
 * @module cli/terminal-play
 * A person plays any registered game at the terminal, through the same RoundRunner the server uses: the view of the
 * player to act is rendered, their legal actions form a menu whose numbers stay put for the round (cli/terminal-menu),
 * or are typed as text (`straight 17 5.00`), amounts in money. The dealer's steps run by themselves unless `dealer` is
 * asked for: then every dealer step, the optional ones (irregularities) too, is offered instead. Wallets follow the
 * stake events and the settlement, so the bankroll is always exact.
 */
import { createInterface } from 'node:readline';
import type { AnyGame, GameAction, LegalAction, StakeEvent, StakeWithdrawnEvent } from '../core/contract.js';
import { IllegalActionError } from '../core/errors.js';
import type { Actor } from '../core/ids.js';
import { RoundRunner } from '../core/round-runner.js';
import { resultLines } from '../core/settlement.js';
import { formatMinor, parseMoney } from '../money/money.js';
import { cryptoRng } from '../rng/crypto-rng.js';
import { seededRng } from '../rng/seeded-rng.js';
import { rangeText, TerminalMenu, words, type MenuOption } from './terminal-menu.js';

/** The terminal: a question answered by a line (null at the end of input), and lines printed. */
export interface TerminalIo {
  ask(question: string): Promise<string | null>;
  print(line: string): void;
  close(): void;
}

export interface PlayOptions {
  readonly players: string[];
  /** Each player's starting wallet, in minor units. */
  readonly bankroll: number;
  readonly seed?: string;
  /** The person also takes the dealer's steps (every one offered, none automatic). */
  readonly dealer?: boolean;
  /** Stop after this many rounds (tests; unlimited otherwise). */
  readonly rounds?: number;
}

/** The process's terminal: lines from stdin (queued, so piped input is not lost between questions). */
export function processIo(): TerminalIo {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (l) => (waiting.length ? (waiting.shift() as (l: string | null) => void)(l) : lines.push(l)));
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    ask(q) {
      process.stdout.write(q);
      if (lines.length) return Promise.resolve(lines.shift() as string);
      if (ended) return Promise.resolve(null);
      return new Promise((ok) => waiting.push(ok));
    },
    print: (l) => console.log(l),
    close: () => rl.close(),
  };
}

const HELP = [
  '  Type the number of a choice, or the choice in words: "place straight-17 5.00", "straight 17 5", "bet 1 10",',
  '  "stand". An amount is money ("5", "5.50"); a choice that takes one and is typed without it asks for it.',
  '  "list" shows every choice, "q" quits.',
];

export async function playInTerminal(game: AnyGame, profile: unknown, profileId: string, o: PlayOptions, io: TerminalIo = processIo()): Promise<void> {
  const rng = o.seed ? seededRng(o.seed) : cryptoRng();
  const wallets: Record<string, number> = Object.fromEntries(o.players.map((p) => [p, o.bankroll]));
  const base = game.defaultTable(profile) as Record<string, unknown>;
  // Games that seat a list of players (craps' shooters, chemin de fer's table) get the terminal's players.
  const table = Array.isArray(base.players) ? { ...base, players: o.players } : base;
  // A game played from seat stacks (circle poker, `Game.money`): each player buys in from his wallet, the most the
  // table allows that his wallet holds, and stakes and wins move his stack; an empty stack buys in again between
  // rounds while the wallet can.
  const range = game.money?.kind === 'stacks' ? game.money.buyIn(profile, table) : null;
  const stacks: Record<string, number> | null = range ? {} : null;
  const buyIn = (p: string, again: boolean): void => {
    if (!stacks || !range) return;
    const r = again && range.rebuy ? range.rebuy : range;
    const step = range.step ?? 1;
    const amount = Math.floor(Math.min(r.max, wallets[p] ?? 0) / step) * step;
    if (amount < r.min) return io.print(`  ${p} cannot buy in: ${formatMinor(wallets[p] ?? 0)} in the wallet, the table's minimum is ${formatMinor(r.min)}`);
    wallets[p] = (wallets[p] ?? 0) - amount;
    stacks[p] = amount;
    io.print(`  ${p} buys in for ${formatMinor(amount)} (the table takes ${formatMinor(r.min)}–${formatMinor(r.max)})`);
  };
  for (const p of o.players) buyIn(p, false);
  /** Where a player's stakes come from and wins go: his seat stack, or his wallet. */
  const purse = stacks ?? wallets;
  const walletOf = (a: Actor): number => (a.kind === 'player' ? (purse[a.player] ?? 0) : Number.POSITIVE_INFINITY);
  const holdings = (p: string): string => `${p}: ${formatMinor(wallets[p] ?? 0)}${stacks ? ` + stack ${formatMinor(stacks[p] ?? 0)}` : ''}`;
  let carry: unknown = null;
  const render = (v: unknown): string => (game.tools?.render ? game.tools.render(v) : JSON.stringify(v, null, 2));
  const menu = new TerminalMenu();
  try {
    for (let roundNo = 1; o.rounds === undefined || roundNo <= o.rounds; roundNo++) {
      if (stacks && roundNo > 1) for (const p of o.players) if ((stacks[p] ?? 0) === 0) buyIn(p, true);
      io.print(`\n=== ${game.id} (${profileId}) round ${roundNo} — ${o.players.map(holdings).join(', ')} ===`);
      const runner = new RoundRunner(game, { profile, profileId, table, carry, rng, roundNo, ...(stacks ? { stacks: { ...stacks } } : {}) });
      menu.reset();
      // At a table of seat stacks the players take boxes 1, 2, … before the first hand (their seats carry after it).
      if (stacks && roundNo === 1 && game.seating?.sit)
        o.players.forEach((p, i) => {
          runner.act(game.seating?.sit?.(i + 1, { kind: 'player', player: p }) as GameAction, rng);
          io.print(`  ${p} sits at box ${i + 1}`);
        });
      let shown = -1;
      while (!runner.over) {
        const options = optionsNow(game, runner.state, o.players, o.dealer === true);
        if (options.length === 0) throw new Error(`nobody can act (awaiting ${JSON.stringify(game.awaiting(runner.state))})`);
        let option: MenuOption;
        let amount: number | undefined;
        if (options.every((x) => x.actor.kind !== 'player') && !o.dealer) option = options[0] as MenuOption;
        else {
          const version = game.version(runner.state);
          if (version !== shown) {
            const viewer = options.find((x) => x.actor.kind === 'player')?.actor;
            io.print(render(game.view(runner.state, viewer?.kind === 'player' ? { kind: 'player', player: viewer.player } : { kind: 'spectator' })));
            for (const l of menu.lines(options, walletOf)) io.print(l);
            shown = version;
          }
          const line = await io.ask('your choice (number or words; "list", "help", "q"): ');
          if (line === null) return;
          const r = menu.read(line, options);
          if (r.kind === 'quit') return;
          if (r.kind === 'list') {
            for (const l of menu.all(options, walletOf)) io.print(l);
            continue;
          }
          if (r.kind === 'help') {
            for (const l of HELP) io.print(l);
            continue;
          }
          if (r.kind === 'invalid') {
            io.print(`  ✗ ${r.why} — type "help" for how to choose`);
            continue;
          }
          option = r.choice.option;
          amount = r.choice.amount;
        }
        const { amount: range, optional: _optional, ...fixed } = option.legal as LegalAction;
        let extra = {};
        if (range) {
          if (amount === undefined) {
            const typed = await io.ask(`  amount for ${words(option.legal).join(' ')} (${rangeText(option.legal, walletOf(option.actor))}): `);
            if (typed === null) return;
            const a = parseMoney(typed);
            if (a === null) {
              io.print(`  ✗ "${typed.trim()}" is not an amount of money (e.g. 5 or 5.50)`);
              continue;
            }
            amount = a;
          }
          if (walletOf(option.actor) < amount) {
            io.print(`  ✗ not enough in ${option.actor.kind === 'player' ? option.actor.player : ''}'s wallet (${formatMinor(walletOf(option.actor))})`);
            continue;
          }
          extra = { amount };
        }
        const action = { ...fixed, ...extra, by: option.actor } as unknown as GameAction;
        try {
          const events = runner.act(action, rng);
          for (const e of events) {
            if (e.type === 'stake') purse[(e as StakeEvent).bettor] = (purse[(e as StakeEvent).bettor] ?? 0) - (e as StakeEvent).amount;
            if (e.type === 'stake-withdrawn') purse[(e as StakeWithdrawnEvent).bettor] = (purse[(e as StakeWithdrawnEvent).bettor] ?? 0) + (e as StakeWithdrawnEvent).amount;
          }
          if (option.actor.kind !== 'player') io.print(`  dealer: ${words(option.legal).join(' ')}`);
        } catch (e) {
          if (e instanceof IllegalActionError) io.print(`  ✗ ${e.message}${e.rejection.cite ? ` (${e.rejection.cite})` : ''}`);
          else throw e;
        }
      }
      io.print(render(game.view(runner.state, { kind: 'spectator' })));
      const s = game.settlement(runner.state);
      if (s)
        // Every line, those of player-against-player pots too (circle poker's pots, chemin de fer's coup).
        for (const l of resultLines(s)) {
          purse[l.bettor] = (purse[l.bettor] ?? 0) + l.returned;
          io.print(`  ${l.bettor} box ${l.box ?? '-'} ${l.bet}: stake ${formatMinor(l.stake)}, returned ${formatMinor(l.returned)}, net ${formatMinor(l.net)} (${l.outcome})`);
        }
      carry = game.carry(runner.state);
    }
  } finally {
    io.close();
  }
}

/**
 * Who may act now at the terminal. Players awaited by the game are asked in turn. Otherwise (betting open, or the
 * dealer awaited) every terminal player's legal actions and the dealer's mandatory steps are offered in one menu, so
 * players bet as long as they like and then let the dealer close; with no player option the dealer's step runs by
 * itself. Optional dealer steps (irregularities) are offered only to a person taking the dealer's steps.
 */
function optionsNow(game: AnyGame, state: unknown, players: readonly string[], dealer: boolean): MenuOption[] {
  const awaiting = game.awaiting(state) as Actor[];
  const legalFor = (a: Actor): MenuOption[] =>
    (game.legalActions(state, a) as LegalAction[]).filter((l) => l.optional !== true || (dealer && a.kind === 'dealer')).map((legal) => ({ actor: a, legal }));
  const awaitedPlayer = awaiting.find((a) => a.kind === 'player');
  if (awaitedPlayer) return legalFor(awaitedPlayer);
  const machine: Actor[] = awaiting.some((a) => a.kind !== 'player') ? awaiting.filter((a) => a.kind !== 'player') : [{ kind: 'dealer' }, { kind: 'system' }];
  return [...players.flatMap((p) => legalFor({ kind: 'player', player: p })), ...machine.flatMap(legalFor)];
}
