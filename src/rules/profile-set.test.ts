import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../core/errors.js';
import { profileHeader, profileSetFromDir } from './profile-set.js';

const schema = z.object({ ...profileHeader, minBet: z.number().int().positive() });
const profile = (id: string, minBet: unknown) => ({ id, name: id, seed: 'custom', jurisdiction: 'test', minBet });

/** A folder of profile files, removed after `body`. */
function withProfiles(files: Record<string, string>, body: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-profiles-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('profile set: a profile is validated when first asked for, so a broken file does not stop the others from loading', () => {
  const files = {
    'good.json': JSON.stringify(profile('good', 100)),
    'bad.json': JSON.stringify(profile('bad', -5)),
    'broken.json': '{ "id": "broken",',
    'other.json': JSON.stringify(profile('renamed', 100)),
    'notes.txt': 'not a profile',
  };
  withProfiles(files, (dir) => {
    const set = profileSetFromDir(schema, dir);
    assert.deepEqual(set.ids(), ['bad', 'broken', 'good', 'other'], 'ids are the file names, sorted; other files are ignored');
    assert.equal(set.get('good').minBet, 100);
    assert.equal(set.get('good'), set.get('good'), 'a profile is read and validated once, then kept');
    const refused = (id: string, code: string, text: RegExp) =>
      assert.throws(() => set.get(id), (e: unknown) => e instanceof ConfigError && e.code === code && text.test(e.message));
    refused('bad', 'rules/invalid-profile', /bad\.json: minBet/);
    refused('broken', 'rules/invalid-profile', /broken\.json: /);
    refused('other', 'rules/profile-id-mismatch', /other\.json: id renamed does not match the file name/);
    refused('missing', 'rules/unknown-profile', /no profile missing; have bad, broken, good, other/);
    assert.equal(set.derive('good', { minBet: 500 }).minBet, 500);
    assert.equal(set.get('good').minBet, 100, 'deriving leaves the base profile as it was');
    assert.throws(() => set.derive('bad', {}), /bad\.json: minBet/, 'a derived profile starts from a valid base');
  });
});
