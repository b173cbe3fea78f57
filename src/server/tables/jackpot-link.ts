/**
 * @module server/tables/jackpot-link
 * A table's link to a jackpot checked when the table is created or configured (docs/jackpots.md "At the table"): a
 * configuration naming a jackpot that does not exist, or one whose `games` does not include the table's game, is
 * refused (`jackpot/unknown`, 409) and nothing changes, so the table's first jackpot bet never finds out — whatever the
 * game's form of the link (a jackpot bet, a poker room's drop, a linked bingo hall, a machine's levels: `linkedJackpotIds`). The round's
 * transaction still checks every jackpot bet (server/store/jackpot-writes): a jackpot set out of order after the link
 * was made refuses its bets there (003 §2.3.5). Where the game's profile sets the least a jackpot must hold for the
 * table's stake (`jackpotStart`, 000 §12 8.1: a progressive starts at ≥ 1,000 stakes, a fixed one holds ≥ 2,000), a
 * jackpot bet's link to a jackpot whose seed falls short is refused too (`jackpot/start-too-low`, 409; jackpots/table-start).
 * A machine's level naming a combination the machine never reports (the game's `jackpotCombinations`, 003 §4.5.5) is
 * refused (`jackpot/unknown-combination`, 400, with the combination and the list it may name in `details`).
 */
import type { AnyGame } from '../../core/contract.js';
import { UnknownCombinationError } from '../../jackpots/errors.js';
import { checkJackpotCombinations, checkJackpotLink, linkedJackpot, linkedJackpotIds } from '../../jackpots/table-link.js';
import { HttpError } from '../errors.js';
import { checkJackpotStart, profileJackpotStart } from '../../jackpots/table-start.js';
import type { Db } from '../db/db.js';
import { JackpotStore } from '../store/jackpot-store.js';

/**
 * Refuses a table configuration (the game's part, validated) whose jackpot link the server cannot honour; `profile`
 * (the table's game profile) carries the minimum start where the text sets one.
 */
export async function refuseJackpotLink(db: Db, game: Pick<AnyGame, 'id' | 'jackpotCombinations'>, config: unknown, profile?: unknown): Promise<void> {
  try {
    checkJackpotCombinations(config, game.jackpotCombinations?.(profile) ?? []);
  } catch (e) {
    if (e instanceof UnknownCombinationError) throw new HttpError(400, e.code, e.message, '003 §4.5.5', { jackpot: e.jackpot, combination: e.combination, combinations: e.combinations });
    throw e;
  }
  const store = new JackpotStore(db);
  const link = linkedJackpot(config);
  const rule = profileJackpotStart(profile);
  for (const id of linkedJackpotIds(config)) {
    const def = await store.get(id);
    checkJackpotLink({ id }, game.id, def);
    if (def && link?.id === id) checkJackpotStart(rule, link, def);
  }
}
