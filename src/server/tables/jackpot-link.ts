/**
 * @module server/tables/jackpot-link
 * A table's link to a jackpot checked when the table is created or configured (docs/jackpots.md "At the table"): a
 * configuration naming a jackpot that does not exist, or one whose `games` does not include the table's game, is
 * refused (`jackpot/unknown`, 409) and nothing changes, so the table's first jackpot bet never finds out — whatever the
 * game's form of the link (a jackpot bet, a poker room's drop, a linked bingo hall, a machine's levels: `linkedJackpotIds`). The round's
 * transaction still checks every jackpot bet (server/store/jackpot-writes): a jackpot set out of order after the link
 * was made refuses its bets there (003 §2.3.5).
 */
import { checkJackpotLink, linkedJackpotIds } from '../../jackpots/table-link.js';
import type { Db } from '../db/db.js';
import { JackpotStore } from '../store/jackpot-store.js';

/** Refuses a table configuration (the game's part, validated) whose jackpot link the server cannot honour. */
export async function refuseJackpotLink(db: Db, game: string, config: unknown): Promise<void> {
  const store = new JackpotStore(db);
  for (const id of linkedJackpotIds(config)) checkJackpotLink({ id }, game, await store.get(id));
}
