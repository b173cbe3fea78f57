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

/**
 * Reads an amount a person typed as money ("5", "5.5", "5.50", "1,234.50", "5,50") into minor units; null for
 * anything else (a negative, more decimals than the currency has, letters). A comma followed by exactly `decimals`
 * digits at the end is a decimal comma; other commas group thousands.
 */
export function parseMoney(text: string, decimals = 2): Minor | null {
  let t = text.trim().replace(/\s+/g, '');
  if (decimals > 0 && new RegExp(`^\\d+,\\d{1,${decimals}}$`).test(t)) t = t.replace(',', '.');
  else t = t.replace(/,(?=\d{3}(\D|$))/g, '');
  const m = new RegExp(`^(\\d+)(?:\\.(\\d{1,${Math.max(decimals, 1)}}))?$`).exec(t);
  if (!m || (decimals === 0 && m[2] !== undefined)) return null;
  const whole = Number(m[1]) * 10 ** decimals;
  const frac = decimals ? Number((m[2] ?? '').padEnd(decimals, '0')) : 0;
  const v = whole + frac;
  return Number.isSafeInteger(v) ? v : null;
}
