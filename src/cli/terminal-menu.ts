/**
 * @module cli/terminal-menu
 * What a person at the terminal may do, as a menu whose numbers stay put for the whole round (an option keeps the
 * number it was first given, so "3" means the same bet after every other bet), and as text commands read against
 * the legal actions themselves: `place straight-17 5.00`, `straight 17 5`, `bet 1 10`, `stand`, `2 25.00`. Nothing
 * here knows a game: an option's words are its action type and the values of its fields, in the game's own order.
 */
import type { LegalAction } from '../core/contract.js';
import type { Actor } from '../core/ids.js';
import { formatMinor, parseMoney } from '../money/money.js';

export interface MenuOption {
  readonly actor: Actor;
  readonly legal: LegalAction;
}

/** A chosen option, with the amount typed with it (minor units), if any. */
export interface Choice {
  readonly option: MenuOption;
  readonly amount?: number;
}

/** What a line typed at the prompt means. */
export type Reading = { kind: 'choice'; choice: Choice } | { kind: 'quit' } | { kind: 'list' } | { kind: 'help' } | { kind: 'invalid'; why: string };

const who = (a: Actor): string => (a.kind === 'player' ? a.player : a.kind);

/** The words of an option: its type, then each field's value (not the amount, which is typed). */
export function words(l: LegalAction): string[] {
  const { type, amount: _amount, optional: _optional, ...fields } = l as LegalAction & Record<string, unknown>;
  return [type, ...Object.values(fields).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))];
}

const norm = (parts: readonly string[]): string => parts.join('-').toLowerCase().replace(/[\s_:]+/g, '-');

/** Amount range of an option, in money: "5.00–100.00 in steps of 5.00". */
export function rangeText(l: LegalAction, wallet: number): string {
  const a = l.amount;
  if (!a) return '';
  const max = Math.min(a.max, wallet);
  const step = a.step && a.step > 1 ? ` in steps of ${formatMinor(a.step)}` : '';
  return `${formatMinor(a.min)}–${formatMinor(max)}${step}`;
}

export class TerminalMenu {
  /** Each option's number for the round, by its key. */
  private readonly numbers = new Map<string, number>();
  private next = 1;

  /** Starts a new round's numbering. */
  reset(): void {
    this.numbers.clear();
    this.next = 1;
  }

  private key(o: MenuOption): string {
    return `${who(o.actor)} ${norm(words(o.legal))}`;
  }

  /** The options with their numbers, in number order (new options take the next free numbers). */
  number(options: readonly MenuOption[]): { no: number; option: MenuOption }[] {
    for (const o of options) {
      const k = this.key(o);
      if (!this.numbers.has(k)) this.numbers.set(k, this.next++);
    }
    return options.map((option) => ({ no: this.numbers.get(this.key(option)) as number, option })).sort((a, b) => a.no - b.no);
  }

  /** The menu's lines (all of them, or a summary by action type when there are more than `limit`). */
  lines(options: readonly MenuOption[], wallet: (a: Actor) => number, limit = 30): string[] {
    const numbered = this.number(options);
    const line = ({ no, option }: { no: number; option: MenuOption }): string => {
      const range = rangeText(option.legal, wallet(option.actor));
      return `  ${String(no).padStart(3)}. ${who(option.actor)}: ${words(option.legal).join(' ')}${range ? `  [${range}]` : ''}`;
    };
    if (numbered.length <= limit) return numbered.map(line);
    const byType = new Map<string, { no: number; option: MenuOption }[]>();
    for (const n of numbered) byType.set(`${who(n.option.actor)}: ${n.option.legal.type}`, [...(byType.get(`${who(n.option.actor)}: ${n.option.legal.type}`) ?? []), n]);
    const out: string[] = [];
    for (const [head, list] of byType) {
      if (list.length <= 3) out.push(...list.map(line));
      else {
        const first = list[0] as { no: number; option: MenuOption };
        const sample = list.slice(0, 3).map((n) => words(n.option.legal).slice(1).join(' ')).join(', ');
        const range = rangeText(first.option.legal, wallet(first.option.actor));
        out.push(`  ${head} — ${list.length} choices (${sample}, …)${range ? `  [${range}]` : ''}: type e.g. "${words(first.option.legal).join(' ')}${range ? ` ${formatMinor(first.option.legal.amount?.min ?? 0)}` : ''}", or "list"`);
      }
    }
    return out;
  }

  /** The whole numbered list (the `list` command). */
  all(options: readonly MenuOption[], wallet: (a: Actor) => number): string[] {
    return this.lines(options, wallet, Number.POSITIVE_INFINITY);
  }

  /**
   * Reads a typed line: a number (with an optional amount after it), a command in the option's words (the type may
   * be left out when the rest names one option: `straight 17 5.00`), `list`, `help` or `q`.
   */
  read(line: string, options: readonly MenuOption[]): Reading {
    const text = line.trim();
    if (text === '') return { kind: 'invalid', why: 'type a number or a command' };
    if (/^(q|quit|exit)$/i.test(text)) return { kind: 'quit' };
    if (/^(l|list)$/i.test(text)) return { kind: 'list' };
    if (/^(h|help|\?)$/i.test(text)) return { kind: 'help' };
    const numbered = this.number(options);
    const tokens = text.split(/\s+/);
    // The ways to read the tokens for an option: all words; or words then an amount, when the option takes one and the
    // last token reads as money ("straight 17" is the spot; "straight 17 5" the spot and 5.00).
    const readings = (ts: string[], o: MenuOption): { rest: string[]; amount?: number }[] => {
      const last = ts[ts.length - 1];
      const amount = o.legal.amount && last !== undefined && ts.length > 1 ? parseMoney(last) : null;
      return amount === null ? [{ rest: ts }] : [{ rest: ts }, { rest: ts.slice(0, -1), amount }];
    };
    if (/^\d+$/.test(tokens[0] as string) && tokens.length <= 2) {
      const hit = numbered.find((n) => n.no === Number(tokens[0]));
      if (hit) {
        if (tokens.length === 2) {
          const amount = parseMoney(tokens[1] as string);
          if (amount === null || !hit.option.legal.amount) return { kind: 'invalid', why: `"${tokens[1]}" is not an amount for choice ${hit.no}` };
          return { kind: 'choice', choice: { option: hit.option, amount } };
        }
        return { kind: 'choice', choice: { option: hit.option } };
      }
    }
    const matches: Choice[] = [];
    for (const { option } of numbered) {
      const w = words(option.legal);
      for (const r of readings(tokens, option)) {
        const typed = norm(r.rest);
        if (typed === norm(w) || (w.length > 1 && typed === norm(w.slice(1)))) {
          matches.push(r.amount === undefined ? { option } : { option, amount: r.amount });
          break;
        }
      }
    }
    const players = matches.filter((m) => m.option.actor.kind === 'player');
    const found = players.length ? players : matches;
    if (found.length === 1) return { kind: 'choice', choice: found[0] as Choice };
    if (found.length > 1) return { kind: 'invalid', why: `"${text}" could be ${found.length} choices: type its number` };
    return { kind: 'invalid', why: `no choice "${text}"` };
  }
}
