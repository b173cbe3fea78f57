/**
 * @module poker-eval/describe
 * A hand value in words, in any UI language, through the catalogue in `messages.ts`: "pair of kings, ace
 * kicker", "pareja de reyes, kicker as". Values describe themselves (see `value.ts`), so no rules are needed.
 * Languages whose catalogue has only the category names get the category name ("maja", "φουλ").
 */
import { format } from '../i18n/locale.js';
import type { Locale } from '../i18n/locale.js';
import { POKER_MESSAGES } from './messages.js';
import { CATEGORY, categoryIdOf, category, isLowValue, isRoyal, slotsOf } from './value.js';
import type { HandValue } from './value.js';

const ACE = 12;
const KING = 11;

export interface DescribeOptions {
  /** Kickers to name: the first (default, "ace kicker"), all of them, or none. */
  readonly kickers?: 'first' | 'all' | 'none';
}

/** The category's name in the locale, e.g. `categoryName('full-house', 'es') === 'full'`. */
export function categoryName(name: string, locale: Locale): string {
  return format(POKER_MESSAGES, locale, `category.${name}`);
}

/**
 * Describes a hand value.
 * @example describe(evaluate(parseCards('KhKd9s7cAh')), 'en') === 'pair of kings, ace kicker'
 */
export function describe(v: HandValue, locale: Locale, opts: DescribeOptions = {}): string {
  const t = (key: string, params: Record<string, string> = {}): string => format(POKER_MESSAGES, locale, key, params);
  const rank = (r: number): string => t(`rank.${r}`);
  const ranks = (r: number): string => t(`ranks.${r}`);
  const s = slotsOf(v);
  const at = (i: number): number => s[i] ?? 0;
  const cat = categoryIdOf(v);
  if (POKER_MESSAGES[locale]?.['hand.pair'] === undefined) {
    // A language with category names only: name the category rather than fall back to English sentences.
    return categoryName(isRoyal(v) ? 'royal-flush' : category(v), locale);
  }

  if (isLowValue(v)) {
    if (cat === CATEGORY.HIGH_CARD) return t('hand.low', { cards: s.map(rank).join('-') });
    return t('hand.low-paired', { hand: describe(highFormOfLow(v), locale, opts) });
  }

  let main: string;
  let kickers: number[] = [];
  switch (cat) {
    case CATEGORY.HIGH_CARD: main = t('hand.high-card', { top: t(`top.${at(0)}`), high: rank(at(0)) }); kickers = s.slice(1); break;
    case CATEGORY.PAIR: main = t('hand.pair', { pair: ranks(at(0)) }); kickers = s.slice(1); break;
    case CATEGORY.TWO_PAIR: main = t('hand.two-pair', { high: ranks(at(0)), low: ranks(at(1)) }); kickers = s.slice(2); break;
    case CATEGORY.THREE_OF_A_KIND: main = t('hand.three-of-a-kind', { trips: ranks(at(0)) }); kickers = s.slice(1); break;
    case CATEGORY.STRAIGHT: main = t('hand.straight', { top: t(`top.${straightTop(s)}`) }); break;
    case CATEGORY.FLUSH: main = t('hand.flush', { top: t(`top.${at(0)}`) }); kickers = s.slice(1); break;
    case CATEGORY.FULL_HOUSE: main = t('hand.full-house', { trips: ranks(at(0)), pair: ranks(at(1)) }); break;
    case CATEGORY.FOUR_OF_A_KIND: main = t('hand.four-of-a-kind', { quads: ranks(at(0)) }); kickers = s.slice(1); break;
    case CATEGORY.STRAIGHT_FLUSH:
      main = isRoyal(v) ? t('hand.royal-flush') : t('hand.straight-flush', { top: t(`top.${straightTop(s)}`) });
      break;
    case CATEGORY.FIVE_OF_A_KIND: main = t('hand.five-of-a-kind', { quint: ranks(at(0)) }); break;
    case CATEGORY.FIGURES: main = t('hand.figures', { pair: ranks(at(0)) }); kickers = s.slice(1); break;
    case CATEGORY.FOUR_STRAIGHT: main = t('hand.four-straight', { top: t(`top.${straightTop(s.slice(0, 4))}`) }); kickers = s.slice(4); break;
    case CATEGORY.FOUR_FLUSH: main = t('hand.four-flush', { top: t(`top.${at(0)}`) }); kickers = s.slice(1); break;
    default: throw new RangeError(`cannot describe ${category(v)}`);
  }
  const mode = opts.kickers ?? 'first';
  if (mode === 'none' || kickers.length === 0) return main;
  const shown = mode === 'first' ? kickers.slice(0, 1) : kickers;
  const k = shown.length === 1 ? t('kicker.one', { kicker: rank(shown[0] as number) }) : t('kicker.many', { kickers: shown.map(rank).join('-') });
  return t('hand.with-kickers', { hand: main, kickers: k });
}

/** The top card of a run listed by `straights.ts`: the first slot, unless the ace leads a wheel (Pai Gow). */
function straightTop(s: readonly number[]): number {
  const first = s[0] ?? 0;
  if (first === ACE && s[1] !== undefined && s[1] !== KING) return s[1];
  return first;
}

/** A paired low value re-expressed as the high value of the same ranks, to reuse the high wording. */
function highFormOfLow(v: HandValue): HandValue {
  const s = slotsOf(v);
  let tb = 0;
  for (let i = 0; i < 5; i++) tb = (tb << 4) | (s[i] === undefined ? 0 : (s[i] as number) + 1);
  return categoryIdOf(v) * 1048576 + tb;
}
