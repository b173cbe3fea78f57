/**
 * @module web/i18n
 * Every string the client shows goes through `t(key, params)`. The catalogue is the union of the interface
 * messages (one file per locale in this folder) and the messages each game component brings (its game names,
 * bet names and actions) and the wire errors' texts (./errors/). `format` from src/i18n/locale.ts falls back to
 * English, then to the key, so a missing translation never breaks the page; test/web/i18n.test.ts checks that every
 * language has exactly English's keys with the same placeholders (000 GP11, issue 17).
 */
import { LOCALES, format } from '../../../src/i18n/locale.js';
import type { Catalogue, Locale } from '../../../src/i18n/locale.js';
import { gameComponents } from '../games/index.js';
import { en } from './en.js';
import { es } from './es.js';
import { eu } from './eu.js';
import { ca } from './ca.js';
import { el } from './el.js';
import { et } from './et.js';
import { ERROR_MESSAGES } from './errors/index.js';
import { CONFIG_FIELDS } from './config-fields.js';

export type { Locale };
export { LOCALES };

/** A bound translator: message key and `{name}` parameters → text in the chosen locale (`locale` when bound by `translator`). */
export type Translate = ((key: string, params?: Record<string, string | number>) => string) & { readonly locale?: Locale };

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', eu: 'Euskara', ca: 'Català', el: 'Ελληνικά', et: 'Eesti' };

const withErrors = (l: Locale, m: Record<string, string>): Record<string, string> => ({ ...m, ...CONFIG_FIELDS[l], ...ERROR_MESSAGES[l] });

/** The interface messages alone (without game messages), with the configuration fields' names and the errors' texts, per locale. */
export const UI_MESSAGES: Catalogue = { en: withErrors('en', en), es: withErrors('es', es), eu: withErrors('eu', eu), ca: withErrors('ca', ca), el: withErrors('el', el), et: withErrors('et', et) };

/** Interface messages merged with every registered game component's messages. */
export function fullCatalogue(): Catalogue {
  const ui = UI_MESSAGES as Record<Locale, Record<string, string>>;
  const out = Object.fromEntries(LOCALES.map((l) => [l, { ...ui[l] }])) as Record<Locale, Record<string, string>>;
  for (const c of gameComponents()) {
    for (const l of LOCALES) Object.assign(out[l], c.messages[l] ?? {});
  }
  return out;
}

let catalogue: Catalogue | null = null;

/** Builds the translator for a locale. */
export function translator(locale: Locale): Translate {
  catalogue ??= fullCatalogue();
  const cat = catalogue;
  return Object.assign((key: string, params?: Record<string, string | number>) => format(cat, locale, key, params), { locale });
}

/** Translates `key` when the catalogue has it, else returns `fallback` (server texts, unknown game ids). */
export function translateOr(t: Translate, key: string, fallback: string, params?: Record<string, string | number>): string {
  const s = t(key, params);
  return s === key ? fallback : s;
}

export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);

/** The saved choice, else the browser's first supported language, else English. */
export function initialLocale(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem('croupier.locale');
  if (isLocale(saved)) return saved;
  const langs = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  for (const l of langs) {
    const base = l.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** Formats minor units as an amount: 1250 → "12.50" in the locale's digits and separators. */
export function money(locale: Locale, minor: number, decimals = 2): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(minor / 10 ** decimals);
}

/** A chip's face: whole amounts without decimals (1000.00 → "1,000"), as chips are printed; others as `money`. */
export function chipFace(locale: Locale, minor: number): string {
  return minor % 100 === 0 ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(minor / 100) : money(locale, minor);
}
