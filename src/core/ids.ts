/**
 * @module core/ids
 * Identifiers shared by every game. Plain strings, so state stays plain JSON.
 */
/** A person at the table (a seated player or a standing bettor), as the server names them. */
export type PlayerId = string;
/** A betting position on the layout (a blackjack box, a baccarat seat). Numbered from 1. */
export type BoxId = number;

/** Who sends an action. The server sets `by` from the authenticated session, never from the client. */
export type Actor =
  | { readonly kind: 'player'; readonly player: PlayerId }
  | { readonly kind: 'dealer' }
  /** The table runtime: timeouts, automatic dealer steps. */
  | { readonly kind: 'system' };

/** Who a view is built for. Every game must build each of these; none defaults to the full state. */
export type Audience =
  | { readonly kind: 'player'; readonly player: PlayerId }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'dealer' }
  | { readonly kind: 'auditor' };

export const player = (id: PlayerId): Actor => ({ kind: 'player', player: id });
export const DEALER: Actor = { kind: 'dealer' };
export const SYSTEM: Actor = { kind: 'system' };

export const actorKey = (a: Actor): string => (a.kind === 'player' ? `player:${a.player}` : a.kind);
