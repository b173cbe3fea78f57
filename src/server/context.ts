/**
 * @module server/context
 * Everything the HTTP routes and the WebSocket hub share, built once by server/app.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AnyGame } from '../core/contract.js';
import type { Db } from './db/db.js';
import type { AccountStore } from './store/account-store.js';
import type { CatalogStore } from './store/catalog-store.js';
import type { RecallStore } from './store/recall-store.js';
import type { TableDirectory } from './tables/lease-directory.js';
import type { Autoplays } from './tables/autoplays.js';
import type { JackpotBoard } from './tables/jackpot-board.js';
import type { PubSub } from './tables/pubsub.js';
import type { TableHost } from './tables/table-host.js';

export interface ServerContext {
  readonly db: Db;
  readonly games: readonly AnyGame[];
  readonly accounts: AccountStore;
  readonly catalog: CatalogStore;
  readonly recall: RecallStore;
  readonly host: TableHost;
  /** 003 §3.2.7: whether a player is in a live tournament (so may not buy in at a cash table). */
  readonly inTournament: (username: string) => Promise<string | null>;
  readonly directory: TableDirectory;
  readonly pubsub: PubSub;
  /** What the tables linked to a jackpot show of it (server/tables/jackpot-board); absent in tests that build no server. */
  readonly jackpots?: JackpotBoard;
  /** The machines' autoplay runs of this process (server/tables/autoplays); absent in tests that build no server. */
  readonly autoplay?: Autoplays;
  readonly log: FastifyBaseLogger;
  readonly processId: string;
  /** Demo sign-ins offered on the sign-in page (demo mode only; empty with `--no-demo`). */
  readonly demo: readonly { readonly username: string; readonly password: string; readonly roles: readonly string[] }[];
}
