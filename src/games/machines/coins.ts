/**
 * @module games/machines/coins
 * A machine's stake (003 §4.2.1: chosen from the game's denominations before the game starts): 1 to `maxCoins` coins
 * of the table's `denomination`. The range every machine's legal actions offer, and the one check of a stake that
 * carries it, the same at every machine but for its error prefix.
 */
import { reject, type Rejection } from '../../core/errors.js';

export interface CoinTable {
  readonly denomination: number;
  readonly maxCoins: number;
}

/** The stakes a game takes: whole coins, 1 to `maxCoins`. */
export const coinRange = (t: CoinTable): { min: number; max: number; step: number } => ({ min: t.denomination, max: t.denomination * t.maxCoins, step: t.denomination });

/** A stake of whole coins within the range, or `<family>/coins`. */
export function checkCoins(t: CoinTable, amount: number, family: string): Rejection | null {
  const r = coinRange(t);
  return amount % r.step || amount < r.min || amount > r.max ? reject(`${family}/coins`, `from 1 to ${t.maxCoins} coins of ${r.step}`) : null;
}
