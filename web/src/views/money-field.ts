/**
 * @module web/views/money-field
 * Amounts typed by a person: "12.50" (or "12,50") → 1250 minor units, with a clear reason when the text is not an
 * amount (empty, not a number, more than two decimals, zero or negative, too large); and the input that takes them.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';

/** The reading of a typed amount is the shared one (money/money `readMoney`): one policy for every form. */
export { MONEY_MAX, readMoney as parseMoney, type MoneyParse } from '../../../src/money/money.js';

/** Minor units as the text a person would type back: 1250 → "12.50" (no grouping, a dot). */
export const moneyText = (minor: number, decimals = 2): string => (minor / 10 ** decimals).toFixed(decimals);

/** A text input for an amount (a number keyboard on phones); the form parses it with `parseMoney` on submit. */
export function MoneyInput(p: { label: string; value: string; onInput: (v: string) => void; name: string; error?: string | null }): ComponentChild {
  return h('label', {},
    p.label,
    h('input', { name: p.name, inputmode: 'decimal', autocomplete: 'off', value: p.value, 'aria-invalid': p.error ? 'true' : 'false', onInput: (e: Event) => p.onInput((e.target as HTMLInputElement).value) }),
    p.error ? h('span', { class: 'field-error', role: 'alert' }, p.error) : null);
}
