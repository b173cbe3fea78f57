/**
 * @module web/views/waiting-list
 * A table's waiting list on the player's and the dealer's screens (003 §3.2.3–3.2.7; 000 GP-12, 001 §12 IV: the
 * inspector's list). On a full table a player may join the list; once on it he sees his place, may leave it, and when a
 * seat is held for him (003 §3.2.5) sees which, the time left, and "take the seat" (at the table: the seat is taken as
 * any seat is; from the lobby: a link to the table). The dealer's panel lists the names in order with their offers.
 * The server decides everything; these parts only show what it sent and ask it.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { WaitingListResponse } from '../../../src/protocol/http.js';
import type { TableInfo, WaitingPlace } from '../../../src/protocol/server-messages.js';
import type { Translate } from '../i18n/index.js';
import { Timer } from '../components/timer.js';
import { api } from '../net/api.js';
import { useApp } from '../session.js';
import { errorText } from './errors.js';

/** A table with no box free for a newcomer: every box held, or held for someone on the list (003 §3.2.6). */
export function tableFull(t: Pick<TableInfo, 'seats' | 'offered'>): boolean {
  const offered = new Set(t.offered ?? []);
  return t.seats.every((s) => s.holder !== null || offered.has(s.box));
}

/** What the player is told of his place: the line to show, and which buttons apply. */
export function waitingLine(place: WaitingPlace | null | undefined, full: boolean): { key: string; vars: Record<string, string | number> } & { join: boolean; leave: boolean; take: number | null } {
  if (!place || place.position === null) return { key: full ? 'waitlist.full' : '', vars: {}, join: full, leave: false, take: null };
  if (place.offer) return { key: 'waitlist.offer', vars: { box: place.offer.box }, join: false, leave: true, take: place.offer.box };
  return { key: 'waitlist.position', vars: { position: place.position, size: place.size }, join: false, leave: true, take: null };
}

/**
 * The player's waiting-list part: join, his place, leave, the seat held with its countdown and "take the seat"
 * (`take`: at the table, sits; in the lobby, opens the table).
 */
export function WaitingPanel(props: { table: string; place: WaitingPlace | null | undefined; full: boolean; take: (box: number) => void; changed?: () => void }): ComponentChild {
  const { t, account } = useApp();
  const [error, setError] = useState<string | null>(null);
  const line = waitingLine(props.place, props.full);
  if (!line.key) return null;
  const call = (method: 'POST' | 'DELETE'): void => {
    api(`/api/tables/${encodeURIComponent(props.table)}/waiting-list`, { token: account?.token ?? null, method })
      .then(() => { setError(null); props.changed?.(); })
      .catch((e) => setError(errorText(t, e)));
  };
  const offer = props.place?.offer ?? null;
  return h('div', { class: 'waiting-list', 'data-waiting': props.place?.position ?? '', 'data-offer': offer?.box ?? '' },
    h('span', {}, t(line.key, line.vars)),
    offer ? h(Timer, { key: `${offer.box}-${offer.until}`, deadline: offer.until, label: t('waitlist.timer') }) : null,
    line.take !== null ? h('button', { type: 'button', class: 'primary', 'data-take-seat': line.take, onClick: () => props.take(line.take as number) }, t('waitlist.take')) : null,
    line.join ? h('button', { type: 'button', 'data-join-list': props.table, onClick: () => call('POST') }, t('waitlist.join')) : null,
    line.leave ? h('button', { type: 'button', class: 'link', 'data-leave-list': props.table, onClick: () => call('DELETE') }, t('waitlist.leave')) : null,
    error ? h('p', { class: 'error', role: 'alert' }, error) : null);
}

/** The dealer's list: every name in order, with the seat offered and until when (`revision`: read again when it changes). */
export function StaffWaitingList(props: { table: string; revision: string }): ComponentChild {
  const { t, account } = useApp();
  const [list, setList] = useState<WaitingListResponse | null>(null);
  useEffect(() => {
    api<WaitingListResponse>(`/api/tables/${encodeURIComponent(props.table)}/waiting-list`, { token: account?.token ?? null }).then(setList).catch(() => setList(null));
  }, [props.table, props.revision]);
  const entries = list?.entries ?? [];
  return h('section', { class: 'staff-waiting-list', 'data-waiting-size': entries.length },
    h('h3', {}, t('waitlist.staff-title')),
    entries.length === 0 ? h('p', { class: 'hint' }, t('waitlist.staff-empty'))
      : h('ol', {}, entries.map((e) => h('li', { key: e.username, 'data-waiting-player': e.username }, staffRow(t, e)))));
}

/** One line of the dealer's list: the name, and the seat held for him. */
export function staffRow(t: Translate, e: { username: string; offer: { box: number } | null }): string {
  return e.offer ? `${e.username} · ${t('waitlist.staff-offer', { box: e.offer.box })}` : e.username;
}
