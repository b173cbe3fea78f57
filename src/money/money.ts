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
