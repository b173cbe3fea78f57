/**
 * @module web/views/dealer
 * The dealer/inspector panel: open or close the table (closing takes effect after the round in progress, the
 * "last shoe" announcement of blackjack, 000 §03 / 002 §14), change the table configuration (its numeric fields —
 * limits — validated by the game's table schema on the server and applied from the next round), and void the
 * round in progress with every stake returned.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useState } from 'preact/hooks';
import type { TableFrame } from '../../../src/protocol/server-messages.js';
import { useApp } from '../session.js';
import { translateOr } from '../i18n/index.js';
import type { TableSocket } from '../net/socket.js';
import { randomKey } from '../net/keys.js';
import { DataView } from '../components/data-view.js';

type Request = (req: Parameters<TableSocket['request']>[0]) => Promise<boolean>;

/** The numeric leaves of a configuration, as `[path, value]` pairs (`limits.min`). */
export function numericFields(config: unknown, prefix = ''): [string, number][] {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return [];
  return Object.entries(config as Record<string, unknown>).flatMap(([k, v]): [string, number][] =>
    typeof v === 'number' ? [[`${prefix}${k}`, v]] : numericFields(v, `${prefix}${k}.`));
}

/** A copy of `config` with the numeric leaf at `path` replaced. */
export function withField(config: unknown, path: string, value: number): unknown {
  const [head, ...rest] = path.split('.');
  const obj = { ...(config as Record<string, unknown>) };
  if (head === undefined) return obj;
  obj[head] = rest.length ? withField(obj[head], rest.join('.'), value) : value;
  return obj;
}

export function DealerPanel({ frame, request }: { frame: TableFrame; request: Request }): ComponentChild {
  const { t } = useApp();
  const table = frame.table;
  const [draft, setDraft] = useState<unknown>(table.pendingConfig ?? table.config);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const command = async (c: Parameters<TableSocket['request']>[0] extends infer R ? (R extends { type: 'dealer'; command: infer C } ? C : never) : never): Promise<void> => {
    setDone(false);
    if (await request({ type: 'dealer', table: table.id, key: randomKey('dealer'), command: c })) setDone(true);
  };
  const fields = numericFields(draft);
  return h('section', { class: 'dealer-panel' },
    h('h2', {}, t('dealer.title')),
    h('p', {}, t('dealer.status', { status: t(`status.${table.status}`) })),
    h('div', { class: 'row' },
      table.status === 'closed'
        ? h('button', { type: 'button', class: 'primary', 'data-dealer': 'open', onClick: () => void command({ kind: 'open' }) }, t('dealer.open'))
        : h('button', { type: 'button', 'data-dealer': 'close', onClick: () => void command({ kind: 'close' }) }, t('dealer.close'))),
    h('form', { class: 'form limits', onSubmit: (e: Event) => { e.preventDefault(); void command({ kind: 'configure', config: draft as Record<string, unknown> }); } },
      h('h3', {}, t('dealer.limits')),
      fields.map(([path, value]) => h('label', { key: path }, translateOr(t, `config.${path}`, path),
        h('input', { type: 'number', step: 1, value, 'data-config': path, onInput: (e: Event) => setDraft(withField(draft, path, Number((e.target as HTMLInputElement).value))) }))),
      h('button', { type: 'submit', 'data-dealer': 'configure' }, t('dealer.apply'))),
    table.pendingConfig ? h('div', { class: 'pending' }, h('p', { class: 'hint' }, t('dealer.pending')), h(DataView, { value: table.pendingConfig })) : null,
    frame.round ? h('form', { class: 'form void', onSubmit: (e: Event) => { e.preventDefault(); if (reason.trim()) void command({ kind: 'void-round', reason: reason.trim() }); } },
      h('label', {}, t('dealer.void-reason'), h('input', { value: reason, onInput: (e: Event) => setReason((e.target as HTMLInputElement).value) })),
      h('button', { type: 'submit', class: 'danger', 'data-dealer': 'void' }, t('dealer.void'))) : null,
    done ? h('p', { class: 'status' }, t('dealer.done')) : null);
}
