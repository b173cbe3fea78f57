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
import { RoundRunner } from '../table/round-runner.js';

export async function playInTerminal(game: AnyGame, profile: unknown, profileId: string, o: { players: string[]; bankroll: number; seed?: string }): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const rng = o.seed ? seededRng(o.seed) : cryptoRng();
  const wallets: Record<string, number> = Object.fromEntries(o.players.map((p) => [p, o.bankroll]));
  const table = game.defaultTable(profile);
  let carry: unknown = null;
  const render = (v: unknown): string => (game.tools?.render ? game.tools.render(v) : JSON.stringify(v, null, 2));
  try {
    for (let roundNo = 1; ; roundNo++) {
      console.log(`\n=== ${game.id} (${profileId}) round ${roundNo} — ${o.players.map((p) => `${p}: ${formatMinor(wallets[p] ?? 0)}`).join(', ')} ===`);
      const runner = new RoundRunner(game, { profile, profileId, table, carry, rng, roundNo });
      while (!runner.over) {
        const awaiting = game.awaiting(runner.state) as Actor[];
        const auto = awaiting.find((a) => a.kind !== 'player');
        // nobody awaited (betting open, nobody at the table yet): the first terminal player may bet
        const actor: Actor = auto ?? awaiting[0] ?? (o.players[0] !== undefined && game.legalActions(runner.state, { kind: 'player', player: o.players[0] }).length > 0 ? { kind: 'player', player: o.players[0] } : { kind: 'dealer' });
        const legal = game.legalActions(runner.state, actor) as LegalAction[];
        if (legal.length === 0) throw new Error(`nobody can act (awaiting ${JSON.stringify(awaiting)})`);
        let action: GameAction;
        if (actor.kind !== 'player') action = { ...(legal[0] as object), by: actor } as unknown as GameAction;
        else {
          console.log(render(game.view(runner.state, { kind: 'player', player: actor.player })));
          legal.forEach((l, i) => console.log(`  ${i + 1}. ${describe(l)}`));
          const answer = (await rl.question(`${actor.player}, choose 1-${legal.length} (q to quit): `)).trim();
          if (answer === 'q') return;
          const chosen = legal[Number(answer) - 1];
          if (!chosen) continue;
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

const describe = (l: LegalAction): string => {
  const { type, amount, ...rest } = l;
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
  return `${type}${fields ? ` ${fields}` : ''}${amount ? ` [${amount.min}–${amount.max}]` : ''}`;
};
