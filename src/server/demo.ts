/**
 * @module server/demo
 * First-start contents: demo accounts (players with money in their wallets, a dealer, a cashier, an auditor and an
 * administrator, one duty each; all with the password DEMO_PASSWORD, as long as the minimum) and a demo table for
 * every registered game and profile. Wallets are funded through the cashier's ledger path, so the ledger sums to zero
 * from the first entry.
 */
import type { Clock } from '../table/table-port.js';
import { shippedBases } from '../tournaments/bases.js';
import { shippedBases as shippedTableBases } from '../tournaments/table-game/bases.js';
import type { TournamentStore } from './store/tournament-store.js';
import type { AnyGame } from '../core/contract.js';
import type { Role } from '../protocol/common.js';
import { hashPassword } from './auth/passwords.js';
import type { AccountStore } from './store/account-store.js';
import type { CatalogStore } from './store/catalog-store.js';
import { tableShape } from './tables/table-shape.js';

/** The demo accounts' password: as long as any password must be (MIN_PASSWORD_LENGTH). */
export const DEMO_PASSWORD = 'croupier-demo';
export const DEMO_ACCOUNTS: readonly { username: string; roles: Role[]; balance?: number }[] = [
  { username: 'alice', roles: ['player'], balance: 100_000 },
  { username: 'bob', roles: ['player'], balance: 100_000 },
  { username: 'carol', roles: ['player'], balance: 100_000 },
  // Five players: enough for every game (chemin de fer needs four seated, deux tableaux two at each tableau besides
  // the banker: issue 17).
  { username: 'dave', roles: ['player'], balance: 100_000 },
  { username: 'erin', roles: ['player'], balance: 100_000 },
  { username: 'dealer', roles: ['dealer'] },
  { username: 'cashier', roles: ['cashier'] },
  { username: 'auditor', roles: ['auditor'] },
  { username: 'admin', roles: ['admin'] },
];

/** The demo accounts that still have the demo password (the sign-in page offers them); password changes hide them. */
export async function demoLogins(accounts: AccountStore): Promise<{ username: string; password: string; roles: Role[] }[]> {
  const ok = await Promise.all(DEMO_ACCOUNTS.map(async (a) => (await accounts.verify(a.username, DEMO_PASSWORD)) !== null && !(await accounts.isClosed(a.username))));
  return DEMO_ACCOUNTS.filter((_, i) => ok[i]).map((a) => ({ username: a.username, password: DEMO_PASSWORD, roles: [...a.roles] }));
}

/** Creates the demo accounts when the database has no account yet; returns whether it did. */
export async function seedDemoAccounts(accounts: AccountStore): Promise<boolean> {
  if ((await accounts.count()) > 0) return false;
  // The hashes first, side by side (each takes about a second at the default cost), then the accounts in order.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD, accounts.cost)));
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    await accounts.create(a.username, { hash: hashes[i] as string }, a.roles);
    if (a.balance) await accounts.cashier(a.username, 'credit', a.balance, `demo-opening-${a.username}`, 'demo opening balance');
  }
  return true;
}

export const demoTableId = (game: string, profile: string): string => `${game}-${profile}`.toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 64);

/** A table for every game × profile that has none yet; returns the ids created. */
export async function seedDemoTables(games: readonly AnyGame[], catalog: CatalogStore): Promise<string[]> {
  const created: string[] = [];
  for (const g of games)
    for (const pid of g.profiles.ids()) {
      const profile = g.profiles.get(pid) as { name?: string };
      let config: unknown;
      try {
        config = g.tableSchema.parse(g.defaultTable(profile));
      } catch {
        continue;
      }
      const id = demoTableId(g.id, pid);
      if (await catalog.create({ id, game: g.id, profile: pid, name: `${g.id} · ${profile.name ?? pid}`, config, ...tableShape(config, g, profile) })) created.push(id);
    }
  return created;
}

/**
 * The tournaments a fresh installation shows (issue 20): the shipped bases (a nine-player sit & go, a scheduled
 * multi-table event), a heads-up sit & go two demo players can start from two browsers, and a blackjack tournament
 * (15 hands, two players at least: the dealer starts it). Opened once each.
 */
export async function seedDemoTournaments(store: TournamentStore<unknown, unknown>, clock: Clock): Promise<string[]> {
  const opened: string[] = [];
  const sng = shippedBases().find((b) => b.kind === 'sit-and-go');
  const poker: { id: string }[] = [...shippedBases(), ...(sng ? [{ ...sng, id: 'sng-heads-up', name: `${sng.name.replace(/, 9 players$/, '')} — heads-up`, seatsPerTable: 2, minPlayers: 2, maxPlayers: 2 }] : [])];
  const all = [...poker, shippedTableBases('blackjack-ee-oc') as { id: string }];
  for (const b of all) {
    if (await store.get(b.id)) continue;
    await store.open(b.id, b, { actor: null }, clock.now());
    opened.push(b.id);
  }
  return opened;
}
