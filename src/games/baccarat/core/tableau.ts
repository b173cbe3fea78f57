/**
 * @module games/baccarat/core/tableau
 * The drawing tables ("tableaux") as data. A bank table has one row per bank two-card total 0–7 (8 and 9 are
 * naturals) and eleven columns: the punto's third card 0–9, then "P" = the punto took no third card. A cell is
 * `T` (draws, "hirugarren karta eskatzen duela"), `P` (stands, "planto egiten duela") or `O` (optional, "aukera egin
 * daitekeela", 000 §08 VII legend). A punto rule has ten cells for the punto's two-card total 0–9: `T`, `P`, `O`
 * or `N` (natural: shows, no draw).
 *
 * The table each profile uses is written in the profile with its citation; the reconstructions of the damaged
 * extractions are documented in docs/decisions/baccarat.md and checked in tableau.test.ts.
 */
import { z } from 'zod';

export type BankCell = 'T' | 'P' | 'O';
export type PuntoCell = 'T' | 'P' | 'O' | 'N';

/** Eight rows (bank total 0–7) of eleven cells (punto's third card 0–9, then "punto stood"). */
export const bankTableSchema = z.array(z.string().regex(/^[TPO]{11}$/, 'eleven cells T/P/O: third card 0–9, then P (punto stood)')).length(8);
/** Ten cells for the punto's two-card total 0–9. */
export const puntoRuleSchema = z.string().regex(/^[TPON]{10}$/, 'ten cells T/P/O/N for totals 0–9');

export type BankTable = readonly string[];

/**
 * The punto y banca table: 000 §07 VI.2.b (rows 4–7 as printed; rows 0–3 reconstructed, see decisions),
 * 001 §06 VI.2.b (printed cleanly), 003 §2.2.7.15–17, 004 PB "La tabla".
 */
export const PUNTO_BANCA_BANK_TABLE: BankTable = [
  'TTTTTTTTTTT', // 0
  'TTTTTTTTTTT', // 1
  'TTTTTTTTTTT', // 2
  'TTTTTTTTPTT', // 3: stands on a punto third card of 8
  'PPTTTTTTPPT', // 4: draws on 2–7
  'PPPPTTTTPPT', // 5: draws on 4–7
  'PPPPPPTTPPP', // 6: draws on 6–7; stands when the punto stood
  'PPPPPPPPPPP', // 7
];

/**
 * The chemin de fer "cuadro de jugadas de la banca": 001 §07 VI (lines 1500–1509) with its duplicated sixth column
 * removed — two optional cells, bank 3 against a third card 9 and bank 5 against a third card 4 (001 §08 VIII.3:
 * "los dos supuestos opcionales"). 000 §08 VII prints the same legend (T, P, O) over a garbled grid.
 */
export const CHEMIN_BANK_TABLE: BankTable = [
  'TTTTTTTTTTT',
  'TTTTTTTTTTT',
  'TTTTTTTTTTT',
  'TTTTTTTTPOT',
  'PPTTTTTTPPT',
  'PPPPOTTTPPT',
  'PPPPPPTTPPP',
  'PPPPPPPPPPP',
];

/** Punto y banca: draws on 0–5, stands on 6–7 (000 §07 VI.2.a, 001 §06 VI.2.a, 003 §2.2.7.13–14, 004 PB). */
export const PUNTO_BANCA_PUNTO_RULE = 'TTTTTTPPNN';
/** Chemin de fer and deux tableaux: 0–4 draw, 5 optional, 6–7 stand (001 §07 VI, 000 §09 VI, 001 §08 VI). */
export const CHEMIN_PUNTO_RULE = 'TTTTTOPPNN';

/** The bank's cell for its two-card total (0–7) and the punto's third card (null: the punto stood). */
export function bankCell(table: BankTable, bankTotal: number, puntoThird: number | null): BankCell {
  const row = table[bankTotal];
  if (row === undefined) throw new RangeError(`bank total ${bankTotal} has no row (8 and 9 are naturals)`);
  return row[puntoThird === null ? 10 : puntoThird] as BankCell;
}

export const puntoCell = (rule: string, total: number): PuntoCell => rule[total] as PuntoCell;

/** The cells marked optional in a bank table, as `[bankTotal, third|null]` pairs. */
export function optionalCells(table: BankTable): [number, number | null][] {
  const out: [number, number | null][] = [];
  table.forEach((row, b) => [...row].forEach((c, i) => c === 'O' && out.push([b, i === 10 ? null : i])));
  return out;
}

/** The same table with every optional cell resolved to draw (000 §08 VIII.2, 001 §07 VIII.2: "must draw in the optional cases"). */
export const withOptionsDrawn = (table: BankTable): BankTable => table.map((r) => r.replace(/O/g, 'T'));
