/**
 * @module i18n/locale
 * The user-interface languages. 000 GP11 requires both official languages of the Basque Country (eu, es);
 * the other seeds add Catalan (001), Greek (002) and Estonian (003).
 */
export const LOCALES = ['en', 'es', 'eu', 'ca', 'el', 'et'] as const;
export type Locale = (typeof LOCALES)[number];

/** A message catalogue: per locale, message key → template with `{name}` placeholders. English is complete. */
export type Catalogue = { en: Record<string, string> } & Partial<Record<Exclude<Locale, 'en'>, Record<string, string>>>;

/** Formats a message: falls back to English, then to the key itself, so a missing translation never crashes. */
export function format(catalogue: Catalogue, locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = catalogue[locale]?.[key] ?? catalogue.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}
