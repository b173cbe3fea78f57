/**
 * @module rules/json-file
 * Reads a JSON file a person gave (a profile, a scenario) with the mistakes a person makes answered as a
 * `ConfigError` naming the file — and, for broken JSON, the line and column — instead of a stack trace.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../core/errors.js';

/** The line and column (1-based) of a character offset in a text. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where a text stops being JSON: the offset of the first character the grammar refuses (JSON.parse's own message
 * gives no position for most mistakes on this Node). A small scanner, used only once parsing has failed.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const lit = (w: string): void => {
    for (const c of w) {
      if (text[i] !== c) fail();
      i++;
    }
  };
  const str = (): void => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if ((text.charCodeAt(i) ?? 0) < 0x20) fail();
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const num = (): void => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') fail();
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        str();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return str();
    if (c === 't') return lit('true');
    if (c === 'f') return lit('false');
    if (c === 'n') return lit('null');
    return num();
  };
  try {
    value();
    ws();
    return i < text.length ? i : -1;
  } catch (at) {
    return typeof at === 'number' ? at : -1;
  }
}

export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new ConfigError('file/unreadable', code === 'ENOENT' ? `${what} file not found: ${path}` : `${what} file ${path} cannot be read (${code ?? (e as Error).message})`, { path });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const msg = (e as Error).message;
    const at = jsonErrorOffset(text);
    const where = at >= 0 ? lineColumn(text, at) : null;
    throw new ConfigError('file/not-json', `${path}${where ? `:${where.line}:${where.column}` : ''}: the ${what} file is not valid JSON (${msg})`, { path, ...(where ?? {}) });
  }
}
