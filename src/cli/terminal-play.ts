/**
 * @module cli/terminal-play
 * A person plays any registered game at the terminal, through the same RoundRunner the server uses:
 * the view of the player to act is rendered, their legal actions are numbered, and dealer steps run
 * automatically. Wallets follow the stake events and the settlement, so the bankroll is always exact.
 */
import { createInterface } from 'node:readline/promises';
import type { AnyGame, GameAction, LegalAction, StakeEvent, StakeWithdrawnEvent } from '../core/contract.js';
import { IllegalActionError } from '../core/errors.js';
import type { Actor } from '../core/ids.js';
import { formatMinor } from '../money/money.js';
import { cryptoRng } from '../rng/crypto-rng.js';
import { seededRng } from '../rng/seeded-rng.js';
import { RoundRunner } from '../core/round-runner.js';

export async function playInTerminal(game: AnyGame, profile: unknown, profileId: string, o: { players: string[]; bankroll: number; seed?: string }): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const rng = o.seed ? seededRng(o.seed) : cryptoRng();
  const wallets: Record<string, number> = Object.fromEntries(o.players.map((p) => [p, o.bankroll]));
  const base = game.defaultTable(profile) as Record<string, unknown>;
  // Games that seat a list of players (craps' shooters, chemin de fer's table) get the terminal's players.
  const table = Array.isArray(base.players) ? { ...base, players: o.players } : base;
  let carry: unknown = null;
  const render = (v: unknown): string => (game.tools?.render ? game.tools.render(v) : JSON.stringify(v, null, 2));
  try {
    for (let roundNo = 1; ; roundNo++) {
      console.log(`\n=== ${game.id} (${profileId}) round ${roundNo} — ${o.players.map((p) => `${p}: ${formatMinor(wallets[p] ?? 0)}`).join(', ')} ===`);
      const runner = new RoundRunner(game, { profile, profileId, table, carry, rng, roundNo });
      while (!runner.over) {
        const choice = await chooseAction(game, runner.state, o.players, render, (q) => rl.question(q));
        if (choice === 'quit') return;
        if (choice === null) continue;
        let action: GameAction;
        const { actor, legal: chosen } = choice;
        if (actor.kind !== 'player') action = { ...(chosen as object), by: actor } as unknown as GameAction;
        else {
          const { amount: range, ...fixed } = chosen;
          let extra = {};
          if (range) {
            const a = Number(await rl.question(`  amount in minor units (${range.min}–${Math.min(range.max, wallets[actor.player] ?? 0)}): `));
            if ((wallets[actor.player] ?? 0) < a) {
              console.log('  not enough in your wallet');
              continue;
            }
            extra = { amount: a };
          }
          action = { ...fixed, ...extra, by: actor } as unknown as GameAction;
        }
        try {
          const events = runner.act(action, rng);
          for (const e of events) {
            if (e.type === 'stake') wallets[(e as StakeEvent).bettor] = (wallets[(e as StakeEvent).bettor] ?? 0) - (e as StakeEvent).amount;
            if (e.type === 'stake-withdrawn') wallets[(e as StakeWithdrawnEvent).bettor] = (wallets[(e as StakeWithdrawnEvent).bettor] ?? 0) + (e as StakeWithdrawnEvent).amount;
          }
        } catch (e) {
          if (e instanceof IllegalActionError) console.log(`  ✗ ${e.code}: ${e.message}${e.rejection.cite ? ` (${e.rejection.cite})` : ''}`);
          else throw e;
        }
      }
      console.log(render(game.view(runner.state, { kind: 'spectator' })));
      const s = game.settlement(runner.state);
      if (s)
        for (const l of s.lines) {
          wallets[l.bettor] = (wallets[l.bettor] ?? 0) + l.returned;
          console.log(`  ${l.bettor} box ${l.box ?? '-'} ${l.bet}: stake ${formatMinor(l.stake)}, returned ${formatMinor(l.returned)}, net ${formatMinor(l.net)} (${l.outcome})`);
        }
      carry = game.carry(runner.state);
    }
  } finally {
    rl.close();
  }
}

type Option = { actor: Actor; legal: LegalAction };

/**
 * Who acts next at the terminal. Players awaited by the game are asked in turn. Otherwise (betting open, or the
 * dealer awaited) every terminal player's legal actions and the dealer's mandatory steps are offered in one menu,
 * so players can bet as long as they like and then let the dealer close; with no player option the dealer's step
 * runs by itself. Dealer actions marked `optional` (irregularities) are never offered.
 */
async function chooseAction(
  game: AnyGame,
  state: unknown,
  players: readonly string[],
  render: (v: unknown) => string,
  ask: (q: string) => Promise<string>,
): Promise<Option | 'quit' | null> {
  const awaiting = game.awaiting(state) as Actor[];
  const legalFor = (a: Actor): Option[] => (game.legalActions(state, a) as LegalAction[]).filter((l) => l.optional !== true).map((legal) => ({ actor: a, legal }));
  const awaitedPlayer = awaiting.find((a) => a.kind === 'player');
  const machine: Actor[] = awaiting.some((a) => a.kind !== 'player') ? awaiting.filter((a) => a.kind !== 'player') : [{ kind: 'dealer' }, { kind: 'system' }];
  const options: Option[] = awaitedPlayer
    ? legalFor(awaitedPlayer)
    : [...players.flatMap((p) => legalFor({ kind: 'player', player: p })), ...machine.flatMap(legalFor)];
  if (options.length === 0) throw new Error(`nobody can act (awaiting ${JSON.stringify(awaiting)})`);
  if (options.every((x) => x.actor.kind !== 'player')) return options[0] as Option;
  const viewer = (options.find((x) => x.actor.kind === 'player')?.actor ?? { kind: 'spectator' }) as Actor;
  console.log(render(game.view(state, viewer.kind === 'player' ? { kind: 'player', player: viewer.player } : { kind: 'spectator' })));
  options.forEach((x, i) => console.log(`  ${i + 1}. ${x.actor.kind === 'player' ? x.actor.player : x.actor.kind}: ${describe(x.legal)}`));
  const answer = (await ask(`choose 1-${options.length} (q to quit): `)).trim();
  if (answer === 'q') return 'quit';
  return options[Number(answer) - 1] ?? null;
}

const describe = (l: LegalAction): string => {
  const { type, amount, ...rest } = l;
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
  return `${type}${fields ? ` ${fields}` : ''}${amount ? ` [${amount.min}–${amount.max}]` : ''}`;
};
