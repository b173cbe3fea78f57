/**
 * @module games/baccarat/deux-tableaux/betting
 * Stakes on the tableaux (000 §09 IV, VI–VII; 001 §08 IV, VI–VII): on one tableau, or straddling the line between
 * the two (half on each; an odd number of units puts the larger part on tableau 1), or on the line of the player's
 * zone (plays half). Limited bank: the stakes are covered in the priority order up to the bank; free bank: the
 * banker answers every stake. Banco: one player against the whole bank on both tableaux, played as two hands;
 * equal bancos are drawn by lot; a void banco coup may be repeated twice more. At least two players per tableau.
 * The bank is on the table already (bank-chips.ts); a free bank's banker puts up, as each stake comes, what the
 * stakes exceed the bank by — the stake he cannot cover is refused — and gets it back as they are withdrawn.
 */
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { draw as drawCard } from '../../../shoe/shoe.js';
import { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase } from '../core/handler.js';
import { bankMove, declareWithCover } from './bank-chips.js';
import type { DtEvent, DtHandler, DtStep } from './handler.js';
import { byPriority, holdingSeat, maxStake, seatOf, tabSeats } from './rules.js';

const holderAt = (s: DtState, t: 0 | 1): PlayerId | null => {
  const seat = holdingSeat(s, t);
  return seat === null ? null : (s.seats[String(seat)] ?? null);
};
import type { DtStake, DtState, Tab } from './state.js';

const c7 = (s: DtState) => citeOf(s.profile, 'stakes');
const c6 = (s: DtState) => citeOf(s.profile, 'play');

/** The two parts of a stake across the line between the tableaux: the larger on tableau 1. */
export function splitStake(amount: number, unit: number): [number, number] {
  const units = Math.floor(amount / unit);
  const first = Math.ceil(units / 2) * unit;
  return [first + (amount - units * unit), amount - first - (amount - units * unit)];
}

const box = (seat: number | null) => (seat === null ? {} : { box: seat });

export const stake: DtHandler<'stake'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting') return reject('deux-tableaux/betting-closed', 'stakes are closed', c7(s));
    if (s.banker?.player === p) return reject('deux-tableaux/banker-stakes', 'the banker does not stake against his bank');
    if (s.declared.some((d) => d.banco)) return reject('deux-tableaux/banco-called', 'banco takes the whole bank', c6(s));
    // 000 §09 VII, 001 §08 VII: "bets may not be placed immediately to the right or left of the banker and the croupier".
    if (a.spot) return reject('deux-tableaux/stake-beside-banker', `no stake may be placed immediately beside the ${a.spot === 'beside-banker' ? 'banker' : 'croupier'}`, c7(s));
    if (!Number.isSafeInteger(a.amount) || a.amount <= 0 || a.amount % (a.line ? 2 * s.table.unit : s.table.unit) !== 0)
      return reject('deux-tableaux/bad-amount', `stakes are whole betting units of ${s.table.unit}${a.line ? ', an even number of them on the line' : ''}`);
    const plays = a.line ? a.amount / 2 : a.amount;
    const parts = a.tableau === 'both' ? splitStake(plays, s.table.unit) : [plays];
    if (parts.some((x) => x < s.table.minStake)) return reject('deux-tableaux/under-minimum', `the minimum stake is ${s.table.minStake}`, citeOf(s.profile, 'stake-limits'));
    if (parts.some((x) => x > maxStake(s))) return reject('deux-tableaux/over-maximum', `the maximum stake is ${s.table.maxStake}`, citeOf(s.profile, 'stake-limits'));
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const seat = seatOf(s, p);
    const plays = a.line ? a.amount / 2 : a.amount;
    const events: DtEvent[] = [{ type: 'stake', bettor: p, ...box(seat), bet: 'punto', amount: a.amount }];
    if (a.line) events.push({ type: 'stake-withdrawn', bettor: p, ...box(seat), bet: 'punto', amount: a.amount - plays, reason: 'on-the-line-plays-half', cite: c7(s) });
    const parts: [Tab, number][] = a.tableau === 'both' ? (splitStake(plays, s.table.unit).map((x, i) => [i as Tab, x]) as [Tab, number][]) : [[(a.tableau - 1) as Tab, plays]];
    let seq = s.seq;
    const added: DtStake[] = parts.filter(([, x]) => x > 0).map(([tab, amount]) => ({ player: p, seat, tab, amount, seq: seq++, banco: false }));
    events.push({ type: 'staked', player: p, parts: added.map((d) => ({ tableau: d.tab + 1, amount: d.amount })), ...(a.tableau === 'both' ? { cite: c7(s) } : {}) });
    const t = declareWithCover({ ...s, seq }, [...s.declared, ...added]);
    return { state: t.state, events: [...events, ...t.events] };
  },
};

export const banco: DtHandler<'banco'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting') return reject('deux-tableaux/betting-closed', 'banco is called at the start of the coup', c6(s));
    if (s.banker?.player === p) return reject('deux-tableaux/banker-stakes', 'the banker does not stake against his bank');
    if (s.declared.some((d) => d.player === p)) return reject('deux-tableaux/already-staked', 'withdraw your stakes to call banco');
    // 000 §09 VI, 001 §08 VI: "Se puede pedir banco por cualquier jugador, esté sentado o de pie, por una sola vez y al
    // principio de cada partida" (a partida read as a shoe, docs/decisions/baccarat.md): in the shoe's first coup, and
    // in the repeats of a void banco coup ("podrá repetirse la jugada hasta dos veces más") by the same player.
    if (s.shoeCoups > 0 && s.bancoRepeat?.player !== p) return reject('deux-tableaux/banco-start-of-shoe', 'banco is called once, at the start of each shoe', c6(s));
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const seat = seatOf(s, p);
    const [t1, t2] = splitStake(s.banker!.bank, s.table.unit);
    const t = declareWithCover({ ...s, seq: s.seq + 1 }, [...s.declared, { player: p, seat, tab: 0, amount: t1, seq: s.seq, banco: true }, { player: p, seat, tab: 1, amount: t2, seq: s.seq, banco: true }]);
    return { state: t.state, events: [{ type: 'stake', bettor: p, ...box(seat), bet: 'banco', amount: t1 + t2 }, ...t.events, { type: 'banco-called', player: p, parts: [t1, t2], cite: c6(s) }] };
  },
};

export const withdraw: DtHandler<'withdraw'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting') return wrongPhase('stakes are withdrawn while betting is open');
    return s.declared.some((d) => d.player === p) ? null : reject('deux-tableaux/no-stake', 'you have no stake');
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const mine = s.declared.filter((d) => d.player === p);
    const amount = mine.reduce((x, d) => x + d.amount, 0);
    const t = declareWithCover(s, s.declared.filter((d) => d.player !== p));
    return { state: t.state, events: [{ type: 'stake-withdrawn', bettor: p, ...box(mine[0]!.seat), bet: 'punto', amount }, ...t.events] };
  },
};

export const done: DtHandler<'done'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting' && s.phase !== 'bank') return wrongPhase('betting is closed');
    if (s.ready.includes(p)) return reject('deux-tableaux/already-done', 'you are done');
    const known = seatOf(s, p) !== null || s.table.players.includes(p) || s.banker?.player === p || s.declared.some((d) => d.player === p) || s.bids.some((b) => b.player === p);
    if (!known) return reject('deux-tableaux/not-at-table', 'only players at the table are waited for');
    return null;
  },
  run: (s, a) => ({ state: { ...s, ready: [...s.ready, playerOf(a.by)!] }, events: [] }),
};

/** The banco callers in order of right: the repeat right first, else all (a lot decides between them). */
export const bancoCallers = (s: DtState): PlayerId[] => {
  const callers = [...new Set(s.declared.filter((d) => d.banco).map((d) => d.player))];
  if (s.bancoRepeat && callers.includes(s.bancoRepeat.player)) return [s.bancoRepeat.player];
  return callers;
};

export const closeBets: DtHandler<'close-bets'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'betting') return wrongPhase('betting is not open');
    const n = bancoCallers(s).length;
    if (n > 1 && (a.lot === undefined || !Number.isInteger(a.lot) || a.lot < 0 || a.lot >= n)) return reject('deux-tableaux/lot-needed', `equal bancos: the lot picks one of ${n}`, citeOf(s.profile, 'banco-lot'));
    return null;
  },
  run(s, a): DtStep {
    const events: DtEvent[] = [{ type: 'bets-closed', cite: c7(s) }];
    const returnAll = (list: readonly DtStake[]) => {
      const by = new Map<PlayerId, { seat: number | null; amount: number }>();
      for (const d of list) by.set(d.player, { seat: d.seat, amount: (by.get(d.player)?.amount ?? 0) + d.amount });
      for (const [p, x] of by) events.push({ type: 'stake-withdrawn', bettor: p, ...box(x.seat), bet: 'punto', amount: x.amount });
    };
    const perTab = [0, 1].map((t) => tabSeats(s, t as Tab).filter((n) => s.seats[String(n)] !== undefined).length);
    if (!s.declared.length || perTab.some((n) => n < s.profile.minPlayersPerTableau.value)) {
      // No coup: the stakes are settled as void (returned) when it is announced.
      const reason = !s.declared.length ? 'no-stakes' : 'too-few-players';
      events.push({ type: 'no-coup', reason, ...(reason === 'too-few-players' ? { cite: s.profile.minPlayersPerTableau.cite } : {}) });
      // What a free bank put up beside the bank for these stakes comes back now.
      events.push(...bankMove(s.banker!.player, s.banker!.bank - s.bankChips, 'no-coup'));
      return { state: { ...s, bankChips: s.banker!.bank, accepted: s.declared, phase: 'result', result: { banker: s.banker!.player, tabs: [voidTab, voidTab], bankerPoint: 0, net: 0, levy: 0, void: reason } }, events };
    }
    const callers = bancoCallers(s);
    let accepted: DtStake[];
    let bancoPlayer: PlayerId | null = null;
    if (callers.length) {
      bancoPlayer = callers[callers.length > 1 ? (a.lot as number) : 0]!;
      accepted = s.declared.filter((d) => d.banco && d.player === bancoPlayer);
      returnAll(s.declared.filter((d) => !(d.banco && d.player === bancoPlayer)));
      events.push({ type: 'banco-plays', player: bancoPlayer, ...(callers.length > 1 ? { lot: a.lot, among: callers } : {}) });
    } else if (s.table.mode === 'free') accepted = s.declared.slice();
    else {
      // Limited bank: the bank answers only for what it holds, the stakes covered in the priority order.
      accepted = [];
      let left = s.banker!.bank;
      for (const d of byPriority(s, s.declared)) {
        const take = Math.min(left, d.amount);
        if (take > 0) accepted.push({ ...d, amount: take });
        left -= take;
      }
      const over: DtStake[] = [];
      for (const d of s.declared) {
        const took = accepted.find((x) => x.player === d.player && x.tab === d.tab && x.seq === d.seq)?.amount ?? 0;
        if (d.amount > took) over.push({ ...d, amount: d.amount - took });
      }
      returnAll(over);
    }
    const total = accepted.reduce((x, d) => x + d.amount, 0);
    // The bank answers for the stakes in play (a free bank for all of them, 000 §09 V.2): the banker's chips at risk,
    // on the table since he took the bank (and beside it what a free bank put up as the stakes came); what no stake
    // in play needs any more comes back.
    const b = s.banker!;
    const want = b.bank + Math.max(0, total - b.bank);
    events.push(...bankMove(b.player, want - s.bankChips, 'bank-covers'));
    if (total > b.bank) events.push({ type: 'bank-covers', amount: total - b.bank, cite: citeOf(s.profile, 'bank-covers') });
    const st: DtState = { ...s, phase: 'deal', accepted, banco: bancoPlayer, bankStaked: total, bankChips: want };
    // The rotation passes over the banker's seat (000 §09 IV): it goes on from the seat that holds the cards.
    const rotation: [number | null, number | null] = bancoPlayer ? [st.rotation[0], st.rotation[1]] : [holdingSeat(st, 0), holdingSeat(st, 1)];
    const holders: [PlayerId | null, PlayerId | null] = bancoPlayer ? [bancoPlayer, bancoPlayer] : [holderAt(st, 0), holderAt(st, 1)];
    events.push({ type: 'cards-to', tableau1: holders[0], tableau2: holders[1] });
    return { state: { ...st, rotation, holders }, events };
  },
};

export const voidTab = { winner: 'void', punto: 0, stakes: 0 } as const;

export const earlyCards: DtHandler<'early-cards'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'betting') return wrongPhase('cards drawn early come out while betting is open');
    if (!Number.isInteger(a.count) || a.count < 1 || s.earlyCards.length + a.count > 6) return reject('deux-tableaux/bad-count', 'one to six cards');
    return null;
  },
  run(s, a) {
    let shoe = s.shoe;
    const cards = [...s.earlyCards];
    for (let i = 0; i < a.count; i++) {
      const d = drawCard(shoe);
      shoe = d.shoe;
      cards.push(d.card);
    }
    return { state: { ...s, shoe, earlyCards: cards, lastCoup: s.lastCoup || shoe.cutCardOut }, events: [{ type: 'cards-drawn-early', count: a.count, cite: citeOf(s.profile, 'general-irregularities') }] };
  },
};

export const discardEarlyCards: DtHandler<'discard-early-cards'> = {
  check: (s, a) => (!isCroupier(a.by) ? NOT_CROUPIER : s.phase === 'betting' && s.earlyCards.length ? null : wrongPhase('no cards were drawn early')),
  run: (s) => ({ state: { ...s, shoe: { ...s.shoe, burned: s.shoe.burned.concat(s.earlyCards) }, earlyCards: [] }, events: [{ type: 'early-cards-discarded', count: s.earlyCards.length, cite: citeOf(s.profile, 'general-irregularities') }] }),
};
