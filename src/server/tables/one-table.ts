/**
 * @module server/tables/one-table
 * A player holds seats at one table of a game at a time where the game's rules say so (`Game.oneTableAtATime`:
 * chemin de fer, 000 §08 IV, 001 §07 IV). Checked by the server when a player sits, against the seats stored for every
 * table (other processes run other tables): a seat at another open table of the game refuses the new one with
 * `table/seated-elsewhere`, citing the rule. Sitting again where the player already sits is not refused.
 */
import { IllegalActionError, reject } from '../../core/errors.js';
import type { TableRuntime } from '../../table/table-runtime.js';
import type { ServerContext } from '../context.js';

export async function refuseSeatElsewhere(ctx: Pick<ServerContext, 'catalog'>, rt: TableRuntime, username: string): Promise<void> {
  const cite = rt.game.oneTableAtATime?.(rt.game.profiles.get(rt.table.profile)) ?? null;
  if (!cite) return;
  const elsewhere = await ctx.catalog.seatedElsewhere(username, rt.game.id, rt.id);
  if (elsewhere.length) throw new IllegalActionError(reject('table/seated-elsewhere', `you hold a seat at ${elsewhere.join(', ')}: a player sits at one ${rt.game.id} table at a time`, cite));
}
