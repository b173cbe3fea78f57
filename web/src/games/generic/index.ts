/**
 * @module web/games/generic
 * The component for a game family that has none of its own: the view as data, the legal actions as buttons
 * (each button names its fixed fields: `place · straight 17`). It keeps every registered game playable in the
 * browser until its family adds a proper table.
 */
import { h } from 'preact';
import type { LegalAction } from '../../../../src/core/contract.js';
import type { GameComponent } from '../types.js';
import type { Translate } from '../../i18n/index.js';
import { translateOr } from '../../i18n/index.js';
import { ActionBar } from '../../components/action-bar.js';
import { DataView } from '../../components/data-view.js';

/** The fixed fields of a legal action in words: bet names translated, lists joined. */
export function describeFields(t: Translate, a: LegalAction): string | null {
  const parts = Object.entries(a)
    .filter(([k, v]) => k !== 'type' && k !== 'amount' && v !== undefined && v !== null && (typeof v !== 'object' || Array.isArray(v)))
    .map(([k, v]) => (Array.isArray(v) ? v.join('-') : k === 'bet' || k === 'kind' ? translateOr(t, `bet.${String(v)}`, String(v)) : k === 'box' ? t('table.box', { n: String(v) }) : String(v)));
  return parts.length ? parts.join(' ') : null;
}

export const generic: GameComponent = {
  family: 'generic',
  messages: { en: {} },
  Table: (p) => h('div', { class: 'generic-table' },
    h(ActionBar, { legal: p.legal, chip: p.chip, send: p.send, t: p.t, money: p.money, describe: (a) => describeFields(p.t, a) }),
    h('details', { class: 'generic-view', open: true }, h('summary', {}, p.t('table.state')), h(DataView, { value: p.view }))),
  Recall: (p) => h(DataView, { value: p.view }),
};
