/**
 * @module web/components/timer
 * A decision timer: a shrinking bar and the seconds left until `deadline` (epoch milliseconds from the server),
 * after which the server takes the default action (blackjack: stand).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** `total` is the timer's full length; by default the time left when the timer first shows (key it by deadline). */
export function Timer(props: { deadline: number; total?: number; label: string }): ComponentChild {
  const [now, setNow] = useState(() => Date.now());
  const [total] = useState(() => props.total ?? Math.max(1000, props.deadline - Date.now()));
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [props.deadline]);
  const left = Math.max(0, props.deadline - now);
  const frac = total > 0 ? Math.min(1, left / total) : 0;
  return h('div', { class: `timer${frac < 0.25 ? ' urgent' : ''}`, role: 'timer', 'aria-label': props.label },
    h('div', { class: 'timer-bar', style: { width: `${(frac * 100).toFixed(1)}%` } }),
    h('span', { class: 'timer-text' }, `${Math.ceil(left / 1000)} s`));
}
