/**
 * @module games/circle-poker/phh
 * A finished circle-poker hand as a Poker Hand History (PHH, PokerKit's TOML format): the hand is replayed from its
 * initial state and recorded actions (the recall's round), and each step is written in PHH's notation — `d dh pN
 * cards` (hole cards, every card: the export is the auditor's), `d db cards` (board), `pN pb` (bring-in), `pN f`,
 * `pN cc`, `pN cbr amount` (the total bet in the round, as PHH's "raise to"), `pN sd [cards]` (the draw), `pN sm
 * cards` (shown at the showdown, or when the betting is over with a player all-in), `pN sm` (a hand mucked unexposed
 * at a showdown in order, showdown.ts: PHH's muck, required.rst). Players are in PHH's order: the
 * first seat left of the button first, the button last (in stud the same, from the button's left).
 *
 * Required fields: `variant` (PHH's code where PHH has the game and structure, else `croupier/<game>`), `antes`,
 * `blinds_or_straddles` (blind games: the live forced bets per player, reversed heads-up as PHH writes them) or
 * `bring_in` (stud), `min_bet` or `small_bet`/`big_bet` (fixed limit), `starting_stacks` (chips at the deal), and
 * `actions`. Optional: `hand`, `seats`, `seat_count`, `players`, `finishing_stacks`, `winnings` (after the house's
 * cut). User-defined (PHH allows fields beginning with `_`): `_game`, `_profile`, `_structure` (PHH has no split
 * limit), `_house_cut` (the pots' cut), `_player_fees`, `_time_charges`, `_dead_blinds`, `_boards` (two boards: each
 * `d db` line names its board in a commentary), `_jackpot` (the poker-room jackpot the table feeds) and
 * `_jackpot_drop` (the drop the main pot paid it, 003 §3.2.41: `finishing_stacks` and `winnings` are after it). Burn cards are not written (PHH has no burn).
 *
 * The dealer's irregularities (irregular.ts; and his records of what a player said, declarations.ts) have no PHH line: each is a comment line in its place, `# dealer:
 * {…}` (the recorded action as JSON, then its text's citation), which our import replays. A misdealt hand (000 §17
 * VIII.1, 003 §3.1.7.1: void, every chip back) also carries `_misdeal = true`, `_misdeal_reason` and `_misdeal_cite`:
 * its `finishing_stacks` are its starting stacks and nobody wins anything.
 */
import type { AnyGame } from '../../core/contract.js';
import { IllegalActionError } from '../../core/errors.js';
import { irregularRules } from './irregular.js';
import { cardsRules } from './irregular-cards.js';
import { CHIPS_RECORDS } from './irregular-chips.js';
import { PENALTY_RECORDS } from './penalties.js';
import { DECLARATION_RECORDS } from './declarations.js';
import type { CpAction, CpEvent, CpState, InHand } from './state.js';
import { writeToml, type TomlDoc, type TomlValue } from './toml.js';

/** PHH's variant codes (required.rst), by game and betting structure. */
export const PHH_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'texas-holdem': { 'no-limit': 'NT', 'fixed-limit': 'FT' },
  'short-deck': { 'no-limit': 'NS' },
  omaha: { 'pot-limit': 'PO' },
  'omaha-hi-lo': { 'fixed-limit': 'FO/8' },
  'seven-card-stud': { 'fixed-limit': 'F7S' },
  'stud-eight': { 'fixed-limit': 'F7S/8' },
  razz: { 'fixed-limit': 'FR' },
};

const LIVE_BLINDS = new Set(['small-blind', 'big-blind', 'straddle', 'new-player-blind', 'buy-button']);

/** The PHH variant code of a hand: PHH's own, or `croupier/<game>` where PHH has none. */
export const phhVariant = (s: CpState): string => PHH_CODES[s.variant.id]?.[s.profile.structure.value] ?? `croupier/${s.variant.id}`;

/**
 * The PHH document of a hand: `initial` is the round's initial state (before the deal), `actions` every action
 * recorded in the round, in order. Throws `IllegalActionError` when an action does not replay.
 */
export function handToPhh(game: AnyGame, initial: CpState, actions: readonly CpAction[], viewer?: string): TomlDoc {
  let s = initial;
  const lines: string[] = [];
  let order: string[] = [];
  const pn = (player: string): string => `p${order.indexOf(player) + 1}`;
  const shown = new Set<string>();
  const head: Record<string, TomlValue> = {};
  const fees: number[] = [];
  const dead: number[] = [];
  const showLive = (st: CpState): void => {
    const n = st.hand.length;
    const from = st.lastAggressor ?? 0;
    for (let k = 0; k < n; k++) {
      const p = st.hand[(from + k) % n] as InHand;
      if (p.folded || shown.has(p.player)) continue;
      shown.add(p.player);
      lines.push(`${pn(p.player)} sm ${p.cards.map((c) => c.card).join('')}`);
    }
  };
  for (const a of actions) {
    const before = s;
    const r = game.apply(s, a);
    if (!r.ok) throw new IllegalActionError(r.rejection);
    s = r.state as CpState;
    const events = r.events as CpEvent[];
    const actor = before.toAct === null ? null : before.hand[before.toAct];
    switch (a.type) {
      case 'deal': {
        order = s.hand.map((p) => p.player);
        const n = order.length;
        const per = (bets: (bet: string) => boolean): number[] => order.map((player) => events.filter((e) => e.type === 'stake' && e.bettor === player && bets(e.bet as string)).reduce((t, e) => t + (e.amount as number), 0));
        const hu = <T>(xs: T[]): T[] => (n === 2 ? [...xs].reverse() : xs);
        head.variant = phhVariant(s);
        head.antes = hu(per((b) => b === 'ante'));
        if (s.variant.forced === 'blinds') head.blinds_or_straddles = hu(per((b) => LIVE_BLINDS.has(b)));
        if (s.variant.forced === 'bring-in') head.bring_in = s.profile.bringIn.value ?? 0;
        if (s.profile.structure.value === 'fixed-limit') {
          head.small_bet = s.profile.bet.value.small;
          head.big_bet = s.profile.bet.value.big;
        } else head.min_bet = s.profile.bet.value.small;
        head.starting_stacks = s.hand.map((p) => p.stack + p.total + p.fee);
        fees.push(...per((b) => b === 'player-fee'));
        dead.push(...per((b) => b === 'dead-small-blind'));
        for (const p of s.hand) lines.push(`d dh ${pn(p.player)} ${p.cards.map((c) => c.card).join('')}`);
        for (const [b, board] of s.boards.entries()) if (board.length) lines.push(`d db ${board.join('')}${s.boards.length > 1 ? ` # board ${b + 1}` : ''}`);
        const bringIn = events.find((e) => e.type === 'stake' && e.bet === 'bring-in');
        if (bringIn) lines.push(`${pn(bringIn.bettor as string)} pb`);
        break;
      }
      case 'fold':
      case 'check':
      case 'call':
      case 'bet':
      case 'raise': {
        const who = pn((actor as InHand).player);
        const note = a.by.kind === 'system' ? ' # timed out' : '';
        lines.push(a.type === 'fold' ? `${who} f${note}` : a.type === 'bet' || a.type === 'raise' ? `${who} cbr ${a.amount}` : `${who} cc${note}`);
        break;
      }
      case 'draw': {
        const who = pn((before.hand[before.toAct as number] as InHand).player);
        lines.push(`${who} sd${a.discard.length ? ` ${a.discard.join('')}` : ''}${a.by.kind === 'system' ? ' # timed out' : ''}`);
        break;
      }
      case 'offer': {
        const who = pn((before.hand[before.offer?.at as number] as InHand).player);
        lines.push(`# ${who} ${a.take ? 'keeps' : 'refuses'} the card offered face up${a.by.kind === 'system' ? ' (timed out)' : ''}`);
        break;
      }
      case 'next': {
        // New hole cards in the order the dealer gave them (a draw's second pass after the first), grouped by player.
        const fresh = new Map(s.hand.map((p) => {
          const had = new Set((before.hand.find((x) => x.player === p.player)?.cards ?? []).map((c) => c.card));
          return [p.box, p.cards.map((c) => c.card).filter((c) => !had.has(c))];
        }));
        let last: number | null = null;
        let group: string[] = [];
        const flush = (): void => {
          const p = s.hand.find((x) => x.box === last);
          if (p && group.length) lines.push(`d dh ${pn(p.player)} ${group.join('')}`);
          group = [];
        };
        for (const e of events) {
          // A face-up offer (003 §3.5.13) is dealt to the player like any card; his answer is the `offer` comment.
          if (e.type !== 'card-dealt' && e.type !== 'card-offered') continue;
          const box = e.box as number;
          if (box !== last) flush();
          last = box;
          const card = fresh.get(box)?.shift();
          if (card) group.push(card);
        }
        flush();
        // A second run of the board (003 §3.2.33) starts with the cards the first had before this step.
        const twice = s.runTwice?.outcome === 'agreed' && s.variant.boards === 1;
        for (const [b, board] of s.boards.entries()) {
          const added = board.slice(before.boards[b]?.length ?? before.boards[0]?.length ?? 0);
          if (added.length) lines.push(`d db ${added.join('')}${s.boards.length > 1 ? ` # board ${b + 1}${twice ? ' (run twice)' : ''}` : ''}`);
        }
        break;
      }
      case 'muck': {
        // A hand mucked unexposed at a showdown in order (003 §3.1.3.2): PHH's `sm` without cards.
        const who = pn((before.hand[before.toAct as number] as InHand).player);
        lines.push(`${who} sm${a.by.kind === 'system' ? ' # timed out' : ''}`);
        break;
      }
      case 'run-twice': {
        // Each player's answer (003 §3.2.35) as a comment: PHH has no consent line; `_run_twice` gives the outcome.
        const player = a.by.kind === 'player' ? a.by.player : (events.find((e) => e.type === 'run-twice-answered')?.player as string);
        lines.push(`# ${pn(player)} ${a.agree ? 'agrees to run the board twice' : 'declines to run the board twice'}${a.by.kind === 'system' ? ' (timed out)' : ''}`);
        break;
      }
      default: {
        // A dealer's irregularity: the recorded action as a comment line (PHH has none), read back by our import.
        if (a.type in irregularRules || a.type in cardsRules || CHIPS_RECORDS.includes(a.type) || PENALTY_RECORDS.includes(a.type) || DECLARATION_RECORDS.includes(a.type)) lines.push(irregularityLine(a, events));
        break;
      }
    }
    // A showdown in order (showdown.ts): each hand tabled, in the order shown (the first as the betting closes).
    if (s.phase === 'showdown' || before.phase === 'showdown')
      for (const e of events) {
        const player = e.player as string;
        if (e.type !== 'hand-shown' || shown.has(player)) continue;
        shown.add(player);
        lines.push(`${pn(player)} sm ${(e.cards as string[]).join('')}${a.type === 'show' && a.by.kind === 'system' ? ' # timed out' : ''}`);
      }
    // The betting is over with a player all-in and cards still to come: the hands are turned face up (003 §3.1.3.5);
    // not while a draw is still ahead (the hands would change after being shown).
    const live = s.hand.filter((p) => !p.folded);
    const drawAhead = s.phase === 'drawing' || s.variant.streets.slice(s.street + 1).some((x) => x.draw);
    if (s.phase === 'dealing' && !drawAhead && live.length > 1 && live.filter((p) => !p.allIn).length < 2 && live.some((p) => p.allIn)) showLive(s);
  }
  if (s.phase !== 'over' || !s.result) throw new IllegalActionError({ code: 'circle-poker/phh-unfinished', message: 'only a finished hand is exported' });
  if (s.result.showdown) showLive(s);
  const pots = s.result.pots;
  const won = (player: string, collected = false): number =>
    pots.filter((pot) => !collected || pot.shares.length > 1).reduce((t, pot) => t + pot.awards.filter((x) => x.player === player).reduce((u, x) => u + x.amount, 0), 0);
  const doc: Record<string, TomlValue> = {
    ...head,
    actions: viewer === undefined ? lines : withheld(lines, order.indexOf(viewer) + 1),
    hand: s.handNo,
    seats: s.hand.map((p) => p.box),
    seat_count: s.profile.seats.value,
    players: order,
    finishing_stacks: s.hand.map((p) => p.stack + won(p.player)),
    // Collected pots after the cut (optional.rst); a bet nobody called comes back, in `finishing_stacks` only.
    winnings: s.hand.map((p) => won(p.player, true)),
    _game: s.variant.id,
    _profile: s.profile.id,
    _structure: s.profile.structure.value,
    _house_cut: s.result.pots.reduce((t, p) => t + p.rake, 0),
  };
  if (fees.some((x) => x > 0)) doc._player_fees = fees;
  if (Object.keys(s.charges).length) doc._time_charges = order.map((p) => s.charges[p] ?? 0);
  if (dead.some((x) => x > 0)) doc._dead_blinds = dead;
  if (s.boards.length > 1) doc._boards = s.boards.length;
  // The poker-room jackpot this table feeds and the drop taken from the main pot (003 §3.2.41–42; room-jackpot).
  if (s.jackpot) doc._jackpot = s.jackpot;
  const drop = s.result.pots.reduce((t, p) => t + (p.drop ?? 0), 0);
  if (drop > 0) doc._jackpot_drop = drop;
  if (s.runTwice?.outcome === 'agreed') doc._run_twice = true;
  // A misdealt hand (000 §17 VIII.1, 003 §3.1.7.1): void, every chip back; PHH has no such field, so ours.
  const m = s.irr?.misdeal;
  if (m) {
    doc._misdeal = true;
    doc._misdeal_reason = m.reason;
    doc._misdeal_cite = m.cite;
  }
  return doc;
}

/** The prefix of an irregularity's comment line (`# dealer: {json} (cite)`). */
export const IRREGULARITY_PREFIX = 'dealer: ';

/** An irregularity as a PHH comment line: the action's own fields as JSON (no actor), then the text its events cite. */
function irregularityLine(a: CpAction, events: readonly CpEvent[]): string {
  const { by: _by, ...fields } = a as CpAction & Record<string, unknown>;
  const cites = [...new Set(events.map((e) => e.cite).filter((c): c is string => typeof c === 'string'))];
  return `# ${IRREGULARITY_PREFIX}${JSON.stringify(fields)}${cites.length ? ` (${cites.join('; ')})` : ''}`;
}

/**
 * A player's copy (the recall's download): the cards dealt face down to another player who never showed them, and
 * another player's discards, are written as PHH writes an unknown card, `??` each (`d dh p2 ????`); his own cards,
 * every card dealt face up or shown (`sm`), and the boards stay.
 */
function withheld(lines: readonly string[], me: number): string[] {
  // A hand shown (`pN sm cards`); a muck (`pN sm`, maybe with a comment) shows nothing.
  const shown = new Set(lines.map((l) => /^p(\d+) sm [^\s#]/.exec(l)?.[1]).filter((x): x is string => !!x).map(Number));
  const hide = (cards: string): string => '??'.repeat(cards.length / 2);
  return lines.map((l) => {
    const dealt = /^d dh p(\d+) (\S+)(.*)$/.exec(l);
    if (dealt && Number(dealt[1]) !== me && !shown.has(Number(dealt[1]))) return `d dh p${dealt[1]} ${hide(dealt[2] as string)}${dealt[3]}`;
    const drawn = /^p(\d+) sd (\S+)(.*)$/.exec(l);
    if (drawn && Number(drawn[1]) !== me) return `p${drawn[1]} sd ${hide(drawn[2] as string)}${drawn[3]}`;
    return l;
  });
}

/** The PHH text (TOML) of a finished hand: the auditor's (every card), or `viewer`'s copy (others' hidden cards withheld). */
export const phhText = (game: AnyGame, initial: CpState, actions: readonly CpAction[], viewer?: string): string =>
  writeToml(handToPhh(game, initial, actions, viewer), `${initial.variant.name}, hand ${initial.handNo + 1}: Croupier's export (PHH, PokerKit's format)${viewer === undefined ? '' : `, ${viewer}'s copy: others' unshown cards withheld (??)`}`);
