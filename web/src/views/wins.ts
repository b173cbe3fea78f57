/**
 * @module web/views/wins
 * The casino-wide win display (003 §4.5.2; `GET /api/wins`, server/tables/win-display): the last machine wins above the
 * casino's amount and every jackpot win — the machine and the amount, newest first — followed by a long poll, so a win
 * shows as soon as its game is settled in the ledger (never before).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api } from '../net/api.js';
import { useApp } from '../session.js';

export interface WinLine {
  readonly seq: number;
  readonly at: number;
  readonly machine: string;
  readonly kind: 'machine' | 'jackpot';
  readonly amount: number;
  readonly jackpot?: string;
}

/** The wins known merged with newly received ones: each once (by `seq`), newest first, at most `keep`. */
export function mergeWins(known: readonly WinLine[], fresh: readonly WinLine[], keep = 20): WinLine[] {
  const by = new Map<number, WinLine>();
  for (const w of [...known, ...fresh]) by.set(w.seq, w);
  return [...by.values()].sort((a, b) => b.seq - a.seq).slice(0, keep);
}

export function WinsBoard(): ComponentChild {
  const { t, money } = useApp();
  const [wins, setWins] = useState<WinLine[]>([]);
  useEffect(() => {
    let live = true;
    let after: number | null = null;
    const poll = async (): Promise<void> => {
      while (live) {
        try {
          const r: { wins: WinLine[] } = await api<{ wins: WinLine[] }>(`/api/wins${after === null ? '' : `?after=${after}`}`, {});
          if (!live) return;
          if (r.wins.length) after = Math.max(after ?? 0, ...r.wins.map((w) => w.seq));
          else after ??= 0;
          setWins((known) => mergeWins(known, r.wins));
        } catch {
          await new Promise((ok) => setTimeout(ok, 5_000));
        }
      }
    };
    void poll();
    return () => { live = false; };
  }, []);
  return h('section', { class: 'wins-board', 'data-block': 'wins' },
    h('h2', {}, t('mauto.wins')),
    wins.length
      ? h('ul', {}, wins.map((w) => h('li', { key: w.seq, 'data-kind': w.kind, 'data-amount': w.amount }, w.kind === 'jackpot' ? t('mauto.wins-jackpot', { machine: w.machine, jackpot: w.jackpot ?? '', amount: money(w.amount) }) : t('mauto.wins-machine', { machine: w.machine, amount: money(w.amount) }))))
      : h('p', { class: 'hint' }, t('mauto.wins-none')));
}
