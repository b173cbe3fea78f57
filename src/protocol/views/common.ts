/**
 * @module protocol/views/common
 * Pieces of the game views that several families share on the wire: a card, the public face of a shoe, a
 * settlement. Types only (the views are built by the games and sent as JSON; nothing here is validated or bundled).
 */
import type { WireSettlementLine } from '../common.js';

/** A card as a short string: `Ah`, `Td`, `X1`, `Ro` (src/cards/card.ts); `null` where the viewer may not see it. */
export type WireCard = string;

/** Who the view was built for. */
export type AudienceKind = 'player' | 'spectator' | 'dealer' | 'auditor';

/** The shoe as everybody may see it: never its order or salt (docs/fairness.md). */
export interface PublicShoe {
  readonly shoeNo: number;
  /** The commitment published when the shoe was shuffled. */
  readonly commitment: string;
  readonly remaining: number;
  readonly cutCardOut: boolean;
  readonly mode: 'cut-card' | 'csm';
}

/** A round's settlement as a view carries it: one line per bet, and the house's net for the dealer and the auditor only. */
export interface ViewSettlement {
  readonly lines: readonly WireSettlementLine[];
  /** Absent from a player's and a spectator's view: what the house made is not theirs to see (issue 17). */
  readonly houseNet?: number;
}
