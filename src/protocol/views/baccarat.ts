/**
 * @module protocol/views/baccarat
 * The baccarat views on the wire (games `punto-banca`, `chemin-de-fer`, `baccarat-deux-tableaux`): what
 * `game.view(state, audience)` returns, built by src/games/baccarat/<game>/view.ts and drawn by
 * web/src/games/baccarat/. A card the viewer may not see is `null`.
 */
import type { PublicShoe, WireCard } from './common.js';

export interface PbView {
  readonly game: 'punto-banca';
  readonly profile: string;
  readonly phase: 'betting' | 'dealing' | 'drawing' | 'result' | 'over';
  readonly roundNo: number;
  readonly coupNo: number;
  readonly model: string;
  readonly dealing: 'players' | 'croupier';
  readonly limits: { minBet: number; maxBet: number; tieMin: number; tieMax: number };
  readonly seats: { seat: number; player: string | null }[];
  readonly shoeHolder: number | null;
  readonly dealtBy: number | null;
  readonly puntoHolder: string | null;
  readonly bets: { bettor: string; box: number | null; spot: string; amount: number }[];
  readonly punto: readonly WireCard[];
  readonly banca: readonly WireCard[];
  readonly points: { punto: number | null; banca: number | null };
  readonly result: { readonly winner: 'punto' | 'banca' | 'tie'; readonly puntoPoint: number; readonly bancaPoint: number } | null;
  readonly dead: boolean;
  readonly deadCards: readonly WireCard[];
  readonly shoe: PublicShoe;
  readonly lastCoup: boolean;
  readonly you: { player: string; seat: number | null; ready: boolean; staked: Record<string, number> } | null;
}

export interface CdfView {
  readonly game: 'chemin-de-fer';
  readonly profile: string;
  readonly phase: 'bank' | 'betting' | 'deal' | 'punto' | 'punto-card' | 'announcement-error' | 'banker' | 'banker-card' | 'result' | 'over';
  readonly coupNo: number;
  readonly limits: { puntoMin: number; bankMin: number; bankMax: number | null };
  readonly seats: { seat: number; player: string | null }[];
  readonly banker: { player: string; seat: number | null; bank: number; coups: number; associates: { player: string; amount: number }[] } | null;
  readonly associationOffers: { player: string; amount: number }[];
  readonly lists: { waiting: string[]; seatChange: string[]; mustSalute: string[] };
  readonly cardsLifted: boolean;
  readonly bank: { stage: string | null; offeredTo: string | null; minimum: number; bids: { player: string; amount: number }[]; passedBy: string | null };
  readonly stakes: { player: string; seat: number | null; kind: string; amount: number }[];
  readonly inPlay: { player: string; kind: string; amount: number }[];
  readonly puntoHolder: string | null;
  readonly bancoSuivi: string | null;
  readonly punto: (WireCard | null)[];
  readonly bankerCards: (WireCard | null)[];
  readonly points: { punto: number | null; banker: number | null };
  readonly said: { punto: string | null; banker: string | null };
  readonly tableMode: string;
  readonly withdrawOpen: boolean;
  readonly result: {
    readonly winner: 'punto' | 'banker' | 'tie' | 'void';
    /** The banker of this coup. */
    readonly banker: { readonly player: string; readonly seat: number | null };
    readonly puntoPoint: number;
    readonly bankerPoint: number;
    readonly levy: number;
    readonly reason?: string;
  } | null;
  readonly shoe: PublicShoe;
  readonly lastCoup: boolean;
  readonly you: { player: string; seat: number | null; isBanker: boolean; holdsCards: boolean } | null;
}

export interface DtTableauResult {
  readonly winner: 'punto' | 'banker' | 'tie' | 'void';
  readonly punto: number;
  readonly stakes: number;
}

export interface DtView {
  readonly game: 'baccarat-deux-tableaux';
  readonly profile: string;
  readonly mode: 'limited' | 'free';
  readonly phase: 'bank' | 'betting' | 'deal' | 'speak' | 'card' | 'banker' | 'banker-card' | 'result' | 'over';
  readonly coupNo: number;
  readonly closed: boolean;
  readonly session: { day: string; count: number; open: boolean; shoes: number; blocked: string | null } | null;
  readonly limits: { minStake: number; maxStake: number | null; bankMin: number; bankMax: number | null; unit: number };
  readonly seats: { seat: number; tableau: 1 | 2; player: string | null }[];
  readonly banker: { player: string; bank: number; coups: number } | null;
  readonly offer: number | null;
  readonly bids: { player: string; amount: number }[];
  readonly stakes: { player: string; tableau: number; amount: number; banco: boolean }[];
  readonly inPlay: { player: string; tableau: number; amount: number; banco: boolean }[];
  readonly holders: readonly (string | null)[];
  readonly banco: string | null;
  readonly turn: number;
  readonly tableaux: { cards: (WireCard | null)[]; point: number | null; said: string | null; void: boolean }[];
  readonly bankerCards: (WireCard | null)[];
  readonly bankerPoint: number | null;
  readonly tableAsked: boolean;
  readonly result: {
    readonly banker: string;
    readonly tabs: readonly [DtTableauResult, DtTableauResult];
    readonly bankerPoint: number;
    /** The banker's net over both tableaux before the cagnotte. */
    readonly net: number;
    readonly levy: number;
    readonly void?: string;
  } | null;
  readonly shoe: PublicShoe;
  readonly lastCoup: boolean;
  readonly you: { player: string; seat: number | null; isBanker: boolean } | null;
}
