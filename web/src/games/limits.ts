/**
 * @module web/games/limits
 * The table limits shown in the lobby and the chip tray: the family component's `limits(config)` when it has
 * one, else the first `{ min, max }` pair found in the table configuration (`min`/`max`, `minBet`/`maxBet`,
 * `minimum`/`maximum`, else a minimum beside a field named `…max…`), searched a few levels deep.
 */
import { componentFor } from './index.js';

export interface Limits { readonly min: number; readonly max: number }

const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function find(config: unknown, depth: number): Limits | null {
  if (!config || typeof config !== 'object' || depth > 3) return null;
  const c = config as Record<string, unknown>;
  for (const [lo, hi] of [['min', 'max'], ['minBet', 'maxBet'], ['minimum', 'maximum']] as const) {
    const a = c[lo], b = c[hi];
    if (num(a) && num(b)) return { min: a, max: b };
  }
  const lo = [c.minimum, c.min, c.minBet].find(num);
  const hi = Object.entries(c).find(([k, v]) => /max/i.test(k) && num(v))?.[1];
  if (num(lo) && num(hi)) return { min: lo, max: hi };
  for (const v of Object.values(c)) {
    const r = find(v, depth + 1);
    if (r) return r;
  }
  return null;
}

export function limitsOf(family: string, config: unknown): Limits | null {
  return componentFor(family).limits?.(config) ?? find(config, 0);
}
