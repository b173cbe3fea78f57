/**
 * @module games/blackjack/options
 * The casino's options: rules a text leaves to each casino (000 §03 V.1.g, L538: the pairs bet, the accumulated
 * "sevens" bet and surrender "are optional for each casino", which must inform the players at every table where they
 * apply; 003 §2.1.9.3: surrender only as a special offer). The profile lists them (`casinoOptions`) and describes each
 * as it is played when offered; a table switches them on (`table.options`, validated against the profile, shown in
 * the view). `playedProfile` is the profile a table plays: every casino option the table does not switch on is off.
 * The shipped profile without options is the base game the text prescribes (`croupier rtp` evaluates it unless told
 * `--with OPTION`).
 */
import { ConfigError } from '../../core/errors.js';
import type { BlackjackProfile, CasinoOption } from './profile.js';

const notOffered = (cite: string) => ({ cite, note: 'a casino option this table does not offer' });

/** Refuses options the profile does not list as the casino's (a typed error naming them). */
export function checkOptions(p: BlackjackProfile, on: readonly string[]): void {
  const bad = on.filter((o) => !(p.casinoOptions.value as readonly string[]).includes(o));
  if (bad.length)
    throw new ConfigError('blackjack/not-a-casino-option', `${bad.join(', ')}: not an option of profile ${p.id} (its options: ${p.casinoOptions.value.join(', ') || 'none'}; ${p.casinoOptions.cite})`, { cite: p.casinoOptions.cite });
}

/** The profile as a table with options `on` plays it: each casino option not switched on is off. */
export function playedProfile<P extends BlackjackProfile>(p: P, on: readonly CasinoOption[]): P {
  checkOptions(p, on);
  const off = p.casinoOptions.value.filter((o) => !on.includes(o));
  if (off.length === 0) return p;
  const cite = p.casinoOptions.cite;
  let out: P = { ...p, sideBets: { ...p.sideBets } };
  for (const o of off) {
    if (o === 'surrender') out = { ...out, surrender: { ...out.surrender, mode: { value: 'none', ...notOffered(cite) } } };
    else (out.sideBets as Record<string, unknown>)[o] = { ...out.sideBets[o], offered: { value: false, ...notOffered(cite) } };
  }
  return out;
}

/** The options a CLI or test asks for as a comma-separated list (`pairs,surrender`), checked against the profile. */
export function parseOptions(p: BlackjackProfile, list: string | undefined): CasinoOption[] {
  const on = (list ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '');
  checkOptions(p, on);
  return [...new Set(on)] as CasinoOption[];
}
