/**
 * @module web/i18n/errors
 * The wire errors' texts per locale, as catalogue keys `error.<code>`: a code of its own
 * (`error.blackjack/no-surrender-vs-ace`), a reason any game gives (`error.*\/bets-closed`), and a namespace's
 * generic text (`error.roulette/*`). `errorKeys` lists the keys to try for a code, most specific first.
 */
import type { Locale } from '../../../../src/i18n/locale.js';
import { en } from './en.js';
import { es } from './es.js';
import { eu } from './eu.js';
import { ca } from './ca.js';
import { el } from './el.js';
import { et } from './et.js';

const prefix = (m: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(m).map(([k, v]) => [`error.${k}`, v]));

/** Per locale: `error.<code>` → text. */
export const ERROR_MESSAGES: Record<Locale, Record<string, string>> = { en: prefix(en), es: prefix(es), eu: prefix(eu), ca: prefix(ca), el: prefix(el), et: prefix(et) };

/** The catalogue keys that may translate `code`, most specific first: the code, its reason in any game, its namespace. */
export function errorKeys(code: string): string[] {
  const slash = code.indexOf('/');
  if (slash < 0) return [`error.${code}`];
  const ns = code.slice(0, slash);
  const reason = code.slice(slash + 1);
  return [`error.${code}`, `error.*/${reason}`, `error.${ns}/*`];
}
