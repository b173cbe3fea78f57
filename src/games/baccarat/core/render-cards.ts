/**
 * @module games/baccarat/core/render-cards
 * Terminal rendering helpers shared by the baccarat games: cards with suit symbols, a hand with its point.
 */
import { handPoint } from './values.js';

const SUIT: Record<string, string> = { c: '♣', d: '♦', h: '♥', s: '♠' };

export const cardText = (c: string): string => (c.length === 2 ? `${c[0] === 'T' ? '10' : c[0]}${SUIT[c[1] as string] ?? c[1]}` : c);

export const handText = (cards: readonly string[]): string => (cards.length ? `${cards.map(cardText).join(' ')}  (${handPoint(cards)})` : '—');
