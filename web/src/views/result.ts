/**
 * @module web/views/result
 * The last round's result: one line per bet, or per share of a pot between players (player, box, bet, stake,
 * returned, net, outcome), the viewer's lines marked, the viewer's total net, the house's cuts of a pot by rule, and
 * the house's net where the server sends it (to the dealer and the auditor only); while the outcome stays on the table (its
 * outcome pause), the time until the next round opens.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import type { RoundResult } from '../../../src/protocol/server-messages.js';
import { useApp } from '../session.js';
import { translateOr } from '../i18n/index.js';
import { Timer } from '../components/timer.js';

/** A bet name: `bet.<name>`, or for numbered names (`split-1`, `eight-1-2-4-5-7-8-10-11`) `bet.<base>` and the numbers. */
export function betName(t: (k: string, p?: Record<string, string | number>) => string, bet: string): string {
  const direct = translateOr(t, `bet.${bet}`, '');
  if (direct) return direct;
  const m = /^(.*?)((?:-\d+)+)$/.exec(bet);
  if (m) { const base = translateOr(t, `bet.${m[1]}`, ''); if (base) return `${base} ${(m[2] ?? '').slice(1)}`; }
  return bet;
}

/** Columns left out on a phone, so the table fits its width: the box and the amount returned (the net says it). */
const OPTIONAL = new Set([1, 4]);

/**
 * The settlement table's column headings. The box column has its own word (`table.box-heading`): "Box {n}" with
 * an empty number read ". laukia" in Basque, whose ordinals put the number first.
 */
export function resultHeadings(t: (k: string) => string): string[] {
  return [t('table.bettor'), t('table.box-heading'), t('table.bet'), t('table.stake'), t('table.returned'), t('table.net'), t('table.outcome')];
}

export function ResultPanel({ result, me }: { result: RoundResult; me: string | null }): ComponentChild {
  const { t, money } = useApp();
  const mine = result.lines.filter((l) => l.bettor === me);
  const myNet = mine.reduce((s, l) => s + l.net, 0);
  return h('section', { class: `result outcome-${result.outcome}`, 'data-result-round': result.no, 'aria-live': 'polite' },
    h('h2', {}, t('table.result'), ' · ', t('table.round', { n: result.no }),
      result.outcome === 'voided' ? h('span', { class: 'badge warn' }, ` ${t('history.round-status.voided')}`) : null),
    result.reason ? h('p', { class: 'hint' }, result.reason) : null,
    result.nextRoundAt !== undefined ? h('div', { class: 'timer-line', 'data-next-round': result.nextRoundAt },
      h('span', {}, t('table.next-round')), h(Timer, { key: `next-${result.id}-${result.nextRoundAt}`, deadline: result.nextRoundAt, label: t('table.next-round') })) : null,
    mine.length ? h('p', { class: `my-net ${myNet > 0 ? 'pos' : myNet < 0 ? 'neg' : ''}`, 'data-my-net': myNet }, `${t('table.net')}: ${money(myNet)}`) : null,
    result.lines.length === 0 ? h('p', { class: 'hint' }, t('table.no-bets')) : h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, resultHeadings(t).map((c, i) => h('th', { key: i, class: OPTIONAL.has(i) ? 'opt' : '' }, c)))),
      h('tbody', {}, result.lines.map((l, i) => h('tr', { key: i, class: l.bettor === me ? 'mine' : '' },
        h('td', {}, l.bettor === me ? `${l.bettor} (${t('table.you')})` : l.bettor),
        h('td', { class: 'opt' }, l.box ?? ''),
        h('td', {}, betName(t, l.bet)),
        h('td', { class: 'num' }, money(l.stake)),
        h('td', { class: 'num opt' }, money(l.returned)),
        h('td', { class: `num ${l.net > 0 ? 'pos' : l.net < 0 ? 'neg' : ''}` }, money(l.net)),
        h('td', { title: l.cite ?? '' }, translateOr(t, `outcome.${l.outcome}`, l.outcome))))))),
    // The house's cut of a pot between players (chemin de fer's cagnotte, a rake), by rule.
    ...(result.pots ?? []).flatMap((p) => p.cuts).map((c, i) => h('p', { key: `cut-${i}`, class: 'hint', 'data-house-cut': c.rule, title: c.cite }, t('table.house-cut', { rule: translateOr(t, `cut.${c.rule}`, c.rule), amount: money(c.amount) }))),
    // The house's net reaches the dealer and the auditor only (issue 17).
    typeof result.houseNet === 'number' ? h('p', { class: 'hint', 'data-house-net': result.houseNet }, t('table.house-net', { amount: money(result.houseNet) })) : null);
}
