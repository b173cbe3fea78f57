/**
 * The web client's message catalogue: every language (es, eu, ca, el, et) has exactly English's keys with the same
 * placeholders (000 GP11: both official languages of the Basque Country; issue 17), and every key the client's code
 * names is present in English.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chipFace, fullCatalogue, money, UI_MESSAGES } from '../../web/src/i18n/index.js';
import { gameComponents } from '../../web/src/games/index.js';

const cat = fullCatalogue();
const OTHERS = ['es', 'eu', 'ca', 'el', 'et'] as const;
const params = (s: string): string => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

test('000 GP11 (issue 17): every catalogue has exactly the keys English has, none empty', () => {
  const en = Object.keys(cat.en).sort();
  for (const l of OTHERS) {
    const keys = Object.keys(cat[l] ?? {});
    const missing = en.filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !(k in cat.en));
    assert.deepEqual(missing, [], `${l} lacks ${missing.length} key(s) English has: ${missing.slice(0, 20).join(', ')}`);
    assert.deepEqual(extra, [], `${l} has key(s) English lacks: ${extra.join(', ')}`);
  }
  for (const [l, m] of Object.entries(cat)) for (const [k, v] of Object.entries(m ?? {})) assert.ok(v.trim().length > 0, `${l} ${k} is empty`);
});

test('000 GP11 (issue 17): every interface catalogue file is complete on its own (no English fallback)', () => {
  const en = Object.keys(UI_MESSAGES.en);
  for (const l of OTHERS) {
    const missing = en.filter((k) => !((UI_MESSAGES[l] ?? {})[k]));
    assert.deepEqual(missing, [], `${l} interface lacks ${missing.join(', ')}`);
  }
});

test('croupier default: every message has the same placeholders as English, in every language', () => {
  for (const l of OTHERS) {
    for (const [k, v] of Object.entries(cat[l] ?? {})) {
      const en = cat.en[k];
      if (en !== undefined) assert.equal(params(v), params(en), `${l} ${k}: placeholders differ from English ("${v}" / "${en}")`);
    }
  }
});

test('croupier default: every message key the client code names is in the English catalogue', () => {
  const files: string[] = [];
  const walk = (d: string): void => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.includes(`${join('web', 'src', 'i18n')}`)) files.push(p);
    }
  };
  walk(join('web', 'src'));
  const missing: string[] = [];
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/\bt\('([a-z0-9.+-]+)'/g)) if (!(m[1] as string in cat.en)) missing.push(`${f}: ${m[1]}`);
  }
  assert.deepEqual(missing, []);
});

test('croupier default: every game component brings English names for its family', () => {
  for (const c of gameComponents()) {
    assert.ok(Object.keys(c.messages.en).some((k) => k.startsWith('game.')), `${c.family} names its games`);
    for (const l of Object.keys(c.messages)) assert.ok(l in UI_MESSAGES, `${c.family}: unknown locale ${l}`);
  }
});

test('amounts: money in the locale\'s separators, a chip\'s face without decimals when whole', () => {
  assert.equal(money('en', 123456), '1,234.56');
  assert.equal(money('es', 123456), '1234,56');
  assert.equal(chipFace('en', 100_000), '1,000');
  assert.equal(chipFace('es', 1_000), '10');
  assert.equal(chipFace('en', 250), '2.50', 'a chip of 2.50 keeps its cents');
});
