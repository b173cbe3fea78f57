// @ts-check
/**
 * @module scripts/lint-layers
 * The layering of docs/architecture.md ("Rules of the layout") as ESLint's `no-restricted-imports`, one config block
 * per folder of src/ (and one for web/src). Each layer lists the folders it may import; every other folder of src/
 * (read from the disk, so a new folder is refused until a layer names it), src/registry.ts and the folders outside
 * src/ are refused. Type-only imports count (`import type` is an import). test/lint-layers.test.ts shows each rule
 * catching a forbidden import and letting an allowed one through.
 *
 * The patterns are regular expressions over the import as written: a relative path that climbs out of the importing
 * folder (`../`, `../../`, …) and then names a folder (`../server/db/db.js`, `../../../table/x.js`). Imports inside
 * a folder (`./x.js`) are never refused; dynamic `import()` is not checked by the rule.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dirsIn = (/** @type {string} */ rel) =>
  readdirSync(fileURLToPath(new URL(rel, import.meta.url)), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/** Every folder of src/, and every game family (src/games/<family>/). */
export const SRC_FOLDERS = dirsIn('../src/');
export const FAMILIES = dirsIn('../src/games/');

/** The shared engine parts: pure, no game names, no storage, no runtime. */
export const ENGINE = ['rng', 'cards', 'shoe', 'dice', 'wheel', 'money', 'rules', 'math', 'poker-eval', 'poker', 'i18n'];
/** Folders at the repository root that no module of src/ imports. */
const OUTSIDE = ['web', 'test', 'bench', 'scripts'];

const DOC = 'See docs/architecture.md, "Rules of the layout".';
const esc = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A relative import that climbs out of its folder into one of `names`: folders of src/, or `registry` for the file
 * src/registry.ts (a folder is named with its slash, so a game's own `../table.js` is not src/table/).
 */
const into = (/** @type {string[]} */ names) => {
  const folders = names.filter((n) => n !== 'registry').map(esc);
  const targets = [...(folders.length ? [`(?:${folders.join('|')})/`] : []), ...(names.includes('registry') ? ['registry\\.js$'] : [])];
  return `^(?:\\.\\./)+(?:src/)?(?:${targets.join('|')})`;
};

/**
 * The folders of src/ (and `registry`) a layer may import. `self` is always allowed; src/games is handled per family.
 * @type {{ folder: string, may: string[], says: string }[]}
 */
export const LAYERS = [
  { folder: 'core', may: ['rng'], says: 'src/core is the engine contract: it imports only src/rng (the Rng interface).' },
  ...ENGINE.map((folder) => ({ folder, may: ['core', ...ENGINE], says: `src/${folder} is a shared part: it imports only src/core and the other shared parts (${ENGINE.join(', ')}), never a game, the ledger, the table runtime or a front end.` })),
  { folder: 'ledger', may: ['core', ...ENGINE], says: 'src/ledger imports only src/core and the shared parts: never src/server (its SQL port is src/ledger/sql.ts).' },
  { folder: 'table', may: ['core', ...ENGINE, 'ledger'], says: 'src/table (the table runtime) imports only src/core, the shared parts and src/ledger: no game, no front end.' },
  { folder: 'draws', may: ['core', ...ENGINE, 'ledger'], says: 'src/draws (the draw games: lotteries, instant tickets, raffles, tombolas) imports only src/core, the shared parts and src/ledger: no table game, no front end.' },
  { folder: 'jackpots', may: ['core', ...ENGINE, 'ledger'], says: 'src/jackpots (progressive jackpots: the definitions, the pure arithmetic of contributions and prizes) imports only src/core, the shared parts and src/ledger: no game, no table runtime, no server.' },
  { folder: 'tournaments', may: ['core', 'ledger', 'rng', 'rules', 'money', 'cards', 'shoe', 'poker-eval', 'registry'], says: 'src/tournaments (the tournament directors, the ranking, the Sit & Go book) imports only src/core, src/ledger, the shared parts it needs (rng, rules, money, cards, shoe, poker-eval) and src/registry.ts: never a game\'s folder, the table runtime or the server.' },
  { folder: 'protocol', may: [], says: 'src/protocol is the wire contract shared with web/: it imports nothing else from src/.' },
  { folder: 'scenario', may: ['core', ...ENGINE], says: 'src/scenario runs scenarios through the engine: it imports only src/core and the shared parts (games come through the caller).' },
  { folder: 'cli', may: SRC_FOLDERS.filter((f) => f !== 'games').concat('registry'), says: 'src/cli reaches games through src/registry.ts only.' },
  { folder: 'server', may: SRC_FOLDERS.filter((f) => f !== 'games').concat('registry'), says: 'src/server reaches games through src/registry.ts only.' },
];

/** Refuses every folder of src/ (and the registry, and the root folders) that `may` does not name. */
function refuseAllBut(/** @type {string} */ self, /** @type {string[]} */ may, /** @type {string} */ says) {
  const refused = [...SRC_FOLDERS, 'registry'].filter((f) => f !== self && !may.includes(f));
  return [
    ...(refused.length ? [{ regex: into(refused), message: `${says} ${DOC}` }] : []),
    { regex: into(OUTSIDE), message: `Modules of src/ import nothing from ${OUTSIDE.join(', ')}. ${DOC}` },
  ];
}

const rule = (/** @type {object[]} */ patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The patterns of one game family; `tests`: its *.test.ts files, which may also use the scenario runner. */
function gamePatterns(/** @type {string} */ family, /** @type {boolean} */ tests) {
  const others = FAMILIES.filter((f) => f !== family);
  const may = ['core', ...ENGINE, 'games', 'protocol', ...(tests ? ['scenario'] : [])];
  return [
    ...refuseAllBut('games', may, `A game (src/games/${family}) imports only src/core, the shared parts (${ENGINE.join(', ')}) and its view's wire type from src/protocol/views${tests ? '; its tests also src/scenario' : ''}: never the server, the table runtime, the ledger, the CLI or the registry.`),
    ...(others.length ? [{ regex: `^(?:\\.\\./)+(?:src/)?(?:games/)?(?:${others.map(esc).join('|')})/`, message: `No game imports another game's folder (src/games/${family} imports from src/games/<other>). ${DOC}` }] : []),
    { regex: '^(?:\\.\\./)+(?:src/)?protocol/(?!views/)', message: `A game imports only its view's wire type from src/protocol/views, not the wire messages. ${DOC}` },
    { regex: '^(?:\\.\\./)+(?:src/)?protocol/views/', allowTypeImports: true, message: `src/protocol/views holds types only: import them with \`import type\`. ${DOC}` },
  ];
}

/** web/src: the contract's and the protocol's types, the locale list and formatter of src/i18n/locale.ts, and the reading of typed amounts of src/money/money.ts. */
const WEB_PATTERNS = [
  { regex: '^(?:\\.\\./)+src/(?!protocol/|core/contract\\.js$|i18n/locale\\.js$|money/money\\.js$)', message: `web/ imports from src/ only src/core/contract.ts and src/protocol/** (types) and src/i18n/locale.ts and src/money/money.ts. ${DOC}` },
  { regex: '^(?:\\.\\./)+src/(?:protocol/|core/contract\\.js$)', allowTypeImports: true, message: `web/ imports only types from src/core/contract.ts and src/protocol/** (\`import type\`): no engine or zod code in the bundle. ${DOC}` },
];

const files = (/** @type {string} */ dir) => [`${dir}/**/*.ts`];

/** @type {import('eslint').Linter.Config[]} */
export const layerBlocks = [
  ...LAYERS.map(({ folder, may, says }) => ({ name: `layers/${folder}`, files: files(`src/${folder}`), rules: rule(refuseAllBut(folder, may, says)) })),
  ...FAMILIES.flatMap((family) => [
    { name: `layers/games/${family}`, files: files(`src/games/${family}`), ignores: ['**/*.test.ts'], rules: rule(gamePatterns(family, false)) },
    { name: `layers/games/${family}/tests`, files: [`src/games/${family}/**/*.test.ts`], rules: rule(gamePatterns(family, true)) },
  ]),
  { name: 'layers/web', files: files('web/src'), rules: rule(WEB_PATTERNS) },
];
