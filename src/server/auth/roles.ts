/**
 * @module server/auth/roles
 * Separation of duties, as a casino separates them (docs/server.md, "Roles and separation of duties"): which roles
 * one account may hold together, and who may open which accounts. A player holds no staff role (a dealer would deal
 * to himself, a cashier credit himself, an auditor see the shoe he plays from, an administrator open himself a
 * cashier); the auditor holds no other role (he reviews every other duty, his own included otherwise). The
 * administrator (created at installation: `croupier admin create`) opens staff accounts; the cashier opens player
 * accounts only.
 */
import type { Role } from '../../protocol/common.js';

export const STAFF_ROLES: readonly Role[] = ['dealer', 'cashier', 'auditor', 'admin'];

/** Pairs of roles no account may hold together, each with its reason. */
export const FORBIDDEN_PAIRS: readonly { readonly roles: readonly [Role, Role]; readonly why: string }[] = [
  { roles: ['player', 'dealer'], why: 'a dealer would run the table he plays at (and void his own losing hands)' },
  { roles: ['player', 'cashier'], why: 'a cashier would credit his own wallet' },
  { roles: ['player', 'auditor'], why: 'an auditor would read the rounds he plays in' },
  { roles: ['player', 'admin'], why: 'an administrator would open staff accounts for his own play' },
  { roles: ['cashier', 'auditor'], why: 'the auditor checks the cashier’s movements' },
  { roles: ['dealer', 'auditor'], why: 'the auditor checks the dealers’ commands' },
  { roles: ['admin', 'auditor'], why: 'the auditor checks the accounts and tables the administrator creates' },
];

/** Why these roles may not be held together, or null when they may. */
export function incompatibility(roles: readonly Role[]): string | null {
  const clash = FORBIDDEN_PAIRS.filter((f) => roles.includes(f.roles[0]) && roles.includes(f.roles[1]));
  return clash.length ? clash.map((f) => `${f.roles.join(' with ')}: ${f.why}`).join('; ') : null;
}

/** The roles an account holding `creator` may give a new account: the administrator staff, the cashier players. */
export function creatableBy(creator: readonly Role[]): Set<Role> {
  const out = new Set<Role>();
  if (creator.includes('admin')) for (const r of STAFF_ROLES) out.add(r);
  if (creator.includes('cashier')) out.add('player');
  return out;
}

export const isStaff = (roles: readonly Role[]): boolean => roles.some((r) => STAFF_ROLES.includes(r));
