/**
 * @module web/components/chips
 * The chip tray: denominations derived from the table minimum (1×, 2×, 5×, 10×, 25×, 50×, 100× the minimum, up
 * to the maximum), one selected. The selected chip is the amount a bet button uses.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';

/** Chip values for a table with limits [min, max] in minor units. */
export function chipValues(min: number, max: number): number[] {
  const base = Math.max(1, min);
  const out: number[] = [];
  for (const k of [1, 2, 5, 10, 25, 50, 100]) if (base * k <= Math.max(max, base)) out.push(base * k);
  return out;
}

/** `face` prints a chip's value (i18n `chipFace`); `money` the full amount, for screen readers. */
export function ChipTray(props: { values: readonly number[]; selected: number; onSelect: (v: number) => void; face: (m: number) => string; money: (m: number) => string; label: string }): ComponentChild {
  return h('div', { class: 'chip-tray', role: 'radiogroup', 'aria-label': props.label },
    props.values.map((v, i) => h('button', {
      key: v, type: 'button', role: 'radio', 'aria-checked': v === props.selected,
      class: `chip chip-${i}${v === props.selected ? ' selected' : ''}`, 'data-chip': v, 'aria-label': props.money(v),
      onClick: () => props.onSelect(v),
    }, props.face(v))));
}
