/**
 * @module web/components/action-bar
 * Legal actions as buttons. An action that takes an amount uses the selected chip, clamped into the legal range
 * and rounded to its step; the button shows the amount it will send. Labels come from `action.<type>`.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { LegalAction } from '../../../src/core/contract.js';
import type { ActionToSend } from '../games/types.js';
import type { Translate } from '../i18n/index.js';
import { translateOr } from '../i18n/index.js';

/** The amount to send for a legal action's range given the chosen chip. */
export function clampAmount(range: { min: number; max: number; step: number }, wanted: number): number {
  const step = Math.max(1, range.step);
  let a = Math.min(range.max, Math.max(range.min, wanted));
  a = range.min + Math.floor((a - range.min) / step) * step;
  return a;
}

/** The action to send for a legal action: its fixed fields, and an amount if it takes one. */
export function toSend(a: LegalAction, chip: number): ActionToSend {
  const { amount, ...fixed } = a;
  return amount ? { ...fixed, amount: clampAmount(amount, chip) } : { ...fixed };
}

/** The label of an action: the catalogue's `action.<type>`, else the type itself. */
export const actionLabel = (t: Translate, type: string): string => translateOr(t, `action.${type}`, type);

export function ActionBar(props: {
  legal: readonly LegalAction[]; chip: number; send: (a: ActionToSend) => void; t: Translate; money: (m: number) => string;
  /** Extra words on a button, e.g. the box it acts on. */
  describe?: (a: LegalAction) => string | null;
}): ComponentChild {
  return h('div', { class: 'action-bar' }, props.legal.map((a, i) => {
    const send = toSend(a, props.chip);
    const extra = props.describe?.(a);
    const amount = typeof send.amount === 'number' ? ` ${props.money(send.amount)}` : '';
    return h('button', {
      key: i, type: 'button', class: `action action-${a.type}`, 'data-action': a.type,
      onClick: () => props.send(send),
    }, `${actionLabel(props.t, a.type)}${amount}${extra ? ` · ${extra}` : ''}`);
  }));
}
