/**
 * @module web/views/cashier
 * The cashier's page (`#/cashier`): find a player by name (with the wallet's balance), open a player account,
 * credit or debit the chosen player's wallet (one idempotency key per submitted form, the same key when the
 * same form is sent again after a lost answer), and the day's cash movements. A cashier never operates on a
 * wallet of their own: the form is not offered for it (and the server refuses it). A machine's cash-out ticket (003 §4.3)
 * is cashed here: its code, amount and casino as printed; the server pays it once, in the issuing casino, while valid.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../net/api.js';
import { FormKeys } from '../net/form-key.js';
import { hasRole, useApp } from '../session.js';
import { errorText } from './errors.js';
import { MoneyInput, parseMoney } from './money-field.js';
import { CashMovements } from './cash-movements.js';
import { RankingPayout } from './ranking-payout.js';
import { PrizesInKind } from './prizes-in-kind.js';
import { NewAccountForm } from './account-form.js';
import { StaffOnly } from './staff-only.js';

interface Player { readonly username: string; readonly balance: number | null }

function WalletForm({ player, onDone }: { player: Player; onDone: (balance: number) => void }): ComponentChild {
  const { t, account, money } = useApp();
  const [op, setOp] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Submissions answered (done, refused or stopped on the page): tests wait on it through `data-answers`. */
  const [answers, setAnswers] = useState(0);
  const keys = useRef(new FormKeys('cash'));
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    setDone(null);
    setError(null);
    const parsed = parseMoney(amount);
    if (!parsed.ok) return setFieldError(t(`money.${parsed.reason}`));
    setFieldError(null);
    const body = { op, amount: parsed.minor, ...(memo.trim() ? { memo: memo.trim() } : {}) };
    const key = keys.current.keyFor({ player: player.username, ...body });
    setBusy(true);
    try {
      const r = await api<{ balance: number; duplicate: boolean }>(`/api/cashier/wallets/${encodeURIComponent(player.username)}`, { token: account?.token ?? null, body: { ...body, key } });
      keys.current.answered();
      setDone(t(op === 'credit' ? 'cashier.credited' : 'cashier.debited', { amount: money(parsed.minor), name: player.username, balance: money(r.balance) }));
      setAmount('');
      setMemo('');
      onDone(r.balance);
    } catch (err) {
      keys.current.settle(err);
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return h('form', { class: 'form', 'data-form': 'wallet', 'data-answers': answers, onSubmit: (e: Event) => void submit(e).finally(() => setAnswers((n) => n + 1)) },
    h('h3', {}, t('cashier.wallet-of', { name: player.username })),
    h('p', {}, t('cashier.balance', { amount: player.balance === null ? '—' : money(player.balance) })),
    h('fieldset', { class: 'choice' }, h('legend', { class: 'sr-only' }, t('cashier.operation')),
      (['credit', 'debit'] as const).map((o) => h('label', { key: o, class: 'inline' },
        h('input', { type: 'radio', name: 'op', value: o, checked: op === o, onChange: () => setOp(o) }), t(`cashier.op.${o}`)))),
    h(MoneyInput, { label: t('cashier.amount'), name: 'amount', value: amount, onInput: setAmount, error: fieldError }),
    h('label', {}, t('cashier.memo'), h('input', { name: 'memo', maxLength: 200, value: memo, onInput: (e: Event) => setMemo((e.target as HTMLInputElement).value) })),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    done ? h('p', { class: 'status ok', 'data-done': '' }, done) : null,
    h('button', { type: 'submit', class: 'primary', disabled: busy }, t(op === 'credit' ? 'cashier.do-credit' : 'cashier.do-debit')));
}

/** Cashes a machine's cash-out ticket as presented (003 §4.3): the code, the amount and the casino printed on it. */
function TicketForm({ onDone }: { onDone: () => void }): ComponentChild {
  const { t, account, money } = useApp();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [casino, setCasino] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [answers, setAnswers] = useState(0);
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    setDone(null);
    setError(null);
    const parsed = parseMoney(amount);
    if (!parsed.ok) return setFieldError(t(`money.${parsed.reason}`));
    setFieldError(null);
    try {
      const r = await api<{ ticket: { code: string; amount: number } }>('/api/cashier/tickets/redeem', { token: account?.token ?? null, body: { code: code.trim(), amount: parsed.minor, casino: casino.trim() } });
      setDone(t('cashier.ticket-cashed', { code: r.ticket.code, amount: money(r.ticket.amount) }));
      setCode('');
      setAmount('');
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return h('form', { class: 'form', 'data-form': 'ticket', 'data-answers': answers, onSubmit: (e: Event) => void submit(e).finally(() => setAnswers((n) => n + 1)) },
    h('label', {}, t('cashier.ticket-code'), h('input', { name: 'code', required: true, inputMode: 'numeric', placeholder: '000000-000000-000000', value: code, onInput: (e: Event) => setCode((e.target as HTMLInputElement).value) })),
    h(MoneyInput, { label: t('cashier.amount'), name: 'ticket-amount', value: amount, onInput: setAmount, error: fieldError }),
    h('label', {}, t('cashier.ticket-casino'), h('input', { name: 'casino', required: true, value: casino, onInput: (e: Event) => setCasino((e.target as HTMLInputElement).value) })),
    h('button', { type: 'submit' }, t('cashier.ticket-cash')),
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    done ? h('p', { class: 'ok', role: 'status', 'data-ticket-cashed': true }, done) : null);
}

export function CashierPage(): ComponentChild {
  const { t, account, money } = useApp();
  const [query, setQuery] = useState('');
  const [players, setPlayers] = useState<readonly Player[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Player | null>(null);
  const [refresh, setRefresh] = useState(0);
  const search = (q: string): void => {
    if (!account) return;
    if (!/^[a-z0-9_-]{0,32}$/.test(q)) return setError(t('cashier.bad-name'));
    api<{ accounts: Player[] }>(`/api/accounts?${new URLSearchParams({ q }).toString()}`, { token: account.token })
      .then((r) => { setPlayers(r.accounts); setError(null); })
      .catch((e) => setError(errorText(t, e)));
  };
  useEffect(() => search(''), [account?.token]);
  if (!hasRole(account, 'cashier')) return h(StaffOnly, { role: 'cashier' });
  const me = account?.username;
  return h('section', { class: 'staff-page cashier-page' },
    h('h1', {}, t('cashier.title')),
    h('div', { class: 'staff-grid' },
      h('section', { class: 'staff-block' },
        h('h2', {}, t('cashier.find')),
        h('form', { class: 'search', role: 'search', onSubmit: (e: Event) => { e.preventDefault(); search(query.trim().toLowerCase()); } },
          h('input', { name: 'q', 'aria-label': t('cashier.find'), placeholder: t('cashier.name'), value: query, onInput: (e: Event) => setQuery((e.target as HTMLInputElement).value) }),
          h('button', { type: 'submit' }, t('cashier.search'))),
        error ? h('p', { class: 'error', role: 'alert' }, error) : null,
        players?.length === 0 ? h('p', { class: 'hint' }, t('cashier.none-found')) : null,
        players?.length ? h('ul', { class: 'pick-list' }, players.map((p) => h('li', { key: p.username, class: chosen?.username === p.username ? 'chosen' : '', 'data-player-row': p.username },
          h('button', { type: 'button', class: 'link', 'data-pick': p.username, disabled: p.username === me, onClick: () => setChosen(p) }, p.username),
          h('span', { class: 'num' }, p.balance === null ? '' : money(p.balance))))) : null,
        chosen && chosen.username !== me ? h(WalletForm, {
          key: chosen.username, player: chosen,
          onDone: (balance) => { setChosen({ ...chosen, balance }); setPlayers((ps) => ps?.map((p) => (p.username === chosen.username ? { ...p, balance } : p)) ?? null); setRefresh((n) => n + 1); },
        }) : null),
      h('section', { class: 'staff-block' },
        h('h2', {}, t('cashier.new-player')),
        h(NewAccountForm, { roles: ['player'], onCreated: (username) => { setChosen({ username, balance: 0 }); setQuery(username); search(username); } })),
      h('section', { class: 'staff-block', 'data-block': 'tickets' },
        h('h2', {}, t('cashier.tickets')),
        h(TicketForm, { onDone: () => setRefresh((n) => n + 1) }))),
    h(CashMovements, { refresh }),
    h(PrizesInKind, {}),
    h(RankingPayout, {}));
}
