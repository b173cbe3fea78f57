/**
 * @module poker-eval/messages
 * Words for describing hands, per UI language (English and Spanish complete; Basque, Catalan, Greek and
 * Estonian have the category names, in the terms their seeds use; the rest falls back to English).
 * Keys: `category.<name>`, `hand.<name>` (templates), `rank.<0…12>` (a card), `ranks.<0…12>` (plural),
 * `top.<0…12>` (a straight's or flush's top card), `kicker.one` / `kicker.many`.
 */
import type { Catalogue } from '../i18n/locale.js';

const EN_RANKS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'];
const EN_PLURALS = ['twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines', 'tens', 'jacks', 'queens', 'kings', 'aces'];
const ES_RANKS = ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'jota', 'dama', 'rey', 'as'];
const ES_PLURALS = ['doses', 'treses', 'cuatros', 'cincos', 'seises', 'sietes', 'ochos', 'nueves', 'dieces', 'jotas', 'damas', 'reyes', 'ases'];
const ES_TOP = ['al dos', 'al tres', 'al cuatro', 'al cinco', 'al seis', 'al siete', 'al ocho', 'al nueve', 'al diez', 'a la jota', 'a la dama', 'al rey', 'al as'];

const keyed = (prefix: string, words: readonly string[]): Record<string, string> =>
  Object.fromEntries(words.map((w, i) => [`${prefix}.${i}`, w]));

const categories = (names: readonly string[]): Record<string, string> => {
  const ids = ['high-card', 'pair', 'four-straight', 'four-flush', 'two-pair', 'figures', 'three-of-a-kind', 'straight', 'flush',
    'full-house', 'four-of-a-kind', 'straight-flush', 'five-of-a-kind', 'royal-flush'];
  return Object.fromEntries(ids.map((id, i) => [`category.${id}`, names[i] as string]));
};

export const POKER_MESSAGES: Catalogue = {
  en: {
    ...categories(['high card', 'pair', 'four-card straight', 'four-card flush', 'two pair', 'figures', 'three of a kind', 'straight', 'flush',
      'full house', 'four of a kind', 'straight flush', 'five of a kind', 'royal flush']),
    ...keyed('rank', EN_RANKS),
    ...keyed('ranks', EN_PLURALS),
    ...keyed('top', EN_RANKS.map((r) => `${r} high`)),
    'hand.high-card': '{top}',
    'hand.pair': 'pair of {pair}',
    'hand.two-pair': 'two pair, {high} and {low}',
    'hand.three-of-a-kind': 'three {trips}',
    'hand.straight': 'straight, {top}',
    'hand.flush': 'flush, {top}',
    'hand.full-house': 'full house, {trips} full of {pair}',
    'hand.four-of-a-kind': 'four {quads}',
    'hand.straight-flush': 'straight flush, {top}',
    'hand.royal-flush': 'royal flush',
    'hand.five-of-a-kind': 'five {quint}',
    'hand.figures': 'figures, pair of {pair}',
    'hand.four-straight': 'four-card straight, {top}',
    'hand.four-flush': 'four-card flush, {top}',
    'hand.low': '{cards} low',
    'hand.low-paired': '{hand} (as a low hand)',
    'kicker.one': '{kicker} kicker',
    'kicker.many': '{kickers} kickers',
    'hand.with-kickers': '{hand}, {kickers}',
  },
  es: {
    ...categories(['carta alta', 'pareja', 'escalera de cuatro', 'color de cuatro', 'doble pareja', 'figuras', 'trío', 'escalera', 'color',
      'full', 'póquer', 'escalera de color', 'repóquer', 'escalera real de color']),
    ...keyed('rank', ES_RANKS),
    ...keyed('ranks', ES_PLURALS),
    ...keyed('top', ES_TOP),
    'hand.high-card': 'carta alta: {high}',
    'hand.pair': 'pareja de {pair}',
    'hand.two-pair': 'doble pareja, {high} y {low}',
    'hand.three-of-a-kind': 'trío de {trips}',
    'hand.straight': 'escalera {top}',
    'hand.flush': 'color {top}',
    'hand.full-house': 'full de {trips} y {pair}',
    'hand.four-of-a-kind': 'póquer de {quads}',
    'hand.straight-flush': 'escalera de color {top}',
    'hand.royal-flush': 'escalera real de color',
    'hand.five-of-a-kind': 'repóquer de {quint}',
    'hand.figures': 'figuras, pareja de {pair}',
    'hand.four-straight': 'escalera de cuatro {top}',
    'hand.four-flush': 'color de cuatro {top}',
    'hand.low': '{cards} bajo',
    'hand.low-paired': '{hand} (como mano baja)',
    'kicker.one': 'kicker {kicker}',
    'kicker.many': 'kickers {kickers}',
    'hand.with-kickers': '{hand}, {kickers}',
  },
  eu: categories(['karta handiena', 'parea', 'lau kartako eskailera', 'lau kartako kolorea', 'pare bikoitza', 'irudiak', 'hirukoa', 'eskailera',
    'kolorea', 'full', 'pokerra', 'kolore-eskailera', 'bost berdin', 'kolore-eskailera gorena']),
  ca: categories(['carta més alta', 'parella', 'escala de quatre', 'color de quatre', 'doble parella', 'figures', 'trio', 'escala', 'color',
    'full', 'pòquer', 'escala de color', 'repòquer', 'escala reial de color']),
  el: categories(['ψηλό φύλλο', 'ζευγάρι', 'κέντα τεσσάρων', 'χρώμα τεσσάρων', 'δύο ζευγάρια', 'φιγούρες', 'τριάδα', 'κέντα', 'χρώμα',
    'φουλ', 'καρέ', 'κέντα χρώμα', 'πέντε όμοια', 'βασιλική κέντα χρώμα']),
  et: categories(['kõrgeim kaart', 'paar', 'nelja kaardi rida', 'nelja kaardi mast', 'kaks paari', 'figuurid', 'kolmik', 'rida', 'mast',
    'maja', 'nelik', 'mastirida', 'viis ühesugust', 'suur mastirida']),
};
