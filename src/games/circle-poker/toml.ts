/**
 * @module games/circle-poker/toml
 * The part of TOML a PHH file uses (PokerKit's hand histories): top-level `key = value` pairs whose values are basic
 * strings, integers, floats (`inf` too), booleans and arrays of them, over several lines, with `#` comments and
 * trailing commas. A writer and a reader for that subset only (no tables, dates or literal strings): the project has
 * no TOML dependency. A value outside the subset is refused with a typed error naming the line.
 */
import { ConfigError } from '../../core/errors.js';

export type TomlValue = string | number | boolean | readonly TomlValue[];
export type TomlDoc = Readonly<Record<string, TomlValue>>;

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/** One value as TOML: a basic string (JSON's escapes are TOML's), a number, a boolean or an array. */
function valueText(v: TomlValue, indent: string): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v > 0 ? 'inf' : '-inf';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v.length > 0 && v.every((x) => typeof x === 'string') && v.length > 4) return `[\n${v.map((x) => `${indent}  ${valueText(x, `${indent}  `)},\n`).join('')}${indent}]`;
  return `[${v.map((x) => valueText(x, indent)).join(', ')}]`;
}

/** A document as TOML text, its keys in the order given; a comment line first when `comment` is given. */
export function writeToml(doc: TomlDoc, comment?: string): string {
  const head = comment ? `${comment.split('\n').map((l) => `# ${l}`.trimEnd()).join('\n')}\n` : '';
  return head + Object.entries(doc).map(([k, v]) => {
    if (!BARE_KEY.test(k)) throw new ConfigError('toml/key', `the key "${k}" is not a bare TOML key`, { key: k });
    return `${k} = ${valueText(v, '')}\n`;
  }).join('');
}

/** Reads a TOML document of the subset above. */
export function readToml(text: string): Record<string, TomlValue> {
  let i = 0;
  const out: Record<string, TomlValue> = {};
  const line = (): number => text.slice(0, i).split('\n').length;
  const fail = (what: string): never => {
    throw new ConfigError('toml/syntax', `TOML line ${line()}: ${what}`, { line: line() });
  };
  const skip = (newlines: boolean): void => {
    for (;;) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\r' || (newlines && c === '\n')) i++;
      else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
      else return;
    }
  };
  const value = (): TomlValue => {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) fail('an unterminated string');
      const raw = text.slice(i, j + 1);
      i = j + 1;
      try {
        return JSON.parse(raw.replace(/\\U([0-9A-Fa-f]{8})/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))) as string;
      } catch {
        return fail(`a bad string ${raw}`);
      }
    }
    if (c === '[') {
      i++;
      const arr: TomlValue[] = [];
      for (;;) {
        skip(true);
        if (text[i] === ']') {
          i++;
          return arr;
        }
        arr.push(value());
        skip(true);
        if (text[i] === ',') i++;
        else if (text[i] !== ']') fail('a comma or "]" expected in an array');
      }
    }
    const m = /^(?:true|false|[+-]?inf|[+-]?[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][+-]?[0-9]+)?)/.exec(text.slice(i));
    if (!m) return fail('a string, number, boolean or array expected');
    i += m[0].length;
    if (m[0] === 'true' || m[0] === 'false') return m[0] === 'true';
    if (m[0].endsWith('inf')) return m[0].startsWith('-') ? -Infinity : Infinity;
    return Number(m[0].replace(/_/g, ''));
  };
  for (;;) {
    skip(true);
    if (i >= text.length) return out;
    const m = /^([A-Za-z0-9_-]+)[ \t]*=[ \t]*/.exec(text.slice(i));
    if (!m) fail('a "key = value" line expected (tables are not read)');
    const key = (m as RegExpExecArray)[1] as string;
    if (key in out) fail(`the key "${key}" is defined twice`);
    i += (m as RegExpExecArray)[0].length;
    out[key] = value();
    skip(false);
    if (i < text.length && text[i] !== '\n') fail('one key and value per line');
  }
}
