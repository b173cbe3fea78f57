/**
 * @module web/i18n
 * Every string the client shows goes through `t(key, params)`. The catalogue is the union of the interface
 * messages (one file per locale in this folder) and the messages each game component brings (its game names,
 * bet names and actions). `format` from src/i18n/locale.ts falls back to English, then to the key, so a missing
 * translation never breaks the page; test/web/i18n.test.ts checks that English and Spanish are complete and that
 * Basque, Catalan, Greek and Estonian have every game, bet and action name (000 GP11).
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

export type { Locale };
export { LOCALES };

/** A bound translator: message key and `{name}` parameters → text in the chosen locale. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Each language's name in itself, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', eu: 'Euskara', ca: 'Català', el: 'Ελληνικά', et: 'Eesti' };

/** The interface messages alone (without game messages), per locale. */
export const UI_MESSAGES: Catalogue = { en, es, eu, ca, el, et };

/** Interface messages merged with every registered game component's messages. */
export function fullCatalogue(): Catalogue {
  const out: Record<Locale, Record<string, string>> = { en: { ...en }, es: { ...es }, eu: { ...eu }, ca: { ...ca }, el: { ...el }, et: { ...et } };
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
  return (key, params) => format(cat, locale, key, params);
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
