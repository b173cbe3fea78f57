/**
 * @module web/views/dealer-fields
 * The dealer/inspector's controls for a table configuration, in the regulation's terms: amounts (limits, chip
 * units, side-bet limits) as money; the maximum multipliers a profile allows as a list to choose from (000 §01
 * IV.2.A: one of 10, 20, 30, 50 × the minimum); colour chips up to the profile's number; yes/no rules as boxes;
 * counts as numbers. The table's shape (boxes, seats) and who is present (players) are not the dealer's to change
 * and are left out; other values are shown, not edited. Built from the configuration and the profile
 * (`GET /api/games/:game/profiles/:profile`), never from game code.
 */

export type Control =
  | { readonly kind: 'money'; readonly path: string; readonly value: number | null }
  | { readonly kind: 'count'; readonly path: string; readonly value: number }
  | { readonly kind: 'flag'; readonly path: string; readonly value: boolean }
  | { readonly kind: 'choice'; readonly path: string; readonly value: number; readonly choices: readonly number[]; readonly unit: 'multiplier' | 'count'; readonly cite?: string }
  | { readonly kind: 'shown'; readonly path: string; readonly value: unknown };

/** Fields holding amounts (minor units), by their name in any game's table configuration. */
const MONEY = new Set(['minimum', 'maximum', 'simpleMinimum', 'authorisedMinimum', 'min', 'max', 'simpleMax', 'minBet', 'maxBet', 'tieMin', 'tieMax', 'puntoMin', 'bankMin', 'bankMax', 'minStake', 'maxStake', 'unit', 'chipUnit', 'float', 'allowedMinimums']);
/** Groups whose every number is an amount. */
const MONEY_GROUPS = new Set(['sideBetLimits', 'jackpots', 'multipleMax']);
/** The table's shape and who sits there: set when the table is created, or by the server. */
const HIDDEN = new Set(['players', 'seats', 'boxes']);

type Json = Record<string, unknown>;
const obj = (x: unknown): Json | null => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Json) : null);
/** A cited profile parameter's value and citation (`{ value, cite }`). */
const cited = (x: unknown): { value: unknown; cite?: string } | null => {
  const o = obj(x);
  return o && 'value' in o ? { value: o.value, ...(typeof o.cite === 'string' ? { cite: o.cite } : {}) } : null;
};

export function configControls(config: unknown, profile: unknown): Control[] {
  const p = obj(profile) ?? {};
  const out: Control[] = [];
  const walk = (o: Json, prefix: string): void => {
    for (const [k, v] of Object.entries(o)) {
      const path = `${prefix}${k}`;
      const top = path.split('.')[0] as string;
      if (HIDDEN.has(top)) continue;
      if (top === 'maxMultipliers' && typeof v === 'number') {
        const maxima = cited(obj(p.limits)?.maxima);
        const allowed = obj(maxima?.value)?.[k];
        if (Array.isArray(allowed) && allowed.every((n) => typeof n === 'number')) {
          out.push({ kind: 'choice', path, value: v, choices: allowed as number[], unit: 'multiplier', ...(maxima?.cite ? { cite: maxima.cite } : {}) });
          continue;
        }
      }
      if (path === 'colours' && typeof v === 'number') {
        const chips = obj(p.colourChips);
        const max = cited(chips?.maxColours);
        const offered = cited(chips?.offered)?.value !== false;
        if (typeof max?.value === 'number') {
          const n = offered ? max.value : 0;
          out.push({ kind: 'choice', path, value: v, choices: Array.from({ length: n + 1 }, (_, i) => i), unit: 'count', ...(max.cite ? { cite: max.cite } : {}) });
          continue;
        }
      }
      if (typeof v === 'number') out.push({ kind: MONEY.has(k) || MONEY_GROUPS.has(top) ? 'money' : 'count', path, value: v });
      else if (typeof v === 'boolean') out.push({ kind: 'flag', path, value: v });
      else if (obj(v)) walk(v as Json, `${path}.`);
      else out.push({ kind: 'shown', path, value: v });
    }
  };
  walk(obj(config) ?? {}, '');
  // Side bets the profile offers and the table has no limits for yet: their minimum and maximum, to fill in.
  const limits = obj(obj(config)?.sideBetLimits);
  if (limits) {
    for (const [kind, rules] of Object.entries(obj(p.sideBets) ?? {})) {
      if (cited(obj(rules)?.offered)?.value !== true || limits[kind]) continue;
      out.push({ kind: 'money', path: `sideBetLimits.${kind}.min`, value: null }, { kind: 'money', path: `sideBetLimits.${kind}.max`, value: null });
    }
  }
  return out;
}

/** The field's own name (last part of its path) and the group it belongs to (the part before), if any. */
export function fieldName(path: string): { group: string | null; name: string } {
  const parts = path.split('.');
  return { name: parts[parts.length - 1] as string, group: parts.length > 1 ? parts.slice(0, -1).join('.') : null };
}

/** A copy of `config` with the leaf at `path` (`sideBetLimits.pairs.min`) replaced, creating groups on the way. */
export function withField(config: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const o = { ...(obj(config) ?? {}) };
  if (head === undefined) return o;
  o[head] = rest.length ? withField(o[head], rest.join('.'), value) : value;
  return o;
}

/** What a pending configuration changes: each control whose value differs, before and after. */
export function changes(config: unknown, pending: unknown, profile: unknown): { control: Control; before: unknown; after: unknown }[] {
  const before = new Map(configControls(config, profile).map((c) => [c.path, c.value]));
  return configControls(pending, profile)
    .filter((c) => JSON.stringify(before.get(c.path) ?? null) !== JSON.stringify(c.value ?? null))
    .map((c) => ({ control: c, before: before.get(c.path) ?? null, after: c.value }));
}
