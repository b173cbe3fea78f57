/**
 * @module web/views/draws
 * The draw games' page (`#/draws`, 000-A6 to A10): the list of draws; one draw with its commitment, the player's own
 * tickets and a purchase form (a lottery's numbers or a quick pick; one idempotency key per submitted form), the
 * dealer's close and draw buttons, the cashier's payment by ticket number or validation code, and — once drawn — the
 * result, the wins and the check of the revealed draw against its commitment, done in the browser. The cashier and
 * the auditor also see what every draw sold and paid.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { DrawReportResponse } from '../../../src/protocol/http.js';
import { api } from '../net/api.js';
import { FormKeys } from '../net/form-key.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';

interface Ticket { readonly no: number; readonly holder: string; readonly numbers?: readonly number[]; readonly code?: string }
interface Win { readonly no: number; readonly holder: string; readonly amount: number; readonly prize?: string; readonly paid: boolean }
interface DrawView {
  readonly config: { readonly id: string; readonly name: string; readonly kind: string; readonly price?: number; readonly pick?: number; readonly numbers?: number };
  readonly phase: 'selling' | 'closed' | 'drawn';
  readonly commitment: string;
  readonly sold: number;
  readonly tickets: readonly Ticket[];
  readonly result?: readonly number[] | null;
  readonly wins?: readonly Win[];
  readonly secret?: { readonly order: readonly string[]; readonly salt: string };
}
interface DrawRow { readonly id: string; readonly name: string; readonly kind: string; readonly phase: string; readonly price: number; readonly sold: number }

/** SHA-256 of `order.join(',') + ':' + salt`, as the server commits it (docs/fairness.md), with the browser's crypto. */
async function commitmentOf(order: readonly string[], salt: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${order.join(',')}:${salt}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function Verified({ view }: { view: DrawView }): ComponentChild {
  const { t } = useApp();
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    if (view.secret) void commitmentOf(view.secret.order, view.secret.salt).then((c) => setOk(c === view.commitment));
  }, [view.commitment, view.secret?.salt]);
  if (!view.secret) return h('p', { class: 'hint', 'data-commitment': view.commitment }, t('draws.committed', { commitment: view.commitment.slice(0, 16) }));
  return h('p', { class: ok ? 'status' : 'error', 'data-verified': ok === null ? '' : String(ok) }, ok === null ? t('draws.checking') : ok ? t('draws.verified') : t('draws.not-verified'));
}

function BuyForm({ view, onDone }: { view: DrawView; onDone: () => void }): ComponentChild {
  const { t, account, money, setBalance } = useApp();
  const [numbers, setNumbers] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new FormKeys('draw'));
  const lottery = view.config.kind.startsWith('lottery');
  const buy = async (quick: boolean): Promise<void> => {
    setError(null);
    const chosen = quick || !lottery ? undefined : numbers.split(/[\s,;]+/).filter(Boolean).map(Number);
    if (chosen && chosen.some((n) => !Number.isInteger(n))) return setError(t('draws.bad-numbers', { n: view.config.pick ?? 0, max: view.config.numbers ?? 0 }));
    const body = chosen ? { numbers: chosen } : {};
    try {
      const r = await api<{ balance: number | null }>(`/api/draws/${view.config.id}/tickets`, { token: account?.token ?? null, method: 'POST', body: { ...body, key: keys.current.keyFor(body) } });
      keys.current.settle(null);
      if (r.balance !== null) setBalance(r.balance);
      setNumbers('');
      onDone();
    } catch (e) {
      keys.current.settle(e);
      setError(errorText(t, e));
    }
  };
  return h('form', { class: 'draw-buy', onSubmit: (e: Event) => { e.preventDefault(); void buy(false); } },
    lottery ? h('label', {}, t('draws.numbers', { n: view.config.pick ?? 0, max: view.config.numbers ?? 0 }),
      h('input', { name: 'numbers', value: numbers, inputMode: 'numeric', onInput: (e: Event) => setNumbers((e.target as HTMLInputElement).value) })) : null,
    h('button', { type: 'submit', 'data-buy': 'chosen', disabled: lottery && !numbers.trim() }, t('draws.buy', { price: money(view.config.price ?? 0) })),
    lottery ? h('button', { type: 'button', 'data-buy': 'quick', onClick: () => void buy(true) }, t('draws.quick-pick')) : null,
    error ? h('p', { class: 'error', role: 'alert' }, error) : null);
}

function PayForm({ view, onDone }: { view: DrawView; onDone: () => void }): ComponentChild {
  const { t, account, money } = useApp();
  const [ticket, setTicket] = useState('');
  const [msg, setMsg] = useState<{ text: string; error: boolean } | null>(null);
  const pay = async (e: Event): Promise<void> => {
    e.preventDefault();
    const v = ticket.trim();
    const body = /^\d+$/.test(v) ? { no: Number(v) } : { code: v };
    try {
      const r = await api<{ win: Win }>(`/api/draws/${view.config.id}/pay`, { token: account?.token ?? null, method: 'POST', body });
      setMsg({ text: t('draws.paid', { who: r.win.holder, what: r.win.amount ? money(r.win.amount) : (r.win.prize ?? '') }), error: false });
      setTicket('');
      onDone();
    } catch (err) {
      setMsg({ text: errorText(t, err), error: true });
    }
  };
  return h('form', { class: 'draw-pay', onSubmit: pay },
    h('label', {}, t('draws.pay-ticket'), h('input', { name: 'ticket', value: ticket, onInput: (e: Event) => setTicket((e.target as HTMLInputElement).value) })),
    h('button', { type: 'submit', disabled: !ticket.trim() }, t('draws.pay')),
    msg ? h('p', { class: msg.error ? 'error' : 'status', role: msg.error ? 'alert' : 'status' }, msg.text) : null);
}

function DrawDetail({ id }: { id: string }): ComponentChild {
  const { t, account, money } = useApp();
  const [view, setView] = useState<DrawView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [n, setN] = useState(0);
  const reload = (): void => setN((x) => x + 1);
  useEffect(() => {
    api<DrawView>(`/api/draws/${id}`, { token: account?.token ?? null }).then((v) => { setView(v); setError(null); }).catch((e) => setError(errorText(t, e)));
  }, [id, n, account?.token]);
  const step = (what: 'close' | 'draw') => (): void => {
    api(`/api/draws/${id}/${what}`, { token: account?.token ?? null, method: 'POST' }).then(reload).catch((e) => setError(errorText(t, e)));
  };
  if (!view) return error ? h('p', { class: 'error', role: 'alert' }, error) : null;
  return h('section', { class: 'staff-block draw', 'data-draw': view.config.id, 'data-phase': view.phase },
    h('h2', {}, view.config.name, ' · ', t(`draws.kind.${view.config.kind}`)),
    h('p', {}, t(`draws.phase.${view.phase}`), ' · ', t('draws.sold', { n: view.sold })),
    h(Verified, { view }),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    view.result?.length ? h('p', { class: 'draw-result', 'data-result': view.result.join(' ') }, t('draws.result', { numbers: view.result.join(' · ') })) : null,
    view.phase === 'selling' && hasRole(account, 'player') ? h(BuyForm, { view, onDone: reload }) : null,
    hasRole(account, 'dealer') && view.phase === 'selling' ? h('button', { type: 'button', 'data-step': 'close', onClick: step('close') }, t('draws.close')) : null,
    hasRole(account, 'dealer') && view.phase === 'closed' && !['instant-lot', 'tombola'].includes(view.config.kind) ? h('button', { type: 'button', 'data-step': 'draw', onClick: step('draw') }, t('draws.hold')) : null,
    hasRole(account, 'cashier') ? h(PayForm, { view, onDone: reload }) : null,
    view.tickets.length ? h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('draws.ticket'), t('draws.holder'), t('draws.numbers-or-code'), t('draws.win')].map((c, i) => h('th', { key: i }, c)))),
      h('tbody', {}, view.tickets.map((tk) => {
        const w = view.wins?.find((x) => x.no === tk.no);
        return h('tr', { key: tk.no, 'data-ticket': tk.no },
          h('td', {}, String(tk.no)), h('td', {}, tk.holder), h('td', {}, tk.numbers ? tk.numbers.join(' ') : (tk.code ?? '')),
          h('td', { class: 'num', 'data-win': w ? w.amount : '' }, w ? `${w.amount ? money(w.amount) : (w.prize ?? '')}${w.paid ? ` · ${t('draws.was-paid')}` : ''}` : ''));
      })))) : null);
}

function Report(): ComponentChild {
  const { t, account, money } = useApp();
  const [data, setData] = useState<DrawReportResponse | null>(null);
  useEffect(() => { api<DrawReportResponse>('/api/draws/report', { token: account?.token ?? null }).then(setData).catch(() => setData(null)); }, [account?.token]);
  if (!data) return null;
  return h('section', { class: 'staff-block', 'data-draw-report': data.draws.length },
    h('h2', {}, t('draws.report')),
    h('p', { class: 'totals' }, t('draws.totals', { takings: money(data.takings), paid: money(data.prizesPaid), unpaid: money(data.unpaid) })),
    h('div', { class: 'scroll' }, h('table', { class: 'lines' },
      h('thead', {}, h('tr', {}, [t('draws.name'), t('draws.sold-head'), t('draws.takings'), t('draws.prizes-paid'), t('draws.unpaid'), t('draws.return')].map((c, i) => h('th', { key: i }, c)))),
      h('tbody', {}, data.draws.map((d) => h('tr', { key: d.id, 'data-report-row': d.id },
        h('td', {}, d.name), h('td', { class: 'num' }, String(d.sold)), h('td', { class: 'num' }, money(d.takings)), h('td', { class: 'num' }, money(d.prizesPaid)),
        h('td', { class: 'num' }, money(d.unpaid)), h('td', { class: 'num', title: d.method }, d.return ? `${(d.return.value * 100).toFixed(2)} %` : '—')))))));
}

export function DrawsPage(): ComponentChild {
  const { t, account } = useApp();
  const [rows, setRows] = useState<readonly DrawRow[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!account) return;
    api<{ draws: DrawRow[] }>('/api/draws', { token: account.token }).then((r) => { setRows(r.draws); setError(null); }).catch((e) => setError(errorText(t, e)));
  }, [account?.token, open]);
  if (!account) return h('p', { class: 'hint' }, t('draws.sign-in'));
  return h('div', { class: 'draws' },
    h('h1', {}, t('draws.title')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    rows.length === 0 ? h('p', { class: 'hint' }, t('draws.none')) : h('ul', { class: 'draw-list' }, rows.map((r) => h('li', { key: r.id },
      h('button', { type: 'button', class: 'link', 'data-open-draw': r.id, onClick: () => setOpen(r.id) }, r.name), ' · ', t(`draws.kind.${r.kind}`), ' · ', t(`draws.phase.${r.phase}`)))),
    open ? h(DrawDetail, { key: open, id: open }) : null,
    hasRole(account, 'cashier') || hasRole(account, 'auditor') ? h(Report, {}) : null);
}
