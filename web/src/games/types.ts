/**
 * @module web/games/types
 * The interface of a per-game table component. A game family adds `web/src/games/<family>/index.ts` exporting
 * one `GameComponent` and registers it with one line in `web/src/games/index.ts`; the table page then draws
 * that family's view with it. A family without a component is drawn by the generic one (its view as data and
 * its legal actions as buttons), so every registered game is at least playable. See docs/web.md.
 */
import type { ComponentChild, ComponentChildren } from 'preact';
import type { LegalAction } from '../../../src/core/contract.js';
import type { Locale } from '../../../src/i18n/locale.js';
import type { Translate } from '../i18n/index.js';

/** What the client sends for a game action: the legal action's fixed fields, with a chosen `amount` if it takes one. */
export interface ActionToSend {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** Who is looking at the table, as the server told the client. */
export type ViewerRole = 'player' | 'spectator' | 'dealer' | 'auditor';

/** Everything a game component gets to draw the table and offer decisions. */
export interface GameViewProps {
  /** The game's id in the registry (`blackjack`, `triple-blackjack`) and its profile id (`gr`). */
  readonly game: string;
  readonly profile: string;
  /** `game.view(state, audience)` for this viewer, exactly as the server sent it (plain JSON). */
  readonly view: unknown;
  /** What this viewer may do now (empty for spectators and while others are awaited). */
  readonly legal: readonly LegalAction[];
  /** Sends one action; the table page adds the idempotency key and shows any rejection. */
  readonly send: (action: ActionToSend) => void;
  /** The viewer's player id (null for a spectator or the dealer) and role. */
  readonly me: string | null;
  readonly role: ViewerRole;
  /** The chip chosen in the chip tray, in minor units: the amount to use for bets. */
  readonly chip: number;
  readonly t: Translate;
  readonly locale: Locale;
  /** Formats minor units for display. */
  readonly money: (minor: number) => string;
  /** Display names by player id, where the server gave them. */
  readonly names: Readonly<Record<string, string>>;
  /** At a table of seat stacks (circle poker): each player's stack, and the buy-in / top-up request (between hands). */
  readonly stacks?: Readonly<Record<string, number>>;
  readonly buyIn?: (amount: number) => void;
}

/** A settled round as the history page shows it, for `renderRecall`. */
export interface RecallProps {
  readonly game: string;
  /** The view of the finished round kept in the recall record (the auditor or player view at the end). */
  readonly view: unknown;
  readonly t: Translate;
  readonly locale: Locale;
  readonly money: (minor: number) => string;
}

/** A box the game numbers, and a word about it. */
export interface SeatSpec {
  readonly box: number;
  readonly note?: string;
}

/** One game family's web component. */
export interface GameComponent {
  /** The family folder name, equal to `Game.family` on the server (`blackjack`, `roulette`). */
  readonly family: string;
  /**
   * Messages this family adds to the catalogue: `game.<id>` for each game id, `bet.<bet>` for each bet name,
   * `action.<type>` for each action type, plus any of the family's own keys (prefix them with the family).
   * English and Spanish complete; Basque, Catalan, Greek and Estonian at least the game, bet and action names.
   */
  readonly messages: { readonly en: Readonly<Record<string, string>> } & Partial<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>>;
  /** The table area: a Preact function component (hooks allowed). */
  readonly Table: (props: GameViewProps) => ComponentChild;
  /** Optional: the table minimum and maximum (minor units) from the table configuration, for the lobby and chips. */
  readonly limits?: (config: unknown) => { readonly min: number; readonly max: number } | null;
  /**
   * Optional: the family's own action for "I have finished betting" (blackjack's `done-betting`, baccarat's `done`).
   * While the viewer may take it, the component shows it and the table page leaves out the protocol's `ready`
   * button, which would say the same thing a second time.
   */
  readonly doneBetting?: string;
  /**
   * Optional: the boxes the game numbers, from its view, each with a note (deux tableaux: the tableau it belongs to).
   * The seats' strip shows only these (punto y banca's models leave 13 out, 000 §07 II.3), and none while the view
   * does not tell (an empty list). Absent or null: every box of the table.
   */
  readonly seats?: (view: unknown, t: Translate) => readonly SeatSpec[] | null;
  /**
   * Optional: the game is played without boxes (roulette, boule, wheel of fortune, trente et quarante, craps): anyone
   * at the table bets on the layout and says ready, and the seats' strip is left out (but for a box the viewer holds).
   */
  readonly seatless?: boolean;
  /** Optional: how a finished round's view is drawn on the history page (defaults to the generic data view). */
  readonly Recall?: (props: RecallProps) => ComponentChild;
}

export type { ComponentChildren };
