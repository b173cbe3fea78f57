/**
 * @module web/components/data-view
 * Plain JSON drawn as nested lists, with cards shown as cards: the generic view of a game without its own
 * component, and of recall records.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { Card } from './card.js';

const CARD = /^([2-9TJQKA][cdhs]|X[12]|[1-7JCR][oceb])$/;

export function DataView({ value }: { value: unknown }): ComponentChild {
  if (value === null || value === undefined) return h('span', { class: 'dv-null' }, '—');
  if (typeof value === 'string') return CARD.test(value) ? h(Card, { card: value }) : h('span', { class: 'dv-str' }, value);
  if (typeof value !== 'object') return h('span', { class: 'dv-scalar' }, String(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return h('span', { class: 'dv-null' }, '[]');
    if (value.every((v) => typeof v === 'string' && CARD.test(v))) return h('span', { class: 'cards' }, value.map((c, i) => h(Card, { card: c as string, key: i })));
    return h('ol', { class: 'dv-list' }, value.map((v, i) => h('li', { key: i }, h(DataView, { value: v }))));
  }
  return h('dl', { class: 'dv-obj' }, Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [
    h('dt', { key: `k${k}` }, k), h('dd', { key: `v${k}` }, h(DataView, { value: v })),
  ]));
}
