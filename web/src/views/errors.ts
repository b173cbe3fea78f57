/**
 * @module web/views/errors
 * Turns a wire or network error into text for people: `error.<code>` from the catalogue when it has one,
 * else the server's message (games' rejections carry their rule citation, shown once after the message).
 */
import type { WireError } from '../../../src/protocol/common.js';
import type { Translate } from '../i18n/index.js';
import { translateOr } from '../i18n/index.js';
import { ApiError } from '../net/api.js';

export function wireErrorText(t: Translate, e: WireError): string {
  const text = translateOr(t, `error.${e.code}`, e.message || e.code);
  // The citation once: a server message may already end with it.
  return e.cite && !text.includes(e.cite) ? `${text} (${e.cite})` : text;
}

export function errorText(t: Translate, e: unknown): string {
  if (e instanceof ApiError) return e.status === 0 ? t('error.network') : wireErrorText(t, e.error);
  if (e && typeof e === 'object' && 'code' in e && 'message' in e) return wireErrorText(t, e as WireError);
  return e instanceof Error ? e.message : String(e);
}
