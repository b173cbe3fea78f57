/**
 * @module server/tables/per-casino
 * Tables the rules allow only so many of per casino (`Game.perCasino`: the free-bank baccara table, 000 §09 V.2,
 * 001 §08 V — one per casino). Checked by the server, which alone sees every table: when a table is created, and when
 * a closed one is opened again, the casino's other tables of the game and of the same kind that are not closed are
 * counted; at the limit the new one is refused (409, the game's code and citation) and nothing changes.
 */
import type { AnyGame } from '../../core/contract.js';
import { gameConfig } from '../../table/pace.js';
import { HttpError } from '../errors.js';
import type { CatalogStore } from '../store/catalog-store.js';

/** The limit the table of `game`/`profile` with `config` falls under, and the other open tables already under it. */
export async function refusePerCasino(catalog: Pick<CatalogStore, 'list'>, game: AnyGame, profile: string, config: unknown, self: string | null): Promise<void> {
  if (!game.perCasino) return;
  const limit = game.perCasino(game.profiles.get(profile), config);
  if (!limit) return;
  const same: string[] = [];
  for (const t of await catalog.list()) {
    if (t.id === self || t.game !== game.id || t.status === 'closed' || !game.profiles.ids().includes(t.profile)) continue;
    const parsed = game.tableSchema.safeParse(gameConfig(t.pendingConfig ?? t.config));
    if (!parsed.success) continue;
    if (game.perCasino(game.profiles.get(t.profile), parsed.data)?.kind === limit.kind) same.push(t.id);
  }
  if (same.length >= limit.limit)
    throw new HttpError(409, limit.code, `the casino may run ${limit.limit} ${limit.kind} table(s) of ${game.id} (${limit.cite}); open already: ${same.join(', ')}`, limit.cite);
}
