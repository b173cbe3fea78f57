/**
 * What the server sends as ids and codes, said in every language of the catalogue (issue 17, 000 GP11): every bet
 * and outcome a settlement line carries in the scenarios, every game's and jurisdiction's lobby description, and
 * every rejection code the engine and the table can give (its own text, a reason shared by the games, or — only for
 * the listed internal codes — the namespace's generic text). English stays the last fallback for a code the
 * catalogue does not know, so nothing breaks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '../../src/registry.js';
import { gameIn, loadScenario, runScenario } from '../../src/scenario/run-scenario.js';
import { format, LOCALES } from '../../src/i18n/locale.js';
import type { Locale } from '../../src/i18n/locale.js';
import { fullCatalogue } from '../../web/src/i18n/index.js';
import type { Translate } from '../../web/src/i18n/index.js';
import { codeText, wireErrorText } from '../../web/src/views/errors.js';
import { resultHeadings } from '../../web/src/views/result.js';
import { tableOwnName } from '../../web/src/views/lobby.js';
import { numericFields } from '../../web/src/views/dealer.js';

const cat = fullCatalogue();
const tr = (locale: Locale): Translate => Object.assign((k: string, p?: Record<string, string | number>) => format(cat, locale, k, p), { locale });
const has = (l: Locale, key: string): boolean => Boolean((cat[l] ?? {})[key]);
const OTHERS = LOCALES.filter((l) => l !== 'en');

function files(dir: string, keep: (p: string) => boolean): string[] {
  const out: string[] = [];
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out.push(...files(p, keep));
    else if (keep(p)) out.push(p);
  }
  return out;
}

const scenarios = files(join('src', 'games'), (p) => p.includes(`${join('', 'scenarios', '')}`) && p.endsWith('.json')).map((f) => loadScenario(f));

test('issue 17: every bet and outcome a settlement line carries in the scenarios has a name in every language', () => {
  const resolve = gameIn(games());
  const bets = new Set<string>();
  const outcomes = new Set<string>();
  for (const sc of scenarios) {
    for (const r of runScenario(sc, resolve).rounds) for (const l of r.settlement?.lines ?? []) { bets.add(l.bet); outcomes.add(l.outcome); }
  }
  assert.ok(bets.size > 50 && outcomes.size > 10, `the scenarios settle many bets (${bets.size}) and outcomes (${outcomes.size})`);
  for (const l of LOCALES) {
    const numbered = (b: string): boolean => { const m = /^(.*?)((?:-\d+)+)$/.exec(b); return m !== null && has(l, `bet.${m[1]}`); };
    assert.deepEqual([...bets].filter((b) => !has(l, `bet.${b}`) && !numbered(b)), [], `${l}: bets without a name`);
    assert.deepEqual([...outcomes].filter((o) => !has(l, `outcome.${o}`)), [], `${l}: outcomes without a name`);
  }
});

test('issue 17: every action the scenarios take has a name in every language (the buttons and the round\'s log)', () => {
  const types = new Set<string>();
  for (const sc of scenarios) for (const r of sc.rounds ?? []) for (const a of r.actions ?? []) types.add(a.type);
  assert.ok(types.size > 50, `the scenarios take many kinds of action (${types.size})`);
  for (const l of LOCALES) assert.deepEqual([...types].filter((a) => !has(l, `action.${a}`)), [], `${l}: actions without a name`);
});

test('issue 17: the lobby describes every game and every jurisdiction in every language', () => {
  for (const l of LOCALES) {
    for (const g of games()) {
      assert.ok(has(l, `game.${g.id}`) && has(l, `about.${g.id}`), `${l}: game.${g.id} / about.${g.id}`);
      for (const p of g.profiles.ids()) assert.ok(has(l, `jurisdiction.${p}`) && has(l, `regulation.${p}`), `${l}: jurisdiction.${p} / regulation.${p}`);
    }
  }
  assert.equal(tableOwnName({ game: 'blackjack', name: 'blackjack · Greece — Ministerial Decision Τ/6736/2003, Article 14' }), null, 'the demo name is the server\'s English');
  assert.equal(tableOwnName({ game: 'blackjack', name: 'blackjack (gr)' }), null, 'so is the default of a table created without a name');
  assert.equal(tableOwnName({ game: 'blackjack', name: 'Salle privée 2' }), 'Salle privée 2');
});

test('issue 17: every field of every game\'s table configuration the dealer may change has a name in every language', () => {
  const paths = new Set<string>();
  for (const g of games()) {
    for (const p of g.profiles.ids()) {
      let config: unknown;
      try { config = g.tableSchema.parse(g.defaultTable(g.profiles.get(p))); } catch { continue; }
      for (const [path] of numericFields(config)) paths.add(path);
    }
  }
  assert.ok(paths.size > 20, `the games' configurations have many fields (${paths.size})`);
  for (const l of LOCALES) assert.deepEqual([...paths].filter((p) => !has(l, `config.${p}`)), [], `${l}: fields the dealer panel would show by their path`);
});

/** Codes the engine gives only for a malformed stack, configuration or replay: no person meets them at a table. */
const INTERNAL = new Set([
  'baccarat/bad-stack', 'blackjack/bad-stack', 'blackjack/bad-strategy', 'blackjack/bad-option', 'blackjack/box-model', 'blackjack/math-unsupported',
  'blackjack/bad-reshuffle', 'blackjack/bad-misdeal', 'boule/no-result', 'roulette/no-result', 'wheel-of-fortune/no-result', 'craps/invalid-stack',
  'craps/simulation-rejected', 'craps/unknown-reason', 'craps/bad-dice', 'craps/bad-dice-pick', 'craps/unknown-spot', 'trente-et-quarante/invalid-stack',
  'punto-banca/needs-randomize', 'punto-banca/bad-shuffle', 'punto-banca/bad-placement', 'punto-banca/unknown-model', 'chemin/bad-count', 'chemin/bad-index',
  'deux-tableaux/bad-count', 'deux-tableaux/bad-day', 'deux-tableaux/bad-unit', 'table/exists', 'table/duplicate-key', 'table/invalid-config',
  'table/no-settlement', 'table/no-step', 'table/step-refused', 'table/ledger-refused', 'table/void-negative', 'table/random-from-client',
  'table/replay-mismatch', 'table/replay-over',
  // A malformed stack, profile or table configuration, refused when it is loaded (a table's own configuration reaches
  // the staff as table/invalid-config): bingo, house poker, the machines, Monte.
  'bingo/generation-failed', 'bingo/bad-stack', 'bingo/bad-series-count', 'bingo/bad-games', 'bingo/bad-card-price', 'circle-poker/no-such-deck',
  'house-poker/player-advantage', 'house-poker/side-limit', 'house-poker/no-jackpot', 'house-poker/jackpot-limit', 'house-poker/limit-ratio',
  'house-poker/no-analysis', 'machine-bingo/bad-pay-table', 'machine-bingo/bad-stack', 'electronic-blackjack/bad-stack', 'hi-lo/bad-stack',
  'keno/bad-stack', 'keno/return-above-stakes', 'keno/spots-not-paid', 'keno/bad-pay-table', 'reels/bad-line', 'reels/bad-pattern',
  'reels/endless-free-games', 'video-poker/bad-stack', 'video-poker/bad-hand', 'video-poker/wrong-kind', 'video-poker/unknown-hand',
  'video-poker/missing-hand', 'monte/player-advantage', 'monte/invalid-stack',
  // The server's own random result, filled by the runtime before the game checks it (a client's is refused first as
  // table/random-from-client): the bingo series, the machines' draws, stops, pockets and jackpot draws.
  'bingo/no-series', 'bingo/bad-series', 'machine-bingo/no-draw', 'electronic-roulette/no-pocket', 'hi-lo/no-number', 'reels/no-stops',
  'reels/no-jackpot-draws', 'video-poker/no-jackpot-draws',
  // The committed card sequence of an electronic blackjack game spent: a broken invariant of the machine, not an action refused.
  'electronic-blackjack/sequence-spent',
  // The ledger's invariants (a posting that is not an integer, unbalanced, doubled, an unknown account): the table stops,
  // and a person sees the namespace's generic text.
  'ledger/unknown-account', 'ledger/not-an-integer', 'ledger/duplicate-account', 'ledger/unbalanced', 'ledger/bad-stake', 'ledger/settlement-mismatch',
  // The tournament's own computations: the seat draw the server fills (randomize), and the prize table's arguments
  // (a pool and a unit in minor units, a field of at least one entry), which the director computes, never a person.
  'tournaments/not-randomized', 'tournaments/bad-pool', 'tournaments/bad-unit', 'tournaments/no-field',
]);
/**
 * Every namespace whose codes a person meets through the protocol: the games' and the table's (a refused action), the
 * shared shoe's, the tournaments' and the server's refusals of an account, a seat or a repeated request. The test
 * below it keeps the list whole: a `reject('ns/…')` or `refuse('ns/…')` of src outside it fails.
 */
const NAMESPACE_LIST = [
  'auth', 'baccarat', 'bingo', 'blackjack', 'boule', 'chemin', 'circle-poker', 'craps', 'deux-tableaux', 'draws', 'electronic-blackjack',
  'electronic-roulette', 'hi-lo', 'house-poker', 'idempotency', 'keno', 'ledger', 'machine-bingo', 'monte', 'punto-banca', 'reels',
  'roulette', 'shoe', 'table', 'tournaments', 'trente-et-quarante', 'video-poker', 'waitlist', 'wheel-of-fortune',
];
const NAMESPACES = NAMESPACE_LIST.join('|');
const sources = (): string[] => files('src', (p) => p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes(join('src', 'poker-eval')));

/**
 * The codes an error class names by its reason alone and prefixes with its namespace (`new TournamentError('full', …)`
 * is `tournaments/full`): each class whose constructor passes `` `<ns>/${code}` `` to its super, then every call of it.
 */
function prefixedCodes(texts: readonly string[]): Set<string> {
  const classes = new Map<string, string>();
  for (const t of texts) for (const m of t.matchAll(/class (\w+) extends \w+ \{\s*constructor\(code: string[\s\S]{0,200}?super\(`([a-z][a-z0-9-]*)\/\$\{code\}`/g)) classes.set(m[1] as string, m[2] as string);
  const codes = new Set<string>();
  for (const t of texts) for (const [name, ns] of classes) for (const m of t.matchAll(new RegExp(`\\b${name}\\(\\s*['\`]([a-z0-9][a-z0-9+-]*)['\`]`, 'g'))) codes.add(`${ns}/${m[1] as string}`);
  return codes;
}

test('issue 17: every namespace a rejection of src names (`reject(\'ns/…\')`, `refuse(\'ns/…\')`) is one the next test checks', () => {
  const named = new Set<string>();
  for (const f of sources()) for (const m of readFileSync(f, 'utf8').matchAll(/\b(?:reject|refuse)\(\s*['`]([a-z][a-z0-9-]*)\//g)) named.add(m[1] as string);
  assert.ok(named.size > 20, `the sources reject in many namespaces (${named.size})`);
  assert.deepEqual([...named].filter((ns) => !NAMESPACE_LIST.includes(ns)).sort(), [], 'namespaces whose codes no test checks for a text');
});

test('issue 17: every rejection code of the games and the table has a text of its own or a shared reason in every language', () => {
  const codes = new Set<string>();
  const texts = sources().map((f) => readFileSync(f, 'utf8'));
  for (const t of texts) for (const m of t.matchAll(new RegExp(`['\`]((?:${NAMESPACES})/[a-z0-9][a-z0-9+-]*)['\`]`, 'g'))) codes.add(m[1] as string);
  const prefixed = [...prefixedCodes(texts)];
  assert.ok(prefixed.filter((c) => c.startsWith('tournaments/')).length > 20, 'the tournament director\'s refusals are found by their class');
  for (const c of prefixed) if (NAMESPACE_LIST.includes(c.slice(0, c.indexOf('/')))) codes.add(c);
  for (const sc of scenarios) for (const r of sc.rounds ?? []) for (const a of r.actions ?? []) if (a.expectReject) codes.add(a.expectReject);
  assert.ok(codes.size > 300, `the sources name many codes (${codes.size})`);
  const specific = (l: Locale, code: string): boolean => has(l, `error.${code}`) || has(l, `error.*/${code.slice(code.indexOf('/') + 1)}`);
  for (const l of LOCALES) {
    assert.deepEqual([...codes].filter((c) => !INTERNAL.has(c) && !specific(l, c)), [], `${l}: codes a player or dealer meets, without a text`);
    assert.deepEqual([...codes].filter((c) => !has(l, `error.${c.slice(0, c.indexOf('/'))}/*`)), [], `${l}: codes of a namespace without a generic text`);
  }
});

test('issue 17: an error reads in the page\'s language; English shows the server\'s own message; an unknown code falls back', () => {
  const eu = tr('eu');
  const en = tr('en');
  const rej = { code: 'blackjack/no-surrender-vs-ace', message: 'no surrender against a dealer ace', cite: '000 §03' };
  assert.equal(wireErrorText(eu, rej), 'Ezin da amore eman croupierraren batekoaren aurka. (000 §03)', 'its own text');
  assert.equal(codeText(tr('el'), 'roulette/bets-closed', 'no more bets: rien ne va plus'), 'Τα στοιχήματα έκλεισαν: τέλος στοιχημάτων.', 'the shared reason');
  assert.equal(codeText(tr('et'), 'craps/some-new-reason', 'a new English message'), 'Täringumängu reeglid ei luba seda praegu.', 'the namespace\'s generic text');
  assert.equal(codeText(tr('ca'), 'poker/unheard-of', 'poker: not now'), 'poker: not now', 'an unknown namespace: the server\'s English');
  assert.equal(codeText(tr('es'), 'poker/unheard-of', ''), 'poker/unheard-of', 'nothing at all: the code');
  assert.equal(wireErrorText(en, rej), 'no surrender against a dealer ace (000 §03)', 'English: the server\'s message, with its figures');
  assert.equal(codeText(en, 'table/stale-version', ''), 'The table has moved on: your action came too late.', 'English without a message: the catalogue');
});

test('issue 17: the settlement table\'s box column reads as a word in every language (a Basque header read ". laukia")', () => {
  for (const l of LOCALES) {
    const box = resultHeadings(tr(l))[1] as string;
    assert.ok(/^\p{L}/u.test(box) && !box.includes('{'), `${l}: "${box}"`);
  }
  assert.equal(resultHeadings(tr('eu'))[1], 'Laukia');
});

test('issue 17: a few interface messages differ from English in every other language (no English left over)', () => {
  const keys = ['lobby.none', 'table.round', 'table.connecting', 'history.title', 'dealer.void', 'table.rejected', 'bj.phase.play', 'bac.phase.result', 'roulette.phase.over', 'craps.phase.over', 'error.table/stale-version'];
  for (const l of OTHERS) for (const k of keys) assert.notEqual((cat[l] ?? {})[k], cat.en[k], `${l} ${k} is still English`);
});
