/**
 * @module cli/linked-jackpots
 * `croupier rtp MACHINE --opt jackpots=FILE`: the machine's return with the jackpots it would be linked to (FILE: a
 * JSON array of jackpot definitions, as `POST /api/jackpots` takes them), each bet's return without them and with
 * their share of every stake (src/jackpots/machine-return), refused as the load check refuses it (003 §1.2.6).
 */
import { readFileSync } from 'node:fs';
import type { RtpReport } from '../core/contract.js';
import { ConfigError } from '../core/errors.js';
import { jackpotDefinitionSchema } from '../jackpots/jackpot.js';
import { checkLinkedReturn, linkedReturn, linkedReturnText } from '../jackpots/machine-return.js';

/** The report with `jackpots` (the figures) and their lines added to its text; unchanged without a file. */
export function withLinkedJackpots(r: RtpReport, profile: unknown, file: string | undefined): RtpReport {
  if (!file) return r;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ConfigError('cli/bad-jackpots', `${file}: not a JSON array of jackpot definitions (${(e as Error).message})`);
  }
  const parsed = jackpotDefinitionSchema.array().min(1).safeParse(raw);
  if (!parsed.success) throw new ConfigError('cli/bad-jackpots', `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const linked = linkedReturn(r, parsed.data);
  const minimum = (profile as { minimumReturn?: { value: number | null } }).minimumReturn?.value ?? null;
  checkLinkedReturn(linked, minimum);
  return { ...r, jackpots: linked, text: [...(Array.isArray(r.text) ? (r.text as unknown[]) : []), ...linkedReturnText(linked)] };
}
