/**
 * Procedure citations are profile data (issue 16, item 5): a family's topics are validated at load, and `citeOf`
 * reads the profile's own section for a topic.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { citeOf, citesSchema } from './cites.js';
import { profileHeader, profileSetFromDir } from './profile-set.js';

const TOPICS = { 'no-more-bets': 'Bets close at "no more bets".', limits: 'Bets lie between the limits.' } as const;
const schema = z.object({ ...profileHeader, cites: citesSchema(TOPICS) });
const header = { id: 'xx', name: 'X', seed: '009', jurisdiction: 'X' };

test('croupier default: a profile names the section of every procedure topic of its family, and citeOf reads it', () => {
  const p = schema.parse({ ...header, cites: { 'no-more-bets': '009 §2 V.3', limits: '009 §2 V.2' } });
  assert.equal(citeOf(p, 'no-more-bets'), '009 §2 V.3');
  assert.equal(citeOf(p, 'limits'), '009 §2 V.2');
});

test('croupier default: a missing topic, an empty citation or an unknown topic fails at load (rules/invalid-profile)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-cites-'));
  const load = (cites: unknown) => {
    writeFileSync(join(dir, 'xx.json'), JSON.stringify({ ...header, cites }));
    return () => profileSetFromDir(schema, dir);
  };
  const refused = (path: string) => (e: unknown) => e instanceof Error && (e as { code?: string }).code === 'rules/invalid-profile' && e.message.includes(path);
  assert.throws(load({ 'no-more-bets': '009 §2 V.3' }), refused('cites.limits'));
  assert.throws(load({ 'no-more-bets': '009 §2 V.3', limits: '' }), refused('cites.limits'));
  assert.throws(load({ 'no-more-bets': '009 §2 V.3', limits: '009 §2 V.2', limit: '009 §2 V.2' }), refused('cites: Unrecognized key: "limit"'));
  assert.throws(load(undefined), refused('cites'));
  assert.equal(load({ 'no-more-bets': '009 §2 V.3', limits: '009 §2 V.2' })().get('xx').cites.limits, '009 §2 V.2');
  rmSync(dir, { recursive: true });
});

test('croupier default: the JSON Schema lists every topic with the rule it names, all required, no other key', () => {
  const js = z.toJSONSchema(citesSchema(TOPICS), { io: 'input' }) as { required: string[]; additionalProperties: boolean; properties: Record<string, { description: string }> };
  assert.deepEqual(js.required, ['no-more-bets', 'limits']);
  assert.equal(js.additionalProperties, false);
  assert.equal(js.properties.limits?.description, TOPICS.limits);
});
