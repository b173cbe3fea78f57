/**
 * @module web/router
 * Hash routes, so the server serves one page and reloads keep the place:
 * `#/` lobby · `#/login` · `#/table/<id>` play · `#/table/<id>/watch` spectate · `#/table/<id>/dealer` dealer view ·
 * `#/history` my rounds · `#/table/<id>/history` the table's rounds · `#/round/<roundId>` one round's recall ·
 * `#/cashier` · `#/audit` · `#/admin`: the staff pages (each shown to its role) · `#/draws`: the draw games · `#/tournaments`, `#/tournaments/<id>`: the tournaments.
 */
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'login'; readonly next?: string }
  | { readonly page: 'table'; readonly table: string; readonly as: 'player' | 'spectator' | 'dealer' }
  | { readonly page: 'history'; readonly table?: string }
  | { readonly page: 'round'; readonly round: string }
  | { readonly page: 'draws' }
  | { readonly page: 'tournaments'; readonly id?: string }
  | { readonly page: StaffPage };

/** The staff pages, one per role that works from a page of its own. */
export type StaffPage = 'cashier' | 'audit' | 'admin';
const STAFF_PAGES: readonly string[] = ['cashier', 'audit', 'admin'] satisfies readonly StaffPage[];

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c] = parts;
  if (a === 'login') return { page: 'login' };
  if (a === 'history') return { page: 'history' };
  if (a === 'draws') return { page: 'draws' };
  if (a === 'tournaments') return b ? { page: 'tournaments', id: b } : { page: 'tournaments' };
  if (a && !b && STAFF_PAGES.includes(a)) return { page: a as StaffPage };
  if (a === 'round' && b) return { page: 'round', round: b };
  if (a === 'table' && b) {
    if (c === 'watch') return { page: 'table', table: b, as: 'spectator' };
    if (c === 'dealer') return { page: 'table', table: b, as: 'dealer' };
    if (c === 'history') return { page: 'history', table: b };
    return { page: 'table', table: b, as: 'player' };
  }
  return { page: 'lobby' };
}

export function href(r: Route): string {
  switch (r.page) {
    case 'lobby': return '#/';
    case 'login': return '#/login';
    case 'draws': return '#/draws';
    case 'tournaments': return r.id ? `#/tournaments/${encodeURIComponent(r.id)}` : '#/tournaments';
    case 'history': return r.table ? `#/table/${encodeURIComponent(r.table)}/history` : '#/history';
    case 'round': return `#/round/${encodeURIComponent(r.round)}`;
    case 'cashier': case 'audit': case 'admin': return `#/${r.page}`;
    case 'table': return `#/table/${encodeURIComponent(r.table)}${r.as === 'spectator' ? '/watch' : r.as === 'dealer' ? '/dealer' : ''}`;
  }
}

export const navigate = (r: Route): void => { location.hash = href(r); };

/** The current route, updated on hash changes. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const on = (): void => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
