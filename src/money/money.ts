/**
 * @module money/money
 * Money is an integer count of minor units (cents). Never a float: every amount is checked here.
 */
export type Minor = number;

export const isMinor = (x: unknown): x is Minor => typeof x === 'number' && Number.isSafeInteger(x);

export function assertMinor(x: unknown, what = 'amount'): Minor {
  if (!isMinor(x)) throw new RangeError(`${what} must be an integer number of minor units, got ${String(x)}`);
  return x;
}

/** Formats minor units for people: 1234 → "12.34". */
export const formatMinor = (m: Minor, decimals = 2): string => {
  const sign = m < 0 ? '-' : '';
  const a = Math.abs(m);
  const unit = 10 ** decimals;
  return decimals ? `${sign}${Math.floor(a / unit)}.${String(a % unit).padStart(decimals, '0')}` : `${sign}${a}`;
};

/** Why a typed amount is not one, or the amount in minor units. */
export type MoneyParse = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly reason: 'empty' | 'format' | 'decimals' | 'not-positive' | 'too-large' };

/** The largest amount a person may type: 10,000,000.00 (far beyond any table or wallet operation). */
export const MONEY_MAX = 1_000_000_000;

/**
 * Reads an amount a person typed, with at most `decimals` decimals: digits, one decimal mark (`.` or `,`), spaces
 * ignored. Thousands separators are refused rather than guessed ("1,000": one thousand or one?). The web's forms and
 * the terminal table read amounts with it.
 */
export function readMoney(text: string, decimals = 2, allowZero = false): MoneyParse {
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

/** `readMoney` as minor units, zero allowed; null for anything that is not an amount. */
export function parseMoney(text: string, decimals = 2): Minor | null {
  const r = readMoney(text, decimals, true);
  return r.ok ? r.minor : null;
}
