/**
 * @module web/views/account-form
 * Opening an account (`POST /api/accounts`): the cashier opens player accounts, the administrator staff accounts
 * with the roles ticked. The server checks who may give which role and which roles may be held together; its
 * refusal is shown as it comes (translated where the catalogue has the code).
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useState } from 'preact/hooks';
import type { Role } from '../../../src/protocol/common.js';
import { api } from '../net/api.js';
import { useApp } from '../session.js';
import { errorText } from './errors.js';

/** The shortest password the server takes (src/protocol/common.ts `newPassword`). */
const MIN_PASSWORD = 10;

export function NewAccountForm({ roles, choose = false, onCreated }: { roles: readonly Role[]; choose?: boolean; onCreated: (username: string) => void }): ComponentChild {
  const { t, account } = useApp();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [picked, setPicked] = useState<readonly Role[]>(choose ? [] : roles);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Submissions answered (done, refused or stopped on the page): tests wait on it through `data-answers`. */
  const [answers, setAnswers] = useState(0);
  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    setDone(null);
    const name = username.trim();
    if (!/^[a-z0-9_-]{2,32}$/.test(name)) return setError(t('account.bad-name'));
    if (password.length < MIN_PASSWORD) return setError(t('account.short-password', { n: MIN_PASSWORD }));
    if (picked.length === 0) return setError(t('account.no-role'));
    setError(null);
    setBusy(true);
    try {
      await api(`/api/accounts`, { token: account?.token ?? null, body: { username: name, password, roles: picked } });
      setDone(t('account.created', { name, roles: picked.map((r) => t(`role.${r}`)).join(', ') }));
      setUsername('');
      setPassword('');
      onCreated(name);
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return h('form', { class: 'form', 'data-form': 'new-account', 'data-answers': answers, onSubmit: (e: Event) => void submit(e).finally(() => setAnswers((n) => n + 1)) },
    h('label', {}, t('account.username'), h('input', { name: 'new-username', autocomplete: 'off', value: username, onInput: (e: Event) => setUsername((e.target as HTMLInputElement).value) })),
    h('label', {}, t('account.password'), h('input', { name: 'new-password', type: 'password', autocomplete: 'new-password', value: password, onInput: (e: Event) => setPassword((e.target as HTMLInputElement).value) })),
    choose ? h('fieldset', { class: 'choice' }, h('legend', {}, t('account.roles')),
      roles.map((r) => h('label', { key: r, class: 'inline' },
        h('input', { type: 'checkbox', name: 'role', value: r, checked: picked.includes(r), onChange: (e: Event) => setPicked((e.target as HTMLInputElement).checked ? [...picked, r] : picked.filter((x) => x !== r)) }),
        t(`role.${r}`)))) : null,
    error ? h('p', { class: 'error', role: 'alert' }, error) : null,
    done ? h('p', { class: 'status ok', 'data-done': '' }, done) : null,
    h('button', { type: 'submit', class: 'primary', disabled: busy }, t('account.create')));
}
