/**
 * @module games/circle-poker/phh-import
 * A PHH file (PokerKit's hand history, TOML) replayed through our engine (`croupier replay FILE.phh`, issue 19): the
 * game from `_game` (our export) or PHH's variant code, the profile from `_profile` or — for another tool's file — the
 * shipped profile of that structure with the file's forced bets and no house cut; players seated in PHH's order (the
 * first seat left of the button first, the button last) with `starting_stacks`; then every action line in order.
 *
 * The cards: the engine deals from its own deck, so the deck is built for the file. A first run with the deck in its
 * plain order shows which deck position feeds which player's next card and which board's (every position a card
 * comes from is seen in the state); the file's `d dh` / `d db` cards are put at those positions, the unused cards
 * fill the rest (the burns among them: PHH writes none), and the hand is run again — until a run plays every line
 * with the deck it was given (a stud hand's order of play follows its up cards, and a draw's replacements come after
 * the discards, so a few runs may be needed). A line the engine refuses, or a card the file gives twice, is a typed
 * error naming the line; nothing is written anywhere.
 *
 * At a showdown in order (showdown.ts, 003 §3.1.3.2–3.1.3.8) a player's `pN sm cards` line is his `show`, `pN sm`
 * without cards his `muck` (a `# timed out` comment: the table's choice on his time-out).
 *
 * The dealer's irregularities our export writes as comment lines (`# dealer: {…}`, phh.ts) are replayed in their
 * place, by the dealer; a file whose `_misdeal` says the hand was void must replay to a misdeal, and the reverse.
 */
import type { AnyGame } from '../../core/contract.js';
import { ConfigError } from '../../core/errors.js';
import type { Actor } from '../../core/ids.js';
import { seededRng } from '../../rng/seeded-rng.js';
import { deckOf } from './game.js';
import { IRREGULARITY_PREFIX, PHH_CODES } from './phh.js';
import type { CircleProfile } from './profile.js';
import type { CpAction, CpState } from './state.js';
import { readToml, type TomlValue } from './toml.js';

/** A file that does not replay: its line (1-based among `actions`) and why. */
export class PhhReplayError extends ConfigError {}

export interface PhhCheck {
  readonly field: string;
  readonly file: readonly number[];
  readonly replayed: readonly number[];
  readonly ok: boolean;
}

export interface PhhReplay {
  readonly game: string;
  readonly profile: string;
  readonly players: readonly string[];
  readonly finishingStacks: readonly number[];
  readonly houseCut: number;
  /** The file's own results against the replay's (`finishing_stacks`, `winnings` where the file has them). */
  readonly checks: readonly PhhCheck[];
  /** The final state (for the caller's own checks and a re-export). */
  readonly final: CpState;
  readonly initial: CpState;
  readonly actions: readonly CpAction[];
}

const ints = (v: TomlValue | undefined, field: string): number[] => {
  if (v === undefined) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) throw new PhhReplayError('phh/bad-field', `${field} is not a list of numbers`, { field });
  return v as number[];
};
const cardsIn = (s: string): string[] => s.match(/[2-9TJQKA?][cdhs?]/g) ?? [];

interface Line {
  readonly no: number;
  readonly who: 'd' | number;
  readonly verb: string;
  readonly args: string;
  readonly comment: string;
}

function parseLines(actions: TomlValue | undefined): Line[] {
  if (!Array.isArray(actions) || !actions.every((x) => typeof x === 'string')) throw new PhhReplayError('phh/bad-field', 'actions is not a list of strings', { field: 'actions' });
  return (actions as string[]).map((raw, i) => {
    const [body = '', comment = ''] = raw.split('#', 2);
    // Sviten Special's face-up offer (003 §3.5.13) has no PHH form: our export writes the answer as a comment line.
    const offer = /^\s*p(\d+) (keeps|refuses) the card offered face up/.exec(comment);
    if (!body.trim() && offer) return { no: i + 1, who: Number(offer[1]), verb: 'offer', args: offer[2] === 'keeps' ? 'take' : 'refuse', comment };
    // Run it twice (003 §3.2.35) has no PHH form either: our export writes each answer as a comment line.
    const rit = /^\s*p(\d+) (agrees|declines) to run the board twice( \(timed out\))?/.exec(comment);
    if (!body.trim() && rit) return { no: i + 1, who: Number(rit[1]), verb: 'run-twice', args: `${rit[2] === 'agrees' ? 'yes' : 'no'}${rit[3] ? ' timed-out' : ''}`, comment };
    // A dealer's irregularity (irregular.ts) has no PHH form: our export writes the recorded action as a comment line.
    const irregular = comment.trimStart().startsWith(IRREGULARITY_PREFIX) ? /^\s*dealer: (\{.*?\})(?: \(.*\))?\s*$/.exec(comment) : null;
    if (!body.trim() && irregular) return { no: i + 1, who: 'd' as const, verb: 'irregular', args: irregular[1] as string, comment };
    if (!body.trim()) return { no: i + 1, who: 'd' as const, verb: '#', args: '', comment };
    const m = /^\s*(d|p(\d+))\s+(\S+)\s*(.*?)\s*$/.exec(body);
    if (!m) throw new PhhReplayError('phh/bad-action', `action ${i + 1} "${raw}" is not PHH (d dh p1 AhKh, p1 cbr 300, p2 f …)`, { line: i + 1 });
    return { no: i + 1, who: m[1] === 'd' ? 'd' : Number(m[2]), verb: m[3] as string, args: m[4] ?? '', comment: comment.trim() };
  });
}

/** Where the file's cards go: each player's cards in the order received, each board's. */
function wanted(lines: readonly Line[], players: number): { hole: string[][]; boards: string[][] } {
  const hole: string[][] = Array.from({ length: players }, () => []);
  const boards: string[][] = [[], []];
  for (const l of lines) {
    if (l.who !== 'd') continue;
    if (l.verb === 'dh') {
      const m = /^p(\d+)\s+(\S+)/.exec(l.args);
      const p = Number(m?.[1]) - 1;
      if (!m || !hole[p]) throw new PhhReplayError('phh/bad-action', `action ${l.no}: "d dh ${l.args}" names no player of the hand`, { line: l.no });
      hole[p]?.push(...cardsIn(m[2] as string));
    } else if (l.verb === 'db') {
      const b = /board\s*2/.test(l.comment) ? 1 : 0;
      boards[b]?.push(...cardsIn(l.args));
    }
  }
  return { hole, boards };
}

/** The profile a file is played under: ours when named, else the shipped one of the structure with the file's bets. */
function profileFor(game: AnyGame, doc: Record<string, TomlValue>, players: number): CircleProfile {
  const named = typeof doc._profile === 'string' && game.profiles.ids().includes(doc._profile) ? (game.profiles.get(doc._profile) as CircleProfile) : null;
  if (named) return named;
  const code = String(doc.variant ?? '');
  const structure = Object.entries(PHH_CODES[game.id] ?? {}).find(([, c]) => c === code)?.[0] ?? (typeof doc._structure === 'string' ? doc._structure : null);
  const base = game.profiles.ids().map((id) => game.profiles.get(id) as CircleProfile).find((p) => structure === null || p.structure.value === structure);
  if (!base) throw new PhhReplayError('phh/no-profile', `${game.id} has no profile of the ${structure} structure this file plays`, { structure });
  const cite = 'the PHH file replayed';
  const forced = ints(doc.blinds_or_straddles, 'blinds_or_straddles');
  const live = players === 2 ? [...forced].reverse() : forced;
  const antes = ints(doc.antes, 'antes');
  const small = typeof doc.small_bet === 'number' ? doc.small_bet : typeof doc.min_bet === 'number' ? doc.min_bet : base.bet.value.small;
  const big = typeof doc.big_bet === 'number' ? doc.big_bet : small;
  const stacks = ints(doc.starting_stacks, 'starting_stacks');
  return game.profiles.derive(base.id, {
    bet: { value: { small, big }, cite },
    blinds: { value: base.blinds.value === null ? null : { small: live[0] ?? 0, big: live[1] ?? small }, cite },
    ante: { value: Math.max(0, ...antes), cite },
    bringIn: { value: typeof doc.bring_in === 'number' ? doc.bring_in : base.bringIn.value, cite },
    tableMinimum: { value: Math.max(1, small), cite },
    anteCap: { value: null, cite },
    rake: { value: { method: 'none' }, cite: `${cite}: PHH records no house cut` },
    buyIn: { value: { min: 1, max: Math.max(1, ...stacks) }, cite },
    seats: { value: Math.max(players, base.seats.value), cite },
    minPlayers: { value: 2, cite },
    newPlayer: { value: null, cite },
    straddle: { value: null, cite },
  }) as CircleProfile;
}

/** The game a file names: `_game` (ours), else PHH's variant code. */
function gameFor(doc: Record<string, TomlValue>, lookup: (id: string) => AnyGame | undefined): AnyGame {
  const code = String(doc.variant ?? '');
  const id = typeof doc._game === 'string' ? doc._game : code.startsWith('croupier/') ? code.slice('croupier/'.length) : Object.entries(PHH_CODES).find(([, byStructure]) => Object.values(byStructure).includes(code))?.[0];
  const game = id ? lookup(id) : undefined;
  if (!game || game.family !== 'circle-poker') throw new PhhReplayError('phh/unknown-variant', `no circle-poker game plays PHH variant "${code}"`, { variant: code });
  return game;
}

/** The recorded irregularity of a `# dealer: {…}` line: a JSON object with a `type` (the engine checks the rest). */
function irregularity(l: Line): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(l.args);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || typeof (parsed as { type?: unknown }).type !== 'string' || 'by' in parsed)
    throw new PhhReplayError('phh/bad-action', `action ${l.no}: "# ${l.comment}" is not a dealer's irregularity ({"type": …})`, { line: l.no });
  return parsed as Record<string, unknown>;
}

const player = (name: string): Actor => ({ kind: 'player', player: name });
const DEALER: Actor = { kind: 'dealer' };
const SYSTEM: Actor = { kind: 'system' };

interface Run {
  readonly initial: CpState;
  readonly final: CpState;
  readonly actions: CpAction[];
  /** Deck index → [player index, nth card] or [-1 - board, nth card], for every card dealt in the run. */
  readonly fed: Map<number, readonly [number, number]>;
  readonly error: { line: number; message: string; code: string } | null;
}

function runOnce(game: AnyGame, profile: CircleProfile, names: readonly string[], seats: readonly number[], stacks: readonly number[], lines: readonly Line[], deck: readonly string[], twice: boolean, table: Record<string, unknown> = {}): Run {
  const initial = game.create({ profile, table, carry: null, rng: seededRng('phh'), stack: [...deck], stacks: Object.fromEntries(names.map((n, i) => [n, stacks[i] ?? 0])) }).state as CpState;
  let s = initial;
  const actions: CpAction[] = [];
  const fed = new Map<number, readonly [number, number]>();
  const got = names.map(() => 0);
  const onBoard = [0, 0];
  const where = new Map(deck.map((c, i) => [c, i]));
  const see = (): void => {
    s.hand.forEach((p) => {
      const k = names.indexOf(p.player);
      const held = p.cards.map((c) => c.card);
      for (const c of held) {
        const at = where.get(c);
        if (at !== undefined && !fed.has(at)) fed.set(at, [k, got[k] = (got[k] as number) + 1]);
      }
    });
    s.boards.forEach((b, i) => {
      for (const c of b) {
        const at = where.get(c);
        if (at !== undefined && !fed.has(at)) fed.set(at, [-1 - i, onBoard[i] = (onBoard[i] as number) + 1]);
      }
    });
  };
  const act = (a: CpAction, line: number): { line: number; message: string; code: string } | null => {
    const r = game.apply(s, a);
    if (!r.ok) return { line, message: r.rejection.message, code: r.rejection.code };
    s = r.state as CpState;
    actions.push(a);
    see();
    return null;
  };
  const out = (error: { line: number; message: string; code: string } | null): Run => ({ initial, final: s, actions, fed, error });
  for (const [i, n] of names.entries()) {
    const e = act({ type: 'sit', box: seats[i] as number, by: player(n) } as CpAction, 0);
    if (e) return out(e);
  }
  const dealt = act({ type: 'deal', button: seats[seats.length - 1] as number, by: DEALER } as CpAction, 0);
  if (dealt) return out(dealt);
  const answered = lines.some((l) => l.verb === 'run-twice');
  const dealOn = (line: number): { line: number; message: string; code: string } | null => {
    while (s.phase === 'dealing') {
      // Run it twice asked (003 §3.2.35): the file's `_run_twice` says every player agreed; else it is declined.
      const rit = s.runTwice;
      // The file's own answers (our comment lines) are replayed in their place; without them `_run_twice` answers.
      if (rit?.outcome === 'pending' && answered) return null;
      if (rit?.outcome === 'pending') {
        const next = rit.asked.find((p) => !(p in rit.answers)) as string;
        const e = act({ type: 'run-twice', agree: twice, by: twice ? player(next) : SYSTEM } as CpAction, line);
        if (e) return e;
        continue;
      }
      const e = act({ type: 'next', by: DEALER } as CpAction, line);
      if (e) return e;
    }
    return null;
  };
  // A showdown in order (showdown.ts): each player's `sm` line (cards: shown; none: mucked, PHH's muck) is his choice,
  // taken in the engine's order — another tool may write them in its own; a player the file gives no line for shows.
  const chosen = new Map<string, Line>();
  const choose = (end: boolean): { line: number; message: string; code: string } | null => {
    while (s.phase === 'showdown' && s.toAct !== null) {
      const who = s.hand[s.toAct]?.player as string;
      const l = chosen.get(who);
      if (!l && !end) return null;
      const show = !l || cardsIn(l.args).length > 0;
      const e = act({ type: show ? 'show' : 'muck', by: l && /timed out/.test(l.comment) ? SYSTEM : player(who) } as CpAction, l?.no ?? lines.length);
      if (e) return e;
    }
    return null;
  };
  // A street's cards written since the last player's line: the dealer dealt it before what follows.
  let streetDealt = false;
  for (const l of lines) {
    if (l.who !== 'd' && l.verb === 'sm') {
      // Shown at an all-in or at a showdown where every hand is shown: the engine shows them itself.
      const name = names[l.who - 1];
      if (s.phase !== 'showdown' || name === undefined || s.hand.find((p) => p.player === name)?.shown) continue;
      chosen.set(name, l);
      const e = choose(false);
      if (e) return out(e);
      continue;
    }
    if (l.verb === 'irregular') {
      const e0 = streetDealt ? dealOn(l.no) : null;
      if (e0) return out(e0);
      const e = act({ ...irregularity(l), by: DEALER } as CpAction, l.no);
      if (e) return out(e);
      continue;
    }
    if (l.who === 'd') streetDealt ||= (l.verb === 'db' || l.verb === 'dh') && s.street >= 0 && s.phase === 'dealing';
    if (l.who === 'd' || l.verb === 'sm' || l.verb === 'pb') continue;
    streetDealt = false;
    const e0 = dealOn(l.no);
    if (e0) return out(e0);
    const name = names[l.who - 1];
    if (name === undefined) return out({ line: l.no, message: `p${l.who} is not a player of the hand`, code: 'phh/no-such-player' });
    if (l.verb === 'run-twice') {
      const e = act({ type: 'run-twice', agree: l.args.startsWith('yes'), by: l.args.endsWith('timed-out') ? SYSTEM : player(name) } as CpAction, l.no);
      if (e) return out(e);
      continue;
    }
    if (l.verb === 'offer') {
      const e = act({ type: 'offer', take: l.args === 'take', by: player(name) } as CpAction, l.no);
      if (e) return out(e);
      continue;
    }
    const toAct = s.toAct === null ? null : s.hand[s.toAct]?.player;
    if (toAct !== name) return out({ line: l.no, message: `p${l.who} (${name}) acts out of turn: ${toAct ?? 'nobody'} is to act`, code: 'phh/out-of-turn' });
    const me = s.hand[s.toAct as number];
    let a: CpAction;
    if (l.verb === 'f') a = { type: 'fold', by: player(name) } as CpAction;
    else if (l.verb === 'cc') a = { type: me && me.bet < s.currentBet ? 'call' : 'check', by: player(name) } as CpAction;
    else if (l.verb === 'cbr') {
      const amount = Number(l.args.split(/\s+/)[0]);
      if (!Number.isSafeInteger(amount)) return out({ line: l.no, message: `"cbr ${l.args}" names no amount`, code: 'phh/bad-action' });
      a = { type: s.currentBet > 0 ? 'raise' : 'bet', amount, by: player(name) } as CpAction;
    } else if (l.verb === 'sd') a = { type: 'draw', discard: cardsIn(l.args), by: player(name) } as CpAction;
    else return out({ line: l.no, message: `"${l.verb}" is not a PHH player action we replay (f, cc, cbr, sd, sm, pb)`, code: 'phh/bad-action' });
    const e = act(a, l.no);
    if (e) return out(e);
  }
  const end = dealOn(lines.length) ?? choose(true);
  return out(end);
}

/** Replays a PHH document through the engine; throws `PhhReplayError` naming the line that does not replay. */
export function replayPhh(text: string, lookup: (id: string) => AnyGame | undefined): PhhReplay {
  const doc = readToml(text);
  const game = gameFor(doc, lookup);
  const stacks = ints(doc.starting_stacks, 'starting_stacks');
  if (stacks.length < 2) throw new PhhReplayError('phh/bad-field', 'starting_stacks must give two players or more', { field: 'starting_stacks' });
  const n = stacks.length;
  const names = Array.isArray(doc.players) && doc.players.length === n ? (doc.players as TomlValue[]).map(String) : stacks.map((_, i) => `p${i + 1}`);
  const seats = ints(doc.seats, 'seats').length === n ? ints(doc.seats, 'seats') : stacks.map((_, i) => i + 1);
  const profile = profileFor(game, doc, n);
  const lines = parseLines(doc.actions);
  // A hand at a table linked to the poker-room jackpot (`_jackpot`, phh.ts) replays at such a table: its drop again.
  const table = typeof doc._jackpot === 'string' ? { jackpot: { id: doc._jackpot } } : {};
  const want = wanted(lines, n);
  const variant = (game.create({ profile, table: {}, carry: null, rng: seededRng('phh') }).state as CpState).variant;
  const full = deckOf(variant);
  const given = [...want.hole.flat(), ...want.boards.flat()].filter((c) => !c.includes('?'));
  const unknown = given.find((c) => !full.includes(c));
  if (unknown) throw new PhhReplayError('phh/not-in-deck', `${unknown} is not a card of ${game.id}'s deck`, { card: unknown });
  const twice = given.find((c, i) => given.indexOf(c) !== i);
  // A draw whose deck ran short deals discards again (000 §17.1 III, the discards reshuffled): the reshuffle's order is
  // not in PHH, so such a hand is refused by name rather than replayed with other cards.
  if (twice && lines.some((l) => l.verb === 'sd')) throw new PhhReplayError('phh/reshuffled-discards', `${twice} is dealt twice: the deck ran short at a draw and the discards were reshuffled (000 §17.1 III), which a PHH file does not record; this hand cannot be replayed from it`, { card: twice });
  if (twice) throw new PhhReplayError('phh/repeated-card', `${twice} is dealt twice in the file`, { card: twice });

  let deck = full;
  let run = runOnce(game, profile, names, seats, stacks, lines, deck, doc._run_twice === true, table);
  for (let pass = 0; pass < 8; pass++) {
    // Each position that fed a card now gets the file's card for that slot; the unused cards fill the rest in order.
    const next: (string | null)[] = deck.map(() => null);
    for (const [at, [who, nth]] of run.fed) {
      const card = who >= 0 ? want.hole[who]?.[nth - 1] : want.boards[-1 - who]?.[nth - 1];
      if (card && !card.includes('?')) next[at] = card;
    }
    const placed = new Set(next.filter((c): c is string => c !== null));
    const rest = full.filter((c) => !placed.has(c));
    const built = next.map((c) => c ?? (rest.shift() as string));
    if (built.join() === deck.join()) break;
    deck = built;
    run = runOnce(game, profile, names, seats, stacks, lines, deck, doc._run_twice === true, table);
  }
  if (run.error) throw new PhhReplayError(run.error.code, `action ${run.error.line}: ${run.error.message}`, { line: run.error.line });
  const s = run.final;
  const result = s.result;
  if (s.phase !== 'over' || !result) throw new PhhReplayError('phh/unfinished', 'the file ends before the hand does', {});
  // 000 §17 VIII.1, 003 §3.1.7.1: a file saying its hand was misdealt replays to a void hand, and only such a file.
  if ((doc._misdeal === true) !== !!s.irr?.misdeal)
    throw new PhhReplayError('phh/misdeal-mismatch', doc._misdeal === true ? 'the file says the hand was misdealt (_misdeal) but it replays to a hand played out' : 'the hand replays to a misdeal the file does not declare (_misdeal)', {});
  const won = (p: string, collected = false): number => result.pots.filter((pot) => !collected || pot.shares.length > 1).reduce((t, pot) => t + pot.awards.filter((x) => x.player === p).reduce((u, x) => u + x.amount, 0), 0);
  const order = names;
  const byName = new Map(s.hand.map((p) => [p.player, p]));
  const finishing = order.map((p) => (byName.get(p)?.stack ?? 0) + won(p));
  const winnings = order.map((p) => won(p, true));
  const checks: PhhCheck[] = [];
  for (const [field, replayed] of [['finishing_stacks', finishing], ['winnings', winnings]] as const) {
    const file = ints(doc[field], field);
    if (file.length) checks.push({ field, file, replayed, ok: file.join() === replayed.join() });
  }
  return { game: game.id, profile: profile.id, players: order, finishingStacks: finishing, houseCut: result.pots.reduce((t, p) => t + p.rake, 0), checks, final: s, initial: run.initial, actions: run.actions };
}

