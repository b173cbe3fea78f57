/**
 * @module web/games/machines/autoplay-panel
 * [Autoplay] and [Stop/Autoplay] under the credit meter (003 §4.1.2; docs/server.md "Machine autoplay"): the stake, the
 * number of games, the game's choice (keno's marks, a roulette spot, a reel machine's lines) and the optional stops
 * (a win of at least, the credit below, any jackpot or feature); while it runs, the games played and a stop button; once
 * ended, why. Offered only at the machines that declare autoplay (those without a decision each game).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameViewProps } from '../types.js';
import { api } from '../../net/api.js';
import { parseRoute } from '../../router.js';
import { loadAccount } from '../../session.js';

/** The machines that offer autoplay, and the choice each asks for. */
export const AUTOPLAY_CHOICE: Readonly<Record<string, 'none' | 'marks' | 'bet' | 'lines'>> = { 'machine-bingo': 'none', keno: 'marks', 'electronic-roulette': 'bet', 'reel-slot': 'lines' };

export interface AutoplayForm {
  readonly stake: string;
  readonly games: string;
  readonly choice: string;
  readonly winAtLeast: string;
  readonly creditBelow: string;
  readonly feature: boolean;
}

/** Amounts typed in major units ("2.50") to minor units; null when not a positive amount. */
const minor = (s: string): number | null => {
  const t = s.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Math.round(Number(t) * 100);
  return n > 0 ? n : null;
};

/** The request the form makes for `game`, or the key of what is wrong with it. */
export function autoplayBody(game: string, f: AutoplayForm): { body: Record<string, unknown> } | { error: string } {
  const kind = AUTOPLAY_CHOICE[game];
  if (!kind) return { error: 'mauto.not-offered' };
  const stake = minor(f.stake);
  if (stake === null) return { error: 'mauto.bad-stake' };
  const games = Number(f.games);
  if (!Number.isInteger(games) || games < 1 || games > 1000) return { error: 'mauto.bad-games' };
  let choices: unknown;
  if (kind === 'marks') {
    const marks = f.choice.split(/[\s,;]+/).filter(Boolean).map(Number);
    if (!marks.length || marks.length > 10 || marks.some((n) => !Number.isInteger(n) || n < 1 || n > 80) || new Set(marks).size !== marks.length) return { error: 'mauto.bad-choice' };
    choices = { marks };
  } else if (kind === 'bet') {
    if (!f.choice.trim()) return { error: 'mauto.bad-choice' };
    choices = { bet: f.choice.trim() };
  } else if (kind === 'lines') {
    const lines = Number(f.choice);
    if (!Number.isInteger(lines) || lines < 1) return { error: 'mauto.bad-choice' };
    choices = { lines };
  }
  const stops: Record<string, unknown> = {};
  if (f.winAtLeast.trim()) {
    const w = minor(f.winAtLeast);
    if (w === null) return { error: 'mauto.bad-stop' };
    stops.winAtLeast = w;
  }
  if (f.creditBelow.trim()) {
    const c = minor(f.creditBelow);
    if (c === null) return { error: 'mauto.bad-stop' };
    stops.creditBelow = c;
  }
  if (f.feature) stops.feature = true;
  return { body: { stake, games, ...(choices === undefined ? {} : { choices }), stops } };
}

interface Status {
  readonly running: boolean;
  readonly played: number;
  readonly request: { readonly games: number };
  readonly reason: string | null;
  readonly message?: string;
}

/** What the panel says of a run. */
export function autoplayLine(s: Status | null): { key: string; vars: Record<string, string | number> } | null {
  if (!s) return null;
  if (s.running) return { key: 'mauto.running', vars: { played: s.played, games: s.request.games } };
  return { key: `mauto.ended.${s.reason ?? 'stopped'}`, vars: { played: s.played } };
}

export function AutoplayPanel({ p }: { p: GameViewProps }): ComponentChild {
  const game = (p.view as { game?: string } | null)?.game ?? p.game;
  const [form, setForm] = useState<AutoplayForm>({ stake: '', games: '10', choice: '', winAtLeast: '', creditBelow: '', feature: false });
  const [status, setStatus] = useState<Status | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const route = parseRoute(location.hash);
  const table = route.page === 'table' ? route.table : null;
  const token = loadAccount()?.token ?? null;
  const running = status?.running === true;
  useEffect(() => {
    if (!table || !token || !p.me) return undefined;
    let live = true;
    const read = (): void => void api<{ autoplay: Status | null }>(`/api/tables/${table}/autoplay`, { token }).then((r) => live && setStatus(r.autoplay), () => undefined);
    read();
    const every = setInterval(read, running ? 1000 : 5000);
    return () => { live = false; clearInterval(every); };
  }, [table, token, running, p.me]);
  const kind = AUTOPLAY_CHOICE[game];
  if (!kind || !p.me || !p.stacks || !table) return null;
  const set = (k: keyof AutoplayForm) => (e: Event): void => setForm({ ...form, [k]: k === 'feature' ? (e.target as HTMLInputElement).checked : (e.target as HTMLInputElement).value });
  const fail = (e: unknown): void => setNote(e instanceof Error ? e.message : String(e));
  const start = (e: Event): void => {
    e.preventDefault();
    const b = autoplayBody(game, form);
    if ('error' in b) return setNote(p.t(b.error));
    setNote(null);
    api<{ autoplay: Status }>(`/api/tables/${table}/autoplay`, { token, body: b.body }).then((r) => setStatus(r.autoplay), fail);
  };
  const stop = (): void => void api<{ autoplay: Status | null }>(`/api/tables/${table}/autoplay/stop`, { token, body: {} }).then((r) => setStatus(r.autoplay), fail);
  const line = autoplayLine(status);
  const input = (k: keyof AutoplayForm, label: string, width = '5rem'): ComponentChild => h('label', { style: 'display:flex;gap:.2rem;align-items:center' }, p.t(label), h('input', { value: form[k] as string, style: `width:${width}`, onInput: set(k), disabled: running }));
  return h('form', { class: 'autoplay', 'data-autoplay': running ? 'running' : status?.reason ?? 'idle', style: 'display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin-bottom:.5rem;max-width:100%', onSubmit: start },
    input('stake', 'mauto.stake'),
    input('games', 'mauto.games', '4rem'),
    kind !== 'none' ? input('choice', `mauto.choice.${kind}`, kind === 'marks' ? '9rem' : '5rem') : null,
    input('winAtLeast', 'mauto.win-at-least'),
    input('creditBelow', 'mauto.credit-below'),
    h('label', { style: 'display:flex;gap:.2rem;align-items:center' }, h('input', { type: 'checkbox', checked: form.feature, onChange: set('feature'), disabled: running }), p.t('mauto.feature')),
    running
      ? h('button', { type: 'button', 'data-action': 'stop-autoplay', onClick: stop }, p.t('mauto.stop'))
      : h('button', { type: 'submit', 'data-action': 'autoplay' }, p.t('mauto.start')),
    line ? h('span', { class: 'hint', role: 'status' }, p.t(line.key, line.vars)) : null,
    note ? h('span', { class: 'error', role: 'alert' }, note) : null);
}
