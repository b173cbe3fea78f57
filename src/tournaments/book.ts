/**
 * @module tournaments/book
 * The Sit & Go book (000 Art. 2bis ¶5: "the casino records the list of Sit & Go poker tournaments held in a book
 * enabled by the Directorate"): every tournament held, from the directors' `BookRow`s, with its entries, prize pool and
 * results, exportable as CSV (RFC 4180) and JSON. Amounts are money with their currency (`15.00 EUR`), times ISO 8601
 * in UTC. Rows are checked when the book is built (a typed `book/bad-row` names the tournament and the field) and kept
 * in the order the tournaments started (unstarted last, then by id), so the same rows always give the same file.
 */
import { CroupierError } from '../core/errors.js';
import { formatMinor } from '../money/money.js';
import type { BookRow } from './contract.js';

export const BOOK_CITE = '000 Art. 2bis ¶5';

export class BookError extends CroupierError {
  constructor(code: string, message: string, context: Record<string, unknown> = {}) {
    super(`book/${code}`, message, { ...context, cite: BOOK_CITE });
  }
}

export interface Currency {
  /** ISO 4217 code: `EUR`. */
  readonly code: string;
  /** Decimals of its minor unit (2 for the euro). */
  readonly decimals: number;
}

export interface SitAndGoBook {
  readonly cite: string;
  readonly currency: Currency;
  readonly rows: readonly BookRow[];
}

const amount = (x: unknown): boolean => Number.isSafeInteger(x) && (x as number) >= 0;
const time = (x: unknown): boolean => x === null || (Number.isSafeInteger(x) && (x as number) >= 0);

function checkRow(r: BookRow): void {
  const bad = (field: string, why: string): never => {
    throw new BookError('bad-row', `tournament ${String(r.id)}: ${field} ${why}`, { tournament: r.id, field });
  };
  if (typeof r.id !== 'string' || !r.id) bad('id', 'is a non-empty text');
  if (typeof r.name !== 'string' || !r.name) bad('name', 'is a non-empty text');
  if (typeof r.game !== 'string' || !r.game) bad('game', 'is a non-empty text');
  if (!time(r.startedAt)) bad('startedAt', 'is a time in milliseconds or null');
  if (!time(r.finishedAt)) bad('finishedAt', 'is a time in milliseconds or null');
  if (r.finishedAt !== null && (r.startedAt === null || r.finishedAt < r.startedAt)) bad('finishedAt', 'comes after the start');
  for (const f of ['entries', 'entry', 'fee', 'prizePool'] as const) if (!amount(r[f])) bad(f, 'is a non-negative integer (minor units for money)');
  if (r.results.length > r.entries) bad('results', `name ${r.results.length} players for ${r.entries} entries`);
  const seen = new Set<string>();
  let prizes = 0;
  for (const x of r.results) {
    if (typeof x.player !== 'string' || !x.player || seen.has(x.player)) bad('results', `name each player once (${String(x.player)})`);
    seen.add(x.player);
    if (!Number.isInteger(x.place) || x.place < 1 || x.place > r.entries) bad('results', `give ${x.player} a place 1…${r.entries}, not ${x.place}`);
    if (!amount(x.prize)) bad('results', `give ${x.player} a non-negative integer prize`);
    prizes += x.prize;
  }
  if (prizes > r.prizePool) bad('results', `pay ${prizes}, more than the prize pool of ${r.prizePool}`);
}

/** Builds the book from the directors' rows: each checked, one per tournament id, in the order they started. */
export function sitAndGoBook(rows: readonly BookRow[], currency: Currency): SitAndGoBook {
  if (!/^[A-Z]{3}$/.test(currency.code) || !Number.isInteger(currency.decimals) || currency.decimals < 0 || currency.decimals > 4)
    throw new BookError('bad-currency', `a currency is an ISO 4217 code with 0–4 decimals, not ${currency.code}/${currency.decimals}`);
  const ids = new Set<string>();
  for (const r of rows) {
    checkRow(r);
    if (ids.has(r.id)) throw new BookError('duplicate', `tournament ${r.id} is in the book twice`, { tournament: r.id });
    ids.add(r.id);
  }
  const order = (r: BookRow): number => r.startedAt ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...rows].sort((a, b) => order(a) - order(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { cite: BOOK_CITE, currency: { ...currency }, rows: sorted.map((r) => ({ ...r, results: [...r.results].sort((a, b) => a.place - b.place || (a.player < b.player ? -1 : 1)) })) };
}

const iso = (t: number | null): string | null => (t === null ? null : new Date(t).toISOString());
const money = (book: SitAndGoBook, minor: number): string => `${formatMinor(minor, book.currency.decimals)} ${book.currency.code}`;

/** One field of RFC 4180: quoted when it holds a comma, a double quote, CR or LF; a double quote doubled inside. */
export const csvField = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export const CSV_HEADER = ['tournament', 'name', 'game', 'started', 'finished', 'entries', 'entry', 'fee', 'prize pool', 'results'] as const;

/**
 * The book as CSV (RFC 4180): a header line, then one line per tournament, CRLF after every line; amounts as money
 * with the currency (`15.00 EUR`); the results in one field, `place. player prize` joined by `; `.
 */
export function bookCsv(book: SitAndGoBook): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of book.rows) {
    const results = r.results.map((x) => `${x.place}. ${x.player} ${money(book, x.prize)}`).join('; ');
    lines.push([r.id, r.name, r.game, iso(r.startedAt) ?? '', iso(r.finishedAt) ?? '', String(r.entries), money(book, r.entry), money(book, r.fee), money(book, r.prizePool), results].map(csvField).join(','));
  }
  return lines.map((l) => `${l}\r\n`).join('');
}

/** Money in the JSON export: the exact minor units, the amount as people read it, and its currency. */
export interface BookMoney {
  readonly minor: number;
  readonly amount: string;
  readonly currency: string;
}

/** The book as JSON: every amount as `BookMoney`, every time ISO 8601 (UTC). */
export function bookJson(book: SitAndGoBook): unknown {
  const m = (minor: number): BookMoney => ({ minor, amount: formatMinor(minor, book.currency.decimals), currency: book.currency.code });
  return {
    book: 'sit-and-go',
    cite: book.cite,
    currency: book.currency.code,
    tournaments: book.rows.map((r) => ({
      id: r.id,
      name: r.name,
      game: r.game,
      startedAt: iso(r.startedAt),
      finishedAt: iso(r.finishedAt),
      entries: r.entries,
      entry: m(r.entry),
      fee: m(r.fee),
      prizePool: m(r.prizePool),
      results: r.results.map((x) => ({ place: x.place, player: x.player, prize: m(x.prize) })),
    })),
  };
}
