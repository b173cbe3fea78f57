/**
 * @module core/settlement
 * A round's settlement. Two kinds of result, which a round may mix:
 * - **lines**, one per bet against the house (a banked game): stake, return, net; the house pays or keeps the
 *   difference;
 * - **pots**, chips that players put in against each other (chemin de fer's coup, a poker pot): who put in what
 *   (`contributions`), who takes what out (`awards`), and the house's **cut** (rake, cagnotte, levy, fee), each cut
 *   naming its rule and citation. A pot's chips go from the players who lost them to the players who won them, never
 *   through the house's account; only the cuts go to the house, to its revenue.
 * A pot may also leave chips on the table for a later round (`kept`: a chemin de fer or deux tableaux bank that runs
 * on, in the croupier's custody between coups); they stand in the game's carry (`Game.standing`) and go to no account.
 * Invariants: every amount a non-negative integer; a line's net is its return less its stake; a pot's contributions
 * equal its awards plus its cuts plus what it keeps. `houseNet` is what the house gains: −Σ line nets + Σ cuts.
 * A round may also name **jackpot** movements (`jackpots`, docs/jackpots.md): a jackpot bet's chips leave the table for
 * a progressive's pool (`contributions`), and a combination wins a prize from it (`awards`: a share of the pool or a
 * fixed sum). The game names them; the amounts of the awards come from the pool's balance, read in the round's own
 * transaction (src/jackpots), and are filled in (`amount`) only then. Neither touches `houseNet`.
 */
import type { Audience, BoxId, PlayerId } from './ids.js';
import { CriticalStateError } from './errors.js';

export interface SettlementLine {
  readonly bettor: PlayerId;
  /** The box or betting position, when the bet sits on one. */
  readonly box?: BoxId;
  /** The bet's name in the game's vocabulary: `main`, `insurance`, `pairs`, `split-1`, `straight-17`. */
  readonly bet: string;
  /** Total staked on this bet (after doubling, in minor units). */
  readonly stake: number;
  /** Total handed back to the bettor, stake included (0 on a loss). */
  readonly returned: number;
  /** returned − stake. */
  readonly net: number;
  /** Why: `blackjack`, `win`, `push`, `lose`, `surrender`, `void`, … */
  readonly outcome: string;
  readonly cite?: string;
  /**
   * Where `returned` goes when it is not the bettor's: `tips`, the staff's account (a tip bet, 003 §2.2.1.7: the
   * bettor staked it for the staff). The bettor's own result on such a line is −stake (`netByBettor`); the house
   * pays or keeps stake − returned as on any line.
   */
  readonly paidTo?: 'tips';
}

/** A player's share of a pot: chips put in, or chips taken out. */
export interface PotShare {
  readonly player: PlayerId;
  readonly amount: number;
  /** The seat or box the player holds, when there is one. */
  readonly box?: BoxId;
  /** The part the share is for, in the game's vocabulary: `bank`, `punto`, `banco`, `ante`. */
  readonly part?: string;
  /** For a contribution: how that part came out (`win`, `lose`, `push`, `void`). */
  readonly outcome?: string;
  readonly cite?: string;
}

/** The house's cut of a pot: its own ledger line to the house's revenue, naming the rule that takes it. */
export interface HouseCut {
  /** `cagnotte`, `rake`, `levy`, `session-fee`, `player-fee`. */
  readonly rule: string;
  readonly amount: number;
  readonly cite: string;
  /** The player whose winnings the cut is taken from, when it is one player's. */
  readonly from?: PlayerId;
}

export interface PotResult {
  /** The pot's name: `coup`, `main`, `side-1`. */
  readonly pot: string;
  readonly contributions: readonly PotShare[];
  readonly awards: readonly PotShare[];
  readonly cuts: readonly HouseCut[];
  /**
   * Chips of the pot that stay on the table for a later round, by owner (a bank that runs on, with the winnings that
   * joined it): paid to no account now, they stand in the carry (`Game.standing`). Absent: none.
   */
  readonly kept?: readonly PotShare[];
  /** Why: `banker-wins`, `punto-wins`, `tie`, `showdown`, … */
  readonly outcome: string;
  readonly cite?: string;
}

/** A jackpot bet's chips, leaving the table for the jackpot's pool (its share) and the casino's deduction. */
export interface JackpotContribution {
  /** The jackpot's id (operator data: the table's configuration names it). */
  readonly jackpot: string;
  readonly bettor: PlayerId;
  readonly box?: BoxId;
  /** The bet's name in the game's vocabulary (`jackpot`). */
  readonly bet: string;
  /** The whole jackpot bet, in minor units: it all leaves the table. */
  readonly stake: number;
  readonly cite?: string;
  /**
   * A linked bingo hall's share of its takings (000-A3 para 4, src/jackpots/linked-halls): the hall takes part only
   * while the pool exists, takes this game and is in order; otherwise the share is deducted to revenue, as past a cap.
   */
  readonly linked?: true;
  /**
   * `stake`: a share of a machine's stake (003 §4.5.4), `stake` being the whole stake of a settlement line: no chip
   * leaves the table for it, the house pays the share out of its take (src/jackpots/machine-jackpot). Absent: a bet.
   */
  readonly basis?: 'stake';
  /**
   * A drop taken out of a pot rather than a bet of its own (003 §3.2.41–42: 1.00 of every qualifying pot for the
   * Olympic Poker Jackpot): the pot named here puts it in (its contributions equal its awards, cuts, kept chips and
   * these drops), so its chips are counted once, in the pot; `bettor` names the pot. Not the house's cut.
   */
  readonly fromPot?: string;
}

/** A prize won from a jackpot: a share of the pool, or a fixed sum (a minimum the house guarantees: src/jackpots). */
export interface JackpotAward {
  readonly jackpot: string;
  readonly bettor: PlayerId;
  readonly box?: BoxId;
  /** The combination that won (`royal-flush`). */
  readonly combination: string;
  /** A share of the pool as it stands when this award is paid. Exactly one of `share`, `fixed`. */
  readonly share?: { readonly num: number; readonly den: number };
  readonly fixed?: number;
  /**
   * The order of payment (0 first): the highest hand is paid first, then the next on what remains (000 §11 VI.1, §12
   * 8.1); awards with the same order (equal hands) share one prize equally.
   */
  readonly order: number;
  readonly cite?: string;
  /**
   * The share is of the amount that counts rather than of the pool as it stands (003 §3.3.4: the pool's balance at
   * the close of the previous casino day, read in the round's transaction: src/jackpots/poker-room); absent: the pool.
   */
  readonly basis?: 'day-close';
  /** A share paid at most this sum (003 §3.3.10: the Royal Flush prize, 20% of the jackpot, at most 500.00). */
  readonly max?: number;
  /** What was paid: filled in by the round's transaction from the pool's balance; absent before. */
  readonly amount?: number;
  /** A linked bingo hall's prize (000-A3 para 4): refused (paid 0) unless its pool is in order (src/jackpots/linked-halls). */
  readonly linked?: true;
  /**
   * A conditional award (a machine's random trigger, 003 §4.5.2): the draw from the server's RNG, in [0, 2^32); the
   * round's transaction decides from it and the jackpot's trigger whether it wins (src/jackpots/machine-jackpot).
   */
  readonly draw?: number;
}

export interface JackpotResult {
  readonly contributions: readonly JackpotContribution[];
  readonly awards: readonly JackpotAward[];
}

export interface Settlement {
  readonly lines: readonly SettlementLine[];
  /** Player-against-player pots (absent for a purely banked round). */
  readonly pots?: readonly PotResult[];
  /** Jackpot bets and prizes (absent without a jackpot bet). */
  readonly jackpots?: JackpotResult;
  /** The house's net: −Σ line.net + Σ cuts (a commission inside a line is already in its net). */
  readonly houseNet: number;
  /**
   * Everyone dealt into the round, where that is more than the lines and pots name (absent: they name everyone): a
   * circle-poker player who folded without a chip in the pot played the hand, and recalls it (his cards, his PHH).
   */
  readonly dealt?: readonly PlayerId[];
}

const bad = (what: string, context: Record<string, unknown>): CriticalStateError => new CriticalStateError('core/bad-settlement', what, context);
const amountOk = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** Chips a pot keeps on the table for a later round. */
export const keptChips = (p: PotResult): number => (p.kept ?? []).reduce((a, x) => a + x.amount, 0);

/** Checks and builds a settlement; a violation of its invariants is a broken game (`CriticalStateError`). */
export function makeSettlement(lines: SettlementLine[], pots: readonly PotResult[] = [], jackpots?: JackpotResult): Settlement {
  let sum = 0;
  for (const l of lines) {
    if (!amountOk(l.stake) || !amountOk(l.returned)) throw bad(`non-integer or negative amount in ${l.bet}`, { line: l });
    if (l.net !== l.returned - l.stake) throw bad(`net ≠ returned − stake in ${l.bet}`, { line: l });
    sum += l.net;
  }
  let cuts = 0;
  for (const p of pots) {
    const shares = [...p.contributions, ...p.awards, ...(p.kept ?? [])];
    if (shares.some((x) => !amountOk(x.amount)) || p.cuts.some((c) => !amountOk(c.amount))) throw bad(`non-integer or negative amount in pot ${p.pot}`, { pot: p });
    const tin = p.contributions.reduce((a, x) => a + x.amount, 0);
    const tout = p.awards.reduce((a, x) => a + x.amount, 0) + p.cuts.reduce((a, c) => a + c.amount, 0) + keptChips(p) + droppedChips(jackpots, p.pot);
    if (tin !== tout) throw bad(`pot ${p.pot}: ${tin} put in, ${tout} taken out`, { pot: p });
    cuts += p.cuts.reduce((a, c) => a + c.amount, 0);
  }
  for (const c of jackpots?.contributions ?? []) if (c.fromPot !== undefined && !pots.some((p) => p.pot === c.fromPot)) throw bad(`a drop from pot ${c.fromPot}, which the round does not have`, { contribution: c });
  const jp = jackpots && (jackpots.contributions.length || jackpots.awards.length) ? { jackpots: checkJackpots(jackpots) } : {};
  return pots.length ? { lines, pots, houseNet: -sum + cuts, ...jp } : { lines, houseNet: -sum, ...jp };
}

/** A jackpot result's invariants: whole positive stakes; each award one share in (0, 1] or one positive fixed sum. */
function checkJackpots(j: JackpotResult): JackpotResult {
  for (const c of j.contributions) if (!amountOk(c.stake) || c.stake === 0 || !c.jackpot) throw bad(`jackpot contribution of ${c.stake} to ${c.jackpot}`, { contribution: c });
  for (const a of j.awards) {
    const share = a.share !== undefined && Number.isSafeInteger(a.share.num) && Number.isSafeInteger(a.share.den) && a.share.num > 0 && a.share.den > 0 && a.share.num <= a.share.den;
    const fixed = a.fixed !== undefined && amountOk(a.fixed) && a.fixed > 0;
    if (share === fixed || !Number.isSafeInteger(a.order) || a.order < 0 || !a.jackpot) throw bad(`jackpot award ${a.combination}: one share in (0, 1] or one fixed sum`, { award: a });
    if (a.amount !== undefined && !amountOk(a.amount)) throw bad(`jackpot award ${a.combination} of ${a.amount}`, { award: a });
    if (a.max !== undefined && (!amountOk(a.max) || !share)) throw bad(`jackpot award ${a.combination}: a ceiling of ${a.max} on a share`, { award: a });
  }
  return j;
}

/** Chips the jackpot bets take off the table (a share of a machine's stake takes none: `basis`; a drop out of a pot is
 * counted in its pot: `fromPot`). */
export const jackpotChips = (s: Settlement): number => (s.jackpots?.contributions ?? []).reduce((a, c) => a + (c.basis === 'stake' || c.fromPot !== undefined ? 0 : c.stake), 0);

/** Chips a pot gives its jackpots as drops (`JackpotContribution.fromPot`). */
export const droppedChips = (j: JackpotResult | undefined, pot: string): number => (j?.contributions ?? []).reduce((a, c) => a + (c.fromPot === pot ? c.stake : 0), 0);

/**
 * Every participant's result as lines: the banked lines, and for each pot one line per player, box and part — what
 * they put in (`stake`), what they took out (`returned`, including what the pot keeps on the table for them: a bank
 * that runs on). The view recall, the result panel and scenario files read; the ledger books pots as pots.
 */
export function resultLines(s: Settlement): SettlementLine[] {
  const out: SettlementLine[] = [...s.lines];
  for (const p of s.pots ?? []) {
    const key = (x: PotShare): string => `${x.player}\u0000${x.box ?? ''}\u0000${x.part ?? p.pot}`;
    const rows = new Map<string, { share: PotShare; stake: number; returned: number }>();
    for (const c of p.contributions) {
      const r = rows.get(key(c)) ?? { share: c, stake: 0, returned: 0 };
      r.stake += c.amount;
      rows.set(key(c), r);
    }
    for (const a of [...p.awards, ...(p.kept ?? [])]) {
      const r = rows.get(key(a)) ?? { share: a, stake: 0, returned: 0 };
      r.returned += a.amount;
      rows.set(key(a), r);
    }
    for (const { share, stake, returned } of rows.values()) {
      const outcome = share.outcome ?? (returned > stake ? 'win' : returned < stake ? 'lose' : 'push');
      const cite = share.cite ?? p.cite;
      out.push({ bettor: share.player, ...(share.box === undefined ? {} : { box: share.box }), bet: share.part ?? p.pot, stake, returned, net: returned - stake, outcome, ...(cite ? { cite } : {}) });
    }
  }
  // A jackpot bet: its stake left the table for the pool; what it won (once the round's transaction has paid it).
  const j = s.jackpots;
  if (j) {
    const key = (x: { bettor: string; box?: BoxId; jackpot: string }): string => `${x.bettor}\u0000${x.box ?? ''}\u0000${x.jackpot}`;
    const won = new Map<string, JackpotAward[]>();
    // A machine's conditional award (`draw`) is a prize only once the round's transaction found it won (`amount`).
    for (const a of j.awards) if (a.draw === undefined || a.amount !== undefined) won.set(key(a), [...(won.get(key(a)) ?? []), a]);
    const seen = new Set<string>();
    for (const c of j.contributions) {
      // A share of a machine's stake is not a bet of its own: the stake is on its line already.
      if (c.basis === 'stake') continue;
      // A pot's drop is no player's stake: the pot's lines already count its chips.
      if (c.fromPot !== undefined) continue;
      const ws = seen.has(key(c)) ? [] : (won.get(key(c)) ?? []);
      seen.add(key(c));
      const returned = ws.reduce((a, w) => a + (w.amount ?? 0), 0);
      const cite = ws[0]?.cite ?? c.cite;
      out.push({ bettor: c.bettor, ...(c.box === undefined ? {} : { box: c.box }), bet: c.bet, stake: c.stake, returned, net: returned - c.stake, outcome: ws.length ? ws.map((w) => w.combination).join(', ') : 'jackpot-contribution', ...(cite ? { cite } : {}) });
    }
    // A prize without a bet of this round on the same box (not made by the shipped games) is still the player's.
    for (const [k, ws] of won) if (!seen.has(k)) for (const w of ws) out.push({ bettor: w.bettor, ...(w.box === undefined ? {} : { box: w.box }), bet: 'jackpot', stake: 0, returned: w.amount ?? 0, net: w.amount ?? 0, outcome: w.combination, ...(w.cite ? { cite: w.cite } : {}) });
  }
  return out;
}

/**
 * A pot from each participant's stake and return, computed as lines are (chemin de fer's punters and bank): each
 * line's stake becomes a contribution (with its part, outcome and citation), each return an award; what the lines
 * do not return is the house's cut. The cuts must account for it exactly.
 */
export function potOfLines(pot: string, lines: readonly SettlementLine[], cuts: readonly HouseCut[], outcome: string, cite?: string): PotResult {
  const contributions = lines.filter((l) => l.stake > 0).map((l) => ({ player: l.bettor, ...(l.box === undefined ? {} : { box: l.box }), part: l.bet, amount: l.stake, outcome: l.outcome, ...(l.cite ? { cite: l.cite } : {}) }));
  const awards = lines.filter((l) => l.returned > 0).map((l) => ({ player: l.bettor, ...(l.box === undefined ? {} : { box: l.box }), part: l.bet, amount: l.returned }));
  return { pot, contributions, awards, cuts: cuts.filter((c) => c.amount > 0), outcome, ...(cite ? { cite } : {}) };
}

/**
 * Chips a settlement settles (takes off the table): the lines' stakes and the pots' contributions, less what the pots
 * keep on the table for a later round.
 */
export const settledChips = (s: Settlement): number =>
  s.lines.reduce((a, l) => a + l.stake, 0) + (s.pots ?? []).reduce((a, p) => a + p.contributions.reduce((b, x) => b + x.amount, 0) - keptChips(p), 0) + jackpotChips(s);

/** Net per bettor, for wallets: lines' nets, and each pot's awards less contributions. */
export function netByBettor(s: Settlement): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  for (const l of resultLines(s)) out[l.bettor] = (out[l.bettor] ?? 0) + (l.paidTo === 'tips' ? -l.stake : l.net);
  return out;
}

/**
 * A settlement as a game's view carries it for `audience`: every line and pot (the bets at a table are public), and
 * the house's net for the dealer and the auditor only — players and spectators never see what the house made on a
 * round (issue 17).
 */
export function settlementView(s: Settlement, audience: Audience): { lines: SettlementLine[]; pots?: PotResult[]; jackpots?: JackpotResult; houseNet?: number } {
  const lines = s.lines.map((l) => ({ ...l }));
  const pots = s.pots ? { pots: s.pots.map((p) => ({ ...p })) } : {};
  const jp = s.jackpots ? { jackpots: { contributions: s.jackpots.contributions.map((c) => ({ ...c })), awards: s.jackpots.awards.map((a) => ({ ...a })) } } : {};
  return audience.kind === 'dealer' || audience.kind === 'auditor' ? { lines, ...pots, ...jp, houseNet: s.houseNet } : { lines, ...pots, ...jp };
}

