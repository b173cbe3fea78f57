/**
 * @module web/views/config-form
 * The dealer/inspector's table configuration form: each field as its control (dealer-fields), labelled in the
 * regulation's words, amounts typed as money and checked before anything is sent (a field that is not an amount
 * says why, next to it); the new configuration goes to the server as one `configure` command, which the game
 * validates against its rules (applied from the next round).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { translateOr } from '../i18n/index.js';
import type { Translate } from '../i18n/index.js';
import { api } from '../net/api.js';
import { useApp } from '../session.js';
import { moneyText, parseMoney } from './money-field.js';
import { configControls, fieldName, withField, type Control } from './dealer-fields.js';

/** A field's label: the regulation's word for it, a bet's name, else its key. */
export function fieldLabel(t: Translate, path: string): string {
  const { name, group } = fieldName(path);
  const own = translateOr(t, `dealer.field.${name}`, translateOr(t, `bet.${name}`, name));
  if (!group) return own;
  const g = fieldName(group).name;
  return `${translateOr(t, `dealer.field.${g}`, translateOr(t, `bet.${g}`, g))} · ${own}`;
}

type Draft = Record<string, string | boolean>;
const initial = (cs: readonly Control[]): Draft =>
  Object.fromEntries(cs.map((c) => [c.path, c.kind === 'money' ? (c.value === null ? '' : moneyText(c.value)) : c.kind === 'flag' ? c.value : c.kind === 'shown' ? '' : String(c.value)]));

export function ConfigForm({ game, profile, config, onSubmit }: { game: string; profile: string; config: unknown; onSubmit: (config: Record<string, unknown>) => void }): ComponentChild {
  const { t, money } = useApp();
  const [rules, setRules] = useState<unknown>(null);
  useEffect(() => {
    api<{ profile: unknown }>(`/api/games/${encodeURIComponent(game)}/profiles/${encodeURIComponent(profile)}`).then((r) => setRules(r.profile)).catch(() => setRules({}));
  }, [game, profile]);
  const controls = configControls(config, rules);
  const [draft, setDraft] = useState<Draft>(() => initial(controls));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The profile arrives after the first draw: fields it adds (side-bet limits) get their empty text.
  useEffect(() => setDraft((d) => ({ ...initial(controls), ...d })), [rules]);
  const set = (path: string, v: string | boolean): void => setDraft((d) => ({ ...d, [path]: v }));

  const submit = (e: Event): void => {
    e.preventDefault();
    let next: unknown = config;
    const bad: Record<string, string> = {};
    for (const c of controls) {
      const v = draft[c.path];
      if (c.kind === 'money') {
        if (v === '' && c.value === null) continue; // a side bet left without limits
        const m = parseMoney(String(v ?? ''), 2, true);
        if (!m.ok) bad[c.path] = t(`money.${m.reason}`);
        else next = withField(next, c.path, m.minor);
      } else if (c.kind === 'count' || c.kind === 'choice') {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0) bad[c.path] = t('dealer.whole-number');
        else next = withField(next, c.path, n);
      } else if (c.kind === 'flag') next = withField(next, c.path, v === true);
    }
    // A side bet's limits go together.
    for (const c of controls) {
      if (c.kind === 'money' && c.value === null && c.path.endsWith('.min')) {
        const max = c.path.replace(/\.min$/, '.max');
        if ((draft[c.path] === '') !== (draft[max] === '')) bad[draft[c.path] === '' ? c.path : max] = t('dealer.both-limits');
      }
    }
    setErrors(bad);
    if (Object.keys(bad).length === 0) onSubmit(next as Record<string, unknown>);
  };

  const minimum = (): number | null => {
    const m = parseMoney(String(draft.minimum ?? ''), 2);
    return m.ok ? m.minor : null;
  };
  // A rule's citation once, on the first field it governs (the ten maxima of a roulette share one).
  const cited = new Set<string>();
  const field = (c: Control): ComponentChild => {
    const label = fieldLabel(t, c.path);
    const err = errors[c.path] ? h('span', { class: 'field-error', role: 'alert' }, errors[c.path]) : null;
    const cite = 'cite' in c && c.cite && !cited.has(c.cite) ? (cited.add(c.cite), h('span', { class: 'cite' }, ` (${c.cite})`)) : null;
    switch (c.kind) {
      case 'money':
        return h('label', { key: c.path }, label,
          h('input', { inputmode: 'decimal', autocomplete: 'off', 'data-config': c.path, 'data-kind': 'money', value: draft[c.path] as string, 'aria-invalid': err ? 'true' : 'false', onInput: (e: Event) => set(c.path, (e.target as HTMLInputElement).value) }), err);
      case 'count':
        return h('label', { key: c.path }, label,
          h('input', { type: 'number', min: 0, step: 1, 'data-config': c.path, value: draft[c.path] as string, onInput: (e: Event) => set(c.path, (e.target as HTMLInputElement).value) }), err);
      case 'choice': {
        const min = minimum();
        return h('label', { key: c.path }, h('span', {}, label, cite),
          h('select', { 'data-config': c.path, value: draft[c.path] as string, onChange: (e: Event) => set(c.path, (e.target as HTMLSelectElement).value) },
            c.choices.map((n) => h('option', { key: n, value: String(n) }, c.unit === 'multiplier' ? `×${n}${min !== null ? ` (${money(n * min)})` : ''}` : String(n)))), err);
      }
      case 'flag':
        return h('label', { key: c.path, class: 'inline' }, h('input', { type: 'checkbox', 'data-config': c.path, checked: draft[c.path] === true, onChange: (e: Event) => set(c.path, (e.target as HTMLInputElement).checked) }), label);
      case 'shown':
        return h('p', { key: c.path, class: 'hint' }, `${label}: ${Array.isArray(c.value) ? c.value.map((x) => (typeof x === 'number' && fieldName(c.path).name === 'allowedMinimums' ? money(x) : String(x))).join(', ') : String(c.value ?? '—')}`);
    }
  };
  return h('form', { class: 'form limits', 'data-form': 'configure', onSubmit: submit },
    h('h3', {}, t('dealer.limits')),
    h('div', { class: 'config-fields' }, controls.map(field)),
    h('button', { type: 'submit', 'data-dealer': 'configure' }, t('dealer.apply')));
}
