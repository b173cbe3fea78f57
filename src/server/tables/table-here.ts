/**
 * @module server/tables/table-here
 * The runtime of a table this process runs, or the refusal that says why not: no such table (404 `table/unknown`), or
 * another server process runs it (409 `table/elsewhere`, with its owner and WebSocket URL in `details`).
 */
import { ERR } from '../../protocol/error-codes.js';
import type { TableRuntime } from '../../table/table-runtime.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../errors.js';

export async function tableHere(ctx: ServerContext, table: string): Promise<TableRuntime> {
  const rt = ctx.host.get(table);
  if (rt) return rt;
  if (!(await ctx.catalog.get(table))) throw new HttpError(404, ERR.unknownTable, `no table ${table}`);
  const where = await ctx.directory.locate(table);
  throw new HttpError(409, ERR.tableElsewhere, `table ${table} is run by another server process`, undefined, { owner: where?.owner ?? null, url: where?.url ?? null });
}
