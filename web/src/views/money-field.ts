/**
 * @module web/views/money-field
 * Amounts typed by a person: "12.50" (or "12,50") → 1250 minor units, with a clear reason when the text is not an
 * amount (empty, not a number, more than two decimals, zero or negative, too large); and the input that takes them.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';

export type MoneyParse = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly reason: 'empty' | 'format' | 'decimals' | 'not-positive' | 'too-large' };

/** The largest amount a form takes: 10,000,000.00 (far beyond any table or wallet operation). */
export const MONEY_MAX = 1_000_000_000;

/**
 * Parses a typed amount with at most `decimals` decimals: digits, one decimal mark (`.` or `,`), spaces ignored.
 * Thousands separators are refused rather than guessed ("1,000" is refused: one thousand or one?).
 */
export function parseMoney(text: string, decimals = 2, allowZero = false): MoneyParse {
  const s = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!s) return { ok: false, reason: 'empty' };
  const m = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(s);
  if (!m || (!m[2] && !m[3])) return { ok: false, reason: 'format' };
  const [, sign, whole = '', frac = ''] = m;
  if (frac.length > decimals) return { ok: false, reason: 'decimals' };
  const minor = Number(whole || '0') * 10 ** decimals + Number(frac.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor > MONEY_MAX) return { ok: false, reason: 'too-large' };
  if (sign || minor < 0 || (minor === 0 && !allowZero)) return { ok: false, reason: 'not-positive' };
  return { ok: true, minor };
}

/** Minor units as the text a person would type back: 1250 → "12.50" (no grouping, a dot). */
export const moneyText = (minor: number, decimals = 2): string => (minor / 10 ** decimals).toFixed(decimals);

/** A text input for an amount (a number keyboard on phones); the form parses it with `parseMoney` on submit. */
export function MoneyInput(p: { label: string; value: string; onInput: (v: string) => void; name: string; error?: string | null }): ComponentChild {
  return h('label', {},
    p.label,
    h('input', { name: p.name, inputmode: 'decimal', autocomplete: 'off', value: p.value, 'aria-invalid': p.error ? 'true' : 'false', onInput: (e: Event) => p.onInput((e.target as HTMLInputElement).value) }),
    p.error ? h('span', { class: 'field-error', role: 'alert' }, p.error) : null);
}
