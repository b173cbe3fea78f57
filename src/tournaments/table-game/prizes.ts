/**
 * @module tournaments/table-game/prizes
 * The classification and the prizes of a table-game tournament (000 Art. 2bis ¶1.b; 003 §1.5: "the players with the
 * best results win"). Players are classified by their tournament chips at the end, most first. Equal chips follow the
 * bases: `share` gives them one place (competition ranking: 1, 2, 2, 4) and shares the prizes of the places they
 * cover equally; `registration` ranks the earlier registration first. Every prize is the pool × its share ÷ 10,000
 * rounded down to the bases' unit; what the rounding leaves goes to the best placed player (the first registered of
 * those tied for first), so the pool pays out to the cent.
 */
export interface Classified {
  readonly player: string;
  readonly place: number;
  readonly chips: number;
  readonly prize: number;
}

export interface Entrant {
  readonly player: string;
  readonly chips: number;
}

const floorTo = (x: bigint, unit: bigint): bigint => (x / unit) * unit;

/**
 * Classifies `entrants` (in registration order) and pays `pool` by `shares` (ten-thousandths per place, 1st first).
 * Pure; Σ prizes = pool whenever at least one place is paid.
 */
export function classify(entrants: readonly Entrant[], pool: number, shares: readonly number[], unit: number, ties: 'share' | 'registration'): Classified[] {
  const order = entrants.map((e, i) => ({ ...e, i })).sort((a, b) => b.chips - a.chips || a.i - b.i);
  const placeOf: number[] = [];
  order.forEach((e, k) => placeOf.push(ties === 'share' && k > 0 && (order[k - 1] as Entrant).chips === e.chips ? (placeOf[k - 1] as number) : k + 1));
  const placePrize = (place: number): bigint => floorTo((BigInt(pool) * BigInt(shares[place - 1] ?? 0)) / 10_000n, BigInt(unit));
  const prizes: bigint[] = order.map(() => 0n);
  for (let k = 0; k < order.length; ) {
    let m = 1;
    while (k + m < order.length && placeOf[k + m] === placeOf[k]) m++;
    // The m players at place p cover places p … p+m−1: they share those places' prizes equally.
    let sum = 0n;
    for (let j = 0; j < m; j++) sum += placePrize((placeOf[k] as number) + j);
    const each = floorTo(sum / BigInt(m), BigInt(unit));
    for (let j = 0; j < m; j++) prizes[k + j] = each;
    k += m;
  }
  const paid = prizes.reduce((t, x) => t + x, 0n);
  if (order.length > 0 && shares.length > 0) prizes[0] = (prizes[0] as bigint) + BigInt(pool) - paid;
  return order.map((e, k) => ({ player: e.player, place: placeOf[k] as number, chips: e.chips, prize: Number(prizes[k]) }));
}
