/**
 * The craps web component's words (web/src/games/craps/messages.ts) against the engine's bets and actions (here,
 * not beside the game: a game folder imports nothing from web/, docs/architecture.md): English and Spanish
 * complete; every game, bet and action name in Basque and Catalan (000 GP11; 001 is bilingual), Greek and Estonian;
 * a name for every bet a settlement line can carry; every key the table component uses present in English.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { messages } from '../../web/src/games/craps/messages.js';
import { craps, crapsActionSchema } from '../../src/games/craps/game.js';
import { placeableSpots, POINTS } from '../../src/games/craps/spots.js';

const NAMES = ['game.', 'bet.', 'action.'];

test('000 GP11: the craps words — English and Spanish complete, game/bet/action names in eu, ca, el, et', () => {
  const en = Object.keys(messages.en).sort();
  assert.deepEqual(Object.keys(messages.es).sort(), en);
  const names = en.filter((k) => NAMES.some((p) => k.startsWith(p)));
  for (const l of ['eu', 'ca', 'el', 'et'] as const) assert.deepEqual(names.filter((k) => !(k in messages[l])), [], l);
  for (const [l, m] of Object.entries(messages)) for (const [k, v] of Object.entries(m)) assert.ok(v.trim(), `${l} ${k}`);
});

test('000 §06 / 001 §09: every bet a player names or a settlement line carries has a name; every action too', () => {
  const p = craps.profiles.get('cv');
  const bets = new Set([...placeableSpots(p.placeNumbers.value), ...POINTS.flatMap((n) => [`come-${n}`, `dont-come-${n}`]), ...craps.tools!.rtp!(p, 'cv', {}).bets.map((b) => b.bet)]);
  for (const b of bets) assert.ok(`bet.${b}` in messages.en, b);
  for (const a of crapsActionSchema.options.map((o) => o.shape.type.value)) assert.ok(`action.${a}` in messages.en, a);
});

test('the table component names only keys its messages have', () => {
  const src = readFileSync(new URL('../../web/src/games/craps/table.ts', import.meta.url), 'utf8');
  const used = [...src.matchAll(/say\(p, '([a-z0-9.+-]+)'/g)].map((m) => m[1] as string);
  assert.ok(used.length > 5);
  for (const k of used) assert.ok(k in messages.en, k);
  for (const r of ['dice-broken', 'dice-stacked', 'on-chip', 'off-table', 'on-rail', 'in-reserve-basket', 'did-not-reach-wall', 'slid', 'improper']) assert.ok(`craps.reason.${r}` in messages.en, r);
  for (const ph of ['betting', 'closed', 'done']) assert.ok(`craps.phase.${ph}` in messages.en, ph);
});
