/**
 * @module cli/profile-option
 * `--profile ID` and `--profile-file F` resolve the same way for every command: a file is validated
 * against the game's profile schema (an edited copy of `croupier profile show … --json`).
 */
import type { AnyGame } from '../core/contract.js';
import { ConfigError } from '../core/errors.js';
import { readJsonFile } from '../rules/json-file.js';

export function resolveProfile(game: AnyGame, opts: { profile?: string; profileFile?: string }): { profile: unknown; profileId: string } {
  if (opts.profileFile) {
    const profile = game.profiles.parse(readJsonFile(opts.profileFile, 'profile'), opts.profileFile) as { id: string };
    return { profile, profileId: profile.id };
  }
  const id = opts.profile ?? game.profiles.ids()[0];
  if (!id) throw new ConfigError('cli/no-profile', `${game.id} has no profiles`);
  return { profile: game.profiles.get(id), profileId: id };
}
