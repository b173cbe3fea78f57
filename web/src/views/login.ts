/**
 * @module web/views/login
 * Sign-in form, with the server's demo accounts (when `GET /api/info` lists them) as one-click fill-ins.
 */
import { h } from 'preact';
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { LoginResponse } from '../../../src/protocol/http.js';
import { api, ApiError } from '../net/api.js';
import { useApp } from '../session.js';
import { href } from '../router.js';
import { errorText } from './errors.js';

interface DemoAccount { readonly username: string; readonly password: string; readonly roles: readonly string[] }

export function LoginPage(): ComponentChild {
  const app = useApp();
  const { t } = app;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState<readonly DemoAccount[]>([]);

  useEffect(() => {
    api<{ demo?: DemoAccount[] }>('/api/info').then((i) => setDemo(Array.isArray(i.demo) ? i.demo : [])).catch(() => setDemo([]));
  }, []);

  const submit = async (e: Event): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api<LoginResponse>('/api/login', { body: { username: username.trim(), password } });
      app.setAccount({ token: r.token, username: r.username, roles: r.roles }, r.balance);
      location.hash = href({ page: 'lobby' });
    } catch (err) {
      setError(err instanceof ApiError && err.error.code === 'auth/bad-credentials' ? t('login.failed') : errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return h('section', { class: 'login card-panel' },
    h('h1', {}, t('login.title')),
    h('form', { onSubmit: submit, class: 'form' },
      h('label', {}, t('login.username'), h('input', { name: 'username', autocomplete: 'username', value: username, required: true, onInput: (e: Event) => setUsername((e.target as HTMLInputElement).value) })),
      h('label', {}, t('login.password'), h('input', { name: 'password', type: 'password', autocomplete: 'current-password', value: password, required: true, onInput: (e: Event) => setPassword((e.target as HTMLInputElement).value) })),
      error ? h('p', { class: 'error', role: 'alert' }, error) : null,
      h('button', { type: 'submit', class: 'primary', disabled: busy }, t('login.submit'))),
    demo.length ? h('div', { class: 'demo' },
      h('h2', {}, t('login.demo')),
      h('p', { class: 'hint' }, t('login.demo-hint')),
      h('ul', { class: 'demo-list' }, demo.map((d) => h('li', { key: d.username },
        h('button', { type: 'button', class: 'link', 'data-demo': d.username, onClick: () => { setUsername(d.username); setPassword(d.password); } },
          d.username, ' ', h('span', { class: 'roles' }, `(${d.roles.map((r) => t(`role.${r}`)).join(', ')})`)))))) : null,
    h('p', { class: 'hint' }, t('login.watch')));
}
