/**
 * @module web/views/errors
 * Turns a wire or network error into text for people. The server sends a namespaced `code` and an English
 * `message` (with the figures: "at least 5.00 on red"); the page shows, in this order, the first the catalogue
 * has: the code's own text (`error.<code>`), the reason's text any game shares (`error.*\/<reason>`), the
 * namespace's generic text (`error.<namespace>/*`); else the server's message, else the code. In English the
 * server's own message comes first: it is the catalogue's sentence with the figures. Games' rejections carry
 * their rule citation, shown after the text.
 */
import type { WireError } from '../../../src/protocol/common.js';
import type { Translate } from '../i18n/index.js';
import { translateOr } from '../i18n/index.js';
import { errorKeys } from '../i18n/errors/index.js';
import { ApiError } from '../net/api.js';

/** The text of an error code in the translator's language; `fallback` (the server's message) when nothing fits. */
export function codeText(t: Translate, code: string, fallback: string): string {
  if (t.locale === 'en' && fallback) return fallback;
  for (const key of errorKeys(code)) {
    const text = translateOr(t, key, '');
    if (text) return text;
  }
  return fallback || code;
}

export function wireErrorText(t: Translate, e: WireError): string {
  const text = codeText(t, e.code, e.message);
  // The citation once: a server message may already end with it.
  return e.cite && !text.includes(e.cite) ? `${text} (${e.cite})` : text;
}

export function errorText(t: Translate, e: unknown): string {
  if (e instanceof ApiError) return e.status === 0 ? t('error.network') : wireErrorText(t, e.error);
  if (e && typeof e === 'object' && 'code' in e && 'message' in e) return wireErrorText(t, e as WireError);
  return e instanceof Error ? e.message : String(e);
}
