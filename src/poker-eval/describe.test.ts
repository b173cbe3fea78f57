import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCards } from './cards.js';
import { evaluate } from './evaluate.js';
import { categoryName, describe as say } from './describe.js';
import { CATEGORY_NAMES } from './value.js';
import { POKER_MESSAGES } from './messages.js';
import { LOCALES } from '../i18n/locale.js';
import { lowA5 } from './low.js';

const v = (s: string): number => evaluate(parseCards(s));

test('000 GP11: hands are described in English and Spanish in full', () => {
  const cases: Array<[string, string, string]> = [
    ['KhKd9s7cAh', 'pair of kings, ace kicker', 'pareja de reyes, kicker as'],
    ['KhKd9s9cAh', 'two pair, kings and nines, ace kicker', 'doble pareja, reyes y nueves, kicker as'],
    ['7h7d7s9cAh', 'three sevens, ace kicker', 'trío de sietes, kicker as'],
    ['9hTdJsQcKh', 'straight, king high', 'escalera al rey'],
    ['Ah2d3s4c5h', 'straight, five high', 'escalera al cinco'],
    ['8h9dTsJcQh', 'straight, queen high', 'escalera a la dama'],
    ['AhJh9h7h3h', 'flush, ace high, jack kicker', 'color al as, kicker jota'],
    ['KhKdKs9c9h', 'full house, kings full of nines', 'full de reyes y nueves'],
    ['AhAdAsAc2h', 'four aces, two kicker', 'póquer de ases, kicker dos'],
    ['5h6h7h8h9h', 'straight flush, nine high', 'escalera de color al nueve'],
    ['AhKhQhJhTh', 'royal flush', 'escalera real de color'],
    ['AhQd9s7c3h', 'ace high, queen kicker', 'carta alta: as, kicker dama'],
  ];
  for (const [hand, en, es] of cases) {
    assert.equal(say(v(hand), 'en'), en);
    assert.equal(say(v(hand), 'es'), es);
  }
});

test('000 §17 VI.2: describe names the first kicker, all kickers or none on request', () => {
  assert.equal(say(v('KhKd9s4cAh'), 'en', { kickers: 'all' }), 'pair of kings, ace-nine-four kickers');
  assert.equal(say(v('KhKd9s4cAh'), 'es', { kickers: 'all' }), 'pareja de reyes, kickers as-nueve-cuatro');
  assert.equal(say(v('KhKd9s4cAh'), 'en', { kickers: 'none' }), 'pair of kings');
});

test('003 §3.5.11: describe low hands', () => {
  assert.equal(say(lowA5(parseCards('8h6d4s2cAh')), 'en'), 'eight-six-four-two-ace low');
  assert.equal(say(lowA5(parseCards('8h6d4s2cAh')), 'es'), 'ocho-seis-cuatro-dos-as bajo');
  assert.equal(say(lowA5(parseCards('AhAd2s3c4h')), 'en'), 'pair of aces, four kicker (as a low hand)');
});

test('000 GP11; 001; 002; 003: every UI language has every category name', () => {
  for (const locale of LOCALES) {
    for (const name of [...CATEGORY_NAMES, 'royal-flush']) assert.ok(POKER_MESSAGES[locale]?.[`category.${name}`], `${locale} ${name}`);
  }
  assert.equal(categoryName('full-house', 'et'), 'maja');
  assert.equal(categoryName('flush', 'eu'), 'kolorea');
  assert.equal(categoryName('four-of-a-kind', 'ca'), 'pòquer');
  assert.equal(categoryName('straight', 'el'), 'κέντα');
  assert.equal(say(v('KhKd9s7cAh'), 'et'), 'paar', 'a language with names only gets the category name');
  assert.equal(say(v('AhKhQhJhTh'), 'el'), 'βασιλική κέντα χρώμα');
});

test('000 GP11: the English and Spanish catalogues have the same keys', () => {
  assert.deepEqual(Object.keys(POKER_MESSAGES.es ?? {}).sort(), Object.keys(POKER_MESSAGES.en).sort());
});
