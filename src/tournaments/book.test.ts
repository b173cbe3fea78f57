import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CroupierError } from '../core/errors.js';
import type { BookRow } from './contract.js';
import { bookCsv, bookJson, csvField, sitAndGoBook } from './book.js';

const EUR = { code: 'EUR', decimals: 2 };
const T0 = Date.UTC(2026, 10, 27, 18, 0, 0);

const row = (over: Partial<BookRow> = {}): BookRow => ({
  id: 'sng-1',
  name: 'Friday 9-max',
  game: 'texas-holdem',
  startedAt: T0,
  finishedAt: T0 + 95 * 60_000,
  entries: 9,
  entry: 2_000,
  fee: 200,
  prizePool: 18_000,
  results: [{ player: 'bob', place: 2, prize: 7_200 }, { player: 'ann', place: 1, prize: 10_800 }],
  ...over,
});

/** An RFC 4180 reader, written independently of the writer: records of fields, quoted fields may hold , " CR LF. */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let rec: string[] = [];
  let f = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        f += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else f += c;
      i++;
      continue;
    }
    if (c === '"' && f === '') quoted = true;
    else if (c === ',') {
      rec.push(f);
      f = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rec.push(f);
      out.push(rec);
      rec = [];
      f = '';
      i++;
    } else if (c === '\n' || c === '\r' || c === '"') throw new Error(`bare ${JSON.stringify(c)} at ${i}: not RFC 4180`);
    else f += c;
    i++;
  }
  assert.equal(f, '', 'the file ends with CRLF');
  assert.equal(rec.length, 0);
  return out;
}

test('000 Art. 2bis ¶5: the Sit & Go book lists every tournament with its entries, prize pool and results, as CSV with money and its currency', () => {
  const csv = bookCsv(sitAndGoBook([row()], EUR));
  assert.equal(
    csv,
    'tournament,name,game,started,finished,entries,entry,fee,prize pool,results\r\n' +
      'sng-1,Friday 9-max,texas-holdem,2026-11-27T18:00:00.000Z,2026-11-27T19:35:00.000Z,9,20.00 EUR,2.00 EUR,180.00 EUR,1. ann 108.00 EUR; 2. bob 72.00 EUR\r\n',
  );
});

test('RFC 4180: fields with a comma, a double quote or a line break are quoted, quotes doubled, and read back unchanged', () => {
  assert.equal(csvField('plain'), 'plain');
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('two\r\nlines'), '"two\r\nlines"');
  const name = 'The "Big" one, night\nsession';
  const player = 'o"brien, jr';
  const csv = bookCsv(sitAndGoBook([row({ name, results: [{ player, place: 1, prize: 18_000 }] })], EUR));
  const [header, line] = parseCsv(csv);
  assert.equal(header?.length, 10);
  assert.equal(line?.[1], name);
  assert.equal(line?.[9], `1. ${player} 180.00 EUR`);
});

test('the JSON book gives every amount as money with its currency and exact minor units, every time in ISO 8601', () => {
  const json = bookJson(sitAndGoBook([row()], EUR)) as { cite: string; tournaments: { entry: unknown; prizePool: unknown; startedAt: string; results: { place: number; player: string; prize: unknown }[] }[] };
  assert.equal(json.cite, '000 Art. 2bis ¶5');
  const t = json.tournaments[0];
  assert.deepEqual(t?.entry, { minor: 2_000, amount: '20.00', currency: 'EUR' });
  assert.deepEqual(t?.prizePool, { minor: 18_000, amount: '180.00', currency: 'EUR' });
  assert.equal(t?.startedAt, '2026-11-27T18:00:00.000Z');
  assert.deepEqual(t?.results.map((r) => [r.place, r.player]), [[1, 'ann'], [2, 'bob']]);
  assert.deepEqual(JSON.parse(JSON.stringify(json)), json, 'plain JSON');
});

test('the book is in the order the tournaments started (unstarted last), whatever order the rows come in', () => {
  const rows = [row({ id: 'c', startedAt: null, finishedAt: null, results: [] }), row({ id: 'b', startedAt: T0 + 1, finishedAt: T0 + 2 }), row({ id: 'a', startedAt: T0 + 1, finishedAt: T0 + 2 }), row({ id: 'z', startedAt: T0 })];
  assert.deepEqual(sitAndGoBook(rows, EUR).rows.map((r) => r.id), ['z', 'a', 'b', 'c']);
  const csv = bookCsv(sitAndGoBook(rows, EUR));
  assert.equal(parseCsv(csv)[4]?.[3], '', 'an unstarted tournament has an empty start');
});

test('a bad row is refused with book/bad-row naming the tournament and the field, and nothing is built', () => {
  const refuses = (r: BookRow, field: string) =>
    assert.throws(() => sitAndGoBook([row({ id: 'ok' }), r], EUR), (e: unknown) => e instanceof CroupierError && e.code === 'book/bad-row' && e.context.field === field && e.context.tournament === r.id);
  refuses(row({ id: 'x1', entry: 12.5 }), 'entry');
  refuses(row({ id: 'x2', prizePool: 100 }), 'results');
  refuses(row({ id: 'x3', results: [{ player: 'ann', place: 1, prize: 1 }, { player: 'ann', place: 2, prize: 1 }] }), 'results');
  refuses(row({ id: 'x4', finishedAt: T0 - 1 }), 'finishedAt');
  refuses(row({ id: 'x5', results: [{ player: 'ann', place: 10, prize: 0 }] }), 'results');
  assert.throws(() => sitAndGoBook([row(), row()], EUR), (e: unknown) => e instanceof CroupierError && e.code === 'book/duplicate');
  assert.throws(() => sitAndGoBook([row()], { code: 'euro', decimals: 2 }), (e: unknown) => e instanceof CroupierError && e.code === 'book/bad-currency');
});

test('a currency without decimals prints whole amounts (ISK 0 decimals: 2000 ISK)', () => {
  const csv = bookCsv(sitAndGoBook([row({ results: [] })], { code: 'ISK', decimals: 0 }));
  assert.match(csv, /,2000 ISK,200 ISK,18000 ISK,\r\n$/);
});
