/**
 * The layering of docs/architecture.md ("Rules of the layout") is enforced by the lint run (scripts/lint-layers.js,
 * `no-restricted-imports` per folder). Each test lints a one-line module placed in a folder, through the project's
 * own ESLint configuration, and checks that a forbidden import is reported and an allowed one is not. The first four
 * forbidden imports are the ones the tree had before the layering was enforced (issue 16, item 4).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The layering messages ESLint reports for `code` as if it were the file `path` (relative to the repository root). */
async function layering(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** Asserts that each forbidden import is reported (with a message containing `says`) and each allowed one is not. */
async function check(cases: { path: string; forbidden?: string[]; allowed?: string[]; says?: string }): Promise<void> {
  for (const code of cases.forbidden ?? []) {
    const found = await layering(cases.path, code);
    assert.equal(found.length, 1, `${cases.path}: ${code} should be refused`);
    if (cases.says) assert.match(found[0] ?? '', new RegExp(cases.says), code);
  }
  for (const code of cases.allowed ?? []) assert.deepEqual(await layering(cases.path, code), [], `${cases.path}: ${code} should be allowed`);
}

test('src/ledger imports nothing from src/server (its SQL port is src/ledger/sql.ts)', async () => {
  await check({
    path: 'src/ledger/ledger-store.ts',
    forbidden: ["import type { Sql } from '../server/db/db.js';", "import { openDb } from '../../src/server/db/db.js';"],
    allowed: ["import type { Sql } from './sql.js';", "import { CroupierError } from '../core/errors.js';", "import { toMinor } from '../money/money.js';"],
    says: 'never src/server',
  });
});

test('web/ imports from src/ only the types of the contract and the protocol (game views from src/protocol/views), and the locale module', async () => {
  await check({
    path: 'web/src/games/craps/view.ts',
    forbidden: [
      "import type { CrapsView } from '../../../../src/games/craps/views.js';",
      "import type { Settlement } from '../../../../src/core/settlement.js';",
      "import { tableId } from '../../../../src/protocol/common.js';",
      "import type { LegalAction } from '../../../../src/core/contract.js';\nimport { reject } from '../../../../src/core/errors.js';",
    ],
    allowed: [
      "import type { CrapsView } from '../../../../src/protocol/views/craps.js';",
      "import type { LegalAction } from '../../../../src/core/contract.js';",
      "import { format, type Locale } from '../../../../src/i18n/locale.js';",
      "import type { GameViewProps } from '../types.js';",
      "import { say } from '../../i18n/index.js';",
    ],
  });
  await check({ path: 'web/src/session.ts', forbidden: ["import { openDb } from '../../src/server/db/db.js';"], allowed: ["import type { Role } from '../../src/protocol/common.js';"] });
});

test('src/core imports nothing from src/rules (nor any other shared part but src/rng): no core ↔ rules cycle', async () => {
  await check({
    path: 'src/core/contract.ts',
    forbidden: ["import type { ProfileSet } from '../rules/profile-set.js';", "import { publicShoe } from '../shoe/shoe.js';", "import type { TableRuntime } from '../table/table-runtime.js';"],
    allowed: ["import type { Rng } from '../rng/rng.js';", "import type { Settlement } from './settlement.js';"],
    says: 'src/core is the engine contract',
  });
  await check({ path: 'src/rules/profile-set.ts', allowed: ["import type { ProfileSet } from '../core/contract.js';", "import { ConfigError } from '../core/errors.js';"] });
});

test('games import neither the table runtime nor the server; the round runner is the engine\'s (src/core/round-runner.ts)', async () => {
  await check({
    path: 'src/games/baccarat/punto-banca/tools.ts',
    forbidden: [
      "import { RoundRunner } from '../../../table/round-runner.js';",
      "import type { TableRuntime } from '../../../table/table-runtime.js';",
      "import { startServer } from '../../../server/start.js';",
      "import { postEntry } from '../../../ledger/ledger-store.js';",
      "import { getGame } from '../../../registry.js';",
      "import { main } from '../../../cli/main.js';",
      "import { loadScenario } from '../../../scenario/run-scenario.js';",
    ],
    allowed: [
      "import { RoundRunner } from '../../../core/round-runner.js';",
      "import { handPoint } from '../core/values.js';",
      "import { seededRng } from '../../../rng/seeded-rng.js';",
      "import type { PbView } from '../../../protocol/views/baccarat.js';",
    ],
  });
  await check({ path: 'src/games/craps/math/exact.ts', forbidden: ["import { x } from '../../../table/seats.js';"], allowed: ["import { rightMax } from '../table.js';"] });
});

test('a game imports only its view types from src/protocol, with `import type`', async () => {
  await check({
    path: 'src/games/craps/views.ts',
    forbidden: ["import { clientMessage } from '../../protocol/client-messages.js';", "import { CrapsView } from '../../protocol/views/craps.js';"],
    allowed: ["import type { CrapsView } from '../../protocol/views/craps.js';"],
  });
});

test('no game imports another game\'s folder', async () => {
  await check({ path: 'src/games/craps/apply.ts', forbidden: ["import { PAYS } from '../roulette/spots.js';", "import { x } from '../../games/boule/game.js';"], says: "another game's folder" });
  await check({ path: 'src/games/baccarat/chemin-de-fer/bank.ts', forbidden: ["import { handTotal } from '../../blackjack/hand.js';"], allowed: ["import { seatOf } from '../punto-banca/rules.js';"] });
});

test('a game\'s tests may use the scenario runner, but not the registry', async () => {
  await check({
    path: 'src/games/boule/boule.test.ts',
    forbidden: ["import { getGame } from '../../registry.js';", "import { RoundRunner } from '../../table/round-runner.js';"],
    allowed: ["import { gameIn, loadScenario, runScenario } from '../../scenario/run-scenario.js';"],
  });
});

test('shared parts import no game, no registry and no front end; only the runtime may import the ledger', async () => {
  await check({
    path: 'src/wheel/simulate.ts',
    forbidden: ["import { boule } from '../games/boule/index.js';", "import { getGame } from '../registry.js';", "import { RoundRunner } from '../table/round-runner.js';", "import { x } from '../ledger/postings.js';", "import type { WireError } from '../protocol/common.js';"],
    allowed: ["import { RoundRunner } from '../core/round-runner.js';", "import { num } from '../math/rational.js';"],
  });
  await check({ path: 'src/table/table-runtime.ts', forbidden: ["import { games } from '../registry.js';", "import { hub } from '../server/ws/hub.js';"], allowed: ["import { settlementEntries } from '../ledger/postings.js';", "import { replayRound } from '../core/round-runner.js';"] });
  await check({ path: 'src/poker-eval/describe.ts', forbidden: ["import { x } from '../../test/fixtures/bot.js';"], allowed: ["import { format } from '../i18n/locale.js';"] });
});

test('the CLI and the server reach games through src/registry.ts only', async () => {
  await check({ path: 'src/server/tables/table-host.ts', forbidden: ["import { craps } from '../../games/craps/index.js';"], allowed: ["import { games } from '../../registry.js';", "import { TableRuntime } from '../../table/table-runtime.js';"] });
  await check({ path: 'src/cli/info-commands.ts', forbidden: ["import { blackjack } from '../games/blackjack/index.js';"], allowed: ["import { getGame } from '../registry.js';", "import { startServer } from '../server/start.js';"] });
});

test('src/protocol imports nothing else from src/', async () => {
  await check({ path: 'src/protocol/views/blackjack.ts', forbidden: ["import type { Card } from '../../cards/card.js';"], allowed: ["import type { PublicShoe } from './common.js';", "import type { WireSettlementLine } from '../common.js';"] });
});

test('every folder of src/ and web/src has a layer (a new folder must be placed before it can be linted)', async () => {
  const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `src/${d.name}`);
  const families = readdirSync(join(ROOT, 'src/games'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `src/games/${d.name}`);
  for (const dir of [...folders.filter((f) => f !== 'src/games'), ...families, 'web/src']) {
    const config = (await eslint.calculateConfigForFile(join(ROOT, dir, 'x.ts'))) as { rules?: Record<string, unknown> };
    assert.ok(config.rules?.['no-restricted-imports'], `${dir} has no layering rule`);
  }
});
