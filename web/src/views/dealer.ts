/**
 * @module web/views/dealer
 * The dealer/inspector panel: one button to close the table (closing takes effect after the round in progress, the
 * "last shoe" announcement of blackjack, 000 §03 / 002 §14) or open it, the table configuration in the
 * regulation's terms (config-form: limits in money, the multipliers and colour chips the profile allows as
 * choices, side-bet limits), applied from the next round and shown as pending until then — each change in words
 * and money — and voiding the round in progress with every stake returned. A refusal is shown once, by the page's
 * notice line, with its citation once.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TableFrame } from '../../../src/protocol/server-messages.js';
import { useApp } from '../session.js';
import type { TableSocket } from '../net/socket.js';
import { api } from '../net/api.js';
import { randomKey } from '../net/keys.js';
import { ConfigForm, fieldLabel } from './config-form.js';
import { changes, withField } from './dealer-fields.js';
import { StaffWaitingList } from './waiting-list.js';

export { withField };

type Request = (req: Parameters<TableSocket['request']>[0]) => Promise<boolean>;
type Command = Parameters<TableSocket['request']>[0] extends infer R ? (R extends { type: 'dealer'; command: infer C } ? C : never) : never;

/** The numeric leaves of a configuration, as `[path, value]` pairs (`limits.min`). */
export function numericFields(config: unknown, prefix = ''): [string, number][] {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return [];
  return Object.entries(config as Record<string, unknown>).flatMap(([k, v]): [string, number][] =>
    typeof v === 'number' ? [[`${prefix}${k}`, v]] : numericFields(v, `${prefix}${k}.`));
}

function PendingChanges({ frame }: { frame: TableFrame }): ComponentChild {
  const { t, money } = useApp();
  const table = frame.table;
  const [rules, setRules] = useState<unknown>(null);
  useEffect(() => {
    api<{ profile: unknown }>(`/api/games/${encodeURIComponent(table.game)}/profiles/${encodeURIComponent(table.profile)}`).then((r) => setRules(r.profile)).catch(() => setRules({}));
  }, [table.game, table.profile]);
  const show = (kind: string, v: unknown): string => (v === null || v === undefined ? '—' : kind === 'money' && typeof v === 'number' ? money(v) : typeof v === 'boolean' ? t(v ? 'dealer.yes' : 'dealer.no') : String(v));
  const list = changes(table.config, table.pendingConfig, rules);
  return h('div', { class: 'pending', 'data-pending': list.length },
    h('p', { class: 'hint' }, t('dealer.pending')),
    h('ul', {}, list.map((c) => h('li', { key: c.control.path, 'data-pending-field': c.control.path }, `${fieldLabel(t, c.control.path)}: ${show(c.control.kind, c.before)} → ${show(c.control.kind, c.after)}`))));
}

export function DealerPanel({ frame, request }: { frame: TableFrame; request: Request }): ComponentChild {
  const { t } = useApp();
  const table = frame.table;
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const command = async (c: Command): Promise<void> => {
    setDone(false);
    if (await request({ type: 'dealer', table: table.id, key: randomKey('dealer'), command: c })) setDone(true);
  };
  return h('section', { class: 'dealer-panel' },
    h('h2', {}, t('dealer.title')),
    h('p', {}, t('dealer.status', { status: t(`status.${table.status}`) })),
    h('div', { class: 'row' },
      table.status === 'closed'
        ? h('button', { type: 'button', class: 'primary', 'data-dealer': 'open', onClick: () => void command({ kind: 'open' }) }, t('dealer.open'))
        : table.status === 'open' ? h('button', { type: 'button', 'data-dealer': 'close', onClick: () => void command({ kind: 'close' }) }, t('dealer.close')) : null),
    h(ConfigForm, { key: JSON.stringify(table.pendingConfig ?? table.config), game: table.game, profile: table.profile, config: table.pendingConfig ?? table.config, onSubmit: (config) => void command({ kind: 'configure', config }) }),
    table.pendingConfig ? h(PendingChanges, { frame }) : null,
    h(StaffWaitingList, { table: table.id, revision: `${table.waiting ?? 0}:${(table.offered ?? []).join(',')}` }),
    frame.round ? h('form', { class: 'form void', onSubmit: (e: Event) => { e.preventDefault(); if (reason.trim()) void command({ kind: 'void-round', reason: reason.trim() }); } },
      h('label', {}, t('dealer.void-reason'), h('input', { value: reason, onInput: (e: Event) => setReason((e.target as HTMLInputElement).value) })),
      h('button', { type: 'submit', class: 'danger', 'data-dealer': 'void' }, t('dealer.void'))) : null,
    done ? h('p', { class: 'status' }, t('dealer.done')) : null);
}
