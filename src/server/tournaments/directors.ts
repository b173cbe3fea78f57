/**
 * @module server/tournaments/directors
 * The directors the server hosts, chosen by the bases: the game the bases name is looked up in the registry and its
 * family picks the director (circle poker: the poker director above many tables; blackjack and roulette: the
 * table-game director, equal chips at one table for a set number of rounds). One store, one clock and one set of
 * routes serve every kind; a tournament's state keeps its bases, so each operation goes to the director that opened
 * it. Each kind also says who is playing in it (003 §3.2.7) and what a player may do now at his table.
 */
import type { LegalAction } from '../../core/contract.js';
import { getGame } from '../../registry.js';
import type { BookRow, TournamentAction, TournamentDirector } from '../../tournaments/contract.js';
import { director as pokerDirector, playingIn as pokerPlayingIn, type TState } from '../../tournaments/director.js';
import { TournamentError } from '../../tournaments/errors.js';
import { legalFor as pokerLegalFor } from '../../tournaments/legal.js';
import { legalFor as tableLegalFor, playingIn as tablePlayingIn, tableGameDirector, TABLE_GAME_FAMILIES, type TableTournamentState } from '../../tournaments/table-game/index.js';

/** What a player may do now at his tournament table (his view's `mine`). */
export type Mine = { readonly table: string; readonly legal: readonly LegalAction[] } | null;

/** A finished hand (poker) or round (table game) of a tournament, as its game's state at the end (for recall). */
export interface FinishedHand {
  readonly table: string;
  readonly no: number;
  readonly game: string;
  readonly players: readonly string[];
  readonly state: unknown;
}

/** One kind of tournament: the game families it runs on, its director, who plays in it, a player's actions now. */
export interface TournamentKind<S> {
  readonly families: readonly string[];
  readonly director: TournamentDirector<unknown, S>;
  playingIn(state: S, player: string): boolean;
  legalFor(state: S, player: string): Mine;
  /** The hands or rounds of this state that are over (a poker table's last hand; the last settled round). */
  finished(state: S): readonly FinishedHand[];
}

const pokerFinished = (s: TState): FinishedHand[] =>
  s.tables.flatMap((t) => (t.hand && t.hand.phase === 'over' ? [{ table: t.id, no: t.hand.handNo, game: s.bases.game, players: t.hand.hand.map((x) => x.player), state: t.hand }] : []));
const tableFinished = (s: TableTournamentState): FinishedHand[] => (s.lastRound ? [{ table: 'main', no: s.lastRound.no, game: s.bases.game, players: s.lastRound.players, state: s.lastRound.state }] : []);

const KINDS: readonly TournamentKind<unknown>[] = [
  { families: ['circle-poker'], director: pokerDirector as TournamentDirector<unknown, unknown>, playingIn: (s, p) => pokerPlayingIn(s as TState, p), legalFor: (s, p) => pokerLegalFor(s as TState, p), finished: (s) => pokerFinished(s as TState) },
  { families: TABLE_GAME_FAMILIES, director: tableGameDirector as TournamentDirector<unknown, unknown>, playingIn: (s, p) => tablePlayingIn(s as TableTournamentState, p), legalFor: (s, p) => tableLegalFor(s as TableTournamentState, p), finished: (s) => tableFinished(s as TableTournamentState) },
];

/** The kind for the bases' game (a typed `tournaments/bad-bases` naming `game` when no director runs it). */
export function kindFor(bases: unknown): TournamentKind<unknown> {
  const game = bases && typeof bases === 'object' ? (bases as { game?: unknown }).game : undefined;
  if (typeof game !== 'string') throw new TournamentError('bad-bases', 'bases: game: the registry id of the game the tournament plays', { field: 'game' });
  let family: string;
  try {
    family = getGame(game).family;
  } catch {
    throw new TournamentError('bad-bases', `bases: game: no game ${game} in the registry`, { field: 'game' });
  }
  const kind = KINDS.find((k) => k.families.includes(family));
  if (!kind) throw new TournamentError('bad-bases', `bases: game: no tournament runs on ${game} (a ${family} game)`, { field: 'game' });
  return kind;
}

/** The kind of a stored tournament, by the bases its state keeps. */
export const kindOf = (state: unknown): TournamentKind<unknown> => kindFor((state as { bases?: unknown }).bases);

/** The server's director: every operation goes to the director of the tournament's kind. */
export const anyDirector: TournamentDirector<unknown, unknown> = {
  open: (id, bases, at) => kindFor(bases).director.open(id, bases, at),
  randomize: (s, a, rng): TournamentAction => kindOf(s).director.randomize(s, a, rng),
  apply: (s, a) => kindOf(s).director.apply(s, a),
  due: (s, now) => kindOf(s).director.due(s, now),
  nextDeadline: (s) => kindOf(s).director.nextDeadline(s),
  view: (s, audience) => kindOf(s).director.view(s, audience),
  status: (s) => kindOf(s).director.status(s),
  book: (s): BookRow => kindOf(s).director.book(s),
};

/** Is the player registered or playing in this tournament (whatever its kind)? */
export const playingInAny = (state: unknown, player: string): boolean => kindOf(state).playingIn(state, player);

/** The player's table and decisions now (whatever the tournament's kind). */
export const legalForAny = (state: unknown, player: string): Mine => kindOf(state).legalFor(state, player);

/**
 * Every finished hand or round of a tournament, rebuilt from its bases and its recorded actions (each hand as its game
 * state at its end; the latest state of a hand wins). The log holds the deals' seeds, so the rebuild is exact.
 */
export function finishedHands(id: string, bases: unknown, openedAt: number, actions: readonly TournamentAction[]): FinishedHand[] {
  const kind = kindFor(bases);
  const out = new Map<string, FinishedHand>();
  let s = kind.director.open(id, bases, openedAt);
  for (const a of actions) {
    s = kind.director.apply(s, a).state;
    for (const h of kind.finished(s)) out.set(`${h.table}#${h.no}`, h);
  }
  return [...out.values()];
}
