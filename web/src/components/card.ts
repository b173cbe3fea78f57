/**
 * @module web/components/card
 * A playing card from its short string (`Ah`, `Td`, `X1`, Spanish `Jo`), or a face-down card for `null`/`'??'`.
 * Drawn with text and CSS only (no images), with an accessible label.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  s: { symbol: '♠', red: false }, h: { symbol: '♥', red: true }, d: { symbol: '♦', red: true }, c: { symbol: '♣', red: false },
};
const SPANISH_SUITS: Record<string, string> = { o: '🪙', c: '🏆', e: '🗡', b: '🪵' };
const FRENCH = /^[2-9TJQKA][cdhs]$/;
const SPANISH = /^[1-7JCR][oceb]$/;

/** One card. `card` null or `'??'` is a card face down. */
export function Card({ card }: { card: string | null }): ComponentChild {
  if (card === null || card === '??' || card === '') return h('span', { class: 'card back', 'aria-label': 'face down', 'data-card': '??' });
  if (/^X[12]$/.test(card)) return h('span', { class: 'card joker', 'data-card': card, 'aria-label': 'joker' }, '🃏');
  if (FRENCH.test(card)) {
    const rank = card[0] === 'T' ? '10' : (card[0] as string);
    const suit = SUITS[card[1] as string] ?? { symbol: '?', red: false };
    return h('span', { class: `card${suit.red ? ' red' : ''}`, 'data-card': card, 'aria-label': `${rank}${suit.symbol}` },
      h('span', { class: 'rank' }, rank), h('span', { class: 'suit' }, suit.symbol));
  }
  if (SPANISH.test(card)) {
    const rank = { J: '10', C: '11', R: '12' }[card[0] as string] ?? (card[0] as string);
    return h('span', { class: 'card spanish', 'data-card': card, 'aria-label': card },
      h('span', { class: 'rank' }, rank), h('span', { class: 'suit' }, SPANISH_SUITS[card[1] as string] ?? '?'));
  }
  return h('span', { class: 'card', 'data-card': card }, card);
}

/** A row of cards. */
export function Cards({ cards, label }: { cards: readonly (string | null)[]; label?: string }): ComponentChild {
  return h('span', { class: 'cards', 'aria-label': label }, cards.map((c, i) => h(Card, { card: c, key: i })));
}
