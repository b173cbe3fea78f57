/**
 * @module cli/info-commands
 * `games`, `profile show`, `profile schema`, `scenario`: what the registry holds and runs; `phh`: a finished
 * circle-poker hand as PHH (PokerKit's hand history) from a round file as the recall gives it to an auditor.
 */
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../core/errors.js';
import type { GameAction } from '../core/contract.js';
import { games, getGame } from '../registry.js';
import { loadScenario, runScenario } from '../scenario/run-scenario.js';
import { resolveProfile } from './profile-option.js';
import { formatMinor } from '../money/money.js';
import { resultLines } from '../core/settlement.js';

export function registerInfoCommands(program: Command): void {
  program
    .command('games')
    .description('list every registered game with its profiles and bets')
    .option('--json', 'machine-readable output')
    .action((o: { json?: boolean }) => {
      const list = games().map((g) => ({
        id: g.id,
        family: g.family,
        profiles: g.profiles.ids().map((id) => ({ id, bets: g.bets(g.profiles.get(id)) })),
      }));
      if (o.json) console.log(JSON.stringify(list, null, 2));
      else for (const g of list) console.log(`${g.id.padEnd(24)} ${g.family.padEnd(14)} profiles: ${g.profiles.map((p) => p.id).join(', ')}`);
    });

  const profile = program.command('profile').description('rule profiles');
  profile
    .command('show <game> [id]')
    .description('print a complete profile, every parameter with its citation')
    .option('--json', 'JSON output (edit it and load it back with --profile-file)')
    .option('--profile-file <file>', 'validate and print this profile file instead')
    .action((gameId: string, id: string | undefined, o: { json?: boolean; profileFile?: string }) => {
      const g = getGame(gameId);
      const { profile: p } = resolveProfile(g, { profile: id, profileFile: o.profileFile });
      if (o.json) console.log(JSON.stringify(p, null, 2));
      else printCited(p, '');
    });
  profile
    .command('schema <game>')
    .description("print the JSON Schema of the game's profiles")
    .action((gameId: string) => console.log(JSON.stringify(getGame(gameId).profiles.jsonSchema(), null, 2)));

  program
    .command('phh <round-file>')
    .description("a finished circle-poker hand as PHH (PokerKit's hand history, TOML) from a round file: an auditor's GET /api/rounds/:id")
    .action((file: string) => void process.stdout.write(handHistoryOf(file)));

  program
    .command('replay <phh-file>')
    .description("replay a PHH hand history (PokerKit's format; ours or another tool's) through the engine and check its results")
    .option('--json')
    .action((file: string, o: { json?: boolean }) => {
      const family = games().find((g) => g.tools?.replay);
      if (!family?.tools?.replay) throw new ConfigError('cli/no-replay', 'no game family replays hand histories');
      const r = family.tools.replay(readFileSync(file, 'utf8'), (id) => games().find((g) => g.id === id));
      if (o.json) console.log(JSON.stringify(r, null, 2));
      else {
        console.log(`${r.game}, profile ${r.profile}: replayed to the end; house cut ${formatMinor(r.houseCut)}`);
        r.players.forEach((p, i) => console.log(`  ${p.padEnd(20)} finishing stack ${formatMinor(r.finishingStacks[i] ?? 0)}`));
        for (const c of r.checks) console.log(`  ${c.ok ? 'agrees' : 'DIFFERS'}: ${c.field} in the file ${c.file.join(', ')}${c.ok ? '' : `; replayed ${c.replayed.join(', ')}`}`);
      }
      if (r.checks.some((c) => !c.ok)) process.exitCode = 1;
    });

  program
    .command('scenario <files...>')
    .description('run scenario files and print each settlement and event log')
    .option('--json', 'machine-readable output')
    .action((files: string[], o: { json?: boolean }) => {
      let bad = 0;
      const out: unknown[] = [];
      for (const f of files) {
        const r = runScenario(loadScenario(f), getGame);
        if (!r.ok) bad++;
        if (o.json) {
          out.push({ file: f, ...r });
          continue;
        }
        console.log(`${r.ok ? 'PASS' : 'FAIL'} ${r.cite}: ${r.name} (${f})`);
        r.rounds.forEach((round, i) => {
          console.log(`  round ${i + 1}`);
          for (const e of round.events) console.log(`    · ${JSON.stringify(e)}`);
          if (round.settlement) {
            console.log('    bettor       box  bet              stake    return       net  outcome');
            for (const l of resultLines(round.settlement))
              console.log(`    ${l.bettor.padEnd(12)} ${String(l.box ?? '').padStart(3)}  ${l.bet.padEnd(14)} ${formatMinor(l.stake).padStart(8)} ${formatMinor(l.returned).padStart(9)} ${formatMinor(l.net).padStart(9)}  ${l.outcome}`);
            console.log(`    house net ${formatMinor(round.settlement.houseNet)}`);
          }
          for (const f2 of round.failures) console.log(`    ✗ ${f2}`);
        });
      }
      if (o.json) console.log(JSON.stringify(files.length === 1 ? out[0] : out, null, 2));
      else console.log(`\n${files.length - bad} passed, ${bad} failed`);
      if (bad) process.exitCode = 1;
    });
}

/** The round file: the auditor's `GET /api/rounds/:id` (its `initial` state and `actions`), saved as JSON. */
function handHistoryOf(file: string): string {
  const rec = JSON.parse(readFileSync(file, 'utf8')) as { round?: { game?: string }; initial?: { variant?: { id?: string } }; actions?: { by?: unknown; action?: GameAction }[] };
  if (!rec.initial || !Array.isArray(rec.actions)) throw new ConfigError('cli/round-file', `${file}: a round file is an auditor's GET /api/rounds/:id, with "initial" and "actions"`);
  const id = rec.round?.game ?? rec.initial.variant?.id ?? '';
  const game = getGame(id);
  if (!game.handHistory) throw new ConfigError('cli/no-hand-history', `${id} has no hand-history format (PHH covers circle poker)`);
  const actions = rec.actions.map((x) => ({ ...x.action, by: x.action?.by ?? x.by }) as GameAction);
  return game.handHistory(rec.initial, actions);
}

function printCited(p: unknown, indent: string): void {
  if (p === null || typeof p !== 'object') return;
  for (const [k, v] of Object.entries(p as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object' && 'value' in v && 'cite' in v) {
      const c = v as { value: unknown; cite: string; note?: string };
      console.log(`${indent}${k}: ${JSON.stringify(c.value)}   [${c.cite}]${c.note ? ` — ${c.note}` : ''}`);
    } else if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      console.log(`${indent}${k}:`);
      printCited(v, `${indent}  `);
    } else console.log(`${indent}${k}: ${JSON.stringify(v)}`);
  }
}
