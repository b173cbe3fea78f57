/**
 * @module web/session
 * The signed-in account: token, name, roles and wallet balance, kept in sessionStorage: a reload resumes where
 * the player was, and each browser tab has its own sign-in (two players can share one browser for a demo). Components read it through `useSession`.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Role } from '../../src/protocol/common.js';
import type { Locale, Translate } from './i18n/index.js';

export interface Account {
  readonly token: string;
  readonly username: string;
  readonly roles: readonly Role[];
}

export interface AppContext {
  readonly account: Account | null;
  readonly balance: number | null;
  readonly locale: Locale;
  readonly t: Translate;
  readonly money: (minor: number) => string;
  setAccount(a: Account | null, balance?: number | null): void;
  setBalance(b: number | null): void;
  setLocale(l: Locale): void;
}

const KEY = 'croupier.session';

export function loadAccount(): Account | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const a = JSON.parse(raw) as Partial<Account>;
    return typeof a.token === 'string' && typeof a.username === 'string' && Array.isArray(a.roles) ? (a as Account) : null;
  } catch {
    return null;
  }
}

export function saveAccount(a: Account | null): void {
  if (a) sessionStorage.setItem(KEY, JSON.stringify(a));
  else sessionStorage.removeItem(KEY);
}

export const Ctx = createContext<AppContext | null>(null);

export function useApp(): AppContext {
  const c = useContext(Ctx);
  if (!c) throw new Error('useApp outside the app');
  return c;
}

export const hasRole = (a: Account | null, r: Role): boolean => !!a && a.roles.includes(r);
