/**
 * @module web/views/seats
 * The strip of boxes: who holds each, whether they are connected, who may bet behind; a free box offers "sit
 * here" to a player, a held box of mine offers "leave" and the consent switch for bets behind (the owner's
 * consent, 000 §03 / 001 §03 / 002 §14 / 003 §2.2.1.7). Only the boxes the game numbers are shown (`GameComponent.seats`:
 * punto y banca has no box 13, deux tableaux's boxes name their tableau); a game played without boxes shows none
 * but those the viewer still holds.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { TableFrame } from '../../../src/protocol/server-messages.js';
import { useState } from 'preact/hooks';
import { useApp } from '../session.js';
import type { TableSocket } from '../net/socket.js';
import type { SeatSpec } from '../games/types.js';

type Request = (req: Parameters<TableSocket['request']>[0]) => Promise<boolean>;

/** The holder's consent to bets behind: anyone (`*`), or named players (each removable). */
function ConsentBox({ box, behind, consent }: { box: number; behind: readonly string[]; consent: (bettor: string, allow: boolean) => void }): ComponentChild {
  const { t } = useApp();
  const [name, setName] = useState('');
  const named = behind.filter((b) => b !== '*');
  return h('details', { class: 'consent' },
    h('summary', {}, t('table.bets-behind'), named.length || behind.includes('*') ? ` (${behind.includes('*') ? t('table.anyone') : named.length})` : ''),
    h('label', { class: 'consent-any' },
      h('input', { type: 'checkbox', checked: behind.includes('*'), 'data-consent-any': box, onChange: (e: Event) => consent('*', (e.target as HTMLInputElement).checked) }),
      ' ', t('table.consent')),
    named.length ? h('ul', { class: 'consent-list' }, named.map((n) => h('li', { key: n }, n, ' ',
      h('button', { type: 'button', class: 'small link', 'aria-label': t('table.consent-remove', { name: n }), 'data-consent-remove': n, onClick: () => consent(n, false) }, '✕')))) : null,
    h('form', { class: 'consent-add', onSubmit: (e: Event) => { e.preventDefault(); const v = name.trim().toLowerCase(); if (v) { consent(v, true); setName(''); } } },
      h('input', { value: name, placeholder: t('login.username'), 'aria-label': t('table.consent-name'), 'data-consent-name': box, onInput: (e: Event) => setName((e.target as HTMLInputElement).value) }),
      h('button', { type: 'submit', class: 'small', 'data-consent-add': box }, t('table.consent-add'))));
}

/** The table's boxes the strip shows: those the game numbers (null: all), and any the viewer holds. */
export function shownSeats<S extends { box: number; holder: string | null }>(seats: readonly S[], only: readonly SeatSpec[] | null, me: string | null): S[] {
  if (!only) return [...seats];
  const numbered = new Set(only.map((x) => x.box));
  return seats.filter((s) => numbered.has(s.box) || (me !== null && s.holder === me));
}

export function SeatStrip({ frame, request, only }: { frame: TableFrame; request: Request; only?: readonly SeatSpec[] | null }): ComponentChild {
  const { t } = useApp();
  const me = frame.you.username;
  const player = frame.as === 'player' && me !== null;
  const canSitMore = frame.you.boxes.length < frame.table.maxBoxesPerPlayer && frame.table.status !== 'closed';
  const seats = shownSeats(frame.table.seats, only ?? null, me);
  if (!seats.length) return null;
  const notes = new Map((only ?? []).map((x) => [x.box, x.note]));
  return h('ol', { class: 'seats' }, seats.map((s) => {
    const mine = s.holder !== null && s.holder === me;
    const allowsAll = s.behind.includes('*');
    return h('li', { key: s.box, class: `seat${mine ? ' mine' : ''}${s.holder ? '' : ' free'}`, 'data-box': s.box, 'data-holder': s.holder ?? '' },
      h('span', { class: 'seat-no' }, t('table.box', { n: s.box }), notes.get(s.box) ? ` · ${notes.get(s.box)}` : ''),
      s.holder
        ? h('span', { class: `seat-holder${s.connected ? '' : ' away'}` }, mine ? `${s.holder} (${t('table.you')})` : s.holder)
        : h('span', { class: 'seat-holder free' }, t('table.box-free')),
      s.behind.length && !allowsAll ? h('span', { class: 'seat-behind' }, t('table.behind', { names: s.behind.join(', ') })) : null,
      player && !s.holder && canSitMore ? h('button', { type: 'button', class: 'small', 'data-sit': s.box, onClick: () => void request({ type: 'sit', table: frame.table.id, box: s.box }) }, t('table.sit-here')) : null,
      mine ? h(ConsentBox, { box: s.box, behind: s.behind, consent: (bettor: string, allow: boolean) => void request({ type: 'consent', table: frame.table.id, box: s.box, bettor, allow }) }) : null,
      mine ? h('button', { type: 'button', class: 'small link', 'data-stand': s.box, onClick: () => void request({ type: 'stand', table: frame.table.id, box: s.box }) }, t('table.stand-up')) : null);
  }));
}
