/**
 * @module tournaments/prizes
 * The prize table of 003 §3.6 (003-CP-PRIZE) as data: one column per field size, each place's share as an exact
 * integer per 10,000 of the prize pool (2,55% is 255), every column summing to 10,000. `payouts` turns a pool into
 * prizes: the ranking fund's share is taken first (003 §3.4.3: 2% of the prize fund goes to the ranking fund), the
 * table's percentages apply to what is left, each prize is rounded down to the bases' unit of money and the
 * remainder goes to first place, so the prizes add up to the pool to the cent. Beyond 160 players (no column in the
 * text) the bases say how to pay: `last-column` pays as 131–160. docs/tournaments.md gives the reasons.
 */
import { TournamentError } from './errors.js';

export interface PrizeColumn {
  /** The largest field this column pays (players or entries); the first column starts at 1. */
  readonly upTo: number;
  /** Place 1, 2, … : share of the pool per 10,000. */
  readonly shares: readonly number[];
}

/** 003 §3.6, every column; the cite is the paragraph. */
export const PRIZE_TABLE: { readonly cite: string; readonly columns: readonly PrizeColumn[] } = {
  cite: '003 §3.6',
  columns: [
    { upTo: 8, shares: [6000, 4000] },
    { upTo: 11, shares: [5000, 3000, 2000] },
    { upTo: 20, shares: [4000, 2700, 1900, 1400] },
    { upTo: 30, shares: [3600, 2500, 1750, 1280, 870] },
    { upTo: 50, shares: [3400, 2300, 1650, 1190, 800, 660] },
    { upTo: 70, shares: [3170, 2070, 1530, 1080, 720, 580, 460, 390] },
    { upTo: 100, shares: [3050, 1950, 1370, 1000, 670, 540, 420, 370, 330, 300] },
    { upTo: 130, shares: [2900, 1870, 1350, 950, 650, 520, 400, 340, 290, 260, 240, 230] },
    { upTo: 160, shares: [2800, 1800, 1300, 930, 630, 500, 390, 330, 290, 255, 225, 200, 180, 170] },
  ],
};

export type BeyondTable = 'last-column';

/** The column for a field of `entries` (beyond the last column: per `beyond`). */
export function columnFor(entries: number, beyond: BeyondTable = 'last-column'): PrizeColumn {
  if (!Number.isInteger(entries) || entries < 1) throw new TournamentError('no-field', `no prize column for ${entries} entries`, { cite: PRIZE_TABLE.cite });
  const c = PRIZE_TABLE.columns.find((x) => entries <= x.upTo);
  if (c) return c;
  switch (beyond) {
    case 'last-column':
      return PRIZE_TABLE.columns[PRIZE_TABLE.columns.length - 1] as PrizeColumn;
  }
}

export interface PrizeSplit {
  /** The ranking fund's share, taken before the prizes (003 §3.4.3). */
  readonly rankingFund: number;
  /** Place 1, 2, … : money, minor units. */
  readonly prizes: readonly number[];
}

/**
 * The prizes of a pool: the ranking fund's `fundPercent` first (rounded down to the cent), then each paid place's
 * share of the rest rounded down to `unit`, the remainder to first place. `paidAtMost` caps the paid places (never
 * more places than players); the shares of places not paid go to first place as well.
 */
export function payouts(pool: number, entries: number, opts: { readonly unit: number; readonly fundPercent: number | null; readonly beyond?: BeyondTable; readonly paidAtMost?: number }): PrizeSplit {
  if (!Number.isSafeInteger(pool) || pool < 0) throw new TournamentError('bad-pool', `a prize pool is a whole number of minor units, not ${pool}`);
  if (!Number.isSafeInteger(opts.unit) || opts.unit < 1) throw new TournamentError('bad-unit', `a prize unit is a positive whole number, not ${opts.unit}`);
  const rankingFund = opts.fundPercent === null ? 0 : Math.floor((pool * opts.fundPercent) / 100);
  const rest = pool - rankingFund;
  const shares = columnFor(entries, opts.beyond).shares.slice(0, Math.max(1, opts.paidAtMost ?? Infinity));
  const prizes = shares.map((sh) => Math.floor((rest * sh) / 10_000 / opts.unit) * opts.unit);
  prizes[0] = (prizes[0] as number) + rest - prizes.reduce((t, x) => t + x, 0);
  return { rankingFund, prizes };
}

export interface Placed {
  readonly player: string;
  readonly place: number;
  /** Players out in the same hand (or hand-for-hand round) share a group. */
  readonly group: number;
}

/**
 * Prizes by player from prizes by place (003 §3.1.9.5): a group of players out together that straddles the money
 * shares the paid places' prizes equally among all of it (52 left, 50 paid, 3 out at once: the three share the
 * 50th prize); players with equal places share the prizes of the places they cover. Shares are rounded down to the
 * cent; what the rounding leaves goes to first place, so the prizes add up to the table's.
 */
export function sharePrizes(prizes: readonly number[], placed: readonly Placed[]): Map<string, number> {
  const prizeOf = (place: number): number => prizes[place - 1] ?? 0;
  const out = new Map<string, number>();
  const groups = new Map<number, Placed[]>();
  for (const p of placed) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  for (const members of groups.values()) {
    const paid = members.filter((p) => p.place <= prizes.length);
    if (paid.length && paid.length < members.length) {
      const each = Math.floor(paid.reduce((t, p) => t + prizeOf(p.place), 0) / members.length);
      for (const p of members) out.set(p.player, each);
      continue;
    }
    for (const p of members) {
      const equal = members.filter((q) => q.place === p.place).length;
      let sum = 0;
      for (let k = 0; k < equal; k++) sum += prizeOf(p.place + k);
      out.set(p.player, Math.floor(sum / equal));
    }
  }
  const first = placed.find((p) => p.place === 1);
  const owed = prizes.reduce((t, x) => t + x, 0) - [...out.values()].reduce((t, x) => t + x, 0);
  if (first) out.set(first.player, (out.get(first.player) ?? 0) + owed);
  return out;
}
