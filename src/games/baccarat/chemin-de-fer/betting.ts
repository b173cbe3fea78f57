/**
 * @module games/baccarat/chemin-de-fer/betting
 * Stakes against the bank (000 §08 V, VII; 001 §07 V, VII): "banco" (the whole bank; a single player, the one
 * repeating a lost banco first — "banco suivi"), "banco avec la table" (half the bank, the others complete it,
 * "avec la table et dernier complet" taking the cards), and ordinary stakes accepted in the priority order until
 * the bank is covered. The cards go to the banco player, else the "avec la table" player (or the completer), else
 * the seated player with the largest stake. The part of the bank no stake covers is out of play (compulsory garage).
 */
import { reject } from '../../../core/errors.js';
import type { PlayerId } from '../../../core/ids.js';
import { citeOf } from '../../../rules/cites.js';
import { draw as drawCard } from '../../../shoe/shoe.js';
import { ratio } from '../../../money/rounding.js';
import { NOT_CROUPIER, NOT_PLAYER, isCroupier, playerOf, wrongPhase, type CdfEvent, type Handler, type Step } from './handler.js';
import { isAssociate, splitBank } from './association.js';
import { bankMove } from './bank-chips.js';
import { saluteOwed } from './lists.js';
import { byPriority, declaredBy, priority, seatOf } from './rules.js';
import type { CdfState, Declared, StakeKind } from './state.js';

const cite7 = (s: CdfState) => citeOf(s.profile, 'stakes');

/** Half the bank for "banco avec la table", rounded up so that the two halves cover the bank. */
export const avecShare = (s: CdfState): number => {
  const b = s.banker!.bank;
  const f = s.profile.avecLaTableShare.value;
  return ratio(b, f.num, f.den, { mode: 'up', unit: 1 });
};

function canStake(s: CdfState, p: PlayerId | null) {
  if (!p) return NOT_PLAYER;
  if (s.phase !== 'betting') return reject('chemin/betting-closed', 'stakes are closed ("no more bets")', cite7(s));
  if (s.banker?.player === p) return reject('chemin/banker-stakes', 'the banker does not stake against his own bank');
  if (seatOf(s, p) === null && !s.profile.standingPlayers.value) return reject('chemin/sit-to-play', 'only seated players play here');
  if (isAssociate(s, p)) return reject('chemin/associate-may-not-play', "the banker's associate never takes part in the play", citeOf(s.profile, 'bank'));
  return null;
}

/** Replaces a player's declaration, staking or returning the difference. */
function declare(s: CdfState, p: PlayerId, kind: StakeKind, amount: number): Step {
  const prev = declaredBy(s, p);
  const seat = seatOf(s, p);
  const diff = amount - (prev?.amount ?? 0);
  const box = seat === null ? {} : { box: seat };
  const events: CdfEvent[] = [];
  if (diff > 0) events.push({ type: 'stake', bettor: p, ...box, bet: 'punto', amount: diff });
  if (diff < 0) events.push({ type: 'stake-withdrawn', bettor: p, ...box, bet: 'punto', amount: -diff });
  events.push({ type: 'declared', player: p, kind, amount });
  const d: Declared = { player: p, seat, kind, amount, seq: prev?.seq ?? s.seq };
  return { state: { ...s, declared: [...s.declared.filter((x) => x.player !== p), d], seq: s.seq + 1 }, events };
}

export const banco: Handler<'banco'> = {
  check(s, a) {
    const p = playerOf(a.by);
    const r = canStake(s, p);
    if (r) return r;
    if (declaredBy(s, p!)?.kind === 'banco' || declaredBy(s, p!)?.kind === 'banco-suivi') return reject('chemin/already-banco', 'you have called banco');
    return saluteOwed(s, p!);
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    return declare(s, p, s.bancoSuivi === p ? 'banco-suivi' : 'banco', s.banker!.bank);
  },
};

export const avecLaTable: Handler<'avec-la-table'> = {
  check(s, a) {
    const p = playerOf(a.by);
    const r = canStake(s, p);
    if (r) return r;
    if (s.declared.some((d) => d.kind === 'avec-la-table' && d.player !== p)) return reject('chemin/avec-taken', '"banco avec la table" is announced once', cite7(s));
    return null;
  },
  run: (s, a) => declare(s, playerOf(a.by)!, 'avec-la-table', avecShare(s)),
};

export const complete: Handler<'complete'> = {
  check(s, a) {
    const p = playerOf(a.by);
    const r = canStake(s, p);
    if (r) return r;
    if (!s.declared.some((d) => d.kind === 'avec-la-table' && d.player !== p)) return reject('chemin/nothing-to-complete', 'nobody announced "banco avec la table"', cite7(s));
    if (s.declared.some((d) => d.kind === 'complete' && d.player !== p)) return reject('chemin/already-completed', 'the other half is already completed', cite7(s));
    return null;
  },
  run: (s, a) => declare(s, playerOf(a.by)!, 'complete', s.banker!.bank - avecShare(s)),
};

export const punto: Handler<'punto'> = {
  check(s, a) {
    const p = playerOf(a.by);
    const r = canStake(s, p);
    if (r) return r;
    if (!Number.isSafeInteger(a.amount) || a.amount <= 0) return reject('chemin/bad-amount', 'a positive whole number of minor units');
    if (a.amount < s.table.puntoMin) return reject('chemin/under-punto-minimum', `the punto minimum is ${s.table.puntoMin}`, citeOf(s.profile, 'bank'));
    if (a.amount > s.banker!.bank) return reject('chemin/over-the-bank', `the punto maximum is the bank, ${s.banker!.bank}`, citeOf(s.profile, 'bank'));
    return null;
  },
  run: (s, a) => declare(s, playerOf(a.by)!, 'punto', a.amount),
};

export const withdraw: Handler<'withdraw'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase === 'betting') return declaredBy(s, p) ? null : reject('chemin/no-stake', 'you have no stake');
    // 000 §08 VIII.3: the banker showed his game before the punto decided: players may withdraw.
    if (s.withdrawOpen && s.accepted.some((d) => d.player === p)) return null;
    return wrongPhase('stakes are withdrawn while betting is open');
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    const list = s.phase === 'betting' ? s.declared : s.accepted;
    const d = list.find((x) => x.player === p)!;
    const ev: CdfEvent = { type: 'stake-withdrawn', bettor: p, ...(d.seat === null ? {} : { box: d.seat }), bet: 'punto', amount: d.amount };
    if (s.phase === 'betting') return { state: { ...s, declared: s.declared.filter((x) => x.player !== p) }, events: [ev] };
    // The bank no longer answers for the withdrawn stake: that part of it is no longer at risk (it stays in the bank).
    const shares = splitBank(s, s.bankStaked - d.amount);
    return { state: { ...s, accepted: s.accepted.filter((x) => x.player !== p), bankStaked: s.bankStaked - d.amount, bankShares: shares }, events: [ev, { type: 'stake-withdrawn-after-show', player: p, cite: citeOf(s.profile, 'banker-errors') }] };
  },
};

export const done: Handler<'done'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'betting' && s.phase !== 'bank') return wrongPhase('betting is closed');
    if (s.ready.includes(p)) return reject('chemin/already-done', 'you are done');
    const known = seatOf(s, p) !== null || s.table.players.includes(p) || s.banker?.player === p || s.declared.some((d) => d.player === p) || s.bids.some((b) => b.player === p);
    if (!known) return reject('chemin/not-at-table', 'only players at the table are waited for');
    return null;
  },
  run: (s, a) => ({ state: { ...s, ready: [...s.ready, playerOf(a.by)!] }, events: [] }),
};

/** Resolves the declarations into the stakes in play (see the module header). */
export function resolveStakes(s: CdfState): { accepted: Declared[]; holder: PlayerId | null } {
  const B = s.banker!.bank;
  const bancos = s.declared.filter((d) => d.kind === 'banco' || d.kind === 'banco-suivi');
  if (bancos.length) {
    const first =
      bancos.find((d) => d.kind === 'banco-suivi') ?? bancos.find((d) => d.player === s.cardsRight) ?? byPriority(s, bancos)[0]!;
    return { accepted: [{ ...first, amount: B }], holder: first.player };
  }
  const accepted: Declared[] = [];
  let left = B;
  const avec = s.declared.find((d) => d.kind === 'avec-la-table');
  const completer = s.declared.find((d) => d.kind === 'complete');
  if (avec) {
    accepted.push(avec);
    left -= avec.amount;
    if (completer) {
      accepted.push(completer);
      left -= completer.amount;
    }
  }
  for (const d of byPriority(s, s.declared.filter((x) => x.kind === 'punto'))) {
    if (left <= 0) break;
    const take = Math.min(left, d.amount);
    accepted.push({ ...d, amount: take });
    left -= take;
  }
  if (avec) return { accepted, holder: (completer ?? avec).player };
  // The cards: the right for one coup (000 §08 V), else the seated player with the largest stake, then standing.
  if (s.cardsRight && accepted.some((d) => d.player === s.cardsRight)) return { accepted, holder: s.cardsRight };
  const best = (list: Declared[]) => list.slice().sort((x, y) => y.amount - x.amount || priority(s, x) - priority(s, y))[0]?.player ?? null;
  return { accepted, holder: best(accepted.filter((d) => d.seat !== null)) ?? best(accepted) };
}

export const closeBets: Handler<'close-bets'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'betting') return wrongPhase('betting is not open');
    return null;
  },
  run(s) {
    // No punto, or fewer players than the game needs (000 §08 VII: four): no coup; every stake goes back.
    const seated = Object.keys(s.seats).length;
    const reason = !s.declared.length ? 'no-stakes' : seated < s.profile.minPlayers.value ? 'too-few-players' : null;
    if (reason) {
      // The stakes are settled as void (returned) when the coup is announced.
      const events: CdfEvent[] = [{ type: 'no-coup', reason, ...(reason === 'too-few-players' ? { cite: s.profile.minPlayers.cite } : {}) }];
      for (const o of s.associationOffers) events.push(...bankMove(s, o.player, -o.amount, 'association-lapsed'), { type: 'association-lapsed', player: o.player });
      const b = s.banker!;
      return { state: { ...s, accepted: s.declared, associationOffers: [], phase: 'result', result: { winner: 'void', banker: { player: b.player, seat: b.seat }, puntoPoint: 0, bankerPoint: 0, levy: 0, reason } }, events };
    }
    const { accepted, holder } = resolveStakes(s);
    const events: CdfEvent[] = [{ type: 'bets-closed', cite: cite7(s) }];
    for (const d of s.declared) {
      const took = accepted.find((x) => x.player === d.player)?.amount ?? 0;
      if (d.amount > took) events.push({ type: 'stake-withdrawn', bettor: d.player, ...(d.seat === null ? {} : { box: d.seat }), bet: 'punto', amount: d.amount - took, reason: 'bank-covered' });
    }
    const total = accepted.reduce((x, d) => x + d.amount, 0);
    const b = s.banker!;
    if (total < b.bank) events.push({ type: 'garage', kind: 'compulsory', amount: b.bank - total, cite: citeOf(s.profile, 'garage') });
    // The bank answers for what the stakes cover: the banker's (and his associates') chips at risk in this coup. They
    // are on the table since the bank was taken; nothing more is staked for it now.
    const bankShares = splitBank(s, total);
    for (const o of s.associationOffers) events.push(...bankMove(s, o.player, -o.amount, 'association-lapsed'), { type: 'association-lapsed', player: o.player });
    events.push({ type: 'cards-to', player: holder, stakes: accepted.map((d) => ({ player: d.player, kind: d.kind, amount: d.amount })) });
    return { state: { ...s, phase: 'deal', accepted, puntoHolder: holder, bankStaked: total, bankShares, associationOffers: [] }, events };
  },
};

/** 000 §08 VIII.1: cards drawn before "no more bets" are never put back; the banker plays the coup with them. */
export const earlyCards: Handler<'early-cards'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (s.phase !== 'betting') return wrongPhase('cards drawn early come out while betting is open');
    if (!Number.isInteger(a.count) || a.count < 1 || s.earlyCards.length + a.count > 4) return reject('chemin/bad-count', 'one to four cards');
    return null;
  },
  run(s, a) {
    let shoe = s.shoe;
    const cards = [...s.earlyCards];
    const events: CdfEvent[] = [];
    for (let i = 0; i < a.count; i++) {
      const d = drawCard(shoe);
      shoe = d.shoe;
      cards.push(d.card);
      events.push(...(d.events as CdfEvent[]));
    }
    return { state: { ...s, shoe, earlyCards: cards, lastCoup: s.lastCoup || shoe.cutCardOut }, events: [...events, { type: 'cards-drawn-early', count: a.count, cite: citeOf(s.profile, 'general-irregularities') }] };
  },
};

export const discardEarlyCards: Handler<'discard-early-cards'> = {
  check(s, a) {
    if (!isCroupier(a.by)) return NOT_CROUPIER;
    if (!s.earlyCards.length || s.phase !== 'betting') return wrongPhase('no cards were drawn early');
    return null;
  },
  run: (s) => ({
    state: { ...s, shoe: { ...s.shoe, burned: s.shoe.burned.concat(s.earlyCards) }, earlyCards: [] },
    events: [{ type: 'early-cards-discarded', count: s.earlyCards.length, cite: citeOf(s.profile, 'general-irregularities'), note: 'the inspector does not apply the rule strictly' }],
  }),
};

/**
 * "Banco suivi" (000 §08 VII, 001 §07 VII): the player who went banco and lost (or the only punto who lost) repeats
 * the banco. While stakes are open it is a banco with first priority. It may also be claimed after the deal — a
 * banco call has no priority then, except this one — provided no other player has the cards in hand: once the
 * player holding them has lifted them from the cloth (seen them) he keeps them and the claim comes too late.
 */
export const bancoSuivi: Handler<'banco-suivi'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.bancoSuivi !== p) return reject('chemin/no-banco-suivi-right', 'banco suivi is for the player who went banco and lost, or the only punto who lost', cite7(s));
    if (s.phase === 'betting') return banco.check(s, { ...a, type: 'banco' });
    if (s.phase !== 'punto' || s.puntoSaid !== null) return reject('chemin/betting-closed', 'banco suivi is claimed before the punto has spoken', cite7(s));
    if (s.puntoHolder === p) return reject('chemin/already-banco', 'you hold the cards');
    if (s.cardsLifted) return reject('chemin/banco-suivi-too-late', 'the player holding the cards has taken and seen them: he keeps his priority', cite7(s));
    return null;
  },
  run(s, a) {
    const p = playerOf(a.by)!;
    if (s.phase === 'betting') return banco.run(s, { ...a, type: 'banco' });
    // After the deal: the other stakes come back, the claimant stakes the whole bank, the bank answers for all of it.
    const B = s.banker!.bank;
    const events: CdfEvent[] = [{ type: 'banco-suivi-claimed', player: p, after: 'deal', cite: cite7(s) }];
    const own = s.accepted.find((d) => d.player === p);
    for (const d of s.accepted) if (d.player !== p) events.push({ type: 'stake-withdrawn', bettor: d.player, ...(d.seat === null ? {} : { box: d.seat }), bet: 'punto', amount: d.amount, reason: 'banco-suivi' });
    const seat = seatOf(s, p);
    events.push({ type: 'stake', bettor: p, ...(seat === null ? {} : { box: seat }), bet: 'punto', amount: B - (own?.amount ?? 0) });
    const bankShares = splitBank(s, B);
    events.push({ type: 'cards-to', player: p, stakes: [{ player: p, kind: 'banco-suivi', amount: B }] });
    const d: Declared = { player: p, seat, kind: 'banco-suivi', amount: B, seq: own?.seq ?? s.seq };
    return { state: { ...s, accepted: [d], declared: [d], puntoHolder: p, bankStaked: B, bankShares, seq: s.seq + 1 }, events };
  },
};

/** The player holding the cards lifts them from the cloth: they count as seen (000 §08 VII, 001 §07 VII). */
export const liftCards: Handler<'lift-cards'> = {
  check(s, a) {
    const p = playerOf(a.by);
    if (!p) return NOT_PLAYER;
    if (s.phase !== 'punto' || s.puntoHolder !== p || s.puntoSaid !== null) return wrongPhase('the punto lifts his cards after the deal');
    if (s.cardsLifted) return reject('chemin/already-lifted', 'you hold the cards');
    return null;
  },
  run: (s, a) => ({ state: { ...s, cardsLifted: true }, events: [{ type: 'cards-lifted', player: playerOf(a.by), cite: cite7(s), note: 'a card lifted from the cloth counts as seen' }] }),
};
